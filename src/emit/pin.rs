//! Making XLA compute every value with the plan's sharding.
//!
//! XLA's Shardy pipeline (jaxlib 0.10.2, the path `jax.jit` compiles through) does not
//! take the `sdy.sharding` written on op results: its import keeps the entry function's
//! argument and result shardings, `sdy.sharding_constraint`s and manual computations,
//! then propagates again (`--xla_dump_to`'s `shardy/*/01.before_propagation.mlir` has
//! no op sharding left). So a plan written only as op shardings is re-propagated, not
//! compiled: on llama_decode the searched plan's MLP dots came out batch-sharded by
//! `data`, the down projection's weight all-gathered (29 MB per device) where the plan
//! slices it; and `sdy-apply-sharding-constraints` gives an op result with a
//! constraint user that constraint's sharding, so a dot whose result the plan reshards
//! is computed in the target sharding instead (moe: the expert weight all-gathered
//! where the plan moves a small activation).
//!
//! [`pin_op_results`] reads every such op result through one closed constraint to its
//! own sharding, right after its definition: XLA's import applies it to the result
//! (the plan's sharding), and the plan's reshard constraints on single uses read the
//! pinned copy. Measured in `tests/cost_xla_graph.rs`.

use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, ValueDef, ValueId};
use crate::passes::sharding::get_sharding;

/// Reads every op result XLA would otherwise propagate anew ([`values_to_pin`])
/// through a closed constraint to the sharding written on it.
pub fn pin_op_results(m: &mut Module) {
    // The uses before any constraint is added: each pin only redirects its value's own
    // operand slots, so the list stays valid (one walk, not one per value).
    let uses = m.uses();
    for v in values_to_pin(m) {
        let Some(own) = get_sharding(m, v) else {
            continue;
        };
        let loc = m.defining_op(v).and_then(|d| m.ops[d].loc.clone());
        let c = super::constraint_op(m, v, closed(own), loc);
        m.insert_op_after_value(v, c);
        let r = m.ops[c].results[0];
        for &(user, k) in &uses[v.0 as usize] {
            m.ops[user].operands[k as usize] = r;
        }
    }
}

/// The op results that carry a sharding and are not already read only through
/// constraints to exactly that (closed) sharding, in value order. Left out: scalars
/// (replicated whatever XLA does), results of constraints and reshards (constraints
/// themselves), results of manual computations (XLA keeps their `out_shardings`, the
/// user's, whose open dims the plan may shard further), values inside manual computations (their shardings name only free
/// axes; the body is the user's), and values without a sharding (loop results: the
/// constraints on the loop's operands stand for them).
pub fn values_to_pin(m: &Module) -> Vec<ValueId> {
    let uses = m.uses();
    let mut out = Vec::new();
    for (i, users) in uses.iter().enumerate() {
        let v = ValueId(i as u32);
        let ValueDef::Result { op, .. } = m.values[v].def else {
            continue;
        };
        let name = m.ops[op].name.as_str();
        if matches!(
            name,
            "sdy.sharding_constraint" | "sdy.reshard" | "sdy.manual_computation"
        ) || m.tensor_type(v).is_none_or(|t| t.rank() == 0)
            || m.enclosing_op_named(op, "sdy.manual_computation").is_some()
            || users.is_empty()
        {
            continue;
        }
        let Some(own) = get_sharding(m, v).map(closed) else {
            continue;
        };
        let pinned = users
            .iter()
            .all(|&(user, _)| constraint_sharding(m, user).is_some_and(|s| s == own));
        if !pinned {
            out.push(v);
        }
    }
    out
}

/// The sharding of a `sdy.sharding_constraint`.
fn constraint_sharding(m: &Module, op: crate::ir::OpId) -> Option<TensorSharding> {
    match (m.ops[op].name.as_str(), m.ops[op].attr("sharding")) {
        ("sdy.sharding_constraint", Some(Attr::Sdy(SdyAttr::Sharding(s)))) => {
            Some(closed(s.clone()))
        }
        _ => None,
    }
}

/// The sharding with every dim closed: XLA's import applies only fully closed
/// constraints, and an open dim would let its propagation shard the value further.
fn closed(mut s: TensorSharding) -> TensorSharding {
    s.dims.iter_mut().for_each(|d| d.closed = true);
    s
}
