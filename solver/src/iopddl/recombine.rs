//! Optimal recombination of two answers under the usage limit. Where a feasible answer `x` and
//! another answer `y` (cheaper, perhaps over the limit: a priced answer) differ, the nodes
//! that differ fall into connected components of the graph; no edge joins two components, so
//! moving any subset of them from `x` to `y` changes the cost by the sum of their own changes,
//! exactly. Which subset keeps the limit is a knapsack with one row per run of time steps where
//! the components' usage changes are constant (only the runs where they could exceed the room
//! `x` leaves); HiGHS picks the best subset. The greedy repair cuts usage one group at a time
//! at the most loaded step; this keeps whole components of `y` or none, at their exact worth.

use super::local::State;
use crate::{solve, LinearExpr, Problem, Relation, SolveOptions, VarId};
use std::collections::BTreeMap;
use std::num::NonZeroU32;

/// One component of the difference: its nodes and the cost change of moving them.
struct Component {
    nodes: Vec<usize>,
    delta: i128,
}

/// The connected components of the nodes where `state`'s answer and `other` differ.
fn components(state: &State, other: &[usize]) -> Vec<Vec<usize>> {
    let inst = state.instance;
    let n = inst.nodes.len();
    let differs = |v: usize| state.solution[v] != other[v];
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    for root in (0..n).filter(|&v| differs(v)) {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut comp = vec![root];
        let mut i = 0;
        while i < comp.len() {
            let v = comp[i];
            i += 1;
            for &e in &state.inc[v] {
                let w = inst.other_end(e, v);
                if differs(w) && !seen[w] {
                    seen[w] = true;
                    comp.push(w);
                }
            }
        }
        out.push(comp);
    }
    out
}

/// The cost change of moving `nodes` to `other` (state restored).
fn change(state: &mut State, nodes: &[usize], other: &[usize]) -> i128 {
    let before = state.cost;
    let old: Vec<usize> = nodes.iter().map(|&v| state.solution[v]).collect();
    for &v in nodes {
        state.set(v, other[v]);
    }
    let delta = state.cost - before;
    for (&v, &s) in nodes.iter().zip(&old) {
        state.set(v, s);
    }
    delta
}

/// The knapsack rows: per run of steps with constant usage changes, the changes per component
/// and the room `state`'s load leaves over the run; only runs where the growing components
/// together could exceed it.
fn usage_rows(
    state: &State,
    comps: &[Component],
    other: &[usize],
) -> Vec<(Vec<(usize, i64)>, i64)> {
    let inst = state.instance;
    let Some(limit) = inst.usage_limit else {
        return Vec::new();
    };
    let mut events: Vec<(i64, usize, i64)> = Vec::new();
    for (c, comp) in comps.iter().enumerate() {
        for &v in &comp.nodes {
            let n = &inst.nodes[v];
            let du = n.usages[other[v]] - n.usages[state.solution[v]];
            if du != 0 && n.interval.1 > n.interval.0 {
                events.push((n.interval.0, c, du));
                events.push((n.interval.1, c, -du));
            }
        }
    }
    events.sort_unstable();
    let mut active: BTreeMap<usize, i64> = BTreeMap::new();
    let mut rows = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let t = events[i].0;
        while i < events.len() && events[i].0 == t {
            let (_, c, du) = events[i];
            let entry = active.entry(c).or_insert(0);
            *entry += du;
            if *entry == 0 {
                active.remove(&c);
            }
            i += 1;
        }
        let Some(&(end, _, _)) = events.get(i) else {
            break;
        };
        let room = limit - state.load.max_over((t, end));
        let growth: i64 = active.values().filter(|&&d| d > 0).sum();
        if growth > room {
            rows.push((active.iter().map(|(&c, &d)| (c, d)).collect(), room));
        }
    }
    rows
}

