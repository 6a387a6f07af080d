//! Keeping XLA from moving a constraint into the op it constrains.
//!
//! XLA's Shardy import (jaxlib 0.10.2) runs `sdy-apply-sharding-constraints` before
//! it takes the shardings written on op results: an op result whose constraint users
//! (`sdy.sharding_constraint`, `sdy.manual_computation` operands) all ask for one
//! fully closed sharding is *computed* in that sharding, whatever its own
//! `sdy.sharding` says (entry arguments keep theirs). A plan that computes a dot
//! sharded one way and then reshards its result (what the search priced) would be
//! compiled as a dot sharded the other way, with its operands resharded instead: on
//! moe, an all-gather of a 16 MiB expert weight per device where the plan reshards a
//! 1 MiB activation. Measured in `tests/cost_xla_graph.rs`.
//!
//! [`pin_constraint_inputs`] reads every such value through one more constraint to its
//! own sharding first: that one is what XLA applies (a no-op), and the plan's
//! constraint reshards the copy, as the plan says.

use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, ValueDef, ValueId};
use crate::passes::sharding::{get_sharding, is_fully_closed};

/// Routes every use of each op result XLA would give a constraint's sharding instead
/// of its own (see the module docs) through a constraint to its own sharding.
pub fn pin_constraint_inputs(m: &mut Module) {
    for v in values_to_pin(m) {
        if let Some(mut own) = get_sharding(m, v) {
            // Closed, or XLA's import would not apply it either.
            own.dims.iter_mut().for_each(|d| d.closed = true);
            super::constrain_value(m, v, own);
        }
    }
}

/// The op results (not constraints' own) whose constraint users all ask for one fully
/// closed sharding that differs from the sharding written on them, in value order.
pub fn values_to_pin(m: &Module) -> Vec<ValueId> {
    let uses = m.uses();
    let mut out = Vec::new();
    for i in 0..m.values.len() {
        let v = ValueId(i as u32);
        let ValueDef::Result { op, .. } = m.values[v].def else {
            continue;
        };
        if m.ops[op].name == "sdy.sharding_constraint" || m.ops[op].name == "sdy.reshard" {
            continue;
        }
        let Some(own) = get_sharding(m, v) else {
            continue;
        };
        let asked: Vec<TensorSharding> = uses[i]
            .iter()
            .filter_map(|&(user, k)| constraint_of(m, user, k as usize))
            .collect();
        let Some(first) = asked.first() else {
            continue;
        };
        if asked.iter().all(|s| s == first) && is_fully_closed(first) && !same_axes(first, &own)
        {
            out.push(v);
        }
    }
    out
}

/// The sharding a constraint-like user asks of its operand `k`.
fn constraint_of(m: &Module, user: crate::ir::OpId, k: usize) -> Option<TensorSharding> {
    let o = &m.ops[user];
    match (o.name.as_str(), o.attr("sharding"), o.attr("in_shardings")) {
        ("sdy.sharding_constraint", Some(Attr::Sdy(SdyAttr::Sharding(s))), _) => Some(s.clone()),
        ("sdy.manual_computation", _, Some(Attr::Sdy(SdyAttr::ShardingPerValue(v)))) => {
            v.get(k).cloned()
        }
        _ => None,
    }
}

/// Whether two shardings put the same axes on every dim (closedness aside).
fn same_axes(a: &TensorSharding, b: &TensorSharding) -> bool {
    a.dims.len() == b.dims.len()
        && a.dims.iter().zip(&b.dims).all(|(x, y)| x.axes == y.axes)
        && a.unreduced == b.unreduced
}
