// Sharding groups: an update to one member is copied to every member.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x2xi64> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x2xi64> {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x2xi64>
  %0 = stablehlo.constant dense<0> : tensor<8x2xi64>
  sdy.sharding_group %0 group_id=0 : tensor<8x2xi64>
  %1 = stablehlo.add %0, %0 : tensor<8x2xi64>
  return %1 : tensor<8x2xi64>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
  %2 = stablehlo.sine %arg2 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=3 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=3 : tensor<8x8xf32>
  sdy.sharding_group %2 group_id=3 : tensor<8x8xf32>
  %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
  return %0, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}]>}) {
  %0 = stablehlo.exponential %arg0 : tensor<8x8xf32>
  %1 = stablehlo.exponential %arg1 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=0 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.tanh %arg0 : tensor<8x8xf32>
  %1 = stablehlo.tanh %arg1 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=1 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8x8xf32>
  sdy.sharding_group %2 group_id=1 : tensor<8x8xf32>
  return %2, %0 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}, %arg1: tensor<8x16xf32>) -> (tensor<16x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
  sdy.sharding_group %1 group_id=0 : tensor<8x16xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8x16xf32>
  return %0, %1 : tensor<16x16xf32>, tensor<8x16xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y"}]>}, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  sdy.sharding_group %arg2 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}p1, {"x", ?}p2]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}]>}) {
  sdy.sharding_group %arg1 group_id=1 : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id=1 : tensor<8x8xf32>
  return %arg0 : tensor<8x8xf32>
}
