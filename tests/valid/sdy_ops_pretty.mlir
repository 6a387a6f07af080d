// Every sdy op in its pretty form (what Shardy prints), accepted as written.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {?}p1]> : tensor<8x16xf32>
  sdy.sharding_group %0 group_id=3 : tensor<8x16xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<8x16xf32>
  %2 = sdy.reshard %1 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %3 = sdy.named_computation<"foo">(%2) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] (%arg1: tensor<8x16xf32>) {
    %c = sdy.constant dense<1.000000e+00> : tensor<8x16xf32>
    %5 = stablehlo.add %arg1, %c : tensor<8x16xf32>
    sdy.return %5 : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x16xf32>) {
    sdy.return %arg1 : tensor<4x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %4 : tensor<8x16xf32>
}
