// sdy.collective_permute: input and output meshes may differ in device order only.
sdy.mesh @mesh = <["x"=2, "y"=4]>
sdy.mesh @mesh_r = <["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x16xf32>
  %1 = sdy.collective_permute %0 out_sharding=<@mesh_r, [{"x"}, {"y"}]> : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
