module @jit_traced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 0 : i32}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 67 : i32}, %arg68: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 85 : i32}, %arg86: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 86 : i32}, %arg87: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 87 : i32}, %arg88: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 88 : i32}, %arg89: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 89 : i32}, %arg90: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 90 : i32}, %arg91: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 91 : i32}, %arg92: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 92 : i32}, %arg93: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 93 : i32}, %arg94: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 94 : i32}, %arg95: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 95 : i32}, %arg96: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 96 : i32}, %arg97: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 97 : i32}, %arg98: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 98 : i32}, %arg99: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 99 : i32}, %arg100: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 100 : i32}, %arg101: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 101 : i32}, %arg102: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 102 : i32}, %arg103: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 103 : i32}, %arg104: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 104 : i32}, %arg105: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 105 : i32}, %arg106: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 106 : i32}, %arg107: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 107 : i32}, %arg108: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 108 : i32}, %arg109: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 109 : i32}, %arg110: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 110 : i32}, %arg111: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 111 : i32}, %arg112: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 112 : i32}, %arg113: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 113 : i32}, %arg114: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 114 : i32}, %arg115: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 115 : i32}, %arg116: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 116 : i32}, %arg117: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 117 : i32}, %arg118: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 118 : i32}, %arg119: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 119 : i32}, %arg120: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 120 : i32}, %arg121: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 121 : i32}, %arg122: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 122 : i32}, %arg123: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 123 : i32}, %arg124: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 124 : i32}, %arg125: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 125 : i32}, %arg126: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 126 : i32}, %arg127: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 127 : i32}, %arg128: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 128 : i32}, %arg129: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 129 : i32}, %arg130: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 130 : i32}, %arg131: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 131 : i32}, %arg132: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 132 : i32}, %arg133: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 133 : i32}, %arg134: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 134 : i32}, %arg135: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 135 : i32}, %arg136: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 136 : i32}, %arg137: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 137 : i32}, %arg138: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 138 : i32}, %arg139: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 139 : i32}, %arg140: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 140 : i32}, %arg141: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 141 : i32}, %arg142: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 142 : i32}, %arg143: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 143 : i32}, %arg144: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 144 : i32}, %arg145: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 145 : i32}, %arg146: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 146 : i32}, %arg147: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 147 : i32}, %arg148: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 148 : i32}, %arg149: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 149 : i32}, %arg150: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 150 : i32}, %arg151: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 151 : i32}, %arg152: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 152 : i32}, %arg153: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 153 : i32}, %arg154: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 154 : i32}, %arg155: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 155 : i32}, %arg156: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 156 : i32}, %arg157: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 157 : i32}, %arg158: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 158 : i32}, %arg159: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 159 : i32}, %arg160: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 160 : i32}, %arg161: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 161 : i32}, %arg162: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 162 : i32}, %arg163: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 163 : i32}, %arg164: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 164 : i32}, %arg165: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 165 : i32}, %arg166: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 166 : i32}, %arg167: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 167 : i32}, %arg168: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 168 : i32}, %arg169: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 169 : i32}, %arg170: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 170 : i32}, %arg171: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 171 : i32}, %arg172: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 172 : i32}, %arg173: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 173 : i32}, %arg174: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 174 : i32}, %arg175: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 175 : i32}, %arg176: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 176 : i32}, %arg177: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 177 : i32}, %arg178: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 178 : i32}, %arg179: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 179 : i32}, %arg180: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 180 : i32}, %arg181: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 181 : i32}, %arg182: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 182 : i32}, %arg183: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 183 : i32}, %arg184: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 184 : i32}, %arg185: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 185 : i32}, %arg186: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 186 : i32}, %arg187: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 187 : i32}, %arg188: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 188 : i32}, %arg189: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 189 : i32}, %arg190: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 190 : i32}, %arg191: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 191 : i32}, %arg192: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 192 : i32}, %arg193: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 193 : i32}, %arg194: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 194 : i32}, %arg195: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 195 : i32}, %arg196: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 196 : i32}, %arg197: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 197 : i32}, %arg198: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 198 : i32}, %arg199: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 199 : i32}, %arg200: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg201: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<i32> {jax.result_info = "result[0].step", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_4']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_4']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_4']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_4']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_4']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_4']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_4']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_4']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_5']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_5']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_5']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_5']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_5']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_5']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_5']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_5']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_6']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_6']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_6']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_6']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_6']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_6']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_6']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_6']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['Block_7']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Block_7']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_7']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].params['Block_7']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_7']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_7']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_7']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].params['Block_7']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].params['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_4']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_5']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_6']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Block_7']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_0']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_1']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_2']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_3']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_4']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_5']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_6']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['Dense_0']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['Dense_1']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['RMSNorm_1']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['key']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['out']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['query']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<256x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Block_7']['value']['kernel'].value", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['Embed_0']['embedding'].value", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['RMSNorm_0']['scale'].value", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg65 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1:2 = call @_take(%0, %arg200) : (tensor<1024x256xf32>, tensor<8x128xi32>) -> (tensor<8x128x256xf32>, tensor<8x128x1xi32>)
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
    %416 = sdy.sharding_constraint %arg35 <@mesh, [{}]> : tensor<256xf32>
    %417 = stablehlo.reshape %416 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %418 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %419 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %420 = stablehlo.multiply %418, %419 : tensor<8x128x256xf32>
    %421 = stablehlo.multiply %409, %420 : tensor<8x128x256xf32>
    %422 = sdy.sharding_constraint %arg39 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %423 = stablehlo.dot_general %421, %422, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %425 = sdy.sharding_constraint %arg37 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %426 = stablehlo.dot_general %421, %425, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %428 = sdy.sharding_constraint %arg40 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %429 = stablehlo.dot_general %421, %428, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %430 = stablehlo.reshape %429 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %431 = stablehlo.iota dim = 0 : tensor<128xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %434 = stablehlo.broadcast_in_dim %432, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %435 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %437 = stablehlo.compare GE, %435, %436, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %439 = stablehlo.convert %438 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %440 = stablehlo.sqrt %cst_77 : tensor<f32>
    %441 = stablehlo.convert %440 : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %443 = stablehlo.divide %424, %442 : tensor<8x128x4x64xf32>
    %444 = stablehlo.dot_general %443, %427, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_78 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %445:2 = call @_where_0(%439, %444, %cst_78) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %446 = stablehlo.reduce(%445#0 init: %cst_79) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %448 = stablehlo.maximum %447, %446 : tensor<8x4x128xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %451 = stablehlo.subtract %445#0, %450 : tensor<8x4x128x128xf32>
    %452 = stablehlo.exponential %451 : tensor<8x4x128x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %456 = stablehlo.divide %452, %455 : tensor<8x4x128x128xf32>
    %457 = stablehlo.multiply %454, %454 : tensor<8x4x128x1xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %459 = stablehlo.divide %458, %457 : tensor<8x4x128x1xf32>
    %460 = stablehlo.dot_general %430, %456, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %461 = stablehlo.transpose %460, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %462 = stablehlo.reshape %461 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %463 = sdy.sharding_constraint %arg38 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %464 = stablehlo.dot_general %462, %463, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %465 = stablehlo.add %398, %464 : tensor<8x128x256xf32>
    %466 = sdy.sharding_constraint %465 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %467 = chlo.square %466 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %469 = stablehlo.multiply %468, %466 : tensor<8x128x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%467 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %472 = stablehlo.divide %470, %471 : tensor<8x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %475 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %476 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %477 = stablehlo.subtract %466, %476 : tensor<8x128x256xf32>
    %cst_87 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %479 = stablehlo.add %475, %478 : tensor<8x128x1xf32>
    %480 = stablehlo.rsqrt %479 : tensor<8x128x1xf32>
    %481 = stablehlo.divide %480, %479 : tensor<8x128x1xf32>
    %cst_88 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<8x128x1xf32>
    %484 = sdy.sharding_constraint %arg36 <@mesh, [{}]> : tensor<256xf32>
    %485 = stablehlo.reshape %484 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %486 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %488 = stablehlo.multiply %486, %487 : tensor<8x128x256xf32>
    %489 = stablehlo.multiply %477, %488 : tensor<8x128x256xf32>
    %490 = sdy.sharding_constraint %arg33 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %491 = stablehlo.dot_general %489, %490, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %492:3 = call @silu(%491) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %493 = sdy.sharding_constraint %492#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %494 = sdy.sharding_constraint %arg34 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %495 = stablehlo.dot_general %493, %494, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %496 = stablehlo.add %466, %495 : tensor<8x128x256xf32>
    %497 = sdy.sharding_constraint %496 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %498 = chlo.square %497 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %500 = stablehlo.multiply %499, %497 : tensor<8x128x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%498 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_91 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %503 = stablehlo.divide %501, %502 : tensor<8x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %506 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %507 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %508 = stablehlo.subtract %497, %507 : tensor<8x128x256xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %510 = stablehlo.add %506, %509 : tensor<8x128x1xf32>
    %511 = stablehlo.rsqrt %510 : tensor<8x128x1xf32>
    %512 = stablehlo.divide %511, %510 : tensor<8x128x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<8x128x1xf32>
    %515 = sdy.sharding_constraint %arg43 <@mesh, [{}]> : tensor<256xf32>
    %516 = stablehlo.reshape %515 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %517 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %518 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<8x128x256xf32>
    %520 = stablehlo.multiply %508, %519 : tensor<8x128x256xf32>
    %521 = sdy.sharding_constraint %arg47 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %522 = stablehlo.dot_general %520, %521, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %524 = sdy.sharding_constraint %arg45 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %525 = stablehlo.dot_general %520, %524, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %526 = stablehlo.reshape %525 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %527 = sdy.sharding_constraint %arg48 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %528 = stablehlo.dot_general %520, %527, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %530 = stablehlo.iota dim = 0 : tensor<128xi32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %533 = stablehlo.broadcast_in_dim %531, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %534 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %535 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %536 = stablehlo.compare GE, %534, %535, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %538 = stablehlo.convert %537 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_95 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %539 = stablehlo.sqrt %cst_95 : tensor<f32>
    %540 = stablehlo.convert %539 : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %542 = stablehlo.divide %523, %541 : tensor<8x128x4x64xf32>
    %543 = stablehlo.dot_general %542, %526, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_96 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %544:2 = call @_where_0(%538, %543, %cst_96) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %545 = stablehlo.reduce(%544#0 init: %cst_97) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %547 = stablehlo.maximum %546, %545 : tensor<8x4x128xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %550 = stablehlo.subtract %544#0, %549 : tensor<8x4x128x128xf32>
    %551 = stablehlo.exponential %550 : tensor<8x4x128x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_99) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %555 = stablehlo.divide %551, %554 : tensor<8x4x128x128xf32>
    %556 = stablehlo.multiply %553, %553 : tensor<8x4x128x1xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %558 = stablehlo.divide %557, %556 : tensor<8x4x128x1xf32>
    %559 = stablehlo.dot_general %529, %555, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %560 = stablehlo.transpose %559, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %561 = stablehlo.reshape %560 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %562 = sdy.sharding_constraint %arg46 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %563 = stablehlo.dot_general %561, %562, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %564 = stablehlo.add %497, %563 : tensor<8x128x256xf32>
    %565 = sdy.sharding_constraint %564 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %566 = chlo.square %565 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %568 = stablehlo.multiply %567, %565 : tensor<8x128x256xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%566 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_103 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %571 = stablehlo.divide %569, %570 : tensor<8x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %574 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %575 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %576 = stablehlo.subtract %565, %575 : tensor<8x128x256xf32>
    %cst_105 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %578 = stablehlo.add %574, %577 : tensor<8x128x1xf32>
    %579 = stablehlo.rsqrt %578 : tensor<8x128x1xf32>
    %580 = stablehlo.divide %579, %578 : tensor<8x128x1xf32>
    %cst_106 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %582 = stablehlo.multiply %581, %580 : tensor<8x128x1xf32>
    %583 = sdy.sharding_constraint %arg44 <@mesh, [{}]> : tensor<256xf32>
    %584 = stablehlo.reshape %583 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %585 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %586 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<8x128x256xf32>
    %588 = stablehlo.multiply %576, %587 : tensor<8x128x256xf32>
    %589 = sdy.sharding_constraint %arg41 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %590 = stablehlo.dot_general %588, %589, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %591:3 = call @silu(%590) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %592 = sdy.sharding_constraint %591#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %593 = sdy.sharding_constraint %arg42 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %594 = stablehlo.dot_general %592, %593, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %595 = stablehlo.add %565, %594 : tensor<8x128x256xf32>
    %596 = sdy.sharding_constraint %595 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %597 = chlo.square %596 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %599 = stablehlo.multiply %598, %596 : tensor<8x128x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%597 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_109 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %602 = stablehlo.divide %600, %601 : tensor<8x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %605 = stablehlo.broadcast_in_dim %602, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %606 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %607 = stablehlo.subtract %596, %606 : tensor<8x128x256xf32>
    %cst_111 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %609 = stablehlo.add %605, %608 : tensor<8x128x1xf32>
    %610 = stablehlo.rsqrt %609 : tensor<8x128x1xf32>
    %611 = stablehlo.divide %610, %609 : tensor<8x128x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %613 = stablehlo.multiply %612, %611 : tensor<8x128x1xf32>
    %614 = sdy.sharding_constraint %arg51 <@mesh, [{}]> : tensor<256xf32>
    %615 = stablehlo.reshape %614 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %616 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %617 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %618 = stablehlo.multiply %616, %617 : tensor<8x128x256xf32>
    %619 = stablehlo.multiply %607, %618 : tensor<8x128x256xf32>
    %620 = sdy.sharding_constraint %arg55 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %621 = stablehlo.dot_general %619, %620, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %622 = stablehlo.reshape %621 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %623 = sdy.sharding_constraint %arg53 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %624 = stablehlo.dot_general %619, %623, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %625 = stablehlo.reshape %624 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %626 = sdy.sharding_constraint %arg56 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %627 = stablehlo.dot_general %619, %626, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %629 = stablehlo.iota dim = 0 : tensor<128xi32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %632 = stablehlo.broadcast_in_dim %630, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %633 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %634 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %635 = stablehlo.compare GE, %633, %634, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %637 = stablehlo.convert %636 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %638 = stablehlo.sqrt %cst_113 : tensor<f32>
    %639 = stablehlo.convert %638 : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %641 = stablehlo.divide %622, %640 : tensor<8x128x4x64xf32>
    %642 = stablehlo.dot_general %641, %625, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_114 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %643:2 = call @_where_0(%637, %642, %cst_114) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %644 = stablehlo.reduce(%643#0 init: %cst_115) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %646 = stablehlo.maximum %645, %644 : tensor<8x4x128xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %649 = stablehlo.subtract %643#0, %648 : tensor<8x4x128x128xf32>
    %650 = stablehlo.exponential %649 : tensor<8x4x128x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%650 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %654 = stablehlo.divide %650, %653 : tensor<8x4x128x128xf32>
    %655 = stablehlo.multiply %652, %652 : tensor<8x4x128x1xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %657 = stablehlo.divide %656, %655 : tensor<8x4x128x1xf32>
    %658 = stablehlo.dot_general %628, %654, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %659 = stablehlo.transpose %658, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %660 = stablehlo.reshape %659 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %661 = sdy.sharding_constraint %arg54 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %662 = stablehlo.dot_general %660, %661, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %663 = stablehlo.add %596, %662 : tensor<8x128x256xf32>
    %664 = sdy.sharding_constraint %663 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %665 = chlo.square %664 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %667 = stablehlo.multiply %666, %664 : tensor<8x128x256xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%665 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_121 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %670 = stablehlo.divide %668, %669 : tensor<8x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %673 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %674 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %675 = stablehlo.subtract %664, %674 : tensor<8x128x256xf32>
    %cst_123 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %677 = stablehlo.add %673, %676 : tensor<8x128x1xf32>
    %678 = stablehlo.rsqrt %677 : tensor<8x128x1xf32>
    %679 = stablehlo.divide %678, %677 : tensor<8x128x1xf32>
    %cst_124 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %681 = stablehlo.multiply %680, %679 : tensor<8x128x1xf32>
    %682 = sdy.sharding_constraint %arg52 <@mesh, [{}]> : tensor<256xf32>
    %683 = stablehlo.reshape %682 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %684 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %685 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %686 = stablehlo.multiply %684, %685 : tensor<8x128x256xf32>
    %687 = stablehlo.multiply %675, %686 : tensor<8x128x256xf32>
    %688 = sdy.sharding_constraint %arg49 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %689 = stablehlo.dot_general %687, %688, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %690:3 = call @silu(%689) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %691 = sdy.sharding_constraint %690#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %692 = sdy.sharding_constraint %arg50 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %693 = stablehlo.dot_general %691, %692, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %694 = stablehlo.add %664, %693 : tensor<8x128x256xf32>
    %695 = sdy.sharding_constraint %694 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %696 = chlo.square %695 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_125 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %698 = stablehlo.multiply %697, %695 : tensor<8x128x256xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%696 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_127 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %701 = stablehlo.divide %699, %700 : tensor<8x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %704 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %705 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %706 = stablehlo.subtract %695, %705 : tensor<8x128x256xf32>
    %cst_129 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %708 = stablehlo.add %704, %707 : tensor<8x128x1xf32>
    %709 = stablehlo.rsqrt %708 : tensor<8x128x1xf32>
    %710 = stablehlo.divide %709, %708 : tensor<8x128x1xf32>
    %cst_130 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %712 = stablehlo.multiply %711, %710 : tensor<8x128x1xf32>
    %713 = sdy.sharding_constraint %arg59 <@mesh, [{}]> : tensor<256xf32>
    %714 = stablehlo.reshape %713 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %715 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %716 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<8x128x256xf32>
    %718 = stablehlo.multiply %706, %717 : tensor<8x128x256xf32>
    %719 = sdy.sharding_constraint %arg63 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %720 = stablehlo.dot_general %718, %719, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %721 = stablehlo.reshape %720 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %722 = sdy.sharding_constraint %arg61 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %723 = stablehlo.dot_general %718, %722, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %724 = stablehlo.reshape %723 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %725 = sdy.sharding_constraint %arg64 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %726 = stablehlo.dot_general %718, %725, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %727 = stablehlo.reshape %726 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %728 = stablehlo.iota dim = 0 : tensor<128xi32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [1] : (tensor<128xi32>) -> tensor<8x128xi32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %731 = stablehlo.broadcast_in_dim %729, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %732 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %733 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %734 = stablehlo.compare GE, %732, %733, SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 2, 3] : (tensor<8x128x128xi1>) -> tensor<8x1x128x128xi1>
    %736 = stablehlo.convert %735 : (tensor<8x1x128x128xi1>) -> tensor<8x1x128x128xf32>
    %cst_131 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %737 = stablehlo.sqrt %cst_131 : tensor<f32>
    %738 = stablehlo.convert %737 : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %740 = stablehlo.divide %721, %739 : tensor<8x128x4x64xf32>
    %741 = stablehlo.dot_general %740, %724, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_132 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %742:2 = call @_where_0(%736, %741, %cst_132) : (tensor<8x1x128x128xf32>, tensor<8x4x128x128xf32>, tensor<f32>) -> (tensor<8x4x128x128xf32>, tensor<8x4x128x128xi1>)
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %743 = stablehlo.reduce(%742#0 init: %cst_133) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %745 = stablehlo.maximum %744, %743 : tensor<8x4x128xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %748 = stablehlo.subtract %742#0, %747 : tensor<8x4x128x128xf32>
    %749 = stablehlo.exponential %748 : tensor<8x4x128x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_135) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %753 = stablehlo.divide %749, %752 : tensor<8x4x128x128xf32>
    %754 = stablehlo.multiply %751, %751 : tensor<8x4x128x1xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %756 = stablehlo.divide %755, %754 : tensor<8x4x128x1xf32>
    %757 = stablehlo.dot_general %727, %753, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %758 = stablehlo.transpose %757, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %759 = stablehlo.reshape %758 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %760 = sdy.sharding_constraint %arg62 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %761 = stablehlo.dot_general %759, %760, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %762 = stablehlo.add %695, %761 : tensor<8x128x256xf32>
    %763 = sdy.sharding_constraint %762 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %764 = chlo.square %763 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_137 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %766 = stablehlo.multiply %765, %763 : tensor<8x128x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%764 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_139 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %769 = stablehlo.divide %767, %768 : tensor<8x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %772 = stablehlo.broadcast_in_dim %769, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %773 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %774 = stablehlo.subtract %763, %773 : tensor<8x128x256xf32>
    %cst_141 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %776 = stablehlo.add %772, %775 : tensor<8x128x1xf32>
    %777 = stablehlo.rsqrt %776 : tensor<8x128x1xf32>
    %778 = stablehlo.divide %777, %776 : tensor<8x128x1xf32>
    %cst_142 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %780 = stablehlo.multiply %779, %778 : tensor<8x128x1xf32>
    %781 = sdy.sharding_constraint %arg60 <@mesh, [{}]> : tensor<256xf32>
    %782 = stablehlo.reshape %781 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %783 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %784 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %785 = stablehlo.multiply %783, %784 : tensor<8x128x256xf32>
    %786 = stablehlo.multiply %774, %785 : tensor<8x128x256xf32>
    %787 = sdy.sharding_constraint %arg57 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %788 = stablehlo.dot_general %786, %787, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %789:3 = call @silu(%788) : (tensor<8x128x1024xf32>) -> (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>)
    %790 = sdy.sharding_constraint %789#0 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %791 = sdy.sharding_constraint %arg58 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %792 = stablehlo.dot_general %790, %791, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %793 = stablehlo.add %763, %792 : tensor<8x128x256xf32>
    %794 = sdy.sharding_constraint %793 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %795 = chlo.square %794 : tensor<8x128x256xf32> -> tensor<8x128x256xf32>
    %cst_143 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %797 = stablehlo.multiply %796, %794 : tensor<8x128x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%795 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_145 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %800 = stablehlo.divide %798, %799 : tensor<8x128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %803 = stablehlo.broadcast_in_dim %800, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %804 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %805 = stablehlo.subtract %794, %804 : tensor<8x128x256xf32>
    %cst_147 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %807 = stablehlo.add %803, %806 : tensor<8x128x1xf32>
    %808 = stablehlo.rsqrt %807 : tensor<8x128x1xf32>
    %809 = stablehlo.divide %808, %807 : tensor<8x128x1xf32>
    %cst_148 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %811 = stablehlo.multiply %810, %809 : tensor<8x128x1xf32>
    %812 = sdy.sharding_constraint %arg66 <@mesh, [{}]> : tensor<256xf32>
    %813 = stablehlo.reshape %812 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %814 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %815 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %816 = stablehlo.multiply %814, %815 : tensor<8x128x256xf32>
    %817 = stablehlo.multiply %805, %816 : tensor<8x128x256xf32>
    %818 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %819 = stablehlo.dot_general %817, %818, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %820 = sdy.sharding_constraint %819 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %821 = stablehlo.broadcast_in_dim %arg201, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %822:2 = call @take_along_axis(%820, %821) : (tensor<8x128x1024xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %823:2 = call @_take_1(%822#0, %c) : (tensor<8x128x1xf32>, tensor<i32>) -> (tensor<8x128xf32>, tensor<1xi32>)
    %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %824 = stablehlo.reduce(%820 init: %cst_149) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %826 = stablehlo.maximum %825, %824 : tensor<8x128xf32>
    %827 = stablehlo.is_finite %826 : (tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %829 = stablehlo.select %827, %826, %828 : tensor<8x128xi1>, tensor<8x128xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %832 = stablehlo.subtract %820, %831 : tensor<8x128x1024xf32>
    %833 = stablehlo.exponential %832 : tensor<8x128x1024xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %834 = stablehlo.reduce(%833 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %835 = stablehlo.abs %834 : tensor<8x128xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %837 = stablehlo.compare GE, %834, %836, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %838 = stablehlo.log %835 : tensor<8x128xf32>
    %839 = stablehlo.add %838, %829 : tensor<8x128xf32>
    %840 = stablehlo.subtract %839, %823#0 : tensor<8x128xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%840 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %842 = stablehlo.divide %841, %cst_155 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %843 = stablehlo.divide %cst_156, %cst_157 : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %845 = stablehlo.negate %844 : tensor<8x128xf32>
    %846 = stablehlo.divide %844, %835 : tensor<8x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %848 = stablehlo.select %837, %847, %846 : tensor<8x128xi1>, tensor<8x128xf32>
    %849 = stablehlo.select %837, %846, %847 : tensor<8x128xi1>, tensor<8x128xf32>
    %850 = stablehlo.negate %848 : tensor<8x128xf32>
    %851 = stablehlo.add %849, %850 : tensor<8x128xf32>
    %852 = stablehlo.broadcast_in_dim %851, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1024xf32>
    %853 = stablehlo.multiply %852, %833 : tensor<8x128x1024xf32>
    %854 = call @_take_3(%823#1, %845) : (tensor<1xi32>, tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %855 = call @take_along_axis_4(%822#1, %854) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %856 = stablehlo.add %853, %855 : tensor<8x128x1024xf32>
    %857 = sdy.sharding_constraint %856 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %858 = stablehlo.dot_general %857, %817, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %859 = stablehlo.transpose %858, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %860 = stablehlo.dot_general %857, %818, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %861 = stablehlo.transpose %859, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %862 = stablehlo.multiply %805, %860 : tensor<8x128x256xf32>
    %863 = stablehlo.multiply %860, %816 : tensor<8x128x256xf32>
    %864 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %865 = stablehlo.multiply %864, %862 : tensor<8x128x256xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.reduce(%865 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %867 = stablehlo.reshape %866 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %868 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %869 = stablehlo.multiply %862, %868 : tensor<8x128x256xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %870 = stablehlo.reduce(%869 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %871 = stablehlo.reshape %870 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %872 = stablehlo.reshape %867 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %873 = sdy.sharding_constraint %872 <@mesh, [{}]> : tensor<256xf32>
    %874 = stablehlo.multiply %871, %811 : tensor<8x128x1xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.reduce(%874 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_162 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %877 = stablehlo.divide %875, %876 : tensor<8x128xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %879 = stablehlo.multiply %878, %797 : tensor<8x128x256xf32>
    %880 = stablehlo.add %863, %879 : tensor<8x128x256xf32>
    %881 = sdy.sharding_constraint %880 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %882 = stablehlo.dot_general %881, %790, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %883 = stablehlo.transpose %882, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %884 = stablehlo.dot_general %881, %791, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %885 = sdy.sharding_constraint %883 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %886 = sdy.sharding_constraint %884 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %887 = call @silu_5(%789#1, %789#2, %788, %886) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %888 = stablehlo.dot_general %887, %786, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %889 = stablehlo.transpose %888, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %890 = stablehlo.dot_general %887, %787, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %891 = sdy.sharding_constraint %889 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %892 = stablehlo.multiply %774, %890 : tensor<8x128x256xf32>
    %893 = stablehlo.multiply %890, %785 : tensor<8x128x256xf32>
    %894 = stablehlo.add %881, %893 : tensor<8x128x256xf32>
    %895 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %896 = stablehlo.multiply %895, %892 : tensor<8x128x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %898 = stablehlo.reshape %897 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %899 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %900 = stablehlo.multiply %892, %899 : tensor<8x128x256xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.reduce(%900 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %902 = stablehlo.reshape %901 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %903 = stablehlo.reshape %898 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %904 = sdy.sharding_constraint %903 <@mesh, [{}]> : tensor<256xf32>
    %905 = stablehlo.multiply %902, %780 : tensor<8x128x1xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_166 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %908 = stablehlo.divide %906, %907 : tensor<8x128xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %910 = stablehlo.multiply %909, %766 : tensor<8x128x256xf32>
    %911 = stablehlo.add %894, %910 : tensor<8x128x256xf32>
    %912 = sdy.sharding_constraint %911 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %913 = stablehlo.dot_general %912, %759, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %914 = stablehlo.transpose %913, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %915 = stablehlo.dot_general %912, %760, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %916 = sdy.sharding_constraint %914 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %917 = stablehlo.reshape %915 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %918 = stablehlo.transpose %917, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %919 = stablehlo.dot_general %918, %727, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %920 = stablehlo.dot_general %918, %753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %921 = stablehlo.transpose %920, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %922 = stablehlo.broadcast_in_dim %756, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %923 = stablehlo.multiply %919, %922 : tensor<8x4x128x128xf32>
    %924 = stablehlo.multiply %923, %749 : tensor<8x4x128x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.reduce(%924 init: %cst_167) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %926 = stablehlo.reshape %925 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %927 = stablehlo.negate %926 : tensor<8x4x128x1xf32>
    %928 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %929 = stablehlo.divide %919, %928 : tensor<8x4x128x128xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.reduce(%927 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %932 = stablehlo.add %929, %931 : tensor<8x4x128x128xf32>
    %933 = stablehlo.multiply %932, %749 : tensor<8x4x128x128xf32>
    %934 = call @_where_6(%742#1, %933) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %935 = stablehlo.dot_general %934, %740, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %936 = stablehlo.transpose %935, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %937 = stablehlo.dot_general %934, %724, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %938 = stablehlo.transpose %937, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %939 = stablehlo.broadcast_in_dim %738, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %940 = stablehlo.divide %938, %939 : tensor<8x128x4x64xf32>
    %941 = stablehlo.reshape %921 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %942 = stablehlo.dot_general %941, %718, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %944 = stablehlo.dot_general %941, %725, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %945 = sdy.sharding_constraint %943 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %946 = stablehlo.reshape %936 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %947 = stablehlo.dot_general %946, %718, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %948 = stablehlo.transpose %947, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %949 = stablehlo.dot_general %946, %722, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %950 = stablehlo.add %944, %949 : tensor<8x128x256xf32>
    %951 = sdy.sharding_constraint %948 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %952 = stablehlo.reshape %940 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %953 = stablehlo.dot_general %952, %718, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %954 = stablehlo.transpose %953, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %955 = stablehlo.dot_general %952, %719, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %956 = stablehlo.add %950, %955 : tensor<8x128x256xf32>
    %957 = sdy.sharding_constraint %954 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %958 = stablehlo.multiply %706, %956 : tensor<8x128x256xf32>
    %959 = stablehlo.multiply %956, %717 : tensor<8x128x256xf32>
    %960 = stablehlo.add %912, %959 : tensor<8x128x256xf32>
    %961 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %962 = stablehlo.multiply %961, %958 : tensor<8x128x256xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %964 = stablehlo.reshape %963 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %965 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %966 = stablehlo.multiply %958, %965 : tensor<8x128x256xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.reduce(%966 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %968 = stablehlo.reshape %967 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %969 = stablehlo.reshape %964 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %970 = sdy.sharding_constraint %969 <@mesh, [{}]> : tensor<256xf32>
    %971 = stablehlo.multiply %968, %712 : tensor<8x128x1xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %972 = stablehlo.reduce(%971 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_172 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %974 = stablehlo.divide %972, %973 : tensor<8x128xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %976 = stablehlo.multiply %975, %698 : tensor<8x128x256xf32>
    %977 = stablehlo.add %960, %976 : tensor<8x128x256xf32>
    %978 = sdy.sharding_constraint %977 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %979 = stablehlo.dot_general %978, %691, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %980 = stablehlo.transpose %979, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %981 = stablehlo.dot_general %978, %692, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %982 = sdy.sharding_constraint %980 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %983 = sdy.sharding_constraint %981 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %984 = call @silu_5(%690#1, %690#2, %689, %983) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %985 = stablehlo.dot_general %984, %687, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %986 = stablehlo.transpose %985, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %987 = stablehlo.dot_general %984, %688, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %988 = sdy.sharding_constraint %986 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %989 = stablehlo.multiply %675, %987 : tensor<8x128x256xf32>
    %990 = stablehlo.multiply %987, %686 : tensor<8x128x256xf32>
    %991 = stablehlo.add %978, %990 : tensor<8x128x256xf32>
    %992 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %993 = stablehlo.multiply %992, %989 : tensor<8x128x256xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.reduce(%993 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %995 = stablehlo.reshape %994 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %996 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %997 = stablehlo.multiply %989, %996 : tensor<8x128x256xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %998 = stablehlo.reduce(%997 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %999 = stablehlo.reshape %998 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1000 = stablehlo.reshape %995 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1001 = sdy.sharding_constraint %1000 <@mesh, [{}]> : tensor<256xf32>
    %1002 = stablehlo.multiply %999, %681 : tensor<8x128x1xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.reduce(%1002 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_176 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1005 = stablehlo.divide %1003, %1004 : tensor<8x128xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1007 = stablehlo.multiply %1006, %667 : tensor<8x128x256xf32>
    %1008 = stablehlo.add %991, %1007 : tensor<8x128x256xf32>
    %1009 = sdy.sharding_constraint %1008 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1010 = stablehlo.dot_general %1009, %660, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1011 = stablehlo.transpose %1010, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1012 = stablehlo.dot_general %1009, %661, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1013 = sdy.sharding_constraint %1011 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1014 = stablehlo.reshape %1012 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1015 = stablehlo.transpose %1014, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1016 = stablehlo.dot_general %1015, %628, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1017 = stablehlo.dot_general %1015, %654, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1018 = stablehlo.transpose %1017, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1019 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1020 = stablehlo.multiply %1016, %1019 : tensor<8x4x128x128xf32>
    %1021 = stablehlo.multiply %1020, %650 : tensor<8x4x128x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1022 = stablehlo.reduce(%1021 init: %cst_177) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1023 = stablehlo.reshape %1022 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1024 = stablehlo.negate %1023 : tensor<8x4x128x1xf32>
    %1025 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1026 = stablehlo.divide %1016, %1025 : tensor<8x4x128x128xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1024 init: %cst_178) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<8x4x128x128xf32>
    %1030 = stablehlo.multiply %1029, %650 : tensor<8x4x128x128xf32>
    %1031 = call @_where_6(%643#1, %1030) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1032 = stablehlo.dot_general %1031, %641, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1033 = stablehlo.transpose %1032, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1034 = stablehlo.dot_general %1031, %625, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1035 = stablehlo.transpose %1034, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1036 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1037 = stablehlo.divide %1035, %1036 : tensor<8x128x4x64xf32>
    %1038 = stablehlo.reshape %1018 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1039 = stablehlo.dot_general %1038, %619, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1040 = stablehlo.transpose %1039, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1041 = stablehlo.dot_general %1038, %626, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1042 = sdy.sharding_constraint %1040 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1043 = stablehlo.reshape %1033 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1044 = stablehlo.dot_general %1043, %619, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1045 = stablehlo.transpose %1044, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1046 = stablehlo.dot_general %1043, %623, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1047 = stablehlo.add %1041, %1046 : tensor<8x128x256xf32>
    %1048 = sdy.sharding_constraint %1045 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1049 = stablehlo.reshape %1037 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1050 = stablehlo.dot_general %1049, %619, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1051 = stablehlo.transpose %1050, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1052 = stablehlo.dot_general %1049, %620, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1053 = stablehlo.add %1047, %1052 : tensor<8x128x256xf32>
    %1054 = sdy.sharding_constraint %1051 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1055 = stablehlo.multiply %607, %1053 : tensor<8x128x256xf32>
    %1056 = stablehlo.multiply %1053, %618 : tensor<8x128x256xf32>
    %1057 = stablehlo.add %1009, %1056 : tensor<8x128x256xf32>
    %1058 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1059 = stablehlo.multiply %1058, %1055 : tensor<8x128x256xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1060 = stablehlo.reduce(%1059 init: %cst_179) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1061 = stablehlo.reshape %1060 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1062 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1063 = stablehlo.multiply %1055, %1062 : tensor<8x128x256xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1064 = stablehlo.reduce(%1063 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1066 = stablehlo.reshape %1061 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1067 = sdy.sharding_constraint %1066 <@mesh, [{}]> : tensor<256xf32>
    %1068 = stablehlo.multiply %1065, %613 : tensor<8x128x1xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.reduce(%1068 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_182 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1071 = stablehlo.divide %1069, %1070 : tensor<8x128xf32>
    %1072 = stablehlo.broadcast_in_dim %1071, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1073 = stablehlo.multiply %1072, %599 : tensor<8x128x256xf32>
    %1074 = stablehlo.add %1057, %1073 : tensor<8x128x256xf32>
    %1075 = sdy.sharding_constraint %1074 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1076 = stablehlo.dot_general %1075, %592, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1077 = stablehlo.transpose %1076, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1078 = stablehlo.dot_general %1075, %593, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1079 = sdy.sharding_constraint %1077 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1080 = sdy.sharding_constraint %1078 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1081 = call @silu_5(%591#1, %591#2, %590, %1080) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1082 = stablehlo.dot_general %1081, %588, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1083 = stablehlo.transpose %1082, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1084 = stablehlo.dot_general %1081, %589, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1085 = sdy.sharding_constraint %1083 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1086 = stablehlo.multiply %576, %1084 : tensor<8x128x256xf32>
    %1087 = stablehlo.multiply %1084, %587 : tensor<8x128x256xf32>
    %1088 = stablehlo.add %1075, %1087 : tensor<8x128x256xf32>
    %1089 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1090 = stablehlo.multiply %1089, %1086 : tensor<8x128x256xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1091 = stablehlo.reduce(%1090 init: %cst_183) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1092 = stablehlo.reshape %1091 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1093 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1094 = stablehlo.multiply %1086, %1093 : tensor<8x128x256xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1095 = stablehlo.reduce(%1094 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1096 = stablehlo.reshape %1095 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1097 = stablehlo.reshape %1092 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1098 = sdy.sharding_constraint %1097 <@mesh, [{}]> : tensor<256xf32>
    %1099 = stablehlo.multiply %1096, %582 : tensor<8x128x1xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1100 = stablehlo.reduce(%1099 init: %cst_185) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_186 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1102 = stablehlo.divide %1100, %1101 : tensor<8x128xf32>
    %1103 = stablehlo.broadcast_in_dim %1102, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1104 = stablehlo.multiply %1103, %568 : tensor<8x128x256xf32>
    %1105 = stablehlo.add %1088, %1104 : tensor<8x128x256xf32>
    %1106 = sdy.sharding_constraint %1105 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1107 = stablehlo.dot_general %1106, %561, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1108 = stablehlo.transpose %1107, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1109 = stablehlo.dot_general %1106, %562, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1110 = sdy.sharding_constraint %1108 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1111 = stablehlo.reshape %1109 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1112 = stablehlo.transpose %1111, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1113 = stablehlo.dot_general %1112, %529, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1114 = stablehlo.dot_general %1112, %555, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1115 = stablehlo.transpose %1114, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1116 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1117 = stablehlo.multiply %1113, %1116 : tensor<8x4x128x128xf32>
    %1118 = stablehlo.multiply %1117, %551 : tensor<8x4x128x128xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.reduce(%1118 init: %cst_187) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1121 = stablehlo.negate %1120 : tensor<8x4x128x1xf32>
    %1122 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1123 = stablehlo.divide %1113, %1122 : tensor<8x4x128x128xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1124 = stablehlo.reduce(%1121 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<8x4x128x128xf32>
    %1127 = stablehlo.multiply %1126, %551 : tensor<8x4x128x128xf32>
    %1128 = call @_where_6(%544#1, %1127) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1129 = stablehlo.dot_general %1128, %542, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1130 = stablehlo.transpose %1129, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1131 = stablehlo.dot_general %1128, %526, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1132 = stablehlo.transpose %1131, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1133 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1134 = stablehlo.divide %1132, %1133 : tensor<8x128x4x64xf32>
    %1135 = stablehlo.reshape %1115 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1136 = stablehlo.dot_general %1135, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1137 = stablehlo.transpose %1136, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1138 = stablehlo.dot_general %1135, %527, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1139 = sdy.sharding_constraint %1137 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1140 = stablehlo.reshape %1130 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1141 = stablehlo.dot_general %1140, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1142 = stablehlo.transpose %1141, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1143 = stablehlo.dot_general %1140, %524, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1144 = stablehlo.add %1138, %1143 : tensor<8x128x256xf32>
    %1145 = sdy.sharding_constraint %1142 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1146 = stablehlo.reshape %1134 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1147 = stablehlo.dot_general %1146, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1148 = stablehlo.transpose %1147, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1149 = stablehlo.dot_general %1146, %521, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1150 = stablehlo.add %1144, %1149 : tensor<8x128x256xf32>
    %1151 = sdy.sharding_constraint %1148 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1152 = stablehlo.multiply %508, %1150 : tensor<8x128x256xf32>
    %1153 = stablehlo.multiply %1150, %519 : tensor<8x128x256xf32>
    %1154 = stablehlo.add %1106, %1153 : tensor<8x128x256xf32>
    %1155 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1156 = stablehlo.multiply %1155, %1152 : tensor<8x128x256xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1157 = stablehlo.reduce(%1156 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1159 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1160 = stablehlo.multiply %1152, %1159 : tensor<8x128x256xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.reduce(%1160 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1162 = stablehlo.reshape %1161 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1163 = stablehlo.reshape %1158 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1164 = sdy.sharding_constraint %1163 <@mesh, [{}]> : tensor<256xf32>
    %1165 = stablehlo.multiply %1162, %514 : tensor<8x128x1xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1166 = stablehlo.reduce(%1165 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_192 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1168 = stablehlo.divide %1166, %1167 : tensor<8x128xf32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1170 = stablehlo.multiply %1169, %500 : tensor<8x128x256xf32>
    %1171 = stablehlo.add %1154, %1170 : tensor<8x128x256xf32>
    %1172 = sdy.sharding_constraint %1171 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1173 = stablehlo.dot_general %1172, %493, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1174 = stablehlo.transpose %1173, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1175 = stablehlo.dot_general %1172, %494, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1176 = sdy.sharding_constraint %1174 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1177 = sdy.sharding_constraint %1175 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1178 = call @silu_5(%492#1, %492#2, %491, %1177) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1179 = stablehlo.dot_general %1178, %489, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1180 = stablehlo.transpose %1179, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1181 = stablehlo.dot_general %1178, %490, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1182 = sdy.sharding_constraint %1180 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1183 = stablehlo.multiply %477, %1181 : tensor<8x128x256xf32>
    %1184 = stablehlo.multiply %1181, %488 : tensor<8x128x256xf32>
    %1185 = stablehlo.add %1172, %1184 : tensor<8x128x256xf32>
    %1186 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1187 = stablehlo.multiply %1186, %1183 : tensor<8x128x256xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1188 = stablehlo.reduce(%1187 init: %cst_193) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1189 = stablehlo.reshape %1188 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1190 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1191 = stablehlo.multiply %1183, %1190 : tensor<8x128x256xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1192 = stablehlo.reduce(%1191 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1193 = stablehlo.reshape %1192 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1194 = stablehlo.reshape %1189 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1195 = sdy.sharding_constraint %1194 <@mesh, [{}]> : tensor<256xf32>
    %1196 = stablehlo.multiply %1193, %483 : tensor<8x128x1xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1197 = stablehlo.reduce(%1196 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_196 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1199 = stablehlo.divide %1197, %1198 : tensor<8x128xf32>
    %1200 = stablehlo.broadcast_in_dim %1199, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1201 = stablehlo.multiply %1200, %469 : tensor<8x128x256xf32>
    %1202 = stablehlo.add %1185, %1201 : tensor<8x128x256xf32>
    %1203 = sdy.sharding_constraint %1202 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1204 = stablehlo.dot_general %1203, %462, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1205 = stablehlo.transpose %1204, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1206 = stablehlo.dot_general %1203, %463, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1207 = sdy.sharding_constraint %1205 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1208 = stablehlo.reshape %1206 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1209 = stablehlo.transpose %1208, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1210 = stablehlo.dot_general %1209, %430, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1211 = stablehlo.dot_general %1209, %456, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1212 = stablehlo.transpose %1211, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1213 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1214 = stablehlo.multiply %1210, %1213 : tensor<8x4x128x128xf32>
    %1215 = stablehlo.multiply %1214, %452 : tensor<8x4x128x128xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1216 = stablehlo.reduce(%1215 init: %cst_197) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1217 = stablehlo.reshape %1216 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1218 = stablehlo.negate %1217 : tensor<8x4x128x1xf32>
    %1219 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1220 = stablehlo.divide %1210, %1219 : tensor<8x4x128x128xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1221 = stablehlo.reduce(%1218 init: %cst_198) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1223 = stablehlo.add %1220, %1222 : tensor<8x4x128x128xf32>
    %1224 = stablehlo.multiply %1223, %452 : tensor<8x4x128x128xf32>
    %1225 = call @_where_6(%445#1, %1224) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1226 = stablehlo.dot_general %1225, %443, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1227 = stablehlo.transpose %1226, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1228 = stablehlo.dot_general %1225, %427, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1229 = stablehlo.transpose %1228, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1230 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1231 = stablehlo.divide %1229, %1230 : tensor<8x128x4x64xf32>
    %1232 = stablehlo.reshape %1212 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1233 = stablehlo.dot_general %1232, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1234 = stablehlo.transpose %1233, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1235 = stablehlo.dot_general %1232, %428, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1236 = sdy.sharding_constraint %1234 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1237 = stablehlo.reshape %1227 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1238 = stablehlo.dot_general %1237, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1239 = stablehlo.transpose %1238, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1240 = stablehlo.dot_general %1237, %425, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1241 = stablehlo.add %1235, %1240 : tensor<8x128x256xf32>
    %1242 = sdy.sharding_constraint %1239 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1243 = stablehlo.reshape %1231 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1244 = stablehlo.dot_general %1243, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1245 = stablehlo.transpose %1244, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1246 = stablehlo.dot_general %1243, %422, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1247 = stablehlo.add %1241, %1246 : tensor<8x128x256xf32>
    %1248 = sdy.sharding_constraint %1245 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1249 = stablehlo.multiply %409, %1247 : tensor<8x128x256xf32>
    %1250 = stablehlo.multiply %1247, %420 : tensor<8x128x256xf32>
    %1251 = stablehlo.add %1203, %1250 : tensor<8x128x256xf32>
    %1252 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1253 = stablehlo.multiply %1252, %1249 : tensor<8x128x256xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.reduce(%1253 init: %cst_199) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1256 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1257 = stablehlo.multiply %1249, %1256 : tensor<8x128x256xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1258 = stablehlo.reduce(%1257 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1260 = stablehlo.reshape %1255 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1261 = sdy.sharding_constraint %1260 <@mesh, [{}]> : tensor<256xf32>
    %1262 = stablehlo.multiply %1259, %415 : tensor<8x128x1xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.reduce(%1262 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_202 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1265 = stablehlo.divide %1263, %1264 : tensor<8x128xf32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1267 = stablehlo.multiply %1266, %401 : tensor<8x128x256xf32>
    %1268 = stablehlo.add %1251, %1267 : tensor<8x128x256xf32>
    %1269 = sdy.sharding_constraint %1268 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1270 = stablehlo.dot_general %1269, %394, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1271 = stablehlo.transpose %1270, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1272 = stablehlo.dot_general %1269, %395, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1273 = sdy.sharding_constraint %1271 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1274 = sdy.sharding_constraint %1272 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1275 = call @silu_5(%393#1, %393#2, %392, %1274) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1276 = stablehlo.dot_general %1275, %390, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1277 = stablehlo.transpose %1276, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1278 = stablehlo.dot_general %1275, %391, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1279 = sdy.sharding_constraint %1277 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1280 = stablehlo.multiply %378, %1278 : tensor<8x128x256xf32>
    %1281 = stablehlo.multiply %1278, %389 : tensor<8x128x256xf32>
    %1282 = stablehlo.add %1269, %1281 : tensor<8x128x256xf32>
    %1283 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1284 = stablehlo.multiply %1283, %1280 : tensor<8x128x256xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1285 = stablehlo.reduce(%1284 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1286 = stablehlo.reshape %1285 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1287 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1288 = stablehlo.multiply %1280, %1287 : tensor<8x128x256xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1289 = stablehlo.reduce(%1288 init: %cst_204) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1291 = stablehlo.reshape %1286 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1292 = sdy.sharding_constraint %1291 <@mesh, [{}]> : tensor<256xf32>
    %1293 = stablehlo.multiply %1290, %384 : tensor<8x128x1xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1294 = stablehlo.reduce(%1293 init: %cst_205) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_206 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1296 = stablehlo.divide %1294, %1295 : tensor<8x128xf32>
    %1297 = stablehlo.broadcast_in_dim %1296, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1298 = stablehlo.multiply %1297, %370 : tensor<8x128x256xf32>
    %1299 = stablehlo.add %1282, %1298 : tensor<8x128x256xf32>
    %1300 = sdy.sharding_constraint %1299 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1301 = stablehlo.dot_general %1300, %363, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1302 = stablehlo.transpose %1301, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1303 = stablehlo.dot_general %1300, %364, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1304 = sdy.sharding_constraint %1302 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1305 = stablehlo.reshape %1303 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1306 = stablehlo.transpose %1305, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1307 = stablehlo.dot_general %1306, %331, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1308 = stablehlo.dot_general %1306, %357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1309 = stablehlo.transpose %1308, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1310 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1311 = stablehlo.multiply %1307, %1310 : tensor<8x4x128x128xf32>
    %1312 = stablehlo.multiply %1311, %353 : tensor<8x4x128x128xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1313 = stablehlo.reduce(%1312 init: %cst_207) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1314 = stablehlo.reshape %1313 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1315 = stablehlo.negate %1314 : tensor<8x4x128x1xf32>
    %1316 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1317 = stablehlo.divide %1307, %1316 : tensor<8x4x128x128xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1315 init: %cst_208) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1319 = stablehlo.broadcast_in_dim %1318, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1320 = stablehlo.add %1317, %1319 : tensor<8x4x128x128xf32>
    %1321 = stablehlo.multiply %1320, %353 : tensor<8x4x128x128xf32>
    %1322 = call @_where_6(%346#1, %1321) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1323 = stablehlo.dot_general %1322, %344, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1324 = stablehlo.transpose %1323, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1325 = stablehlo.dot_general %1322, %328, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1326 = stablehlo.transpose %1325, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1327 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1328 = stablehlo.divide %1326, %1327 : tensor<8x128x4x64xf32>
    %1329 = stablehlo.reshape %1309 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1330 = stablehlo.dot_general %1329, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1331 = stablehlo.transpose %1330, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1332 = stablehlo.dot_general %1329, %329, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1333 = sdy.sharding_constraint %1331 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1334 = stablehlo.reshape %1324 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1335 = stablehlo.dot_general %1334, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1336 = stablehlo.transpose %1335, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1337 = stablehlo.dot_general %1334, %326, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1338 = stablehlo.add %1332, %1337 : tensor<8x128x256xf32>
    %1339 = sdy.sharding_constraint %1336 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1340 = stablehlo.reshape %1328 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1341 = stablehlo.dot_general %1340, %322, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1342 = stablehlo.transpose %1341, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1343 = stablehlo.dot_general %1340, %323, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1344 = stablehlo.add %1338, %1343 : tensor<8x128x256xf32>
    %1345 = sdy.sharding_constraint %1342 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1346 = stablehlo.multiply %310, %1344 : tensor<8x128x256xf32>
    %1347 = stablehlo.multiply %1344, %321 : tensor<8x128x256xf32>
    %1348 = stablehlo.add %1300, %1347 : tensor<8x128x256xf32>
    %1349 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1350 = stablehlo.multiply %1349, %1346 : tensor<8x128x256xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1351 = stablehlo.reduce(%1350 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1352 = stablehlo.reshape %1351 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1353 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1354 = stablehlo.multiply %1346, %1353 : tensor<8x128x256xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1355 = stablehlo.reduce(%1354 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1357 = stablehlo.reshape %1352 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1358 = sdy.sharding_constraint %1357 <@mesh, [{}]> : tensor<256xf32>
    %1359 = stablehlo.multiply %1356, %316 : tensor<8x128x1xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1360 = stablehlo.reduce(%1359 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_212 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1362 = stablehlo.divide %1360, %1361 : tensor<8x128xf32>
    %1363 = stablehlo.broadcast_in_dim %1362, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1364 = stablehlo.multiply %1363, %302 : tensor<8x128x256xf32>
    %1365 = stablehlo.add %1348, %1364 : tensor<8x128x256xf32>
    %1366 = sdy.sharding_constraint %1365 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1367 = stablehlo.dot_general %1366, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1368 = stablehlo.transpose %1367, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1369 = stablehlo.dot_general %1366, %296, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1370 = sdy.sharding_constraint %1368 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1371 = sdy.sharding_constraint %1369 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1372 = call @silu_5(%294#1, %294#2, %293, %1371) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1373 = stablehlo.dot_general %1372, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1374 = stablehlo.transpose %1373, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1375 = stablehlo.dot_general %1372, %292, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1376 = sdy.sharding_constraint %1374 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1377 = stablehlo.multiply %279, %1375 : tensor<8x128x256xf32>
    %1378 = stablehlo.multiply %1375, %290 : tensor<8x128x256xf32>
    %1379 = stablehlo.add %1366, %1378 : tensor<8x128x256xf32>
    %1380 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1381 = stablehlo.multiply %1380, %1377 : tensor<8x128x256xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1382 = stablehlo.reduce(%1381 init: %cst_213) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1384 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1385 = stablehlo.multiply %1377, %1384 : tensor<8x128x256xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1386 = stablehlo.reduce(%1385 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1387 = stablehlo.reshape %1386 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1388 = stablehlo.reshape %1383 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1389 = sdy.sharding_constraint %1388 <@mesh, [{}]> : tensor<256xf32>
    %1390 = stablehlo.multiply %1387, %285 : tensor<8x128x1xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1391 = stablehlo.reduce(%1390 init: %cst_215) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_216 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1393 = stablehlo.divide %1391, %1392 : tensor<8x128xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1395 = stablehlo.multiply %1394, %271 : tensor<8x128x256xf32>
    %1396 = stablehlo.add %1379, %1395 : tensor<8x128x256xf32>
    %1397 = sdy.sharding_constraint %1396 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1398 = stablehlo.dot_general %1397, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1399 = stablehlo.transpose %1398, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1400 = stablehlo.dot_general %1397, %265, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1401 = sdy.sharding_constraint %1399 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1402 = stablehlo.reshape %1400 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1403 = stablehlo.transpose %1402, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1404 = stablehlo.dot_general %1403, %232, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1405 = stablehlo.dot_general %1403, %258, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1406 = stablehlo.transpose %1405, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1407 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1408 = stablehlo.multiply %1404, %1407 : tensor<8x4x128x128xf32>
    %1409 = stablehlo.multiply %1408, %254 : tensor<8x4x128x128xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1410 = stablehlo.reduce(%1409 init: %cst_217) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1411 = stablehlo.reshape %1410 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1412 = stablehlo.negate %1411 : tensor<8x4x128x1xf32>
    %1413 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1414 = stablehlo.divide %1404, %1413 : tensor<8x4x128x128xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1415 = stablehlo.reduce(%1412 init: %cst_218) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<8x4x128x128xf32>
    %1418 = stablehlo.multiply %1417, %254 : tensor<8x4x128x128xf32>
    %1419 = call @_where_6(%247#1, %1418) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1420 = stablehlo.dot_general %1419, %245, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1421 = stablehlo.transpose %1420, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1422 = stablehlo.dot_general %1419, %229, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1423 = stablehlo.transpose %1422, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1424 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1425 = stablehlo.divide %1423, %1424 : tensor<8x128x4x64xf32>
    %1426 = stablehlo.reshape %1406 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1427 = stablehlo.dot_general %1426, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1428 = stablehlo.transpose %1427, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1429 = stablehlo.dot_general %1426, %230, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1430 = sdy.sharding_constraint %1428 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1431 = stablehlo.reshape %1421 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1432 = stablehlo.dot_general %1431, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1433 = stablehlo.transpose %1432, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1434 = stablehlo.dot_general %1431, %227, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1435 = stablehlo.add %1429, %1434 : tensor<8x128x256xf32>
    %1436 = sdy.sharding_constraint %1433 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1437 = stablehlo.reshape %1425 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1438 = stablehlo.dot_general %1437, %223, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1439 = stablehlo.transpose %1438, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1440 = stablehlo.dot_general %1437, %224, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1441 = stablehlo.add %1435, %1440 : tensor<8x128x256xf32>
    %1442 = sdy.sharding_constraint %1439 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1443 = stablehlo.multiply %211, %1441 : tensor<8x128x256xf32>
    %1444 = stablehlo.multiply %1441, %222 : tensor<8x128x256xf32>
    %1445 = stablehlo.add %1397, %1444 : tensor<8x128x256xf32>
    %1446 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1447 = stablehlo.multiply %1446, %1443 : tensor<8x128x256xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1448 = stablehlo.reduce(%1447 init: %cst_219) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1449 = stablehlo.reshape %1448 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1450 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1451 = stablehlo.multiply %1443, %1450 : tensor<8x128x256xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1452 = stablehlo.reduce(%1451 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1453 = stablehlo.reshape %1452 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1454 = stablehlo.reshape %1449 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1455 = sdy.sharding_constraint %1454 <@mesh, [{}]> : tensor<256xf32>
    %1456 = stablehlo.multiply %1453, %217 : tensor<8x128x1xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1457 = stablehlo.reduce(%1456 init: %cst_221) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_222 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1459 = stablehlo.divide %1457, %1458 : tensor<8x128xf32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1461 = stablehlo.multiply %1460, %203 : tensor<8x128x256xf32>
    %1462 = stablehlo.add %1445, %1461 : tensor<8x128x256xf32>
    %1463 = sdy.sharding_constraint %1462 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1464 = stablehlo.dot_general %1463, %196, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1465 = stablehlo.transpose %1464, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1466 = stablehlo.dot_general %1463, %197, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1467 = sdy.sharding_constraint %1465 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1468 = sdy.sharding_constraint %1466 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1469 = call @silu_5(%195#1, %195#2, %194, %1468) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1470 = stablehlo.dot_general %1469, %192, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1471 = stablehlo.transpose %1470, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1472 = stablehlo.dot_general %1469, %193, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1473 = sdy.sharding_constraint %1471 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1474 = stablehlo.multiply %180, %1472 : tensor<8x128x256xf32>
    %1475 = stablehlo.multiply %1472, %191 : tensor<8x128x256xf32>
    %1476 = stablehlo.add %1463, %1475 : tensor<8x128x256xf32>
    %1477 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1478 = stablehlo.multiply %1477, %1474 : tensor<8x128x256xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.reduce(%1478 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1480 = stablehlo.reshape %1479 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1481 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1482 = stablehlo.multiply %1474, %1481 : tensor<8x128x256xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1483 = stablehlo.reduce(%1482 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1484 = stablehlo.reshape %1483 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1485 = stablehlo.reshape %1480 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1486 = sdy.sharding_constraint %1485 <@mesh, [{}]> : tensor<256xf32>
    %1487 = stablehlo.multiply %1484, %186 : tensor<8x128x1xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1488 = stablehlo.reduce(%1487 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_226 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1490 = stablehlo.divide %1488, %1489 : tensor<8x128xf32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1492 = stablehlo.multiply %1491, %172 : tensor<8x128x256xf32>
    %1493 = stablehlo.add %1476, %1492 : tensor<8x128x256xf32>
    %1494 = sdy.sharding_constraint %1493 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1495 = stablehlo.dot_general %1494, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1496 = stablehlo.transpose %1495, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1497 = stablehlo.dot_general %1494, %166, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1498 = sdy.sharding_constraint %1496 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1499 = stablehlo.reshape %1497 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1500 = stablehlo.transpose %1499, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1501 = stablehlo.dot_general %1500, %133, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1502 = stablehlo.dot_general %1500, %159, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1503 = stablehlo.transpose %1502, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1504 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1505 = stablehlo.multiply %1501, %1504 : tensor<8x4x128x128xf32>
    %1506 = stablehlo.multiply %1505, %155 : tensor<8x4x128x128xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1507 = stablehlo.reduce(%1506 init: %cst_227) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1508 = stablehlo.reshape %1507 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1509 = stablehlo.negate %1508 : tensor<8x4x128x1xf32>
    %1510 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1511 = stablehlo.divide %1501, %1510 : tensor<8x4x128x128xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1512 = stablehlo.reduce(%1509 init: %cst_228) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1513 = stablehlo.broadcast_in_dim %1512, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1514 = stablehlo.add %1511, %1513 : tensor<8x4x128x128xf32>
    %1515 = stablehlo.multiply %1514, %155 : tensor<8x4x128x128xf32>
    %1516 = call @_where_6(%148#1, %1515) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1517 = stablehlo.dot_general %1516, %146, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1518 = stablehlo.transpose %1517, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1519 = stablehlo.dot_general %1516, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1520 = stablehlo.transpose %1519, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1521 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1522 = stablehlo.divide %1520, %1521 : tensor<8x128x4x64xf32>
    %1523 = stablehlo.reshape %1503 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1524 = stablehlo.dot_general %1523, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1525 = stablehlo.transpose %1524, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1526 = stablehlo.dot_general %1523, %131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1527 = sdy.sharding_constraint %1525 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1528 = stablehlo.reshape %1518 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1529 = stablehlo.dot_general %1528, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1530 = stablehlo.transpose %1529, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1531 = stablehlo.dot_general %1528, %128, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1532 = stablehlo.add %1526, %1531 : tensor<8x128x256xf32>
    %1533 = sdy.sharding_constraint %1530 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1534 = stablehlo.reshape %1522 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1535 = stablehlo.dot_general %1534, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1536 = stablehlo.transpose %1535, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1537 = stablehlo.dot_general %1534, %125, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1538 = stablehlo.add %1532, %1537 : tensor<8x128x256xf32>
    %1539 = sdy.sharding_constraint %1536 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1540 = stablehlo.multiply %112, %1538 : tensor<8x128x256xf32>
    %1541 = stablehlo.multiply %1538, %123 : tensor<8x128x256xf32>
    %1542 = stablehlo.add %1494, %1541 : tensor<8x128x256xf32>
    %1543 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1544 = stablehlo.multiply %1543, %1540 : tensor<8x128x256xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1545 = stablehlo.reduce(%1544 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1546 = stablehlo.reshape %1545 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1547 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1548 = stablehlo.multiply %1540, %1547 : tensor<8x128x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1549 = stablehlo.reduce(%1548 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1550 = stablehlo.reshape %1549 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1551 = stablehlo.reshape %1546 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1552 = sdy.sharding_constraint %1551 <@mesh, [{}]> : tensor<256xf32>
    %1553 = stablehlo.multiply %1550, %118 : tensor<8x128x1xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1554 = stablehlo.reduce(%1553 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_232 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1556 = stablehlo.divide %1554, %1555 : tensor<8x128xf32>
    %1557 = stablehlo.broadcast_in_dim %1556, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1558 = stablehlo.multiply %1557, %104 : tensor<8x128x256xf32>
    %1559 = stablehlo.add %1542, %1558 : tensor<8x128x256xf32>
    %1560 = sdy.sharding_constraint %1559 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1561 = stablehlo.dot_general %1560, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1562 = stablehlo.transpose %1561, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1563 = stablehlo.dot_general %1560, %98, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1564 = sdy.sharding_constraint %1562 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %1565 = sdy.sharding_constraint %1563 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x128x1024xf32>
    %1566 = call @silu_5(%96#1, %96#2, %95, %1565) : (tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>, tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %1567 = stablehlo.dot_general %1566, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1568 = stablehlo.transpose %1567, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1569 = stablehlo.dot_general %1566, %94, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %1570 = sdy.sharding_constraint %1568 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x1024xf32>
    %1571 = stablehlo.multiply %81, %1569 : tensor<8x128x256xf32>
    %1572 = stablehlo.multiply %1569, %92 : tensor<8x128x256xf32>
    %1573 = stablehlo.add %1560, %1572 : tensor<8x128x256xf32>
    %1574 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1575 = stablehlo.multiply %1574, %1571 : tensor<8x128x256xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.reduce(%1575 init: %cst_233) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1577 = stablehlo.reshape %1576 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1578 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1579 = stablehlo.multiply %1571, %1578 : tensor<8x128x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1580 = stablehlo.reduce(%1579 init: %cst_234) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1581 = stablehlo.reshape %1580 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1582 = stablehlo.reshape %1577 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1583 = sdy.sharding_constraint %1582 <@mesh, [{}]> : tensor<256xf32>
    %1584 = stablehlo.multiply %1581, %87 : tensor<8x128x1xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.reduce(%1584 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_236 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1587 = stablehlo.divide %1585, %1586 : tensor<8x128xf32>
    %1588 = stablehlo.broadcast_in_dim %1587, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1589 = stablehlo.multiply %1588, %73 : tensor<8x128x256xf32>
    %1590 = stablehlo.add %1573, %1589 : tensor<8x128x256xf32>
    %1591 = sdy.sharding_constraint %1590 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1592 = stablehlo.dot_general %1591, %66, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1593 = stablehlo.transpose %1592, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1594 = stablehlo.dot_general %1591, %67, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1595 = sdy.sharding_constraint %1593 <@mesh, [{"model"}, {"fsdp"}]> : tensor<256x256xf32>
    %1596 = stablehlo.reshape %1594 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1597 = stablehlo.transpose %1596, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1598 = stablehlo.dot_general %1597, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1599 = stablehlo.dot_general %1597, %60, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1600 = stablehlo.transpose %1599, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1601 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1602 = stablehlo.multiply %1598, %1601 : tensor<8x4x128x128xf32>
    %1603 = stablehlo.multiply %1602, %56 : tensor<8x4x128x128xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1604 = stablehlo.reduce(%1603 init: %cst_237) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1605 = stablehlo.reshape %1604 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1606 = stablehlo.negate %1605 : tensor<8x4x128x1xf32>
    %1607 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1608 = stablehlo.divide %1598, %1607 : tensor<8x4x128x128xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.reduce(%1606 init: %cst_238) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1610 = stablehlo.broadcast_in_dim %1609, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1611 = stablehlo.add %1608, %1610 : tensor<8x4x128x128xf32>
    %1612 = stablehlo.multiply %1611, %56 : tensor<8x4x128x128xf32>
    %1613 = call @_where_6(%49#1, %1612) : (tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>) -> tensor<8x4x128x128xf32>
    %1614 = stablehlo.dot_general %1613, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1615 = stablehlo.transpose %1614, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1616 = stablehlo.dot_general %1613, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1617 = stablehlo.transpose %1616, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1618 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x128x4x64xf32>
    %1619 = stablehlo.divide %1617, %1618 : tensor<8x128x4x64xf32>
    %1620 = stablehlo.reshape %1600 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1621 = stablehlo.dot_general %1620, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1622 = stablehlo.transpose %1621, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1623 = stablehlo.dot_general %1620, %32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1624 = sdy.sharding_constraint %1622 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1625 = stablehlo.reshape %1615 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1626 = stablehlo.dot_general %1625, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1627 = stablehlo.transpose %1626, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1628 = stablehlo.dot_general %1625, %29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1629 = stablehlo.add %1623, %1628 : tensor<8x128x256xf32>
    %1630 = sdy.sharding_constraint %1627 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1631 = stablehlo.reshape %1619 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1632 = stablehlo.dot_general %1631, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1633 = stablehlo.transpose %1632, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1634 = stablehlo.dot_general %1631, %26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1635 = stablehlo.add %1629, %1634 : tensor<8x128x256xf32>
    %1636 = sdy.sharding_constraint %1633 <@mesh, [{"fsdp"}, {"model"}]> : tensor<256x256xf32>
    %1637 = stablehlo.multiply %13, %1635 : tensor<8x128x256xf32>
    %1638 = stablehlo.multiply %1635, %24 : tensor<8x128x256xf32>
    %1639 = stablehlo.add %1591, %1638 : tensor<8x128x256xf32>
    %1640 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1641 = stablehlo.multiply %1640, %1637 : tensor<8x128x256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1642 = stablehlo.reduce(%1641 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1643 = stablehlo.reshape %1642 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1644 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1645 = stablehlo.multiply %1637, %1644 : tensor<8x128x256xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1646 = stablehlo.reduce(%1645 init: %cst_240) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1647 = stablehlo.reshape %1646 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1648 = stablehlo.reshape %1643 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1649 = sdy.sharding_constraint %1648 <@mesh, [{}]> : tensor<256xf32>
    %1650 = stablehlo.multiply %1647, %19 : tensor<8x128x1xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.reduce(%1650 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_242 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1653 = stablehlo.divide %1651, %1652 : tensor<8x128xf32>
    %1654 = stablehlo.broadcast_in_dim %1653, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1655 = stablehlo.multiply %1654, %5 : tensor<8x128x256xf32>
    %1656 = stablehlo.add %1639, %1655 : tensor<8x128x256xf32>
    %1657 = sdy.sharding_constraint %1656 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<8x128x256xf32>
    %1658 = call @_take_7(%1#1, %1657) : (tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1659 = stablehlo.add %861, %1658 : tensor<1024x256xf32>
    %1660 = sdy.sharding_constraint %1659 <@mesh, [{"model"}, {"fsdp"}]> : tensor<1024x256xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1662 = stablehlo.multiply %1661, %1570 : tensor<256x1024xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1664 = stablehlo.multiply %1663, %arg68 : tensor<256x1024xf32>
    %1665 = stablehlo.add %1662, %1664 : tensor<256x1024xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1667 = stablehlo.multiply %1666, %1564 : tensor<1024x256xf32>
    %cst_246 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1669 = stablehlo.multiply %1668, %arg69 : tensor<1024x256xf32>
    %1670 = stablehlo.add %1667, %1669 : tensor<1024x256xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1672 = stablehlo.multiply %1671, %1649 : tensor<256xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1674 = stablehlo.multiply %1673, %arg70 : tensor<256xf32>
    %1675 = stablehlo.add %1672, %1674 : tensor<256xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1677 = stablehlo.multiply %1676, %1583 : tensor<256xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1679 = stablehlo.multiply %1678, %arg71 : tensor<256xf32>
    %1680 = stablehlo.add %1677, %1679 : tensor<256xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1682 = stablehlo.multiply %1681, %1630 : tensor<256x256xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1684 = stablehlo.multiply %1683, %arg72 : tensor<256x256xf32>
    %1685 = stablehlo.add %1682, %1684 : tensor<256x256xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1687 = stablehlo.multiply %1686, %1595 : tensor<256x256xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1689 = stablehlo.multiply %1688, %arg73 : tensor<256x256xf32>
    %1690 = stablehlo.add %1687, %1689 : tensor<256x256xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1692 = stablehlo.multiply %1691, %1636 : tensor<256x256xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1694 = stablehlo.multiply %1693, %arg74 : tensor<256x256xf32>
    %1695 = stablehlo.add %1692, %1694 : tensor<256x256xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1697 = stablehlo.multiply %1696, %1624 : tensor<256x256xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1699 = stablehlo.multiply %1698, %arg75 : tensor<256x256xf32>
    %1700 = stablehlo.add %1697, %1699 : tensor<256x256xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1702 = stablehlo.multiply %1701, %1473 : tensor<256x1024xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1704 = stablehlo.multiply %1703, %arg76 : tensor<256x1024xf32>
    %1705 = stablehlo.add %1702, %1704 : tensor<256x1024xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1707 = stablehlo.multiply %1706, %1467 : tensor<1024x256xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1709 = stablehlo.multiply %1708, %arg77 : tensor<1024x256xf32>
    %1710 = stablehlo.add %1707, %1709 : tensor<1024x256xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1712 = stablehlo.multiply %1711, %1552 : tensor<256xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1714 = stablehlo.multiply %1713, %arg78 : tensor<256xf32>
    %1715 = stablehlo.add %1712, %1714 : tensor<256xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1717 = stablehlo.multiply %1716, %1486 : tensor<256xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1719 = stablehlo.multiply %1718, %arg79 : tensor<256xf32>
    %1720 = stablehlo.add %1717, %1719 : tensor<256xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1722 = stablehlo.multiply %1721, %1533 : tensor<256x256xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1724 = stablehlo.multiply %1723, %arg80 : tensor<256x256xf32>
    %1725 = stablehlo.add %1722, %1724 : tensor<256x256xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1727 = stablehlo.multiply %1726, %1498 : tensor<256x256xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1729 = stablehlo.multiply %1728, %arg81 : tensor<256x256xf32>
    %1730 = stablehlo.add %1727, %1729 : tensor<256x256xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1732 = stablehlo.multiply %1731, %1539 : tensor<256x256xf32>
    %cst_272 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1734 = stablehlo.multiply %1733, %arg82 : tensor<256x256xf32>
    %1735 = stablehlo.add %1732, %1734 : tensor<256x256xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1737 = stablehlo.multiply %1736, %1527 : tensor<256x256xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1739 = stablehlo.multiply %1738, %arg83 : tensor<256x256xf32>
    %1740 = stablehlo.add %1737, %1739 : tensor<256x256xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1742 = stablehlo.multiply %1741, %1376 : tensor<256x1024xf32>
    %cst_276 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1743 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1744 = stablehlo.multiply %1743, %arg84 : tensor<256x1024xf32>
    %1745 = stablehlo.add %1742, %1744 : tensor<256x1024xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1747 = stablehlo.multiply %1746, %1370 : tensor<1024x256xf32>
    %cst_278 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1749 = stablehlo.multiply %1748, %arg85 : tensor<1024x256xf32>
    %1750 = stablehlo.add %1747, %1749 : tensor<1024x256xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1752 = stablehlo.multiply %1751, %1455 : tensor<256xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1754 = stablehlo.multiply %1753, %arg86 : tensor<256xf32>
    %1755 = stablehlo.add %1752, %1754 : tensor<256xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1757 = stablehlo.multiply %1756, %1389 : tensor<256xf32>
    %cst_282 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1759 = stablehlo.multiply %1758, %arg87 : tensor<256xf32>
    %1760 = stablehlo.add %1757, %1759 : tensor<256xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1762 = stablehlo.multiply %1761, %1436 : tensor<256x256xf32>
    %cst_284 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1764 = stablehlo.multiply %1763, %arg88 : tensor<256x256xf32>
    %1765 = stablehlo.add %1762, %1764 : tensor<256x256xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1767 = stablehlo.multiply %1766, %1401 : tensor<256x256xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1769 = stablehlo.multiply %1768, %arg89 : tensor<256x256xf32>
    %1770 = stablehlo.add %1767, %1769 : tensor<256x256xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1772 = stablehlo.multiply %1771, %1442 : tensor<256x256xf32>
    %cst_288 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1774 = stablehlo.multiply %1773, %arg90 : tensor<256x256xf32>
    %1775 = stablehlo.add %1772, %1774 : tensor<256x256xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1776 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1777 = stablehlo.multiply %1776, %1430 : tensor<256x256xf32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1779 = stablehlo.multiply %1778, %arg91 : tensor<256x256xf32>
    %1780 = stablehlo.add %1777, %1779 : tensor<256x256xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1782 = stablehlo.multiply %1781, %1279 : tensor<256x1024xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1784 = stablehlo.multiply %1783, %arg92 : tensor<256x1024xf32>
    %1785 = stablehlo.add %1782, %1784 : tensor<256x1024xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1787 = stablehlo.multiply %1786, %1273 : tensor<1024x256xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1789 = stablehlo.multiply %1788, %arg93 : tensor<1024x256xf32>
    %1790 = stablehlo.add %1787, %1789 : tensor<1024x256xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1792 = stablehlo.multiply %1791, %1358 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1794 = stablehlo.multiply %1793, %arg94 : tensor<256xf32>
    %1795 = stablehlo.add %1792, %1794 : tensor<256xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1797 = stablehlo.multiply %1796, %1292 : tensor<256xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1799 = stablehlo.multiply %1798, %arg95 : tensor<256xf32>
    %1800 = stablehlo.add %1797, %1799 : tensor<256xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1802 = stablehlo.multiply %1801, %1339 : tensor<256x256xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1804 = stablehlo.multiply %1803, %arg96 : tensor<256x256xf32>
    %1805 = stablehlo.add %1802, %1804 : tensor<256x256xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1806 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1807 = stablehlo.multiply %1806, %1304 : tensor<256x256xf32>
    %cst_302 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1808 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1809 = stablehlo.multiply %1808, %arg97 : tensor<256x256xf32>
    %1810 = stablehlo.add %1807, %1809 : tensor<256x256xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1812 = stablehlo.multiply %1811, %1345 : tensor<256x256xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1814 = stablehlo.multiply %1813, %arg98 : tensor<256x256xf32>
    %1815 = stablehlo.add %1812, %1814 : tensor<256x256xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1817 = stablehlo.multiply %1816, %1333 : tensor<256x256xf32>
    %cst_306 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1819 = stablehlo.multiply %1818, %arg99 : tensor<256x256xf32>
    %1820 = stablehlo.add %1817, %1819 : tensor<256x256xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1822 = stablehlo.multiply %1821, %1182 : tensor<256x1024xf32>
    %cst_308 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1824 = stablehlo.multiply %1823, %arg100 : tensor<256x1024xf32>
    %1825 = stablehlo.add %1822, %1824 : tensor<256x1024xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1826 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1827 = stablehlo.multiply %1826, %1176 : tensor<1024x256xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1829 = stablehlo.multiply %1828, %arg101 : tensor<1024x256xf32>
    %1830 = stablehlo.add %1827, %1829 : tensor<1024x256xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1832 = stablehlo.multiply %1831, %1261 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1833 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1834 = stablehlo.multiply %1833, %arg102 : tensor<256xf32>
    %1835 = stablehlo.add %1832, %1834 : tensor<256xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1836 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1837 = stablehlo.multiply %1836, %1195 : tensor<256xf32>
    %cst_314 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1838 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1839 = stablehlo.multiply %1838, %arg103 : tensor<256xf32>
    %1840 = stablehlo.add %1837, %1839 : tensor<256xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1842 = stablehlo.multiply %1841, %1242 : tensor<256x256xf32>
    %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1844 = stablehlo.multiply %1843, %arg104 : tensor<256x256xf32>
    %1845 = stablehlo.add %1842, %1844 : tensor<256x256xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1847 = stablehlo.multiply %1846, %1207 : tensor<256x256xf32>
    %cst_318 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1849 = stablehlo.multiply %1848, %arg105 : tensor<256x256xf32>
    %1850 = stablehlo.add %1847, %1849 : tensor<256x256xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1851 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1852 = stablehlo.multiply %1851, %1248 : tensor<256x256xf32>
    %cst_320 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1854 = stablehlo.multiply %1853, %arg106 : tensor<256x256xf32>
    %1855 = stablehlo.add %1852, %1854 : tensor<256x256xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1856 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1857 = stablehlo.multiply %1856, %1236 : tensor<256x256xf32>
    %cst_322 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1858 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1859 = stablehlo.multiply %1858, %arg107 : tensor<256x256xf32>
    %1860 = stablehlo.add %1857, %1859 : tensor<256x256xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1862 = stablehlo.multiply %1861, %1085 : tensor<256x1024xf32>
    %cst_324 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1864 = stablehlo.multiply %1863, %arg108 : tensor<256x1024xf32>
    %1865 = stablehlo.add %1862, %1864 : tensor<256x1024xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1866 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1867 = stablehlo.multiply %1866, %1079 : tensor<1024x256xf32>
    %cst_326 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1869 = stablehlo.multiply %1868, %arg109 : tensor<1024x256xf32>
    %1870 = stablehlo.add %1867, %1869 : tensor<1024x256xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1872 = stablehlo.multiply %1871, %1164 : tensor<256xf32>
    %cst_328 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1874 = stablehlo.multiply %1873, %arg110 : tensor<256xf32>
    %1875 = stablehlo.add %1872, %1874 : tensor<256xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1877 = stablehlo.multiply %1876, %1098 : tensor<256xf32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1878 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1879 = stablehlo.multiply %1878, %arg111 : tensor<256xf32>
    %1880 = stablehlo.add %1877, %1879 : tensor<256xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1881 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1882 = stablehlo.multiply %1881, %1145 : tensor<256x256xf32>
    %cst_332 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1883 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1884 = stablehlo.multiply %1883, %arg112 : tensor<256x256xf32>
    %1885 = stablehlo.add %1882, %1884 : tensor<256x256xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1887 = stablehlo.multiply %1886, %1110 : tensor<256x256xf32>
    %cst_334 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1888 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1889 = stablehlo.multiply %1888, %arg113 : tensor<256x256xf32>
    %1890 = stablehlo.add %1887, %1889 : tensor<256x256xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1891 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1892 = stablehlo.multiply %1891, %1151 : tensor<256x256xf32>
    %cst_336 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1893 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1894 = stablehlo.multiply %1893, %arg114 : tensor<256x256xf32>
    %1895 = stablehlo.add %1892, %1894 : tensor<256x256xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1897 = stablehlo.multiply %1896, %1139 : tensor<256x256xf32>
    %cst_338 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1898 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1899 = stablehlo.multiply %1898, %arg115 : tensor<256x256xf32>
    %1900 = stablehlo.add %1897, %1899 : tensor<256x256xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1901 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1902 = stablehlo.multiply %1901, %988 : tensor<256x1024xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1903 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1904 = stablehlo.multiply %1903, %arg116 : tensor<256x1024xf32>
    %1905 = stablehlo.add %1902, %1904 : tensor<256x1024xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1906 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1907 = stablehlo.multiply %1906, %982 : tensor<1024x256xf32>
    %cst_342 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1909 = stablehlo.multiply %1908, %arg117 : tensor<1024x256xf32>
    %1910 = stablehlo.add %1907, %1909 : tensor<1024x256xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1911 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1912 = stablehlo.multiply %1911, %1067 : tensor<256xf32>
    %cst_344 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1913 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1914 = stablehlo.multiply %1913, %arg118 : tensor<256xf32>
    %1915 = stablehlo.add %1912, %1914 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1917 = stablehlo.multiply %1916, %1001 : tensor<256xf32>
    %cst_346 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1918 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1919 = stablehlo.multiply %1918, %arg119 : tensor<256xf32>
    %1920 = stablehlo.add %1917, %1919 : tensor<256xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1921 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1922 = stablehlo.multiply %1921, %1048 : tensor<256x256xf32>
    %cst_348 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1923 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1924 = stablehlo.multiply %1923, %arg120 : tensor<256x256xf32>
    %1925 = stablehlo.add %1922, %1924 : tensor<256x256xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1926 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1927 = stablehlo.multiply %1926, %1013 : tensor<256x256xf32>
    %cst_350 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1929 = stablehlo.multiply %1928, %arg121 : tensor<256x256xf32>
    %1930 = stablehlo.add %1927, %1929 : tensor<256x256xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1932 = stablehlo.multiply %1931, %1054 : tensor<256x256xf32>
    %cst_352 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1933 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1934 = stablehlo.multiply %1933, %arg122 : tensor<256x256xf32>
    %1935 = stablehlo.add %1932, %1934 : tensor<256x256xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1937 = stablehlo.multiply %1936, %1042 : tensor<256x256xf32>
    %cst_354 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1938 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1939 = stablehlo.multiply %1938, %arg123 : tensor<256x256xf32>
    %1940 = stablehlo.add %1937, %1939 : tensor<256x256xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1941 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1942 = stablehlo.multiply %1941, %891 : tensor<256x1024xf32>
    %cst_356 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1943 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1944 = stablehlo.multiply %1943, %arg124 : tensor<256x1024xf32>
    %1945 = stablehlo.add %1942, %1944 : tensor<256x1024xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1947 = stablehlo.multiply %1946, %885 : tensor<1024x256xf32>
    %cst_358 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1949 = stablehlo.multiply %1948, %arg125 : tensor<1024x256xf32>
    %1950 = stablehlo.add %1947, %1949 : tensor<1024x256xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1951 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1952 = stablehlo.multiply %1951, %970 : tensor<256xf32>
    %cst_360 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1953 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1954 = stablehlo.multiply %1953, %arg126 : tensor<256xf32>
    %1955 = stablehlo.add %1952, %1954 : tensor<256xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1956 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1957 = stablehlo.multiply %1956, %904 : tensor<256xf32>
    %cst_362 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1958 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1959 = stablehlo.multiply %1958, %arg127 : tensor<256xf32>
    %1960 = stablehlo.add %1957, %1959 : tensor<256xf32>
    %cst_363 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1961 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1962 = stablehlo.multiply %1961, %951 : tensor<256x256xf32>
    %cst_364 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1963 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1964 = stablehlo.multiply %1963, %arg128 : tensor<256x256xf32>
    %1965 = stablehlo.add %1962, %1964 : tensor<256x256xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1966 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1967 = stablehlo.multiply %1966, %916 : tensor<256x256xf32>
    %cst_366 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1968 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1969 = stablehlo.multiply %1968, %arg129 : tensor<256x256xf32>
    %1970 = stablehlo.add %1967, %1969 : tensor<256x256xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1971 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1972 = stablehlo.multiply %1971, %957 : tensor<256x256xf32>
    %cst_368 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1974 = stablehlo.multiply %1973, %arg130 : tensor<256x256xf32>
    %1975 = stablehlo.add %1972, %1974 : tensor<256x256xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1977 = stablehlo.multiply %1976, %945 : tensor<256x256xf32>
    %cst_370 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1978 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1979 = stablehlo.multiply %1978, %arg131 : tensor<256x256xf32>
    %1980 = stablehlo.add %1977, %1979 : tensor<256x256xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1981 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1982 = stablehlo.multiply %1981, %1660 : tensor<1024x256xf32>
    %cst_372 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1983 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1984 = stablehlo.multiply %1983, %arg132 : tensor<1024x256xf32>
    %1985 = stablehlo.add %1982, %1984 : tensor<1024x256xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1986 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1987 = stablehlo.multiply %1986, %873 : tensor<256xf32>
    %cst_374 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1988 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1989 = stablehlo.multiply %1988, %arg133 : tensor<256xf32>
    %1990 = stablehlo.add %1987, %1989 : tensor<256xf32>
    %1991 = stablehlo.multiply %1570, %1570 : tensor<256x1024xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1992 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1993 = stablehlo.multiply %1992, %1991 : tensor<256x1024xf32>
    %cst_376 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1994 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1995 = stablehlo.multiply %1994, %arg134 : tensor<256x1024xf32>
    %1996 = stablehlo.add %1993, %1995 : tensor<256x1024xf32>
    %1997 = stablehlo.multiply %1564, %1564 : tensor<1024x256xf32>
    %cst_377 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1998 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1999 = stablehlo.multiply %1998, %1997 : tensor<1024x256xf32>
    %cst_378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2000 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2001 = stablehlo.multiply %2000, %arg135 : tensor<1024x256xf32>
    %2002 = stablehlo.add %1999, %2001 : tensor<1024x256xf32>
    %2003 = stablehlo.multiply %1649, %1649 : tensor<256xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2005 = stablehlo.multiply %2004, %2003 : tensor<256xf32>
    %cst_380 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2006 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2007 = stablehlo.multiply %2006, %arg136 : tensor<256xf32>
    %2008 = stablehlo.add %2005, %2007 : tensor<256xf32>
    %2009 = stablehlo.multiply %1583, %1583 : tensor<256xf32>
    %cst_381 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2010 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2011 = stablehlo.multiply %2010, %2009 : tensor<256xf32>
    %cst_382 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2012 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2013 = stablehlo.multiply %2012, %arg137 : tensor<256xf32>
    %2014 = stablehlo.add %2011, %2013 : tensor<256xf32>
    %2015 = stablehlo.multiply %1630, %1630 : tensor<256x256xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2016 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2017 = stablehlo.multiply %2016, %2015 : tensor<256x256xf32>
    %cst_384 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2018 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2019 = stablehlo.multiply %2018, %arg138 : tensor<256x256xf32>
    %2020 = stablehlo.add %2017, %2019 : tensor<256x256xf32>
    %2021 = stablehlo.multiply %1595, %1595 : tensor<256x256xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2022 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2023 = stablehlo.multiply %2022, %2021 : tensor<256x256xf32>
    %cst_386 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2024 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2025 = stablehlo.multiply %2024, %arg139 : tensor<256x256xf32>
    %2026 = stablehlo.add %2023, %2025 : tensor<256x256xf32>
    %2027 = stablehlo.multiply %1636, %1636 : tensor<256x256xf32>
    %cst_387 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2028 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2029 = stablehlo.multiply %2028, %2027 : tensor<256x256xf32>
    %cst_388 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2030 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2031 = stablehlo.multiply %2030, %arg140 : tensor<256x256xf32>
    %2032 = stablehlo.add %2029, %2031 : tensor<256x256xf32>
    %2033 = stablehlo.multiply %1624, %1624 : tensor<256x256xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2034 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2035 = stablehlo.multiply %2034, %2033 : tensor<256x256xf32>
    %cst_390 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2037 = stablehlo.multiply %2036, %arg141 : tensor<256x256xf32>
    %2038 = stablehlo.add %2035, %2037 : tensor<256x256xf32>
    %2039 = stablehlo.multiply %1473, %1473 : tensor<256x1024xf32>
    %cst_391 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2040 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2041 = stablehlo.multiply %2040, %2039 : tensor<256x1024xf32>
    %cst_392 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2042 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2043 = stablehlo.multiply %2042, %arg142 : tensor<256x1024xf32>
    %2044 = stablehlo.add %2041, %2043 : tensor<256x1024xf32>
    %2045 = stablehlo.multiply %1467, %1467 : tensor<1024x256xf32>
    %cst_393 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2046 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2047 = stablehlo.multiply %2046, %2045 : tensor<1024x256xf32>
    %cst_394 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2048 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2049 = stablehlo.multiply %2048, %arg143 : tensor<1024x256xf32>
    %2050 = stablehlo.add %2047, %2049 : tensor<1024x256xf32>
    %2051 = stablehlo.multiply %1552, %1552 : tensor<256xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2052 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2053 = stablehlo.multiply %2052, %2051 : tensor<256xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2054 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2055 = stablehlo.multiply %2054, %arg144 : tensor<256xf32>
    %2056 = stablehlo.add %2053, %2055 : tensor<256xf32>
    %2057 = stablehlo.multiply %1486, %1486 : tensor<256xf32>
    %cst_397 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2058 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2059 = stablehlo.multiply %2058, %2057 : tensor<256xf32>
    %cst_398 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2060 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2061 = stablehlo.multiply %2060, %arg145 : tensor<256xf32>
    %2062 = stablehlo.add %2059, %2061 : tensor<256xf32>
    %2063 = stablehlo.multiply %1533, %1533 : tensor<256x256xf32>
    %cst_399 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2064 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2065 = stablehlo.multiply %2064, %2063 : tensor<256x256xf32>
    %cst_400 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2066 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2067 = stablehlo.multiply %2066, %arg146 : tensor<256x256xf32>
    %2068 = stablehlo.add %2065, %2067 : tensor<256x256xf32>
    %2069 = stablehlo.multiply %1498, %1498 : tensor<256x256xf32>
    %cst_401 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2070 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2071 = stablehlo.multiply %2070, %2069 : tensor<256x256xf32>
    %cst_402 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2072 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2073 = stablehlo.multiply %2072, %arg147 : tensor<256x256xf32>
    %2074 = stablehlo.add %2071, %2073 : tensor<256x256xf32>
    %2075 = stablehlo.multiply %1539, %1539 : tensor<256x256xf32>
    %cst_403 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2076 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2077 = stablehlo.multiply %2076, %2075 : tensor<256x256xf32>
    %cst_404 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2078 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2079 = stablehlo.multiply %2078, %arg148 : tensor<256x256xf32>
    %2080 = stablehlo.add %2077, %2079 : tensor<256x256xf32>
    %2081 = stablehlo.multiply %1527, %1527 : tensor<256x256xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2082 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2083 = stablehlo.multiply %2082, %2081 : tensor<256x256xf32>
    %cst_406 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2084 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2085 = stablehlo.multiply %2084, %arg149 : tensor<256x256xf32>
    %2086 = stablehlo.add %2083, %2085 : tensor<256x256xf32>
    %2087 = stablehlo.multiply %1376, %1376 : tensor<256x1024xf32>
    %cst_407 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2088 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2089 = stablehlo.multiply %2088, %2087 : tensor<256x1024xf32>
    %cst_408 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2090 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2091 = stablehlo.multiply %2090, %arg150 : tensor<256x1024xf32>
    %2092 = stablehlo.add %2089, %2091 : tensor<256x1024xf32>
    %2093 = stablehlo.multiply %1370, %1370 : tensor<1024x256xf32>
    %cst_409 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2094 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2095 = stablehlo.multiply %2094, %2093 : tensor<1024x256xf32>
    %cst_410 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2096 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2097 = stablehlo.multiply %2096, %arg151 : tensor<1024x256xf32>
    %2098 = stablehlo.add %2095, %2097 : tensor<1024x256xf32>
    %2099 = stablehlo.multiply %1455, %1455 : tensor<256xf32>
    %cst_411 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2100 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2101 = stablehlo.multiply %2100, %2099 : tensor<256xf32>
    %cst_412 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2102 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2103 = stablehlo.multiply %2102, %arg152 : tensor<256xf32>
    %2104 = stablehlo.add %2101, %2103 : tensor<256xf32>
    %2105 = stablehlo.multiply %1389, %1389 : tensor<256xf32>
    %cst_413 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2106 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2107 = stablehlo.multiply %2106, %2105 : tensor<256xf32>
    %cst_414 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2108 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2109 = stablehlo.multiply %2108, %arg153 : tensor<256xf32>
    %2110 = stablehlo.add %2107, %2109 : tensor<256xf32>
    %2111 = stablehlo.multiply %1436, %1436 : tensor<256x256xf32>
    %cst_415 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2112 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2113 = stablehlo.multiply %2112, %2111 : tensor<256x256xf32>
    %cst_416 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2114 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2115 = stablehlo.multiply %2114, %arg154 : tensor<256x256xf32>
    %2116 = stablehlo.add %2113, %2115 : tensor<256x256xf32>
    %2117 = stablehlo.multiply %1401, %1401 : tensor<256x256xf32>
    %cst_417 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2118 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2119 = stablehlo.multiply %2118, %2117 : tensor<256x256xf32>
    %cst_418 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2120 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2121 = stablehlo.multiply %2120, %arg155 : tensor<256x256xf32>
    %2122 = stablehlo.add %2119, %2121 : tensor<256x256xf32>
    %2123 = stablehlo.multiply %1442, %1442 : tensor<256x256xf32>
    %cst_419 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2124 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2125 = stablehlo.multiply %2124, %2123 : tensor<256x256xf32>
    %cst_420 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2126 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2127 = stablehlo.multiply %2126, %arg156 : tensor<256x256xf32>
    %2128 = stablehlo.add %2125, %2127 : tensor<256x256xf32>
    %2129 = stablehlo.multiply %1430, %1430 : tensor<256x256xf32>
    %cst_421 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2130 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2131 = stablehlo.multiply %2130, %2129 : tensor<256x256xf32>
    %cst_422 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2132 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2133 = stablehlo.multiply %2132, %arg157 : tensor<256x256xf32>
    %2134 = stablehlo.add %2131, %2133 : tensor<256x256xf32>
    %2135 = stablehlo.multiply %1279, %1279 : tensor<256x1024xf32>
    %cst_423 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2137 = stablehlo.multiply %2136, %2135 : tensor<256x1024xf32>
    %cst_424 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2138 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2139 = stablehlo.multiply %2138, %arg158 : tensor<256x1024xf32>
    %2140 = stablehlo.add %2137, %2139 : tensor<256x1024xf32>
    %2141 = stablehlo.multiply %1273, %1273 : tensor<1024x256xf32>
    %cst_425 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2142 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2143 = stablehlo.multiply %2142, %2141 : tensor<1024x256xf32>
    %cst_426 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2144 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2145 = stablehlo.multiply %2144, %arg159 : tensor<1024x256xf32>
    %2146 = stablehlo.add %2143, %2145 : tensor<1024x256xf32>
    %2147 = stablehlo.multiply %1358, %1358 : tensor<256xf32>
    %cst_427 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2148 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2149 = stablehlo.multiply %2148, %2147 : tensor<256xf32>
    %cst_428 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2150 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2151 = stablehlo.multiply %2150, %arg160 : tensor<256xf32>
    %2152 = stablehlo.add %2149, %2151 : tensor<256xf32>
    %2153 = stablehlo.multiply %1292, %1292 : tensor<256xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2154 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2155 = stablehlo.multiply %2154, %2153 : tensor<256xf32>
    %cst_430 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2157 = stablehlo.multiply %2156, %arg161 : tensor<256xf32>
    %2158 = stablehlo.add %2155, %2157 : tensor<256xf32>
    %2159 = stablehlo.multiply %1339, %1339 : tensor<256x256xf32>
    %cst_431 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2160 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2161 = stablehlo.multiply %2160, %2159 : tensor<256x256xf32>
    %cst_432 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2162 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2163 = stablehlo.multiply %2162, %arg162 : tensor<256x256xf32>
    %2164 = stablehlo.add %2161, %2163 : tensor<256x256xf32>
    %2165 = stablehlo.multiply %1304, %1304 : tensor<256x256xf32>
    %cst_433 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2166 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2167 = stablehlo.multiply %2166, %2165 : tensor<256x256xf32>
    %cst_434 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2168 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2169 = stablehlo.multiply %2168, %arg163 : tensor<256x256xf32>
    %2170 = stablehlo.add %2167, %2169 : tensor<256x256xf32>
    %2171 = stablehlo.multiply %1345, %1345 : tensor<256x256xf32>
    %cst_435 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2172 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2173 = stablehlo.multiply %2172, %2171 : tensor<256x256xf32>
    %cst_436 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2174 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2175 = stablehlo.multiply %2174, %arg164 : tensor<256x256xf32>
    %2176 = stablehlo.add %2173, %2175 : tensor<256x256xf32>
    %2177 = stablehlo.multiply %1333, %1333 : tensor<256x256xf32>
    %cst_437 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2178 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2179 = stablehlo.multiply %2178, %2177 : tensor<256x256xf32>
    %cst_438 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2180 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2181 = stablehlo.multiply %2180, %arg165 : tensor<256x256xf32>
    %2182 = stablehlo.add %2179, %2181 : tensor<256x256xf32>
    %2183 = stablehlo.multiply %1182, %1182 : tensor<256x1024xf32>
    %cst_439 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2184 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2185 = stablehlo.multiply %2184, %2183 : tensor<256x1024xf32>
    %cst_440 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2186 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2187 = stablehlo.multiply %2186, %arg166 : tensor<256x1024xf32>
    %2188 = stablehlo.add %2185, %2187 : tensor<256x1024xf32>
    %2189 = stablehlo.multiply %1176, %1176 : tensor<1024x256xf32>
    %cst_441 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2190 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2191 = stablehlo.multiply %2190, %2189 : tensor<1024x256xf32>
    %cst_442 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2192 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2193 = stablehlo.multiply %2192, %arg167 : tensor<1024x256xf32>
    %2194 = stablehlo.add %2191, %2193 : tensor<1024x256xf32>
    %2195 = stablehlo.multiply %1261, %1261 : tensor<256xf32>
    %cst_443 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2196 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2197 = stablehlo.multiply %2196, %2195 : tensor<256xf32>
    %cst_444 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2198 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2199 = stablehlo.multiply %2198, %arg168 : tensor<256xf32>
    %2200 = stablehlo.add %2197, %2199 : tensor<256xf32>
    %2201 = stablehlo.multiply %1195, %1195 : tensor<256xf32>
    %cst_445 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2202 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2203 = stablehlo.multiply %2202, %2201 : tensor<256xf32>
    %cst_446 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2204 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2205 = stablehlo.multiply %2204, %arg169 : tensor<256xf32>
    %2206 = stablehlo.add %2203, %2205 : tensor<256xf32>
    %2207 = stablehlo.multiply %1242, %1242 : tensor<256x256xf32>
    %cst_447 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2208 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2209 = stablehlo.multiply %2208, %2207 : tensor<256x256xf32>
    %cst_448 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2210 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2211 = stablehlo.multiply %2210, %arg170 : tensor<256x256xf32>
    %2212 = stablehlo.add %2209, %2211 : tensor<256x256xf32>
    %2213 = stablehlo.multiply %1207, %1207 : tensor<256x256xf32>
    %cst_449 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2214 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2215 = stablehlo.multiply %2214, %2213 : tensor<256x256xf32>
    %cst_450 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2216 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2217 = stablehlo.multiply %2216, %arg171 : tensor<256x256xf32>
    %2218 = stablehlo.add %2215, %2217 : tensor<256x256xf32>
    %2219 = stablehlo.multiply %1248, %1248 : tensor<256x256xf32>
    %cst_451 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2220 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2221 = stablehlo.multiply %2220, %2219 : tensor<256x256xf32>
    %cst_452 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2222 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2223 = stablehlo.multiply %2222, %arg172 : tensor<256x256xf32>
    %2224 = stablehlo.add %2221, %2223 : tensor<256x256xf32>
    %2225 = stablehlo.multiply %1236, %1236 : tensor<256x256xf32>
    %cst_453 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2226 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2227 = stablehlo.multiply %2226, %2225 : tensor<256x256xf32>
    %cst_454 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2228 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2229 = stablehlo.multiply %2228, %arg173 : tensor<256x256xf32>
    %2230 = stablehlo.add %2227, %2229 : tensor<256x256xf32>
    %2231 = stablehlo.multiply %1085, %1085 : tensor<256x1024xf32>
    %cst_455 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2232 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2233 = stablehlo.multiply %2232, %2231 : tensor<256x1024xf32>
    %cst_456 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2234 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2235 = stablehlo.multiply %2234, %arg174 : tensor<256x1024xf32>
    %2236 = stablehlo.add %2233, %2235 : tensor<256x1024xf32>
    %2237 = stablehlo.multiply %1079, %1079 : tensor<1024x256xf32>
    %cst_457 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2238 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2239 = stablehlo.multiply %2238, %2237 : tensor<1024x256xf32>
    %cst_458 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2240 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2241 = stablehlo.multiply %2240, %arg175 : tensor<1024x256xf32>
    %2242 = stablehlo.add %2239, %2241 : tensor<1024x256xf32>
    %2243 = stablehlo.multiply %1164, %1164 : tensor<256xf32>
    %cst_459 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2244 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2245 = stablehlo.multiply %2244, %2243 : tensor<256xf32>
    %cst_460 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2246 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2247 = stablehlo.multiply %2246, %arg176 : tensor<256xf32>
    %2248 = stablehlo.add %2245, %2247 : tensor<256xf32>
    %2249 = stablehlo.multiply %1098, %1098 : tensor<256xf32>
    %cst_461 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2250 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2251 = stablehlo.multiply %2250, %2249 : tensor<256xf32>
    %cst_462 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2252 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2253 = stablehlo.multiply %2252, %arg177 : tensor<256xf32>
    %2254 = stablehlo.add %2251, %2253 : tensor<256xf32>
    %2255 = stablehlo.multiply %1145, %1145 : tensor<256x256xf32>
    %cst_463 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2256 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2257 = stablehlo.multiply %2256, %2255 : tensor<256x256xf32>
    %cst_464 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2258 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2259 = stablehlo.multiply %2258, %arg178 : tensor<256x256xf32>
    %2260 = stablehlo.add %2257, %2259 : tensor<256x256xf32>
    %2261 = stablehlo.multiply %1110, %1110 : tensor<256x256xf32>
    %cst_465 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2262 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2263 = stablehlo.multiply %2262, %2261 : tensor<256x256xf32>
    %cst_466 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2264 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2265 = stablehlo.multiply %2264, %arg179 : tensor<256x256xf32>
    %2266 = stablehlo.add %2263, %2265 : tensor<256x256xf32>
    %2267 = stablehlo.multiply %1151, %1151 : tensor<256x256xf32>
    %cst_467 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2269 = stablehlo.multiply %2268, %2267 : tensor<256x256xf32>
    %cst_468 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2270 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2271 = stablehlo.multiply %2270, %arg180 : tensor<256x256xf32>
    %2272 = stablehlo.add %2269, %2271 : tensor<256x256xf32>
    %2273 = stablehlo.multiply %1139, %1139 : tensor<256x256xf32>
    %cst_469 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2274 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2275 = stablehlo.multiply %2274, %2273 : tensor<256x256xf32>
    %cst_470 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2276 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2277 = stablehlo.multiply %2276, %arg181 : tensor<256x256xf32>
    %2278 = stablehlo.add %2275, %2277 : tensor<256x256xf32>
    %2279 = stablehlo.multiply %988, %988 : tensor<256x1024xf32>
    %cst_471 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2280 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2281 = stablehlo.multiply %2280, %2279 : tensor<256x1024xf32>
    %cst_472 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2282 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2283 = stablehlo.multiply %2282, %arg182 : tensor<256x1024xf32>
    %2284 = stablehlo.add %2281, %2283 : tensor<256x1024xf32>
    %2285 = stablehlo.multiply %982, %982 : tensor<1024x256xf32>
    %cst_473 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2286 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2287 = stablehlo.multiply %2286, %2285 : tensor<1024x256xf32>
    %cst_474 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2288 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2289 = stablehlo.multiply %2288, %arg183 : tensor<1024x256xf32>
    %2290 = stablehlo.add %2287, %2289 : tensor<1024x256xf32>
    %2291 = stablehlo.multiply %1067, %1067 : tensor<256xf32>
    %cst_475 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2292 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2293 = stablehlo.multiply %2292, %2291 : tensor<256xf32>
    %cst_476 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2294 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2295 = stablehlo.multiply %2294, %arg184 : tensor<256xf32>
    %2296 = stablehlo.add %2293, %2295 : tensor<256xf32>
    %2297 = stablehlo.multiply %1001, %1001 : tensor<256xf32>
    %cst_477 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2298 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2299 = stablehlo.multiply %2298, %2297 : tensor<256xf32>
    %cst_478 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2300 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2301 = stablehlo.multiply %2300, %arg185 : tensor<256xf32>
    %2302 = stablehlo.add %2299, %2301 : tensor<256xf32>
    %2303 = stablehlo.multiply %1048, %1048 : tensor<256x256xf32>
    %cst_479 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2304 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2305 = stablehlo.multiply %2304, %2303 : tensor<256x256xf32>
    %cst_480 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2306 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2307 = stablehlo.multiply %2306, %arg186 : tensor<256x256xf32>
    %2308 = stablehlo.add %2305, %2307 : tensor<256x256xf32>
    %2309 = stablehlo.multiply %1013, %1013 : tensor<256x256xf32>
    %cst_481 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2310 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2311 = stablehlo.multiply %2310, %2309 : tensor<256x256xf32>
    %cst_482 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2312 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2313 = stablehlo.multiply %2312, %arg187 : tensor<256x256xf32>
    %2314 = stablehlo.add %2311, %2313 : tensor<256x256xf32>
    %2315 = stablehlo.multiply %1054, %1054 : tensor<256x256xf32>
    %cst_483 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2316 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2317 = stablehlo.multiply %2316, %2315 : tensor<256x256xf32>
    %cst_484 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2318 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2319 = stablehlo.multiply %2318, %arg188 : tensor<256x256xf32>
    %2320 = stablehlo.add %2317, %2319 : tensor<256x256xf32>
    %2321 = stablehlo.multiply %1042, %1042 : tensor<256x256xf32>
    %cst_485 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2322 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2323 = stablehlo.multiply %2322, %2321 : tensor<256x256xf32>
    %cst_486 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2324 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2325 = stablehlo.multiply %2324, %arg189 : tensor<256x256xf32>
    %2326 = stablehlo.add %2323, %2325 : tensor<256x256xf32>
    %2327 = stablehlo.multiply %891, %891 : tensor<256x1024xf32>
    %cst_487 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2328 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2329 = stablehlo.multiply %2328, %2327 : tensor<256x1024xf32>
    %cst_488 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2330 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2331 = stablehlo.multiply %2330, %arg190 : tensor<256x1024xf32>
    %2332 = stablehlo.add %2329, %2331 : tensor<256x1024xf32>
    %2333 = stablehlo.multiply %885, %885 : tensor<1024x256xf32>
    %cst_489 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2334 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2335 = stablehlo.multiply %2334, %2333 : tensor<1024x256xf32>
    %cst_490 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2336 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2337 = stablehlo.multiply %2336, %arg191 : tensor<1024x256xf32>
    %2338 = stablehlo.add %2335, %2337 : tensor<1024x256xf32>
    %2339 = stablehlo.multiply %970, %970 : tensor<256xf32>
    %cst_491 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2340 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2341 = stablehlo.multiply %2340, %2339 : tensor<256xf32>
    %cst_492 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2342 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2343 = stablehlo.multiply %2342, %arg192 : tensor<256xf32>
    %2344 = stablehlo.add %2341, %2343 : tensor<256xf32>
    %2345 = stablehlo.multiply %904, %904 : tensor<256xf32>
    %cst_493 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2346 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2347 = stablehlo.multiply %2346, %2345 : tensor<256xf32>
    %cst_494 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2348 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2349 = stablehlo.multiply %2348, %arg193 : tensor<256xf32>
    %2350 = stablehlo.add %2347, %2349 : tensor<256xf32>
    %2351 = stablehlo.multiply %951, %951 : tensor<256x256xf32>
    %cst_495 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2352 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2353 = stablehlo.multiply %2352, %2351 : tensor<256x256xf32>
    %cst_496 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2354 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2355 = stablehlo.multiply %2354, %arg194 : tensor<256x256xf32>
    %2356 = stablehlo.add %2353, %2355 : tensor<256x256xf32>
    %2357 = stablehlo.multiply %916, %916 : tensor<256x256xf32>
    %cst_497 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2358 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2359 = stablehlo.multiply %2358, %2357 : tensor<256x256xf32>
    %cst_498 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2360 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2361 = stablehlo.multiply %2360, %arg195 : tensor<256x256xf32>
    %2362 = stablehlo.add %2359, %2361 : tensor<256x256xf32>
    %2363 = stablehlo.multiply %957, %957 : tensor<256x256xf32>
    %cst_499 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2364 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2365 = stablehlo.multiply %2364, %2363 : tensor<256x256xf32>
    %cst_500 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2366 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2367 = stablehlo.multiply %2366, %arg196 : tensor<256x256xf32>
    %2368 = stablehlo.add %2365, %2367 : tensor<256x256xf32>
    %2369 = stablehlo.multiply %945, %945 : tensor<256x256xf32>
    %cst_501 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2370 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2371 = stablehlo.multiply %2370, %2369 : tensor<256x256xf32>
    %cst_502 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2372 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2373 = stablehlo.multiply %2372, %arg197 : tensor<256x256xf32>
    %2374 = stablehlo.add %2371, %2373 : tensor<256x256xf32>
    %2375 = stablehlo.multiply %1660, %1660 : tensor<1024x256xf32>
    %cst_503 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2376 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2377 = stablehlo.multiply %2376, %2375 : tensor<1024x256xf32>
    %cst_504 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2378 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2379 = stablehlo.multiply %2378, %arg198 : tensor<1024x256xf32>
    %2380 = stablehlo.add %2377, %2379 : tensor<1024x256xf32>
    %2381 = stablehlo.multiply %873, %873 : tensor<256xf32>
    %cst_505 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2382 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2383 = stablehlo.multiply %2382, %2381 : tensor<256xf32>
    %cst_506 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2384 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2385 = stablehlo.multiply %2384, %arg199 : tensor<256xf32>
    %2386 = stablehlo.add %2383, %2385 : tensor<256xf32>
    %c_507 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2387 = stablehlo.compare LT, %arg67, %c_507, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_508 = stablehlo.constant dense<1> : tensor<i32>
    %2388 = stablehlo.add %arg67, %c_508 : tensor<i32>
    %c_509 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2389 = call @_where_8(%2387, %2388, %c_509) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_510 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2390 = stablehlo.convert %2389 : (tensor<i32>) -> tensor<f32>
    %2391 = stablehlo.power %cst_510, %2390 : tensor<f32>
    %cst_511 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2392 = stablehlo.subtract %cst_511, %2391 : tensor<f32>
    %2393 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2394 = stablehlo.divide %1665, %2393 : tensor<256x1024xf32>
    %2395 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2396 = stablehlo.divide %1670, %2395 : tensor<1024x256xf32>
    %2397 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2398 = stablehlo.divide %1675, %2397 : tensor<256xf32>
    %2399 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2400 = stablehlo.divide %1680, %2399 : tensor<256xf32>
    %2401 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2402 = stablehlo.divide %1685, %2401 : tensor<256x256xf32>
    %2403 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2404 = stablehlo.divide %1690, %2403 : tensor<256x256xf32>
    %2405 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2406 = stablehlo.divide %1695, %2405 : tensor<256x256xf32>
    %2407 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2408 = stablehlo.divide %1700, %2407 : tensor<256x256xf32>
    %2409 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2410 = stablehlo.divide %1705, %2409 : tensor<256x1024xf32>
    %2411 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2412 = stablehlo.divide %1710, %2411 : tensor<1024x256xf32>
    %2413 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2414 = stablehlo.divide %1715, %2413 : tensor<256xf32>
    %2415 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2416 = stablehlo.divide %1720, %2415 : tensor<256xf32>
    %2417 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2418 = stablehlo.divide %1725, %2417 : tensor<256x256xf32>
    %2419 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2420 = stablehlo.divide %1730, %2419 : tensor<256x256xf32>
    %2421 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2422 = stablehlo.divide %1735, %2421 : tensor<256x256xf32>
    %2423 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2424 = stablehlo.divide %1740, %2423 : tensor<256x256xf32>
    %2425 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2426 = stablehlo.divide %1745, %2425 : tensor<256x1024xf32>
    %2427 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2428 = stablehlo.divide %1750, %2427 : tensor<1024x256xf32>
    %2429 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2430 = stablehlo.divide %1755, %2429 : tensor<256xf32>
    %2431 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2432 = stablehlo.divide %1760, %2431 : tensor<256xf32>
    %2433 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2434 = stablehlo.divide %1765, %2433 : tensor<256x256xf32>
    %2435 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2436 = stablehlo.divide %1770, %2435 : tensor<256x256xf32>
    %2437 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2438 = stablehlo.divide %1775, %2437 : tensor<256x256xf32>
    %2439 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2440 = stablehlo.divide %1780, %2439 : tensor<256x256xf32>
    %2441 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2442 = stablehlo.divide %1785, %2441 : tensor<256x1024xf32>
    %2443 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2444 = stablehlo.divide %1790, %2443 : tensor<1024x256xf32>
    %2445 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2446 = stablehlo.divide %1795, %2445 : tensor<256xf32>
    %2447 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2448 = stablehlo.divide %1800, %2447 : tensor<256xf32>
    %2449 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2450 = stablehlo.divide %1805, %2449 : tensor<256x256xf32>
    %2451 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2452 = stablehlo.divide %1810, %2451 : tensor<256x256xf32>
    %2453 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2454 = stablehlo.divide %1815, %2453 : tensor<256x256xf32>
    %2455 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2456 = stablehlo.divide %1820, %2455 : tensor<256x256xf32>
    %2457 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2458 = stablehlo.divide %1825, %2457 : tensor<256x1024xf32>
    %2459 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2460 = stablehlo.divide %1830, %2459 : tensor<1024x256xf32>
    %2461 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2462 = stablehlo.divide %1835, %2461 : tensor<256xf32>
    %2463 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2464 = stablehlo.divide %1840, %2463 : tensor<256xf32>
    %2465 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2466 = stablehlo.divide %1845, %2465 : tensor<256x256xf32>
    %2467 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2468 = stablehlo.divide %1850, %2467 : tensor<256x256xf32>
    %2469 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2470 = stablehlo.divide %1855, %2469 : tensor<256x256xf32>
    %2471 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2472 = stablehlo.divide %1860, %2471 : tensor<256x256xf32>
    %2473 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2474 = stablehlo.divide %1865, %2473 : tensor<256x1024xf32>
    %2475 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2476 = stablehlo.divide %1870, %2475 : tensor<1024x256xf32>
    %2477 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2478 = stablehlo.divide %1875, %2477 : tensor<256xf32>
    %2479 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2480 = stablehlo.divide %1880, %2479 : tensor<256xf32>
    %2481 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2482 = stablehlo.divide %1885, %2481 : tensor<256x256xf32>
    %2483 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2484 = stablehlo.divide %1890, %2483 : tensor<256x256xf32>
    %2485 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2486 = stablehlo.divide %1895, %2485 : tensor<256x256xf32>
    %2487 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2488 = stablehlo.divide %1900, %2487 : tensor<256x256xf32>
    %2489 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2490 = stablehlo.divide %1905, %2489 : tensor<256x1024xf32>
    %2491 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2492 = stablehlo.divide %1910, %2491 : tensor<1024x256xf32>
    %2493 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2494 = stablehlo.divide %1915, %2493 : tensor<256xf32>
    %2495 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2496 = stablehlo.divide %1920, %2495 : tensor<256xf32>
    %2497 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2498 = stablehlo.divide %1925, %2497 : tensor<256x256xf32>
    %2499 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2500 = stablehlo.divide %1930, %2499 : tensor<256x256xf32>
    %2501 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2502 = stablehlo.divide %1935, %2501 : tensor<256x256xf32>
    %2503 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2504 = stablehlo.divide %1940, %2503 : tensor<256x256xf32>
    %2505 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2506 = stablehlo.divide %1945, %2505 : tensor<256x1024xf32>
    %2507 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2508 = stablehlo.divide %1950, %2507 : tensor<1024x256xf32>
    %2509 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2510 = stablehlo.divide %1955, %2509 : tensor<256xf32>
    %2511 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2512 = stablehlo.divide %1960, %2511 : tensor<256xf32>
    %2513 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2514 = stablehlo.divide %1965, %2513 : tensor<256x256xf32>
    %2515 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2516 = stablehlo.divide %1970, %2515 : tensor<256x256xf32>
    %2517 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2518 = stablehlo.divide %1975, %2517 : tensor<256x256xf32>
    %2519 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2520 = stablehlo.divide %1980, %2519 : tensor<256x256xf32>
    %2521 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2522 = stablehlo.divide %1985, %2521 : tensor<1024x256xf32>
    %2523 = stablehlo.broadcast_in_dim %2392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2524 = stablehlo.divide %1990, %2523 : tensor<256xf32>
    %cst_512 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2525 = stablehlo.convert %2389 : (tensor<i32>) -> tensor<f32>
    %2526 = stablehlo.power %cst_512, %2525 : tensor<f32>
    %cst_513 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2527 = stablehlo.subtract %cst_513, %2526 : tensor<f32>
    %2528 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2529 = stablehlo.divide %1996, %2528 : tensor<256x1024xf32>
    %2530 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2531 = stablehlo.divide %2002, %2530 : tensor<1024x256xf32>
    %2532 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2533 = stablehlo.divide %2008, %2532 : tensor<256xf32>
    %2534 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2535 = stablehlo.divide %2014, %2534 : tensor<256xf32>
    %2536 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2537 = stablehlo.divide %2020, %2536 : tensor<256x256xf32>
    %2538 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2539 = stablehlo.divide %2026, %2538 : tensor<256x256xf32>
    %2540 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2541 = stablehlo.divide %2032, %2540 : tensor<256x256xf32>
    %2542 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2543 = stablehlo.divide %2038, %2542 : tensor<256x256xf32>
    %2544 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2545 = stablehlo.divide %2044, %2544 : tensor<256x1024xf32>
    %2546 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2547 = stablehlo.divide %2050, %2546 : tensor<1024x256xf32>
    %2548 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2549 = stablehlo.divide %2056, %2548 : tensor<256xf32>
    %2550 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2551 = stablehlo.divide %2062, %2550 : tensor<256xf32>
    %2552 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2553 = stablehlo.divide %2068, %2552 : tensor<256x256xf32>
    %2554 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2555 = stablehlo.divide %2074, %2554 : tensor<256x256xf32>
    %2556 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2557 = stablehlo.divide %2080, %2556 : tensor<256x256xf32>
    %2558 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2559 = stablehlo.divide %2086, %2558 : tensor<256x256xf32>
    %2560 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2561 = stablehlo.divide %2092, %2560 : tensor<256x1024xf32>
    %2562 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2563 = stablehlo.divide %2098, %2562 : tensor<1024x256xf32>
    %2564 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2565 = stablehlo.divide %2104, %2564 : tensor<256xf32>
    %2566 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2567 = stablehlo.divide %2110, %2566 : tensor<256xf32>
    %2568 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2569 = stablehlo.divide %2116, %2568 : tensor<256x256xf32>
    %2570 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2571 = stablehlo.divide %2122, %2570 : tensor<256x256xf32>
    %2572 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2573 = stablehlo.divide %2128, %2572 : tensor<256x256xf32>
    %2574 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2575 = stablehlo.divide %2134, %2574 : tensor<256x256xf32>
    %2576 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2577 = stablehlo.divide %2140, %2576 : tensor<256x1024xf32>
    %2578 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2579 = stablehlo.divide %2146, %2578 : tensor<1024x256xf32>
    %2580 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2581 = stablehlo.divide %2152, %2580 : tensor<256xf32>
    %2582 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2583 = stablehlo.divide %2158, %2582 : tensor<256xf32>
    %2584 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2585 = stablehlo.divide %2164, %2584 : tensor<256x256xf32>
    %2586 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2587 = stablehlo.divide %2170, %2586 : tensor<256x256xf32>
    %2588 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2589 = stablehlo.divide %2176, %2588 : tensor<256x256xf32>
    %2590 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2591 = stablehlo.divide %2182, %2590 : tensor<256x256xf32>
    %2592 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2593 = stablehlo.divide %2188, %2592 : tensor<256x1024xf32>
    %2594 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2595 = stablehlo.divide %2194, %2594 : tensor<1024x256xf32>
    %2596 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2597 = stablehlo.divide %2200, %2596 : tensor<256xf32>
    %2598 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2599 = stablehlo.divide %2206, %2598 : tensor<256xf32>
    %2600 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2601 = stablehlo.divide %2212, %2600 : tensor<256x256xf32>
    %2602 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2603 = stablehlo.divide %2218, %2602 : tensor<256x256xf32>
    %2604 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2605 = stablehlo.divide %2224, %2604 : tensor<256x256xf32>
    %2606 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2607 = stablehlo.divide %2230, %2606 : tensor<256x256xf32>
    %2608 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2609 = stablehlo.divide %2236, %2608 : tensor<256x1024xf32>
    %2610 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2611 = stablehlo.divide %2242, %2610 : tensor<1024x256xf32>
    %2612 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2613 = stablehlo.divide %2248, %2612 : tensor<256xf32>
    %2614 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2615 = stablehlo.divide %2254, %2614 : tensor<256xf32>
    %2616 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2617 = stablehlo.divide %2260, %2616 : tensor<256x256xf32>
    %2618 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2619 = stablehlo.divide %2266, %2618 : tensor<256x256xf32>
    %2620 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2621 = stablehlo.divide %2272, %2620 : tensor<256x256xf32>
    %2622 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2623 = stablehlo.divide %2278, %2622 : tensor<256x256xf32>
    %2624 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2625 = stablehlo.divide %2284, %2624 : tensor<256x1024xf32>
    %2626 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2627 = stablehlo.divide %2290, %2626 : tensor<1024x256xf32>
    %2628 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2629 = stablehlo.divide %2296, %2628 : tensor<256xf32>
    %2630 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2631 = stablehlo.divide %2302, %2630 : tensor<256xf32>
    %2632 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2633 = stablehlo.divide %2308, %2632 : tensor<256x256xf32>
    %2634 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2635 = stablehlo.divide %2314, %2634 : tensor<256x256xf32>
    %2636 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2637 = stablehlo.divide %2320, %2636 : tensor<256x256xf32>
    %2638 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2639 = stablehlo.divide %2326, %2638 : tensor<256x256xf32>
    %2640 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2641 = stablehlo.divide %2332, %2640 : tensor<256x1024xf32>
    %2642 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2643 = stablehlo.divide %2338, %2642 : tensor<1024x256xf32>
    %2644 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2645 = stablehlo.divide %2344, %2644 : tensor<256xf32>
    %2646 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2647 = stablehlo.divide %2350, %2646 : tensor<256xf32>
    %2648 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2649 = stablehlo.divide %2356, %2648 : tensor<256x256xf32>
    %2650 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2651 = stablehlo.divide %2362, %2650 : tensor<256x256xf32>
    %2652 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2653 = stablehlo.divide %2368, %2652 : tensor<256x256xf32>
    %2654 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2655 = stablehlo.divide %2374, %2654 : tensor<256x256xf32>
    %2656 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2657 = stablehlo.divide %2380, %2656 : tensor<1024x256xf32>
    %2658 = stablehlo.broadcast_in_dim %2527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2659 = stablehlo.divide %2386, %2658 : tensor<256xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2660 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2661 = stablehlo.add %2529, %2660 : tensor<256x1024xf32>
    %2662 = stablehlo.sqrt %2661 : tensor<256x1024xf32>
    %cst_515 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2663 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2664 = stablehlo.add %2662, %2663 : tensor<256x1024xf32>
    %2665 = stablehlo.divide %2394, %2664 : tensor<256x1024xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2666 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2667 = stablehlo.add %2531, %2666 : tensor<1024x256xf32>
    %2668 = stablehlo.sqrt %2667 : tensor<1024x256xf32>
    %cst_517 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2669 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2670 = stablehlo.add %2668, %2669 : tensor<1024x256xf32>
    %2671 = stablehlo.divide %2396, %2670 : tensor<1024x256xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2672 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2673 = stablehlo.add %2533, %2672 : tensor<256xf32>
    %2674 = stablehlo.sqrt %2673 : tensor<256xf32>
    %cst_519 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2675 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2676 = stablehlo.add %2674, %2675 : tensor<256xf32>
    %2677 = stablehlo.divide %2398, %2676 : tensor<256xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2678 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2679 = stablehlo.add %2535, %2678 : tensor<256xf32>
    %2680 = stablehlo.sqrt %2679 : tensor<256xf32>
    %cst_521 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2681 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2682 = stablehlo.add %2680, %2681 : tensor<256xf32>
    %2683 = stablehlo.divide %2400, %2682 : tensor<256xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2684 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2685 = stablehlo.add %2537, %2684 : tensor<256x256xf32>
    %2686 = stablehlo.sqrt %2685 : tensor<256x256xf32>
    %cst_523 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2687 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2688 = stablehlo.add %2686, %2687 : tensor<256x256xf32>
    %2689 = stablehlo.divide %2402, %2688 : tensor<256x256xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2690 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2691 = stablehlo.add %2539, %2690 : tensor<256x256xf32>
    %2692 = stablehlo.sqrt %2691 : tensor<256x256xf32>
    %cst_525 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2693 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2694 = stablehlo.add %2692, %2693 : tensor<256x256xf32>
    %2695 = stablehlo.divide %2404, %2694 : tensor<256x256xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2696 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2697 = stablehlo.add %2541, %2696 : tensor<256x256xf32>
    %2698 = stablehlo.sqrt %2697 : tensor<256x256xf32>
    %cst_527 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2699 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2700 = stablehlo.add %2698, %2699 : tensor<256x256xf32>
    %2701 = stablehlo.divide %2406, %2700 : tensor<256x256xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2702 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2703 = stablehlo.add %2543, %2702 : tensor<256x256xf32>
    %2704 = stablehlo.sqrt %2703 : tensor<256x256xf32>
    %cst_529 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2705 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2706 = stablehlo.add %2704, %2705 : tensor<256x256xf32>
    %2707 = stablehlo.divide %2408, %2706 : tensor<256x256xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2708 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2709 = stablehlo.add %2545, %2708 : tensor<256x1024xf32>
    %2710 = stablehlo.sqrt %2709 : tensor<256x1024xf32>
    %cst_531 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2711 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2712 = stablehlo.add %2710, %2711 : tensor<256x1024xf32>
    %2713 = stablehlo.divide %2410, %2712 : tensor<256x1024xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2714 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2715 = stablehlo.add %2547, %2714 : tensor<1024x256xf32>
    %2716 = stablehlo.sqrt %2715 : tensor<1024x256xf32>
    %cst_533 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2717 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2718 = stablehlo.add %2716, %2717 : tensor<1024x256xf32>
    %2719 = stablehlo.divide %2412, %2718 : tensor<1024x256xf32>
    %cst_534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2720 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2721 = stablehlo.add %2549, %2720 : tensor<256xf32>
    %2722 = stablehlo.sqrt %2721 : tensor<256xf32>
    %cst_535 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2723 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2724 = stablehlo.add %2722, %2723 : tensor<256xf32>
    %2725 = stablehlo.divide %2414, %2724 : tensor<256xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2726 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2727 = stablehlo.add %2551, %2726 : tensor<256xf32>
    %2728 = stablehlo.sqrt %2727 : tensor<256xf32>
    %cst_537 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2729 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2730 = stablehlo.add %2728, %2729 : tensor<256xf32>
    %2731 = stablehlo.divide %2416, %2730 : tensor<256xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2732 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2733 = stablehlo.add %2553, %2732 : tensor<256x256xf32>
    %2734 = stablehlo.sqrt %2733 : tensor<256x256xf32>
    %cst_539 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2735 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2736 = stablehlo.add %2734, %2735 : tensor<256x256xf32>
    %2737 = stablehlo.divide %2418, %2736 : tensor<256x256xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2738 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2739 = stablehlo.add %2555, %2738 : tensor<256x256xf32>
    %2740 = stablehlo.sqrt %2739 : tensor<256x256xf32>
    %cst_541 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2741 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2742 = stablehlo.add %2740, %2741 : tensor<256x256xf32>
    %2743 = stablehlo.divide %2420, %2742 : tensor<256x256xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2744 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2745 = stablehlo.add %2557, %2744 : tensor<256x256xf32>
    %2746 = stablehlo.sqrt %2745 : tensor<256x256xf32>
    %cst_543 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2747 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2748 = stablehlo.add %2746, %2747 : tensor<256x256xf32>
    %2749 = stablehlo.divide %2422, %2748 : tensor<256x256xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2750 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2751 = stablehlo.add %2559, %2750 : tensor<256x256xf32>
    %2752 = stablehlo.sqrt %2751 : tensor<256x256xf32>
    %cst_545 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2753 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2754 = stablehlo.add %2752, %2753 : tensor<256x256xf32>
    %2755 = stablehlo.divide %2424, %2754 : tensor<256x256xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2756 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2757 = stablehlo.add %2561, %2756 : tensor<256x1024xf32>
    %2758 = stablehlo.sqrt %2757 : tensor<256x1024xf32>
    %cst_547 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2759 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2760 = stablehlo.add %2758, %2759 : tensor<256x1024xf32>
    %2761 = stablehlo.divide %2426, %2760 : tensor<256x1024xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2762 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2763 = stablehlo.add %2563, %2762 : tensor<1024x256xf32>
    %2764 = stablehlo.sqrt %2763 : tensor<1024x256xf32>
    %cst_549 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2765 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2766 = stablehlo.add %2764, %2765 : tensor<1024x256xf32>
    %2767 = stablehlo.divide %2428, %2766 : tensor<1024x256xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2768 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2769 = stablehlo.add %2565, %2768 : tensor<256xf32>
    %2770 = stablehlo.sqrt %2769 : tensor<256xf32>
    %cst_551 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2771 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2772 = stablehlo.add %2770, %2771 : tensor<256xf32>
    %2773 = stablehlo.divide %2430, %2772 : tensor<256xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2774 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2775 = stablehlo.add %2567, %2774 : tensor<256xf32>
    %2776 = stablehlo.sqrt %2775 : tensor<256xf32>
    %cst_553 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2777 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2778 = stablehlo.add %2776, %2777 : tensor<256xf32>
    %2779 = stablehlo.divide %2432, %2778 : tensor<256xf32>
    %cst_554 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2780 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2781 = stablehlo.add %2569, %2780 : tensor<256x256xf32>
    %2782 = stablehlo.sqrt %2781 : tensor<256x256xf32>
    %cst_555 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2783 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2784 = stablehlo.add %2782, %2783 : tensor<256x256xf32>
    %2785 = stablehlo.divide %2434, %2784 : tensor<256x256xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2786 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2787 = stablehlo.add %2571, %2786 : tensor<256x256xf32>
    %2788 = stablehlo.sqrt %2787 : tensor<256x256xf32>
    %cst_557 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2789 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2790 = stablehlo.add %2788, %2789 : tensor<256x256xf32>
    %2791 = stablehlo.divide %2436, %2790 : tensor<256x256xf32>
    %cst_558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2792 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2793 = stablehlo.add %2573, %2792 : tensor<256x256xf32>
    %2794 = stablehlo.sqrt %2793 : tensor<256x256xf32>
    %cst_559 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2795 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2796 = stablehlo.add %2794, %2795 : tensor<256x256xf32>
    %2797 = stablehlo.divide %2438, %2796 : tensor<256x256xf32>
    %cst_560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2798 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2799 = stablehlo.add %2575, %2798 : tensor<256x256xf32>
    %2800 = stablehlo.sqrt %2799 : tensor<256x256xf32>
    %cst_561 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2801 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2802 = stablehlo.add %2800, %2801 : tensor<256x256xf32>
    %2803 = stablehlo.divide %2440, %2802 : tensor<256x256xf32>
    %cst_562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2804 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2805 = stablehlo.add %2577, %2804 : tensor<256x1024xf32>
    %2806 = stablehlo.sqrt %2805 : tensor<256x1024xf32>
    %cst_563 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2807 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2808 = stablehlo.add %2806, %2807 : tensor<256x1024xf32>
    %2809 = stablehlo.divide %2442, %2808 : tensor<256x1024xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2810 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2811 = stablehlo.add %2579, %2810 : tensor<1024x256xf32>
    %2812 = stablehlo.sqrt %2811 : tensor<1024x256xf32>
    %cst_565 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2813 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2814 = stablehlo.add %2812, %2813 : tensor<1024x256xf32>
    %2815 = stablehlo.divide %2444, %2814 : tensor<1024x256xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2816 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2817 = stablehlo.add %2581, %2816 : tensor<256xf32>
    %2818 = stablehlo.sqrt %2817 : tensor<256xf32>
    %cst_567 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2819 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2820 = stablehlo.add %2818, %2819 : tensor<256xf32>
    %2821 = stablehlo.divide %2446, %2820 : tensor<256xf32>
    %cst_568 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2822 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2823 = stablehlo.add %2583, %2822 : tensor<256xf32>
    %2824 = stablehlo.sqrt %2823 : tensor<256xf32>
    %cst_569 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2825 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2826 = stablehlo.add %2824, %2825 : tensor<256xf32>
    %2827 = stablehlo.divide %2448, %2826 : tensor<256xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2828 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2829 = stablehlo.add %2585, %2828 : tensor<256x256xf32>
    %2830 = stablehlo.sqrt %2829 : tensor<256x256xf32>
    %cst_571 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2831 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2832 = stablehlo.add %2830, %2831 : tensor<256x256xf32>
    %2833 = stablehlo.divide %2450, %2832 : tensor<256x256xf32>
    %cst_572 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2834 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2835 = stablehlo.add %2587, %2834 : tensor<256x256xf32>
    %2836 = stablehlo.sqrt %2835 : tensor<256x256xf32>
    %cst_573 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2837 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2838 = stablehlo.add %2836, %2837 : tensor<256x256xf32>
    %2839 = stablehlo.divide %2452, %2838 : tensor<256x256xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2840 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2841 = stablehlo.add %2589, %2840 : tensor<256x256xf32>
    %2842 = stablehlo.sqrt %2841 : tensor<256x256xf32>
    %cst_575 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2843 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2844 = stablehlo.add %2842, %2843 : tensor<256x256xf32>
    %2845 = stablehlo.divide %2454, %2844 : tensor<256x256xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2846 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2847 = stablehlo.add %2591, %2846 : tensor<256x256xf32>
    %2848 = stablehlo.sqrt %2847 : tensor<256x256xf32>
    %cst_577 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2849 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2850 = stablehlo.add %2848, %2849 : tensor<256x256xf32>
    %2851 = stablehlo.divide %2456, %2850 : tensor<256x256xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2852 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2853 = stablehlo.add %2593, %2852 : tensor<256x1024xf32>
    %2854 = stablehlo.sqrt %2853 : tensor<256x1024xf32>
    %cst_579 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2855 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2856 = stablehlo.add %2854, %2855 : tensor<256x1024xf32>
    %2857 = stablehlo.divide %2458, %2856 : tensor<256x1024xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2858 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2859 = stablehlo.add %2595, %2858 : tensor<1024x256xf32>
    %2860 = stablehlo.sqrt %2859 : tensor<1024x256xf32>
    %cst_581 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2861 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2862 = stablehlo.add %2860, %2861 : tensor<1024x256xf32>
    %2863 = stablehlo.divide %2460, %2862 : tensor<1024x256xf32>
    %cst_582 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2864 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2865 = stablehlo.add %2597, %2864 : tensor<256xf32>
    %2866 = stablehlo.sqrt %2865 : tensor<256xf32>
    %cst_583 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2867 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2868 = stablehlo.add %2866, %2867 : tensor<256xf32>
    %2869 = stablehlo.divide %2462, %2868 : tensor<256xf32>
    %cst_584 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2870 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2871 = stablehlo.add %2599, %2870 : tensor<256xf32>
    %2872 = stablehlo.sqrt %2871 : tensor<256xf32>
    %cst_585 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2873 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2874 = stablehlo.add %2872, %2873 : tensor<256xf32>
    %2875 = stablehlo.divide %2464, %2874 : tensor<256xf32>
    %cst_586 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2876 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2877 = stablehlo.add %2601, %2876 : tensor<256x256xf32>
    %2878 = stablehlo.sqrt %2877 : tensor<256x256xf32>
    %cst_587 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2879 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2880 = stablehlo.add %2878, %2879 : tensor<256x256xf32>
    %2881 = stablehlo.divide %2466, %2880 : tensor<256x256xf32>
    %cst_588 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2882 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2883 = stablehlo.add %2603, %2882 : tensor<256x256xf32>
    %2884 = stablehlo.sqrt %2883 : tensor<256x256xf32>
    %cst_589 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2885 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2886 = stablehlo.add %2884, %2885 : tensor<256x256xf32>
    %2887 = stablehlo.divide %2468, %2886 : tensor<256x256xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2888 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2889 = stablehlo.add %2605, %2888 : tensor<256x256xf32>
    %2890 = stablehlo.sqrt %2889 : tensor<256x256xf32>
    %cst_591 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2891 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2892 = stablehlo.add %2890, %2891 : tensor<256x256xf32>
    %2893 = stablehlo.divide %2470, %2892 : tensor<256x256xf32>
    %cst_592 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2894 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2895 = stablehlo.add %2607, %2894 : tensor<256x256xf32>
    %2896 = stablehlo.sqrt %2895 : tensor<256x256xf32>
    %cst_593 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2897 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2898 = stablehlo.add %2896, %2897 : tensor<256x256xf32>
    %2899 = stablehlo.divide %2472, %2898 : tensor<256x256xf32>
    %cst_594 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2900 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2901 = stablehlo.add %2609, %2900 : tensor<256x1024xf32>
    %2902 = stablehlo.sqrt %2901 : tensor<256x1024xf32>
    %cst_595 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2903 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2904 = stablehlo.add %2902, %2903 : tensor<256x1024xf32>
    %2905 = stablehlo.divide %2474, %2904 : tensor<256x1024xf32>
    %cst_596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2906 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2907 = stablehlo.add %2611, %2906 : tensor<1024x256xf32>
    %2908 = stablehlo.sqrt %2907 : tensor<1024x256xf32>
    %cst_597 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2909 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2910 = stablehlo.add %2908, %2909 : tensor<1024x256xf32>
    %2911 = stablehlo.divide %2476, %2910 : tensor<1024x256xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2912 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2913 = stablehlo.add %2613, %2912 : tensor<256xf32>
    %2914 = stablehlo.sqrt %2913 : tensor<256xf32>
    %cst_599 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2915 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2916 = stablehlo.add %2914, %2915 : tensor<256xf32>
    %2917 = stablehlo.divide %2478, %2916 : tensor<256xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2918 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2919 = stablehlo.add %2615, %2918 : tensor<256xf32>
    %2920 = stablehlo.sqrt %2919 : tensor<256xf32>
    %cst_601 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2921 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2922 = stablehlo.add %2920, %2921 : tensor<256xf32>
    %2923 = stablehlo.divide %2480, %2922 : tensor<256xf32>
    %cst_602 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2924 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2925 = stablehlo.add %2617, %2924 : tensor<256x256xf32>
    %2926 = stablehlo.sqrt %2925 : tensor<256x256xf32>
    %cst_603 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2927 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2928 = stablehlo.add %2926, %2927 : tensor<256x256xf32>
    %2929 = stablehlo.divide %2482, %2928 : tensor<256x256xf32>
    %cst_604 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2930 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2931 = stablehlo.add %2619, %2930 : tensor<256x256xf32>
    %2932 = stablehlo.sqrt %2931 : tensor<256x256xf32>
    %cst_605 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2933 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2934 = stablehlo.add %2932, %2933 : tensor<256x256xf32>
    %2935 = stablehlo.divide %2484, %2934 : tensor<256x256xf32>
    %cst_606 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2936 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2937 = stablehlo.add %2621, %2936 : tensor<256x256xf32>
    %2938 = stablehlo.sqrt %2937 : tensor<256x256xf32>
    %cst_607 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2939 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2940 = stablehlo.add %2938, %2939 : tensor<256x256xf32>
    %2941 = stablehlo.divide %2486, %2940 : tensor<256x256xf32>
    %cst_608 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2942 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2943 = stablehlo.add %2623, %2942 : tensor<256x256xf32>
    %2944 = stablehlo.sqrt %2943 : tensor<256x256xf32>
    %cst_609 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2945 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2946 = stablehlo.add %2944, %2945 : tensor<256x256xf32>
    %2947 = stablehlo.divide %2488, %2946 : tensor<256x256xf32>
    %cst_610 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2948 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2949 = stablehlo.add %2625, %2948 : tensor<256x1024xf32>
    %2950 = stablehlo.sqrt %2949 : tensor<256x1024xf32>
    %cst_611 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2951 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2952 = stablehlo.add %2950, %2951 : tensor<256x1024xf32>
    %2953 = stablehlo.divide %2490, %2952 : tensor<256x1024xf32>
    %cst_612 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2954 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2955 = stablehlo.add %2627, %2954 : tensor<1024x256xf32>
    %2956 = stablehlo.sqrt %2955 : tensor<1024x256xf32>
    %cst_613 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2957 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2958 = stablehlo.add %2956, %2957 : tensor<1024x256xf32>
    %2959 = stablehlo.divide %2492, %2958 : tensor<1024x256xf32>
    %cst_614 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2960 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2961 = stablehlo.add %2629, %2960 : tensor<256xf32>
    %2962 = stablehlo.sqrt %2961 : tensor<256xf32>
    %cst_615 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2963 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2964 = stablehlo.add %2962, %2963 : tensor<256xf32>
    %2965 = stablehlo.divide %2494, %2964 : tensor<256xf32>
    %cst_616 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2966 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2967 = stablehlo.add %2631, %2966 : tensor<256xf32>
    %2968 = stablehlo.sqrt %2967 : tensor<256xf32>
    %cst_617 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2969 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2970 = stablehlo.add %2968, %2969 : tensor<256xf32>
    %2971 = stablehlo.divide %2496, %2970 : tensor<256xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2972 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2973 = stablehlo.add %2633, %2972 : tensor<256x256xf32>
    %2974 = stablehlo.sqrt %2973 : tensor<256x256xf32>
    %cst_619 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2975 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2976 = stablehlo.add %2974, %2975 : tensor<256x256xf32>
    %2977 = stablehlo.divide %2498, %2976 : tensor<256x256xf32>
    %cst_620 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2978 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2979 = stablehlo.add %2635, %2978 : tensor<256x256xf32>
    %2980 = stablehlo.sqrt %2979 : tensor<256x256xf32>
    %cst_621 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2981 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2982 = stablehlo.add %2980, %2981 : tensor<256x256xf32>
    %2983 = stablehlo.divide %2500, %2982 : tensor<256x256xf32>
    %cst_622 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2984 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2985 = stablehlo.add %2637, %2984 : tensor<256x256xf32>
    %2986 = stablehlo.sqrt %2985 : tensor<256x256xf32>
    %cst_623 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2987 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2988 = stablehlo.add %2986, %2987 : tensor<256x256xf32>
    %2989 = stablehlo.divide %2502, %2988 : tensor<256x256xf32>
    %cst_624 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2990 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2991 = stablehlo.add %2639, %2990 : tensor<256x256xf32>
    %2992 = stablehlo.sqrt %2991 : tensor<256x256xf32>
    %cst_625 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2993 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2994 = stablehlo.add %2992, %2993 : tensor<256x256xf32>
    %2995 = stablehlo.divide %2504, %2994 : tensor<256x256xf32>
    %cst_626 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2996 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2997 = stablehlo.add %2641, %2996 : tensor<256x1024xf32>
    %2998 = stablehlo.sqrt %2997 : tensor<256x1024xf32>
    %cst_627 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %2999 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3000 = stablehlo.add %2998, %2999 : tensor<256x1024xf32>
    %3001 = stablehlo.divide %2506, %3000 : tensor<256x1024xf32>
    %cst_628 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3002 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3003 = stablehlo.add %2643, %3002 : tensor<1024x256xf32>
    %3004 = stablehlo.sqrt %3003 : tensor<1024x256xf32>
    %cst_629 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3005 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3006 = stablehlo.add %3004, %3005 : tensor<1024x256xf32>
    %3007 = stablehlo.divide %2508, %3006 : tensor<1024x256xf32>
    %cst_630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3008 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3009 = stablehlo.add %2645, %3008 : tensor<256xf32>
    %3010 = stablehlo.sqrt %3009 : tensor<256xf32>
    %cst_631 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3011 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3012 = stablehlo.add %3010, %3011 : tensor<256xf32>
    %3013 = stablehlo.divide %2510, %3012 : tensor<256xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3014 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3015 = stablehlo.add %2647, %3014 : tensor<256xf32>
    %3016 = stablehlo.sqrt %3015 : tensor<256xf32>
    %cst_633 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3017 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3018 = stablehlo.add %3016, %3017 : tensor<256xf32>
    %3019 = stablehlo.divide %2512, %3018 : tensor<256xf32>
    %cst_634 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3020 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3021 = stablehlo.add %2649, %3020 : tensor<256x256xf32>
    %3022 = stablehlo.sqrt %3021 : tensor<256x256xf32>
    %cst_635 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3023 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3024 = stablehlo.add %3022, %3023 : tensor<256x256xf32>
    %3025 = stablehlo.divide %2514, %3024 : tensor<256x256xf32>
    %cst_636 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3026 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3027 = stablehlo.add %2651, %3026 : tensor<256x256xf32>
    %3028 = stablehlo.sqrt %3027 : tensor<256x256xf32>
    %cst_637 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3029 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3030 = stablehlo.add %3028, %3029 : tensor<256x256xf32>
    %3031 = stablehlo.divide %2516, %3030 : tensor<256x256xf32>
    %cst_638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3032 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3033 = stablehlo.add %2653, %3032 : tensor<256x256xf32>
    %3034 = stablehlo.sqrt %3033 : tensor<256x256xf32>
    %cst_639 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3035 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3036 = stablehlo.add %3034, %3035 : tensor<256x256xf32>
    %3037 = stablehlo.divide %2518, %3036 : tensor<256x256xf32>
    %cst_640 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3038 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3039 = stablehlo.add %2655, %3038 : tensor<256x256xf32>
    %3040 = stablehlo.sqrt %3039 : tensor<256x256xf32>
    %cst_641 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3041 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3042 = stablehlo.add %3040, %3041 : tensor<256x256xf32>
    %3043 = stablehlo.divide %2520, %3042 : tensor<256x256xf32>
    %cst_642 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3044 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3045 = stablehlo.add %2657, %3044 : tensor<1024x256xf32>
    %3046 = stablehlo.sqrt %3045 : tensor<1024x256xf32>
    %cst_643 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3047 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3048 = stablehlo.add %3046, %3047 : tensor<1024x256xf32>
    %3049 = stablehlo.divide %2522, %3048 : tensor<1024x256xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3050 = stablehlo.broadcast_in_dim %cst_644, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3051 = stablehlo.add %2659, %3050 : tensor<256xf32>
    %3052 = stablehlo.sqrt %3051 : tensor<256xf32>
    %cst_645 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3053 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3054 = stablehlo.add %3052, %3053 : tensor<256xf32>
    %3055 = stablehlo.divide %2524, %3054 : tensor<256xf32>
    %cst_646 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3056 = stablehlo.broadcast_in_dim %cst_646, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3057 = stablehlo.multiply %3056, %arg1 : tensor<256x1024xf32>
    %3058 = stablehlo.add %2665, %3057 : tensor<256x1024xf32>
    %cst_647 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3059 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3060 = stablehlo.multiply %3059, %arg2 : tensor<1024x256xf32>
    %3061 = stablehlo.add %2671, %3060 : tensor<1024x256xf32>
    %cst_648 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3062 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3063 = stablehlo.multiply %3062, %arg3 : tensor<256xf32>
    %3064 = stablehlo.add %2677, %3063 : tensor<256xf32>
    %cst_649 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3065 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3066 = stablehlo.multiply %3065, %arg4 : tensor<256xf32>
    %3067 = stablehlo.add %2683, %3066 : tensor<256xf32>
    %cst_650 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3068 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3069 = stablehlo.multiply %3068, %arg5 : tensor<256x256xf32>
    %3070 = stablehlo.add %2689, %3069 : tensor<256x256xf32>
    %cst_651 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3071 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3072 = stablehlo.multiply %3071, %arg6 : tensor<256x256xf32>
    %3073 = stablehlo.add %2695, %3072 : tensor<256x256xf32>
    %cst_652 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3074 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3075 = stablehlo.multiply %3074, %arg7 : tensor<256x256xf32>
    %3076 = stablehlo.add %2701, %3075 : tensor<256x256xf32>
    %cst_653 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3077 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3078 = stablehlo.multiply %3077, %arg8 : tensor<256x256xf32>
    %3079 = stablehlo.add %2707, %3078 : tensor<256x256xf32>
    %cst_654 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3080 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3081 = stablehlo.multiply %3080, %arg9 : tensor<256x1024xf32>
    %3082 = stablehlo.add %2713, %3081 : tensor<256x1024xf32>
    %cst_655 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3083 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3084 = stablehlo.multiply %3083, %arg10 : tensor<1024x256xf32>
    %3085 = stablehlo.add %2719, %3084 : tensor<1024x256xf32>
    %cst_656 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3086 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3087 = stablehlo.multiply %3086, %arg11 : tensor<256xf32>
    %3088 = stablehlo.add %2725, %3087 : tensor<256xf32>
    %cst_657 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3089 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3090 = stablehlo.multiply %3089, %arg12 : tensor<256xf32>
    %3091 = stablehlo.add %2731, %3090 : tensor<256xf32>
    %cst_658 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3092 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3093 = stablehlo.multiply %3092, %arg13 : tensor<256x256xf32>
    %3094 = stablehlo.add %2737, %3093 : tensor<256x256xf32>
    %cst_659 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3095 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3096 = stablehlo.multiply %3095, %arg14 : tensor<256x256xf32>
    %3097 = stablehlo.add %2743, %3096 : tensor<256x256xf32>
    %cst_660 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3098 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3099 = stablehlo.multiply %3098, %arg15 : tensor<256x256xf32>
    %3100 = stablehlo.add %2749, %3099 : tensor<256x256xf32>
    %cst_661 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3101 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3102 = stablehlo.multiply %3101, %arg16 : tensor<256x256xf32>
    %3103 = stablehlo.add %2755, %3102 : tensor<256x256xf32>
    %cst_662 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3104 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3105 = stablehlo.multiply %3104, %arg17 : tensor<256x1024xf32>
    %3106 = stablehlo.add %2761, %3105 : tensor<256x1024xf32>
    %cst_663 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3107 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3108 = stablehlo.multiply %3107, %arg18 : tensor<1024x256xf32>
    %3109 = stablehlo.add %2767, %3108 : tensor<1024x256xf32>
    %cst_664 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3110 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3111 = stablehlo.multiply %3110, %arg19 : tensor<256xf32>
    %3112 = stablehlo.add %2773, %3111 : tensor<256xf32>
    %cst_665 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3113 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3114 = stablehlo.multiply %3113, %arg20 : tensor<256xf32>
    %3115 = stablehlo.add %2779, %3114 : tensor<256xf32>
    %cst_666 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3116 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3117 = stablehlo.multiply %3116, %arg21 : tensor<256x256xf32>
    %3118 = stablehlo.add %2785, %3117 : tensor<256x256xf32>
    %cst_667 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3119 = stablehlo.broadcast_in_dim %cst_667, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3120 = stablehlo.multiply %3119, %arg22 : tensor<256x256xf32>
    %3121 = stablehlo.add %2791, %3120 : tensor<256x256xf32>
    %cst_668 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3122 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3123 = stablehlo.multiply %3122, %arg23 : tensor<256x256xf32>
    %3124 = stablehlo.add %2797, %3123 : tensor<256x256xf32>
    %cst_669 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3125 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3126 = stablehlo.multiply %3125, %arg24 : tensor<256x256xf32>
    %3127 = stablehlo.add %2803, %3126 : tensor<256x256xf32>
    %cst_670 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3128 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3129 = stablehlo.multiply %3128, %arg25 : tensor<256x1024xf32>
    %3130 = stablehlo.add %2809, %3129 : tensor<256x1024xf32>
    %cst_671 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3131 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3132 = stablehlo.multiply %3131, %arg26 : tensor<1024x256xf32>
    %3133 = stablehlo.add %2815, %3132 : tensor<1024x256xf32>
    %cst_672 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3134 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3135 = stablehlo.multiply %3134, %arg27 : tensor<256xf32>
    %3136 = stablehlo.add %2821, %3135 : tensor<256xf32>
    %cst_673 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3137 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3138 = stablehlo.multiply %3137, %arg28 : tensor<256xf32>
    %3139 = stablehlo.add %2827, %3138 : tensor<256xf32>
    %cst_674 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3140 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3141 = stablehlo.multiply %3140, %arg29 : tensor<256x256xf32>
    %3142 = stablehlo.add %2833, %3141 : tensor<256x256xf32>
    %cst_675 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3143 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3144 = stablehlo.multiply %3143, %arg30 : tensor<256x256xf32>
    %3145 = stablehlo.add %2839, %3144 : tensor<256x256xf32>
    %cst_676 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3146 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3147 = stablehlo.multiply %3146, %arg31 : tensor<256x256xf32>
    %3148 = stablehlo.add %2845, %3147 : tensor<256x256xf32>
    %cst_677 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3149 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3150 = stablehlo.multiply %3149, %arg32 : tensor<256x256xf32>
    %3151 = stablehlo.add %2851, %3150 : tensor<256x256xf32>
    %cst_678 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3152 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3153 = stablehlo.multiply %3152, %arg33 : tensor<256x1024xf32>
    %3154 = stablehlo.add %2857, %3153 : tensor<256x1024xf32>
    %cst_679 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3155 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3156 = stablehlo.multiply %3155, %arg34 : tensor<1024x256xf32>
    %3157 = stablehlo.add %2863, %3156 : tensor<1024x256xf32>
    %cst_680 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3158 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3159 = stablehlo.multiply %3158, %arg35 : tensor<256xf32>
    %3160 = stablehlo.add %2869, %3159 : tensor<256xf32>
    %cst_681 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3161 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3162 = stablehlo.multiply %3161, %arg36 : tensor<256xf32>
    %3163 = stablehlo.add %2875, %3162 : tensor<256xf32>
    %cst_682 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3164 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3165 = stablehlo.multiply %3164, %arg37 : tensor<256x256xf32>
    %3166 = stablehlo.add %2881, %3165 : tensor<256x256xf32>
    %cst_683 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3167 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3168 = stablehlo.multiply %3167, %arg38 : tensor<256x256xf32>
    %3169 = stablehlo.add %2887, %3168 : tensor<256x256xf32>
    %cst_684 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3170 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3171 = stablehlo.multiply %3170, %arg39 : tensor<256x256xf32>
    %3172 = stablehlo.add %2893, %3171 : tensor<256x256xf32>
    %cst_685 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3173 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3174 = stablehlo.multiply %3173, %arg40 : tensor<256x256xf32>
    %3175 = stablehlo.add %2899, %3174 : tensor<256x256xf32>
    %cst_686 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3176 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3177 = stablehlo.multiply %3176, %arg41 : tensor<256x1024xf32>
    %3178 = stablehlo.add %2905, %3177 : tensor<256x1024xf32>
    %cst_687 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3179 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3180 = stablehlo.multiply %3179, %arg42 : tensor<1024x256xf32>
    %3181 = stablehlo.add %2911, %3180 : tensor<1024x256xf32>
    %cst_688 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3182 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3183 = stablehlo.multiply %3182, %arg43 : tensor<256xf32>
    %3184 = stablehlo.add %2917, %3183 : tensor<256xf32>
    %cst_689 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3185 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3186 = stablehlo.multiply %3185, %arg44 : tensor<256xf32>
    %3187 = stablehlo.add %2923, %3186 : tensor<256xf32>
    %cst_690 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3188 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3189 = stablehlo.multiply %3188, %arg45 : tensor<256x256xf32>
    %3190 = stablehlo.add %2929, %3189 : tensor<256x256xf32>
    %cst_691 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3191 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3192 = stablehlo.multiply %3191, %arg46 : tensor<256x256xf32>
    %3193 = stablehlo.add %2935, %3192 : tensor<256x256xf32>
    %cst_692 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3194 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3195 = stablehlo.multiply %3194, %arg47 : tensor<256x256xf32>
    %3196 = stablehlo.add %2941, %3195 : tensor<256x256xf32>
    %cst_693 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3197 = stablehlo.broadcast_in_dim %cst_693, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3198 = stablehlo.multiply %3197, %arg48 : tensor<256x256xf32>
    %3199 = stablehlo.add %2947, %3198 : tensor<256x256xf32>
    %cst_694 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3200 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3201 = stablehlo.multiply %3200, %arg49 : tensor<256x1024xf32>
    %3202 = stablehlo.add %2953, %3201 : tensor<256x1024xf32>
    %cst_695 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3203 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3204 = stablehlo.multiply %3203, %arg50 : tensor<1024x256xf32>
    %3205 = stablehlo.add %2959, %3204 : tensor<1024x256xf32>
    %cst_696 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3206 = stablehlo.broadcast_in_dim %cst_696, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3207 = stablehlo.multiply %3206, %arg51 : tensor<256xf32>
    %3208 = stablehlo.add %2965, %3207 : tensor<256xf32>
    %cst_697 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3209 = stablehlo.broadcast_in_dim %cst_697, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3210 = stablehlo.multiply %3209, %arg52 : tensor<256xf32>
    %3211 = stablehlo.add %2971, %3210 : tensor<256xf32>
    %cst_698 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3212 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3213 = stablehlo.multiply %3212, %arg53 : tensor<256x256xf32>
    %3214 = stablehlo.add %2977, %3213 : tensor<256x256xf32>
    %cst_699 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3215 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3216 = stablehlo.multiply %3215, %arg54 : tensor<256x256xf32>
    %3217 = stablehlo.add %2983, %3216 : tensor<256x256xf32>
    %cst_700 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3218 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3219 = stablehlo.multiply %3218, %arg55 : tensor<256x256xf32>
    %3220 = stablehlo.add %2989, %3219 : tensor<256x256xf32>
    %cst_701 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3221 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3222 = stablehlo.multiply %3221, %arg56 : tensor<256x256xf32>
    %3223 = stablehlo.add %2995, %3222 : tensor<256x256xf32>
    %cst_702 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3224 = stablehlo.broadcast_in_dim %cst_702, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3225 = stablehlo.multiply %3224, %arg57 : tensor<256x1024xf32>
    %3226 = stablehlo.add %3001, %3225 : tensor<256x1024xf32>
    %cst_703 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3227 = stablehlo.broadcast_in_dim %cst_703, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3228 = stablehlo.multiply %3227, %arg58 : tensor<1024x256xf32>
    %3229 = stablehlo.add %3007, %3228 : tensor<1024x256xf32>
    %cst_704 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3230 = stablehlo.broadcast_in_dim %cst_704, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3231 = stablehlo.multiply %3230, %arg59 : tensor<256xf32>
    %3232 = stablehlo.add %3013, %3231 : tensor<256xf32>
    %cst_705 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3233 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3234 = stablehlo.multiply %3233, %arg60 : tensor<256xf32>
    %3235 = stablehlo.add %3019, %3234 : tensor<256xf32>
    %cst_706 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3236 = stablehlo.broadcast_in_dim %cst_706, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3237 = stablehlo.multiply %3236, %arg61 : tensor<256x256xf32>
    %3238 = stablehlo.add %3025, %3237 : tensor<256x256xf32>
    %cst_707 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3239 = stablehlo.broadcast_in_dim %cst_707, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3240 = stablehlo.multiply %3239, %arg62 : tensor<256x256xf32>
    %3241 = stablehlo.add %3031, %3240 : tensor<256x256xf32>
    %cst_708 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3242 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3243 = stablehlo.multiply %3242, %arg63 : tensor<256x256xf32>
    %3244 = stablehlo.add %3037, %3243 : tensor<256x256xf32>
    %cst_709 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3245 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3246 = stablehlo.multiply %3245, %arg64 : tensor<256x256xf32>
    %3247 = stablehlo.add %3043, %3246 : tensor<256x256xf32>
    %cst_710 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3248 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3249 = stablehlo.multiply %3248, %arg65 : tensor<1024x256xf32>
    %3250 = stablehlo.add %3049, %3249 : tensor<1024x256xf32>
    %cst_711 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %3251 = stablehlo.broadcast_in_dim %cst_711, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3252 = stablehlo.multiply %3251, %arg66 : tensor<256xf32>
    %3253 = stablehlo.add %3055, %3252 : tensor<256xf32>
    %cst_712 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3254 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3255 = stablehlo.multiply %3254, %3058 : tensor<256x1024xf32>
    %cst_713 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3256 = stablehlo.broadcast_in_dim %cst_713, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3257 = stablehlo.multiply %3256, %3061 : tensor<1024x256xf32>
    %cst_714 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3258 = stablehlo.broadcast_in_dim %cst_714, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3259 = stablehlo.multiply %3258, %3064 : tensor<256xf32>
    %cst_715 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3260 = stablehlo.broadcast_in_dim %cst_715, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3261 = stablehlo.multiply %3260, %3067 : tensor<256xf32>
    %cst_716 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3262 = stablehlo.broadcast_in_dim %cst_716, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3263 = stablehlo.multiply %3262, %3070 : tensor<256x256xf32>
    %cst_717 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3264 = stablehlo.broadcast_in_dim %cst_717, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3265 = stablehlo.multiply %3264, %3073 : tensor<256x256xf32>
    %cst_718 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3266 = stablehlo.broadcast_in_dim %cst_718, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3267 = stablehlo.multiply %3266, %3076 : tensor<256x256xf32>
    %cst_719 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3268 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3269 = stablehlo.multiply %3268, %3079 : tensor<256x256xf32>
    %cst_720 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3270 = stablehlo.broadcast_in_dim %cst_720, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3271 = stablehlo.multiply %3270, %3082 : tensor<256x1024xf32>
    %cst_721 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3272 = stablehlo.broadcast_in_dim %cst_721, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3273 = stablehlo.multiply %3272, %3085 : tensor<1024x256xf32>
    %cst_722 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3274 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3275 = stablehlo.multiply %3274, %3088 : tensor<256xf32>
    %cst_723 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3276 = stablehlo.broadcast_in_dim %cst_723, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3277 = stablehlo.multiply %3276, %3091 : tensor<256xf32>
    %cst_724 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3278 = stablehlo.broadcast_in_dim %cst_724, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3279 = stablehlo.multiply %3278, %3094 : tensor<256x256xf32>
    %cst_725 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3280 = stablehlo.broadcast_in_dim %cst_725, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3281 = stablehlo.multiply %3280, %3097 : tensor<256x256xf32>
    %cst_726 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3282 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3283 = stablehlo.multiply %3282, %3100 : tensor<256x256xf32>
    %cst_727 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3284 = stablehlo.broadcast_in_dim %cst_727, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3285 = stablehlo.multiply %3284, %3103 : tensor<256x256xf32>
    %cst_728 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3286 = stablehlo.broadcast_in_dim %cst_728, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3287 = stablehlo.multiply %3286, %3106 : tensor<256x1024xf32>
    %cst_729 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3288 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3289 = stablehlo.multiply %3288, %3109 : tensor<1024x256xf32>
    %cst_730 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3290 = stablehlo.broadcast_in_dim %cst_730, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3291 = stablehlo.multiply %3290, %3112 : tensor<256xf32>
    %cst_731 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3292 = stablehlo.broadcast_in_dim %cst_731, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3293 = stablehlo.multiply %3292, %3115 : tensor<256xf32>
    %cst_732 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3294 = stablehlo.broadcast_in_dim %cst_732, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3295 = stablehlo.multiply %3294, %3118 : tensor<256x256xf32>
    %cst_733 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3296 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3297 = stablehlo.multiply %3296, %3121 : tensor<256x256xf32>
    %cst_734 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3298 = stablehlo.broadcast_in_dim %cst_734, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3299 = stablehlo.multiply %3298, %3124 : tensor<256x256xf32>
    %cst_735 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3300 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3301 = stablehlo.multiply %3300, %3127 : tensor<256x256xf32>
    %cst_736 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3302 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3303 = stablehlo.multiply %3302, %3130 : tensor<256x1024xf32>
    %cst_737 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3304 = stablehlo.broadcast_in_dim %cst_737, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3305 = stablehlo.multiply %3304, %3133 : tensor<1024x256xf32>
    %cst_738 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3306 = stablehlo.broadcast_in_dim %cst_738, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3307 = stablehlo.multiply %3306, %3136 : tensor<256xf32>
    %cst_739 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3308 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3309 = stablehlo.multiply %3308, %3139 : tensor<256xf32>
    %cst_740 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3310 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3311 = stablehlo.multiply %3310, %3142 : tensor<256x256xf32>
    %cst_741 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3312 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3313 = stablehlo.multiply %3312, %3145 : tensor<256x256xf32>
    %cst_742 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3314 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3315 = stablehlo.multiply %3314, %3148 : tensor<256x256xf32>
    %cst_743 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3316 = stablehlo.broadcast_in_dim %cst_743, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3317 = stablehlo.multiply %3316, %3151 : tensor<256x256xf32>
    %cst_744 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3318 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3319 = stablehlo.multiply %3318, %3154 : tensor<256x1024xf32>
    %cst_745 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3320 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3321 = stablehlo.multiply %3320, %3157 : tensor<1024x256xf32>
    %cst_746 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3322 = stablehlo.broadcast_in_dim %cst_746, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3323 = stablehlo.multiply %3322, %3160 : tensor<256xf32>
    %cst_747 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3324 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3325 = stablehlo.multiply %3324, %3163 : tensor<256xf32>
    %cst_748 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3326 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3327 = stablehlo.multiply %3326, %3166 : tensor<256x256xf32>
    %cst_749 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3328 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3329 = stablehlo.multiply %3328, %3169 : tensor<256x256xf32>
    %cst_750 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3330 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3331 = stablehlo.multiply %3330, %3172 : tensor<256x256xf32>
    %cst_751 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3332 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3333 = stablehlo.multiply %3332, %3175 : tensor<256x256xf32>
    %cst_752 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3334 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3335 = stablehlo.multiply %3334, %3178 : tensor<256x1024xf32>
    %cst_753 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3336 = stablehlo.broadcast_in_dim %cst_753, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3337 = stablehlo.multiply %3336, %3181 : tensor<1024x256xf32>
    %cst_754 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3338 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3339 = stablehlo.multiply %3338, %3184 : tensor<256xf32>
    %cst_755 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3340 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3341 = stablehlo.multiply %3340, %3187 : tensor<256xf32>
    %cst_756 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3342 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3343 = stablehlo.multiply %3342, %3190 : tensor<256x256xf32>
    %cst_757 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3344 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3345 = stablehlo.multiply %3344, %3193 : tensor<256x256xf32>
    %cst_758 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3346 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3347 = stablehlo.multiply %3346, %3196 : tensor<256x256xf32>
    %cst_759 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3348 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3349 = stablehlo.multiply %3348, %3199 : tensor<256x256xf32>
    %cst_760 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3350 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3351 = stablehlo.multiply %3350, %3202 : tensor<256x1024xf32>
    %cst_761 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3352 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3353 = stablehlo.multiply %3352, %3205 : tensor<1024x256xf32>
    %cst_762 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3354 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3355 = stablehlo.multiply %3354, %3208 : tensor<256xf32>
    %cst_763 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3356 = stablehlo.broadcast_in_dim %cst_763, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3357 = stablehlo.multiply %3356, %3211 : tensor<256xf32>
    %cst_764 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3358 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3359 = stablehlo.multiply %3358, %3214 : tensor<256x256xf32>
    %cst_765 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3360 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3361 = stablehlo.multiply %3360, %3217 : tensor<256x256xf32>
    %cst_766 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3362 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3363 = stablehlo.multiply %3362, %3220 : tensor<256x256xf32>
    %cst_767 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3364 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3365 = stablehlo.multiply %3364, %3223 : tensor<256x256xf32>
    %cst_768 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3366 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3367 = stablehlo.multiply %3366, %3226 : tensor<256x1024xf32>
    %cst_769 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3368 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3369 = stablehlo.multiply %3368, %3229 : tensor<1024x256xf32>
    %cst_770 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3370 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3371 = stablehlo.multiply %3370, %3232 : tensor<256xf32>
    %cst_771 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3372 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3373 = stablehlo.multiply %3372, %3235 : tensor<256xf32>
    %cst_772 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3374 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3375 = stablehlo.multiply %3374, %3238 : tensor<256x256xf32>
    %cst_773 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3376 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3377 = stablehlo.multiply %3376, %3241 : tensor<256x256xf32>
    %cst_774 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3378 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3379 = stablehlo.multiply %3378, %3244 : tensor<256x256xf32>
    %cst_775 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3380 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3381 = stablehlo.multiply %3380, %3247 : tensor<256x256xf32>
    %cst_776 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3382 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3383 = stablehlo.multiply %3382, %3250 : tensor<1024x256xf32>
    %cst_777 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %3384 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3385 = stablehlo.multiply %3384, %3253 : tensor<256xf32>
    %3386 = stablehlo.add %arg1, %3255 : tensor<256x1024xf32>
    %3387 = stablehlo.add %arg2, %3257 : tensor<1024x256xf32>
    %3388 = stablehlo.add %arg3, %3259 : tensor<256xf32>
    %3389 = stablehlo.add %arg4, %3261 : tensor<256xf32>
    %3390 = stablehlo.add %arg5, %3263 : tensor<256x256xf32>
    %3391 = stablehlo.add %arg6, %3265 : tensor<256x256xf32>
    %3392 = stablehlo.add %arg7, %3267 : tensor<256x256xf32>
    %3393 = stablehlo.add %arg8, %3269 : tensor<256x256xf32>
    %3394 = stablehlo.add %arg9, %3271 : tensor<256x1024xf32>
    %3395 = stablehlo.add %arg10, %3273 : tensor<1024x256xf32>
    %3396 = stablehlo.add %arg11, %3275 : tensor<256xf32>
    %3397 = stablehlo.add %arg12, %3277 : tensor<256xf32>
    %3398 = stablehlo.add %arg13, %3279 : tensor<256x256xf32>
    %3399 = stablehlo.add %arg14, %3281 : tensor<256x256xf32>
    %3400 = stablehlo.add %arg15, %3283 : tensor<256x256xf32>
    %3401 = stablehlo.add %arg16, %3285 : tensor<256x256xf32>
    %3402 = stablehlo.add %arg17, %3287 : tensor<256x1024xf32>
    %3403 = stablehlo.add %arg18, %3289 : tensor<1024x256xf32>
    %3404 = stablehlo.add %arg19, %3291 : tensor<256xf32>
    %3405 = stablehlo.add %arg20, %3293 : tensor<256xf32>
    %3406 = stablehlo.add %arg21, %3295 : tensor<256x256xf32>
    %3407 = stablehlo.add %arg22, %3297 : tensor<256x256xf32>
    %3408 = stablehlo.add %arg23, %3299 : tensor<256x256xf32>
    %3409 = stablehlo.add %arg24, %3301 : tensor<256x256xf32>
    %3410 = stablehlo.add %arg25, %3303 : tensor<256x1024xf32>
    %3411 = stablehlo.add %arg26, %3305 : tensor<1024x256xf32>
    %3412 = stablehlo.add %arg27, %3307 : tensor<256xf32>
    %3413 = stablehlo.add %arg28, %3309 : tensor<256xf32>
    %3414 = stablehlo.add %arg29, %3311 : tensor<256x256xf32>
    %3415 = stablehlo.add %arg30, %3313 : tensor<256x256xf32>
    %3416 = stablehlo.add %arg31, %3315 : tensor<256x256xf32>
    %3417 = stablehlo.add %arg32, %3317 : tensor<256x256xf32>
    %3418 = stablehlo.add %arg33, %3319 : tensor<256x1024xf32>
    %3419 = stablehlo.add %arg34, %3321 : tensor<1024x256xf32>
    %3420 = stablehlo.add %arg35, %3323 : tensor<256xf32>
    %3421 = stablehlo.add %arg36, %3325 : tensor<256xf32>
    %3422 = stablehlo.add %arg37, %3327 : tensor<256x256xf32>
    %3423 = stablehlo.add %arg38, %3329 : tensor<256x256xf32>
    %3424 = stablehlo.add %arg39, %3331 : tensor<256x256xf32>
    %3425 = stablehlo.add %arg40, %3333 : tensor<256x256xf32>
    %3426 = stablehlo.add %arg41, %3335 : tensor<256x1024xf32>
    %3427 = stablehlo.add %arg42, %3337 : tensor<1024x256xf32>
    %3428 = stablehlo.add %arg43, %3339 : tensor<256xf32>
    %3429 = stablehlo.add %arg44, %3341 : tensor<256xf32>
    %3430 = stablehlo.add %arg45, %3343 : tensor<256x256xf32>
    %3431 = stablehlo.add %arg46, %3345 : tensor<256x256xf32>
    %3432 = stablehlo.add %arg47, %3347 : tensor<256x256xf32>
    %3433 = stablehlo.add %arg48, %3349 : tensor<256x256xf32>
    %3434 = stablehlo.add %arg49, %3351 : tensor<256x1024xf32>
    %3435 = stablehlo.add %arg50, %3353 : tensor<1024x256xf32>
    %3436 = stablehlo.add %arg51, %3355 : tensor<256xf32>
    %3437 = stablehlo.add %arg52, %3357 : tensor<256xf32>
    %3438 = stablehlo.add %arg53, %3359 : tensor<256x256xf32>
    %3439 = stablehlo.add %arg54, %3361 : tensor<256x256xf32>
    %3440 = stablehlo.add %arg55, %3363 : tensor<256x256xf32>
    %3441 = stablehlo.add %arg56, %3365 : tensor<256x256xf32>
    %3442 = stablehlo.add %arg57, %3367 : tensor<256x1024xf32>
    %3443 = stablehlo.add %arg58, %3369 : tensor<1024x256xf32>
    %3444 = stablehlo.add %arg59, %3371 : tensor<256xf32>
    %3445 = stablehlo.add %arg60, %3373 : tensor<256xf32>
    %3446 = stablehlo.add %arg61, %3375 : tensor<256x256xf32>
    %3447 = stablehlo.add %arg62, %3377 : tensor<256x256xf32>
    %3448 = stablehlo.add %arg63, %3379 : tensor<256x256xf32>
    %3449 = stablehlo.add %arg64, %3381 : tensor<256x256xf32>
    %3450 = stablehlo.add %arg65, %3383 : tensor<1024x256xf32>
    %3451 = stablehlo.add %arg66, %3385 : tensor<256xf32>
    %c_778 = stablehlo.constant dense<1> : tensor<i32>
    %3452 = stablehlo.add %arg0, %c_778 : tensor<i32>
    return %3452, %3386, %3387, %3388, %3389, %3390, %3391, %3392, %3393, %3394, %3395, %3396, %3397, %3398, %3399, %3400, %3401, %3402, %3403, %3404, %3405, %3406, %3407, %3408, %3409, %3410, %3411, %3412, %3413, %3414, %3415, %3416, %3417, %3418, %3419, %3420, %3421, %3422, %3423, %3424, %3425, %3426, %3427, %3428, %3429, %3430, %3431, %3432, %3433, %3434, %3435, %3436, %3437, %3438, %3439, %3440, %3441, %3442, %3443, %3444, %3445, %3446, %3447, %3448, %3449, %3450, %3451, %2389, %1665, %1670, %1675, %1680, %1685, %1690, %1695, %1700, %1705, %1710, %1715, %1720, %1725, %1730, %1735, %1740, %1745, %1750, %1755, %1760, %1765, %1770, %1775, %1780, %1785, %1790, %1795, %1800, %1805, %1810, %1815, %1820, %1825, %1830, %1835, %1840, %1845, %1850, %1855, %1860, %1865, %1870, %1875, %1880, %1885, %1890, %1895, %1900, %1905, %1910, %1915, %1920, %1925, %1930, %1935, %1940, %1945, %1950, %1955, %1960, %1965, %1970, %1975, %1980, %1985, %1990, %1996, %2002, %2008, %2014, %2020, %2026, %2032, %2038, %2044, %2050, %2056, %2062, %2068, %2074, %2080, %2086, %2092, %2098, %2104, %2110, %2116, %2122, %2128, %2134, %2140, %2146, %2152, %2158, %2164, %2170, %2176, %2182, %2188, %2194, %2200, %2206, %2212, %2218, %2224, %2230, %2236, %2242, %2248, %2254, %2260, %2266, %2272, %2278, %2284, %2290, %2296, %2302, %2308, %2314, %2320, %2326, %2332, %2338, %2344, %2350, %2356, %2362, %2368, %2374, %2380, %2386, %842 : tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<f32>
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
