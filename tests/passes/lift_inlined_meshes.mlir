// PASSES: sdy-lift-inlined-meshes
// Inlined meshes become symbols: an existing identical mesh is reused, duplicates of
// existing meshes are merged into the first, new meshes go after the last mesh and are
// named maximal_mesh_<id>, empty_mesh or the first free of mesh, mesh_0, mesh_1, ...
// Every mesh gets a stablehlo.mesh attribute.
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @other = <["a"=2, "b"=2]>
sdy.mesh @mesh_0 = <["c"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@other, [{"a"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[3]>, []>}) {
  %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=2, "b"=2]>, [{"b"}, {}]>]>} : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<[]>, [{}, {}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.add %1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["y"=4], device_ids=[3, 2, 1, 0]>, [{}, {}]>]>} : tensor<8x8xf32>
  %3 = stablehlo.add %2, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2]>, [{}, {}]>]>} : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <mesh<["c"=4]>, [{"c"}, {}]> : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}

// -----
// Without any mesh, new meshes go first in the module; all-equal device ids print as a
// splat.
func.func @no_meshes(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>] out_shardings=[<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<[], device_ids=[0]>, []>]>} : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// A named mesh with no inlined meshes just gets its stablehlo.mesh attribute.
sdy.mesh @m = <["x"=2], device_ids=[1, 0]>
func.func @named(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
