//! The non-collective `sdy` ops: operand/result counts and required attributes (they
//! matter for the generic form, which the parser takes as written), and each op's own
//! rules from the dialect reference. Sharding attributes themselves are checked in
//! [`super::sharding`]; manual computations in [`super::manual`].

use std::collections::{BTreeMap, HashMap};

use super::Ctx;
use crate::ir::sdy::{Direction, SdyAttr};
use crate::ir::{Attr, OpId, Type, ValueDef, ValueId};

/// The ops of the dialect; any other `sdy.` name is unknown.
const SDY_OPS: &[&str] = &[
    "sdy.mesh",
    "sdy.sharding_constraint",
    "sdy.reshard",
    "sdy.sharding_group",
    "sdy.propagation_barrier",
    "sdy.data_flow_edge",
    "sdy.func_data_flow_edge",
    "sdy.constant",
    "sdy.return",
    "sdy.manual_computation",
    "sdy.named_computation",
    "sdy.all_gather",
    "sdy.all_slice",
    "sdy.all_reduce",
    "sdy.all_to_all",
    "sdy.collective_permute",
    "sdy.reduce_scatter",
];

pub fn check(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    if !o.name.starts_with("sdy.") {
        if o.name == "builtin.module" && op == cx.top {
            check_sharding_groups(cx);
        }
        return;
    }
    if !SDY_OPS.contains(&o.name.as_str()) {
        cx.op_error(op, o.span, "is not an operation of the sdy dialect");
        return;
    }
    match o.name.as_str() {
        "sdy.func_data_flow_edge" => {
            if counts(cx, op, 1, Some(1)) {
                same_type(cx, op);
                func_edge_source(cx, op);
            }
        }
        "sdy.sharding_constraint" | "sdy.reshard" => {
            if counts(cx, op, 1, Some(1)) {
                same_type(cx, op);
            }
            require(cx, op, "sharding");
        }
        "sdy.sharding_group" => {
            if counts(cx, op, 1, Some(0)) {
                ranked(cx, op, o.operands[0]);
            }
            match o.attr("group_id") {
                Some(a) if a.as_i64().is_some() => {}
                Some(a) => {
                    let span = cx.attr_span(op, "group_id");
                    cx.op_error(
                        op,
                        span,
                        format!("attribute 'group_id' must be a 64-bit integer, found {a}"),
                    );
                }
                None => require(cx, op, "group_id"),
            }
        }
        "sdy.propagation_barrier" => {
            if counts(cx, op, 1, Some(1)) {
                same_type(cx, op);
                ranked(cx, op, o.operands[0]);
            }
            // Dialect reference: BOTH cannot be specified, the op would be redundant.
            // The generic form spells the direction as its enum value (`2 : i32`).
            let attr = o.attr("allowed_direction");
            let direction = match attr {
                Some(Attr::Sdy(SdyAttr::Direction(d))) => Some(*d),
                Some(a @ Attr::Int { .. }) => match a.as_i64() {
                    Some(0) => Some(Direction::None),
                    Some(1) => Some(Direction::Forward),
                    Some(2) => Some(Direction::Backward),
                    Some(3) => Some(Direction::Both),
                    _ => None,
                },
                _ => None,
            };
            match (attr, direction) {
                (_, Some(Direction::Both)) => {
                    let span = cx.attr_span(op, "allowed_direction");
                    cx.op_error(
                        op,
                        span,
                        "allowed_direction cannot be BOTH: a barrier that blocks no direction is redundant (use FORWARD, BACKWARD or NONE)",
                    );
                }
                (_, Some(_)) => {}
                (Some(other), None) => {
                    let span = cx.attr_span(op, "allowed_direction");
                    cx.op_error(
                        op,
                        span,
                        format!("attribute 'allowed_direction' must be a propagation direction, found {other}"),
                    );
                }
                (None, None) => require(cx, op, "allowed_direction"),
            }
        }
        "sdy.data_flow_edge" => {
            let ok = counts(cx, op, 1, Some(1));
            if ok {
                same_type(cx, op);
                static_result(cx, op, "sdy.data_flow_edge");
                data_flow_edge_input(cx, op, o.operands[0]);
            }
        }
        "sdy.constant" => {
            let ok = counts(cx, op, 0, Some(1));
            if ok {
                match o.attr("value") {
                    Some(Attr::Elements { ty, .. }) => {
                        let rt = &m.values[o.results[0]].ty;
                        if ty != rt {
                            let span = cx.attr_span(op, "value");
                            cx.op_error(
                                op,
                                span,
                                format!("value has type '{ty}', but the result has type '{rt}'"),
                            );
                        }
                    }
                    Some(other) => {
                        let span = cx.attr_span(op, "value");
                        cx.op_error(
                            op,
                            span,
                            format!(
                                "attribute 'value' must be an elements attribute, found {other}"
                            ),
                        );
                    }
                    None => require(cx, op, "value"),
                }
            }
        }
        "sdy.return" => {
            counts(cx, op, usize::MAX, Some(0));
        }
        "sdy.mesh" => {
            counts(cx, op, 0, Some(0));
        }
        "sdy.named_computation" => {
            match o.attr("name") {
                Some(Attr::Str(_)) => {}
                Some(other) => {
                    let span = cx.attr_span(op, "name");
                    cx.op_error(
                        op,
                        span,
                        format!("attribute 'name' must be a string, found {other}"),
                    );
                }
                None => require(cx, op, "name"),
            }
            named_computation_body(cx, op);
        }
        _ => {}
    }
}

