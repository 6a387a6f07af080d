// concatenate, slice, pad, reverse.
func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %z: tensor<f32>) -> tensor<16x16xf32> {
  %0 = "stablehlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %1 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %2 = "stablehlo.slice"(%a) <{start_indices = array<i64: 4, 0>, limit_indices = array<i64: 8, 16>, strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %3 = "stablehlo.concatenate"(%2, %1) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %4 = "stablehlo.concatenate"(%1, %a, %2) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
  %5 = "stablehlo.concatenate"(%1, %b) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<12x16xf32>
  %6 = "stablehlo.pad"(%a, %z) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
  %7 = "stablehlo.reverse"(%a) <{dimensions = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 16>, strides = array<i64: 2, 4>}> : (tensor<8x16xf32>) -> tensor<4x4xf32>
  %9 = "stablehlo.concatenate"(%a) <{dimension = 1 : i64}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = "stablehlo.concatenate"(%1, %b) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<12x16xf32>
  %11 = "stablehlo.concatenate"(%1, %2, %a, %b) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<24x16xf32>
  %12 = "stablehlo.concatenate"(%a, %1, %a) <{dimension = 0 : i64}> : (tensor<8x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<20x16xf32>
  %13 = "stablehlo.slice"(%b) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 16>, strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %14 = "stablehlo.concatenate"(%1, %13) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %15 = "stablehlo.concatenate"(%13, %a) <{dimension = 0 : i64}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<12x16xf32>
  return %0 : tensor<16x16xf32>
}
