//! IOPDDL: XLA's own auto-sharding problems (the ASPLOS 2025 / EuroSys 2025 contest format).
//!
//! An [`Instance`] is a graph: each node picks one strategy (a cost and a memory usage per
//! strategy, and a live interval of time steps), each edge charges an entry of a
//! `|S_u| x |S_v|` cost matrix (row-major, the strategy of `u` picks the row), and at every
//! time step the usages of the live nodes must not exceed the usage limit. Entries of about
//! 1e18 mark forbidden choices.
//!
//! The story, one module per step:
//! 1. [`read_instance`] (`reader`): gzip or plain JSON, streamed, checked (every defect named).
//! 2. [`evaluate`] (`eval`): the exact cost and memory feasibility of an answer (integers).
//! 3. `presolve`: forbidden and dominated strategies removed; a smaller instance and the maps
//!    back.
//! 4. `local`, `greedy`, `tree`: a feasible start (least memory, propagation starts, greedy
//!    descent that keeps the usage limit, exact DP on tree components).
//! 5. `lagrange` with `contract` and `forest`: prices on the usage limit (a proven bound by
//!    subgradient), and the price-guided search on the instance contracted along its matched
//!    (one-to-one) edges: exact DP moves on random induced forests, repair, feasible descent.
//! 6. `lns`: large-neighbourhood search, each neighbourhood an exact sub-ILP on HiGHS (`ilp`,
//!    tight marginal edge constraints, memory on the maximal cliques of live intervals), or the
//!    whole ILP on small instances; `kernel`: where that whole ILP is too large, the whole ILP
//!    restricted to a few candidate strategies per node, widened round after round; `lifted`:
//!    the same with the usage limit lifted first, its answer repaired and pooled as candidates;
//!    `caps`: the limit turned into per-node usage caps that keep it, so the whole ILP within
//!    them needs no memory rows (exact, reduced like the lifted one), with neighbourhoods at the
//!    tight steps to trade usage between the nodes live there; `priced`: on large instances
//!    with a limit, the same sub-ILPs on the priced instance (limit lifted, no memory rows),
//!    each priced answer repaired and recombined (`recombine`: the best subset of the
//!    components where it differs from the best feasible answer that keeps the limit).
//! 7. `bound`: the edge-owner lower bound (or HiGHS's bound on the whole ILP).
//!
//! [`solve_instance`] runs them all and keeps the best answer found so far.

mod bound;
mod caps;
mod contract;
mod eval;
mod forest;
mod greedy;
mod ilp;
mod kernel;
mod lagrange;
mod lifted;
mod lns;
mod local;
mod memory;
mod presolve;
mod priced;
mod reader;
mod recombine;
mod reduce;
mod solve;
#[cfg(test)]
mod test_instances;
mod trace;
mod tree;

pub use eval::{evaluate, Evaluation};
pub use reader::{read_instance, read_instance_from, IopddlError};
pub use solve::{contest_time_limit, solve_instance, IopddlOptions, IopddlReport};

/// Costs at or above this are forbidden choices (the format uses about 1e18).
pub const FORBIDDEN: i64 = 100_000_000_000_000_000;

/// One node: its live interval and, per strategy, a cost and a memory usage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Live time steps `[start, end)` (empty when `end <= start`).
    pub interval: (i64, i64),
    /// Cost of each strategy.
    pub costs: Vec<i64>,
    /// Memory usage of each strategy.
    pub usages: Vec<i64>,
}

impl Node {
    /// Number of strategies.
    pub fn len(&self) -> usize {
        self.costs.len()
    }

    /// True when the node has no strategy (never in a valid instance).
    pub fn is_empty(&self) -> bool {
        self.costs.is_empty()
    }
}

/// One edge: the cost of each pair (strategy of `u`, strategy of `v`), row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// First node (picks the row).
    pub u: usize,
    /// Second node (picks the column).
    pub v: usize,
    /// `|S_u| * |S_v|` entries, row-major.
    pub costs: Vec<i64>,
}

/// An IOPDDL problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Instance {
    /// The instance's name (`problem.name`), empty when absent.
    pub name: String,
    /// Nodes, indexed by position.
    pub nodes: Vec<Node>,
    /// Edges, indexed by position.
    pub edges: Vec<Edge>,
    /// Memory limit at every time step, if any.
    pub usage_limit: Option<i64>,
}

impl Instance {
    /// For each node, the edges incident to it (in edge order).
    pub fn incidence(&self) -> Vec<Vec<usize>> {
        let mut inc = vec![Vec::new(); self.nodes.len()];
        for (e, edge) in self.edges.iter().enumerate() {
            inc[edge.u].push(e);
            if edge.v != edge.u {
                inc[edge.v].push(e);
            }
        }
        inc
    }

    /// The cost of edge `e` when node `a` (one of its ends) takes `sa` and the other end `sb`.
    pub fn edge_cost_from(&self, e: usize, a: usize, sa: usize, sb: usize) -> i64 {
        let edge = &self.edges[e];
        let cols = self.nodes[edge.v].len();
        if edge.u == a {
            edge.costs[sa * cols + sb]
        } else {
            edge.costs[sb * cols + sa]
        }
    }

    /// The end of edge `e` that is not `a`.
    pub fn other_end(&self, e: usize, a: usize) -> usize {
        let edge = &self.edges[e];
        if edge.u == a {
            edge.v
        } else {
            edge.u
        }
    }

    /// One past the last time step any node is live at (0 when none is).
    pub fn horizon(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| n.interval.1 > n.interval.0)
            .map(|n| n.interval.1.max(0) as usize)
            .max()
            .unwrap_or(0)
    }
}