/// Moves `state` (feasible) to the best answer that takes, per component of its difference
/// with `other`, either all of `other`'s strategies or none, within the usage limit. `seconds`
/// caps HiGHS. Returns whether the answer improved.
pub(crate) fn recombine(
    state: &mut State,
    other: &[usize],
    threads: NonZeroU32,
    seconds: Option<f64>,
) -> bool {
    if !state.is_feasible() {
        return false;
    }
    let penalty = state.penalty;
    let comps: Vec<Component> = components(state, other)
        .into_iter()
        .map(|nodes| {
            let delta = change(state, &nodes, other);
            Component { nodes, delta }
        })
        .filter(|c| c.delta < penalty)
        .collect();
    let rows = usage_rows(state, &comps, other);
    let mut p = Problem::new();
    let z: Vec<VarId> = (0..comps.len())
        .map(|c| p.add_binary(format!("z[{c}]")))
        .collect();
    let objective: LinearExpr = comps
        .iter()
        .zip(&z)
        .map(|(c, &x)| (x, c.delta as f64))
        .collect();
    p.set_objective(objective);
    for (r, (terms, room)) in rows.iter().enumerate() {
        let expr: LinearExpr = terms.iter().map(|&(c, d)| (z[c], d as f64)).collect();
        p.add_constraint(format!("mem[{r}]"), expr, Relation::Le, *room as f64);
    }
    let mut options = SolveOptions::default()
        .with_threads(threads)
        .with_mip_rel_gap(1e-9)
        .with_lp_bound(false);
    if let Some(s) = seconds {
        options = options.with_time_limit(s.max(0.05));
    }
    let Ok(report) = solve(&p, &options) else {
        return false;
    };
    let Some(values) = report.solution.as_ref() else {
        return false;
    };
    let (before, old) = (state.cost, state.solution.clone());
    for (comp, &x) in comps.iter().zip(&z) {
        if values.values()[x.index()] > 0.5 {
            for &v in &comp.nodes {
                state.set(v, other[v]);
            }
        }
    }
    if state.improves_on(before, true) {
        return true;
    }
    for (v, &s) in old.iter().enumerate() {
        state.set(v, s);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::forest::Rng;
    use crate::iopddl::{evaluate, Instance, Node};

    /// Eight nodes on a path with two chords, two or three strategies each, overlapping
    /// intervals and a limit between the least and the largest peak.
    fn random_instance(seed: u64) -> Instance {
        let mut rng = Rng::new(seed);
        let nodes: Vec<Node> = (0..8)
            .map(|_| {
                let k = 2 + rng.below(2);
                let start = rng.below(4) as i64;
                Node {
                    interval: (start, start + 1 + rng.below(3) as i64),
                    costs: (0..k).map(|_| rng.below(20) as i64).collect(),
                    usages: (0..k).map(|_| 1 + rng.below(5) as i64).collect(),
                }
            })
            .collect();
        let pairs = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 2),
        ];
        crate::iopddl::test_instances::with_edges_and_limit(&mut rng, nodes, &pairs, 30, (0, 5))
    }

    /// From the least-memory answer toward a random other answer: the result is the cheapest
    /// feasible answer that, per connected component of the difference, takes all of the other
    /// answer or none (brute force over the subsets), and never dearer than the start.
    #[test]
    fn recombination_is_the_best_feasible_subset_of_components() {
        let mut improved = 0;
        for seed in 0..40 {
            let inst = random_instance(seed);
            let mut state = State::least_memory(&inst);
            let mut rng = Rng::new(seed + 100);
            let other: Vec<usize> = inst.nodes.iter().map(|n| rng.below(n.len())).collect();
            let comps = components(&state, &other);
            let start = state.solution.clone();
            let mut best = state.cost;
            for mask in 0..1u32 << comps.len() {
                let mut a = start.clone();
                for (c, comp) in comps.iter().enumerate() {
                    if mask >> c & 1 == 1 {
                        comp.iter().for_each(|&v| a[v] = other[v]);
                    }
                }
                let ev = evaluate(&inst, &a);
                if ev.is_feasible() {
                    best = best.min(ev.cost);
                }
            }
            let before = state.cost;
            let moved = recombine(&mut state, &other, NonZeroU32::MIN, None);
            assert!(state.is_feasible(), "seed {seed}");
            assert_eq!(state.cost, best, "seed {seed}");
            assert_eq!(moved, best < before, "seed {seed}");
            assert_eq!(state.cost, evaluate(&inst, &state.solution).cost);
            improved += usize::from(moved);
        }
        assert!(improved > 5, "recombination improved {improved} of 40");
    }
}
