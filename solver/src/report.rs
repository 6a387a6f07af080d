//! The result of a solve.

use crate::assignment::Assignment;
use crate::id::VarId;
use crate::relaxation::LpBound;
use crate::status::{Limit, Status};

/// Everything a solve found out. Objective values and bounds include the objective's constant.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    /// How the solve ended.
    pub status: Status,
    /// Objective of the incumbent, when [`Status::has_solution`].
    pub objective: Option<f64>,
    /// Value of every variable (indexed by [`VarId`]), when [`Status::has_solution`]. Values of
    /// binary and integer variables are rounded to the nearest integer.
    pub solution: Option<Assignment>,
    /// HiGHS's own lower bound (`mip_dual_bound`; the optimal objective for a pure LP), when
    /// HiGHS produced one.
    pub highs_bound: Option<f64>,
    /// The independently solved LP relaxation.
    pub lp_bound: LpBound,
    /// Best lower bound on the optimum: `max(highs_bound, lp_bound)`, never above the
    /// incumbent objective; `+inf` when infeasible, `-inf` when nothing is known.
    ///
    /// The LP value is always valid (up to LP tolerances); taking the maximum protects against a
    /// HiGHS bound that is too weak or missing, not against one that is too high.
    pub bound: f64,
    /// [`relative_gap`] between `objective` and `bound`, when there is an incumbent.
    pub gap: Option<f64>,
    /// Branch-and-bound nodes explored (HiGHS `mip_node_count`; 0 for a pure LP).
    pub nodes: u64,
    /// Wall-clock seconds of the whole call (model upload, MIP and LP-bound solves).
    pub wall_seconds: f64,
    /// HiGHS's model status as HiGHS names it, for diagnostics (`"NotRun"` when HiGHS was not
    /// called, e.g. for a problem without variables).
    pub highs_status: String,
}

impl SolveReport {
    /// The value of `var` in the solution, if there is one.
    pub fn value(&self, var: VarId) -> Option<f64> {
        self.solution.as_ref().and_then(|s| s.get(var))
    }

    /// False when the search stopped on the wall clock, so a rerun may give another answer.
    pub fn is_reproducible(&self) -> bool {
        self.status.limit() != Some(Limit::Time)
    }
}

/// Relative gap between an incumbent `objective` and a lower `bound`, as HiGHS defines it:
/// `(objective - bound) / |objective|`, 0 when `bound >= objective`, infinite when the
/// objective is 0 (and the bound below it) or the bound is `-inf`.
pub fn relative_gap(objective: f64, bound: f64) -> f64 {
    let diff = objective - bound;
    if diff <= 0.0 {
        0.0
    } else if objective == 0.0 || !diff.is_finite() {
        f64::INFINITY
    } else {
        diff / objective.abs()
    }
}
