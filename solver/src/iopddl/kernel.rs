//! The restricted whole ILP ("kernel search"): every node is free, but only among a few
//! candidate strategies (the current one, those of a pool of good answers, its best responses
//! to the current neighbours, and those cheapest against any neighbour). The ILP of that
//! restricted instance has a fraction of the pair variables of the whole one, so HiGHS solves it
//! where it cannot solve the whole ILP, and it moves every node at once: resharding chains that
//! neither single-node descent nor bounded neighbourhoods can change. Repeated from each new
//! answer (the best responses change with it) until a round improves nothing.

use super::contract::Contracted;
use super::ilp::build;
use super::local::State;
use super::presolve::restrict;
use crate::{solve, Limit, SolveOptions};
use std::num::NonZeroU32;

/// How one restricted solve runs.
pub(crate) struct KernelSettings {
    pub(crate) threads: NonZeroU32,
    /// Branch-and-bound node limit (used when there is no clock).
    pub(crate) node_limit: u64,
}

/// What one restricted solve did.
#[derive(Debug, PartialEq)]
pub(crate) struct KernelOutcome {
    /// The answer improved (feasible, and cheaper or replacing an infeasible one).
    pub(crate) improved: bool,
    /// HiGHS's status.
    pub(crate) status: String,
    /// The clock stopped HiGHS.
    pub(crate) hit_clock: bool,
    /// Candidate strategies in all.
    pub(crate) candidates: usize,
}

/// The cheapest distinct answers offered, at most `capacity`.
pub(crate) struct Pool {
    capacity: usize,
    answers: Vec<(i128, Vec<usize>)>,
}

impl Pool {
    pub(crate) fn new(capacity: usize) -> Self {
        Pool {
            capacity,
            answers: Vec::new(),
        }
    }

    /// Keeps `solution` if it is among the `capacity` cheapest distinct ones.
    pub(crate) fn offer(&mut self, cost: i128, solution: &[usize]) {
        if self.answers.iter().any(|(_, s)| s == solution) {
            return;
        }
        let at = self.answers.partition_point(|(c, _)| *c <= cost);
        if at < self.capacity {
            self.answers.insert(at, (cost, solution.to_vec()));
            self.answers.truncate(self.capacity);
        }
    }

    /// The answers, cheapest first.
    pub(crate) fn answers(&self) -> Vec<Vec<usize>> {
        self.answers.iter().map(|(_, s)| s.clone()).collect()
    }
}

/// Per node the candidate strategies (sorted, the current one always among them), chosen per
/// group of the contraction (`con`, of `state`'s instance) so that matched nodes keep matching
/// candidates. A group's: its strategies in the pool's answers, its least usage, its
/// `per_node` best responses to the current neighbouring groups on the priced costs
/// (`priced[g][gs]`: the members' usage at the Lagrangian prices), then its `per_node` best
/// against the neighbours' candidates so far (each edge at its least entry over them), so that
/// a neighbour's new strategy brings the strategies that meet it cheaply.
pub(crate) fn candidates(
    state: &State,
    con: &Contracted,
    pool: &[Vec<usize>],
    priced: &[Vec<f64>],
    per_node: usize,
) -> Vec<Vec<usize>> {
    let groups = State::new(&con.instance, con.restrict(&state.solution));
    let pooled: Vec<Vec<usize>> = pool.iter().map(|p| con.restrict(p)).collect();
    let n = con.instance.nodes.len();
    let mut sets: Vec<Vec<usize>> = (0..n)
        .map(|g| {
            let k = con.instance.nodes[g].len();
            let mut set: Vec<usize> = vec![groups.solution[g]];
            set.extend(pooled.iter().map(|p| p[g]));
            let cur = groups.solution[g];
            let score = |s: usize| groups.delta(g, s) as f64 + priced[g][s] - priced[g][cur];
            set.extend(best(k, per_node, score));
            set.extend((0..k).min_by(|&a, &b| priced[g][a].total_cmp(&priced[g][b])));
            set
        })
        .collect();
    let first: Vec<Vec<usize>> = sets.clone();
    for (g, set) in sets.iter_mut().enumerate() {
        let k = con.instance.nodes[g].len();
        let score = |s: usize| compatible(&groups, &first, priced, g, s);
        set.extend(best(k, per_node, score));
    }
    let mut cands: Vec<Vec<usize>> = state.solution.iter().map(|&s| vec![s]).collect();
    for (g, members) in con.members.iter().enumerate() {
        for (v, map) in members {
            cands[*v].extend(sets[g].iter().map(|&gs| map[gs]));
        }
    }
    for c in &mut cands {
        c.sort_unstable();
        c.dedup();
    }
    cands
}

