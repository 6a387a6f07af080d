// MeshAxisAttr: an axis size is positive.
sdy.mesh @mesh = <["x"=-2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
