//! The driver: presolve, a feasible start, greedy descent, large-neighbourhood search and,
//! on instances small enough, the whole ILP warm-started from the best answer; the best
//! answer is always kept, checked by the evaluator on the original instance, and returned
//! with the proven lower bound.

use super::bound::owner_bound;
use super::caps::{capped_solve, tight_steps};
use super::contract::contract;
use super::eval::{evaluate, Evaluation};
use super::ilp::build;
use super::kernel::{candidates, kernel_solve, KernelSettings, Pool};
use super::lagrange::{lagrangian_bound, lagrangian_search, node_prices};
use super::lifted::lifted_phase;
use super::lns::{Lns, LnsSettings};
use super::local::State;
use super::presolve::presolve;
use super::priced::priced_search;
use super::trace::Trace;
use super::Instance;
use crate::{relative_gap, solve, SolveOptions};
use std::num::NonZeroU32;
use std::time::Instant;

/// The contest's time limit (seconds) of the published instances, by instance name.
const CONTEST_LIMITS: &[(&str, f64)] = &[
    ("asplos-2025-iopddl-A", 60.0),
    ("asplos-2025-iopddl-B", 60.0),
    ("asplos-2025-iopddl-C", 60.0),
    ("asplos-2025-iopddl-D", 60.0),
    ("asplos-2025-iopddl-E", 60.0),
    ("asplos-2025-iopddl-F", 120.0),
    ("asplos-2025-iopddl-G", 120.0),
    ("asplos-2025-iopddl-H", 120.0),
    ("asplos-2025-iopddl-I", 120.0),
    ("asplos-2025-iopddl-J", 120.0),
    ("asplos-2025-iopddl-K", 180.0),
    ("asplos-2025-iopddl-L", 180.0),
    ("asplos-2025-iopddl-M", 180.0),
    ("asplos-2025-iopddl-N", 180.0),
    ("asplos-2025-iopddl-O", 180.0),
    ("asplos-2025-iopddl-P", 240.0),
    ("asplos-2025-iopddl-Q", 240.0),
    ("asplos-2025-iopddl-R", 240.0),
    ("asplos-2025-iopddl-S", 240.0),
    ("asplos-2025-iopddl-T", 240.0),
    ("asplos-2025-iopddl-U", 300.0),
    ("asplos-2025-iopddl-V", 300.0),
    ("asplos-2025-iopddl-W", 300.0),
    ("asplos-2025-iopddl-X", 300.0),
    ("asplos-2025-iopddl-Y", 300.0),
];

/// The contest's time limit for an instance name, if it is a published one.
pub fn contest_time_limit(name: &str) -> Option<f64> {
    CONTEST_LIMITS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, t)| t)
}

/// Fractions of the usage limit the propagation start is built under (the best is kept).
const START_BUDGETS: [f64; 4] = [1.0, 0.97, 0.94, 0.9];

/// Default share of the time limit the price-guided search may use (the search on the priced
/// instance follows, then the LNS).
const LAGRANGE_SHARE: f64 = 0.2;
/// The same when the whole ILP follows (it gets the time up to 85%).
const LAGRANGE_SHARE_BEFORE_ILP: f64 = 0.15;

/// The same when the restricted whole ILP follows (it gets the time up to 90%).
const LAGRANGE_SHARE_BEFORE_KERNEL: f64 = 0.15;
/// The restricted whole ILP runs on instances with at most this many nodes.
const KERNEL_MAX_NODES: usize = 5_000;
/// Best responses and best local bounds per node in the first restricted ILP; each round that
/// improves nothing widens it by `KERNEL_WIDEN`, up to `KERNEL_MAX_PER_NODE`.
const KERNEL_PER_NODE: usize = 3;
const KERNEL_WIDEN: usize = 2;
const KERNEL_MAX_PER_NODE: usize = 15;
/// The restricted whole ILPs with the usage limit lifted run until this share of the clock
/// (from the end of the price-guided search); the limited ones follow until 90%.
const LIFTED_UNTIL: f64 = 0.4;
/// The capped whole ILPs and tight-step neighbourhoods run until this share of the clock.
const CAPPED_UNTIL: f64 = 0.6;
/// Tight steps (load peaks within `TIGHT_SHARE` of the limit) visited per turn.
const TIGHT_STEPS: usize = 8;
const TIGHT_SHARE: f64 = 0.8;
/// Turns in a row without improvement before the capped phase ends.
const CAPPED_PATIENCE: usize = 2;
/// Answers of the price-guided search whose strategies join the candidates.
const POOL_SIZE: usize = 6;

