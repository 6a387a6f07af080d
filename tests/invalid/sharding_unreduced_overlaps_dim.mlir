// TensorShardingAttr: no axis appears both in a dim sharding and in unreduced_axes.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y":(1)2}], unreduced={"y"}>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
