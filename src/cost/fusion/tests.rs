//! Unit tests of the fusion decisions on small modules.

use super::*;
use crate::cost::compute::{op_work, op_work_fused, Replicated};

fn parse(body: &str) -> Module {
    let text = format!("func.func @f({body}\n}}\n");
    let file = crate::diag::SourceFile::new("t.mlir", &text);
    let (m, diags) = crate::parse::parse_module(&file);
    assert!(!diags.has_errors(), "{}", diags.render(&file));
    m
}

/// The program ops named `name`, in order.
fn ops_named(m: &Module, name: &str) -> Vec<OpId> {
    program_ops(m)
        .into_iter()
        .filter(|&o| m.ops[o].name == name)
        .collect()
}

fn result(m: &Module, name: &str) -> ValueId {
    m.ops[ops_named(m, name)[0]].results[0]
}

fn bytes(m: &Module, f: &Fusion, name: &str) -> f64 {
    op_work_fused(m, ops_named(m, name)[0], &Replicated, f).bytes
}

const T: f64 = 8.0 * 16.0 * 4.0; // bytes of a tensor<8x16xf32>

#[test]
fn elementwise_chain_touches_hbm_at_its_ends_only() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.add %a, %b : tensor<8x16xf32>
  %1 = stablehlo.exponential %0 : tensor<8x16xf32>
  %2 = stablehlo.multiply %1, %a : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    assert!(!f.materialized(result(&m, "stablehlo.add")));
    assert!(!f.materialized(result(&m, "stablehlo.exponential")));
    assert!(f.materialized(result(&m, "stablehlo.multiply")));
    assert_eq!(bytes(&m, &f, "stablehlo.add"), 2.0 * T);
    assert_eq!(bytes(&m, &f, "stablehlo.exponential"), 0.0);
    // %a was already read by the add of the same fusion; the result is written.
    assert_eq!(bytes(&m, &f, "stablehlo.multiply"), T);
    // Without fusion every operand and result counts.
    let add = ops_named(&m, "stablehlo.add")[0];
    assert_eq!(op_work(&m, add, &Replicated).bytes, 3.0 * T);
}

#[test]
fn reduce_fuses_its_elementwise_producers() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %z: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<8x16xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>"#,
    );
    let f = Fusion::new(&m);
    assert!(!f.materialized(result(&m, "stablehlo.multiply")));
    assert!(f.materialized(result(&m, "stablehlo.reduce")));
    assert_eq!(bytes(&m, &f, "stablehlo.multiply"), T);
    assert_eq!(bytes(&m, &f, "stablehlo.reduce"), 4.0 + 8.0 * 4.0);
}

#[test]
fn dot_reads_a_transposed_operand_from_hbm() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.transpose %b, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %1 = stablehlo.dot_general %a, %0, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>"#,
    );
    let f = Fusion::new(&m);
    // XLA's CPU compiler copies the transpose into the layout the dot reads.
    assert!(f.materialized(result(&m, "stablehlo.transpose")));
    assert_eq!(bytes(&m, &f, "stablehlo.transpose"), 2.0 * T);
    // A dot is a boundary: it reads both operands and writes its result, which its
    // elementwise consumer reads.
    assert!(f.materialized(result(&m, "stablehlo.dot_general")));
    assert_eq!(bytes(&m, &f, "stablehlo.dot_general"), 2.0 * T + 64.0 * 4.0);
    assert_eq!(bytes(&m, &f, "stablehlo.negate"), 2.0 * 64.0 * 4.0);
}

