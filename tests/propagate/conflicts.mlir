// Conflicts: the aggressive strategy's factor order and the worklist order decide.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) -> tensor<8x32xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.exponential %arg1 : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x8xf32> {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<16x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %1 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
  return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xi32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", ?}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2, ?}, {"x", ?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  %v0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %v1 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {"x", ?}p2]> : tensor<8x8xf32>
  %v2 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %v4 = stablehlo.add %v0, %arg2 : tensor<8x8xf32>
  return %v4 : tensor<8x8xf32>
}
