//! `sdy.manual_computation`: the dialect reference's constraints and the compiler API's
//! invariants (seed 002).

use super::axes;
use super::Ctx;
use crate::diag::Span;
use crate::ir::sdy::{MeshAttr, SdyAttr, TensorSharding};
use crate::ir::{Attr, Dim, OpId, TensorType, Type};

/// Rules:
/// - `in_shardings`/`out_shardings`: one valid sharding per operand/result (counts and
///   validity are checked in [`super::sharding`]); all bound to the same mesh (or the
///   empty mesh) — compiler API invariant 1;
/// - `manual_axes` name axes of that mesh, (repeated or unsorted ones only warn: Shardy
///   accepts both and its cleanup pass sorts them) —
///   invariant 1;
/// - the body is one block with one argument per operand and an `sdy.return` of one value
///   per result (the global and local counts match);
/// - in every dim sharding, manual axes come before free axes — invariant 3 and the
///   dialect reference;
/// - manual axes introduce no padding: each dim's size is divisible by the product of
///   the manual axes sharding it;
/// - the body's argument and returned types are the local shapes: the global shape with
///   each dim divided by its manual axes — invariant 4;
/// - nested manual computations do not reuse manual axes: checked for every sharding in
///   [`super::sharding::check_sharding`], which rejects a parent's manual axis anywhere in
///   a body (including a nested op's `manual_axes`, checked here).
pub fn check(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    if o.name != "sdy.manual_computation" {
        return;
    }
    let (
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(ins))),
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(outs))),
    ) = (o.attr("in_shardings"), o.attr("out_shardings"))
    else {
        for key in ["in_shardings", "out_shardings", "manual_axes"] {
            if o.attr(key).is_none() {
                cx.op_error(op, o.span, format!("requires attribute '{key}'"));
            }
        }
        return;
    };
    let axes_span = cx.attr_span(op, "manual_axes");
    let manual: Vec<String> = match o.attr("manual_axes") {
        Some(Attr::Sdy(SdyAttr::ManualAxes(a))) => a.clone(),
        Some(other) => {
            let msg = format!(
                "attribute 'manual_axes' must be a list of axis names, found {}",
                super::sharding::kind(other)
            );
            cx.op_error(op, axes_span, msg);
            return;
        }
        None => {
            cx.op_error(op, o.span, "requires attribute 'manual_axes'");
            return;
        }
    };

    // One mesh for all in/out shardings (empty meshes aside).
    let mut mesh: Option<&MeshAttr> = None;
    let in_span = cx.attr_span(op, "in_shardings");
    let out_span = cx.attr_span(op, "out_shardings");
    let mut mesh_ok = true;
    for (s, span) in ins
        .iter()
        .map(|s| (s, in_span))
        .chain(outs.iter().map(|s| (s, out_span)))
    {
        let Some(mm) = cx.resolve_mesh(&s.mesh) else {
            mesh_ok = false;
            continue;
        };
        if mm.axes.is_empty() && mm.device_ids.is_empty() {
            continue;
        }
        match mesh {
            None => mesh = Some(mm),
            Some(first) if first != mm => {
                cx.op_error(
                    op,
                    span,
                    "all in_shardings and out_shardings must be bound to the same mesh (or the empty mesh)",
                );
                mesh_ok = false;
                break;
            }
            Some(_) => {}
        }
    }

    // Nested manual computations operate on distinct manual axes (compiler API).
    let bound = cx.bound_manual_axes(op);
    if let Some(a) = manual.iter().find(|a| bound.contains(a)) {
        cx.op_error(
            op,
            axes_span,
            format!(
                "manual axis \"{a}\" is already a manual axis of an enclosing sdy.manual_computation (nested manual computations need distinct manual axes)"
            ),
        );
    }

    // Manual axes: in the mesh, unique, sorted.
    if let Some(mesh) = mesh {
        let mut seen: Vec<&str> = Vec::new();
        for a in &manual {
            if mesh.axis_size(a).is_none() {
                let names: Vec<String> = mesh
                    .axes
                    .iter()
                    .map(|x| format!("\"{}\"", x.name))
                    .collect();
                cx.op_error(
                    op,
                    axes_span,
                    format!(
                        "manual axis \"{a}\" is not an axis of the mesh, expected one of {}",
                        names.join(", ")
                    ),
                );
                mesh_ok = false;
            } else if seen.contains(&a.as_str()) {
                // Shardy's verifier accepts a repeated manual axis (the set is what
                // counts), so this is valid input, worth a warning only.
                cx.op_warning(
                    op,
                    axes_span,
                    format!("manual axis \"{a}\" is listed twice"),
                );
            }
            seen.push(a);
        }
        if mesh_ok {
            let idx: Vec<Option<usize>> = manual.iter().map(|a| mesh.axis_index(a)).collect();
            if let Some(w) = idx.windows(2).position(|w| w[0] > w[1]) {
                let mut sorted = manual.clone();
                sorted.sort_by_key(|a| mesh.axis_index(a));
                let q: Vec<String> = sorted.iter().map(|a| format!("\"{a}\"")).collect();
                // Shardy accepts any order (its sdy-manual-axes-cleanup pass sorts them),
                // so this is valid input, worth a warning only.
                cx.op_warning(
                    op,
                    axes_span,
                    format!(
                        "manual axes are not in mesh order: \"{}\" comes after \"{}\"; they are read as {{{}}}",
                        manual[w + 1],
                        manual[w],
                        q.join(", ")
                    ),
                );
            }
        }
    }

    let Some(block) = super::ops::single_block(cx, op) else {
        return;
    };
    let args = &m.blocks[block].args;
    if args.len() != o.operands.len() {
        cx.op_error(
            op,
            o.span,
            format!(
                "has {} operands but its body has {} arguments: they must match",
                o.operands.len(),
                args.len()
            ),
        );
    }
    let term = m
        .terminator(block)
        .filter(|&t| m.ops[t].name == "sdy.return");
    let returned: Vec<&Type> = term.map_or(vec![], |t| {
        m.ops[t].operands.iter().map(|&v| &m.values[v].ty).collect()
    });
    if let Some(t) = term {
        if returned.len() != o.results.len() {
            cx.op_error(
                op,
                m.ops[t].span,
                format!(
                    "has {} results but its body returns {} values: they must match",
                    o.results.len(),
                    returned.len()
                ),
            );
        }
    }
    let Some(mesh) = mesh.filter(|_| mesh_ok) else {
        return;
    };
    let local = LocalCheck {
        op,
        mesh,
        manual: &manual,
    };
    for (i, (&v, s)) in o.operands.iter().zip(ins).enumerate() {
        let global = &m.values[v].ty;
        let actual = args.get(i).map(|&a| &m.values[a].ty);
        let span = args
            .get(i)
            .map(|&a| m.values[a].span)
            .filter(|s| !s.is_dummy())
            .unwrap_or(m.ops[op].span);
        local.value(cx, "operand", i, s, global, actual, in_span, span);
    }
    for (i, (&v, s)) in o.results.iter().zip(outs).enumerate() {
        let global = &m.values[v].ty;
        let span = term.map_or(m.ops[op].span, |t| m.ops[t].span);
        local.value(
            cx,
            "result",
            i,
            s,
            global,
            returned.get(i).copied(),
            out_span,
            span,
        );
    }
}

