//! One instruction: `[ROOT] %name = shape opcode(operands), key=value, ...`, read into a
//! [`RawInstr`] whose operand and callee names are resolved later.

use super::attrs::{parse_known, CalleeRef};
use super::lexer::{Cursor, PResult};
use super::shape::{at_shape, parse_shape};
use crate::diag::{Diagnostic, Span};
use crate::hlo::ir::{Attributes, RawAttr};
use crate::hlo::shape::Shape;

/// An operand as written: name, span, and the shape written before it, if any.
pub struct RawOperand {
    pub name: String,
    pub span: Span,
    pub shape: Option<Shape>,
}

/// An instruction before name resolution.
pub struct RawInstr {
    pub name: String,
    pub name_span: Span,
    pub is_root: bool,
    pub shape: Shape,
    pub opcode: String,
    pub opcode_span: Span,
    pub operands: Vec<RawOperand>,
    pub attrs: Vec<RawAttr>,
    pub parsed: Attributes,
    pub callees: Vec<CalleeRef>,
    pub span: Span,
}

/// Whether an instruction starts at the cursor: `ROOT` or `name =`.
pub fn at_instruction(c: &mut Cursor) -> bool {
    let mut probe = c.clone();
    if probe.eat("ROOT")
        && !probe.src[probe.pos..]
            .starts_with(|ch: char| ch == '.' || ch == '-' || ch.is_alphanumeric())
    {
        return true;
    }
    let mut probe = c.clone();
    probe.name().is_ok() && probe.eat("=") && at_shape(&mut probe)
}

/// Parses one instruction.
pub fn parse_instruction(c: &mut Cursor) -> PResult<RawInstr> {
    c.skip_trivia();
    let start = c.pos;
    let is_root = {
        let mut probe = c.clone();
        let root = probe.word() == "ROOT" && probe.at_name();
        if root {
            *c = probe;
        }
        root
    };
    let (name, name_span) = c.name()?;
    if crate::hlo::shape::ElementType::from_name(&name).is_some() {
        return Err(Diagnostic::error(
            name_span,
            format!("illegal instruction name '{name}': it is an element type (XLA rejects it)"),
        ));
    }
    c.expect("=")?;
    let shape = parse_shape(c)?;
    c.skip_trivia();
    let op_at = c.pos;
    let opcode = c.word().to_string();
    let opcode_span = Span::new(op_at, c.pos.max(op_at + 1).min(c.src.len()));
    if opcode.is_empty() {
        return Err(c.error(format!(
            "expected an opcode, found {}",
            c.clone().describe_next()
        )));
    }
    c.skip_trivia();
    let open = c.pos;
    c.expect("(")?;
    let mut parsed = Attributes::default();
    let operands = match opcode.as_str() {
        "parameter" => {
            parsed.parameter_number = Some(c.int()?);
            c.expect(")")?;
            vec![]
        }
        "constant" => {
            parsed.literal = Some(c.until_close_paren(open)?.to_string());
            vec![]
        }
        _ => operand_list(c)?,
    };
    let attrs = attributes(c)?;
    let callees = parse_known(c.src, &attrs, &mut parsed)?;
    Ok(RawInstr {
        name,
        name_span,
        is_root,
        shape,
        opcode,
        opcode_span,
        operands,
        attrs,
        parsed,
        callees,
        span: Span::new(start, c.pos),
    })
}

/// `[shape] name, ...)` after the `(`.
fn operand_list(c: &mut Cursor) -> PResult<Vec<RawOperand>> {
    let mut out = Vec::new();
    if c.eat(")") {
        return Ok(out);
    }
    loop {
        let shape = if at_shape(c) {
            Some(parse_shape(c)?)
        } else {
            None
        };
        let (name, span) = c.name()?;
        out.push(RawOperand { name, span, shape });
        if c.eat(")") {
            return Ok(out);
        }
        if !c.eat(",") {
            return Err(c.unexpected("',' or ')' after an operand"));
        }
    }
}

/// `, key=value` repeated; values verbatim.
pub fn attributes(c: &mut Cursor) -> PResult<Vec<RawAttr>> {
    let mut attrs: Vec<RawAttr> = Vec::new();
    while c.eat(",") {
        c.skip_trivia();
        let key_at = c.pos;
        let key = c.word().to_string();
        if key.is_empty() {
            return Err(c.error(format!(
                "expected an attribute name, found {}",
                c.clone().describe_next()
            )));
        }
        if let Some(prev) = attrs.iter().find(|a| a.key == key) {
            return Err(Diagnostic::error(
                Span::new(key_at, key_at + key.len()),
                format!("duplicate attribute '{key}'"),
            )
            .with_note("first given here", Some(prev.span)));
        }
        c.expect("=")?;
        let (value, span) = c.verbatim_value()?;
        attrs.push(RawAttr {
            key,
            value: value.to_string(),
            span,
        });
    }
    Ok(attrs)
}

/// After an error: skips to the next line that starts an instruction or closes a
/// computation, so one run reports every broken instruction.
pub fn recover(c: &mut Cursor, failed_at: usize) {
    // The error may be at the start of the next instruction (an operand list left open):
    // resume there rather than skip it.
    let mut probe = c.clone();
    probe.skip_trivia();
    let line_start = c.src[..probe.pos].rfind('\n').map_or(0, |i| i + 1);
    if probe.pos > failed_at
        && c.src[line_start..probe.pos].trim().is_empty()
        && (probe.starts_with("}") || at_instruction(&mut probe.clone()))
    {
        *c = probe;
        return;
    }
    loop {
        match c.src[c.pos..].find('\n') {
            None => {
                c.pos = c.src.len();
                return;
            }
            Some(nl) => c.pos += nl + 1,
        }
        let line = c.src[c.pos..].trim_start();
        if line.starts_with('}') || line.starts_with("ENTRY") || line.starts_with("HloModule") {
            return;
        }
        let mut probe = c.clone();
        if at_instruction(&mut probe) {
            return;
        }
        let mut probe = c.clone();
        if probe.name().is_ok() && (probe.starts_with("{") || probe.starts_with("(")) {
            return;
        }
    }
}
