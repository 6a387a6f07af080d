// Bad or conflicting input: Shardy warns and recovers; so must we, with the same output.
// Non-divisible function input: dim 6 on an axis of size 4 (padding), propagated on.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<6x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<6x8xf32>
  %1 = stablehlo.add %0, %0 : tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}

// -----
// Non-divisible function result.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<6x8xf32>) -> (tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) {
  %0 = stablehlo.exponential %arg0 : tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----
// Operands on two different meshes: the op is not propagated through.
sdy.mesh @mesh_a = <["x"=2, "y"=2]>
sdy.mesh @mesh_b = <["u"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_a, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_b, [{}, {"u"}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
// Conflicting sharding group members (closed dims that disagree).
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8x8xf32>
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// A reshape that splits 30 heads over an axis of size 4: no sub-axis fits.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<2x3840xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x", ?}]>}) -> tensor<2x30x128xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3840xf32>) -> tensor<2x30x128xf32>
  %1 = stablehlo.negate %0 : tensor<2x30x128xf32>
  return %1 : tensor<2x30x128xf32>
}
