//! Exact reductions of the instance: a node with one neighbour is folded into it (the
//! neighbour's cost per strategy gains the node's best cost against it), a node with two
//! neighbours into an edge between them (its best cost per pair of their strategies), repeated
//! until every foldable node left has three neighbours or more (or a series fold would build
//! too large a table). Only the nodes the caller marks foldable go: with the usage limit lifted
//! every node, with it kept those whose strategy cannot matter to the limit (see
//! `memory::limit_free`), and then every step where the limit can bind has only core nodes
//! live. The core (its nodes keep their intervals and usages, the instance its limit) has the
//! same optimum as the instance, and an answer of the core extends to the eliminated nodes in
//! reverse order at the same cost and with the same feasibility. On V (816 nodes, 1,023 edges)
//! the lifted core has 193 nodes.

use super::{Edge, Instance, Node, FORBIDDEN};
use std::collections::BTreeMap;

/// A series fold is skipped when its table `|S_a| x |S_v| x |S_b|` is larger than this.
const SERIES_WORK: usize = 8_000_000;

/// How an eliminated node is recovered from the strategies of the nodes it was folded into.
enum Step {
    /// `v`'s best strategy per strategy of `parent`.
    Leaf {
        v: usize,
        parent: usize,
        best: Vec<usize>,
    },
    /// `v`'s best strategy per pair (strategy of `a`, strategy of `b`), row-major.
    Series {
        v: usize,
        a: usize,
        b: usize,
        cols: usize,
        best: Vec<usize>,
    },
}

/// The core (an instance without usage limit) and how to extend its answers.
pub(crate) struct Reduced {
    pub(crate) core: Instance,
    /// Original node of each core node.
    pub(crate) nodes: Vec<usize>,
    steps: Vec<Step>,
    size: usize,
}

impl Reduced {
    /// An answer of the core as an answer of the whole instance (the same lifted cost).
    pub(crate) fn expand(&self, core: &[usize]) -> Vec<usize> {
        let mut sol = vec![0; self.size];
        for (&v, &s) in self.nodes.iter().zip(core) {
            sol[v] = s;
        }
        for step in self.steps.iter().rev() {
            match step {
                Step::Leaf { v, parent, best } => sol[*v] = best[sol[*parent]],
                Step::Series {
                    v,
                    a,
                    b,
                    cols,
                    best,
                } => sol[*v] = best[sol[*a] * cols + sol[*b]],
            }
        }
        sol
    }
}

fn add(a: i64, b: i64) -> i64 {
    a.saturating_add(b).min(FORBIDDEN)
}

/// The working graph: node costs, and edges (row node, column node, row-major costs) with a
/// symmetric adjacency `neighbour -> edge`.
struct Graph {
    len: Vec<usize>,
    cost: Vec<Vec<i64>>,
    edges: Vec<(usize, usize, Vec<i64>)>,
    adj: Vec<BTreeMap<usize, usize>>,
}

impl Graph {
    fn new(instance: &Instance) -> Graph {
        let n = instance.nodes.len();
        let mut g = Graph {
            len: instance.nodes.iter().map(Node::len).collect(),
            cost: instance.nodes.iter().map(|x| x.costs.clone()).collect(),
            edges: Vec::new(),
            adj: vec![BTreeMap::new(); n],
        };
        for e in &instance.edges {
            if e.u == e.v {
                for s in 0..g.len[e.u] {
                    g.cost[e.u][s] = add(g.cost[e.u][s], e.costs[s * g.len[e.u] + s]);
                }
            } else {
                g.connect(e.u, e.v, e.costs.clone());
            }
        }
        g
    }