/// Operand and result counts (`usize::MAX` operands: any number). Returns whether they match.
fn counts(cx: &mut Ctx, op: OpId, operands: usize, results: Option<usize>) -> bool {
    let o = &cx.m.ops[op];
    let mut ok = true;
    if operands != usize::MAX && o.operands.len() != operands {
        let msg = format!(
            "expected {operands} operands, but found {}",
            o.operands.len()
        );
        cx.op_error(op, o.span, msg);
        ok = false;
    }
    if let Some(r) = results {
        if o.results.len() != r {
            let msg = format!("expected {r} results, but found {}", o.results.len());
            cx.op_error(op, o.span, msg);
            ok = false;
        }
    }
    ok
}

/// `SameOperandsAndResultType`.
pub fn same_type(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return;
    };
    let (ta, tr) = (&m.values[a].ty, &m.values[r].ty);
    if ta != tr {
        cx.op_error(
            op,
            o.span,
            format!("requires the same type for operand and result, found '{ta}' and '{tr}'"),
        );
    }
}

/// Operands typed `AnyRankedTensor`.
fn ranked(cx: &mut Ctx, op: OpId, v: ValueId) {
    let ty = &cx.m.values[v].ty;
    if !matches!(ty, Type::Tensor(_)) {
        let msg = format!("operand must be a ranked tensor, found '{ty}'");
        cx.op_error(op, cx.m.ops[op].span, msg);
    }
}

/// A required (inherent) attribute that is missing.
fn require(cx: &mut Ctx, op: OpId, name: &str) {
    if cx.m.ops[op].attr(name).is_none() {
        cx.op_error(
            op,
            cx.m.ops[op].span,
            format!("requires attribute '{name}'"),
        );
    }
}

