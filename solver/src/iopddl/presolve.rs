//! Presolve: strategies that are forbidden (a node cost >= FORBIDDEN, or every pairing on an
//! edge forbidden) or dominated (another strategy of the node is no worse in cost, usage and
//! every edge entry) are removed. The result is a smaller instance plus the map back.

use super::{Edge, Instance, Node, FORBIDDEN};

/// A reduced instance and, per node, the original index of each kept strategy.
pub(crate) struct Presolved {
    pub(crate) instance: Instance,
    pub(crate) kept: Vec<Vec<usize>>,
    pub(crate) removed_forbidden: usize,
    pub(crate) removed_dominated: usize,
}

impl Presolved {
    /// An answer of the reduced instance as an answer of the original one.
    pub(crate) fn expand(&self, reduced: &[usize]) -> Vec<usize> {
        reduced
            .iter()
            .zip(&self.kept)
            .map(|(&s, kept)| kept[s])
            .collect()
    }
}

/// Dominance checks on a node are skipped past this many entry comparisons.
const DOMINANCE_WORK: usize = 4_000_000;

/// Runs the presolve on `instance`.
pub(crate) fn presolve(instance: &Instance) -> Presolved {
    let inc = instance.incidence();
    let mut alive: Vec<Vec<bool>> = instance
        .nodes
        .iter()
        .map(|n| {
            let ok: Vec<bool> = n.costs.iter().map(|&c| c < FORBIDDEN).collect();
            // A node whose every strategy is forbidden keeps them all (the answer will say so).
            if ok.iter().any(|&b| b) {
                ok
            } else {
                vec![true; n.len()]
            }
        })
        .collect();
    let mut removed_forbidden: usize = instance
        .nodes
        .iter()
        .zip(&alive)
        .map(|(n, a)| n.len() - count(a))
        .sum();
    while let Some(r) = forbid_edge_pairs(instance, &inc, &mut alive) {
        removed_forbidden += r;
    }
    let mut removed_dominated = 0;
    for v in 0..instance.nodes.len() {
        removed_dominated += remove_dominated(instance, &inc, &mut alive, v);
    }
    let kept: Vec<Vec<usize>> = alive
        .iter()
        .map(|a| (0..a.len()).filter(|&s| a[s]).collect())
        .collect();
    Presolved {
        instance: restrict(instance, &kept),
        kept,
        removed_forbidden,
        removed_dominated,
    }
}

fn count(a: &[bool]) -> usize {
    a.iter().filter(|&&b| b).count()
}

/// One pass removing strategies all of whose pairings on some edge are forbidden; `None` when
/// nothing changed.
fn forbid_edge_pairs(
    instance: &Instance,
    inc: &[Vec<usize>],
    alive: &mut [Vec<bool>],
) -> Option<usize> {
    let mut removed = 0;
    for v in 0..instance.nodes.len() {
        for &e in &inc[v] {
            let w = instance.other_end(e, v);
            for s in 0..instance.nodes[v].len() {
                if !alive[v][s] || count(&alive[v]) == 1 {
                    continue;
                }
                let all_forbidden = (0..instance.nodes[w].len())
                    .filter(|&t| alive[w][t])
                    .all(|t| instance.edge_cost_from(e, v, s, t) >= FORBIDDEN);
                if all_forbidden {
                    alive[v][s] = false;
                    removed += 1;
                }
            }
        }
    }
    (removed > 0).then_some(removed)
}

/// Removes the strategies of `v` dominated by another live one; returns how many.
fn remove_dominated(
    instance: &Instance,
    inc: &[Vec<usize>],
    alive: &mut [Vec<bool>],
    v: usize,
) -> usize {
    let node = &instance.nodes[v];
    let k = node.len();
    let width: usize = inc[v]
        .iter()
        .map(|&e| instance.nodes[instance.other_end(e, v)].len())
        .sum();
    if k * k * (width + 2) > DOMINANCE_WORK {
        return 0;
    }
    let mut removed = 0;
    for s in 0..k {
        if !alive[v][s] {
            continue;
        }
        let dominated =
            (0..k).any(|d| d != s && alive[v][d] && dominates(instance, inc, alive, v, d, s));
        if dominated {
            alive[v][s] = false;
            removed += 1;
        }
    }
    removed
}

/// `d` dominates `s` at node `v`: no worse anywhere, and better somewhere or earlier (so of two
/// identical strategies exactly one survives).
fn dominates(
    instance: &Instance,
    inc: &[Vec<usize>],
    alive: &[Vec<bool>],
    v: usize,
    d: usize,
    s: usize,
) -> bool {
    let node = &instance.nodes[v];
    if node.costs[d] > node.costs[s] || node.usages[d] > node.usages[s] {
        return false;
    }
    let mut strictly = node.costs[d] < node.costs[s] || node.usages[d] < node.usages[s];
    for &e in &inc[v] {
        let w = instance.other_end(e, v);
        for t in (0..instance.nodes[w].len()).filter(|&t| alive[w][t]) {
            let (cd, cs) = (
                instance.edge_cost_from(e, v, d, t),
                instance.edge_cost_from(e, v, s, t),
            );
            if cd > cs {
                return false;
            }
            strictly |= cd < cs;
        }
    }
    strictly || d < s
}

/// The instance restricted to the kept strategies.
pub(crate) fn restrict(instance: &Instance, kept: &[Vec<usize>]) -> Instance {
    let nodes = instance
        .nodes
        .iter()
        .zip(kept)
        .map(|(n, k)| Node {
            interval: n.interval,
            costs: k.iter().map(|&s| n.costs[s]).collect(),
            usages: k.iter().map(|&s| n.usages[s]).collect(),
        })
        .collect();
    let edges = instance
        .edges
        .iter()
        .map(|e| {
            let cols = instance.nodes[e.v].len();
            let costs = kept[e.u]
                .iter()
                .flat_map(|&s| kept[e.v].iter().map(move |&t| e.costs[s * cols + t]))
                .collect();
            Edge {
                u: e.u,
                v: e.v,
                costs,
            }
        })
        .collect();
    Instance {
        name: instance.name.clone(),
        nodes,
        edges,
        usage_limit: instance.usage_limit,
    }
}
