//! Large-neighbourhood search: pick a connected set of nodes (breadth-first from a random node,
//! or from the nodes live at a random time step), solve its exact ILP with HiGHS with the rest
//! fixed and the current answer as the start, keep the result when it is better and feasible.
//! The neighbourhood grows while sub-problems solve to optimality and shrinks when they do not.

use super::ilp::{build, pair_count};
use super::local::State;
use crate::{solve, SolveOptions, Status};
use std::collections::VecDeque;
use std::num::NonZeroU32;

/// Settings of one search.
pub(crate) struct LnsSettings {
    pub(crate) threads: NonZeroU32,
    pub(crate) seed: u64,
    pub(crate) node_limit: u64,
    /// Per-sub-problem wall-clock cap (None: node limit only, deterministic).
    pub(crate) sub_time_limit: Option<f64>,
}

/// Adaptive neighbourhood size and the random source.
pub(crate) struct Lns {
    rng: u64,
    target_pairs: usize,
    max_nodes: usize,
    pub(crate) rounds: u64,
    pub(crate) improvements: u64,
    pub(crate) clock_limited: bool,
    window: usize,
}

const MIN_PAIRS: usize = 2_000;
/// Every third neighbourhood grows around one of this many costliest edges.
const COSTLY_EDGES: usize = 20;
const MAX_PAIRS: usize = 80_000;

impl Lns {
    pub(crate) fn new(seed: u64) -> Self {
        Lns {
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            target_pairs: 10_000,
            max_nodes: 200,
            rounds: 0,
            improvements: 0,
            clock_limited: false,
            window: 0,
        }
    }

