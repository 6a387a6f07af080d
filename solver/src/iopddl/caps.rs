//! The usage limit as per-node usage caps. Give each node a cap on its usage such that the
//! caps, summed over the nodes live at each step, keep the limit: every answer within the caps
//! is then feasible, so the capped instance needs no memory rows at all. Its whole ILP (the
//! instance restricted to the strategies within each cap, the limit lifted, reduced exactly by
//! `reduce`) is the lifted problem HiGHS solves at the root, not the knapsack-bound one whose
//! root LP it does not finish. Caps at the current answer's usages, raised greedily into the
//! slack each step has left, make a neighbourhood that frees every node at once: the best
//! answer using no more memory where memory is tight than the current one does. Where the
//! limit binds (V: the steps of the attention scores), the caps are moved by the tight-step
//! neighbourhoods of the search (`lns`), which trade usage between the nodes live there.

use super::contract::Contracted;
use super::forest::{forest_move, Rng};
use super::local::State;
use super::memory::LoadTree;
use super::reduce::reduce;
use super::solve::whole_ilp;
use super::{Edge, Instance, IopddlOptions, Node, FORBIDDEN};

/// The priced cost of a strategy that breaks a cap (never chosen: the current one is allowed).
const BARRED: f64 = 1e30;

/// Per node, the largest usage it may take: its current usage, raised (nodes in index order)
/// to the largest usage of its strategies that keeps, with every other node at its cap, the
/// limit at each step it is live. The caps' load never exceeds the limit where the current
/// answer's does not.
pub(crate) fn usage_caps(state: &State) -> Vec<i64> {
    let inst = state.instance;
    let mut caps: Vec<i64> = inst
        .nodes
        .iter()
        .zip(&state.solution)
        .map(|(n, &s)| n.usages[s])
        .collect();
    let Some(limit) = inst.usage_limit else {
        return inst
            .nodes
            .iter()
            .map(|n| n.usages.iter().copied().max().unwrap_or(0))
            .collect();
    };
    let mut load: LoadTree = state.load.clone();
    for (v, n) in inst.nodes.iter().enumerate() {
        let room = limit - load.max_over(n.interval);
        let cap = n
            .usages
            .iter()
            .copied()
            .filter(|&u| n.interval.1 <= n.interval.0 || u - caps[v] <= room)
            .max()
            .unwrap_or(caps[v])
            .max(caps[v]);
        load.add_interval(n.interval, cap - caps[v]);
        caps[v] = cap;
    }
    caps
}

/// What one capped solve did.
pub(crate) struct Capped {
    /// The answer improved.
    pub(crate) improved: bool,
    /// Nodes and edges of the reduced core HiGHS solved, and its status.
    pub(crate) summary: String,
    /// The clock stopped HiGHS.
    pub(crate) hit_clock: bool,
}

/// Solves the whole ILP of `state`'s instance within the caps of [`usage_caps`] (limit lifted,
/// reduced exactly) from the current answer, and keeps its answer when it improves (checked on
/// the instance with its limit). `seconds` caps HiGHS (None: its node limit).
pub(crate) fn capped_solve(
    state: &mut State,
    options: &IopddlOptions,
    seconds: Option<f64>,
) -> Capped {
    let all: Vec<usize> = (0..state.instance.nodes.len()).collect();
    capped_region(state, &all, options, seconds)
}

