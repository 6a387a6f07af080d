//! Whether a module written back costs what its plan costs: the plan and the module
//! as our propagator turns it into a plan ([`super::propagate`]) priced by one function
//! ([`crate::cost::plan::evaluate`]) and, when the two differ, the ops of the original
//! priced otherwise, each with what it costs in both.
//!
//! Every op of either plan is charged to an op of the original: the one [`super::align`]
//! pairs it with, else (an op a pass or the search created: a `sdy.reshard`, a copy the
//! constant splitter made) the first paired op its result flows into.

use std::collections::{BTreeMap, HashMap};

use crate::cost::hardware::HardwareProfile;
use crate::cost::plan::{evaluate, PlanCost, PlanOptions};
use crate::ir::{Module, OpId};

/// Relative difference under which two prices are the same (summation order only).
pub const TOL: f64 = 1e-9;

/// The plan's price against the written-back module's.
#[derive(Clone, Debug)]
pub struct PriceCheck {
    /// Serial step time of the plan.
    pub plan_s: f64,
    /// Serial step time of the written-back module as propagation makes it a plan.
    pub written_s: f64,
    /// The collectives' part of each (per step).
    pub plan_comm_s: f64,
    pub written_comm_s: f64,
    /// When the two differ: per op of the original charged otherwise, a description
    /// (plan and written-back cost, compute and collectives), dearest difference first.
    pub differing: Vec<(OpId, String)>,
}

impl PriceCheck {
    /// Whether the written-back module costs what the plan costs.
    pub fn same(&self) -> bool {
        (self.plan_s - self.written_s).abs() <= TOL * self.plan_s.abs()
    }
}

/// Prices `plan` and `written` (a module of `original` with annotations, e.g.
/// [`super::minimal::Minimal::module`]) once propagated.
pub fn check(
    original: &Module,
    plan: &Module,
    written: &Module,
    hw: &HardwareProfile,
) -> Result<PriceCheck, String> {
    let propagated = super::propagate(written)?;
    let opts = PlanOptions::default();
    let a = evaluate(plan, hw, &[], &opts)?;
    let b = evaluate(&propagated, hw, &[], &opts)?;
    let mut out = PriceCheck {
        plan_s: a.serial_s(),
        written_s: b.serial_s(),
        plan_comm_s: a.comm_s,
        written_comm_s: b.comm_s,
        differing: Vec::new(),
    };
    if out.same() {
        return Ok(out);
    }
    let pa = per_original_op(original, plan, &a);
    let pb = per_original_op(original, &propagated, &b);
    let zero = Charge::default();
    let mut rows: Vec<(f64, OpId, String)> = Vec::new();
    for op in pa
        .keys()
        .chain(pb.keys())
        .copied()
        .collect::<std::collections::BTreeSet<_>>()
    {
        let (x, y) = (pa.get(&op).unwrap_or(&zero), pb.get(&op).unwrap_or(&zero));
        let d = (x.total() - y.total()).abs();
        if d <= TOL * out.plan_s.abs() {
            continue;
        }
        let us = |s: f64| format!("{:.6} us", s * 1e6);
        rows.push((
            d,
            op,
            format!(
                "{} priced {} in the plan (compute {}, collectives {} in {} ops), {} written back (compute {}, collectives {} in {} ops)",
                original.ops[op].name,
                us(x.total()),
                us(x.compute_s),
                us(x.comm_s),
                x.ops,
                us(y.total()),
                us(y.compute_s),
                us(y.comm_s),
                y.ops
            ),
        ));
    }
    rows.sort_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)));
    out.differing = rows.into_iter().map(|(_, op, s)| (op, s)).collect();
    Ok(out)
}

/// What the ops charged to one op of the original cost per step.
#[derive(Clone, Debug, Default)]
struct Charge {
    compute_s: f64,
    comm_s: f64,
    /// Ops of the plan charged to it.
    ops: usize,
}

impl Charge {
    fn total(&self) -> f64 {
        self.compute_s + self.comm_s
    }
}

/// Every op of `plan` priced in `pc`, charged to an op of `original`.
fn per_original_op(original: &Module, plan: &Module, pc: &PlanCost) -> BTreeMap<OpId, Charge> {
    let to_original: HashMap<OpId, OpId> = super::align::align(original, plan)
        .into_iter()
        .map(|(x, y)| (y, x))
        .collect();
    let mut out: BTreeMap<OpId, Charge> = BTreeMap::new();
    for c in &pc.ops {
        let (compute, comm) = (c.weight * c.compute_s, c.weight * c.comm_s());
        if compute == 0.0 && comm == 0.0 {
            continue;
        }
        let Some(x) = charged_to(plan, &to_original, c.op) else {
            continue;
        };
        let e = out.entry(x).or_default();
        e.compute_s += compute;
        e.comm_s += comm;
        e.ops += 1;
    }
    out
}

/// The op of the original `op` is charged to: its partner, else the first paired op its
/// first result flows into (a bounded walk along first users).
fn charged_to(plan: &Module, to_original: &HashMap<OpId, OpId>, op: OpId) -> Option<OpId> {
    let mut at = op;
    for _ in 0..64 {
        if let Some(&x) = to_original.get(&at) {
            return Some(x);
        }
        let &r = plan.ops[at].results.first()?;
        at = plan.users_of(r).first()?.0;
    }
    None
}
