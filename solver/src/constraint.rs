//! Linear constraints `expr (<= | >= | ==) rhs`.

use crate::expr::LinearExpr;
use std::fmt;

/// The comparison of a [`Constraint`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `expr <= rhs`
    Le,
    /// `expr >= rhs`
    Ge,
    /// `expr == rhs`
    Eq,
}

impl Relation {
    /// The LP-format spelling: `<=`, `>=` or `=`.
    pub fn as_str(self) -> &'static str {
        match self {
            Relation::Le => "<=",
            Relation::Ge => ">=",
            Relation::Eq => "=",
        }
    }

    /// True when `lhs relation rhs` holds up to the absolute tolerance `tol`.
    pub fn holds(self, lhs: f64, rhs: f64, tol: f64) -> bool {
        match self {
            Relation::Le => lhs <= rhs + tol,
            Relation::Ge => lhs >= rhs - tol,
            Relation::Eq => (lhs - rhs).abs() <= tol,
        }
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One named linear constraint of a [`Problem`](crate::Problem).
///
/// A constant inside `expr` is allowed; solvers move it to the right-hand side.
/// Invariant (checked by [`Problem::validate`](crate::Problem::validate)): the name is unique and
/// non-empty, every coefficient and the constant are finite, `rhs` is finite, and every variable
/// belongs to the problem.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraint {
    /// Readable, unique, non-empty name; used in LP text and diagnostics.
    pub name: String,
    /// Left-hand side.
    pub expr: LinearExpr,
    /// The comparison.
    pub relation: Relation,
    /// Right-hand side.
    pub rhs: f64,
}

impl Constraint {
    /// The row bounds `(lower, upper)` of `terms` once the constant of `expr` has been moved to
    /// the right: `expr.constant + terms <= rhs` gives `(-inf, rhs - constant)`, and so on.
    pub fn row_bounds(&self) -> (f64, f64) {
        let r = self.rhs - self.expr.constant();
        match self.relation {
            Relation::Le => (f64::NEG_INFINITY, r),
            Relation::Ge => (r, f64::INFINITY),
            Relation::Eq => (r, r),
        }
    }
}
