//! The `HloModule name, key=value, ...` line: attributes kept verbatim, the ones
//! analyses need parsed (entry layout, aliasing, partitions, schedule).

use super::instr::attributes;
use super::lexer::{Cursor, PResult};
use super::shape::parse_program_shape;
use crate::diag::{Diagnostic, Span};
use crate::hlo::ir::{AliasEntry, AliasKind, ModuleHeader, RawAttr};

/// Parses the header line; returns the module name and its attributes.
pub fn parse_header(c: &mut Cursor) -> PResult<(String, ModuleHeader)> {
    c.skip_trivia();
    if c.word() != "HloModule" {
        return Err(Diagnostic::error(
            c.here(1),
            "expected 'HloModule' at the start of HLO text",
        ));
    }
    let (name, _) = c.name()?;
    let attrs = attributes(c)?;
    let mut h = ModuleHeader::default();
    for a in &attrs {
        parse_attr(c.src, a, &mut h)?;
    }
    h.attrs = attrs.into_iter().map(|a| (a.key, a.value)).collect();
    h.stack_frame_index = stack_frame_index(c)?;
    Ok((name, h))
}

/// The sections of a dump's stack frame index, each a title and `N value` lines (value a
/// string or `{...}`); returned verbatim.
fn stack_frame_index(c: &mut Cursor) -> PResult<Option<String>> {
    const SECTIONS: [&str; 4] = ["FileNames", "FunctionNames", "FileLocations", "StackFrames"];
    c.skip_trivia();
    let start = c.pos;
    let mut end = None;
    loop {
        let mut probe = c.clone();
        if !SECTIONS.contains(&probe.word())
            || probe.peek() == Some(b'(')
            || probe.peek() == Some(b'{')
        {
            break;
        }
        *c = probe;
        end = Some(c.pos);
        while c.peek().is_some_and(|b| b.is_ascii_digit()) {
            c.int()?;
            c.verbatim_value()?;
            end = Some(c.pos);
        }
    }
    Ok(end.map(|e| c.src[start..e].to_string()))
}

fn parse_attr(src: &str, a: &RawAttr, h: &mut ModuleHeader) -> PResult<()> {
    let mut c = Cursor::new(src);
    c.pos = a.span.start as usize;
    match a.key.as_str() {
        "entry_computation_layout" => {
            c.expect("{")?;
            h.entry_computation_layout = Some(parse_program_shape(&mut c)?);
            c.expect("}")?;
        }
        "input_output_alias" => h.input_output_alias = aliases(&mut c)?,
        "num_partitions" => h.num_partitions = Some(c.int()?),
        "replica_count" => h.replica_count = Some(c.int()?),
        "is_scheduled" => h.is_scheduled = c.word() == "true",
        _ => c.pos = a.span.end as usize,
    }
    if c.pos != a.span.end as usize {
        return Err(Diagnostic::error(
            Span::new(c.pos, a.span.end as usize),
            format!("unexpected text in module attribute '{}'", a.key),
        ));
    }
    Ok(())
}

/// `{ {0}: (0, {}, may-alias), {1}: (1, {0}) }`.
fn aliases(c: &mut Cursor) -> PResult<Vec<AliasEntry>> {
    c.expect("{")?;
    let mut out = Vec::new();
    while !c.eat("}") {
        if !out.is_empty() {
            c.expect(",")?;
        }
        let output_index = c.int_list("{", "}")?;
        c.expect(":")?;
        c.expect("(")?;
        let param_number = c.int()?;
        c.expect(",")?;
        let param_index = c.int_list("{", "}")?;
        let mut kind = AliasKind::MayAlias;
        if c.eat(",") {
            kind = match c.word() {
                "may-alias" => AliasKind::MayAlias,
                "must-alias" => AliasKind::MustAlias,
                w => return Err(c.error(format!("unknown alias kind '{w}'"))),
            };
        }
        c.expect(")")?;
        out.push(AliasEntry {
            output_index,
            param_number,
            param_index,
            kind,
        });
    }
    Ok(out)
}