/// The same on `region` (sorted, distinct nodes) with every other node fixed at its current
/// strategy (its edges into the region folded into the region's node costs): a neighbourhood
/// whose exact reduction folds the chains and trees away, so it can be far larger than one
/// with memory rows.
pub(crate) fn capped_region(
    state: &mut State,
    region: &[usize],
    options: &IopddlOptions,
    seconds: Option<f64>,
) -> Capped {
    let caps = usage_caps(state);
    let (sub, kept) = region_instance(state, region, &caps);
    let reduced = reduce(&sub, &vec![true; sub.nodes.len()]);
    let position = |i: usize| {
        let v = region[i];
        kept[i]
            .iter()
            .position(|&s| s == state.solution[v])
            .unwrap_or(0)
    };
    let start = reduced.nodes.iter().map(|&i| position(i)).collect();
    let mut core = State::new(&reduced.core, start);
    let (status, _, hit_clock) = whole_ilp(&mut core, options, seconds);
    let summary = format!(
        "core of {} nodes, {} edges: {status}",
        reduced.core.nodes.len(),
        reduced.core.edges.len()
    );
    let answer = reduced.expand(&core.solution);
    let (before, was_feasible) = (state.cost, state.is_feasible());
    let old: Vec<usize> = region.iter().map(|&v| state.solution[v]).collect();
    for (i, &s) in answer.iter().enumerate() {
        state.set(region[i], kept[i][s]);
    }
    let improved = state.improves_on(before, was_feasible);
    if !improved {
        for (&v, &s) in region.iter().zip(&old) {
            state.set(v, s);
        }
    }
    Capped {
        improved,
        summary,
        hit_clock,
    }
}

/// The instance of `region` within `caps`, without usage limit: per region node its kept
/// strategies (the cost of its edges to the fixed nodes added), the region's inner edges
/// restricted to them; and the kept strategies (original indices) per region node.
fn region_instance(state: &State, region: &[usize], caps: &[i64]) -> (Instance, Vec<Vec<usize>>) {
    let inst = state.instance;
    let mut index = vec![usize::MAX; inst.nodes.len()];
    for (i, &v) in region.iter().enumerate() {
        index[v] = i;
    }
    let kept: Vec<Vec<usize>> = region
        .iter()
        .map(|&v| {
            let n = &inst.nodes[v];
            (0..n.len()).filter(|&s| n.usages[s] <= caps[v]).collect()
        })
        .collect();
    let nodes = region
        .iter()
        .zip(&kept)
        .map(|(&v, k)| {
            let mut costs: Vec<i64> = k.iter().map(|&s| inst.nodes[v].costs[s]).collect();
            for &e in &state.inc[v] {
                let w = inst.other_end(e, v);
                if index[w] == usize::MAX {
                    let t = state.solution[w];
                    for (c, &s) in costs.iter_mut().zip(k) {
                        *c = c
                            .saturating_add(inst.edge_cost_from(e, v, s, t))
                            .min(FORBIDDEN);
                    }
                }
            }
            Node {
                interval: (0, 0),
                usages: vec![0; costs.len()],
                costs,
            }
        })
        .collect();
    let edges = inst
        .edges
        .iter()
        .filter(|e| index[e.u] != usize::MAX && index[e.v] != usize::MAX)
        .map(|e| {
            let cols = inst.nodes[e.v].len();
            let (ku, kv) = (&kept[index[e.u]], &kept[index[e.v]]);
            Edge {
                u: index[e.u],
                v: index[e.v],
                costs: ku
                    .iter()
                    .flat_map(|&s| kv.iter().map(move |&t| e.costs[s * cols + t]))
                    .collect(),
            }
        })
        .collect();
    let sub = Instance {
        name: inst.name.clone(),
        nodes,
        edges,
        usage_limit: None,
    };
    (sub, kept)
}

/// The time steps where the current answer's load peaks (a step loaded at least as much as
/// both neighbours, the first of a flat run), most loaded first, at most `count`, only those
/// within `share` of the limit (none without a limit).
pub(crate) fn tight_steps(state: &State, count: usize, share: f64) -> Vec<i64> {
    let inst = state.instance;
    let Some(limit) = inst.usage_limit else {
        return Vec::new();
    };
    let load = super::eval::usage_per_step(inst, &state.solution);
    let mut peaks: Vec<(i64, usize)> = (0..load.len())
        .filter(|&t| {
            let before = if t == 0 { i64::MIN } else { load[t - 1] };
            let after = load.get(t + 1).copied().unwrap_or(i64::MIN);
            load[t] > before && load[t] >= after && load[t] as f64 >= share * limit as f64
        })
        .map(|t| (-load[t], t))
        .collect();
    peaks.sort_unstable();
    peaks
        .into_iter()
        .take(count)
        .map(|(_, t)| t as i64)
        .collect()
}

