//! [`super::DOT_OPERAND_TRANSPOSED`]: XLA:CPU's `DotDecomposer` and row-major layouts.
//!
//! After partitioning, XLA:CPU's `DotDecomposer` rewrites every dot that is not
//! canonical (an operand with more than one contracting dim, more than one free dim, or
//! batch dims that are not its leading dims) into a dot of operands transposed to
//! `[batch, free, contracting]` (lhs) and `[batch, contracting, free]` (rhs), each
//! followed by a reshape. `cpu_layout_assignment` gives a batch dot's operands and every
//! other instruction's operands the row-major layout, so such a transpose is a physical
//! copy unless it only moves dims of one element per device (then it is a bitcast).
//! The copy fuses the loop fusion producing its operand (the bias add and slice of
//! q/k/v: the copy reads the producer's inputs); a dot, a reduction's fusion (YNNPACK's
//! `ynn_fusion` holds the reduce and the elementwise ops around it, e.g. a softmax) or
//! an argument stays outside: a `copy` fusion reads and writes the operand once more.
//!
//! [`transpose_dot_operands`] writes those transposes into the XLA:CPU view: a
//! `stablehlo.transpose` with the operand's sharding permuted, the dot's dimension
//! numbers rewritten to read it (the result's dims are unchanged: batch, lhs free, rhs
//! free). A transpose that does not fuse its producer carries [`UNFUSED_COPY`], which
//! the fusion decisions treat as a boundary (`cost::fusion`).

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::cost::compute::program_ops;
use crate::cost::shard::{local_shape, resolve_mesh};
use crate::ir::attr::{Attr, NamedAttr};
use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::types::Type;
use crate::ir::{BlockId, Module, OpId, ValueId};
use crate::parse::stablehlo::{dot_body, i64_array, stablehlo_attr};
use crate::passes::sharding::get_sharding;
use crate::rules::classes::{fusion_class, FusionClass};
use crate::rules::stablehlo_attrs::DotDims;

/// The discardable attribute of an inserted transpose that XLA:CPU emits as a copy
/// fusion of its own (its producer is not a loop fusion it can take in).
pub const UNFUSED_COPY: &str = "xla_cpu.unfused_copy";

/// One operand's side of a dot's dimension numbers.
struct Side<'a> {
    batch: &'a [usize],
    contracting: &'a [usize],
    rank: usize,
}

impl Side<'_> {
    /// `DotDecomposer`'s `IsCanonical`.
    fn canonical(&self) -> bool {
        self.contracting.len() == 1
            && self.batch.len() + 2 >= self.rank
            && self.batch.iter().enumerate().all(|(i, &d)| i == d)
    }

    fn free(&self) -> Vec<usize> {
        (0..self.rank)
            .filter(|d| !self.batch.contains(d) && !self.contracting.contains(d))
            .collect()
    }

    /// Whether XLA:CPU's `TransposeFolding` folds the transpose by `perm` back into the
    /// dot (`IsRowColumnTransposeDotOperand`: the operand is the transpose itself, of
    /// rank batch + 2, keeping the batch dims). A dot with a dim of one element per
    /// device loses it first (the simplifier's `RemoveDegenerateDimensionFromDot`): a
    /// reshape then stands between and nothing folds.
    fn folds(&self, perm: &[usize]) -> bool {
        self.rank == self.batch.len() + 2
            && perm
                .iter()
                .take(self.batch.len())
                .enumerate()
                .all(|(i, &d)| i == d)
    }

    /// The canonical order of the operand's dims: batch, then free and contracting
    /// (lhs) or contracting and free (rhs).
    fn permutation(&self, lhs: bool) -> Vec<usize> {
        let mut p = self.batch.to_vec();
        let (a, b) = if lhs {
            (self.free(), self.contracting.to_vec())
        } else {
            (self.contracting.to_vec(), self.free())
        };
        p.extend(a);
        p.extend(b);
        p
    }
}

