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

/// The matched ops of `a` and `b`: (op of a, op of b).
///
/// Functions are paired first: the same op (an op two modules of one lineage share,
/// [`crate::ir::Lineage::shared_ops`]), then the same
/// symbol name, then the rest in module order among functions of the same type (the
/// copies propagation makes of a function called from several places, or of a split
/// constant's callee, are named `<callee>_<n>`). Then the ops of each pair of function
/// bodies: in modules of one lineage (`b` is `a`, or `a` is `b`, cloned and changed by
/// passes) every shared op linked in both under one name is matched to itself, and only the
/// ops between two such anchors (the ones passes created) are matched by walk order;
/// modules of different lineages (a printed plan read back, jaxlib's output) are
/// matched by walk order throughout.
pub fn align(a: &Module, b: &Module) -> Vec<(OpId, OpId)> {
    let mut out = Vec::new();
    let shared = a.lineage.shared_ops(&b.lineage);
    for (fa, fb) in pair_functions(a, b, shared) {
        out.push((fa, fb));
        let (oa, ob) = (body_ops(a, fa), body_ops(b, fb));
        if let Some(n) = shared {
            out.extend(anchored(a, &oa, b, &ob, n));
        } else {
            out.extend(by_walk_order(a, &oa, b, &ob));
        }
    }
    out
}

/// The top-level functions of `m`, in module order.
fn functions(m: &Module) -> Vec<OpId> {
    m.top
        .and_then(|t| m.entry_block(t))
        .map(|b| {
            m.blocks[b]
                .ops
                .iter()
                .copied()
                .filter(|&o| m.ops[o].name == "func.func")
                .collect()
        })
        .unwrap_or_default()
}

/// The ops inside function `f`, in walk order.
fn body_ops(m: &Module, f: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &m.ops[f].regions {
        out.extend(m.walk_region(r));
    }
    out
}

/// What a function is, whatever its name: its type and the set of the normalised names
/// of its ops (a set: the splitter's per-use copies and inserted reshards leave it as is).
fn signature(m: &Module, f: OpId) -> (Option<String>, std::collections::BTreeSet<String>) {
    let ops = body_ops(m, f)
        .into_iter()
        .map(|o| normalised(&m.ops[o].name).to_string())
        .filter(|n| n != "sdy.reshard")
        .collect();
    (func_type(m, f), ops)
}

fn func_type(m: &Module, f: OpId) -> Option<String> {
    m.ops[f].attr("function_type").map(|t| t.to_string())
}

/// Functions of `a` and `b` that are one function ([`align`]).
fn pair_functions(a: &Module, b: &Module, shared: Option<usize>) -> Vec<(OpId, OpId)> {
    let (fa, fb) = (functions(a), functions(b));
    let mut taken_b = std::collections::HashSet::new();
    let mut pairs: Vec<(OpId, Option<OpId>)> = fa.iter().map(|&x| (x, None)).collect();
    if let Some(n) = shared {
        let linked: std::collections::HashSet<OpId> = fb.iter().copied().collect();
        for p in &mut pairs {
            if (p.0 .0 as usize) < n && linked.contains(&p.0) && taken_b.insert(p.0) {
                p.1 = Some(p.0);
            }
        }
    }
    // By origin, across lineages (a printed module read back, jaxlib's output, where
    // the copies' `sdy.original_func_name` is gone): a name is only the same function
    // when the signature (type and op sequence) is the same too, since Shardy's constant
    // splitter names its copy of `@f` `@f_0`, which may be the name of another function
    // of the module (then renamed `@f_0_<n>`: the next step).
    let by_name: std::collections::HashMap<String, OpId> = fb
        .iter()
        .filter_map(|&y| Some((b.symbol_name(y)?, y)))
        .collect();
    for p in &mut pairs {
        if p.1.is_some() {
            continue;
        }
        if let Some(&y) = a.symbol_name(p.0).and_then(|n| by_name.get(&n)) {
            if signature(a, p.0) == signature(b, y) && taken_b.insert(y) {
                p.1 = Some(y);
            }
        }
    }
    // Renamed on a clash: `@f` became `@f_<n>`, same signature.
    for p in &mut pairs {
        if p.1.is_some() {
            continue;
        }
        let Some(name) = a.symbol_name(p.0) else {
            continue;
        };
        let sig = signature(a, p.0);
        let renamed = fb.iter().copied().find(|&y| {
            !taken_b.contains(&y)
                && b.symbol_name(y).is_some_and(|n| {
                    n.strip_prefix(&format!("{name}_"))
                        .is_some_and(|k| !k.is_empty() && k.bytes().all(|c| c.is_ascii_digit()))
                })
                && signature(b, y) == sig
        });
        if let Some(y) = renamed {
            taken_b.insert(y);
            p.1 = Some(y);
        }
    }
    for p in &mut pairs {
        if p.1.is_some() {
            continue;
        }
        let t = func_type(a, p.0);
        if let Some(&y) = fb
            .iter()
            .find(|&&y| !taken_b.contains(&y) && func_type(b, y) == t)
        {
            taken_b.insert(y);
            p.1 = Some(y);
        }
    }
    pairs
        .into_iter()
        .filter_map(|(x, y)| Some((x, y?)))
        .collect()
}