/// Dialect reference, `sdy.data_flow_edge`: the input is not defined by an sdy op, and
/// this edge is its only user. The exception is the data-flow ops that own edges
/// (`sdy.named_computation`, `sdy.manual_computation`): jaxlib's import passes put
/// edges on their results and its verifier accepts them.
fn data_flow_edge_input(cx: &mut Ctx, op: OpId, input: ValueId) {
    let m = cx.m;
    if let ValueDef::Result { op: def, .. } = m.values[input].def {
        let name = &m.ops[def].name;
        let owner = matches!(
            name.as_str(),
            "sdy.named_computation" | "sdy.manual_computation"
        );
        if name.starts_with("sdy.") && !owner {
            let msg = format!(
                "input must not be defined by an sdy op (other than a named or manual computation), found '{name}'"
            );
            cx.op_error(op, m.ops[op].span, msg);
        }
    }
    let users = cx
        .use_count
        .get(input.0 as usize)
        .map_or(0, |&n| n as usize);
    if users != 1 {
        let msg = format!(
            "input %{} must have this edge as its single user, found {users} users",
            m.values[input].name
        );
        cx.op_error(op, m.ops[op].span, msg);
    }
}

/// Dialect reference, `sdy.named_computation`: one region with one block whose argument
/// types are the operand types; the block returns values of the result types.
fn named_computation_body(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let Some(block) = single_block(cx, op) else {
        return;
    };
    let args = &m.blocks[block].args;
    let arg_types: Vec<&Type> = args.iter().map(|&v| &m.values[v].ty).collect();
    let operand_types: Vec<&Type> = o.operands.iter().map(|&v| &m.values[v].ty).collect();
    if arg_types != operand_types {
        let msg = format!(
            "body argument types ({}) must be the operand types ({})",
            super::quoted_list(&arg_types),
            super::quoted_list(&operand_types)
        );
        cx.op_error(op, o.span, msg);
    }
    let Some(term) = m.terminator(block) else {
        return;
    };
    if m.ops[term].name != "sdy.return" {
        return; // reported by the terminator check
    }
    let ret: Vec<&Type> = m.ops[term]
        .operands
        .iter()
        .map(|&v| &m.values[v].ty)
        .collect();
    let res: Vec<&Type> = o.results.iter().map(|&v| &m.values[v].ty).collect();
    if ret != res {
        let msg = format!(
            "body returns ({}), but the op's result types are ({})",
            super::quoted_list(&ret),
            super::quoted_list(&res)
        );
        cx.op_error(op, m.ops[term].span, msg);
    }
}

/// The single block of a `SingleBlock` op with one region; reports otherwise.
pub fn single_block(cx: &mut Ctx, op: OpId) -> Option<crate::ir::BlockId> {
    let m = cx.m;
    let o = &m.ops[op];
    if o.regions.len() != 1 {
        let msg = format!("expects 1 region, found {}", o.regions.len());
        cx.op_error(op, o.span, msg);
        return None;
    }
    let blocks = &m.regions[o.regions[0]].blocks;
    if blocks.len() != 1 {
        let msg = format!("expects its region to have 1 block, found {}", blocks.len());
        cx.op_error(op, o.span, msg);
        return None;
    }
    Some(blocks[0])
}

/// `sdy.func_data_flow_edge`: its operand is an argument of a `func.func` or a result of
/// a call.
fn func_edge_source(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let v = m.ops[op].operands[0];
    let msg = match m.values[v].def {
        ValueDef::BlockArg { block, .. } => {
            let owner = cx
                .def_block(v)
                .map(|b| m.ops[cx.block_owner(b)].name.as_str());
            let _ = block;
            (owner != Some("func.func")).then_some(
                "expected operand of sdy.func_data_flow_edge to be a block argument of a func op.",
            )
        }
        ValueDef::Result { op: def, .. } => {
            (!matches!(m.ops[def].name.as_str(), "func.call" | "func.call_indirect"))
                .then_some("expected operand of sdy.func_data_flow_edge to be a result of call op.")
        }
    };
    if let Some(msg) = msg {
        cx.op_error(op, m.ops[op].span, msg);
        return;
    }
    if cx.use_count.get(v.0 as usize).map_or(0, |&n| n as usize) != 1 {
        cx.op_error(
            op,
            m.ops[op].span,
            "expected operand of sdy.func_data_flow_edge to have a single user",
        );
    }
}

