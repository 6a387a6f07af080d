//! The sharding search. For now: the baseline plans the search is measured against.

pub mod baseline;
