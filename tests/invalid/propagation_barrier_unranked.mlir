// sdy.propagation_barrier: the input is a ranked tensor.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  %0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : tensor<*xf32>
  return %0 : tensor<*xf32>
}
