// TensorShardingAttr: a shaped type must be ranked to carry a sharding.
module @jit_sharding_unranked_tensor attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<*xf32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<*xf32> {jax.result_info = "result"}) {
    return %arg0 : tensor<*xf32>
  }
}
