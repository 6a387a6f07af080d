//! MIP starts: an initial (possibly partial) solution handed to the solver.

use crate::assignment::Assignment;
use crate::id::VarId;

/// Values for some or all variables, given to HiGHS before the search.
///
/// A complete start that is feasible becomes the first incumbent, so the result is never worse
/// than it. A partial start (some variables left out) is completed by HiGHS, which fixes the
/// given values and solves the remaining sub-MIP under its `mip_max_start_nodes` limit; if that
/// fails the start is silently dropped. An infeasible start is dropped too. Either way the solve
/// goes on; compare [`SolveReport::objective`](crate::SolveReport::objective) with the start's
/// objective to see whether it was used.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MipStart {
    entries: Vec<(VarId, f64)>,
}

impl MipStart {
    /// An empty start (no values).
    pub fn new() -> Self {
        Self::default()
    }

    /// A complete start from a full assignment (for example a template plan's values).
    pub fn from_assignment(assignment: &Assignment) -> Self {
        MipStart {
            entries: assignment
                .values()
                .iter()
                .enumerate()
                .map(|(i, &v)| (VarId::from_index(i as u32), v))
                .collect(),
        }
    }

    /// Sets the start value of `var` (each variable may be set once; solving rejects repeats).
    pub fn set(&mut self, var: VarId, value: f64) -> &mut Self {
        self.entries.push((var, value));
        self
    }

    /// The `(variable, value)` pairs in the order they were set.
    pub fn entries(&self) -> &[(VarId, f64)] {
        &self.entries
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when no value is set.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl FromIterator<(VarId, f64)> for MipStart {
    fn from_iter<I: IntoIterator<Item = (VarId, f64)>>(iter: I) -> Self {
        MipStart {
            entries: iter.into_iter().collect(),
        }
    }
}
