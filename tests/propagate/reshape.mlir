// Sub-axes through reshapes (compound factors).
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) -> tensor<2x4xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.negate %0 : tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x4xf32>) -> tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<4x4x32xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<16x32xf32>) -> tensor<4x4x32xf32>
  %1 = stablehlo.abs %0 : tensor<4x4x32xf32>
  return %1 : tensor<4x4x32xf32>
}

// -----
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<2x30x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}) -> tensor<60x16xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x30x16xf32>) -> tensor<60x16xf32>
  %1 = stablehlo.negate %0 : tensor<60x16xf32>
  return %1 : tensor<60x16xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<48xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<6x8xf32>) -> tensor<48xf32>
  %1 = stablehlo.negate %0 : tensor<48xf32>
  return %1 : tensor<48xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.reshape %0 : (tensor<8x8xf32>) -> tensor<64xf32>
  return %1 : tensor<64xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) -> tensor<24xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<4x6xf32>) -> tensor<24xf32>
  %1 = stablehlo.negate %0 : tensor<24xf32>
  return %1 : tensor<24xf32>
}
