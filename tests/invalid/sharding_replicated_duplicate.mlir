// AxisRefListAttr: replicated_axes have no duplicates.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], replicated={"x", "x"}>}) -> tensor<8x16xf32> {
  return %arg0 : tensor<8x16xf32>
}
