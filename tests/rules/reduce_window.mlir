// reduce_window: a factor per dim sized by the result; permutation unless window 1, stride 1, no padding.
func.func @main(%a: tensor<8x16x32xf32>, %z: tensor<f32>, %b: tensor<8x16x32xf32>) -> tensor<8x16x32xf32> {
  %0 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %1 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
  %2 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x18x32xf32>
  %3 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 3, 1>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
  %4 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 2, 16, 4>, window_strides = array<i64: 2, 16, 4>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<4x1x8xf32>
  %5 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 1, 1>, base_dilations = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x31x32xf32>
  %6 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_dilations = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x14x32xf32>
  %7:2 = "stablehlo.reduce_window"(%a, %b, %z, %z) <{window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %x2: tensor<f32>, %y: tensor<f32>, %y2: tensor<f32>):
    "stablehlo.return"(%x, %y) : (tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<f32>) -> (tensor<8x8x32xf32>, tensor<8x8x32xf32>)
  %8 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 4, 1>, window_strides = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x7x32xf32>
  %9 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 1, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x15x32xf32>
  return %a : tensor<8x16x32xf32>
}