    /// Adds a `u x v` matrix between `u` and `v` (summed into an existing edge).
    fn connect(&mut self, u: usize, v: usize, costs: Vec<i64>) {
        if let Some(&k) = self.adj[u].get(&v) {
            let cols = self.len[v];
            for s in 0..self.len[u] {
                for t in 0..cols {
                    let (i, j) = if self.edges[k].0 == u { (s, t) } else { (t, s) };
                    let w = self.len[self.edges[k].1];
                    let old = &mut self.edges[k].2[i * w + j];
                    *old = add(*old, costs[s * cols + t]);
                }
            }
            return;
        }
        let k = self.edges.len();
        self.edges.push((u, v, costs));
        self.adj[u].insert(v, k);
        self.adj[v].insert(u, k);
    }

    /// The entry of edge `k` for `a` (one end) at `sa` and the other end at `sb`.
    fn at(&self, k: usize, a: usize, sa: usize, sb: usize) -> i64 {
        let (u, v, ref c) = self.edges[k];
        if u == a {
            c[sa * self.len[v] + sb]
        } else {
            c[sb * self.len[v] + sa]
        }
    }

    fn detach(&mut self, v: usize) {
        for (w, _) in std::mem::take(&mut self.adj[v]) {
            self.adj[w].remove(&v);
        }
    }

    /// Folds the one-neighbour node `v` into `parent`.
    fn fold_leaf(&mut self, v: usize, parent: usize) -> Step {
        let k = self.adj[v][&parent];
        let mut best = Vec::with_capacity(self.len[parent]);
        for s in 0..self.len[parent] {
            let (t, c) = (0..self.len[v])
                .map(|t| (t, add(self.cost[v][t], self.at(k, parent, s, t))))
                .min_by_key(|&(_, c)| c)
                .unwrap_or((0, 0));
            self.cost[parent][s] = add(self.cost[parent][s], c);
            best.push(t);
        }
        self.detach(v);
        Step::Leaf { v, parent, best }
    }

    /// Folds the two-neighbour node `v` into an edge between `a` and `b`.
    fn fold_series(&mut self, v: usize, a: usize, b: usize) -> Step {
        let (ka, kb) = (self.adj[v][&a], self.adj[v][&b]);
        let (ra, cb) = (self.len[a], self.len[b]);
        let mut costs = Vec::with_capacity(ra * cb);
        let mut best = Vec::with_capacity(ra * cb);
        for sa in 0..ra {
            let into: Vec<i64> = (0..self.len[v])
                .map(|t| add(self.at(ka, a, sa, t), self.cost[v][t]))
                .collect();
            for sb in 0..cb {
                let (t, c) = into
                    .iter()
                    .enumerate()
                    .map(|(t, &c)| (t, add(c, self.at(kb, v, t, sb))))
                    .min_by_key(|&(_, c)| c)
                    .unwrap_or((0, 0));
                costs.push(c);
                best.push(t);
            }
        }
        self.detach(v);
        self.connect(a, b, costs);
        Step::Series {
            v,
            a,
            b,
            cols: cb,
            best,
        }
    }

    /// One fold of `v` if it has at most two neighbours (and the table is small enough).
    fn fold(&mut self, v: usize) -> Option<Step> {
        let nbrs: Vec<usize> = self.adj[v].keys().copied().collect();
        match nbrs[..] {
            [p] => Some(self.fold_leaf(v, p)),
            [a, b] if self.len[a] * self.len[v] * self.len[b] <= SERIES_WORK => {
                Some(self.fold_series(v, a, b))
            }
            _ => None,
        }
    }
}

