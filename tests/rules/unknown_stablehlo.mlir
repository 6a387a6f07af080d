// StableHLO ops Shardy has no rule for and does not list: a warning each, no rule.
func.func @main(%a: tensor<8x16xf32>, %f: tensor<16xf32>, %s: tensor<2xi64>, %i: tensor<i32>, %x: tensor<4x8x16xf32>) -> tensor<8x16xf32> {
  %0:3 = "stablehlo.batch_norm_training"(%a, %f, %f) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>)
  %1:3 = "stablehlo.batch_norm_grad"(%a, %f, %f, %f, %a) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>)
  %2 = "stablehlo.broadcast"(%a) <{broadcast_sizes = array<i64: 4>}> : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
  %3 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>, tensor<2xi64>) -> tensor<8x16xf32>
  %4 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<8x16xf32>, tensor<2xi64>) -> tensor<16x8xf32>
  %5 = "stablehlo.einsum"(%a, %a) <{einsum_config = "ab,cb->ac"}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
  %6 = "stablehlo.unary_einsum"(%a) <{einsum_config = "ab->ba"}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %7 = "stablehlo.set_dimension_size"(%a, %i) <{dimension = 0 : i64}> : (tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
  %8 = "stablehlo.torch_index_select"(%a, %s) <{dim = 0 : i64, batch_dims = 0 : i64}> : (tensor<8x16xf32>, tensor<2xi64>) -> tensor<2x16xf32>
  %9 = "stablehlo.dynamic_iota"(%s) <{iota_dimension = 0 : i64}> : (tensor<2xi64>) -> tensor<8x16xf32>
  %10 = "stablehlo.real_dynamic_slice"(%a, %s, %s, %s) : (tensor<8x16xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}
