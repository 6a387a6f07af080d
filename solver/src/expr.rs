//! Linear expressions `sum(coef * var) + constant`.

use crate::id::VarId;
use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

/// A linear expression over the variables of one [`Problem`](crate::Problem).
///
/// Terms are kept in the order they were added (a variable may repeat); [`LinearExpr::normalized`]
/// merges repeats and sorts by variable id, which is what solvers and printers consume, so two
/// expressions built in the same order always produce the same model.
///
/// ```
/// use autoshard_solver::{LinearExpr, Problem};
/// let mut p = Problem::new();
/// let x = p.add_binary("x");
/// let y = p.add_binary("y");
/// let e = LinearExpr::from(x) * 2.0 + y - x + 1.0;
/// assert_eq!(e.normalized().terms(), &[(x, 1.0), (y, 1.0)]);
/// assert_eq!(e.constant(), 1.0);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinearExpr {
    terms: Vec<(VarId, f64)>,
    constant: f64,
}

impl LinearExpr {
    /// The zero expression.
    pub fn new() -> Self {
        Self::default()
    }

    /// A constant expression.
    pub fn constant_expr(value: f64) -> Self {
        LinearExpr {
            terms: Vec::new(),
            constant: value,
        }
    }

    /// `sum(coef * var)` from `(var, coef)` pairs, in the given order.
    pub fn from_terms(terms: impl IntoIterator<Item = (VarId, f64)>) -> Self {
        LinearExpr {
            terms: terms.into_iter().collect(),
            constant: 0.0,
        }
    }

    /// Adds `coef * var` (repeats are allowed and merged by [`LinearExpr::normalized`]).
    pub fn add_term(&mut self, var: VarId, coef: f64) -> &mut Self {
        self.terms.push((var, coef));
        self
    }

    /// Adds `value` to the constant.
    pub fn add_constant(&mut self, value: f64) -> &mut Self {
        self.constant += value;
        self
    }

    /// The terms as added (possibly with repeats and zero coefficients).
    pub fn terms(&self) -> &[(VarId, f64)] {
        &self.terms
    }

    /// The constant part.
    pub fn constant(&self) -> f64 {
        self.constant
    }

    /// True when there are no terms (the expression is a constant).
    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }

    /// The same expression with one term per variable, sorted by variable id, zero
    /// coefficients dropped. Coefficients of a repeated variable are summed in insertion order.
    pub fn normalized(&self) -> LinearExpr {
        let mut terms = self.terms.clone();
        // Stable sort: repeated variables keep insertion order, so sums are reproducible.
        terms.sort_by_key(|&(v, _)| v);
        let mut merged: Vec<(VarId, f64)> = Vec::with_capacity(terms.len());
        for (v, c) in terms {
            match merged.last_mut() {
                Some((last, acc)) if *last == v => *acc += c,
                _ => merged.push((v, c)),
            }
        }
        merged.retain(|&(_, c)| c != 0.0);
        LinearExpr {
            terms: merged,
            constant: self.constant,
        }
    }

    /// Value of the expression for `values[var.index()]`.
    ///
    /// Variables past the end of `values` count as 0 (validation rejects such ids first).
    pub fn eval(&self, values: &[f64]) -> f64 {
        self.terms
            .iter()
            .map(|&(v, c)| c * values.get(v.index()).copied().unwrap_or(0.0))
            .sum::<f64>()
            + self.constant
    }

    fn scale(mut self, k: f64) -> Self {
        for (_, c) in &mut self.terms {
            *c *= k;
        }
        self.constant *= k;
        self
    }
}

impl From<VarId> for LinearExpr {
    fn from(v: VarId) -> Self {
        LinearExpr {
            terms: vec![(v, 1.0)],
            constant: 0.0,
        }
    }
}

impl From<f64> for LinearExpr {
    fn from(c: f64) -> Self {
        LinearExpr::constant_expr(c)
    }
}

impl<T: Into<LinearExpr>> AddAssign<T> for LinearExpr {
    fn add_assign(&mut self, rhs: T) {
        let rhs = rhs.into();
        self.terms.extend(rhs.terms);
        self.constant += rhs.constant;
    }
}

impl<T: Into<LinearExpr>> SubAssign<T> for LinearExpr {
    fn sub_assign(&mut self, rhs: T) {
        *self += rhs.into().scale(-1.0);
    }
}

impl<T: Into<LinearExpr>> Add<T> for LinearExpr {
    type Output = LinearExpr;
    fn add(mut self, rhs: T) -> LinearExpr {
        self += rhs;
        self
    }
}

impl<T: Into<LinearExpr>> Sub<T> for LinearExpr {
    type Output = LinearExpr;
    fn sub(mut self, rhs: T) -> LinearExpr {
        self -= rhs;
        self
    }
}

impl Mul<f64> for LinearExpr {
    type Output = LinearExpr;
    fn mul(self, k: f64) -> LinearExpr {
        self.scale(k)
    }
}

impl Mul<f64> for VarId {
    type Output = LinearExpr;
    fn mul(self, k: f64) -> LinearExpr {
        LinearExpr::from_terms([(self, k)])
    }
}

impl Mul<VarId> for f64 {
    type Output = LinearExpr;
    fn mul(self, v: VarId) -> LinearExpr {
        LinearExpr::from_terms([(v, self)])
    }
}

impl Neg for LinearExpr {
    type Output = LinearExpr;
    fn neg(self) -> LinearExpr {
        self.scale(-1.0)
    }
}

impl FromIterator<(VarId, f64)> for LinearExpr {
    fn from_iter<I: IntoIterator<Item = (VarId, f64)>>(iter: I) -> Self {
        LinearExpr::from_terms(iter)
    }
}
