// Unreduced axes with a reduction kind (unreduced=max{...}): jaxlib 0.10.2's Shardy has no reduction kinds and rejects it.
module @jit_unreduced_reduction_kind attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}], unreduced=max{"c"}>}) -> tensor<8x16xf32> {
    return %arg0 : tensor<8x16xf32>
  }
}
