// stablehlo.while: its regions end with stablehlo.return.
module @jit_stablehlo_region_wrong_terminator attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<12> : tensor<i32>
    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
    cond {
      %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg, %iterArg : tensor<i32>
      sdy.return %1 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
}
