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
    pub(crate) fn descend(&mut self, max_sweeps: usize) -> usize {
        let mut moves = 0;
        for _ in 0..max_sweeps {
            let before = moves;
            for v in 0..self.instance.nodes.len() {
                if let Some(s) = self.best_move(v) {
                    self.set(v, s);
                    moves += 1;
                }
            }
            if moves == before {
                break;
            }
        }
        moves
    }

    /// Greedy descent with `extra[v][s]` added to the node costs (the Lagrangian prices), the
    /// limit ignored. Returns the number of moves.
    pub(crate) fn descend_priced(&mut self, extra: &[Vec<f64>], max_sweeps: usize) -> usize {
        let mut moves = 0;
        for _ in 0..max_sweeps {
            let before = moves;
            for v in 0..self.instance.nodes.len() {
                let node = &self.instance.nodes[v];
                let cur = self.solution[v];
                let mut best: Option<(f64, usize)> = None;
                for s in (0..node.len()).filter(|&s| s != cur) {
                    let d = self.delta(v, s) as f64 + extra[v][s] - extra[v][cur];
                    if d < -1e-9 && best.map_or(true, |(bd, _)| d < bd) {
                        best = Some((d, s));
                    }
                }
                if let Some((_, s)) = best {
                    self.set(v, s);
                    moves += 1;
                }
            }
            if moves == before {
                break;
            }
        }
        moves
    }

    /// The strategy of `v` with the most negative delta that fits, if any improves.
    fn best_move(&self, v: usize) -> Option<usize> {
        let mut best: Option<(i128, usize)> = None;
        for s in 0..self.instance.nodes[v].len() {
            if s == self.solution[v] {
                continue;
            }
            let d = self.delta(v, s);
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
