//! Pretty forms of StableHLO and CHLO ops, spelled as jaxlib prints them.
//!
//! Driven by the parser's table ([`crate::parse::stablehlo::op_def`]): the same
//! [`Syntax`] family and property list decide how an op is printed. Lossless beats
//! pretty: [`print`] returns `false` (the caller prints the generic form) whenever the
//! pretty form could not carry what the op holds: an inherent attribute the syntax does
//! not know, a discardable attribute named like a property, an attribute value in a
//! spelling the pretty form would not reproduce, unexpected regions or types, or (with
//! locations) a location the pretty form cannot print. Unlike jaxlib, attributes equal
//! to their default are printed, not dropped.

use std::fmt::Write as _;

use super::{DisplayResults, Printer};
use crate::ir::attr::{is_bare_id, parse_int_literal};
use crate::ir::{Attr, Location, Op, OpId, Type, ValueId};
use crate::parse::stablehlo::{
    cursor_conv_dims, enum_values, int_list_text, int_type, op_def, padding_attr, parse_dot_body,
    real_type, Arity, Kind, Kw, OpDef, Syntax, Types, COMMUTATIVE,
};
use crate::parse::Cursor;

/// Prints the pretty form of `op` after its results, or returns `false` for the generic
/// form (whatever was written is discarded by the caller).
pub fn print(p: &mut Printer, op: OpId) -> bool {
    let o = &p.m.ops[op];
    let Some(def) = op_def(&o.name) else {
        return false;
    };
    if !o.successors.is_empty() {
        return false;
    }
    if !matches!(def.syntax, Syntax::Reduce | Syntax::While) && !o.regions.is_empty() {
        return false;
    }
    match def.syntax {
        Syntax::Simple { arity, kws, types } => print_simple(p, op, &def, arity, kws, types),
        Syntax::Constant => print_constant(p, op, &def),
        Syntax::Compare => print_compare(p, op, &def),
        Syntax::Slice => print_slice(p, op, &def),
        Syntax::GetTupleElement => print_get_tuple_element(p, op, &def),
        Syntax::OptimizationBarrier => print_optimization_barrier(p, op, &def),
        Syntax::Return => print_return(p, op, &def),
        Syntax::DotGeneral => print_dot_general(p, op, &def),
        Syntax::Convolution => print_convolution(p, op, &def),
        Syntax::CustomCall => print_custom_call(p, op, &def),
        Syntax::Composite => print_composite(p, op, &def),
        Syntax::Reduce => print_reduce(p, op, &def),
        Syntax::While => print_while(p, op, &def),
        Syntax::TopK => print_top_k(p, op, &def),
    }
}

// ----- shared pieces --------------------------------------------------------------------

/// ` {a = 1, b}`: the attributes not in `elided`, sorted by name as MLIR prints them;
/// empty if none are left. `None` when the op's attributes do not fit its pretty form
/// (an inherent attribute that is not a property, a discardable one named like a
/// property, a name twice).
fn dict(o: &Op, def: &OpDef, elided: &[&str]) -> Option<String> {
    if o.attrs.iter().any(|a| a.inherent != def.is_prop(&a.name)) {
        return None;
    }
    let mut names: Vec<&str> = o.attrs.iter().map(|a| a.name.as_str()).collect();
    names.sort_unstable();
    if names.windows(2).any(|w| w[0] == w[1]) {
        return None;
    }
    let mut rest: Vec<_> = o
        .attrs
        .iter()
        .filter(|a| !elided.contains(&a.name.as_str()))
        .collect();
    if rest.is_empty() {
        return Some(String::new());
    }
    rest.sort_by(|a, b| a.name.cmp(&b.name));
    let parts: Vec<String> = rest.iter().map(|a| a.to_string()).collect();
    Some(format!(" {{{}}}", parts.join(", ")))
}

fn types_of(p: &Printer, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|&v| p.m.values[v].ty.clone()).collect()
}

