// Shardy ops: sharding_constraint is pointwise; the others are handled by propagation itself.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"y"}]> : tensor<8x16xf32>
  %2 = sdy.propagation_barrier %1 allowed_direction=BACKWARD : tensor<8x16xf32>
  %3 = sdy.all_gather [{"x"}, {}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>
  %4 = sdy.all_slice [{"x"}, {}] %3 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %5 = sdy.all_reduce {"y"} %4 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %6 = sdy.collective_permute %5 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %7 = sdy.reduce_scatter [{}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x16xf32>
  %8 = sdy.all_to_all [{"x"}: 0->1] %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<8x16xf32>
  %9 = sdy.constant dense<1.0> : tensor<8x16xf32>
  sdy.sharding_group %9 group_id=0 : tensor<8x16xf32>
  %11 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x16xf32>) {
    %12 = "stablehlo.negate"(%arg1) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    sdy.return %12 : tensor<4x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %13 = sdy.named_computation<"foo">(%a) (%arg1: tensor<8x16xf32>) {
    sdy.return %arg1 : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
