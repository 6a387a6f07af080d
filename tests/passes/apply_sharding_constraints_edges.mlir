// PASSES: sdy-add-data-flow-edges,sdy-apply-sharding-constraints
// Constraints on data-flow edge targets after the edges are added: a while result, a
// named computation's block argument (the constraint moves to the start of the body),
// a manual computation operand that is an edge.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @while(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
   cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    %2 = stablehlo.negate %iterArg_0 : tensor<8xf32>
    %3 = sdy.sharding_constraint %iterArg_0 <@mesh, [{"b"}]> : tensor<8xf32>
    %4 = stablehlo.add %2, %3 : tensor<8xf32>
    stablehlo.return %1, %4 : tensor<i32>, tensor<8xf32>
  }
  %5 = stablehlo.abs %0#1 : tensor<8xf32>
  %6 = sdy.sharding_constraint %0#1 <@mesh, [{"a"}]> : tensor<8xf32>
  return %5, %6 : tensor<8xf32>, tensor<8xf32>
}

// -----
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @named(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.named_computation<"f">(%arg0) (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %arg1 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
    sdy.return %3 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg2: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %5 = stablehlo.add %4, %0 : tensor<8x8xf32>
  return %5 : tensor<8x8xf32>
}
