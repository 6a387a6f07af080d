// pipeline: sdy-propagation-pipeline{conservative-propagation=true}
// Conservative propagation through a slice: the sliced dim's permutation factor is
// blocked and no sub-axis is introduced; the unsliced dim still propagates.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>}) -> tensor<4x8xf32> {
  %0 = stablehlo.slice %arg0 [0:4, 0:8] : (tensor<8x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>}) {
  %0 = stablehlo.slice %arg0 [2:6, 0:8] : (tensor<8x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<12x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>}) -> tensor<6x8xf32> {
  %0 = stablehlo.slice %arg0 [0:12:2, 0:8] : (tensor<12x8xf32>) -> tensor<6x8xf32>
  %1 = stablehlo.negate %0 : tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<8x8xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.slice %0 [0:4, 0:2] : (tensor<4x16xf32>) -> tensor<4x2xf32>
  %2 = stablehlo.add %1, %arg1 : tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}
