// sdy.func_data_flow_edge whose operand (a func argument) has another user.
module @jit_func_data_flow_edge_two_users attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = sdy.func_data_flow_edge %arg0 : tensor<8x16xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
