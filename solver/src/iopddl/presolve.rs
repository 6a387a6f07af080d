//! Presolve: strategies that are forbidden (a node cost >= FORBIDDEN, or every pairing on an
//! edge forbidden), over the usage limit (at some step of the node's interval, its usage plus
//! the least usage of every other node live there exceeds the limit: no feasible answer takes
//! it) or dominated (another strategy of the node is no worse in cost, usage and every edge
//! entry) are removed. The result is a smaller instance plus the map back.

use super::{Edge, Instance, Node, FORBIDDEN};

/// A reduced instance and, per node, the original index of each kept strategy.
pub(crate) struct Presolved {
    pub(crate) instance: Instance,
    pub(crate) kept: Vec<Vec<usize>>,
    pub(crate) removed_forbidden: usize,
    pub(crate) removed_over_limit: usize,
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
    let mut removed_over_limit = 0;
    loop {
        while let Some(r) = forbid_edge_pairs(instance, &inc, &mut alive) {
            removed_forbidden += r;
        }
        match forbid_over_limit(instance, &mut alive) {
            Some(r) => removed_over_limit += r,
            None => break,
        }
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
        removed_over_limit,
        removed_dominated,
    }
}

/// One pass removing the strategies that exceed the usage limit even with every other node at
/// its least usage; `None` when nothing changed.
fn forbid_over_limit(instance: &Instance, alive: &mut [Vec<bool>]) -> Option<usize> {
    let limit = instance.usage_limit?;
    let least = |v: usize| {
        let n = &instance.nodes[v];
        (0..n.len())
            .filter(|&s| alive[v][s])
            .map(|s| n.usages[s])
            .min()
            .unwrap_or(0)
    };
    let floor: Vec<i64> = (0..instance.nodes.len()).map(least).collect();
    let load = RangeMax::new(&floor_load(instance, &floor));
    let mut removed = 0;
    for (v, node) in instance.nodes.iter().enumerate() {
        let (a, b) = node.interval;
        if b <= a {
            continue;
        }
        let others = load.max(a as usize, b as usize) - floor[v];
        for s in 0..node.len() {
            if alive[v][s] && others + node.usages[s] > limit && count(&alive[v]) > 1 {
                alive[v][s] = false;
                removed += 1;
            }
        }
    }
    (removed > 0).then_some(removed)
}

/// The load per time step when each node `v` uses `usage[v]`.
fn floor_load(instance: &Instance, usage: &[i64]) -> Vec<i64> {
    let horizon = instance.horizon();
    let mut diff = vec![0i64; horizon + 1];
    for (n, &u) in instance.nodes.iter().zip(usage) {
        let (a, b) = n.interval;
        if b > a {
            diff[a.max(0) as usize] += u;
            diff[b as usize] -= u;
        }
    }
    diff.iter()
        .take(horizon)
        .scan(0i64, |acc, d| {
            *acc += d;
            Some(*acc)
        })
        .collect()
}

/// Range maximum in O(1) after an O(T log T) build (a sparse table).
struct RangeMax {
    levels: Vec<Vec<i64>>,
}

impl RangeMax {
    fn new(values: &[i64]) -> Self {
        let mut levels = vec![values.to_vec()];
        let mut width = 1;
        while 2 * width <= values.len() {
            let prev = levels.last().expect("level 0 exists");
            let next = (0..=values.len() - 2 * width)
                .map(|i| prev[i].max(prev[i + width]))
                .collect();
            levels.push(next);
            width *= 2;
        }
        RangeMax { levels }
    }

    /// Largest value over `[a, b)` (`a < b <= len`).
    fn max(&self, a: usize, b: usize) -> i64 {
        let k = (usize::BITS - 1 - (b - a).leading_zeros()) as usize;
        self.levels[k][a].max(self.levels[k][b - (1 << k)])
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

#[cfg(test)]
mod tests {
    use super::*;

    fn node(interval: (i64, i64), usages: Vec<i64>) -> Node {
        // Cheaper the more memory: nothing dominates anything.
        Node {
            interval,
            costs: usages.iter().map(|u| 100 - u).collect(),
            usages,
        }
    }

    /// Nodes 0 and 1 share steps 1..3: with node 1 at its least usage (6), node 0's strategy
    /// of usage 5 breaks the limit 10 and goes (4 fits exactly); node 1's 7 fits beside node
    /// 0's least (1); node 2 (live alone) keeps both of its own, node 3 (live nowhere) too.
    #[test]
    fn strategies_over_the_limit_with_the_rest_at_least_usage_are_removed() {
        let inst = Instance {
            name: String::new(),
            nodes: vec![
                node((0, 3), vec![1, 5, 4]),
                node((1, 4), vec![6, 7]),
                node((4, 6), vec![9, 10]),
                node((2, 2), vec![50, 60]),
            ],
            edges: Vec::new(),
            usage_limit: Some(10),
        };
        let pre = presolve(&inst);
        assert_eq!(pre.removed_over_limit, 1);
        assert_eq!(pre.removed_dominated, 0);
        assert_eq!(
            pre.kept,
            vec![vec![0, 2], vec![0, 1], vec![0, 1], vec![0, 1]]
        );
    }
}
