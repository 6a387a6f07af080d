//! The primal side's local part: a current answer with its exact cost and memory load, moves
//! that keep the usage limit, a feasible start and a greedy descent.

use super::memory::LoadTree;
use super::Instance;

/// A current answer of an instance, kept consistent with its cost and load.
pub(crate) struct State<'a> {
    pub(crate) instance: &'a Instance,
    pub(crate) inc: Vec<Vec<usize>>,
    pub(crate) solution: Vec<usize>,
    pub(crate) load: LoadTree,
    pub(crate) cost: i128,
    /// More than any answer without forbidden choices costs: what the ILPs charge for one.
    pub(crate) penalty: i128,
    /// The usage limit moves must keep (the instance's, or tighter while building a start).
    pub(crate) budget: Option<i64>,
}

impl<'a> State<'a> {
    /// The state of `solution` on `instance`.
    pub(crate) fn new(instance: &'a Instance, solution: Vec<usize>) -> Self {
        let load = LoadTree::new(instance, &solution);
        let cost = super::evaluate(instance, &solution).cost;
        State {
            instance,
            inc: instance.incidence(),
            solution,
            load,
            cost,
            penalty: penalty(instance),
            budget: instance.usage_limit,
        }
    }

    /// The start: every node at its least usage (ties: least cost), the answer with the
    /// lowest peak usage there is; feasible whenever any answer is.
    pub(crate) fn least_memory(instance: &'a Instance) -> Self {
        let solution = instance
            .nodes
            .iter()
            .map(|n| {
                (0..n.len())
                    .min_by_key(|&s| (n.usages[s], n.costs[s]))
                    .unwrap_or(0)
            })
            .collect();
        State::new(instance, solution)
    }

    /// Cost change if `v` took strategy `s` (the rest unchanged).
    pub(crate) fn delta(&self, v: usize, s: usize) -> i128 {
        let cur = self.solution[v];
        let node = &self.instance.nodes[v];
        let mut d = i128::from(node.costs[s]) - i128::from(node.costs[cur]);
        for &e in &self.inc[v] {
            let t = self.solution[self.instance.other_end(e, v)];
            d += i128::from(self.instance.edge_cost_from(e, v, s, t))
                - i128::from(self.instance.edge_cost_from(e, v, cur, t));
        }
        d
    }

    /// `delta(v, s)` for every strategy `s` of `v`, into `out`: one pass over each incident
    /// edge's row or column instead of two entries per edge and strategy.
    pub(crate) fn deltas(&self, v: usize, out: &mut Vec<i128>) {
        let inst = self.instance;
        out.clear();
        out.extend(inst.nodes[v].costs.iter().map(|&c| i128::from(c)));
        for &e in &self.inc[v] {
            let edge = &inst.edges[e];
            let t = self.solution[inst.other_end(e, v)];
            let cols = inst.nodes[edge.v].len();
            if edge.u == v {
                for (s, d) in out.iter_mut().enumerate() {
                    *d += i128::from(edge.costs[s * cols + t]);
                }
            } else {
                let row = &edge.costs[t * cols..(t + 1) * cols];
                for (d, &c) in out.iter_mut().zip(row) {
                    *d += i128::from(c);
                }
            }
        }
        let base = out[self.solution[v]];
        out.iter_mut().for_each(|d| *d -= base);
    }

    /// Marks `v` and its neighbours as unsettled (their deltas may have changed).
    pub(crate) fn unsettle(&self, v: usize, settled: &mut [bool]) {
        settled[v] = false;
        for &e in &self.inc[v] {
            settled[self.instance.other_end(e, v)] = false;
        }
    }

    /// Whether `v` can take `s` without exceeding the usage limit.
    pub(crate) fn fits(&self, v: usize, s: usize) -> bool {
        let Some(limit) = self.budget else {
            return true;
        };
        let node = &self.instance.nodes[v];
        let grow = node.usages[s] - node.usages[self.solution[v]];
        grow <= 0 || self.load.max_over(node.interval) + grow <= limit
    }

    /// Gives `v` the strategy `s` (no check).
    pub(crate) fn set(&mut self, v: usize, s: usize) {
        let cur = self.solution[v];
        if cur == s {
            return;
        }
        self.cost += self.delta(v, s);
        let node = &self.instance.nodes[v];
        self.load
            .add_interval(node.interval, node.usages[s] - node.usages[cur]);
        self.solution[v] = s;
    }

    /// Whether the answer now is better than one of cost `cost` and feasibility `feasible`:
    /// feasible, and either cheaper or replacing an infeasible one.
    pub(crate) fn improves_on(&self, cost: i128, feasible: bool) -> bool {
        self.is_feasible() && (!feasible || self.cost < cost)
    }

    /// Whether the load keeps the usage limit everywhere.
    pub(crate) fn is_feasible(&self) -> bool {
        match self.instance.usage_limit {
            Some(limit) => self.load.max_over((0, self.instance.horizon() as i64)) <= limit,
            None => true,
        }
    }