fn type_list(ts: &[Type]) -> String {
    let parts: Vec<String> = ts.iter().map(Type::to_string).collect();
    parts.join(", ")
}

/// `(T, U) -> R`.
fn functional(ins: &[Type], outs: &[Type]) -> String {
    format!("({}) -> {}", type_list(ins), DisplayResults(outs))
}

fn op_functional(p: &Printer, o: &Op) -> String {
    functional(&types_of(p, &o.operands), &types_of(p, &o.results))
}

/// The types after the `:` in `style`, or `None` if the op's types do not fit it.
fn type_text(p: &Printer, o: &Op, style: Types) -> Option<String> {
    let ins = types_of(p, &o.operands);
    let outs = types_of(p, &o.results);
    let single = |outs: &[Type]| match outs {
        [t] if !matches!(t, Type::Function(..)) => Some(t.clone()),
        _ => None,
    };
    Some(match style {
        Types::Functional => functional(&ins, &outs),
        Types::Same => {
            let r = single(&outs)?;
            if ins.iter().all(|t| *t == r) {
                r.to_string()
            } else {
                functional(&ins, &outs)
            }
        }
        Types::Complex => {
            let r = single(&outs)?;
            match real_type(&r) {
                Some(real) if ins.len() == 2 && ins.iter().all(|t| *t == real) => r.to_string(),
                _ => functional(&ins, &outs),
            }
        }
        Types::Select => {
            let r = single(&outs)?;
            if ins.len() != 3 {
                return None;
            }
            if ins[1] == r && ins[2] == r {
                format!("{}, {r}", ins[0])
            } else {
                functional(&ins, &outs)
            }
        }
        Types::Tuple => {
            let r = single(&outs)?;
            (r == Type::Tuple(ins)).then(|| r.to_string())?
        }
        Types::Results => {
            let r = single(&outs)?;
            ins.is_empty().then(|| r.to_string())?
        }
        Types::ChloUnary => match (ins.as_slice(), single(&outs)) {
            ([a], Some(r)) => format!("{a} -> {r}"),
            _ => return None,
        },
        Types::ChloBinary => match (ins.as_slice(), single(&outs)) {
            ([a, b], Some(r)) => format!("{a}, {b} -> {r}"),
            _ => return None,
        },
    })
}

/// An integer attribute `v : iN` written in MLIR's canonical decimal spelling.
fn int_of(a: Option<&Attr>, width: u32) -> Option<i64> {
    match a? {
        Attr::Int { text, ty: Some(t) } if *t == int_type(width) => {
            let v = parse_int_literal(text)?;
            (v.to_string() == *text).then_some(v)
        }
        _ => None,
    }
}

/// `array<i64: ...>` with canonical literals.
fn i64_array_of(a: &Attr) -> Option<Vec<i64>> {
    match a {
        Attr::DenseArray { element, values } if element == "i64" => values
            .iter()
            .map(|t| parse_int_literal(t).filter(|v| v.to_string() == *t))
            .collect(),
        _ => None,
    }
}

/// The value of `#stablehlo<NAME VALUE>`.
fn enum_of<'a>(a: &'a Attr, name: &str) -> Option<&'a str> {
    match a {
        Attr::Dialect {
            dialect,
            name: None,
            body: Some(b),
        } if dialect == "stablehlo" => {
            let (n, v) = b.split_once(' ')?;
            let allowed = enum_values(name);
            (n == name && (allowed.contains(&v) || allowed.is_empty() && is_bare_id(v)))
                .then_some(v)
        }
        _ => None,
    }
}

/// `[DEFAULT, HIGH]`.
fn precisions_of(a: &Attr) -> Option<String> {
    let Attr::Array(items) = a else {
        return None;
    };
    let v: Option<Vec<&str>> = items.iter().map(|i| enum_of(i, "precision")).collect();
    Some(format!("[{}]", v?.join(", ")))
}

