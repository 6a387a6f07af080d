//! Fusion: which values of a module live in HBM (fusion boundaries) and which stay
//! inside a fusion, decided from the module's structure as XLA's fusion passes decide
//! (`instruction_fusion`, `cpu_instruction_fusion`, `multi_output_fusion`).
//!
//! Rules (the op kinds are data: [`FUSIBLE`], [`VIEWS`], [`ROOTS`]):
//! - *Fusible* ops (elementwise and transcendental arithmetic, converts, broadcasts,
//!   iota and constants, transposes, slices, pads, concatenates) fuse into their
//!   consumers: a fusible op's result is materialized only when some consumer cannot
//!   fuse it (XLA duplicates cheap producers into every fusing consumer and merges
//!   sibling fusions into multi-output fusions, so a value with several fusing
//!   consumers still stays in registers);
//! - *Views* (`reshape`, a bitcast in XLA; `sdy` data-flow ops, which the partitioner
//!   turns into collectives or nothing) alias their operand: they are materialized
//!   exactly when their operand is, move no data, and pass the needs of their consumers
//!   on to their operand;
//! - *Fusion roots* (`reduce`: XLA's kInput fusion) fuse their producers in and write
//!   their results;
//! - everything else (dots and convolutions, gathers and scatters,
//!   dynamic-update-slice, sort, collectives, while/case/call/custom_call, returns) is a
//!   boundary: its operands are read from HBM and its results are written there.
//!   Function and region arguments are in HBM.
//!
//! A *fusion group* is a set of ops joined by values that stay inside fusions; a value
//! in HBM that several ops of one group read is read once, charged to the first reader
//! in program order.
//!
//! Architecture invariant: the decision depends on the module only, never on the
//! shardings, so an op's bytes (its materialized operands and results, per device under
//! the op's own shardings) stay a local cost and the ILP objective equals the plan's
//! evaluation.

use std::collections::HashMap;

use super::compute::{is_elementwise, is_transcendental, program_ops};
use crate::ir::{Module, OpId, ValueId};

/// Ops that fuse into their consumers (besides elementwise and transcendental ones).
pub const FUSIBLE: &[&str] = &[
    "stablehlo.broadcast_in_dim",
    "stablehlo.broadcast",
    "stablehlo.iota",
    "stablehlo.constant",
    "sdy.constant",
    "stablehlo.convert",
    "stablehlo.bitcast_convert",
    "stablehlo.transpose",
    "stablehlo.slice",
    "stablehlo.dynamic_slice",
    "stablehlo.pad",
    "stablehlo.concatenate",
    "stablehlo.reverse",
];

/// Ops whose result aliases their operand (no data moves).
pub const VIEWS: &[&str] = &["stablehlo.reshape", "sdy.sharding_constraint", "sdy.reshard"];

/// Ops that fuse their producers in and write their results (kInput fusions).
pub const ROOTS: &[&str] = &["stablehlo.reduce"];

/// How an op takes part in fusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Fusible,
    View,
    Root,
    Boundary,
}

/// The role of an op by name.
pub fn role(name: &str) -> Role {
    if VIEWS.contains(&name) {
        Role::View
    } else if ROOTS.contains(&name) {
        Role::Root
    } else if FUSIBLE.contains(&name) || is_elementwise(name) || is_transcendental(name) {
        Role::Fusible
    } else {
        Role::Boundary
    }
}

/// The fusion decisions of a module: a side table keyed by value and op.
#[derive(Clone, Debug, Default)]
pub struct Fusion {
    /// Per value: whether it lives in HBM. Empty: every value does (no fusion).
    materialized: Vec<bool>,
    /// Per op: the values in HBM it reads (once each, first reader of its group).
    reads: HashMap<OpId, Vec<ValueId>>,
}

impl Fusion {
    /// No fusion: every op reads all its operands and writes all its results.
    pub fn unfused() -> Fusion {
        Fusion::default()
    }

    /// The fusion decisions of `m`.
    pub fn new(m: &Module) -> Fusion {
        let ops = program_ops(m);
        let roles: HashMap<OpId, Role> = ops
            .iter()
            .map(|&op| (op, role(m.ops[op].name.as_str())))
            .collect();
        let role_of = |op: OpId| roles.get(&op).copied().unwrap_or(Role::Boundary);
        // Which values a consumer needs in HBM: operands of boundaries, then through
        // views back to their operands (reverse program order sees consumers first).
        let mut needed = vec![false; m.values.len()];
        for &op in &ops {
            if role_of(op) == Role::Boundary {
                for &v in &m.ops[op].operands {
                    needed[v.0 as usize] = true;
                }
            }
        }
        for &op in ops.iter().rev() {
            let o = &m.ops[op];
            if role_of(op) == Role::View && o.results.iter().any(|r| needed[r.0 as usize]) {
                for &v in &o.operands {
                    needed[v.0 as usize] = true;
                }
            }
        }
        // Materialized: arguments, results of roots and boundaries, needed fusible
        // results; views as their operand (program order sees producers first).
        let mut materialized = vec![true; m.values.len()];
        for &op in &ops {
            let o = &m.ops[op];
            for &r in &o.results {
                materialized[r.0 as usize] = match role_of(op) {
                    Role::Fusible => needed[r.0 as usize],
                    Role::View => o.operands.iter().all(|v| materialized[v.0 as usize]),
                    Role::Root | Role::Boundary => true,
                };
            }
        }
        let groups = groups(m, &ops, &materialized, &role_of);
        let mut seen: HashMap<usize, Vec<ValueId>> = HashMap::new();
        let mut reads = HashMap::new();
        for (i, &op) in ops.iter().enumerate() {
            let read_seen = seen.entry(groups[i]).or_default();
            let mut mine = Vec::new();
            for &v in &m.ops[op].operands {
                if materialized[v.0 as usize] && !read_seen.contains(&v) {
                    read_seen.push(v);
                    mine.push(v);
                }
            }
            reads.insert(op, mine);
        }
        Fusion {
            materialized,
            reads,
        }
    }

    /// Whether `v` lives in HBM.
    pub fn materialized(&self, v: ValueId) -> bool {
        self.materialized.get(v.0 as usize).copied().unwrap_or(true)
    }

    /// The operands `op` reads from HBM (each once), or `None` without fusion (all).
    pub fn reads(&self, op: OpId) -> Option<&[ValueId]> {
        if self.materialized.is_empty() {
            return None;
        }
        self.reads.get(&op).map(Vec::as_slice)
    }
}

/// Fusion group of each op of `ops` (by position): union of producers and fusing
/// consumers over values that stay inside fusions.
fn groups(
    m: &Module,
    ops: &[OpId],
    materialized: &[bool],
    role_of: &impl Fn(OpId) -> Role,
) -> Vec<usize> {
    let index: HashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut parent: Vec<usize> = (0..ops.len()).collect();
    fn find(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    for (i, &op) in ops.iter().enumerate() {
        if matches!(role_of(op), Role::Boundary) {
            continue;
        }
        for &v in &m.ops[op].operands {
            if materialized[v.0 as usize] {
                continue;
            }
            let Some(j) = m.defining_op(v).and_then(|p| index.get(&p).copied()) else {
                continue;
            };
            let (a, b) = (find(&mut parent, i), find(&mut parent, j));
            if a != b {
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    (0..ops.len()).map(|i| find(&mut parent, i)).collect()
}
