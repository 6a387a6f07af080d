//! `stablehlo.concatenate` as XLA's SPMD partitioner implements it
//! (`HandleConcatenate` → `HandleElementwiseWithDimsToReplicate`): the concatenation is
//! partitioned on `S`, the result's sharding with an unsharded concat dim taking an
//! operand's concat-dim axes when they are free (measured: XLA's propagation does);
//! it runs in a *temporary* sharding `T`, `S` with the concat dim's axes moved to the
//! minor end of the first other dim they divide (`GetFirstTargetDimToMoveShardingTiles`,
//! `MoveAndMergeShardingTiles`) or dropped when none does; every operand is resharded
//! to `T`, the local concatenation from `T` to `S` (an all-to-all, typically), and `S`
//! to the result's own sharding. Every reshard is [`crate::cost::reshard_xla`]'s.
//! Measured in `tests/cost_xla_ops.rs`.

use super::{Evaluator, PlanCollective, Why};
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, TensorSharding};
use crate::ir::{OpId, ValueId};
use crate::rules::axis;
use std::collections::HashMap;

impl Evaluator<'_, '_> {
    /// The collectives of a concatenate with a sharded result; `false` when the result
    /// is replicated or not a static tensor (the sharding rule prices it then).
    pub(super) fn concatenate(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    ) -> Result<bool, String> {
        let m = self.m;
        let o = &m.ops[op];
        let Some(dim) = o.attr("dimension").and_then(|a| a.as_i64()) else {
            return Ok(false);
        };
        let dim = dim as usize;
        let (Some(&r), Some(mesh)) = (o.results.first(), self.op_mesh(op)) else {
            return Ok(false);
        };
        let Some(shape) = m.tensor_type(r).and_then(|t| t.static_shape()) else {
            return Ok(false);
        };
        let own = self.sharding(r).cloned();
        let Some(mesh_ref) = own
            .iter()
            .chain(o.operands.iter().filter_map(|&v| self.sharding(v)))
            .map(|s| s.mesh.clone())
            .next()
        else {
            return Ok(false);
        };
        let rank = shape.len();
        let mut want = own
            .clone()
            .unwrap_or_else(|| TensorSharding::empty(mesh_ref, rank, true));
        if dim >= rank || want.dims.len() != rank {
            return Ok(false);
        }
        // An unsharded concat dim takes an operand's concat-dim axes when they are free.
        if want.dims[dim].axes.is_empty() {
            let used: Vec<AxisRef> = want.dims.iter().flat_map(|d| d.axes.clone()).collect();
            let free = |x: &[AxisRef]| {
                x.iter()
                    .all(|a| !used.iter().any(|u| axis::overlaps(a, u, &mesh)))
            };
            if let Some(x) = o.operands.iter().find_map(|&v| {
                let d = self.sharding(v)?.dims.get(dim)?;
                (!d.axes.is_empty() && free(&d.axes)).then(|| d.axes.clone())
            }) {
                want.dims[dim] = DimSharding::closed(x);
            }
        }
        if want.is_fully_replicated() {
            return Ok(false);
        }
        let temp = temporary_sharding(&want, &shape, dim, &mesh);
        for (i, &v) in o.operands.iter().enumerate() {
            if m.tensor_type(v).is_none_or(|t| t.rank() != shape.len()) {
                continue;
            }
            let from = self.sharding(v).cloned();
            if from.as_ref() != Some(&temp) {
                over.insert(v, (temp.clone(), mesh.clone()));
            }
            self.reshard_between(
                v,
                from.as_ref(),
                Some(&temp),
                Why::Operand(i),
                out,
                transient,
            )?;
        }
        if temp != want {
            over.insert(r, (temp.clone(), mesh.clone()));
        }
        self.reshard_between(r, Some(&temp), Some(&want), Why::Result(0), out, transient)?;
        if own.as_ref() != Some(&want) {
            self.reshard_between(r, Some(&want), own.as_ref(), Why::Result(0), out, transient)?;
        }
        Ok(true)
    }
}

/// `want` without partial sums, its `dim` axes moved to the minor end of the first other
/// dim whose size their product times that dim's divides (dropped when there is none).
fn temporary_sharding(
    want: &TensorSharding,
    shape: &[i64],
    dim: usize,
    mesh: &MeshAttr,
) -> TensorSharding {
    let mut temp = want.clone();
    temp.unreduced.clear();
    let x: Vec<AxisRef> = std::mem::take(&mut temp.dims[dim].axes);
    let n = axis::product(&x, mesh);
    if x.is_empty() || n <= 1 || shape[dim] <= 1 {
        return temp;
    }
    let target = (0..shape.len()).find(|&d| {
        d != dim && shape[d] % axis::product(&temp.dims[d].axes, mesh).saturating_mul(n) == 0
    });
    if let Some(d) = target {
        let mut axes = temp.dims[d].axes.clone();
        axes.extend(x);
        temp.dims[d] = DimSharding::closed(axes);
    }
    temp
}
