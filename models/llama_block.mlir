module @jit_llama_block_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<4096x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<4096x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<14336x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<4096x14336xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<4096x14336xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<4x2048x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x2048x4096xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.convert %arg9 : (tensor<4x2048x4096xbf16>) -> tensor<4x2048x4096xf32>
    %1 = chlo.square %0 : tensor<4x2048x4096xf32> -> tensor<4x2048x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x4096xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x2048x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x2048x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4x2048x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x4096xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<4x2048x4096xf32>
    %11 = stablehlo.convert %arg4 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<4x2048x4096xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<4x2048x4096xf32>
    %15 = stablehlo.convert %14 : (tensor<4x2048x4096xf32>) -> tensor<4x2048x4096xbf16>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4x2048x4096xbf16>
    %17 = stablehlo.reshape %16 : (tensor<4x2048x4096xbf16>) -> tensor<4x2048x32x128xbf16>
    %18 = stablehlo.dot_general %15, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<4x2048x1024xbf16>
    %19 = stablehlo.reshape %18 : (tensor<4x2048x1024xbf16>) -> tensor<4x2048x8x128xbf16>
    %20 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<4x2048x1024xbf16>
    %21 = stablehlo.reshape %20 : (tensor<4x2048x1024xbf16>) -> tensor<4x2048x8x128xbf16>
    %22 = stablehlo.iota dim = 0 : tensor<2048xi32>
    %23 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %27 = stablehlo.add %26, %25 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.power %30, %29 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.divide %32, %31 : tensor<64xf32>
    %34 = stablehlo.convert %22 : (tensor<2048xi32>) -> tensor<2048xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2048x64xf32>
    %40 = stablehlo.cosine %39 : tensor<2048x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %42 = stablehlo.sine %39 : tensor<2048x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %44 = stablehlo.convert %17 : (tensor<4x2048x32x128xbf16>) -> tensor<4x2048x32x128xf32>
    %45 = stablehlo.slice %44 [0:4, 0:2048, 0:32, 0:64] : (tensor<4x2048x32x128xf32>) -> tensor<4x2048x32x64xf32>
    %46 = stablehlo.slice %44 [0:4, 0:2048, 0:32, 64:128] : (tensor<4x2048x32x128xf32>) -> tensor<4x2048x32x64xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x32x64xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<4x2048x32x64xf32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x32x64xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<4x2048x32x64xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<4x2048x32x64xf32>
    %52 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x32x64xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<4x2048x32x64xf32>
    %54 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x32x64xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<4x2048x32x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<4x2048x32x64xf32>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<4x2048x32x64xf32>, tensor<4x2048x32x64xf32>) -> tensor<4x2048x32x128xf32>
    %58 = stablehlo.convert %57 : (tensor<4x2048x32x128xf32>) -> tensor<4x2048x32x128xbf16>
    %59 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.add %62, %61 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.divide %63, %64 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.power %66, %65 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.divide %68, %67 : tensor<64xf32>
    %70 = stablehlo.convert %22 : (tensor<2048xi32>) -> tensor<2048xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<2048x64xf32>
    %76 = stablehlo.cosine %75 : tensor<2048x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %78 = stablehlo.sine %75 : tensor<2048x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %80 = stablehlo.convert %19 : (tensor<4x2048x8x128xbf16>) -> tensor<4x2048x8x128xf32>
    %81 = stablehlo.slice %80 [0:4, 0:2048, 0:8, 0:64] : (tensor<4x2048x8x128xf32>) -> tensor<4x2048x8x64xf32>
    %82 = stablehlo.slice %80 [0:4, 0:2048, 0:8, 64:128] : (tensor<4x2048x8x128xf32>) -> tensor<4x2048x8x64xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x8x64xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<4x2048x8x64xf32>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x8x64xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<4x2048x8x64xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<4x2048x8x64xf32>
    %88 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x8x64xf32>
    %89 = stablehlo.multiply %82, %88 : tensor<4x2048x8x64xf32>
    %90 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<4x2048x8x64xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<4x2048x8x64xf32>
    %92 = stablehlo.add %89, %91 : tensor<4x2048x8x64xf32>
    %93 = stablehlo.concatenate %87, %92, dim = 3 : (tensor<4x2048x8x64xf32>, tensor<4x2048x8x64xf32>) -> tensor<4x2048x8x128xf32>
    %94 = stablehlo.convert %93 : (tensor<4x2048x8x128xf32>) -> tensor<4x2048x8x128xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %95 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %96 = call @tril(%95) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %97 = stablehlo.reshape %58 : (tensor<4x2048x32x128xbf16>) -> tensor<4x2048x8x4x128xbf16>
    %98 = stablehlo.dot_general %94, %97, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x128xbf16>, tensor<4x2048x8x4x128xbf16>) -> tensor<4x8x2048x2048x4xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 1, 4, 3, 2] : (tensor<4x8x2048x2048x4xbf16>) -> tensor<4x8x4x2048x2048xbf16>
    %100 = stablehlo.convert %99 : (tensor<4x8x4x2048x2048xbf16>) -> tensor<4x8x4x2048x2048xf32>
    %cst_12 = stablehlo.constant dense<11.3137083> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x8x4x2048x2048xf32>
    %102 = stablehlo.divide %100, %101 : tensor<4x8x4x2048x2048xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = call @_where(%96, %102, %cst_13) : (tensor<2048x2048xi1>, tensor<4x8x4x2048x2048xf32>, tensor<f32>) -> tensor<4x8x4x2048x2048xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x4x2048x2048xf32>, tensor<f32>) -> tensor<4x8x4x2048xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8x4x2048xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<4x8x4x2048xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<4x8x4x2048xf32>) -> tensor<4x8x4x2048x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x2048x1xf32>) -> tensor<4x8x4x2048x2048xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<4x8x4x2048x2048xf32>
    %110 = stablehlo.exponential %109 : tensor<4x8x4x2048x2048xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<4x8x4x2048x2048xf32>, tensor<f32>) -> tensor<4x8x4x2048xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x8x4x2048xf32>) -> tensor<4x8x4x2048x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x2048x1xf32>) -> tensor<4x8x4x2048x2048xf32>
    %114 = stablehlo.divide %110, %113 : tensor<4x8x4x2048x2048xf32>
    %115 = stablehlo.convert %114 : (tensor<4x8x4x2048x2048xf32>) -> tensor<4x8x4x2048x2048xbf16>
    %116 = stablehlo.dot_general %21, %115, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x128xbf16>, tensor<4x8x4x2048x2048xbf16>) -> tensor<4x8x128x4x2048xbf16>
    %117 = stablehlo.transpose %116, dims = [0, 4, 1, 3, 2] : (tensor<4x8x128x4x2048xbf16>) -> tensor<4x2048x8x4x128xbf16>
    %118 = stablehlo.reshape %117 : (tensor<4x2048x8x4x128xbf16>) -> tensor<4x2048x4096xbf16>
    %119 = stablehlo.dot_general %118, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4x2048x4096xbf16>
    %120 = stablehlo.add %arg9, %119 : tensor<4x2048x4096xbf16>
    %121 = stablehlo.convert %120 : (tensor<4x2048x4096xbf16>) -> tensor<4x2048x4096xf32>
    %122 = chlo.square %121 : tensor<4x2048x4096xf32> -> tensor<4x2048x4096xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x4096xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %cst_18 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<4x2048x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %128 = stablehlo.add %126, %127 : tensor<4x2048x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<4x2048x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x4096xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<4x2048x4096xf32>
    %132 = stablehlo.convert %arg8 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<4x2048x4096xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<4x2048x4096xf32>
    %136 = stablehlo.convert %135 : (tensor<4x2048x4096xf32>) -> tensor<4x2048x4096xbf16>
    %137 = stablehlo.dot_general %136, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<4x2048x14336xbf16>
    %138 = call @silu(%137) : (tensor<4x2048x14336xbf16>) -> tensor<4x2048x14336xbf16>
    %139 = stablehlo.dot_general %136, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<4x2048x14336xbf16>
    %140 = stablehlo.multiply %138, %139 : tensor<4x2048x14336xbf16>
    %141 = stablehlo.dot_general %140, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<4x2048x4096xbf16>
    %142 = stablehlo.add %120, %141 : tensor<4x2048x4096xbf16>
    return %142 : tensor<4x2048x4096xbf16>
  }
  func.func private @tril(%arg0: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where(%arg0: tensor<2048x2048xi1>, %arg1: tensor<4x8x4x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<4x8x4x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<4x8x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x4x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x8x4x2048x2048xi1>, tensor<4x8x4x2048x2048xf32>
    return %3 : tensor<4x8x4x2048x2048xf32>
  }
  func.func private @silu(%arg0: tensor<4x2048x14336xbf16>) -> tensor<4x2048x14336xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x2048x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x2048x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x2048x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x2048x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x2048x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x2048x14336xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x2048x14336xbf16>
    return %6 : tensor<4x2048x14336xbf16>
  }
}
