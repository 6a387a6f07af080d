//! Exact moves on tree components: a connected component of the graph without cycles is
//! solved exactly by dynamic programming (leaves up, each node's table the least cost of its
//! subtree per strategy), ignoring the usage limit; the result is kept only when it lowers
//! the cost and keeps the limit.

use super::local::State;
use super::FORBIDDEN;

/// Runs the exact move on every tree component with more than one node; returns how many
/// components improved.
pub(crate) fn solve_tree_components(state: &mut State) -> usize {
    let n = state.instance.nodes.len();
    let mut seen = vec![false; n];
    let mut improved = 0;
    for root in 0..n {
        if seen[root] {
            continue;
        }
        let (order, parent, is_tree) = component(state, root, &mut seen);
        if is_tree && order.len() > 1 && apply(state, &order, &parent) {
            improved += 1;
        }
    }
    improved
}

/// Breadth-first order of `root`'s component, each node's (parent, edge), and whether the
/// component has no cycle.
fn component(
    state: &State,
    root: usize,
    seen: &mut [bool],
) -> (Vec<usize>, Vec<(usize, usize)>, bool) {
    let inst = state.instance;
    let mut order = vec![root];
    let mut parent = vec![(usize::MAX, usize::MAX)];
    seen[root] = true;
    let mut edges = 0;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        for &e in &state.inc[v] {
            let w = inst.other_end(e, v);
            edges += 1;
            if !seen[w] {
                seen[w] = true;
                order.push(w);
                parent.push((i, e));
            }
        }
        i += 1;
    }
    let is_tree = edges / 2 + 1 == order.len();
    (order, parent, is_tree)
}

/// Solves the component exactly and keeps the result if better and within the limit.
fn apply(state: &mut State, order: &[usize], parent: &[(usize, usize)]) -> bool {
    let inst = state.instance;
    let cap = |c: i64| {
        if c >= FORBIDDEN {
            state.penalty
        } else {
            i128::from(c)
        }
    };
    let mut table: Vec<Vec<i128>> = order
        .iter()
        .map(|&v| inst.nodes[v].costs.iter().map(|&c| cap(c)).collect())
        .collect();
    let mut pick: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
    for i in (1..order.len()).rev() {
        let (p, e) = parent[i];
        let (v, u) = (order[i], order[p]);
        let mut best_for = vec![0usize; inst.nodes[u].len()];
        for s in 0..inst.nodes[u].len() {
            let (t, c) = (0..inst.nodes[v].len())
                .map(|t| (t, table[i][t] + cap(inst.edge_cost_from(e, u, s, t))))
                .min_by_key(|x| x.1)
                .unwrap_or((0, 0));
            best_for[s] = t;
            table[p][s] += c;
        }
        pick[i] = best_for;
    }
    let mut choice = vec![0usize; order.len()];
    choice[0] = (0..table[0].len())
        .min_by_key(|&s| table[0][s])
        .unwrap_or(0);
    for i in 1..order.len() {
        choice[i] = pick[i][choice[parent[i].0]];
    }
    let (before, was_feasible) = (state.cost, state.is_feasible());
    let old: Vec<usize> = order.iter().map(|&v| state.solution[v]).collect();
    for (i, &v) in order.iter().enumerate() {
        state.set(v, choice[i]);
    }
    if state.improves_on(before, was_feasible) {
        return true;
    }
    for (i, &v) in order.iter().enumerate() {
        state.set(v, old[i]);
    }
    false
}
