//! [`HloModule`] back to HLO text, in the form XLA prints: header attributes and every
//! instruction attribute as written, operands by name, sugared async ops in their sugar
//! form (their synthesized computations are not printed, as XLA does not print them).
//!
//! `print(parse(print(parse(x)))) == print(parse(x))` for every sample, and XLA's parser
//! accepts the printout (tests/hlo_parse.rs).

use std::fmt::Write as _;

use super::ir::*;

/// The module as HLO text.
pub fn print_hlo(m: &HloModule) -> String {
    let mut out = String::new();
    out.push_str("HloModule ");
    out.push_str(&m.name);
    for (k, v) in &m.header.attrs {
        let _ = write!(out, ", {k}={v}");
    }
    out.push_str("\n\n");
    if let Some(index) = &m.header.stack_frame_index {
        out.push_str(index);
        out.push_str("\n\n");
    }
    for &c in &m.comp_order {
        if !m.computations[c].synthesized {
            print_computation(m, c, &mut out);
            out.push('\n');
        }
    }
    out
}

fn print_computation(m: &HloModule, id: CompId, out: &mut String) {
    let c = &m.computations[id];
    if c.is_entry {
        out.push_str("ENTRY ");
    }
    let _ = write!(out, "%{}", c.name);
    if c.has_signature {
        out.push_str(" (");
        for (k, p) in c.params.iter().flatten().enumerate() {
            let p = &m.instrs[*p];
            let sep = if k > 0 { ", " } else { "" };
            let _ = write!(out, "{sep}{}: {}", p.name, shape_no_layout(&p.shape));
        }
        out.push_str(") -> ");
        if let Some(r) = c.root {
            out.push_str(&shape_no_layout(&m.instrs[r].shape));
        }
    }
    out.push_str(" {\n");
    for &i in &c.instrs {
        out.push_str("  ");
        if c.root == Some(i) {
            out.push_str("ROOT ");
        }
        print_instruction(m, &m.instrs[i], out);
        out.push('\n');
    }
    out.push('}');
    if let Some(t) = &c.execution_thread {
        let _ = write!(out, ", execution_thread=\"{t}\"");
    }
    out.push('\n');
}

fn print_instruction(m: &HloModule, ins: &Instruction, out: &mut String) {
    let _ = write!(
        out,
        "%{} = {} {}(",
        ins.name,
        shape_text(&ins.shape),
        opcode_text(ins)
    );
    if let Some(n) = ins
        .parsed
        .parameter_number
        .filter(|_| ins.opcode == Opcode::Parameter)
    {
        let _ = write!(out, "{n}");
    } else if let Some(l) = ins
        .parsed
        .literal
        .as_ref()
        .filter(|_| ins.opcode == Opcode::Constant)
    {
        out.push_str(l);
    } else {
        for (k, &o) in ins.operands.iter().enumerate() {
            let sep = if k > 0 { ", " } else { "" };
            let _ = write!(out, "{sep}%{}", m.instrs[o].name);
        }
    }
    out.push(')');
    for a in &ins.attrs {
        let _ = write!(out, ", {}={}", a.key, a.value);
    }
}

/// The opcode as written: sugared async ops print as `X-start`, `X-update`, `X-done`.
pub fn opcode_text(ins: &Instruction) -> String {
    match (&ins.async_sugar, &ins.opcode) {
        (Some(base), Opcode::AsyncStart) => format!("{base}-start"),
        (Some(base), Opcode::AsyncUpdate) => format!("{base}-update"),
        (Some(base), Opcode::AsyncDone) => format!("{base}-done"),
        (_, op) => op.name().to_string(),
    }
}

/// A shape with its layouts: `f32[8,<=4]{1,0}`, `(f32[], s32[2]{0})`.
pub fn shape_text(s: &Shape) -> String {
    let mut out = String::new();
    write_shape(s, true, &mut out);
    out
}

/// A shape without layouts, as computation signatures print it.
pub fn shape_no_layout(s: &Shape) -> String {
    let mut out = String::new();
    write_shape(s, false, &mut out);
    out
}

fn write_shape(s: &Shape, layout: bool, out: &mut String) {
    match s {
        Shape::Tuple(t) => {
            out.push('(');
            for (k, e) in t.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                write_shape(e, layout, out);
            }
            out.push(')');
        }
        Shape::Array(a) => {
            out.push_str(a.elem.name());
            out.push('[');
            for (k, d) in a.dims.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                let _ = match d {
                    Dim::Static(n) => write!(out, "{n}"),
                    Dim::Bounded(n) => write!(out, "<={n}"),
                    Dim::Unbounded => write!(out, "?"),
                };
            }
            out.push(']');
            if let Some(l) = a.layout.as_ref().filter(|_| layout) {
                out.push('{');
                let m2m: Vec<String> = l.minor_to_major.iter().map(i64::to_string).collect();
                out.push_str(&m2m.join(","));
                if !l.rest.is_empty() {
                    let _ = write!(out, ":{}", l.rest);
                }
                out.push('}');
            }
        }
    }
}
