//! `stablehlo.reshape` as XLA's SPMD partitioner implements it (`HandleReshape`): the
//! reshape runs on a pair of shardings (operand, result) with the same tile count, the
//! first of
//! 1. the result's own sharding and the operand sharding it implies, or
//! 2. the result sharding the operand's implies (and the operand sharding that one
//!    implies back),
//!
//! that exists (`hlo_sharding_util::ReshapeSharding`); the operand is resharded to the
//! pair's first, the reshape is local, and its result resharded from the pair's second
//! to its own sharding. A sharding implies another through the reshape's factors (the
//! sharding rule): it exists when no axis overflows its factor and, in every dim of the
//! other tensor, a factor is sharded only when the factors before it are fully
//! sharded. Measured in `tests/cost_xla_ops.rs` (a split of a sharded dim whose minor
//! part the result shards is an all-to-all of the reshaped operand, not an all-gather).

use super::placed::Placed;
use super::{Evaluator, PlanCollective};
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::ir::{OpId, ValueId};
use crate::rules::axis;
use crate::rules::op_rule;
use crate::rules::projection::ShardingProjection;
use crate::rules::rule::RuleQueries;
use std::collections::HashMap;

fn tiles(s: &TensorSharding, mesh: &MeshAttr) -> i64 {
    s.dims
        .iter()
        .map(|d| axis::product(&d.axes, mesh))
        .product()
}

/// The sharding of tensor `to` (0: the operand, 1: the result) that `s`, the sharding
/// of the other one, implies; `None` when it does not carry every axis of `s`.
fn implied(
    rule: &OpShardingRule,
    s: &TensorSharding,
    to: usize,
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
) -> Option<TensorSharding> {
    let (ops, res) = if to == 1 {
        ([Some(s)], [None])
    } else {
        ([None], [Some(s)])
    };
    let proj = ShardingProjection::build(rule, &ops, &res, mesh);
    let from = if to == 1 {
        &proj.operands[0]
    } else {
        &proj.results[0]
    };
    let mut chosen: Vec<Vec<AxisRef>> = vec![Vec::new(); rule.factor_sizes.len()];
    for (&f, fs) in &from.factors {
        if !fs.overflow_axes.is_empty() || f >= chosen.len() {
            return None;
        }
        chosen[f] = fs.axes.clone();
    }
    let mut dims = Vec::new();
    for dim in rule.tensor_mapping(to) {
        let mut axes: Vec<AxisRef> = Vec::new();
        let mut full = true;
        for &f in dim {
            if !full && !chosen[f].is_empty() {
                return None;
            }
            full = axis::product(&chosen[f], mesh) == rule.factor_sizes[f];
            axes.extend(chosen[f].iter().cloned());
        }
        dims.push(DimSharding::closed(axes));
    }
    let out = TensorSharding {
        mesh: mesh_ref.clone(),
        dims,
        replicated: vec![],
        unreduced: vec![],
    };
    (tiles(&out, mesh) == tiles(s, mesh)).then_some(out)
}

impl Evaluator<'_, '_> {
    /// The collectives of a reshape with a sharded result; `false` when the sharding
    /// rule prices it instead (a replicated result, partial sums, no pair).
    pub(super) fn reshape(
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
        let (Some(own), Some(mesh)) = (self.sharding(r).cloned(), self.op_mesh(op)) else {
            return Ok(false);
        };
        let from = self.sharding(v).cloned();
        if own.is_fully_replicated() || !own.unreduced.is_empty() {
            return Ok(false);
        }
        let Ok(rule) = op_rule(m, op, &self.opts.rules).map(|r| r.rule) else {
            return Ok(false);
        };
        if rule.operands.len() != 1 || rule.results.len() != 1 {
            return Ok(false);
        }
        let mesh_ref = own.mesh.clone();
        let mut operand_view = from.clone().unwrap_or_else(|| {
            TensorSharding::empty(mesh_ref.clone(), rule.operands[0].len(), true)
        });
        operand_view.unreduced.clear();
        let pair = implied(&rule, &own, 0, &mesh, &mesh_ref)
            .map(|i| (i, own.clone()))
            .or_else(|| {
                let o = implied(&rule, &operand_view, 1, &mesh, &mesh_ref)?;
                Some((implied(&rule, &o, 0, &mesh, &mesh_ref)?, o))
            });
        let Some((need, produced)) = pair else {
            return Ok(false);
        };
        let mut p = Placed {
            out,
            transient,
            over,
            mesh: &mesh,
        };
        self.read_in(&mut p, v, 0, from.as_ref(), &need)?;
        self.made_in(&mut p, r, &produced, Some(&own))?;
        Ok(true)
    }
}
