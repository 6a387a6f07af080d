// Meshes of one module may have different numbers of devices (4 and 8).
module @jit_mesh_different_device_counts attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh_a_2_b_2 = <["a"=2, "b"=2]>
  sdy.mesh @mesh_a_2_b_2_c_2 = <["a"=2, "b"=2, "c"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2, [{"a"}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2_c_2, [{"c"}, {"b"}]>}) -> tensor<8x16xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
