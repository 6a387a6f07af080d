//! Mixed-integer linear programs for autoshard, solved with HiGHS.
//!
//! This crate knows nothing of MLIR, sharding or meshes: the encoder in the main crate turns a
//! sharding question into a [`Problem`], this crate answers it, and the encoder decodes the
//! [`SolveReport`]. The story of a solve, one module per step:
//!
//! 1. **Build** a [`Problem`]: binary, integer and continuous variables with readable names and
//!    bounds ([`Variable`], [`VarKind`]), linear expressions ([`LinearExpr`]), named constraints
//!    ([`Constraint`], [`Relation`]) and a linear objective to minimise. Variables and
//!    constraints live in arenas addressed by typed ids ([`VarId`], [`ConstraintId`]); ids are
//!    handed out in creation order, which is also the solver's column and row order, so the
//!    same build order always gives the same model.
//! 2. **Validate**: [`Problem::validate`] checks every invariant at once and lists every
//!    defect ([`InvalidProblem`]); every entry point below calls it first.
//! 3. **Solve** with [`solve`] under [`SolveOptions`] (time and work limits, relative gap,
//!    threads, seed, quiet output, a full or partial [`MipStart`]). The model goes to HiGHS
//!    through the `highs` crate, which exposes what good_lp hides (gap, dual bound, precise
//!    model status, node count).
//! 4. **Bound**: the LP relaxation is solved separately through good_lp ([`lp_relaxation`],
//!    [`LpBound`]), and [`SolveReport::bound`] is the larger of HiGHS's dual bound and the LP
//!    value (a known HiGHS issue reports wrong best bounds when a random seed is set).
//! 5. **Report**: a [`Status`] (optimal, feasible at a [`Limit`] with its gap, infeasible,
//!    unbounded, no solution at a limit, or a solver error: never a panic), objective,
//!    bounds, gap, nodes, wall time and the value of every variable ([`Assignment`]).
//!
//! Beside the pipeline: [`to_lp_string`] prints a problem as CPLEX LP text for debugging (and
//! snapshots); [`check_assignment`] re-verifies any solution independently of the solvers; and
//! [`solve_exhaustive`] enumerates tiny problems as an oracle that the tests compare HiGHS
//! with.
//!
//! Determinism: with the default options (one thread, fixed seed, no time limit) the same
//! problem gives the same report, bit for bit, apart from `wall_seconds`. A wall-clock limit
//! breaks that; [`SolveReport::is_reproducible`] says when it stopped the search.
//!
//! ```
//! use autoshard_solver::{solve, LinearExpr, Problem, Relation, SolveOptions, Status};
//!
//! // Pick at least two of three items, cheapest first.
//! let mut p = Problem::new();
//! let items: Vec<_> = (0..3).map(|i| p.add_binary(format!("take[{i}]"))).collect();
//! let count: LinearExpr = items.iter().map(|&v| (v, 1.0)).collect();
//! p.add_constraint("at_least_two", count, Relation::Ge, 2.0);
//! p.set_objective(LinearExpr::from_terms([(items[0], 5.0), (items[1], 1.0), (items[2], 2.0)]));
//!
//! let report = solve(&p, &SolveOptions::default()).expect("well-formed request");
//! assert_eq!(report.status, Status::Optimal);
//! assert_eq!(report.objective, Some(3.0));
//! assert!(report.bound <= 3.0);
//! ```

#![deny(missing_docs)]

mod assignment;
mod check;
mod constraint;
mod error;
mod expr;
mod highs_backend;
mod highs_ffi;
mod id;
pub mod iopddl;
mod lp_format;
mod options;
mod oracle;
mod problem;
mod reduce;
mod relaxation;
mod report;
mod start;
mod status;
mod variable;

pub use assignment::Assignment;
pub use check::{check_assignment, Violation};
pub use constraint::{Constraint, Relation};
pub use error::{InvalidProblem, OracleError, Place, ProblemError, SolveError};
pub use expr::LinearExpr;
pub use highs_backend::solve;
pub use id::{ConstraintId, VarId};
pub use lp_format::to_lp_string;
pub use options::{Progress, ProgressFn, SolveOptions};
pub use oracle::{solve_exhaustive, OracleOutcome, ORACLE_TOLERANCE};
pub use problem::Problem;
pub use relaxation::{lp_relaxation, LpBound};
pub use report::{relative_gap, SolveReport};
pub use start::MipStart;
pub use status::{Limit, Status};
pub use variable::{VarKind, Variable};
