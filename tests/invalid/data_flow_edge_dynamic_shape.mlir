// sdy.data_flow_edge on a dynamic-shaped tensor (Shardy requires a static shape).
module @jit_data_flow_edge_dynamic attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x32xf32>, %arg1: tensor<?x32xf32>) -> tensor<?x32xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<?x32xf32>
    %1 = sdy.data_flow_edge %0 : tensor<?x32xf32>
    return %1 : tensor<?x32xf32>
  }
}
