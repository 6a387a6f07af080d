// PASSES: sdy-constant-or-scalar-splitter
// Each use of a constant sub-computation gets its own copy, placed before the original
// ops; rank-0 constants are shared; unused constants disappear.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @basic(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xi32>) -> (tensor<8x8xf32>, tensor<8x8xi32>) {
  %unused = stablehlo.constant dense<7.000000e+00> : tensor<4xf32>
  %c = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %0 = stablehlo.add %b, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %b, %0 : tensor<8x8xf32>
  %ci = stablehlo.constant dense<3> : tensor<8x8xi32>
  %d = stablehlo.divide %ci, %ci : tensor<8x8xi32>
  %r = stablehlo.remainder %d, %ci : tensor<8x8xi32>
  %2 = stablehlo.add %r, %arg1 : tensor<8x8xi32>
  %3 = stablehlo.add %r, %2 : tensor<8x8xi32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xi32>
}

// -----
// Iota, reshape, slice, convert, clamp, compare and select preserve constness;
// propagation barriers and reshards too, sharding constraints do not.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @ops(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xi32>) -> (tensor<8x8xf32>, tensor<8x8xi32>, tensor<4x8xi32>) {
  %io = stablehlo.iota dim = 0 : tensor<64xi32>
  %rs = stablehlo.reshape %io : (tensor<64xi32>) -> tensor<8x8xi32>
  %sl = stablehlo.slice %rs [0:4, 0:8] : (tensor<8x8xi32>) -> tensor<4x8xi32>
  %cv = stablehlo.convert %rs : (tensor<8x8xi32>) -> tensor<8x8xf32>
  %bc = stablehlo.bitcast_convert %cv : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %cl = stablehlo.clamp %rs, %bc, %rs : tensor<8x8xi32>
  %cmp = stablehlo.compare LT, %cl, %rs : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
  %sel = stablehlo.select %cmp, %cl, %rs : tensor<8x8xi1>, tensor<8x8xi32>
  %0 = stablehlo.add %sel, %arg1 : tensor<8x8xi32>
  %1 = stablehlo.add %sel, %0 : tensor<8x8xi32>
  %pb = sdy.propagation_barrier %cv allowed_direction=BACKWARD : tensor<8x8xf32>
  %sc = sdy.sharding_constraint %cv <@mesh, [{"a"}, {?}]> : tensor<8x8xf32>
  %re = sdy.reshard %cv <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.add %pb, %sc : tensor<8x8xf32>
  %3 = stablehlo.add %re, %2 : tensor<8x8xf32>
  %4 = stablehlo.add %re, %3 : tensor<8x8xf32>
  %5 = stablehlo.add %sc, %4 : tensor<8x8xf32>
  return %5, %1, %sl : tensor<8x8xf32>, tensor<8x8xi32>, tensor<4x8xi32>
}

// -----
// Scalar expansions of non-constant scalars are split too; dot_general is not
// constant-preserving.
func.func @scalar_expansion(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> tensor<8x8xf32> {
  %b = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %0 = stablehlo.multiply %b, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %b, %0 : tensor<8x8xf32>
  %c = stablehlo.constant dense<2.000000e+00> : tensor<8x8xf32>
  %d = stablehlo.dot_general %c, %c, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.add %d, %1 : tensor<8x8xf32>
  %3 = stablehlo.add %d, %2 : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----
// Sharding groups on a constant are cloned along with it.
func.func @groups(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
  sdy.sharding_group %c group_id=0 : tensor<8x8xf32>
  %0 = stablehlo.add %c, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %c, %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----
// Regions: constants in a while body, a constant used by the return, a constant only
// used in a sharding group.
func.func @regions(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %g = stablehlo.constant dense<5.000000e+00> : tensor<8xf32>
  sdy.sharding_group %g group_id=0 : tensor<8xf32>
  %r = stablehlo.constant dense<4.000000e+00> : tensor<8xf32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
   cond {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<8xf32>
    %1 = stablehlo.add %iterArg, %c1 : tensor<i32>
    %2 = stablehlo.multiply %iterArg_0, %cst : tensor<8xf32>
    %3 = stablehlo.add %2, %cst : tensor<8xf32>
    stablehlo.return %1, %3 : tensor<i32>, tensor<8xf32>
  }
  return %0#1, %r : tensor<8xf32>, tensor<8xf32>
}

// -----
// Calls: a call to a constant function with constant operands is cloned per use, with a
// clone of the callee (and of its callees); a call to a non-constant function is not.
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
  %0 = call @f(%c) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  %3 = call @g(%c) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = stablehlo.add %3, %arg0 : tensor<8x8xf32>
  %5 = stablehlo.add %3, %arg1 : tensor<8x8xf32>
  %6 = stablehlo.add %1, %2 : tensor<8x8xf32>
  %7 = stablehlo.add %4, %5 : tensor<8x8xf32>
  %8 = stablehlo.add %6, %7 : tensor<8x8xf32>
  return %8 : tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = call @h(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @h(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----
// Named computations: their bodies are split on their own; a named computation whose
// body is constant-preserving and whose operands are constants is itself constant.
func.func @named(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
  %0 = sdy.named_computation<"k">(%c) (%arg1: tensor<8x8xf32>) {
    %c2 = stablehlo.constant dense<2.000000e+00> : tensor<8x8xf32>
    %1 = stablehlo.add %arg1, %c2 : tensor<8x8xf32>
    %2 = stablehlo.multiply %1, %c2 : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.add %0, %arg0 : tensor<8x8xf32>
  %4 = stablehlo.add %0, %3 : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}

// -----
// A constant captured by a while body, and one used twice by the same op.
func.func @captured(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<8xf32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
   cond {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c1 : tensor<i32>
    %2 = stablehlo.multiply %iterArg_0, %cst : tensor<8xf32>
    %3 = stablehlo.add %2, %cst : tensor<8xf32>
    stablehlo.return %1, %3 : tensor<i32>, tensor<8xf32>
  }
  %4 = stablehlo.add %cst, %cst : tensor<8xf32>
  %5 = stablehlo.atan2 %4, %0#1 : tensor<8xf32>
  return %5 : tensor<8xf32>
}
