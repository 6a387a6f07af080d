module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<8x1024x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg38: tensor<8x1024x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<768xf32> {jax.result_info = "result[0]['attn']['b_out']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2304xf32> {jax.result_info = "result[0]['attn']['b_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768x768xf32> {jax.result_info = "result[0]['attn']['w_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<768x2304xf32> {jax.result_info = "result[0]['attn']['w_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<768xf32> {jax.result_info = "result[0]['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[0]['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[0]['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[0]['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072xf32> {jax.result_info = "result[0]['mlp']['b_fc']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768xf32> {jax.result_info = "result[0]['mlp']['b_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768x3072xf32> {jax.result_info = "result[0]['mlp']['w_fc']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<3072x768xf32> {jax.result_info = "result[0]['mlp']['w_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['attn']['b_out']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2304xf32> {jax.result_info = "result[1]['m']['attn']['b_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768x768xf32> {jax.result_info = "result[1]['m']['attn']['w_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<768x2304xf32> {jax.result_info = "result[1]['m']['attn']['w_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072xf32> {jax.result_info = "result[1]['m']['mlp']['b_fc']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768xf32> {jax.result_info = "result[1]['m']['mlp']['b_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768x3072xf32> {jax.result_info = "result[1]['m']['mlp']['w_fc']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<3072x768xf32> {jax.result_info = "result[1]['m']['mlp']['w_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<i32> {jax.result_info = "result[1]['step']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<768xf32> {jax.result_info = "result[1]['v']['attn']['b_out']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2304xf32> {jax.result_info = "result[1]['v']['attn']['b_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768x768xf32> {jax.result_info = "result[1]['v']['attn']['w_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<768x2304xf32> {jax.result_info = "result[1]['v']['attn']['w_qkv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<768xf32> {jax.result_info = "result[1]['v']['ln_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['v']['ln_1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['v']['ln_2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xf32> {jax.result_info = "result[1]['v']['ln_2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072xf32> {jax.result_info = "result[1]['v']['mlp']['b_fc']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<768xf32> {jax.result_info = "result[1]['v']['mlp']['b_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768x3072xf32> {jax.result_info = "result[1]['v']['mlp']['w_fc']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<3072x768xf32> {jax.result_info = "result[1]['v']['mlp']['w_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[2]['grad_norm']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[2]['loss']", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg37 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %5 = stablehlo.subtract %arg37, %4 : tensor<8x1024x768xf32>
    %6 = chlo.square %5 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1024x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %12 = stablehlo.subtract %arg37, %11 : tensor<8x1024x768xf32>
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
    %39:2 = call @_where(%38, %36, %cst_5) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<8x12x1024xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %45 = stablehlo.subtract %39#0, %44 : tensor<8x12x1024x1024xf32>
    %46 = stablehlo.exponential %45 : tensor<8x12x1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %50 = stablehlo.divide %46, %49 : tensor<8x12x1024x1024xf32>
    %51 = stablehlo.multiply %48, %48 : tensor<8x12x1024x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1xf32>
    %53 = stablehlo.divide %52, %51 : tensor<8x12x1024x1xf32>
    %54 = stablehlo.dot_general %33, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %55 = stablehlo.transpose %54, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %57 = stablehlo.dot_general %56, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %58 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x1024x768xf32>
    %61 = stablehlo.add %arg37, %60 : tensor<8x1024x768xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_11 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8x1024x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<8x1024x768xf32>
    %68 = chlo.square %67 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x768xf32>
    %70 = stablehlo.multiply %69, %67 : tensor<8x1024x768xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%68 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_14 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8x1024x1xf32>
    %75 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %76 = stablehlo.subtract %61, %75 : tensor<8x1024x768xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %78 = stablehlo.add %74, %77 : tensor<8x1024x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<8x1024x1xf32>
    %80 = stablehlo.divide %79, %78 : tensor<8x1024x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<8x1024x1xf32>
    %83 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %84 = stablehlo.multiply %76, %83 : tensor<8x1024x768xf32>
    %85 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x1024x768xf32>
    %88 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x1024x768xf32>
    %91 = stablehlo.dot_general %90, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %92 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x1024x3072xf32>
    %95 = stablehlo.multiply %94, %94 : tensor<8x1024x3072xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<8x1024x3072xf32>
    %97 = stablehlo.multiply %94, %94 : tensor<8x1024x3072xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x1024x3072xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %101 = stablehlo.multiply %100, %96 : tensor<8x1024x3072xf32>
    %102 = stablehlo.add %94, %101 : tensor<8x1024x3072xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<8x1024x3072xf32>
    %105 = stablehlo.tanh %104 : tensor<8x1024x3072xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %107 = stablehlo.subtract %106, %105 : tensor<8x1024x3072xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %109 = stablehlo.add %108, %105 : tensor<8x1024x3072xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<8x1024x3072xf32>
    %112 = stablehlo.multiply %94, %111 : tensor<8x1024x3072xf32>
    %113 = stablehlo.dot_general %112, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %114 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x1024x768xf32>
    %117 = stablehlo.add %61, %116 : tensor<8x1024x768xf32>
    %118 = stablehlo.subtract %117, %arg38 : tensor<8x1024x768xf32>
    %119 = chlo.square %118 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1024x768xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<8x1024x768xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%119 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0x4AC00000> : tensor<f32>
    %123 = stablehlo.divide %122, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<0x4AC00000> : tensor<f32>
    %124 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<8x1024x768xf32>
    %126 = stablehlo.multiply %125, %121 : tensor<8x1024x768xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %128 = stablehlo.reshape %127 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %130 = stablehlo.dot_general %126, %112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %132 = stablehlo.dot_general %126, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %133 = stablehlo.multiply %94, %132 : tensor<8x1024x3072xf32>
    %134 = stablehlo.multiply %132, %111 : tensor<8x1024x3072xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %136 = stablehlo.multiply %135, %133 : tensor<8x1024x3072xf32>
    %137 = stablehlo.multiply %136, %107 : tensor<8x1024x3072xf32>
    %138 = stablehlo.multiply %137, %105 : tensor<8x1024x3072xf32>
    %139 = stablehlo.add %137, %138 : tensor<8x1024x3072xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<8x1024x3072xf32>
    %142 = stablehlo.add %134, %141 : tensor<8x1024x3072xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %144 = stablehlo.multiply %143, %141 : tensor<8x1024x3072xf32>
    %145 = stablehlo.multiply %144, %99 : tensor<8x1024x3072xf32>
    %146 = stablehlo.add %142, %145 : tensor<8x1024x3072xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %148 = stablehlo.reshape %147 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %150 = stablehlo.dot_general %146, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %152 = stablehlo.dot_general %146, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %154 = stablehlo.reshape %153 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %156 = stablehlo.multiply %84, %152 : tensor<8x1024x768xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %158 = stablehlo.reshape %157 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %159 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %160 = stablehlo.multiply %152, %159 : tensor<8x1024x768xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%158 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %162 = stablehlo.multiply %76, %160 : tensor<8x1024x768xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %165 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %166 = stablehlo.multiply %160, %165 : tensor<8x1024x768xf32>
    %167 = stablehlo.multiply %164, %82 : tensor<8x1024x1xf32>
    %168 = stablehlo.negate %166 : tensor<8x1024x768xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %171 = stablehlo.add %126, %166 : tensor<8x1024x768xf32>
    %cst_41 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %173 = stablehlo.divide %167, %172 : tensor<8x1024x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %176 = stablehlo.multiply %175, %70 : tensor<8x1024x768xf32>
    %177 = stablehlo.negate %176 : tensor<8x1024x768xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %180 = stablehlo.add %171, %176 : tensor<8x1024x768xf32>
    %181 = stablehlo.add %170, %179 : tensor<8x1024x1xf32>
    %cst_44 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x1024x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %186 = stablehlo.add %180, %185 : tensor<8x1024x768xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %188 = stablehlo.reshape %187 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %190 = stablehlo.dot_general %186, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %192 = stablehlo.dot_general %186, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %194 = stablehlo.transpose %193, dims = [0, 2, 3, 1] : (tensor<8x1024x12x64xf32>) -> tensor<8x12x64x1024xf32>
    %195 = stablehlo.dot_general %194, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %196 = stablehlo.dot_general %194, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %198 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %199 = stablehlo.multiply %195, %198 : tensor<8x12x1024x1024xf32>
    %200 = stablehlo.multiply %199, %46 : tensor<8x12x1024x1024xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %203 = stablehlo.negate %202 : tensor<8x12x1024x1xf32>
    %204 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %205 = stablehlo.divide %195, %204 : tensor<8x12x1024x1024xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%203 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x12x1024x1024xf32>
    %209 = stablehlo.multiply %208, %46 : tensor<8x12x1024x1024xf32>
    %210 = call @_where_0(%39#1, %209) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_50 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %212 = stablehlo.divide %210, %211 : tensor<8x12x1024x1024xf32>
    %213 = stablehlo.dot_general %212, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %215 = stablehlo.dot_general %212, %32, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3] : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %217 = stablehlo.reshape %197 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %218 = stablehlo.reshape %214 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %219 = stablehlo.reshape %216 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %220 = stablehlo.concatenate %219, %218, %217, dim = 2 : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %222 = stablehlo.reshape %221 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %224 = stablehlo.dot_general %220, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x2304xf32>, tensor<8x1024x768xf32>) -> tensor<2304x768xf32>
    %225 = stablehlo.transpose %224, dims = [1, 0] : (tensor<2304x768xf32>) -> tensor<768x2304xf32>
    %226 = stablehlo.dot_general %220, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %228 = stablehlo.reshape %227 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %230 = stablehlo.multiply %17, %226 : tensor<8x1024x768xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %232 = stablehlo.reshape %231 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %234 = chlo.square %189 : tensor<768xf32> -> tensor<768xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.add %cst_58, %235 : tensor<f32>
    %237 = chlo.square %223 : tensor<2304xf32> -> tensor<2304xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<2304xf32>, tensor<f32>) -> tensor<f32>
    %239 = stablehlo.add %236, %238 : tensor<f32>
    %240 = chlo.square %191 : tensor<768x768xf32> -> tensor<768x768xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x768xf32>, tensor<f32>) -> tensor<f32>
    %242 = stablehlo.add %239, %241 : tensor<f32>
    %243 = chlo.square %225 : tensor<768x2304xf32> -> tensor<768x2304xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2304xf32>, tensor<f32>) -> tensor<f32>
    %245 = stablehlo.add %242, %244 : tensor<f32>
    %246 = chlo.square %229 : tensor<768xf32> -> tensor<768xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %248 = stablehlo.add %245, %247 : tensor<f32>
    %249 = chlo.square %233 : tensor<768xf32> -> tensor<768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %251 = stablehlo.add %248, %250 : tensor<f32>
    %252 = chlo.square %155 : tensor<768xf32> -> tensor<768xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %254 = stablehlo.add %251, %253 : tensor<f32>
    %255 = chlo.square %161 : tensor<768xf32> -> tensor<768xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %257 = stablehlo.add %254, %256 : tensor<f32>
    %258 = chlo.square %149 : tensor<3072xf32> -> tensor<3072xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %260 = stablehlo.add %257, %259 : tensor<f32>
    %261 = chlo.square %129 : tensor<768xf32> -> tensor<768xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %263 = stablehlo.add %260, %262 : tensor<f32>
    %264 = chlo.square %151 : tensor<768x3072xf32> -> tensor<768x3072xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %266 = stablehlo.add %263, %265 : tensor<f32>
    %267 = chlo.square %131 : tensor<3072x768xf32> -> tensor<3072x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %269 = stablehlo.add %266, %268 : tensor<f32>
    %270 = stablehlo.sqrt %269 : tensor<f32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %271 = stablehlo.add %270, %cst_70 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.divide %cst_71, %271 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.minimum %cst_72, %272 : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %275 = stablehlo.multiply %189, %274 : tensor<768xf32>
    %276 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %277 = stablehlo.multiply %223, %276 : tensor<2304xf32>
    %278 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %279 = stablehlo.multiply %191, %278 : tensor<768x768xf32>
    %280 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %281 = stablehlo.multiply %225, %280 : tensor<768x2304xf32>
    %282 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %283 = stablehlo.multiply %229, %282 : tensor<768xf32>
    %284 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %285 = stablehlo.multiply %233, %284 : tensor<768xf32>
    %286 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %287 = stablehlo.multiply %155, %286 : tensor<768xf32>
    %288 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %289 = stablehlo.multiply %161, %288 : tensor<768xf32>
    %290 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %291 = stablehlo.multiply %149, %290 : tensor<3072xf32>
    %292 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %293 = stablehlo.multiply %129, %292 : tensor<768xf32>
    %294 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %295 = stablehlo.multiply %151, %294 : tensor<768x3072xf32>
    %296 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %297 = stablehlo.multiply %131, %296 : tensor<3072x768xf32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %298 = stablehlo.add %arg24, %c_73 : tensor<i32>
    %299 = stablehlo.convert %298 : (tensor<i32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %301 = stablehlo.multiply %300, %arg12 : tensor<768xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %303 = stablehlo.multiply %302, %275 : tensor<768xf32>
    %304 = stablehlo.add %301, %303 : tensor<768xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %306 = stablehlo.multiply %305, %arg13 : tensor<2304xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %308 = stablehlo.multiply %307, %277 : tensor<2304xf32>
    %309 = stablehlo.add %306, %308 : tensor<2304xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %311 = stablehlo.multiply %310, %arg14 : tensor<768x768xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %313 = stablehlo.multiply %312, %279 : tensor<768x768xf32>
    %314 = stablehlo.add %311, %313 : tensor<768x768xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %316 = stablehlo.multiply %315, %arg15 : tensor<768x2304xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %318 = stablehlo.multiply %317, %281 : tensor<768x2304xf32>
    %319 = stablehlo.add %316, %318 : tensor<768x2304xf32>
    %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %321 = stablehlo.multiply %320, %arg16 : tensor<768xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %323 = stablehlo.multiply %322, %283 : tensor<768xf32>
    %324 = stablehlo.add %321, %323 : tensor<768xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %326 = stablehlo.multiply %325, %arg17 : tensor<768xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %328 = stablehlo.multiply %327, %285 : tensor<768xf32>
    %329 = stablehlo.add %326, %328 : tensor<768xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %331 = stablehlo.multiply %330, %arg18 : tensor<768xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %333 = stablehlo.multiply %332, %287 : tensor<768xf32>
    %334 = stablehlo.add %331, %333 : tensor<768xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %336 = stablehlo.multiply %335, %arg19 : tensor<768xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %338 = stablehlo.multiply %337, %289 : tensor<768xf32>
    %339 = stablehlo.add %336, %338 : tensor<768xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %341 = stablehlo.multiply %340, %arg20 : tensor<3072xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %343 = stablehlo.multiply %342, %291 : tensor<3072xf32>
    %344 = stablehlo.add %341, %343 : tensor<3072xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %346 = stablehlo.multiply %345, %arg21 : tensor<768xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %348 = stablehlo.multiply %347, %293 : tensor<768xf32>
    %349 = stablehlo.add %346, %348 : tensor<768xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %351 = stablehlo.multiply %350, %arg22 : tensor<768x3072xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %353 = stablehlo.multiply %352, %295 : tensor<768x3072xf32>
    %354 = stablehlo.add %351, %353 : tensor<768x3072xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %356 = stablehlo.multiply %355, %arg23 : tensor<3072x768xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %358 = stablehlo.multiply %357, %297 : tensor<3072x768xf32>
    %359 = stablehlo.add %356, %358 : tensor<3072x768xf32>
    %cst_98 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %361 = stablehlo.multiply %360, %arg25 : tensor<768xf32>
    %362 = chlo.square %275 : tensor<768xf32> -> tensor<768xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<768xf32>
    %365 = stablehlo.add %361, %364 : tensor<768xf32>
    %cst_100 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %367 = stablehlo.multiply %366, %arg26 : tensor<2304xf32>
    %368 = chlo.square %277 : tensor<2304xf32> -> tensor<2304xf32>
    %cst_101 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<2304xf32>
    %371 = stablehlo.add %367, %370 : tensor<2304xf32>
    %cst_102 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %373 = stablehlo.multiply %372, %arg27 : tensor<768x768xf32>
    %374 = chlo.square %279 : tensor<768x768xf32> -> tensor<768x768xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<768x768xf32>
    %377 = stablehlo.add %373, %376 : tensor<768x768xf32>
    %cst_104 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %379 = stablehlo.multiply %378, %arg28 : tensor<768x2304xf32>
    %380 = chlo.square %281 : tensor<768x2304xf32> -> tensor<768x2304xf32>
    %cst_105 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<768x2304xf32>
    %383 = stablehlo.add %379, %382 : tensor<768x2304xf32>
    %cst_106 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %385 = stablehlo.multiply %384, %arg29 : tensor<768xf32>
    %386 = chlo.square %283 : tensor<768xf32> -> tensor<768xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<768xf32>
    %389 = stablehlo.add %385, %388 : tensor<768xf32>
    %cst_108 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %391 = stablehlo.multiply %390, %arg30 : tensor<768xf32>
    %392 = chlo.square %285 : tensor<768xf32> -> tensor<768xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<768xf32>
    %395 = stablehlo.add %391, %394 : tensor<768xf32>
    %cst_110 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %397 = stablehlo.multiply %396, %arg31 : tensor<768xf32>
    %398 = chlo.square %287 : tensor<768xf32> -> tensor<768xf32>
    %cst_111 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<768xf32>
    %401 = stablehlo.add %397, %400 : tensor<768xf32>
    %cst_112 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %403 = stablehlo.multiply %402, %arg32 : tensor<768xf32>
    %404 = chlo.square %289 : tensor<768xf32> -> tensor<768xf32>
    %cst_113 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<768xf32>
    %407 = stablehlo.add %403, %406 : tensor<768xf32>
    %cst_114 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %409 = stablehlo.multiply %408, %arg33 : tensor<3072xf32>
    %410 = chlo.square %291 : tensor<3072xf32> -> tensor<3072xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %412 = stablehlo.multiply %411, %410 : tensor<3072xf32>
    %413 = stablehlo.add %409, %412 : tensor<3072xf32>
    %cst_116 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %415 = stablehlo.multiply %414, %arg34 : tensor<768xf32>
    %416 = chlo.square %293 : tensor<768xf32> -> tensor<768xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<768xf32>
    %419 = stablehlo.add %415, %418 : tensor<768xf32>
    %cst_118 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %421 = stablehlo.multiply %420, %arg35 : tensor<768x3072xf32>
    %422 = chlo.square %295 : tensor<768x3072xf32> -> tensor<768x3072xf32>
    %cst_119 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %424 = stablehlo.multiply %423, %422 : tensor<768x3072xf32>
    %425 = stablehlo.add %421, %424 : tensor<768x3072xf32>
    %cst_120 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %427 = stablehlo.multiply %426, %arg36 : tensor<3072x768xf32>
    %428 = chlo.square %297 : tensor<3072x768xf32> -> tensor<3072x768xf32>
    %cst_121 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<3072x768xf32>
    %431 = stablehlo.add %427, %430 : tensor<3072x768xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %432 = stablehlo.power %cst_122, %299 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %433 = stablehlo.subtract %cst_123, %432 : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %435 = stablehlo.divide %304, %434 : tensor<768xf32>
    %cst_124 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %436 = stablehlo.power %cst_124, %299 : tensor<f32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %437 = stablehlo.subtract %cst_125, %436 : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %439 = stablehlo.divide %365, %438 : tensor<768xf32>
    %440 = stablehlo.sqrt %439 : tensor<768xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %442 = stablehlo.add %440, %441 : tensor<768xf32>
    %443 = stablehlo.divide %435, %442 : tensor<768xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %445 = stablehlo.multiply %444, %arg0 : tensor<768xf32>
    %446 = stablehlo.add %443, %445 : tensor<768xf32>
    %cst_128 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<768xf32>
    %449 = stablehlo.subtract %arg0, %448 : tensor<768xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %450 = stablehlo.power %cst_129, %299 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.subtract %cst_130, %450 : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %453 = stablehlo.divide %309, %452 : tensor<2304xf32>
    %cst_131 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %454 = stablehlo.power %cst_131, %299 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %455 = stablehlo.subtract %cst_132, %454 : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %457 = stablehlo.divide %371, %456 : tensor<2304xf32>
    %458 = stablehlo.sqrt %457 : tensor<2304xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %460 = stablehlo.add %458, %459 : tensor<2304xf32>
    %461 = stablehlo.divide %453, %460 : tensor<2304xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %463 = stablehlo.multiply %462, %arg1 : tensor<2304xf32>
    %464 = stablehlo.add %461, %463 : tensor<2304xf32>
    %cst_135 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2304xf32>
    %466 = stablehlo.multiply %465, %464 : tensor<2304xf32>
    %467 = stablehlo.subtract %arg1, %466 : tensor<2304xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %468 = stablehlo.power %cst_136, %299 : tensor<f32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.subtract %cst_137, %468 : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %471 = stablehlo.divide %314, %470 : tensor<768x768xf32>
    %cst_138 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %472 = stablehlo.power %cst_138, %299 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %473 = stablehlo.subtract %cst_139, %472 : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %475 = stablehlo.divide %377, %474 : tensor<768x768xf32>
    %476 = stablehlo.sqrt %475 : tensor<768x768xf32>
    %cst_140 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %478 = stablehlo.add %476, %477 : tensor<768x768xf32>
    %479 = stablehlo.divide %471, %478 : tensor<768x768xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %481 = stablehlo.multiply %480, %arg2 : tensor<768x768xf32>
    %482 = stablehlo.add %479, %481 : tensor<768x768xf32>
    %cst_142 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %484 = stablehlo.multiply %483, %482 : tensor<768x768xf32>
    %485 = stablehlo.subtract %arg2, %484 : tensor<768x768xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %486 = stablehlo.power %cst_143, %299 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %487 = stablehlo.subtract %cst_144, %486 : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %489 = stablehlo.divide %319, %488 : tensor<768x2304xf32>
    %cst_145 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %490 = stablehlo.power %cst_145, %299 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %491 = stablehlo.subtract %cst_146, %490 : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %493 = stablehlo.divide %383, %492 : tensor<768x2304xf32>
    %494 = stablehlo.sqrt %493 : tensor<768x2304xf32>
    %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %496 = stablehlo.add %494, %495 : tensor<768x2304xf32>
    %497 = stablehlo.divide %489, %496 : tensor<768x2304xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %499 = stablehlo.multiply %498, %arg3 : tensor<768x2304xf32>
    %500 = stablehlo.add %497, %499 : tensor<768x2304xf32>
    %cst_149 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<768x2304xf32>
    %503 = stablehlo.subtract %arg3, %502 : tensor<768x2304xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %504 = stablehlo.power %cst_150, %299 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %505 = stablehlo.subtract %cst_151, %504 : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %507 = stablehlo.divide %324, %506 : tensor<768xf32>
    %cst_152 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %508 = stablehlo.power %cst_152, %299 : tensor<f32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %509 = stablehlo.subtract %cst_153, %508 : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %511 = stablehlo.divide %389, %510 : tensor<768xf32>
    %512 = stablehlo.sqrt %511 : tensor<768xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %514 = stablehlo.add %512, %513 : tensor<768xf32>
    %515 = stablehlo.divide %507, %514 : tensor<768xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %517 = stablehlo.multiply %516, %arg4 : tensor<768xf32>
    %518 = stablehlo.add %515, %517 : tensor<768xf32>
    %cst_156 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<768xf32>
    %521 = stablehlo.subtract %arg4, %520 : tensor<768xf32>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %522 = stablehlo.power %cst_157, %299 : tensor<f32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %523 = stablehlo.subtract %cst_158, %522 : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %525 = stablehlo.divide %329, %524 : tensor<768xf32>
    %cst_159 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %526 = stablehlo.power %cst_159, %299 : tensor<f32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %527 = stablehlo.subtract %cst_160, %526 : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %529 = stablehlo.divide %395, %528 : tensor<768xf32>
    %530 = stablehlo.sqrt %529 : tensor<768xf32>
    %cst_161 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %532 = stablehlo.add %530, %531 : tensor<768xf32>
    %533 = stablehlo.divide %525, %532 : tensor<768xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %535 = stablehlo.multiply %534, %arg5 : tensor<768xf32>
    %536 = stablehlo.add %533, %535 : tensor<768xf32>
    %cst_163 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<768xf32>
    %539 = stablehlo.subtract %arg5, %538 : tensor<768xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %540 = stablehlo.power %cst_164, %299 : tensor<f32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %541 = stablehlo.subtract %cst_165, %540 : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %543 = stablehlo.divide %334, %542 : tensor<768xf32>
    %cst_166 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %544 = stablehlo.power %cst_166, %299 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %545 = stablehlo.subtract %cst_167, %544 : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %547 = stablehlo.divide %401, %546 : tensor<768xf32>
    %548 = stablehlo.sqrt %547 : tensor<768xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %550 = stablehlo.add %548, %549 : tensor<768xf32>
    %551 = stablehlo.divide %543, %550 : tensor<768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %553 = stablehlo.multiply %552, %arg6 : tensor<768xf32>
    %554 = stablehlo.add %551, %553 : tensor<768xf32>
    %cst_170 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %556 = stablehlo.multiply %555, %554 : tensor<768xf32>
    %557 = stablehlo.subtract %arg6, %556 : tensor<768xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %558 = stablehlo.power %cst_171, %299 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %559 = stablehlo.subtract %cst_172, %558 : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %561 = stablehlo.divide %339, %560 : tensor<768xf32>
    %cst_173 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %562 = stablehlo.power %cst_173, %299 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %563 = stablehlo.subtract %cst_174, %562 : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %565 = stablehlo.divide %407, %564 : tensor<768xf32>
    %566 = stablehlo.sqrt %565 : tensor<768xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %568 = stablehlo.add %566, %567 : tensor<768xf32>
    %569 = stablehlo.divide %561, %568 : tensor<768xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %571 = stablehlo.multiply %570, %arg7 : tensor<768xf32>
    %572 = stablehlo.add %569, %571 : tensor<768xf32>
    %cst_177 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %574 = stablehlo.multiply %573, %572 : tensor<768xf32>
    %575 = stablehlo.subtract %arg7, %574 : tensor<768xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %576 = stablehlo.power %cst_178, %299 : tensor<f32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %577 = stablehlo.subtract %cst_179, %576 : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %579 = stablehlo.divide %344, %578 : tensor<3072xf32>
    %cst_180 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %580 = stablehlo.power %cst_180, %299 : tensor<f32>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %581 = stablehlo.subtract %cst_181, %580 : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %583 = stablehlo.divide %413, %582 : tensor<3072xf32>
    %584 = stablehlo.sqrt %583 : tensor<3072xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %586 = stablehlo.add %584, %585 : tensor<3072xf32>
    %587 = stablehlo.divide %579, %586 : tensor<3072xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %589 = stablehlo.multiply %588, %arg8 : tensor<3072xf32>
    %590 = stablehlo.add %587, %589 : tensor<3072xf32>
    %cst_184 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %592 = stablehlo.multiply %591, %590 : tensor<3072xf32>
    %593 = stablehlo.subtract %arg8, %592 : tensor<3072xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %594 = stablehlo.power %cst_185, %299 : tensor<f32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %595 = stablehlo.subtract %cst_186, %594 : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %597 = stablehlo.divide %349, %596 : tensor<768xf32>
    %cst_187 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %598 = stablehlo.power %cst_187, %299 : tensor<f32>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %599 = stablehlo.subtract %cst_188, %598 : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %601 = stablehlo.divide %419, %600 : tensor<768xf32>
    %602 = stablehlo.sqrt %601 : tensor<768xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %604 = stablehlo.add %602, %603 : tensor<768xf32>
    %605 = stablehlo.divide %597, %604 : tensor<768xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %607 = stablehlo.multiply %606, %arg9 : tensor<768xf32>
    %608 = stablehlo.add %605, %607 : tensor<768xf32>
    %cst_191 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<768xf32>
    %611 = stablehlo.subtract %arg9, %610 : tensor<768xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %612 = stablehlo.power %cst_192, %299 : tensor<f32>
    %cst_193 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %613 = stablehlo.subtract %cst_193, %612 : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %615 = stablehlo.divide %354, %614 : tensor<768x3072xf32>
    %cst_194 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %616 = stablehlo.power %cst_194, %299 : tensor<f32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %617 = stablehlo.subtract %cst_195, %616 : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %619 = stablehlo.divide %425, %618 : tensor<768x3072xf32>
    %620 = stablehlo.sqrt %619 : tensor<768x3072xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %622 = stablehlo.add %620, %621 : tensor<768x3072xf32>
    %623 = stablehlo.divide %615, %622 : tensor<768x3072xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %625 = stablehlo.multiply %624, %arg10 : tensor<768x3072xf32>
    %626 = stablehlo.add %623, %625 : tensor<768x3072xf32>
    %cst_198 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %628 = stablehlo.multiply %627, %626 : tensor<768x3072xf32>
    %629 = stablehlo.subtract %arg10, %628 : tensor<768x3072xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %630 = stablehlo.power %cst_199, %299 : tensor<f32>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.subtract %cst_200, %630 : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %633 = stablehlo.divide %359, %632 : tensor<3072x768xf32>
    %cst_201 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %634 = stablehlo.power %cst_201, %299 : tensor<f32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %635 = stablehlo.subtract %cst_202, %634 : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %637 = stablehlo.divide %431, %636 : tensor<3072x768xf32>
    %638 = stablehlo.sqrt %637 : tensor<3072x768xf32>
    %cst_203 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %640 = stablehlo.add %638, %639 : tensor<3072x768xf32>
    %641 = stablehlo.divide %633, %640 : tensor<3072x768xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %643 = stablehlo.multiply %642, %arg11 : tensor<3072x768xf32>
    %644 = stablehlo.add %641, %643 : tensor<3072x768xf32>
    %cst_205 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %646 = stablehlo.multiply %645, %644 : tensor<3072x768xf32>
    %647 = stablehlo.subtract %arg11, %646 : tensor<3072x768xf32>
    return %449, %467, %485, %503, %521, %539, %557, %575, %593, %611, %629, %647, %304, %309, %314, %319, %324, %329, %334, %339, %344, %349, %354, %359, %298, %365, %371, %377, %383, %389, %395, %401, %407, %413, %419, %425, %431, %270, %123 : tensor<768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<i32>, tensor<768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<f32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<8x12x1024x1024xf32>, %arg2: tensor<f32>) -> (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>
    return %2, %0 : tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x12x1024x1024xi1>, %arg1: tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>
    return %1 : tensor<8x12x1024x1024xf32>
  }
}
