// dynamic_slice and dynamic_update_slice.
func.func @main(%a: tensor<8x16xf32>, %u: tensor<2x16xf32>, %v: tensor<2x4xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x16xf32> {
  %0 = "stablehlo.dynamic_slice"(%a, %i, %j) <{slice_sizes = array<i64: 2, 16>}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x16xf32>
  %1 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %j) : (tensor<8x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  %2 = "stablehlo.dynamic_update_slice"(%a, %v, %i, %j) : (tensor<8x16xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  %3 = "stablehlo.dynamic_slice"(%a, %i, %j) <{slice_sizes = array<i64: 8, 16>}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  return %0 : tensor<2x16xf32>
}
