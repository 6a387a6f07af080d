// reduce (single and variadic), reduce_window and select_and_scatter.
func.func @main(%a: tensor<8x16x32xf32>, %i: tensor<8x16x32xi32>, %z: tensor<f32>, %zi: tensor<i32>, %src: tensor<8x8x32xf32>) -> tensor<8x32xf32> {
  %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x32xf32>
  %1:2 = "stablehlo.reduce"(%a, %i, %z, %zi) <{dimensions = array<i64: 0, 2>}> ({
  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):
    %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %si = "stablehlo.maximum"(%xi, %yi) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s, %si) : (tensor<f32>, tensor<i32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x16x32xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
  %2 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
  %3 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %4 = "stablehlo.select_and_scatter"(%a, %src, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %5 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0, 1, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<8x32xf32>
}
