// A size-zero dimension sharded on a size-one axis.
module @jit_size_zero_dim_size_one_axis attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=1, "b"=8]>
  func.func public @main(%arg0: tensor<0x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<0x16xf32> {
    return %arg0 : tensor<0x16xf32>
  }
}
