//! What a plan asks of the module it is a plan of ([`PlanTargets`]: every value and
//! every read), and how a propagated module misses it ([`misses`],
//! [`plan_differences`]): the standard `minimal`, `full` and the round-trip tests are
//! checked against. Ops are matched by [`mod@super::align`].

use super::align::{align, canonical, op_shardings, Slot};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Module, OpId};
use crate::passes::sharding::get_sharding;

/// What a plan asks of the ops of the module it is a plan of, the standard every
/// round trip is checked against:
///
/// - `slots`: the sharding of every function argument and result and of every op
///   result, except the results of the constant sub-computations and scalar expansions
///   that Shardy's `sdy-constant-or-scalar-splitter` copies per use: those have no one
///   sharding after propagation, only one per use;
/// - `reads`: the sharding every operand is read with: the operand's own sharding,
///   or the last of the `sdy.reshard`s the plan puts on that use (a copy of a split
///   constant sharded so is the same read); not for calls, whose callee's argument
///   slots say what they receive, nor loops and barriers, whose results do, nor the
///   split ops themselves (one copy reading another).
///
/// A user's `sdy.sharding_constraint` the plan does not have (a template drops them:
/// its uses read the operand) is an identity in the plan: its result and its read are
/// targeted at the plan's sharding of its operand, so keeping the user's sharding there
/// is a miss (a reshard the plan does not pay), not a silent extra op. Those
/// constraints are `dropped`; every other user constraint is one the plan keeps, a
/// fixed annotation that nothing may change.
#[derive(Clone, Debug, Default)]
pub struct PlanTargets {
    pub slots: std::collections::HashMap<(OpId, Slot), Option<TensorSharding>>,
    pub reads: std::collections::HashMap<(OpId, usize), Option<TensorSharding>>,
    pub dropped: std::collections::BTreeSet<OpId>,
}

/// The sharding `op` reads operand `i` with (`None`: replicated or not a tensor).
pub fn read_sharding(m: &Module, op: OpId, i: usize) -> Option<TensorSharding> {
    let v = *m.ops[op].operands.get(i)?;
    canonical(get_sharding(m, v))
}

/// The targets of `plan`, a plan of `original` ([`PlanTargets`]).
pub fn plan_targets(original: &Module, plan: &Module) -> PlanTargets {
    let split = crate::passes::constant_or_scalar_splitter::split_per_use(original);
    let per_use = per_use_functions(original, &split);
    let mut t = PlanTargets::default();
    let pairs = align(original, plan);
    for (x, want) in dropped_constraints(original, plan, &pairs) {
        t.slots.insert((x, Slot::Result(0)), want.clone());
        t.reads.insert((x, 0), want);
        t.dropped.insert(x);
    }
    for (x, y) in pairs {
        let f = original.enclosing_op_named(x, "func.func");
        // Inside a per-use function, or a split op's reads (between copies: a constant
        // is computed where it is read).
        if per_use.contains(&x) || f.is_some_and(|f| per_use.contains(&f)) {
            continue;
        }
        let split_op = split.contains(&x);
        for ((slot, _), (slot2, s)) in op_shardings(original, x)
            .into_iter()
            .zip(op_shardings(plan, y))
        {
            if slot == slot2 && !(matches!(slot, Slot::Result(_)) && split.contains(&x)) {
                t.slots.insert((x, slot), s);
            }
        }
        let n = original.ops[x].operands.len();
        // What a call reads is what its callee's arguments receive (their slots), and
        // what a loop or barrier reads is what its results hold (data-flow edges): a
        // reshard before the op or at its boundary is the same move.
        let call = matches!(
            original.ops[x].name.as_str(),
            "func.call" | "call" | "stablehlo.while" | "stablehlo.optimization_barrier"
        );
        if plan.ops[y].operands.len() == n && !call && !split_op {
            for i in 0..n {
                t.reads.insert((x, i), read_sharding(plan, y, i));
            }
        }
    }
    t
}

/// The `sdy.sharding_constraint`s of `original` that no op of `plan` matches (`pairs`:
/// [`align`]), each with the plan's sharding of the value it constrains (the plan reads
/// that value where the constraint was); constraints whose operand the plan does not
/// shard knowably (a loop body's argument, say) are left out.
pub fn dropped_constraints(
    original: &Module,
    plan: &Module,
    pairs: &[(OpId, OpId)],
) -> Vec<(OpId, Option<TensorSharding>)> {
    let of: std::collections::HashMap<OpId, OpId> = pairs.iter().copied().collect();
    let dropped =
        |x: OpId| original.ops[x].name == "sdy.sharding_constraint" && !of.contains_key(&x);
    let mut out = Vec::new();
    for x in original.walk() {
        if !dropped(x) || original.ops[x].operands.len() != 1 {
            continue;
        }
        // Through chains of dropped constraints to the value the plan has.
        let mut v = original.ops[x].operands[0];
        while let Some(d) = original.defining_op(v).filter(|&d| dropped(d)) {
            v = original.ops[d].operands[0];
        }
        let want = match original.values[v].def {
            crate::ir::ValueDef::Result { op, index } => of
                .get(&op)
                .and_then(|&y| plan.ops[y].results.get(index as usize).copied())
                .map(|r| canonical(get_sharding(plan, r))),
            crate::ir::ValueDef::BlockArg { block, index } => {
                let f = original.block_owner(block);
                (original.ops[f].name == "func.func" && original.entry_block(f) == Some(block))
                    .then(|| of.get(&f))
                    .flatten()
                    .map(|&g| {
                        canonical(crate::passes::sharding::func_arg_sharding(
                            plan,
                            g,
                            index as usize,
                        ))
                    })
            }
        };
        if let Some(want) = want {
            out.push((x, want));
        }
    }
    out
}

