module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 37 : i32}, %arg38: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 85 : i32}, %arg86: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 86 : i32}, %arg87: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 87 : i32}, %arg88: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 88 : i32}, %arg89: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 89 : i32}, %arg90: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 90 : i32}, %arg91: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 91 : i32}, %arg92: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 92 : i32}, %arg93: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 93 : i32}, %arg94: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 94 : i32}, %arg95: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 95 : i32}, %arg96: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 96 : i32}, %arg97: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 97 : i32}, %arg98: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 98 : i32}, %arg99: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 99 : i32}, %arg100: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 100 : i32}, %arg101: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 101 : i32}, %arg102: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 102 : i32}, %arg103: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 103 : i32}, %arg104: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 104 : i32}, %arg105: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 105 : i32}, %arg106: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 106 : i32}, %arg107: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 107 : i32}, %arg108: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 108 : i32}, %arg109: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 109 : i32}, %arg110: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 110 : i32}, %arg111: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 111 : i32}, %arg112: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 112 : i32}, %arg113: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg114: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][0]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][0]['blocks'][0]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][0]['blocks'][0]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][0]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][0]['blocks'][0]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][0]['blocks'][1]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][0]['blocks'][1]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][0]['blocks'][1]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['blocks'][1]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][0]['blocks'][1]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][0]['embed']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][0]['head']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][0]['head']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['ln_f']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][0]['ln_f']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<i32> {jax.result_info = "result[0][1]['opt_state'][0]['count'].value", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][0]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['blocks'][1]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['embed']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['head']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['head']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['ln_f']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['mu']['ln_f']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][0]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['key']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['out']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['query']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['value']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['attn']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['fc']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['fc']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['ln1']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['ln1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['ln2']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['ln2']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['proj']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['blocks'][1]['proj']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['embed']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['head']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['head']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['ln_f']['bias'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0][1]['opt_state'][0]['nu']['ln_f']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<ui32> {jax.result_info = "result[0][1]['step'].value", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg32, %arg113) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x128x256xf32>
    %2 = stablehlo.iota dim = 0 : tensor<128xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %10 = stablehlo.convert %9 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %11 = chlo.square %1 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %13 = stablehlo.multiply %12, %1 : tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x128xf32>
    %20 = chlo.square %16 : tensor<8x128xf32> -> tensor<8x128xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<8x128xf32>
    %23 = stablehlo.subtract %19, %20 : tensor<8x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<8x128xf32>
    %26 = stablehlo.compare EQ, %23, %25, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %29 = stablehlo.select %26, %27, %28 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %31 = stablehlo.compare EQ, %30, %25, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<8x128xi1>, tensor<8x128xf32>
    %35 = stablehlo.divide %29, %34 : tensor<8x128xf32>
    %36 = stablehlo.reshape %16 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %37 = stablehlo.reshape %25 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %39 = stablehlo.subtract %1, %38 : tensor<8x128x256xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %41 = stablehlo.add %37, %40 : tensor<8x128x1xf32>
    %42 = stablehlo.rsqrt %41 : tensor<8x128x1xf32>
    %43 = stablehlo.divide %42, %41 : tensor<8x128x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<8x128x1xf32>
    %46 = stablehlo.reshape %arg11 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x128x256xf32>
    %50 = stablehlo.multiply %39, %49 : tensor<8x128x256xf32>
    %51 = stablehlo.reshape %arg10 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x128x256xf32>
    %54 = stablehlo.dot_general %53, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %55 = stablehlo.reshape %arg4 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x128x4x64xf32>
    %58 = stablehlo.dot_general %53, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %59 = stablehlo.reshape %arg0 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x128x4x64xf32>
    %62 = stablehlo.dot_general %53, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %63 = stablehlo.reshape %arg6 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x128x4x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x128x128xf32>
    %67 = stablehlo.compare NE, %10, %66, FLOAT : (tensor<8x1x128x128xf32>, tensor<8x1x128x128xf32>) -> tensor<8x1x128x128xi1>
    %68 = stablehlo.convert %67 : tensor<8x1x128x128xi1>
    %69 = stablehlo.reshape %57 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 3, 4] : (tensor<8x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %71 = stablehlo.dot_general %69, %61, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x1x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x128xf32>
    %cst_14 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x128x1x128xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<8x4x128x1x128xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x4x128x128xi1>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2, 3, 4] : (tensor<8x4x128x128xi1>) -> tensor<1x8x4x128x128xi1>
    %76 = stablehlo.transpose %70, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<1x8x1x128x128xi1>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x128x128xi1>) -> tensor<1x8x4x128x128xi1>
    %78 = stablehlo.and %75, %77 : tensor<1x8x4x128x128xi1>
    %cst_15 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %79 = call @_where_0(%78, %73, %cst_15) : (tensor<1x8x4x128x128xi1>, tensor<8x4x128x1x128xf32>, tensor<f32>) -> tensor<1x8x4x128x128xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x8x4x128xf32>
    %82 = stablehlo.maximum %81, %80 : tensor<1x8x4x128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %85 = stablehlo.subtract %79, %84 : tensor<1x8x4x128x128xf32>
    %86 = stablehlo.exponential %85 : tensor<1x8x4x128x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %90 = stablehlo.divide %86, %89 : tensor<1x8x4x128x128xf32>
    %91 = stablehlo.multiply %88, %88 : tensor<1x8x4x128x1xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x4x128x1xf32>
    %93 = stablehlo.divide %92, %91 : tensor<1x8x4x128x1xf32>
    %94 = stablehlo.dot_general %65, %90, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x64x1x128xf32>
    %95 = stablehlo.transpose %94, dims = [3, 0, 4, 1, 2] : (tensor<8x4x64x1x128xf32>) -> tensor<1x8x128x4x64xf32>
    %96 = stablehlo.transpose %95, dims = [1, 2, 3, 0, 4] : (tensor<1x8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %98 = stablehlo.dot_general %97, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x128x256xf32>
    %99 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x128x256xf32>
    %102 = stablehlo.add %1, %101 : tensor<8x128x256xf32>
    %103 = chlo.square %102 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %105 = stablehlo.multiply %104, %102 : tensor<8x128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%102 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %108 = stablehlo.divide %106, %107 : tensor<8x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%103 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x128xf32>
    %112 = chlo.square %108 : tensor<8x128xf32> -> tensor<8x128xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %114 = stablehlo.multiply %113, %108 : tensor<8x128xf32>
    %115 = stablehlo.subtract %111, %112 : tensor<8x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %117 = stablehlo.maximum %116, %115 : tensor<8x128xf32>
    %118 = stablehlo.compare EQ, %115, %117, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %121 = stablehlo.select %118, %119, %120 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %123 = stablehlo.compare EQ, %122, %117, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %126 = stablehlo.select %123, %124, %125 : tensor<8x128xi1>, tensor<8x128xf32>
    %127 = stablehlo.divide %121, %126 : tensor<8x128xf32>
    %128 = stablehlo.reshape %108 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %129 = stablehlo.reshape %117 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %131 = stablehlo.subtract %102, %130 : tensor<8x128x256xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %133 = stablehlo.add %129, %132 : tensor<8x128x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<8x128x1xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8x128x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<8x128x1xf32>
    %138 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x128x256xf32>
    %142 = stablehlo.multiply %131, %141 : tensor<8x128x256xf32>
    %143 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x128x256xf32>
    %146 = stablehlo.dot_general %145, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %147 = stablehlo.reshape %arg8 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %149 = stablehlo.add %146, %148 : tensor<8x128x1024xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<8x128x1024xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<8x128x1024xf32>
    %152 = stablehlo.multiply %149, %149 : tensor<8x128x1024xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<8x128x1024xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %156 = stablehlo.multiply %155, %151 : tensor<8x128x1024xf32>
    %157 = stablehlo.add %149, %156 : tensor<8x128x1024xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<8x128x1024xf32>
    %160 = stablehlo.tanh %159 : tensor<8x128x1024xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %162 = stablehlo.subtract %161, %160 : tensor<8x128x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %164 = stablehlo.add %163, %160 : tensor<8x128x1024xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<8x128x1024xf32>
    %167 = stablehlo.multiply %149, %166 : tensor<8x128x1024xf32>
    %168 = stablehlo.dot_general %167, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %169 = stablehlo.reshape %arg14 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %171 = stablehlo.add %168, %170 : tensor<8x128x256xf32>
    %172 = stablehlo.add %102, %171 : tensor<8x128x256xf32>
    %173 = chlo.square %172 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<8x128x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%172 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%173 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x128xf32>
    %182 = chlo.square %178 : tensor<8x128xf32> -> tensor<8x128xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %184 = stablehlo.multiply %183, %178 : tensor<8x128xf32>
    %185 = stablehlo.subtract %181, %182 : tensor<8x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<8x128xf32>
    %188 = stablehlo.compare EQ, %185, %187, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %191 = stablehlo.select %188, %189, %190 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %193 = stablehlo.compare EQ, %192, %187, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %196 = stablehlo.select %193, %194, %195 : tensor<8x128xi1>, tensor<8x128xf32>
    %197 = stablehlo.divide %191, %196 : tensor<8x128xf32>
    %198 = stablehlo.reshape %178 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %199 = stablehlo.reshape %187 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %201 = stablehlo.subtract %172, %200 : tensor<8x128x256xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<8x128x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<8x128x1xf32>
    %205 = stablehlo.divide %204, %203 : tensor<8x128x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<8x128x1xf32>
    %208 = stablehlo.reshape %arg27 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %209 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x128x256xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<8x128x256xf32>
    %213 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x128x256xf32>
    %216 = stablehlo.dot_general %215, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %217 = stablehlo.reshape %arg20 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x128x4x64xf32>
    %220 = stablehlo.dot_general %215, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %221 = stablehlo.reshape %arg16 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x128x4x64xf32>
    %224 = stablehlo.dot_general %215, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x4x64xf32>) -> tensor<8x128x4x64xf32>
    %225 = stablehlo.reshape %arg22 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<8x128x4x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x128x4x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x128x128xf32>
    %229 = stablehlo.compare NE, %10, %228, FLOAT : (tensor<8x1x128x128xf32>, tensor<8x1x128x128xf32>) -> tensor<8x1x128x128xi1>
    %230 = stablehlo.convert %229 : tensor<8x1x128x128xi1>
    %231 = stablehlo.reshape %219 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 3, 4] : (tensor<8x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %233 = stablehlo.dot_general %231, %223, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x1x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x128xf32>
    %cst_55 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x4x128x1x128xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<8x4x128x1x128xf32>
    %c_56 = stablehlo.constant dense<true> : tensor<i1>
    %236 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i1>) -> tensor<8x4x128x128xi1>
    %237 = stablehlo.broadcast_in_dim %236, dims = [1, 2, 3, 4] : (tensor<8x4x128x128xi1>) -> tensor<1x8x4x128x128xi1>
    %238 = stablehlo.transpose %232, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<1x8x1x128x128xi1>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x128x128xi1>) -> tensor<1x8x4x128x128xi1>
    %240 = stablehlo.and %237, %239 : tensor<1x8x4x128x128xi1>
    %cst_57 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %241 = call @_where_0(%240, %235, %cst_57) : (tensor<1x8x4x128x128xi1>, tensor<8x4x128x1x128xf32>, tensor<f32>) -> tensor<1x8x4x128x128xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_58) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x8x4x128xf32>
    %244 = stablehlo.maximum %243, %242 : tensor<1x8x4x128xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %247 = stablehlo.subtract %241, %246 : tensor<1x8x4x128x128xf32>
    %248 = stablehlo.exponential %247 : tensor<1x8x4x128x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %252 = stablehlo.divide %248, %251 : tensor<1x8x4x128x128xf32>
    %253 = stablehlo.multiply %250, %250 : tensor<1x8x4x128x1xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x8x4x128x1xf32>
    %255 = stablehlo.divide %254, %253 : tensor<1x8x4x128x1xf32>
    %256 = stablehlo.dot_general %227, %252, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x64x1x128xf32>
    %257 = stablehlo.transpose %256, dims = [3, 0, 4, 1, 2] : (tensor<8x4x64x1x128xf32>) -> tensor<1x8x128x4x64xf32>
    %258 = stablehlo.transpose %257, dims = [1, 2, 3, 0, 4] : (tensor<1x8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %260 = stablehlo.dot_general %259, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x128x256xf32>
    %261 = stablehlo.reshape %arg18 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %263 = stablehlo.add %260, %262 : tensor<8x128x256xf32>
    %264 = stablehlo.add %172, %263 : tensor<8x128x256xf32>
    %265 = chlo.square %264 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %267 = stablehlo.multiply %266, %264 : tensor<8x128x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%264 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %270 = stablehlo.divide %268, %269 : tensor<8x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%265 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_66 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %273 = stablehlo.divide %271, %272 : tensor<8x128xf32>
    %274 = chlo.square %270 : tensor<8x128xf32> -> tensor<8x128xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %276 = stablehlo.multiply %275, %270 : tensor<8x128xf32>
    %277 = stablehlo.subtract %273, %274 : tensor<8x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %279 = stablehlo.maximum %278, %277 : tensor<8x128xf32>
    %280 = stablehlo.compare EQ, %277, %279, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %283 = stablehlo.select %280, %281, %282 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %285 = stablehlo.compare EQ, %284, %279, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %288 = stablehlo.select %285, %286, %287 : tensor<8x128xi1>, tensor<8x128xf32>
    %289 = stablehlo.divide %283, %288 : tensor<8x128xf32>
    %290 = stablehlo.reshape %270 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %291 = stablehlo.reshape %279 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %293 = stablehlo.subtract %264, %292 : tensor<8x128x256xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %295 = stablehlo.add %291, %294 : tensor<8x128x1xf32>
    %296 = stablehlo.rsqrt %295 : tensor<8x128x1xf32>
    %297 = stablehlo.divide %296, %295 : tensor<8x128x1xf32>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<8x128x1xf32>
    %300 = stablehlo.reshape %arg29 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %301 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<8x128x256xf32>
    %304 = stablehlo.multiply %293, %303 : tensor<8x128x256xf32>
    %305 = stablehlo.reshape %arg28 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %307 = stablehlo.add %304, %306 : tensor<8x128x256xf32>
    %308 = stablehlo.dot_general %307, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %309 = stablehlo.reshape %arg24 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %311 = stablehlo.add %308, %310 : tensor<8x128x1024xf32>
    %312 = stablehlo.multiply %311, %311 : tensor<8x128x1024xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<8x128x1024xf32>
    %314 = stablehlo.multiply %311, %311 : tensor<8x128x1024xf32>
    %cst_76 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<8x128x1024xf32>
    %cst_77 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %318 = stablehlo.multiply %317, %313 : tensor<8x128x1024xf32>
    %319 = stablehlo.add %311, %318 : tensor<8x128x1024xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<8x128x1024xf32>
    %322 = stablehlo.tanh %321 : tensor<8x128x1024xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %324 = stablehlo.subtract %323, %322 : tensor<8x128x1024xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %326 = stablehlo.add %325, %322 : tensor<8x128x1024xf32>
    %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<8x128x1024xf32>
    %329 = stablehlo.multiply %311, %328 : tensor<8x128x1024xf32>
    %330 = stablehlo.dot_general %329, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %331 = stablehlo.reshape %arg30 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %333 = stablehlo.add %330, %332 : tensor<8x128x256xf32>
    %334 = stablehlo.add %264, %333 : tensor<8x128x256xf32>
    %335 = chlo.square %334 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %337 = stablehlo.multiply %336, %334 : tensor<8x128x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%334 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_84 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %340 = stablehlo.divide %338, %339 : tensor<8x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%335 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_86 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %343 = stablehlo.divide %341, %342 : tensor<8x128xf32>
    %344 = chlo.square %340 : tensor<8x128xf32> -> tensor<8x128xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %346 = stablehlo.multiply %345, %340 : tensor<8x128xf32>
    %347 = stablehlo.subtract %343, %344 : tensor<8x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %349 = stablehlo.maximum %348, %347 : tensor<8x128xf32>
    %350 = stablehlo.compare EQ, %347, %349, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %353 = stablehlo.select %350, %351, %352 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %355 = stablehlo.compare EQ, %354, %349, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_92 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %358 = stablehlo.select %355, %356, %357 : tensor<8x128xi1>, tensor<8x128xf32>
    %359 = stablehlo.divide %353, %358 : tensor<8x128xf32>
    %360 = stablehlo.reshape %340 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %361 = stablehlo.reshape %349 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %363 = stablehlo.subtract %334, %362 : tensor<8x128x256xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %365 = stablehlo.add %361, %364 : tensor<8x128x1xf32>
    %366 = stablehlo.rsqrt %365 : tensor<8x128x1xf32>
    %367 = stablehlo.divide %366, %365 : tensor<8x128x1xf32>
    %cst_95 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<8x128x1xf32>
    %370 = stablehlo.reshape %arg36 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %371 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %372 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<8x128x256xf32>
    %374 = stablehlo.multiply %363, %373 : tensor<8x128x256xf32>
    %375 = stablehlo.reshape %arg35 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %377 = stablehlo.add %374, %376 : tensor<8x128x256xf32>
    %378 = stablehlo.dot_general %377, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %379 = stablehlo.reshape %arg33 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %381 = stablehlo.add %378, %380 : tensor<8x128x1024xf32>
    %382 = stablehlo.broadcast_in_dim %arg114, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %383:2 = call @take_along_axis(%381, %382) : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %384:2 = call @_take_1(%383#0, %c_96) : (tensor<8x128x1xf32>, tensor<i32>) -> (tensor<8x128xf32>, tensor<1xi32>)
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %385 = stablehlo.reduce(%381 init: %cst_97) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %387 = stablehlo.maximum %386, %385 : tensor<8x128xf32>
    %388 = stablehlo.is_finite %387 : (tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %390 = stablehlo.select %388, %387, %389 : tensor<8x128xi1>, tensor<8x128xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %393 = stablehlo.subtract %381, %392 : tensor<8x128x1024xf32>
    %394 = stablehlo.exponential %393 : tensor<8x128x1024xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %396 = stablehlo.abs %395 : tensor<8x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %398 = stablehlo.compare GE, %395, %397, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %399 = stablehlo.log %396 : tensor<8x128xf32>
    %400 = stablehlo.add %399, %390 : tensor<8x128xf32>
    %401 = stablehlo.subtract %400, %384#0 : tensor<8x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %403 = stablehlo.divide %402, %cst_103 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_105 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %404 = stablehlo.divide %cst_104, %cst_105 : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %406 = stablehlo.negate %405 : tensor<8x128xf32>
    %407 = stablehlo.divide %405, %396 : tensor<8x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %409 = stablehlo.select %398, %408, %407 : tensor<8x128xi1>, tensor<8x128xf32>
    %410 = stablehlo.select %398, %407, %408 : tensor<8x128xi1>, tensor<8x128xf32>
    %411 = stablehlo.negate %409 : tensor<8x128xf32>
    %412 = stablehlo.add %410, %411 : tensor<8x128xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %414 = stablehlo.multiply %413, %394 : tensor<8x128x1024xf32>
    %415 = call @_take_3(%384#1, %406) : (tensor<1xi32>, tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %416 = call @take_along_axis_4(%383#1, %415) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %417 = stablehlo.add %414, %416 : tensor<8x128x1024xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %419 = stablehlo.reshape %418 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %420 = stablehlo.reshape %419 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %421 = stablehlo.dot_general %417, %377, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %423 = stablehlo.dot_general %417, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %425 = stablehlo.reshape %424 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %427 = stablehlo.multiply %363, %423 : tensor<8x128x256xf32>
    %428 = stablehlo.multiply %423, %373 : tensor<8x128x256xf32>
    %429 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %430 = stablehlo.multiply %429, %427 : tensor<8x128x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %432 = stablehlo.reshape %431 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %433 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %434 = stablehlo.multiply %427, %433 : tensor<8x128x256xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %436 = stablehlo.reshape %435 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %437 = stablehlo.reshape %432 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %438 = stablehlo.multiply %436, %369 : tensor<8x128x1xf32>
    %439 = stablehlo.negate %428 : tensor<8x128x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %442 = stablehlo.reshape %438 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %443 = stablehlo.reshape %441 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %444 = stablehlo.multiply %442, %359 : tensor<8x128xf32>
    %445 = stablehlo.negate %444 : tensor<8x128xf32>
    %446 = stablehlo.multiply %445, %346 : tensor<8x128xf32>
    %447 = stablehlo.add %443, %446 : tensor<8x128xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %449 = stablehlo.divide %444, %448 : tensor<8x128xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %cst_113 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %452 = stablehlo.divide %447, %451 : tensor<8x128xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %454 = stablehlo.add %428, %453 : tensor<8x128x256xf32>
    %455 = stablehlo.multiply %450, %337 : tensor<8x128x256xf32>
    %456 = stablehlo.add %454, %455 : tensor<8x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %458 = stablehlo.reshape %457 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %460 = stablehlo.dot_general %456, %329, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %462 = stablehlo.dot_general %456, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %463 = stablehlo.multiply %311, %462 : tensor<8x128x1024xf32>
    %464 = stablehlo.multiply %462, %328 : tensor<8x128x1024xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %466 = stablehlo.multiply %465, %463 : tensor<8x128x1024xf32>
    %467 = stablehlo.multiply %466, %324 : tensor<8x128x1024xf32>
    %468 = stablehlo.multiply %467, %322 : tensor<8x128x1024xf32>
    %469 = stablehlo.add %467, %468 : tensor<8x128x1024xf32>
    %cst_116 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<8x128x1024xf32>
    %472 = stablehlo.add %464, %471 : tensor<8x128x1024xf32>
    %cst_117 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %474 = stablehlo.multiply %473, %471 : tensor<8x128x1024xf32>
    %475 = stablehlo.multiply %474, %316 : tensor<8x128x1024xf32>
    %476 = stablehlo.add %472, %475 : tensor<8x128x1024xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %478 = stablehlo.reshape %477 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %479 = stablehlo.reshape %478 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %480 = stablehlo.dot_general %476, %307, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %482 = stablehlo.dot_general %476, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %484 = stablehlo.reshape %483 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %485 = stablehlo.reshape %484 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %486 = stablehlo.multiply %293, %482 : tensor<8x128x256xf32>
    %487 = stablehlo.multiply %482, %303 : tensor<8x128x256xf32>
    %488 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<8x128x256xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %491 = stablehlo.reshape %490 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %492 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %493 = stablehlo.multiply %486, %492 : tensor<8x128x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %496 = stablehlo.reshape %491 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %497 = stablehlo.multiply %495, %299 : tensor<8x128x1xf32>
    %498 = stablehlo.negate %487 : tensor<8x128x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %501 = stablehlo.add %456, %487 : tensor<8x128x256xf32>
    %502 = stablehlo.reshape %497 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %503 = stablehlo.reshape %500 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %504 = stablehlo.multiply %502, %289 : tensor<8x128xf32>
    %505 = stablehlo.negate %504 : tensor<8x128xf32>
    %506 = stablehlo.multiply %505, %276 : tensor<8x128xf32>
    %507 = stablehlo.add %503, %506 : tensor<8x128xf32>
    %cst_123 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %509 = stablehlo.divide %504, %508 : tensor<8x128xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %512 = stablehlo.divide %507, %511 : tensor<8x128xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %514 = stablehlo.add %501, %513 : tensor<8x128x256xf32>
    %515 = stablehlo.multiply %510, %267 : tensor<8x128x256xf32>
    %516 = stablehlo.add %514, %515 : tensor<8x128x256xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%516 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %518 = stablehlo.reshape %517 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %520 = stablehlo.dot_general %516, %259, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x64xf32>) -> tensor<256x4x64xf32>
    %521 = stablehlo.transpose %520, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %522 = stablehlo.dot_general %516, %arg19, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x64x256xf32>) -> tensor<8x128x4x64xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %524 = stablehlo.transpose %523, dims = [3, 0, 1, 2, 4] : (tensor<8x128x4x1x64xf32>) -> tensor<1x8x128x4x64xf32>
    %525 = stablehlo.transpose %524, dims = [1, 3, 4, 0, 2] : (tensor<1x8x128x4x64xf32>) -> tensor<8x4x64x1x128xf32>
    %526 = stablehlo.dot_general %525, %227, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128x128xf32>
    %527 = stablehlo.transpose %526, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x128x128xf32>) -> tensor<1x8x4x128x128xf32>
    %528 = stablehlo.dot_general %525, %252, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %529 = stablehlo.transpose %528, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %530 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %531 = stablehlo.multiply %527, %530 : tensor<1x8x4x128x128xf32>
    %532 = stablehlo.multiply %531, %248 : tensor<1x8x4x128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_126) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %534 = stablehlo.reshape %533 : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %535 = stablehlo.negate %534 : tensor<1x8x4x128x1xf32>
    %536 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %537 = stablehlo.divide %527, %536 : tensor<1x8x4x128x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%535 init: %cst_127) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [1, 2, 3] : (tensor<8x4x128xf32>) -> tensor<1x8x4x128xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x128xf32>
    %541 = stablehlo.add %537, %540 : tensor<1x8x4x128x128xf32>
    %542 = stablehlo.multiply %541, %248 : tensor<1x8x4x128x128xf32>
    %543 = call @_where_5(%240, %542) : (tensor<1x8x4x128x128xi1>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x128x1x128xf32>
    %cst_128 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x4x128x1x128xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<8x4x128x1x128xf32>
    %546 = stablehlo.dot_general %545, %231, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x1x128xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x64xf32>
    %547 = stablehlo.transpose %546, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %548 = stablehlo.dot_general %545, %223, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x64xf32>
    %549 = stablehlo.transpose %548, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x1x64xf32>) -> tensor<8x128x4x1x64xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%529 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %553 = stablehlo.reshape %552 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %554 = stablehlo.dot_general %529, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %555 = stablehlo.transpose %554, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %556 = stablehlo.dot_general %529, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%547 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %558 = stablehlo.reshape %557 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %560 = stablehlo.dot_general %547, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %561 = stablehlo.transpose %560, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %562 = stablehlo.dot_general %547, %arg17, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %563 = stablehlo.add %556, %562 : tensor<8x128x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%550 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %565 = stablehlo.reshape %564 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %566 = stablehlo.reshape %565 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %567 = stablehlo.dot_general %550, %215, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %568 = stablehlo.transpose %567, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %569 = stablehlo.dot_general %550, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %570 = stablehlo.add %563, %569 : tensor<8x128x256xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %572 = stablehlo.reshape %571 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %574 = stablehlo.multiply %201, %570 : tensor<8x128x256xf32>
    %575 = stablehlo.multiply %570, %211 : tensor<8x128x256xf32>
    %576 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %577 = stablehlo.multiply %576, %574 : tensor<8x128x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %579 = stablehlo.reshape %578 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %580 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %581 = stablehlo.multiply %574, %580 : tensor<8x128x256xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %584 = stablehlo.reshape %579 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %585 = stablehlo.multiply %583, %207 : tensor<8x128x1xf32>
    %586 = stablehlo.negate %575 : tensor<8x128x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%586 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %588 = stablehlo.reshape %587 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %589 = stablehlo.add %516, %575 : tensor<8x128x256xf32>
    %590 = stablehlo.reshape %585 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %591 = stablehlo.reshape %588 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %592 = stablehlo.multiply %590, %197 : tensor<8x128xf32>
    %593 = stablehlo.negate %592 : tensor<8x128xf32>
    %594 = stablehlo.multiply %593, %184 : tensor<8x128xf32>
    %595 = stablehlo.add %591, %594 : tensor<8x128xf32>
    %cst_136 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %597 = stablehlo.divide %592, %596 : tensor<8x128xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %cst_137 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %600 = stablehlo.divide %595, %599 : tensor<8x128xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %602 = stablehlo.add %589, %601 : tensor<8x128x256xf32>
    %603 = stablehlo.multiply %598, %175 : tensor<8x128x256xf32>
    %604 = stablehlo.add %602, %603 : tensor<8x128x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %606 = stablehlo.reshape %605 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %608 = stablehlo.dot_general %604, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %610 = stablehlo.dot_general %604, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %611 = stablehlo.multiply %149, %610 : tensor<8x128x1024xf32>
    %612 = stablehlo.multiply %610, %166 : tensor<8x128x1024xf32>
    %cst_139 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %614 = stablehlo.multiply %613, %611 : tensor<8x128x1024xf32>
    %615 = stablehlo.multiply %614, %162 : tensor<8x128x1024xf32>
    %616 = stablehlo.multiply %615, %160 : tensor<8x128x1024xf32>
    %617 = stablehlo.add %615, %616 : tensor<8x128x1024xf32>
    %cst_140 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %619 = stablehlo.multiply %618, %617 : tensor<8x128x1024xf32>
    %620 = stablehlo.add %612, %619 : tensor<8x128x1024xf32>
    %cst_141 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %622 = stablehlo.multiply %621, %619 : tensor<8x128x1024xf32>
    %623 = stablehlo.multiply %622, %154 : tensor<8x128x1024xf32>
    %624 = stablehlo.add %620, %623 : tensor<8x128x1024xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %626 = stablehlo.reshape %625 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %628 = stablehlo.dot_general %624, %145, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %629 = stablehlo.transpose %628, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %630 = stablehlo.dot_general %624, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %632 = stablehlo.reshape %631 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %633 = stablehlo.reshape %632 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %634 = stablehlo.multiply %131, %630 : tensor<8x128x256xf32>
    %635 = stablehlo.multiply %630, %141 : tensor<8x128x256xf32>
    %636 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %637 = stablehlo.multiply %636, %634 : tensor<8x128x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %639 = stablehlo.reshape %638 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %640 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %641 = stablehlo.multiply %634, %640 : tensor<8x128x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %643 = stablehlo.reshape %642 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %644 = stablehlo.reshape %639 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %645 = stablehlo.multiply %643, %137 : tensor<8x128x1xf32>
    %646 = stablehlo.negate %635 : tensor<8x128x256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %649 = stablehlo.add %604, %635 : tensor<8x128x256xf32>
    %650 = stablehlo.reshape %645 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %651 = stablehlo.reshape %648 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %652 = stablehlo.multiply %650, %127 : tensor<8x128xf32>
    %653 = stablehlo.negate %652 : tensor<8x128xf32>
    %654 = stablehlo.multiply %653, %114 : tensor<8x128xf32>
    %655 = stablehlo.add %651, %654 : tensor<8x128xf32>
    %cst_147 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %657 = stablehlo.divide %652, %656 : tensor<8x128xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %cst_148 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %660 = stablehlo.divide %655, %659 : tensor<8x128xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %662 = stablehlo.add %649, %661 : tensor<8x128x256xf32>
    %663 = stablehlo.multiply %658, %105 : tensor<8x128x256xf32>
    %664 = stablehlo.add %662, %663 : tensor<8x128x256xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %666 = stablehlo.reshape %665 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %667 = stablehlo.reshape %666 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %668 = stablehlo.dot_general %664, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x4x64xf32>) -> tensor<256x4x64xf32>
    %669 = stablehlo.transpose %668, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %670 = stablehlo.dot_general %664, %arg3, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<4x64x256xf32>) -> tensor<8x128x4x64xf32>
    %671 = stablehlo.reshape %670 : (tensor<8x128x4x64xf32>) -> tensor<8x128x4x1x64xf32>
    %672 = stablehlo.transpose %671, dims = [3, 0, 1, 2, 4] : (tensor<8x128x4x1x64xf32>) -> tensor<1x8x128x4x64xf32>
    %673 = stablehlo.transpose %672, dims = [1, 3, 4, 0, 2] : (tensor<1x8x128x4x64xf32>) -> tensor<8x4x64x1x128xf32>
    %674 = stablehlo.dot_general %673, %65, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x1x128x128xf32>
    %675 = stablehlo.transpose %674, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x128x128xf32>) -> tensor<1x8x4x128x128xf32>
    %676 = stablehlo.dot_general %673, %90, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x1x128xf32>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %677 = stablehlo.transpose %676, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %678 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %679 = stablehlo.multiply %675, %678 : tensor<1x8x4x128x128xf32>
    %680 = stablehlo.multiply %679, %86 : tensor<1x8x4x128x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_150) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x128x128xf32>, tensor<f32>) -> tensor<1x8x4x128xf32>
    %682 = stablehlo.reshape %681 : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x1xf32>
    %683 = stablehlo.negate %682 : tensor<1x8x4x128x1xf32>
    %684 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x128x1xf32>) -> tensor<1x8x4x128x128xf32>
    %685 = stablehlo.divide %675, %684 : tensor<1x8x4x128x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%683 init: %cst_151) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [1, 2, 3] : (tensor<8x4x128xf32>) -> tensor<1x8x4x128xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x8x4x128xf32>) -> tensor<1x8x4x128x128xf32>
    %689 = stablehlo.add %685, %688 : tensor<1x8x4x128x128xf32>
    %690 = stablehlo.multiply %689, %86 : tensor<1x8x4x128x128xf32>
    %691 = call @_where_5(%78, %690) : (tensor<1x8x4x128x128xi1>, tensor<1x8x4x128x128xf32>) -> tensor<8x4x128x1x128xf32>
    %cst_152 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x4x128x1x128xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<8x4x128x1x128xf32>
    %694 = stablehlo.dot_general %693, %69, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x1x128xf32>, tensor<8x128x4x1x64xf32>) -> tensor<8x4x128x64xf32>
    %695 = stablehlo.transpose %694, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %696 = stablehlo.dot_general %693, %61, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x1x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x1x64xf32>
    %697 = stablehlo.transpose %696, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x1x64xf32>) -> tensor<8x128x4x1x64xf32>
    %698 = stablehlo.reshape %697 : (tensor<8x128x4x1x64xf32>) -> tensor<8x128x4x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%677 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %700 = stablehlo.reshape %699 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %701 = stablehlo.reshape %700 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %702 = stablehlo.dot_general %677, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %703 = stablehlo.transpose %702, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %704 = stablehlo.dot_general %677, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%695 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %706 = stablehlo.reshape %705 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %708 = stablehlo.dot_general %695, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %709 = stablehlo.transpose %708, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %710 = stablehlo.dot_general %695, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %711 = stablehlo.add %704, %710 : tensor<8x128x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.reduce(%698 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %713 = stablehlo.reshape %712 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %714 = stablehlo.reshape %713 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %715 = stablehlo.dot_general %698, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x256xf32>) -> tensor<4x64x256xf32>
    %716 = stablehlo.transpose %715, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %717 = stablehlo.dot_general %698, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x128x256xf32>
    %718 = stablehlo.add %711, %717 : tensor<8x128x256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%718 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %720 = stablehlo.reshape %719 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %721 = stablehlo.reshape %720 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %722 = stablehlo.multiply %39, %718 : tensor<8x128x256xf32>
    %723 = stablehlo.multiply %718, %49 : tensor<8x128x256xf32>
    %724 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %725 = stablehlo.multiply %724, %722 : tensor<8x128x256xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%725 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %727 = stablehlo.reshape %726 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %728 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %729 = stablehlo.multiply %722, %728 : tensor<8x128x256xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%729 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %731 = stablehlo.reshape %730 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %732 = stablehlo.reshape %727 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %733 = stablehlo.multiply %731, %45 : tensor<8x128x1xf32>
    %734 = stablehlo.negate %723 : tensor<8x128x256xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %736 = stablehlo.reshape %735 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %737 = stablehlo.add %664, %723 : tensor<8x128x256xf32>
    %738 = stablehlo.reshape %733 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %739 = stablehlo.reshape %736 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %740 = stablehlo.multiply %738, %35 : tensor<8x128xf32>
    %741 = stablehlo.negate %740 : tensor<8x128xf32>
    %742 = stablehlo.multiply %741, %22 : tensor<8x128xf32>
    %743 = stablehlo.add %739, %742 : tensor<8x128xf32>
    %cst_160 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %745 = stablehlo.divide %740, %744 : tensor<8x128xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %cst_161 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %748 = stablehlo.divide %743, %747 : tensor<8x128xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %750 = stablehlo.add %737, %749 : tensor<8x128x256xf32>
    %751 = stablehlo.multiply %746, %13 : tensor<8x128x256xf32>
    %752 = stablehlo.add %750, %751 : tensor<8x128x256xf32>
    %753 = sdy.sharding_constraint %752 <@mesh, [{"data"}, {}, {}]> : tensor<8x128x256xf32>
    %754 = call @_take_6(%0#1, %753) : (tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %756 = stablehlo.multiply %755, %707 : tensor<4x64xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %758 = stablehlo.multiply %757, %arg38 : tensor<4x64xf32>
    %759 = stablehlo.add %756, %758 : tensor<4x64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %761 = stablehlo.multiply %760, %709 : tensor<256x4x64xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %763 = stablehlo.multiply %762, %arg39 : tensor<256x4x64xf32>
    %764 = stablehlo.add %761, %763 : tensor<256x4x64xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %766 = stablehlo.multiply %765, %667 : tensor<256xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %768 = stablehlo.multiply %767, %arg40 : tensor<256xf32>
    %769 = stablehlo.add %766, %768 : tensor<256xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %771 = stablehlo.multiply %770, %669 : tensor<4x64x256xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %773 = stablehlo.multiply %772, %arg41 : tensor<4x64x256xf32>
    %774 = stablehlo.add %771, %773 : tensor<4x64x256xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %776 = stablehlo.multiply %775, %714 : tensor<4x64xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %778 = stablehlo.multiply %777, %arg42 : tensor<4x64xf32>
    %779 = stablehlo.add %776, %778 : tensor<4x64xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %781 = stablehlo.multiply %780, %716 : tensor<256x4x64xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %783 = stablehlo.multiply %782, %arg43 : tensor<256x4x64xf32>
    %784 = stablehlo.add %781, %783 : tensor<256x4x64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %786 = stablehlo.multiply %785, %701 : tensor<4x64xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %788 = stablehlo.multiply %787, %arg44 : tensor<4x64xf32>
    %789 = stablehlo.add %786, %788 : tensor<4x64xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %791 = stablehlo.multiply %790, %703 : tensor<256x4x64xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %793 = stablehlo.multiply %792, %arg45 : tensor<256x4x64xf32>
    %794 = stablehlo.add %791, %793 : tensor<256x4x64xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %796 = stablehlo.multiply %795, %627 : tensor<1024xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %798 = stablehlo.multiply %797, %arg46 : tensor<1024xf32>
    %799 = stablehlo.add %796, %798 : tensor<1024xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %801 = stablehlo.multiply %800, %629 : tensor<256x1024xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %803 = stablehlo.multiply %802, %arg47 : tensor<256x1024xf32>
    %804 = stablehlo.add %801, %803 : tensor<256x1024xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %806 = stablehlo.multiply %805, %721 : tensor<256xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %808 = stablehlo.multiply %807, %arg48 : tensor<256xf32>
    %809 = stablehlo.add %806, %808 : tensor<256xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %811 = stablehlo.multiply %810, %732 : tensor<256xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %813 = stablehlo.multiply %812, %arg49 : tensor<256xf32>
    %814 = stablehlo.add %811, %813 : tensor<256xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %816 = stablehlo.multiply %815, %633 : tensor<256xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %818 = stablehlo.multiply %817, %arg50 : tensor<256xf32>
    %819 = stablehlo.add %816, %818 : tensor<256xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %821 = stablehlo.multiply %820, %644 : tensor<256xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %823 = stablehlo.multiply %822, %arg51 : tensor<256xf32>
    %824 = stablehlo.add %821, %823 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %826 = stablehlo.multiply %825, %607 : tensor<256xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %828 = stablehlo.multiply %827, %arg52 : tensor<256xf32>
    %829 = stablehlo.add %826, %828 : tensor<256xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %831 = stablehlo.multiply %830, %609 : tensor<1024x256xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %833 = stablehlo.multiply %832, %arg53 : tensor<1024x256xf32>
    %834 = stablehlo.add %831, %833 : tensor<1024x256xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %836 = stablehlo.multiply %835, %559 : tensor<4x64xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %838 = stablehlo.multiply %837, %arg54 : tensor<4x64xf32>
    %839 = stablehlo.add %836, %838 : tensor<4x64xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %841 = stablehlo.multiply %840, %561 : tensor<256x4x64xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %843 = stablehlo.multiply %842, %arg55 : tensor<256x4x64xf32>
    %844 = stablehlo.add %841, %843 : tensor<256x4x64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %846 = stablehlo.multiply %845, %519 : tensor<256xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %848 = stablehlo.multiply %847, %arg56 : tensor<256xf32>
    %849 = stablehlo.add %846, %848 : tensor<256xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %851 = stablehlo.multiply %850, %521 : tensor<4x64x256xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %853 = stablehlo.multiply %852, %arg57 : tensor<4x64x256xf32>
    %854 = stablehlo.add %851, %853 : tensor<4x64x256xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %856 = stablehlo.multiply %855, %566 : tensor<4x64xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %858 = stablehlo.multiply %857, %arg58 : tensor<4x64xf32>
    %859 = stablehlo.add %856, %858 : tensor<4x64xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %861 = stablehlo.multiply %860, %568 : tensor<256x4x64xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %863 = stablehlo.multiply %862, %arg59 : tensor<256x4x64xf32>
    %864 = stablehlo.add %861, %863 : tensor<256x4x64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %866 = stablehlo.multiply %865, %553 : tensor<4x64xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %868 = stablehlo.multiply %867, %arg60 : tensor<4x64xf32>
    %869 = stablehlo.add %866, %868 : tensor<4x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %871 = stablehlo.multiply %870, %555 : tensor<256x4x64xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %873 = stablehlo.multiply %872, %arg61 : tensor<256x4x64xf32>
    %874 = stablehlo.add %871, %873 : tensor<256x4x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %876 = stablehlo.multiply %875, %479 : tensor<1024xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %878 = stablehlo.multiply %877, %arg62 : tensor<1024xf32>
    %879 = stablehlo.add %876, %878 : tensor<1024xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %881 = stablehlo.multiply %880, %481 : tensor<256x1024xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %883 = stablehlo.multiply %882, %arg63 : tensor<256x1024xf32>
    %884 = stablehlo.add %881, %883 : tensor<256x1024xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %886 = stablehlo.multiply %885, %573 : tensor<256xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %888 = stablehlo.multiply %887, %arg64 : tensor<256xf32>
    %889 = stablehlo.add %886, %888 : tensor<256xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %891 = stablehlo.multiply %890, %584 : tensor<256xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %893 = stablehlo.multiply %892, %arg65 : tensor<256xf32>
    %894 = stablehlo.add %891, %893 : tensor<256xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %896 = stablehlo.multiply %895, %485 : tensor<256xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %898 = stablehlo.multiply %897, %arg66 : tensor<256xf32>
    %899 = stablehlo.add %896, %898 : tensor<256xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %901 = stablehlo.multiply %900, %496 : tensor<256xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %903 = stablehlo.multiply %902, %arg67 : tensor<256xf32>
    %904 = stablehlo.add %901, %903 : tensor<256xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %906 = stablehlo.multiply %905, %459 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %908 = stablehlo.multiply %907, %arg68 : tensor<256xf32>
    %909 = stablehlo.add %906, %908 : tensor<256xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %911 = stablehlo.multiply %910, %461 : tensor<1024x256xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %913 = stablehlo.multiply %912, %arg69 : tensor<1024x256xf32>
    %914 = stablehlo.add %911, %913 : tensor<1024x256xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %916 = stablehlo.multiply %915, %754 : tensor<1024x256xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %918 = stablehlo.multiply %917, %arg70 : tensor<1024x256xf32>
    %919 = stablehlo.add %916, %918 : tensor<1024x256xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %921 = stablehlo.multiply %920, %420 : tensor<1024xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %923 = stablehlo.multiply %922, %arg71 : tensor<1024xf32>
    %924 = stablehlo.add %921, %923 : tensor<1024xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %926 = stablehlo.multiply %925, %422 : tensor<256x1024xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %928 = stablehlo.multiply %927, %arg72 : tensor<256x1024xf32>
    %929 = stablehlo.add %926, %928 : tensor<256x1024xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %931 = stablehlo.multiply %930, %426 : tensor<256xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %933 = stablehlo.multiply %932, %arg73 : tensor<256xf32>
    %934 = stablehlo.add %931, %933 : tensor<256xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %936 = stablehlo.multiply %935, %437 : tensor<256xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %938 = stablehlo.multiply %937, %arg74 : tensor<256xf32>
    %939 = stablehlo.add %936, %938 : tensor<256xf32>
    %940 = stablehlo.multiply %707, %707 : tensor<4x64xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %942 = stablehlo.multiply %941, %940 : tensor<4x64xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %944 = stablehlo.multiply %943, %arg75 : tensor<4x64xf32>
    %945 = stablehlo.add %942, %944 : tensor<4x64xf32>
    %946 = stablehlo.multiply %709, %709 : tensor<256x4x64xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %948 = stablehlo.multiply %947, %946 : tensor<256x4x64xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %950 = stablehlo.multiply %949, %arg76 : tensor<256x4x64xf32>
    %951 = stablehlo.add %948, %950 : tensor<256x4x64xf32>
    %952 = stablehlo.multiply %667, %667 : tensor<256xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<256xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %956 = stablehlo.multiply %955, %arg77 : tensor<256xf32>
    %957 = stablehlo.add %954, %956 : tensor<256xf32>
    %958 = stablehlo.multiply %669, %669 : tensor<4x64x256xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %960 = stablehlo.multiply %959, %958 : tensor<4x64x256xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %962 = stablehlo.multiply %961, %arg78 : tensor<4x64x256xf32>
    %963 = stablehlo.add %960, %962 : tensor<4x64x256xf32>
    %964 = stablehlo.multiply %714, %714 : tensor<4x64xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %966 = stablehlo.multiply %965, %964 : tensor<4x64xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %968 = stablehlo.multiply %967, %arg79 : tensor<4x64xf32>
    %969 = stablehlo.add %966, %968 : tensor<4x64xf32>
    %970 = stablehlo.multiply %716, %716 : tensor<256x4x64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %972 = stablehlo.multiply %971, %970 : tensor<256x4x64xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %974 = stablehlo.multiply %973, %arg80 : tensor<256x4x64xf32>
    %975 = stablehlo.add %972, %974 : tensor<256x4x64xf32>
    %976 = stablehlo.multiply %701, %701 : tensor<4x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<4x64xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %980 = stablehlo.multiply %979, %arg81 : tensor<4x64xf32>
    %981 = stablehlo.add %978, %980 : tensor<4x64xf32>
    %982 = stablehlo.multiply %703, %703 : tensor<256x4x64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %984 = stablehlo.multiply %983, %982 : tensor<256x4x64xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %986 = stablehlo.multiply %985, %arg82 : tensor<256x4x64xf32>
    %987 = stablehlo.add %984, %986 : tensor<256x4x64xf32>
    %988 = stablehlo.multiply %627, %627 : tensor<1024xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %990 = stablehlo.multiply %989, %988 : tensor<1024xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %992 = stablehlo.multiply %991, %arg83 : tensor<1024xf32>
    %993 = stablehlo.add %990, %992 : tensor<1024xf32>
    %994 = stablehlo.multiply %629, %629 : tensor<256x1024xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<256x1024xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %998 = stablehlo.multiply %997, %arg84 : tensor<256x1024xf32>
    %999 = stablehlo.add %996, %998 : tensor<256x1024xf32>
    %1000 = stablehlo.multiply %721, %721 : tensor<256xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1002 = stablehlo.multiply %1001, %1000 : tensor<256xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1004 = stablehlo.multiply %1003, %arg85 : tensor<256xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<256xf32>
    %1006 = stablehlo.multiply %732, %732 : tensor<256xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1008 = stablehlo.multiply %1007, %1006 : tensor<256xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1010 = stablehlo.multiply %1009, %arg86 : tensor<256xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<256xf32>
    %1012 = stablehlo.multiply %633, %633 : tensor<256xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1014 = stablehlo.multiply %1013, %1012 : tensor<256xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1016 = stablehlo.multiply %1015, %arg87 : tensor<256xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<256xf32>
    %1018 = stablehlo.multiply %644, %644 : tensor<256xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<256xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1022 = stablehlo.multiply %1021, %arg88 : tensor<256xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<256xf32>
    %1024 = stablehlo.multiply %607, %607 : tensor<256xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<256xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1028 = stablehlo.multiply %1027, %arg89 : tensor<256xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<256xf32>
    %1030 = stablehlo.multiply %609, %609 : tensor<1024x256xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1032 = stablehlo.multiply %1031, %1030 : tensor<1024x256xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1034 = stablehlo.multiply %1033, %arg90 : tensor<1024x256xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<1024x256xf32>
    %1036 = stablehlo.multiply %559, %559 : tensor<4x64xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1038 = stablehlo.multiply %1037, %1036 : tensor<4x64xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1040 = stablehlo.multiply %1039, %arg91 : tensor<4x64xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<4x64xf32>
    %1042 = stablehlo.multiply %561, %561 : tensor<256x4x64xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1044 = stablehlo.multiply %1043, %1042 : tensor<256x4x64xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1046 = stablehlo.multiply %1045, %arg92 : tensor<256x4x64xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<256x4x64xf32>
    %1048 = stablehlo.multiply %519, %519 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1050 = stablehlo.multiply %1049, %1048 : tensor<256xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1052 = stablehlo.multiply %1051, %arg93 : tensor<256xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<256xf32>
    %1054 = stablehlo.multiply %521, %521 : tensor<4x64x256xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1056 = stablehlo.multiply %1055, %1054 : tensor<4x64x256xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1058 = stablehlo.multiply %1057, %arg94 : tensor<4x64x256xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<4x64x256xf32>
    %1060 = stablehlo.multiply %566, %566 : tensor<4x64xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1062 = stablehlo.multiply %1061, %1060 : tensor<4x64xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1064 = stablehlo.multiply %1063, %arg95 : tensor<4x64xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<4x64xf32>
    %1066 = stablehlo.multiply %568, %568 : tensor<256x4x64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1068 = stablehlo.multiply %1067, %1066 : tensor<256x4x64xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1070 = stablehlo.multiply %1069, %arg96 : tensor<256x4x64xf32>
    %1071 = stablehlo.add %1068, %1070 : tensor<256x4x64xf32>
    %1072 = stablehlo.multiply %553, %553 : tensor<4x64xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1074 = stablehlo.multiply %1073, %1072 : tensor<4x64xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1076 = stablehlo.multiply %1075, %arg97 : tensor<4x64xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<4x64xf32>
    %1078 = stablehlo.multiply %555, %555 : tensor<256x4x64xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1080 = stablehlo.multiply %1079, %1078 : tensor<256x4x64xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1082 = stablehlo.multiply %1081, %arg98 : tensor<256x4x64xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<256x4x64xf32>
    %1084 = stablehlo.multiply %479, %479 : tensor<1024xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<1024xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1088 = stablehlo.multiply %1087, %arg99 : tensor<1024xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<1024xf32>
    %1090 = stablehlo.multiply %481, %481 : tensor<256x1024xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1092 = stablehlo.multiply %1091, %1090 : tensor<256x1024xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1094 = stablehlo.multiply %1093, %arg100 : tensor<256x1024xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<256x1024xf32>
    %1096 = stablehlo.multiply %573, %573 : tensor<256xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1098 = stablehlo.multiply %1097, %1096 : tensor<256xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1100 = stablehlo.multiply %1099, %arg101 : tensor<256xf32>
    %1101 = stablehlo.add %1098, %1100 : tensor<256xf32>
    %1102 = stablehlo.multiply %584, %584 : tensor<256xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1104 = stablehlo.multiply %1103, %1102 : tensor<256xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1106 = stablehlo.multiply %1105, %arg102 : tensor<256xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<256xf32>
    %1108 = stablehlo.multiply %485, %485 : tensor<256xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1110 = stablehlo.multiply %1109, %1108 : tensor<256xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1112 = stablehlo.multiply %1111, %arg103 : tensor<256xf32>
    %1113 = stablehlo.add %1110, %1112 : tensor<256xf32>
    %1114 = stablehlo.multiply %496, %496 : tensor<256xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1116 = stablehlo.multiply %1115, %1114 : tensor<256xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1118 = stablehlo.multiply %1117, %arg104 : tensor<256xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<256xf32>
    %1120 = stablehlo.multiply %459, %459 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1122 = stablehlo.multiply %1121, %1120 : tensor<256xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1124 = stablehlo.multiply %1123, %arg105 : tensor<256xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<256xf32>
    %1126 = stablehlo.multiply %461, %461 : tensor<1024x256xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1128 = stablehlo.multiply %1127, %1126 : tensor<1024x256xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1130 = stablehlo.multiply %1129, %arg106 : tensor<1024x256xf32>
    %1131 = stablehlo.add %1128, %1130 : tensor<1024x256xf32>
    %1132 = stablehlo.multiply %754, %754 : tensor<1024x256xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1134 = stablehlo.multiply %1133, %1132 : tensor<1024x256xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1136 = stablehlo.multiply %1135, %arg107 : tensor<1024x256xf32>
    %1137 = stablehlo.add %1134, %1136 : tensor<1024x256xf32>
    %1138 = stablehlo.multiply %420, %420 : tensor<1024xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1140 = stablehlo.multiply %1139, %1138 : tensor<1024xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1142 = stablehlo.multiply %1141, %arg108 : tensor<1024xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<1024xf32>
    %1144 = stablehlo.multiply %422, %422 : tensor<256x1024xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1146 = stablehlo.multiply %1145, %1144 : tensor<256x1024xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1148 = stablehlo.multiply %1147, %arg109 : tensor<256x1024xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<256x1024xf32>
    %1150 = stablehlo.multiply %426, %426 : tensor<256xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<256xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1154 = stablehlo.multiply %1153, %arg110 : tensor<256xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<256xf32>
    %1156 = stablehlo.multiply %437, %437 : tensor<256xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<256xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1160 = stablehlo.multiply %1159, %arg111 : tensor<256xf32>
    %1161 = stablehlo.add %1158, %1160 : tensor<256xf32>
    %c_310 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1162 = stablehlo.compare LT, %arg37, %c_310, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_311 = stablehlo.constant dense<1> : tensor<i32>
    %1163 = stablehlo.add %arg37, %c_311 : tensor<i32>
    %c_312 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1164 = call @_where_7(%1162, %1163, %c_312) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_313 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1165 = stablehlo.convert %1164 : (tensor<i32>) -> tensor<f32>
    %1166 = stablehlo.power %cst_313, %1165 : tensor<f32>
    %cst_314 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1167 = stablehlo.subtract %cst_314, %1166 : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1169 = stablehlo.divide %759, %1168 : tensor<4x64xf32>
    %1170 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1171 = stablehlo.divide %764, %1170 : tensor<256x4x64xf32>
    %1172 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1173 = stablehlo.divide %769, %1172 : tensor<256xf32>
    %1174 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1175 = stablehlo.divide %774, %1174 : tensor<4x64x256xf32>
    %1176 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1177 = stablehlo.divide %779, %1176 : tensor<4x64xf32>
    %1178 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1179 = stablehlo.divide %784, %1178 : tensor<256x4x64xf32>
    %1180 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1181 = stablehlo.divide %789, %1180 : tensor<4x64xf32>
    %1182 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1183 = stablehlo.divide %794, %1182 : tensor<256x4x64xf32>
    %1184 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1185 = stablehlo.divide %799, %1184 : tensor<1024xf32>
    %1186 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1187 = stablehlo.divide %804, %1186 : tensor<256x1024xf32>
    %1188 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1189 = stablehlo.divide %809, %1188 : tensor<256xf32>
    %1190 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1191 = stablehlo.divide %814, %1190 : tensor<256xf32>
    %1192 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1193 = stablehlo.divide %819, %1192 : tensor<256xf32>
    %1194 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1195 = stablehlo.divide %824, %1194 : tensor<256xf32>
    %1196 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1197 = stablehlo.divide %829, %1196 : tensor<256xf32>
    %1198 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1199 = stablehlo.divide %834, %1198 : tensor<1024x256xf32>
    %1200 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1201 = stablehlo.divide %839, %1200 : tensor<4x64xf32>
    %1202 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1203 = stablehlo.divide %844, %1202 : tensor<256x4x64xf32>
    %1204 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1205 = stablehlo.divide %849, %1204 : tensor<256xf32>
    %1206 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1207 = stablehlo.divide %854, %1206 : tensor<4x64x256xf32>
    %1208 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1209 = stablehlo.divide %859, %1208 : tensor<4x64xf32>
    %1210 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1211 = stablehlo.divide %864, %1210 : tensor<256x4x64xf32>
    %1212 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1213 = stablehlo.divide %869, %1212 : tensor<4x64xf32>
    %1214 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1215 = stablehlo.divide %874, %1214 : tensor<256x4x64xf32>
    %1216 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1217 = stablehlo.divide %879, %1216 : tensor<1024xf32>
    %1218 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1219 = stablehlo.divide %884, %1218 : tensor<256x1024xf32>
    %1220 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1221 = stablehlo.divide %889, %1220 : tensor<256xf32>
    %1222 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1223 = stablehlo.divide %894, %1222 : tensor<256xf32>
    %1224 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1225 = stablehlo.divide %899, %1224 : tensor<256xf32>
    %1226 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1227 = stablehlo.divide %904, %1226 : tensor<256xf32>
    %1228 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1229 = stablehlo.divide %909, %1228 : tensor<256xf32>
    %1230 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1231 = stablehlo.divide %914, %1230 : tensor<1024x256xf32>
    %1232 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1233 = stablehlo.divide %919, %1232 : tensor<1024x256xf32>
    %1234 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1235 = stablehlo.divide %924, %1234 : tensor<1024xf32>
    %1236 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1237 = stablehlo.divide %929, %1236 : tensor<256x1024xf32>
    %1238 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1239 = stablehlo.divide %934, %1238 : tensor<256xf32>
    %1240 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1241 = stablehlo.divide %939, %1240 : tensor<256xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1242 = stablehlo.convert %1164 : (tensor<i32>) -> tensor<f32>
    %1243 = stablehlo.power %cst_315, %1242 : tensor<f32>
    %cst_316 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1244 = stablehlo.subtract %cst_316, %1243 : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1246 = stablehlo.divide %945, %1245 : tensor<4x64xf32>
    %1247 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1248 = stablehlo.divide %951, %1247 : tensor<256x4x64xf32>
    %1249 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1250 = stablehlo.divide %957, %1249 : tensor<256xf32>
    %1251 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1252 = stablehlo.divide %963, %1251 : tensor<4x64x256xf32>
    %1253 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1254 = stablehlo.divide %969, %1253 : tensor<4x64xf32>
    %1255 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1256 = stablehlo.divide %975, %1255 : tensor<256x4x64xf32>
    %1257 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1258 = stablehlo.divide %981, %1257 : tensor<4x64xf32>
    %1259 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1260 = stablehlo.divide %987, %1259 : tensor<256x4x64xf32>
    %1261 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1262 = stablehlo.divide %993, %1261 : tensor<1024xf32>
    %1263 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1264 = stablehlo.divide %999, %1263 : tensor<256x1024xf32>
    %1265 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1266 = stablehlo.divide %1005, %1265 : tensor<256xf32>
    %1267 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1268 = stablehlo.divide %1011, %1267 : tensor<256xf32>
    %1269 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1270 = stablehlo.divide %1017, %1269 : tensor<256xf32>
    %1271 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1272 = stablehlo.divide %1023, %1271 : tensor<256xf32>
    %1273 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1274 = stablehlo.divide %1029, %1273 : tensor<256xf32>
    %1275 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1276 = stablehlo.divide %1035, %1275 : tensor<1024x256xf32>
    %1277 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1278 = stablehlo.divide %1041, %1277 : tensor<4x64xf32>
    %1279 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1280 = stablehlo.divide %1047, %1279 : tensor<256x4x64xf32>
    %1281 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1282 = stablehlo.divide %1053, %1281 : tensor<256xf32>
    %1283 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1284 = stablehlo.divide %1059, %1283 : tensor<4x64x256xf32>
    %1285 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1286 = stablehlo.divide %1065, %1285 : tensor<4x64xf32>
    %1287 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1288 = stablehlo.divide %1071, %1287 : tensor<256x4x64xf32>
    %1289 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1290 = stablehlo.divide %1077, %1289 : tensor<4x64xf32>
    %1291 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1292 = stablehlo.divide %1083, %1291 : tensor<256x4x64xf32>
    %1293 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1294 = stablehlo.divide %1089, %1293 : tensor<1024xf32>
    %1295 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1296 = stablehlo.divide %1095, %1295 : tensor<256x1024xf32>
    %1297 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1298 = stablehlo.divide %1101, %1297 : tensor<256xf32>
    %1299 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1300 = stablehlo.divide %1107, %1299 : tensor<256xf32>
    %1301 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1302 = stablehlo.divide %1113, %1301 : tensor<256xf32>
    %1303 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1304 = stablehlo.divide %1119, %1303 : tensor<256xf32>
    %1305 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1306 = stablehlo.divide %1125, %1305 : tensor<256xf32>
    %1307 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1308 = stablehlo.divide %1131, %1307 : tensor<1024x256xf32>
    %1309 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1310 = stablehlo.divide %1137, %1309 : tensor<1024x256xf32>
    %1311 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1312 = stablehlo.divide %1143, %1311 : tensor<1024xf32>
    %1313 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1314 = stablehlo.divide %1149, %1313 : tensor<256x1024xf32>
    %1315 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1316 = stablehlo.divide %1155, %1315 : tensor<256xf32>
    %1317 = stablehlo.broadcast_in_dim %1244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1318 = stablehlo.divide %1161, %1317 : tensor<256xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1320 = stablehlo.add %1246, %1319 : tensor<4x64xf32>
    %1321 = stablehlo.sqrt %1320 : tensor<4x64xf32>
    %cst_318 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1323 = stablehlo.add %1321, %1322 : tensor<4x64xf32>
    %1324 = stablehlo.divide %1169, %1323 : tensor<4x64xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1326 = stablehlo.add %1248, %1325 : tensor<256x4x64xf32>
    %1327 = stablehlo.sqrt %1326 : tensor<256x4x64xf32>
    %cst_320 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1329 = stablehlo.add %1327, %1328 : tensor<256x4x64xf32>
    %1330 = stablehlo.divide %1171, %1329 : tensor<256x4x64xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1332 = stablehlo.add %1250, %1331 : tensor<256xf32>
    %1333 = stablehlo.sqrt %1332 : tensor<256xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1335 = stablehlo.add %1333, %1334 : tensor<256xf32>
    %1336 = stablehlo.divide %1173, %1335 : tensor<256xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1338 = stablehlo.add %1252, %1337 : tensor<4x64x256xf32>
    %1339 = stablehlo.sqrt %1338 : tensor<4x64x256xf32>
    %cst_324 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1341 = stablehlo.add %1339, %1340 : tensor<4x64x256xf32>
    %1342 = stablehlo.divide %1175, %1341 : tensor<4x64x256xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1344 = stablehlo.add %1254, %1343 : tensor<4x64xf32>
    %1345 = stablehlo.sqrt %1344 : tensor<4x64xf32>
    %cst_326 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1347 = stablehlo.add %1345, %1346 : tensor<4x64xf32>
    %1348 = stablehlo.divide %1177, %1347 : tensor<4x64xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1350 = stablehlo.add %1256, %1349 : tensor<256x4x64xf32>
    %1351 = stablehlo.sqrt %1350 : tensor<256x4x64xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1353 = stablehlo.add %1351, %1352 : tensor<256x4x64xf32>
    %1354 = stablehlo.divide %1179, %1353 : tensor<256x4x64xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1356 = stablehlo.add %1258, %1355 : tensor<4x64xf32>
    %1357 = stablehlo.sqrt %1356 : tensor<4x64xf32>
    %cst_330 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1359 = stablehlo.add %1357, %1358 : tensor<4x64xf32>
    %1360 = stablehlo.divide %1181, %1359 : tensor<4x64xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1362 = stablehlo.add %1260, %1361 : tensor<256x4x64xf32>
    %1363 = stablehlo.sqrt %1362 : tensor<256x4x64xf32>
    %cst_332 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1365 = stablehlo.add %1363, %1364 : tensor<256x4x64xf32>
    %1366 = stablehlo.divide %1183, %1365 : tensor<256x4x64xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1368 = stablehlo.add %1262, %1367 : tensor<1024xf32>
    %1369 = stablehlo.sqrt %1368 : tensor<1024xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1371 = stablehlo.add %1369, %1370 : tensor<1024xf32>
    %1372 = stablehlo.divide %1185, %1371 : tensor<1024xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1374 = stablehlo.add %1264, %1373 : tensor<256x1024xf32>
    %1375 = stablehlo.sqrt %1374 : tensor<256x1024xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<256x1024xf32>
    %1378 = stablehlo.divide %1187, %1377 : tensor<256x1024xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1380 = stablehlo.add %1266, %1379 : tensor<256xf32>
    %1381 = stablehlo.sqrt %1380 : tensor<256xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1383 = stablehlo.add %1381, %1382 : tensor<256xf32>
    %1384 = stablehlo.divide %1189, %1383 : tensor<256xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1386 = stablehlo.add %1268, %1385 : tensor<256xf32>
    %1387 = stablehlo.sqrt %1386 : tensor<256xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<256xf32>
    %1390 = stablehlo.divide %1191, %1389 : tensor<256xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1392 = stablehlo.add %1270, %1391 : tensor<256xf32>
    %1393 = stablehlo.sqrt %1392 : tensor<256xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1395 = stablehlo.add %1393, %1394 : tensor<256xf32>
    %1396 = stablehlo.divide %1193, %1395 : tensor<256xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1398 = stablehlo.add %1272, %1397 : tensor<256xf32>
    %1399 = stablehlo.sqrt %1398 : tensor<256xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1401 = stablehlo.add %1399, %1400 : tensor<256xf32>
    %1402 = stablehlo.divide %1195, %1401 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1404 = stablehlo.add %1274, %1403 : tensor<256xf32>
    %1405 = stablehlo.sqrt %1404 : tensor<256xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<256xf32>
    %1408 = stablehlo.divide %1197, %1407 : tensor<256xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1410 = stablehlo.add %1276, %1409 : tensor<1024x256xf32>
    %1411 = stablehlo.sqrt %1410 : tensor<1024x256xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<1024x256xf32>
    %1414 = stablehlo.divide %1199, %1413 : tensor<1024x256xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1416 = stablehlo.add %1278, %1415 : tensor<4x64xf32>
    %1417 = stablehlo.sqrt %1416 : tensor<4x64xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<4x64xf32>
    %1420 = stablehlo.divide %1201, %1419 : tensor<4x64xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1422 = stablehlo.add %1280, %1421 : tensor<256x4x64xf32>
    %1423 = stablehlo.sqrt %1422 : tensor<256x4x64xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1425 = stablehlo.add %1423, %1424 : tensor<256x4x64xf32>
    %1426 = stablehlo.divide %1203, %1425 : tensor<256x4x64xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1428 = stablehlo.add %1282, %1427 : tensor<256xf32>
    %1429 = stablehlo.sqrt %1428 : tensor<256xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1431 = stablehlo.add %1429, %1430 : tensor<256xf32>
    %1432 = stablehlo.divide %1205, %1431 : tensor<256xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1434 = stablehlo.add %1284, %1433 : tensor<4x64x256xf32>
    %1435 = stablehlo.sqrt %1434 : tensor<4x64x256xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1437 = stablehlo.add %1435, %1436 : tensor<4x64x256xf32>
    %1438 = stablehlo.divide %1207, %1437 : tensor<4x64x256xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1440 = stablehlo.add %1286, %1439 : tensor<4x64xf32>
    %1441 = stablehlo.sqrt %1440 : tensor<4x64xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1442 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1443 = stablehlo.add %1441, %1442 : tensor<4x64xf32>
    %1444 = stablehlo.divide %1209, %1443 : tensor<4x64xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1446 = stablehlo.add %1288, %1445 : tensor<256x4x64xf32>
    %1447 = stablehlo.sqrt %1446 : tensor<256x4x64xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<256x4x64xf32>
    %1450 = stablehlo.divide %1211, %1449 : tensor<256x4x64xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1452 = stablehlo.add %1290, %1451 : tensor<4x64xf32>
    %1453 = stablehlo.sqrt %1452 : tensor<4x64xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1455 = stablehlo.add %1453, %1454 : tensor<4x64xf32>
    %1456 = stablehlo.divide %1213, %1455 : tensor<4x64xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1458 = stablehlo.add %1292, %1457 : tensor<256x4x64xf32>
    %1459 = stablehlo.sqrt %1458 : tensor<256x4x64xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<256x4x64xf32>
    %1462 = stablehlo.divide %1215, %1461 : tensor<256x4x64xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1464 = stablehlo.add %1294, %1463 : tensor<1024xf32>
    %1465 = stablehlo.sqrt %1464 : tensor<1024xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1467 = stablehlo.add %1465, %1466 : tensor<1024xf32>
    %1468 = stablehlo.divide %1217, %1467 : tensor<1024xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1470 = stablehlo.add %1296, %1469 : tensor<256x1024xf32>
    %1471 = stablehlo.sqrt %1470 : tensor<256x1024xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1473 = stablehlo.add %1471, %1472 : tensor<256x1024xf32>
    %1474 = stablehlo.divide %1219, %1473 : tensor<256x1024xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1476 = stablehlo.add %1298, %1475 : tensor<256xf32>
    %1477 = stablehlo.sqrt %1476 : tensor<256xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1479 = stablehlo.add %1477, %1478 : tensor<256xf32>
    %1480 = stablehlo.divide %1221, %1479 : tensor<256xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1482 = stablehlo.add %1300, %1481 : tensor<256xf32>
    %1483 = stablehlo.sqrt %1482 : tensor<256xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1485 = stablehlo.add %1483, %1484 : tensor<256xf32>
    %1486 = stablehlo.divide %1223, %1485 : tensor<256xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1488 = stablehlo.add %1302, %1487 : tensor<256xf32>
    %1489 = stablehlo.sqrt %1488 : tensor<256xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1491 = stablehlo.add %1489, %1490 : tensor<256xf32>
    %1492 = stablehlo.divide %1225, %1491 : tensor<256xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1494 = stablehlo.add %1304, %1493 : tensor<256xf32>
    %1495 = stablehlo.sqrt %1494 : tensor<256xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1497 = stablehlo.add %1495, %1496 : tensor<256xf32>
    %1498 = stablehlo.divide %1227, %1497 : tensor<256xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1500 = stablehlo.add %1306, %1499 : tensor<256xf32>
    %1501 = stablehlo.sqrt %1500 : tensor<256xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1503 = stablehlo.add %1501, %1502 : tensor<256xf32>
    %1504 = stablehlo.divide %1229, %1503 : tensor<256xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1506 = stablehlo.add %1308, %1505 : tensor<1024x256xf32>
    %1507 = stablehlo.sqrt %1506 : tensor<1024x256xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1509 = stablehlo.add %1507, %1508 : tensor<1024x256xf32>
    %1510 = stablehlo.divide %1231, %1509 : tensor<1024x256xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1512 = stablehlo.add %1310, %1511 : tensor<1024x256xf32>
    %1513 = stablehlo.sqrt %1512 : tensor<1024x256xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1515 = stablehlo.add %1513, %1514 : tensor<1024x256xf32>
    %1516 = stablehlo.divide %1233, %1515 : tensor<1024x256xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1518 = stablehlo.add %1312, %1517 : tensor<1024xf32>
    %1519 = stablehlo.sqrt %1518 : tensor<1024xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1521 = stablehlo.add %1519, %1520 : tensor<1024xf32>
    %1522 = stablehlo.divide %1235, %1521 : tensor<1024xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1524 = stablehlo.add %1314, %1523 : tensor<256x1024xf32>
    %1525 = stablehlo.sqrt %1524 : tensor<256x1024xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<256x1024xf32>
    %1528 = stablehlo.divide %1237, %1527 : tensor<256x1024xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1530 = stablehlo.add %1316, %1529 : tensor<256xf32>
    %1531 = stablehlo.sqrt %1530 : tensor<256xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1533 = stablehlo.add %1531, %1532 : tensor<256xf32>
    %1534 = stablehlo.divide %1239, %1533 : tensor<256xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1536 = stablehlo.add %1318, %1535 : tensor<256xf32>
    %1537 = stablehlo.sqrt %1536 : tensor<256xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1539 = stablehlo.add %1537, %1538 : tensor<256xf32>
    %1540 = stablehlo.divide %1241, %1539 : tensor<256xf32>
    %cst_391 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1542 = stablehlo.multiply %1541, %arg0 : tensor<4x64xf32>
    %1543 = stablehlo.add %1324, %1542 : tensor<4x64xf32>
    %cst_392 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1545 = stablehlo.multiply %1544, %arg1 : tensor<256x4x64xf32>
    %1546 = stablehlo.add %1330, %1545 : tensor<256x4x64xf32>
    %cst_393 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1548 = stablehlo.multiply %1547, %arg2 : tensor<256xf32>
    %1549 = stablehlo.add %1336, %1548 : tensor<256xf32>
    %cst_394 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1551 = stablehlo.multiply %1550, %arg3 : tensor<4x64x256xf32>
    %1552 = stablehlo.add %1342, %1551 : tensor<4x64x256xf32>
    %cst_395 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1554 = stablehlo.multiply %1553, %arg4 : tensor<4x64xf32>
    %1555 = stablehlo.add %1348, %1554 : tensor<4x64xf32>
    %cst_396 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1557 = stablehlo.multiply %1556, %arg5 : tensor<256x4x64xf32>
    %1558 = stablehlo.add %1354, %1557 : tensor<256x4x64xf32>
    %cst_397 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1560 = stablehlo.multiply %1559, %arg6 : tensor<4x64xf32>
    %1561 = stablehlo.add %1360, %1560 : tensor<4x64xf32>
    %cst_398 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1563 = stablehlo.multiply %1562, %arg7 : tensor<256x4x64xf32>
    %1564 = stablehlo.add %1366, %1563 : tensor<256x4x64xf32>
    %cst_399 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1566 = stablehlo.multiply %1565, %arg8 : tensor<1024xf32>
    %1567 = stablehlo.add %1372, %1566 : tensor<1024xf32>
    %cst_400 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1569 = stablehlo.multiply %1568, %arg9 : tensor<256x1024xf32>
    %1570 = stablehlo.add %1378, %1569 : tensor<256x1024xf32>
    %cst_401 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1572 = stablehlo.multiply %1571, %arg10 : tensor<256xf32>
    %1573 = stablehlo.add %1384, %1572 : tensor<256xf32>
    %cst_402 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1575 = stablehlo.multiply %1574, %arg11 : tensor<256xf32>
    %1576 = stablehlo.add %1390, %1575 : tensor<256xf32>
    %cst_403 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1578 = stablehlo.multiply %1577, %arg12 : tensor<256xf32>
    %1579 = stablehlo.add %1396, %1578 : tensor<256xf32>
    %cst_404 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1581 = stablehlo.multiply %1580, %arg13 : tensor<256xf32>
    %1582 = stablehlo.add %1402, %1581 : tensor<256xf32>
    %cst_405 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1584 = stablehlo.multiply %1583, %arg14 : tensor<256xf32>
    %1585 = stablehlo.add %1408, %1584 : tensor<256xf32>
    %cst_406 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1587 = stablehlo.multiply %1586, %arg15 : tensor<1024x256xf32>
    %1588 = stablehlo.add %1414, %1587 : tensor<1024x256xf32>
    %cst_407 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1590 = stablehlo.multiply %1589, %arg16 : tensor<4x64xf32>
    %1591 = stablehlo.add %1420, %1590 : tensor<4x64xf32>
    %cst_408 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1593 = stablehlo.multiply %1592, %arg17 : tensor<256x4x64xf32>
    %1594 = stablehlo.add %1426, %1593 : tensor<256x4x64xf32>
    %cst_409 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1596 = stablehlo.multiply %1595, %arg18 : tensor<256xf32>
    %1597 = stablehlo.add %1432, %1596 : tensor<256xf32>
    %cst_410 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1599 = stablehlo.multiply %1598, %arg19 : tensor<4x64x256xf32>
    %1600 = stablehlo.add %1438, %1599 : tensor<4x64x256xf32>
    %cst_411 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1602 = stablehlo.multiply %1601, %arg20 : tensor<4x64xf32>
    %1603 = stablehlo.add %1444, %1602 : tensor<4x64xf32>
    %cst_412 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1605 = stablehlo.multiply %1604, %arg21 : tensor<256x4x64xf32>
    %1606 = stablehlo.add %1450, %1605 : tensor<256x4x64xf32>
    %cst_413 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1608 = stablehlo.multiply %1607, %arg22 : tensor<4x64xf32>
    %1609 = stablehlo.add %1456, %1608 : tensor<4x64xf32>
    %cst_414 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1611 = stablehlo.multiply %1610, %arg23 : tensor<256x4x64xf32>
    %1612 = stablehlo.add %1462, %1611 : tensor<256x4x64xf32>
    %cst_415 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1614 = stablehlo.multiply %1613, %arg24 : tensor<1024xf32>
    %1615 = stablehlo.add %1468, %1614 : tensor<1024xf32>
    %cst_416 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1617 = stablehlo.multiply %1616, %arg25 : tensor<256x1024xf32>
    %1618 = stablehlo.add %1474, %1617 : tensor<256x1024xf32>
    %cst_417 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1620 = stablehlo.multiply %1619, %arg26 : tensor<256xf32>
    %1621 = stablehlo.add %1480, %1620 : tensor<256xf32>
    %cst_418 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1623 = stablehlo.multiply %1622, %arg27 : tensor<256xf32>
    %1624 = stablehlo.add %1486, %1623 : tensor<256xf32>
    %cst_419 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1626 = stablehlo.multiply %1625, %arg28 : tensor<256xf32>
    %1627 = stablehlo.add %1492, %1626 : tensor<256xf32>
    %cst_420 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1629 = stablehlo.multiply %1628, %arg29 : tensor<256xf32>
    %1630 = stablehlo.add %1498, %1629 : tensor<256xf32>
    %cst_421 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1632 = stablehlo.multiply %1631, %arg30 : tensor<256xf32>
    %1633 = stablehlo.add %1504, %1632 : tensor<256xf32>
    %cst_422 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1635 = stablehlo.multiply %1634, %arg31 : tensor<1024x256xf32>
    %1636 = stablehlo.add %1510, %1635 : tensor<1024x256xf32>
    %cst_423 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1638 = stablehlo.multiply %1637, %arg32 : tensor<1024x256xf32>
    %1639 = stablehlo.add %1516, %1638 : tensor<1024x256xf32>
    %cst_424 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1641 = stablehlo.multiply %1640, %arg33 : tensor<1024xf32>
    %1642 = stablehlo.add %1522, %1641 : tensor<1024xf32>
    %cst_425 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1644 = stablehlo.multiply %1643, %arg34 : tensor<256x1024xf32>
    %1645 = stablehlo.add %1528, %1644 : tensor<256x1024xf32>
    %cst_426 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1646 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1647 = stablehlo.multiply %1646, %arg35 : tensor<256xf32>
    %1648 = stablehlo.add %1534, %1647 : tensor<256xf32>
    %cst_427 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1650 = stablehlo.multiply %1649, %arg36 : tensor<256xf32>
    %1651 = stablehlo.add %1540, %1650 : tensor<256xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1653 = stablehlo.multiply %1652, %1543 : tensor<4x64xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1655 = stablehlo.multiply %1654, %1546 : tensor<256x4x64xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1657 = stablehlo.multiply %1656, %1549 : tensor<256xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1658 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1659 = stablehlo.multiply %1658, %1552 : tensor<4x64x256xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1661 = stablehlo.multiply %1660, %1555 : tensor<4x64xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1663 = stablehlo.multiply %1662, %1558 : tensor<256x4x64xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1665 = stablehlo.multiply %1664, %1561 : tensor<4x64xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1667 = stablehlo.multiply %1666, %1564 : tensor<256x4x64xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1669 = stablehlo.multiply %1668, %1567 : tensor<1024xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1671 = stablehlo.multiply %1670, %1570 : tensor<256x1024xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1673 = stablehlo.multiply %1672, %1573 : tensor<256xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1675 = stablehlo.multiply %1674, %1576 : tensor<256xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1677 = stablehlo.multiply %1676, %1579 : tensor<256xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1679 = stablehlo.multiply %1678, %1582 : tensor<256xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1681 = stablehlo.multiply %1680, %1585 : tensor<256xf32>
    %cst_443 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1683 = stablehlo.multiply %1682, %1588 : tensor<1024x256xf32>
    %cst_444 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1685 = stablehlo.multiply %1684, %1591 : tensor<4x64xf32>
    %cst_445 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1687 = stablehlo.multiply %1686, %1594 : tensor<256x4x64xf32>
    %cst_446 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1689 = stablehlo.multiply %1688, %1597 : tensor<256xf32>
    %cst_447 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1691 = stablehlo.multiply %1690, %1600 : tensor<4x64x256xf32>
    %cst_448 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1693 = stablehlo.multiply %1692, %1603 : tensor<4x64xf32>
    %cst_449 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1695 = stablehlo.multiply %1694, %1606 : tensor<256x4x64xf32>
    %cst_450 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1697 = stablehlo.multiply %1696, %1609 : tensor<4x64xf32>
    %cst_451 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1699 = stablehlo.multiply %1698, %1612 : tensor<256x4x64xf32>
    %cst_452 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1701 = stablehlo.multiply %1700, %1615 : tensor<1024xf32>
    %cst_453 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1703 = stablehlo.multiply %1702, %1618 : tensor<256x1024xf32>
    %cst_454 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1705 = stablehlo.multiply %1704, %1621 : tensor<256xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1707 = stablehlo.multiply %1706, %1624 : tensor<256xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1709 = stablehlo.multiply %1708, %1627 : tensor<256xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1711 = stablehlo.multiply %1710, %1630 : tensor<256xf32>
    %cst_458 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1713 = stablehlo.multiply %1712, %1633 : tensor<256xf32>
    %cst_459 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1715 = stablehlo.multiply %1714, %1636 : tensor<1024x256xf32>
    %cst_460 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1717 = stablehlo.multiply %1716, %1639 : tensor<1024x256xf32>
    %cst_461 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1719 = stablehlo.multiply %1718, %1642 : tensor<1024xf32>
    %cst_462 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1721 = stablehlo.multiply %1720, %1645 : tensor<256x1024xf32>
    %cst_463 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1723 = stablehlo.multiply %1722, %1648 : tensor<256xf32>
    %cst_464 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1725 = stablehlo.multiply %1724, %1651 : tensor<256xf32>
    %1726 = stablehlo.add %arg0, %1653 : tensor<4x64xf32>
    %1727 = stablehlo.add %arg1, %1655 : tensor<256x4x64xf32>
    %1728 = stablehlo.add %arg2, %1657 : tensor<256xf32>
    %1729 = stablehlo.add %arg3, %1659 : tensor<4x64x256xf32>
    %1730 = stablehlo.add %arg4, %1661 : tensor<4x64xf32>
    %1731 = stablehlo.add %arg5, %1663 : tensor<256x4x64xf32>
    %1732 = stablehlo.add %arg6, %1665 : tensor<4x64xf32>
    %1733 = stablehlo.add %arg7, %1667 : tensor<256x4x64xf32>
    %1734 = stablehlo.add %arg8, %1669 : tensor<1024xf32>
    %1735 = stablehlo.add %arg9, %1671 : tensor<256x1024xf32>
    %1736 = stablehlo.add %arg10, %1673 : tensor<256xf32>
    %1737 = stablehlo.add %arg11, %1675 : tensor<256xf32>
    %1738 = stablehlo.add %arg12, %1677 : tensor<256xf32>
    %1739 = stablehlo.add %arg13, %1679 : tensor<256xf32>
    %1740 = stablehlo.add %arg14, %1681 : tensor<256xf32>
    %1741 = stablehlo.add %arg15, %1683 : tensor<1024x256xf32>
    %1742 = stablehlo.add %arg16, %1685 : tensor<4x64xf32>
    %1743 = stablehlo.add %arg17, %1687 : tensor<256x4x64xf32>
    %1744 = stablehlo.add %arg18, %1689 : tensor<256xf32>
    %1745 = stablehlo.add %arg19, %1691 : tensor<4x64x256xf32>
    %1746 = stablehlo.add %arg20, %1693 : tensor<4x64xf32>
    %1747 = stablehlo.add %arg21, %1695 : tensor<256x4x64xf32>
    %1748 = stablehlo.add %arg22, %1697 : tensor<4x64xf32>
    %1749 = stablehlo.add %arg23, %1699 : tensor<256x4x64xf32>
    %1750 = stablehlo.add %arg24, %1701 : tensor<1024xf32>
    %1751 = stablehlo.add %arg25, %1703 : tensor<256x1024xf32>
    %1752 = stablehlo.add %arg26, %1705 : tensor<256xf32>
    %1753 = stablehlo.add %arg27, %1707 : tensor<256xf32>
    %1754 = stablehlo.add %arg28, %1709 : tensor<256xf32>
    %1755 = stablehlo.add %arg29, %1711 : tensor<256xf32>
    %1756 = stablehlo.add %arg30, %1713 : tensor<256xf32>
    %1757 = stablehlo.add %arg31, %1715 : tensor<1024x256xf32>
    %1758 = stablehlo.add %arg32, %1717 : tensor<1024x256xf32>
    %1759 = stablehlo.add %arg33, %1719 : tensor<1024xf32>
    %1760 = stablehlo.add %arg34, %1721 : tensor<256x1024xf32>
    %1761 = stablehlo.add %arg35, %1723 : tensor<256xf32>
    %1762 = stablehlo.add %arg36, %1725 : tensor<256xf32>
    %c_465 = stablehlo.constant dense<1> : tensor<ui32>
    %1763 = stablehlo.add %arg112, %c_465 : tensor<ui32>
    return %1726, %1727, %1728, %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741, %1742, %1743, %1744, %1745, %1746, %1747, %1748, %1749, %1750, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1164, %759, %764, %769, %774, %779, %784, %789, %794, %799, %804, %809, %814, %819, %824, %829, %834, %839, %844, %849, %854, %859, %864, %869, %874, %879, %884, %889, %894, %899, %904, %909, %914, %919, %924, %929, %934, %939, %945, %951, %957, %963, %969, %975, %981, %987, %993, %999, %1005, %1011, %1017, %1023, %1029, %1035, %1041, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %1101, %1107, %1113, %1119, %1125, %1131, %1137, %1143, %1149, %1155, %1161, %1763, %403 : tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<ui32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<1x8x4x128x128xi1>, %arg1: tensor<8x4x128x1x128xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x128x128xf32>) -> tensor<1x8x4x128x128xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x128x1x128xf32>) -> tensor<1x8x4x128x128xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x128x128xi1>, tensor<1x8x4x128x128xf32>
    return %3 : tensor<1x8x4x128x128xf32>
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
  func.func private @_where_5(%arg0: tensor<1x8x4x128x128xi1>, %arg1: tensor<1x8x4x128x128xf32>) -> tensor<8x4x128x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x4x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x4x128x128xi1>, tensor<1x8x4x128x128xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x128x128xf32>) -> tensor<8x4x128x1x128xf32>
    return %2 : tensor<8x4x128x1x128xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x128x1xi32>, %arg1: tensor<8x128x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
