//! HLO text: the program XLA compiles, as `compiled.as_text()` and `--xla_dump_to` print
//! it. [`ir`] is the IR, [`parse`] reads text into it, [`print`] writes it back,
//! [`query`] answers the questions analyses ask (users, async chains, callees, names).
//! [`cost`] costs a compiled module; [`compiled`] compiles a plan (through a
//! [`compiled::PlanCompiler`]) and costs it beside the prediction.

pub mod compiled;
pub mod cost;
pub mod ir;
pub mod opcode;
pub mod parse;
pub mod print;
pub mod query;
pub mod shape;
pub mod stats;

pub use ir::{CompId, HloModule, InstrId};
pub use parse::{looks_like_hlo, parse_hlo};
pub use print::print_hlo;
