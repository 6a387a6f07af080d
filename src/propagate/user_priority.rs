//! User-priority propagation (Shardy's `UserPriorityPropagationPass`).
//!
//! Dim shardings may carry a priority `pN` (absent means p0, the highest). Before the
//! first run every dim with a priority above 0 becomes closed and empty and its axes
//! join the tensor's replicated axes (sorted in mesh order); priorities are dropped.
//! The op-priority propagation then runs for p0, and for each larger priority in
//! ascending order the dims of that priority get their original sharding back (their
//! axes leave the replicated set) before it runs again. Annotations are never
//! overridden: closed dims never gain axes.

use std::collections::BTreeMap;

use super::engine::{Engine, StopReason};
use super::step::FactorStrategy;
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, TensorSharding};
use crate::ir::ValueId;

/// Where an annotated sharding lives.
#[derive(Clone, Copy, Debug)]
enum Ref {
    Slot(ValueId),
    FuncResult(usize, usize),
}

fn priority(d: &DimSharding) -> i64 {
    d.priority.unwrap_or(0)
}

/// The sharding of the first run: dims of priority > 0 closed and empty, their axes
/// replicated.
pub fn initialized(s: &TensorSharding, mesh: Option<&MeshAttr>) -> TensorSharding {
    let mut out = s.clone();
    let mut replicated = s.replicated.clone();
    for d in &mut out.dims {
        if priority(d) == 0 {
            d.priority = None;
        } else {
            replicated.extend(d.axes.iter().cloned());
            *d = DimSharding::closed(vec![]);
        }
    }
    if let Some(mesh) = mesh {
        replicated.sort_by_key(|a| mesh_order_key(a, mesh));
    }
    out.replicated = replicated;
    out
}

/// Mesh order of axis refs: axis position, then sub-axis pre-size, then size.
pub fn mesh_order_key(a: &AxisRef, mesh: &MeshAttr) -> (usize, i64, i64) {
    let idx = mesh.axis_index(&a.name).unwrap_or(usize::MAX);
    match a.sub {
        Some(s) => (idx, s.pre_size, s.size),
        None => (idx, 1, mesh.axis_size(&a.name).unwrap_or(1)),
    }
}

/// The sharding after restoring the dims of `prio` from `original`.
fn updated_for_priority(
    cur: &TensorSharding,
    original: &TensorSharding,
    prio: i64,
) -> TensorSharding {
    let mut out = cur.clone();
    let mut seen: Vec<AxisRef> = Vec::new();
    for (d, o) in out.dims.iter_mut().zip(&original.dims) {
        if priority(o) == prio {
            *d = DimSharding {
                axes: o.axes.clone(),
                closed: o.closed,
                priority: None,
            };
            seen.extend(o.axes.iter().cloned());
        }
    }
    out.replicated.retain(|a| !seen.contains(a));
    out
}

/// Runs the user priorities; each runs the op-priority propagation (or a single run of
/// the strategies when `op_priority` is off).
pub fn propagate(e: &mut Engine, strategies: &[FactorStrategy], op_priority: bool) -> StopReason {
    let mut refs: BTreeMap<i64, Vec<(Ref, TensorSharding)>> = BTreeMap::new();
    let visit =
        |r: Ref, s: &TensorSharding, refs: &mut BTreeMap<i64, Vec<(Ref, TensorSharding)>>| {
            let mut prios: Vec<i64> = s.dims.iter().map(priority).filter(|&p| p > 0).collect();
            prios.sort_unstable();
            prios.dedup();
            for p in prios {
                refs.entry(p).or_default().push((r, s.clone()));
            }
        };
    // Initialize every sharding (slots, then function results).
    for v in 0..e.shardings.len() {
        let Some(s) = e.shardings.get(v) else {
            continue;
        };
        visit(Ref::Slot(ValueId(v as u32)), s, &mut refs);
        let mesh = mesh_of(e, s);
        let init = initialized(s, mesh.as_ref());
        if init != *s {
            e.replace_slot(ValueId(v as u32), init);
        }
    }
    for f in 0..e.func_results.len() {
        for r in 0..e.func_results[f].len() {
            let Some(s) = e.func_results[f][r].as_ref() else {
                continue;
            };
            visit(Ref::FuncResult(f, r), s, &mut refs);
            let mesh = mesh_of(e, s);
            let init = initialized(s, mesh.as_ref());
            if init != *s {
                e.func_results[f][r] = Some(init);
                e.func_results_dirty[f][r] = true;
            }
        }
    }
    e.user_priority = 0;
    let mut reason = super::op_priority::propagate(e, strategies, op_priority);
    for (prio, list) in refs {
        e.user_priority = prio;
        for (r, original) in list {
            match r {
                Ref::Slot(v) => {
                    if let Some(cur) = e.shardings.get(v.0 as usize) {
                        let n = updated_for_priority(cur, &original, prio);
                        e.replace_slot(v, n);
                    }
                }
                Ref::FuncResult(f, i) => {
                    if let Some(cur) = e.func_results[f][i].as_ref() {
                        let n = updated_for_priority(cur, &original, prio);
                        e.func_results[f][i] = Some(n);
                        e.func_results_dirty[f][i] = true;
                    }
                }
            }
        }
        let r = super::op_priority::propagate(e, strategies, op_priority);
        if r != StopReason::Converged {
            reason = r;
        }
    }
    reason
}

fn mesh_of(e: &Engine, s: &TensorSharding) -> Option<MeshAttr> {
    crate::passes::sharding::resolve_mesh(&s.mesh, &e.meshes)
}
