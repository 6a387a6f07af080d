//! Soft user priorities (`--priorities soft`): the search may drop annotations of lower
//! priority (larger `pN`), only in strict priority order, when that makes the plan
//! cheaper.
//!
//! A dim without a priority is `p0` and always holds. For every priority level `K`
//! written in the module, the search runs with the annotations of priority `<= K`
//! (those above are removed, [`crate::propagate::priority_cut::cut_above`]); the
//! cheapest plan wins, and among equal costs the one keeping more. So dropping `p2`
//! while keeping `p3` never happens, and everything dropped is listed.

use crate::diag::Diagnostics;
use crate::ir::Module;
use crate::passes::sharding::transform_shardings;
use crate::propagate::priority_cut::{cut_above, CutDim};

use super::{solve, SolveOptions, SolveReport};

/// One level tried.
#[derive(Clone, Debug)]
pub struct Level {
    /// Annotations of priority `<= keep_through` were kept.
    pub keep_through: i64,
    /// The plan's cost (serial seconds per step), or why the level has no plan.
    pub cost_s: Result<f64, String>,
}

/// What the soft search chose.
#[derive(Clone, Debug)]
pub struct SoftPriorities {
    pub levels: Vec<Level>,
    /// The level whose plan is returned.
    pub keep_through: i64,
    /// The dim annotations it dropped, as written.
    pub dropped: Vec<CutDim>,
}

/// The distinct explicit priorities of `m`'s dim shardings, ascending.
pub fn priorities(m: &Module) -> Vec<i64> {
    let mut ps = Vec::new();
    let mut scratch = m.clone();
    transform_shardings(&mut scratch, |s| {
        for d in &s.dims {
            if let Some(p) = d.priority {
                if !ps.contains(&p) {
                    ps.push(p);
                }
            }
        }
        s.clone()
    });
    ps.sort_unstable();
    ps
}

/// Solves `m` once per priority level (everything, then without the largest priority,
/// and so on down to p0) and returns the cheapest plan's report. Errors only when no
/// level has a plan (the diagnostics of keeping everything).
pub fn solve_soft(
    m: &Module,
    opts: &SolveOptions,
) -> Result<(SolveReport, SoftPriorities), Diagnostics> {
    let ps = priorities(m);
    let mut keeps: Vec<i64> = ps.iter().rev().copied().collect();
    if !keeps.contains(&0) {
        keeps.push(0);
    }
    let mut levels = Vec::new();
    let mut best: Option<(SolveReport, i64, Vec<CutDim>, f64)> = None;
    let mut first_error: Option<Diagnostics> = None;
    for &k in &keeps {
        let mut cut = m.clone();
        let dropped = cut_above(&mut cut, k);
        match solve(&cut, opts) {
            Ok(r) => {
                let cost = r
                    .plan_cost_s
                    .ok_or_else(|| format!("no plan ({})", r.status));
                levels.push(Level {
                    keep_through: k,
                    cost_s: cost.clone(),
                });
                if let Ok(c) = cost {
                    // Strictly cheaper only: among equal costs the earlier level keeps
                    // more.
                    if best.as_ref().map_or(true, |b| c < b.3 * (1.0 - 1e-9)) {
                        best = Some((r, k, dropped, c));
                    }
                }
            }
            Err(d) => {
                let msg =
                    d.0.iter()
                        .filter(|x| x.is_error())
                        .map(|x| x.message.clone())
                        .collect::<Vec<_>>()
                        .join("; ");
                levels.push(Level {
                    keep_through: k,
                    cost_s: Err(msg),
                });
                first_error.get_or_insert(d);
            }
        }
    }
    match best {
        Some((r, k, dropped, _)) => Ok((
            r,
            SoftPriorities {
                levels,
                keep_through: k,
                dropped,
            },
        )),
        None => Err(first_error.unwrap_or_default()),
    }
}
