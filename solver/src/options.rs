//! Solver options: limits, tolerances, threads, seed, output and MIP start.

use crate::error::SolveError;
use crate::id::VarId;
use crate::problem::Problem;
use crate::start::MipStart;
use std::num::NonZeroU32;

/// How to run a solve. The default is deterministic: one thread, seed 0, no time limit, quiet,
/// HiGHS's default relative gap (1e-4), and the independent LP bound on.
///
/// Determinism: HiGHS gives the same answer for the same model, options and thread count. A
/// wall-clock [`time_limit`](SolveOptions::time_limit) breaks that (where the clock stops
/// depends on the machine), so prefer the work limits ([`node_limit`](SolveOptions::node_limit),
/// [`leaf_limit`](SolveOptions::leaf_limit)); a report that stopped on the clock says so with
/// [`Limit::Time`](crate::Limit::Time).
///
/// ```
/// use autoshard_solver::SolveOptions;
/// let o = SolveOptions::default().with_node_limit(1000).with_mip_rel_gap(1e-3);
/// assert_eq!(o.node_limit, Some(1000));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SolveOptions {
    /// Wall-clock limit in seconds (HiGHS `time_limit`); `None` for none. Must be positive.
    pub time_limit: Option<f64>,
    /// Branch-and-bound node limit (HiGHS `mip_max_nodes`); values above `i32::MAX` mean none.
    pub node_limit: Option<u64>,
    /// Leaf limit (HiGHS `mip_max_leaves`); values above `i32::MAX` mean none.
    pub leaf_limit: Option<u64>,
    /// Stop after this many improving solutions (HiGHS `mip_max_improving_sols`).
    pub improving_solution_limit: Option<u64>,
    /// Relative gap at which the search stops and calls the incumbent optimal (HiGHS
    /// `mip_rel_gap`). Finite and `>= 0`; 0 asks for proven optimality.
    pub mip_rel_gap: f64,
    /// Number of threads (HiGHS `threads`).
    pub threads: NonZeroU32,
    /// Random seed (HiGHS `random_seed`), at most `i32::MAX`.
    pub random_seed: u32,
    /// Silence HiGHS's log (HiGHS `output_flag`). When false, HiGHS logs to stdout.
    pub quiet: bool,
    /// Initial solution, complete or partial. Ignored for problems without integer variables.
    pub mip_start: Option<MipStart>,
    /// Also solve the LP relaxation separately (through good_lp) and fold its value into
    /// [`SolveReport::bound`](crate::SolveReport::bound). Costs one LP solve.
    pub lp_bound: bool,
    /// With [`lp_bound`](SolveOptions::lp_bound): solve the LP relaxation only when HiGHS
    /// leaves the gap open, after the search. When HiGHS proves optimality with its own
    /// bound at the objective, the relaxation cannot raise the bound (the report's bound is
    /// capped at the objective), so skipping it changes no number of the report but
    /// [`SolveReport::lp_bound`](crate::SolveReport::lp_bound) (then
    /// [`LpBound::NotComputed`](crate::LpBound::NotComputed)); on a large problem it saves
    /// a solve as long as the search's root LP.
    pub lp_bound_only_if_open: bool,
    /// Problems with at least this many variables run HiGHS without its presolve (also
    /// the root LP's), without its feasibility-jump heuristic and without symmetry
    /// detection (HiGHS `presolve = off`, `mip_root_presolve_only = true`,
    /// `mip_heuristic_run_feasibility_jump = false`, `mip_detect_symmetry = false`). On large problems whose root LP is
    /// (nearly) integral, such as a sharding search's transports and flows, presolve's
    /// probing and parallel-column detection and the heuristic cost more than the LP itself
    /// and their tables dominate the memory; `None`: never. The backend then hands HiGHS the
    /// problem with the cheapest of presolve's reductions made (aliases `a - b = 0` merged,
    /// empty and repeated rows dropped: `reduce.rs`); the answer is the same.
    pub light_root_from: Option<usize>,
    /// Called as the branch and bound progresses (HiGHS's MIP logging and improving
    /// solution callbacks); it observes and never changes the search.
    pub progress: Option<ProgressFn>,
}

/// Where a MIP search stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Best objective found (`+inf` before the first).
    pub incumbent: f64,
    /// Proven lower bound.
    pub bound: f64,
    /// Relative gap (`+inf` when unknown).
    pub gap: f64,
    /// Branch-and-bound nodes so far.
    pub nodes: i64,
    /// Seconds since the solve started.
    pub seconds: f64,
}

/// A progress observer (compared by identity).
#[derive(Clone)]
pub struct ProgressFn(pub std::sync::Arc<dyn Fn(Progress) + Send + Sync>);

impl std::fmt::Debug for ProgressFn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressFn")
    }
}

