//! An op that XLA computes in another sharding than the plan gives its values: an
//! operand read in the sharding the op needs, a result made in the sharding the op
//! produces. Each side records the sharding the op sees (the evaluator's override,
//! which the compute and fusion view reads) and prices the reshard. Shared by the op
//! policies after XLA's SPMD handlers (slice, reshape, dynamic slice, concatenate).

use super::{Evaluator, PlanCollective, Why};
use crate::ir::sdy::{MeshAttr, TensorSharding};
use crate::ir::ValueId;
use std::collections::HashMap;

/// What an op policy accumulates: collectives, the transient bytes of its reshards,
/// and the shardings the op sees where they differ from the plan's.
pub(super) struct Placed<'a> {
    pub out: &'a mut Vec<PlanCollective>,
    pub transient: &'a mut u64,
    pub over: &'a mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    pub mesh: &'a MeshAttr,
}

impl Evaluator<'_, '_> {
    /// Operand `i` (value `v`, sharded `from`) read in `need`.
    pub(super) fn read_in(
        &mut self,
        p: &mut Placed<'_>,
        v: ValueId,
        i: usize,
        from: Option<&TensorSharding>,
        need: &TensorSharding,
    ) -> Result<(), String> {
        if from != Some(need) {
            p.over.insert(v, (need.clone(), p.mesh.clone()));
        }
        self.reshard_between(v, from, Some(need), Why::Operand(i), p.out, p.transient)
    }

    /// Result 0 (value `r`) made in `produced`, then resharded to `own`.
    pub(super) fn made_in(
        &mut self,
        p: &mut Placed<'_>,
        r: ValueId,
        produced: &TensorSharding,
        own: Option<&TensorSharding>,
    ) -> Result<(), String> {
        if own != Some(produced) {
            p.over.insert(r, (produced.clone(), p.mesh.clone()));
        }
        self.reshard_between(r, Some(produced), own, Why::Result(0), p.out, p.transient)
    }
}
