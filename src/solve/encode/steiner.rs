//! Shared reads of a value whose sharding the search chooses: one reshard per step,
//! however many readers of the block take it (XLA's partitioner keeps one reshard per
//! value and sharding; [`crate::cost::once`]).
//!
//! The readers of value `v` in one block form a directed multicommodity Steiner
//! problem on `v`'s sparse reshard graph ([`super::super::reshard_graph`], on the
//! source's candidates and every reader's needs, priced by cheapest paths): reader `r`
//! has its own flow `f^r` from the source's choice to its need, as a single reader's
//! edge has; per arc `a` with a cost, `z_a >= f^r_a` for every reader (`s<g>_<a>`),
//! and the arc's cost falls on `z_a`, once. At an integer point the paid arcs are the
//! union of the readers' paths, a tree of reshard steps: readers that need the same
//! sharding share its reshard, readers whose paths share a prefix share the prefix (an
//! intermediate computed once). The LP is the strong (directed-cut) relaxation of
//! Steiner arborescence.
//!
//! Two readers (most groups) need no `z`: their tree is a trunk from the source to the
//! node `k` where their paths part, then one branch each (`k` may be a need itself).
//! A flow for the trunk (from the source's choice to `w`, one node) and one per branch
//! (from `w` to the reader's need), every arc at its cost: at integer choices the
//! cheapest such flows are the cheapest tree (an arc two of them share would make a
//! later node a cheaper `k`), with a third of the rows of the `z` form (8-layer Linen
//! step: 19.3 -> 11.8 CPU s, datasets/benchmarks/library_scale.csv).
//!
//! Decode follows the arcs each reader's flow takes ([`Tree`]), writing one
//! `sdy.reshard` per (input, sharding) of a block, so the plan the evaluator prices is
//! that tree, arc by arc.

use std::sync::Arc;

use autoshard_solver::{LinearExpr, Relation, VarId};

use super::once::Read;
use super::{Encoder, UNITS_PER_S};
use crate::ir::sdy::TensorSharding;
use crate::ir::{OpId, ValueId};
use crate::solve::reshard_graph::Route;

/// The reshard graph of a group of readers and, per reader, its flow variable per arc.
#[derive(Debug)]
pub struct Tree {
    pub route: Arc<Route>,
    /// Per reader its flow (per arc); with a branch node, the trunk's then each
    /// reader's from the branch node.
    pub flows: Vec<Vec<VarId>>,
    /// Two readers: per node, whether their paths part there (`w`, one node).
    pub branch: Option<Vec<VarId>>,
}

/// A group as encoded, before its arcs are priced: the total weight once tied layers
/// have added theirs.
struct Group {
    tree: Arc<Tree>,
    weight: f64,
    who: Vec<(Vec<OpId>, f64)>,
}

