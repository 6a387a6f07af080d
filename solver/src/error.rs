//! Typed errors. Solver trouble is not an error but a [`Status`](crate::Status); these are
//! mistakes in what the caller asked for, detected before any solver runs.

use crate::id::{ConstraintId, VarId};
use std::fmt;

/// Where in a problem an expression lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The objective.
    Objective,
    /// The left-hand side of a constraint.
    Constraint(ConstraintId),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Objective => f.write_str("objective"),
            Place::Constraint(c) => write!(f, "constraint {c}"),
        }
    }
}

/// One defect of a [`Problem`](crate::Problem), found by
/// [`Problem::validate`](crate::Problem::validate).
#[derive(Clone, Debug, PartialEq)]
pub enum ProblemError {
    /// A variable has an empty name.
    EmptyVariableName {
        /// The variable.
        var: VarId,
    },
    /// Two variables share a name.
    DuplicateVariableName {
        /// The later variable.
        var: VarId,
        /// The earlier variable with the same name.
        first: VarId,
        /// The shared name.
        name: String,
    },
    /// Bounds that admit no value, are NaN, or leave `[0, 1]` for a binary.
    InvalidBounds {
        /// The variable.
        var: VarId,
        /// Its name.
        name: String,
        /// Its lower bound.
        lower: f64,
        /// Its upper bound.
        upper: f64,
    },
    /// A constraint has an empty name.
    EmptyConstraintName {
        /// The constraint.
        constraint: ConstraintId,
    },
    /// Two constraints share a name.
    DuplicateConstraintName {
        /// The later constraint.
        constraint: ConstraintId,
        /// The earlier constraint with the same name.
        first: ConstraintId,
        /// The shared name.
        name: String,
    },
    /// An expression uses a variable id that this problem never handed out.
    UnknownVariable {
        /// The id.
        var: VarId,
        /// Where it is used.
        place: Place,
    },
    /// A coefficient or constant is NaN or infinite.
    NonFiniteCoefficient {
        /// The variable of the term, or `None` for the constant.
        var: Option<VarId>,
        /// Where it is.
        place: Place,
        /// The value.
        value: f64,
    },
    /// A right-hand side is NaN or infinite.
    NonFiniteRhs {
        /// The constraint.
        constraint: ConstraintId,
        /// The value.
        value: f64,
    },
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemError::EmptyVariableName { var } => {
                write!(f, "variable {var} has an empty name")
            }
            ProblemError::DuplicateVariableName { var, first, name } => {
                write!(f, "variable {var} is named `{name}` like variable {first}")
            }
            ProblemError::InvalidBounds {
                var,
                name,
                lower,
                upper,
            } => write!(
                f,
                "variable {var} `{name}` has invalid bounds [{lower}, {upper}]"
            ),
            ProblemError::EmptyConstraintName { constraint } => {
                write!(f, "constraint {constraint} has an empty name")
            }
            ProblemError::DuplicateConstraintName {
                constraint,
                first,
                name,
            } => write!(
                f,
                "constraint {constraint} is named `{name}` like constraint {first}"
            ),
            ProblemError::UnknownVariable { var, place } => {
                write!(
                    f,
                    "{place} uses {var}, which is not a variable of this problem"
                )
            }
            ProblemError::NonFiniteCoefficient { var, place, value } => match var {
                Some(v) => write!(f, "{place} has coefficient {value} on {v}"),
                None => write!(f, "{place} has constant {value}"),
            },
            ProblemError::NonFiniteRhs { constraint, value } => {
                write!(f, "constraint {constraint} has right-hand side {value}")
            }
        }
    }
}

/// Every defect found in a problem (never empty).
#[derive(Clone, Debug, PartialEq)]
pub struct InvalidProblem {
    /// The defects, in arena order: variables first, then constraints, then the objective.
    pub errors: Vec<ProblemError>,
}

impl fmt::Display for InvalidProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid problem ({} error(s))", self.errors.len())?;
        for e in &self.errors {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for InvalidProblem {}

/// Why [`solve`](crate::solve) refused to start.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// The problem failed validation.
    InvalidProblem(InvalidProblem),
    /// An option value is out of range.
    InvalidOption {
        /// The option (field of [`SolveOptions`](crate::SolveOptions)).
        option: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// The MIP start names an unknown variable, repeats one, or has a non-finite value.
    InvalidStart {
        /// The offending variable.
        var: VarId,
        /// What is wrong.
        reason: String,
    },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::InvalidProblem(e) => e.fmt(f),
            SolveError::InvalidOption { option, reason } => {
                write!(f, "invalid solver option `{option}`: {reason}")
            }
            SolveError::InvalidStart { var, reason } => {
                write!(f, "invalid MIP start value for {var}: {reason}")
            }
        }
    }
}

impl std::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SolveError::InvalidProblem(e) => Some(e),
            _ => None,
        }
    }
}

impl From<InvalidProblem> for SolveError {
    fn from(e: InvalidProblem) -> Self {
        SolveError::InvalidProblem(e)
    }
}

/// Why the [exhaustive oracle](crate::solve_exhaustive) cannot enumerate a problem.
#[derive(Clone, Debug, PartialEq)]
pub enum OracleError {
    /// The problem failed validation.
    InvalidProblem(InvalidProblem),
    /// A continuous variable that is not fixed (`lower != upper`).
    UnfixedContinuous {
        /// The variable.
        var: VarId,
        /// Its name.
        name: String,
    },
    /// An integer variable with an infinite bound.
    UnboundedInteger {
        /// The variable.
        var: VarId,
        /// Its name.
        name: String,
    },
    /// More assignments than the limit.
    TooManyAssignments {
        /// Number of assignments (saturating).
        count: u128,
        /// The limit that was asked for.
        limit: u64,
    },
}

impl fmt::Display for OracleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OracleError::InvalidProblem(e) => e.fmt(f),
            OracleError::UnfixedContinuous { var, name } => {
                write!(f, "continuous variable {var} `{name}` is not fixed; the oracle only enumerates integers")
            }
            OracleError::UnboundedInteger { var, name } => {
                write!(f, "integer variable {var} `{name}` has an infinite bound")
            }
            OracleError::TooManyAssignments { count, limit } => {
                write!(
                    f,
                    "{count} assignments to enumerate, more than the limit {limit}"
                )
            }
        }
    }
}

impl std::error::Error for OracleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OracleError::InvalidProblem(e) => Some(e),
            _ => None,
        }
    }
}

impl From<InvalidProblem> for OracleError {
    fn from(e: InvalidProblem) -> Self {
        OracleError::InvalidProblem(e)
    }
}
