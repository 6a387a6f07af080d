// sdy.sharding_group: the input is a ranked tensor.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  sdy.sharding_group %arg0 group_id=0 : tensor<*xf32>
  return %arg0 : tensor<*xf32>
}
