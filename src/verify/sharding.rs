//! `TensorShardingAttr` against the type of the value it shards, and every place a
//! sharding appears: `sdy.sharding` on any op (per value), `arg_attrs`/`res_attrs` of
//! functions, and the sharding attributes of the `sdy` ops.

use super::axes;
use super::mesh::mesh_problems;
use super::Ctx;
use crate::diag::Span;
use crate::ir::sdy::{MeshAttr, MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, OpId, Type};

/// Where a sharding is written, for messages: the op, the attribute's span and what the
/// sharding applies to (`arg 0`, `result 1`, `operand 0`, or empty for the op's value).
pub struct Site<'w> {
    pub op: OpId,
    pub span: Span,
    what: &'w str,
    /// The value's index (`arg 3`), formatted only when a message needs it.
    index: Option<usize>,
}

impl<'w> Site<'w> {
    pub fn new(op: OpId, span: Span, what: &'w str) -> Site<'w> {
        Site {
            op,
            span,
            what,
            index: None,
        }
    }

    /// The sharding of value `index` of a kind (`arg 3`).
    pub fn nth(op: OpId, span: Span, what: &'w str, index: usize) -> Site<'w> {
        Site {
            op,
            span,
            what,
            index: Some(index),
        }
    }

    fn err(&self, cx: &mut Ctx, msg: impl AsRef<str>) {
        let msg = match self.index {
            Some(i) => format!("{} {i} - {}", self.what, msg.as_ref()),
            None if self.what.is_empty() => msg.as_ref().to_string(),
            None => format!("{} - {}", self.what, msg.as_ref()),
        };
        cx.op_error(self.op, self.span, msg);
    }
}

/// Checks one sharding of a value of type `ty`; returns its mesh when it resolves.
///
/// Rules of the dialect reference:
/// - `TensorShardingAttr`: the mesh symbol names an `sdy.mesh` (an inlined mesh obeys
///   the `MeshAttr` rules); a non-shaped type takes a rank-0 sharding without replicated
///   or unreduced axes; a shaped type is ranked and has one dim sharding per dimension;
///   no axis ref is used twice nor overlaps another
///   across dims, replicated and unreduced axes; replicated and unreduced axes are sorted
///   in mesh order; a sharding on a maximal mesh has rank 0 and no axes.
/// - `DimensionShardingAttr`: its axes obey `AxisRefListAttr`; a priority is >= 0; a closed
///   dim with a priority has at least one axis.
/// - `AxisRefListAttr` / `AxisRefAttr` / `SubAxisInfoAttr`: see [`axes`].
/// - Compiler API (manual computations): inside an `sdy.manual_computation` body, a
///   sharding may not use the manual axes of an enclosing manual computation.
pub fn check_sharding<'a>(
    cx: &mut Ctx<'a>,
    site: &Site,
    s: &'a TensorSharding,
    ty: &Type,
) -> Option<&'a MeshAttr> {
    let mesh = match &s.mesh {
        MeshRef::Symbol(name) => match cx.mesh_by_name(name) {
            Some(mesh) => mesh,
            None => {
                let msg = match cx.symbols.get(name.as_str()) {
                    Some(&o) => format!(
                        "sharding refers to @{name}, which is a '{}', not an sdy.mesh",
                        cx.m.ops[o].name
                    ),
                    None => format!("sharding refers to unknown mesh @{name}"),
                };
                site.err(cx, msg);
                return None;
            }
        },
        MeshRef::Inline(mesh) => {
            let problems = mesh_problems(mesh);
            let bad = !problems.is_empty();
            for p in problems {
                site.err(cx, format!("inlined mesh: {p}"));
            }
            if bad {
                return None;
            }
            mesh
        }
    };
    let rank = s.dims.len();
    let has_extra = !s.replicated.is_empty() || !s.unreduced.is_empty();
    match ty {
        Type::Tensor(t) => {
            if mesh.is_maximal() {
                if rank != 0 || has_extra {
                    site.err(
                        cx,
                        "a sharding on a maximal mesh (no axes, one device id) must have rank 0 and no replicated or unreduced axes",
                    );
                }
            } else if rank != t.rank() {
                site.err(
                    cx,
                    format!(
                        "sharding has {rank} dimension shardings, but type '{ty}' has rank {}",
                        t.rank()
                    ),
                );
            }
        }
        Type::UnrankedTensor(_) => {
            site.err(
                cx,
                format!("only ranked tensors can have a sharding, found type '{ty}'"),
            );
        }
        _ => {
            if rank != 0 || has_extra {
                site.err(
                    cx,
                    format!(
                        "a value of non-shaped type '{ty}' can only have a sharding with rank 0 and no replicated or unreduced axes"
                    ),
                );
            }
        }
    }
    let mut problems = Vec::new();
    for (i, d) in s.dims.iter().enumerate() {
        if let Some(p) = d.priority {
            if p < 0 {
                problems.push(format!("dimension {i} has priority p{p}, expected >= 0"));
            } else if d.closed && d.axes.is_empty() {
                problems.push(format!(
                    "dimension {i} is closed and has no axes but has priority p{p} (a priority needs axes or an open dimension)"
                ));
            }
        }
        let mut ps = Vec::new();
        axes::check_refs(&d.axes, mesh, &mut ps);
        problems.extend(ps.into_iter().map(|p| format!("dimension {i}: {p}")));
    }
    for (what, list) in [("replicated", &s.replicated), ("unreduced", &s.unreduced)] {
        let mut ps = Vec::new();
        let valid = axes::check_refs(list, mesh, &mut ps);
        problems.extend(ps.into_iter().map(|p| format!("{what} axes: {p}")));
        // Fewer than two axes are sorted: no label to format.
        if valid && list.len() >= 2 {
            if let Some(p) = axes::check_sorted(list, mesh, &format!("{what} axes")) {
                problems.push(p);
            }
        }
    }
    let lists: Vec<&[crate::ir::sdy::AxisRef]> = s
        .dims
        .iter()
        .map(|d| d.axes.as_slice())
        .chain([s.replicated.as_slice(), s.unreduced.as_slice()])
        .collect();
    axes::check_disjoint(&lists, mesh, &mut problems);
    // Only enclosing manual computations bind axes: a manual computation's own in/out
    // shardings describe its operands and results, outside its body.
    let bound = cx.bound_manual_axes(site.op);
    if let Some(a) = lists
        .iter()
        .flat_map(|l| l.iter())
        .find(|a| bound.iter().any(|b| *b == a.name))
    {
        problems.push(format!(
            "uses axis {a}, which is a manual axis of an enclosing sdy.manual_computation (its body is already local along it)"
        ));
    }
    for p in problems {
        site.err(cx, p);
    }
    Some(mesh)
}

