//! Lagrangian relaxation of the usage limit: a price `λ_t >= 0` per time step moves the limit
//! into the objective (node `v` at strategy `s` pays `usage * Σ_{t live} λ_t` more, and the
//! constant `limit * Σ λ_t` is taken off). For any prices, the edge-owner relaxation of that
//! unconstrained problem is a proven lower bound; subgradient steps on the prices raise it.
//! The same prices then guide the primal side: descend on the priced costs (the limit ignored),
//! repair the overloaded steps by the cheapest usage cuts, descend again within the limit, keep
//! the best feasible answer, and move the prices by the overload of the priced answer.

use super::caps::capped_forest_moves;
use super::contract::{contract, Contracted};
use super::forest::{forest_move, Rng};
use super::kernel::Pool;
use super::local::State;
use super::trace::Trace;
use super::Instance;

/// Subgradient steps of the bound.
const BOUND_ITERATIONS: usize = 3_000;
/// The step scale is halved after this many steps without a better bound.
const PATIENCE: usize = 40;
/// Exact forest moves per primal iteration.
const FOREST_MOVES: usize = 3;
/// Sweeps of the feasible group descent, and improving strategies tried per group.
const GROUP_SWEEPS: usize = 10;
const GROUP_TRIES: usize = 3;

/// Per node, the sum of the prices over its live steps.
pub(crate) fn node_prices(instance: &Instance, lambda: &[f64]) -> Vec<f64> {
    let mut prefix = vec![0.0; lambda.len() + 1];
    for (t, &l) in lambda.iter().enumerate() {
        prefix[t + 1] = prefix[t] + l;
    }
    let clamp = |x: i64| (x.max(0) as usize).min(lambda.len());
    instance
        .nodes
        .iter()
        .map(|n| {
            let (a, b) = (clamp(n.interval.0), clamp(n.interval.1));
            if b > a {
                prefix[b] - prefix[a]
            } else {
                0.0
            }
        })
        .collect()
}

/// Load per time step of the answer `usage_of(v)` (a difference array, exact).
pub(crate) fn load_of(
    instance: &Instance,
    horizon: usize,
    usage_of: impl Fn(usize) -> i64,
) -> Vec<i64> {
    let mut diff = vec![0i64; horizon + 1];
    for (v, n) in instance.nodes.iter().enumerate() {
        let (a, b) = (n.interval.0.max(0) as usize, n.interval.1.max(0) as usize);
        if b > a {
            diff[a] += usage_of(v);
            diff[b.min(horizon)] -= usage_of(v);
        }
    }
    let mut load = Vec::with_capacity(horizon);
    let mut acc = 0;
    for d in diff.iter().take(horizon) {
        acc += d;
        load.push(acc);
    }
    load
}

/// Per node and strategy, the node cost plus the least entry of each edge charged to it
/// (every edge to its first end when `to_first`, else to its second).
fn owner_table(instance: &Instance, to_first: bool) -> Vec<Vec<f64>> {
    let mut per: Vec<Vec<f64>> = instance
        .nodes
        .iter()
        .map(|n| n.costs.iter().map(|&c| c as f64).collect())
        .collect();
    for edge in &instance.edges {
        let (ru, cv) = (instance.nodes[edge.u].len(), instance.nodes[edge.v].len());
        if to_first {
            for (s, row) in edge.costs.chunks(cv).enumerate().take(ru) {
                per[edge.u][s] += row.iter().copied().min().unwrap_or(0) as f64;
            }
        } else {
            for t in 0..cv {
                let m = (0..ru).map(|s| edge.costs[s * cv + t]).min().unwrap_or(0);
                per[edge.v][t] += m as f64;
            }
        }
    }
    per
}

/// The Lagrangian bound at `lambda` on `table`: its value and the usage of each node's pick.
fn evaluate_bound(
    instance: &Instance,
    table: &[Vec<f64>],
    lambda: &[f64],
    limit: i64,
) -> (f64, Vec<i64>) {
    let price = node_prices(instance, lambda);
    let mut value = -(limit as f64) * lambda.iter().sum::<f64>();
    let mut usage = Vec::with_capacity(instance.nodes.len());
    for (v, n) in instance.nodes.iter().enumerate() {
        let (best, s) = table[v]
            .iter()
            .enumerate()
            .map(|(s, &c)| (c + n.usages[s] as f64 * price[v], s))
            .fold((f64::INFINITY, 0), |a, b| if b.0 < a.0 { b } else { a });
        value += best;
        usage.push(n.usages[s]);
    }
    (value, usage)
}

/// The projected subgradient step: prices move by `scale * (target - value) / |g|^2 * g`
/// over the steps where the price is positive or the load exceeds the limit.
pub(crate) fn step(
    lambda: &mut [f64],
    load: &[i64],
    limit: i64,
    scale: f64,
    target: f64,
    value: f64,
) {
    let g = |t: usize| (load[t] - limit) as f64;
    let active: Vec<usize> = (0..lambda.len())
        .filter(|&t| lambda[t] > 0.0 || load[t] > limit)
        .collect();
    let norm: f64 = active.iter().map(|&t| g(t) * g(t)).sum();
    if norm <= 0.0 {
        return;
    }
    let size = scale * (target - value).max(target.abs() * 1e-3).max(1.0) / norm;
    for t in active {
        lambda[t] = (lambda[t] + size * g(t)).max(0.0);
    }
}

