//! What a solve ended with.

use std::fmt;

/// The limit that stopped a search early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// The wall-clock [`time_limit`](crate::SolveOptions::time_limit). Not reproducible.
    Time,
    /// The [`node_limit`](crate::SolveOptions::node_limit).
    Nodes,
    /// The [`leaf_limit`](crate::SolveOptions::leaf_limit).
    Leaves,
    /// The [`improving_solution_limit`](crate::SolveOptions::improving_solution_limit).
    ImprovingSolutions,
    /// A work limit HiGHS reported without saying which one (HiGHS reports all of node, leaf and
    /// improving-solution limits as one "solution limit" status; this crate tells them apart
    /// from the options and the node count when it can).
    Work,
    /// A simplex / IPM iteration limit.
    Iterations,
    /// HiGHS ran out of its memory allowance.
    Memory,
    /// The solve was interrupted (callback).
    Interrupt,
    /// An objective bound or target was reached.
    Objective,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::Time => "time limit",
            Limit::Nodes => "node limit",
            Limit::Leaves => "leaf limit",
            Limit::ImprovingSolutions => "improving-solution limit",
            Limit::Work => "work limit",
            Limit::Iterations => "iteration limit",
            Limit::Memory => "memory limit",
            Limit::Interrupt => "interrupt",
            Limit::Objective => "objective bound/target",
        })
    }
}

/// The outcome of a solve. Solver trouble is a status too ([`Status::Error`]), never a panic.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The incumbent is optimal within the requested
    /// [`mip_rel_gap`](crate::SolveOptions::mip_rel_gap) (so the actual
    /// [`SolveReport::gap`](crate::SolveReport::gap) may be positive but not above it).
    Optimal,
    /// A limit stopped the search with an incumbent `gap` (relative, see
    /// [`relative_gap`](crate::relative_gap)) away from the best bound.
    Feasible {
        /// Relative gap between incumbent and bound (`f64::INFINITY` when no finite bound).
        gap: f64,
        /// The limit that stopped the search.
        limit: Limit,
    },
    /// No solution exists (proven).
    Infeasible,
    /// The objective is unbounded below (proven).
    Unbounded,
    /// HiGHS proved that there is no finite optimum but not which of infeasible/unbounded, and
    /// the LP relaxation could not settle it.
    InfeasibleOrUnbounded,
    /// A limit stopped the search before any solution was found.
    LimitReachedNoSolution {
        /// The limit.
        limit: Limit,
    },
    /// HiGHS failed (load, presolve, solve or postsolve error, or an unexpected answer).
    Error {
        /// What went wrong.
        message: String,
    },
}

impl Status {
    /// True when the report carries a solution ([`Status::Optimal`] or [`Status::Feasible`]).
    pub fn has_solution(&self) -> bool {
        matches!(self, Status::Optimal | Status::Feasible { .. })
    }

    /// The limit that stopped the search, if any.
    pub fn limit(&self) -> Option<Limit> {
        match self {
            Status::Feasible { limit, .. } | Status::LimitReachedNoSolution { limit } => {
                Some(*limit)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Optimal => f.write_str("optimal"),
            Status::Feasible { gap, limit } => {
                write!(f, "feasible, gap {:.4}% ({limit})", gap * 100.0)
            }
            Status::Infeasible => f.write_str("infeasible"),
            Status::Unbounded => f.write_str("unbounded"),
            Status::InfeasibleOrUnbounded => f.write_str("infeasible or unbounded"),
            Status::LimitReachedNoSolution { limit } => write!(f, "no solution ({limit})"),
            Status::Error { message } => write!(f, "solver error: {message}"),
        }
    }
}
