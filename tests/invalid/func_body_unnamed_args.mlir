// A function with a body must name its arguments (its entry block has none here).
module @jit_body attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
