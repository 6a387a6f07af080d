// A result group whose declared count (3,333,333) no type list backs: one error, no
// allocation per declared result (found by the parse_verify fuzz target as an OOM).
module @jit_group attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0:3333333 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
    return %0#0 : tensor<8xf32>
  }
}