/// The neighbourhood search on the priced instance runs until this share of the clock.
const PRICED_UNTIL: f64 = 0.95;

/// Wall-clock cap of one neighbourhood's ILP when a time limit is set.
const SUB_SECONDS: f64 = 5.0;

/// How to search.
#[derive(Clone, Debug)]
pub struct IopddlOptions {
    /// Wall-clock limit for the whole search (None: stop after `lns_rounds`).
    pub time_limit: Option<f64>,
    /// Work limit: at most this many neighbourhoods (None: until the time limit).
    pub lns_rounds: Option<u64>,
    /// HiGHS threads.
    pub threads: NonZeroU32,
    /// Seed of the neighbourhood choice.
    pub seed: u64,
    /// Branch-and-bound node limit of each sub-problem.
    pub sub_node_limit: u64,
    /// Iterations of the price-guided primal search without a time limit (with one, it runs
    /// until its share of the clock).
    pub lagrange_rounds: usize,
    /// The whole ILP is solved first (warm-started) when it has at most this many pair variables.
    pub full_ilp_max_pairs: usize,
    /// Share of the time limit the price-guided search may use on instances that get neither
    /// the whole ILP nor the restricted ones (the rest goes to the neighbourhood search).
    pub price_share: f64,
}

impl Default for IopddlOptions {
    fn default() -> Self {
        IopddlOptions {
            time_limit: None,
            lns_rounds: Some(200),
            threads: NonZeroU32::MIN,
            seed: 1,
            sub_node_limit: 200,
            full_ilp_max_pairs: 600_000,
            lagrange_rounds: 300,
            price_share: LAGRANGE_SHARE,
        }
    }
}

/// The answer and how it was found.
#[derive(Clone, Debug)]
pub struct IopddlReport {
    /// One strategy per node of the original instance.
    pub solution: Vec<usize>,
    /// The evaluator's verdict on `solution`.
    pub evaluation: Evaluation,
    /// Proven lower bound on the optimal cost.
    pub bound: f64,
    /// Relative gap between the cost and the bound.
    pub gap: f64,
    /// Cost of the feasible start (before any search).
    pub start_cost: i128,
    /// Strategies removed by presolve: forbidden, over the usage limit, dominated.
    pub presolve_removed: (usize, usize, usize),
    /// Iterations of the price-guided search.
    pub lagrange_rounds: usize,
    /// Neighbourhoods solved, and how many improved the answer.
    pub lns_rounds: u64,
    /// Improving neighbourhoods.
    pub lns_improvements: u64,
    /// What the whole ILP ended with, when it was run.
    pub full_ilp: Option<String>,
    /// What the restricted whole ILPs did, when they ran.
    pub kernel: Option<String>,
    /// What the capped whole ILPs and the tight-step neighbourhoods did, when they ran.
    pub capped: Option<String>,
    /// What the search on the priced instance did, when it ran.
    pub priced: Option<String>,
    /// True when the wall clock (not a work limit) stopped something: not reproducible.
    pub clock_limited: bool,
    /// Wall time.
    pub seconds: f64,
}

