//! The propagation start: nodes in index order each take their cheapest strategy (given the
//! nodes already placed, edges to later nodes at their least entry among what is still
//! allowed) that keeps the usage limit and whose forbidden pairs, propagated to fixpoint
//! (arc consistency over the edges that have forbidden entries), leave every node a strategy.

use super::local::State;
use super::{Instance, FORBIDDEN};

/// Candidates tried per node before falling back to the cheapest (forbidden pairs then stay).
const TRIES: usize = 8;

/// The propagation start of `instance` built under `budget` (a fraction of the usage limit:
/// early nodes then leave room for later ones); the least-memory answer gives the load.
pub(crate) fn greedy(instance: &Instance, budget: f64) -> State<'_> {
    let mut state = State::least_memory(instance);
    let floor = state.load.max_over((0, instance.horizon() as i64));
    state.budget = instance
        .usage_limit
        .map(|l| floor.max((l as f64 * budget) as i64).min(l));
    let hard: Vec<bool> = instance
        .edges
        .iter()
        .map(|e| e.costs.iter().any(|&c| c >= FORBIDDEN))
        .collect();
    let mut domain: Vec<Vec<bool>> = instance.nodes.iter().map(|n| vec![true; n.len()]).collect();
    let mut placed = vec![false; instance.nodes.len()];
    for v in 0..instance.nodes.len() {
        let mut ranked: Vec<(i128, usize)> = (0..instance.nodes[v].len())
            .filter(|&s| domain[v][s] && state.fits(v, s))
            .map(|s| (score(&state, &domain, &placed, v, s), s))
            .collect();
        ranked.sort_unstable();
        let mut chosen = ranked.first().map(|r| r.1);
        for &(_, s) in ranked.iter().take(TRIES) {
            if propagate(&mut state, &hard, &mut domain, &placed, v, s) {
                chosen = Some(s);
                break;
            }
        }
        if let Some(s) = chosen {
            state.set(v, s);
        }
        placed[v] = true;
    }
    state.budget = instance.usage_limit;
    state
}

/// What `v` at `s` costs with the placed neighbours, and at least with the others.
fn score(state: &State, domain: &[Vec<bool>], placed: &[bool], v: usize, s: usize) -> i128 {
    let inst = state.instance;
    let mut c = i128::from(inst.nodes[v].costs[s]);
    for &e in &state.inc[v] {
        let w = inst.other_end(e, v);
        c += if placed[w] {
            i128::from(inst.edge_cost_from(e, v, s, state.solution[w]))
        } else {
            (0..inst.nodes[w].len())
                .filter(|&t| domain[w][t])
                .map(|t| i128::from(inst.edge_cost_from(e, v, s, t)))
                .min()
                .unwrap_or(0)
        };
    }
    c
}

/// Restricts `v` to `s` and propagates the forbidden pairs; every unplaced node whose domain
/// shrinks moves to its least usage left, and the limit must still hold. On a wipe-out or an
/// excess everything is restored and the answer is false.
fn propagate(
    state: &mut State,
    hard: &[bool],
    domain: &mut [Vec<bool>],
    placed: &[bool],
    v: usize,
    s: usize,
) -> bool {
    let inst = state.instance;
    let mut removed: Vec<(usize, usize)> = (0..inst.nodes[v].len())
        .filter(|&r| r != s && domain[v][r])
        .map(|r| (v, r))
        .collect();
    for &(_, r) in &removed {
        domain[v][r] = false;
    }
    let mut moved: Vec<(usize, usize)> = Vec::new();
    let mut queue = vec![v];
    let mut ok = true;
    'outer: while let Some(x) = queue.pop() {
        let edges: Vec<usize> = state.inc[x].iter().copied().filter(|&e| hard[e]).collect();
        for e in edges {
            let w = inst.other_end(e, x);
            let mut changed = false;
            for t in 0..inst.nodes[w].len() {
                if !domain[w][t] {
                    continue;
                }
                let supported = (0..inst.nodes[x].len())
                    .any(|r| domain[x][r] && inst.edge_cost_from(e, x, r, t) < FORBIDDEN);
                if !supported {
                    domain[w][t] = false;
                    removed.push((w, t));
                    changed = true;
                }
            }
            if !changed {
                continue;
            }
            if !domain[w].iter().any(|&b| b)
                || (!placed[w] && !least_usage_fits(state, domain, w, &mut moved))
            {
                ok = false;
                break 'outer;
            }
            queue.push(w);
        }
    }
    if !ok {
        for (n, r) in removed {
            domain[n][r] = true;
        }
        for (n, r) in moved.into_iter().rev() {
            state.set(n, r);
        }
    }
    ok
}

/// Moves unplaced `w` to its least usage in its domain; false if the limit no longer holds.
fn least_usage_fits(
    state: &mut State,
    domain: &[Vec<bool>],
    w: usize,
    moved: &mut Vec<(usize, usize)>,
) -> bool {
    let node = &state.instance.nodes[w];
    let Some(best) = (0..node.len())
        .filter(|&t| domain[w][t])
        .min_by_key(|&t| (node.usages[t], node.costs[t]))
    else {
        return false;
    };
    let cur = state.solution[w];
    if best == cur {
        return true;
    }
    let fits = state.fits(w, best);
    moved.push((w, cur));
    state.set(w, best);
    fits
}
