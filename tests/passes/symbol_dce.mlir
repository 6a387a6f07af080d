// PASSES: symbol-dce
// Private functions not reachable from a public symbol are erased; meshes are public.
sdy.mesh @mesh = <["a"=2]>
sdy.mesh @unused_mesh = <["b"=2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @used(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @used(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @used_by_used(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @used_by_used(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
func.func private @dead(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @used_by_dead(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @used_by_dead(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
func.func @public_unused(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