/// Shardy's data-flow edges carry static-shaped tensors.
fn static_result(cx: &mut Ctx, op: OpId, name: &str) {
    let m = cx.m;
    let ty = &m.values[m.ops[op].results[0]].ty;
    let is_static = matches!(ty, Type::Tensor(t) if t.shape.iter().all(|d| matches!(d, crate::ir::Dim::Static(_))));
    if !is_static {
        cx.op_error(
            op,
            m.ops[op].span,
            format!("expected {name} to have a static-shaped result. type: '{ty}'"),
        );
    }
}

/// Import pass `sdy-sharding-group-import` (seed 004): groups sharing a value are one
/// group; if a member of a group is defined inside an `sdy.manual_computation` body, all
/// members must be defined in that same body. A warning: Shardy's verifier accepts such a
/// module (only the import pass rejects it), and `check` gives jaxlib's verdict.
fn check_sharding_groups(cx: &mut Ctx) {
    let m = cx.m;
    // Members per group id, and union-find over ids through shared values.
    let mut members: BTreeMap<i64, Vec<(OpId, ValueId)>> = BTreeMap::new();
    let mut groups_of_value: HashMap<ValueId, Vec<i64>> = HashMap::new();
    for &op in &cx.walk {
        let o = &m.ops[op];
        if o.name != "sdy.sharding_group" {
            continue;
        }
        let (Some(&v), Some(id)) = (
            o.operands.first(),
            o.attr("group_id").and_then(Attr::as_i64),
        ) else {
            continue;
        };
        members.entry(id).or_default().push((op, v));
        groups_of_value.entry(v).or_default().push(id);
    }
    let mut parent: BTreeMap<i64, i64> = members.keys().map(|&k| (k, k)).collect();
    fn find(p: &mut BTreeMap<i64, i64>, x: i64) -> i64 {
        let mut r = x;
        while let Some(&q) = p.get(&r) {
            if q == r {
                break;
            }
            r = q;
        }
        p.insert(x, r);
        r
    }
    for ids in groups_of_value.values() {
        for w in ids.windows(2) {
            let (a, b) = (find(&mut parent, w[0]), find(&mut parent, w[1]));
            if a != b {
                parent.insert(a.max(b), a.min(b));
            }
        }
    }
    let mut merged: BTreeMap<i64, Vec<(OpId, ValueId)>> = BTreeMap::new();
    for (id, ms) in members {
        let root = find(&mut parent, id);
        merged.entry(root).or_default().extend(ms);
    }
    for (root, ms) in merged {
        let places: Vec<Option<OpId>> = ms.iter().map(|&(_, v)| enclosing_manual(cx, v)).collect();
        let Some(inner) = places.iter().flatten().next().copied() else {
            continue;
        };
        for (&(op, v), place) in ms.iter().zip(&places) {
            if *place != Some(inner) {
                let span = m.ops[op].span;
                let where_ = match place {
                    Some(_) => "the body of another sdy.manual_computation".to_string(),
                    None => "outside any sdy.manual_computation".to_string(),
                };
                let msg = format!(
                    "sharding group {root} has members inside the body of an sdy.manual_computation, so all its members must be defined in that body, but %{} is defined {where_}; Shardy's verifier accepts this, its sdy-sharding-group-import pass (run by propagation) rejects it",
                    m.values[v].name
                );
                cx.op_warning(op, span, msg);
            }
        }
    }
}

/// The innermost `sdy.manual_computation` whose body defines `v`.
fn enclosing_manual(cx: &Ctx, v: ValueId) -> Option<OpId> {
    let mut block = cx.def_block(v)?;
    loop {
        let owner = cx.block_owner(block);
        if cx.m.ops[owner].name == "sdy.manual_computation" {
            return Some(owner);
        }
        block = cx.m.ops[owner].parent?;
    }
}
