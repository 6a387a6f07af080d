//! `stablehlo.concatenate` as XLA's SPMD partitioner implements it
//! (`HandleConcatenate` → `HandleElementwiseWithDimsToReplicate`): the concatenation
//! runs in a *temporary* sharding `T`, the result's sharding with the concat dim's axes
//! moved to the minor end of the first other dim they divide
//! (`GetFirstTargetDimToMoveShardingTiles`, `MoveAndMergeShardingTiles`) or dropped when
//! none does; every operand is resharded to `T`, the local concatenation's result is
//! resharded from `T` to the result's own sharding (an all-to-all back, typically).
//! Both reshards are [`crate::cost::reshard_xla`]'s. Measured in `tests/cost_xla_ops.rs`.

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
        // A replicated result: XLA partitions with what the operands imply (`infer`).
        let inferred = self.inferred_result(op);
        let Some(want) = inferred.clone().or_else(|| own.clone()) else {
            return Ok(false);
        };
        if dim >= shape.len() || want.dims.len() != shape.len() {
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
        if inferred.is_some() {
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
