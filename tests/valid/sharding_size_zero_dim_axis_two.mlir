// TensorShardingAttr: a size-0 dim sharded on an axis of size 2.
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<0x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<0x16xf32> {
    return %arg0 : tensor<0x16xf32>
  }
}
