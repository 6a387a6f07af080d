//! The objective against the evaluation, op by op: where the ILP's price of its own
//! plan and [`crate::cost::plan::evaluate`]'s differ, and by how much.
//!
//! The encoding records its objective in pieces, each with the ops it prices
//! ([`super::encode::Piece`]; tied layers share a piece, split by weight). The
//! evaluation prices every op of the plan; the explicit reshards decode wrote are the
//! cost of the op that reads them first. Costs paid once for several ops (a reshard
//! read by several ops, identical constants merged) go to the first of them in program
//! order on both sides, so the two side tables have the same keys and a difference
//! names the op whose price differs.

use std::collections::{BTreeMap, HashMap};

use super::encode::{Encoding, UNITS_PER_S};
use crate::cost::compute::program_ops;
use crate::cost::once::{merge_key, region_of};
use crate::cost::plan::PlanCost;
use crate::ir::{Module, OpId};

/// One op whose price differs (seconds per step, weighted).
#[derive(Clone, Debug, PartialEq)]
pub struct OpDiff {
    pub op: OpId,
    pub objective_s: f64,
    pub evaluated_s: f64,
}

impl OpDiff {
    /// The op as the plan spells it, and both prices.
    pub fn describe(&self, m: &Module) -> String {
        let o = &m.ops[self.op];
        let results: Vec<String> = o
            .results
            .iter()
            .map(|&r| format!("%{}", m.values[r].name))
            .collect();
        let lhs = if results.is_empty() {
            String::new()
        } else {
            format!("{} = ", results.join(", "))
        };
        format!(
            "{lhs}{}: objective {:.6} us, evaluation {:.6} us ({:+.6} us)",
            o.name,
            self.objective_s * 1e6,
            self.evaluated_s * 1e6,
            (self.objective_s - self.evaluated_s) * 1e6
        )
    }
}

/// The per-op comparison of the objective of solution `values` with `cost`, the
/// evaluation of `plan` (its decoding, or the decoding with its routes written).
pub struct Audit {
    /// The sum of the pieces at the solution (seconds): the objective.
    pub objective_s: f64,
    /// Ops whose prices differ by more than the tolerance, largest difference first.
    pub diffs: Vec<OpDiff>,
}

/// Compares `enc`'s objective at `values` with `cost` (the evaluation of `plan`, a
/// decoding of `m`), op by op; differences below `abs_tol_s` seconds are dropped.
pub fn audit(
    m: &Module,
    enc: &Encoding,
    values: &[f64],
    plan: &Module,
    cost: &PlanCost,
    abs_tol_s: f64,
) -> Audit {
    let order = program_ops(plan);
    let pos: HashMap<OpId, usize> = order.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let at = |o: OpId| pos.get(&o).copied().unwrap_or(usize::MAX);
    let canon = merge_firsts(m, &order);
    let key = |o: OpId| canon.get(&o).copied().unwrap_or(o);
    let mut objective: BTreeMap<OpId, f64> = BTreeMap::new();
    let mut total = 0.0;
    for p in &enc.pieces {
        let v = p.expr.eval(values) / UNITS_PER_S;
        total += v;
        let w: f64 = p.who.iter().map(|(_, w)| w).sum();
        for (ops, wi) in &p.who {
            let Some(&first) = ops.iter().min_by_key(|&&o| at(o)) else {
                continue;
            };
            let share = if w > 0.0 {
                v * wi / w
            } else {
                v / p.who.len() as f64
            };
            *objective.entry(key(first)).or_insert(0.0) += share;
        }
    }
    let mut evaluated: BTreeMap<OpId, f64> = BTreeMap::new();
    for c in &cost.ops {
        let x = c.weight * (c.compute_s + c.comm_s());
        if x == 0.0 {
            continue;
        }
        let owner = original_reader(m, plan, c.op, &at);
        *evaluated.entry(key(owner)).or_insert(0.0) += x;
    }
    let mut diffs: Vec<OpDiff> = Vec::new();
    let ops: std::collections::BTreeSet<OpId> =
        objective.keys().chain(evaluated.keys()).copied().collect();
    for op in ops {
        let a = objective.get(&op).copied().unwrap_or(0.0);
        let b = evaluated.get(&op).copied().unwrap_or(0.0);
        if (a - b).abs() > abs_tol_s {
            diffs.push(OpDiff {
                op,
                objective_s: a,
                evaluated_s: b,
            });
        }
    }
    diffs.sort_by(|x, y| {
        let dx = (x.objective_s - x.evaluated_s).abs();
        let dy = (y.objective_s - y.evaluated_s).abs();
        dy.total_cmp(&dx).then(x.op.cmp(&y.op))
    });
    Audit {
        objective_s: total,
        diffs,
    }
}

/// The op of `m` an op of `plan` is charged to: itself, or for an op decode added (an
/// explicit reshard), the first reader of its result in program order, transitively.
fn original_reader(m: &Module, plan: &Module, op: OpId, at: &impl Fn(OpId) -> usize) -> OpId {
    let mut cur = op;
    while cur.0 as usize >= m.ops.len() {
        let next = plan.ops[cur]
            .results
            .iter()
            .flat_map(|&r| plan.users_of(r))
            .map(|(u, _)| u)
            .min_by_key(|&u| at(u));
        match next {
            Some(n) => cur = n,
            None => break,
        }
    }
    cur
}

/// Per op of a group of identical constants or scalar broadcasts (one region), the
/// group's first op in program order.
fn merge_firsts(m: &Module, order: &[OpId]) -> HashMap<OpId, OpId> {
    let mut first: HashMap<(Option<crate::ir::RegionId>, String), OpId> = HashMap::new();
    let mut out = HashMap::new();
    for &op in order {
        if op.0 as usize >= m.ops.len() {
            continue;
        }
        let Some(k) = merge_key(m, op) else {
            continue;
        };
        let f = *first.entry((region_of(m, op), k)).or_insert(op);
        out.insert(op, f);
    }
    out
}