/// The pretty spelling of a keyword attribute's value.
fn kind_text(a: &Attr, kind: Kind) -> Option<String> {
    match kind {
        Kind::I64Array => i64_array_of(a).map(|v| int_list_text(&v)),
        Kind::I64 => int_of(Some(a), 64).map(|v| v.to_string()),
        Kind::Bool => match a {
            Attr::Bool(b) => Some(b.to_string()),
            _ => None,
        },
        Kind::Str => match a {
            Attr::Str(s) => Some(format!("\"{s}\"")),
            _ => None,
        },
        Kind::Enum(name) => enum_of(a, name).map(str::to_string),
        Kind::Precisions => precisions_of(a),
        Kind::ExpMantissa => None,
    }
}

/// The indentation of the line being printed (the op's nesting level).
fn current_indent(p: &Printer) -> String {
    let line = p.out.rsplit('\n').next().unwrap_or("");
    " ".repeat(line.len() - line.trim_start_matches(' ').len())
}

// ----- families -------------------------------------------------------------------------

/// `OP %a, %b, kw = v {attrs} : types`.
fn print_simple(
    p: &mut Printer,
    op: OpId,
    def: &OpDef,
    arity: Arity,
    kws: &[Kw],
    types: Types,
) -> bool {
    let o = &p.m.ops[op];
    let n = o.operands.len();
    let arity_ok = match arity {
        Arity::Fixed(k) => n == k,
        Arity::Variadic { min } => n >= min,
    };
    if !arity_ok {
        return false;
    }
    let mut parts = Vec::new();
    let mut elided: Vec<&str> = Vec::new();
    for k in kws {
        if k.kind == Kind::ExpMantissa {
            let e = int_of(o.attr("exponent_bits"), 32);
            let m = int_of(o.attr("mantissa_bits"), 32);
            let (Some(e), Some(m)) = (e, m) else {
                return false;
            };
            parts.push(format!("{} = e{e}m{m}", k.kw));
            elided.extend(["exponent_bits", "mantissa_bits"]);
            continue;
        }
        match o.attr(k.attr) {
            None if k.optional => {}
            None => return false,
            Some(a) => {
                let Some(s) = kind_text(a, k.kind) else {
                    return false;
                };
                parts.push(format!("{} = {s}", k.kw));
                elided.push(k.attr);
            }
        }
    }
    let (Some(d), Some(t)) = (dict(o, def, &elided), type_text(p, o, types)) else {
        return false;
    };
    let name = o.name.clone();
    let operands = o.operands.clone();
    p.w(&name);
    let mut comma = false;
    if arity != Arity::Fixed(0) {
        p.w(" ");
        p.values(&operands);
        comma = !operands.is_empty();
    }
    for part in parts {
        p.w(if comma { ", " } else { " " });
        p.w(&part);
        comma = true;
    }
    p.w(&d);
    p.w(" : ");
    p.w(&t);
    true
}

/// `OP {attrs} dense<...> : T`.
fn print_constant(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let Some(v @ Attr::Elements { ty, .. }) = o.attr("value") else {
        return false;
    };
    if !o.operands.is_empty() || o.results.len() != 1 || p.m.values[o.results[0]].ty != *ty {
        return false;
    }
    let Some(d) = dict(o, def, &["value"]) else {
        return false;
    };
    let text = format!("{}{d} {v}", o.name);
    p.w(&text);
    true
}

/// `stablehlo.compare GE, %a, %b, SIGNED {attrs} : (T, T) -> R`.
fn print_compare(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let Some(dir) = o
        .attr("comparison_direction")
        .and_then(|a| enum_of(a, "comparison_direction"))
    else {
        return false;
    };
    let ty = match o.attr("compare_type") {
        None => None,
        Some(a) => match enum_of(a, "comparison_type") {
            Some(t) => Some(t),
            None => return false,
        },
    };
    let Some(d) = dict(o, def, &["comparison_direction", "compare_type"]) else {
        return false;
    };
    if o.operands.len() != 2 || o.results.len() != 1 {
        return false;
    }
    let head = format!("stablehlo.compare {dir}, ");
    let tail = format!(
        "{}{d} : {}",
        ty.map(|t| format!(", {t}")).unwrap_or_default(),
        op_functional(p, o)
    );
    let operands = o.operands.clone();
    p.w(&head);
    p.values(&operands);
    p.w(&tail);
    true
}

