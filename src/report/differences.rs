//! Where the plans differ from propagation: per plan, the ops whose communication
//! differs from the propagation plan's, costliest first, ops that differ alike (same
//! op, same shardings, same times: a repeated layer) folded into one row that lists
//! the others' locations, and the provenance of propagation's choice for the searched
//! plan's rows.

use std::collections::BTreeMap;

use serde::Serialize;

use super::show;
use crate::cost::plan::PlanCost;
use crate::cost::report::{op_location, value_name};
use crate::diag::SourceFile;
use crate::emit::align::{align, op_shardings, Slot};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Module, OpId};
use crate::passes::sharding::get_sharding;
use crate::propagate::explain::{self, Query};
use crate::propagate::factor_table::{self, FactorTable};

/// Rows kept per plan.
const ROWS_PER_PLAN: usize = 10;

/// An op whose communication differs between the propagation plan and another plan.
#[derive(Clone, Debug, Serialize)]
pub struct Difference {
    #[serde(skip)]
    pub prop_op: OpId,
    /// The op in `plan`'s module.
    #[serde(skip)]
    pub plan_op: OpId,
    pub plan: String,
    pub location: String,
    pub op: String,
    /// Weighted communication time of the op in the propagation plan and in `plan`.
    pub propagation_comm_s: f64,
    pub plan_comm_s: f64,
    pub propagation_result: String,
    pub plan_result: String,
    /// The locations of the other ops that differ exactly alike (same op name, same
    /// shardings, same communication times in both plans), in program order.
    pub alike: Vec<String>,
    /// Why propagation chose its sharding (`autoshard explain` of the value), for the
    /// searched plan's differences (or the first other plan's when there is no search).
    pub why: Option<String>,
    /// The op's factor table under the propagation plan and under `plan` (for the same
    /// differences as `why`).
    #[serde(skip)]
    pub factors: Option<(FactorTable, FactorTable)>,
}

/// The differences of every plan after the first (propagation) against it: at most
/// [`ROWS_PER_PLAN`] rows per plan, costliest difference first, then program order.
pub fn differences(
    m: &Module,
    file: &SourceFile,
    names: &[String],
    plans: &[Option<(Module, PlanCost)>],
) -> Vec<Difference> {
    let Some(Some((prop, prop_cost))) = plans.first() else {
        return vec![];
    };
    let pcomm = comm(prop_cost);
    let mut out = Vec::new();
    for (name, p) in names.iter().zip(plans).skip(1) {
        let Some((pm, pc)) = p else { continue };
        let ocomm = comm(pc);
        let rows: Vec<Difference> = align(prop, pm)
            .into_iter()
            .filter_map(|(x, y)| {
                let a = pcomm.get(&x).copied().unwrap_or(0.0);
                let b = ocomm.get(&y).copied().unwrap_or(0.0);
                if a == b {
                    return None;
                }
                let (sa, sb) = (op_shardings(prop, x), op_shardings(pm, y));
                Some(Difference {
                    prop_op: x,
                    plan_op: y,
                    plan: name.clone(),
                    location: op_location(prop, file, x),
                    op: prop.ops[x].name.clone(),
                    propagation_comm_s: a,
                    plan_comm_s: b,
                    propagation_result: shown_sharding(prop, x, &sa),
                    plan_result: shown_sharding(pm, y, &sb),
                    alike: vec![],
                    why: None,
                    factors: None,
                })
            })
            .collect();
        let mut rows = fold_alike(rows);
        rows.sort_by(|p, q| {
            let dp = (p.propagation_comm_s - p.plan_comm_s).abs();
            let dq = (q.propagation_comm_s - q.plan_comm_s).abs();
            dq.total_cmp(&dp).then(p.prop_op.cmp(&q.prop_op))
        });
        rows.truncate(ROWS_PER_PLAN);
        out.extend(rows);
    }
    explain_differences(m, file, prop, &mut out);
    for d in out.iter_mut().filter(|d| d.why.is_some()) {
        let Some(Some((pm, _))) = names.iter().position(|n| *n == d.plan).map(|i| &plans[i]) else {
            continue;
        };
        let tables = (
            factor_table::of_op(prop, d.prop_op),
            factor_table::of_op(pm, d.plan_op),
        );
        if let (Some(a), Some(b)) = tables {
            d.factors = Some((a, b));
        }
    }
    out
}

/// Weighted communication time per op of a plan.
fn comm(pc: &PlanCost) -> BTreeMap<OpId, f64> {
    pc.ops
        .iter()
        .map(|o| (o.op, o.weight * o.comm_s()))
        .collect()
}

/// One row per class of rows that differ alike, the first in program order standing
/// for the others, whose locations it lists in `alike`.
fn fold_alike(mut rows: Vec<Difference>) -> Vec<Difference> {
    rows.sort_by_key(|d| d.prop_op);
    let mut first: BTreeMap<(String, String, String, u64, u64), usize> = BTreeMap::new();
    let mut out: Vec<Difference> = Vec::new();
    for d in rows {
        let key = (
            d.op.clone(),
            d.propagation_result.clone(),
            d.plan_result.clone(),
            d.propagation_comm_s.to_bits(),
            d.plan_comm_s.to_bits(),
        );
        match first.get(&key) {
            Some(&i) => out[i].alike.push(d.location),
            None => {
                first.insert(key, out.len());
                out.push(d);
            }
        }
    }
    out
}

/// The sharding a difference row names for an op: its first result's, or for an op
/// without results (`func.return`) that of the value it passes on (whose reshard to the
/// function's declared result sharding is what differs).
fn shown_sharding(m: &Module, op: OpId, slots: &[(Slot, Option<TensorSharding>)]) -> String {
    if let Some((_, s)) = slots.first() {
        return show(s);
    }
    match m.ops[op].operands.first() {
        Some(&v) => format!("{} for {}", show(&get_sharding(m, v)), value_name(m, v)),
        None => "-".into(),
    }
}

/// Fills `why` of the differences of one plan (the search's, else the first listed):
/// the provenance of the propagation plan's sharding of the op's first result, from
/// [`crate::propagate::explain`] on the original text.
fn explain_differences(
    m: &Module,
    file: &SourceFile,
    prop: &Module,
    differences: &mut [Difference],
) {
    let Some(plan) = differences
        .iter()
        .find(|d| d.plan == "search")
        .or(differences.first())
        .map(|d| d.plan.clone())
    else {
        return;
    };
    let back: BTreeMap<OpId, OpId> = align(m, prop).into_iter().map(|(x, y)| (y, x)).collect();
    for d in differences.iter_mut().filter(|d| d.plan == plan) {
        let Some(&orig) = back.get(&d.prop_op) else {
            continue;
        };
        let Some(&v) = m.ops[orig].results.first() else {
            continue;
        };
        let q = Query::Value(explain::value_spelling(m, v));
        d.why = Some(match explain::explain(file, &q) {
            Ok(text) => text,
            Err(e) => format!("(no explanation: {e})"),
        });
    }
}
