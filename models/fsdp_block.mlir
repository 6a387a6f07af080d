module @jit_block_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg3: tensor<1024x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg9: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg11: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg12: tensor<16x512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}, {}]>}) -> (tensor<16x512x1024xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}, {}]>}) {
    %0 = sdy.sharding_constraint %arg12 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<16x512x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x512x1024xf32>, tensor<f32>) -> tensor<16x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x512x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x512x1024xf32>
    %7 = chlo.square %6 : tensor<16x512x1024xf32> -> tensor<16x512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x512x1024xf32>, tensor<f32>) -> tensor<16x512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x512x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x512x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<16x512x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<16x512x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<16x512x1024xf32>
    %19 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<16x512x1024xf32>
    %22 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %24 = stablehlo.add %21, %23 : tensor<16x512x1024xf32>
    %25 = sdy.sharding_constraint %arg3 <@mesh, [{}, {"model"}]> : tensor<1024x3072xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x1024xf32>, tensor<1024x3072xf32>) -> tensor<16x512x3072xf32>
    %27 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<16x512x3072xf32>
    %29 = stablehlo.add %26, %28 : tensor<16x512x3072xf32>
    %30 = stablehlo.slice %29 [0:16, 0:512, 0:1024] : (tensor<16x512x3072xf32>) -> tensor<16x512x1024xf32>
    %31 = stablehlo.slice %29 [0:16, 0:512, 1024:2048] : (tensor<16x512x3072xf32>) -> tensor<16x512x1024xf32>
    %32 = stablehlo.slice %29 [0:16, 0:512, 2048:3072] : (tensor<16x512x3072xf32>) -> tensor<16x512x1024xf32>
    %33 = stablehlo.reshape %30 : (tensor<16x512x1024xf32>) -> tensor<16x512x16x64xf32>
    %34 = stablehlo.reshape %31 : (tensor<16x512x1024xf32>) -> tensor<16x512x16x64xf32>
    %35 = stablehlo.reshape %32 : (tensor<16x512x1024xf32>) -> tensor<16x512x16x64xf32>
    %36 = stablehlo.dot_general %33, %34, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x512x16x64xf32>, tensor<16x512x16x64xf32>) -> tensor<16x16x512x512xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16x512x512xf32>
    %38 = stablehlo.divide %36, %37 : tensor<16x16x512x512xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %40 = call @tril(%39) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %41 = call @_where(%40, %38, %cst_5) : (tensor<512x512xi1>, tensor<16x16x512x512xf32>, tensor<f32>) -> tensor<16x16x512x512xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<16x16x512x512xf32>, tensor<f32>) -> tensor<16x16x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x16x512xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<16x16x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<16x16x512xf32>) -> tensor<16x16x512x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<16x16x512x1xf32>) -> tensor<16x16x512x512xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<16x16x512x512xf32>
    %48 = stablehlo.exponential %47 : tensor<16x16x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<16x16x512x512xf32>, tensor<f32>) -> tensor<16x16x512xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<16x16x512xf32>) -> tensor<16x16x512x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<16x16x512x1xf32>) -> tensor<16x16x512x512xf32>
    %52 = stablehlo.divide %48, %51 : tensor<16x16x512x512xf32>
    %53 = stablehlo.dot_general %35, %52, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x512x16x64xf32>, tensor<16x16x512x512xf32>) -> tensor<16x16x64x512xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<16x16x64x512xf32>) -> tensor<16x512x16x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x512x16x64xf32>) -> tensor<16x512x1024xf32>
    %56 = sdy.sharding_constraint %arg2 <@mesh, [{"model"}, {}]> : tensor<1024x1024xf32>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x1024xf32>, tensor<1024x1024xf32>) -> tensor<16x512x1024xf32>
    %58 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %60 = stablehlo.add %57, %59 : tensor<16x512x1024xf32>
    %61 = stablehlo.add %0, %60 : tensor<16x512x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<16x512x1024xf32>, tensor<f32>) -> tensor<16x512xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %65 = stablehlo.divide %63, %64 : tensor<16x512x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<16x512x1024xf32>
    %68 = chlo.square %67 : tensor<16x512x1024xf32> -> tensor<16x512x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<16x512x1024xf32>, tensor<f32>) -> tensor<16x512xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<16x512x1xf32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %74 = stablehlo.subtract %61, %73 : tensor<16x512x1024xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x512x1xf32>
    %76 = stablehlo.add %72, %75 : tensor<16x512x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<16x512x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<16x512x1xf32>) -> tensor<16x512x1024xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<16x512x1024xf32>
    %80 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<16x512x1024xf32>
    %83 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %85 = stablehlo.add %82, %84 : tensor<16x512x1024xf32>
    %86 = sdy.sharding_constraint %arg10 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x1024xf32>, tensor<1024x4096xf32>) -> tensor<16x512x4096xf32>
    %88 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<16x512x4096xf32>
    %90 = stablehlo.add %87, %89 : tensor<16x512x4096xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<16x512x4096xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<16x512x4096xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x512x4096xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<16x512x4096xf32>
    %95 = stablehlo.add %90, %94 : tensor<16x512x4096xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x512x4096xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<16x512x4096xf32>
    %98 = stablehlo.tanh %97 : tensor<16x512x4096xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x512x4096xf32>
    %100 = stablehlo.add %99, %98 : tensor<16x512x4096xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x512x4096xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<16x512x4096xf32>
    %103 = stablehlo.multiply %90, %102 : tensor<16x512x4096xf32>
    %104 = sdy.sharding_constraint %arg11 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x4096xf32>, tensor<4096x1024xf32>) -> tensor<16x512x1024xf32>
    %106 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<16x512x1024xf32>
    %108 = stablehlo.add %105, %107 : tensor<16x512x1024xf32>
    %109 = stablehlo.add %61, %108 : tensor<16x512x1024xf32>
    return %109 : tensor<16x512x1024xf32>
  }
  func.func private @tril(%arg0: tensor<512x512xi1>) -> tensor<512x512xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<512x512xi1>, tensor<512x512xi1>
    return %6 : tensor<512x512xi1>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<16x16x512x512xf32>, %arg2: tensor<f32>) -> tensor<16x16x512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<16x16x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16x512x512xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<16x16x512x512xi1>, tensor<16x16x512x512xf32>
    return %2 : tensor<16x16x512x512xf32>
  }
}
