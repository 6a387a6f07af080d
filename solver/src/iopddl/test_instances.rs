//! Random instances for the unit tests: `nodes` joined by the edges `pairs`, each edge
//! cost drawn below `max_edge_cost`, and a usage limit `min_slack` plus a draw below
//! `slack_draw` above the least peak usage there is (so that it binds).

use super::forest::Rng;
use super::local::State;
use super::{Edge, Instance, Node};

pub(crate) fn with_edges_and_limit(
    rng: &mut Rng,
    nodes: Vec<Node>,
    pairs: &[(usize, usize)],
    max_edge_cost: usize,
    (min_slack, slack_draw): (i64, usize),
) -> Instance {
    let edges = pairs
        .iter()
        .map(|&(u, v)| Edge {
            u,
            v,
            costs: (0..nodes[u].len() * nodes[v].len())
                .map(|_| rng.below(max_edge_cost) as i64)
                .collect(),
        })
        .collect();
    let mut inst = Instance {
        name: String::new(),
        nodes,
        edges,
        usage_limit: None,
    };
    let least = State::least_memory(&inst)
        .load
        .max_over((0, inst.horizon() as i64));
    inst.usage_limit = Some(least + min_slack + rng.below(slack_draw) as i64);
    inst
}
