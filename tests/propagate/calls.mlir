// Function calls: propagated as if inlined (named computations), exported back to calls.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg1 : tensor<8x8xf32>
  %1 = func.call @f(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg0 : tensor<8x8xf32>
  %3 = stablehlo.abs %0 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.cosine %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = func.call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = func.call @f(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = func.call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.add %0, %2 : tensor<8x8xf32>
  return %3, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.cosine %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c10 = stablehlo.constant dense<10> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c) : tensor<8x8xf32>, tensor<i32>
    cond {
    %1 = stablehlo.compare LT, %iterArg_1, %c10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = func.call @f(%iterArg) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = func.call @g(%iterArg) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %iterArg_1, %c1 : tensor<i32>
    stablehlo.return %1, %3 : tensor<8x8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<16x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  %0 = func.call @mm(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @mm(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = func.call @act(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @act(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = func.call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.multiply %0, %arg1 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}) {
  %0 = stablehlo.cosine %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
