// PASSES: sdy-add-data-flow-edges
// While results get edges (with the while's shardings); tokens do not.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @while(%arg0: tensor<8xf32>, %arg1: !stablehlo.token) -> (tensor<8xf32>, !stablehlo.token) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<8xf32>, !stablehlo.token attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"a"}]>, <@mesh, []>]>}
   cond {
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
    stablehlo.return %1, %iterArg_0, %iterArg_1 : tensor<i32>, tensor<8xf32>, !stablehlo.token
  }
  %2 = stablehlo.add %0#1, %0#1 : tensor<8xf32>
  return %2, %0#2 : tensor<8xf32>, !stablehlo.token
}

// -----
// Case and optimization_barrier results.
func.func @case_and_barrier(%arg0: tensor<i32>, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg1, %arg2 : tensor<8xf32>, tensor<4xf32>
  %1 = "stablehlo.case"(%arg0) ({
    stablehlo.return %0#0 : tensor<8xf32>
  }, {
    %2 = stablehlo.negate %0#0 : tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %1, %0#1 : tensor<8xf32>, tensor<4xf32>
}

// -----
// Named computations: block arguments and results, with and without shardings.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @named(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = sdy.named_computation<"f">(%arg0, %arg1) in_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, [{}, {"b"}]>] out_shardings=[<@mesh, [{"a"}, {?}]>, <@mesh, [{?}, {?}]>] (%arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>) {
    %1 = stablehlo.add %arg2, %arg3 : tensor<8x8xf32>
    sdy.return %1, %arg2 : tensor<8x8xf32>, tensor<8x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %2 = sdy.named_computation<"g">(%0#0) (%arg2: tensor<8x8xf32>) {
    sdy.return %arg2 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %0#1 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----
// Manual computations: block argument edges drop the manual axes, result edges keep
// the out_shardings as they are.
sdy.mesh @mesh = <["a"=2, "b"=2, "d"=4]>
func.func @manual(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"b", "a"}, {}], replicated={"d"}>, <@mesh, [{"d":(1)2}, {}], replicated={"b", "d":(2)2}>] out_shardings=[<@mesh, [{"b"}, {?}], replicated={"d"}>] manual_axes={"b", "d"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) {
    %1 = stablehlo.add %arg2, %arg3 : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