/// Reduces `instance` by folding the nodes marked in `foldable`.
pub(crate) fn reduce(instance: &Instance, foldable: &[bool]) -> Reduced {
    let n = instance.nodes.len();
    let mut g = Graph::new(instance);
    let mut alive = vec![true; n];
    let mut steps = Vec::new();
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..n {
            if alive[v] && foldable[v] {
                if let Some(step) = g.fold(v) {
                    steps.push(step);
                    alive[v] = false;
                    changed = true;
                }
            }
        }
    }
    let nodes: Vec<usize> = (0..n).filter(|&v| alive[v]).collect();
    let mut index = vec![usize::MAX; n];
    for (i, &v) in nodes.iter().enumerate() {
        index[v] = i;
    }
    let core_nodes = nodes
        .iter()
        .map(|&v| Node {
            interval: instance.nodes[v].interval,
            costs: g.cost[v].clone(),
            usages: instance.nodes[v].usages.clone(),
        })
        .collect();
    let mut edges = Vec::new();
    for v in 0..n {
        for (&w, &k) in &g.adj[v] {
            let (u, x, ref costs) = g.edges[k];
            if alive[v] && alive[w] && v == u {
                edges.push(Edge {
                    u: index[u],
                    v: index[x],
                    costs: costs.clone(),
                });
            }
        }
    }
    Reduced {
        core: Instance {
            name: instance.name.clone(),
            nodes: core_nodes,
            edges,
            usage_limit: instance.usage_limit,
        },
        nodes,
        steps,
        size: n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(costs: Vec<i64>) -> Node {
        let usages = vec![0; costs.len()];
        Node {
            interval: (0, 0),
            costs,
            usages,
        }
    }

    fn edge(u: usize, v: usize, costs: Vec<i64>) -> Edge {
        Edge { u, v, costs }
    }

    fn cost(inst: &Instance, sol: &[usize]) -> i64 {
        let nodes: i64 = inst.nodes.iter().zip(sol).map(|(n, &s)| n.costs[s]).sum();
        let edges: i64 = inst
            .edges
            .iter()
            .map(|e| e.costs[sol[e.u] * inst.nodes[e.v].len() + sol[e.v]])
            .sum();
        nodes + edges
    }

    /// A triangle 0-1-2 with a chain 2-3-4 and a leaf 5 on node 0: the chain and the leaf fold
    /// away, the triangle's nodes then fold too (each has two neighbours); the expanded answer
    /// of the core costs what the core says, and that is the brute-force optimum.
    #[test]
    fn folds_keep_the_optimum_and_expand_to_it() {
        let inst = Instance {
            name: String::new(),
            nodes: vec![
                node(vec![3, 0]),
                node(vec![0, 2, 1]),
                node(vec![1, 1]),
                node(vec![0, 5]),
                node(vec![4, 0, 2]),
                node(vec![0, 7]),
            ],
            edges: vec![
                edge(0, 1, vec![0, 4, 9, 6, 0, 1]),
                edge(1, 2, vec![2, 0, 0, 3, 5, 1]),
                edge(2, 0, vec![0, 8, 2, 0]),
                edge(3, 2, vec![1, 6, 0, 2]),
                edge(4, 3, vec![0, 3, 3, 0, 7, 1]),
                edge(5, 0, vec![FORBIDDEN, 0, 1, 2]),
            ],
            usage_limit: None,
        };
        let red = reduce(&inst, &[true; 6]);
        assert!(red.core.nodes.len() < inst.nodes.len());
        let sizes: Vec<usize> = red.core.nodes.iter().map(Node::len).collect();
        let mut best_core = (i64::MAX, Vec::new());
        let mut pick = vec![0; sizes.len()];
        loop {
            let c = cost(&red.core, &pick);
            if c < best_core.0 {
                best_core = (c, pick.clone());
            }
            let Some(i) = (0..pick.len()).find(|&i| pick[i] + 1 < sizes[i]) else {
                break;
            };
            pick[i] += 1;
            pick[..i].iter_mut().for_each(|p| *p = 0);
        }
        let full = red.expand(&best_core.1);
        assert_eq!(cost(&inst, &full), best_core.0);
        let mut brute = i64::MAX;
        for code in 0..(2 * 3 * 2 * 2 * 3 * 2) {
            let mut rest = code;
            let sol: Vec<usize> = inst
                .nodes
                .iter()
                .map(|n| {
                    let s = rest % n.len();
                    rest /= n.len();
                    s
                })
                .collect();
            brute = brute.min(cost(&inst, &sol));
        }
        assert_eq!(best_core.0, brute);
    }
}
