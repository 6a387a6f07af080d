//! An exhaustive solver: the oracle that checks HiGHS on tiny problems.
//!
//! It enumerates every assignment of the binary and integer variables (continuous variables
//! must be fixed) and keeps the first one of least objective. It shares no code with the HiGHS
//! paths beyond [`Problem`] and [`LinearExpr::eval`](crate::LinearExpr::eval).

use crate::assignment::Assignment;
use crate::error::OracleError;
use crate::problem::Problem;
use crate::variable::VarKind;

/// Absolute tolerance the oracle uses for constraints (the enumerated values are exact).
pub const ORACLE_TOLERANCE: f64 = 1e-9;

/// What exhaustive enumeration found.
#[derive(Clone, Debug, PartialEq)]
pub enum OracleOutcome {
    /// A minimiser (the first in enumeration order among equals) and its objective.
    Optimal {
        /// The least objective value (constant included).
        objective: f64,
        /// An assignment attaining it.
        assignment: Assignment,
    },
    /// No assignment satisfies every constraint.
    Infeasible,
}

/// Enumerates all assignments of `problem` (at most `max_assignments` of them) and returns an
/// optimal one or [`OracleOutcome::Infeasible`].
///
/// Binary and integer variables range over the integers within their bounds; continuous
/// variables must be fixed (`lower == upper`). Enumeration order is lexicographic in variable
/// order with the last variable changing fastest.
pub fn solve_exhaustive(
    problem: &Problem,
    max_assignments: u64,
) -> Result<OracleOutcome, OracleError> {
    problem.validate()?;
    let mut domains: Vec<(f64, u64)> = Vec::with_capacity(problem.num_variables());
    let mut count: u128 = 1;
    for (var, v) in problem.var_ids().zip(problem.variables()) {
        let (lo, size) = match v.kind {
            VarKind::Continuous if v.lower == v.upper => (v.lower, 1),
            VarKind::Continuous => {
                return Err(OracleError::UnfixedContinuous {
                    var,
                    name: v.name.clone(),
                })
            }
            VarKind::Binary | VarKind::Integer => {
                if !v.lower.is_finite() || !v.upper.is_finite() {
                    return Err(OracleError::UnboundedInteger {
                        var,
                        name: v.name.clone(),
                    });
                }
                let lo = v.lower.ceil();
                let hi = v.upper.floor();
                if hi < lo {
                    return Ok(OracleOutcome::Infeasible);
                }
                // Saturating: anything this large is refused below anyway.
                (lo, (hi - lo + 1.0).min(u64::MAX as f64) as u64)
            }
        };
        count = count.saturating_mul(u128::from(size));
        domains.push((lo, size));
    }
    if count > u128::from(max_assignments) {
        return Err(OracleError::TooManyAssignments {
            count,
            limit: max_assignments,
        });
    }

    let constraints: Vec<_> = problem
        .constraints()
        .iter()
        .map(|c| (c.expr.normalized(), c.relation, c.rhs))
        .collect();
    let objective = problem.objective().normalized();
    let mut digits = vec![0u64; domains.len()];
    let mut values: Vec<f64> = domains.iter().map(|&(lo, _)| lo).collect();
    let mut best: Option<(f64, Vec<f64>)> = None;
    loop {
        let feasible = constraints
            .iter()
            .all(|(e, rel, rhs)| rel.holds(e.eval(&values), *rhs, ORACLE_TOLERANCE));
        if feasible {
            let obj = objective.eval(&values);
            if best.as_ref().map_or(true, |(b, _)| obj < *b) {
                best = Some((obj, values.clone()));
            }
        }
        // Next assignment: mixed-radix increment, last variable fastest.
        let mut i = domains.len();
        loop {
            if i == 0 {
                return Ok(match best {
                    Some((objective, vals)) => OracleOutcome::Optimal {
                        objective,
                        assignment: Assignment::new(vals),
                    },
                    None => OracleOutcome::Infeasible,
                });
            }
            i -= 1;
            digits[i] += 1;
            if digits[i] < domains[i].1 {
                values[i] = domains[i].0 + digits[i] as f64;
                break;
            }
            digits[i] = 0;
            values[i] = domains[i].0;
        }
    }
}