/// `stablehlo.slice %x [0:8, 1:4:2] {attrs} : (T) -> R`.
fn print_slice(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let get = |k: &str| o.attr(k).and_then(i64_array_of);
    let (Some(start), Some(limit), Some(strides)) =
        (get("start_indices"), get("limit_indices"), get("strides"))
    else {
        return false;
    };
    if start.len() != limit.len() || start.len() != strides.len() || o.operands.len() != 1 {
        return false;
    }
    let Some(d) = dict(o, def, &["start_indices", "limit_indices", "strides"]) else {
        return false;
    };
    let ranges: Vec<String> = (0..start.len())
        .map(|i| match strides[i] {
            1 => format!("{}:{}", start[i], limit[i]),
            s => format!("{}:{}:{s}", start[i], limit[i]),
        })
        .collect();
    let tail = format!(" [{}]{d} : {}", ranges.join(", "), op_functional(p, o));
    let x = o.operands[0];
    p.w("stablehlo.slice ");
    p.value(x);
    p.w(&tail);
    true
}

/// `stablehlo.get_tuple_element %t[1] {attrs} : (T) -> R`.
fn print_get_tuple_element(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let (Some(i), Some(d)) = (int_of(o.attr("index"), 32), dict(o, def, &["index"])) else {
        return false;
    };
    if o.operands.len() != 1 {
        return false;
    }
    let tail = format!("[{i}]{d} : {}", op_functional(p, o));
    let x = o.operands[0];
    p.w("stablehlo.get_tuple_element ");
    p.value(x);
    p.w(&tail);
    true
}

/// `stablehlo.optimization_barrier {attrs} %a, %b : T, U` or `...barrier {attrs}()`.
fn print_optimization_barrier(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let ins = types_of(p, &o.operands);
    let Some(d) = dict(o, def, &[]) else {
        return false;
    };
    if ins != types_of(p, &o.results) {
        return false;
    }
    let operands = o.operands.clone();
    p.w("stablehlo.optimization_barrier");
    p.w(&d);
    if operands.is_empty() {
        p.w("()");
    } else {
        p.w(" ");
        p.values(&operands);
        p.w(" : ");
        p.w(&type_list(&ins));
    }
    true
}

/// `stablehlo.return %a, %b {attrs} : T, U`.
fn print_return(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let Some(d) = dict(o, def, &[]) else {
        return false;
    };
    if !o.results.is_empty() {
        return false;
    }
    let operands = o.operands.clone();
    let ins = types_of(p, &operands);
    p.w("stablehlo.return ");
    p.values(&operands);
    p.w(&d);
    if !operands.is_empty() {
        p.w(" : ");
        p.w(&type_list(&ins));
    }
    true
}

