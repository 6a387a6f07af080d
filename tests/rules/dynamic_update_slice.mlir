// dynamic_update_slice with constant and computed indices; sort with size-1 and negative dims.
func.func @main(%a: tensor<8x16x4xf32>, %u: tensor<2x16x4xf32>, %v: tensor<2x8x4xf32>, %i: tensor<i32>, %s: tensor<1x8x1xf32>, %t: tensor<8x1x1xf32>, %w: tensor<1x1x1xf32>) -> tensor<8x16x4xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %c1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %c1, %i, %c0) : (tensor<8x16x4xf32>, tensor<2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %1 = "stablehlo.dynamic_update_slice"(%a, %v, %c1, %i, %c0) : (tensor<8x16x4xf32>, tensor<2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %2 = "stablehlo.dynamic_update_slice"(%a, %v, %i, %c1, %c0) : (tensor<8x16x4xf32>, tensor<2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %cc = "sdy.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %3 = "stablehlo.dynamic_update_slice"(%a, %u, %cc, %c0, %c0) : (tensor<8x16x4xf32>, tensor<2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %n = "stablehlo.negate"(%c1) : (tensor<i32>) -> tensor<i32>
  %4 = "stablehlo.dynamic_update_slice"(%a, %u, %n, %c0, %c0) : (tensor<8x16x4xf32>, tensor<2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x16x4xf32>
  %5 = "stablehlo.sort"(%s) <{dimension = 1 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
  %6 = "stablehlo.sort"(%t) <{dimension = 1 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
  %7 = "stablehlo.sort"(%w) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %8 = "stablehlo.sort"(%s) <{dimension = -1 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
  return %a : tensor<8x16x4xf32>
}
