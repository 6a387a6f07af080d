// sdy.all_to_all: each parameter's axes satisfy AxisRefAttr (known axes).
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x16xf32>
  %1 = sdy.all_to_all [{"w"}: 0->1] %0 out_sharding=<@mesh, [{}, {"w"}]> : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