/// The functions called only from ops that are copied per use (`split`) or from such
/// functions: the splitter copies them along, so they too have a sharding per use.
fn per_use_functions(
    m: &Module,
    split: &std::collections::HashSet<OpId>,
) -> std::collections::HashSet<OpId> {
    let mut calls: std::collections::HashMap<OpId, Vec<OpId>> = Default::default();
    for op in m.walk() {
        if matches!(m.ops[op].name.as_str(), "func.call" | "call") {
            if let Some(f) = crate::passes::symbols::callee(m, op) {
                calls.entry(f).or_default().push(op);
            }
        }
    }
    let mut out = std::collections::HashSet::new();
    loop {
        let before = out.len();
        for (&f, sites) in &calls {
            if !out.contains(&f)
                && sites.iter().all(|&c| {
                    split.contains(&c)
                        || m.enclosing_op_named(c, "func.func")
                            .is_some_and(|g| out.contains(&g))
                })
            {
                out.insert(f);
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Where propagating an annotated module misses a plan.
#[derive(Clone, Debug, PartialEq)]
pub enum Miss {
    /// A slot of an op of the original module.
    Slot(OpId, Slot),
    /// Operand `1` of op `0` of the original module is read with another sharding.
    Read(OpId, usize),
}

/// How `propagated` (the propagation of `annotated`: `original` with added annotations
/// and constraint ops, as `emit::full` and `emit::minimal` write it) misses the targets
/// `t` of a plan of `original`: each miss with the plan's sharding and the propagated
/// one. Ops of `original` are matched through `annotated` (propagation splits
/// constants and renames).
pub fn misses(
    original: &Module,
    t: &PlanTargets,
    annotated: &Module,
    propagated: &Module,
) -> Vec<(Miss, Option<TensorSharding>, Option<TensorSharding>)> {
    let n = original.ops.len();
    // The op of `original` each op of `annotated` is: itself, in one lineage (added
    // constraints have larger ids); else by [`align`] (a module lowered again with the
    // annotations, say).
    let same = original
        .lineage
        .shared_ops(&annotated.lineage)
        .is_some_and(|k| k >= n);
    let of: Option<std::collections::HashMap<OpId, OpId>> = (!same).then(|| {
        align(original, annotated)
            .into_iter()
            .map(|(o, a)| (a, o))
            .collect()
    });
    let mut out = Vec::new();
    for (a, y) in align(annotated, propagated) {
        let x = match &of {
            None if (a.0 as usize) < n => a,
            None => continue, // an added constraint
            Some(of) => match of.get(&a) {
                Some(&x) => x,
                None => continue,
            },
        };
        for ((slot, got), (slot2, _)) in op_shardings(propagated, y)
            .into_iter()
            .zip(op_shardings(annotated, a))
        {
            match t.slots.get(&(x, slot)) {
                Some(w) if slot == slot2 && *w != got => {
                    out.push((Miss::Slot(x, slot), w.clone(), got))
                }
                _ => {}
            }
        }
        if propagated.ops[y].operands.len() != annotated.ops[a].operands.len() {
            continue;
        }
        for i in 0..annotated.ops[a].operands.len() {
            let Some(w) = t.reads.get(&(x, i)) else {
                continue;
            };
            let got = read_sharding(propagated, y, i);
            if *w != got {
                out.push((Miss::Read(x, i), w.clone(), got));
            }
        }
    }
    out
}

/// [`misses`] of the targets of `plan`, one line per miss; empty: the plan, value for
/// value and read for read.
pub fn plan_differences(
    original: &Module,
    annotated: &Module,
    propagated: &Module,
    plan: &Module,
) -> Vec<String> {
    plan_difference_ops(original, annotated, propagated, plan)
        .into_iter()
        .map(|(_, s)| s)
        .collect()
}

/// [`plan_differences`], each with the op of `original` it is about (for its location).
pub fn plan_difference_ops(
    original: &Module,
    annotated: &Module,
    propagated: &Module,
    plan: &Module,
) -> Vec<(OpId, String)> {
    let t = plan_targets(original, plan);
    misses(original, &t, annotated, propagated)
        .into_iter()
        .map(|(miss, want, got)| match miss {
            Miss::Slot(x, slot) => (
                x,
                format!(
                    "{} {slot}: propagated {} plan {}",
                    label(original, x),
                    show(&got),
                    show(&want)
                ),
            ),
            Miss::Read(x, i) => (
                x,
                format!(
                    "operand {i} of {}: read as {} in the plan, {} propagated",
                    label(original, x),
                    show(&want),
                    show(&got)
                ),
            ),
        })
        .collect()
}

/// An op's name, and the function's for `func.func`.
fn label(m: &Module, op: OpId) -> String {
    match m.symbol_name(op) {
        Some(n) if m.ops[op].name == "func.func" => format!("func.func @{n}"),
        _ if matches!(m.ops[op].name.as_str(), "func.call" | "call") => {
            match crate::passes::symbols::callee(m, op).and_then(|f| m.symbol_name(f)) {
                Some(n) => format!("func.call @{n}"),
                None => m.ops[op].name.clone(),
            }
        }
        _ => m.ops[op].name.clone(),
    }
}

fn show(s: &Option<TensorSharding>) -> String {
    match s {
        Some(s) => crate::ir::sdy::SdyAttr::Sharding(s.clone()).to_string(),
        None => "replicated".into(),
    }
}
