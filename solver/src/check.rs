//! An independent checker: does an assignment satisfy a problem?
//!
//! It shares nothing with the solver backends but the [`Problem`] itself, so tests (and callers
//! who distrust a result) can re-verify any solution.

use crate::assignment::Assignment;
use crate::constraint::Relation;
use crate::id::{ConstraintId, VarId};
use crate::problem::Problem;
use std::fmt;

/// One way an assignment fails a problem.
#[derive(Clone, Debug, PartialEq)]
pub enum Violation {
    /// The assignment does not have one value per variable.
    Length {
        /// Number of variables of the problem.
        expected: usize,
        /// Number of values given.
        got: usize,
    },
    /// A value is NaN or infinite.
    NonFinite {
        /// The variable.
        var: VarId,
        /// Its value.
        value: f64,
    },
    /// A value lies outside its bounds.
    Bound {
        /// The variable.
        var: VarId,
        /// Its value.
        value: f64,
        /// Its lower bound.
        lower: f64,
        /// Its upper bound.
        upper: f64,
    },
    /// A binary or integer variable has a fractional value.
    Integrality {
        /// The variable.
        var: VarId,
        /// Its value.
        value: f64,
    },
    /// A constraint does not hold.
    Constraint {
        /// The constraint.
        constraint: ConstraintId,
        /// Value of its left-hand side (constant included).
        lhs: f64,
        /// Its relation.
        relation: Relation,
        /// Its right-hand side.
        rhs: f64,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Length { expected, got } => {
                write!(f, "{got} values for {expected} variables")
            }
            Violation::NonFinite { var, value } => write!(f, "{var} = {value}"),
            Violation::Bound {
                var,
                value,
                lower,
                upper,
            } => write!(f, "{var} = {value} outside [{lower}, {upper}]"),
            Violation::Integrality { var, value } => write!(f, "{var} = {value} is not integral"),
            Violation::Constraint {
                constraint,
                lhs,
                relation,
                rhs,
            } => write!(f, "{constraint}: {lhs} {relation} {rhs} does not hold"),
        }
    }
}

/// Every violation of `problem` by `assignment`, with absolute tolerance `tol` on bounds,
/// integrality and constraints. Empty means feasible.
pub fn check_assignment(problem: &Problem, assignment: &Assignment, tol: f64) -> Vec<Violation> {
    let mut out = Vec::new();
    let values = assignment.values();
    if values.len() != problem.num_variables() {
        out.push(Violation::Length {
            expected: problem.num_variables(),
            got: values.len(),
        });
        return out;
    }
    for (var, (v, &value)) in problem
        .var_ids()
        .zip(problem.variables().iter().zip(values))
    {
        if !value.is_finite() {
            out.push(Violation::NonFinite { var, value });
            continue;
        }
        if value < v.lower - tol || value > v.upper + tol {
            out.push(Violation::Bound {
                var,
                value,
                lower: v.lower,
                upper: v.upper,
            });
        }
        if v.kind.is_integral() && (value - value.round()).abs() > tol {
            out.push(Violation::Integrality { var, value });
        }
    }
    for (i, c) in problem.constraints().iter().enumerate() {
        let lhs = c.expr.eval(values);
        if !c.relation.holds(lhs, c.rhs, tol) {
            out.push(Violation::Constraint {
                constraint: ConstraintId::from_index(i as u32),
                lhs,
                relation: c.relation,
                rhs: c.rhs,
            });
        }
    }
    out
}