/// `stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x
/// [1], precision = [..], algorithm = <..> {attrs} : (T, U) -> R`.
fn print_dot_general(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let lists = match o.attr("dot_dimension_numbers") {
        Some(Attr::Dialect {
            dialect,
            name: Some(n),
            body: Some(b),
        }) if dialect == "stablehlo" && n == "dot" => parse_dot_body(b),
        _ => None,
    };
    let Some(lists) = lists else {
        return false;
    };
    let mut text = String::from(", ");
    if !lists[0].is_empty() || !lists[1].is_empty() {
        let _ = write!(
            text,
            "batching_dims = {} x {}, ",
            int_list_text(&lists[0]),
            int_list_text(&lists[1])
        );
    }
    let _ = write!(
        text,
        "contracting_dims = {} x {}",
        int_list_text(&lists[2]),
        int_list_text(&lists[3])
    );
    if let Some(a) = o.attr("precision_config") {
        let Some(s) = precisions_of(a) else {
            return false;
        };
        let _ = write!(text, ", precision = {s}");
    }
    match o.attr("algorithm") {
        None => {}
        Some(Attr::Dialect {
            dialect,
            name: Some(n),
            body: Some(b),
        }) if dialect == "stablehlo" && n == "dot_algorithm" => {
            let _ = write!(text, ", algorithm = <{b}>");
        }
        Some(_) => return false,
    }
    let elided = ["dot_dimension_numbers", "precision_config", "algorithm"];
    let Some(d) = dict(o, def, &elided) else {
        return false;
    };
    if o.operands.len() != 2 {
        return false;
    }
    let _ = write!(text, "{d} : {}", op_functional(p, o));
    let operands = o.operands.clone();
    p.w("stablehlo.dot_general ");
    p.values(&operands);
    p.w(&text);
    true
}

/// The `[[lo, hi], ...]` pairs of a convolution's `padding`, if it is exactly what the
/// parser builds for them.
fn padding_pairs(a: &Attr) -> Option<Vec<(i64, i64)>> {
    let Attr::Elements { kind, body, ty } = a else {
        return None;
    };
    let n = match ty.as_tensor()?.static_shape()?.as_slice() {
        [n, 2] => usize::try_from(*n).ok()?,
        _ => return None,
    };
    let mut c = Cursor::new(body);
    let pairs = if body.trim_start().starts_with('[') {
        let mut v = Vec::new();
        c.expect("[").ok()?;
        loop {
            c.expect("[").ok()?;
            let lo = c.int().ok()?;
            c.expect(",").ok()?;
            let hi = c.int().ok()?;
            c.expect("]").ok()?;
            v.push((lo, hi));
            if !c.eat(",") {
                break;
            }
        }
        c.expect("]").ok()?;
        v
    } else {
        let v = c.int().ok()?;
        vec![(v, v); n]
    };
    let canonical = kind == "dense" && c.at_end() && pairs.len() == n;
    (canonical && padding_attr(&pairs) == *a).then_some(pairs)
}

/// `stablehlo.convolution(%a, %b) dim_numbers = ..., window = {...} {attrs} : ...`.
fn print_convolution(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let dims = match o.attr("dimension_numbers") {
        Some(Attr::Dialect {
            dialect,
            name: Some(n),
            body: Some(b),
        }) if dialect == "stablehlo" && n == "conv" => {
            let mut c = Cursor::new(b);
            cursor_conv_dims(&mut c)
                .ok()
                .filter(|d| d == b && c.at_end())
        }
        _ => None,
    };
    let Some(dims) = dims else {
        return false;
    };
    let mut window = Vec::new();
    for (key, attr) in [
        ("stride", "window_strides"),
        ("pad", "padding"),
        ("lhs_dilate", "lhs_dilation"),
        ("rhs_dilate", "rhs_dilation"),
        ("reverse", "window_reversal"),
    ] {
        let Some(a) = o.attr(attr) else {
            continue;
        };
        let value = match key {
            "pad" => padding_pairs(a).map(|v| {
                let parts: Vec<String> = v.iter().map(|(l, h)| format!("[{l}, {h}]")).collect();
                format!("[{}]", parts.join(", "))
            }),
            "reverse" => match a {
                Attr::DenseArray { element, values }
                    if element == "i1" && values.iter().all(|v| v == "true" || v == "false") =>
                {
                    Some(format!("[{}]", values.join(", ")))
                }
                _ => None,
            },
            _ => i64_array_of(a).map(|v| int_list_text(&v)),
        };
        let Some(value) = value else {
            return false;
        };
        window.push(format!("{key} = {value}"));
    }
    let elided = [
        "dimension_numbers",
        "window_strides",
        "padding",
        "lhs_dilation",
        "rhs_dilation",
        "window_reversal",
    ];
    let Some(d) = dict(o, def, &elided) else {
        return false;
    };
    let tail = format!(
        ") dim_numbers = {dims}, window = {{{}}}{d} : {}",
        window.join(", "),
        op_functional(p, o)
    );
    let operands = o.operands.clone();
    p.w("stablehlo.convolution(");
    p.values(&operands);
    p.w(&tail);
    true
}