/// The best Lagrangian lower bound found (never below the plain edge-owner bound) and its
/// prices; `upper` (a feasible cost) aims the steps.
pub(crate) fn lagrangian_bound(instance: &Instance, upper: f64) -> (f64, Vec<f64>) {
    let horizon = instance.horizon();
    let mut lambda = vec![0.0; horizon];
    let Some(limit) = instance.usage_limit else {
        let t = owner_table(instance, true);
        let u = owner_table(instance, false);
        let plain = evaluate_bound(instance, &t, &lambda, 0).0;
        return (
            plain.max(evaluate_bound(instance, &u, &lambda, 0).0),
            lambda,
        );
    };
    let tables = [owner_table(instance, true), owner_table(instance, false)];
    let start: Vec<f64> = tables
        .iter()
        .map(|t| evaluate_bound(instance, t, &lambda, limit).0)
        .collect();
    let table = if start[0] >= start[1] {
        &tables[0]
    } else {
        &tables[1]
    };
    let (mut best, mut best_lambda) = (start[0].max(start[1]), lambda.clone());
    let (mut scale, mut stale) = (1.0, 0);
    for _ in 0..BOUND_ITERATIONS {
        let (value, usage) = evaluate_bound(instance, table, &lambda, limit);
        if value > best {
            best = value;
            best_lambda.clone_from(&lambda);
            stale = 0;
        } else {
            stale += 1;
            if stale >= PATIENCE {
                scale /= 2.0;
                stale = 0;
            }
        }
        if scale < 1e-6 {
            break;
        }
        let load = load_of(instance, horizon, |v| usage[v]);
        step(&mut lambda, &load, limit, scale, upper, value);
    }
    (best, best_lambda)
}

/// Primal search guided by prices, starting from `lambda` (the bound's), on the contracted
/// instance (bijective edges merged: see `contract`): each iteration moves the groups by exact
/// forest moves and descent on the priced costs, repairs the overloaded steps by group moves,
/// expands, descends within the limit and keeps the best; then the prices follow the overload
/// of the priced answer. Stops after `iterations` or when `stop()` says so; returns how many
/// iterations ran, whether the best answer improved, and the last prices. Every feasible
/// answer reached is offered to `pool`.
pub(crate) fn lagrangian_search(
    state: &mut State,
    mut lambda: Vec<f64>,
    iterations: usize,
    seed: u64,
    pool: &mut Pool,
    trace: &Trace,
    stop: impl Fn() -> bool,
) -> (usize, bool, Vec<f64>) {
    let inst = state.instance;
    let Some(limit) = inst.usage_limit else {
        return (0, false, lambda);
    };
    let horizon = inst.horizon();
    let con = contract(inst);
    let mut groups = State::new(&con.instance, con.restrict(&state.solution));
    let mut best = state.solution.clone();
    let (mut best_cost, start_cost) = (state.cost, state.cost);
    let mut best_feasible = state.is_feasible();
    let (mut scale, mut stale, mut done) = (1.0, 0, 0);
    let mut rng = Rng::new(seed);
    while done < iterations && !stop() {
        done += 1;
        let extra = con.priced(inst, &node_prices(inst, &lambda));
        for _ in 0..FOREST_MOVES {
            forest_move(&mut groups, &extra, &mut rng);
        }
        groups.descend_priced(&extra, 20);
        let priced = groups.solution.clone();
        let expanded = con.expand(&priced);
        let load = load_of(inst, horizon, |v| inst.nodes[v].usages[expanded[v]]);
        let value = groups.cost as f64
            + load
                .iter()
                .zip(&lambda)
                .map(|(&l, &p)| (l - limit) as f64 * p)
                .sum::<f64>();
        if repair(&con, &mut groups, load.clone(), limit) {
            for (v, s) in con.expand(&groups.solution).into_iter().enumerate() {
                state.set(v, s);
            }
            descend_groups(&con, &mut groups, state);
            if state.is_feasible() {
                capped_forest_moves(&con, &mut groups, state, &mut rng, FOREST_MOVES);
            }
            state.descend(20);
            if state.is_feasible() {
                pool.offer(state.cost, &state.solution);
            }
            if state.improves_on(best_cost, best_feasible) {
                best_feasible = true;
                best_cost = state.cost;
                best.clone_from(&state.solution);
                stale = 0;
                trace.note(|| format!("price round {done}: cost {best_cost}"));
            }
        }
        for (g, &s) in priced.iter().enumerate() {
            groups.set(g, s);
        }
        stale += 1;
        if stale >= PATIENCE / 2 {
            // Halve the steps; once they are tiny, start over with large ones (new prices).
            scale = if scale < 1e-3 { 1.0 } else { scale / 2.0 };
            stale = 0;
        }
        step(&mut lambda, &load, limit, scale, best_cost as f64, value);
    }
    for (v, &s) in best.iter().enumerate() {
        state.set(v, s);
    }
    (done, best_cost < start_cost, lambda)
}

