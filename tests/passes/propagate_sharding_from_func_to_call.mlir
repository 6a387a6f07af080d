// PASSES: sdy-propagate-sharding-from-func-to-call
// Calls without shardings take their callee's result shardings; missing ones are fully
// open; calls with shardings keep them.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0:2 = call @two(%arg0) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>)
  %1 = call @one(%0#0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"a"}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = call @none(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = call @one(%2) {jax.y = 2 : i64} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
func.func private @two(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) {
  %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<8x8xf32>) -> tensor<1x8xf32>
  %1 = stablehlo.reshape %0 : (tensor<1x8xf32>) -> tensor<8xf32>
  return %arg0, %1 : tensor<8x8xf32>, tensor<8xf32>
}
func.func private @one(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}) {
  return %arg0 : tensor<8x8xf32>
}
func.func private @none(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}

// -----
// A callee whose result shardings are all on maximal meshes sets nothing.
sdy.mesh @maximal = <[], device_ids=[0]>
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = call @f(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1:2 = call @g(%arg0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %1#1 : tensor<8xf32>, tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>}, tensor<8xf32>) {
  return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
}
func.func private @g(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>}, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) {
  return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
}