    fn next(&mut self) -> u64 {
        // xorshift64*
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// One round: choose, solve, keep if better. `seconds_left` caps the sub-solve.
    pub(crate) fn round(&mut self, state: &mut State, settings: &LnsSettings, seconds_left: f64) {
        self.rounds += 1;
        let members = self.neighbourhood(state);
        self.solve_members(state, settings, seconds_left, &members);
    }

    /// One round around time step `step`: every node live there (with a choice) free, with
    /// its breadth-first surroundings up to the adaptive size; the memory rows of the steps
    /// where the free nodes could exceed the limit come with it, so usage moves between the
    /// nodes live at `step` (one shrinks so another may grow) in one exact sub-ILP.
    pub(crate) fn round_at_step(
        &mut self,
        state: &mut State,
        settings: &LnsSettings,
        seconds_left: f64,
        step: i64,
    ) {
        self.rounds += 1;
        let inst = state.instance;
        let live: Vec<usize> = (0..inst.nodes.len())
            .filter(|&v| {
                let (a, b) = inst.nodes[v].interval;
                a <= step && step < b && inst.nodes[v].len() > 1
            })
            .collect();
        let members = self.grow_from(state, live.into());
        self.solve_members(state, settings, seconds_left, &members);
    }

    /// Solves the sub-ILP of `members` and keeps its answer when better.
    fn solve_members(
        &mut self,
        state: &mut State,
        settings: &LnsSettings,
        seconds_left: f64,
        members: &[usize],
    ) {
        if members.len() < 2 {
            return;
        }
        let sub = build(state, members);
        let mut options = SolveOptions::default()
            .with_threads(settings.threads)
            .with_node_limit(settings.node_limit)
            .with_mip_rel_gap(1e-5)
            .with_random_seed((settings.seed % 1_000_000) as u32)
            .with_lp_bound(false)
            .with_mip_start(sub.start.clone());
        let cap = settings
            .sub_time_limit
            .map_or(seconds_left, |t| t.min(seconds_left));
        if settings.sub_time_limit.is_some() || cap < seconds_left {
            options = options.with_time_limit(cap.max(0.05));
        }
        let Ok(report) = solve(&sub.problem, &options) else {
            return;
        };
        match &report.status {
            Status::Optimal => self.grow(),
            Status::Feasible { limit, .. } => {
                self.clock_limited |= *limit == crate::Limit::Time;
                self.shrink();
            }
            _ => self.shrink(),
        }
        let (Some(values), Some(obj)) = (report.solution.as_ref(), report.objective) else {
            return;
        };
        if obj >= sub.current - 0.5 && state.is_feasible() {
            return;
        }
        self.apply(state, sub.decode(values.values()));
    }

    fn apply(&mut self, state: &mut State, picks: Vec<(usize, usize)>) {
        let (before, was_feasible) = (state.cost, state.is_feasible());
        let old: Vec<(usize, usize)> = picks.iter().map(|&(v, _)| (v, state.solution[v])).collect();
        for &(v, s) in &picks {
            state.set(v, s);
        }
        if state.improves_on(before, was_feasible) {
            self.improvements += 1;
        } else {
            for &(v, s) in &old {
                state.set(v, s);
            }
        }
    }

    fn grow(&mut self) {
        self.target_pairs = (self.target_pairs * 5 / 4).min(MAX_PAIRS);
        self.max_nodes = (self.max_nodes * 5 / 4).min(5_000);
    }

    fn shrink(&mut self) {
        self.target_pairs = (self.target_pairs * 3 / 4).max(MIN_PAIRS);
        self.max_nodes = (self.max_nodes * 3 / 4).max(20);
    }

    /// A connected set of nodes whose inner edges have at most `target_pairs` pair variables.
    fn neighbourhood(&mut self, state: &State) -> Vec<usize> {
        let inst = state.instance;
        let n = inst.nodes.len();
        let mut queue = VecDeque::new();
        if self.rounds % 3 == 1 {
            // A window of consecutive nodes (exported in program order, so mostly connected),
            // sweeping the whole instance round after round.
            let start = self.window;
            queue.extend((start..n).chain(0..start).take(self.max_nodes));
            self.window = (start + self.max_nodes / 2) % n;
        } else if self.rounds % 3 == 2 && inst.usage_limit.is_some() {
            let t = self.below(inst.horizon()) as i64;
            let mut live: Vec<usize> = (0..n)
                .filter(|&v| {
                    inst.nodes[v].interval.0 <= t
                        && t < inst.nodes[v].interval.1
                        && inst.nodes[v].len() > 1
                })
                .collect();
            for i in (1..live.len()).rev() {
                live.swap(i, self.below(i + 1));
            }
            queue.extend(live.into_iter().take(self.max_nodes / 4));
        }
        if queue.is_empty() && self.rounds % 3 == 0 && !inst.edges.is_empty() {
            // Around one of the costliest edges of the current answer.
            let mut costly: Vec<(i64, usize)> = (0..inst.edges.len())
                .map(|e| {
                    let edge = &inst.edges[e];
                    let (s, t) = (state.solution[edge.u], state.solution[edge.v]);
                    (-inst.edge_cost_from(e, edge.u, s, t), e)
                })
                .collect();
            let k = COSTLY_EDGES.min(costly.len());
            costly.select_nth_unstable(k - 1);
            costly[..k].sort_unstable();
            let e = costly[self.below(k)].1;
            queue.push_back(inst.edges[e].u);
            queue.push_back(inst.edges[e].v);
        }
        if queue.is_empty() {
            queue.push_back(self.below(n));
        }
        self.grow_from(state, queue)
    }

    /// Breadth-first from `queue` (in order, neighbours shuffled) while the inner edges' pair
    /// variables stay within `target_pairs` and the nodes within `max_nodes`; sorted.
    fn grow_from(&mut self, state: &State, mut queue: VecDeque<usize>) -> Vec<usize> {
        let inst = state.instance;
        let n = inst.nodes.len();
        let mut taken = vec![false; n];
        let mut members = Vec::new();
        let mut pairs = 0usize;
        while let Some(v) = queue.pop_front() {
            if taken[v] {
                continue;
            }
            let added: usize = state.inc[v]
                .iter()
                .filter(|&&e| taken[inst.other_end(e, v)])
                .map(|&e| pair_count(state, e))
                .sum();
            if pairs + added > self.target_pairs || members.len() >= self.max_nodes {
                continue;
            }
            taken[v] = true;
            pairs += added;
            members.push(v);
            let mut next: Vec<usize> = state.inc[v]
                .iter()
                .map(|&e| inst.other_end(e, v))
                .filter(|&w| !taken[w])
                .collect();
            for i in (1..next.len()).rev() {
                next.swap(i, self.below(i + 1));
            }
            queue.extend(next);
        }
        members.sort_unstable();
        members
    }
}
