// transpose: result dim d and operand dim perm[d] share a factor.
func.func @main(%a: tensor<2x4x8xf32>) -> tensor<8x2x4xf32> {
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x4x8xf32>) -> tensor<8x2x4xf32>
  %1 = "stablehlo.transpose"(%a) <{permutation = array<i64: 0, 1, 2>}> : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %0 : tensor<8x2x4xf32>
}