/// Makes `answer` (an answer of `state`'s instance that may break the usage limit, its matched
/// nodes consistent) feasible by the same repair and feasible descents as the price-guided
/// search, offers the result to `pool`, and keeps it in `state` when it improves. Returns
/// whether it did.
pub(crate) fn repair_answer(state: &mut State, answer: &[usize], pool: &mut Pool) -> bool {
    let inst = state.instance;
    let Some(limit) = inst.usage_limit else {
        return false;
    };
    let con = contract(inst);
    let mut groups = State::new(&con.instance, con.restrict(answer));
    let expanded = con.expand(&groups.solution);
    let load = load_of(inst, inst.horizon(), |v| inst.nodes[v].usages[expanded[v]]);
    if !repair(&con, &mut groups, load, limit) {
        return false;
    }
    let (before, was_feasible) = (state.cost, state.is_feasible());
    let old = state.solution.clone();
    for (v, s) in con.expand(&groups.solution).into_iter().enumerate() {
        state.set(v, s);
    }
    descend_groups(&con, &mut groups, state);
    state.descend(20);
    if state.is_feasible() {
        pool.offer(state.cost, &state.solution);
    }
    if state.improves_on(before, was_feasible) {
        return true;
    }
    for (v, &s) in old.iter().enumerate() {
        state.set(v, s);
    }
    false
}

/// Greedy descent of the groups within the usage limit: each group tries its improving
/// strategies, best first, and keeps the first that leaves the expanded answer feasible.
/// `groups` and `state` hold the same answer before and after.
/// A group with no improving strategy is skipped until it or a neighbour moves.
fn descend_groups(con: &Contracted, groups: &mut State, state: &mut State) {
    let mut settled = vec![false; groups.instance.nodes.len()];
    let mut deltas = Vec::new();
    for _ in 0..GROUP_SWEEPS {
        let mut moved = false;
        for g in 0..groups.instance.nodes.len() {
            if settled[g] {
                continue;
            }
            let cur = groups.solution[g];
            groups.deltas(g, &mut deltas);
            let mut better: Vec<(i128, usize)> = deltas
                .iter()
                .enumerate()
                .filter(|&(gs, &d)| gs != cur && d < 0)
                .map(|(gs, &d)| (d, gs))
                .collect();
            better.sort_unstable();
            settled[g] = better.is_empty();
            for &(_, gs) in better.iter().take(GROUP_TRIES) {
                for (v, map) in &con.members[g] {
                    state.set(*v, map[gs]);
                }
                if state.is_feasible() {
                    groups.set(g, gs);
                    groups.unsettle(g, &mut settled);
                    moved = true;
                    break;
                }
                for (v, map) in &con.members[g] {
                    state.set(*v, map[cur]);
                }
            }
        }
        if !moved {
            break;
        }
    }
}

/// Cuts usage at the most loaded step until the limit holds: each cut moves a group with a
/// member live there to the strategy that costs least per unit of usage freed at that step.
/// False when some step cannot be brought under the limit.
fn repair(con: &Contracted, groups: &mut State, mut load: Vec<i64>, limit: i64) -> bool {
    let inst_nodes = &con.original_nodes;
    loop {
        let Some((t, &peak)) = load
            .iter()
            .enumerate()
            .max_by_key(|&(t, &l)| (l, std::cmp::Reverse(t)))
        else {
            return true;
        };
        if peak <= limit {
            return true;
        }
        let t = t as i64;
        let live = |v: usize| inst_nodes[v].interval.0 <= t && t < inst_nodes[v].interval.1;
        let mut candidates: Vec<usize> = (0..inst_nodes.len())
            .filter(|&v| live(v))
            .map(|v| con.group_of[v].0)
            .collect();
        candidates.sort_unstable();
        candidates.dedup();
        let mut pick: Option<(f64, usize, usize)> = None;
        for g in candidates {
            let cur = groups.solution[g];
            for gs in (0..groups.instance.nodes[g].len()).filter(|&gs| gs != cur) {
                let freed: i64 = con.members[g]
                    .iter()
                    .filter(|(v, _)| live(*v))
                    .map(|(v, map)| {
                        inst_nodes[*v].usages[map[cur]] - inst_nodes[*v].usages[map[gs]]
                    })
                    .sum();
                if freed <= 0 {
                    continue;
                }
                let score = groups.delta(g, gs) as f64 / freed.min(peak - limit) as f64;
                if pick.map_or(true, |p| score < p.0) {
                    pick = Some((score, g, gs));
                }
            }
        }
        let Some((_, g, gs)) = pick else {
            return false;
        };
        let cur = groups.solution[g];
        for (v, map) in &con.members[g] {
            let n = &inst_nodes[*v];
            let freed = n.usages[map[cur]] - n.usages[map[gs]];
            let span = n.interval.0.max(0) as usize..(n.interval.1.max(0) as usize).min(load.len());
            for l in &mut load[span] {
                *l -= freed;
            }
        }
        groups.set(g, gs);
    }
}
