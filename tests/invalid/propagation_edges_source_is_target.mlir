// sdy.propagation_edges whose edge has its source among its targets (operand-1 -> [operand-1, ...]).
module @jit_propagation_edges attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.add %arg0, %arg1 {sdy.propagation_edges = #sdy.propagation_edges<[{step-2 = [{"y" = operand-1 -> [operand-1, result-0]}]}]>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