/// `stablehlo.custom_call @target(%a) {attrs} : (T) -> R`.
fn print_custom_call(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let Some(Attr::Str(target)) = o.attr("call_target_name") else {
        return false;
    };
    let Some(d) = dict(o, def, &["call_target_name"]) else {
        return false;
    };
    let target = if is_bare_id(target) {
        format!("@{target}")
    } else {
        format!("@\"{target}\"")
    };
    let tail = format!("){d} : {}", op_functional(p, o));
    let operands = o.operands.clone();
    p.w("stablehlo.custom_call ");
    p.w(&target);
    p.w("(");
    p.values(&operands);
    p.w(&tail);
    true
}

/// `stablehlo.composite "name" %a {attrs} : (T) -> R`.
fn print_composite(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let Some(Attr::Str(name)) = o.attr("name") else {
        return false;
    };
    let Some(d) = dict(o, def, &["name"]) else {
        return false;
    };
    let head = format!("stablehlo.composite \"{name}\" ");
    let tail = format!("{d} : {}", op_functional(p, o));
    let operands = o.operands.clone();
    p.w(&head);
    p.values(&operands);
    p.w(&tail);
    true
}

/// `chlo.top_k(%x, k = 2) {attrs} : T -> (U, V)`.
fn print_top_k(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let (Some(k), Some(d)) = (int_of(o.attr("k"), 64), dict(o, def, &["k"])) else {
        return false;
    };
    let (ins, outs) = (types_of(p, &o.operands), types_of(p, &o.results));
    let ([t], [u, v]) = (ins.as_slice(), outs.as_slice()) else {
        return false;
    };
    let tail = format!(", k = {k}){d} : {t} -> ({u}, {v})");
    let x = o.operands[0];
    p.w("chlo.top_k(");
    p.value(x);
    p.w(&tail);
    true
}

/// Whether jaxlib's compact `applies OP` form describes the reduce body exactly: one
/// commutative binary op of the two block arguments (scalars of input 0's element
/// type), returned as is, nothing else attached, and (when locations are printed) every
/// piece at the reduce op's own location, which is what parsing the compact form gives.
fn compact_reduce_op(p: &Printer, op: OpId) -> Option<String> {
    let m = p.m;
    let o = &m.ops[op];
    let [r] = o.regions.as_slice() else {
        return None;
    };
    let [b] = m.regions[*r].blocks.as_slice() else {
        return None;
    };
    let block = &m.blocks[*b];
    let ([a0, a1], [inner, ret]) = (block.args.as_slice(), block.ops.as_slice()) else {
        return None;
    };
    let (i, t) = (&m.ops[*inner], &m.ops[*ret]);
    let elem = m.tensor_type(*o.operands.first()?)?.element.clone();
    let scalar = Type::tensor(crate::ir::TensorType {
        shape: vec![],
        element: elem,
        encoding: None,
    });
    let plain = |x: &Op| x.attrs.is_empty() && x.regions.is_empty() && x.successors.is_empty();
    let ok = COMMUTATIVE.contains(&i.name.as_str())
        && plain(i)
        && i.operands == [*a0, *a1]
        && i.results.len() == 1
        && [*a0, *a1, i.results[0]]
            .iter()
            .all(|&v| m.values[v].ty == scalar)
        && t.name == "stablehlo.return"
        && plain(t)
        && t.operands == i.results
        && t.results.is_empty();
    let here = |l: &Option<Location>| *l == o.loc;
    let locs = !p.opts.debug_info
        || (here(&i.loc) && here(&t.loc) && here(&m.values[*a0].loc) && here(&m.values[*a1].loc));
    (ok && locs).then(|| i.name.clone())
}

