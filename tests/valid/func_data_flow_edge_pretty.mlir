// sdy.func_data_flow_edge in its pretty form, on a function argument and on a call result.
module @jit_func_data_flow_edge attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func private @f(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
    %0 = sdy.func_data_flow_edge %arg0 : tensor<8x16xf32>
    %1 = stablehlo.negate %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func public @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = call @f(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.func_data_flow_edge %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
