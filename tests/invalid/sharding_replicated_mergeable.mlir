// AxisRefListAttr: replicated_axes have no two adjacent sub-axes that merge into one.
sdy.mesh @mesh = <["x"=4, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"x":(1)2, "x":(2)2}>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
