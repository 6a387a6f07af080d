// Data movement variants: constant indices, all_to_all / all_gather / reduce_scatter dims, pads, slices, concatenations of slices.
func.func @main(%a: tensor<8x16x4xf32>, %u: tensor<2x16x4xf32>, %i: tensor<i32>, %z: tensor<f32>, %b: tensor<8x16xf32>) -> tensor<8x16x4xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %c1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %c1, %c0, %c0) : (tensor<8x16x4xf32>, tensor<2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %1 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %c0, %c0) : (tensor<8x16x4xf32>, tensor<2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %2 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
  %3 = "stablehlo.all_to_all"(%a) <{split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16x4xf32>) -> tensor<16x16x2xf32>
  %4 = "stablehlo.all_gather"(%a) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16x4xf32>) -> tensor<8x32x4xf32>
  %5 = "stablehlo.reduce_scatter"(%a) <{scatter_dimension = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x4xf32>) -> tensor<8x16x2xf32>
  %6 = "stablehlo.pad"(%a, %z) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 1, 0>}> : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x31x4xf32>
  %7 = "stablehlo.pad"(%a, %z) <{edge_padding_low = array<i64: -1, 0, 0>, edge_padding_high = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16x4xf32>
  %8 = "stablehlo.pad"(%a, %z) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16x4xf32>
  %9:2 = "stablehlo.all_gather"(%a, %a) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> (tensor<8x32x4xf32>, tensor<8x32x4xf32>)
  %10:2 = "stablehlo.all_reduce"(%a, %b) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x4xf32>, tensor<8x16xf32>) -> (tensor<8x16x4xf32>, tensor<8x16xf32>)
  %11 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 8, 16, 4>, strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
  %12 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 8, 8, 4>, strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<8x8x4xf32>
  %13 = "stablehlo.slice"(%u) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 2, 8, 4>, strides = array<i64: 1, 1, 1>}> : (tensor<2x16x4xf32>) -> tensor<2x8x4xf32>
  %14 = "stablehlo.concatenate"(%12, %13) <{dimension = 0 : i64}> : (tensor<8x8x4xf32>, tensor<2x8x4xf32>) -> tensor<10x8x4xf32>
  %15 = "stablehlo.concatenate"(%12, %12) <{dimension = 1 : i64}> : (tensor<8x8x4xf32>, tensor<8x8x4xf32>) -> tensor<8x16x4xf32>
  %16 = "stablehlo.concatenate"(%a, %a) <{dimension = 1 : i64}> : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x32x4xf32>
  %17 = "stablehlo.concatenate"(%a, %12) <{dimension = 1 : i64}> : (tensor<8x16x4xf32>, tensor<8x8x4xf32>) -> tensor<8x24x4xf32>
  %18 = "stablehlo.concatenate"(%12, %a) <{dimension = 1 : i64}> : (tensor<8x8x4xf32>, tensor<8x16x4xf32>) -> tensor<8x24x4xf32>
  %19 = "stablehlo.dynamic_update_slice"(%a, %a, %i, %c0, %c0) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  return %a : tensor<8x16x4xf32>
}
