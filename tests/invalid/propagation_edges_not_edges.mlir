// sdy.propagation_edges given a plain integer instead of #sdy.propagation_edges.
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg0 {sdy.propagation_edges = 3 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
