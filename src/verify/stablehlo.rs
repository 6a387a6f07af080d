//! Rules of other dialects and of builtin attributes that jaxlib's parser and verifier
//! enforce on the inputs we read, where a module would otherwise pass our verifier and
//! fail Shardy's: dense elements of a static type, `stablehlo.dot_general` dimensions in
//! range, and the `sdy.propagation_edges` debugging attribute.

use std::collections::BTreeSet;

use super::Ctx;
use crate::ir::sdy::SdyAttr;
use crate::ir::{Attr, Dim, OpId, Type};
use crate::rules::stablehlo_attrs::DotDims;

pub fn check(cx: &mut Ctx, op: OpId) {
    check_elements(cx, op);
    check_propagation_edges(cx, op);
    if cx.m.ops[op].name == "stablehlo.dot_general" {
        check_dot_general(cx, op);
    }
}

/// MLIR's parser: an elements literal (`dense<...> : T`) has a static shape.
fn check_elements(cx: &mut Ctx, op: OpId) {
    for a in &cx.m.ops[op].attrs {
        if let Attr::Elements { ty, .. } = &a.value {
            let dynamic = match ty {
                Type::Tensor(t) => t.shape.iter().any(|d| matches!(d, Dim::Dynamic)),
                Type::UnrankedTensor(_) => true,
                _ => false,
            };
            if dynamic {
                let span = if a.span.is_dummy() {
                    cx.m.ops[op].span
                } else {
                    a.span
                };
                cx.error(span, "elements literal type must have static shape");
            }
            if let Attr::Elements { kind, body, .. } = &a.value {
                if let Some(bad) = (kind == "dense").then(|| bad_dense_token(body)).flatten() {
                    let span = if a.span.is_dummy() {
                        cx.m.ops[op].span
                    } else {
                        a.span
                    };
                    cx.error(span, format!("malformed dense elements literal: '{bad}'"));
                }
            }
        }
    }
}

/// The first token of a `dense<...>` body that is not a literal MLIR's lexer reads:
/// integers, floats (`-1.5e+03`: digits, a `.` before any exponent), hex, `true`/`false`,
/// between `[ ] ( ) ,` and spaces; a string body is not looked into.
fn bad_dense_token(body: &str) -> Option<String> {
    if body.contains('"') {
        return None;
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let number = |t: &str| {
        let t = t.strip_prefix(['-', '+']).unwrap_or(t);
        if let Some(h) = t.strip_prefix("0x") {
            return !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit());
        }
        let (mant, exp) = match t.find(['e', 'E']) {
            Some(i) => (&t[..i], Some(&t[i + 1..])),
            None => (t, None),
        };
        let (int, frac) = match mant.split_once('.') {
            Some((i, f)) => (i, Some(f)),
            None => (mant, None),
        };
        let exp_ok = match exp {
            None => true,
            Some(e) => frac.is_some() && digits(e.strip_prefix(['-', '+']).unwrap_or(e)),
        };
        digits(int) && frac.is_none_or(|f| f.is_empty() || digits(f)) && exp_ok
    };
    body.split(|c: char| matches!(c, '[' | ']' | '(' | ')' | ',') || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .find(|t| !(number(t) || *t == "true" || *t == "false"))
        .map(str::to_string)
}

/// `sdy.propagation_edges` (written by propagation with debugging on) is a
/// `#sdy.propagation_edges<...>` of well-formed steps with distinct indices, on an op
/// that has an `sdy.sharding`, and every axis it names is an axis of one of the meshes
/// of that sharding.
fn check_propagation_edges(cx: &mut Ctx, op: OpId) {
    let o = &cx.m.ops[op];
    let Some(a) = o.named_attr("sdy.propagation_edges") else {
        return;
    };
    let span = a.span;
    let body = match &a.value {
        Attr::Dialect {
            dialect,
            name: Some(n),
            body: Some(b),
        } if dialect == "sdy" && n == "propagation_edges" => b,
        _ => {
            cx.op_error(
                op,
                span,
                "should have a propagation edges attribute of type PropagationEdgesAttr for attr named 'sdy.propagation_edges'",
            );
            return;
        }
    };
    let steps = match crate::parse::parse_propagation_edges(body) {
        Ok(s) => s,
        Err(e) => {
            cx.error(
                span,
                format!("malformed #sdy.propagation_edges: {}", e.message),
            );
            return;
        }
    };
    let Some(Attr::Sdy(SdyAttr::ShardingPerValue(shardings))) = o.attr("sdy.sharding") else {
        cx.op_error(
            op,
            span,
            "expected propagation edges attr to reference a sharding.",
        );
        return;
    };
    let mut seen = BTreeSet::new();
    let counts = [("operand", o.operands.len()), ("result", o.results.len())];
    for (step, axes, values) in &steps {
        if !seen.insert(*step) {
            cx.op_error(
                op,
                span,
                format!("propagation edges have duplicate step index: {step}"),
            );
            return;
        }
        let known = |name: &str| {
            shardings.iter().any(|s| {
                cx.resolve_mesh(&s.mesh)
                    .is_some_and(|m| m.axis_size(name).is_some())
            })
        };
        if axes.iter().any(|a| !known(&a.name)) {
            cx.op_error(op, span, "expected axis ref to be in one of the meshes");
            return;
        }
        for (source, targets) in values {
            if targets.contains(source) {
                cx.op_error(
                    op,
                    span,
                    "propagation edges have a source that is the same as a target",
                );
                return;
            }
        }
        for (kind, k) in values.iter().flat_map(|(s, t)| std::iter::once(s).chain(t)) {
            let n = counts.iter().find(|c| c.0 == *kind).map_or(0, |c| c.1);
            if usize::try_from(*k).map_or(true, |k| k >= n) {
                cx.op_error(
                    op,
                    span,
                    format!(
                        "expected a value ref to have an {kind} index in range [0, {n}), got: {k}"
                    ),
                );
                return;
            }
        }
    }
}

/// StableHLO's `dot_general` verifier: every batching and contracting dimension is a
/// dimension of its side.
fn check_dot_general(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let o = &m.ops[op];
    let Some(Attr::Dialect {
        body: Some(body), ..
    }) = o.attr("dot_dimension_numbers")
    else {
        return;
    };
    let span = cx.attr_span(op, "dot_dimension_numbers");
    let dn = match DotDims::parse(body) {
        Ok(dn) => dn,
        Err(e) => {
            cx.op_error(op, span, format!("dot_dimension_numbers: {e}"));
            return;
        }
    };
    let rank = |i: usize| {
        o.operands
            .get(i)
            .and_then(|&v| m.values[v].ty.as_tensor())
            .map(|t| t.shape.len())
    };
    let sides = [
        ("lhs_batching_dimensions", &dn.lhs_batching, rank(0)),
        ("rhs_batching_dimensions", &dn.rhs_batching, rank(1)),
        ("lhs_contracting_dimensions", &dn.lhs_contracting, rank(0)),
        ("rhs_contracting_dimensions", &dn.rhs_contracting, rank(1)),
    ];
    for (name, dims, rank) in sides {
        let Some(rank) = rank else { continue };
        if let Some(d) = dims.iter().find(|&&d| d >= rank) {
            cx.op_error(
                op,
                span,
                format!("{name} value: {d} is out of range: [0, {rank})"),
            );
            return;
        }
    }
}
