//! `stablehlo.concatenate` as XLA's SPMD partitioner implements it when the concat dim
//! is sharded: the concat runs on a sharding `S` (the result's, with the concat dim
//! sharded by an operand's concat-dim axes when the result leaves it unsharded and the
//! axes are free), computed locally in a *temporary* sharding where the concat dim's
//! axes `X` move to the minor end of another dim; every operand is resharded to the
//! temporary sharding, one all-to-all over `X` brings the concatenation to `S`, and `S`
//! is resharded to the result's own sharding. Measured in `tests/cost_xla_ops.rs`.

use super::{Evaluator, PlanCollective, Why};
use crate::cost::collective::{self, CollectiveKind};
use crate::ir::sdy::{AxisRef, DimSharding, MeshRef, TensorSharding};
use crate::ir::{OpId, ValueId};
use crate::rules::axis;
use std::collections::HashMap;

impl Evaluator<'_, '_> {
    /// The collectives of a concatenate whose concat dim `S` shards; `false` when it
    /// does not (the sharding rule prices it then).
    pub(super) fn concatenate(
        &mut self,
        op: OpId,
        out: &mut Vec<PlanCollective>,
        transient: &mut u64,
        over: &mut HashMap<ValueId, (TensorSharding, crate::ir::sdy::MeshAttr)>,
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
        let Some(ty) = m.tensor_type(r) else {
            return Ok(false);
        };
        let Some(shape) = ty.static_shape() else {
            return Ok(false);
        };
        let rank = shape.len();
        if dim >= rank {
            return Ok(false);
        }
        let mesh_ref = o
            .results
            .iter()
            .chain(&o.operands)
            .find_map(|&v| self.sharding(v).map(|s| s.mesh.clone()))
            .unwrap_or(MeshRef::Inline(mesh.clone()));
        let want = self.sharding(r).cloned();
        let mut s: Vec<Vec<AxisRef>> = match &want {
            Some(w) if w.dims.len() == rank => w.dims.iter().map(|d| d.axes.clone()).collect(),
            _ => vec![vec![]; rank],
        };
        if s[dim].is_empty() {
            let used: Vec<AxisRef> = s.iter().flatten().cloned().collect();
            let free = |x: &[AxisRef]| {
                x.iter()
                    .all(|a| !used.iter().any(|u| axis::overlaps(a, u, &mesh)))
            };
            if let Some(x) = o.operands.iter().find_map(|&v| {
                let d = self.sharding(v)?.dims.get(dim)?;
                (!d.axes.is_empty() && free(&d.axes)).then(|| d.axes.clone())
            }) {
                s[dim] = x;
            }
        }
        let x = s[dim].clone();
        let n = axis::product(&x, &mesh);
        if x.is_empty() || n <= 1 {
            return Ok(false);
        }
        let Some(d2) = (0..rank)
            .find(|&d| d != dim && shape[d] % (axis::product(&s[d], &mesh).saturating_mul(n)) == 0)
        else {
            return Ok(false);
        };
        let mut temp = s.clone();
        temp[dim].clear();
        temp[d2].extend(x.iter().cloned());
        let make = |dims: &[Vec<AxisRef>]| TensorSharding {
            mesh: mesh_ref.clone(),
            dims: dims
                .iter()
                .map(|a| DimSharding::closed(a.clone()))
                .collect(),
            replicated: vec![],
            unreduced: vec![],
        };
        let (temp_sh, s_sh) = (make(&temp), make(&s));
        for (i, &v) in o.operands.iter().enumerate() {
            if m.tensor_type(v).is_none_or(|t| t.rank() != rank) {
                continue;
            }
            let from = self.sharding(v).cloned();
            over.insert(v, (temp_sh.clone(), mesh.clone()));
            self.reshard_between(
                v,
                from.as_ref(),
                Some(&temp_sh),
                Why::Operand(i),
                out,
                transient,
            )?;
        }
        let bytes = crate::cost::shard::per_device_bytes(ty, Some(&s_sh), &mesh);
        let links = self.links.get(&mesh)?.clone();
        let link = links.slowest(&x);
        let kind = CollectiveKind::AllToAll;
        let (b, nn) = (bytes as f64, n as u64);
        out.push(PlanCollective {
            why: Why::Result(0),
            value: r,
            kind,
            axes: x,
            group_size: nn,
            bytes_before: bytes,
            bytes_after: bytes,
            bytes_sent: collective::bytes_sent(kind, nn, b, b),
            time_s: collective::time(kind, nn, b, b, link, &self.opts.collective),
        });
        over.insert(r, (s_sh.clone(), mesh.clone()));
        self.reshard_between(
            r,
            Some(&s_sh),
            want.as_ref(),
            Why::Result(0),
            out,
            transient,
        )?;
        Ok(true)
    }
}
