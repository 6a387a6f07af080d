//! The LP relaxation, solved through good_lp as an independent lower bound.
//!
//! The model is rebuilt by good_lp's own translation (expressions, constraint normalisation,
//! row building) rather than by [`crate::solve`]'s, so a translation bug on either side shows
//! up as a bound above the optimum, which the tests check never happens.

use crate::constraint::Relation;
use crate::error::SolveError;
use crate::expr::LinearExpr;
use crate::highs_ffi;
use crate::options::SolveOptions;
use crate::problem::Problem;
use good_lp::solvers::highs::highs;
use good_lp::{
    constraint, variable, Expression, ProblemVariables, ResolutionError, Solution, SolutionStatus,
    SolverModel, Variable,
};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What the LP relaxation says about the optimum.
#[derive(Clone, Debug, PartialEq)]
pub enum LpBound {
    /// Not solved: switched off by [`SolveOptions::lp_bound`], the problem has no integer
    /// variables (it is its own relaxation), or HiGHS closed the gap under
    /// [`SolveOptions::lp_bound_only_if_open`].
    NotComputed,
    /// The LP optimum: a lower bound on the MIP optimum.
    Optimal(f64),
    /// The relaxation is infeasible, hence so is the problem.
    Infeasible,
    /// The relaxation is unbounded (the problem is unbounded or infeasible).
    Unbounded,
    /// The LP solve gave no usable answer (limit reached or solver error); the reason.
    Unknown(String),
}

impl LpBound {
    /// The bound as a number: the LP optimum, `+inf` when infeasible, `-inf` when unbounded,
    /// `None` when unknown or not computed.
    pub fn value(&self) -> Option<f64> {
        match self {
            LpBound::Optimal(b) => Some(*b),
            LpBound::Infeasible => Some(f64::INFINITY),
            LpBound::Unbounded => Some(f64::NEG_INFINITY),
            LpBound::NotComputed | LpBound::Unknown(_) => None,
        }
    }
}

/// Solves the LP relaxation of `problem` (every variable continuous, bounds kept) with HiGHS
/// through good_lp, using the threads, seed, time limit and verbosity of `options` (limits and
/// the MIP start do not apply to an LP).
pub fn lp_relaxation(problem: &Problem, options: &SolveOptions) -> Result<LpBound, SolveError> {
    problem.validate()?;
    options.validate(problem)?;
    Ok(lp_relaxation_unchecked(problem, options))
}

/// [`lp_relaxation`] for a problem and options already validated.
pub(crate) fn lp_relaxation_unchecked(problem: &Problem, options: &SolveOptions) -> LpBound {
    catch_unwind(AssertUnwindSafe(|| solve_relaxation(problem, options))).unwrap_or_else(|panic| {
        LpBound::Unknown(format!(
            "panic in good_lp/highs: {}",
            crate::highs_backend::panic_message(&panic)
        ))
    })
}

fn to_expression(e: &LinearExpr, cols: &[Variable]) -> Expression {
    let e = e.normalized();
    let mut out = Expression::with_capacity(e.terms().len());
    for &(v, c) in e.terms() {
        out.add_mul(c, cols[v.index()]);
    }
    out + e.constant()
}

fn solve_relaxation(problem: &Problem, options: &SolveOptions) -> LpBound {
    let mut vars = ProblemVariables::new();
    let cols: Vec<Variable> = problem
        .variables()
        .iter()
        .map(|v| vars.add(variable().min(v.lower).max(v.upper)))
        .collect();
    let mut model = vars
        .minimise(to_expression(problem.objective(), &cols))
        .using(highs)
        .set_threads(options.threads.get())
        .set_option("random_seed", options.random_seed as i32);
    if let Some(t) = options.time_limit {
        model = model.set_time_limit(t);
    }
    model.set_verbose(!options.quiet);
    for c in problem.constraints() {
        let lhs = to_expression(&c.expr, &cols);
        let rhs = Expression::from_other_affine(c.rhs);
        model.add_constraint(match c.relation {
            Relation::Le => constraint::leq(lhs, rhs),
            Relation::Ge => constraint::leq(rhs, lhs),
            Relation::Eq => constraint::eq(lhs, rhs),
        });
    }
    highs_ffi::reset_scheduler();
    match model.solve() {
        Ok(solution) => match solution.status() {
            SolutionStatus::Optimal => {
                let values: Vec<f64> = cols.iter().map(|&c| solution.value(c)).collect();
                LpBound::Optimal(problem.objective().eval(&values))
            }
            other => LpBound::Unknown(format!("LP relaxation stopped early ({other:?})")),
        },
        Err(ResolutionError::Infeasible) => LpBound::Infeasible,
        Err(ResolutionError::Unbounded) => LpBound::Unbounded,
        Err(e) => LpBound::Unknown(format!("LP relaxation failed: {e}")),
    }
}
