// AxisRefListAttr: slicing axes have no duplicates.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x16xf32>
  %1 = sdy.all_slice [{"x", "x"}, {}] %0 out_sharding=<@mesh, [{"x", "x"}, {}]> : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
