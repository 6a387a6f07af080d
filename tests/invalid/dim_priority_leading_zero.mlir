// DimensionShardingAttr: a priority with a leading zero (p01).
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}p01]>}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
