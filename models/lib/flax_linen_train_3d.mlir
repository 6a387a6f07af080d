module @jit_traced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 0 : i32}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg57: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<i32> {jax.result_info = "result[0].step", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg17 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1:2 = call @_take(%0, %arg56) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>)
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %3 = chlo.square %2 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %13 = stablehlo.subtract %2, %12 : tensor<8x128x256xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<8x128x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x128x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<8x128x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<8x128x1xf32>
    %20 = sdy.sharding_constraint %arg3 <@mesh, [{}]> : tensor<256xf32>
    %21 = stablehlo.reshape %20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x128x256xf32>
    %25 = stablehlo.multiply %13, %24 : tensor<8x128x256xf32>
    %26 = sdy.sharding_constraint %arg7 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %29 = sdy.sharding_constraint %arg5 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %30 = stablehlo.dot_general %25, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %32 = sdy.sharding_constraint %arg8 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %33 = stablehlo.dot_general %25, %32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %35 = stablehlo.iota dim = 0 : tensor<128xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %41 = stablehlo.compare GE, %39, %40, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %43 = stablehlo.convert %42 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %44 = stablehlo.sqrt %cst_5 : tensor<f32>
    %45 = stablehlo.convert %44 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %47 = stablehlo.divide %28, %46 : tensor<8x128x4x64xf32>
    %48 = stablehlo.dot_general %47, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %49:2 = call @_where_0(%43, %48, %cst_6) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49#0 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<8x4x128xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %55 = stablehlo.subtract %49#0, %54 : tensor<8x4x128x128xf32>
    %56 = stablehlo.exponential %55 : tensor<8x4x128x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %60 = stablehlo.divide %56, %59 : tensor<8x4x128x128xf32>
    %61 = stablehlo.multiply %58, %58 : tensor<8x4x128x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<8x4x128x1xf32>
    %64 = stablehlo.dot_general %34, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %65 = stablehlo.transpose %64, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %67 = sdy.sharding_constraint %arg6 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %69 = stablehlo.add %2, %68 : tensor<8x128x256xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %71 = chlo.square %70 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<8x128x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%71 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %81 = stablehlo.subtract %70, %80 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %83 = stablehlo.add %79, %82 : tensor<8x128x1xf32>
    %84 = stablehlo.rsqrt %83 : tensor<8x128x1xf32>
    %85 = stablehlo.divide %84, %83 : tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<8x128x1xf32>
    %88 = sdy.sharding_constraint %arg4 <@mesh, [{}]> : tensor<256xf32>
    %89 = stablehlo.reshape %88 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %90 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<8x128x256xf32>
    %93 = stablehlo.multiply %81, %92 : tensor<8x128x256xf32>
    %94 = sdy.sharding_constraint %arg1 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %96:3 = call @silu(%95) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %97 = sdy.sharding_constraint %96#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %98 = sdy.sharding_constraint %arg2 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %100 = stablehlo.add %70, %99 : tensor<8x128x256xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %102 = chlo.square %101 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<8x128x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_19 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %112 = stablehlo.subtract %101, %111 : tensor<8x128x256xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %114 = stablehlo.add %110, %113 : tensor<8x128x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<8x128x1xf32>
    %116 = stablehlo.divide %115, %114 : tensor<8x128x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x128x1xf32>
    %119 = sdy.sharding_constraint %arg11 <@mesh, [{}]> : tensor<256xf32>
    %120 = stablehlo.reshape %119 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %121 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<8x128x256xf32>
    %124 = stablehlo.multiply %112, %123 : tensor<8x128x256xf32>
    %125 = sdy.sharding_constraint %arg15 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %128 = sdy.sharding_constraint %arg13 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %129 = stablehlo.dot_general %124, %128, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %131 = sdy.sharding_constraint %arg16 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %132 = stablehlo.dot_general %124, %131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %134 = stablehlo.iota dim = 0 : tensor<128xi32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %140 = stablehlo.compare GE, %138, %139, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %142 = stablehlo.convert %141 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.sqrt %cst_23 : tensor<f32>
    %144 = stablehlo.convert %143 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %146 = stablehlo.divide %127, %145 : tensor<8x128x4x64xf32>
    %147 = stablehlo.dot_general %146, %130, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_24 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %148:2 = call @_where_0(%142, %147, %cst_24) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.reduce(%148#0 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %151 = stablehlo.maximum %150, %149 : tensor<8x4x128xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %154 = stablehlo.subtract %148#0, %153 : tensor<8x4x128x128xf32>
    %155 = stablehlo.exponential %154 : tensor<8x4x128x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %159 = stablehlo.divide %155, %158 : tensor<8x4x128x128xf32>
    %160 = stablehlo.multiply %157, %157 : tensor<8x4x128x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %162 = stablehlo.divide %161, %160 : tensor<8x4x128x1xf32>
    %163 = stablehlo.dot_general %133, %159, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %164 = stablehlo.transpose %163, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %166 = sdy.sharding_constraint %arg14 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %168 = stablehlo.add %101, %167 : tensor<8x128x256xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %170 = chlo.square %169 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<8x128x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%170 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_31 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %175 = stablehlo.divide %173, %174 : tensor<8x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %179 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %180 = stablehlo.subtract %169, %179 : tensor<8x128x256xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %182 = stablehlo.add %178, %181 : tensor<8x128x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<8x128x1xf32>
    %184 = stablehlo.divide %183, %182 : tensor<8x128x1xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<8x128x1xf32>
    %187 = sdy.sharding_constraint %arg12 <@mesh, [{}]> : tensor<256xf32>
    %188 = stablehlo.reshape %187 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %189 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %191 = stablehlo.multiply %189, %190 : tensor<8x128x256xf32>
    %192 = stablehlo.multiply %180, %191 : tensor<8x128x256xf32>
    %193 = sdy.sharding_constraint %arg9 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %195:3 = call @silu(%194) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %196 = sdy.sharding_constraint %195#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %197 = sdy.sharding_constraint %arg10 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %199 = stablehlo.add %169, %198 : tensor<8x128x256xf32>
    %200 = sdy.sharding_constraint %199 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %201 = chlo.square %200 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %203 = stablehlo.multiply %202, %200 : tensor<8x128x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%201 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_37 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %211 = stablehlo.subtract %200, %210 : tensor<8x128x256xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %213 = stablehlo.add %209, %212 : tensor<8x128x1xf32>
    %214 = stablehlo.rsqrt %213 : tensor<8x128x1xf32>
    %215 = stablehlo.divide %214, %213 : tensor<8x128x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<8x128x1xf32>
    %218 = sdy.sharding_constraint %arg18 <@mesh, [{}]> : tensor<256xf32>
    %219 = stablehlo.reshape %218 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %220 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x128x256xf32>
    %223 = stablehlo.multiply %211, %222 : tensor<8x128x256xf32>
    %224 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %225 = stablehlo.dot_general %223, %224, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %227 = stablehlo.broadcast_in_dim %arg57, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %228:2 = call @take_along_axis(%226, %227) : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %229:2 = call @_take_1(%228#0, %c) : (tensor<8x128x1xf32>, tensor<i32>) -> (tensor<8x128xf32>, tensor<1xi32>)
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %230 = stablehlo.reduce(%226 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %232 = stablehlo.maximum %231, %230 : tensor<8x128xf32>
    %233 = stablehlo.is_finite %232 : (tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %235 = stablehlo.select %233, %232, %234 : tensor<8x128xi1>, tensor<8x128xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %238 = stablehlo.subtract %226, %237 : tensor<8x128x1024xf32>
    %239 = stablehlo.exponential %238 : tensor<8x128x1024xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %241 = stablehlo.abs %240 : tensor<8x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %243 = stablehlo.compare GE, %240, %242, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %244 = stablehlo.log %241 : tensor<8x128xf32>
    %245 = stablehlo.add %244, %235 : tensor<8x128xf32>
    %246 = stablehlo.subtract %245, %229#0 : tensor<8x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %248 = stablehlo.divide %247, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %249 = stablehlo.divide %cst_48, %cst_49 : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %251 = stablehlo.negate %250 : tensor<8x128xf32>
    %252 = stablehlo.divide %250, %241 : tensor<8x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %254 = stablehlo.select %243, %253, %252 : tensor<8x128xi1>, tensor<8x128xf32>
    %255 = stablehlo.select %243, %252, %253 : tensor<8x128xi1>, tensor<8x128xf32>
    %256 = stablehlo.negate %254 : tensor<8x128xf32>
    %257 = stablehlo.add %255, %256 : tensor<8x128xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %259 = stablehlo.multiply %258, %239 : tensor<8x128x1024xf32>
    %260 = call @_take_3(%229#1, %251) : (tensor<1xi32>, tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %261 = call @take_along_axis_4(%228#1, %260) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %262 = stablehlo.add %259, %261 : tensor<8x128x1024xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %264 = stablehlo.dot_general %263, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %265 = stablehlo.transpose %264, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %266 = stablehlo.dot_general %263, %224, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %267 = stablehlo.transpose %265, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %268 = stablehlo.multiply %211, %266 : tensor<8x128x256xf32>
    %269 = stablehlo.multiply %266, %222 : tensor<8x128x256xf32>
    %270 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<8x128x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %273 = stablehlo.reshape %272 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %274 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %275 = stablehlo.multiply %268, %274 : tensor<8x128x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %278 = stablehlo.reshape %273 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %279 = sdy.sharding_constraint %278 <@mesh, [{}]> : tensor<256xf32>
    %280 = stablehlo.multiply %277, %217 : tensor<8x128x1xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_54 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x128xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %285 = stablehlo.multiply %284, %203 : tensor<8x128x256xf32>
    %286 = stablehlo.add %269, %285 : tensor<8x128x256xf32>
    %287 = sdy.sharding_constraint %286 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %288 = stablehlo.dot_general %287, %196, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %290 = stablehlo.dot_general %287, %197, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %291 = sdy.sharding_constraint %289 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %292 = sdy.sharding_constraint %290 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %293 = call @silu_5(%195#1, %195#2, %194, %292) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %294 = stablehlo.dot_general %293, %192, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %296 = stablehlo.dot_general %293, %193, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %297 = sdy.sharding_constraint %295 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %298 = stablehlo.multiply %180, %296 : tensor<8x128x256xf32>
    %299 = stablehlo.multiply %296, %191 : tensor<8x128x256xf32>
    %300 = stablehlo.add %287, %299 : tensor<8x128x256xf32>
    %301 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %302 = stablehlo.multiply %301, %298 : tensor<8x128x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %304 = stablehlo.reshape %303 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %305 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %306 = stablehlo.multiply %298, %305 : tensor<8x128x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %308 = stablehlo.reshape %307 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %309 = stablehlo.reshape %304 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{}]> : tensor<256xf32>
    %311 = stablehlo.multiply %308, %186 : tensor<8x128x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %314 = stablehlo.divide %312, %313 : tensor<8x128xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %316 = stablehlo.multiply %315, %172 : tensor<8x128x256xf32>
    %317 = stablehlo.add %300, %316 : tensor<8x128x256xf32>
    %318 = sdy.sharding_constraint %317 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %319 = stablehlo.dot_general %318, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %320 = stablehlo.transpose %319, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %321 = stablehlo.dot_general %318, %166, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %322 = sdy.sharding_constraint %320 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %323 = stablehlo.reshape %321 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %324 = stablehlo.transpose %323, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %325 = stablehlo.dot_general %324, %133, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %326 = stablehlo.dot_general %324, %159, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %327 = stablehlo.transpose %326, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %328 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %329 = stablehlo.multiply %325, %328 : tensor<8x4x128x128xf32>
    %330 = stablehlo.multiply %329, %155 : tensor<8x4x128x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %333 = stablehlo.negate %332 : tensor<8x4x128x1xf32>
    %334 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %335 = stablehlo.divide %325, %334 : tensor<8x4x128x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%333 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %338 = stablehlo.add %335, %337 : tensor<8x4x128x128xf32>
    %339 = stablehlo.multiply %338, %155 : tensor<8x4x128x128xf32>
    %340 = call @_where_6(%148#1, %339) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %341 = stablehlo.dot_general %340, %146, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %342 = stablehlo.transpose %341, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %343 = stablehlo.dot_general %340, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %344 = stablehlo.transpose %343, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %345 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %346 = stablehlo.divide %344, %345 : tensor<8x128x4x64xf32>
    %347 = stablehlo.reshape %327 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %348 = stablehlo.dot_general %347, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %349 = stablehlo.transpose %348, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %350 = stablehlo.dot_general %347, %131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %351 = sdy.sharding_constraint %349 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %352 = stablehlo.reshape %342 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %353 = stablehlo.dot_general %352, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %355 = stablehlo.dot_general %352, %128, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %356 = stablehlo.add %350, %355 : tensor<8x128x256xf32>
    %357 = sdy.sharding_constraint %354 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %358 = stablehlo.reshape %346 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %359 = stablehlo.dot_general %358, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %360 = stablehlo.transpose %359, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %361 = stablehlo.dot_general %358, %125, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %362 = stablehlo.add %356, %361 : tensor<8x128x256xf32>
    %363 = sdy.sharding_constraint %360 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %364 = stablehlo.multiply %112, %362 : tensor<8x128x256xf32>
    %365 = stablehlo.multiply %362, %123 : tensor<8x128x256xf32>
    %366 = stablehlo.add %318, %365 : tensor<8x128x256xf32>
    %367 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %368 = stablehlo.multiply %367, %364 : tensor<8x128x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %370 = stablehlo.reshape %369 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %371 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %372 = stablehlo.multiply %364, %371 : tensor<8x128x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %375 = stablehlo.reshape %370 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %376 = sdy.sharding_constraint %375 <@mesh, [{}]> : tensor<256xf32>
    %377 = stablehlo.multiply %374, %118 : tensor<8x128x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%377 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8x128xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %382 = stablehlo.multiply %381, %104 : tensor<8x128x256xf32>
    %383 = stablehlo.add %366, %382 : tensor<8x128x256xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %385 = stablehlo.dot_general %384, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %386 = stablehlo.transpose %385, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %387 = stablehlo.dot_general %384, %98, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %388 = sdy.sharding_constraint %386 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %389 = sdy.sharding_constraint %387 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %390 = call @silu_5(%96#1, %96#2, %95, %389) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %391 = stablehlo.dot_general %390, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %392 = stablehlo.transpose %391, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %393 = stablehlo.dot_general %390, %94, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %394 = sdy.sharding_constraint %392 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %395 = stablehlo.multiply %81, %393 : tensor<8x128x256xf32>
    %396 = stablehlo.multiply %393, %92 : tensor<8x128x256xf32>
    %397 = stablehlo.add %384, %396 : tensor<8x128x256xf32>
    %398 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %399 = stablehlo.multiply %398, %395 : tensor<8x128x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %401 = stablehlo.reshape %400 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %402 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %403 = stablehlo.multiply %395, %402 : tensor<8x128x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %406 = stablehlo.reshape %401 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %407 = sdy.sharding_constraint %406 <@mesh, [{}]> : tensor<256xf32>
    %408 = stablehlo.multiply %405, %87 : tensor<8x128x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_68 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %411 = stablehlo.divide %409, %410 : tensor<8x128xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %413 = stablehlo.multiply %412, %73 : tensor<8x128x256xf32>
    %414 = stablehlo.add %397, %413 : tensor<8x128x256xf32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %416 = stablehlo.dot_general %415, %66, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %418 = stablehlo.dot_general %415, %67, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %419 = sdy.sharding_constraint %417 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %420 = stablehlo.reshape %418 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %421 = stablehlo.transpose %420, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %422 = stablehlo.dot_general %421, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %423 = stablehlo.dot_general %421, %60, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %424 = stablehlo.transpose %423, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %425 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %426 = stablehlo.multiply %422, %425 : tensor<8x4x128x128xf32>
    %427 = stablehlo.multiply %426, %56 : tensor<8x4x128x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %430 = stablehlo.negate %429 : tensor<8x4x128x1xf32>
    %431 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %432 = stablehlo.divide %422, %431 : tensor<8x4x128x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%430 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %435 = stablehlo.add %432, %434 : tensor<8x4x128x128xf32>
    %436 = stablehlo.multiply %435, %56 : tensor<8x4x128x128xf32>
    %437 = call @_where_6(%49#1, %436) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %438 = stablehlo.dot_general %437, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %440 = stablehlo.dot_general %437, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %442 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %443 = stablehlo.divide %441, %442 : tensor<8x128x4x64xf32>
    %444 = stablehlo.reshape %424 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %445 = stablehlo.dot_general %444, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %446 = stablehlo.transpose %445, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %447 = stablehlo.dot_general %444, %32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %448 = sdy.sharding_constraint %446 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %449 = stablehlo.reshape %439 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %450 = stablehlo.dot_general %449, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %451 = stablehlo.transpose %450, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %452 = stablehlo.dot_general %449, %29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %453 = stablehlo.add %447, %452 : tensor<8x128x256xf32>
    %454 = sdy.sharding_constraint %451 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %455 = stablehlo.reshape %443 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %456 = stablehlo.dot_general %455, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %457 = stablehlo.transpose %456, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %458 = stablehlo.dot_general %455, %26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %459 = stablehlo.add %453, %458 : tensor<8x128x256xf32>
    %460 = sdy.sharding_constraint %457 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %461 = stablehlo.multiply %13, %459 : tensor<8x128x256xf32>
    %462 = stablehlo.multiply %459, %24 : tensor<8x128x256xf32>
    %463 = stablehlo.add %415, %462 : tensor<8x128x256xf32>
    %464 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %465 = stablehlo.multiply %464, %461 : tensor<8x128x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %467 = stablehlo.reshape %466 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %468 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %469 = stablehlo.multiply %461, %468 : tensor<8x128x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %472 = stablehlo.reshape %467 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %473 = sdy.sharding_constraint %472 <@mesh, [{}]> : tensor<256xf32>
    %474 = stablehlo.multiply %471, %19 : tensor<8x128x1xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_74 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %477 = stablehlo.divide %475, %476 : tensor<8x128xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %479 = stablehlo.multiply %478, %5 : tensor<8x128x256xf32>
    %480 = stablehlo.add %463, %479 : tensor<8x128x256xf32>
    %481 = sdy.sharding_constraint %480 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %482 = call @_take_7(%1#1, %481) : (tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %483 = stablehlo.add %267, %482 : tensor<1024x256xf32>
    %484 = sdy.sharding_constraint %483 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %486 = stablehlo.multiply %485, %394 : tensor<256x1024xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %488 = stablehlo.multiply %487, %arg20 : tensor<256x1024xf32>
    %489 = stablehlo.add %486, %488 : tensor<256x1024xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %491 = stablehlo.multiply %490, %388 : tensor<1024x256xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %493 = stablehlo.multiply %492, %arg21 : tensor<1024x256xf32>
    %494 = stablehlo.add %491, %493 : tensor<1024x256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %496 = stablehlo.multiply %495, %473 : tensor<256xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %498 = stablehlo.multiply %497, %arg22 : tensor<256xf32>
    %499 = stablehlo.add %496, %498 : tensor<256xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %501 = stablehlo.multiply %500, %407 : tensor<256xf32>
    %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %503 = stablehlo.multiply %502, %arg23 : tensor<256xf32>
    %504 = stablehlo.add %501, %503 : tensor<256xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %506 = stablehlo.multiply %505, %454 : tensor<256x256xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %508 = stablehlo.multiply %507, %arg24 : tensor<256x256xf32>
    %509 = stablehlo.add %506, %508 : tensor<256x256xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %511 = stablehlo.multiply %510, %419 : tensor<256x256xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %513 = stablehlo.multiply %512, %arg25 : tensor<256x256xf32>
    %514 = stablehlo.add %511, %513 : tensor<256x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %516 = stablehlo.multiply %515, %460 : tensor<256x256xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %518 = stablehlo.multiply %517, %arg26 : tensor<256x256xf32>
    %519 = stablehlo.add %516, %518 : tensor<256x256xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %521 = stablehlo.multiply %520, %448 : tensor<256x256xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %523 = stablehlo.multiply %522, %arg27 : tensor<256x256xf32>
    %524 = stablehlo.add %521, %523 : tensor<256x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %526 = stablehlo.multiply %525, %297 : tensor<256x1024xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %528 = stablehlo.multiply %527, %arg28 : tensor<256x1024xf32>
    %529 = stablehlo.add %526, %528 : tensor<256x1024xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %531 = stablehlo.multiply %530, %291 : tensor<1024x256xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %533 = stablehlo.multiply %532, %arg29 : tensor<1024x256xf32>
    %534 = stablehlo.add %531, %533 : tensor<1024x256xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %536 = stablehlo.multiply %535, %376 : tensor<256xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %538 = stablehlo.multiply %537, %arg30 : tensor<256xf32>
    %539 = stablehlo.add %536, %538 : tensor<256xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %541 = stablehlo.multiply %540, %310 : tensor<256xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %543 = stablehlo.multiply %542, %arg31 : tensor<256xf32>
    %544 = stablehlo.add %541, %543 : tensor<256xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %546 = stablehlo.multiply %545, %357 : tensor<256x256xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %548 = stablehlo.multiply %547, %arg32 : tensor<256x256xf32>
    %549 = stablehlo.add %546, %548 : tensor<256x256xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %551 = stablehlo.multiply %550, %322 : tensor<256x256xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %553 = stablehlo.multiply %552, %arg33 : tensor<256x256xf32>
    %554 = stablehlo.add %551, %553 : tensor<256x256xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %556 = stablehlo.multiply %555, %363 : tensor<256x256xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %558 = stablehlo.multiply %557, %arg34 : tensor<256x256xf32>
    %559 = stablehlo.add %556, %558 : tensor<256x256xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %561 = stablehlo.multiply %560, %351 : tensor<256x256xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %563 = stablehlo.multiply %562, %arg35 : tensor<256x256xf32>
    %564 = stablehlo.add %561, %563 : tensor<256x256xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %566 = stablehlo.multiply %565, %484 : tensor<1024x256xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %568 = stablehlo.multiply %567, %arg36 : tensor<1024x256xf32>
    %569 = stablehlo.add %566, %568 : tensor<1024x256xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %571 = stablehlo.multiply %570, %279 : tensor<256xf32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %573 = stablehlo.multiply %572, %arg37 : tensor<256xf32>
    %574 = stablehlo.add %571, %573 : tensor<256xf32>
    %575 = stablehlo.multiply %394, %394 : tensor<256x1024xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %577 = stablehlo.multiply %576, %575 : tensor<256x1024xf32>
    %cst_112 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %579 = stablehlo.multiply %578, %arg38 : tensor<256x1024xf32>
    %580 = stablehlo.add %577, %579 : tensor<256x1024xf32>
    %581 = stablehlo.multiply %388, %388 : tensor<1024x256xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %583 = stablehlo.multiply %582, %581 : tensor<1024x256xf32>
    %cst_114 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %585 = stablehlo.multiply %584, %arg39 : tensor<1024x256xf32>
    %586 = stablehlo.add %583, %585 : tensor<1024x256xf32>
    %587 = stablehlo.multiply %473, %473 : tensor<256xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %589 = stablehlo.multiply %588, %587 : tensor<256xf32>
    %cst_116 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %591 = stablehlo.multiply %590, %arg40 : tensor<256xf32>
    %592 = stablehlo.add %589, %591 : tensor<256xf32>
    %593 = stablehlo.multiply %407, %407 : tensor<256xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %595 = stablehlo.multiply %594, %593 : tensor<256xf32>
    %cst_118 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %597 = stablehlo.multiply %596, %arg41 : tensor<256xf32>
    %598 = stablehlo.add %595, %597 : tensor<256xf32>
    %599 = stablehlo.multiply %454, %454 : tensor<256x256xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %601 = stablehlo.multiply %600, %599 : tensor<256x256xf32>
    %cst_120 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %603 = stablehlo.multiply %602, %arg42 : tensor<256x256xf32>
    %604 = stablehlo.add %601, %603 : tensor<256x256xf32>
    %605 = stablehlo.multiply %419, %419 : tensor<256x256xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %607 = stablehlo.multiply %606, %605 : tensor<256x256xf32>
    %cst_122 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %609 = stablehlo.multiply %608, %arg43 : tensor<256x256xf32>
    %610 = stablehlo.add %607, %609 : tensor<256x256xf32>
    %611 = stablehlo.multiply %460, %460 : tensor<256x256xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %613 = stablehlo.multiply %612, %611 : tensor<256x256xf32>
    %cst_124 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %615 = stablehlo.multiply %614, %arg44 : tensor<256x256xf32>
    %616 = stablehlo.add %613, %615 : tensor<256x256xf32>
    %617 = stablehlo.multiply %448, %448 : tensor<256x256xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %619 = stablehlo.multiply %618, %617 : tensor<256x256xf32>
    %cst_126 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %621 = stablehlo.multiply %620, %arg45 : tensor<256x256xf32>
    %622 = stablehlo.add %619, %621 : tensor<256x256xf32>
    %623 = stablehlo.multiply %297, %297 : tensor<256x1024xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %625 = stablehlo.multiply %624, %623 : tensor<256x1024xf32>
    %cst_128 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %627 = stablehlo.multiply %626, %arg46 : tensor<256x1024xf32>
    %628 = stablehlo.add %625, %627 : tensor<256x1024xf32>
    %629 = stablehlo.multiply %291, %291 : tensor<1024x256xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %631 = stablehlo.multiply %630, %629 : tensor<1024x256xf32>
    %cst_130 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %633 = stablehlo.multiply %632, %arg47 : tensor<1024x256xf32>
    %634 = stablehlo.add %631, %633 : tensor<1024x256xf32>
    %635 = stablehlo.multiply %376, %376 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %637 = stablehlo.multiply %636, %635 : tensor<256xf32>
    %cst_132 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %639 = stablehlo.multiply %638, %arg48 : tensor<256xf32>
    %640 = stablehlo.add %637, %639 : tensor<256xf32>
    %641 = stablehlo.multiply %310, %310 : tensor<256xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %643 = stablehlo.multiply %642, %641 : tensor<256xf32>
    %cst_134 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %645 = stablehlo.multiply %644, %arg49 : tensor<256xf32>
    %646 = stablehlo.add %643, %645 : tensor<256xf32>
    %647 = stablehlo.multiply %357, %357 : tensor<256x256xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %649 = stablehlo.multiply %648, %647 : tensor<256x256xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %651 = stablehlo.multiply %650, %arg50 : tensor<256x256xf32>
    %652 = stablehlo.add %649, %651 : tensor<256x256xf32>
    %653 = stablehlo.multiply %322, %322 : tensor<256x256xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %655 = stablehlo.multiply %654, %653 : tensor<256x256xf32>
    %cst_138 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %657 = stablehlo.multiply %656, %arg51 : tensor<256x256xf32>
    %658 = stablehlo.add %655, %657 : tensor<256x256xf32>
    %659 = stablehlo.multiply %363, %363 : tensor<256x256xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %661 = stablehlo.multiply %660, %659 : tensor<256x256xf32>
    %cst_140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %663 = stablehlo.multiply %662, %arg52 : tensor<256x256xf32>
    %664 = stablehlo.add %661, %663 : tensor<256x256xf32>
    %665 = stablehlo.multiply %351, %351 : tensor<256x256xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %667 = stablehlo.multiply %666, %665 : tensor<256x256xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %669 = stablehlo.multiply %668, %arg53 : tensor<256x256xf32>
    %670 = stablehlo.add %667, %669 : tensor<256x256xf32>
    %671 = stablehlo.multiply %484, %484 : tensor<1024x256xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %673 = stablehlo.multiply %672, %671 : tensor<1024x256xf32>
    %cst_144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %675 = stablehlo.multiply %674, %arg54 : tensor<1024x256xf32>
    %676 = stablehlo.add %673, %675 : tensor<1024x256xf32>
    %677 = stablehlo.multiply %279, %279 : tensor<256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %679 = stablehlo.multiply %678, %677 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %681 = stablehlo.multiply %680, %arg55 : tensor<256xf32>
    %682 = stablehlo.add %679, %681 : tensor<256xf32>
    %c_147 = stablehlo.constant dense<2147483647> : tensor<i32>
    %683 = stablehlo.compare LT, %arg19, %c_147, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_148 = stablehlo.constant dense<1> : tensor<i32>
    %684 = stablehlo.add %arg19, %c_148 : tensor<i32>
    %c_149 = stablehlo.constant dense<2147483647> : tensor<i32>
    %685 = call @_where_8(%683, %684, %c_149) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %686 = stablehlo.convert %685 : (tensor<i32>) -> tensor<f32>
    %687 = stablehlo.power %cst_150, %686 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %688 = stablehlo.subtract %cst_151, %687 : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %690 = stablehlo.divide %489, %689 : tensor<256x1024xf32>
    %691 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %692 = stablehlo.divide %494, %691 : tensor<1024x256xf32>
    %693 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %694 = stablehlo.divide %499, %693 : tensor<256xf32>
    %695 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %696 = stablehlo.divide %504, %695 : tensor<256xf32>
    %697 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %698 = stablehlo.divide %509, %697 : tensor<256x256xf32>
    %699 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %700 = stablehlo.divide %514, %699 : tensor<256x256xf32>
    %701 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %702 = stablehlo.divide %519, %701 : tensor<256x256xf32>
    %703 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %704 = stablehlo.divide %524, %703 : tensor<256x256xf32>
    %705 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %706 = stablehlo.divide %529, %705 : tensor<256x1024xf32>
    %707 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %708 = stablehlo.divide %534, %707 : tensor<1024x256xf32>
    %709 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %710 = stablehlo.divide %539, %709 : tensor<256xf32>
    %711 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %712 = stablehlo.divide %544, %711 : tensor<256xf32>
    %713 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %714 = stablehlo.divide %549, %713 : tensor<256x256xf32>
    %715 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %716 = stablehlo.divide %554, %715 : tensor<256x256xf32>
    %717 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %718 = stablehlo.divide %559, %717 : tensor<256x256xf32>
    %719 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %720 = stablehlo.divide %564, %719 : tensor<256x256xf32>
    %721 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %722 = stablehlo.divide %569, %721 : tensor<1024x256xf32>
    %723 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %724 = stablehlo.divide %574, %723 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %725 = stablehlo.convert %685 : (tensor<i32>) -> tensor<f32>
    %726 = stablehlo.power %cst_152, %725 : tensor<f32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %727 = stablehlo.subtract %cst_153, %726 : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %729 = stablehlo.divide %580, %728 : tensor<256x1024xf32>
    %730 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %731 = stablehlo.divide %586, %730 : tensor<1024x256xf32>
    %732 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %733 = stablehlo.divide %592, %732 : tensor<256xf32>
    %734 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %735 = stablehlo.divide %598, %734 : tensor<256xf32>
    %736 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %737 = stablehlo.divide %604, %736 : tensor<256x256xf32>
    %738 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %739 = stablehlo.divide %610, %738 : tensor<256x256xf32>
    %740 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %741 = stablehlo.divide %616, %740 : tensor<256x256xf32>
    %742 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %743 = stablehlo.divide %622, %742 : tensor<256x256xf32>
    %744 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %745 = stablehlo.divide %628, %744 : tensor<256x1024xf32>
    %746 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %747 = stablehlo.divide %634, %746 : tensor<1024x256xf32>
    %748 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %749 = stablehlo.divide %640, %748 : tensor<256xf32>
    %750 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %751 = stablehlo.divide %646, %750 : tensor<256xf32>
    %752 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %753 = stablehlo.divide %652, %752 : tensor<256x256xf32>
    %754 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %755 = stablehlo.divide %658, %754 : tensor<256x256xf32>
    %756 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %757 = stablehlo.divide %664, %756 : tensor<256x256xf32>
    %758 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %759 = stablehlo.divide %670, %758 : tensor<256x256xf32>
    %760 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %761 = stablehlo.divide %676, %760 : tensor<1024x256xf32>
    %762 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %763 = stablehlo.divide %682, %762 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %765 = stablehlo.add %729, %764 : tensor<256x1024xf32>
    %766 = stablehlo.sqrt %765 : tensor<256x1024xf32>
    %cst_155 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %768 = stablehlo.add %766, %767 : tensor<256x1024xf32>
    %769 = stablehlo.divide %690, %768 : tensor<256x1024xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %771 = stablehlo.add %731, %770 : tensor<1024x256xf32>
    %772 = stablehlo.sqrt %771 : tensor<1024x256xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %774 = stablehlo.add %772, %773 : tensor<1024x256xf32>
    %775 = stablehlo.divide %692, %774 : tensor<1024x256xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %777 = stablehlo.add %733, %776 : tensor<256xf32>
    %778 = stablehlo.sqrt %777 : tensor<256xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %780 = stablehlo.add %778, %779 : tensor<256xf32>
    %781 = stablehlo.divide %694, %780 : tensor<256xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %783 = stablehlo.add %735, %782 : tensor<256xf32>
    %784 = stablehlo.sqrt %783 : tensor<256xf32>
    %cst_161 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %786 = stablehlo.add %784, %785 : tensor<256xf32>
    %787 = stablehlo.divide %696, %786 : tensor<256xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %789 = stablehlo.add %737, %788 : tensor<256x256xf32>
    %790 = stablehlo.sqrt %789 : tensor<256x256xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %792 = stablehlo.add %790, %791 : tensor<256x256xf32>
    %793 = stablehlo.divide %698, %792 : tensor<256x256xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %795 = stablehlo.add %739, %794 : tensor<256x256xf32>
    %796 = stablehlo.sqrt %795 : tensor<256x256xf32>
    %cst_165 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %798 = stablehlo.add %796, %797 : tensor<256x256xf32>
    %799 = stablehlo.divide %700, %798 : tensor<256x256xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %801 = stablehlo.add %741, %800 : tensor<256x256xf32>
    %802 = stablehlo.sqrt %801 : tensor<256x256xf32>
    %cst_167 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %804 = stablehlo.add %802, %803 : tensor<256x256xf32>
    %805 = stablehlo.divide %702, %804 : tensor<256x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %807 = stablehlo.add %743, %806 : tensor<256x256xf32>
    %808 = stablehlo.sqrt %807 : tensor<256x256xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %810 = stablehlo.add %808, %809 : tensor<256x256xf32>
    %811 = stablehlo.divide %704, %810 : tensor<256x256xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %813 = stablehlo.add %745, %812 : tensor<256x1024xf32>
    %814 = stablehlo.sqrt %813 : tensor<256x1024xf32>
    %cst_171 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %816 = stablehlo.add %814, %815 : tensor<256x1024xf32>
    %817 = stablehlo.divide %706, %816 : tensor<256x1024xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %819 = stablehlo.add %747, %818 : tensor<1024x256xf32>
    %820 = stablehlo.sqrt %819 : tensor<1024x256xf32>
    %cst_173 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %822 = stablehlo.add %820, %821 : tensor<1024x256xf32>
    %823 = stablehlo.divide %708, %822 : tensor<1024x256xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %825 = stablehlo.add %749, %824 : tensor<256xf32>
    %826 = stablehlo.sqrt %825 : tensor<256xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %828 = stablehlo.add %826, %827 : tensor<256xf32>
    %829 = stablehlo.divide %710, %828 : tensor<256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %831 = stablehlo.add %751, %830 : tensor<256xf32>
    %832 = stablehlo.sqrt %831 : tensor<256xf32>
    %cst_177 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %834 = stablehlo.add %832, %833 : tensor<256xf32>
    %835 = stablehlo.divide %712, %834 : tensor<256xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %837 = stablehlo.add %753, %836 : tensor<256x256xf32>
    %838 = stablehlo.sqrt %837 : tensor<256x256xf32>
    %cst_179 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %840 = stablehlo.add %838, %839 : tensor<256x256xf32>
    %841 = stablehlo.divide %714, %840 : tensor<256x256xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %843 = stablehlo.add %755, %842 : tensor<256x256xf32>
    %844 = stablehlo.sqrt %843 : tensor<256x256xf32>
    %cst_181 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %846 = stablehlo.add %844, %845 : tensor<256x256xf32>
    %847 = stablehlo.divide %716, %846 : tensor<256x256xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %849 = stablehlo.add %757, %848 : tensor<256x256xf32>
    %850 = stablehlo.sqrt %849 : tensor<256x256xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %852 = stablehlo.add %850, %851 : tensor<256x256xf32>
    %853 = stablehlo.divide %718, %852 : tensor<256x256xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %855 = stablehlo.add %759, %854 : tensor<256x256xf32>
    %856 = stablehlo.sqrt %855 : tensor<256x256xf32>
    %cst_185 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %858 = stablehlo.add %856, %857 : tensor<256x256xf32>
    %859 = stablehlo.divide %720, %858 : tensor<256x256xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %861 = stablehlo.add %761, %860 : tensor<1024x256xf32>
    %862 = stablehlo.sqrt %861 : tensor<1024x256xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %864 = stablehlo.add %862, %863 : tensor<1024x256xf32>
    %865 = stablehlo.divide %722, %864 : tensor<1024x256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %867 = stablehlo.add %763, %866 : tensor<256xf32>
    %868 = stablehlo.sqrt %867 : tensor<256xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %870 = stablehlo.add %868, %869 : tensor<256xf32>
    %871 = stablehlo.divide %724, %870 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %873 = stablehlo.multiply %872, %arg1 : tensor<256x1024xf32>
    %874 = stablehlo.add %769, %873 : tensor<256x1024xf32>
    %cst_191 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %876 = stablehlo.multiply %875, %arg2 : tensor<1024x256xf32>
    %877 = stablehlo.add %775, %876 : tensor<1024x256xf32>
    %cst_192 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %879 = stablehlo.multiply %878, %arg3 : tensor<256xf32>
    %880 = stablehlo.add %781, %879 : tensor<256xf32>
    %cst_193 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %882 = stablehlo.multiply %881, %arg4 : tensor<256xf32>
    %883 = stablehlo.add %787, %882 : tensor<256xf32>
    %cst_194 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %885 = stablehlo.multiply %884, %arg5 : tensor<256x256xf32>
    %886 = stablehlo.add %793, %885 : tensor<256x256xf32>
    %cst_195 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %888 = stablehlo.multiply %887, %arg6 : tensor<256x256xf32>
    %889 = stablehlo.add %799, %888 : tensor<256x256xf32>
    %cst_196 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %891 = stablehlo.multiply %890, %arg7 : tensor<256x256xf32>
    %892 = stablehlo.add %805, %891 : tensor<256x256xf32>
    %cst_197 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %894 = stablehlo.multiply %893, %arg8 : tensor<256x256xf32>
    %895 = stablehlo.add %811, %894 : tensor<256x256xf32>
    %cst_198 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %897 = stablehlo.multiply %896, %arg9 : tensor<256x1024xf32>
    %898 = stablehlo.add %817, %897 : tensor<256x1024xf32>
    %cst_199 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %900 = stablehlo.multiply %899, %arg10 : tensor<1024x256xf32>
    %901 = stablehlo.add %823, %900 : tensor<1024x256xf32>
    %cst_200 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %903 = stablehlo.multiply %902, %arg11 : tensor<256xf32>
    %904 = stablehlo.add %829, %903 : tensor<256xf32>
    %cst_201 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %906 = stablehlo.multiply %905, %arg12 : tensor<256xf32>
    %907 = stablehlo.add %835, %906 : tensor<256xf32>
    %cst_202 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %909 = stablehlo.multiply %908, %arg13 : tensor<256x256xf32>
    %910 = stablehlo.add %841, %909 : tensor<256x256xf32>
    %cst_203 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %912 = stablehlo.multiply %911, %arg14 : tensor<256x256xf32>
    %913 = stablehlo.add %847, %912 : tensor<256x256xf32>
    %cst_204 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %915 = stablehlo.multiply %914, %arg15 : tensor<256x256xf32>
    %916 = stablehlo.add %853, %915 : tensor<256x256xf32>
    %cst_205 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %918 = stablehlo.multiply %917, %arg16 : tensor<256x256xf32>
    %919 = stablehlo.add %859, %918 : tensor<256x256xf32>
    %cst_206 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %921 = stablehlo.multiply %920, %arg17 : tensor<1024x256xf32>
    %922 = stablehlo.add %865, %921 : tensor<1024x256xf32>
    %cst_207 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %924 = stablehlo.multiply %923, %arg18 : tensor<256xf32>
    %925 = stablehlo.add %871, %924 : tensor<256xf32>
    %cst_208 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %927 = stablehlo.multiply %926, %874 : tensor<256x1024xf32>
    %cst_209 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %929 = stablehlo.multiply %928, %877 : tensor<1024x256xf32>
    %cst_210 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %931 = stablehlo.multiply %930, %880 : tensor<256xf32>
    %cst_211 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %933 = stablehlo.multiply %932, %883 : tensor<256xf32>
    %cst_212 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %935 = stablehlo.multiply %934, %886 : tensor<256x256xf32>
    %cst_213 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %937 = stablehlo.multiply %936, %889 : tensor<256x256xf32>
    %cst_214 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %939 = stablehlo.multiply %938, %892 : tensor<256x256xf32>
    %cst_215 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %941 = stablehlo.multiply %940, %895 : tensor<256x256xf32>
    %cst_216 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %943 = stablehlo.multiply %942, %898 : tensor<256x1024xf32>
    %cst_217 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %945 = stablehlo.multiply %944, %901 : tensor<1024x256xf32>
    %cst_218 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %947 = stablehlo.multiply %946, %904 : tensor<256xf32>
    %cst_219 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %949 = stablehlo.multiply %948, %907 : tensor<256xf32>
    %cst_220 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %951 = stablehlo.multiply %950, %910 : tensor<256x256xf32>
    %cst_221 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %953 = stablehlo.multiply %952, %913 : tensor<256x256xf32>
    %cst_222 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %955 = stablehlo.multiply %954, %916 : tensor<256x256xf32>
    %cst_223 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %957 = stablehlo.multiply %956, %919 : tensor<256x256xf32>
    %cst_224 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %959 = stablehlo.multiply %958, %922 : tensor<1024x256xf32>
    %cst_225 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %961 = stablehlo.multiply %960, %925 : tensor<256xf32>
    %962 = stablehlo.add %arg1, %927 : tensor<256x1024xf32>
    %963 = stablehlo.add %arg2, %929 : tensor<1024x256xf32>
    %964 = stablehlo.add %arg3, %931 : tensor<256xf32>
    %965 = stablehlo.add %arg4, %933 : tensor<256xf32>
    %966 = stablehlo.add %arg5, %935 : tensor<256x256xf32>
    %967 = stablehlo.add %arg6, %937 : tensor<256x256xf32>
    %968 = stablehlo.add %arg7, %939 : tensor<256x256xf32>
    %969 = stablehlo.add %arg8, %941 : tensor<256x256xf32>
    %970 = stablehlo.add %arg9, %943 : tensor<256x1024xf32>
    %971 = stablehlo.add %arg10, %945 : tensor<1024x256xf32>
    %972 = stablehlo.add %arg11, %947 : tensor<256xf32>
    %973 = stablehlo.add %arg12, %949 : tensor<256xf32>
    %974 = stablehlo.add %arg13, %951 : tensor<256x256xf32>
    %975 = stablehlo.add %arg14, %953 : tensor<256x256xf32>
    %976 = stablehlo.add %arg15, %955 : tensor<256x256xf32>
    %977 = stablehlo.add %arg16, %957 : tensor<256x256xf32>
    %978 = stablehlo.add %arg17, %959 : tensor<1024x256xf32>
    %979 = stablehlo.add %arg18, %961 : tensor<256xf32>
    %c_226 = stablehlo.constant dense<1> : tensor<i32>
    %980 = stablehlo.add %arg0, %c_226 : tensor<i32>
    return %980, %962, %963, %964, %965, %966, %967, %968, %969, %970, %971, %972, %973, %974, %975, %976, %977, %978, %979, %685, %489, %494, %499, %504, %509, %514, %519, %524, %529, %534, %539, %544, %549, %554, %559, %564, %569, %574, %580, %586, %592, %598, %604, %610, %616, %622, %628, %634, %640, %646, %652, %658, %664, %670, %676, %682, %248 : tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x128xi1>, tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x128x1xi1>, tensor<i1>) -> tensor<8x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x128x1xi32>) -> tensor<8x128x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x128xi1>) -> tensor<8x128x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    return %16, %5 : tensor<8x128x256xf32>, tensor<8x128x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x128xi1>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128xi32>) -> tensor<8x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x128xi1>, tensor<8x128xi32>
    return %0 : tensor<8x128xi32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x128x128xf32>, %arg1: tensor<8x4x128x128xf32>, %arg2: tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128x128xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<8x1x128x128xf32>, tensor<8x1x128x128xf32>) -> tensor<8x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<8x1x128x128xi1>) -> tensor<8x4x128x128xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    return %4, %2 : tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>
  }
  func.func private @silu(%arg0: tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x128x1024xf32>
    %1 = stablehlo.exponential %0 : tensor<8x128x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x128x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x128x1024xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x128x1024xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x128x1024xf32>
    return %9, %8, %5 : tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x128x1024xf32>, %arg1: tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x128x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x128x1xi1>, tensor<8x128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x128x1xi32>) -> tensor<8x128x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x128x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x128x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x128x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x128x1x1xi1>, tensor<i1>) -> tensor<8x128x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x1024xf32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x128x1xi1>, tensor<8x128x1xf32>
    return %15, %5 : tensor<8x128x1xf32>, tensor<8x128x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x128x1xf32>, %arg1: tensor<i32>) -> (tensor<8x128xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 128, 1>}> : (tensor<8x128x1xf32>, tensor<1xi32>) -> tensor<8x128xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x128xi1>, tensor<8x128xf32>
    return %13, %3 : tensor<8x128xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x128xf32>) -> tensor<8x128x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x1xf32>, tensor<1xi32>, tensor<8x128xf32>) -> tensor<8x128x1xf32>
    return %1 : tensor<8x128x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x128x1x1xi32>, %arg1: tensor<8x128x1xf32>) -> tensor<8x128x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x1024xf32>, tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    return %1 : tensor<8x128x1024xf32>
  }
  func.func private @silu_5(%arg0: tensor<8x128x1024xf32>, %arg1: tensor<8x128x1024xf32>, %arg2: tensor<8x128x1024xf32>, %arg3: tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x128x1024xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x128x1024xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x128x1024xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x128x1024xf32>
    return %3 : tensor<8x128x1024xf32>
  }
  func.func private @_where_6(%arg0: tensor<8x4x128x128xi1>, %arg1: tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    return %1 : tensor<8x4x128x128xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x128x1xi32>, %arg1: tensor<8x128x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
