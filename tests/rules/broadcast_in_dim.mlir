// broadcast_in_dim: a factor per result dim; expanded size-1 operand dims get their own size-1 factor.
func.func @main(%a: tensor<16xf32>, %b: tensor<1x16xf32>, %s: tensor<f32>, %c: tensor<4x1x16xf32>, %d: tensor<16x1xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
  %2 = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
  %3 = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x2x8x16xf32>
  %4 = "stablehlo.broadcast_in_dim"(%d) <{broadcast_dimensions = array<i64: 2, 0>}> : (tensor<16x1xf32>) -> tensor<3x5x16xf32>
  %5 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x16xf32>) -> tensor<4x1x16xf32>
  %6 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<8x16xf32>
}
