//! The strategy ILP of a set of free nodes (the others fixed at the current answer): one-hot
//! strategy choices, each inner edge in the tight local-marginal form (pair variables whose
//! row sums are the strategy of one end and column sums that of the other; separable and
//! constant matrices are folded into node costs instead), edges to fixed nodes as node costs,
//! and the usage limit on each run of constant live set of the free nodes' intervals, less the
//! fixed nodes' largest load over the run (only the maximal cliques when every node is free). Forbidden choices get no variable, except those of the current
//! answer, which cost `State::penalty` (more than any answer without one) instead of ~1e18.

use super::local::State;
use super::memory::live_runs;
use super::FORBIDDEN;
use crate::{LinearExpr, MipStart, Problem, Relation, VarId};

/// A built sub-problem: the model, its start (the current answer) and the choice variables.
pub(crate) struct SubIlp {
    pub(crate) problem: Problem,
    pub(crate) start: MipStart,
    /// Per free node, `(strategy, variable)` for each allowed strategy.
    pub(crate) choices: Vec<(usize, Vec<(usize, VarId)>)>,
    /// The objective's value at the current answer (what the solve must beat).
    pub(crate) current: f64,
}

impl SubIlp {
    /// Strategies picked by a solution's values.
    pub(crate) fn decode(&self, values: &[f64]) -> Vec<(usize, usize)> {
        self.choices
            .iter()
            .map(|(v, vars)| {
                let s = vars
                    .iter()
                    .max_by(|a, b| values[a.1.index()].total_cmp(&values[b.1.index()]));
                (*v, s.map_or(0, |x| x.0))
            })
            .collect()
    }
}

/// Number of pair variables edge `e` needs when both its ends are free.
pub(crate) fn pair_count(state: &State, e: usize) -> usize {
    let edge = &state.instance.edges[e];
    state.instance.nodes[edge.u].len() * state.instance.nodes[edge.v].len()
}

/// Builds the ILP over `members` (sorted, distinct) with the rest fixed at `state`.
pub(crate) fn build(state: &mut State, members: &[usize]) -> SubIlp {
    let inst = state.instance;
    let mut free = vec![usize::MAX; inst.nodes.len()];
    for (i, &v) in members.iter().enumerate() {
        free[v] = i;
    }
    let cap = |c: i64| {
        if c >= FORBIDDEN {
            state.penalty
        } else {
            i128::from(c)
        }
    };
    let mut linear: Vec<Vec<i128>> = members
        .iter()
        .map(|&v| inst.nodes[v].costs.iter().map(|&c| cap(c)).collect())
        .collect();
    let mut inner = Vec::new();
    for (i, &v) in members.iter().enumerate() {
        for &e in &state.inc[v] {
            let w = inst.other_end(e, v);
            if free[w] == usize::MAX {
                let t = state.solution[w];
                for (s, c) in linear[i].iter_mut().enumerate() {
                    *c += cap(inst.edge_cost_from(e, v, s, t));
                }
            } else if inst.edges[e].u == v && !fold_separable(state, e, &free, &mut linear) {
                inner.push(e);
            }
        }
    }
    let mut p = Problem::new();
    let mut start = MipStart::new();
    let mut choices = Vec::new();
    let mut objective = LinearExpr::new();
    let mut current = 0.0;
    for (i, &v) in members.iter().enumerate() {
        let cur = state.solution[v];
        let mut vars = Vec::new();
        for (s, &c) in linear[i].iter().enumerate() {
            if c >= state.penalty && s != cur {
                continue;
            }
            let x = p.add_binary(format!("x[{v},{s}]"));
            objective.add_term(x, c as f64);
            start.set(x, if s == cur { 1.0 } else { 0.0 });
            vars.push((s, x));
        }
        current += linear[i][cur] as f64;
        let one: LinearExpr = vars.iter().map(|&(_, x)| (x, 1.0)).collect();
        p.add_constraint(format!("one[{v}]"), one, Relation::Eq, 1.0);
        choices.push((v, vars));
    }
    for &e in &inner {
        current += add_edge(
            state,
            e,
            &free,
            &choices,
            &mut p,
            &mut start,
            &mut objective,
        );
    }
    add_memory(state, members, &choices, &mut p);
    p.set_objective(objective);
    SubIlp {
        problem: p,
        start,
        choices,
        current,
    }
}

