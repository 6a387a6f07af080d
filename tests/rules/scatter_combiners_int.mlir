// scatter with integer update computations, variadic scatters, and bodies that are not a plain reduction.
func.func @main(%x: tensor<8x16xi32>, %xi: tensor<4x1xi32>, %xu: tensor<4x16xi32>) -> tensor<8x16xi32> {
  %0 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.and"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %1 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.or"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %2 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.xor"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %3 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %4 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.maximum"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %5 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.power"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %6 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.remainder"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %7 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.shift_left"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %8 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.minimum"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %9 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.multiply"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %10:2 = "stablehlo.scatter"(%x, %x, %xi, %xu, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %p2: tensor<i32>, %q: tensor<i32>, %q2: tensor<i32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %s2 = "stablehlo.add"(%p2, %q2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s, %s2) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>, tensor<4x16xi32>) -> (tensor<8x16xi32>, tensor<8x16xi32>)
  %11:2 = "stablehlo.scatter"(%x, %x, %xi, %xu, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %p2: tensor<i32>, %q: tensor<i32>, %q2: tensor<i32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s, %q2) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>, tensor<4x16xi32>) -> (tensor<8x16xi32>, tensor<8x16xi32>)
  %12 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %s = "stablehlo.add"(%q, %q) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  %13 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %c = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %s = "stablehlo.add"(%p, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8x16xi32>, tensor<4x1xi32>, tensor<4x16xi32>) -> tensor<8x16xi32>
  return %x : tensor<8x16xi32>
}
