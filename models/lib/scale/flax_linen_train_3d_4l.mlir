module @jit_traced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 0 : i32}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 35 : i32}, %arg36: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 85 : i32}, %arg86: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 86 : i32}, %arg87: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 87 : i32}, %arg88: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 88 : i32}, %arg89: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 89 : i32}, %arg90: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 90 : i32}, %arg91: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 91 : i32}, %arg92: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 92 : i32}, %arg93: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 93 : i32}, %arg94: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 94 : i32}, %arg95: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 95 : i32}, %arg96: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 96 : i32}, %arg97: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 97 : i32}, %arg98: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 98 : i32}, %arg99: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 99 : i32}, %arg100: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 100 : i32}, %arg101: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 101 : i32}, %arg102: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 102 : i32}, %arg103: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 103 : i32}, %arg104: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg105: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<i32> {jax.result_info = "result[0].step", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg33 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1:2 = call @_take(%0, %arg104) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>)
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
    %218 = sdy.sharding_constraint %arg19 <@mesh, [{}]> : tensor<256xf32>
    %219 = stablehlo.reshape %218 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %220 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x128x256xf32>
    %223 = stablehlo.multiply %211, %222 : tensor<8x128x256xf32>
    %224 = sdy.sharding_constraint %arg23 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %225 = stablehlo.dot_general %223, %224, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %227 = sdy.sharding_constraint %arg21 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %228 = stablehlo.dot_general %223, %227, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %230 = sdy.sharding_constraint %arg24 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %231 = stablehlo.dot_general %223, %230, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %232 = stablehlo.reshape %231 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %233 = stablehlo.iota dim = 0 : tensor<128xi32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %239 = stablehlo.compare GE, %237, %238, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %241 = stablehlo.convert %240 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %242 = stablehlo.sqrt %cst_41 : tensor<f32>
    %243 = stablehlo.convert %242 : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %245 = stablehlo.divide %226, %244 : tensor<8x128x4x64xf32>
    %246 = stablehlo.dot_general %245, %229, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_42 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %247:2 = call @_where_0(%241, %246, %cst_42) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %248 = stablehlo.reduce(%247#0 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %250 = stablehlo.maximum %249, %248 : tensor<8x4x128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %253 = stablehlo.subtract %247#0, %252 : tensor<8x4x128x128xf32>
    %254 = stablehlo.exponential %253 : tensor<8x4x128x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %258 = stablehlo.divide %254, %257 : tensor<8x4x128x128xf32>
    %259 = stablehlo.multiply %256, %256 : tensor<8x4x128x1xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %261 = stablehlo.divide %260, %259 : tensor<8x4x128x1xf32>
    %262 = stablehlo.dot_general %232, %258, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %263 = stablehlo.transpose %262, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %265 = sdy.sharding_constraint %arg22 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %267 = stablehlo.add %200, %266 : tensor<8x128x256xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %269 = chlo.square %268 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<8x128x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%269 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_49 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %274 = stablehlo.divide %272, %273 : tensor<8x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %277 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %279 = stablehlo.subtract %268, %278 : tensor<8x128x256xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %281 = stablehlo.add %277, %280 : tensor<8x128x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<8x128x1xf32>
    %283 = stablehlo.divide %282, %281 : tensor<8x128x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<8x128x1xf32>
    %286 = sdy.sharding_constraint %arg20 <@mesh, [{}]> : tensor<256xf32>
    %287 = stablehlo.reshape %286 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %288 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<8x128x256xf32>
    %291 = stablehlo.multiply %279, %290 : tensor<8x128x256xf32>
    %292 = sdy.sharding_constraint %arg17 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %294:3 = call @silu(%293) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %295 = sdy.sharding_constraint %294#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %296 = sdy.sharding_constraint %arg18 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %297 = stablehlo.dot_general %295, %296, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %298 = stablehlo.add %268, %297 : tensor<8x128x256xf32>
    %299 = sdy.sharding_constraint %298 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %300 = chlo.square %299 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<8x128x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%300 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_55 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %305 = stablehlo.divide %303, %304 : tensor<8x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %310 = stablehlo.subtract %299, %309 : tensor<8x128x256xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %312 = stablehlo.add %308, %311 : tensor<8x128x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<8x128x1xf32>
    %314 = stablehlo.divide %313, %312 : tensor<8x128x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<8x128x1xf32>
    %317 = sdy.sharding_constraint %arg27 <@mesh, [{}]> : tensor<256xf32>
    %318 = stablehlo.reshape %317 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %319 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<8x128x256xf32>
    %322 = stablehlo.multiply %310, %321 : tensor<8x128x256xf32>
    %323 = sdy.sharding_constraint %arg31 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %324 = stablehlo.dot_general %322, %323, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %325 = stablehlo.reshape %324 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %326 = sdy.sharding_constraint %arg29 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %327 = stablehlo.dot_general %322, %326, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %328 = stablehlo.reshape %327 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %329 = sdy.sharding_constraint %arg32 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %330 = stablehlo.dot_general %322, %329, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %332 = stablehlo.iota dim = 0 : tensor<128xi32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %335 = stablehlo.broadcast_in_dim %333, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %336 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %338 = stablehlo.compare GE, %336, %337, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %340 = stablehlo.convert %339 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %341 = stablehlo.sqrt %cst_59 : tensor<f32>
    %342 = stablehlo.convert %341 : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %344 = stablehlo.divide %325, %343 : tensor<8x128x4x64xf32>
    %345 = stablehlo.dot_general %344, %328, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_60 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %346:2 = call @_where_0(%340, %345, %cst_60) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %347 = stablehlo.reduce(%346#0 init: %cst_61) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %349 = stablehlo.maximum %348, %347 : tensor<8x4x128xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %352 = stablehlo.subtract %346#0, %351 : tensor<8x4x128x128xf32>
    %353 = stablehlo.exponential %352 : tensor<8x4x128x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %357 = stablehlo.divide %353, %356 : tensor<8x4x128x128xf32>
    %358 = stablehlo.multiply %355, %355 : tensor<8x4x128x1xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %360 = stablehlo.divide %359, %358 : tensor<8x4x128x1xf32>
    %361 = stablehlo.dot_general %331, %357, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %362 = stablehlo.transpose %361, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %363 = stablehlo.reshape %362 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %364 = sdy.sharding_constraint %arg30 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %365 = stablehlo.dot_general %363, %364, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %366 = stablehlo.add %299, %365 : tensor<8x128x256xf32>
    %367 = sdy.sharding_constraint %366 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %368 = chlo.square %367 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %370 = stablehlo.multiply %369, %367 : tensor<8x128x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%368 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_67 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %373 = stablehlo.divide %371, %372 : tensor<8x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %376 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %377 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %378 = stablehlo.subtract %367, %377 : tensor<8x128x256xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %380 = stablehlo.add %376, %379 : tensor<8x128x1xf32>
    %381 = stablehlo.rsqrt %380 : tensor<8x128x1xf32>
    %382 = stablehlo.divide %381, %380 : tensor<8x128x1xf32>
    %cst_70 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %384 = stablehlo.multiply %383, %382 : tensor<8x128x1xf32>
    %385 = sdy.sharding_constraint %arg28 <@mesh, [{}]> : tensor<256xf32>
    %386 = stablehlo.reshape %385 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %387 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %388 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<8x128x256xf32>
    %390 = stablehlo.multiply %378, %389 : tensor<8x128x256xf32>
    %391 = sdy.sharding_constraint %arg25 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %392 = stablehlo.dot_general %390, %391, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %393:3 = call @silu(%392) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %394 = sdy.sharding_constraint %393#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %395 = sdy.sharding_constraint %arg26 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %396 = stablehlo.dot_general %394, %395, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %397 = stablehlo.add %367, %396 : tensor<8x128x256xf32>
    %398 = sdy.sharding_constraint %397 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %399 = chlo.square %398 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %401 = stablehlo.multiply %400, %398 : tensor<8x128x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%399 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %404 = stablehlo.divide %402, %403 : tensor<8x128xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %407 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %408 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %409 = stablehlo.subtract %398, %408 : tensor<8x128x256xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %411 = stablehlo.add %407, %410 : tensor<8x128x1xf32>
    %412 = stablehlo.rsqrt %411 : tensor<8x128x1xf32>
    %413 = stablehlo.divide %412, %411 : tensor<8x128x1xf32>
    %cst_76 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %415 = stablehlo.multiply %414, %413 : tensor<8x128x1xf32>
    %416 = sdy.sharding_constraint %arg34 <@mesh, [{}]> : tensor<256xf32>
    %417 = stablehlo.reshape %416 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %418 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %419 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %420 = stablehlo.multiply %418, %419 : tensor<8x128x256xf32>
    %421 = stablehlo.multiply %409, %420 : tensor<8x128x256xf32>
    %422 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %423 = stablehlo.dot_general %421, %422, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %425 = stablehlo.broadcast_in_dim %arg105, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %426:2 = call @take_along_axis(%424, %425) : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %427:2 = call @_take_1(%426#0, %c) : (tensor<8x128x1xf32>, tensor<i32>) -> (tensor<8x128xf32>, tensor<1xi32>)
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %428 = stablehlo.reduce(%424 init: %cst_77) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %430 = stablehlo.maximum %429, %428 : tensor<8x128xf32>
    %431 = stablehlo.is_finite %430 : (tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %433 = stablehlo.select %431, %430, %432 : tensor<8x128xi1>, tensor<8x128xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %436 = stablehlo.subtract %424, %435 : tensor<8x128x1024xf32>
    %437 = stablehlo.exponential %436 : tensor<8x128x1024xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %439 = stablehlo.abs %438 : tensor<8x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %441 = stablehlo.compare GE, %438, %440, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %442 = stablehlo.log %439 : tensor<8x128xf32>
    %443 = stablehlo.add %442, %433 : tensor<8x128xf32>
    %444 = stablehlo.subtract %443, %427#0 : tensor<8x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %446 = stablehlo.divide %445, %cst_83 : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %447 = stablehlo.divide %cst_84, %cst_85 : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %449 = stablehlo.negate %448 : tensor<8x128xf32>
    %450 = stablehlo.divide %448, %439 : tensor<8x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %452 = stablehlo.select %441, %451, %450 : tensor<8x128xi1>, tensor<8x128xf32>
    %453 = stablehlo.select %441, %450, %451 : tensor<8x128xi1>, tensor<8x128xf32>
    %454 = stablehlo.negate %452 : tensor<8x128xf32>
    %455 = stablehlo.add %453, %454 : tensor<8x128xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %457 = stablehlo.multiply %456, %437 : tensor<8x128x1024xf32>
    %458 = call @_take_3(%427#1, %449) : (tensor<1xi32>, tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %459 = call @take_along_axis_4(%426#1, %458) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %460 = stablehlo.add %457, %459 : tensor<8x128x1024xf32>
    %461 = sdy.sharding_constraint %460 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %462 = stablehlo.dot_general %461, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %464 = stablehlo.dot_general %461, %422, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %465 = stablehlo.transpose %463, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %466 = stablehlo.multiply %409, %464 : tensor<8x128x256xf32>
    %467 = stablehlo.multiply %464, %420 : tensor<8x128x256xf32>
    %468 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %469 = stablehlo.multiply %468, %466 : tensor<8x128x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %471 = stablehlo.reshape %470 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %472 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %473 = stablehlo.multiply %466, %472 : tensor<8x128x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %476 = stablehlo.reshape %471 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %477 = sdy.sharding_constraint %476 <@mesh, [{}]> : tensor<256xf32>
    %478 = stablehlo.multiply %475, %415 : tensor<8x128x1xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_90 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %481 = stablehlo.divide %479, %480 : tensor<8x128xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %483 = stablehlo.multiply %482, %401 : tensor<8x128x256xf32>
    %484 = stablehlo.add %467, %483 : tensor<8x128x256xf32>
    %485 = sdy.sharding_constraint %484 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %486 = stablehlo.dot_general %485, %394, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %487 = stablehlo.transpose %486, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %488 = stablehlo.dot_general %485, %395, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %489 = sdy.sharding_constraint %487 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %490 = sdy.sharding_constraint %488 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %491 = call @silu_5(%393#1, %393#2, %392, %490) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %492 = stablehlo.dot_general %491, %390, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %493 = stablehlo.transpose %492, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %494 = stablehlo.dot_general %491, %391, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %495 = sdy.sharding_constraint %493 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %496 = stablehlo.multiply %378, %494 : tensor<8x128x256xf32>
    %497 = stablehlo.multiply %494, %389 : tensor<8x128x256xf32>
    %498 = stablehlo.add %485, %497 : tensor<8x128x256xf32>
    %499 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %500 = stablehlo.multiply %499, %496 : tensor<8x128x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %502 = stablehlo.reshape %501 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %503 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %504 = stablehlo.multiply %496, %503 : tensor<8x128x256xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%504 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %506 = stablehlo.reshape %505 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %507 = stablehlo.reshape %502 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %508 = sdy.sharding_constraint %507 <@mesh, [{}]> : tensor<256xf32>
    %509 = stablehlo.multiply %506, %384 : tensor<8x128x1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_94 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %512 = stablehlo.divide %510, %511 : tensor<8x128xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %514 = stablehlo.multiply %513, %370 : tensor<8x128x256xf32>
    %515 = stablehlo.add %498, %514 : tensor<8x128x256xf32>
    %516 = sdy.sharding_constraint %515 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %517 = stablehlo.dot_general %516, %363, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %518 = stablehlo.transpose %517, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %519 = stablehlo.dot_general %516, %364, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %520 = sdy.sharding_constraint %518 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %521 = stablehlo.reshape %519 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %523 = stablehlo.dot_general %522, %331, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %524 = stablehlo.dot_general %522, %357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %525 = stablehlo.transpose %524, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %526 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %527 = stablehlo.multiply %523, %526 : tensor<8x4x128x128xf32>
    %528 = stablehlo.multiply %527, %353 : tensor<8x4x128x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %530 = stablehlo.reshape %529 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %531 = stablehlo.negate %530 : tensor<8x4x128x1xf32>
    %532 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %533 = stablehlo.divide %523, %532 : tensor<8x4x128x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%531 init: %cst_96) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %536 = stablehlo.add %533, %535 : tensor<8x4x128x128xf32>
    %537 = stablehlo.multiply %536, %353 : tensor<8x4x128x128xf32>
    %538 = call @_where_6(%346#1, %537) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %539 = stablehlo.dot_general %538, %344, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %541 = stablehlo.dot_general %538, %328, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %542 = stablehlo.transpose %541, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %543 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %544 = stablehlo.divide %542, %543 : tensor<8x128x4x64xf32>
    %545 = stablehlo.reshape %525 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %546 = stablehlo.dot_general %545, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %547 = stablehlo.transpose %546, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %548 = stablehlo.dot_general %545, %329, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %549 = sdy.sharding_constraint %547 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %550 = stablehlo.reshape %540 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %551 = stablehlo.dot_general %550, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %552 = stablehlo.transpose %551, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %553 = stablehlo.dot_general %550, %326, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %554 = stablehlo.add %548, %553 : tensor<8x128x256xf32>
    %555 = sdy.sharding_constraint %552 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %556 = stablehlo.reshape %544 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %557 = stablehlo.dot_general %556, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %558 = stablehlo.transpose %557, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %559 = stablehlo.dot_general %556, %323, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %560 = stablehlo.add %554, %559 : tensor<8x128x256xf32>
    %561 = sdy.sharding_constraint %558 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %562 = stablehlo.multiply %310, %560 : tensor<8x128x256xf32>
    %563 = stablehlo.multiply %560, %321 : tensor<8x128x256xf32>
    %564 = stablehlo.add %516, %563 : tensor<8x128x256xf32>
    %565 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %566 = stablehlo.multiply %565, %562 : tensor<8x128x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %568 = stablehlo.reshape %567 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %569 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %570 = stablehlo.multiply %562, %569 : tensor<8x128x256xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %572 = stablehlo.reshape %571 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %573 = stablehlo.reshape %568 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %574 = sdy.sharding_constraint %573 <@mesh, [{}]> : tensor<256xf32>
    %575 = stablehlo.multiply %572, %316 : tensor<8x128x1xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_100 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %578 = stablehlo.divide %576, %577 : tensor<8x128xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %580 = stablehlo.multiply %579, %302 : tensor<8x128x256xf32>
    %581 = stablehlo.add %564, %580 : tensor<8x128x256xf32>
    %582 = sdy.sharding_constraint %581 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %583 = stablehlo.dot_general %582, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %584 = stablehlo.transpose %583, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %585 = stablehlo.dot_general %582, %296, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %586 = sdy.sharding_constraint %584 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %587 = sdy.sharding_constraint %585 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %588 = call @silu_5(%294#1, %294#2, %293, %587) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %589 = stablehlo.dot_general %588, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %590 = stablehlo.transpose %589, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %591 = stablehlo.dot_general %588, %292, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %592 = sdy.sharding_constraint %590 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %593 = stablehlo.multiply %279, %591 : tensor<8x128x256xf32>
    %594 = stablehlo.multiply %591, %290 : tensor<8x128x256xf32>
    %595 = stablehlo.add %582, %594 : tensor<8x128x256xf32>
    %596 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %597 = stablehlo.multiply %596, %593 : tensor<8x128x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %599 = stablehlo.reshape %598 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %600 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %601 = stablehlo.multiply %593, %600 : tensor<8x128x256xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%601 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %603 = stablehlo.reshape %602 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %604 = stablehlo.reshape %599 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %605 = sdy.sharding_constraint %604 <@mesh, [{}]> : tensor<256xf32>
    %606 = stablehlo.multiply %603, %285 : tensor<8x128x1xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_104 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %609 = stablehlo.divide %607, %608 : tensor<8x128xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %611 = stablehlo.multiply %610, %271 : tensor<8x128x256xf32>
    %612 = stablehlo.add %595, %611 : tensor<8x128x256xf32>
    %613 = sdy.sharding_constraint %612 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %614 = stablehlo.dot_general %613, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %615 = stablehlo.transpose %614, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %616 = stablehlo.dot_general %613, %265, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %617 = sdy.sharding_constraint %615 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %618 = stablehlo.reshape %616 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %619 = stablehlo.transpose %618, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %620 = stablehlo.dot_general %619, %232, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %621 = stablehlo.dot_general %619, %258, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %622 = stablehlo.transpose %621, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %623 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %624 = stablehlo.multiply %620, %623 : tensor<8x4x128x128xf32>
    %625 = stablehlo.multiply %624, %254 : tensor<8x4x128x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_105) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %627 = stablehlo.reshape %626 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %628 = stablehlo.negate %627 : tensor<8x4x128x1xf32>
    %629 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %630 = stablehlo.divide %620, %629 : tensor<8x4x128x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%628 init: %cst_106) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %633 = stablehlo.add %630, %632 : tensor<8x4x128x128xf32>
    %634 = stablehlo.multiply %633, %254 : tensor<8x4x128x128xf32>
    %635 = call @_where_6(%247#1, %634) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %636 = stablehlo.dot_general %635, %245, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %637 = stablehlo.transpose %636, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %638 = stablehlo.dot_general %635, %229, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %640 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %641 = stablehlo.divide %639, %640 : tensor<8x128x4x64xf32>
    %642 = stablehlo.reshape %622 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %643 = stablehlo.dot_general %642, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %644 = stablehlo.transpose %643, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %645 = stablehlo.dot_general %642, %230, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %646 = sdy.sharding_constraint %644 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %647 = stablehlo.reshape %637 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %648 = stablehlo.dot_general %647, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %649 = stablehlo.transpose %648, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %650 = stablehlo.dot_general %647, %227, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %651 = stablehlo.add %645, %650 : tensor<8x128x256xf32>
    %652 = sdy.sharding_constraint %649 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %653 = stablehlo.reshape %641 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %654 = stablehlo.dot_general %653, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %655 = stablehlo.transpose %654, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %656 = stablehlo.dot_general %653, %224, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %657 = stablehlo.add %651, %656 : tensor<8x128x256xf32>
    %658 = sdy.sharding_constraint %655 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %659 = stablehlo.multiply %211, %657 : tensor<8x128x256xf32>
    %660 = stablehlo.multiply %657, %222 : tensor<8x128x256xf32>
    %661 = stablehlo.add %613, %660 : tensor<8x128x256xf32>
    %662 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %663 = stablehlo.multiply %662, %659 : tensor<8x128x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %665 = stablehlo.reshape %664 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %666 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %667 = stablehlo.multiply %659, %666 : tensor<8x128x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %669 = stablehlo.reshape %668 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %670 = stablehlo.reshape %665 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %671 = sdy.sharding_constraint %670 <@mesh, [{}]> : tensor<256xf32>
    %672 = stablehlo.multiply %669, %217 : tensor<8x128x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_110 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %675 = stablehlo.divide %673, %674 : tensor<8x128xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %677 = stablehlo.multiply %676, %203 : tensor<8x128x256xf32>
    %678 = stablehlo.add %661, %677 : tensor<8x128x256xf32>
    %679 = sdy.sharding_constraint %678 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %680 = stablehlo.dot_general %679, %196, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %681 = stablehlo.transpose %680, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %682 = stablehlo.dot_general %679, %197, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %683 = sdy.sharding_constraint %681 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %684 = sdy.sharding_constraint %682 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %685 = call @silu_5(%195#1, %195#2, %194, %684) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %686 = stablehlo.dot_general %685, %192, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %687 = stablehlo.transpose %686, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %688 = stablehlo.dot_general %685, %193, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %689 = sdy.sharding_constraint %687 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %690 = stablehlo.multiply %180, %688 : tensor<8x128x256xf32>
    %691 = stablehlo.multiply %688, %191 : tensor<8x128x256xf32>
    %692 = stablehlo.add %679, %691 : tensor<8x128x256xf32>
    %693 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %694 = stablehlo.multiply %693, %690 : tensor<8x128x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %696 = stablehlo.reshape %695 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %697 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %698 = stablehlo.multiply %690, %697 : tensor<8x128x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %700 = stablehlo.reshape %699 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %701 = stablehlo.reshape %696 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %702 = sdy.sharding_constraint %701 <@mesh, [{}]> : tensor<256xf32>
    %703 = stablehlo.multiply %700, %186 : tensor<8x128x1xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %706 = stablehlo.divide %704, %705 : tensor<8x128xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %708 = stablehlo.multiply %707, %172 : tensor<8x128x256xf32>
    %709 = stablehlo.add %692, %708 : tensor<8x128x256xf32>
    %710 = sdy.sharding_constraint %709 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %711 = stablehlo.dot_general %710, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %712 = stablehlo.transpose %711, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %713 = stablehlo.dot_general %710, %166, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %714 = sdy.sharding_constraint %712 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %715 = stablehlo.reshape %713 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %716 = stablehlo.transpose %715, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %717 = stablehlo.dot_general %716, %133, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %718 = stablehlo.dot_general %716, %159, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %719 = stablehlo.transpose %718, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %720 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %721 = stablehlo.multiply %717, %720 : tensor<8x4x128x128xf32>
    %722 = stablehlo.multiply %721, %155 : tensor<8x4x128x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_115) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %724 = stablehlo.reshape %723 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %725 = stablehlo.negate %724 : tensor<8x4x128x1xf32>
    %726 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %727 = stablehlo.divide %717, %726 : tensor<8x4x128x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%725 init: %cst_116) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %730 = stablehlo.add %727, %729 : tensor<8x4x128x128xf32>
    %731 = stablehlo.multiply %730, %155 : tensor<8x4x128x128xf32>
    %732 = call @_where_6(%148#1, %731) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %733 = stablehlo.dot_general %732, %146, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %734 = stablehlo.transpose %733, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %735 = stablehlo.dot_general %732, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %736 = stablehlo.transpose %735, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %737 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %738 = stablehlo.divide %736, %737 : tensor<8x128x4x64xf32>
    %739 = stablehlo.reshape %719 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %740 = stablehlo.dot_general %739, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %741 = stablehlo.transpose %740, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %742 = stablehlo.dot_general %739, %131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %743 = sdy.sharding_constraint %741 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %744 = stablehlo.reshape %734 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %745 = stablehlo.dot_general %744, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %746 = stablehlo.transpose %745, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %747 = stablehlo.dot_general %744, %128, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %748 = stablehlo.add %742, %747 : tensor<8x128x256xf32>
    %749 = sdy.sharding_constraint %746 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %750 = stablehlo.reshape %738 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %751 = stablehlo.dot_general %750, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %752 = stablehlo.transpose %751, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %753 = stablehlo.dot_general %750, %125, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %754 = stablehlo.add %748, %753 : tensor<8x128x256xf32>
    %755 = sdy.sharding_constraint %752 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %756 = stablehlo.multiply %112, %754 : tensor<8x128x256xf32>
    %757 = stablehlo.multiply %754, %123 : tensor<8x128x256xf32>
    %758 = stablehlo.add %710, %757 : tensor<8x128x256xf32>
    %759 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %760 = stablehlo.multiply %759, %756 : tensor<8x128x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%760 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %762 = stablehlo.reshape %761 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %763 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %764 = stablehlo.multiply %756, %763 : tensor<8x128x256xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %766 = stablehlo.reshape %765 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %767 = stablehlo.reshape %762 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %768 = sdy.sharding_constraint %767 <@mesh, [{}]> : tensor<256xf32>
    %769 = stablehlo.multiply %766, %118 : tensor<8x128x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_120 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %772 = stablehlo.divide %770, %771 : tensor<8x128xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %774 = stablehlo.multiply %773, %104 : tensor<8x128x256xf32>
    %775 = stablehlo.add %758, %774 : tensor<8x128x256xf32>
    %776 = sdy.sharding_constraint %775 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %777 = stablehlo.dot_general %776, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %778 = stablehlo.transpose %777, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %779 = stablehlo.dot_general %776, %98, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %780 = sdy.sharding_constraint %778 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %781 = sdy.sharding_constraint %779 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %782 = call @silu_5(%96#1, %96#2, %95, %781) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %783 = stablehlo.dot_general %782, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %784 = stablehlo.transpose %783, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %785 = stablehlo.dot_general %782, %94, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %786 = sdy.sharding_constraint %784 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %787 = stablehlo.multiply %81, %785 : tensor<8x128x256xf32>
    %788 = stablehlo.multiply %785, %92 : tensor<8x128x256xf32>
    %789 = stablehlo.add %776, %788 : tensor<8x128x256xf32>
    %790 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %791 = stablehlo.multiply %790, %787 : tensor<8x128x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %793 = stablehlo.reshape %792 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %794 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %795 = stablehlo.multiply %787, %794 : tensor<8x128x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %797 = stablehlo.reshape %796 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %798 = stablehlo.reshape %793 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %799 = sdy.sharding_constraint %798 <@mesh, [{}]> : tensor<256xf32>
    %800 = stablehlo.multiply %797, %87 : tensor<8x128x1xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.reduce(%800 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %803 = stablehlo.divide %801, %802 : tensor<8x128xf32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %805 = stablehlo.multiply %804, %73 : tensor<8x128x256xf32>
    %806 = stablehlo.add %789, %805 : tensor<8x128x256xf32>
    %807 = sdy.sharding_constraint %806 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %808 = stablehlo.dot_general %807, %66, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %809 = stablehlo.transpose %808, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %810 = stablehlo.dot_general %807, %67, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %811 = sdy.sharding_constraint %809 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %812 = stablehlo.reshape %810 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %813 = stablehlo.transpose %812, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %814 = stablehlo.dot_general %813, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %815 = stablehlo.dot_general %813, %60, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %816 = stablehlo.transpose %815, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %817 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %818 = stablehlo.multiply %814, %817 : tensor<8x4x128x128xf32>
    %819 = stablehlo.multiply %818, %56 : tensor<8x4x128x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %821 = stablehlo.reshape %820 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %822 = stablehlo.negate %821 : tensor<8x4x128x1xf32>
    %823 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %824 = stablehlo.divide %814, %823 : tensor<8x4x128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%822 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %827 = stablehlo.add %824, %826 : tensor<8x4x128x128xf32>
    %828 = stablehlo.multiply %827, %56 : tensor<8x4x128x128xf32>
    %829 = call @_where_6(%49#1, %828) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %830 = stablehlo.dot_general %829, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %831 = stablehlo.transpose %830, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %832 = stablehlo.dot_general %829, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %833 = stablehlo.transpose %832, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %834 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %835 = stablehlo.divide %833, %834 : tensor<8x128x4x64xf32>
    %836 = stablehlo.reshape %816 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %837 = stablehlo.dot_general %836, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %838 = stablehlo.transpose %837, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %839 = stablehlo.dot_general %836, %32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %840 = sdy.sharding_constraint %838 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %841 = stablehlo.reshape %831 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %842 = stablehlo.dot_general %841, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %843 = stablehlo.transpose %842, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %844 = stablehlo.dot_general %841, %29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %845 = stablehlo.add %839, %844 : tensor<8x128x256xf32>
    %846 = sdy.sharding_constraint %843 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %847 = stablehlo.reshape %835 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %848 = stablehlo.dot_general %847, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %849 = stablehlo.transpose %848, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %850 = stablehlo.dot_general %847, %26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %851 = stablehlo.add %845, %850 : tensor<8x128x256xf32>
    %852 = sdy.sharding_constraint %849 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %853 = stablehlo.multiply %13, %851 : tensor<8x128x256xf32>
    %854 = stablehlo.multiply %851, %24 : tensor<8x128x256xf32>
    %855 = stablehlo.add %807, %854 : tensor<8x128x256xf32>
    %856 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %857 = stablehlo.multiply %856, %853 : tensor<8x128x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %859 = stablehlo.reshape %858 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %860 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %861 = stablehlo.multiply %853, %860 : tensor<8x128x256xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %863 = stablehlo.reshape %862 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %864 = stablehlo.reshape %859 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %865 = sdy.sharding_constraint %864 <@mesh, [{}]> : tensor<256xf32>
    %866 = stablehlo.multiply %863, %19 : tensor<8x128x1xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%866 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_130 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %869 = stablehlo.divide %867, %868 : tensor<8x128xf32>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %871 = stablehlo.multiply %870, %5 : tensor<8x128x256xf32>
    %872 = stablehlo.add %855, %871 : tensor<8x128x256xf32>
    %873 = sdy.sharding_constraint %872 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %874 = call @_take_7(%1#1, %873) : (tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %875 = stablehlo.add %465, %874 : tensor<1024x256xf32>
    %876 = sdy.sharding_constraint %875 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %878 = stablehlo.multiply %877, %786 : tensor<256x1024xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %880 = stablehlo.multiply %879, %arg36 : tensor<256x1024xf32>
    %881 = stablehlo.add %878, %880 : tensor<256x1024xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %883 = stablehlo.multiply %882, %780 : tensor<1024x256xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %885 = stablehlo.multiply %884, %arg37 : tensor<1024x256xf32>
    %886 = stablehlo.add %883, %885 : tensor<1024x256xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %888 = stablehlo.multiply %887, %865 : tensor<256xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.multiply %889, %arg38 : tensor<256xf32>
    %891 = stablehlo.add %888, %890 : tensor<256xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %893 = stablehlo.multiply %892, %799 : tensor<256xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %895 = stablehlo.multiply %894, %arg39 : tensor<256xf32>
    %896 = stablehlo.add %893, %895 : tensor<256xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %898 = stablehlo.multiply %897, %846 : tensor<256x256xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %900 = stablehlo.multiply %899, %arg40 : tensor<256x256xf32>
    %901 = stablehlo.add %898, %900 : tensor<256x256xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %903 = stablehlo.multiply %902, %811 : tensor<256x256xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %905 = stablehlo.multiply %904, %arg41 : tensor<256x256xf32>
    %906 = stablehlo.add %903, %905 : tensor<256x256xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %908 = stablehlo.multiply %907, %852 : tensor<256x256xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %910 = stablehlo.multiply %909, %arg42 : tensor<256x256xf32>
    %911 = stablehlo.add %908, %910 : tensor<256x256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %913 = stablehlo.multiply %912, %840 : tensor<256x256xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %915 = stablehlo.multiply %914, %arg43 : tensor<256x256xf32>
    %916 = stablehlo.add %913, %915 : tensor<256x256xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %918 = stablehlo.multiply %917, %689 : tensor<256x1024xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %920 = stablehlo.multiply %919, %arg44 : tensor<256x1024xf32>
    %921 = stablehlo.add %918, %920 : tensor<256x1024xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %923 = stablehlo.multiply %922, %683 : tensor<1024x256xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %925 = stablehlo.multiply %924, %arg45 : tensor<1024x256xf32>
    %926 = stablehlo.add %923, %925 : tensor<1024x256xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %928 = stablehlo.multiply %927, %768 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %930 = stablehlo.multiply %929, %arg46 : tensor<256xf32>
    %931 = stablehlo.add %928, %930 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %933 = stablehlo.multiply %932, %702 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %935 = stablehlo.multiply %934, %arg47 : tensor<256xf32>
    %936 = stablehlo.add %933, %935 : tensor<256xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %938 = stablehlo.multiply %937, %749 : tensor<256x256xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %940 = stablehlo.multiply %939, %arg48 : tensor<256x256xf32>
    %941 = stablehlo.add %938, %940 : tensor<256x256xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %943 = stablehlo.multiply %942, %714 : tensor<256x256xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %945 = stablehlo.multiply %944, %arg49 : tensor<256x256xf32>
    %946 = stablehlo.add %943, %945 : tensor<256x256xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %948 = stablehlo.multiply %947, %755 : tensor<256x256xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %950 = stablehlo.multiply %949, %arg50 : tensor<256x256xf32>
    %951 = stablehlo.add %948, %950 : tensor<256x256xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %953 = stablehlo.multiply %952, %743 : tensor<256x256xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %955 = stablehlo.multiply %954, %arg51 : tensor<256x256xf32>
    %956 = stablehlo.add %953, %955 : tensor<256x256xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %958 = stablehlo.multiply %957, %592 : tensor<256x1024xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %960 = stablehlo.multiply %959, %arg52 : tensor<256x1024xf32>
    %961 = stablehlo.add %958, %960 : tensor<256x1024xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %963 = stablehlo.multiply %962, %586 : tensor<1024x256xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %965 = stablehlo.multiply %964, %arg53 : tensor<1024x256xf32>
    %966 = stablehlo.add %963, %965 : tensor<1024x256xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %968 = stablehlo.multiply %967, %671 : tensor<256xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %970 = stablehlo.multiply %969, %arg54 : tensor<256xf32>
    %971 = stablehlo.add %968, %970 : tensor<256xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %973 = stablehlo.multiply %972, %605 : tensor<256xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %975 = stablehlo.multiply %974, %arg55 : tensor<256xf32>
    %976 = stablehlo.add %973, %975 : tensor<256xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %978 = stablehlo.multiply %977, %652 : tensor<256x256xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %980 = stablehlo.multiply %979, %arg56 : tensor<256x256xf32>
    %981 = stablehlo.add %978, %980 : tensor<256x256xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %983 = stablehlo.multiply %982, %617 : tensor<256x256xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %985 = stablehlo.multiply %984, %arg57 : tensor<256x256xf32>
    %986 = stablehlo.add %983, %985 : tensor<256x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %988 = stablehlo.multiply %987, %658 : tensor<256x256xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %990 = stablehlo.multiply %989, %arg58 : tensor<256x256xf32>
    %991 = stablehlo.add %988, %990 : tensor<256x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %993 = stablehlo.multiply %992, %646 : tensor<256x256xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %995 = stablehlo.multiply %994, %arg59 : tensor<256x256xf32>
    %996 = stablehlo.add %993, %995 : tensor<256x256xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %998 = stablehlo.multiply %997, %495 : tensor<256x1024xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1000 = stablehlo.multiply %999, %arg60 : tensor<256x1024xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<256x1024xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1003 = stablehlo.multiply %1002, %489 : tensor<1024x256xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1005 = stablehlo.multiply %1004, %arg61 : tensor<1024x256xf32>
    %1006 = stablehlo.add %1003, %1005 : tensor<1024x256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1008 = stablehlo.multiply %1007, %574 : tensor<256xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1010 = stablehlo.multiply %1009, %arg62 : tensor<256xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1013 = stablehlo.multiply %1012, %508 : tensor<256xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1015 = stablehlo.multiply %1014, %arg63 : tensor<256xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<256xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1018 = stablehlo.multiply %1017, %555 : tensor<256x256xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1020 = stablehlo.multiply %1019, %arg64 : tensor<256x256xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<256x256xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1023 = stablehlo.multiply %1022, %520 : tensor<256x256xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1025 = stablehlo.multiply %1024, %arg65 : tensor<256x256xf32>
    %1026 = stablehlo.add %1023, %1025 : tensor<256x256xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1028 = stablehlo.multiply %1027, %561 : tensor<256x256xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1030 = stablehlo.multiply %1029, %arg66 : tensor<256x256xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<256x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1033 = stablehlo.multiply %1032, %549 : tensor<256x256xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1035 = stablehlo.multiply %1034, %arg67 : tensor<256x256xf32>
    %1036 = stablehlo.add %1033, %1035 : tensor<256x256xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1038 = stablehlo.multiply %1037, %876 : tensor<1024x256xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1040 = stablehlo.multiply %1039, %arg68 : tensor<1024x256xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<1024x256xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1043 = stablehlo.multiply %1042, %477 : tensor<256xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1045 = stablehlo.multiply %1044, %arg69 : tensor<256xf32>
    %1046 = stablehlo.add %1043, %1045 : tensor<256xf32>
    %1047 = stablehlo.multiply %786, %786 : tensor<256x1024xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1049 = stablehlo.multiply %1048, %1047 : tensor<256x1024xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1051 = stablehlo.multiply %1050, %arg70 : tensor<256x1024xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<256x1024xf32>
    %1053 = stablehlo.multiply %780, %780 : tensor<1024x256xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1055 = stablehlo.multiply %1054, %1053 : tensor<1024x256xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1057 = stablehlo.multiply %1056, %arg71 : tensor<1024x256xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<1024x256xf32>
    %1059 = stablehlo.multiply %865, %865 : tensor<256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<256xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1063 = stablehlo.multiply %1062, %arg72 : tensor<256xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<256xf32>
    %1065 = stablehlo.multiply %799, %799 : tensor<256xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<256xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1069 = stablehlo.multiply %1068, %arg73 : tensor<256xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<256xf32>
    %1071 = stablehlo.multiply %846, %846 : tensor<256x256xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1073 = stablehlo.multiply %1072, %1071 : tensor<256x256xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1075 = stablehlo.multiply %1074, %arg74 : tensor<256x256xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<256x256xf32>
    %1077 = stablehlo.multiply %811, %811 : tensor<256x256xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1079 = stablehlo.multiply %1078, %1077 : tensor<256x256xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1081 = stablehlo.multiply %1080, %arg75 : tensor<256x256xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<256x256xf32>
    %1083 = stablehlo.multiply %852, %852 : tensor<256x256xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1085 = stablehlo.multiply %1084, %1083 : tensor<256x256xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1087 = stablehlo.multiply %1086, %arg76 : tensor<256x256xf32>
    %1088 = stablehlo.add %1085, %1087 : tensor<256x256xf32>
    %1089 = stablehlo.multiply %840, %840 : tensor<256x256xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1091 = stablehlo.multiply %1090, %1089 : tensor<256x256xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1093 = stablehlo.multiply %1092, %arg77 : tensor<256x256xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<256x256xf32>
    %1095 = stablehlo.multiply %689, %689 : tensor<256x1024xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1097 = stablehlo.multiply %1096, %1095 : tensor<256x1024xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1099 = stablehlo.multiply %1098, %arg78 : tensor<256x1024xf32>
    %1100 = stablehlo.add %1097, %1099 : tensor<256x1024xf32>
    %1101 = stablehlo.multiply %683, %683 : tensor<1024x256xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<1024x256xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1105 = stablehlo.multiply %1104, %arg79 : tensor<1024x256xf32>
    %1106 = stablehlo.add %1103, %1105 : tensor<1024x256xf32>
    %1107 = stablehlo.multiply %768, %768 : tensor<256xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<256xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1111 = stablehlo.multiply %1110, %arg80 : tensor<256xf32>
    %1112 = stablehlo.add %1109, %1111 : tensor<256xf32>
    %1113 = stablehlo.multiply %702, %702 : tensor<256xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1115 = stablehlo.multiply %1114, %1113 : tensor<256xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1117 = stablehlo.multiply %1116, %arg81 : tensor<256xf32>
    %1118 = stablehlo.add %1115, %1117 : tensor<256xf32>
    %1119 = stablehlo.multiply %749, %749 : tensor<256x256xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<256x256xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1123 = stablehlo.multiply %1122, %arg82 : tensor<256x256xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<256x256xf32>
    %1125 = stablehlo.multiply %714, %714 : tensor<256x256xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1127 = stablehlo.multiply %1126, %1125 : tensor<256x256xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1129 = stablehlo.multiply %1128, %arg83 : tensor<256x256xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<256x256xf32>
    %1131 = stablehlo.multiply %755, %755 : tensor<256x256xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1133 = stablehlo.multiply %1132, %1131 : tensor<256x256xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1135 = stablehlo.multiply %1134, %arg84 : tensor<256x256xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<256x256xf32>
    %1137 = stablehlo.multiply %743, %743 : tensor<256x256xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1139 = stablehlo.multiply %1138, %1137 : tensor<256x256xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1141 = stablehlo.multiply %1140, %arg85 : tensor<256x256xf32>
    %1142 = stablehlo.add %1139, %1141 : tensor<256x256xf32>
    %1143 = stablehlo.multiply %592, %592 : tensor<256x1024xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1145 = stablehlo.multiply %1144, %1143 : tensor<256x1024xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1147 = stablehlo.multiply %1146, %arg86 : tensor<256x1024xf32>
    %1148 = stablehlo.add %1145, %1147 : tensor<256x1024xf32>
    %1149 = stablehlo.multiply %586, %586 : tensor<1024x256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<1024x256xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1153 = stablehlo.multiply %1152, %arg87 : tensor<1024x256xf32>
    %1154 = stablehlo.add %1151, %1153 : tensor<1024x256xf32>
    %1155 = stablehlo.multiply %671, %671 : tensor<256xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1157 = stablehlo.multiply %1156, %1155 : tensor<256xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1159 = stablehlo.multiply %1158, %arg88 : tensor<256xf32>
    %1160 = stablehlo.add %1157, %1159 : tensor<256xf32>
    %1161 = stablehlo.multiply %605, %605 : tensor<256xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1163 = stablehlo.multiply %1162, %1161 : tensor<256xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1165 = stablehlo.multiply %1164, %arg89 : tensor<256xf32>
    %1166 = stablehlo.add %1163, %1165 : tensor<256xf32>
    %1167 = stablehlo.multiply %652, %652 : tensor<256x256xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1169 = stablehlo.multiply %1168, %1167 : tensor<256x256xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1171 = stablehlo.multiply %1170, %arg90 : tensor<256x256xf32>
    %1172 = stablehlo.add %1169, %1171 : tensor<256x256xf32>
    %1173 = stablehlo.multiply %617, %617 : tensor<256x256xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1175 = stablehlo.multiply %1174, %1173 : tensor<256x256xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1177 = stablehlo.multiply %1176, %arg91 : tensor<256x256xf32>
    %1178 = stablehlo.add %1175, %1177 : tensor<256x256xf32>
    %1179 = stablehlo.multiply %658, %658 : tensor<256x256xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1181 = stablehlo.multiply %1180, %1179 : tensor<256x256xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1183 = stablehlo.multiply %1182, %arg92 : tensor<256x256xf32>
    %1184 = stablehlo.add %1181, %1183 : tensor<256x256xf32>
    %1185 = stablehlo.multiply %646, %646 : tensor<256x256xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1187 = stablehlo.multiply %1186, %1185 : tensor<256x256xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1189 = stablehlo.multiply %1188, %arg93 : tensor<256x256xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<256x256xf32>
    %1191 = stablehlo.multiply %495, %495 : tensor<256x1024xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1193 = stablehlo.multiply %1192, %1191 : tensor<256x1024xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1195 = stablehlo.multiply %1194, %arg94 : tensor<256x1024xf32>
    %1196 = stablehlo.add %1193, %1195 : tensor<256x1024xf32>
    %1197 = stablehlo.multiply %489, %489 : tensor<1024x256xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1199 = stablehlo.multiply %1198, %1197 : tensor<1024x256xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1201 = stablehlo.multiply %1200, %arg95 : tensor<1024x256xf32>
    %1202 = stablehlo.add %1199, %1201 : tensor<1024x256xf32>
    %1203 = stablehlo.multiply %574, %574 : tensor<256xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1205 = stablehlo.multiply %1204, %1203 : tensor<256xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1207 = stablehlo.multiply %1206, %arg96 : tensor<256xf32>
    %1208 = stablehlo.add %1205, %1207 : tensor<256xf32>
    %1209 = stablehlo.multiply %508, %508 : tensor<256xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1211 = stablehlo.multiply %1210, %1209 : tensor<256xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1213 = stablehlo.multiply %1212, %arg97 : tensor<256xf32>
    %1214 = stablehlo.add %1211, %1213 : tensor<256xf32>
    %1215 = stablehlo.multiply %555, %555 : tensor<256x256xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1217 = stablehlo.multiply %1216, %1215 : tensor<256x256xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1219 = stablehlo.multiply %1218, %arg98 : tensor<256x256xf32>
    %1220 = stablehlo.add %1217, %1219 : tensor<256x256xf32>
    %1221 = stablehlo.multiply %520, %520 : tensor<256x256xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1223 = stablehlo.multiply %1222, %1221 : tensor<256x256xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1225 = stablehlo.multiply %1224, %arg99 : tensor<256x256xf32>
    %1226 = stablehlo.add %1223, %1225 : tensor<256x256xf32>
    %1227 = stablehlo.multiply %561, %561 : tensor<256x256xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1229 = stablehlo.multiply %1228, %1227 : tensor<256x256xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1231 = stablehlo.multiply %1230, %arg100 : tensor<256x256xf32>
    %1232 = stablehlo.add %1229, %1231 : tensor<256x256xf32>
    %1233 = stablehlo.multiply %549, %549 : tensor<256x256xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1235 = stablehlo.multiply %1234, %1233 : tensor<256x256xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1237 = stablehlo.multiply %1236, %arg101 : tensor<256x256xf32>
    %1238 = stablehlo.add %1235, %1237 : tensor<256x256xf32>
    %1239 = stablehlo.multiply %876, %876 : tensor<1024x256xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1241 = stablehlo.multiply %1240, %1239 : tensor<1024x256xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1243 = stablehlo.multiply %1242, %arg102 : tensor<1024x256xf32>
    %1244 = stablehlo.add %1241, %1243 : tensor<1024x256xf32>
    %1245 = stablehlo.multiply %477, %477 : tensor<256xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1247 = stablehlo.multiply %1246, %1245 : tensor<256xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1249 = stablehlo.multiply %1248, %arg103 : tensor<256xf32>
    %1250 = stablehlo.add %1247, %1249 : tensor<256xf32>
    %c_267 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1251 = stablehlo.compare LT, %arg35, %c_267, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_268 = stablehlo.constant dense<1> : tensor<i32>
    %1252 = stablehlo.add %arg35, %c_268 : tensor<i32>
    %c_269 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1253 = call @_where_8(%1251, %1252, %c_269) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1254 = stablehlo.convert %1253 : (tensor<i32>) -> tensor<f32>
    %1255 = stablehlo.power %cst_270, %1254 : tensor<f32>
    %cst_271 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1256 = stablehlo.subtract %cst_271, %1255 : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1258 = stablehlo.divide %881, %1257 : tensor<256x1024xf32>
    %1259 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1260 = stablehlo.divide %886, %1259 : tensor<1024x256xf32>
    %1261 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1262 = stablehlo.divide %891, %1261 : tensor<256xf32>
    %1263 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1264 = stablehlo.divide %896, %1263 : tensor<256xf32>
    %1265 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1266 = stablehlo.divide %901, %1265 : tensor<256x256xf32>
    %1267 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1268 = stablehlo.divide %906, %1267 : tensor<256x256xf32>
    %1269 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1270 = stablehlo.divide %911, %1269 : tensor<256x256xf32>
    %1271 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1272 = stablehlo.divide %916, %1271 : tensor<256x256xf32>
    %1273 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1274 = stablehlo.divide %921, %1273 : tensor<256x1024xf32>
    %1275 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1276 = stablehlo.divide %926, %1275 : tensor<1024x256xf32>
    %1277 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1278 = stablehlo.divide %931, %1277 : tensor<256xf32>
    %1279 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1280 = stablehlo.divide %936, %1279 : tensor<256xf32>
    %1281 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1282 = stablehlo.divide %941, %1281 : tensor<256x256xf32>
    %1283 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1284 = stablehlo.divide %946, %1283 : tensor<256x256xf32>
    %1285 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1286 = stablehlo.divide %951, %1285 : tensor<256x256xf32>
    %1287 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1288 = stablehlo.divide %956, %1287 : tensor<256x256xf32>
    %1289 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1290 = stablehlo.divide %961, %1289 : tensor<256x1024xf32>
    %1291 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1292 = stablehlo.divide %966, %1291 : tensor<1024x256xf32>
    %1293 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1294 = stablehlo.divide %971, %1293 : tensor<256xf32>
    %1295 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1296 = stablehlo.divide %976, %1295 : tensor<256xf32>
    %1297 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1298 = stablehlo.divide %981, %1297 : tensor<256x256xf32>
    %1299 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1300 = stablehlo.divide %986, %1299 : tensor<256x256xf32>
    %1301 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1302 = stablehlo.divide %991, %1301 : tensor<256x256xf32>
    %1303 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1304 = stablehlo.divide %996, %1303 : tensor<256x256xf32>
    %1305 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1306 = stablehlo.divide %1001, %1305 : tensor<256x1024xf32>
    %1307 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1308 = stablehlo.divide %1006, %1307 : tensor<1024x256xf32>
    %1309 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1310 = stablehlo.divide %1011, %1309 : tensor<256xf32>
    %1311 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1312 = stablehlo.divide %1016, %1311 : tensor<256xf32>
    %1313 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1314 = stablehlo.divide %1021, %1313 : tensor<256x256xf32>
    %1315 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1316 = stablehlo.divide %1026, %1315 : tensor<256x256xf32>
    %1317 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1318 = stablehlo.divide %1031, %1317 : tensor<256x256xf32>
    %1319 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1320 = stablehlo.divide %1036, %1319 : tensor<256x256xf32>
    %1321 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1322 = stablehlo.divide %1041, %1321 : tensor<1024x256xf32>
    %1323 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1324 = stablehlo.divide %1046, %1323 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1325 = stablehlo.convert %1253 : (tensor<i32>) -> tensor<f32>
    %1326 = stablehlo.power %cst_272, %1325 : tensor<f32>
    %cst_273 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1327 = stablehlo.subtract %cst_273, %1326 : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1329 = stablehlo.divide %1052, %1328 : tensor<256x1024xf32>
    %1330 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1331 = stablehlo.divide %1058, %1330 : tensor<1024x256xf32>
    %1332 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1333 = stablehlo.divide %1064, %1332 : tensor<256xf32>
    %1334 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1335 = stablehlo.divide %1070, %1334 : tensor<256xf32>
    %1336 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1337 = stablehlo.divide %1076, %1336 : tensor<256x256xf32>
    %1338 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1339 = stablehlo.divide %1082, %1338 : tensor<256x256xf32>
    %1340 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1341 = stablehlo.divide %1088, %1340 : tensor<256x256xf32>
    %1342 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1343 = stablehlo.divide %1094, %1342 : tensor<256x256xf32>
    %1344 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1345 = stablehlo.divide %1100, %1344 : tensor<256x1024xf32>
    %1346 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1347 = stablehlo.divide %1106, %1346 : tensor<1024x256xf32>
    %1348 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1349 = stablehlo.divide %1112, %1348 : tensor<256xf32>
    %1350 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1351 = stablehlo.divide %1118, %1350 : tensor<256xf32>
    %1352 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1353 = stablehlo.divide %1124, %1352 : tensor<256x256xf32>
    %1354 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1355 = stablehlo.divide %1130, %1354 : tensor<256x256xf32>
    %1356 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1357 = stablehlo.divide %1136, %1356 : tensor<256x256xf32>
    %1358 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1359 = stablehlo.divide %1142, %1358 : tensor<256x256xf32>
    %1360 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1361 = stablehlo.divide %1148, %1360 : tensor<256x1024xf32>
    %1362 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1363 = stablehlo.divide %1154, %1362 : tensor<1024x256xf32>
    %1364 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1365 = stablehlo.divide %1160, %1364 : tensor<256xf32>
    %1366 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1367 = stablehlo.divide %1166, %1366 : tensor<256xf32>
    %1368 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1369 = stablehlo.divide %1172, %1368 : tensor<256x256xf32>
    %1370 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1371 = stablehlo.divide %1178, %1370 : tensor<256x256xf32>
    %1372 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1373 = stablehlo.divide %1184, %1372 : tensor<256x256xf32>
    %1374 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1375 = stablehlo.divide %1190, %1374 : tensor<256x256xf32>
    %1376 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1377 = stablehlo.divide %1196, %1376 : tensor<256x1024xf32>
    %1378 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1379 = stablehlo.divide %1202, %1378 : tensor<1024x256xf32>
    %1380 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1381 = stablehlo.divide %1208, %1380 : tensor<256xf32>
    %1382 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1383 = stablehlo.divide %1214, %1382 : tensor<256xf32>
    %1384 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1385 = stablehlo.divide %1220, %1384 : tensor<256x256xf32>
    %1386 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1387 = stablehlo.divide %1226, %1386 : tensor<256x256xf32>
    %1388 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1389 = stablehlo.divide %1232, %1388 : tensor<256x256xf32>
    %1390 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1391 = stablehlo.divide %1238, %1390 : tensor<256x256xf32>
    %1392 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1393 = stablehlo.divide %1244, %1392 : tensor<1024x256xf32>
    %1394 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1395 = stablehlo.divide %1250, %1394 : tensor<256xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1397 = stablehlo.add %1329, %1396 : tensor<256x1024xf32>
    %1398 = stablehlo.sqrt %1397 : tensor<256x1024xf32>
    %cst_275 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1400 = stablehlo.add %1398, %1399 : tensor<256x1024xf32>
    %1401 = stablehlo.divide %1258, %1400 : tensor<256x1024xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1403 = stablehlo.add %1331, %1402 : tensor<1024x256xf32>
    %1404 = stablehlo.sqrt %1403 : tensor<1024x256xf32>
    %cst_277 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1406 = stablehlo.add %1404, %1405 : tensor<1024x256xf32>
    %1407 = stablehlo.divide %1260, %1406 : tensor<1024x256xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1409 = stablehlo.add %1333, %1408 : tensor<256xf32>
    %1410 = stablehlo.sqrt %1409 : tensor<256xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1412 = stablehlo.add %1410, %1411 : tensor<256xf32>
    %1413 = stablehlo.divide %1262, %1412 : tensor<256xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1415 = stablehlo.add %1335, %1414 : tensor<256xf32>
    %1416 = stablehlo.sqrt %1415 : tensor<256xf32>
    %cst_281 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1418 = stablehlo.add %1416, %1417 : tensor<256xf32>
    %1419 = stablehlo.divide %1264, %1418 : tensor<256xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1420 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1421 = stablehlo.add %1337, %1420 : tensor<256x256xf32>
    %1422 = stablehlo.sqrt %1421 : tensor<256x256xf32>
    %cst_283 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1424 = stablehlo.add %1422, %1423 : tensor<256x256xf32>
    %1425 = stablehlo.divide %1266, %1424 : tensor<256x256xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1427 = stablehlo.add %1339, %1426 : tensor<256x256xf32>
    %1428 = stablehlo.sqrt %1427 : tensor<256x256xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1430 = stablehlo.add %1428, %1429 : tensor<256x256xf32>
    %1431 = stablehlo.divide %1268, %1430 : tensor<256x256xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1433 = stablehlo.add %1341, %1432 : tensor<256x256xf32>
    %1434 = stablehlo.sqrt %1433 : tensor<256x256xf32>
    %cst_287 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1435 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1436 = stablehlo.add %1434, %1435 : tensor<256x256xf32>
    %1437 = stablehlo.divide %1270, %1436 : tensor<256x256xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1439 = stablehlo.add %1343, %1438 : tensor<256x256xf32>
    %1440 = stablehlo.sqrt %1439 : tensor<256x256xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1442 = stablehlo.add %1440, %1441 : tensor<256x256xf32>
    %1443 = stablehlo.divide %1272, %1442 : tensor<256x256xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1445 = stablehlo.add %1345, %1444 : tensor<256x1024xf32>
    %1446 = stablehlo.sqrt %1445 : tensor<256x1024xf32>
    %cst_291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1448 = stablehlo.add %1446, %1447 : tensor<256x1024xf32>
    %1449 = stablehlo.divide %1274, %1448 : tensor<256x1024xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1451 = stablehlo.add %1347, %1450 : tensor<1024x256xf32>
    %1452 = stablehlo.sqrt %1451 : tensor<1024x256xf32>
    %cst_293 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<1024x256xf32>
    %1455 = stablehlo.divide %1276, %1454 : tensor<1024x256xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1457 = stablehlo.add %1349, %1456 : tensor<256xf32>
    %1458 = stablehlo.sqrt %1457 : tensor<256xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1460 = stablehlo.add %1458, %1459 : tensor<256xf32>
    %1461 = stablehlo.divide %1278, %1460 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1463 = stablehlo.add %1351, %1462 : tensor<256xf32>
    %1464 = stablehlo.sqrt %1463 : tensor<256xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1466 = stablehlo.add %1464, %1465 : tensor<256xf32>
    %1467 = stablehlo.divide %1280, %1466 : tensor<256xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1469 = stablehlo.add %1353, %1468 : tensor<256x256xf32>
    %1470 = stablehlo.sqrt %1469 : tensor<256x256xf32>
    %cst_299 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1472 = stablehlo.add %1470, %1471 : tensor<256x256xf32>
    %1473 = stablehlo.divide %1282, %1472 : tensor<256x256xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1475 = stablehlo.add %1355, %1474 : tensor<256x256xf32>
    %1476 = stablehlo.sqrt %1475 : tensor<256x256xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1478 = stablehlo.add %1476, %1477 : tensor<256x256xf32>
    %1479 = stablehlo.divide %1284, %1478 : tensor<256x256xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1481 = stablehlo.add %1357, %1480 : tensor<256x256xf32>
    %1482 = stablehlo.sqrt %1481 : tensor<256x256xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1484 = stablehlo.add %1482, %1483 : tensor<256x256xf32>
    %1485 = stablehlo.divide %1286, %1484 : tensor<256x256xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1487 = stablehlo.add %1359, %1486 : tensor<256x256xf32>
    %1488 = stablehlo.sqrt %1487 : tensor<256x256xf32>
    %cst_305 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1490 = stablehlo.add %1488, %1489 : tensor<256x256xf32>
    %1491 = stablehlo.divide %1288, %1490 : tensor<256x256xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1493 = stablehlo.add %1361, %1492 : tensor<256x1024xf32>
    %1494 = stablehlo.sqrt %1493 : tensor<256x1024xf32>
    %cst_307 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1495 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1496 = stablehlo.add %1494, %1495 : tensor<256x1024xf32>
    %1497 = stablehlo.divide %1290, %1496 : tensor<256x1024xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1499 = stablehlo.add %1363, %1498 : tensor<1024x256xf32>
    %1500 = stablehlo.sqrt %1499 : tensor<1024x256xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1502 = stablehlo.add %1500, %1501 : tensor<1024x256xf32>
    %1503 = stablehlo.divide %1292, %1502 : tensor<1024x256xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1505 = stablehlo.add %1365, %1504 : tensor<256xf32>
    %1506 = stablehlo.sqrt %1505 : tensor<256xf32>
    %cst_311 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1507 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1508 = stablehlo.add %1506, %1507 : tensor<256xf32>
    %1509 = stablehlo.divide %1294, %1508 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1511 = stablehlo.add %1367, %1510 : tensor<256xf32>
    %1512 = stablehlo.sqrt %1511 : tensor<256xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1514 = stablehlo.add %1512, %1513 : tensor<256xf32>
    %1515 = stablehlo.divide %1296, %1514 : tensor<256xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1517 = stablehlo.add %1369, %1516 : tensor<256x256xf32>
    %1518 = stablehlo.sqrt %1517 : tensor<256x256xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1520 = stablehlo.add %1518, %1519 : tensor<256x256xf32>
    %1521 = stablehlo.divide %1298, %1520 : tensor<256x256xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1523 = stablehlo.add %1371, %1522 : tensor<256x256xf32>
    %1524 = stablehlo.sqrt %1523 : tensor<256x256xf32>
    %cst_317 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1526 = stablehlo.add %1524, %1525 : tensor<256x256xf32>
    %1527 = stablehlo.divide %1300, %1526 : tensor<256x256xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1529 = stablehlo.add %1373, %1528 : tensor<256x256xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<256x256xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<256x256xf32>
    %1533 = stablehlo.divide %1302, %1532 : tensor<256x256xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1535 = stablehlo.add %1375, %1534 : tensor<256x256xf32>
    %1536 = stablehlo.sqrt %1535 : tensor<256x256xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1538 = stablehlo.add %1536, %1537 : tensor<256x256xf32>
    %1539 = stablehlo.divide %1304, %1538 : tensor<256x256xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1541 = stablehlo.add %1377, %1540 : tensor<256x1024xf32>
    %1542 = stablehlo.sqrt %1541 : tensor<256x1024xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<256x1024xf32>
    %1545 = stablehlo.divide %1306, %1544 : tensor<256x1024xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1547 = stablehlo.add %1379, %1546 : tensor<1024x256xf32>
    %1548 = stablehlo.sqrt %1547 : tensor<1024x256xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<1024x256xf32>
    %1551 = stablehlo.divide %1308, %1550 : tensor<1024x256xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1553 = stablehlo.add %1381, %1552 : tensor<256xf32>
    %1554 = stablehlo.sqrt %1553 : tensor<256xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1556 = stablehlo.add %1554, %1555 : tensor<256xf32>
    %1557 = stablehlo.divide %1310, %1556 : tensor<256xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1559 = stablehlo.add %1383, %1558 : tensor<256xf32>
    %1560 = stablehlo.sqrt %1559 : tensor<256xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1562 = stablehlo.add %1560, %1561 : tensor<256xf32>
    %1563 = stablehlo.divide %1312, %1562 : tensor<256xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1565 = stablehlo.add %1385, %1564 : tensor<256x256xf32>
    %1566 = stablehlo.sqrt %1565 : tensor<256x256xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<256x256xf32>
    %1569 = stablehlo.divide %1314, %1568 : tensor<256x256xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1571 = stablehlo.add %1387, %1570 : tensor<256x256xf32>
    %1572 = stablehlo.sqrt %1571 : tensor<256x256xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1574 = stablehlo.add %1572, %1573 : tensor<256x256xf32>
    %1575 = stablehlo.divide %1316, %1574 : tensor<256x256xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1577 = stablehlo.add %1389, %1576 : tensor<256x256xf32>
    %1578 = stablehlo.sqrt %1577 : tensor<256x256xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1580 = stablehlo.add %1578, %1579 : tensor<256x256xf32>
    %1581 = stablehlo.divide %1318, %1580 : tensor<256x256xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1583 = stablehlo.add %1391, %1582 : tensor<256x256xf32>
    %1584 = stablehlo.sqrt %1583 : tensor<256x256xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1586 = stablehlo.add %1584, %1585 : tensor<256x256xf32>
    %1587 = stablehlo.divide %1320, %1586 : tensor<256x256xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1589 = stablehlo.add %1393, %1588 : tensor<1024x256xf32>
    %1590 = stablehlo.sqrt %1589 : tensor<1024x256xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1592 = stablehlo.add %1590, %1591 : tensor<1024x256xf32>
    %1593 = stablehlo.divide %1322, %1592 : tensor<1024x256xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1595 = stablehlo.add %1395, %1594 : tensor<256xf32>
    %1596 = stablehlo.sqrt %1595 : tensor<256xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1598 = stablehlo.add %1596, %1597 : tensor<256xf32>
    %1599 = stablehlo.divide %1324, %1598 : tensor<256xf32>
    %cst_342 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1601 = stablehlo.multiply %1600, %arg1 : tensor<256x1024xf32>
    %1602 = stablehlo.add %1401, %1601 : tensor<256x1024xf32>
    %cst_343 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1604 = stablehlo.multiply %1603, %arg2 : tensor<1024x256xf32>
    %1605 = stablehlo.add %1407, %1604 : tensor<1024x256xf32>
    %cst_344 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1607 = stablehlo.multiply %1606, %arg3 : tensor<256xf32>
    %1608 = stablehlo.add %1413, %1607 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1610 = stablehlo.multiply %1609, %arg4 : tensor<256xf32>
    %1611 = stablehlo.add %1419, %1610 : tensor<256xf32>
    %cst_346 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1613 = stablehlo.multiply %1612, %arg5 : tensor<256x256xf32>
    %1614 = stablehlo.add %1425, %1613 : tensor<256x256xf32>
    %cst_347 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1616 = stablehlo.multiply %1615, %arg6 : tensor<256x256xf32>
    %1617 = stablehlo.add %1431, %1616 : tensor<256x256xf32>
    %cst_348 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1619 = stablehlo.multiply %1618, %arg7 : tensor<256x256xf32>
    %1620 = stablehlo.add %1437, %1619 : tensor<256x256xf32>
    %cst_349 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1622 = stablehlo.multiply %1621, %arg8 : tensor<256x256xf32>
    %1623 = stablehlo.add %1443, %1622 : tensor<256x256xf32>
    %cst_350 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1625 = stablehlo.multiply %1624, %arg9 : tensor<256x1024xf32>
    %1626 = stablehlo.add %1449, %1625 : tensor<256x1024xf32>
    %cst_351 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1628 = stablehlo.multiply %1627, %arg10 : tensor<1024x256xf32>
    %1629 = stablehlo.add %1455, %1628 : tensor<1024x256xf32>
    %cst_352 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1631 = stablehlo.multiply %1630, %arg11 : tensor<256xf32>
    %1632 = stablehlo.add %1461, %1631 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1634 = stablehlo.multiply %1633, %arg12 : tensor<256xf32>
    %1635 = stablehlo.add %1467, %1634 : tensor<256xf32>
    %cst_354 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1637 = stablehlo.multiply %1636, %arg13 : tensor<256x256xf32>
    %1638 = stablehlo.add %1473, %1637 : tensor<256x256xf32>
    %cst_355 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1640 = stablehlo.multiply %1639, %arg14 : tensor<256x256xf32>
    %1641 = stablehlo.add %1479, %1640 : tensor<256x256xf32>
    %cst_356 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1643 = stablehlo.multiply %1642, %arg15 : tensor<256x256xf32>
    %1644 = stablehlo.add %1485, %1643 : tensor<256x256xf32>
    %cst_357 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1646 = stablehlo.multiply %1645, %arg16 : tensor<256x256xf32>
    %1647 = stablehlo.add %1491, %1646 : tensor<256x256xf32>
    %cst_358 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1649 = stablehlo.multiply %1648, %arg17 : tensor<256x1024xf32>
    %1650 = stablehlo.add %1497, %1649 : tensor<256x1024xf32>
    %cst_359 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1652 = stablehlo.multiply %1651, %arg18 : tensor<1024x256xf32>
    %1653 = stablehlo.add %1503, %1652 : tensor<1024x256xf32>
    %cst_360 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1655 = stablehlo.multiply %1654, %arg19 : tensor<256xf32>
    %1656 = stablehlo.add %1509, %1655 : tensor<256xf32>
    %cst_361 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1658 = stablehlo.multiply %1657, %arg20 : tensor<256xf32>
    %1659 = stablehlo.add %1515, %1658 : tensor<256xf32>
    %cst_362 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1661 = stablehlo.multiply %1660, %arg21 : tensor<256x256xf32>
    %1662 = stablehlo.add %1521, %1661 : tensor<256x256xf32>
    %cst_363 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1664 = stablehlo.multiply %1663, %arg22 : tensor<256x256xf32>
    %1665 = stablehlo.add %1527, %1664 : tensor<256x256xf32>
    %cst_364 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1667 = stablehlo.multiply %1666, %arg23 : tensor<256x256xf32>
    %1668 = stablehlo.add %1533, %1667 : tensor<256x256xf32>
    %cst_365 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1670 = stablehlo.multiply %1669, %arg24 : tensor<256x256xf32>
    %1671 = stablehlo.add %1539, %1670 : tensor<256x256xf32>
    %cst_366 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1673 = stablehlo.multiply %1672, %arg25 : tensor<256x1024xf32>
    %1674 = stablehlo.add %1545, %1673 : tensor<256x1024xf32>
    %cst_367 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1676 = stablehlo.multiply %1675, %arg26 : tensor<1024x256xf32>
    %1677 = stablehlo.add %1551, %1676 : tensor<1024x256xf32>
    %cst_368 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1679 = stablehlo.multiply %1678, %arg27 : tensor<256xf32>
    %1680 = stablehlo.add %1557, %1679 : tensor<256xf32>
    %cst_369 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1682 = stablehlo.multiply %1681, %arg28 : tensor<256xf32>
    %1683 = stablehlo.add %1563, %1682 : tensor<256xf32>
    %cst_370 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1685 = stablehlo.multiply %1684, %arg29 : tensor<256x256xf32>
    %1686 = stablehlo.add %1569, %1685 : tensor<256x256xf32>
    %cst_371 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1688 = stablehlo.multiply %1687, %arg30 : tensor<256x256xf32>
    %1689 = stablehlo.add %1575, %1688 : tensor<256x256xf32>
    %cst_372 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1691 = stablehlo.multiply %1690, %arg31 : tensor<256x256xf32>
    %1692 = stablehlo.add %1581, %1691 : tensor<256x256xf32>
    %cst_373 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1694 = stablehlo.multiply %1693, %arg32 : tensor<256x256xf32>
    %1695 = stablehlo.add %1587, %1694 : tensor<256x256xf32>
    %cst_374 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1697 = stablehlo.multiply %1696, %arg33 : tensor<1024x256xf32>
    %1698 = stablehlo.add %1593, %1697 : tensor<1024x256xf32>
    %cst_375 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1699 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1700 = stablehlo.multiply %1699, %arg34 : tensor<256xf32>
    %1701 = stablehlo.add %1599, %1700 : tensor<256xf32>
    %cst_376 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1703 = stablehlo.multiply %1702, %1602 : tensor<256x1024xf32>
    %cst_377 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1705 = stablehlo.multiply %1704, %1605 : tensor<1024x256xf32>
    %cst_378 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1707 = stablehlo.multiply %1706, %1608 : tensor<256xf32>
    %cst_379 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1709 = stablehlo.multiply %1708, %1611 : tensor<256xf32>
    %cst_380 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1711 = stablehlo.multiply %1710, %1614 : tensor<256x256xf32>
    %cst_381 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1713 = stablehlo.multiply %1712, %1617 : tensor<256x256xf32>
    %cst_382 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1715 = stablehlo.multiply %1714, %1620 : tensor<256x256xf32>
    %cst_383 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1717 = stablehlo.multiply %1716, %1623 : tensor<256x256xf32>
    %cst_384 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1719 = stablehlo.multiply %1718, %1626 : tensor<256x1024xf32>
    %cst_385 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1721 = stablehlo.multiply %1720, %1629 : tensor<1024x256xf32>
    %cst_386 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1723 = stablehlo.multiply %1722, %1632 : tensor<256xf32>
    %cst_387 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1725 = stablehlo.multiply %1724, %1635 : tensor<256xf32>
    %cst_388 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1727 = stablehlo.multiply %1726, %1638 : tensor<256x256xf32>
    %cst_389 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1729 = stablehlo.multiply %1728, %1641 : tensor<256x256xf32>
    %cst_390 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1731 = stablehlo.multiply %1730, %1644 : tensor<256x256xf32>
    %cst_391 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1733 = stablehlo.multiply %1732, %1647 : tensor<256x256xf32>
    %cst_392 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1735 = stablehlo.multiply %1734, %1650 : tensor<256x1024xf32>
    %cst_393 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1737 = stablehlo.multiply %1736, %1653 : tensor<1024x256xf32>
    %cst_394 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1739 = stablehlo.multiply %1738, %1656 : tensor<256xf32>
    %cst_395 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1741 = stablehlo.multiply %1740, %1659 : tensor<256xf32>
    %cst_396 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1743 = stablehlo.multiply %1742, %1662 : tensor<256x256xf32>
    %cst_397 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1745 = stablehlo.multiply %1744, %1665 : tensor<256x256xf32>
    %cst_398 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1747 = stablehlo.multiply %1746, %1668 : tensor<256x256xf32>
    %cst_399 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1749 = stablehlo.multiply %1748, %1671 : tensor<256x256xf32>
    %cst_400 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1751 = stablehlo.multiply %1750, %1674 : tensor<256x1024xf32>
    %cst_401 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1753 = stablehlo.multiply %1752, %1677 : tensor<1024x256xf32>
    %cst_402 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1754 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1755 = stablehlo.multiply %1754, %1680 : tensor<256xf32>
    %cst_403 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1757 = stablehlo.multiply %1756, %1683 : tensor<256xf32>
    %cst_404 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1759 = stablehlo.multiply %1758, %1686 : tensor<256x256xf32>
    %cst_405 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1760 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1761 = stablehlo.multiply %1760, %1689 : tensor<256x256xf32>
    %cst_406 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1763 = stablehlo.multiply %1762, %1692 : tensor<256x256xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1765 = stablehlo.multiply %1764, %1695 : tensor<256x256xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1767 = stablehlo.multiply %1766, %1698 : tensor<1024x256xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1769 = stablehlo.multiply %1768, %1701 : tensor<256xf32>
    %1770 = stablehlo.add %arg1, %1703 : tensor<256x1024xf32>
    %1771 = stablehlo.add %arg2, %1705 : tensor<1024x256xf32>
    %1772 = stablehlo.add %arg3, %1707 : tensor<256xf32>
    %1773 = stablehlo.add %arg4, %1709 : tensor<256xf32>
    %1774 = stablehlo.add %arg5, %1711 : tensor<256x256xf32>
    %1775 = stablehlo.add %arg6, %1713 : tensor<256x256xf32>
    %1776 = stablehlo.add %arg7, %1715 : tensor<256x256xf32>
    %1777 = stablehlo.add %arg8, %1717 : tensor<256x256xf32>
    %1778 = stablehlo.add %arg9, %1719 : tensor<256x1024xf32>
    %1779 = stablehlo.add %arg10, %1721 : tensor<1024x256xf32>
    %1780 = stablehlo.add %arg11, %1723 : tensor<256xf32>
    %1781 = stablehlo.add %arg12, %1725 : tensor<256xf32>
    %1782 = stablehlo.add %arg13, %1727 : tensor<256x256xf32>
    %1783 = stablehlo.add %arg14, %1729 : tensor<256x256xf32>
    %1784 = stablehlo.add %arg15, %1731 : tensor<256x256xf32>
    %1785 = stablehlo.add %arg16, %1733 : tensor<256x256xf32>
    %1786 = stablehlo.add %arg17, %1735 : tensor<256x1024xf32>
    %1787 = stablehlo.add %arg18, %1737 : tensor<1024x256xf32>
    %1788 = stablehlo.add %arg19, %1739 : tensor<256xf32>
    %1789 = stablehlo.add %arg20, %1741 : tensor<256xf32>
    %1790 = stablehlo.add %arg21, %1743 : tensor<256x256xf32>
    %1791 = stablehlo.add %arg22, %1745 : tensor<256x256xf32>
    %1792 = stablehlo.add %arg23, %1747 : tensor<256x256xf32>
    %1793 = stablehlo.add %arg24, %1749 : tensor<256x256xf32>
    %1794 = stablehlo.add %arg25, %1751 : tensor<256x1024xf32>
    %1795 = stablehlo.add %arg26, %1753 : tensor<1024x256xf32>
    %1796 = stablehlo.add %arg27, %1755 : tensor<256xf32>
    %1797 = stablehlo.add %arg28, %1757 : tensor<256xf32>
    %1798 = stablehlo.add %arg29, %1759 : tensor<256x256xf32>
    %1799 = stablehlo.add %arg30, %1761 : tensor<256x256xf32>
    %1800 = stablehlo.add %arg31, %1763 : tensor<256x256xf32>
    %1801 = stablehlo.add %arg32, %1765 : tensor<256x256xf32>
    %1802 = stablehlo.add %arg33, %1767 : tensor<1024x256xf32>
    %1803 = stablehlo.add %arg34, %1769 : tensor<256xf32>
    %c_410 = stablehlo.constant dense<1> : tensor<i32>
    %1804 = stablehlo.add %arg0, %c_410 : tensor<i32>
    return %1804, %1770, %1771, %1772, %1773, %1774, %1775, %1776, %1777, %1778, %1779, %1780, %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1793, %1794, %1795, %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803, %1253, %881, %886, %891, %896, %901, %906, %911, %916, %921, %926, %931, %936, %941, %946, %951, %956, %961, %966, %971, %976, %981, %986, %991, %996, %1001, %1006, %1011, %1016, %1021, %1026, %1031, %1036, %1041, %1046, %1052, %1058, %1064, %1070, %1076, %1082, %1088, %1094, %1100, %1106, %1112, %1118, %1124, %1130, %1136, %1142, %1148, %1154, %1160, %1166, %1172, %1178, %1184, %1190, %1196, %1202, %1208, %1214, %1220, %1226, %1232, %1238, %1244, %1250, %446 : tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<f32>
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
