// dot_general and dot: batch, lhs/rhs non-contracting, contracting (reduction).
func.func @main(%a: tensor<4x8x16xf32>, %b: tensor<4x16x32xf32>, %m: tensor<8x16xf32>, %n: tensor<16x32xf32>, %v: tensor<16xf32>) -> tensor<4x8x32xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
  %1 = "stablehlo.dot_general"(%m, %n) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %2 = "stablehlo.dot_general"(%n, %m) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>}> : (tensor<16x32xf32>, tensor<8x16xf32>) -> tensor<32x8xf32>
  %3 = "stablehlo.dot_general"(%a, %a) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [1, 2]>}> : (tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4xf32>
  %4 = "stablehlo.dot_general"(%m, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
  %5 = "stablehlo.dot"(%m, %n) : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %6 = "stablehlo.dot"(%m, %v) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
  %7 = "stablehlo.dot"(%v, %n) : (tensor<16xf32>, tensor<16x32xf32>) -> tensor<32xf32>
  %8 = "stablehlo.dot"(%v, %v) : (tensor<16xf32>, tensor<16xf32>) -> tensor<f32>
  %9 = "stablehlo.dot_general"(%m, %m) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16x8x16xf32>
  return %0 : tensor<4x8x32xf32>
}
