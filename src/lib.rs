//! autoshard: find how to shard an ML model across a device mesh.
//!
//! The pipeline, in the order a model goes through it:
//!
//! 1. [`parse`]: MLIR text (StableHLO + the Shardy `sdy` dialect, pretty or generic
//!    form, with or without locations) into the [`ir`] arena graph.
//! 2. [`verify`]: the dialect's rules and SSA basics; every violation is a
//!    [`diag::Diagnostic`] with file:line:col.
//! 3. [`print`]: the IR back to text jaxlib accepts, pretty or generic.
//!
//! Later stages (rules, import passes, propagation, cost, search, reports) build on
//! these; see `ARCHITECTURE.md` for the code map and invariants.

pub mod alloc;
pub mod cli;
pub mod cost;
pub mod diag;
pub mod emit;
pub mod hlo;
pub mod ir;
pub mod parse;
pub mod passes;
pub mod print;
pub mod propagate;
pub mod report;
pub mod rules;
pub mod solve;
pub mod summary;
pub mod sweep;
pub mod verify;
