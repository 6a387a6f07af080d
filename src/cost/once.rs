//! What a plan pays once, however often the program spells it.
//!
//! - **Identical constants and scalar broadcasts.** Shardy's export
//!   (`sdy-constant-or-scalar-merger`) keeps one of several identical constants, and one
//!   of several broadcasts of the same scalar to the same type, per region, when they
//!   have the same sharding (and XLA's CSE does the same after partitioning). A plan
//!   written on the input module (the search's) spells each one; a plan that went through
//!   `sdy-propagation-pipeline` spells the merged module. Both are priced as the merged
//!   module: the second and later copies cost nothing.
//! - **One reshard of one value to one sharding.** XLA's SPMD partitioner keeps a reshard
//!   cache per instruction: every reader of a value that needs it in the same sharding
//!   reads the same collective's result. So the operand reshard an op needs is paid at
//!   the first reader in the block and shared by the later ones. Explicit reshards
//!   (`sdy.reshard`, `sdy.sharding_constraint`) are reshards of their operand too: two
//!   constraints of one value to one sharding in one block (emit's constraints on two
//!   uses, after propagation two `sdy.reshard`s) are one collective in XLA's program,
//!   as one `sdy.reshard` read by both is.
//!
//! The keys here are shared by the evaluator ([`super::plan::evaluate`]) and the
//! search's encoding (`crate::solve::encode`), so both price the same things once.

use std::collections::HashMap;

use crate::ir::sdy::TensorSharding;
use crate::ir::{BlockId, Module, OpId, RegionId, ValueId};
use crate::passes::sharding::get_sharding;

/// What makes two ops identical for the merger, without their sharding: `None` when the
/// op is not a constant or a broadcast of a scalar. A broadcast's operand is named by
/// its own key when it is a constant (identical constants merge first), else by its id.
pub fn merge_key(m: &Module, op: OpId) -> Option<String> {
    let o = &m.ops[op];
    let attrs = || {
        let mut a: Vec<String> = o
            .attrs
            .iter()
            .filter(|a| a.name != "sdy.sharding")
            .map(|a| format!("{a}"))
            .collect();
        a.sort();
        a.join(",")
    };
    let ty = |v: ValueId| format!("{}", m.values[v].ty);
    match o.name.as_str() {
        "stablehlo.constant" | "sdy.constant" if o.results.len() == 1 => {
            Some(format!("constant|{}|{}", attrs(), ty(o.results[0])))
        }
        "stablehlo.broadcast_in_dim"
            if o.operands.len() == 1
                && o.results.len() == 1
                && m.tensor_type(o.operands[0]).is_some_and(|t| t.rank() == 0) =>
        {
            let v = o.operands[0];
            let operand = m
                .defining_op(v)
                .filter(|&d| {
                    matches!(
                        m.ops[d].name.as_str(),
                        "stablehlo.constant" | "sdy.constant"
                    )
                })
                .and_then(|d| merge_key(m, d))
                .unwrap_or_else(|| format!("%{}", v.0));
            Some(format!(
                "broadcast|{}|{}|{operand}",
                attrs(),
                ty(o.results[0])
            ))
        }
        _ => None,
    }
}

/// The region an op lives in (merging happens within one region).
pub fn region_of(m: &Module, op: OpId) -> Option<RegionId> {
    m.ops[op].parent.map(|b| m.blocks[b].parent)
}

/// What identifies a reshard's target for XLA (an `HloSharding`): the axes of each dim
/// and the unreduced axes; whether a dim is open, its priority and the explicitly
/// replicated axes are Shardy's and do not change the layout.
fn reshard_key(s: &TensorSharding) -> TensorSharding {
    let mut k = s.clone();
    for d in &mut k.dims {
        d.closed = true;
        d.priority = None;
    }
    k.replicated.clear();
    k
}

/// The ops of a plan already paid for, in program order.
#[derive(Default)]
pub struct Paid {
    merged: HashMap<(Option<RegionId>, String, Option<TensorSharding>), OpId>,
    reshards: HashMap<(Option<BlockId>, ValueId, TensorSharding), OpId>,
    /// The result of an explicit reshard that is another's (same value, same sharding):
    /// XLA's CSE makes them one instruction, so what reshards it further is keyed by
    /// the first (a chain of constraints on each of two uses costs one chain).
    same: HashMap<ValueId, ValueId>,
}

impl Paid {
    /// The earlier identical op (same region, same sharding) that `op` merges into, or
    /// `None` after recording `op` as the first of its kind.
    pub fn merged_into(&mut self, m: &Module, op: OpId) -> Option<OpId> {
        let key = merge_key(m, op)?;
        let sharding = get_sharding(m, m.ops[op].results[0]);
        let k = (region_of(m, op), key, sharding);
        match self.merged.get(&k) {
            Some(&first) => Some(first),
            None => {
                self.merged.insert(k, op);
                None
            }
        }
    }

    /// The earlier op of the same block that already resharded `v` to `need`, or `None`
    /// after recording `op` as the one that pays.
    pub fn reshard_paid_at(
        &mut self,
        m: &Module,
        op: OpId,
        v: ValueId,
        need: &TensorSharding,
    ) -> Option<OpId> {
        let v = self.same.get(&v).copied().unwrap_or(v);
        let k = (m.ops[op].parent, v, reshard_key(need));
        match self.reshards.get(&k) {
            Some(&first) => Some(first),
            None => {
                self.reshards.insert(k, op);
                None
            }
        }
    }

    /// Records that value `later` is value `first` (the results of two explicit reshards
    /// of one value to one sharding).
    pub fn same_value(&mut self, later: ValueId, first: ValueId) {
        let first = self.same.get(&first).copied().unwrap_or(first);
        self.same.insert(later, first);
    }
}
