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
        let mut tree = LoadTree {
            size,
            max: vec![0; 2 * size],
            add: vec![0; 2 * size],
        };
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
        let best = self
            .query(2 * k, lo, mid, a, b)
            .max(self.query(2 * k + 1, mid, hi, a, b));
        best.saturating_add(self.add[k])
    }
}

/// Per node, whether its strategy cannot matter to the usage limit: it is live at no step,
/// or at none where the limit can bind (where every live node at its largest usage still
/// keeps it). Every node when there is no limit.
pub(crate) fn limit_free(instance: &Instance) -> Vec<bool> {
    let Some(limit) = instance.usage_limit else {
        return vec![true; instance.nodes.len()];
    };
    let horizon = instance.horizon();
    // Prefix counts of the steps where the limit can bind.
    let mut diff = vec![0i64; horizon + 1];
    for n in &instance.nodes {
        let (a, b) = n.interval;
        if b > a {
            let most = n.usages.iter().copied().max().unwrap_or(0);
            diff[a as usize] += most;
            diff[b as usize] -= most;
        }
    }
    let mut binding = vec![0usize; horizon + 1];
    let mut load = 0i64;
    for t in 0..horizon {
        load += diff[t];
        binding[t + 1] = binding[t] + usize::from(load > limit);
    }
    instance
        .nodes
        .iter()
        .map(|n| {
            let (a, b) = n.interval;
            b <= a || binding[b as usize] == binding[a as usize]
        })
        .collect()
}

/// A run of time steps `[start, end)` over which the set of live nodes (of some members) does
/// not change, with that set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Clique {
    pub(crate) start: i64,
    pub(crate) end: i64,
    pub(crate) nodes: Vec<usize>,
}

/// The runs of constant live sets of the intervals of `members` (node indices of `instance`),
/// in time order. With `maximal_only`, only the maximal cliques: runs entered by a start and
/// left by an end; every other run's set is a subset of a neighbour's, so when nothing else
/// uses memory (the whole ILP), constraints on the maximal cliques imply all the others.
pub(crate) fn live_runs(instance: &Instance, members: &[usize], maximal_only: bool) -> Vec<Clique> {
    // Events (time, kind, node), ends (0) before starts (1) at the same time: [start, end).
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
    let mut runs = Vec::new();
    let (mut prev, mut entered_by_start, mut i) = (0, false, 0);
    while i < events.len() {
        let t = events[i].0;
        let group = events[i..].iter().take_while(|e| e.0 == t).count();
        let left_by_end = events[i].1 == 0;
        if !live.is_empty() && prev < t && (!maximal_only || (entered_by_start && left_by_end)) {
            let mut nodes = live.clone();
            nodes.sort_unstable();
            runs.push(Clique {
                start: prev,
                end: t,
                nodes,
            });
        }
        entered_by_start = false;
        for &(_, kind, v) in &events[i..i + group] {
            if kind == 1 {
                live.push(v);
                entered_by_start = true;
            } else if let Some(k) = live.iter().position(|&x| x == v) {
                live.swap_remove(k);
            }
        }
        prev = t;
        i += group;
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::Node;

    fn instance(intervals: &[(i64, i64)]) -> Instance {
        let nodes = intervals
            .iter()
            .map(|&interval| Node {
                interval,
                costs: vec![0, 0],
                usages: vec![1, 10],
            })
            .collect();
        Instance {
            nodes,
            ..Instance::default()
        }
    }

    #[test]
    fn runs_and_maximal_cliques() {
        let i = instance(&[(0, 3), (1, 4), (3, 5), (6, 6)]);
        let all = live_runs(&i, &[0, 1, 2, 3], false);
        let spans: Vec<_> = all
            .iter()
            .map(|c| (c.start, c.end, c.nodes.clone()))
            .collect();
        assert_eq!(
            spans,
            vec![
                (0, 1, vec![0]),
                (1, 3, vec![0, 1]),
                (3, 4, vec![1, 2]),
                (4, 5, vec![2])
            ]
        );
        let max: Vec<_> = live_runs(&i, &[0, 1, 2, 3], true)
            .iter()
            .map(|c| c.nodes.clone())
            .collect();
        assert_eq!(max, vec![vec![0, 1], vec![1, 2]]);
    }

    #[test]
    fn nodes_live_only_where_the_limit_cannot_bind_are_free() {
        // Largest usages 10 each: steps 0 and 5 carry one node, steps 1..5 two (20 > 15).
        let mut i = instance(&[(0, 1), (1, 5), (1, 5), (5, 6), (3, 3)]);
        i.usage_limit = Some(15);
        assert_eq!(limit_free(&i), vec![true, false, false, true, true]);
        i.usage_limit = Some(20);
        assert_eq!(limit_free(&i), vec![true; 5]);
        i.usage_limit = None;
        assert_eq!(limit_free(&i), vec![true; 5]);
    }

    #[test]
    fn load_tree_matches_a_direct_sum() {
        let i = instance(&[(0, 3), (1, 4), (3, 5)]);
        let mut t = LoadTree::new(&i, &[1, 0, 1]);
        // Steps 0..5: 10, 11, 11, 11, 10.
        assert_eq!(t.max_over((0, 1)), 10);
        assert_eq!(t.max_over((0, 5)), 11);
        assert_eq!(t.max_over((4, 5)), 10);
        t.add_interval((1, 4), 9);
        assert_eq!(t.max_over((0, 5)), 20);
        assert_eq!(t.max_over((4, 5)), 10);
        assert_eq!(t.max_over((2, 2)), 0);
    }
}
