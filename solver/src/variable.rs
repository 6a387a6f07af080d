//! Decision variables: kind, bounds and a readable name.

use std::fmt;

/// What values a variable may take (within its bounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// 0 or 1. Bounds are `[0, 1]` unless tightened (fixing a binary is allowed).
    Binary,
    /// Any integer within the bounds (which may be infinite).
    Integer,
    /// Any real number within the bounds (which may be infinite).
    Continuous,
}

impl VarKind {
    /// True for [`VarKind::Binary`] and [`VarKind::Integer`].
    pub fn is_integral(self) -> bool {
        !matches!(self, VarKind::Continuous)
    }
}

impl fmt::Display for VarKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VarKind::Binary => "binary",
            VarKind::Integer => "integer",
            VarKind::Continuous => "continuous",
        })
    }
}

/// One variable of a [`Problem`](crate::Problem).
///
/// Invariant (checked by [`Problem::validate`](crate::Problem::validate)): `lower <= upper`, neither
/// is NaN, `lower < +inf`, `upper > -inf`, and binaries stay within `[0, 1]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Variable {
    /// Readable, unique, non-empty name; used in LP text and diagnostics.
    pub name: String,
    /// Binary, integer or continuous.
    pub kind: VarKind,
    /// Lower bound; `f64::NEG_INFINITY` for none.
    pub lower: f64,
    /// Upper bound; `f64::INFINITY` for none.
    pub upper: f64,
}
