//! [`super::BF16_COLLECTIVE_IN_F32`]: XLA:CPU moves a bf16 buffer between devices in f32.
//!
//! XLA:CPU's float normalization upcasts every collective of a bf16 array: the
//! partitioner's all-gather, all-to-all or collective-permute of a bf16 value becomes
//! a convert to f32 (fused into the value's producer, or a `wrapped_convert` of a
//! parameter), the collective of the f32 array (twice the bytes), and a convert back to
//! bf16 fused into the reader (a `copy_convert` or `slice_convert` fusion; a separate
//! `wrapped_convert` fusion before an entry result). Values the view already holds in
//! f32 ([`super::BF16_COMPUTE_IN_F32`]) and dot operands (converted to f32 before the
//! dot, [`super::BF16_DOT_OPERAND_CONVERTED`]) are resharded in f32 already: what is
//! left is a bf16 value the view keeps in bf16 (a parameter, a value only moved from
//! one, an entry result) that some op reads resharded, or that an entry result returns
//! in another sharding.
//!
//! [`convert_collectives`] writes that into the view, given the view's own evaluation
//! (which reads need a collective): the reader reads `convert(v)` to f32, with `v`'s
//! sharding, carrying [`COLLECTIVE_CONVERT`] (the fusion decisions treat it as the root
//! of a fusion whose f32 result is in HBM, the collective's input, `cost::fusion`); an
//! explicit reshard reading it is retyped to f32 with its chain of reshards; an entry
//! result resharded returns `convert(reshard(convert(v)))`, the reshard explicit (an
//! `sdy.reshard` to the result's sharding) so that the collective moves the f32 copy and
//! the convert back reads the whole f32 result and writes bf16.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use crate::cost::collective::CollectiveKind;
use crate::cost::memory::entry_function;
use crate::cost::plan::{PlanCost, Why};
use crate::ir::attr::{Attr, NamedAttr};
use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::types::{ElementType, Type};
use crate::ir::{BlockId, Module, OpId, ValueId};
use crate::passes::sharding::{func_result_sharding, get_sharding};

/// The discardable attribute of a convert to f32 that XLA:CPU writes to HBM for a
/// collective to send (the fusion decisions treat it as a fusion root).
pub const COLLECTIVE_CONVERT: &str = "xla_cpu.collective";

/// Ops whose result aliases their operand's buffer and are resharded explicitly.
const RESHARDS: &[&str] = &["sdy.reshard", "sdy.sharding_constraint"];

/// (op, operand index) pairs, in program order.
type Reads = Vec<(OpId, usize)>;

/// The reads of `view` that [`super::BF16_COLLECTIVE_IN_F32`] rewrites, from `pc` (the
/// evaluation of `view`): (reader, operand index) of bf16 values resharded by a
/// collective that moves data, readers sharing such a reshard included; entry-return
/// operands apart (they need the convert back, [`convert_collectives`]).
fn converted_reads(view: &Module, pc: &PlanCost) -> (Reads, Reads) {
    let ret = entry_function(view)
        .and_then(|f| view.entry_block(f))
        .and_then(|b| view.terminator(b));
    let moves = |k: CollectiveKind| {
        matches!(
            k,
            CollectiveKind::AllGather
                | CollectiveKind::AllToAll
                | CollectiveKind::CollectivePermute
        )
    };
    // In program order: a value's convert goes before its first reader in a block.
    let mut reads: Reads = Vec::new();
    let mut results: Reads = Vec::new();
    let add = |list: &mut Reads, x: (OpId, usize)| {
        if !list.contains(&x) {
            list.push(x);
        }
    };
    let mut paid: BTreeSet<(ValueId, OpId)> = BTreeSet::new();
    for oc in &pc.ops {
        let o = &view.ops[oc.op];
        for c in oc.collectives.iter().filter(|c| moves(c.kind)) {
            if !super::is_bf16(view, c.value) {
                continue;
            }
            match c.why {
                Why::Operand(i) if o.operands.get(i) == Some(&c.value) => {
                    add(&mut reads, (oc.op, i));
                    paid.insert((c.value, oc.op));
                }
                Why::Result(k) if Some(oc.op) == ret && o.operands.get(k) == Some(&c.value) => {
                    add(&mut results, (oc.op, k));
                }
                _ => {}
            }
        }
        for &(v, first) in &oc.shared_reshards {
            if paid.contains(&(v, first)) {
                for (i, _) in o.operands.iter().enumerate().filter(|x| *x.1 == v) {
                    add(&mut reads, (oc.op, i));
                }
            }
        }
    }
    (reads, results)
}

