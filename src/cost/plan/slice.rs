//! `stablehlo.slice` as XLA's SPMD partitioner implements it (`HandleSlice` →
//! `ReshardDataForSlicing` → `ReshardAsWindowedInput`): the slice runs in the operand's
//! sharding when it has more tiles than the result's (a replicated result counts one),
//! else in the result's, to which the operand is resharded; then every dim the slice
//! cuts and that sharding shards exchanges halos, and the slice is resharded to the
//! result's own sharding. With `n` shards of the operand dim (`is = ceil(D/n)` each)
//! and of the result (`os = ceil(size/n)`), shard `k` needs
//! `[lo + k·os, lo + (k+1)·os)`: a left halo of `k·is − lo − k·os` and a right halo of
//! `lo + (k+1)·os − (k+1)·is`; [`super::halo`] turns them into collective-permutes as
//! XLA does (one per neighbour distance and side, or packed by `ExchangeHaloCompact`
//! when a halo reaches past twice the result shard, or a gather of the dim when the
//! window is half of it). Measured in `tests/cost_xla_ops.rs`.

use super::halo::{halo_exchange, HaloExchange};
use super::placed::Placed;
use super::{Evaluator, PlanCollective, Why};
use crate::cost::collective::{self, CollectiveKind};
use crate::cost::shard::local_dim;
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::ir::{OpId, ValueId};
use crate::rules::axis;
use std::collections::HashMap;

impl Evaluator<'_, '_> {
    /// The collectives of a unit-stride slice whose result is sharded; `false` when the
    /// sharding rule prices it instead.
    pub(super) fn slice(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, MeshAttr)>,
    ) -> Result<bool, String> {
        let m = self.m;
        let o = &m.ops[op];
        let list = |n: &str| o.attr(n).and_then(|a| a.as_i64_list());
        let (Some(lo), Some(hi)) = (list("start_indices"), list("limit_indices")) else {
            return Ok(false);
        };
        let strides = list("strides").unwrap_or_else(|| vec![1; lo.len()]);
        let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
            return Ok(false);
        };
        let own = self.sharding(r).cloned();
        let from = self.sharding(v).cloned();
        let Some(mesh) = self.op_mesh(op) else {
            return Ok(false);
        };
        let Some(ty) = m.tensor_type(v) else {
            return Ok(false);
        };
        let Some(shape) = ty.static_shape() else {
            return Ok(false);
        };
        let rank = shape.len();
        // XLA slices in the operand's sharding when it has more tiles than the
        // result's (`HandleSlice`), else in the result's.
        let tiles = |s: Option<&TensorSharding>| -> i64 {
            s.map_or(1, |s| {
                s.dims
                    .iter()
                    .map(|d| axis::product(&d.axes, &mesh))
                    .product()
            })
        };
        let mut need = match (&own, &from) {
            (_, Some(f)) if tiles(Some(f)) > tiles(own.as_ref()) => f.clone(),
            (Some(o), _) if tiles(Some(o)) > 1 => o.clone(),
            _ => return Ok(false),
        };
        need.unreduced.clear();
        if [lo.len(), hi.len(), strides.len(), need.dims.len()] != [rank; 4]
            || strides.iter().any(|&s| s != 1)
        {
            return Ok(false);
        }
        let mut p = Placed {
            out: &mut *out,
            transient: &mut *transient,
            over: &mut *over,
            mesh: &mesh,
        };
        let counts: Vec<i64> = need
            .dims
            .iter()
            .map(|d| axis::product(&d.axes, &mesh))
            .collect();
        // Per cut dim, how XLA exchanges its halos (`halo::halo_exchange`).
        let mut plans = Vec::new();
        for d in 0..rank {
            let n = counts[d];
            let size = hi[d] - lo[d];
            if n <= 1 || (lo[d] == 0 && hi[d] == shape[d]) || size <= 0 {
                continue;
            }
            let is = local_dim(shape[d], n);
            let os = local_dim(size, n);
            let left: Vec<i64> = (0..n).map(|k| k * is - lo[d] - k * os).collect();
            let right: Vec<i64> = (0..n)
                .map(|k| lo[d] + (k + 1) * os - (k + 1) * is)
                .collect();
            plans.push((d, halo_exchange(shape[d], is, os, &left, &right)));
        }
        self.read_in(&mut p, v, 0, from.as_ref(), &need)?;
        if plans.iter().any(|(_, h)| *h == HaloExchange::Replicate) {
            // XLA gathers every cut dim, then slices locally.
            let mut gathered = need.clone();
            for (d, _) in &plans {
                gathered.dims[*d].axes.clear();
            }
            p.over.insert(v, (gathered.clone(), mesh.clone()));
            self.reshard_between(
                v,
                Some(&need),
                Some(&gathered),
                Why::Operand(0),
                out,
                transient,
            )?;
            if own.as_ref() != Some(&gathered) {
                over.insert(r, (gathered.clone(), mesh.clone()));
                self.reshard_between(
                    r,
                    Some(&gathered),
                    own.as_ref(),
                    Why::Result(0),
                    out,
                    transient,
                )?;
            }
            return Ok(true);
        }
        let links = self.links.get(&mesh)?.clone();
        for (d, plan) in plans {
            let HaloExchange::Permutes(widths) = plan else {
                continue;
            };
            // Per-device elements of the other dims.
            let rest: i64 = (0..rank)
                .filter(|&e| e != d)
                .map(|e| local_dim(shape[e], counts[e]))
                .product();
            let n = counts[d];
            let axes: Vec<AxisRef> = need.dims[d].axes.clone();
            let link = links.slowest(&axes);
            for width in widths {
                let bytes = (width * rest).max(0) as u64 * ty.element.byte_size();
                let kind = CollectiveKind::CollectivePermute;
                let b = bytes as f64;
                out.push(PlanCollective {
                    why: Why::Permutation,
                    value: r,
                    kind,
                    axes: axes.clone(),
                    group_size: n as u64,
                    bytes_before: bytes,
                    bytes_after: bytes,
                    bytes_sent: collective::bytes_sent(kind, n as u64, b, b),
                    time_s: collective::time(kind, n as u64, b, b, link, &self.opts.collective),
                });
            }
        }
        if own.as_ref() != Some(&need) {
            over.insert(r, (need.clone(), mesh.clone()));
            self.reshard_between(r, Some(&need), own.as_ref(), Why::Result(0), out, transient)?;
        }
        Ok(true)
    }
}