/// The `count` strategies of `0..k` with the least `score` (ties: lower index).
fn best(k: usize, count: usize, score: impl Fn(usize) -> f64) -> Vec<usize> {
    let mut ranked: Vec<(f64, usize)> = (0..k).map(|s| (score(s), s)).collect();
    ranked.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    ranked.into_iter().take(count).map(|x| x.1).collect()
}

/// Priced cost of group `g` at `s` with each edge at its least entry over the other end's
/// candidates `sets`.
fn compatible(groups: &State, sets: &[Vec<usize>], priced: &[Vec<f64>], g: usize, s: usize) -> f64 {
    let inst = groups.instance;
    let mut c = inst.nodes[g].costs[s] as f64 + priced[g][s];
    for &e in &groups.inc[g] {
        let w = inst.other_end(e, g);
        c += sets[w]
            .iter()
            .map(|&t| inst.edge_cost_from(e, g, s, t))
            .min()
            .unwrap_or(0) as f64;
    }
    c
}

/// Solves the whole ILP restricted to `cands` (each containing the current strategy) from the
/// current answer, and keeps the result when it improves. `seconds` caps HiGHS (None: the
/// node limit).
pub(crate) fn kernel_solve(
    state: &mut State,
    cands: &[Vec<usize>],
    settings: &KernelSettings,
    seconds: Option<f64>,
) -> KernelOutcome {
    let restricted = restrict(state.instance, cands);
    let mapped: Vec<usize> = cands
        .iter()
        .zip(&state.solution)
        .map(|(c, &s)| c.iter().position(|&x| x == s).unwrap_or(0))
        .collect();
    let mut sub_state = State::new(&restricted, mapped);
    let all: Vec<usize> = (0..restricted.nodes.len()).collect();
    let sub = build(&mut sub_state, &all);
    let mut options = SolveOptions::default()
        .with_threads(settings.threads)
        .with_mip_rel_gap(1e-6)
        .with_lp_bound(false)
        .with_mip_start(sub.start.clone());
    options = match seconds {
        Some(s) => options.with_time_limit(s.max(0.5)),
        None => options.with_node_limit(settings.node_limit),
    };
    let mut outcome = KernelOutcome {
        improved: false,
        status: String::new(),
        hit_clock: false,
        candidates: cands.iter().map(Vec::len).sum(),
    };
    let report = match solve(&sub.problem, &options) {
        Ok(r) => r,
        Err(e) => {
            outcome.status = format!("not run: {e}");
            return outcome;
        }
    };
    outcome.status = report.status.to_string();
    outcome.hit_clock = report.status.limit() == Some(Limit::Time);
    let (Some(values), Some(obj)) = (report.solution.as_ref(), report.objective) else {
        return outcome;
    };
    if obj >= sub.current - 0.5 && state.is_feasible() {
        return outcome;
    }
    let (before, was_feasible) = (state.cost, state.is_feasible());
    let old = state.solution.clone();
    for (v, s) in sub.decode(values.values()) {
        state.set(v, cands[v][s]);
    }
    if state.improves_on(before, was_feasible) {
        outcome.improved = true;
    } else {
        for (v, &s) in old.iter().enumerate() {
            state.set(v, s);
        }
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::{Edge, Instance, Node};

    /// A chain of three nodes whose cheap answer needs all three to move at once (every single
    /// move from the start costs more): the restricted ILP finds it, and keeps the usage limit.
    #[test]
    fn moves_every_node_at_once_within_the_limit() {
        let node = |usages: Vec<i64>| Node {
            interval: (0, 1),
            costs: vec![0, 0, 0],
            usages,
        };
        // Matching strategies cost 0 on an edge, mismatched ones 10.
        let same = |k: usize| -> Vec<i64> {
            (0..k * k)
                .map(|i| if i / k == i % k { 0 } else { 10 })
                .collect()
        };
        let mut inst = Instance {
            name: String::new(),
            nodes: vec![
                node(vec![1, 1, 5]),
                node(vec![1, 1, 5]),
                node(vec![1, 1, 5]),
            ],
            edges: vec![
                Edge {
                    u: 0,
                    v: 1,
                    costs: same(3),
                },
                Edge {
                    u: 1,
                    v: 2,
                    costs: same(3),
                },
            ],
            usage_limit: Some(4),
        };
        inst.nodes[0].costs = vec![3, 0, 0];
        inst.nodes[1].costs = vec![3, 0, 0];
        inst.nodes[2].costs = vec![3, 0, 0];
        let mut state = State::new(&inst, vec![0, 0, 0]);
        assert_eq!(state.cost, 9);
        assert_eq!(state.descend(5), 0, "no single move improves");
        let settings = KernelSettings {
            threads: NonZeroU32::MIN,
            node_limit: 100,
        };
        let con = crate::iopddl::contract::contract(&inst);
        let priced = con.priced(&inst, &[0.0; 3]);
        let cands = candidates(&state, &con, &[], &priced, 2);
        assert!(cands.iter().all(|c| c.contains(&0)));
        let out = kernel_solve(&mut state, &cands, &settings, None);
        assert!(out.improved, "{out:?}");
        // Strategy 2 would also cost 0 but breaks the limit (5 * 3 > 4): strategy 1 everywhere.
        assert_eq!(state.solution, vec![1, 1, 1]);
        assert_eq!(state.cost, 0);
        assert!(state.is_feasible());
    }

    /// The least cost of a feasible answer, by enumeration.
    fn brute_force(inst: &Instance) -> Option<i128> {
        let sizes: Vec<usize> = inst.nodes.iter().map(Node::len).collect();
        let mut pick = vec![0usize; sizes.len()];
        let mut best: Option<i128> = None;
        loop {
            let ev = crate::iopddl::evaluate(inst, &pick);
            if ev.is_feasible() && best.map_or(true, |b| ev.cost < b) {
                best = Some(ev.cost);
            }
            let Some(k) = (0..pick.len()).find(|&k| pick[k] + 1 < sizes[k]) else {
                return best;
            };
            pick[k] += 1;
            pick[..k].iter_mut().for_each(|p| *p = 0);
        }
    }

    /// A cycle of six nodes with three strategies each (a matched pair among them), costly
    /// mismatches and a binding usage limit: the whole search, with the restricted ILPs in
    /// place of the whole one and no neighbourhood search, reaches the optimum.
    #[test]
    fn search_with_restricted_ilps_reaches_the_optimum() {
        let mut rng = crate::iopddl::forest::Rng::new(7);
        let nodes: Vec<Node> = (0..6)
            .map(|i| Node {
                interval: (i, i + 3),
                costs: (0..3).map(|_| rng.below(20) as i64).collect(),
                usages: (0..3).map(|_| 1 + rng.below(4) as i64).collect(),
            })
            .collect();
        let mut edges: Vec<Edge> = (0..6)
            .map(|i| Edge {
                u: i,
                v: (i + 1) % 6,
                costs: (0..9).map(|_| rng.below(30) as i64).collect(),
            })
            .collect();
        let x = crate::iopddl::FORBIDDEN;
        edges[2].costs = vec![0, x, x, x, 5, x, x, x, 9];
        let inst = Instance {
            name: String::new(),
            nodes,
            edges,
            usage_limit: Some(7),
        };
        let optimum = brute_force(&inst).expect("feasible");
        let options = crate::iopddl::IopddlOptions {
            lns_rounds: Some(0),
            lagrange_rounds: 2,
            full_ilp_max_pairs: 0,
            ..Default::default()
        };
        let r = crate::iopddl::solve_instance(&inst, &options);
        assert!(r.evaluation.is_feasible());
        assert!(r.kernel.is_some(), "the restricted ILPs ran");
        assert_eq!(r.evaluation.cost, optimum);
    }
}
