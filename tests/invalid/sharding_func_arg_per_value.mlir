// sdy.sharding on a function argument is a #sdy.sharding, not a per-value list.
module @jit_sharding_func_arg_per_value attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    return %arg0 : tensor<8x16xf32>
  }
}