struct LocalCheck<'a> {
    op: OpId,
    mesh: &'a MeshAttr,
    manual: &'a [String],
}

impl LocalCheck<'_> {
    /// One operand or result: manual axes first in each dim, divisibility, local type.
    #[allow(clippy::too_many_arguments)]
    fn value(
        &self,
        cx: &mut Ctx,
        kind: &str,
        i: usize,
        s: &TensorSharding,
        global: &Type,
        actual: Option<&Type>,
        sharding_span: Span,
        type_span: Span,
    ) {
        let Type::Tensor(t) = global else { return };
        if s.dims.len() != t.rank() {
            return; // reported with the sharding
        }
        let mut shape = t.shape.clone();
        for (d, dim) in s.dims.iter().enumerate() {
            // Manual axes come before free axes.
            if let Some(first_free) = dim
                .axes
                .iter()
                .position(|a| !self.manual.iter().any(|m| *m == a.name))
            {
                if let Some(late) = dim.axes[first_free..]
                    .iter()
                    .find(|a| self.manual.iter().any(|m| *m == a.name))
                {
                    cx.op_error(
                        self.op,
                        sharding_span,
                        format!(
                            "{kind} {i} - dimension {d}: manual axis {late} must come before free axis {}",
                            dim.axes[first_free]
                        ),
                    );
                    return;
                }
            }
            let manual_axes: Vec<_> = dim
                .axes
                .iter()
                .filter(|a| self.manual.iter().any(|m| *m == a.name))
                .cloned()
                .collect();
            let Some(k) = axes::size_product(&manual_axes, self.mesh) else {
                return; // unknown axes are reported with the sharding
            };
            if let Dim::Static(n) = t.shape[d] {
                if k > 0 && n % k != 0 {
                    cx.op_error(
                        self.op,
                        sharding_span,
                        format!(
                            "{kind} {i} - dimension {d} of size {n} is not divisible by its manual axes {} of size {k} (manual axes cannot introduce padding)",
                            axes::list_text(&manual_axes)
                        ),
                    );
                    return;
                }
                if k > 0 {
                    shape[d] = Dim::Static(n / k);
                }
            }
        }
        let expected = Type::tensor(TensorType {
            shape,
            element: t.element.clone(),
            encoding: t.encoding.clone(),
        });
        let Some(actual) = actual else { return };
        if actual != &expected {
            let what = if kind == "operand" {
                "body argument"
            } else {
                "returned value"
            };
            cx.op_error(
                self.op,
                type_span,
                format!(
                    "{what} {i} must have the local type '{expected}' (global type '{global}' divided along the manual axes of {}), found '{actual}'",
                    if kind == "operand" { "in_shardings" } else { "out_shardings" }
                ),
            );
        }
    }
}