impl PartialEq for ProgressFn {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            time_limit: None,
            node_limit: None,
            leaf_limit: None,
            improving_solution_limit: None,
            mip_rel_gap: 1e-4,
            threads: NonZeroU32::MIN,
            random_seed: 0,
            quiet: true,
            mip_start: None,
            lp_bound: true,
            lp_bound_only_if_open: false,
            light_root_from: None,
            progress: None,
        }
    }
}

impl SolveOptions {
    /// Sets [`time_limit`](SolveOptions::time_limit).
    pub fn with_time_limit(mut self, seconds: f64) -> Self {
        self.time_limit = Some(seconds);
        self
    }

    /// Sets [`node_limit`](SolveOptions::node_limit).
    pub fn with_node_limit(mut self, nodes: u64) -> Self {
        self.node_limit = Some(nodes);
        self
    }

    /// Sets [`leaf_limit`](SolveOptions::leaf_limit).
    pub fn with_leaf_limit(mut self, leaves: u64) -> Self {
        self.leaf_limit = Some(leaves);
        self
    }

    /// Sets [`improving_solution_limit`](SolveOptions::improving_solution_limit).
    pub fn with_improving_solution_limit(mut self, solutions: u64) -> Self {
        self.improving_solution_limit = Some(solutions);
        self
    }

    /// Sets [`mip_rel_gap`](SolveOptions::mip_rel_gap).
    pub fn with_mip_rel_gap(mut self, gap: f64) -> Self {
        self.mip_rel_gap = gap;
        self
    }

    /// Sets [`threads`](SolveOptions::threads).
    pub fn with_threads(mut self, threads: NonZeroU32) -> Self {
        self.threads = threads;
        self
    }

    /// Sets [`random_seed`](SolveOptions::random_seed).
    pub fn with_random_seed(mut self, seed: u32) -> Self {
        self.random_seed = seed;
        self
    }

    /// Sets [`quiet`](SolveOptions::quiet).
    pub fn with_quiet(mut self, quiet: bool) -> Self {
        self.quiet = quiet;
        self
    }

    /// Sets [`mip_start`](SolveOptions::mip_start).
    pub fn with_mip_start(mut self, start: MipStart) -> Self {
        self.mip_start = Some(start);
        self
    }

    /// Sets [`lp_bound`](SolveOptions::lp_bound).
    pub fn with_lp_bound(mut self, on: bool) -> Self {
        self.lp_bound = on;
        self
    }

    /// Sets [`lp_bound_only_if_open`](SolveOptions::lp_bound_only_if_open).
    pub fn with_lp_bound_only_if_open(mut self, on: bool) -> Self {
        self.lp_bound_only_if_open = on;
        self
    }

    /// Sets [`light_root_from`](SolveOptions::light_root_from).
    pub fn with_light_root_from(mut self, variables: Option<usize>) -> Self {
        self.light_root_from = variables;
        self
    }

    /// Checks ranges, and that the MIP start only names variables of `problem`, each once, with
    /// finite values.
    pub fn validate(&self, problem: &Problem) -> Result<(), SolveError> {
        if let Some(t) = self.time_limit {
            if !(t.is_finite() && t > 0.0) {
                return Err(SolveError::InvalidOption {
                    option: "time_limit",
                    reason: format!("{t} is not a positive number of seconds"),
                });
            }
        }
        if !(self.mip_rel_gap.is_finite() && self.mip_rel_gap >= 0.0) {
            return Err(SolveError::InvalidOption {
                option: "mip_rel_gap",
                reason: format!("{} is not a finite number >= 0", self.mip_rel_gap),
            });
        }
        if i32::try_from(self.random_seed).is_err() {
            return Err(SolveError::InvalidOption {
                option: "random_seed",
                reason: format!("{} is above i32::MAX", self.random_seed),
            });
        }
        if i32::try_from(self.threads.get()).is_err() {
            return Err(SolveError::InvalidOption {
                option: "threads",
                reason: format!("{} is above i32::MAX", self.threads),
            });
        }
        if let Some(start) = &self.mip_start {
            let mut seen = vec![false; problem.num_variables()];
            for &(var, value) in start.entries() {
                let bad = |reason: &str| SolveError::InvalidStart {
                    var,
                    reason: reason.to_string(),
                };
                let slot = seen
                    .get_mut(var.index())
                    .ok_or_else(|| bad("not a variable of this problem"))?;
                if *slot {
                    return Err(bad("set more than once"));
                }
                *slot = true;
                if !value.is_finite() {
                    return Err(bad(&format!("value {value} is not finite")));
                }
            }
        }
        Ok(())
    }

    /// The MIP start's `(column, value)` pairs sorted by column (deterministic upload order).
    pub(crate) fn sorted_start(&self) -> Vec<(VarId, f64)> {
        let mut s: Vec<(VarId, f64)> = self
            .mip_start
            .as_ref()
            .map(|s| s.entries().to_vec())
            .unwrap_or_default();
        s.sort_by_key(|&(v, _)| v);
        s
    }
}
