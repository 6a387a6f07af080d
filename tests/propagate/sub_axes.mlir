// Sub-axes of one axis that cannot coexist on two dims: an axis (or sub-axis) that
// overlaps one already used by another dim of the tensor is not propagated; disjoint
// sub-axes of one axis may shard two dims.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)4, ?}, {?}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x":(2)2, ?}]>}) -> tensor<16x16xf32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}, {?}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x":(2)4, ?}]>}) -> tensor<16x16xf32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}, {?}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x":(1)2, ?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}, {?}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x":(2)2, ?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg1: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x":(1)2, ?}]>}) -> tensor<2x8xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<2x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)4}]>}, %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)4, ?}, {?}]>}) -> (tensor<8x2xf32>, tensor<16xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x2xf32>
  %2 = stablehlo.reshape %arg0 : (tensor<2x8xf32>) -> tensor<16xf32>
  return %1, %2 : tensor<8x2xf32>, tensor<16xf32>
}

// -----
sdy.mesh @mesh = <["x"=4, "y"=4]>
func.func @main(%arg0: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, "y":(1)2, ?}, {?}, {?}]>}, %arg1: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}, {"x":(2)2, ?}]>}) -> tensor<8x8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8x8xf32>
  return %0 : tensor<8x8x8xf32>
}