/// Every non-canonical `dot_general` of `m` reads its operands through the transposes
/// XLA:CPU's `DotDecomposer` inserts (one per value, order and block, as CSE leaves them).
pub fn transpose_dot_operands(m: &mut Module) {
    let mut made: BTreeMap<(ValueId, Vec<usize>, Option<BlockId>), ValueId> = BTreeMap::new();
    for op in program_ops(m) {
        if m.ops[op].name != "stablehlo.dot_general" {
            continue;
        }
        let Some(Attr::Dialect { body: Some(b), .. }) = m.ops[op].attr("dot_dimension_numbers")
        else {
            continue;
        };
        let Ok(dn) = DotDims::parse(b) else { continue };
        let rank = |i: usize| m.tensor_type(m.ops[op].operands[i]).map(|t| t.rank());
        let (Some(lr), Some(rr)) = (rank(0), rank(1)) else {
            continue;
        };
        let lhs = Side {
            batch: &dn.lhs_batching,
            contracting: &dn.lhs_contracting,
            rank: lr,
        };
        let rhs = Side {
            batch: &dn.rhs_batching,
            contracting: &dn.rhs_contracting,
            rank: rr,
        };
        if lhs.canonical() && rhs.canonical() {
            continue;
        }
        let perms = [lhs.permutation(true), rhs.permutation(false)];
        let degenerate = (0..2).any(|i| local(m, m.ops[op].operands[i]).contains(&1));
        let sides = [&lhs, &rhs];
        let mut lists: [Vec<i64>; 4] = [
            to_i64(&dn.lhs_batching),
            to_i64(&dn.rhs_batching),
            to_i64(&dn.lhs_contracting),
            to_i64(&dn.rhs_contracting),
        ];
        for (i, perm) in perms.iter().enumerate() {
            let v = m.ops[op].operands[i];
            if !moves_data(m, v, perm) || (!degenerate && sides[i].folds(perm)) {
                continue;
            }
            let key = (v, perm.clone(), m.ops[op].parent);
            let t = match made.get(&key) {
                Some(&t) => t,
                None => {
                    let t = insert_transpose(m, v, perm, op);
                    made.insert(key, t);
                    t
                }
            };
            m.ops[op].operands[i] = t;
            // Where each old dim went: batch dims lead, contracting dims keep their order.
            let at = |d: usize| perm.iter().position(|&x| x == d).unwrap_or(d) as i64;
            lists[i] = lists[i].iter().map(|&d| at(d as usize)).collect();
            lists[i + 2] = lists[i + 2].iter().map(|&d| at(d as usize)).collect();
        }
        let body = dot_body(&lists);
        m.ops[op].set_attr("dot_dimension_numbers", stablehlo_attr("dot", body), true);
    }
}

fn to_i64(v: &[usize]) -> Vec<i64> {
    v.iter().map(|&d| d as i64).collect()
}

/// Whether transposing `v` by `perm` moves data on a device: the dims of more than one
/// element per device (under `v`'s sharding) change order.
fn moves_data(m: &Module, v: ValueId, perm: &[usize]) -> bool {
    let local = local(m, v);
    let kept: Vec<usize> = perm
        .iter()
        .copied()
        .filter(|&d| local.get(d).is_some_and(|&n| n > 1))
        .collect();
    kept.windows(2).any(|w| w[0] > w[1])
}

/// The per-device shape of `v` under its sharding (empty for a non-tensor).
fn local(m: &Module, v: ValueId) -> Vec<i64> {
    let Some(t) = m.tensor_type(v) else {
        return Vec::new();
    };
    let s = get_sharding(m, v);
    match s.as_ref().and_then(|s| resolve_mesh(m, &s.mesh)) {
        Some(mesh) => local_shape(t, s.as_ref(), &mesh),
        None => local_shape(t, None, &Default::default()),
    }
}

/// A transpose of `v` by `perm` before `before`, with `v`'s sharding permuted.
fn insert_transpose(m: &mut Module, v: ValueId, perm: &[usize], before: OpId) -> ValueId {
    let mut ty = m.values[v].ty.clone();
    if let Type::Tensor(t) = &mut ty {
        let t = Arc::make_mut(t);
        t.shape = perm.iter().map(|&d| t.shape[d].clone()).collect();
    }
    let mut attrs = vec![NamedAttr::new(
        "permutation",
        i64_array(&to_i64(perm)),
        true,
    )];
    if let Some(s) = get_sharding(m, v) {
        let p = TensorSharding {
            dims: perm.iter().map(|&d| s.dims[d].clone()).collect(),
            ..s
        };
        attrs.push(NamedAttr::new(
            "sdy.sharding",
            Attr::Sdy(SdyAttr::ShardingPerValue(vec![p])),
            false,
        ));
    }
    if !fuses_producer(m, v) {
        attrs.push(NamedAttr::new(UNFUSED_COPY, Attr::Unit, false));
    }
    let loc = m.ops[before].loc.clone();
    let t = m.create_op("stablehlo.transpose", vec![v], vec![ty], attrs, loc);
    m.insert_op_before(before, t);
    m.ops[t].results[0]
}

/// Whether the copy of `v` takes in the fusion producing `v`: `v` is (a view of) a loop
/// op whose fused producers read no reduction's result (YNNPACK keeps a reduce and the
/// elementwise ops around it in one `ynn_fusion`, which a copy does not enter).
fn fuses_producer(m: &Module, v: ValueId) -> bool {
    let mut stack = vec![v];
    let mut seen = std::collections::BTreeSet::new();
    let mut any_loop = false;
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        let Some(op) = m.defining_op(x) else { continue };
        match fusion_class(m, op) {
            FusionClass::View | FusionClass::Loop => {
                any_loop |= fusion_class(m, op) == FusionClass::Loop;
                stack.extend(m.ops[op].operands.iter().copied());
            }
            FusionClass::Input => return false,
            _ => {}
        }
    }
    any_loop
}
