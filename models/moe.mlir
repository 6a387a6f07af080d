module @jit_moe_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg1: tensor<8x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg2: tensor<1024x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<8x1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}, {}]>}) -> (tensor<8x1024x1024xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xf32>, tensor<1024x8xf32>) -> tensor<8x1024x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1024x8xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<8x1024xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<8x1024x8xf32>
    %7 = stablehlo.exponential %6 : tensor<8x1024x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x8xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x8xf32>
    %11 = stablehlo.divide %7, %10 : tensor<8x1024x8xf32>
    %values, %indices = chlo.top_k(%11, k = 2) : tensor<8x1024x8xf32> -> (tensor<8x1024x2xf32>, tensor<8x1024x2xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%values init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x2xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x2xf32>
    %15 = stablehlo.divide %values, %14 : tensor<8x1024x2xf32>
    %16 = call @_one_hot(%indices) : (tensor<8x1024x2xi32>) -> tensor<8x1024x2x8xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] : (tensor<8x1024x2x8xf32>) -> tensor<8x2x1024x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x2x1024x8xf32>) -> tensor<8x2048x8xf32>
    %19 = call @cumsum(%18) : (tensor<8x2048x8xf32>) -> tensor<8x2048x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x2048x8xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8x2048x8xf32>
    %22 = stablehlo.multiply %21, %18 : tensor<8x2048x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x2048x8xf32>) -> tensor<8x2x1024x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] : (tensor<8x2x1024x8xf32>) -> tensor<8x1024x2x8xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1024x2x8xf32>
    %26 = stablehlo.compare LT, %24, %25, FLOAT : (tensor<8x1024x2x8xf32>, tensor<8x1024x2x8xf32>) -> tensor<8x1024x2x8xi1>
    %27 = stablehlo.convert %26 : (tensor<8x1024x2x8xi1>) -> tensor<8x1024x2x8xf32>
    %28 = stablehlo.multiply %16, %27 : tensor<8x1024x2x8xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<8x1024x2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x1024x2x8xf32>, tensor<f32>) -> tensor<8x1024x2xf32>
    %31 = stablehlo.convert %30 : (tensor<8x1024x2xf32>) -> tensor<8x1024x2xi32>
    %32 = call @_one_hot_1(%31) : (tensor<8x1024x2xi32>) -> tensor<8x1024x2x320xf32>
    %33 = stablehlo.dot_general %28, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x2x8xf32>, tensor<8x1024x2x320xf32>) -> tensor<8x1024x8x320xf32>
    %34 = stablehlo.dot_general %32, %15, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x2x320xf32>, tensor<8x1024x2xf32>) -> tensor<8x1024x2x320xf32>
    %35 = stablehlo.dot_general %28, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x2x8xf32>, tensor<8x1024x2x320xf32>) -> tensor<8x1024x8x320xf32>
    %36 = stablehlo.dot_general %arg3, %33, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xf32>, tensor<8x1024x8x320xf32>) -> tensor<8x1024x8x320xf32>
    %37 = stablehlo.transpose %36, dims = [2, 0, 3, 1] : (tensor<8x1024x8x320xf32>) -> tensor<8x8x320x1024xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<8x8x320x1024xf32>
    %39 = stablehlo.dot_general %38, %arg0, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x320x1024xf32>, tensor<8x1024x4096xf32>) -> tensor<8x8x320x4096xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<8x8x320x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x8x320x4096xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8x320x4096xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<8x8x320x4096xf32>
    %44 = stablehlo.add %39, %43 : tensor<8x8x320x4096xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x320x4096xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<8x8x320x4096xf32>
    %47 = stablehlo.tanh %46 : tensor<8x8x320x4096xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x320x4096xf32>
    %49 = stablehlo.add %48, %47 : tensor<8x8x320x4096xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8x320x4096xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<8x8x320x4096xf32>
    %52 = stablehlo.multiply %39, %51 : tensor<8x8x320x4096xf32>
    %53 = stablehlo.dot_general %52, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x320x4096xf32>, tensor<8x4096x1024xf32>) -> tensor<8x8x320x1024xf32>
    %54 = stablehlo.dot_general %35, %53, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8x320xf32>, tensor<8x8x320x1024xf32>) -> tensor<8x1024x1024xf32>
    %55 = stablehlo.slice %16 [0:8, 0:1024, 0:1, 0:8] : (tensor<8x1024x2x8xf32>) -> tensor<8x1024x1x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x1024x1x8xf32>) -> tensor<8x1024x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x1024x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_11 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %59 = stablehlo.divide %57, %58 : tensor<8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%11 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<8x1024x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_13 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x8xf32>
    %63 = stablehlo.multiply %59, %62 : tensor<8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %66 = stablehlo.multiply %65, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %67 = stablehlo.multiply %66, %cst_17 : tensor<f32>
    return %54, %67 : tensor<8x1024x1024xf32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<8x1024x2xi32>) -> tensor<8x1024x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1024x2xi32>) -> tensor<8x1024x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x1024x2x1xi32>) -> tensor<8x1024x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<8x1024x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x1024x2x8xi32>, tensor<8x1024x2x8xi32>) -> tensor<8x1024x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<8x1024x2x8xi1>) -> tensor<8x1024x2x8xf32>
    return %5 : tensor<8x1024x2x8xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x2048x8xf32>) -> tensor<8x2048x8xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x2048x8xf32>) -> tensor<8x2048x8xf32>
    return %0 : tensor<8x2048x8xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x2048x8xf32>) -> tensor<8x2048x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [2047, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2048, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x2048x8xf32>, tensor<f32>) -> tensor<8x2048x8xf32>
    return %1 : tensor<8x2048x8xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<8x1024x2xi32>) -> tensor<8x1024x2x320xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1024x2xi32>) -> tensor<8x1024x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x320xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x1024x2x1xi32>) -> tensor<8x1024x2x320xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xi32>) -> tensor<8x1024x2x320xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x1024x2x320xi32>, tensor<8x1024x2x320xi32>) -> tensor<8x1024x2x320xi1>
    %5 = stablehlo.convert %4 : (tensor<8x1024x2x320xi1>) -> tensor<8x1024x2x320xf32>
    return %5 : tensor<8x1024x2x320xf32>
  }
}
