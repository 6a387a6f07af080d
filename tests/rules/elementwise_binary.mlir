// Binary elementwise ops and compare: one pointwise factor per dim, shared by both operands.
func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %i: tensor<8x16xi32>, %j: tensor<8x16xi32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.and"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %2 = "stablehlo.atan2"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = "stablehlo.complex"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xcomplex<f32>>
  %4 = "stablehlo.divide"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = "stablehlo.maximum"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = "stablehlo.minimum"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = "stablehlo.multiply"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = "stablehlo.or"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %9 = "stablehlo.power"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = "stablehlo.remainder"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %11 = "stablehlo.shift_left"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %12 = "stablehlo.shift_right_arithmetic"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %13 = "stablehlo.shift_right_logical"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %14 = "stablehlo.subtract"(%a, %b) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %15 = "stablehlo.xor"(%i, %j) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
  %16 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
  %17 = "stablehlo.compare"(%i, %j) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
  return %0 : tensor<8x16xf32>
}
