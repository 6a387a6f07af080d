//! [`super::BF16_SLICE_CONVERTED_WHOLE`]: a bf16 dot operand that the partitioner slices
//! locally is converted to f32 and sliced in one fusion.
//!
//! The view converts every bf16 dot operand to f32 (`bf16-dot-operand-converted`). When
//! the plan slices that operand locally (a replicated weight under a sharded factor),
//! XLA:CPU's program is one `convert_convert_fusion`: it reads the whole bf16 shard,
//! converts it (1 FLOP per element, as `HloCostAnalysis` counts converts), cuts the
//! slice, converts the slice to bf16 and back to f32 (2 FLOPs per element of the slice)
//! and writes the f32 slice, which the dot reads; no slice is written apart
//! (`local-slice-written-for-dot` does not apply). The evaluator prices either order of
//! the view's convert and slice this way ([`adjust`]): the slice charged at the convert,
//! at a reshard only the convert reads (the plan's `sdy.reshard` or constraint), or at
//! the dot; when it prices XLA:CPU's local slices (`PlanOptions::write_dot_slices`).

use crate::cost::compute::Work;
use crate::ir::{Module, OpId, ValueId};

/// The discardable attribute of the converts the view inserts before bf16 dot operands.
pub const DOT_OPERAND_CONVERT: &str = "xla_cpu.dot_operand_convert";

/// One operand an op reads through a local slice: (operand index, per-device bytes of
/// the operand before the slice, of the slice).
pub type LocalSlice = (usize, u64, u64);

fn element_bytes(m: &Module, v: ValueId) -> f64 {
    m.tensor_type(v)
        .and_then(|t| t.element.bit_width())
        .map_or(4.0, |b| (b as f64 / 8.0).max(1.0))
}

/// Whether `op`'s slice of its operand is what a dot-operand convert reads: `op` is that
/// convert, or a reshard (`sdy.reshard`, a constraint: XLA's slice of the value) that
/// only such converts read.
fn slices_for_convert(m: &Module, op: OpId) -> bool {
    let o = &m.ops[op];
    let convert = |c: OpId| m.ops[c].attr(DOT_OPERAND_CONVERT).is_some();
    match o.name.as_str() {
        "sdy.sharding_constraint" | "sdy.reshard" => o.results.iter().all(|&r| {
            let users = m.users_of(r);
            !users.is_empty() && users.iter().all(|&(u, _)| convert(u))
        }),
        _ => convert(op),
    }
}

/// Whether `v` is the result of a view's dot-operand convert read by `op` alone.
fn converted_for(m: &Module, v: ValueId, op: OpId) -> bool {
    m.defining_op(v)
        .is_some_and(|c| m.ops[c].attr(DOT_OPERAND_CONVERT).is_some())
        && m.users_of(v).iter().all(|&(u, _)| u == op)
}

/// `work` of `op` (priced with the slices `slices` of its operands) as XLA:CPU's
/// convert-and-slice fusion costs it, and the slices still written apart for a dot
/// (`local-slice-written-for-dot`).
pub fn adjust(
    m: &Module,
    op: OpId,
    slices: &[LocalSlice],
    mut work: Work,
) -> (Work, Vec<LocalSlice>) {
    let o = &m.ops[op];
    let mut apart = Vec::new();
    for &(i, whole, slice) in slices {
        let Some(&v) = o.operands.get(i) else {
            continue;
        };
        if i == 0 && slices_for_convert(m, op) {
            // The convert slices its bf16 operand: it reads the whole shard and converts
            // it, then the slice twice more (its own count has the slice once).
            let e = element_bytes(m, v);
            work.bytes += (whole - slice) as f64;
            work.flops += (whole + slice) as f64 / e;
        } else if converted_for(m, v, op) {
            // The dot slices the convert's f32 result: the convert wrote the slice only,
            // converted twice more; the dot reads it as it is.
            let e = element_bytes(m, v);
            work.bytes -= (whole - slice) as f64;
            work.flops += 2.0 * slice as f64 / e;
        } else {
            apart.push((i, whole, slice));
        }
    }
    (work, apart)
}

/// `work` of `op` with the local slices `slices` of its results (the op made them in
/// another sharding, e.g. a scatter in its buffer's, and the partitioner slices each to its
/// own): XLA:CPU slices a bf16 result in a `dynamic-slice_convert_fusion` that converts the
/// whole result to f32 (1 FLOP per element), slices it and converts the slice back to bf16
/// (1 FLOP per element of the slice).
pub fn adjust_results(m: &Module, op: OpId, slices: &[LocalSlice], mut work: Work) -> Work {
    for &(k, whole, slice) in slices {
        let Some(&r) = m.ops[op].results.get(k) else {
            continue;
        };
        if super::is_bf16(m, r) {
            work.flops += (whole + slice) as f64 / element_bytes(m, r);
        }
    }
    work
}
