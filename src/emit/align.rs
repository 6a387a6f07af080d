//! Which op of one module is which op of another: the original module against a plan
//! (a propagated module), or two plans of the same model. Propagation renames values
//! and adds or splits a few ops (constants cloned per use, `sdy.sharding_constraint`
//! turned into `sdy.reshard`, reshards inserted), so ops are matched by walk order on
//! normalised names, re-synchronising on the nearest equal name ahead when the walks
//! disagree. The result is a side table of pairs; neither module changes.

use crate::ir::sdy::TensorSharding;
use crate::ir::{Attr, Module, OpId};
use crate::passes::sharding::{func_arg_sharding, func_arity, func_result_sharding, get_sharding};

/// Names that passes change, mapped to one spelling.
pub fn normalised(name: &str) -> &str {
    match name {
        "sdy.constant" => "stablehlo.constant",
        "sdy.sharding_constraint" => "sdy.reshard",
        "call" => "func.call",
        other => other,
    }
}

/// The ops that carry shardings, in walk order (no module, no mesh).
pub fn sharded_ops(m: &Module) -> Vec<OpId> {
    m.walk()
        .into_iter()
        .filter(|&o| !matches!(m.ops[o].name.as_str(), "builtin.module" | "sdy.mesh"))
        .collect()
}

/// The matched ops of `a` and `b`: (op of a, op of b), in walk order.
pub fn align(a: &Module, b: &Module) -> Vec<(OpId, OpId)> {
    let (oa, ob) = (sharded_ops(a), sharded_ops(b));
    let na: Vec<&str> = oa.iter().map(|&o| normalised(&a.ops[o].name)).collect();
    let nb: Vec<&str> = ob.iter().map(|&o| normalised(&b.ops[o].name)).collect();
    let mut out = Vec::with_capacity(oa.len().min(ob.len()));
    let (mut i, mut j) = (0, 0);
    const LOOK: usize = 256;
    while i < oa.len() && j < ob.len() {
        if na[i] == nb[j] {
            out.push((oa[i], ob[j]));
            i += 1;
            j += 1;
            continue;
        }
        let skip_a = (1..LOOK).find(|&k| i + k < na.len() && na[i + k] == nb[j]);
        let skip_b = (1..LOOK).find(|&k| j + k < nb.len() && nb[j + k] == na[i]);
        match (skip_a, skip_b) {
            (Some(x), Some(y)) if x <= y => i += x,
            (Some(x), None) => i += x,
            (_, Some(y)) => j += y,
            (None, None) => {
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// Where a sharding sits on an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// Argument `i` of a function.
    Arg(usize),
    /// Result `i` of a function.
    FuncResult(usize),
    /// Result `i` of an op.
    Result(usize),
    /// In-sharding `i` of a manual computation.
    InSharding(usize),
}

impl std::fmt::Display for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Slot::Arg(i) => write!(f, "arg {i}"),
            Slot::FuncResult(i) => write!(f, "result {i}"),
            Slot::Result(i) => write!(f, "value {i}"),
            Slot::InSharding(i) => write!(f, "in_sharding {i}"),
        }
    }
}

/// A sharding without any axis and without open dims says nothing more than no
/// sharding at all: both are `None` here.
pub fn canonical(s: Option<TensorSharding>) -> Option<TensorSharding> {
    s.filter(|s| {
        s.dims.iter().any(|d| !d.axes.is_empty() || !d.closed)
            || !s.replicated.is_empty()
            || !s.unreduced.is_empty()
    })
}

/// Every sharding an op carries, canonical.
pub fn op_shardings(m: &Module, op: OpId) -> Vec<(Slot, Option<TensorSharding>)> {
    let o = &m.ops[op];
    let mut out = Vec::new();
    if o.name == "func.func" {
        let (n_in, n_out) = func_arity(m, op);
        for i in 0..n_in {
            out.push((Slot::Arg(i), canonical(func_arg_sharding(m, op, i))));
        }
        for i in 0..n_out {
            out.push((
                Slot::FuncResult(i),
                canonical(func_result_sharding(m, op, i)),
            ));
        }
        return out;
    }
    if o.name == "sdy.manual_computation" {
        if let Some(Attr::Sdy(crate::ir::sdy::SdyAttr::ShardingPerValue(v))) =
            o.attr("in_shardings")
        {
            for (i, s) in v.iter().enumerate() {
                out.push((Slot::InSharding(i), canonical(Some(s.clone()))));
            }
        }
    }
    for (i, &r) in o.results.iter().enumerate() {
        out.push((Slot::Result(i), canonical(get_sharding(m, r))));
    }
    out
}

/// One sharding that differs between two modules.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    pub op_a: OpId,
    pub op_b: OpId,
    pub slot: Slot,
    pub a: Option<TensorSharding>,
    pub b: Option<TensorSharding>,
}

/// Every sharding that differs between the matched ops of `a` and `b`, and the ops
/// of each that found no partner (by name: `sdy.reshard` ops of added constraints).
pub fn differences(a: &Module, b: &Module) -> (Vec<Difference>, Vec<OpId>, Vec<OpId>) {
    let pairs = align(a, b);
    let mut diffs = Vec::new();
    for &(x, y) in &pairs {
        let (sa, sb) = (op_shardings(a, x), op_shardings(b, y));
        for ((slot, s1), (_, s2)) in sa.into_iter().zip(sb) {
            if s1 != s2 {
                diffs.push(Difference {
                    op_a: x,
                    op_b: y,
                    slot,
                    a: s1,
                    b: s2,
                });
            }
        }
    }
    let matched_a: std::collections::HashSet<OpId> = pairs.iter().map(|p| p.0).collect();
    let matched_b: std::collections::HashSet<OpId> = pairs.iter().map(|p| p.1).collect();
    let only_a = sharded_ops(a)
        .into_iter()
        .filter(|o| !matched_a.contains(o))
        .collect();
    let only_b = sharded_ops(b)
        .into_iter()
        .filter(|o| !matched_b.contains(o))
        .collect();
    (diffs, only_a, only_b)
}