/// Exact forest moves of the groups of `con` within the usage caps of `state`'s answer (a
/// feasible one; `groups` holds the same answer contracted): a group strategy that would take
/// a member over its cap is barred, so every move keeps the limit, and `moves` random induced
/// forests are each re-solved exactly on the true costs. `state` follows; returns the cost
/// change (never positive).
pub(crate) fn capped_forest_moves(
    con: &Contracted,
    groups: &mut State,
    state: &mut State,
    rng: &mut Rng,
    moves: usize,
) -> i128 {
    let before = state.cost;
    let caps = usage_caps(state);
    let nodes = &con.original_nodes;
    let barred: Vec<Vec<f64>> = con
        .members
        .iter()
        .map(|m| {
            (0..m[0].1.len())
                .map(|gs| {
                    let over = m
                        .iter()
                        .any(|(v, map)| nodes[*v].usages[map[gs]] > caps[*v]);
                    if over {
                        BARRED
                    } else {
                        0.0
                    }
                })
                .collect()
        })
        .collect();
    let old = groups.solution.clone();
    for _ in 0..moves {
        forest_move(groups, &barred, rng);
    }
    for (g, (&now, &was)) in groups.solution.iter().zip(&old).enumerate() {
        if now != was {
            for (v, map) in &con.members[g] {
                state.set(*v, map[now]);
            }
        }
    }
    state.cost - before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::{evaluate, Edge, Node};

    /// Six nodes on a path with a chord, two or three strategies each (cost falls as usage
    /// grows), overlapping intervals and a limit between the least and the largest peak.
    fn random_instance(seed: u64) -> Instance {
        let mut rng = Rng::new(seed);
        let nodes: Vec<Node> = (0..6)
            .map(|i| {
                let k = 2 + rng.below(2);
                let start = rng.below(3) as i64;
                Node {
                    interval: (start, start + 1 + rng.below(3) as i64 + (i % 2)),
                    costs: (0..k).map(|_| rng.below(20) as i64).collect(),
                    usages: (0..k).map(|_| 1 + rng.below(5) as i64).collect(),
                }
            })
            .collect();
        let pairs = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 1)];
        crate::iopddl::test_instances::with_edges_and_limit(&mut rng, nodes, &pairs, 30, (0, 4))
    }

    /// Every answer of `inst`, in odometer order.
    fn answers(inst: &Instance) -> Vec<Vec<usize>> {
        let sizes: Vec<usize> = inst.nodes.iter().map(Node::len).collect();
        let mut pick = vec![0usize; sizes.len()];
        let mut all = Vec::new();
        loop {
            all.push(pick.clone());
            let Some(k) = (0..pick.len()).find(|&k| pick[k] + 1 < sizes[k]) else {
                return all;
            };
            pick[k] += 1;
            pick[..k].iter_mut().for_each(|p| *p = 0);
        }
    }

    fn within(inst: &Instance, caps: &[i64], answer: &[usize]) -> bool {
        inst.nodes
            .iter()
            .zip(answer)
            .zip(caps)
            .all(|((n, &s), &cap)| n.usages[s] <= cap)
    }

    /// On random instances from the least-memory start: the caps admit the current answer, every
    /// answer within them is feasible, and the capped solve returns the cheapest of those
    /// answers (brute force), feasible and no dearer than the start.
    #[test]
    fn capped_solve_is_the_best_answer_within_feasible_caps() {
        let options = IopddlOptions::default();
        for seed in 0..30 {
            let inst = random_instance(seed);
            let mut state = State::least_memory(&inst);
            let caps = usage_caps(&state);
            assert!(within(&inst, &caps, &state.solution), "seed {seed}");
            let mut best = None::<i128>;
            for a in answers(&inst).iter().filter(|a| within(&inst, &caps, a)) {
                let ev = evaluate(&inst, a);
                assert!(ev.is_feasible(), "seed {seed}: {a:?} within the caps");
                best = Some(best.map_or(ev.cost, |b| b.min(ev.cost)));
            }
            let start = state.cost;
            capped_solve(&mut state, &options, None);
            assert!(state.is_feasible(), "seed {seed}");
            assert!(state.cost <= start, "seed {seed}");
            assert_eq!(Some(state.cost), best, "seed {seed}");
        }
    }

    /// A region's capped solve returns the cheapest answer within the caps that keeps every node
    /// outside the region where it was (brute force), from a start that is not the least-memory
    /// one.
    #[test]
    fn capped_region_is_the_best_answer_within_caps_outside_fixed() {
        let options = IopddlOptions::default();
        let region = [1, 2, 4];
        for seed in 0..30 {
            let inst = random_instance(seed);
            let mut state = State::least_memory(&inst);
            state.descend(5);
            let caps = usage_caps(&state);
            let start = state.solution.clone();
            let best = answers(&inst)
                .into_iter()
                .filter(|a| within(&inst, &caps, a))
                .filter(|a| (0..6).all(|v| region.contains(&v) || a[v] == start[v]))
                .map(|a| evaluate(&inst, &a).cost)
                .min();
            capped_region(&mut state, &region, &options, None);
            assert!(state.is_feasible(), "seed {seed}");
            assert_eq!(Some(state.cost), best, "seed {seed}");
        }
    }

    /// Capped forest moves from feasible answers never raise the cost nor break the limit, and
    /// the group answer follows the original one.
    #[test]
    fn capped_forest_moves_keep_the_limit() {
        let mut moved = 0;
        for seed in 0..30 {
            let inst = random_instance(seed);
            let mut state = State::least_memory(&inst);
            let con = crate::iopddl::contract::contract(&inst);
            let mut groups = State::new(&con.instance, con.restrict(&state.solution));
            let mut rng = Rng::new(seed);
            let before = state.cost;
            let change = capped_forest_moves(&con, &mut groups, &mut state, &mut rng, 3);
            assert!(change <= 0 && state.cost == before + change, "seed {seed}");
            assert!(state.is_feasible(), "seed {seed}");
            assert_eq!(con.expand(&groups.solution), state.solution, "seed {seed}");
            moved += usize::from(change < 0);
        }
        assert!(moved > 0, "some start improves");
    }

    /// Two nodes live at step 0 with room for one large usage: the answer gives it to the node
    /// where it saves less; no single move keeps the limit and improves, but the neighbourhood
    /// at the tight step swaps the usage (the optimum, 10).
    #[test]
    fn tight_step_neighbourhood_swaps_usage() {
        let node = |costs: Vec<i64>| Node {
            interval: (0, 1),
            costs,
            usages: vec![1, 4],
        };
        let inst = Instance {
            name: String::new(),
            nodes: vec![node(vec![10, 5]), node(vec![30, 0]), node(vec![0, 0])],
            edges: vec![Edge {
                u: 0,
                v: 1,
                costs: vec![0; 4],
            }],
            usage_limit: Some(6),
        };
        let mut state = State::new(&inst, vec![1, 0, 0]);
        assert_eq!(state.cost, 35);
        assert_eq!(
            state.descend(5),
            0,
            "no single move improves within the limit"
        );
        assert_eq!(tight_steps(&state, 4, 0.5), vec![0]);
        let settings = super::super::lns::LnsSettings {
            threads: std::num::NonZeroU32::MIN,
            seed: 1,
            node_limit: 100,
            sub_time_limit: None,
        };
        let mut lns = super::super::lns::Lns::new(1);
        lns.round_at_step(&mut state, &settings, f64::INFINITY, 0);
        assert_eq!(state.solution[..2], [0, 1]);
        assert_eq!(state.cost, 10);
        assert!(state.is_feasible());
    }
}
