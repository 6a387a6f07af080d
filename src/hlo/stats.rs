//! Summaries of a module: the one-line summary of `autoshard check --hlo`, and the
//! instruction graph in the text form `scripts/peer.py hlo-stats` prints for XLA's own
//! parse of the same text (so the two can be compared line for line).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::ir::{CompId, HloModule};

/// `N computations, M instructions, K collectives`.
pub fn summary(m: &HloModule) -> String {
    let printed = m
        .comp_order
        .iter()
        .filter(|&&c| !m.computations[c].synthesized)
        .count();
    format!(
        "{} computations, {} instructions, {} collectives",
        printed,
        m.walk_all()
            .filter(|(_, i)| !m.computations[i.parent].synthesized)
            .count(),
        m.collective_count()
    )
}

/// The key of a computation in [`graph_text`]: its name, or `async:START` for the
/// computation an `async-start` wraps (XLA invents those names).
pub fn comp_key(m: &HloModule, c: CompId) -> String {
    match m.async_wrapper(c) {
        Some(s) => format!("async:{}", m.instr(s).name),
        None => m.computations[c].name.clone(),
    }
}

/// Per computation (keyed as [`comp_key`]), its instructions as
/// `instr NAME OPCODE OPERAND...` lines in text order.
pub fn graph(m: &HloModule) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for &c in &m.comp_order {
        let lines = m
            .walk(c)
            .map(|(_, i)| {
                let mut l = format!("instr {} {}", i.name, i.opcode.xla_enum_name());
                for &o in &i.operands {
                    let _ = write!(l, " {}", m.instrs[o].name);
                }
                l
            })
            .collect();
        out.insert(comp_key(m, c), lines);
    }
    out
}

/// [`graph`] as text: `comp KEY` then its lines, computations sorted by key.
pub fn graph_text(m: &HloModule) -> String {
    let mut out = String::new();
    for (k, lines) in graph(m) {
        let _ = writeln!(out, "comp {k}");
        for l in lines {
            let _ = writeln!(out, "{l}");
        }
    }
    out
}

/// Instructions per opcode over the module (synthesized computations included, as
/// XLA counts them).
pub fn opcode_counts(m: &HloModule) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for (_, i) in m.walk_all() {
        *out.entry(i.opcode.xla_enum_name().to_string()).or_insert(0) += 1;
    }
    out
}
