// AxisRefListAttr: gathering axes have no two adjacent sub-axes that merge into one.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, "x":(2)2}, {}]>]>} : tensor<8x16xf32>
  %1 = sdy.all_gather [{"x":(1)2, "x":(2)2}, {}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
