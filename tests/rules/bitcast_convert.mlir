// bitcast_convert: same width is pointwise; a width change adds or removes a minor dim.
func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16x2xbf16>, %c: tensor<8x16xf64>) -> tensor<8x16xi32> {
  %0 = "stablehlo.bitcast_convert"(%a) : (tensor<8x16xf32>) -> tensor<8x16xi32>
  %1 = "stablehlo.bitcast_convert"(%a) : (tensor<8x16xf32>) -> tensor<8x16x4xi8>
  %2 = "stablehlo.bitcast_convert"(%b) : (tensor<8x16x2xbf16>) -> tensor<8x16xf32>
  %3 = "stablehlo.bitcast_convert"(%c) : (tensor<8x16xf64>) -> tensor<8x16x2xf32>
  return %0 : tensor<8x16xi32>
}
