//! Typed ids into the arenas of a [`Problem`](crate::Problem).

use std::fmt;

/// A variable of a [`Problem`](crate::Problem): an index into its variable arena.
///
/// Ids are handed out by [`Problem::add_binary`](crate::Problem::add_binary) and friends in
/// creation order, starting at 0, and are only meaningful for the problem that made them. They
/// print as `v<index>`; the readable name lives in the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VarId(u32);

impl VarId {
    /// The id of the `index`-th variable (0-based). Mostly useful in tests and when decoding
    /// solver columns, which are numbered the same way.
    pub const fn from_index(index: u32) -> Self {
        VarId(index)
    }

    /// Position of this variable in the arena, which is also its HiGHS column (unless the
    /// backend merged it with an alias under a light root, `reduce`).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for VarId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

/// A constraint of a [`Problem`](crate::Problem): an index into its constraint arena.
///
/// Handed out by [`Problem::add_constraint`](crate::Problem::add_constraint) in creation order,
/// starting at 0; this is also the constraint's HiGHS row. Prints as `c<index>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConstraintId(u32);

impl ConstraintId {
    /// The id of the `index`-th constraint (0-based).
    pub const fn from_index(index: u32) -> Self {
        ConstraintId(index)
    }

    /// Position of this constraint in the arena, which is also its HiGHS row.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ConstraintId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{}", self.0)
    }
}