    /// Greedy descent: sweeps over the nodes, each taking its best strategy that keeps the
    /// limit, until a sweep improves nothing (or `max_sweeps`). Returns the number of moves.
    /// A node with no improving strategy at all is skipped until it or a neighbour moves (its
    /// deltas cannot change before): the same moves as evaluating every node every sweep.
    pub(crate) fn descend(&mut self, max_sweeps: usize) -> usize {
        let mut settled = vec![false; self.instance.nodes.len()];
        let mut d = Vec::new();
        let mut moves = 0;
        for _ in 0..max_sweeps {
            let before = moves;
            for v in 0..self.instance.nodes.len() {
                if settled[v] {
                    continue;
                }
                self.deltas(v, &mut d);
                if let Some(s) = self.best_move(v, &d) {
                    self.set(v, s);
                    moves += 1;
                    self.unsettle(v, &mut settled);
                } else {
                    settled[v] = d.iter().all(|&x| x >= 0);
                }
            }
            if moves == before {
                break;
            }
        }
        moves
    }

    /// Greedy descent with `extra[v][s]` added to the node costs (the Lagrangian prices), the
    /// limit ignored (nodes skipped while settled, as in `descend`). Returns the number of moves.
    pub(crate) fn descend_priced(&mut self, extra: &[Vec<f64>], max_sweeps: usize) -> usize {
        let mut settled = vec![false; self.instance.nodes.len()];
        let mut deltas = Vec::new();
        let mut moves = 0;
        for _ in 0..max_sweeps {
            let before = moves;
            for v in 0..self.instance.nodes.len() {
                if settled[v] {
                    continue;
                }
                let cur = self.solution[v];
                self.deltas(v, &mut deltas);
                let mut best: Option<(f64, usize)> = None;
                for (s, &delta) in deltas.iter().enumerate().filter(|&(s, _)| s != cur) {
                    let d = delta as f64 + extra[v][s] - extra[v][cur];
                    if d < -1e-9 && best.map_or(true, |(bd, _)| d < bd) {
                        best = Some((d, s));
                    }
                }
                match best {
                    Some((_, s)) => {
                        self.set(v, s);
                        moves += 1;
                        self.unsettle(v, &mut settled);
                    }
                    None => settled[v] = true,
                }
            }
            if moves == before {
                break;
            }
        }
        moves
    }

    /// The strategy of `v` with the most negative delta (`deltas`) that fits, if any improves.
    fn best_move(&self, v: usize, deltas: &[i128]) -> Option<usize> {
        let mut best: Option<(i128, usize)> = None;
        for (s, &d) in deltas.iter().enumerate() {
            if s == self.solution[v] {
                continue;
            }
            if d < 0 && best.map_or(true, |(bd, _)| d < bd) && self.fits(v, s) {
                best = Some((d, s));
            }
        }
        best.map(|(_, s)| s)
    }
}

/// One more than the largest cost of an answer without forbidden choices (each node and edge
/// at its largest allowed entry).
fn penalty(instance: &Instance) -> i128 {
    let allowed = |c: &&i64| **c < super::FORBIDDEN;
    let nodes: i128 = instance
        .nodes
        .iter()
        .map(|n| i128::from(n.costs.iter().filter(allowed).copied().max().unwrap_or(0)))
        .sum();
    let edges: i128 = instance
        .edges
        .iter()
        .map(|e| i128::from(e.costs.iter().filter(allowed).copied().max().unwrap_or(0)))
        .sum();
    nodes + edges + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::{Edge, Node};

    /// The one-pass deltas equal `delta` for every node and strategy, whichever end of each
    /// edge the node is (row or column of the matrix).
    #[test]
    fn deltas_match_delta() {
        let mut rng = crate::iopddl::forest::Rng::new(3);
        let sizes = [2usize, 3, 4, 3];
        let nodes: Vec<Node> = sizes
            .iter()
            .map(|&k| Node {
                interval: (0, 2),
                costs: (0..k).map(|_| rng.below(50) as i64).collect(),
                usages: vec![1; k],
            })
            .collect();
        let edges: Vec<Edge> = [(0, 1), (2, 1), (1, 3), (3, 0)]
            .iter()
            .map(|&(u, v)| Edge {
                u,
                v,
                costs: (0..sizes[u] * sizes[v])
                    .map(|_| rng.below(100) as i64)
                    .collect(),
            })
            .collect();
        let inst = Instance {
            nodes,
            edges,
            ..Instance::default()
        };
        let state = State::new(&inst, vec![1, 2, 0, 2]);
        let mut d = Vec::new();
        for v in 0..4 {
            state.deltas(v, &mut d);
            let direct: Vec<i128> = (0..sizes[v]).map(|s| state.delta(v, s)).collect();
            assert_eq!(d, direct, "node {v}");
        }
    }
}
