// A mesh with one axis of size 1 and an explicit device_ids=[0].
module @jit_mesh_single_device_ids attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=1], device_ids=[0]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}
