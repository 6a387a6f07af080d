// Manual computations: only free axes cross the boundary.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %2 = stablehlo.abs %0 : tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32>) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
    %2 = stablehlo.add %1, %1 : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32>, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> tensor<16x4xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%arg2: tensor<8x8xf32>, %arg3: tensor<8x4xf32>) {
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    sdy.return %1 : tensor<8x4xf32>
  } : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %2 = stablehlo.negate %0 : tensor<16x4xf32>
  return %2 : tensor<16x4xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "z"}, {"y"}]>}) -> tensor<16x16xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%arg1: tensor<8x16xf32>) {
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    sdy.return %2 : tensor<8x16xf32>
  } : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {"x", ?}]>] out_shardings=[<@mesh, [{?}, {"x", ?}]>, <@mesh, [{"y", ?}, {"x", ?}]>] manual_axes={"x"} (%arg1: tensor<16x4xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<16x4xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<16x4xf32>
    sdy.return %1, %2 : tensor<16x4xf32>, tensor<16x4xf32>
  } : (tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
  return %0#0, %0#1 : tensor<16x8xf32>, tensor<16x8xf32>
}
