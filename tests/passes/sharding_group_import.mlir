// PASSES: sdy-sharding-group-import
// Groups sharing a value merge; ids become 0..N-1 in order of first appearance (a
// merged group keeps the place of the group listed first for its first value);
// a value listed twice in one group keeps its first op.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @merge(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=5 : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id=3 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=1 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=7 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=2 : tensor<8x8xf32>
  sdy.sharding_group %arg3 group_id=2 : tensor<8x8xf32>
  sdy.sharding_group %arg3 group_id=2 : tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// The leader of a merged class is the group of the value seen first, not the smallest id.
func.func @leader_is_first(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=9 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=4 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=9 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=1 : tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Transitive merges through a chain of shared values; conflicting initial shardings are
// left alone at import.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @transitive(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=10 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=11 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=12 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=12 : tensor<8x8xf32>
  sdy.sharding_group %arg2 group_id=11 : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id=13 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Groups inside one manual computation body are fine.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @inside_manual(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.add %arg1, %arg1 : tensor<4x8xf32>
    sdy.sharding_group %arg1 group_id=3 : tensor<4x8xf32>
    sdy.sharding_group %1 group_id=3 : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  sdy.sharding_group %0 group_id=1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// A group crossing a manual computation boundary is an error.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @crossing(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id=0 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Members of two different manual computations cannot share a group either.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @two_manuals(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id=4 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id=4 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
// Members of one group must have one shape.
func.func @shapes(%arg0: tensor<8x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<8x4xf32>
  return %arg0 : tensor<8x8xf32>
}
