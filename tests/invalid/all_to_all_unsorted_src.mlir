// sdy.all_to_all: params are sorted by source dimension.
module @jit_all_to_all_unsorted_src attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x1x1xf32>) -> tensor<8x16x4x4xf32>
    %2 = sdy.all_to_all [{"model"}: 1->3, {"data"}: 0->2] %1 out_sharding=<@mesh, [{}, {}, {"data"}, {"model"}]> : tensor<8x16x4x4xf32>
    return %2 : tensor<8x16x4x4xf32>
  }
}
