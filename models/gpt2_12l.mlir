module @jit_gpt2_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg9: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg15: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg21: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg23: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg24: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg26: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg27: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg33: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg36: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg38: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg39: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg40: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg45: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg47: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg48: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg50: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg51: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg52: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg57: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg59: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg60: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg62: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg63: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg64: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg69: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg71: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg72: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg74: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg75: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg76: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg77: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg81: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg83: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg84: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg86: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg87: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg88: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg90: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg91: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg92: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg93: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg94: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg95: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg96: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg97: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg98: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg99: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg100: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg101: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg102: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg103: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg104: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg105: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg106: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg107: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg108: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg109: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg110: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg111: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg112: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg113: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg114: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg115: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg116: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg117: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg118: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg119: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg120: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg121: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg122: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg123: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg124: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg125: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg126: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg127: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg128: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg129: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg130: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg131: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg132: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg133: tensor<2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg134: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg135: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg136: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg137: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg138: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg139: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg140: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg141: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg142: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg143: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg144: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg145: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg146: tensor<1024x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg147: tensor<50257x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg148: tensor<8x1024xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x1024x50257xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %1 = stablehlo.compare LT, %arg148, %0, SIGNED : (tensor<8x1024xi32>, tensor<8x1024xi32>) -> tensor<8x1024xi1>
    %c_0 = stablehlo.constant dense<50257> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %3 = stablehlo.add %arg148, %2 : tensor<8x1024xi32>
    %4 = stablehlo.select %1, %3, %arg148 : tensor<8x1024xi1>, tensor<8x1024xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1024xi32>) -> tensor<8x1024x1xi32>
    %6 = "stablehlo.gather"(%arg147, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50257x768xf32>, tensor<8x1024x1xi32>) -> tensor<8x1024x768xf32>
    %7 = stablehlo.broadcast_in_dim %arg146, dims = [1, 2] : (tensor<1024x768xf32>) -> tensor<1x1024x768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1024x768xf32>) -> tensor<8x1024x768xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x1024x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_1 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x1024x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<8x1024x768xf32>
    %16 = chlo.square %15 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_3 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x1024x1xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %22 = stablehlo.subtract %9, %21 : tensor<8x1024x768xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x1024x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x1024x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<8x1024x768xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x1024x768xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x1024x768xf32>
    %34 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %35 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x1024x2304xf32>
    %38 = stablehlo.slice %37 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %39 = stablehlo.slice %37 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %40 = stablehlo.slice %37 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %41 = stablehlo.reshape %38 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %42 = stablehlo.reshape %39 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %43 = stablehlo.reshape %40 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %44 = stablehlo.dot_general %41, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x12x1024x1024xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %48 = call @tril(%47) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %49 = call @_where(%48, %46, %cst_7) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<8x12x1024xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<8x12x1024x1024xf32>
    %56 = stablehlo.exponential %55 : tensor<8x12x1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %60 = stablehlo.divide %56, %59 : tensor<8x12x1024x1024xf32>
    %61 = stablehlo.dot_general %43, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %64 = stablehlo.dot_general %63, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %65 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %67 = stablehlo.add %64, %66 : tensor<8x1024x768xf32>
    %68 = stablehlo.add %9, %67 : tensor<8x1024x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<8x1024x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<8x1024x768xf32>
    %75 = chlo.square %74 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_14 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<8x1024x1xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %81 = stablehlo.subtract %68, %80 : tensor<8x1024x768xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %83 = stablehlo.add %79, %82 : tensor<8x1024x1xf32>
    %84 = stablehlo.rsqrt %83 : tensor<8x1024x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %86 = stablehlo.multiply %81, %85 : tensor<8x1024x768xf32>
    %87 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<8x1024x768xf32>
    %90 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %92 = stablehlo.add %89, %91 : tensor<8x1024x768xf32>
    %93 = stablehlo.dot_general %92, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %94 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x1024x3072xf32>
    %97 = stablehlo.multiply %96, %96 : tensor<8x1024x3072xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x1024x3072xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x1024x3072xf32>
    %101 = stablehlo.add %96, %100 : tensor<8x1024x3072xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x1024x3072xf32>
    %104 = stablehlo.tanh %103 : tensor<8x1024x3072xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %106 = stablehlo.add %105, %104 : tensor<8x1024x3072xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8x1024x3072xf32>
    %109 = stablehlo.multiply %96, %108 : tensor<8x1024x3072xf32>
    %110 = stablehlo.dot_general %109, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %111 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x1024x768xf32>
    %114 = stablehlo.add %68, %113 : tensor<8x1024x768xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_21 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8x1024x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %120 = stablehlo.subtract %114, %119 : tensor<8x1024x768xf32>
    %121 = chlo.square %120 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_23 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<8x1024x1xf32>
    %126 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %127 = stablehlo.subtract %114, %126 : tensor<8x1024x768xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<8x1024x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<8x1024x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<8x1024x768xf32>
    %133 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %135 = stablehlo.multiply %132, %134 : tensor<8x1024x768xf32>
    %136 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %138 = stablehlo.add %135, %137 : tensor<8x1024x768xf32>
    %139 = stablehlo.dot_general %138, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %140 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x1024x2304xf32>
    %143 = stablehlo.slice %142 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %144 = stablehlo.slice %142 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %145 = stablehlo.slice %142 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %146 = stablehlo.reshape %143 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %147 = stablehlo.reshape %144 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %148 = stablehlo.reshape %145 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %149 = stablehlo.dot_general %146, %147, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %151 = stablehlo.divide %149, %150 : tensor<8x12x1024x1024xf32>
    %c_26 = stablehlo.constant dense<true> : tensor<i1>
    %152 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %153 = call @tril(%152) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %154 = call @_where(%153, %151, %cst_27) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<8x12x1024xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<8x12x1024x1024xf32>
    %161 = stablehlo.exponential %160 : tensor<8x12x1024x1024xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %165 = stablehlo.divide %161, %164 : tensor<8x12x1024x1024xf32>
    %166 = stablehlo.dot_general %148, %165, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %167 = stablehlo.transpose %166, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %169 = stablehlo.dot_general %168, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %170 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %172 = stablehlo.add %169, %171 : tensor<8x1024x768xf32>
    %173 = stablehlo.add %114, %172 : tensor<8x1024x768xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_32 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x1024x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %179 = stablehlo.subtract %173, %178 : tensor<8x1024x768xf32>
    %180 = chlo.square %179 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_34 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<8x1024x1xf32>
    %185 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %186 = stablehlo.subtract %173, %185 : tensor<8x1024x768xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %188 = stablehlo.add %184, %187 : tensor<8x1024x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<8x1024x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<8x1024x768xf32>
    %192 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<8x1024x768xf32>
    %195 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x1024x768xf32>
    %198 = stablehlo.dot_general %197, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %199 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x1024x3072xf32>
    %202 = stablehlo.multiply %201, %201 : tensor<8x1024x3072xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x1024x3072xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x1024x3072xf32>
    %206 = stablehlo.add %201, %205 : tensor<8x1024x3072xf32>
    %cst_37 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<8x1024x3072xf32>
    %209 = stablehlo.tanh %208 : tensor<8x1024x3072xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %211 = stablehlo.add %210, %209 : tensor<8x1024x3072xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<8x1024x3072xf32>
    %214 = stablehlo.multiply %201, %213 : tensor<8x1024x3072xf32>
    %215 = stablehlo.dot_general %214, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %216 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %218 = stablehlo.add %215, %217 : tensor<8x1024x768xf32>
    %219 = stablehlo.add %173, %218 : tensor<8x1024x768xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_41 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x1024x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %225 = stablehlo.subtract %219, %224 : tensor<8x1024x768xf32>
    %226 = chlo.square %225 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_43 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x1024x1xf32>
    %231 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %232 = stablehlo.subtract %219, %231 : tensor<8x1024x768xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x1024x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<8x1024x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %237 = stablehlo.multiply %232, %236 : tensor<8x1024x768xf32>
    %238 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<8x1024x768xf32>
    %241 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %243 = stablehlo.add %240, %242 : tensor<8x1024x768xf32>
    %244 = stablehlo.dot_general %243, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %245 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %247 = stablehlo.add %244, %246 : tensor<8x1024x2304xf32>
    %248 = stablehlo.slice %247 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %249 = stablehlo.slice %247 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %250 = stablehlo.slice %247 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %251 = stablehlo.reshape %248 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %252 = stablehlo.reshape %249 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %253 = stablehlo.reshape %250 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %254 = stablehlo.dot_general %251, %252, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_45 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8x12x1024x1024xf32>
    %c_46 = stablehlo.constant dense<true> : tensor<i1>
    %257 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %258 = call @tril(%257) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_47 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %259 = call @_where(%258, %256, %cst_47) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %262 = stablehlo.maximum %261, %260 : tensor<8x12x1024xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %265 = stablehlo.subtract %259, %264 : tensor<8x12x1024x1024xf32>
    %266 = stablehlo.exponential %265 : tensor<8x12x1024x1024xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %270 = stablehlo.divide %266, %269 : tensor<8x12x1024x1024xf32>
    %271 = stablehlo.dot_general %253, %270, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %272 = stablehlo.transpose %271, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %273 = stablehlo.reshape %272 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %274 = stablehlo.dot_general %273, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %275 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %277 = stablehlo.add %274, %276 : tensor<8x1024x768xf32>
    %278 = stablehlo.add %219, %277 : tensor<8x1024x768xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_52 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %282 = stablehlo.divide %280, %281 : tensor<8x1024x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %284 = stablehlo.subtract %278, %283 : tensor<8x1024x768xf32>
    %285 = chlo.square %284 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_54 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %289 = stablehlo.divide %287, %288 : tensor<8x1024x1xf32>
    %290 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %291 = stablehlo.subtract %278, %290 : tensor<8x1024x768xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %293 = stablehlo.add %289, %292 : tensor<8x1024x1xf32>
    %294 = stablehlo.rsqrt %293 : tensor<8x1024x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %296 = stablehlo.multiply %291, %295 : tensor<8x1024x768xf32>
    %297 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %299 = stablehlo.multiply %296, %298 : tensor<8x1024x768xf32>
    %300 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %302 = stablehlo.add %299, %301 : tensor<8x1024x768xf32>
    %303 = stablehlo.dot_general %302, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %304 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %306 = stablehlo.add %303, %305 : tensor<8x1024x3072xf32>
    %307 = stablehlo.multiply %306, %306 : tensor<8x1024x3072xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<8x1024x3072xf32>
    %cst_56 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<8x1024x3072xf32>
    %311 = stablehlo.add %306, %310 : tensor<8x1024x3072xf32>
    %cst_57 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<8x1024x3072xf32>
    %314 = stablehlo.tanh %313 : tensor<8x1024x3072xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %316 = stablehlo.add %315, %314 : tensor<8x1024x3072xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x1024x3072xf32>
    %319 = stablehlo.multiply %306, %318 : tensor<8x1024x3072xf32>
    %320 = stablehlo.dot_general %319, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %321 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %323 = stablehlo.add %320, %322 : tensor<8x1024x768xf32>
    %324 = stablehlo.add %278, %323 : tensor<8x1024x768xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_61 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8x1024x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<8x1024x768xf32>
    %331 = chlo.square %330 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_63 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %335 = stablehlo.divide %333, %334 : tensor<8x1024x1xf32>
    %336 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %337 = stablehlo.subtract %324, %336 : tensor<8x1024x768xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %339 = stablehlo.add %335, %338 : tensor<8x1024x1xf32>
    %340 = stablehlo.rsqrt %339 : tensor<8x1024x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %342 = stablehlo.multiply %337, %341 : tensor<8x1024x768xf32>
    %343 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<8x1024x768xf32>
    %346 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %348 = stablehlo.add %345, %347 : tensor<8x1024x768xf32>
    %349 = stablehlo.dot_general %348, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %350 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %352 = stablehlo.add %349, %351 : tensor<8x1024x2304xf32>
    %353 = stablehlo.slice %352 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %354 = stablehlo.slice %352 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %355 = stablehlo.slice %352 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %356 = stablehlo.reshape %353 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %357 = stablehlo.reshape %354 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %358 = stablehlo.reshape %355 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %359 = stablehlo.dot_general %356, %357, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %361 = stablehlo.divide %359, %360 : tensor<8x12x1024x1024xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %362 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %363 = call @tril(%362) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_67 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %364 = call @_where(%363, %361, %cst_67) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %367 = stablehlo.maximum %366, %365 : tensor<8x12x1024xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %370 = stablehlo.subtract %364, %369 : tensor<8x12x1024x1024xf32>
    %371 = stablehlo.exponential %370 : tensor<8x12x1024x1024xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %375 = stablehlo.divide %371, %374 : tensor<8x12x1024x1024xf32>
    %376 = stablehlo.dot_general %358, %375, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %377 = stablehlo.transpose %376, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %379 = stablehlo.dot_general %378, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %380 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %382 = stablehlo.add %379, %381 : tensor<8x1024x768xf32>
    %383 = stablehlo.add %324, %382 : tensor<8x1024x768xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<8x1024x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %389 = stablehlo.subtract %383, %388 : tensor<8x1024x768xf32>
    %390 = chlo.square %389 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_74 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %394 = stablehlo.divide %392, %393 : tensor<8x1024x1xf32>
    %395 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %396 = stablehlo.subtract %383, %395 : tensor<8x1024x768xf32>
    %cst_75 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %398 = stablehlo.add %394, %397 : tensor<8x1024x1xf32>
    %399 = stablehlo.rsqrt %398 : tensor<8x1024x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %401 = stablehlo.multiply %396, %400 : tensor<8x1024x768xf32>
    %402 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<8x1024x768xf32>
    %405 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %407 = stablehlo.add %404, %406 : tensor<8x1024x768xf32>
    %408 = stablehlo.dot_general %407, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %409 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %411 = stablehlo.add %408, %410 : tensor<8x1024x3072xf32>
    %412 = stablehlo.multiply %411, %411 : tensor<8x1024x3072xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<8x1024x3072xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %415 = stablehlo.multiply %414, %413 : tensor<8x1024x3072xf32>
    %416 = stablehlo.add %411, %415 : tensor<8x1024x3072xf32>
    %cst_77 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<8x1024x3072xf32>
    %419 = stablehlo.tanh %418 : tensor<8x1024x3072xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %421 = stablehlo.add %420, %419 : tensor<8x1024x3072xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<8x1024x3072xf32>
    %424 = stablehlo.multiply %411, %423 : tensor<8x1024x3072xf32>
    %425 = stablehlo.dot_general %424, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %426 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %428 = stablehlo.add %425, %427 : tensor<8x1024x768xf32>
    %429 = stablehlo.add %383, %428 : tensor<8x1024x768xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_81 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %433 = stablehlo.divide %431, %432 : tensor<8x1024x1xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %435 = stablehlo.subtract %429, %434 : tensor<8x1024x768xf32>
    %436 = chlo.square %435 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%436 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_83 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %440 = stablehlo.divide %438, %439 : tensor<8x1024x1xf32>
    %441 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %442 = stablehlo.subtract %429, %441 : tensor<8x1024x768xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %444 = stablehlo.add %440, %443 : tensor<8x1024x1xf32>
    %445 = stablehlo.rsqrt %444 : tensor<8x1024x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %447 = stablehlo.multiply %442, %446 : tensor<8x1024x768xf32>
    %448 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %450 = stablehlo.multiply %447, %449 : tensor<8x1024x768xf32>
    %451 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %453 = stablehlo.add %450, %452 : tensor<8x1024x768xf32>
    %454 = stablehlo.dot_general %453, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %455 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %457 = stablehlo.add %454, %456 : tensor<8x1024x2304xf32>
    %458 = stablehlo.slice %457 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %459 = stablehlo.slice %457 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %460 = stablehlo.slice %457 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %461 = stablehlo.reshape %458 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %462 = stablehlo.reshape %459 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %463 = stablehlo.reshape %460 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %464 = stablehlo.dot_general %461, %462, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_85 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %466 = stablehlo.divide %464, %465 : tensor<8x12x1024x1024xf32>
    %c_86 = stablehlo.constant dense<true> : tensor<i1>
    %467 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %468 = call @tril(%467) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_87 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %469 = call @_where(%468, %466, %cst_87) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_88) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %472 = stablehlo.maximum %471, %470 : tensor<8x12x1024xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %475 = stablehlo.subtract %469, %474 : tensor<8x12x1024x1024xf32>
    %476 = stablehlo.exponential %475 : tensor<8x12x1024x1024xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_90) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %480 = stablehlo.divide %476, %479 : tensor<8x12x1024x1024xf32>
    %481 = stablehlo.dot_general %463, %480, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %482 = stablehlo.transpose %481, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %484 = stablehlo.dot_general %483, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %485 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %487 = stablehlo.add %484, %486 : tensor<8x1024x768xf32>
    %488 = stablehlo.add %429, %487 : tensor<8x1024x768xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_92 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %492 = stablehlo.divide %490, %491 : tensor<8x1024x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %494 = stablehlo.subtract %488, %493 : tensor<8x1024x768xf32>
    %495 = chlo.square %494 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_94 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %499 = stablehlo.divide %497, %498 : tensor<8x1024x1xf32>
    %500 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %501 = stablehlo.subtract %488, %500 : tensor<8x1024x768xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %503 = stablehlo.add %499, %502 : tensor<8x1024x1xf32>
    %504 = stablehlo.rsqrt %503 : tensor<8x1024x1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %506 = stablehlo.multiply %501, %505 : tensor<8x1024x768xf32>
    %507 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %509 = stablehlo.multiply %506, %508 : tensor<8x1024x768xf32>
    %510 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %512 = stablehlo.add %509, %511 : tensor<8x1024x768xf32>
    %513 = stablehlo.dot_general %512, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %514 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %516 = stablehlo.add %513, %515 : tensor<8x1024x3072xf32>
    %517 = stablehlo.multiply %516, %516 : tensor<8x1024x3072xf32>
    %518 = stablehlo.multiply %517, %516 : tensor<8x1024x3072xf32>
    %cst_96 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<8x1024x3072xf32>
    %521 = stablehlo.add %516, %520 : tensor<8x1024x3072xf32>
    %cst_97 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %523 = stablehlo.multiply %522, %521 : tensor<8x1024x3072xf32>
    %524 = stablehlo.tanh %523 : tensor<8x1024x3072xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %526 = stablehlo.add %525, %524 : tensor<8x1024x3072xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %528 = stablehlo.multiply %527, %526 : tensor<8x1024x3072xf32>
    %529 = stablehlo.multiply %516, %528 : tensor<8x1024x3072xf32>
    %530 = stablehlo.dot_general %529, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %531 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %533 = stablehlo.add %530, %532 : tensor<8x1024x768xf32>
    %534 = stablehlo.add %488, %533 : tensor<8x1024x768xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_101 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %538 = stablehlo.divide %536, %537 : tensor<8x1024x1xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %540 = stablehlo.subtract %534, %539 : tensor<8x1024x768xf32>
    %541 = chlo.square %540 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_103 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %545 = stablehlo.divide %543, %544 : tensor<8x1024x1xf32>
    %546 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %547 = stablehlo.subtract %534, %546 : tensor<8x1024x768xf32>
    %cst_104 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %549 = stablehlo.add %545, %548 : tensor<8x1024x1xf32>
    %550 = stablehlo.rsqrt %549 : tensor<8x1024x1xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %552 = stablehlo.multiply %547, %551 : tensor<8x1024x768xf32>
    %553 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %555 = stablehlo.multiply %552, %554 : tensor<8x1024x768xf32>
    %556 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %558 = stablehlo.add %555, %557 : tensor<8x1024x768xf32>
    %559 = stablehlo.dot_general %558, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %560 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %562 = stablehlo.add %559, %561 : tensor<8x1024x2304xf32>
    %563 = stablehlo.slice %562 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %564 = stablehlo.slice %562 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %565 = stablehlo.slice %562 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %566 = stablehlo.reshape %563 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %567 = stablehlo.reshape %564 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %568 = stablehlo.reshape %565 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %569 = stablehlo.dot_general %566, %567, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_105 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %571 = stablehlo.divide %569, %570 : tensor<8x12x1024x1024xf32>
    %c_106 = stablehlo.constant dense<true> : tensor<i1>
    %572 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %573 = call @tril(%572) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_107 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %574 = call @_where(%573, %571, %cst_107) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_108) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %577 = stablehlo.maximum %576, %575 : tensor<8x12x1024xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %580 = stablehlo.subtract %574, %579 : tensor<8x12x1024x1024xf32>
    %581 = stablehlo.exponential %580 : tensor<8x12x1024x1024xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_110) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %585 = stablehlo.divide %581, %584 : tensor<8x12x1024x1024xf32>
    %586 = stablehlo.dot_general %568, %585, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %587 = stablehlo.transpose %586, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %588 = stablehlo.reshape %587 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %589 = stablehlo.dot_general %588, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %590 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %592 = stablehlo.add %589, %591 : tensor<8x1024x768xf32>
    %593 = stablehlo.add %534, %592 : tensor<8x1024x768xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_112 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %597 = stablehlo.divide %595, %596 : tensor<8x1024x1xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %599 = stablehlo.subtract %593, %598 : tensor<8x1024x768xf32>
    %600 = chlo.square %599 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_114 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %604 = stablehlo.divide %602, %603 : tensor<8x1024x1xf32>
    %605 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %606 = stablehlo.subtract %593, %605 : tensor<8x1024x768xf32>
    %cst_115 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %608 = stablehlo.add %604, %607 : tensor<8x1024x1xf32>
    %609 = stablehlo.rsqrt %608 : tensor<8x1024x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %611 = stablehlo.multiply %606, %610 : tensor<8x1024x768xf32>
    %612 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %614 = stablehlo.multiply %611, %613 : tensor<8x1024x768xf32>
    %615 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %617 = stablehlo.add %614, %616 : tensor<8x1024x768xf32>
    %618 = stablehlo.dot_general %617, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %619 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %621 = stablehlo.add %618, %620 : tensor<8x1024x3072xf32>
    %622 = stablehlo.multiply %621, %621 : tensor<8x1024x3072xf32>
    %623 = stablehlo.multiply %622, %621 : tensor<8x1024x3072xf32>
    %cst_116 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %625 = stablehlo.multiply %624, %623 : tensor<8x1024x3072xf32>
    %626 = stablehlo.add %621, %625 : tensor<8x1024x3072xf32>
    %cst_117 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %628 = stablehlo.multiply %627, %626 : tensor<8x1024x3072xf32>
    %629 = stablehlo.tanh %628 : tensor<8x1024x3072xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %631 = stablehlo.add %630, %629 : tensor<8x1024x3072xf32>
    %cst_119 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %633 = stablehlo.multiply %632, %631 : tensor<8x1024x3072xf32>
    %634 = stablehlo.multiply %621, %633 : tensor<8x1024x3072xf32>
    %635 = stablehlo.dot_general %634, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %636 = stablehlo.broadcast_in_dim %arg69, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %638 = stablehlo.add %635, %637 : tensor<8x1024x768xf32>
    %639 = stablehlo.add %593, %638 : tensor<8x1024x768xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_121 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %643 = stablehlo.divide %641, %642 : tensor<8x1024x1xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %645 = stablehlo.subtract %639, %644 : tensor<8x1024x768xf32>
    %646 = chlo.square %645 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_123 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %650 = stablehlo.divide %648, %649 : tensor<8x1024x1xf32>
    %651 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %652 = stablehlo.subtract %639, %651 : tensor<8x1024x768xf32>
    %cst_124 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %654 = stablehlo.add %650, %653 : tensor<8x1024x1xf32>
    %655 = stablehlo.rsqrt %654 : tensor<8x1024x1xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %657 = stablehlo.multiply %652, %656 : tensor<8x1024x768xf32>
    %658 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %660 = stablehlo.multiply %657, %659 : tensor<8x1024x768xf32>
    %661 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %663 = stablehlo.add %660, %662 : tensor<8x1024x768xf32>
    %664 = stablehlo.dot_general %663, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %665 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %667 = stablehlo.add %664, %666 : tensor<8x1024x2304xf32>
    %668 = stablehlo.slice %667 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %669 = stablehlo.slice %667 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %670 = stablehlo.slice %667 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %671 = stablehlo.reshape %668 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %672 = stablehlo.reshape %669 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %673 = stablehlo.reshape %670 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %674 = stablehlo.dot_general %671, %672, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_125 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %676 = stablehlo.divide %674, %675 : tensor<8x12x1024x1024xf32>
    %c_126 = stablehlo.constant dense<true> : tensor<i1>
    %677 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %678 = call @tril(%677) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_127 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %679 = call @_where(%678, %676, %cst_127) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_128) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %682 = stablehlo.maximum %681, %680 : tensor<8x12x1024xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %685 = stablehlo.subtract %679, %684 : tensor<8x12x1024x1024xf32>
    %686 = stablehlo.exponential %685 : tensor<8x12x1024x1024xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_130) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %690 = stablehlo.divide %686, %689 : tensor<8x12x1024x1024xf32>
    %691 = stablehlo.dot_general %673, %690, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %692 = stablehlo.transpose %691, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %693 = stablehlo.reshape %692 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %694 = stablehlo.dot_general %693, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %695 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %697 = stablehlo.add %694, %696 : tensor<8x1024x768xf32>
    %698 = stablehlo.add %639, %697 : tensor<8x1024x768xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_132 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %702 = stablehlo.divide %700, %701 : tensor<8x1024x1xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %704 = stablehlo.subtract %698, %703 : tensor<8x1024x768xf32>
    %705 = chlo.square %704 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_134 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %709 = stablehlo.divide %707, %708 : tensor<8x1024x1xf32>
    %710 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %711 = stablehlo.subtract %698, %710 : tensor<8x1024x768xf32>
    %cst_135 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %713 = stablehlo.add %709, %712 : tensor<8x1024x1xf32>
    %714 = stablehlo.rsqrt %713 : tensor<8x1024x1xf32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %716 = stablehlo.multiply %711, %715 : tensor<8x1024x768xf32>
    %717 = stablehlo.broadcast_in_dim %arg79, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %719 = stablehlo.multiply %716, %718 : tensor<8x1024x768xf32>
    %720 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %722 = stablehlo.add %719, %721 : tensor<8x1024x768xf32>
    %723 = stablehlo.dot_general %722, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %724 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %726 = stablehlo.add %723, %725 : tensor<8x1024x3072xf32>
    %727 = stablehlo.multiply %726, %726 : tensor<8x1024x3072xf32>
    %728 = stablehlo.multiply %727, %726 : tensor<8x1024x3072xf32>
    %cst_136 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %730 = stablehlo.multiply %729, %728 : tensor<8x1024x3072xf32>
    %731 = stablehlo.add %726, %730 : tensor<8x1024x3072xf32>
    %cst_137 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %733 = stablehlo.multiply %732, %731 : tensor<8x1024x3072xf32>
    %734 = stablehlo.tanh %733 : tensor<8x1024x3072xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %736 = stablehlo.add %735, %734 : tensor<8x1024x3072xf32>
    %cst_139 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %738 = stablehlo.multiply %737, %736 : tensor<8x1024x3072xf32>
    %739 = stablehlo.multiply %726, %738 : tensor<8x1024x3072xf32>
    %740 = stablehlo.dot_general %739, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %741 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %743 = stablehlo.add %740, %742 : tensor<8x1024x768xf32>
    %744 = stablehlo.add %698, %743 : tensor<8x1024x768xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%744 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_141 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %748 = stablehlo.divide %746, %747 : tensor<8x1024x1xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %750 = stablehlo.subtract %744, %749 : tensor<8x1024x768xf32>
    %751 = chlo.square %750 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%751 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_143 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %755 = stablehlo.divide %753, %754 : tensor<8x1024x1xf32>
    %756 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %757 = stablehlo.subtract %744, %756 : tensor<8x1024x768xf32>
    %cst_144 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %759 = stablehlo.add %755, %758 : tensor<8x1024x1xf32>
    %760 = stablehlo.rsqrt %759 : tensor<8x1024x1xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %762 = stablehlo.multiply %757, %761 : tensor<8x1024x768xf32>
    %763 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %765 = stablehlo.multiply %762, %764 : tensor<8x1024x768xf32>
    %766 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %768 = stablehlo.add %765, %767 : tensor<8x1024x768xf32>
    %769 = stablehlo.dot_general %768, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %770 = stablehlo.broadcast_in_dim %arg85, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %772 = stablehlo.add %769, %771 : tensor<8x1024x2304xf32>
    %773 = stablehlo.slice %772 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %774 = stablehlo.slice %772 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %775 = stablehlo.slice %772 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %776 = stablehlo.reshape %773 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %777 = stablehlo.reshape %774 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %778 = stablehlo.reshape %775 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %779 = stablehlo.dot_general %776, %777, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_145 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %781 = stablehlo.divide %779, %780 : tensor<8x12x1024x1024xf32>
    %c_146 = stablehlo.constant dense<true> : tensor<i1>
    %782 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %783 = call @tril(%782) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_147 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %784 = call @_where(%783, %781, %cst_147) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_148) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %787 = stablehlo.maximum %786, %785 : tensor<8x12x1024xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %790 = stablehlo.subtract %784, %789 : tensor<8x12x1024x1024xf32>
    %791 = stablehlo.exponential %790 : tensor<8x12x1024x1024xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_150) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %795 = stablehlo.divide %791, %794 : tensor<8x12x1024x1024xf32>
    %796 = stablehlo.dot_general %778, %795, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %797 = stablehlo.transpose %796, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %798 = stablehlo.reshape %797 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %799 = stablehlo.dot_general %798, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %800 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %802 = stablehlo.add %799, %801 : tensor<8x1024x768xf32>
    %803 = stablehlo.add %744, %802 : tensor<8x1024x768xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.reduce(%803 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_152 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %807 = stablehlo.divide %805, %806 : tensor<8x1024x1xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %809 = stablehlo.subtract %803, %808 : tensor<8x1024x768xf32>
    %810 = chlo.square %809 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_154 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %814 = stablehlo.divide %812, %813 : tensor<8x1024x1xf32>
    %815 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %816 = stablehlo.subtract %803, %815 : tensor<8x1024x768xf32>
    %cst_155 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %818 = stablehlo.add %814, %817 : tensor<8x1024x1xf32>
    %819 = stablehlo.rsqrt %818 : tensor<8x1024x1xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %821 = stablehlo.multiply %816, %820 : tensor<8x1024x768xf32>
    %822 = stablehlo.broadcast_in_dim %arg91, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %824 = stablehlo.multiply %821, %823 : tensor<8x1024x768xf32>
    %825 = stablehlo.broadcast_in_dim %arg90, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %827 = stablehlo.add %824, %826 : tensor<8x1024x768xf32>
    %828 = stablehlo.dot_general %827, %arg94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %829 = stablehlo.broadcast_in_dim %arg92, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %831 = stablehlo.add %828, %830 : tensor<8x1024x3072xf32>
    %832 = stablehlo.multiply %831, %831 : tensor<8x1024x3072xf32>
    %833 = stablehlo.multiply %832, %831 : tensor<8x1024x3072xf32>
    %cst_156 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %835 = stablehlo.multiply %834, %833 : tensor<8x1024x3072xf32>
    %836 = stablehlo.add %831, %835 : tensor<8x1024x3072xf32>
    %cst_157 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %838 = stablehlo.multiply %837, %836 : tensor<8x1024x3072xf32>
    %839 = stablehlo.tanh %838 : tensor<8x1024x3072xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %841 = stablehlo.add %840, %839 : tensor<8x1024x3072xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %843 = stablehlo.multiply %842, %841 : tensor<8x1024x3072xf32>
    %844 = stablehlo.multiply %831, %843 : tensor<8x1024x3072xf32>
    %845 = stablehlo.dot_general %844, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %846 = stablehlo.broadcast_in_dim %arg93, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %848 = stablehlo.add %845, %847 : tensor<8x1024x768xf32>
    %849 = stablehlo.add %803, %848 : tensor<8x1024x768xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%849 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_161 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %853 = stablehlo.divide %851, %852 : tensor<8x1024x1xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %855 = stablehlo.subtract %849, %854 : tensor<8x1024x768xf32>
    %856 = chlo.square %855 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.reduce(%856 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_163 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %860 = stablehlo.divide %858, %859 : tensor<8x1024x1xf32>
    %861 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %862 = stablehlo.subtract %849, %861 : tensor<8x1024x768xf32>
    %cst_164 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %864 = stablehlo.add %860, %863 : tensor<8x1024x1xf32>
    %865 = stablehlo.rsqrt %864 : tensor<8x1024x1xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %867 = stablehlo.multiply %862, %866 : tensor<8x1024x768xf32>
    %868 = stablehlo.broadcast_in_dim %arg101, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %870 = stablehlo.multiply %867, %869 : tensor<8x1024x768xf32>
    %871 = stablehlo.broadcast_in_dim %arg100, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %873 = stablehlo.add %870, %872 : tensor<8x1024x768xf32>
    %874 = stablehlo.dot_general %873, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %875 = stablehlo.broadcast_in_dim %arg97, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %877 = stablehlo.add %874, %876 : tensor<8x1024x2304xf32>
    %878 = stablehlo.slice %877 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %879 = stablehlo.slice %877 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %880 = stablehlo.slice %877 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %881 = stablehlo.reshape %878 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %882 = stablehlo.reshape %879 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %883 = stablehlo.reshape %880 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %884 = stablehlo.dot_general %881, %882, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_165 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %886 = stablehlo.divide %884, %885 : tensor<8x12x1024x1024xf32>
    %c_166 = stablehlo.constant dense<true> : tensor<i1>
    %887 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %888 = call @tril(%887) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_167 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %889 = call @_where(%888, %886, %cst_167) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %890 = stablehlo.reduce(%889 init: %cst_168) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %892 = stablehlo.maximum %891, %890 : tensor<8x12x1024xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %895 = stablehlo.subtract %889, %894 : tensor<8x12x1024x1024xf32>
    %896 = stablehlo.exponential %895 : tensor<8x12x1024x1024xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_170) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %900 = stablehlo.divide %896, %899 : tensor<8x12x1024x1024xf32>
    %901 = stablehlo.dot_general %883, %900, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %902 = stablehlo.transpose %901, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %903 = stablehlo.reshape %902 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %904 = stablehlo.dot_general %903, %arg98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %905 = stablehlo.broadcast_in_dim %arg96, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %907 = stablehlo.add %904, %906 : tensor<8x1024x768xf32>
    %908 = stablehlo.add %849, %907 : tensor<8x1024x768xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %909 = stablehlo.reduce(%908 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_172 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %912 = stablehlo.divide %910, %911 : tensor<8x1024x1xf32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %914 = stablehlo.subtract %908, %913 : tensor<8x1024x768xf32>
    %915 = chlo.square %914 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.reduce(%915 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_174 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %919 = stablehlo.divide %917, %918 : tensor<8x1024x1xf32>
    %920 = stablehlo.broadcast_in_dim %912, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %921 = stablehlo.subtract %908, %920 : tensor<8x1024x768xf32>
    %cst_175 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %923 = stablehlo.add %919, %922 : tensor<8x1024x1xf32>
    %924 = stablehlo.rsqrt %923 : tensor<8x1024x1xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %926 = stablehlo.multiply %921, %925 : tensor<8x1024x768xf32>
    %927 = stablehlo.broadcast_in_dim %arg103, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %929 = stablehlo.multiply %926, %928 : tensor<8x1024x768xf32>
    %930 = stablehlo.broadcast_in_dim %arg102, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %932 = stablehlo.add %929, %931 : tensor<8x1024x768xf32>
    %933 = stablehlo.dot_general %932, %arg106, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %934 = stablehlo.broadcast_in_dim %arg104, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %935 = stablehlo.broadcast_in_dim %934, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %936 = stablehlo.add %933, %935 : tensor<8x1024x3072xf32>
    %937 = stablehlo.multiply %936, %936 : tensor<8x1024x3072xf32>
    %938 = stablehlo.multiply %937, %936 : tensor<8x1024x3072xf32>
    %cst_176 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %940 = stablehlo.multiply %939, %938 : tensor<8x1024x3072xf32>
    %941 = stablehlo.add %936, %940 : tensor<8x1024x3072xf32>
    %cst_177 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %943 = stablehlo.multiply %942, %941 : tensor<8x1024x3072xf32>
    %944 = stablehlo.tanh %943 : tensor<8x1024x3072xf32>
    %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %946 = stablehlo.add %945, %944 : tensor<8x1024x3072xf32>
    %cst_179 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %948 = stablehlo.multiply %947, %946 : tensor<8x1024x3072xf32>
    %949 = stablehlo.multiply %936, %948 : tensor<8x1024x3072xf32>
    %950 = stablehlo.dot_general %949, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %951 = stablehlo.broadcast_in_dim %arg105, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %953 = stablehlo.add %950, %952 : tensor<8x1024x768xf32>
    %954 = stablehlo.add %908, %953 : tensor<8x1024x768xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %955 = stablehlo.reduce(%954 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_181 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %958 = stablehlo.divide %956, %957 : tensor<8x1024x1xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %960 = stablehlo.subtract %954, %959 : tensor<8x1024x768xf32>
    %961 = chlo.square %960 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %962 = stablehlo.reduce(%961 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_183 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %965 = stablehlo.divide %963, %964 : tensor<8x1024x1xf32>
    %966 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %967 = stablehlo.subtract %954, %966 : tensor<8x1024x768xf32>
    %cst_184 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %969 = stablehlo.add %965, %968 : tensor<8x1024x1xf32>
    %970 = stablehlo.rsqrt %969 : tensor<8x1024x1xf32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %972 = stablehlo.multiply %967, %971 : tensor<8x1024x768xf32>
    %973 = stablehlo.broadcast_in_dim %arg113, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %975 = stablehlo.multiply %972, %974 : tensor<8x1024x768xf32>
    %976 = stablehlo.broadcast_in_dim %arg112, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %978 = stablehlo.add %975, %977 : tensor<8x1024x768xf32>
    %979 = stablehlo.dot_general %978, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %980 = stablehlo.broadcast_in_dim %arg109, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %981 = stablehlo.broadcast_in_dim %980, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %982 = stablehlo.add %979, %981 : tensor<8x1024x2304xf32>
    %983 = stablehlo.slice %982 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %984 = stablehlo.slice %982 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %985 = stablehlo.slice %982 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %986 = stablehlo.reshape %983 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %987 = stablehlo.reshape %984 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %988 = stablehlo.reshape %985 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %989 = stablehlo.dot_general %986, %987, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_185 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %991 = stablehlo.divide %989, %990 : tensor<8x12x1024x1024xf32>
    %c_186 = stablehlo.constant dense<true> : tensor<i1>
    %992 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %993 = call @tril(%992) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_187 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %994 = call @_where(%993, %991, %cst_187) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %995 = stablehlo.reduce(%994 init: %cst_188) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %997 = stablehlo.maximum %996, %995 : tensor<8x12x1024xf32>
    %998 = stablehlo.broadcast_in_dim %997, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1000 = stablehlo.subtract %994, %999 : tensor<8x12x1024x1024xf32>
    %1001 = stablehlo.exponential %1000 : tensor<8x12x1024x1024xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1002 = stablehlo.reduce(%1001 init: %cst_190) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1005 = stablehlo.divide %1001, %1004 : tensor<8x12x1024x1024xf32>
    %1006 = stablehlo.dot_general %988, %1005, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1007 = stablehlo.transpose %1006, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1008 = stablehlo.reshape %1007 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1009 = stablehlo.dot_general %1008, %arg110, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1010 = stablehlo.broadcast_in_dim %arg108, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<8x1024x768xf32>
    %1013 = stablehlo.add %954, %1012 : tensor<8x1024x768xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1014 = stablehlo.reduce(%1013 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_192 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1017 = stablehlo.divide %1015, %1016 : tensor<8x1024x1xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1019 = stablehlo.subtract %1013, %1018 : tensor<8x1024x768xf32>
    %1020 = chlo.square %1019 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1021 = stablehlo.reduce(%1020 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_194 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1024 = stablehlo.divide %1022, %1023 : tensor<8x1024x1xf32>
    %1025 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1026 = stablehlo.subtract %1013, %1025 : tensor<8x1024x768xf32>
    %cst_195 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1028 = stablehlo.add %1024, %1027 : tensor<8x1024x1xf32>
    %1029 = stablehlo.rsqrt %1028 : tensor<8x1024x1xf32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1031 = stablehlo.multiply %1026, %1030 : tensor<8x1024x768xf32>
    %1032 = stablehlo.broadcast_in_dim %arg115, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1034 = stablehlo.multiply %1031, %1033 : tensor<8x1024x768xf32>
    %1035 = stablehlo.broadcast_in_dim %arg114, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1037 = stablehlo.add %1034, %1036 : tensor<8x1024x768xf32>
    %1038 = stablehlo.dot_general %1037, %arg118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1039 = stablehlo.broadcast_in_dim %arg116, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<8x1024x3072xf32>
    %1042 = stablehlo.multiply %1041, %1041 : tensor<8x1024x3072xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<8x1024x3072xf32>
    %cst_196 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1045 = stablehlo.multiply %1044, %1043 : tensor<8x1024x3072xf32>
    %1046 = stablehlo.add %1041, %1045 : tensor<8x1024x3072xf32>
    %cst_197 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1048 = stablehlo.multiply %1047, %1046 : tensor<8x1024x3072xf32>
    %1049 = stablehlo.tanh %1048 : tensor<8x1024x3072xf32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1051 = stablehlo.add %1050, %1049 : tensor<8x1024x3072xf32>
    %cst_199 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1053 = stablehlo.multiply %1052, %1051 : tensor<8x1024x3072xf32>
    %1054 = stablehlo.multiply %1041, %1053 : tensor<8x1024x3072xf32>
    %1055 = stablehlo.dot_general %1054, %arg119, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1056 = stablehlo.broadcast_in_dim %arg117, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<8x1024x768xf32>
    %1059 = stablehlo.add %1013, %1058 : tensor<8x1024x768xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1060 = stablehlo.reduce(%1059 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_201 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1063 = stablehlo.divide %1061, %1062 : tensor<8x1024x1xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1065 = stablehlo.subtract %1059, %1064 : tensor<8x1024x768xf32>
    %1066 = chlo.square %1065 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1067 = stablehlo.reduce(%1066 init: %cst_202) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1068 = stablehlo.broadcast_in_dim %1067, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_203 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1070 = stablehlo.divide %1068, %1069 : tensor<8x1024x1xf32>
    %1071 = stablehlo.broadcast_in_dim %1063, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1072 = stablehlo.subtract %1059, %1071 : tensor<8x1024x768xf32>
    %cst_204 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1074 = stablehlo.add %1070, %1073 : tensor<8x1024x1xf32>
    %1075 = stablehlo.rsqrt %1074 : tensor<8x1024x1xf32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1077 = stablehlo.multiply %1072, %1076 : tensor<8x1024x768xf32>
    %1078 = stablehlo.broadcast_in_dim %arg125, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1080 = stablehlo.multiply %1077, %1079 : tensor<8x1024x768xf32>
    %1081 = stablehlo.broadcast_in_dim %arg124, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1083 = stablehlo.add %1080, %1082 : tensor<8x1024x768xf32>
    %1084 = stablehlo.dot_general %1083, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %1085 = stablehlo.broadcast_in_dim %arg121, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<8x1024x2304xf32>
    %1088 = stablehlo.slice %1087 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1089 = stablehlo.slice %1087 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1090 = stablehlo.slice %1087 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1091 = stablehlo.reshape %1088 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1092 = stablehlo.reshape %1089 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1093 = stablehlo.reshape %1090 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1094 = stablehlo.dot_general %1091, %1092, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_205 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %1096 = stablehlo.divide %1094, %1095 : tensor<8x12x1024x1024xf32>
    %c_206 = stablehlo.constant dense<true> : tensor<i1>
    %1097 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1098 = call @tril(%1097) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_207 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1099 = call @_where(%1098, %1096, %cst_207) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_208 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1100 = stablehlo.reduce(%1099 init: %cst_208) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_209 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %1102 = stablehlo.maximum %1101, %1100 : tensor<8x12x1024xf32>
    %1103 = stablehlo.broadcast_in_dim %1102, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %1104 = stablehlo.broadcast_in_dim %1103, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1105 = stablehlo.subtract %1099, %1104 : tensor<8x12x1024x1024xf32>
    %1106 = stablehlo.exponential %1105 : tensor<8x12x1024x1024xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1107 = stablehlo.reduce(%1106 init: %cst_210) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %1109 = stablehlo.broadcast_in_dim %1108, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1110 = stablehlo.divide %1106, %1109 : tensor<8x12x1024x1024xf32>
    %1111 = stablehlo.dot_general %1093, %1110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1112 = stablehlo.transpose %1111, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1113 = stablehlo.reshape %1112 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1114 = stablehlo.dot_general %1113, %arg122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1115 = stablehlo.broadcast_in_dim %arg120, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1117 = stablehlo.add %1114, %1116 : tensor<8x1024x768xf32>
    %1118 = stablehlo.add %1059, %1117 : tensor<8x1024x768xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.reduce(%1118 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_212 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1122 = stablehlo.divide %1120, %1121 : tensor<8x1024x1xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1124 = stablehlo.subtract %1118, %1123 : tensor<8x1024x768xf32>
    %1125 = chlo.square %1124 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1126 = stablehlo.reduce(%1125 init: %cst_213) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1127 = stablehlo.broadcast_in_dim %1126, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_214 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1129 = stablehlo.divide %1127, %1128 : tensor<8x1024x1xf32>
    %1130 = stablehlo.broadcast_in_dim %1122, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1131 = stablehlo.subtract %1118, %1130 : tensor<8x1024x768xf32>
    %cst_215 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1133 = stablehlo.add %1129, %1132 : tensor<8x1024x1xf32>
    %1134 = stablehlo.rsqrt %1133 : tensor<8x1024x1xf32>
    %1135 = stablehlo.broadcast_in_dim %1134, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1136 = stablehlo.multiply %1131, %1135 : tensor<8x1024x768xf32>
    %1137 = stablehlo.broadcast_in_dim %arg127, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1139 = stablehlo.multiply %1136, %1138 : tensor<8x1024x768xf32>
    %1140 = stablehlo.broadcast_in_dim %arg126, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1142 = stablehlo.add %1139, %1141 : tensor<8x1024x768xf32>
    %1143 = stablehlo.dot_general %1142, %arg130, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1144 = stablehlo.broadcast_in_dim %arg128, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %1146 = stablehlo.add %1143, %1145 : tensor<8x1024x3072xf32>
    %1147 = stablehlo.multiply %1146, %1146 : tensor<8x1024x3072xf32>
    %1148 = stablehlo.multiply %1147, %1146 : tensor<8x1024x3072xf32>
    %cst_216 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1150 = stablehlo.multiply %1149, %1148 : tensor<8x1024x3072xf32>
    %1151 = stablehlo.add %1146, %1150 : tensor<8x1024x3072xf32>
    %cst_217 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1153 = stablehlo.multiply %1152, %1151 : tensor<8x1024x3072xf32>
    %1154 = stablehlo.tanh %1153 : tensor<8x1024x3072xf32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1156 = stablehlo.add %1155, %1154 : tensor<8x1024x3072xf32>
    %cst_219 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<8x1024x3072xf32>
    %1159 = stablehlo.multiply %1146, %1158 : tensor<8x1024x3072xf32>
    %1160 = stablehlo.dot_general %1159, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1161 = stablehlo.broadcast_in_dim %arg129, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<8x1024x768xf32>
    %1164 = stablehlo.add %1118, %1163 : tensor<8x1024x768xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1165 = stablehlo.reduce(%1164 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_221 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1168 = stablehlo.divide %1166, %1167 : tensor<8x1024x1xf32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1170 = stablehlo.subtract %1164, %1169 : tensor<8x1024x768xf32>
    %1171 = chlo.square %1170 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1172 = stablehlo.reduce(%1171 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1173 = stablehlo.broadcast_in_dim %1172, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_223 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1175 = stablehlo.divide %1173, %1174 : tensor<8x1024x1xf32>
    %1176 = stablehlo.broadcast_in_dim %1168, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1177 = stablehlo.subtract %1164, %1176 : tensor<8x1024x768xf32>
    %cst_224 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1179 = stablehlo.add %1175, %1178 : tensor<8x1024x1xf32>
    %1180 = stablehlo.rsqrt %1179 : tensor<8x1024x1xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1182 = stablehlo.multiply %1177, %1181 : tensor<8x1024x768xf32>
    %1183 = stablehlo.broadcast_in_dim %arg137, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1185 = stablehlo.multiply %1182, %1184 : tensor<8x1024x768xf32>
    %1186 = stablehlo.broadcast_in_dim %arg136, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1187 = stablehlo.broadcast_in_dim %1186, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1188 = stablehlo.add %1185, %1187 : tensor<8x1024x768xf32>
    %1189 = stablehlo.dot_general %1188, %arg135, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %1190 = stablehlo.broadcast_in_dim %arg133, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<8x1024x2304xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<8x1024x2304xf32>
    %1193 = stablehlo.slice %1192 [0:8, 0:1024, 0:768] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1194 = stablehlo.slice %1192 [0:8, 0:1024, 768:1536] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1195 = stablehlo.slice %1192 [0:8, 0:1024, 1536:2304] : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1196 = stablehlo.reshape %1193 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1197 = stablehlo.reshape %1194 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1198 = stablehlo.reshape %1195 : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1199 = stablehlo.dot_general %1196, %1197, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %cst_225 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %1201 = stablehlo.divide %1199, %1200 : tensor<8x12x1024x1024xf32>
    %c_226 = stablehlo.constant dense<true> : tensor<i1>
    %1202 = stablehlo.broadcast_in_dim %c_226, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1203 = call @tril(%1202) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_227 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1204 = call @_where(%1203, %1201, %cst_227) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1205 = stablehlo.reduce(%1204 init: %cst_228) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %1207 = stablehlo.maximum %1206, %1205 : tensor<8x12x1024xf32>
    %1208 = stablehlo.broadcast_in_dim %1207, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1210 = stablehlo.subtract %1204, %1209 : tensor<8x12x1024x1024xf32>
    %1211 = stablehlo.exponential %1210 : tensor<8x12x1024x1024xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1212 = stablehlo.reduce(%1211 init: %cst_230) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1213 = stablehlo.broadcast_in_dim %1212, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %1215 = stablehlo.divide %1211, %1214 : tensor<8x12x1024x1024xf32>
    %1216 = stablehlo.dot_general %1198, %1215, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1217 = stablehlo.transpose %1216, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1219 = stablehlo.dot_general %1218, %arg134, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1220 = stablehlo.broadcast_in_dim %arg132, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1222 = stablehlo.add %1219, %1221 : tensor<8x1024x768xf32>
    %1223 = stablehlo.add %1164, %1222 : tensor<8x1024x768xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1224 = stablehlo.reduce(%1223 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_232 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1227 = stablehlo.divide %1225, %1226 : tensor<8x1024x1xf32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1229 = stablehlo.subtract %1223, %1228 : tensor<8x1024x768xf32>
    %1230 = chlo.square %1229 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1231 = stablehlo.reduce(%1230 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_234 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1234 = stablehlo.divide %1232, %1233 : tensor<8x1024x1xf32>
    %1235 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1236 = stablehlo.subtract %1223, %1235 : tensor<8x1024x768xf32>
    %cst_235 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1238 = stablehlo.add %1234, %1237 : tensor<8x1024x1xf32>
    %1239 = stablehlo.rsqrt %1238 : tensor<8x1024x1xf32>
    %1240 = stablehlo.broadcast_in_dim %1239, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1241 = stablehlo.multiply %1236, %1240 : tensor<8x1024x768xf32>
    %1242 = stablehlo.broadcast_in_dim %arg139, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1244 = stablehlo.multiply %1241, %1243 : tensor<8x1024x768xf32>
    %1245 = stablehlo.broadcast_in_dim %arg138, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1246 = stablehlo.broadcast_in_dim %1245, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1247 = stablehlo.add %1244, %1246 : tensor<8x1024x768xf32>
    %1248 = stablehlo.dot_general %1247, %arg142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1249 = stablehlo.broadcast_in_dim %arg140, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %1251 = stablehlo.add %1248, %1250 : tensor<8x1024x3072xf32>
    %1252 = stablehlo.multiply %1251, %1251 : tensor<8x1024x3072xf32>
    %1253 = stablehlo.multiply %1252, %1251 : tensor<8x1024x3072xf32>
    %cst_236 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1255 = stablehlo.multiply %1254, %1253 : tensor<8x1024x3072xf32>
    %1256 = stablehlo.add %1251, %1255 : tensor<8x1024x3072xf32>
    %cst_237 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1258 = stablehlo.multiply %1257, %1256 : tensor<8x1024x3072xf32>
    %1259 = stablehlo.tanh %1258 : tensor<8x1024x3072xf32>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1261 = stablehlo.add %1260, %1259 : tensor<8x1024x3072xf32>
    %cst_239 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %1263 = stablehlo.multiply %1262, %1261 : tensor<8x1024x3072xf32>
    %1264 = stablehlo.multiply %1251, %1263 : tensor<8x1024x3072xf32>
    %1265 = stablehlo.dot_general %1264, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1266 = stablehlo.broadcast_in_dim %arg141, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1268 = stablehlo.add %1265, %1267 : tensor<8x1024x768xf32>
    %1269 = stablehlo.add %1223, %1268 : tensor<8x1024x768xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1270 = stablehlo.reduce(%1269 init: %cst_240) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1271 = stablehlo.broadcast_in_dim %1270, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_241 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1273 = stablehlo.divide %1271, %1272 : tensor<8x1024x1xf32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1275 = stablehlo.subtract %1269, %1274 : tensor<8x1024x768xf32>
    %1276 = chlo.square %1275 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1276 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_243 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1280 = stablehlo.divide %1278, %1279 : tensor<8x1024x1xf32>
    %1281 = stablehlo.broadcast_in_dim %1273, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1282 = stablehlo.subtract %1269, %1281 : tensor<8x1024x768xf32>
    %cst_244 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %1284 = stablehlo.add %1280, %1283 : tensor<8x1024x1xf32>
    %1285 = stablehlo.rsqrt %1284 : tensor<8x1024x1xf32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %1287 = stablehlo.multiply %1282, %1286 : tensor<8x1024x768xf32>
    %1288 = stablehlo.broadcast_in_dim %arg145, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1290 = stablehlo.multiply %1287, %1289 : tensor<8x1024x768xf32>
    %1291 = stablehlo.broadcast_in_dim %arg144, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<8x1024x768xf32>
    %1294 = stablehlo.transpose %arg147, dims = [1, 0] : (tensor<50257x768xf32>) -> tensor<768x50257xf32>
    %1295 = stablehlo.dot_general %1293, %1294, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x50257xf32>) -> tensor<8x1024x50257xf32>
    return %1295 : tensor<8x1024x50257xf32>
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
