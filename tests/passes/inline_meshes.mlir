// PASSES: sdy-inline-meshes
// Mesh symbols are replaced by the meshes and the sdy.mesh ops are erased.
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @maximal = <[], device_ids=[2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}) {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<4x8xf32>) {
    sdy.return %arg1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
