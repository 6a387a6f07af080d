//! The optimisation problem: variable and constraint arenas plus a linear objective (minimised).

use crate::constraint::{Constraint, Relation};
use crate::error::{InvalidProblem, Place, ProblemError};
use crate::expr::LinearExpr;
use crate::id::{ConstraintId, VarId};
use crate::variable::{VarKind, Variable};
use std::collections::HashMap;

/// A mixed-integer linear program: minimise `objective` subject to `constraints` and variable
/// bounds and kinds.
///
/// Variables and constraints live in arenas and are referred to by [`VarId`] and
/// [`ConstraintId`]; ids are handed out in creation order, which is also the solver's column and
/// row order, so building the same problem in the same order always gives the same model (and
/// the same LP text). The builder methods never fail; [`Problem::validate`] checks every
/// invariant at once and reports all defects, and every solver entry point calls it first.
///
/// ```
/// use autoshard_solver::{LinearExpr, Problem, Relation};
/// let mut p = Problem::new();
/// let x = p.add_binary("x");
/// let y = p.add_integer("y", 0.0, 5.0);
/// p.add_constraint("cover", LinearExpr::from(x) + y, Relation::Ge, 2.0);
/// p.set_objective(3.0 * x + LinearExpr::from(y));
/// assert!(p.validate().is_ok());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Problem {
    variables: Vec<Variable>,
    constraints: Vec<Constraint>,
    objective: LinearExpr,
}

impl Problem {
    /// An empty problem (objective 0).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a variable and returns its id.
    ///
    /// # Panics
    /// If the problem already has `u32::MAX` variables.
    pub fn add_variable(&mut self, variable: Variable) -> VarId {
        let index = u32::try_from(self.variables.len()).expect("at most u32::MAX variables");
        self.variables.push(variable);
        VarId::from_index(index)
    }

    /// Adds a 0/1 variable.
    pub fn add_binary(&mut self, name: impl Into<String>) -> VarId {
        self.add_variable(Variable {
            name: name.into(),
            kind: VarKind::Binary,
            lower: 0.0,
            upper: 1.0,
        })
    }

    /// Adds an integer variable with bounds `[lower, upper]` (either may be infinite).
    pub fn add_integer(&mut self, name: impl Into<String>, lower: f64, upper: f64) -> VarId {
        self.add_variable(Variable {
            name: name.into(),
            kind: VarKind::Integer,
            lower,
            upper,
        })
    }

    /// Adds a continuous variable with bounds `[lower, upper]` (either may be infinite).
    pub fn add_continuous(&mut self, name: impl Into<String>, lower: f64, upper: f64) -> VarId {
        self.add_variable(Variable {
            name: name.into(),
            kind: VarKind::Continuous,
            lower,
            upper,
        })
    }

    /// Replaces the bounds of `var` (for a binary, tightening to `[1, 1]` or `[0, 0]` fixes it).
    ///
    /// # Panics
    /// If `var` was not handed out by this problem.
    pub fn set_bounds(&mut self, var: VarId, lower: f64, upper: f64) {
        let v = &mut self.variables[var.index()];
        v.lower = lower;
        v.upper = upper;
    }

    /// Fixes `var` to `value` (both bounds).
    ///
    /// # Panics
    /// If `var` was not handed out by this problem.
    pub fn fix(&mut self, var: VarId, value: f64) {
        self.set_bounds(var, value, value);
    }

    /// Adds the constraint `expr relation rhs` and returns its id.
    ///
    /// # Panics
    /// If the problem already has `u32::MAX` constraints.
    pub fn add_constraint(
        &mut self,
        name: impl Into<String>,
        expr: impl Into<LinearExpr>,
        relation: Relation,
        rhs: f64,
    ) -> ConstraintId {
        let index = u32::try_from(self.constraints.len()).expect("at most u32::MAX constraints");
        self.constraints.push(Constraint {
            name: name.into(),
            expr: expr.into(),
            relation,
            rhs,
        });
        ConstraintId::from_index(index)
    }

    /// Sets the objective to minimise (a constant part is kept and reported in objective values).
    pub fn set_objective(&mut self, objective: impl Into<LinearExpr>) {
        self.objective = objective.into();
    }

    /// The objective (minimised).
    pub fn objective(&self) -> &LinearExpr {
        &self.objective
    }

    /// All variables, indexed by [`VarId::index`].
    pub fn variables(&self) -> &[Variable] {
        &self.variables
    }

    /// The variable `var`, or `None` for an id this problem never handed out.
    pub fn variable(&self, var: VarId) -> Option<&Variable> {
        self.variables.get(var.index())
    }

    /// All constraints, indexed by [`ConstraintId::index`].
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// The constraint `id`, or `None` for an id this problem never handed out.
    pub fn constraint(&self, id: ConstraintId) -> Option<&Constraint> {
        self.constraints.get(id.index())
    }

