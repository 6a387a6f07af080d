module @jit_mlp_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x2048xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<256x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x2048xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<256x2048xf32>
    %8 = stablehlo.add %3, %7 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<256x2048xf32>
    %11 = stablehlo.tanh %10 : tensor<256x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %13 = stablehlo.add %12, %11 : tensor<256x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<256x2048xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<256x2048xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {"model"}]> : tensor<256x2048xf32>
    %18 = stablehlo.dot_general %17, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %21 = stablehlo.add %18, %20 : tensor<256x512xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}]> : tensor<256x512xf32>
    return %22 : tensor<256x512xf32>
  }
}
