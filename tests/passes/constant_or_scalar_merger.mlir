// PASSES: sdy-constant-or-scalar-merger
// Identical constants (shardings included) and identical scalar broadcasts in one region
// merge into the first.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @merge(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.constant dense<1.000000e+00> : tensor<f32>
  %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %4 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<f32>) -> tensor<8x8xf32>
  %5 = stablehlo.add %2, %3 : tensor<8x8xf32>
  %6 = stablehlo.add %4, %5 : tensor<8x8xf32>
  %7 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} dense<2.000000e+00> : tensor<8x8xf32>
  %8 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} dense<2.000000e+00> : tensor<8x8xf32>
  %9 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} dense<2.000000e+00> : tensor<8x8xf32>
  %10 = stablehlo.constant dense<2.000000e+00> : tensor<8x8xf32>
  %11 = stablehlo.add %7, %8 : tensor<8x8xf32>
  %12 = stablehlo.add %9, %10 : tensor<8x8xf32>
  %13 = stablehlo.add %11, %12 : tensor<8x8xf32>
  %14 = stablehlo.add %13, %6 : tensor<8x8xf32>
  return %14 : tensor<8x8xf32>
}

// -----
// Constants in different regions do not merge.
func.func @regions(%arg0: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
   cond {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c2 = stablehlo.constant dense<1> : tensor<i32>
    %c3 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c2 : tensor<i32>
    %2 = stablehlo.add %1, %c3 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }
  %3 = stablehlo.add %0, %c : tensor<i32>
  return %3 : tensor<i32>
}

// -----
// The splitter and the merger round-trip.
// PASSES-NOTE: covered by the model tests (splitter then merger).
func.func @scalars(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
  %3 = stablehlo.add %0, %1 : tensor<8xf32>
  %4 = stablehlo.reduce(%2 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  %5 = stablehlo.add %3, %4 : tensor<8xf32>
  return %5 : tensor<8xf32>
}
