// reshape: compound factors from a gcd walk over both shapes; size-1 dims get size-1 factors.
func.func @main(%a: tensor<2x4x32xf32>, %b: tensor<8x32xf32>, %c: tensor<8x4xf32>, %d: tensor<6x10xf32>, %e: tensor<1x8x1x4xf32>, %f: tensor<3x5x7xf32>, %g: tensor<f32>, %h: tensor<0x4xf32>, %k: tensor<4x6xf32>) -> tensor<8x32xf32> {
  %0 = "stablehlo.reshape"(%a) : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
  %1 = "stablehlo.reshape"(%b) : (tensor<8x32xf32>) -> tensor<2x4x32xf32>
  %2 = "stablehlo.reshape"(%c) : (tensor<8x4xf32>) -> tensor<2x16xf32>
  %3 = "stablehlo.reshape"(%d) : (tensor<6x10xf32>) -> tensor<4x15xf32>
  %4 = "stablehlo.reshape"(%e) : (tensor<1x8x1x4xf32>) -> tensor<32x1xf32>
  %5 = "stablehlo.reshape"(%f) : (tensor<3x5x7xf32>) -> tensor<105xf32>
  %6 = "stablehlo.reshape"(%g) : (tensor<f32>) -> tensor<1x1xf32>
  %7 = "stablehlo.reshape"(%h) : (tensor<0x4xf32>) -> tensor<4x0xf32>
  %8 = "stablehlo.reshape"(%k) : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %9 = "stablehlo.reshape"(%f) : (tensor<3x5x7xf32>) -> tensor<15x7xf32>
  %10 = "stablehlo.reshape"(%d) : (tensor<6x10xf32>) -> tensor<2x3x2x5xf32>
  %11 = "stablehlo.reshape"(%k) : (tensor<4x6xf32>) -> tensor<3x8xf32>
  return %0 : tensor<8x32xf32>
}
