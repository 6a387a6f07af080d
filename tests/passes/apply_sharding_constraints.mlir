// PASSES: sdy-apply-sharding-constraints
// A closed constraint that is the only use of its input gives the input its sharding
// (and the constraint its pointwise sharding rule).
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @only_use(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
// Open dims: not applied. Existing sharding: not applied.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @open_or_sharded(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a", ?}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.multiply %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>} : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// A block argument gets the sharding in arg_attrs; other users that are not
// constraints do not matter; a dangling constraint applies too.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @block_arg_and_dangling(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {jax.x = 1 : i64}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
  %1 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
  %3 = stablehlo.add %1, %0 : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----
// Two constraints on one value: same sharding applies, different shardings do not.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @two_constraints(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %3 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %5 = sdy.sharding_constraint %3 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  return %1, %2, %4, %5 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// A chain of constraints: uses of the chain's input after its last constraint (in the
// same block, but not func.return) are redirected to the end of the chain.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @chain(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{"a"}, {"b", ?}]> : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
  %5 = stablehlo.multiply %0, %4 : tensor<8x8xf32>
  %6 = stablehlo.abs %0 : tensor<8x8xf32>
  return %0, %5, %6 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// Not a chain: the input has another constraint user; a constraint in the chain has two
// uses.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @not_chains(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %0 <@mesh, [{}, {"b", ?}]> : tensor<8x8xf32>
  %4 = stablehlo.multiply %0, %2 : tensor<8x8xf32>
  %5 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %6 = sdy.sharding_constraint %5 <@mesh, [{"b", ?}, {?}]> : tensor<8x8xf32>
  %7 = sdy.sharding_constraint %6 <@mesh, [{"b"}, {?}]> : tensor<8x8xf32>
  %8 = stablehlo.add %6, %7 : tensor<8x8xf32>
  %9 = stablehlo.add %5, %8 : tensor<8x8xf32>
  return %3, %4, %9 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// The input is a data-flow edge: the constraint moves right after it and takes all its
// uses instead of constraining every target of the edge.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @edge(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  %2 = stablehlo.add %1, %1 : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %1 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<8x8xf32>
  return %4, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// Unreduced axes of a constraint on an edge are set on the edge itself.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @edge_unreduced(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  %2 = stablehlo.add %1, %1 : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %1 <@mesh, [{"a"}, {}], unreduced={"b"}> : tensor<8x8xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}

// -----
// Manual computation in_shardings act as constraints on their operands (a new
// constraint when the operand is an edge).
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @manual(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.optimization_barrier %arg1 : tensor<8x8xf32>
  %2 = sdy.data_flow_edge %1 : tensor<8x8xf32>
  %3 = sdy.manual_computation(%0, %2) in_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) {
    %4 = stablehlo.add %arg2, %arg3 : tensor<4x8xf32>
    sdy.return %4 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %5 = stablehlo.add %3, %2 : tensor<8x8xf32>
  return %5 : tensor<8x8xf32>
}

// -----
// Constraints inside regions, and on a scalar.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @nested(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %0 = sdy.named_computation<"f">(%arg0) (%arg2: tensor<8x8xf32>) {
    %1 = stablehlo.add %arg2, %arg2 : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.add %arg1, %arg1 : tensor<f32>
  %4 = sdy.sharding_constraint %3 <@mesh, []> : tensor<f32>
  return %0, %4 : tensor<8x8xf32>, tensor<f32>
}