/// A reshard the plan inserted before an op of the original module: operand `operand`
/// of `op` is read resharded to `sharding`. The search's plans have them (an op whose
/// strategy needs an operand sharded otherwise); propagation never inserts one, so
/// the user writes it as a `sdy.sharding_constraint` on that one use.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanReshard {
    /// The op of the original module.
    pub op: OpId,
    pub operand: usize,
    pub sharding: TensorSharding,
}

/// Every `sdy.reshard` of `plan` that matches no op of `original` and feeds an op that
/// does, in walk order.
pub fn plan_reshards(original: &Module, plan: &Module) -> Vec<PlanReshard> {
    let pairs = align(original, plan);
    let matched: std::collections::HashSet<OpId> = pairs.iter().map(|p| p.1).collect();
    let mut out = Vec::new();
    for (x, y) in pairs {
        for (i, &v) in plan.ops[y].operands.iter().enumerate() {
            let Some(d) = plan.defining_op(v) else {
                continue;
            };
            if plan.ops[d].name != "sdy.reshard"
                || matched.contains(&d)
                || i >= original.ops[x].operands.len()
            {
                continue;
            }
            if let Some(Attr::Sdy(crate::ir::sdy::SdyAttr::Sharding(s))) =
                plan.ops[d].attr("sharding")
            {
                out.push(PlanReshard {
                    op: x,
                    operand: i,
                    sharding: s.clone(),
                });
            }
        }
    }
    out
}

/// How `propagated` (the propagation of `annotated`: `original` with added annotations
/// and constraint ops appended, as `emit::full` and `emit::minimal` write it) misses
/// `plan` (a plan of `original`), one line per difference: every sharding of every op
/// of `original` (matched through `annotated`, since propagation splits constants and
/// renames), and every reshard of the plan (the op must read that operand through a
/// `sdy.reshard` with the plan's sharding). Empty: the plan, value for value, on every
/// op the walk-order matching pairs (constants that propagation splits or hoists may
/// find no partner and are then not compared).
pub fn plan_differences(
    original: &Module,
    annotated: &Module,
    propagated: &Module,
    plan: &Module,
) -> Vec<String> {
    let mut want = std::collections::HashMap::new();
    for (x, y) in align(original, plan) {
        for ((slot, _), (slot2, s)) in op_shardings(original, x)
            .into_iter()
            .zip(op_shardings(plan, y))
        {
            if slot == slot2 {
                want.insert((x, slot), s);
            }
        }
    }
    let n = original.ops.len();
    let pairs: Vec<(OpId, OpId)> = align(annotated, propagated)
        .into_iter()
        .filter(|p| (p.0 .0 as usize) < n)
        .collect();
    let at: std::collections::HashMap<OpId, OpId> = pairs.iter().copied().collect();
    let mut out = Vec::new();
    for &(x, y) in &pairs {
        for ((slot, got), (slot2, _)) in op_shardings(propagated, y)
            .into_iter()
            .zip(op_shardings(annotated, x))
        {
            let Some(w) = want.get(&(x, slot)) else {
                continue;
            };
            if slot == slot2 && *w != got {
                out.push(format!(
                    "{} {slot}: propagated {} plan {}",
                    original.ops[x].name,
                    show(&got),
                    show(w)
                ));
            }
        }
    }
    for r in plan_reshards(original, plan) {
        let got = at.get(&r.op).and_then(|&y| {
            let v = *propagated.ops[y].operands.get(r.operand)?;
            let d = propagated.defining_op(v)?;
            if propagated.ops[d].name != "sdy.reshard" {
                return None;
            }
            match propagated.ops[d].attr("sharding") {
                Some(Attr::Sdy(crate::ir::sdy::SdyAttr::Sharding(s))) => Some(s.clone()),
                _ => None,
            }
        });
        // A reshard to replicated is still a reshard: compare presence, then shardings.
        if got.is_none() || canonical(got.clone()) != canonical(Some(r.sharding.clone())) {
            out.push(format!(
                "operand {} of {}: plan reshards to {}, propagated {}",
                r.operand,
                original.ops[r.op].name,
                show(&Some(r.sharding.clone())),
                match got {
                    Some(s) => format!("reshards to {}", show(&Some(s))),
                    None => "reads it as it is".into(),
                }
            ));
        }
    }
    out
}

fn show(s: &Option<TensorSharding>) -> String {
    match s {
        Some(s) => crate::ir::sdy::SdyAttr::Sharding(s.clone()).to_string(),
        None => "replicated".into(),
    }
}

/// The one call site of function `func` (`None`: called from nowhere or several places).
pub fn single_call_site(m: &Module, func: OpId) -> Option<OpId> {
    let mut calls = m.walk().into_iter().filter(|&c| {
        matches!(m.ops[c].name.as_str(), "func.call" | "call")
            && crate::passes::symbols::callee(m, c) == Some(func)
    });
    let first = calls.next()?;
    calls.next().is_none().then_some(first)
}
