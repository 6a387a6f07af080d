//! HLO text to [`HloModule`]: the text of `compiled.as_text()` and of `--xla_dump_to`
//! files. [`lexer`] reads tokens, [`shape`] shapes, [`instr`] instructions, [`attrs`] the
//! structured attributes, [`build`] resolves names into the IR and checks it.
//!
//! The parser never panics: every error is a [`Diagnostic`] with a span; after an error
//! in an instruction it skips to the next instruction, so one run reports every broken
//! line. A module is returned only when there is no error.

mod attrs;
mod build;
mod header;
mod instr;
mod lexer;
mod mesh_groups;
mod shape;

use crate::diag::{Diagnostic, Diagnostics, SourceFile, Span};
use crate::hlo::ir::HloModule;
use crate::hlo::shape::Shape;
use instr::{at_instruction, parse_instruction, recover, RawInstr};
use lexer::{Cursor, PResult};

/// A computation signature: `(name: shape, ...) -> shape`, parameter spans kept.
type Signature = (Vec<(String, Shape, Span)>, Shape);

/// A computation before name resolution.
struct RawComp {
    name: String,
    name_span: Span,
    is_entry: bool,
    /// `(name: shape, ...) -> shape`, when written.
    signature: Option<Signature>,
    instrs: Vec<RawInstr>,
    execution_thread: Option<String>,
}

/// Whether `text` looks like HLO text (starts with `HloModule`, after comments).
pub fn looks_like_hlo(text: &str) -> bool {
    let mut c = Cursor::new(text);
    c.skip_trivia();
    c.src[c.pos..].starts_with("HloModule")
}

/// Parses HLO text. The module is `Some` only when there are no errors.
pub fn parse_hlo(file: &SourceFile) -> (Option<HloModule>, Diagnostics) {
    let mut diags = Diagnostics::default();
    let mut c = Cursor::new(&file.text);
    let header = match header::parse_header(&mut c) {
        Ok(h) => h,
        Err(d) => {
            diags.push(d);
            return (None, diags);
        }
    };
    let mut comps = Vec::new();
    while !c.at_end() {
        match parse_computation(&mut c, &mut diags) {
            Ok(comp) => comps.push(comp),
            Err(d) => {
                diags.push(d);
                skip_computation(&mut c);
            }
        }
    }
    if diags.has_errors() {
        return (None, diags);
    }
    let m = build::build(header, comps, &file.text, &mut diags);
    if diags.has_errors() {
        return (None, diags);
    }
    (m, diags)
}

/// `[ENTRY] %name [(params) -> shape] { instrs } [, execution_thread="t"]`.
fn parse_computation(c: &mut Cursor, diags: &mut Diagnostics) -> PResult<RawComp> {
    let is_entry = {
        let mut probe = c.clone();
        let entry = probe.word() == "ENTRY" && probe.at_name();
        if entry {
            *c = probe;
        }
        entry
    };
    let (name, name_span) = c.name()?;
    let signature = if c.starts_with("(") {
        Some(signature(c)?)
    } else {
        None
    };
    c.skip_trivia();
    let open = c.pos;
    c.expect("{")?;
    let mut instrs = Vec::new();
    loop {
        if c.eat("}") {
            break;
        }
        if c.at_end() {
            return Err(Diagnostic::error(
                Span::new(open, open + 1),
                format!("unbalanced '{{': computation '{name}' is not closed"),
            ));
        }
        c.skip_trivia();
        let at = c.pos;
        if !at_instruction(&mut c.clone()) && !c.starts_with("ROOT") {
            let found = c.describe_next();
            diags.push(c.error(format!("expected an instruction or '}}', found {found}")));
            recover(c, at);
            continue;
        }
        match parse_instruction(c) {
            Ok(i) => instrs.push(i),
            Err(d) => {
                diags.push(d);
                recover(c, at);
            }
        }
    }
    let mut execution_thread = None;
    let mut probe = c.clone();
    if probe.eat(",") && probe.word() == "execution_thread" {
        probe.expect("=")?;
        let s = probe.string()?;
        execution_thread = Some(s[1..s.len() - 1].to_string());
        *c = probe;
    }
    Ok(RawComp {
        name,
        name_span,
        is_entry,
        signature,
        instrs,
        execution_thread,
    })
}

/// `(p: f32[2], q: (s32[], f32[])) -> f32[2]`.
fn signature(c: &mut Cursor) -> PResult<Signature> {
    c.expect("(")?;
    let mut params = Vec::new();
    if !c.eat(")") {
        loop {
            let (name, span) = c.name()?;
            c.expect(":")?;
            params.push((name, shape::parse_shape(c)?, span));
            if c.eat(")") {
                break;
            }
            c.expect(",")?;
        }
    }
    c.expect("->")?;
    Ok((params, shape::parse_shape(c)?))
}

/// After an error in a computation's header: skips past its closing brace.
fn skip_computation(c: &mut Cursor) {
    let rest = &c.src[c.pos..];
    c.pos = match rest.find("\n}") {
        Some(i) => c.pos + i + 2,
        None => c.src.len(),
    };
}

#[cfg(test)]
mod tests;