/// Searches `instance` under `options`.
pub fn solve_instance(instance: &Instance, options: &IopddlOptions) -> IopddlReport {
    let clock = Instant::now();
    let trace = Trace::from_env();
    let left = |share: f64| {
        options
            .time_limit
            .map(|t| t * share - clock.elapsed().as_secs_f64())
    };
    let pre = presolve(instance);
    let reduced = &pre.instance;
    trace.note(|| {
        let kept: usize = reduced.nodes.iter().map(|n| n.len()).sum();
        format!(
            "presolve: {kept} strategies kept; removed {} forbidden, {} over the limit, {} dominated",
            pre.removed_forbidden, pre.removed_over_limit, pre.removed_dominated
        )
    });
    let mut state = State::least_memory(reduced);
    state.descend(50);
    for budget in START_BUDGETS {
        if left(0.25).is_some_and(|s| s <= 0.0) {
            break;
        }
        let mut other = super::greedy::greedy(reduced, budget);
        other.descend(50);
        if (other.is_feasible(), -other.cost) > (state.is_feasible(), -state.cost) {
            state = other;
        }
    }
    let start_cost = state.cost;
    trace.note(|| incumbent("start", &state));
    let _trees = super::tree::solve_tree_components(&mut state);
    state.descend(50);
    let full_pairs: usize = reduced
        .edges
        .iter()
        .map(|e| reduced.nodes[e.u].len() * reduced.nodes[e.v].len())
        .sum();
    trace.note(|| {
        // How far exact folds shrink the instance with the limit kept (the whole ILP's size).
        let core = super::reduce::reduce(reduced, &super::memory::limit_free(reduced));
        let pairs: usize = core
            .core
            .edges
            .iter()
            .map(|e| core.core.nodes[e.u].len() * core.core.nodes[e.v].len())
            .sum();
        let allowed: usize = core
            .core
            .edges
            .iter()
            .map(|e| e.costs.iter().filter(|&&c| c < super::FORBIDDEN).count())
            .sum();
        format!(
            "core with the limit: {} nodes, {} edges, {pairs} pairs ({allowed} allowed)",
            core.core.nodes.len(),
            core.core.edges.len()
        )
    });
    trace.note(|| {
        let lifted = super::reduce::reduce(reduced, &vec![true; reduced.nodes.len()]);
        let pairs: usize = lifted
            .core
            .edges
            .iter()
            .map(|e| lifted.core.nodes[e.u].len() * lifted.core.nodes[e.v].len())
            .sum();
        format!(
            "core without the limit: {} nodes, {} edges, {pairs} pairs",
            lifted.core.nodes.len(),
            lifted.core.edges.len()
        )
    });
    let (lag_bound, prices) = lagrangian_bound(reduced, state.cost as f64);
    let mut bound = (owner_bound(reduced) as f64).max(lag_bound);
    trace.note(|| {
        format!(
            "{} after trees; bound {bound:.0}; whole ILP {full_pairs} pairs",
            incumbent("", &state)
        )
    });
    let lag_limit = match options.time_limit {
        Some(_) => usize::MAX,
        None => options.lagrange_rounds,
    };
    // When the whole ILP will run, the price-guided search only improves its start.
    let whole = full_pairs <= options.full_ilp_max_pairs;
    let use_kernel = !whole && reduced.nodes.len() <= KERNEL_MAX_NODES;
    let share = if whole {
        LAGRANGE_SHARE_BEFORE_ILP
    } else if use_kernel {
        LAGRANGE_SHARE_BEFORE_KERNEL
    } else {
        options.price_share
    };
    let stop = || left(share).is_some_and(|s| s <= 0.0);
    let mut pool = Pool::new(POOL_SIZE);
    let (lag_rounds, _, lambda) = lagrangian_search(
        &mut state,
        prices,
        lag_limit,
        options.seed,
        &mut pool,
        &trace,
        stop,
    );
    trace.note(|| {
        incumbent(
            &format!("price-guided search ({lag_rounds} rounds)"),
            &state,
        )
    });
    let mut kernel = None;
    let mut capped = None;
    let mut full_ilp = None;
    let mut clock_limited = false;
    let mut solved = false;
    if whole {
        let (status, lower, hit_clock) = whole_ilp(&mut state, options, left(0.85));
        solved = status == "optimal";
        full_ilp = Some(status);
        bound = bound.max(lower);
        clock_limited |= hit_clock;
        trace.note(|| format!("{}; bound {bound:.0}", incumbent("whole ILP", &state)));
    }
    if use_kernel {
        let (summary, hit_clock) = capped_rounds(&mut state, options, CAPPED_UNTIL, &trace, &left);
        capped = Some(summary);
        clock_limited |= hit_clock;
        let lifted = lifted_phase(&mut state, &mut pool, options, LIFTED_UNTIL, |s| left(s));
        trace.note(|| match &lifted {
            Some(l) => format!(
                "{}; lifted {} (cost {}, bound {:.0})",
                incumbent("lifted", &state),
                l.summary,
                l.cost,
                l.bound
            ),
            None => "no usage limit to lift".into(),
        });
        let (summary, hit_clock) =
            kernel_rounds(&mut state, &pool, &lambda, options, 0.9, &trace, |share| {
                left(share)
            });
        if let Some(l) = &lifted {
            bound = bound.max(l.bound);
        }
        kernel = Some(match &lifted {
            Some(l) => format!(
                "limit lifted: {} (cost {}; its repair {}); with the limit: {summary}",
                l.summary,
                l.cost,
                if l.repaired {
                    "improved"
                } else {
                    "did not improve"
                }
            ),
            None => summary,
        });
        clock_limited |= hit_clock || lifted.is_some_and(|l| l.hit_clock);
        trace.note(|| {
            format!(
                "{}; {}",
                incumbent("restricted ILPs", &state),
                kernel.as_deref().unwrap_or("")
            )
        });
    }
    let settings = LnsSettings {
        threads: options.threads,
        seed: options.seed,
        node_limit: options.sub_node_limit,
        sub_time_limit: options.time_limit.map(|_| SUB_SECONDS),
    };
    let mut priced = None;
    if !whole && !use_kernel && reduced.usage_limit.is_some() {
        let out = priced_search(
            &mut state,
            lambda.clone(),
            &settings,
            &mut pool,
            &trace,
            options.lns_rounds,
            || left(PRICED_UNTIL),
        );
        let summary = format!(
            "{} neighbourhoods on the priced instance; {} repairs and recombinations, {} improved",
            out.rounds, out.repairs, out.improved
        );
        trace.note(|| format!("{}; {summary}", incumbent("priced search", &state)));
        priced = Some(summary);
    }
    let mut lns = Lns::new(options.seed);
    while !solved && reduced.nodes.len() > 1 && !options.lns_rounds.is_some_and(|r| lns.rounds >= r)
    {
        let seconds = left(0.95).unwrap_or(f64::INFINITY);
        if seconds <= 0.0 {
            lns.clock_limited = true;
            break;
        }
        let before = state.cost;
        lns.round(&mut state, &settings, seconds);
        if state.cost != before {
            trace.note(|| incumbent(&format!("neighbourhood {}", lns.rounds), &state));
        }
    }
    trace.note(|| {
        format!(
            "{} neighbourhoods, {} improved",
            lns.rounds, lns.improvements
        )
    });
    clock_limited |= lns.clock_limited;
    let solution = pre.expand(&state.solution);
    let evaluation = evaluate(instance, &solution);
    let gap = relative_gap(evaluation.cost as f64, bound);
    IopddlReport {
        solution,
        evaluation,
        bound,
        gap,
        start_cost,
        presolve_removed: (
            pre.removed_forbidden,
            pre.removed_over_limit,
            pre.removed_dominated,
        ),
        lagrange_rounds: lag_rounds,
        lns_rounds: lns.rounds,
        lns_improvements: lns.improvements,
        full_ilp,
        kernel,
        capped,
        priced,
        clock_limited,
        seconds: clock.elapsed().as_secs_f64(),
    }
}

