// batch_norm_inference: the 1-D operands map to the feature dim.
func.func @main(%a: tensor<8x16x4xf32>, %f: tensor<8xf32>, %g: tensor<4xf32>) -> tensor<8x16x4xf32> {
  %0 = "stablehlo.batch_norm_inference"(%a, %f, %f, %f, %f) <{epsilon = 1.0e-5 : f32, feature_index = 0 : i64}> : (tensor<8x16x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8x16x4xf32>
  %1 = "stablehlo.batch_norm_inference"(%a, %g, %g, %g, %g) <{epsilon = 1.0e-5 : f32, feature_index = 2 : i64}> : (tensor<8x16x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<8x16x4xf32>
  return %a : tensor<8x16x4xf32>
}
