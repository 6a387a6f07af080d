//! `stablehlo.dynamic_slice` with start indices that are not all constants (positions,
//! cache offsets) as XLA's SPMD partitioner implements it (`HandleDynamicSlice`): the
//! op is partitioned on its result's sharding (a replicated result: the one its operand
//! implies, [`Evaluator::inferred_result`]); when that shards a dim the slice cuts, the
//! op takes the default path (the operand replicated, the slice computed on every
//! device, the result sliced locally to its sharding), else the operand is resharded to
//! it and sliced locally. Measured in `tests/cost_xla_ops.rs`.

use super::placed::Placed;
use super::{Evaluator, PlanCollective};
use crate::ir::sdy::{MeshAttr, TensorSharding};
use crate::ir::{OpId, ValueId};
use std::collections::HashMap;

impl Evaluator<'_, '_> {
    /// The collectives of a dynamic slice whose start indices are not all constants;
    /// `false` when the sharding rule prices it instead.
    pub(super) fn dynamic_slice(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    ) -> Result<bool, String> {
        let m = self.m;
        let o = &m.ops[op];
        let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
            return Ok(false);
        };
        let constant = |x: ValueId| {
            m.defining_op(x)
                .is_some_and(|d| m.ops[d].name == "stablehlo.constant")
        };
        if o.operands[1..].iter().all(|&x| constant(x)) {
            return Ok(false);
        }
        let (from, own) = (self.sharding(v).cloned(), self.sharding(r).cloned());
        let Some(mesh) = self.op_mesh(op) else {
            return Ok(false);
        };
        let Some(mesh_ref) = from.as_ref().or(own.as_ref()).map(|s| s.mesh.clone()) else {
            return Ok(false);
        };
        let replicated = |rank: usize| TensorSharding::empty(mesh_ref.clone(), rank, true);
        let (Some(a), Some(b)) = (m.tensor_type(v), m.tensor_type(r)) else {
            return Ok(false);
        };
        let (Some(ashape), Some(bshape)) = (a.static_shape(), b.static_shape()) else {
            return Ok(false);
        };
        let mut part = self
            .inferred_result(op)
            .or(own.clone())
            .unwrap_or_else(|| replicated(b.rank()));
        part.unreduced.clear();
        let cuts_sharded = part
            .dims
            .iter()
            .zip(ashape.iter().zip(&bshape))
            .any(|(d, (x, y))| !d.axes.is_empty() && x != y);
        let (need, produced) = if cuts_sharded || part.dims.len() != ashape.len() {
            (replicated(a.rank()), replicated(b.rank()))
        } else {
            (part.clone(), part)
        };
        let mut p = Placed {
            out,
            transient,
            over,
            mesh: &mesh,
        };
        self.read_in(&mut p, v, 0, from.as_ref(), &need)?;
        self.made_in(&mut p, r, &produced, own.as_ref())?;
        Ok(true)
    }
}