/// Rewrites `view` so that every collective `pc` (its evaluation) charges for moving a
/// bf16 value moves an f32 copy ([`super::BF16_COLLECTIVE_IN_F32`]).
pub fn convert_collectives(view: &mut Module, pc: &PlanCost) {
    let (reads, results) = converted_reads(view, pc);
    // One convert per value and block, before its first reader there.
    let mut made: BTreeMap<(ValueId, Option<BlockId>), ValueId> = BTreeMap::new();
    let mut retype = Vec::new();
    for (op, i) in reads {
        let v = view.ops[op].operands[i];
        let key = (v, view.ops[op].parent);
        let f = match made.get(&key) {
            Some(&f) => f,
            None => {
                let s = get_sharding(view, v);
                let f = insert(view, "stablehlo.convert", v, op, f32_of(view, v), s, true);
                made.insert(key, f);
                f
            }
        };
        view.ops[op].operands[i] = f;
        if RESHARDS.contains(&view.ops[op].name.as_str()) {
            retype.push(op);
        }
    }
    // An explicit reshard of the f32 copy holds f32, and so do the reshards after it; a
    // function returning the last of them in bf16 converts it back (a `copy_convert`
    // fusion reading the f32 result and writing bf16).
    let mut returned = Vec::new();
    while let Some(op) = retype.pop() {
        let r = view.ops[op].results[0];
        if !super::is_bf16(view, r) {
            continue;
        }
        let bf16 = view.values[r].ty.clone();
        super::retype_f32(view, r);
        for (u, i) in view.users_of(r) {
            if RESHARDS.contains(&view.ops[u].name.as_str()) {
                retype.push(u);
            } else if view.ops[u].name == "func.return" {
                returned.push((u, i, bf16.clone()));
            }
        }
    }
    for (ret, i, ty) in returned {
        let i = i as usize;
        let v = view.ops[ret].operands[i];
        let s = get_sharding(view, v);
        let g = insert(view, "stablehlo.convert", v, ret, ty, s, false);
        view.ops[ret].operands[i] = g;
    }
    for (ret, k) in results {
        let v = view.ops[ret].operands[k];
        let Some(func) = view.parent_op(ret) else {
            continue;
        };
        let from = get_sharding(view, v);
        let Some(want) = func_result_sharding(view, func, k).or_else(|| {
            let (s, t) = (from.as_ref()?, view.tensor_type(v)?);
            Some(TensorSharding::empty(s.mesh.clone(), t.rank(), true))
        }) else {
            continue;
        };
        let ty = view.values[v].ty.clone();
        let f = insert(
            view,
            "stablehlo.convert",
            v,
            ret,
            f32_of(view, v),
            from,
            true,
        );
        let r = insert(
            view,
            "sdy.reshard",
            f,
            ret,
            f32_of(view, v),
            Some(want.clone()),
            false,
        );
        let g = insert(view, "stablehlo.convert", r, ret, ty, Some(want), false);
        view.ops[ret].operands[k] = g;
    }
}

/// `v`'s type with element type f32.
fn f32_of(m: &Module, v: ValueId) -> Type {
    let mut ty = m.values[v].ty.clone();
    if let Type::Tensor(t) = &mut ty {
        Arc::make_mut(t).element = ElementType::Float("f32".into());
    }
    ty
}

/// An op `name` of `v` with result type `ty` and sharding `s` inserted before `before`
/// (an `sdy.reshard` holds its sharding as its own attribute); `mark`: a
/// [`COLLECTIVE_CONVERT`].
fn insert(
    m: &mut Module,
    name: &str,
    v: ValueId,
    before: OpId,
    ty: Type,
    s: Option<TensorSharding>,
    mark: bool,
) -> ValueId {
    let mut attrs = Vec::new();
    if let Some(s) = s {
        attrs.push(if name == "sdy.reshard" {
            NamedAttr::new("sharding", Attr::Sdy(SdyAttr::Sharding(s)), true)
        } else {
            NamedAttr::new(
                "sdy.sharding",
                Attr::Sdy(SdyAttr::ShardingPerValue(vec![s])),
                false,
            )
        });
    }
    if mark {
        attrs.push(NamedAttr::new(COLLECTIVE_CONVERT, Attr::Unit, false));
    }
    let loc = m.ops[before].loc.clone();
    let c = m.create_op(name, vec![v], vec![ty], attrs, loc);
    m.insert_op_before(before, c);
    m.ops[c].results[0]
}
