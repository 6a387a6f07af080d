// select_and_scatter: trivial windows share one factor; others split into source (need_replication) and operand (permutation).
func.func @main(%z: tensor<f32>, %a: tensor<8x16x32xf32>, %s0: tensor<8x8x32xf32>, %s1: tensor<8x16x32xf32>, %s2: tensor<8x16x32xf32>, %s3: tensor<4x1x8xf32>, %s4: tensor<8x7x32xf32>, %s5: tensor<8x15x32xf32>, %s6: tensor<8x8x32xf32>) -> tensor<f32> {
  %0 = "stablehlo.select_and_scatter"(%a, %s0, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %1 = "stablehlo.select_and_scatter"(%a, %s1, %z) <{window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %2 = "stablehlo.select_and_scatter"(%a, %s2, %z) <{window_dimensions = array<i64: 1, 3, 1>, window_strides = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %3 = "stablehlo.select_and_scatter"(%a, %s3, %z) <{window_dimensions = array<i64: 2, 16, 4>, window_strides = array<i64: 2, 16, 4>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<4x1x8xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %4 = "stablehlo.select_and_scatter"(%a, %s4, %z) <{window_dimensions = array<i64: 1, 4, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x7x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %5 = "stablehlo.select_and_scatter"(%a, %s5, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x15x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %6 = "stablehlo.select_and_scatter"(%a, %s6, %z) <{window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  return %z : tensor<f32>
}
