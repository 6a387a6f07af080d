//! `stablehlo.concatenate` as XLA's SPMD partitioner implements it
//! (`HandleConcatenate` → `HandleElementwiseWithDimsToReplicate`): the concatenation is
//! partitioned on `S`, the result's sharding with an unsharded concat dim taking an
//! operand's concat-dim axes when they are free (measured: XLA's propagation does);
//! it runs in a *temporary* sharding `T`, `S` with the concat dim's axes moved to the
//! minor end of the first other dim they divide (`GetFirstTargetDimToMoveShardingTiles`,
//! `MoveAndMergeShardingTiles`) or dropped when none does; every operand is resharded
//! to `T`, the local concatenation from `T` to `S` (an all-to-all, typically), and `S`
//! to the result's own sharding. Every reshard is [`crate::cost::reshard_xla`]'s.
//!
//! Before that, XLA's Shardy pipeline reshards a concatenate whose operands are not all
//! sharded like its result (`sdy-insert-explicit-reshards`, which takes the full path
//! for such a concatenate): every operand and the result get the sharding of Shardy's
//! common axes ([`super::common_axes`]: the concat dim's axes go to a batching dim),
//! the concatenation runs in it and the result is resharded to its own sharding.
//! Measured in `tests/cost_xla_ops.rs`.

use super::common_axes::common_axes;
use super::placed::Placed;
use super::{rebuild, Evaluator, PlanCollective, Why};
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, TensorSharding};
use crate::ir::{OpId, ValueId};
use crate::rules::axis;
use crate::rules::op_rule;
use crate::rules::projection::ShardingProjection;
use crate::rules::rule::RuleQueries;
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
        if self.concatenate_explicit(op, &mesh, out, transient, over)? {
            return Ok(true);
        }
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
            let mut p = Placed {
                out: &mut *out,
                transient: &mut *transient,
                over: &mut *over,
                mesh: &mesh,
            };
            self.read_in(&mut p, v, i, from.as_ref(), &temp)?;
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

/// Same axes per dim and same partial sums (no sharding: replicated).
fn same(a: Option<&TensorSharding>, b: Option<&TensorSharding>) -> bool {
    let dims = |s: Option<&TensorSharding>| -> (Vec<Vec<AxisRef>>, Vec<AxisRef>) {
        s.map_or((vec![], vec![]), |s| {
            let mut d: Vec<Vec<AxisRef>> = s.dims.iter().map(|d| d.axes.clone()).collect();
            if d.iter().all(Vec::is_empty) {
                d.clear();
            }
            (d, s.unreduced.clone())
        })
    };
    dims(a) == dims(b)
}

impl Evaluator<'_, '_> {
    /// A concatenate whose operands are not all sharded like its result, as Shardy's
    /// explicit reshards make it; `false` when they all are (or it has no rule).
    fn concatenate_explicit(
        &mut self,
        op: OpId,
        mesh: &MeshAttr,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    ) -> Result<bool, String> {
        let m = self.m;
        let o = &m.ops[op];
        let r = o.results[0];
        let own = self.sharding(r).cloned();
        let op_sh: Vec<Option<&TensorSharding>> =
            o.operands.iter().map(|&v| self.sharding(v)).collect();
        if op_sh.iter().all(|s| same(*s, own.as_ref())) {
            return Ok(false);
        }
        let Ok(rule) = op_rule(m, op, &self.opts.rules).map(|r| r.rule) else {
            return Ok(false);
        };
        let Some(mesh_ref) = own
            .iter()
            .chain(op_sh.iter().flatten().copied())
            .map(|s| s.mesh.clone())
            .next()
        else {
            return Ok(false);
        };
        if rule.operands.len() != o.operands.len() || rule.results.len() != 1 {
            return Ok(false);
        }
        let proj = ShardingProjection::build(&rule, &op_sh, &[own.as_ref()], mesh);
        let sizes: Vec<i64> = o
            .operands
            .iter()
            .chain(&o.results)
            .map(|&v| {
                m.tensor_type(v)
                    .and_then(|t| t.static_shape())
                    .map_or(0, |s| s.iter().product())
            })
            .collect();
        let chosen = common_axes(&rule, &proj, &sizes, mesh);
        let sharding_of = |t: usize| {
            let have = if t < o.operands.len() {
                &proj.operands[t]
            } else {
                &proj.results[0]
            };
            rebuild(
                have,
                &chosen,
                rule.tensor_mapping(t),
                &rule.factor_sizes,
                mesh,
                &mesh_ref,
                &[],
            )
        };
        let copied: Vec<Option<TensorSharding>> = op_sh.iter().map(|s| s.cloned()).collect();
        for (i, &v) in o.operands.iter().enumerate() {
            let need = sharding_of(i);
            if !same(copied[i].as_ref(), Some(&need)) {
                over.insert(v, (need.clone(), mesh.clone()));
            }
            self.reshard_between(
                v,
                copied[i].as_ref(),
                Some(&need),
                Why::Operand(i),
                out,
                transient,
            )?;
        }
        let produced = sharding_of(o.operands.len());
        if !same(own.as_ref(), Some(&produced)) {
            over.insert(r, (produced.clone(), mesh.clone()));
        }
        self.reshard_between(
            r,
            Some(&produced),
            own.as_ref(),
            Why::Result(0),
            out,
            transient,
        )?;
        Ok(true)
    }
}
