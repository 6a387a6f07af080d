//! The exact evaluator: an answer's cost (integer sum of the chosen node costs and edge-matrix
//! entries) and whether it keeps the usage limit at every time step, as the format defines.

use super::{Instance, FORBIDDEN};

/// What an answer costs and whether it is feasible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// Sum of node costs and edge entries (exact).
    pub cost: i128,
    /// Largest total usage of the live nodes over all time steps.
    pub peak_usage: i64,
    /// The first time step whose usage exceeds the limit, if any.
    pub first_violation: Option<usize>,
    /// How many chosen node costs or edge entries are forbidden (>= [`FORBIDDEN`]).
    pub forbidden_choices: usize,
    /// Defects of the answer itself (wrong length, strategy out of range); then nothing else
    /// is computed and the answer is infeasible.
    pub malformed: Option<String>,
}

impl Evaluation {
    /// Feasible: well formed, within the usage limit everywhere, and no forbidden choice.
    pub fn is_feasible(&self) -> bool {
        self.malformed.is_none() && self.first_violation.is_none() && self.forbidden_choices == 0
    }
}

/// Evaluates `solution` (one strategy index per node) on `instance`.
pub fn evaluate(instance: &Instance, solution: &[usize]) -> Evaluation {
    let mut ev = Evaluation {
        cost: 0,
        peak_usage: 0,
        first_violation: None,
        forbidden_choices: 0,
        malformed: None,
    };
    if let Some(m) = malformed(instance, solution) {
        ev.malformed = Some(m);
        return ev;
    }
    for (node, &s) in instance.nodes.iter().zip(solution) {
        add(&mut ev, node.costs[s]);
    }
    for edge in &instance.edges {
        let cols = instance.nodes[edge.v].len();
        add(
            &mut ev,
            edge.costs[solution[edge.u] * cols + solution[edge.v]],
        );
    }
    let usage = usage_per_step(instance, solution);
    ev.peak_usage = usage.iter().copied().max().unwrap_or(0);
    if let Some(limit) = instance.usage_limit {
        ev.first_violation = usage.iter().position(|&u| u > limit);
    }
    ev
}

fn add(ev: &mut Evaluation, cost: i64) {
    ev.cost += i128::from(cost);
    if cost >= FORBIDDEN {
        ev.forbidden_choices += 1;
    }
}

fn malformed(instance: &Instance, solution: &[usize]) -> Option<String> {
    if solution.len() != instance.nodes.len() {
        return Some(format!(
            "{} strategies for {} nodes",
            solution.len(),
            instance.nodes.len()
        ));
    }
    let bad = instance
        .nodes
        .iter()
        .zip(solution)
        .position(|(n, &s)| s >= n.len())?;
    Some(format!(
        "node {bad}: strategy {} of {}",
        solution[bad],
        instance.nodes[bad].len()
    ))
}

/// Total usage of the live nodes at each time step `0..horizon` (interval `[start, end)`).
pub(crate) fn usage_per_step(instance: &Instance, solution: &[usize]) -> Vec<i64> {
    let horizon = instance.horizon();
    let mut delta = vec![0i64; horizon + 1];
    for (node, &s) in instance.nodes.iter().zip(solution) {
        let (a, b) = node.interval;
        if b > a {
            delta[a as usize] += node.usages[s];
            delta[b as usize] -= node.usages[s];
        }
    }
    let mut running = 0i64;
    delta[..horizon]
        .iter()
        .map(|d| {
            running += d;
            running
        })
        .collect()
}
