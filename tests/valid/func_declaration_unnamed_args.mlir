// A private declaration: MLIR prints its arguments without names, and reads them back.
module @jit_decl attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @f(tensor<4xf32> {jax.arg = 1 : i32}, tensor<4xf32>) -> tensor<4xf32>
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = call @f(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
