module @jit_mlp_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %v_36 = sdy.all_slice [{}, {"model"}] %arg2 out_sharding=<@mesh, [{}, {"model"}]> : tensor<512x2048xf32>
    %0 = stablehlo.dot_general %arg4, %v_36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %v_37 = sdy.all_slice [{"model"}] %arg0 out_sharding=<@mesh, [{"model"}]> : tensor<2048xf32>
    %1 = stablehlo.broadcast_in_dim %v_37, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %4 = stablehlo.multiply %3, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %5 = stablehlo.multiply %4, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %cst = sdy.constant dense<4.471500e-02> : tensor<f32>
    %v_32 = stablehlo.broadcast_in_dim %cst, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<256x2048xf32>
    %7 = stablehlo.multiply %v_32, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %8 = stablehlo.add %3, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %cst_0 = sdy.constant dense<0.797884583> : tensor<f32>
    %v_33 = stablehlo.broadcast_in_dim %cst_0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<256x2048xf32>
    %10 = stablehlo.multiply %v_33, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %11 = stablehlo.tanh %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %cst_1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %v_34 = stablehlo.broadcast_in_dim %cst_1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<256x2048xf32>
    %13 = stablehlo.add %v_34, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %cst_2 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %v_35 = stablehlo.broadcast_in_dim %cst_2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<256x2048xf32>
    %15 = stablehlo.multiply %v_35, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %16 = stablehlo.multiply %3, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<256x2048xf32>
    %17 = sdy.reshard %16 <@mesh, [{"data"}, {"model"}]> : tensor<256x2048xf32>
    %v_38 = sdy.all_slice [{"model"}, {}] %arg3 out_sharding=<@mesh, [{"model"}, {}]> : tensor<2048x512xf32>
    %18 = stablehlo.dot_general %17, %v_38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}], unreduced={"model"}>]>} : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %v_39 = sdy.all_reduce {"model"} %18 out_sharding=<@mesh, [{"data"}, {}]> : tensor<256x512xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %21 = stablehlo.add %v_39, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<256x512xf32>
    %22 = sdy.reshard %21 <@mesh, [{"data"}, {}]> : tensor<256x512xf32>
    return %22 : tensor<256x512xf32>
  }
}
