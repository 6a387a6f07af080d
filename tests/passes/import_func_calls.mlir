// PASSES: sdy-import-func-calls
// Calls become named computations holding the callee's body: in_shardings from the
// callee's arguments, out_shardings from the call, the call's other attributes kept;
// data-flow edges added; the callees erased.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8xf32>) -> tensor<8x8xf32> {
  %0 = call @g(%arg0, %arg1) {foo = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
  %1 = call @h(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}, %arg1: tensor<8xf32>) -> tensor<8x8xf32> attributes {sdy.original_func_name = "orig_g"} {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = call @k(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @h(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @k(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Several results; a function called twice is copied for the second call.
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = call @f(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1:2 = call @f(%0#1) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %1#1 : tensor<8xf32>, tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0, %arg0 : tensor<8xf32>, tensor<8xf32>
}