impl Encoder<'_> {
    /// The groups of reads (per value and block, two or more readers) of values whose
    /// sharding the search chooses. Groups of tied layers (same type, source class,
    /// readers) share variables and add weights.
    pub(super) fn price_searched_reads(&mut self, groups: Vec<Vec<Read>>) {
        let mut priced: Vec<Group> = Vec::new();
        for (g, alike) in self.alike(groups).into_iter().enumerate() {
            let tree = Arc::new(self.tree(g, alike.reads[0].value, &alike.reads));
            for reads in &alike.readers {
                for (r, &(reader, operand)) in reads.iter().enumerate() {
                    self.trees.insert((reader, operand), (tree.clone(), r));
                }
            }
            priced.push(Group {
                tree,
                weight: alike.weight,
                who: alike.who,
            });
        }
        for (g, gr) in priced.into_iter().enumerate() {
            self.charged(gr.who, |e| e.price_tree(g, &gr.tree, gr.weight));
        }
    }

    /// Group `g`'s reshard graph and one flow per reader on it, from the source's
    /// choice to the reader's need.
    fn tree(&mut self, g: usize, v: ValueId, grp: &[Read]) -> Tree {
        let src = self.class_options(grp[0].source);
        let mut nodes: Vec<Option<TensorSharding>> = Vec::new();
        for (s, _) in src.iter().chain(grp.iter().flat_map(|r| r.needs.iter())) {
            if !nodes.contains(s) {
                nodes.push(s.clone());
            }
        }
        let route = match self.route(v, nodes.clone(), true) {
            Some(r) => r,
            // Every pair at its one-step cost: the cheapest paths are the closure.
            None => {
                let mut arcs = Vec::new();
                for (a, na) in nodes.iter().enumerate() {
                    for (b, nb) in nodes.iter().enumerate() {
                        if a != b {
                            arcs.push((a, b, self.reshard_cost(v, na, nb)));
                        }
                    }
                }
                Arc::new(Route { nodes, arcs })
            }
        };
        let index = |s: &Option<TensorSharding>| {
            route
                .nodes
                .iter()
                .position(|x| x == s)
                .expect("a node of the group's graph")
        };
        let at = |opts: &super::Options| {
            let mut out = vec![LinearExpr::new(); route.nodes.len()];
            for (s, e) in opts {
                out[index(s)] += e.clone();
            }
            out
        };
        let from = at(&src);
        let mut branch = None;
        let mut flows = Vec::with_capacity(grp.len() + 1);
        if grp.len() == 2 {
            // Two readers: a trunk from the source to the node where they part, then
            // one branch each.
            let w: Vec<VarId> = (0..route.nodes.len())
                .map(|i| self.p.add_continuous(format!("sw{g}_{i}"), 0.0, 1.0))
                .collect();
            let sum: LinearExpr = w.iter().map(|&v| (v, 1.0)).collect();
            self.p
                .add_constraint(format!("sw{g}"), sum, Relation::Eq, 1.0);
            let part: Vec<LinearExpr> = w.iter().map(|&v| LinearExpr::from(v)).collect();
            flows.push(self.flow_on(&format!("{g}_t"), &route, &from, &part));
            for (r, read) in grp.iter().enumerate() {
                let to = at(&read.needs);
                flows.push(self.flow_on(&format!("{g}_{r}"), &route, &part, &to));
            }
            branch = Some(w);
        } else {
            for (r, read) in grp.iter().enumerate() {
                let to = at(&read.needs);
                flows.push(self.flow_on(&format!("{g}_{r}"), &route, &from, &to));
            }
        }
        Tree {
            route,
            flows,
            branch,
        }
    }

    /// A flow on `route` (`s<name>_<a>_<b>`) from what `from` supplies per node to what
    /// `to` takes.
    fn flow_on(
        &mut self,
        name: &str,
        route: &Route,
        from: &[LinearExpr],
        to: &[LinearExpr],
    ) -> Vec<VarId> {
        let mut balance: Vec<LinearExpr> = vec![LinearExpr::new(); route.nodes.len()];
        let mut vars = Vec::with_capacity(route.arcs.len());
        for &(a, b, _) in &route.arcs {
            let f = self.p.add_continuous(format!("s{name}_{a}_{b}"), 0.0, 1.0);
            self.edge_vars += 1;
            balance[a].add_term(f, 1.0);
            balance[b].add_term(f, -1.0);
            vars.push(f);
        }
        // Out minus in is what the node supplies minus what it takes.
        for (i, lhs) in balance.into_iter().enumerate() {
            let lhs = lhs - from[i].clone() + to[i].clone();
            self.p
                .add_constraint(format!("sf{name}_{i}"), lhs, Relation::Eq, 0.0);
        }
        vars
    }

    /// Each arc with a cost, paid once when any reader's flow takes it; with a branch
    /// node, the trunk's and branches' arcs (disjoint at an optimum) each as taken.
    fn price_tree(&mut self, g: usize, tree: &Tree, weight: f64) {
        let scale = weight * UNITS_PER_S;
        if tree.branch.is_some() {
            for flow in &tree.flows {
                for (j, &(_, _, c)) in tree.route.arcs.iter().enumerate() {
                    if c != 0.0 {
                        self.objective.add_term(flow[j], c * scale);
                    }
                }
            }
            return;
        }
        for (j, &(a, b, c)) in tree.route.arcs.iter().enumerate() {
            if c == 0.0 {
                continue;
            }
            let z = self.p.add_continuous(format!("sz{g}_{a}_{b}"), 0.0, 1.0);
            self.edge_vars += 1;
            for (r, flow) in tree.flows.iter().enumerate() {
                let lhs = LinearExpr::from(z) - LinearExpr::from(flow[j]);
                self.p
                    .add_constraint(format!("sz{g}_{a}_{b}_{r}"), lhs, Relation::Ge, 0.0);
            }
            self.objective.add_term(z, c * scale);
        }
    }
}

/// The steps (node indices after each arc, ending at `t`) of a path from `s` to `t`
/// on the arcs `flow` takes at `values`, fewest arcs first, ties to lower arc indices;
/// `None` when the flow does not connect them.
pub fn flow_path(
    route: &Route,
    flow: &[VarId],
    values: &[f64],
    s: usize,
    t: usize,
) -> Option<Vec<usize>> {
    if s == t {
        return Some(Vec::new());
    }
    let n = route.nodes.len();
    let mut prev = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    seen[s] = true;
    let mut queue = std::collections::VecDeque::from([s]);
    while let Some(u) = queue.pop_front() {
        if u == t {
            break;
        }
        for (j, &(a, b, _)) in route.arcs.iter().enumerate() {
            if a == u && !seen[b] && values[flow[j].index()] > 0.5 {
                seen[b] = true;
                prev[b] = u;
                queue.push_back(b);
            }
        }
    }
    if !seen[t] {
        return None;
    }
    let mut steps = vec![t];
    let mut at = t;
    while prev[at] != s {
        at = prev[at];
        steps.push(at);
    }
    steps.reverse();
    Some(steps)
}
