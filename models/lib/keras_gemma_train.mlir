module @jit_traced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["batch"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "batch", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 1 : i32}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg2: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 3 : i32}, %arg3: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 4 : i32}, %arg4: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 5 : i32}, %arg5: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 6 : i32}, %arg6: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg7: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg8: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg9: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 10 : i32}, %arg10: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg11: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 12 : i32}, %arg12: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 13 : i32}, %arg13: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 14 : i32}, %arg14: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 15 : i32}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg16: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg17: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 18 : i32}, %arg18: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 19 : i32}, %arg19: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg20: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 21 : i32}, %arg21: tensor<f32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg22: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 23 : i32}, %arg23: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 24 : i32}, %arg24: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg25: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg26: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 27 : i32}, %arg27: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 28 : i32}, %arg28: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 29 : i32}, %arg29: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 30 : i32}, %arg30: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 31 : i32}, %arg31: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 32 : i32}, %arg32: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 33 : i32}, %arg33: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 34 : i32}, %arg34: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg35: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg36: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 37 : i32}, %arg37: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 38 : i32}, %arg38: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 39 : i32}, %arg39: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 40 : i32}, %arg40: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 41 : i32}, %arg41: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 42 : i32}, %arg42: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 43 : i32}, %arg43: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 44 : i32}, %arg44: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 45 : i32}, %arg45: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 46 : i32}, %arg46: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 47 : i32}, %arg47: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 48 : i32}, %arg48: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 49 : i32}, %arg49: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>, tf.aliasing_output = 50 : i32}, %arg50: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 51 : i32}, %arg51: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>, tf.aliasing_output = 52 : i32}, %arg52: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 53 : i32}, %arg53: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 54 : i32}, %arg54: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 55 : i32}, %arg55: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 56 : i32}, %arg56: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 57 : i32}, %arg57: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>, tf.aliasing_output = 58 : i32}, %arg58: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 59 : i32}, %arg59: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>, tf.aliasing_output = 60 : i32}, %arg60: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 61 : i32}, %arg61: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg62: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 22 : i32}, %arg63: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 63 : i32}, %arg64: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, %arg65: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, %arg66: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, %arg67: tensor<8x128xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]['loss']"}, tensor<1024x256xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][4]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0][5]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][0][6]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0][7]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0][8]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0][9]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][0][10]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][11]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][12]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][0][13]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0][14]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][0][15]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0][16]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0][17]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0][18]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][0][19]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<i32> {jax.result_info = "result[1][2][0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[1][2][1]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<1024x256xf32> {jax.result_info = "result[1][2][2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<1024x256xf32> {jax.result_info = "result[1][2][3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][2][4]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][2][5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][6]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][7]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][8]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][9]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][10]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][11]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][2][12]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][2][13]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][2][14]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][2][15]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][16]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][17]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][18]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][19]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][2][20]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][2][21]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][2][22]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][2][23]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][24]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][25]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][26]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][27]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][28]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x256x64xf32> {jax.result_info = "result[1][2][29]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][2][30]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][2][31]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][2][32]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][2][33]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][34]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][35]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][36]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][2][37]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {"model"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][2][38]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][2][39]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"batch"}]>}, tensor<256xf32> {jax.result_info = "result[1][2][40]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][2][41]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1][3][0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[1][3][1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %c = stablehlo.constant dense<[8, 128]> : tensor<2xi32>
    %0:2 = call @_take(%arg0, %arg65) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>)
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %3 = stablehlo.multiply %0#0, %2 : tensor<8x128x256xf32>
    %4 = chlo.square %3 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x128x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x128x1xf32>
    %13 = stablehlo.sqrt %12 : tensor<8x128x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<8x128x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %17 = stablehlo.divide %16, %13 : tensor<8x128x1xf32>
    %18 = stablehlo.multiply %13, %13 : tensor<8x128x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x128x1xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x128x1xf32>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %24 = stablehlo.multiply %3, %23 : tensor<8x128x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.add %25, %arg1 : tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<8x128x256xf32>
    %30 = stablehlo.broadcast_in_dim %arg64, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %31 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %33 = stablehlo.add %31, %32 : tensor<128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %35 = stablehlo.iota dim = 0 : tensor<128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %39 = stablehlo.compare GE, %37, %38, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<128x128xi1>) -> tensor<1x128x128xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x128x128xi1>) -> tensor<8x128x128xi1>
    %42 = stablehlo.convert %41 : (tensor<8x128x128xi1>) -> tensor<8x128x128xi32>
    %43 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %44 = stablehlo.minimum %43, %42 : tensor<8x128x128xi32>
    %45 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %46 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.add %49, %48 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.divide %50, %51 : tensor<32xf32>
    %53 = stablehlo.negate %52 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.power %54, %53 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %57 = stablehlo.divide %55, %56 : tensor<32xf32>
    %58 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %60 = stablehlo.add %58, %59 : tensor<128xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %62 = stablehlo.dot_general %61, %57, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<32xf32>) -> tensor<1x128x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %65 = stablehlo.concatenate %63, %64, dim = 2 : (tensor<1x128x1x32xf32>, tensor<1x128x1x32xf32>) -> tensor<1x128x2x32xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x128x2x32xf32>) -> tensor<1x128x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<1x128x64xf32>) -> tensor<1x128x1x64xf32>
    %68 = stablehlo.cosine %67 : tensor<1x128x1x64xf32>
    %69 = stablehlo.sine %67 : tensor<1x128x1x64xf32>
    %70 = stablehlo.slice %45 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %71 = stablehlo.slice %45 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %72 = stablehlo.negate %71 : tensor<8x128x4x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<8x128x4x1x32xf32>, tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x2x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x64xf32>
    %77 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %78 = stablehlo.multiply %45, %77 : tensor<8x128x4x64xf32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<8x128x4x64xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x128x4x64xf32>
    %82 = stablehlo.slice %81 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %83 = stablehlo.slice %81 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 4 : (tensor<8x128x4x32x1xf32>, tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32x2xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x64xf32>
    %88 = stablehlo.dot_general %29, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %89 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.add %92, %91 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %95 = stablehlo.divide %93, %94 : tensor<32xf32>
    %96 = stablehlo.negate %95 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %98 = stablehlo.power %97, %96 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %100 = stablehlo.divide %98, %99 : tensor<32xf32>
    %101 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %103 = stablehlo.add %101, %102 : tensor<128xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %105 = stablehlo.dot_general %104, %100, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<32xf32>) -> tensor<1x128x32xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 2 : (tensor<1x128x1x32xf32>, tensor<1x128x1x32xf32>) -> tensor<1x128x2x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x128x2x32xf32>) -> tensor<1x128x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<1x128x64xf32>) -> tensor<1x128x1x64xf32>
    %111 = stablehlo.cosine %110 : tensor<1x128x1x64xf32>
    %112 = stablehlo.sine %110 : tensor<1x128x1x64xf32>
    %113 = stablehlo.slice %88 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %114 = stablehlo.slice %88 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %115 = stablehlo.negate %114 : tensor<8x128x4x32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %117 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 3 : (tensor<8x128x4x1x32xf32>, tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x2x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x64xf32>
    %120 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %121 = stablehlo.multiply %88, %120 : tensor<8x128x4x64xf32>
    %122 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<8x128x4x64xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x128x4x64xf32>
    %125 = stablehlo.slice %124 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %126 = stablehlo.slice %124 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %129 = stablehlo.concatenate %127, %128, dim = 4 : (tensor<8x128x4x32x1xf32>, tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32x2xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x64xf32>
    %131 = stablehlo.dot_general %29, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_22 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %133 = stablehlo.multiply %87, %132 : tensor<8x128x4x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %135 = stablehlo.dot_general %130, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x128x1xf32>
    %136 = stablehlo.transpose %135, dims = [0, 1, 4, 3, 2] : (tensor<8x4x128x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %137 = stablehlo.broadcast_in_dim %44, dims = [0, 3, 4] : (tensor<8x128x128xi32>) -> tensor<8x1x1x128x128xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x1x1x128x128xi32>
    %139 = stablehlo.compare GT, %137, %138, SIGNED : (tensor<8x1x1x128x128xi32>, tensor<8x1x1x128x128xi32>) -> tensor<8x1x1x128x128xi1>
    %cst_24 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %140:2 = call @_where_0(%139, %136, %cst_24) : (tensor<8x1x1x128x128xi1>, tensor<8x4x1x128x128xf32>, tensor<f32>) -> (tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>)
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140#0 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x1x128xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<8x4x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %146 = stablehlo.subtract %140#0, %145 : tensor<8x4x1x128x128xf32>
    %147 = stablehlo.exponential %146 : tensor<8x4x1x128x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %151 = stablehlo.divide %147, %150 : tensor<8x4x1x128x128xf32>
    %152 = stablehlo.multiply %149, %149 : tensor<8x4x1x128x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x4x1x128x1xf32>
    %154 = stablehlo.divide %153, %152 : tensor<8x4x1x128x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155:2 = call @_where_0(%139, %151, %cst_29) : (tensor<8x1x1x128x128xi1>, tensor<8x4x1x128x128xf32>, tensor<f32>) -> (tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>)
    %156 = stablehlo.dot_general %131, %155#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x64x1x128xf32>
    %157 = stablehlo.transpose %156, dims = [0, 4, 1, 3, 2] : (tensor<8x4x64x1x128xf32>) -> tensor<8x128x4x1x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x128x128xi32>
    %160 = stablehlo.compare EQ, %44, %159, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %161 = stablehlo.reduce(%160 init: %c_31) applies stablehlo.and across dimensions = [2] : (tensor<8x128x128xi1>, tensor<i1>) -> tensor<8x128xi1>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x128xi1>) -> tensor<8x128x1xi1>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x128x1xi1>) -> tensor<8x128x1x1xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %165:2 = call @_where_1(%163, %164, %158) : (tensor<8x128x1x1xi1>, tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> (tensor<8x128x4x64xf32>, tensor<8x128x4x64xi1>)
    %166 = stablehlo.dot_general %165#0, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x128x256xf32>
    %167 = stablehlo.add %3, %166 : tensor<8x128x256xf32>
    %168 = chlo.square %167 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %170 = stablehlo.multiply %169, %167 : tensor<8x128x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%168 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_35 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x128x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %176 = stablehlo.add %174, %175 : tensor<8x128x1xf32>
    %177 = stablehlo.sqrt %176 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %179 = stablehlo.divide %178, %177 : tensor<8x128x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %181 = stablehlo.divide %180, %177 : tensor<8x128x1xf32>
    %182 = stablehlo.multiply %177, %177 : tensor<8x128x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %184 = stablehlo.divide %183, %182 : tensor<8x128x1xf32>
    %cst_40 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<8x128x1xf32>
    %187 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<8x128x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %190 = stablehlo.add %189, %arg6 : tensor<256xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<8x128x256xf32>
    %194 = stablehlo.dot_general %193, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %195 = stablehlo.dot_general %193, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %196 = stablehlo.multiply %194, %194 : tensor<8x128x512xf32>
    %197 = stablehlo.multiply %196, %194 : tensor<8x128x512xf32>
    %198 = stablehlo.multiply %194, %194 : tensor<8x128x512xf32>
    %cst_42 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<8x128x512xf32>
    %cst_43 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %202 = stablehlo.multiply %201, %197 : tensor<8x128x512xf32>
    %203 = stablehlo.add %194, %202 : tensor<8x128x512xf32>
    %cst_44 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x128x512xf32>
    %206 = stablehlo.tanh %205 : tensor<8x128x512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %208 = stablehlo.subtract %207, %206 : tensor<8x128x512xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %210 = stablehlo.add %209, %206 : tensor<8x128x512xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x128x512xf32>
    %213 = stablehlo.multiply %194, %212 : tensor<8x128x512xf32>
    %214 = stablehlo.multiply %213, %195 : tensor<8x128x512xf32>
    %215 = stablehlo.dot_general %214, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x256xf32>) -> tensor<8x128x256xf32>
    %216 = stablehlo.add %215, %167 : tensor<8x128x256xf32>
    %217 = chlo.square %216 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %219 = stablehlo.multiply %218, %216 : tensor<8x128x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%217 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x128x1xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %225 = stablehlo.add %223, %224 : tensor<8x128x1xf32>
    %226 = stablehlo.sqrt %225 : tensor<8x128x1xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %228 = stablehlo.divide %227, %226 : tensor<8x128x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %230 = stablehlo.divide %229, %226 : tensor<8x128x1xf32>
    %231 = stablehlo.multiply %226, %226 : tensor<8x128x1xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %233 = stablehlo.divide %232, %231 : tensor<8x128x1xf32>
    %cst_55 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<8x128x1xf32>
    %236 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %237 = stablehlo.multiply %216, %236 : tensor<8x128x256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %239 = stablehlo.add %238, %arg10 : tensor<256xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<8x128x256xf32>
    %243 = stablehlo.broadcast_in_dim %arg64, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %244 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %246 = stablehlo.add %244, %245 : tensor<128xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %248 = stablehlo.iota dim = 0 : tensor<128xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %250 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
    %252 = stablehlo.compare GE, %250, %251, FLOAT : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1, 2] : (tensor<128x128xi1>) -> tensor<1x128x128xi1>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x128x128xi1>) -> tensor<8x128x128xi1>
    %255 = stablehlo.convert %254 : (tensor<8x128x128xi1>) -> tensor<8x128x128xi32>
    %256 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %257 = stablehlo.minimum %256, %255 : tensor<8x128x128xi32>
    %258 = stablehlo.dot_general %242, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %259 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %263 = stablehlo.add %262, %261 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %265 = stablehlo.divide %263, %264 : tensor<32xf32>
    %266 = stablehlo.negate %265 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.power %267, %266 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %270 = stablehlo.divide %268, %269 : tensor<32xf32>
    %271 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %273 = stablehlo.add %271, %272 : tensor<128xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %275 = stablehlo.dot_general %274, %270, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<32xf32>) -> tensor<1x128x32xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %278 = stablehlo.concatenate %276, %277, dim = 2 : (tensor<1x128x1x32xf32>, tensor<1x128x1x32xf32>) -> tensor<1x128x2x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x128x2x32xf32>) -> tensor<1x128x64xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 3] : (tensor<1x128x64xf32>) -> tensor<1x128x1x64xf32>
    %281 = stablehlo.cosine %280 : tensor<1x128x1x64xf32>
    %282 = stablehlo.sine %280 : tensor<1x128x1x64xf32>
    %283 = stablehlo.slice %258 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %284 = stablehlo.slice %258 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %285 = stablehlo.negate %284 : tensor<8x128x4x32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %287 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %288 = stablehlo.concatenate %286, %287, dim = 3 : (tensor<8x128x4x1x32xf32>, tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x2x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x64xf32>
    %290 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %291 = stablehlo.multiply %258, %290 : tensor<8x128x4x64xf32>
    %292 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %293 = stablehlo.multiply %289, %292 : tensor<8x128x4x64xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x128x4x64xf32>
    %295 = stablehlo.slice %294 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %296 = stablehlo.slice %294 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %299 = stablehlo.concatenate %297, %298, dim = 4 : (tensor<8x128x4x32x1xf32>, tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32x2xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x64xf32>
    %301 = stablehlo.dot_general %242, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %302 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %306 = stablehlo.add %305, %304 : tensor<32xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.divide %306, %307 : tensor<32xf32>
    %309 = stablehlo.negate %308 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.power %310, %309 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.divide %311, %312 : tensor<32xf32>
    %314 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %316 = stablehlo.add %314, %315 : tensor<128xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %318 = stablehlo.dot_general %317, %313, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<32xf32>) -> tensor<1x128x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x128x32xf32>) -> tensor<1x128x1x32xf32>
    %321 = stablehlo.concatenate %319, %320, dim = 2 : (tensor<1x128x1x32xf32>, tensor<1x128x1x32xf32>) -> tensor<1x128x2x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<1x128x2x32xf32>) -> tensor<1x128x64xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 3] : (tensor<1x128x64xf32>) -> tensor<1x128x1x64xf32>
    %324 = stablehlo.cosine %323 : tensor<1x128x1x64xf32>
    %325 = stablehlo.sine %323 : tensor<1x128x1x64xf32>
    %326 = stablehlo.slice %301 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %327 = stablehlo.slice %301 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %328 = stablehlo.negate %327 : tensor<8x128x4x32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %330 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 4] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x1x32xf32>
    %331 = stablehlo.concatenate %329, %330, dim = 3 : (tensor<8x128x4x1x32xf32>, tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x2x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x64xf32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %334 = stablehlo.multiply %301, %333 : tensor<8x128x4x64xf32>
    %335 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<8x128x4x64xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x128x4x64xf32>
    %338 = stablehlo.slice %337 [0:8, 0:128, 0:4, 0:32] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %339 = stablehlo.slice %337 [0:8, 0:128, 0:4, 32:64] : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32xf32>
    %340 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %341 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<8x128x4x32xf32>) -> tensor<8x128x4x32x1xf32>
    %342 = stablehlo.concatenate %340, %341, dim = 4 : (tensor<8x128x4x32x1xf32>, tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32x2xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x64xf32>
    %344 = stablehlo.dot_general %242, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x256x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_70 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %346 = stablehlo.multiply %300, %345 : tensor<8x128x4x64xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %348 = stablehlo.dot_general %343, %347, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x128x1xf32>
    %349 = stablehlo.transpose %348, dims = [0, 1, 4, 3, 2] : (tensor<8x4x128x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %350 = stablehlo.broadcast_in_dim %257, dims = [0, 3, 4] : (tensor<8x128x128xi32>) -> tensor<8x1x1x128x128xi32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %351 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8x1x1x128x128xi32>
    %352 = stablehlo.compare GT, %350, %351, SIGNED : (tensor<8x1x1x128x128xi32>, tensor<8x1x1x128x128xi32>) -> tensor<8x1x1x128x128xi1>
    %cst_72 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %353:2 = call @_where_0(%352, %349, %cst_72) : (tensor<8x1x1x128x128xi1>, tensor<8x4x1x128x128xf32>, tensor<f32>) -> (tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>)
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %354 = stablehlo.reduce(%353#0 init: %cst_73) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x4x1x128xf32>
    %356 = stablehlo.maximum %355, %354 : tensor<8x4x1x128xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %359 = stablehlo.subtract %353#0, %358 : tensor<8x4x1x128x128xf32>
    %360 = stablehlo.exponential %359 : tensor<8x4x1x128x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %364 = stablehlo.divide %360, %363 : tensor<8x4x1x128x128xf32>
    %365 = stablehlo.multiply %362, %362 : tensor<8x4x1x128x1xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x4x1x128x1xf32>
    %367 = stablehlo.divide %366, %365 : tensor<8x4x1x128x1xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368:2 = call @_where_0(%352, %364, %cst_77) : (tensor<8x1x1x128x128xi1>, tensor<8x4x1x128x128xf32>, tensor<f32>) -> (tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>)
    %369 = stablehlo.dot_general %344, %368#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x64x1x128xf32>
    %370 = stablehlo.transpose %369, dims = [0, 4, 1, 3, 2] : (tensor<8x4x64x1x128xf32>) -> tensor<8x128x4x1x64xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %372 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<8x128x128xi32>
    %373 = stablehlo.compare EQ, %257, %372, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %c_79 = stablehlo.constant dense<true> : tensor<i1>
    %374 = stablehlo.reduce(%373 init: %c_79) applies stablehlo.and across dimensions = [2] : (tensor<8x128x128xi1>, tensor<i1>) -> tensor<8x128xi1>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<8x128xi1>) -> tensor<8x128x1xi1>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x128x1xi1>) -> tensor<8x128x1x1xi1>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %378:2 = call @_where_1(%376, %377, %371) : (tensor<8x128x1x1xi1>, tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> (tensor<8x128x4x64xf32>, tensor<8x128x4x64xi1>)
    %379 = stablehlo.dot_general %378#0, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x128x256xf32>
    %380 = stablehlo.add %216, %379 : tensor<8x128x256xf32>
    %381 = chlo.square %380 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %383 = stablehlo.multiply %382, %380 : tensor<8x128x256xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%381 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_83 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<8x128x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %389 = stablehlo.add %387, %388 : tensor<8x128x1xf32>
    %390 = stablehlo.sqrt %389 : tensor<8x128x1xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %392 = stablehlo.divide %391, %390 : tensor<8x128x1xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %394 = stablehlo.divide %393, %390 : tensor<8x128x1xf32>
    %395 = stablehlo.multiply %390, %390 : tensor<8x128x1xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %397 = stablehlo.divide %396, %395 : tensor<8x128x1xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<8x128x1xf32>
    %400 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %401 = stablehlo.multiply %380, %400 : tensor<8x128x256xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %403 = stablehlo.add %402, %arg15 : tensor<256xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %406 = stablehlo.multiply %401, %405 : tensor<8x128x256xf32>
    %407 = stablehlo.dot_general %406, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %408 = stablehlo.dot_general %406, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x512xf32>) -> tensor<8x128x512xf32>
    %409 = stablehlo.multiply %407, %407 : tensor<8x128x512xf32>
    %410 = stablehlo.multiply %409, %407 : tensor<8x128x512xf32>
    %411 = stablehlo.multiply %407, %407 : tensor<8x128x512xf32>
    %cst_90 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<8x128x512xf32>
    %cst_91 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %415 = stablehlo.multiply %414, %410 : tensor<8x128x512xf32>
    %416 = stablehlo.add %407, %415 : tensor<8x128x512xf32>
    %cst_92 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<8x128x512xf32>
    %419 = stablehlo.tanh %418 : tensor<8x128x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %421 = stablehlo.subtract %420, %419 : tensor<8x128x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %423 = stablehlo.add %422, %419 : tensor<8x128x512xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8x128x512xf32>
    %426 = stablehlo.multiply %407, %425 : tensor<8x128x512xf32>
    %427 = stablehlo.multiply %426, %408 : tensor<8x128x512xf32>
    %428 = stablehlo.dot_general %427, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x256xf32>) -> tensor<8x128x256xf32>
    %429 = stablehlo.add %428, %380 : tensor<8x128x256xf32>
    %430 = chlo.square %429 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %432 = stablehlo.multiply %431, %429 : tensor<8x128x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%430 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_98 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %436 = stablehlo.divide %434, %435 : tensor<8x128x1xf32>
    %cst_99 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %438 = stablehlo.add %436, %437 : tensor<8x128x1xf32>
    %439 = stablehlo.sqrt %438 : tensor<8x128x1xf32>
    %cst_100 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %441 = stablehlo.divide %440, %439 : tensor<8x128x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %443 = stablehlo.divide %442, %439 : tensor<8x128x1xf32>
    %444 = stablehlo.multiply %439, %439 : tensor<8x128x1xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %446 = stablehlo.divide %445, %444 : tensor<8x128x1xf32>
    %cst_103 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<8x128x1xf32>
    %449 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %450 = stablehlo.multiply %429, %449 : tensor<8x128x256xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %452 = stablehlo.add %451, %arg19 : tensor<256xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8x128x256xf32>
    %456 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %457 = stablehlo.dot_general %455, %456, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %458 = stablehlo.convert %arg66 : (tensor<8x128xi32>) -> tensor<8x128xf32>
    %459 = stablehlo.convert %458 : (tensor<8x128xf32>) -> tensor<8x128xi32>
    %460:3 = call @log_softmax(%457) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1xf32>)
    %461 = call @_one_hot(%459) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %462 = stablehlo.multiply %461, %460#0 : tensor<8x128x1024xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %464 = stablehlo.negate %463 : tensor<8x128xf32>
    %465 = stablehlo.convert %arg67 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<8x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_107 = stablehlo.constant dense<1> : tensor<i32>
    %468 = stablehlo.reduce(%c init: %c_107) applies stablehlo.multiply across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %469 = stablehlo.convert %468 : (tensor<i32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.compare EQ, %469, %cst_108, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_109 = stablehlo.constant dense<1> : tensor<i32>
    %471 = call @_where_2(%470, %c_109, %469) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.compare EQ, %469, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %473 = stablehlo.divide %467, %471 : tensor<f32>
    %c_111 = stablehlo.constant dense<0> : tensor<i32>
    %474 = call @_where_3(%472, %c_111, %473) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = call @_where_4(%472, %cst_112) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %476 = stablehlo.divide %475, %471 : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %478 = stablehlo.multiply %477, %465 : tensor<8x128xf32>
    %479 = stablehlo.negate %478 : tensor<8x128xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %481 = stablehlo.multiply %461, %480 : tensor<8x128x1024xf32>
    %482 = call @log_softmax_5(%460#1, %460#2, %481) : (tensor<8x128x1024xf32>, tensor<8x128x1xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %483 = stablehlo.dot_general %482, %455, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %484 = stablehlo.transpose %483, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %485 = stablehlo.dot_general %482, %456, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %486 = stablehlo.transpose %484, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %487 = stablehlo.multiply %450, %485 : tensor<8x128x256xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%487 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %489 = stablehlo.reshape %488 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %490 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %491 = stablehlo.multiply %485, %490 : tensor<8x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%489 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %493 = stablehlo.multiply %429, %491 : tensor<8x128x256xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %496 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<8x128x256xf32>
    %498 = stablehlo.multiply %495, %448 : tensor<8x128x1xf32>
    %499 = stablehlo.multiply %498, %441 : tensor<8x128x1xf32>
    %cst_116 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %501 = stablehlo.divide %499, %500 : tensor<8x128x1xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %504 = stablehlo.multiply %503, %432 : tensor<8x128x256xf32>
    %505 = stablehlo.add %497, %504 : tensor<8x128x256xf32>
    %506 = stablehlo.dot_general %505, %427, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x512xf32>) -> tensor<256x512xf32>
    %507 = stablehlo.transpose %506, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %508 = stablehlo.dot_general %505, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<512x256xf32>) -> tensor<8x128x512xf32>
    %509 = stablehlo.multiply %426, %508 : tensor<8x128x512xf32>
    %510 = stablehlo.multiply %508, %408 : tensor<8x128x512xf32>
    %511 = stablehlo.multiply %407, %510 : tensor<8x128x512xf32>
    %512 = stablehlo.multiply %510, %425 : tensor<8x128x512xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %514 = stablehlo.multiply %513, %511 : tensor<8x128x512xf32>
    %515 = stablehlo.multiply %514, %421 : tensor<8x128x512xf32>
    %516 = stablehlo.multiply %515, %419 : tensor<8x128x512xf32>
    %517 = stablehlo.add %515, %516 : tensor<8x128x512xf32>
    %cst_119 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %519 = stablehlo.multiply %518, %517 : tensor<8x128x512xf32>
    %520 = stablehlo.add %512, %519 : tensor<8x128x512xf32>
    %cst_120 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %522 = stablehlo.multiply %521, %519 : tensor<8x128x512xf32>
    %523 = stablehlo.multiply %522, %413 : tensor<8x128x512xf32>
    %524 = stablehlo.add %520, %523 : tensor<8x128x512xf32>
    %525 = stablehlo.dot_general %509, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %526 = stablehlo.transpose %525, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %527 = stablehlo.dot_general %509, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %528 = stablehlo.dot_general %524, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %529 = stablehlo.transpose %528, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %530 = stablehlo.dot_general %524, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %531 = stablehlo.add %527, %530 : tensor<8x128x256xf32>
    %532 = stablehlo.multiply %401, %531 : tensor<8x128x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %534 = stablehlo.reshape %533 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %535 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %536 = stablehlo.multiply %531, %535 : tensor<8x128x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%534 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %538 = stablehlo.multiply %380, %536 : tensor<8x128x256xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %540 = stablehlo.reshape %539 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %541 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %542 = stablehlo.multiply %536, %541 : tensor<8x128x256xf32>
    %543 = stablehlo.add %505, %542 : tensor<8x128x256xf32>
    %544 = stablehlo.multiply %540, %399 : tensor<8x128x1xf32>
    %545 = stablehlo.multiply %544, %392 : tensor<8x128x1xf32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %547 = stablehlo.divide %545, %546 : tensor<8x128x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%547 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %550 = stablehlo.multiply %549, %383 : tensor<8x128x256xf32>
    %551 = stablehlo.add %543, %550 : tensor<8x128x256xf32>
    %552 = stablehlo.dot_general %551, %378#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x64xf32>) -> tensor<256x4x64xf32>
    %553 = stablehlo.transpose %552, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %554 = stablehlo.dot_general %551, %arg14, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x64x256xf32>) -> tensor<8x128x4x64xf32>
    %555 = call @_where_6(%378#1, %554) : (tensor<8x128x4x64xi1>, tensor<8x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %557 = stablehlo.transpose %556, dims = [0, 2, 4, 3, 1] : (tensor<8x128x4x1x64xf32>) -> tensor<8x4x64x1x128xf32>
    %558 = stablehlo.dot_general %557, %344, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128x128xf32>
    %559 = stablehlo.dot_general %557, %368#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x64x128xf32>
    %560 = stablehlo.transpose %559, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %561 = call @_where_7(%368#1, %558) : (tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x1x128x128xf32>
    %562 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %563 = stablehlo.multiply %561, %562 : tensor<8x4x1x128x128xf32>
    %564 = stablehlo.multiply %563, %360 : tensor<8x4x1x128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%564 init: %cst_126) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %566 = stablehlo.reshape %565 : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %567 = stablehlo.negate %566 : tensor<8x4x1x128x1xf32>
    %568 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %569 = stablehlo.divide %561, %568 : tensor<8x4x1x128x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%567 init: %cst_127) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 3] : (tensor<8x4x128xf32>) -> tensor<8x4x1x128xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x128xf32>
    %573 = stablehlo.add %569, %572 : tensor<8x4x1x128x128xf32>
    %574 = stablehlo.multiply %573, %360 : tensor<8x4x1x128x128xf32>
    %575 = call @_where_7(%353#1, %574) : (tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x1x128x128xf32>
    %576 = stablehlo.transpose %575, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x128x128xf32>) -> tensor<8x4x128x128x1xf32>
    %577 = stablehlo.dot_general %576, %343, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x1xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x64xf32>
    %578 = stablehlo.transpose %577, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x1x64xf32>) -> tensor<8x128x4x1x64xf32>
    %579 = stablehlo.dot_general %576, %347, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x1xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x64xf32>
    %580 = stablehlo.transpose %579, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %581 = stablehlo.reshape %578 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_128 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<8x128x4x64xf32>
    %584 = stablehlo.dot_general %560, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %585 = stablehlo.transpose %584, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %586 = stablehlo.dot_general %560, %arg13, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %587 = stablehlo.reshape %580 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32x2xf32>
    %588 = stablehlo.slice %587 [0:8, 0:128, 0:4, 0:32, 0:1] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %590 = stablehlo.slice %587 [0:8, 0:128, 0:4, 0:32, 1:2] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %592 = stablehlo.concatenate %589, %591, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %593 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %594 = stablehlo.multiply %592, %593 : tensor<8x128x4x64xf32>
    %595 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %596 = stablehlo.multiply %592, %595 : tensor<8x128x4x64xf32>
    %597 = stablehlo.reshape %594 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x2x32xf32>
    %598 = stablehlo.slice %597 [0:8, 0:128, 0:4, 0:1, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %600 = stablehlo.slice %597 [0:8, 0:128, 0:4, 1:2, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %602 = stablehlo.negate %599 : tensor<8x128x4x32xf32>
    %603 = stablehlo.concatenate %601, %602, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %604 = stablehlo.add %596, %603 : tensor<8x128x4x64xf32>
    %605 = stablehlo.dot_general %604, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %606 = stablehlo.transpose %605, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %607 = stablehlo.dot_general %604, %arg12, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %608 = stablehlo.add %586, %607 : tensor<8x128x256xf32>
    %609 = stablehlo.reshape %583 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32x2xf32>
    %610 = stablehlo.slice %609 [0:8, 0:128, 0:4, 0:32, 0:1] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %611 = stablehlo.reshape %610 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %612 = stablehlo.slice %609 [0:8, 0:128, 0:4, 0:32, 1:2] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %613 = stablehlo.reshape %612 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %614 = stablehlo.concatenate %611, %613, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %615 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<8x128x4x64xf32>
    %617 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %618 = stablehlo.multiply %614, %617 : tensor<8x128x4x64xf32>
    %619 = stablehlo.reshape %616 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x2x32xf32>
    %620 = stablehlo.slice %619 [0:8, 0:128, 0:4, 0:1, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %621 = stablehlo.reshape %620 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %622 = stablehlo.slice %619 [0:8, 0:128, 0:4, 1:2, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %623 = stablehlo.reshape %622 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %624 = stablehlo.negate %621 : tensor<8x128x4x32xf32>
    %625 = stablehlo.concatenate %623, %624, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %626 = stablehlo.add %618, %625 : tensor<8x128x4x64xf32>
    %627 = stablehlo.dot_general %626, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %628 = stablehlo.transpose %627, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %629 = stablehlo.dot_general %626, %arg11, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %630 = stablehlo.add %608, %629 : tensor<8x128x256xf32>
    %631 = stablehlo.multiply %237, %630 : tensor<8x128x256xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%631 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %633 = stablehlo.reshape %632 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %634 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %635 = stablehlo.multiply %630, %634 : tensor<8x128x256xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%633 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %637 = stablehlo.multiply %216, %635 : tensor<8x128x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %639 = stablehlo.reshape %638 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %640 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %641 = stablehlo.multiply %635, %640 : tensor<8x128x256xf32>
    %642 = stablehlo.add %551, %641 : tensor<8x128x256xf32>
    %643 = stablehlo.multiply %639, %235 : tensor<8x128x1xf32>
    %644 = stablehlo.multiply %643, %228 : tensor<8x128x1xf32>
    %cst_132 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %646 = stablehlo.divide %644, %645 : tensor<8x128x1xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %649 = stablehlo.multiply %648, %219 : tensor<8x128x256xf32>
    %650 = stablehlo.add %642, %649 : tensor<8x128x256xf32>
    %651 = stablehlo.dot_general %650, %214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x512xf32>) -> tensor<256x512xf32>
    %652 = stablehlo.transpose %651, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %653 = stablehlo.dot_general %650, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<512x256xf32>) -> tensor<8x128x512xf32>
    %654 = stablehlo.multiply %213, %653 : tensor<8x128x512xf32>
    %655 = stablehlo.multiply %653, %195 : tensor<8x128x512xf32>
    %656 = stablehlo.multiply %194, %655 : tensor<8x128x512xf32>
    %657 = stablehlo.multiply %655, %212 : tensor<8x128x512xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %659 = stablehlo.multiply %658, %656 : tensor<8x128x512xf32>
    %660 = stablehlo.multiply %659, %208 : tensor<8x128x512xf32>
    %661 = stablehlo.multiply %660, %206 : tensor<8x128x512xf32>
    %662 = stablehlo.add %660, %661 : tensor<8x128x512xf32>
    %cst_135 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %664 = stablehlo.multiply %663, %662 : tensor<8x128x512xf32>
    %665 = stablehlo.add %657, %664 : tensor<8x128x512xf32>
    %cst_136 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %667 = stablehlo.multiply %666, %664 : tensor<8x128x512xf32>
    %668 = stablehlo.multiply %667, %200 : tensor<8x128x512xf32>
    %669 = stablehlo.add %665, %668 : tensor<8x128x512xf32>
    %670 = stablehlo.dot_general %654, %193, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %671 = stablehlo.transpose %670, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %672 = stablehlo.dot_general %654, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %673 = stablehlo.dot_general %669, %193, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %674 = stablehlo.transpose %673, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %675 = stablehlo.dot_general %669, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<256x512xf32>) -> tensor<8x128x256xf32>
    %676 = stablehlo.add %672, %675 : tensor<8x128x256xf32>
    %677 = stablehlo.multiply %188, %676 : tensor<8x128x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%677 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %679 = stablehlo.reshape %678 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %680 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %681 = stablehlo.multiply %676, %680 : tensor<8x128x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%679 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %683 = stablehlo.multiply %167, %681 : tensor<8x128x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%683 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %685 = stablehlo.reshape %684 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %686 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %687 = stablehlo.multiply %681, %686 : tensor<8x128x256xf32>
    %688 = stablehlo.add %650, %687 : tensor<8x128x256xf32>
    %689 = stablehlo.multiply %685, %186 : tensor<8x128x1xf32>
    %690 = stablehlo.multiply %689, %179 : tensor<8x128x1xf32>
    %cst_140 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %692 = stablehlo.divide %690, %691 : tensor<8x128x1xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %695 = stablehlo.multiply %694, %170 : tensor<8x128x256xf32>
    %696 = stablehlo.add %688, %695 : tensor<8x128x256xf32>
    %697 = stablehlo.dot_general %696, %165#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x64xf32>) -> tensor<256x4x64xf32>
    %698 = stablehlo.transpose %697, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %699 = stablehlo.dot_general %696, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x64x256xf32>) -> tensor<8x128x4x64xf32>
    %700 = call @_where_6(%165#1, %699) : (tensor<8x128x4x64xi1>, tensor<8x128x4x64xf32>) -> tensor<8x128x4x64xf32>
    %701 = stablehlo.reshape %700 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %702 = stablehlo.transpose %701, dims = [0, 2, 4, 3, 1] : (tensor<8x128x4x1x64xf32>) -> tensor<8x4x64x1x128xf32>
    %703 = stablehlo.dot_general %702, %131, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128x128xf32>
    %704 = stablehlo.dot_general %702, %155#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x64x128xf32>
    %705 = stablehlo.transpose %704, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %706 = call @_where_7(%155#1, %703) : (tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x1x128x128xf32>
    %707 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %708 = stablehlo.multiply %706, %707 : tensor<8x4x1x128x128xf32>
    %709 = stablehlo.multiply %708, %147 : tensor<8x4x1x128x128xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%709 init: %cst_142) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x128x128xf32>, tensor<f32>) -> tensor<8x4x1x128xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x1xf32>
    %712 = stablehlo.negate %711 : tensor<8x4x1x128x1xf32>
    %713 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x128x1xf32>) -> tensor<8x4x1x128x128xf32>
    %714 = stablehlo.divide %706, %713 : tensor<8x4x1x128x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.reduce(%712 init: %cst_143) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 3] : (tensor<8x4x128xf32>) -> tensor<8x4x1x128xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<8x4x1x128xf32>) -> tensor<8x4x1x128x128xf32>
    %718 = stablehlo.add %714, %717 : tensor<8x4x1x128x128xf32>
    %719 = stablehlo.multiply %718, %147 : tensor<8x4x1x128x128xf32>
    %720 = call @_where_7(%140#1, %719) : (tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>) -> tensor<8x4x1x128x128xf32>
    %721 = stablehlo.transpose %720, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x128x128xf32>) -> tensor<8x4x128x128x1xf32>
    %722 = stablehlo.dot_general %721, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x1xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x64xf32>
    %723 = stablehlo.transpose %722, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x1x64xf32>) -> tensor<8x128x4x1x64xf32>
    %724 = stablehlo.dot_general %721, %134, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x1xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x64xf32>
    %725 = stablehlo.transpose %724, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %726 = stablehlo.reshape %723 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_144 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %728 = stablehlo.multiply %726, %727 : tensor<8x128x4x64xf32>
    %729 = stablehlo.dot_general %705, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %730 = stablehlo.transpose %729, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %731 = stablehlo.dot_general %705, %arg4, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %732 = stablehlo.reshape %725 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32x2xf32>
    %733 = stablehlo.slice %732 [0:8, 0:128, 0:4, 0:32, 0:1] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %734 = stablehlo.reshape %733 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %735 = stablehlo.slice %732 [0:8, 0:128, 0:4, 0:32, 1:2] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %736 = stablehlo.reshape %735 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %737 = stablehlo.concatenate %734, %736, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %738 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %739 = stablehlo.multiply %737, %738 : tensor<8x128x4x64xf32>
    %740 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %741 = stablehlo.multiply %737, %740 : tensor<8x128x4x64xf32>
    %742 = stablehlo.reshape %739 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x2x32xf32>
    %743 = stablehlo.slice %742 [0:8, 0:128, 0:4, 0:1, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %744 = stablehlo.reshape %743 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %745 = stablehlo.slice %742 [0:8, 0:128, 0:4, 1:2, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %746 = stablehlo.reshape %745 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %747 = stablehlo.negate %744 : tensor<8x128x4x32xf32>
    %748 = stablehlo.concatenate %746, %747, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %749 = stablehlo.add %741, %748 : tensor<8x128x4x64xf32>
    %750 = stablehlo.dot_general %749, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %751 = stablehlo.transpose %750, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %752 = stablehlo.dot_general %749, %arg3, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %753 = stablehlo.add %731, %752 : tensor<8x128x256xf32>
    %754 = stablehlo.reshape %728 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x32x2xf32>
    %755 = stablehlo.slice %754 [0:8, 0:128, 0:4, 0:32, 0:1] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %756 = stablehlo.reshape %755 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %757 = stablehlo.slice %754 [0:8, 0:128, 0:4, 0:32, 1:2] : (tensor<8x128x4x32x2xf32>) -> tensor<8x128x4x32x1xf32>
    %758 = stablehlo.reshape %757 : (tensor<8x128x4x32x1xf32>) -> tensor<8x128x4x32xf32>
    %759 = stablehlo.concatenate %756, %758, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %760 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %761 = stablehlo.multiply %759, %760 : tensor<8x128x4x64xf32>
    %762 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x128x1x64xf32>) -> tensor<8x128x4x64xf32>
    %763 = stablehlo.multiply %759, %762 : tensor<8x128x4x64xf32>
    %764 = stablehlo.reshape %761 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x2x32xf32>
    %765 = stablehlo.slice %764 [0:8, 0:128, 0:4, 0:1, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %766 = stablehlo.reshape %765 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %767 = stablehlo.slice %764 [0:8, 0:128, 0:4, 1:2, 0:32] : (tensor<8x128x4x2x32xf32>) -> tensor<8x128x4x1x32xf32>
    %768 = stablehlo.reshape %767 : (tensor<8x128x4x1x32xf32>) -> tensor<8x128x4x32xf32>
    %769 = stablehlo.negate %766 : tensor<8x128x4x32xf32>
    %770 = stablehlo.concatenate %768, %769, dim = 3 : (tensor<8x128x4x32xf32>, tensor<8x128x4x32xf32>) -> tensor<8x128x4x64xf32>
    %771 = stablehlo.add %763, %770 : tensor<8x128x4x64xf32>
    %772 = stablehlo.dot_general %771, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %773 = stablehlo.transpose %772, dims = [0, 2, 1] : (tensor<4x64x256xf32>) -> tensor<4x256x64xf32>
    %774 = stablehlo.dot_general %771, %arg2, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x256x64xf32>) -> tensor<8x128x256xf32>
    %775 = stablehlo.add %753, %774 : tensor<8x128x256xf32>
    %776 = stablehlo.multiply %24, %775 : tensor<8x128x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%776 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %778 = stablehlo.reshape %777 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %779 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %780 = stablehlo.multiply %775, %779 : tensor<8x128x256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.reduce(%778 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %782 = stablehlo.multiply %3, %780 : tensor<8x128x256xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%782 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %784 = stablehlo.reshape %783 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %785 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %786 = stablehlo.multiply %780, %785 : tensor<8x128x256xf32>
    %787 = stablehlo.add %696, %786 : tensor<8x128x256xf32>
    %788 = stablehlo.multiply %784, %22 : tensor<8x128x1xf32>
    %789 = stablehlo.multiply %788, %15 : tensor<8x128x1xf32>
    %cst_148 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %791 = stablehlo.divide %789, %790 : tensor<8x128x1xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %794 = stablehlo.multiply %793, %6 : tensor<8x128x256xf32>
    %795 = stablehlo.add %787, %794 : tensor<8x128x256xf32>
    %796 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %797 = stablehlo.multiply %795, %796 : tensor<8x128x256xf32>
    %798 = call @_take_8(%0#1, %797) : (tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %799 = stablehlo.add %486, %798 : tensor<1024x256xf32>
    %cst_150 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %801 = stablehlo.multiply %arg0, %800 : tensor<1024x256xf32>
    %802 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %803 = stablehlo.multiply %801, %802 : tensor<1024x256xf32>
    %804 = stablehlo.subtract %arg0, %803 : tensor<1024x256xf32>
    %cst_151 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %806 = stablehlo.multiply %arg1, %805 : tensor<256xf32>
    %807 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<256xf32>
    %809 = stablehlo.subtract %arg1, %808 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %811 = stablehlo.multiply %arg2, %810 : tensor<4x256x64xf32>
    %812 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %813 = stablehlo.multiply %811, %812 : tensor<4x256x64xf32>
    %814 = stablehlo.subtract %arg2, %813 : tensor<4x256x64xf32>
    %cst_153 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %816 = stablehlo.multiply %arg3, %815 : tensor<4x256x64xf32>
    %817 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %818 = stablehlo.multiply %816, %817 : tensor<4x256x64xf32>
    %819 = stablehlo.subtract %arg3, %818 : tensor<4x256x64xf32>
    %cst_154 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %821 = stablehlo.multiply %arg4, %820 : tensor<4x256x64xf32>
    %822 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %823 = stablehlo.multiply %821, %822 : tensor<4x256x64xf32>
    %824 = stablehlo.subtract %arg4, %823 : tensor<4x256x64xf32>
    %cst_155 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %826 = stablehlo.multiply %arg5, %825 : tensor<4x64x256xf32>
    %827 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<4x64x256xf32>
    %829 = stablehlo.subtract %arg5, %828 : tensor<4x64x256xf32>
    %cst_156 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %831 = stablehlo.multiply %arg6, %830 : tensor<256xf32>
    %832 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %833 = stablehlo.multiply %831, %832 : tensor<256xf32>
    %834 = stablehlo.subtract %arg6, %833 : tensor<256xf32>
    %cst_157 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %836 = stablehlo.multiply %arg7, %835 : tensor<256x512xf32>
    %837 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %838 = stablehlo.multiply %836, %837 : tensor<256x512xf32>
    %839 = stablehlo.subtract %arg7, %838 : tensor<256x512xf32>
    %cst_158 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %841 = stablehlo.multiply %arg8, %840 : tensor<256x512xf32>
    %842 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<256x512xf32>
    %844 = stablehlo.subtract %arg8, %843 : tensor<256x512xf32>
    %cst_159 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %846 = stablehlo.multiply %arg9, %845 : tensor<512x256xf32>
    %847 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %848 = stablehlo.multiply %846, %847 : tensor<512x256xf32>
    %849 = stablehlo.subtract %arg9, %848 : tensor<512x256xf32>
    %cst_160 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %851 = stablehlo.multiply %arg10, %850 : tensor<256xf32>
    %852 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<256xf32>
    %854 = stablehlo.subtract %arg10, %853 : tensor<256xf32>
    %cst_161 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %856 = stablehlo.multiply %arg11, %855 : tensor<4x256x64xf32>
    %857 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %858 = stablehlo.multiply %856, %857 : tensor<4x256x64xf32>
    %859 = stablehlo.subtract %arg11, %858 : tensor<4x256x64xf32>
    %cst_162 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %861 = stablehlo.multiply %arg12, %860 : tensor<4x256x64xf32>
    %862 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %863 = stablehlo.multiply %861, %862 : tensor<4x256x64xf32>
    %864 = stablehlo.subtract %arg12, %863 : tensor<4x256x64xf32>
    %cst_163 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %866 = stablehlo.multiply %arg13, %865 : tensor<4x256x64xf32>
    %867 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %868 = stablehlo.multiply %866, %867 : tensor<4x256x64xf32>
    %869 = stablehlo.subtract %arg13, %868 : tensor<4x256x64xf32>
    %cst_164 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %871 = stablehlo.multiply %arg14, %870 : tensor<4x64x256xf32>
    %872 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %873 = stablehlo.multiply %871, %872 : tensor<4x64x256xf32>
    %874 = stablehlo.subtract %arg14, %873 : tensor<4x64x256xf32>
    %cst_165 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %876 = stablehlo.multiply %arg15, %875 : tensor<256xf32>
    %877 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %878 = stablehlo.multiply %876, %877 : tensor<256xf32>
    %879 = stablehlo.subtract %arg15, %878 : tensor<256xf32>
    %cst_166 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %881 = stablehlo.multiply %arg16, %880 : tensor<256x512xf32>
    %882 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %883 = stablehlo.multiply %881, %882 : tensor<256x512xf32>
    %884 = stablehlo.subtract %arg16, %883 : tensor<256x512xf32>
    %cst_167 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %886 = stablehlo.multiply %arg17, %885 : tensor<256x512xf32>
    %887 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %888 = stablehlo.multiply %886, %887 : tensor<256x512xf32>
    %889 = stablehlo.subtract %arg17, %888 : tensor<256x512xf32>
    %cst_168 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %891 = stablehlo.multiply %arg18, %890 : tensor<512x256xf32>
    %892 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %893 = stablehlo.multiply %891, %892 : tensor<512x256xf32>
    %894 = stablehlo.subtract %arg18, %893 : tensor<512x256xf32>
    %cst_169 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %896 = stablehlo.multiply %arg19, %895 : tensor<256xf32>
    %897 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %898 = stablehlo.multiply %896, %897 : tensor<256xf32>
    %899 = stablehlo.subtract %arg19, %898 : tensor<256xf32>
    %c_170 = stablehlo.constant dense<1> : tensor<i32>
    %900 = stablehlo.add %arg20, %c_170 : tensor<i32>
    %901 = stablehlo.convert %900 : (tensor<i32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %902 = stablehlo.power %cst_171, %901 : tensor<f32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %903 = stablehlo.power %cst_172, %901 : tensor<f32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %904 = stablehlo.subtract %cst_173, %903 : tensor<f32>
    %905 = stablehlo.sqrt %904 : tensor<f32>
    %906 = stablehlo.multiply %arg21, %905 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %907 = stablehlo.subtract %cst_174, %902 : tensor<f32>
    %908 = stablehlo.divide %906, %907 : tensor<f32>
    %909 = stablehlo.subtract %799, %arg22 : tensor<1024x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %911 = stablehlo.multiply %909, %910 : tensor<1024x256xf32>
    %912 = stablehlo.add %arg22, %911 : tensor<1024x256xf32>
    %913 = chlo.square %799 : tensor<1024x256xf32> -> tensor<1024x256xf32>
    %914 = stablehlo.subtract %913, %arg23 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %916 = stablehlo.multiply %914, %915 : tensor<1024x256xf32>
    %917 = stablehlo.add %arg23, %916 : tensor<1024x256xf32>
    %918 = stablehlo.broadcast_in_dim %908, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %919 = stablehlo.multiply %912, %918 : tensor<1024x256xf32>
    %920 = stablehlo.sqrt %917 : tensor<1024x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %922 = stablehlo.add %920, %921 : tensor<1024x256xf32>
    %923 = stablehlo.divide %919, %922 : tensor<1024x256xf32>
    %924 = stablehlo.subtract %804, %923 : tensor<1024x256xf32>
    %c_178 = stablehlo.constant dense<1> : tensor<i32>
    %925 = stablehlo.add %arg20, %c_178 : tensor<i32>
    %926 = stablehlo.convert %925 : (tensor<i32>) -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %927 = stablehlo.power %cst_179, %926 : tensor<f32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %928 = stablehlo.power %cst_180, %926 : tensor<f32>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %929 = stablehlo.subtract %cst_181, %928 : tensor<f32>
    %930 = stablehlo.sqrt %929 : tensor<f32>
    %931 = stablehlo.multiply %arg21, %930 : tensor<f32>
    %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %932 = stablehlo.subtract %cst_182, %927 : tensor<f32>
    %933 = stablehlo.divide %931, %932 : tensor<f32>
    %934 = stablehlo.subtract %781, %arg24 : tensor<256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %936 = stablehlo.multiply %934, %935 : tensor<256xf32>
    %937 = stablehlo.add %arg24, %936 : tensor<256xf32>
    %938 = chlo.square %781 : tensor<256xf32> -> tensor<256xf32>
    %939 = stablehlo.subtract %938, %arg25 : tensor<256xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %941 = stablehlo.multiply %939, %940 : tensor<256xf32>
    %942 = stablehlo.add %arg25, %941 : tensor<256xf32>
    %943 = stablehlo.broadcast_in_dim %933, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %944 = stablehlo.multiply %937, %943 : tensor<256xf32>
    %945 = stablehlo.sqrt %942 : tensor<256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %947 = stablehlo.add %945, %946 : tensor<256xf32>
    %948 = stablehlo.divide %944, %947 : tensor<256xf32>
    %949 = stablehlo.subtract %809, %948 : tensor<256xf32>
    %c_186 = stablehlo.constant dense<1> : tensor<i32>
    %950 = stablehlo.add %arg20, %c_186 : tensor<i32>
    %951 = stablehlo.convert %950 : (tensor<i32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %952 = stablehlo.power %cst_187, %951 : tensor<f32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %953 = stablehlo.power %cst_188, %951 : tensor<f32>
    %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %954 = stablehlo.subtract %cst_189, %953 : tensor<f32>
    %955 = stablehlo.sqrt %954 : tensor<f32>
    %956 = stablehlo.multiply %arg21, %955 : tensor<f32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %957 = stablehlo.subtract %cst_190, %952 : tensor<f32>
    %958 = stablehlo.divide %956, %957 : tensor<f32>
    %959 = stablehlo.subtract %773, %arg26 : tensor<4x256x64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<4x256x64xf32>
    %962 = stablehlo.add %arg26, %961 : tensor<4x256x64xf32>
    %963 = chlo.square %773 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %964 = stablehlo.subtract %963, %arg27 : tensor<4x256x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %966 = stablehlo.multiply %964, %965 : tensor<4x256x64xf32>
    %967 = stablehlo.add %arg27, %966 : tensor<4x256x64xf32>
    %968 = stablehlo.broadcast_in_dim %958, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %969 = stablehlo.multiply %962, %968 : tensor<4x256x64xf32>
    %970 = stablehlo.sqrt %967 : tensor<4x256x64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %972 = stablehlo.add %970, %971 : tensor<4x256x64xf32>
    %973 = stablehlo.divide %969, %972 : tensor<4x256x64xf32>
    %974 = stablehlo.subtract %814, %973 : tensor<4x256x64xf32>
    %c_194 = stablehlo.constant dense<1> : tensor<i32>
    %975 = stablehlo.add %arg20, %c_194 : tensor<i32>
    %976 = stablehlo.convert %975 : (tensor<i32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %977 = stablehlo.power %cst_195, %976 : tensor<f32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %978 = stablehlo.power %cst_196, %976 : tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %979 = stablehlo.subtract %cst_197, %978 : tensor<f32>
    %980 = stablehlo.sqrt %979 : tensor<f32>
    %981 = stablehlo.multiply %arg21, %980 : tensor<f32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %982 = stablehlo.subtract %cst_198, %977 : tensor<f32>
    %983 = stablehlo.divide %981, %982 : tensor<f32>
    %984 = stablehlo.subtract %751, %arg28 : tensor<4x256x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %986 = stablehlo.multiply %984, %985 : tensor<4x256x64xf32>
    %987 = stablehlo.add %arg28, %986 : tensor<4x256x64xf32>
    %988 = chlo.square %751 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %989 = stablehlo.subtract %988, %arg29 : tensor<4x256x64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %991 = stablehlo.multiply %989, %990 : tensor<4x256x64xf32>
    %992 = stablehlo.add %arg29, %991 : tensor<4x256x64xf32>
    %993 = stablehlo.broadcast_in_dim %983, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %994 = stablehlo.multiply %987, %993 : tensor<4x256x64xf32>
    %995 = stablehlo.sqrt %992 : tensor<4x256x64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %997 = stablehlo.add %995, %996 : tensor<4x256x64xf32>
    %998 = stablehlo.divide %994, %997 : tensor<4x256x64xf32>
    %999 = stablehlo.subtract %819, %998 : tensor<4x256x64xf32>
    %c_202 = stablehlo.constant dense<1> : tensor<i32>
    %1000 = stablehlo.add %arg20, %c_202 : tensor<i32>
    %1001 = stablehlo.convert %1000 : (tensor<i32>) -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1002 = stablehlo.power %cst_203, %1001 : tensor<f32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1003 = stablehlo.power %cst_204, %1001 : tensor<f32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1004 = stablehlo.subtract %cst_205, %1003 : tensor<f32>
    %1005 = stablehlo.sqrt %1004 : tensor<f32>
    %1006 = stablehlo.multiply %arg21, %1005 : tensor<f32>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1007 = stablehlo.subtract %cst_206, %1002 : tensor<f32>
    %1008 = stablehlo.divide %1006, %1007 : tensor<f32>
    %1009 = stablehlo.subtract %730, %arg30 : tensor<4x256x64xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1011 = stablehlo.multiply %1009, %1010 : tensor<4x256x64xf32>
    %1012 = stablehlo.add %arg30, %1011 : tensor<4x256x64xf32>
    %1013 = chlo.square %730 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %1014 = stablehlo.subtract %1013, %arg31 : tensor<4x256x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1016 = stablehlo.multiply %1014, %1015 : tensor<4x256x64xf32>
    %1017 = stablehlo.add %arg31, %1016 : tensor<4x256x64xf32>
    %1018 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1019 = stablehlo.multiply %1012, %1018 : tensor<4x256x64xf32>
    %1020 = stablehlo.sqrt %1017 : tensor<4x256x64xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<4x256x64xf32>
    %1023 = stablehlo.divide %1019, %1022 : tensor<4x256x64xf32>
    %1024 = stablehlo.subtract %824, %1023 : tensor<4x256x64xf32>
    %c_210 = stablehlo.constant dense<1> : tensor<i32>
    %1025 = stablehlo.add %arg20, %c_210 : tensor<i32>
    %1026 = stablehlo.convert %1025 : (tensor<i32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1027 = stablehlo.power %cst_211, %1026 : tensor<f32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1028 = stablehlo.power %cst_212, %1026 : tensor<f32>
    %cst_213 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1029 = stablehlo.subtract %cst_213, %1028 : tensor<f32>
    %1030 = stablehlo.sqrt %1029 : tensor<f32>
    %1031 = stablehlo.multiply %arg21, %1030 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1032 = stablehlo.subtract %cst_214, %1027 : tensor<f32>
    %1033 = stablehlo.divide %1031, %1032 : tensor<f32>
    %1034 = stablehlo.subtract %698, %arg32 : tensor<4x64x256xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1036 = stablehlo.multiply %1034, %1035 : tensor<4x64x256xf32>
    %1037 = stablehlo.add %arg32, %1036 : tensor<4x64x256xf32>
    %1038 = chlo.square %698 : tensor<4x64x256xf32> -> tensor<4x64x256xf32>
    %1039 = stablehlo.subtract %1038, %arg33 : tensor<4x64x256xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<4x64x256xf32>
    %1042 = stablehlo.add %arg33, %1041 : tensor<4x64x256xf32>
    %1043 = stablehlo.broadcast_in_dim %1033, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1044 = stablehlo.multiply %1037, %1043 : tensor<4x64x256xf32>
    %1045 = stablehlo.sqrt %1042 : tensor<4x64x256xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<4x64x256xf32>
    %1048 = stablehlo.divide %1044, %1047 : tensor<4x64x256xf32>
    %1049 = stablehlo.subtract %829, %1048 : tensor<4x64x256xf32>
    %c_218 = stablehlo.constant dense<1> : tensor<i32>
    %1050 = stablehlo.add %arg20, %c_218 : tensor<i32>
    %1051 = stablehlo.convert %1050 : (tensor<i32>) -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1052 = stablehlo.power %cst_219, %1051 : tensor<f32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1053 = stablehlo.power %cst_220, %1051 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1054 = stablehlo.subtract %cst_221, %1053 : tensor<f32>
    %1055 = stablehlo.sqrt %1054 : tensor<f32>
    %1056 = stablehlo.multiply %arg21, %1055 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1057 = stablehlo.subtract %cst_222, %1052 : tensor<f32>
    %1058 = stablehlo.divide %1056, %1057 : tensor<f32>
    %1059 = stablehlo.subtract %682, %arg34 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1061 = stablehlo.multiply %1059, %1060 : tensor<256xf32>
    %1062 = stablehlo.add %arg34, %1061 : tensor<256xf32>
    %1063 = chlo.square %682 : tensor<256xf32> -> tensor<256xf32>
    %1064 = stablehlo.subtract %1063, %arg35 : tensor<256xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1066 = stablehlo.multiply %1064, %1065 : tensor<256xf32>
    %1067 = stablehlo.add %arg35, %1066 : tensor<256xf32>
    %1068 = stablehlo.broadcast_in_dim %1058, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1069 = stablehlo.multiply %1062, %1068 : tensor<256xf32>
    %1070 = stablehlo.sqrt %1067 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1072 = stablehlo.add %1070, %1071 : tensor<256xf32>
    %1073 = stablehlo.divide %1069, %1072 : tensor<256xf32>
    %1074 = stablehlo.subtract %834, %1073 : tensor<256xf32>
    %c_226 = stablehlo.constant dense<1> : tensor<i32>
    %1075 = stablehlo.add %arg20, %c_226 : tensor<i32>
    %1076 = stablehlo.convert %1075 : (tensor<i32>) -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1077 = stablehlo.power %cst_227, %1076 : tensor<f32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1078 = stablehlo.power %cst_228, %1076 : tensor<f32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1079 = stablehlo.subtract %cst_229, %1078 : tensor<f32>
    %1080 = stablehlo.sqrt %1079 : tensor<f32>
    %1081 = stablehlo.multiply %arg21, %1080 : tensor<f32>
    %cst_230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1082 = stablehlo.subtract %cst_230, %1077 : tensor<f32>
    %1083 = stablehlo.divide %1081, %1082 : tensor<f32>
    %1084 = stablehlo.subtract %674, %arg36 : tensor<256x512xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1086 = stablehlo.multiply %1084, %1085 : tensor<256x512xf32>
    %1087 = stablehlo.add %arg36, %1086 : tensor<256x512xf32>
    %1088 = chlo.square %674 : tensor<256x512xf32> -> tensor<256x512xf32>
    %1089 = stablehlo.subtract %1088, %arg37 : tensor<256x512xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1091 = stablehlo.multiply %1089, %1090 : tensor<256x512xf32>
    %1092 = stablehlo.add %arg37, %1091 : tensor<256x512xf32>
    %1093 = stablehlo.broadcast_in_dim %1083, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1094 = stablehlo.multiply %1087, %1093 : tensor<256x512xf32>
    %1095 = stablehlo.sqrt %1092 : tensor<256x512xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<256x512xf32>
    %1098 = stablehlo.divide %1094, %1097 : tensor<256x512xf32>
    %1099 = stablehlo.subtract %839, %1098 : tensor<256x512xf32>
    %c_234 = stablehlo.constant dense<1> : tensor<i32>
    %1100 = stablehlo.add %arg20, %c_234 : tensor<i32>
    %1101 = stablehlo.convert %1100 : (tensor<i32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1102 = stablehlo.power %cst_235, %1101 : tensor<f32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1103 = stablehlo.power %cst_236, %1101 : tensor<f32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1104 = stablehlo.subtract %cst_237, %1103 : tensor<f32>
    %1105 = stablehlo.sqrt %1104 : tensor<f32>
    %1106 = stablehlo.multiply %arg21, %1105 : tensor<f32>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1107 = stablehlo.subtract %cst_238, %1102 : tensor<f32>
    %1108 = stablehlo.divide %1106, %1107 : tensor<f32>
    %1109 = stablehlo.subtract %671, %arg38 : tensor<256x512xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1111 = stablehlo.multiply %1109, %1110 : tensor<256x512xf32>
    %1112 = stablehlo.add %arg38, %1111 : tensor<256x512xf32>
    %1113 = chlo.square %671 : tensor<256x512xf32> -> tensor<256x512xf32>
    %1114 = stablehlo.subtract %1113, %arg39 : tensor<256x512xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1116 = stablehlo.multiply %1114, %1115 : tensor<256x512xf32>
    %1117 = stablehlo.add %arg39, %1116 : tensor<256x512xf32>
    %1118 = stablehlo.broadcast_in_dim %1108, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1119 = stablehlo.multiply %1112, %1118 : tensor<256x512xf32>
    %1120 = stablehlo.sqrt %1117 : tensor<256x512xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1122 = stablehlo.add %1120, %1121 : tensor<256x512xf32>
    %1123 = stablehlo.divide %1119, %1122 : tensor<256x512xf32>
    %1124 = stablehlo.subtract %844, %1123 : tensor<256x512xf32>
    %c_242 = stablehlo.constant dense<1> : tensor<i32>
    %1125 = stablehlo.add %arg20, %c_242 : tensor<i32>
    %1126 = stablehlo.convert %1125 : (tensor<i32>) -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1127 = stablehlo.power %cst_243, %1126 : tensor<f32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1128 = stablehlo.power %cst_244, %1126 : tensor<f32>
    %cst_245 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1129 = stablehlo.subtract %cst_245, %1128 : tensor<f32>
    %1130 = stablehlo.sqrt %1129 : tensor<f32>
    %1131 = stablehlo.multiply %arg21, %1130 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1132 = stablehlo.subtract %cst_246, %1127 : tensor<f32>
    %1133 = stablehlo.divide %1131, %1132 : tensor<f32>
    %1134 = stablehlo.subtract %652, %arg40 : tensor<512x256xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1136 = stablehlo.multiply %1134, %1135 : tensor<512x256xf32>
    %1137 = stablehlo.add %arg40, %1136 : tensor<512x256xf32>
    %1138 = chlo.square %652 : tensor<512x256xf32> -> tensor<512x256xf32>
    %1139 = stablehlo.subtract %1138, %arg41 : tensor<512x256xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1141 = stablehlo.multiply %1139, %1140 : tensor<512x256xf32>
    %1142 = stablehlo.add %arg41, %1141 : tensor<512x256xf32>
    %1143 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1144 = stablehlo.multiply %1137, %1143 : tensor<512x256xf32>
    %1145 = stablehlo.sqrt %1142 : tensor<512x256xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1147 = stablehlo.add %1145, %1146 : tensor<512x256xf32>
    %1148 = stablehlo.divide %1144, %1147 : tensor<512x256xf32>
    %1149 = stablehlo.subtract %849, %1148 : tensor<512x256xf32>
    %c_250 = stablehlo.constant dense<1> : tensor<i32>
    %1150 = stablehlo.add %arg20, %c_250 : tensor<i32>
    %1151 = stablehlo.convert %1150 : (tensor<i32>) -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1152 = stablehlo.power %cst_251, %1151 : tensor<f32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.power %cst_252, %1151 : tensor<f32>
    %cst_253 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1154 = stablehlo.subtract %cst_253, %1153 : tensor<f32>
    %1155 = stablehlo.sqrt %1154 : tensor<f32>
    %1156 = stablehlo.multiply %arg21, %1155 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1157 = stablehlo.subtract %cst_254, %1152 : tensor<f32>
    %1158 = stablehlo.divide %1156, %1157 : tensor<f32>
    %1159 = stablehlo.subtract %636, %arg42 : tensor<256xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1161 = stablehlo.multiply %1159, %1160 : tensor<256xf32>
    %1162 = stablehlo.add %arg42, %1161 : tensor<256xf32>
    %1163 = chlo.square %636 : tensor<256xf32> -> tensor<256xf32>
    %1164 = stablehlo.subtract %1163, %arg43 : tensor<256xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1166 = stablehlo.multiply %1164, %1165 : tensor<256xf32>
    %1167 = stablehlo.add %arg43, %1166 : tensor<256xf32>
    %1168 = stablehlo.broadcast_in_dim %1158, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1169 = stablehlo.multiply %1162, %1168 : tensor<256xf32>
    %1170 = stablehlo.sqrt %1167 : tensor<256xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1172 = stablehlo.add %1170, %1171 : tensor<256xf32>
    %1173 = stablehlo.divide %1169, %1172 : tensor<256xf32>
    %1174 = stablehlo.subtract %854, %1173 : tensor<256xf32>
    %c_258 = stablehlo.constant dense<1> : tensor<i32>
    %1175 = stablehlo.add %arg20, %c_258 : tensor<i32>
    %1176 = stablehlo.convert %1175 : (tensor<i32>) -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1177 = stablehlo.power %cst_259, %1176 : tensor<f32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1178 = stablehlo.power %cst_260, %1176 : tensor<f32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1179 = stablehlo.subtract %cst_261, %1178 : tensor<f32>
    %1180 = stablehlo.sqrt %1179 : tensor<f32>
    %1181 = stablehlo.multiply %arg21, %1180 : tensor<f32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1182 = stablehlo.subtract %cst_262, %1177 : tensor<f32>
    %1183 = stablehlo.divide %1181, %1182 : tensor<f32>
    %1184 = stablehlo.subtract %628, %arg44 : tensor<4x256x64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1186 = stablehlo.multiply %1184, %1185 : tensor<4x256x64xf32>
    %1187 = stablehlo.add %arg44, %1186 : tensor<4x256x64xf32>
    %1188 = chlo.square %628 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %1189 = stablehlo.subtract %1188, %arg45 : tensor<4x256x64xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<4x256x64xf32>
    %1192 = stablehlo.add %arg45, %1191 : tensor<4x256x64xf32>
    %1193 = stablehlo.broadcast_in_dim %1183, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1194 = stablehlo.multiply %1187, %1193 : tensor<4x256x64xf32>
    %1195 = stablehlo.sqrt %1192 : tensor<4x256x64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1197 = stablehlo.add %1195, %1196 : tensor<4x256x64xf32>
    %1198 = stablehlo.divide %1194, %1197 : tensor<4x256x64xf32>
    %1199 = stablehlo.subtract %859, %1198 : tensor<4x256x64xf32>
    %c_266 = stablehlo.constant dense<1> : tensor<i32>
    %1200 = stablehlo.add %arg20, %c_266 : tensor<i32>
    %1201 = stablehlo.convert %1200 : (tensor<i32>) -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1202 = stablehlo.power %cst_267, %1201 : tensor<f32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1203 = stablehlo.power %cst_268, %1201 : tensor<f32>
    %cst_269 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1204 = stablehlo.subtract %cst_269, %1203 : tensor<f32>
    %1205 = stablehlo.sqrt %1204 : tensor<f32>
    %1206 = stablehlo.multiply %arg21, %1205 : tensor<f32>
    %cst_270 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1207 = stablehlo.subtract %cst_270, %1202 : tensor<f32>
    %1208 = stablehlo.divide %1206, %1207 : tensor<f32>
    %1209 = stablehlo.subtract %606, %arg46 : tensor<4x256x64xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1211 = stablehlo.multiply %1209, %1210 : tensor<4x256x64xf32>
    %1212 = stablehlo.add %arg46, %1211 : tensor<4x256x64xf32>
    %1213 = chlo.square %606 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %1214 = stablehlo.subtract %1213, %arg47 : tensor<4x256x64xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1216 = stablehlo.multiply %1214, %1215 : tensor<4x256x64xf32>
    %1217 = stablehlo.add %arg47, %1216 : tensor<4x256x64xf32>
    %1218 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1219 = stablehlo.multiply %1212, %1218 : tensor<4x256x64xf32>
    %1220 = stablehlo.sqrt %1217 : tensor<4x256x64xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1222 = stablehlo.add %1220, %1221 : tensor<4x256x64xf32>
    %1223 = stablehlo.divide %1219, %1222 : tensor<4x256x64xf32>
    %1224 = stablehlo.subtract %864, %1223 : tensor<4x256x64xf32>
    %c_274 = stablehlo.constant dense<1> : tensor<i32>
    %1225 = stablehlo.add %arg20, %c_274 : tensor<i32>
    %1226 = stablehlo.convert %1225 : (tensor<i32>) -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1227 = stablehlo.power %cst_275, %1226 : tensor<f32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1228 = stablehlo.power %cst_276, %1226 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1229 = stablehlo.subtract %cst_277, %1228 : tensor<f32>
    %1230 = stablehlo.sqrt %1229 : tensor<f32>
    %1231 = stablehlo.multiply %arg21, %1230 : tensor<f32>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1232 = stablehlo.subtract %cst_278, %1227 : tensor<f32>
    %1233 = stablehlo.divide %1231, %1232 : tensor<f32>
    %1234 = stablehlo.subtract %585, %arg48 : tensor<4x256x64xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1236 = stablehlo.multiply %1234, %1235 : tensor<4x256x64xf32>
    %1237 = stablehlo.add %arg48, %1236 : tensor<4x256x64xf32>
    %1238 = chlo.square %585 : tensor<4x256x64xf32> -> tensor<4x256x64xf32>
    %1239 = stablehlo.subtract %1238, %arg49 : tensor<4x256x64xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1241 = stablehlo.multiply %1239, %1240 : tensor<4x256x64xf32>
    %1242 = stablehlo.add %arg49, %1241 : tensor<4x256x64xf32>
    %1243 = stablehlo.broadcast_in_dim %1233, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1244 = stablehlo.multiply %1237, %1243 : tensor<4x256x64xf32>
    %1245 = stablehlo.sqrt %1242 : tensor<4x256x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %1247 = stablehlo.add %1245, %1246 : tensor<4x256x64xf32>
    %1248 = stablehlo.divide %1244, %1247 : tensor<4x256x64xf32>
    %1249 = stablehlo.subtract %869, %1248 : tensor<4x256x64xf32>
    %c_282 = stablehlo.constant dense<1> : tensor<i32>
    %1250 = stablehlo.add %arg20, %c_282 : tensor<i32>
    %1251 = stablehlo.convert %1250 : (tensor<i32>) -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1252 = stablehlo.power %cst_283, %1251 : tensor<f32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1253 = stablehlo.power %cst_284, %1251 : tensor<f32>
    %cst_285 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1254 = stablehlo.subtract %cst_285, %1253 : tensor<f32>
    %1255 = stablehlo.sqrt %1254 : tensor<f32>
    %1256 = stablehlo.multiply %arg21, %1255 : tensor<f32>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1257 = stablehlo.subtract %cst_286, %1252 : tensor<f32>
    %1258 = stablehlo.divide %1256, %1257 : tensor<f32>
    %1259 = stablehlo.subtract %553, %arg50 : tensor<4x64x256xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1261 = stablehlo.multiply %1259, %1260 : tensor<4x64x256xf32>
    %1262 = stablehlo.add %arg50, %1261 : tensor<4x64x256xf32>
    %1263 = chlo.square %553 : tensor<4x64x256xf32> -> tensor<4x64x256xf32>
    %1264 = stablehlo.subtract %1263, %arg51 : tensor<4x64x256xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1266 = stablehlo.multiply %1264, %1265 : tensor<4x64x256xf32>
    %1267 = stablehlo.add %arg51, %1266 : tensor<4x64x256xf32>
    %1268 = stablehlo.broadcast_in_dim %1258, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1269 = stablehlo.multiply %1262, %1268 : tensor<4x64x256xf32>
    %1270 = stablehlo.sqrt %1267 : tensor<4x64x256xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1272 = stablehlo.add %1270, %1271 : tensor<4x64x256xf32>
    %1273 = stablehlo.divide %1269, %1272 : tensor<4x64x256xf32>
    %1274 = stablehlo.subtract %874, %1273 : tensor<4x64x256xf32>
    %c_290 = stablehlo.constant dense<1> : tensor<i32>
    %1275 = stablehlo.add %arg20, %c_290 : tensor<i32>
    %1276 = stablehlo.convert %1275 : (tensor<i32>) -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1277 = stablehlo.power %cst_291, %1276 : tensor<f32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1278 = stablehlo.power %cst_292, %1276 : tensor<f32>
    %cst_293 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1279 = stablehlo.subtract %cst_293, %1278 : tensor<f32>
    %1280 = stablehlo.sqrt %1279 : tensor<f32>
    %1281 = stablehlo.multiply %arg21, %1280 : tensor<f32>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1282 = stablehlo.subtract %cst_294, %1277 : tensor<f32>
    %1283 = stablehlo.divide %1281, %1282 : tensor<f32>
    %1284 = stablehlo.subtract %537, %arg52 : tensor<256xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1286 = stablehlo.multiply %1284, %1285 : tensor<256xf32>
    %1287 = stablehlo.add %arg52, %1286 : tensor<256xf32>
    %1288 = chlo.square %537 : tensor<256xf32> -> tensor<256xf32>
    %1289 = stablehlo.subtract %1288, %arg53 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1291 = stablehlo.multiply %1289, %1290 : tensor<256xf32>
    %1292 = stablehlo.add %arg53, %1291 : tensor<256xf32>
    %1293 = stablehlo.broadcast_in_dim %1283, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1294 = stablehlo.multiply %1287, %1293 : tensor<256xf32>
    %1295 = stablehlo.sqrt %1292 : tensor<256xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1297 = stablehlo.add %1295, %1296 : tensor<256xf32>
    %1298 = stablehlo.divide %1294, %1297 : tensor<256xf32>
    %1299 = stablehlo.subtract %879, %1298 : tensor<256xf32>
    %c_298 = stablehlo.constant dense<1> : tensor<i32>
    %1300 = stablehlo.add %arg20, %c_298 : tensor<i32>
    %1301 = stablehlo.convert %1300 : (tensor<i32>) -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1302 = stablehlo.power %cst_299, %1301 : tensor<f32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1303 = stablehlo.power %cst_300, %1301 : tensor<f32>
    %cst_301 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1304 = stablehlo.subtract %cst_301, %1303 : tensor<f32>
    %1305 = stablehlo.sqrt %1304 : tensor<f32>
    %1306 = stablehlo.multiply %arg21, %1305 : tensor<f32>
    %cst_302 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1307 = stablehlo.subtract %cst_302, %1302 : tensor<f32>
    %1308 = stablehlo.divide %1306, %1307 : tensor<f32>
    %1309 = stablehlo.subtract %529, %arg54 : tensor<256x512xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1311 = stablehlo.multiply %1309, %1310 : tensor<256x512xf32>
    %1312 = stablehlo.add %arg54, %1311 : tensor<256x512xf32>
    %1313 = chlo.square %529 : tensor<256x512xf32> -> tensor<256x512xf32>
    %1314 = stablehlo.subtract %1313, %arg55 : tensor<256x512xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1316 = stablehlo.multiply %1314, %1315 : tensor<256x512xf32>
    %1317 = stablehlo.add %arg55, %1316 : tensor<256x512xf32>
    %1318 = stablehlo.broadcast_in_dim %1308, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1319 = stablehlo.multiply %1312, %1318 : tensor<256x512xf32>
    %1320 = stablehlo.sqrt %1317 : tensor<256x512xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1322 = stablehlo.add %1320, %1321 : tensor<256x512xf32>
    %1323 = stablehlo.divide %1319, %1322 : tensor<256x512xf32>
    %1324 = stablehlo.subtract %884, %1323 : tensor<256x512xf32>
    %c_306 = stablehlo.constant dense<1> : tensor<i32>
    %1325 = stablehlo.add %arg20, %c_306 : tensor<i32>
    %1326 = stablehlo.convert %1325 : (tensor<i32>) -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1327 = stablehlo.power %cst_307, %1326 : tensor<f32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1328 = stablehlo.power %cst_308, %1326 : tensor<f32>
    %cst_309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1329 = stablehlo.subtract %cst_309, %1328 : tensor<f32>
    %1330 = stablehlo.sqrt %1329 : tensor<f32>
    %1331 = stablehlo.multiply %arg21, %1330 : tensor<f32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1332 = stablehlo.subtract %cst_310, %1327 : tensor<f32>
    %1333 = stablehlo.divide %1331, %1332 : tensor<f32>
    %1334 = stablehlo.subtract %526, %arg56 : tensor<256x512xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1336 = stablehlo.multiply %1334, %1335 : tensor<256x512xf32>
    %1337 = stablehlo.add %arg56, %1336 : tensor<256x512xf32>
    %1338 = chlo.square %526 : tensor<256x512xf32> -> tensor<256x512xf32>
    %1339 = stablehlo.subtract %1338, %arg57 : tensor<256x512xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1341 = stablehlo.multiply %1339, %1340 : tensor<256x512xf32>
    %1342 = stablehlo.add %arg57, %1341 : tensor<256x512xf32>
    %1343 = stablehlo.broadcast_in_dim %1333, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1344 = stablehlo.multiply %1337, %1343 : tensor<256x512xf32>
    %1345 = stablehlo.sqrt %1342 : tensor<256x512xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1347 = stablehlo.add %1345, %1346 : tensor<256x512xf32>
    %1348 = stablehlo.divide %1344, %1347 : tensor<256x512xf32>
    %1349 = stablehlo.subtract %889, %1348 : tensor<256x512xf32>
    %c_314 = stablehlo.constant dense<1> : tensor<i32>
    %1350 = stablehlo.add %arg20, %c_314 : tensor<i32>
    %1351 = stablehlo.convert %1350 : (tensor<i32>) -> tensor<f32>
    %cst_315 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1352 = stablehlo.power %cst_315, %1351 : tensor<f32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1353 = stablehlo.power %cst_316, %1351 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1354 = stablehlo.subtract %cst_317, %1353 : tensor<f32>
    %1355 = stablehlo.sqrt %1354 : tensor<f32>
    %1356 = stablehlo.multiply %arg21, %1355 : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1357 = stablehlo.subtract %cst_318, %1352 : tensor<f32>
    %1358 = stablehlo.divide %1356, %1357 : tensor<f32>
    %1359 = stablehlo.subtract %507, %arg58 : tensor<512x256xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1361 = stablehlo.multiply %1359, %1360 : tensor<512x256xf32>
    %1362 = stablehlo.add %arg58, %1361 : tensor<512x256xf32>
    %1363 = chlo.square %507 : tensor<512x256xf32> -> tensor<512x256xf32>
    %1364 = stablehlo.subtract %1363, %arg59 : tensor<512x256xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1366 = stablehlo.multiply %1364, %1365 : tensor<512x256xf32>
    %1367 = stablehlo.add %arg59, %1366 : tensor<512x256xf32>
    %1368 = stablehlo.broadcast_in_dim %1358, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1369 = stablehlo.multiply %1362, %1368 : tensor<512x256xf32>
    %1370 = stablehlo.sqrt %1367 : tensor<512x256xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1372 = stablehlo.add %1370, %1371 : tensor<512x256xf32>
    %1373 = stablehlo.divide %1369, %1372 : tensor<512x256xf32>
    %1374 = stablehlo.subtract %894, %1373 : tensor<512x256xf32>
    %c_322 = stablehlo.constant dense<1> : tensor<i32>
    %1375 = stablehlo.add %arg20, %c_322 : tensor<i32>
    %1376 = stablehlo.convert %1375 : (tensor<i32>) -> tensor<f32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1377 = stablehlo.power %cst_323, %1376 : tensor<f32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1378 = stablehlo.power %cst_324, %1376 : tensor<f32>
    %cst_325 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1379 = stablehlo.subtract %cst_325, %1378 : tensor<f32>
    %1380 = stablehlo.sqrt %1379 : tensor<f32>
    %1381 = stablehlo.multiply %arg21, %1380 : tensor<f32>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1382 = stablehlo.subtract %cst_326, %1377 : tensor<f32>
    %1383 = stablehlo.divide %1381, %1382 : tensor<f32>
    %1384 = stablehlo.subtract %492, %arg60 : tensor<256xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1386 = stablehlo.multiply %1384, %1385 : tensor<256xf32>
    %1387 = stablehlo.add %arg60, %1386 : tensor<256xf32>
    %1388 = chlo.square %492 : tensor<256xf32> -> tensor<256xf32>
    %1389 = stablehlo.subtract %1388, %arg61 : tensor<256xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1391 = stablehlo.multiply %1389, %1390 : tensor<256xf32>
    %1392 = stablehlo.add %arg61, %1391 : tensor<256xf32>
    %1393 = stablehlo.broadcast_in_dim %1383, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1394 = stablehlo.multiply %1387, %1393 : tensor<256xf32>
    %1395 = stablehlo.sqrt %1392 : tensor<256xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1397 = stablehlo.add %1395, %1396 : tensor<256xf32>
    %1398 = stablehlo.divide %1394, %1397 : tensor<256xf32>
    %1399 = stablehlo.subtract %899, %1398 : tensor<256xf32>
    %c_330 = stablehlo.constant dense<1> : tensor<i32>
    %1400 = stablehlo.add %arg20, %c_330 : tensor<i32>
    %cst_331 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1401 = stablehlo.multiply %474, %cst_331 : tensor<f32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.reduce(%1401 init: %cst_332) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1403 = stablehlo.add %arg62, %1402 : tensor<f32>
    %cst_333 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1404 = stablehlo.reduce(%cst_333 init: %cst_334) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1405 = stablehlo.add %arg63, %1404 : tensor<f32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1406 = stablehlo.compare EQ, %1405, %cst_335, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_336 = stablehlo.constant dense<1> : tensor<i32>
    %1407 = call @_where_9(%1406, %c_336, %1405) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1408 = stablehlo.compare EQ, %1405, %cst_337, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1409 = stablehlo.divide %1403, %1407 : tensor<f32>
    %c_338 = stablehlo.constant dense<0> : tensor<i32>
    %1410 = call @_where_9(%1408, %c_338, %1409) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    return %1410, %924, %949, %974, %999, %1024, %1049, %1074, %1099, %1124, %1149, %1174, %1199, %1224, %1249, %1274, %1299, %1324, %1349, %1374, %1399, %1400, %arg21, %912, %917, %937, %942, %962, %967, %987, %992, %1012, %1017, %1037, %1042, %1062, %1067, %1087, %1092, %1112, %1117, %1137, %1142, %1162, %1167, %1187, %1192, %1212, %1217, %1237, %1242, %1262, %1267, %1287, %1292, %1312, %1317, %1337, %1342, %1362, %1367, %1387, %1392, %1403, %1405 : tensor<f32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<i32>, tensor<f32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x64x256xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x64x256xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x4x1x128x128xf32>, %arg2: tensor<f32>) -> (tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x4x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x128x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>
    return %3, %1 : tensor<8x4x1x128x128xf32>, tensor<8x4x1x128x128xi1>
  }
  func.func private @_where_1(%arg0: tensor<8x128x1x1xi1>, %arg1: tensor<8x128x4x64xf32>, %arg2: tensor<8x128x4x64xf32>) -> (tensor<8x128x4x64xf32>, tensor<8x128x4x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xi1>) -> tensor<8x128x4x64xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x128x4x64xi1>, tensor<8x128x4x64xf32>
    return %1, %0 : tensor<8x128x4x64xf32>, tensor<8x128x4x64xi1>
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
  func.func private @_one_hot(%arg0: tensor<8x128xi32>) -> tensor<8x128x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1024xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x1024xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xi32>) -> tensor<8x128x1024xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x128x1024xi32>, tensor<8x128x1024xi32>) -> tensor<8x128x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<8x128x1024xi1>) -> tensor<8x128x1024xf32>
    return %5 : tensor<8x128x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_5(%arg0: tensor<8x128x1024xf32>, %arg1: tensor<8x128x1xf32>, %arg2: tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32> {
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
  func.func private @_where_6(%arg0: tensor<8x128x4x64xi1>, %arg1: tensor<8x128x4x64xf32>) -> tensor<8x128x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<8x128x4x64xi1>, tensor<8x128x4x64xf32>
    return %1 : tensor<8x128x4x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<8x4x1x128x128xi1>, %arg1: tensor<8x4x1x128x128xf32>) -> tensor<8x4x1x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x1x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x128x128xi1>, tensor<8x4x1x128x128xf32>
    return %1 : tensor<8x4x1x128x128xf32>
  }
  func.func private @_take_8(%arg0: tensor<8x128x1xi32>, %arg1: tensor<8x128x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