#[test]
fn broadcast_fuses_into_its_add() {
    let m = parse(
        r#"%x: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %x, %0 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    assert!(!f.materialized(result(&m, "stablehlo.broadcast_in_dim")));
    assert_eq!(bytes(&m, &f, "stablehlo.broadcast_in_dim"), 16.0 * 4.0);
    assert_eq!(bytes(&m, &f, "stablehlo.add"), 2.0 * T);
}

#[test]
fn a_value_with_a_boundary_consumer_is_materialized_once() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %w: tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x16xf32>
  %1 = stablehlo.dot_general %0, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.negate %0 : tensor<8x16xf32>
  %3 = stablehlo.reshape %2 : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    // The dot needs %0 in HBM: the exponential writes it once; the negate (another
    // fusion) reads it back.
    assert!(f.materialized(result(&m, "stablehlo.exponential")));
    assert_eq!(bytes(&m, &f, "stablehlo.exponential"), 2.0 * T);
    assert_eq!(bytes(&m, &f, "stablehlo.negate"), 2.0 * T);
    // A reshape is a bitcast: it moves nothing, and the return needs its operand.
    assert!(f.materialized(result(&m, "stablehlo.negate")));
    assert_eq!(bytes(&m, &f, "stablehlo.reshape"), 0.0);
}

#[test]
fn a_producer_shared_by_two_fusions_is_duplicated_into_both() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %z: tensor<f32>) -> tensor<8x16xf32> {
  %0 = stablehlo.exponential %a : tensor<8x16xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %3 = stablehlo.divide %0, %2 : tensor<8x16xf32>
  return %3 : tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    // The reduce's fusion and the divide's both recompute the exponential, so both
    // read %a; the reduce's result is written once and read once.
    assert!(!f.materialized(result(&m, "stablehlo.exponential")));
    assert_eq!(bytes(&m, &f, "stablehlo.exponential"), 2.0 * T);
    assert_eq!(bytes(&m, &f, "stablehlo.reduce"), 4.0 + 8.0 * 4.0);
    assert_eq!(bytes(&m, &f, "stablehlo.broadcast_in_dim"), 8.0 * 4.0);
    assert_eq!(bytes(&m, &f, "stablehlo.divide"), T);
}

fn parse_text(text: &str) -> Module {
    let file = crate::diag::SourceFile::new("t.mlir", text);
    let (m, diags) = crate::parse::parse_module(&file);
    assert!(!diags.has_errors(), "{}", diags.render(&file));
    m
}