/// Ops of one lineage: each op they share (id below `shared`) linked in both under one
/// name is matched to itself; the ops between two such anchors by walk order.
fn anchored(a: &Module, oa: &[OpId], b: &Module, ob: &[OpId], shared: usize) -> Vec<(OpId, OpId)> {
    let pos_b: std::collections::HashMap<OpId, usize> =
        ob.iter().enumerate().map(|(j, &o)| (o, j)).collect();
    let anchor = |x: OpId| {
        pos_b
            .get(&x)
            .copied()
            .filter(|_| (x.0 as usize) < shared)
            .filter(|_| normalised(&a.ops[x].name) == normalised(&b.ops[x].name))
    };
    let anchored_b: std::collections::HashSet<OpId> = oa
        .iter()
        .filter(|&&x| anchor(x).is_some())
        .copied()
        .collect();
    let mut out = Vec::with_capacity(oa.len());
    // The ops of `a` since the last anchor.
    let (mut gap_a, mut last_j): (Vec<OpId>, Option<usize>) = (Vec::new(), None);
    let fill = |out: &mut Vec<(OpId, OpId)>, gap_a: &mut Vec<OpId>, from: usize, to: usize| {
        let gap_b: Vec<OpId> = ob[from..to]
            .iter()
            .filter(|o| !anchored_b.contains(o))
            .copied()
            .collect();
        out.extend(by_walk_order(a, gap_a, b, &gap_b));
        gap_a.clear();
    };
    for &x in oa {
        match anchor(x) {
            Some(j) => {
                let from = last_j.map_or(0, |l| l + 1);
                if j >= from {
                    fill(&mut out, &mut gap_a, from, j);
                } else {
                    gap_a.clear(); // moved by a pass: no gap to fill
                }
                out.push((x, x));
                last_j = Some(j);
            }
            None => gap_a.push(x),
        }
    }
    let from = last_j.map_or(0, |l| l + 1);
    fill(&mut out, &mut gap_a, from, ob.len());
    out
}

/// Matches two walks by [`same_op`], re-synchronising on the nearest equal op ahead
/// when they disagree.
fn by_walk_order(a: &Module, oa: &[OpId], b: &Module, ob: &[OpId]) -> Vec<(OpId, OpId)> {
    let eq = |i: usize, j: usize| same_op(a, oa[i], b, ob[j]);
    let mut out = Vec::with_capacity(oa.len().min(ob.len()));
    let (mut i, mut j) = (0, 0);
    const LOOK: usize = 256;
    while i < oa.len() && j < ob.len() {
        if eq(i, j) {
            if constraint_later(a, oa[i], b, &ob[j..]) {
                j += 1; // b's op is an added constraint before the one `a` has
                continue;
            }
            out.push((oa[i], ob[j]));
            i += 1;
            j += 1;
            continue;
        }
        let skip_a = (1..LOOK).find(|&k| i + k < oa.len() && eq(i + k, j));
        let skip_b = (1..LOOK).find(|&k| j + k < ob.len() && eq(i, j + k));
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

/// Whether `x`, a constraint or reshard of `a`, is `bs[1]` rather than `bs[0]`: both may
/// be it, and only the later one has `x`'s sharding. A constraint written in front of the
/// user's (a pin of the value it reads, as `emit --mode jax` writes) would otherwise take
/// the user's constraint's place in the walk, and the user's would match nothing.
fn constraint_later(a: &Module, x: OpId, b: &Module, bs: &[OpId]) -> bool {
    let sharding = |m: &Module, o: OpId| canonical(get_sharding(m, m.ops[o].results[0]));
    normalised(&a.ops[x].name) == "sdy.reshard"
        && bs.len() > 1
        && same_op(a, x, b, bs[1])
        && sharding(a, x) != sharding(b, bs[0])
        && sharding(a, x) == sharding(b, bs[1])
}

/// Whether `x` of `a` and `y` of `b` may be one op: the same normalised name and
/// result types, and for calls the same callee or a copy of it (`<callee>_<n>`).
fn same_op(a: &Module, x: OpId, b: &Module, y: OpId) -> bool {
    let (ox, oy) = (&a.ops[x], &b.ops[y]);
    if normalised(&ox.name) != normalised(&oy.name)
        || ox.results.len() != oy.results.len()
        || ox
            .results
            .iter()
            .zip(&oy.results)
            .any(|(&u, &v)| a.values[u].ty != b.values[v].ty)
    {
        return false;
    }
    if !matches!(normalised(&ox.name), "func.call") {
        return true;
    }
    let name =
        |m: &Module, op: OpId| crate::passes::symbols::callee(m, op).and_then(|f| m.symbol_name(f));
    match (name(a, x), name(b, y)) {
        (Some(p), Some(q)) => {
            q == p
                || q.strip_prefix(p.as_str())
                    .and_then(|r| r.strip_prefix('_'))
                    .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit() || c == '_'))
        }
        _ => true,
    }
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

/// The one call site of function `func` (`None`: called from nowhere or several places).
pub fn single_call_site(m: &Module, func: OpId) -> Option<OpId> {
    let mut calls = m.walk().into_iter().filter(|&c| {
        matches!(m.ops[c].name.as_str(), "func.call" | "call")
            && crate::passes::symbols::callee(m, c) == Some(func)
    });
    let first = calls.next()?;
    calls.next().is_none().then_some(first)
}
