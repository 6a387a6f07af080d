// A stablehlo.add whose result type is a compatible dynamic shape.
module @jit_add_dynamic_result attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xf32>) -> tensor<?x32xf32> {
    %0 = stablehlo.add %arg0, %arg1 : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<?x32xf32>
    return %0 : tensor<?x32xf32>
  }
}
