// PASSES: sdy-import-pipeline
// The whole import pipeline: dead functions dropped, inlined meshes lifted, size-one
// axes removed, call result shardings from the callee, constants split per use (and
// functions cloned for constant calls), manual axes cleaned up, data-flow edges added.
sdy.mesh @mesh = <["a"=2, "c"=1, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=4]>, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "c"}, {}]>}) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
  %0 = call @const_fn(%c) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  %3 = call @sharded_result(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = sdy.manual_computation(%3, %2) in_shardings=[<@mesh, [{"b"}, {}]>, <@mesh, [{"b", "c"}, {"a"}]>] out_shardings=[<@mesh, [{"b"}, {}]>] manual_axes={"b", "a"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x4xf32>) {
    %5 = stablehlo.constant dense<2.000000e+00> : tensor<4x8xf32>
    %6 = stablehlo.multiply %arg2, %5 : tensor<4x8xf32>
    %7 = stablehlo.add %6, %5 : tensor<4x8xf32>
    sdy.return %7 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %8:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %4) : tensor<i32>, tensor<8x8xf32>
   cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %9 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %9 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    %10 = stablehlo.negate %iterArg_0 : tensor<8x8xf32>
    stablehlo.return %9, %10 : tensor<i32>, tensor<8x8xf32>
  }
  return %8#1 : tensor<8x8xf32>
}
func.func private @const_fn(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.exponential %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @sharded_result(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "c"}, {?}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @dead(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
