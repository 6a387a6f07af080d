// scatter with float update computations: add, multiply, max and min reduce; anything else needs replication.
func.func @main(%x: tensor<8x16xf32>, %xi: tensor<4x1xi32>, %xu: tensor<4x16xf32>, %xu2: tensor<4x2x16xf32>, %xu3: tensor<4x2x8xf32>) -> tensor<8x16xf32> {
  // overwrite 4x16
  %0 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // overwrite 4x2x16
  %1 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // overwrite 4x2x8
  %2 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // add 4x16
  %3 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // add 4x2x16
  %4 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // add 4x2x8
  %5 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // addrev 4x16
  %6 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%q, %p) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // addrev 4x2x16
  %7 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%q, %p) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // addrev 4x2x8
  %8 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%q, %p) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // mul 4x16
  %9 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.multiply"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // mul 4x2x16
  %10 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.multiply"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // mul 4x2x8
  %11 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.multiply"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // max 4x16
  %12 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // max 4x2x16
  %13 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // max 4x2x8
  %14 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // min 4x16
  %15 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.minimum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // min 4x2x16
  %16 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.minimum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // min 4x2x8
  %17 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.minimum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // sub 4x16
  %18 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.subtract"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // sub 4x2x16
  %19 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.subtract"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // sub 4x2x8
  %20 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.subtract"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // keep 4x16
  %21 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%p) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // keep 4x2x16
  %22 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%p) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // keep 4x2x8
  %23 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    
    "stablehlo.return"(%p) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  // addneg 4x16
  %24 = "stablehlo.scatter"(%x, %xi, %xu) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %n = "stablehlo.negate"(%q) : (tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%p, %n) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  // addneg 4x2x16
  %25 = "stablehlo.scatter"(%x, %xi, %xu2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %n = "stablehlo.negate"(%q) : (tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%p, %n) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x16xf32>) -> tensor<8x16xf32>
  // addneg 4x2x8
  %26 = "stablehlo.scatter"(%x, %xi, %xu3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %n = "stablehlo.negate"(%q) : (tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%p, %n) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<4x1xi32>, tensor<4x2x8xf32>) -> tensor<8x16xf32>
  return %x : tensor<8x16xf32>
}