/// `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] {attrs}
/// : F`, or the region form with `reducer(%a: T, %b: T) (...) { ... }` on the next line.
fn print_reduce(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let o = &p.m.ops[op];
    let n = o.operands.len();
    if n == 0 || n % 2 != 0 {
        return false;
    }
    let (Some(dims), Some(d)) = (
        o.attr("dimensions").and_then(i64_array_of),
        dict(o, def, &["dimensions"]),
    ) else {
        return false;
    };
    let [r] = o.regions.as_slice() else {
        return false;
    };
    let r = *r;
    let [b] = p.m.regions[r].blocks.as_slice() else {
        return false;
    };
    let args = p.m.blocks[*b].args.clone();
    let compact = compact_reduce_op(p, op);
    if compact.is_none() && args.len() != n {
        return false;
    }
    let tail = format!(
        " across dimensions = {}{d} : {}",
        int_list_text(&dims),
        op_functional(p, o)
    );
    let operands = o.operands.clone();
    let half = n / 2;
    p.w("stablehlo.reduce");
    for i in 0..half {
        p.w(if i == 0 { "(" } else { ", (" });
        p.value(operands[i]);
        p.w(" init: ");
        p.value(operands[half + i]);
        p.w(")");
    }
    if let Some(inner) = compact {
        p.w(" applies ");
        p.w(&inner);
        p.w(&tail);
        return true;
    }
    p.w(&tail);
    let indent = current_indent(p);
    p.w("\n");
    p.w(&indent);
    p.w(" reducer");
    for i in 0..half {
        p.w("(");
        p.block_arg(args[i]);
        p.w(", ");
        p.block_arg(args[half + i]);
        p.w(") ");
    }
    p.w(" ");
    p.region(r, false);
    true
}

/// `stablehlo.while(%iterArg = %x) : T attributes {..}` and `cond { .. } do { .. }` on
/// the next line. Both regions' arguments are declared once, so they must have the same
/// names (and, with locations, none of their own).
fn print_while(p: &mut Printer, op: OpId, def: &OpDef) -> bool {
    let m = p.m;
    let o = &m.ops[op];
    let Some(d) = dict(o, def, &[]) else {
        return false;
    };
    let [cond, body] = o.regions.as_slice() else {
        return false;
    };
    let (cond, body) = (*cond, *body);
    let ([cb], [bb]) = (
        m.regions[cond].blocks.as_slice(),
        m.regions[body].blocks.as_slice(),
    ) else {
        return false;
    };
    let (cargs, bargs) = (&m.blocks[*cb].args, &m.blocks[*bb].args);
    let ins = types_of(p, &o.operands);
    let named = |v: &ValueId| {
        let val = &m.values[*v];
        let n = &val.name;
        !n.is_empty() && !n.contains('#') && (!p.opts.debug_info || val.loc.is_none())
    };
    let ok = types_of(p, cargs) == ins
        && types_of(p, bargs) == ins
        && types_of(p, &o.results) == ins
        && cargs.iter().all(named)
        && bargs.iter().all(named)
        && cargs
            .iter()
            .zip(bargs)
            .all(|(a, b)| m.values[*a].name == m.values[*b].name);
    if !ok {
        return false;
    }
    let pairs: Vec<(ValueId, ValueId)> = cargs.iter().copied().zip(o.operands.clone()).collect();
    p.w("stablehlo.while(");
    for (i, (arg, x)) in pairs.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.value(*arg);
        p.w(" = ");
        p.value(*x);
    }
    p.w(")");
    if !ins.is_empty() {
        p.w(" : ");
        p.w(&type_list(&ins));
    }
    if !d.is_empty() {
        p.w(" attributes");
        p.w(&d);
    }
    let indent = current_indent(p);
    p.w("\n");
    p.w(&indent);
    p.w("cond ");
    p.region(cond, false);
    p.w(" do ");
    p.region(body, false);
    true
}
