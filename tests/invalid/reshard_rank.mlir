// sdy.reshard: the sharding's rank equals the tensor's rank.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}]> : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
