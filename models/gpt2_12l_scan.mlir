module @jit_gpt2_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<12x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<12x768x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<12x768x2304xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg4: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<12x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<12x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<12x768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg11: tensor<12x3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg12: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<1024x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<50257x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<8x1024xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x1024x50257xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %1 = stablehlo.compare LT, %arg16, %0, SIGNED : (tensor<8x1024xi32>, tensor<8x1024xi32>) -> tensor<8x1024xi1>
    %c_0 = stablehlo.constant dense<50257> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %3 = stablehlo.add %arg16, %2 : tensor<8x1024xi32>
    %4 = stablehlo.select %1, %3, %arg16 : tensor<8x1024xi1>, tensor<8x1024xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1024xi32>) -> tensor<8x1024x1xi32>
    %6 = "stablehlo.gather"(%arg15, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50257x768xf32>, tensor<8x1024x1xi32>) -> tensor<8x1024x768xf32>
    %7 = stablehlo.broadcast_in_dim %arg14, dims = [1, 2] : (tensor<1024x768xf32>) -> tensor<1x1024x768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1024x768xf32>) -> tensor<8x1024x768xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x1024x768xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10:14 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %arg2, %iterArg_8 = %arg3, %iterArg_9 = %arg4, %iterArg_10 = %arg5, %iterArg_11 = %arg6, %iterArg_12 = %arg7, %iterArg_13 = %arg8, %iterArg_14 = %arg9, %iterArg_15 = %arg10, %iterArg_16 = %arg11, %iterArg_17 = %c_1, %iterArg_18 = %9) : tensor<12x768xf32>, tensor<12x2304xf32>, tensor<12x768x768xf32>, tensor<12x768x2304xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x3072xf32>, tensor<12x768xf32>, tensor<12x768x3072xf32>, tensor<12x3072x768xf32>, tensor<i32>, tensor<8x1024x768xf32>
    cond {
      %c_19 = stablehlo.constant dense<12> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_6, %iterArg_17) : (tensor<12x2304xf32>, tensor<i32>) -> tensor<2304xf32>
      %39 = func.call @dynamic_index_in_dim_1(%iterArg_7, %iterArg_17) : (tensor<12x768x768xf32>, tensor<i32>) -> tensor<768x768xf32>
      %40 = func.call @dynamic_index_in_dim_2(%iterArg_8, %iterArg_17) : (tensor<12x768x2304xf32>, tensor<i32>) -> tensor<768x2304xf32>
      %41 = func.call @dynamic_index_in_dim(%iterArg_9, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %42 = func.call @dynamic_index_in_dim(%iterArg_10, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %43 = func.call @dynamic_index_in_dim(%iterArg_11, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %44 = func.call @dynamic_index_in_dim(%iterArg_12, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %45 = func.call @dynamic_index_in_dim_3(%iterArg_13, %iterArg_17) : (tensor<12x3072xf32>, tensor<i32>) -> tensor<3072xf32>
      %46 = func.call @dynamic_index_in_dim(%iterArg_14, %iterArg_17) : (tensor<12x768xf32>, tensor<i32>) -> tensor<768xf32>
      %47 = func.call @dynamic_index_in_dim_4(%iterArg_15, %iterArg_17) : (tensor<12x768x3072xf32>, tensor<i32>) -> tensor<768x3072xf32>
      %48 = func.call @dynamic_index_in_dim_5(%iterArg_16, %iterArg_17) : (tensor<12x3072x768xf32>, tensor<i32>) -> tensor<3072x768xf32>
      %49 = func.call @closed_call(%iterArg_18, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48) : (tensor<8x1024x768xf32>, tensor<768xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_17, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %50, %49 : tensor<12x768xf32>, tensor<12x2304xf32>, tensor<12x768x768xf32>, tensor<12x768x2304xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x768xf32>, tensor<12x3072xf32>, tensor<12x768xf32>, tensor<12x768x3072xf32>, tensor<12x3072x768xf32>, tensor<i32>, tensor<8x1024x768xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10#13 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x1024x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %16 = stablehlo.subtract %10#13, %15 : tensor<8x1024x768xf32>
    %17 = chlo.square %16 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_4 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x1024x1xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %23 = stablehlo.subtract %10#13, %22 : tensor<8x1024x768xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<8x1024x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<8x1024x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<8x1024x768xf32>
    %29 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<8x1024x768xf32>
    %32 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x1024x768xf32>
    %35 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<50257x768xf32>) -> tensor<768x50257xf32>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x50257xf32>) -> tensor<8x1024x50257xf32>
    return %36 : tensor<8x1024x50257xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<12x768xf32>, %arg1: tensor<i32>) -> tensor<768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 768] : (tensor<12x768xf32>, tensor<i32>, tensor<i32>) -> tensor<1x768xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x768xf32>) -> tensor<768xf32>
    return %1 : tensor<768xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<12x2304xf32>, %arg1: tensor<i32>) -> tensor<2304xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2304] : (tensor<12x2304xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2304xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2304xf32>) -> tensor<2304xf32>
    return %1 : tensor<2304xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<12x768x768xf32>, %arg1: tensor<i32>) -> tensor<768x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 768, 768] : (tensor<12x768x768xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x768x768xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x768x768xf32>) -> tensor<768x768xf32>
    return %1 : tensor<768x768xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<12x768x2304xf32>, %arg1: tensor<i32>) -> tensor<768x2304xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 768, 2304] : (tensor<12x768x2304xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x768x2304xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x768x2304xf32>) -> tensor<768x2304xf32>
    return %1 : tensor<768x2304xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<12x3072xf32>, %arg1: tensor<i32>) -> tensor<3072xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3072] : (tensor<12x3072xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3072xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3072xf32>) -> tensor<3072xf32>
    return %1 : tensor<3072xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<12x768x3072xf32>, %arg1: tensor<i32>) -> tensor<768x3072xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 768, 3072] : (tensor<12x768x3072xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x768x3072xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x768x3072xf32>) -> tensor<768x3072xf32>
    return %1 : tensor<768x3072xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<12x3072x768xf32>, %arg1: tensor<i32>) -> tensor<3072x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3072, 768] : (tensor<12x3072x768xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3072x768xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3072x768xf32>) -> tensor<3072x768xf32>
    return %1 : tensor<3072x768xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x1024x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<2304xf32>, %arg3: tensor<768x768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<3072xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x3072xf32>, %arg12: tensor<3072x768xf32>) -> tensor<8x1024x768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1024x768xf32>
    %6 = chlo.square %5 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1024x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<8x1024x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x1024x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x1024x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x1024x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x1024x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x1024x768xf32>
    %24 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %25 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
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
    %39 = call @_where(%38, %36, %cst_5) : (tensor<1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x12x1024xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<8x12x1024xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %45 = stablehlo.subtract %39, %44 : tensor<8x12x1024x1024xf32>
    %46 = stablehlo.exponential %45 : tensor<8x12x1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x12x1024x1xf32>) -> tensor<8x12x1024x1024xf32>
    %50 = stablehlo.divide %46, %49 : tensor<8x12x1024x1024xf32>
    %51 = stablehlo.dot_general %33, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %54 = stablehlo.dot_general %53, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %55 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x1024x768xf32>
    %58 = stablehlo.add %arg0, %57 : tensor<8x1024x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x1024x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<8x1024x768xf32>
    %65 = chlo.square %64 : tensor<8x1024x768xf32> -> tensor<8x1024x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x1024x1xf32>
    %70 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %71 = stablehlo.subtract %58, %70 : tensor<8x1024x768xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %73 = stablehlo.add %69, %72 : tensor<8x1024x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<8x1024x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x768xf32>
    %76 = stablehlo.multiply %71, %75 : tensor<8x1024x768xf32>
    %77 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<8x1024x768xf32>
    %80 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x1024x768xf32>
    %83 = stablehlo.dot_general %82, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %84 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x1024x3072xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x1024x3072xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<8x1024x3072xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<8x1024x3072xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<8x1024x3072xf32>
    %91 = stablehlo.add %86, %90 : tensor<8x1024x3072xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x1024x3072xf32>
    %94 = stablehlo.tanh %93 : tensor<8x1024x3072xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %96 = stablehlo.add %95, %94 : tensor<8x1024x3072xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1024x3072xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x1024x3072xf32>
    %99 = stablehlo.multiply %86, %98 : tensor<8x1024x3072xf32>
    %100 = stablehlo.dot_general %99, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %101 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x1024x768xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x1024x768xf32>
    %104 = stablehlo.add %58, %103 : tensor<8x1024x768xf32>
    return %104 : tensor<8x1024x768xf32>
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