/// One line on the current answer for the trace.
fn incumbent(phase: &str, state: &State) -> String {
    let feasible = if state.is_feasible() {
        ""
    } else {
        " (over the limit)"
    };
    format!("{phase}: cost {}{feasible}", state.cost)
}

/// Restricted whole ILPs from the current answer, widening the candidates after each round
/// that improves nothing, until the widest one does not improve or the time (the `until`
/// share of the clock) is up: (summary, clock stopped it?).
pub(crate) fn kernel_rounds(
    state: &mut State,
    pool: &Pool,
    lambda: &[f64],
    options: &IopddlOptions,
    until: f64,
    trace: &Trace,
    left: impl Fn(f64) -> Option<f64>,
) -> (String, bool) {
    let settings = KernelSettings {
        threads: options.threads,
        node_limit: options.sub_node_limit * 10,
    };
    let answers = pool.answers();
    let con = contract(state.instance);
    let priced = con.priced(state.instance, &node_prices(state.instance, lambda));
    let (mut per_node, mut rounds, mut improved, mut hit_clock) = (KERNEL_PER_NODE, 0, 0, false);
    let mut last = String::new();
    while per_node <= KERNEL_MAX_PER_NODE {
        let seconds = left(until);
        if seconds.is_some_and(|s| s <= 1.0) {
            hit_clock = true;
            break;
        }
        let cands = candidates(state, &con, &answers, &priced, per_node);
        let out = kernel_solve(state, &cands, &settings, seconds);
        rounds += 1;
        hit_clock |= out.hit_clock;
        last = format!("{} candidates: {}", out.candidates, out.status);
        trace.note(|| format!("{}; {last}", incumbent("restricted ILP", state)));
        if out.improved {
            improved += 1;
        } else {
            per_node += KERNEL_WIDEN;
        }
    }
    (
        format!("{rounds} restricted ILPs, {improved} improved (last: {last})"),
        hit_clock,
    )
}