    /// Number of variables.
    pub fn num_variables(&self) -> usize {
        self.variables.len()
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Ids of all variables in order.
    pub fn var_ids(&self) -> impl Iterator<Item = VarId> + '_ {
        (0..self.variables.len()).map(|i| VarId::from_index(i as u32))
    }

    /// A copy of the problem with only its first `variables` variables and first
    /// `constraints` constraints, objective and bounds as they are: the problem before
    /// later additions when those only appended variables and constraints (the earlier
    /// constraints then name no later variable). Counts beyond the problem's are capped.
    ///
    /// ```
    /// use autoshard_solver::{LinearExpr, Problem, Relation};
    /// let mut p = Problem::new();
    /// let x = p.add_binary("x");
    /// p.add_constraint("one", LinearExpr::from(x), Relation::Le, 1.0);
    /// let before = p.clone();
    /// let y = p.add_binary("y");
    /// p.add_constraint("cut", LinearExpr::from(x) + y, Relation::Le, 1.0);
    /// assert_eq!(p.prefix(1, 1), before);
    /// ```
    pub fn prefix(&self, variables: usize, constraints: usize) -> Problem {
        Problem {
            variables: self.variables[..variables.min(self.variables.len())].to_vec(),
            constraints: self.constraints[..constraints.min(self.constraints.len())].to_vec(),
            objective: self.objective.clone(),
        }
    }

    /// True when some variable is binary or integer.
    pub fn has_integers(&self) -> bool {
        self.variables.iter().any(|v| v.kind.is_integral())
    }

    /// The LP relaxation: the same problem with every variable continuous (bounds kept, so
    /// binaries become `[0, 1]` reals).
    pub fn relaxed(&self) -> Problem {
        let mut p = self.clone();
        for v in &mut p.variables {
            v.kind = VarKind::Continuous;
        }
        p
    }

    /// Checks every invariant documented on [`Variable`] and [`Constraint`] and reports every
    /// defect found, variables first, then constraints, then the objective.
    pub fn validate(&self) -> Result<(), InvalidProblem> {
        let mut errors = Vec::new();
        let mut names: HashMap<&str, VarId> = HashMap::new();
        for (i, v) in self.variables.iter().enumerate() {
            let var = VarId::from_index(i as u32);
            if v.name.is_empty() {
                errors.push(ProblemError::EmptyVariableName { var });
            } else if let Some(&first) = names.get(v.name.as_str()) {
                errors.push(ProblemError::DuplicateVariableName {
                    var,
                    first,
                    name: v.name.clone(),
                });
            } else {
                names.insert(&v.name, var);
            }
            let binary_ok = v.kind != VarKind::Binary || (v.lower >= 0.0 && v.upper <= 1.0);
            let ok = !v.lower.is_nan()
                && !v.upper.is_nan()
                && v.lower <= v.upper
                && v.lower < f64::INFINITY
                && v.upper > f64::NEG_INFINITY
                && binary_ok;
            if !ok {
                errors.push(ProblemError::InvalidBounds {
                    var,
                    name: v.name.clone(),
                    lower: v.lower,
                    upper: v.upper,
                });
            }
        }
        let mut cnames: HashMap<&str, ConstraintId> = HashMap::new();
        for (i, c) in self.constraints.iter().enumerate() {
            let id = ConstraintId::from_index(i as u32);
            if c.name.is_empty() {
                errors.push(ProblemError::EmptyConstraintName { constraint: id });
            } else if let Some(&first) = cnames.get(c.name.as_str()) {
                errors.push(ProblemError::DuplicateConstraintName {
                    constraint: id,
                    first,
                    name: c.name.clone(),
                });
            } else {
                cnames.insert(&c.name, id);
            }
            self.check_expr(&c.expr, Place::Constraint(id), &mut errors);
            if !c.rhs.is_finite() {
                errors.push(ProblemError::NonFiniteRhs {
                    constraint: id,
                    value: c.rhs,
                });
            }
        }
        self.check_expr(&self.objective, Place::Objective, &mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(InvalidProblem { errors })
        }
    }

    fn check_expr(&self, e: &LinearExpr, place: Place, errors: &mut Vec<ProblemError>) {
        for &(var, coef) in e.terms() {
            if var.index() >= self.variables.len() {
                errors.push(ProblemError::UnknownVariable { var, place });
            }
            if !coef.is_finite() {
                errors.push(ProblemError::NonFiniteCoefficient {
                    var: Some(var),
                    place,
                    value: coef,
                });
            }
        }
        if !e.constant().is_finite() {
            errors.push(ProblemError::NonFiniteCoefficient {
                var: None,
                place,
                value: e.constant(),
            });
        }
    }
}
