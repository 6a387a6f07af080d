module @jit_gpt2_block_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg9: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<8x1024x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x1024x768xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg12 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %5 = stablehlo.subtract %arg12, %4 : tensor<8x1024x768xf32>
    %6 = chlo.square %5 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1024x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %12 = stablehlo.subtract %arg12, %11 : tensor<8x1024x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x1024x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x1024x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x1024x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x1024x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x1024x768xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x1024x2304xf32>
    %28 = stablehlo.slice %27 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %29 = stablehlo.slice %27 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %30 = stablehlo.slice %27 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %31 = stablehlo.reshape %28 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %32 = stablehlo.reshape %29 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %33 = stablehlo.reshape %30 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %34 = stablehlo.dot_general %31, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %36 = stablehlo.divide %34, %35 : tensor<8x12x1024x1024xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %38 = call @tril(%37) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %39 = call @_where(%38, %36, %cst_5) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<8x12x1024xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %45 = stablehlo.subtract %39, %44 : tensor<8x12x1024x1024xf32>
    %46 = stablehlo.exponential %45 : tensor<8x12x1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %50 = stablehlo.divide %46, %49 : tensor<8x12x1024x1024xf32>
    %51 = stablehlo.dot_general %33, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %54 = stablehlo.dot_general %53, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %55 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x1024x768xf32>
    %58 = stablehlo.add %arg12, %57 : tensor<8x1024x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x1024x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<8x1024x768xf32>
    %65 = chlo.square %64 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x1024x1xf32>
    %70 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %71 = stablehlo.subtract %58, %70 : tensor<8x1024x768xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %73 = stablehlo.add %69, %72 : tensor<8x1024x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<8x1024x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %76 = stablehlo.multiply %71, %75 : tensor<8x1024x768xf32>
    %77 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<8x1024x768xf32>
    %80 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x1024x768xf32>
    %83 = stablehlo.dot_general %82, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %84 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x1024x3072xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<8x1024x3072xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<8x1024x3072xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<8x1024x3072xf32>
    %91 = stablehlo.add %86, %90 : tensor<8x1024x3072xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x1024x3072xf32>
    %94 = stablehlo.tanh %93 : tensor<8x1024x3072xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %96 = stablehlo.add %95, %94 : tensor<8x1024x3072xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x1024x3072xf32>
    %99 = stablehlo.multiply %86, %98 : tensor<8x1024x3072xf32>
    %100 = stablehlo.dot_general %99, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %101 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x1024x768xf32>
    %104 = stablehlo.add %58, %103 : tensor<8x1024x768xf32>
    return %104 : tensor<8x1024x768xf32>
  }
  func.func private @tril(%arg0: tensor<1024x1024xi1>) -> tensor<1024x1024xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %2 = stablehlo.add %0, %1 : tensor<1024x1024xi32>
    %3 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<1024x1024xi1>, tensor<1024x1024xi1>
    return %6 : tensor<1024x1024xi1>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<8x12x1024x1024xf32>, %arg2: tensor<f32>) -> tensor<8x12x1024x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>
    return %2 : tensor<8x12x1024x1024xf32>
  }
}
