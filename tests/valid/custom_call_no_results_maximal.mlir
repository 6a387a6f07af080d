// A side-effecting custom_call with no results and a maximal sharding (jax.debug.callback).
module @jit_custom_call_no_results_maximal attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh = <[], device_ids=[0]>
  sdy.mesh @mesh = <["a"=8]>
  func.func public @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    stablehlo.custom_call @xla_python_cpu_callback(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh, []>]>} : (tensor<8x16xf32>) -> ()
    return %arg0 : tensor<8x16xf32>
  }
}
