//! Functions are paired by origin, not by a name a rename can collide with (issue 21,
//! item 5): Shardy's constant splitter copies `@_where` as `@_where_0`, which collides
//! with the module's own `@_where_0` (renamed `@_where_0_5`). Across lineages (a plan
//! read back from text, jaxlib's output) the copy's `sdy.original_func_name` is gone, so
//! the module's `@_where_0` must pair with `@_where_0_5` (its signature), not with the
//! copy that took its name; the copy stays unpaired, as a copy of a called function.

mod common;

use autoshard::emit::align::align;

const ORIGINAL: &str = r#"func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = call @_where(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @_where_0(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<4xf32>, tensor<8xf32>
}
func.func private @_where(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @_where_0(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#;

/// After the splitter: `@_where` copied as `@_where_0`, the module's own `@_where_0`
/// renamed `@_where_0_5`.
const SPLIT: &str = r#"func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = call @_where(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @_where_0_5(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<4xf32>, tensor<8xf32>
}
func.func private @_where(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @_where_0(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @_where_0_5(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#;

#[test]
fn a_function_renamed_on_a_collision_pairs_with_itself() {
    let a = common::parse_valid("original", ORIGINAL).unwrap();
    let b = common::parse_valid("split", SPLIT).unwrap();
    let funcs: Vec<(String, String)> = align(&a, &b)
        .into_iter()
        .filter(|&(x, _)| a.ops[x].name == "func.func")
        .map(|(x, y)| (a.symbol_name(x).unwrap(), b.symbol_name(y).unwrap()))
        .collect();
    assert_eq!(
        funcs,
        [
            ("main", "main"),
            ("_where", "_where"),
            ("_where_0", "_where_0_5")
        ]
        .map(|(x, y)| (x.to_string(), y.to_string()))
        .to_vec()
    );
    // Inside, the negate is matched with the negate (not with the copy's abs).
    let ops: Vec<(String, String)> = align(&a, &b)
        .into_iter()
        .map(|(x, y)| (a.ops[x].name.clone(), b.ops[y].name.clone()))
        .collect();
    assert!(ops.iter().all(|(x, y)| x == y), "{ops:?}");
}

/// The user's constraint on `%0`, and the module `emit --mode jax` makes of it: a pin of
/// `%0` written in front of the user's constraint (another lineage: matched by walk order).
const CONSTRAINED: &str = r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
"#;
const PINNED: &str = r#"sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %3 = stablehlo.negate %2 : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
"#;

#[test]
fn a_user_constraint_pairs_with_itself_not_with_a_pin_in_front_of_it() {
    let a = common::parse_valid("original", CONSTRAINED).unwrap();
    let b = common::parse_valid("pinned", PINNED).unwrap();
    let pairs = align(&a, &b);
    let constraint = |m: &autoshard::ir::Module, k: usize| {
        m.walk()
            .into_iter()
            .filter(|&o| m.ops[o].name == "sdy.sharding_constraint")
            .nth(k)
            .unwrap()
    };
    let (user, users_copy) = (constraint(&a, 0), constraint(&b, 1));
    assert!(
        pairs.contains(&(user, users_copy)),
        "the user's constraint pairs with its copy, not the pin: {pairs:?}"
    );
    let negate = |m: &autoshard::ir::Module| {
        m.walk()
            .into_iter()
            .find(|&o| m.ops[o].name == "stablehlo.negate")
            .unwrap()
    };
    assert!(pairs.contains(&(negate(&a), negate(&b))));
}
