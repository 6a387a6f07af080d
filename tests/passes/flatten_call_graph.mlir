// PASSES: sdy-flatten-call-graph
// Calls are visited depth first; the first call of a function keeps it, later ones get a
// clone of it and of its callees (callees cloned first).
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = call @g(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = call @h(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = call @g(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = call @h_0(%2) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = call @h(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @h(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @h_0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Calls inside regions, and a clone of a clone keeps the first original name.
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = "stablehlo.case"(%arg1) ({
    %2 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }, {
    %2 = call @f_copy(%0) : (tensor<8xf32>) -> tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  %3 = call @f_copy(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %3 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @f_copy(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {sdy.original_func_name = "f"} {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
