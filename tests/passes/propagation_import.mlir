// PASSES: autoshard-propagation-import
// What sdy-propagation-pipeline runs before propagating: the import pipeline, then the
// call graph flattened, calls turned into named computations, constraints applied and
// sharding groups canonicalized.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = call @f(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %3 = stablehlo.add %2, %1 : tensor<8x8xf32>
  %4 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xf32>
  %5 = sdy.sharding_constraint %4 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %6 = sdy.sharding_constraint %5 <@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
  %7 = stablehlo.add %4, %6 : tensor<8x8xf32>
  sdy.sharding_group %3 group_id=7 : tensor<8x8xf32>
  sdy.sharding_group %7 group_id=7 : tensor<8x8xf32>
  sdy.sharding_group %7 group_id=2 : tensor<8x8xf32>
  return %3, %7 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %b : tensor<8x8xf32>
  %1 = call @g(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