/// Turns of a capped whole ILP (`caps`: every node free within usage caps that keep the
/// limit) followed by a tight-step neighbourhood at each of the current answer's most loaded
/// steps (usage traded between the nodes live there), until `CAPPED_PATIENCE` turns in a row
/// improve nothing or the time (the `until` share of the clock) is up: (summary, clock
/// stopped it?).
pub(crate) fn capped_rounds(
    state: &mut State,
    options: &IopddlOptions,
    until: f64,
    trace: &Trace,
    left: impl Fn(f64) -> Option<f64>,
) -> (String, bool) {
    let settings = LnsSettings {
        threads: options.threads,
        seed: options.seed,
        node_limit: options.sub_node_limit,
        sub_time_limit: options.time_limit.map(|_| SUB_SECONDS * 4.0),
    };
    let mut lns = Lns::new(options.seed);
    let (mut solves, mut improved, mut stale, mut hit_clock) = (0, 0, 0, false);
    while stale < CAPPED_PATIENCE {
        let seconds = left(until);
        if seconds.is_some_and(|s| s <= 1.0) {
            hit_clock = true;
            break;
        }
        let before = state.cost;
        let out = capped_solve(state, options, seconds);
        solves += 1;
        improved += usize::from(out.improved);
        hit_clock |= out.hit_clock;
        trace.note(|| format!("{}; {}", incumbent("capped ILP", state), out.summary));
        for step in tight_steps(state, TIGHT_STEPS, TIGHT_SHARE) {
            let seconds = left(until).unwrap_or(f64::INFINITY);
            if seconds <= 0.0 {
                hit_clock = true;
                break;
            }
            let cost = state.cost;
            lns.round_at_step(state, &settings, seconds, step);
            if state.cost != cost {
                trace.note(|| incumbent(&format!("tight step {step}"), state));
            }
        }
        stale = if state.cost < before { 0 } else { stale + 1 };
    }
    hit_clock |= lns.clock_limited;
    (
        format!(
            "{solves} capped ILPs, {improved} improved; {} tight-step neighbourhoods, {} improved",
            lns.rounds, lns.improvements
        ),
        hit_clock,
    )
}

/// The whole ILP from the current answer (kept when it improves): (status, bound, clock
/// stopped it?).
pub(crate) fn whole_ilp(
    state: &mut State,
    options: &IopddlOptions,
    seconds: Option<f64>,
) -> (String, f64, bool) {
    let all: Vec<usize> = (0..state.instance.nodes.len()).collect();
    let sub = build(state, &all);
    let mut o = SolveOptions::default()
        .with_threads(options.threads)
        .with_mip_rel_gap(1e-6)
        // The independent LP would run after the MIP without a clock: only without one.
        .with_lp_bound(seconds.is_none())
        .with_mip_start(sub.start.clone());
    match seconds {
        Some(s) => o = o.with_time_limit(s.max(1.0)),
        None => o = o.with_node_limit(options.sub_node_limit * 10),
    }
    let report = match solve(&sub.problem, &o) {
        Ok(r) => r,
        Err(e) => return (format!("not run: {e}"), f64::NEG_INFINITY, false),
    };
    let hit_clock = report.status.limit() == Some(crate::Limit::Time);
    if let (Some(values), Some(obj)) = (report.solution.as_ref(), report.objective) {
        if obj < sub.current - 0.5 || !state.is_feasible() {
            let (before, was_feasible) = (state.cost, state.is_feasible());
            let picks = sub.decode(values.values());
            let old: Vec<(usize, usize)> =
                picks.iter().map(|&(v, _)| (v, state.solution[v])).collect();
            for &(v, s) in &picks {
                state.set(v, s);
            }
            if !state.improves_on(before, was_feasible) {
                for (v, s) in old {
                    state.set(v, s);
                }
            }
        }
    }
    (report.status.to_string(), report.bound, hit_clock)
}
