// PASSES: sdy-manual-axes-cleanup
// Manual axes are sorted in mesh order; manual axes a sharding does not use (parts of
// them for sub-axes) join its replicated axes, sorted and merged.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=1, "d"=4]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"b", "a"}, {}]>, <@mesh, [{"d":(1)2}, {}]>] out_shardings=[<@mesh, [{"b"}, {?}]>] manual_axes={"d", "b"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) {
    %1 = stablehlo.add %arg2, %arg3 : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Nested manual computations; replicated axes keep mesh order.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @nested(%arg0: tensor<8x8xf32>) -> tensor<8x16xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}], replicated={"c"}>] out_shardings=[<@mesh, [{}, {"a"}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"b"}, {}]>] out_shardings=[<@mesh, [{"b"}, {}], replicated={"c"}>] manual_axes={"c", "b"} (%arg2: tensor<4x8xf32>) {
      sdy.return %arg2 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----
// No in/out shardings and an empty body: nothing to do.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @empty(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    sdy.return
  } : () -> ()
  return %arg0 : tensor<8x8xf32>
}

// -----
// Manual axes, no in/out shardings and a non-empty body: an error.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @error(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    %1 = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
    sdy.return
  } : () -> ()
  return %arg0 : tensor<8x8xf32>
}
