// TensorShardingAttr: a non-shaped type takes a rank-0 sharding without replicated axes.
module @jit_sharding_non_shaped_type attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (!stablehlo.token {jax.result_info = "result"}) {
    return %arg0 : !stablehlo.token
  }
}
