// TensorShardingAttr: a dimension of size 0 may be sharded (Shardy has no such rule).
module @jit_sharding_size_zero_dim attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<0x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<0x16xf32> {jax.result_info = "result"}) {
    return %arg0 : tensor<0x16xf32>
  }
}