/// Checks a `#sdy.sharding_per_value` against the values' types (one sharding per value).
///
/// As in Shardy, an op without values may carry one sharding when it is on a maximal
/// mesh or fully replicated (a side-effecting `stablehlo.custom_call` with no results
/// placed on one device, what `jax.debug.callback` lowers to); it is then checked as the
/// sharding of a non-shaped value (rank 0, no replicated or unreduced axes).
pub fn check_per_value<'a>(
    cx: &mut Ctx<'a>,
    op: OpId,
    attr_name: &str,
    shardings: &'a [TensorSharding],
    types: &[Type],
    value_kind: &str,
) {
    let span = cx.attr_span(op, attr_name);
    if let ([s], true) = (shardings, types.is_empty()) {
        let maximal = cx.resolve_mesh(&s.mesh).is_some_and(|m| m.is_maximal());
        if maximal || s.is_fully_replicated() {
            check_sharding(cx, &Site::new(op, span, value_kind), s, &Type::None);
            return;
        }
    }
    if shardings.len() != types.len() {
        cx.op_error(
            op,
            span,
            format!(
                "'{attr_name}' has {} shardings, but the op has {} {value_kind}s",
                shardings.len(),
                types.len()
            ),
        );
        return;
    }
    for (i, (s, t)) in shardings.iter().zip(types).enumerate() {
        check_sharding(cx, &Site::nth(op, span, value_kind, i), s, t);
    }
}

