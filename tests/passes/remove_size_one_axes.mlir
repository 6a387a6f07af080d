// PASSES: sdy-remove-size-one-axes
// Size-one axes leave dims, replicated and unreduced axes; a closed dim left empty loses
// its priority, an open one keeps it. The mesh keeps its axes.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=1, "d"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"c", ?}p1], replicated={"b"}>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}p2, {"d"}], replicated={"b"}>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}], unreduced={"c"}>]>} : tensor<8x8xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"c", "b"}, {}]>] out_shardings=[<@mesh, [{"c", "b"}, {?}]>] manual_axes={"c", "b"} (%arg2: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
// No mesh has a size-one axis: nothing changes (even shardings on inlined meshes).
sdy.mesh @mesh = <["a"=2]>
func.func @nothing(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=1, "y"=2]>, [{"x", "y"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
