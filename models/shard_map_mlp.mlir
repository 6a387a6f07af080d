module @jit_mlp_block_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg4, %arg0, %arg5, %arg6) in_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"model"} (%arg7: tensor<1024x2048xf32>, %arg8: tensor<2048xf32>, %arg9: tensor<2048x1024xf32>, %arg10: tensor<256x1024xf32>) {
      %29 = stablehlo.dot_general %arg10, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
      %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %31 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}]> : tensor<1x2048xf32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
      %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %35 = stablehlo.add %30, %34 : tensor<256x2048xf32>
      %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %37 = stablehlo.multiply %36, %36 : tensor<256x2048xf32>
      %38 = stablehlo.multiply %37, %36 : tensor<256x2048xf32>
      %39 = sdy.sharding_constraint %38 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
      %41 = sdy.sharding_constraint %40 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %42 = stablehlo.multiply %41, %39 : tensor<256x2048xf32>
      %43 = sdy.sharding_constraint %42 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %44 = stablehlo.add %36, %43 : tensor<256x2048xf32>
      %45 = sdy.sharding_constraint %44 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
      %47 = sdy.sharding_constraint %46 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %48 = stablehlo.multiply %47, %45 : tensor<256x2048xf32>
      %49 = sdy.sharding_constraint %48 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %50 = stablehlo.tanh %49 : tensor<256x2048xf32>
      %51 = sdy.sharding_constraint %50 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
      %53 = sdy.sharding_constraint %52 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %54 = stablehlo.add %53, %51 : tensor<256x2048xf32>
      %55 = sdy.sharding_constraint %54 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
      %57 = sdy.sharding_constraint %56 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %58 = stablehlo.multiply %57, %55 : tensor<256x2048xf32>
      %59 = sdy.sharding_constraint %58 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %60 = stablehlo.multiply %36, %59 : tensor<256x2048xf32>
      %61 = sdy.sharding_constraint %60 <@mesh, [{?}, {?}]> : tensor<256x2048xf32>
      %62 = stablehlo.dot_general %61, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x1024xf32>) -> tensor<256x1024xf32>
      %63 = sdy.sharding_constraint %62 <@mesh, [{?}, {?}]> : tensor<256x1024xf32>
      %64 = "stablehlo.all_reduce"(%63) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
        %65 = stablehlo.add %arg11, %arg12 : tensor<f32>
        %66 = sdy.sharding_constraint %65 <@mesh, []> : tensor<f32>
        stablehlo.return %66 : tensor<f32>
      }) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      sdy.return %64 : tensor<256x1024xf32>
    } : (tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.add %arg6, %0 : tensor<256x1024xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %4 = stablehlo.add %1, %3 : tensor<256x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<256x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x1024xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<256x1024xf32>
    %11 = chlo.square %10 : tensor<256x1024xf32> -> tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<256x1xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x1024xf32>
    %17 = stablehlo.subtract %4, %16 : tensor<256x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<256x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<256x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x1024xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<256x1024xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<256x1024xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %28 = stablehlo.add %25, %27 : tensor<256x1024xf32>
    return %28 : tensor<256x1024xf32>
  }
}
