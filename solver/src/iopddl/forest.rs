//! Exact moves on induced forests: a random set of nodes whose inner edges form a forest
//! (each node joins when its neighbours already in the set lie in distinct trees) is re-solved
//! exactly by dynamic programming with everything else fixed, on priced costs (node cost plus
//! `price[v]` per unit of usage; the usage limit itself ignored). Thousands of nodes move
//! together, which single-node descent cannot do across resharding edges.

use super::local::State;
use super::FORBIDDEN;

/// A deterministic xorshift64* source.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// A random maximal induced forest: membership per node.
fn induced_forest(state: &State, rng: &mut Rng) -> Vec<bool> {
    let n = state.instance.nodes.len();
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut uf: Vec<usize> = (0..n).collect();
    let mut member = vec![false; n];
    let mut roots = Vec::new();
    for v in order {
        roots.clear();
        for &e in &state.inc[v] {
            let w = state.instance.other_end(e, v);
            if w == v {
                roots.push(usize::MAX);
            } else if member[w] {
                roots.push(find(&mut uf, w));
            }
        }
        roots.sort_unstable();
        if roots.windows(2).any(|p| p[0] == p[1]) || roots.contains(&usize::MAX) {
            continue;
        }
        member[v] = true;
        for &r in &roots {
            uf[r] = v;
        }
    }
    member
}

/// One exact move on a random induced forest, `extra[v][s]` added to the node costs; returns the priced cost change
/// (never positive: the current answer is one of the forest's candidates).
pub(crate) fn forest_move(state: &mut State, extra: &[Vec<f64>], rng: &mut Rng) -> f64 {
    let member = induced_forest(state, rng);
    let inst = state.instance;
    let n = inst.nodes.len();
    let penalty = state.penalty as f64;
    let cap = |c: i64| if c >= FORBIDDEN { penalty } else { c as f64 };
    let mut seen = vec![false; n];
    let mut change = 0.0;
    for root in 0..n {
        if !member[root] || seen[root] {
            continue;
        }
        // Breadth-first order of the tree, each entry (node, parent position, edge).
        let mut order = vec![(root, usize::MAX, usize::MAX)];
        seen[root] = true;
        let mut i = 0;
        while i < order.len() {
            let v = order[i].0;
            for &e in &state.inc[v] {
                let w = inst.other_end(e, v);
                if member[w] && !seen[w] {
                    seen[w] = true;
                    order.push((w, i, e));
                }
            }
            i += 1;
        }
        let mut table: Vec<Vec<f64>> = order
            .iter()
            .map(|&(v, _, _)| unary(state, &member, extra, v, &cap))
            .collect();
        let before: f64 = order
            .iter()
            .enumerate()
            .map(|(i, &(v, p, e))| {
                let own = table[i][state.solution[v]];
                let up = if p == usize::MAX {
                    0.0
                } else {
                    cap(inst.edge_cost_from(e, v, state.solution[v], state.solution[order[p].0]))
                };
                own + up
            })
            .sum();
        let mut pick: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for i in (1..order.len()).rev() {
            let (v, p, e) = order[i];
            let u = order[p].0;
            let mut best_for = vec![0usize; inst.nodes[u].len()];
            for (s, slot) in best_for.iter_mut().enumerate() {
                let (t, c) = (0..inst.nodes[v].len())
                    .map(|t| (t, table[i][t] + cap(inst.edge_cost_from(e, u, s, t))))
                    .fold((0, f64::INFINITY), |a, b| if b.1 < a.1 { b } else { a });
                *slot = t;
                table[p][s] += c;
            }
            pick[i] = best_for;
        }
        let (s0, after) =
            table[0].iter().enumerate().fold(
                (0, f64::INFINITY),
                |a, (s, &c)| if c < a.1 { (s, c) } else { a },
            );
        if after >= before - 1e-6 {
            continue;
        }
        change += after - before;
        let mut choice = vec![0usize; order.len()];
        choice[0] = s0;
        for i in 1..order.len() {
            choice[i] = pick[i][choice[order[i].1]];
        }
        for (i, &(v, _, _)) in order.iter().enumerate() {
            state.set(v, choice[i]);
        }
    }
    change
}

/// Priced cost of each strategy of `v` with its edges to non-members at their current ends.
fn unary(
    state: &State,
    member: &[bool],
    extra: &[Vec<f64>],
    v: usize,
    cap: &impl Fn(i64) -> f64,
) -> Vec<f64> {
    let inst = state.instance;
    let node = &inst.nodes[v];
    let mut c: Vec<f64> = (0..node.len())
        .map(|s| cap(node.costs[s]) + extra[v][s])
        .collect();
    for &e in &state.inc[v] {
        let w = inst.other_end(e, v);
        if !member[w] {
            let t = state.solution[w];
            for (s, x) in c.iter_mut().enumerate() {
                *x += cap(inst.edge_cost_from(e, v, s, t));
            }
        }
    }
    c
}
