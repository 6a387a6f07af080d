//! A value for every variable of a problem.

use crate::id::VarId;
use crate::problem::Problem;
use std::ops::Index;

/// Values of all variables of one problem, indexed by [`VarId`] (solver column order).
#[derive(Clone, Debug, PartialEq)]
pub struct Assignment {
    values: Vec<f64>,
}

impl Assignment {
    /// Wraps `values[i]` = value of the variable with index `i`.
    pub fn new(values: Vec<f64>) -> Self {
        Assignment { values }
    }

    /// The values in variable order.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// The value of `var`, or `None` if the assignment has no such variable.
    pub fn get(&self, var: VarId) -> Option<f64> {
        self.values.get(var.index()).copied()
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when there are no values.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The objective of `problem` at these values (constant included).
    pub fn objective(&self, problem: &Problem) -> f64 {
        problem.objective().eval(&self.values)
    }
}

impl Index<VarId> for Assignment {
    type Output = f64;

    /// # Panics
    /// If `var` is past the end of the assignment.
    fn index(&self, var: VarId) -> &f64 {
        &self.values[var.index()]
    }
}
