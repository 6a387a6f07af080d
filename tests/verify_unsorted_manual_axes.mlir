// Compiler API invariant 1: manual axes are sorted in mesh order (jaxlib does not check).
module @jit_manual_computation_unsorted_axes attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"model", "data"} (%arg2: tensor<4x8xf32>) {
      %2 = stablehlo.tanh %arg2 : tensor<4x8xf32>
      sdy.return %2 : tensor<4x8xf32>
    } : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}