/// The sharding attributes of one op.
pub fn check_op_shardings(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    // Most ops carry no sharding: nothing to check, and no types to collect.
    let has_shardings = o.named_attr("sdy.sharding").is_some()
        || o.name == "func.func"
        || o.name.starts_with("sdy.");
    if !has_shardings {
        return;
    }
    let result_types: Vec<Type> = o.results.iter().map(|&v| m.values[v].ty.clone()).collect();
    let operand_types: Vec<Type> = o.operands.iter().map(|&v| m.values[v].ty.clone()).collect();

    // `sdy.sharding` on any op: a per-value sharding, one per result.
    if let Some(a) = o.named_attr("sdy.sharding") {
        match &a.value {
            Attr::Sdy(SdyAttr::ShardingPerValue(v)) => {
                check_per_value(cx, op, "sdy.sharding", v, &result_types, "result")
            }
            other => cx.op_error(
                op,
                a.span,
                format!(
                    "attribute 'sdy.sharding' must be a #sdy.sharding_per_value with one sharding per result, found {}",
                    kind(other)
                ),
            ),
        }
    }

    match o.name.as_str() {
        "func.func" => check_func(cx, op),
        "sdy.sharding_constraint" | "sdy.reshard" | "sdy.data_flow_edge" => {
            single(cx, op, "sharding", result_types.first())
        }
        "sdy.all_gather"
        | "sdy.all_slice"
        | "sdy.all_reduce"
        | "sdy.all_to_all"
        | "sdy.collective_permute"
        | "sdy.reduce_scatter" => single(cx, op, "out_sharding", result_types.first()),
        "sdy.manual_computation" | "sdy.named_computation" => {
            for (key, types, kind_) in [
                ("in_shardings", &operand_types, "operand"),
                ("out_shardings", &result_types, "result"),
            ] {
                let Some(a) = o.named_attr(key) else { continue };
                match &a.value {
                    Attr::Sdy(SdyAttr::ShardingPerValue(v)) => {
                        check_per_value(cx, op, key, v, types, kind_)
                    }
                    other => cx.op_error(
                        op,
                        a.span,
                        format!(
                            "attribute '{key}' must be a list of shardings, found {}",
                            kind(other)
                        ),
                    ),
                }
            }
        }
        _ => {}
    }
}

/// An op's own single sharding attribute, checked against its (first) result type.
fn single(cx: &mut Ctx, op: OpId, key: &str, ty: Option<&Type>) {
    let m = cx.m;
    let Some(a) = m.ops[op].named_attr(key) else {
        return;
    };
    match (&a.value, ty) {
        (Attr::Sdy(SdyAttr::Sharding(s)), Some(ty)) => {
            check_sharding(cx, &Site::new(op, a.span, ""), s, ty);
        }
        (Attr::Sdy(SdyAttr::Sharding(_)), None) => {}
        (other, _) => cx.op_error(
            op,
            a.span,
            format!(
                "attribute '{key}' must be a #sdy.sharding, found {}",
                kind(other)
            ),
        ),
    }
}

/// `arg_attrs` and `res_attrs` of a function: one dictionary per argument/result, and an
/// `sdy.sharding` entry in one is a `#sdy.sharding` for that value's type.
fn check_func(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let Some(Attr::Type(Type::Function(ins, outs))) = o.attr("function_type") else {
        return;
    };
    for (key, types, what) in [("arg_attrs", ins, "arg"), ("res_attrs", outs, "result")] {
        let Some(a) = o.named_attr(key) else { continue };
        let Attr::Array(dicts) = &a.value else {
            cx.op_error(
                op,
                a.span,
                format!("attribute '{key}' must be an array of dictionaries"),
            );
            continue;
        };
        if dicts.len() != types.len() {
            cx.op_error(
                op,
                a.span,
                format!(
                    "'{key}' has {} entries, but the function has {} {what}s",
                    dicts.len(),
                    types.len()
                ),
            );
            continue;
        }
        for (i, (d, ty)) in dicts.iter().zip(types).enumerate() {
            let Some(entries) = d.as_dict() else {
                cx.op_error(
                    op,
                    a.span,
                    format!("'{key}' entry {i} must be a dictionary"),
                );
                continue;
            };
            let Some(e) = crate::ir::attr::find(entries, "sdy.sharding") else {
                continue;
            };
            let span = if e.span.is_dummy() { a.span } else { e.span };
            match &e.value {
                Attr::Sdy(SdyAttr::Sharding(s)) => {
                    check_sharding(cx, &Site::nth(op, span, what, i), s, ty);
                }
                other => cx.op_error(
                    op,
                    span,
                    format!(
                        "{what} {i} - 'sdy.sharding' must be a #sdy.sharding, found {}",
                        kind(other)
                    ),
                ),
            }
        }
    }
}

/// What kind of attribute this is, for messages.
pub fn kind(a: &Attr) -> String {
    match a {
        Attr::Sdy(SdyAttr::Sharding(_)) => "a #sdy.sharding".into(),
        Attr::Sdy(SdyAttr::ShardingPerValue(_)) => "a #sdy.sharding_per_value".into(),
        Attr::Sdy(SdyAttr::Mesh(_)) => "a #sdy.mesh".into(),
        Attr::Sdy(SdyAttr::Rule(_)) => "a #sdy.op_sharding_rule".into(),
        Attr::Sdy(_) => "another sdy attribute".into(),
        other => {
            let t = other.to_string();
            if t.len() > 40 {
                format!(
                    "'{}...'",
                    &t[..t.char_indices().nth(40).map_or(t.len(), |c| c.0)]
                )
            } else {
                format!("'{t}'")
            }
        }
    }
}
