//! Memory over time: a load tree (range add, range max over time steps) for the local moves,
//! and the maximal cliques of live intervals for the ILP's usage constraints.

use super::Instance;

/// Usage per time step with range add and range max in O(log T).
#[derive(Clone, Debug)]
pub(crate) struct LoadTree {
    size: usize,
    max: Vec<i64>,
    add: Vec<i64>,
}

impl LoadTree {
    /// The load of `solution` on `instance`.
    pub(crate) fn new(instance: &Instance, solution: &[usize]) -> Self {
        let size = instance.horizon().max(1).next_power_of_two();
        let mut tree = LoadTree { size, max: vec![0; 2 * size], add: vec![0; 2 * size] };
        for (node, &s) in instance.nodes.iter().zip(solution) {
            tree.add_interval(node.interval, node.usages[s]);
        }
        tree
    }

    /// Adds `delta` at every step of `[start, end)`.
    pub(crate) fn add_interval(&mut self, (start, end): (i64, i64), delta: i64) {
        if end > start && delta != 0 {
            self.update(1, 0, self.size, start as usize, end as usize, delta);
        }
    }

    /// Largest load over `[start, end)` (0 for an empty interval).
    pub(crate) fn max_over(&self, (start, end): (i64, i64)) -> i64 {
        if end <= start {
            return 0;
        }
        self.query(1, 0, self.size, start as usize, end as usize)
    }

    fn update(&mut self, k: usize, lo: usize, hi: usize, a: usize, b: usize, d: i64) {
        if b <= lo || hi <= a {
            return;
        }
        if a <= lo && hi <= b {
            self.max[k] += d;
            self.add[k] += d;
            return;
        }
        let mid = (lo + hi) / 2;
        self.update(2 * k, lo, mid, a, b, d);
        self.update(2 * k + 1, mid, hi, a, b, d);
        self.max[k] = self.add[k] + self.max[2 * k].max(self.max[2 * k + 1]);
    }

    fn query(&self, k: usize, lo: usize, hi: usize, a: usize, b: usize) -> i64 {
        if b <= lo || hi <= a {
            return i64::MIN;
        }
        if a <= lo && hi <= b {
            return self.max[k];
        }
        let mid = (lo + hi) / 2;
        let best = self.query(2 * k, lo, mid, a, b).max(self.query(2 * k + 1, mid, hi, a, b));
        best.saturating_add(self.add[k])
    }
}

/// A maximal clique of live intervals: the nodes (of `members`) live together over the steps
/// `[start, end)`, a run of steps on which that set does not change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Clique {
    pub(crate) start: i64,
    pub(crate) end: i64,
    pub(crate) nodes: Vec<usize>,
}

/// The maximal cliques of the intervals of `members` (node indices of `instance`): the sets
/// live right after a run of starts and before the next end. Every step's live set is a subset
/// of one of them, so constraints on these imply the constraint at every step.
pub(crate) fn maximal_cliques(instance: &Instance, members: &[usize]) -> Vec<Clique> {
    // Events: (time, kind) with ends (0) before starts (1) at the same time ([start, end)).
    let mut events: Vec<(i64, u8, usize)> = Vec::new();
    for &v in members {
        let (a, b) = instance.nodes[v].interval;
        if b > a {
            events.push((a, 1, v));
            events.push((b, 0, v));
        }
    }
    events.sort_unstable();
    let mut live: Vec<usize> = Vec::new();
    let mut cliques = Vec::new();
    let mut grew = false;
    for (i, &(t, kind, v)) in events.iter().enumerate() {
        if kind == 1 {
            live.push(v);
            grew = true;
        } else {
            if grew {
                let start = cliques_last_start(&events[..i]);
                let mut nodes = live.clone();
                nodes.sort_unstable();
                cliques.push(Clique { start, end: t, nodes });
                grew = false;
            }
            live.retain(|&x| x != v);
        }
    }
    cliques
}

/// The time of the last start event before an end: where the clique's run of steps begins.
fn cliques_last_start(events: &[(i64, u8, usize)]) -> i64 {
    events.iter().rev().find(|e| e.1 == 1).map_or(0, |e| e.0)
}
