// clamp and select, with full-shape and scalar operands.
func.func @main(%a: tensor<8x16xf32>, %lo: tensor<8x16xf32>, %hi: tensor<8x16xf32>, %s: tensor<f32>, %p: tensor<8x16xi1>, %ps: tensor<i1>) -> tensor<8x16xf32> {
  %0 = "stablehlo.clamp"(%lo, %a, %hi) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.clamp"(%s, %a, %s) : (tensor<f32>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %2 = "stablehlo.clamp"(%s, %a, %hi) : (tensor<f32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = "stablehlo.select"(%p, %a, %lo) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = "stablehlo.select"(%ps, %a, %lo) : (tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = "stablehlo.clamp"(%s, %s, %s) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<8x16xf32>
}
