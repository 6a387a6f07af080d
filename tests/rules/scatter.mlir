// scatter: update window dims, inserted dims, scatter batch dims (reduction), index-vector dim.
func.func @main(%c: tensor<4x2048x8x64xf32>, %u: tensor<4x1x8x64xf32>, %idx: tensor<1xi32>, %x: tensor<8x16xf32>, %xi: tensor<4x1xi32>, %xu: tensor<4x16xf32>, %xu2: tensor<4x2x16xf32>, %b: tensor<2x8x16xf32>, %bi: tensor<2x4x1xi32>, %bu: tensor<2x4x16xf32>) -> tensor<4x2048x8x64xf32> {
  %0 = "stablehlo.scatter"(%c, %idx, %u) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<4x2048x8x64xf32>, tensor<1xi32>, tensor<4x1x8x64xf32>) -> tensor<4x2048x8x64xf32>
  %1 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %2:2 = "stablehlo.scatter"(%x, %x, %xi, %xu2, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %p2: tensor<f32>, %q: tensor<f32>, %q2: tensor<f32>):
    "stablehlo.return"(%q, %q2) : (tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
  %3 = "stablehlo.scatter"(%b, %bi, %bu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<2x8x16xf32>, tensor<2x4x1xi32>, tensor<2x4x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<4x2048x8x64xf32>
}