const CALLS: &str = r#"func.func @main(%a: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x16xf32>
  %1 = func.call @once(%0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = func.call @twice(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = func.call @twice(%2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1, %3 : tensor<8x16xf32>, tensor<8x16xf32>
}
func.func private @once(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.negate %x : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
func.func private @twice(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.abs %x : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"#;

#[test]
fn a_call_with_one_site_is_inlined_and_fused_across() {
    let m = parse_text(CALLS);
    let f = Fusion::new(&m);
    // exp -> @once's negate is one fusion: %0 stays in registers; the negate reads
    // %a (through the call) and writes what main returns and @twice reads.
    assert!(!f.materialized(result(&m, "stablehlo.exponential")));
    assert_eq!(bytes(&m, &f, "stablehlo.exponential"), T);
    assert!(f.materialized(result(&m, "stablehlo.negate")));
    assert_eq!(bytes(&m, &f, "stablehlo.negate"), T);
    let once = m.func("once").unwrap();
    let x = m.blocks[m.entry_block(once).unwrap()].args[0];
    assert!(!f.materialized(x));
}

#[test]
fn a_function_called_twice_reads_an_argument_a_site_writes() {
    let m = parse_text(CALLS);
    let f = Fusion::new(&m);
    // @twice's first site passes %1, which main returns (in HBM): the one body of
    // @twice reads its argument from HBM at every site.
    let twice = m.func("twice").unwrap();
    let x = m.blocks[m.entry_block(twice).unwrap()].args[0];
    assert!(f.materialized(x));
    // The abs reads its argument and writes its result: 2 tensors per site.
    assert_eq!(bytes(&m, &f, "stablehlo.abs"), 2.0 * T);
}

/// `@twice` called from two sites, each passing a value only an elementwise op made.
const TWO_SITES: &str = r#"func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x16xf32>
  %1 = func.call @twice(%0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.exponential %b : tensor<8x16xf32>
  %3 = func.call @twice(%2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1, %3 : tensor<8x16xf32>, tensor<8x16xf32>
}
func.func private @twice(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.abs %x : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"#;

#[test]
fn a_function_called_twice_is_inlined_at_each_site_and_fused_across() {
    let m = parse_text(TWO_SITES);
    let f = Fusion::new(&m);
    // XLA's CallInliner inlines both calls: each exp fuses into its site's abs.
    let twice = m.func("twice").unwrap();
    let x = m.blocks[m.entry_block(twice).unwrap()].args[0];
    assert!(!f.materialized(x));
    let exps = ops_named(&m, "stablehlo.exponential");
    for &e in &exps {
        assert!(!f.materialized(m.ops[e].results[0]));
        // Each fusion reads its own site's input, charged to its exp.
        assert_eq!(op_work_fused(&m, e, &Replicated, &f).bytes, T);
    }
    // The abs (one body, two copies) only writes its result: once per copy.
    assert_eq!(bytes(&m, &f, "stablehlo.abs"), T);
}

/// Two residual adds: `%1 = x + y` reaches `%4 = %1 + dot(..)` directly and through
/// the dot, which no fusion takes in.
const RESIDUAL: &str = r#"%x: tensor<8x16xf32>, %y: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %1 = stablehlo.add %x, %y : tensor<8x16xf32>
  %2 = stablehlo.negate %1 : tensor<8x16xf32>
  %3 = stablehlo.dot_general %2, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %4 = stablehlo.add %1, %3 : tensor<8x16xf32>
  return %4 : tensor<8x16xf32>"#;

#[test]
fn a_residual_add_is_written_once_not_duplicated() {
    let m = parse(RESIDUAL);
    let f = Fusion::new(&m);
    // XLA keeps %1 out of both consumers: the later add reaches it through the dot.
    assert!(f.materialized(result(&m, "stablehlo.add")));
    // The add reads x and y and writes %1; the negate reads %1 (and writes %2 for
    // the dot); the last add reads %1 and %3 and writes %4.
    assert_eq!(bytes(&m, &f, "stablehlo.add"), 3.0 * T);
    assert_eq!(bytes(&m, &f, "stablehlo.negate"), 2.0 * T);
    let last = ops_named(&m, "stablehlo.add")[1];
    assert_eq!(op_work_fused(&m, last, &Replicated, &f).bytes, 3.0 * T);
}

#[test]
fn a_producer_with_one_full_operand_is_still_duplicated() {
    // x + broadcast(b) is "effectively unary": XLA duplicates it into both consumers.
    let m = parse(
        r#"%x: tensor<8x16xf32>, %b: tensor<16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %x, %0 : tensor<8x16xf32>
  %2 = stablehlo.negate %1 : tensor<8x16xf32>
  %3 = stablehlo.dot_general %2, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %4 = stablehlo.add %1, %3 : tensor<8x16xf32>
  return %4 : tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    assert!(!f.materialized(result(&m, "stablehlo.add")));
}

#[test]
fn a_producer_every_consumer_fuses_on_every_path_stays_in_registers() {
    let m = parse(
        r#"%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %1 = stablehlo.add %x, %y : tensor<8x16xf32>
  %2 = stablehlo.negate %1 : tensor<8x16xf32>
  %3 = stablehlo.multiply %1, %2 : tensor<8x16xf32>
  return %3 : tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    assert!(!f.materialized(result(&m, "stablehlo.add")));
    assert!(!f.materialized(result(&m, "stablehlo.negate")));
}

#[test]
fn an_operand_given_twice_is_read_once_and_keyed_apart() {
    let m = parse(
        r#"%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.multiply %a, %a : tensor<8x16xf32>
  %1 = stablehlo.multiply %a, %b : tensor<8x16xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<8x16xf32>"#,
    );
    let f = Fusion::new(&m);
    let [sq, ab] = ops_named(&m, "stablehlo.multiply")[..] else {
        panic!("two multiplies")
    };
    // Each is its own fusion (both results are returned): %a once, %a and %b once each.
    assert_eq!(op_work_fused(&m, sq, &Replicated, &f).bytes, 2.0 * T);
    assert_eq!(op_work_fused(&m, ab, &Replicated, &f).bytes, 3.0 * T);
    // Their costs differ, so their keys must.
    assert_ne!(f.key(&m, sq), f.key(&m, ab));
}