/// Folds an inner edge whose matrix is `a[s] + b[t]` (constant included) into the two ends'
/// costs; returns whether it did.
fn fold_separable(state: &State, e: usize, free: &[usize], linear: &mut [Vec<i128>]) -> bool {
    let inst = state.instance;
    let edge = &inst.edges[e];
    let (ru, cv) = (inst.nodes[edge.u].len(), inst.nodes[edge.v].len());
    let m = |s: usize, t: usize| i128::from(edge.costs[s * cv + t]);
    let separable = (0..ru).all(|s| {
        (0..cv)
            .all(|t| m(s, t) < i128::from(FORBIDDEN) && m(s, t) - m(s, 0) - m(0, t) + m(0, 0) == 0)
    });
    if !separable {
        return false;
    }
    for s in 0..ru {
        linear[free[edge.u]][s] += m(s, 0);
    }
    for t in 0..cv {
        linear[free[edge.v]][t] += m(0, t) - m(0, 0);
    }
    true
}

/// Pair variables and marginal constraints of one inner edge; returns its current cost.
fn add_edge(
    state: &State,
    e: usize,
    free: &[usize],
    choices: &[(usize, Vec<(usize, VarId)>)],
    p: &mut Problem,
    start: &mut MipStart,
    objective: &mut LinearExpr,
) -> f64 {
    let inst = state.instance;
    let edge = &inst.edges[e];
    let cv = inst.nodes[edge.v].len();
    let (xu, xv) = (&choices[free[edge.u]].1, &choices[free[edge.v]].1);
    let (cur_u, cur_v) = (state.solution[edge.u], state.solution[edge.v]);
    let mut rows: Vec<LinearExpr> = xu
        .iter()
        .map(|&(_, x)| LinearExpr::from_terms([(x, -1.0)]))
        .collect();
    let mut cols: Vec<LinearExpr> = xv
        .iter()
        .map(|&(_, x)| LinearExpr::from_terms([(x, -1.0)]))
        .collect();
    for (i, &(s, _)) in xu.iter().enumerate() {
        for (j, &(t, _)) in xv.iter().enumerate() {
            let c = edge.costs[s * cv + t];
            let current = s == cur_u && t == cur_v;
            if c >= FORBIDDEN && !current {
                continue;
            }
            let y = p.add_continuous(format!("y[{e},{s},{t}]"), 0.0, 1.0);
            objective.add_term(
                y,
                if c >= FORBIDDEN {
                    state.penalty as f64
                } else {
                    c as f64
                },
            );
            start.set(y, if current { 1.0 } else { 0.0 });
            rows[i].add_term(y, 1.0);
            cols[j].add_term(y, 1.0);
        }
    }
    for (i, r) in rows.into_iter().enumerate() {
        p.add_constraint(format!("row[{e},{i}]"), r, Relation::Eq, 0.0);
    }
    for (j, c) in cols.into_iter().enumerate() {
        p.add_constraint(format!("col[{e},{j}]"), c, Relation::Eq, 0.0);
    }
    let c = edge.costs[cur_u * cv + cur_v];
    if c >= FORBIDDEN {
        state.penalty as f64
    } else {
        c as f64
    }
}

/// The usage limit on each maximal clique of the free nodes' intervals that could exceed it.
fn add_memory(
    state: &mut State,
    members: &[usize],
    choices: &[(usize, Vec<(usize, VarId)>)],
    p: &mut Problem,
) {
    let Some(limit) = state.instance.usage_limit else {
        return;
    };
    let inst = state.instance;
    for &v in members {
        let n = &inst.nodes[v];
        state
            .load
            .add_interval(n.interval, -n.usages[state.solution[v]]);
    }
    let index: std::collections::HashMap<usize, usize> =
        members.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    // With every node free nothing else uses memory and the maximal cliques suffice; otherwise
    // each run of constant live set has its own room (the fixed nodes' load varies).
    let whole = members.len() == inst.nodes.len();
    for clique in live_runs(inst, members, whole) {
        let room = limit - state.load.max_over((clique.start, clique.end));
        let worst: i64 = clique
            .nodes
            .iter()
            .map(|v| {
                choices[index[v]]
                    .1
                    .iter()
                    .map(|&(s, _)| inst.nodes[*v].usages[s])
                    .max()
                    .unwrap_or(0)
            })
            .sum();
        if worst <= room {
            continue;
        }
        let expr: LinearExpr = clique
            .nodes
            .iter()
            .flat_map(|v| {
                choices[index[v]]
                    .1
                    .iter()
                    .map(|&(s, x)| (x, inst.nodes[*v].usages[s] as f64))
            })
            .filter(|&(_, u)| u != 0.0)
            .collect();
        p.add_constraint(
            format!("mem[{},{}]", clique.start, clique.end),
            expr,
            Relation::Le,
            room as f64,
        );
    }
    for &v in members {
        let n = &inst.nodes[v];
        state
            .load
            .add_interval(n.interval, n.usages[state.solution[v]]);
    }
}
