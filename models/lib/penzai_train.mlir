module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<256x4x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<4x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256x4x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<4x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "result[0][0].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][1].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x2x32xf32> {jax.result_info = "result[0][2].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, tensor<256x4x32xf32> {jax.result_info = "result[0][3].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256x4x32xf32> {jax.result_info = "result[0][4].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x2x32x256xf32> {jax.result_info = "result[0][5].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][6].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[0][7].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[0][8].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[0][9].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][10].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x2x32xf32> {jax.result_info = "result[0][11].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, tensor<256x4x32xf32> {jax.result_info = "result[0][12].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256x4x32xf32> {jax.result_info = "result[0][13].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x2x32x256xf32> {jax.result_info = "result[0][14].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][15].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[0][16].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[0][17].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[0][18].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][19].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][20].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1:2 = call @_jitted_nmapped_getitem(%arg0, %arg21) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<256x8x128xf32>, tensor<8x128x1xi32>)
    %2 = chlo.square %1#0 : tensor<256x8x128xf32> -> tensor<256x8x128xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x8x128xf32>
    %4 = stablehlo.multiply %3, %1#0 : tensor<256x8x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<256x8x128xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_10 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x128xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x128xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8x128xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x128xf32>
    %14 = stablehlo.transpose %1#0, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x128x256xf32>
    %18 = stablehlo.dot_general %17, %arg1, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %19 = stablehlo.transpose %18, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x2x32xf32>) -> tensor<8x128x4x2x32xf32>
    %21 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<16xi32>
    %24 = stablehlo.convert %23 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.power %27, %26 : tensor<16xf32>
    %29 = stablehlo.convert %0 : (tensor<128xi32>) -> tensor<128xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x16xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<128x16xf32>
    %34 = stablehlo.divide %32, %33 : tensor<128x16xf32>
    %35 = stablehlo.sine %34 : tensor<128x16xf32>
    %36 = stablehlo.cosine %34 : tensor<128x16xf32>
    %37 = stablehlo.slice %20 [0:8, 0:128, 0:4, 0:2, 0:16] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %38 = stablehlo.slice %20 [0:8, 0:128, 0:4, 0:2, 16:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %43 = stablehlo.multiply %37, %42 : tensor<8x128x4x2x16xf32>
    %44 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<8x128x4x2x16xf32>
    %49 = stablehlo.subtract %43, %48 : tensor<8x128x4x2x16xf32>
    %50 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %54 = stablehlo.multiply %38, %53 : tensor<8x128x4x2x16xf32>
    %55 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %59 = stablehlo.multiply %37, %58 : tensor<8x128x4x2x16xf32>
    %60 = stablehlo.add %54, %59 : tensor<8x128x4x2x16xf32>
    %61 = stablehlo.concatenate %49, %60, dim = 4 : (tensor<8x128x4x2x16xf32>, tensor<8x128x4x2x16xf32>) -> tensor<8x128x4x2x32xf32>
    %62 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x4x2x32xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<8x128x4x2x32xf32>
    %64 = stablehlo.dot_general %19, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x32xf32>) -> tensor<8x128x4x32xf32>
    %65 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %67 = stablehlo.multiply %66, %65 : tensor<16xi32>
    %68 = stablehlo.convert %67 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.divide %68, %69 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.power %71, %70 : tensor<16xf32>
    %73 = stablehlo.convert %0 : (tensor<128xi32>) -> tensor<128xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x16xf32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<128x16xf32>
    %78 = stablehlo.divide %76, %77 : tensor<128x16xf32>
    %79 = stablehlo.sine %78 : tensor<128x16xf32>
    %80 = stablehlo.cosine %78 : tensor<128x16xf32>
    %81 = stablehlo.slice %64 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %82 = stablehlo.slice %64 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %86 = stablehlo.multiply %81, %85 : tensor<8x128x4x16xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %90 = stablehlo.multiply %82, %89 : tensor<8x128x4x16xf32>
    %91 = stablehlo.subtract %86, %90 : tensor<8x128x4x16xf32>
    %92 = stablehlo.broadcast_in_dim %80, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %95 = stablehlo.multiply %82, %94 : tensor<8x128x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %79, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %99 = stablehlo.multiply %81, %98 : tensor<8x128x4x16xf32>
    %100 = stablehlo.add %95, %99 : tensor<8x128x4x16xf32>
    %101 = stablehlo.concatenate %91, %100, dim = 3 : (tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>) -> tensor<8x128x4x32xf32>
    %102 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x32xf32>) -> tensor<8x128x4x32xf32>
    %103 = stablehlo.dot_general %101, %63, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x4x2x32xf32>) -> tensor<8x4x128x128x2xf32>
    %104 = stablehlo.transpose %103, dims = [0, 3, 1, 4, 2] : (tensor<8x4x128x128x2xf32>) -> tensor<8x128x4x2x128xf32>
    %105 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %106 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x128xi32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
    %109 = stablehlo.compare GE, %107, %108, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %111 = stablehlo.compare GE, %0, %110, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<128xi1>) -> tensor<1x128xi1>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<1x128xi1>) -> tensor<128x128xi1>
    %114 = stablehlo.and %109, %113 : tensor<128x128xi1>
    %115:2 = call @_where(%114, %104, %cst_1) : (tensor<128x128xi1>, tensor<8x128x4x2x128xf32>, tensor<f32>) -> (tensor<128x128x8x4x2xf32>, tensor<128x128x8x4x2xi1>)
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = stablehlo.reduce(%115#0 init: %cst_18) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128x8x4x2xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x8x4x2xf32>
    %118 = stablehlo.maximum %117, %116 : tensor<128x8x4x2xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %120 = stablehlo.transpose %115#0, dims = [0, 2, 3, 4, 1] : (tensor<128x128x8x4x2xf32>) -> tensor<128x8x4x2x128xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<128x8x4x2x128xf32>
    %123 = stablehlo.exponential %122 : tensor<128x8x4x2x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x128xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %127 = stablehlo.divide %123, %126 : tensor<128x8x4x2x128xf32>
    %128 = stablehlo.multiply %125, %125 : tensor<128x8x4x2x1xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x8x4x2x1xf32>
    %130 = stablehlo.divide %129, %128 : tensor<128x8x4x2x1xf32>
    %131 = stablehlo.dot_general %102, %127, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<128x8x4x2x128xf32>) -> tensor<8x4x32x128x2xf32>
    %132 = stablehlo.transpose %131, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x128x2xf32>) -> tensor<8x128x4x2x32xf32>
    %133 = stablehlo.dot_general %132, %arg5, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<4x2x32x256xf32>) -> tensor<8x128x256xf32>
    %134 = stablehlo.transpose %1#0, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %135 = stablehlo.add %133, %134 : tensor<8x128x256xf32>
    %136 = chlo.square %135 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<8x128x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%136 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x128xf32>
    %142 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %143 = stablehlo.add %141, %142 : tensor<8x128xf32>
    %144 = stablehlo.rsqrt %143 : tensor<8x128xf32>
    %145 = stablehlo.divide %144, %143 : tensor<8x128xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x128xf32>
    %148 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %150 = stablehlo.multiply %135, %149 : tensor<8x128x256xf32>
    %151 = stablehlo.dot_general %150, %arg6, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %152 = stablehlo.transpose %151, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %153 = stablehlo.dot_general %152, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %154:3 = call @silu(%153) : (tensor<8x128x512xf32>) -> (tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>)
    %155 = stablehlo.dot_general %152, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %156 = stablehlo.multiply %154#0, %155 : tensor<8x128x512xf32>
    %157 = stablehlo.dot_general %156, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x256xf32>) -> tensor<8x128x256xf32>
    %158 = stablehlo.add %157, %135 : tensor<8x128x256xf32>
    %159 = chlo.square %158 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<8x128x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%159 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8x128xf32>
    %165 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %166 = stablehlo.add %164, %165 : tensor<8x128xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x128xf32>
    %168 = stablehlo.divide %167, %166 : tensor<8x128xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<8x128xf32>
    %171 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %173 = stablehlo.multiply %158, %172 : tensor<8x128x256xf32>
    %174 = stablehlo.dot_general %173, %arg10, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %175 = stablehlo.transpose %174, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %176 = stablehlo.dot_general %175, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x2x32xf32>) -> tensor<8x128x4x2x32xf32>
    %177 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %179 = stablehlo.multiply %178, %177 : tensor<16xi32>
    %180 = stablehlo.convert %179 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %182 = stablehlo.divide %180, %181 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.power %183, %182 : tensor<16xf32>
    %185 = stablehlo.convert %0 : (tensor<128xi32>) -> tensor<128xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x16xf32>
    %189 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<128x16xf32>
    %190 = stablehlo.divide %188, %189 : tensor<128x16xf32>
    %191 = stablehlo.sine %190 : tensor<128x16xf32>
    %192 = stablehlo.cosine %190 : tensor<128x16xf32>
    %193 = stablehlo.slice %176 [0:8, 0:128, 0:4, 0:2, 0:16] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %194 = stablehlo.slice %176 [0:8, 0:128, 0:4, 0:2, 16:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %195 = stablehlo.broadcast_in_dim %192, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %199 = stablehlo.multiply %193, %198 : tensor<8x128x4x2x16xf32>
    %200 = stablehlo.broadcast_in_dim %191, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %204 = stablehlo.multiply %194, %203 : tensor<8x128x4x2x16xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<8x128x4x2x16xf32>
    %206 = stablehlo.broadcast_in_dim %192, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %210 = stablehlo.multiply %194, %209 : tensor<8x128x4x2x16xf32>
    %211 = stablehlo.broadcast_in_dim %191, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 2, 3] : (tensor<128x1x16xf32>) -> tensor<128x1x1x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [1, 2, 3, 4] : (tensor<128x1x1x16xf32>) -> tensor<1x128x1x1x16xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %215 = stablehlo.multiply %193, %214 : tensor<8x128x4x2x16xf32>
    %216 = stablehlo.add %210, %215 : tensor<8x128x4x2x16xf32>
    %217 = stablehlo.concatenate %205, %216, dim = 4 : (tensor<8x128x4x2x16xf32>, tensor<8x128x4x2x16xf32>) -> tensor<8x128x4x2x32xf32>
    %218 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x4x2x32xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<8x128x4x2x32xf32>
    %220 = stablehlo.dot_general %175, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x32xf32>) -> tensor<8x128x4x32xf32>
    %221 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_33 = stablehlo.constant dense<2> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %223 = stablehlo.multiply %222, %221 : tensor<16xi32>
    %224 = stablehlo.convert %223 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.divide %224, %225 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %228 = stablehlo.power %227, %226 : tensor<16xf32>
    %229 = stablehlo.convert %0 : (tensor<128xi32>) -> tensor<128xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x16xf32>
    %233 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<128x16xf32>
    %234 = stablehlo.divide %232, %233 : tensor<128x16xf32>
    %235 = stablehlo.sine %234 : tensor<128x16xf32>
    %236 = stablehlo.cosine %234 : tensor<128x16xf32>
    %237 = stablehlo.slice %220 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %238 = stablehlo.slice %220 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<8x128x4x16xf32>
    %243 = stablehlo.broadcast_in_dim %235, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %246 = stablehlo.multiply %238, %245 : tensor<8x128x4x16xf32>
    %247 = stablehlo.subtract %242, %246 : tensor<8x128x4x16xf32>
    %248 = stablehlo.broadcast_in_dim %236, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %251 = stablehlo.multiply %238, %250 : tensor<8x128x4x16xf32>
    %252 = stablehlo.broadcast_in_dim %235, dims = [0, 2] : (tensor<128x16xf32>) -> tensor<128x1x16xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1, 2, 3] : (tensor<128x1x16xf32>) -> tensor<1x128x1x16xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %255 = stablehlo.multiply %237, %254 : tensor<8x128x4x16xf32>
    %256 = stablehlo.add %251, %255 : tensor<8x128x4x16xf32>
    %257 = stablehlo.concatenate %247, %256, dim = 3 : (tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>) -> tensor<8x128x4x32xf32>
    %258 = stablehlo.dot_general %175, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x32xf32>) -> tensor<8x128x4x32xf32>
    %259 = stablehlo.dot_general %257, %219, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x4x2x32xf32>) -> tensor<8x4x128x128x2xf32>
    %260 = stablehlo.transpose %259, dims = [0, 3, 1, 4, 2] : (tensor<8x4x128x128x2xf32>) -> tensor<8x128x4x2x128xf32>
    %261 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %262 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x128xi32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
    %265 = stablehlo.compare GE, %263, %264, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %267 = stablehlo.compare GE, %0, %266, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1] : (tensor<128xi1>) -> tensor<1x128xi1>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x128xi1>) -> tensor<128x128xi1>
    %270 = stablehlo.and %265, %269 : tensor<128x128xi1>
    %271:2 = call @_where(%270, %260, %cst_5) : (tensor<128x128xi1>, tensor<8x128x4x2x128xf32>, tensor<f32>) -> (tensor<128x128x8x4x2xf32>, tensor<128x128x8x4x2xi1>)
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = stablehlo.reduce(%271#0 init: %cst_37) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128x8x4x2xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128x8x4x2xf32>
    %274 = stablehlo.maximum %273, %272 : tensor<128x8x4x2xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %276 = stablehlo.transpose %271#0, dims = [0, 2, 3, 4, 1] : (tensor<128x128x8x4x2xf32>) -> tensor<128x8x4x2x128xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %278 = stablehlo.subtract %276, %277 : tensor<128x8x4x2x128xf32>
    %279 = stablehlo.exponential %278 : tensor<128x8x4x2x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_39) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x128xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %283 = stablehlo.divide %279, %282 : tensor<128x8x4x2x128xf32>
    %284 = stablehlo.multiply %281, %281 : tensor<128x8x4x2x1xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x8x4x2x1xf32>
    %286 = stablehlo.divide %285, %284 : tensor<128x8x4x2x1xf32>
    %287 = stablehlo.dot_general %258, %283, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<128x8x4x2x128xf32>) -> tensor<8x4x32x128x2xf32>
    %288 = stablehlo.transpose %287, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x128x2xf32>) -> tensor<8x128x4x2x32xf32>
    %289 = stablehlo.dot_general %288, %arg14, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<4x2x32x256xf32>) -> tensor<8x128x256xf32>
    %290 = stablehlo.add %289, %158 : tensor<8x128x256xf32>
    %291 = chlo.square %290 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %293 = stablehlo.multiply %292, %290 : tensor<8x128x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%291 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %296 = stablehlo.divide %294, %295 : tensor<8x128xf32>
    %297 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %298 = stablehlo.add %296, %297 : tensor<8x128xf32>
    %299 = stablehlo.rsqrt %298 : tensor<8x128xf32>
    %300 = stablehlo.divide %299, %298 : tensor<8x128xf32>
    %cst_44 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<8x128xf32>
    %303 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %305 = stablehlo.multiply %290, %304 : tensor<8x128x256xf32>
    %306 = stablehlo.dot_general %305, %arg15, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %307 = stablehlo.transpose %306, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %308 = stablehlo.dot_general %307, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %309:3 = call @silu(%308) : (tensor<8x128x512xf32>) -> (tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>)
    %310 = stablehlo.dot_general %307, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %311 = stablehlo.multiply %309#0, %310 : tensor<8x128x512xf32>
    %312 = stablehlo.dot_general %311, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x256xf32>) -> tensor<8x128x256xf32>
    %313 = stablehlo.add %312, %290 : tensor<8x128x256xf32>
    %314 = chlo.square %313 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %316 = stablehlo.multiply %315, %313 : tensor<8x128x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%314 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_47 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %319 = stablehlo.divide %317, %318 : tensor<8x128xf32>
    %320 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %321 = stablehlo.add %319, %320 : tensor<8x128xf32>
    %322 = stablehlo.rsqrt %321 : tensor<8x128xf32>
    %323 = stablehlo.divide %322, %321 : tensor<8x128xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<8x128xf32>
    %326 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %328 = stablehlo.multiply %313, %327 : tensor<8x128x256xf32>
    %329 = stablehlo.dot_general %328, %arg19, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %330 = stablehlo.transpose %329, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %331 = stablehlo.dot_general %330, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %332:3 = call @log_softmax(%331) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1xf32>)
    %333 = call @_roll_static(%arg21) : (tensor<8x128xi32>) -> tensor<8x128xi32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %335 = stablehlo.compare LT, %333, %334, SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_50 = stablehlo.constant dense<1024> : tensor<i32>
    %336 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %337 = stablehlo.add %333, %336 : tensor<8x128xi32>
    %338 = stablehlo.select %335, %337, %333 : tensor<8x128xi1>, tensor<8x128xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %340 = "stablehlo.gather"(%332#0, %339) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>) -> tensor<8x128x1xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %343 = stablehlo.divide %342, %cst_52 : tensor<f32>
    %344 = stablehlo.negate %343 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.negate %cst_53 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %346 = stablehlo.divide %345, %cst_54 : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %c_56 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_57 = stablehlo.constant dense<2147483647> : tensor<i32>
    %350 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %351 = stablehlo.minimum %c_56, %350 : tensor<1xi32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [2] : (tensor<1xi32>) -> tensor<8x128x1xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %353 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %354 = stablehlo.clamp %353, %339, %352 : tensor<8x128x1xi32>
    %355 = "stablehlo.scatter"(%349, %354, %348) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = true}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %672 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %672 : tensor<f32>
    }) : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %356 = call @log_softmax_0(%332#1, %332#2, %355) : (tensor<8x128x1024xf32>, tensor<8x128x1xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %357 = stablehlo.dot_general %356, %330, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %358 = stablehlo.transpose %357, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %359 = stablehlo.dot_general %356, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %360 = stablehlo.transpose %359, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %361 = stablehlo.dot_general %360, %328, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<8x128x256xf32>) -> tensor<256xf32>
    %362 = stablehlo.dot_general %360, %arg19, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %363 = stablehlo.transpose %362, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %364 = stablehlo.multiply %313, %363 : tensor<8x128x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %367 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %368 = stablehlo.multiply %363, %367 : tensor<8x128x256xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%366 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %370 = stablehlo.multiply %369, %325 : tensor<8x128xf32>
    %cst_61 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %372 = stablehlo.divide %370, %371 : tensor<8x128xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %374 = stablehlo.multiply %373, %316 : tensor<8x128x256xf32>
    %375 = stablehlo.add %368, %374 : tensor<8x128x256xf32>
    %376 = stablehlo.dot_general %375, %311, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x512xf32>) -> tensor<256x512xf32>
    %377 = stablehlo.transpose %376, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %378 = stablehlo.dot_general %375, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<512x256xf32>) -> tensor<8x128x512xf32>
    %379 = stablehlo.multiply %309#0, %378 : tensor<8x128x512xf32>
    %380 = stablehlo.multiply %378, %310 : tensor<8x128x512xf32>
    %381 = stablehlo.dot_general %379, %307, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %382 = stablehlo.transpose %381, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %383 = stablehlo.dot_general %379, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %384 = call @silu_1(%309#1, %309#2, %308, %380) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %385 = stablehlo.dot_general %384, %307, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %386 = stablehlo.transpose %385, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %387 = stablehlo.dot_general %384, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %388 = stablehlo.add %383, %387 : tensor<8x128x256xf32>
    %389 = stablehlo.transpose %388, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %390 = stablehlo.dot_general %389, %305, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<8x128x256xf32>) -> tensor<256xf32>
    %391 = stablehlo.dot_general %389, %arg15, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %392 = stablehlo.transpose %391, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %393 = stablehlo.multiply %290, %392 : tensor<8x128x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %395 = stablehlo.reshape %394 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %396 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %397 = stablehlo.multiply %392, %396 : tensor<8x128x256xf32>
    %398 = stablehlo.add %375, %397 : tensor<8x128x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%395 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %400 = stablehlo.multiply %399, %302 : tensor<8x128xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %402 = stablehlo.divide %400, %401 : tensor<8x128xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %404 = stablehlo.multiply %403, %293 : tensor<8x128x256xf32>
    %405 = stablehlo.add %398, %404 : tensor<8x128x256xf32>
    %406 = stablehlo.dot_general %405, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %407 = stablehlo.transpose %406, dims = [1, 2, 3, 0] : (tensor<256x4x2x32xf32>) -> tensor<4x2x32x256xf32>
    %408 = stablehlo.dot_general %405, %arg14, contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x2x32x256xf32>) -> tensor<8x128x4x2x32xf32>
    %409 = stablehlo.transpose %408, dims = [0, 2, 4, 1, 3] : (tensor<8x128x4x2x32xf32>) -> tensor<8x4x32x128x2xf32>
    %410 = stablehlo.dot_general %409, %258, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x128x2xf32>, tensor<8x128x4x32xf32>) -> tensor<8x4x128x2x128xf32>
    %411 = stablehlo.transpose %410, dims = [2, 0, 1, 3, 4] : (tensor<8x4x128x2x128xf32>) -> tensor<128x8x4x2x128xf32>
    %412 = stablehlo.dot_general %409, %283, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x128x2xf32>, tensor<128x8x4x2x128xf32>) -> tensor<8x4x32x128xf32>
    %413 = stablehlo.transpose %412, dims = [0, 3, 1, 2] : (tensor<8x4x32x128xf32>) -> tensor<8x128x4x32xf32>
    %414 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %415 = stablehlo.multiply %411, %414 : tensor<128x8x4x2x128xf32>
    %416 = stablehlo.multiply %415, %279 : tensor<128x8x4x2x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_65) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x128xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %418 = stablehlo.reshape %417 : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %419 = stablehlo.negate %418 : tensor<128x8x4x2x1xf32>
    %420 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %421 = stablehlo.divide %411, %420 : tensor<128x8x4x2x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%419 init: %cst_66) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x1xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x128xf32>
    %424 = stablehlo.add %421, %423 : tensor<128x8x4x2x128xf32>
    %425 = stablehlo.multiply %424, %279 : tensor<128x8x4x2x128xf32>
    %426 = stablehlo.transpose %425, dims = [0, 4, 1, 2, 3] : (tensor<128x8x4x2x128xf32>) -> tensor<128x128x8x4x2xf32>
    %427 = call @_where_2(%271#1, %426) : (tensor<128x128x8x4x2xi1>, tensor<128x128x8x4x2xf32>) -> tensor<8x128x4x2x128xf32>
    %428 = stablehlo.transpose %427, dims = [0, 2, 4, 1, 3] : (tensor<8x128x4x2x128xf32>) -> tensor<8x4x128x128x2xf32>
    %429 = stablehlo.dot_general %428, %257, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xf32>, tensor<8x128x4x32xf32>) -> tensor<8x4x128x2x32xf32>
    %430 = stablehlo.transpose %429, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x2x32xf32>) -> tensor<8x128x4x2x32xf32>
    %431 = stablehlo.dot_general %428, %219, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xf32>, tensor<8x128x4x2x32xf32>) -> tensor<8x4x128x32xf32>
    %432 = stablehlo.transpose %431, dims = [0, 2, 1, 3] : (tensor<8x4x128x32xf32>) -> tensor<8x128x4x32xf32>
    %433 = stablehlo.dot_general %413, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x256xf32>) -> tensor<4x32x256xf32>
    %434 = stablehlo.transpose %433, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %435 = stablehlo.dot_general %413, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x128x256xf32>
    %436 = stablehlo.slice %432 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %437 = stablehlo.slice %432 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %438 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<8x128x4x16xf32>
    %440 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %441 = stablehlo.multiply %437, %440 : tensor<8x128x4x16xf32>
    %442 = stablehlo.negate %436 : tensor<8x128x4x16xf32>
    %443 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<8x128x4x16xf32>
    %445 = stablehlo.add %441, %444 : tensor<8x128x4x16xf32>
    %446 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %447 = stablehlo.multiply %436, %446 : tensor<8x128x4x16xf32>
    %448 = stablehlo.add %439, %447 : tensor<8x128x4x16xf32>
    %449 = stablehlo.concatenate %448, %445, dim = 3 : (tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>) -> tensor<8x128x4x32xf32>
    %450 = stablehlo.dot_general %449, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x256xf32>) -> tensor<4x32x256xf32>
    %451 = stablehlo.transpose %450, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %452 = stablehlo.dot_general %449, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x128x256xf32>
    %453 = stablehlo.add %435, %452 : tensor<8x128x256xf32>
    %454 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x4x2x32xf32>
    %455 = stablehlo.multiply %430, %454 : tensor<8x128x4x2x32xf32>
    %456 = stablehlo.slice %455 [0:8, 0:128, 0:4, 0:2, 0:16] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %457 = stablehlo.slice %455 [0:8, 0:128, 0:4, 0:2, 16:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %458 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<8x128x4x2x16xf32>
    %460 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<8x128x4x2x16xf32>
    %462 = stablehlo.negate %456 : tensor<8x128x4x2x16xf32>
    %463 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<8x128x4x2x16xf32>
    %465 = stablehlo.add %461, %464 : tensor<8x128x4x2x16xf32>
    %466 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %467 = stablehlo.multiply %456, %466 : tensor<8x128x4x2x16xf32>
    %468 = stablehlo.add %459, %467 : tensor<8x128x4x2x16xf32>
    %469 = stablehlo.concatenate %468, %465, dim = 4 : (tensor<8x128x4x2x16xf32>, tensor<8x128x4x2x16xf32>) -> tensor<8x128x4x2x32xf32>
    %470 = stablehlo.dot_general %469, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<8x128x256xf32>) -> tensor<4x2x32x256xf32>
    %471 = stablehlo.transpose %470, dims = [3, 0, 1, 2] : (tensor<4x2x32x256xf32>) -> tensor<256x4x2x32xf32>
    %472 = stablehlo.dot_general %469, %arg11, contracting_dims = [2, 3, 4] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<256x4x2x32xf32>) -> tensor<8x128x256xf32>
    %473 = stablehlo.add %453, %472 : tensor<8x128x256xf32>
    %474 = stablehlo.transpose %473, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %475 = stablehlo.dot_general %474, %173, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<8x128x256xf32>) -> tensor<256xf32>
    %476 = stablehlo.dot_general %474, %arg10, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %477 = stablehlo.transpose %476, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %478 = stablehlo.multiply %158, %477 : tensor<8x128x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %481 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %482 = stablehlo.multiply %477, %481 : tensor<8x128x256xf32>
    %483 = stablehlo.add %405, %482 : tensor<8x128x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%480 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %485 = stablehlo.multiply %484, %170 : tensor<8x128xf32>
    %cst_69 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %487 = stablehlo.divide %485, %486 : tensor<8x128xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %489 = stablehlo.multiply %488, %161 : tensor<8x128x256xf32>
    %490 = stablehlo.add %483, %489 : tensor<8x128x256xf32>
    %491 = stablehlo.dot_general %490, %156, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x512xf32>) -> tensor<256x512xf32>
    %492 = stablehlo.transpose %491, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %493 = stablehlo.dot_general %490, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<512x256xf32>) -> tensor<8x128x512xf32>
    %494 = stablehlo.multiply %154#0, %493 : tensor<8x128x512xf32>
    %495 = stablehlo.multiply %493, %155 : tensor<8x128x512xf32>
    %496 = stablehlo.dot_general %494, %152, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %497 = stablehlo.transpose %496, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %498 = stablehlo.dot_general %494, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %499 = call @silu_1(%154#1, %154#2, %153, %495) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %500 = stablehlo.dot_general %499, %152, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %501 = stablehlo.transpose %500, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %502 = stablehlo.dot_general %499, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %503 = stablehlo.add %498, %502 : tensor<8x128x256xf32>
    %504 = stablehlo.transpose %503, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %505 = stablehlo.dot_general %504, %150, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<8x128x256xf32>) -> tensor<256xf32>
    %506 = stablehlo.dot_general %504, %arg6, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %507 = stablehlo.transpose %506, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %508 = stablehlo.multiply %135, %507 : tensor<8x128x256xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %511 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %512 = stablehlo.multiply %507, %511 : tensor<8x128x256xf32>
    %513 = stablehlo.add %490, %512 : tensor<8x128x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%510 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %515 = stablehlo.multiply %514, %147 : tensor<8x128xf32>
    %cst_72 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %517 = stablehlo.divide %515, %516 : tensor<8x128xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %519 = stablehlo.multiply %518, %138 : tensor<8x128x256xf32>
    %520 = stablehlo.add %513, %519 : tensor<8x128x256xf32>
    %521 = stablehlo.transpose %520, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %522 = stablehlo.dot_general %520, %132, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %523 = stablehlo.transpose %522, dims = [1, 2, 3, 0] : (tensor<256x4x2x32xf32>) -> tensor<4x2x32x256xf32>
    %524 = stablehlo.dot_general %520, %arg5, contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x2x32x256xf32>) -> tensor<8x128x4x2x32xf32>
    %525 = stablehlo.transpose %524, dims = [0, 2, 4, 1, 3] : (tensor<8x128x4x2x32xf32>) -> tensor<8x4x32x128x2xf32>
    %526 = stablehlo.dot_general %525, %102, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x128x2xf32>, tensor<8x128x4x32xf32>) -> tensor<8x4x128x2x128xf32>
    %527 = stablehlo.transpose %526, dims = [2, 0, 1, 3, 4] : (tensor<8x4x128x2x128xf32>) -> tensor<128x8x4x2x128xf32>
    %528 = stablehlo.dot_general %525, %127, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x128x2xf32>, tensor<128x8x4x2x128xf32>) -> tensor<8x4x32x128xf32>
    %529 = stablehlo.transpose %528, dims = [0, 3, 1, 2] : (tensor<8x4x32x128xf32>) -> tensor<8x128x4x32xf32>
    %530 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %531 = stablehlo.multiply %527, %530 : tensor<128x8x4x2x128xf32>
    %532 = stablehlo.multiply %531, %123 : tensor<128x8x4x2x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_73) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x128xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %534 = stablehlo.reshape %533 : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x1xf32>
    %535 = stablehlo.negate %534 : tensor<128x8x4x2x1xf32>
    %536 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<128x8x4x2x1xf32>) -> tensor<128x8x4x2x128xf32>
    %537 = stablehlo.divide %527, %536 : tensor<128x8x4x2x128xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%535 init: %cst_74) applies stablehlo.add across dimensions = [4] : (tensor<128x8x4x2x1xf32>, tensor<f32>) -> tensor<128x8x4x2xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] : (tensor<128x8x4x2xf32>) -> tensor<128x8x4x2x128xf32>
    %540 = stablehlo.add %537, %539 : tensor<128x8x4x2x128xf32>
    %541 = stablehlo.multiply %540, %123 : tensor<128x8x4x2x128xf32>
    %542 = stablehlo.transpose %541, dims = [0, 4, 1, 2, 3] : (tensor<128x8x4x2x128xf32>) -> tensor<128x128x8x4x2xf32>
    %543 = call @_where_2(%115#1, %542) : (tensor<128x128x8x4x2xi1>, tensor<128x128x8x4x2xf32>) -> tensor<8x128x4x2x128xf32>
    %544 = stablehlo.transpose %543, dims = [0, 2, 4, 1, 3] : (tensor<8x128x4x2x128xf32>) -> tensor<8x4x128x128x2xf32>
    %545 = stablehlo.dot_general %544, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xf32>, tensor<8x128x4x32xf32>) -> tensor<8x4x128x2x32xf32>
    %546 = stablehlo.transpose %545, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x2x32xf32>) -> tensor<8x128x4x2x32xf32>
    %547 = stablehlo.dot_general %544, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xf32>, tensor<8x128x4x2x32xf32>) -> tensor<8x4x128x32xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] : (tensor<8x4x128x32xf32>) -> tensor<8x128x4x32xf32>
    %549 = stablehlo.dot_general %529, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x256xf32>) -> tensor<4x32x256xf32>
    %550 = stablehlo.transpose %549, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %551 = stablehlo.dot_general %529, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x128x256xf32>
    %552 = stablehlo.slice %548 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %553 = stablehlo.slice %548 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x16xf32>
    %554 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %555 = stablehlo.multiply %553, %554 : tensor<8x128x4x16xf32>
    %556 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %557 = stablehlo.multiply %553, %556 : tensor<8x128x4x16xf32>
    %558 = stablehlo.negate %552 : tensor<8x128x4x16xf32>
    %559 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %560 = stablehlo.multiply %558, %559 : tensor<8x128x4x16xf32>
    %561 = stablehlo.add %557, %560 : tensor<8x128x4x16xf32>
    %562 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x128x1x16xf32>) -> tensor<8x128x4x16xf32>
    %563 = stablehlo.multiply %552, %562 : tensor<8x128x4x16xf32>
    %564 = stablehlo.add %555, %563 : tensor<8x128x4x16xf32>
    %565 = stablehlo.concatenate %564, %561, dim = 3 : (tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>) -> tensor<8x128x4x32xf32>
    %566 = stablehlo.dot_general %565, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<8x128x256xf32>) -> tensor<4x32x256xf32>
    %567 = stablehlo.transpose %566, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %568 = stablehlo.dot_general %565, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x128x256xf32>
    %569 = stablehlo.add %551, %568 : tensor<8x128x256xf32>
    %570 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x4x2x32xf32>
    %571 = stablehlo.multiply %546, %570 : tensor<8x128x4x2x32xf32>
    %572 = stablehlo.slice %571 [0:8, 0:128, 0:4, 0:2, 0:16] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %573 = stablehlo.slice %571 [0:8, 0:128, 0:4, 0:2, 16:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x2x16xf32>
    %574 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<8x128x4x2x16xf32>
    %576 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %577 = stablehlo.multiply %573, %576 : tensor<8x128x4x2x16xf32>
    %578 = stablehlo.negate %572 : tensor<8x128x4x2x16xf32>
    %579 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<8x128x4x2x16xf32>
    %581 = stablehlo.add %577, %580 : tensor<8x128x4x2x16xf32>
    %582 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3, 4] : (tensor<1x128x1x1x16xf32>) -> tensor<8x128x4x2x16xf32>
    %583 = stablehlo.multiply %572, %582 : tensor<8x128x4x2x16xf32>
    %584 = stablehlo.add %575, %583 : tensor<8x128x4x2x16xf32>
    %585 = stablehlo.concatenate %584, %581, dim = 4 : (tensor<8x128x4x2x16xf32>, tensor<8x128x4x2x16xf32>) -> tensor<8x128x4x2x32xf32>
    %586 = stablehlo.dot_general %585, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<8x128x256xf32>) -> tensor<4x2x32x256xf32>
    %587 = stablehlo.transpose %586, dims = [3, 0, 1, 2] : (tensor<4x2x32x256xf32>) -> tensor<256x4x2x32xf32>
    %588 = stablehlo.dot_general %585, %arg2, contracting_dims = [2, 3, 4] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x2x32xf32>, tensor<256x4x2x32xf32>) -> tensor<8x128x256xf32>
    %589 = stablehlo.add %569, %588 : tensor<8x128x256xf32>
    %590 = stablehlo.transpose %589, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %591 = stablehlo.dot_general %590, %17, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<8x128x256xf32>) -> tensor<256xf32>
    %592 = stablehlo.dot_general %590, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x8x128xf32>, tensor<256xf32>) -> tensor<256x8x128xf32>
    %593 = stablehlo.transpose %592, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %594 = stablehlo.multiply %14, %593 : tensor<8x128x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %596 = stablehlo.reshape %595 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %597 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %598 = stablehlo.multiply %593, %597 : tensor<8x128x256xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%596 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %600 = stablehlo.transpose %598, dims = [2, 0, 1] : (tensor<8x128x256xf32>) -> tensor<256x8x128xf32>
    %601 = stablehlo.add %521, %600 : tensor<256x8x128xf32>
    %602 = stablehlo.multiply %599, %13 : tensor<8x128xf32>
    %cst_77 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %604 = stablehlo.divide %602, %603 : tensor<8x128xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<256x8x128xf32>
    %606 = stablehlo.multiply %605, %4 : tensor<256x8x128xf32>
    %607 = stablehlo.add %601, %606 : tensor<256x8x128xf32>
    %608 = call @_jitted_nmapped_getitem_3(%1#1, %607) : (tensor<8x128x1xi32>, tensor<256x8x128xf32>) -> tensor<1024x256xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<1024x256xf32>
    %611 = stablehlo.subtract %arg0, %610 : tensor<1024x256xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %613 = stablehlo.multiply %612, %591 : tensor<256xf32>
    %614 = stablehlo.subtract %arg1, %613 : tensor<256xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256x4x2x32xf32>
    %616 = stablehlo.multiply %615, %587 : tensor<256x4x2x32xf32>
    %617 = stablehlo.subtract %arg2, %616 : tensor<256x4x2x32xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %619 = stablehlo.multiply %618, %567 : tensor<256x4x32xf32>
    %620 = stablehlo.subtract %arg3, %619 : tensor<256x4x32xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %622 = stablehlo.multiply %621, %550 : tensor<256x4x32xf32>
    %623 = stablehlo.subtract %arg4, %622 : tensor<256x4x32xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x2x32x256xf32>
    %625 = stablehlo.multiply %624, %523 : tensor<4x2x32x256xf32>
    %626 = stablehlo.subtract %arg5, %625 : tensor<4x2x32x256xf32>
    %cst_84 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %628 = stablehlo.multiply %627, %505 : tensor<256xf32>
    %629 = stablehlo.subtract %arg6, %628 : tensor<256xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %631 = stablehlo.multiply %630, %501 : tensor<256x512xf32>
    %632 = stablehlo.subtract %arg7, %631 : tensor<256x512xf32>
    %cst_86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %634 = stablehlo.multiply %633, %497 : tensor<256x512xf32>
    %635 = stablehlo.subtract %arg8, %634 : tensor<256x512xf32>
    %cst_87 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %637 = stablehlo.multiply %636, %492 : tensor<512x256xf32>
    %638 = stablehlo.subtract %arg9, %637 : tensor<512x256xf32>
    %cst_88 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %640 = stablehlo.multiply %639, %475 : tensor<256xf32>
    %641 = stablehlo.subtract %arg10, %640 : tensor<256xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x4x2x32xf32>
    %643 = stablehlo.multiply %642, %471 : tensor<256x4x2x32xf32>
    %644 = stablehlo.subtract %arg11, %643 : tensor<256x4x2x32xf32>
    %cst_90 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %646 = stablehlo.multiply %645, %451 : tensor<256x4x32xf32>
    %647 = stablehlo.subtract %arg12, %646 : tensor<256x4x32xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %649 = stablehlo.multiply %648, %434 : tensor<256x4x32xf32>
    %650 = stablehlo.subtract %arg13, %649 : tensor<256x4x32xf32>
    %cst_92 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x2x32x256xf32>
    %652 = stablehlo.multiply %651, %407 : tensor<4x2x32x256xf32>
    %653 = stablehlo.subtract %arg14, %652 : tensor<4x2x32x256xf32>
    %cst_93 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %655 = stablehlo.multiply %654, %390 : tensor<256xf32>
    %656 = stablehlo.subtract %arg15, %655 : tensor<256xf32>
    %cst_94 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %658 = stablehlo.multiply %657, %386 : tensor<256x512xf32>
    %659 = stablehlo.subtract %arg16, %658 : tensor<256x512xf32>
    %cst_95 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %661 = stablehlo.multiply %660, %382 : tensor<256x512xf32>
    %662 = stablehlo.subtract %arg17, %661 : tensor<256x512xf32>
    %cst_96 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %664 = stablehlo.multiply %663, %377 : tensor<512x256xf32>
    %665 = stablehlo.subtract %arg18, %664 : tensor<512x256xf32>
    %cst_97 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %667 = stablehlo.multiply %666, %361 : tensor<256xf32>
    %668 = stablehlo.subtract %arg19, %667 : tensor<256xf32>
    %cst_98 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %670 = stablehlo.multiply %669, %358 : tensor<256x1024xf32>
    %671 = stablehlo.subtract %arg20, %670 : tensor<256x1024xf32>
    return %611, %614, %617, %620, %623, %626, %629, %632, %635, %638, %641, %644, %647, %650, %653, %656, %659, %662, %665, %668, %671, %344 : tensor<1024x256xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<f32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x128xi32>) -> (tensor<256x8x128xf32>, tensor<8x128x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x128xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x128xi1>, tensor<8x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 256, 1>}> : (tensor<256x1024xf32>, tensor<8x128x1xi32>) -> tensor<256x8x128x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<256x8x128x1xf32>) -> tensor<256x8x128xf32>
    return %8, %5 : tensor<256x8x128xf32>, tensor<8x128x1xi32>
  }
  func.func private @_where(%arg0: tensor<128x128xi1>, %arg1: tensor<8x128x4x2x128xf32>, %arg2: tensor<f32>) -> (tensor<128x128x8x4x2xf32>, tensor<128x128x8x4x2xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x2xf32>) -> tensor<8x4x2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<8x4x2xf32>) -> tensor<128x8x4x2xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 4, 0, 2, 3] : (tensor<8x128x4x2x128xf32>) -> tensor<128x128x8x4x2xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<128x128xi1>) -> tensor<128x128x8x4x2xi1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3, 4] : (tensor<128x8x4x2xf32>) -> tensor<128x128x8x4x2xf32>
    %7 = stablehlo.select %5, %4, %6 : tensor<128x128x8x4x2xi1>, tensor<128x128x8x4x2xf32>
    return %7, %5 : tensor<128x128x8x4x2xf32>, tensor<128x128x8x4x2xi1>
  }
  func.func private @silu(%arg0: tensor<8x128x512xf32>) -> (tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x128x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x128x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x128x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x128x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x128x512xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x128x512xf32>
    return %9, %8, %5 : tensor<8x128x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x128x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<8x128x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %9 = stablehlo.log %8 : tensor<8x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x128x1024xf32>
    return %11, %6, %8 : tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1xf32>
  }
  func.func private @_roll_static(%arg0: tensor<8x128xi32>) -> tensor<8x128xi32> {
    %0 = stablehlo.slice %arg0 [0:8, 1:128] : (tensor<8x128xi32>) -> tensor<8x127xi32>
    %1 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x128xi32>) -> tensor<8x1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x127xi32>, tensor<8x1xi32>) -> tensor<8x128xi32>
    return %2 : tensor<8x128xi32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x128x1024xf32>, %arg1: tensor<8x128x1xf32>, %arg2: tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x128x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x128x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x128x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x128x1024xf32>
    return %7 : tensor<8x128x1024xf32>
  }
  func.func private @silu_1(%arg0: tensor<8x128x512xf32>, %arg1: tensor<8x128x512xf32>, %arg2: tensor<8x128x512xf32>, %arg3: tensor<8x128x512xf32>) -> tensor<8x128x512xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x128x512xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x128x512xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x128x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x128x512xf32>
    return %3 : tensor<8x128x512xf32>
  }
  func.func private @_where_2(%arg0: tensor<128x128x8x4x2xi1>, %arg1: tensor<128x128x8x4x2xf32>) -> tensor<8x128x4x2x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x8x4x2xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<128x128x8x4x2xi1>, tensor<128x128x8x4x2xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 3, 4, 1] : (tensor<128x128x8x4x2xf32>) -> tensor<8x128x4x2x128xf32>
    return %2 : tensor<8x128x4x2x128xf32>
  }
  func.func private @_jitted_nmapped_getitem_3(%arg0: tensor<8x128x1xi32>, %arg1: tensor<256x8x128xf32>) -> tensor<1024x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<256x8x128xf32>) -> tensor<256x8x128x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %c = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.minimum %c, %2 : tensor<1xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<1xi32>) -> tensor<8x128x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %6 = stablehlo.clamp %5, %arg0, %4 : tensor<8x128x1xi32>
    %7 = "stablehlo.scatter"(%1, %6, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<256x1024xf32>, tensor<8x128x1xi32>, tensor<256x8x128x1xf32>) -> tensor<256x1024xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    return %8 : tensor<1024x256xf32>
  }
}
