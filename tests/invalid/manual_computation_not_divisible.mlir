// sdy.manual_computation: manual axes introduce no padding (dim sizes divisible).
module @jit_manual_computation_not_divisible attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x30xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg1: tensor<4x7xf32>) {
      %1 = stablehlo.tanh %arg1 : tensor<4x7xf32>
      sdy.return %1 : tensor<4x7xf32>
    } : (tensor<8x30xf32>) -> tensor<8x30xf32>
    return %0 : tensor<8x30xf32>
  }
}
