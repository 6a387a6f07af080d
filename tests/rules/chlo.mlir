// CHLO ops as JAX emits them.
func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {
  %0 = "chlo.erf"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "chlo.square"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2:2 = "chlo.top_k"(%a) <{k = 2 : i64}> : (tensor<8x16xf32>) -> (tensor<8x2xf32>, tensor<8x2xi32>)
  %3 = "chlo.erf_inv"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = "chlo.lgamma"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = "chlo.digamma"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = "chlo.acos"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = "chlo.asin"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = "chlo.atan"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %9 = "chlo.cosh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = "chlo.sinh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %11 = "chlo.tan"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %12 = "chlo.is_inf"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi1>
  %13 = "chlo.next_after"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %14 = "chlo.polygamma"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %15 = "chlo.zeta"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %16 = "chlo.bessel_i1e"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %17 = "chlo.broadcast_add"(%a, %v) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %18 = "chlo.acosh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %19 = "chlo.asinh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %20 = "chlo.atanh"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %21 = "chlo.conj"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %22 = "chlo.erfc"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %23 = "chlo.is_neg_inf"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi1>
  %24 = "chlo.is_pos_inf"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi1>
  return %0 : tensor<8x16xf32>
}
