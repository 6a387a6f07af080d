module @jit_decode_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<4096x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<4096x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<14336x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<4096x14336xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<4096x14336xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<8x4096x8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>, tf.aliasing_output = 1 : i32}, %arg10: tensor<8x4096x8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>, tf.aliasing_output = 2 : i32}, %arg11: tensor<8x1x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x1x4096xbf16> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<8x4096x8x128xbf16> {jax.result_info = "result[1]['k']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}, tensor<8x4096x8x128xbf16> {jax.result_info = "result[1]['v']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}) {
    %0 = stablehlo.convert %arg11 : (tensor<8x1x4096xbf16>) -> tensor<8x1x4096xf32>
    %1 = chlo.square %0 : tensor<8x1x4096xf32> -> tensor<8x1x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x4096xf32>, tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x1x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x4096xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x1x4096xf32>
    %11 = stablehlo.convert %arg4 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<8x1x4096xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<8x1x4096xf32>
    %15 = stablehlo.convert %14 : (tensor<8x1x4096xf32>) -> tensor<8x1x4096xbf16>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<8x1x4096xbf16>
    %17 = stablehlo.reshape %16 : (tensor<8x1x4096xbf16>) -> tensor<8x1x32x128xbf16>
    %18 = stablehlo.dot_general %15, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x1x1024xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x1x1024xbf16>) -> tensor<8x1x8x128xbf16>
    %20 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x1x1024xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x1x1024xbf16>) -> tensor<8x1x8x128xbf16>
    %22 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i32>) -> tensor<1xi32>
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
    %34 = stablehlo.convert %22 : (tensor<1xi32>) -> tensor<1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<1x64xf32>
    %39 = stablehlo.cosine %38 : tensor<1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %41 = stablehlo.sine %38 : tensor<1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %43 = stablehlo.convert %17 : (tensor<8x1x32x128xbf16>) -> tensor<8x1x32x128xf32>
    %44 = stablehlo.slice %43 [0:8, 0:1, 0:32, 0:64] : (tensor<8x1x32x128xf32>) -> tensor<8x1x32x64xf32>
    %45 = stablehlo.slice %43 [0:8, 0:1, 0:32, 64:128] : (tensor<8x1x32x128xf32>) -> tensor<8x1x32x64xf32>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x32x64xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<8x1x32x64xf32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x32x64xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<8x1x32x64xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<8x1x32x64xf32>
    %51 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x32x64xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<8x1x32x64xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x32x64xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<8x1x32x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x1x32x64xf32>
    %56 = stablehlo.concatenate %50, %55, dim = 3 : (tensor<8x1x32x64xf32>, tensor<8x1x32x64xf32>) -> tensor<8x1x32x128xf32>
    %57 = stablehlo.convert %56 : (tensor<8x1x32x128xf32>) -> tensor<8x1x32x128xbf16>
    %58 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %62 = stablehlo.add %61, %60 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %64 = stablehlo.divide %62, %63 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.power %65, %64 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %68 = stablehlo.divide %67, %66 : tensor<64xf32>
    %69 = stablehlo.convert %22 : (tensor<1xi32>) -> tensor<1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<1x64xf32>
    %74 = stablehlo.cosine %73 : tensor<1x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %76 = stablehlo.sine %73 : tensor<1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %78 = stablehlo.convert %19 : (tensor<8x1x8x128xbf16>) -> tensor<8x1x8x128xf32>
    %79 = stablehlo.slice %78 [0:8, 0:1, 0:8, 0:64] : (tensor<8x1x8x128xf32>) -> tensor<8x1x8x64xf32>
    %80 = stablehlo.slice %78 [0:8, 0:1, 0:8, 64:128] : (tensor<8x1x8x128xf32>) -> tensor<8x1x8x64xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x8x64xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<8x1x8x64xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x8x64xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<8x1x8x64xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<8x1x8x64xf32>
    %86 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x8x64xf32>
    %87 = stablehlo.multiply %80, %86 : tensor<8x1x8x64xf32>
    %88 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x8x64xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<8x1x8x64xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x1x8x64xf32>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<8x1x8x64xf32>, tensor<8x1x8x64xf32>) -> tensor<8x1x8x128xf32>
    %92 = stablehlo.convert %91 : (tensor<8x1x8x128xf32>) -> tensor<8x1x8x128xbf16>
    %93 = stablehlo.reshape %92 : (tensor<8x1x8x128xbf16>) -> tensor<8x8x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.compare LT, %arg12, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<4096> : tensor<i32>
    %95 = stablehlo.add %arg12, %c_12 : tensor<i32>
    %96 = stablehlo.select %94, %95, %arg12 : tensor<i1>, tensor<i32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = "stablehlo.scatter"(%arg9, %97, %93) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<bf16>, %arg14: tensor<bf16>):
      stablehlo.return %arg14 : tensor<bf16>
    }) : (tensor<8x4096x8x128xbf16>, tensor<1xi32>, tensor<8x8x128xbf16>) -> tensor<8x4096x8x128xbf16>
    %99 = stablehlo.reshape %21 : (tensor<8x1x8x128xbf16>) -> tensor<8x8x128xbf16>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.compare LT, %arg12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<4096> : tensor<i32>
    %101 = stablehlo.add %arg12, %c_14 : tensor<i32>
    %102 = stablehlo.select %100, %101, %arg12 : tensor<i1>, tensor<i32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %104 = "stablehlo.scatter"(%arg10, %103, %99) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<bf16>, %arg14: tensor<bf16>):
      stablehlo.return %arg14 : tensor<bf16>
    }) : (tensor<8x4096x8x128xbf16>, tensor<1xi32>, tensor<8x8x128xbf16>) -> tensor<8x4096x8x128xbf16>
    %105 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %106 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %107 = stablehlo.compare LE, %105, %106, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<4096xi1>) -> tensor<1x4096xi1>
    %109 = stablehlo.reshape %57 : (tensor<8x1x32x128xbf16>) -> tensor<8x1x8x4x128xbf16>
    %110 = stablehlo.dot_general %98, %109, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x4096x8x128xbf16>, tensor<8x1x8x4x128xbf16>) -> tensor<8x8x4096x1x4xbf16>
    %111 = stablehlo.transpose %110, dims = [0, 1, 4, 3, 2] : (tensor<8x8x4096x1x4xbf16>) -> tensor<8x8x4x1x4096xbf16>
    %112 = stablehlo.convert %111 : (tensor<8x8x4x1x4096xbf16>) -> tensor<8x8x4x1x4096xf32>
    %cst_15 = stablehlo.constant dense<11.3137083> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x4x1x4096xf32>
    %114 = stablehlo.divide %112, %113 : tensor<8x8x4x1x4096xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = call @_where(%108, %114, %cst_16) : (tensor<1x4096xi1>, tensor<8x8x4x1x4096xf32>, tensor<f32>) -> tensor<8x8x4x1x4096xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_17) applies stablehlo.maximum across dimensions = [4] : (tensor<8x8x4x1x4096xf32>, tensor<f32>) -> tensor<8x8x4x1xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x4x1xf32>
    %118 = stablehlo.maximum %117, %116 : tensor<8x8x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<8x8x4x1xf32>) -> tensor<8x8x4x1x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<8x8x4x1x1xf32>) -> tensor<8x8x4x1x4096xf32>
    %121 = stablehlo.subtract %115, %120 : tensor<8x8x4x1x4096xf32>
    %122 = stablehlo.exponential %121 : tensor<8x8x4x1x4096xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<8x8x4x1x4096xf32>, tensor<f32>) -> tensor<8x8x4x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x8x4x1xf32>) -> tensor<8x8x4x1x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<8x8x4x1x1xf32>) -> tensor<8x8x4x1x4096xf32>
    %126 = stablehlo.divide %122, %125 : tensor<8x8x4x1x4096xf32>
    %127 = stablehlo.convert %126 : (tensor<8x8x4x1x4096xf32>) -> tensor<8x8x4x1x4096xbf16>
    %128 = stablehlo.dot_general %104, %127, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x4096x8x128xbf16>, tensor<8x8x4x1x4096xbf16>) -> tensor<8x8x128x4x1xbf16>
    %129 = stablehlo.transpose %128, dims = [0, 4, 1, 3, 2] : (tensor<8x8x128x4x1xbf16>) -> tensor<8x1x8x4x128xbf16>
    %130 = stablehlo.reshape %129 : (tensor<8x1x8x4x128xbf16>) -> tensor<8x1x4096xbf16>
    %131 = stablehlo.dot_general %130, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<8x1x4096xbf16>
    %132 = stablehlo.add %arg11, %131 : tensor<8x1x4096xbf16>
    %133 = stablehlo.convert %132 : (tensor<8x1x4096xbf16>) -> tensor<8x1x4096xf32>
    %134 = chlo.square %133 : tensor<8x1x4096xf32> -> tensor<8x1x4096xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x1x4096xf32>, tensor<f32>) -> tensor<8x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_21 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x1x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x1x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<8x1x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x4096xf32>
    %143 = stablehlo.multiply %133, %142 : tensor<8x1x4096xf32>
    %144 = stablehlo.convert %arg8 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<8x1x4096xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<8x1x4096xf32>
    %148 = stablehlo.convert %147 : (tensor<8x1x4096xf32>) -> tensor<8x1x4096xbf16>
    %149 = stablehlo.dot_general %148, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<8x1x14336xbf16>
    %150 = call @silu(%149) : (tensor<8x1x14336xbf16>) -> tensor<8x1x14336xbf16>
    %151 = stablehlo.dot_general %148, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<8x1x14336xbf16>
    %152 = stablehlo.multiply %150, %151 : tensor<8x1x14336xbf16>
    %153 = stablehlo.dot_general %152, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<8x1x4096xbf16>
    %154 = stablehlo.add %132, %153 : tensor<8x1x4096xbf16>
    return %154, %98, %104 : tensor<8x1x4096xbf16>, tensor<8x4096x8x128xbf16>, tensor<8x4096x8x128xbf16>
  }
  func.func private @_where(%arg0: tensor<1x4096xi1>, %arg1: tensor<8x8x4x1x4096xf32>, %arg2: tensor<f32>) -> tensor<8x8x4x1x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<1x4096xi1>) -> tensor<8x8x4x1x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x4x1x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x4x1x4096xi1>, tensor<8x8x4x1x4096xf32>
    return %3 : tensor<8x8x4x1x4096xf32>
  }
  func.func private @silu(%arg0: tensor<8x1x14336xbf16>) -> tensor<8x1x14336xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x1x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x1x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x1x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x1x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x14336xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x14336xbf16>
    return %6 : tensor<8x1x14336xbf16>
  }
}
