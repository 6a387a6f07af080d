// PASSES: sdy-populate-op-sharding-rules
// Every op with a registry rule gets it (in region bodies too); user rules are kept.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.negate %0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}, custom>} : tensor<8x4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
