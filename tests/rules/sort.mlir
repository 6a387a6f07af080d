// sort: non-sort dims shared; sort dim need_replication (+ blocked when all other dims are 1).
func.func @main(%a: tensor<8x16xf32>, %i: tensor<8x16xi32>, %v: tensor<1x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.sort"(%a) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1:2 = "stablehlo.sort"(%a, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %xi: tensor<i32>, %yi: tensor<i32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
  %2 = "stablehlo.sort"(%v) <{dimension = 1 : i64, is_stable = false}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
  return %0 : tensor<8x16xf32>
}
