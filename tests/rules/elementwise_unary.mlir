// Unary elementwise ops: one pointwise factor per dim.
func.func @main(%a: tensor<8x16xf32>, %i: tensor<8x16xi32>, %c: tensor<8x16xcomplex<f32>>, %s: tensor<f32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.cbrt"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = "stablehlo.ceil"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = "stablehlo.count_leading_zeros"(%i) : (tensor<8x16xi32>) -> tensor<8x16xi32>
  %4 = "stablehlo.cosine"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = "stablehlo.exponential"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = "stablehlo.exponential_minus_one"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = "stablehlo.floor"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = "stablehlo.imag"(%c) : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
  %9 = "stablehlo.is_finite"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi1>
  %10 = "stablehlo.log"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %11 = "stablehlo.log_plus_one"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %12 = "stablehlo.logistic"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %13 = "stablehlo.negate"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %14 = "stablehlo.not"(%i) : (tensor<8x16xi32>) -> tensor<8x16xi32>
  %15 = "stablehlo.popcnt"(%i) : (tensor<8x16xi32>) -> tensor<8x16xi32>
  %16 = "stablehlo.real"(%c) : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
  %17 = "stablehlo.reduce_precision"(%a) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %18 = "stablehlo.round_nearest_afz"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %19 = "stablehlo.round_nearest_even"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %20 = "stablehlo.rsqrt"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %21 = "stablehlo.sign"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %22 = "stablehlo.sine"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %23 = "stablehlo.sqrt"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %24 = "stablehlo.tan"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %25 = "stablehlo.tanh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %26 = "stablehlo.convert"(%a) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
  %27 = "stablehlo.negate"(%s) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<8x16xf32>
}
