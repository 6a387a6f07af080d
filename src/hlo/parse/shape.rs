//! Shapes: `f32[8,<=16,?]{1,0:T(8,128)}`, `(f32[2], (s32[], token[]))`, program shapes.

use super::lexer::{Cursor, PResult};
use crate::diag::{Diagnostic, Span};
use crate::hlo::shape::{ArrayShape, Dim, ElementType, Layout, ProgramShape, Shape};

/// Whether a shape starts at the cursor: `(` or an element type followed by `[`.
pub fn at_shape(c: &mut Cursor) -> bool {
    if c.starts_with("(") {
        return true;
    }
    let mut probe = c.clone();
    let w = probe.alnum();
    ElementType::from_name(w).is_some() && probe.src[probe.pos..].starts_with('[')
}

/// A shape (array or tuple), with nested tuples and layouts.
pub fn parse_shape(c: &mut Cursor) -> PResult<Shape> {
    parse_shape_depth(c, 0)
}

fn parse_shape_depth(c: &mut Cursor, depth: usize) -> PResult<Shape> {
    if depth > 64 {
        return Err(c.error("tuple shapes nest too deeply"));
    }
    if c.eat("(") {
        let mut elems = Vec::new();
        if c.eat(")") {
            return Ok(Shape::Tuple(elems));
        }
        loop {
            elems.push(parse_shape_depth(c, depth + 1)?);
            if c.eat(")") {
                return Ok(Shape::Tuple(elems));
            }
            c.expect(",")?;
        }
    }
    c.skip_trivia();
    let start = c.pos;
    let w = c.alnum();
    let elem = ElementType::from_name(w).ok_or_else(|| {
        Diagnostic::error(
            Span::new(start, c.pos.max(start + 1).min(c.src.len())),
            if w.is_empty() {
                format!("expected a shape, found {}", c.clone().describe_next())
            } else {
                format!("unknown element type '{w}'")
            },
        )
    })?;
    if !c.src[c.pos..].starts_with('[') {
        return Err(c.error(format!("expected '[' after element type '{w}'")));
    }
    let dims = parse_dims(c)?;
    let layout = if c.src[c.pos..].starts_with('{') {
        let at = c.pos;
        let l = parse_layout(c)?;
        check_layout(&l, dims.len(), Span::new(at, c.pos))?;
        Some(l)
    } else {
        None
    };
    Ok(Shape::Array(ArrayShape { elem, dims, layout }))
}

fn parse_dims(c: &mut Cursor) -> PResult<Vec<Dim>> {
    c.expect("[")?;
    let mut dims = Vec::new();
    if c.eat("]") {
        return Ok(dims);
    }
    loop {
        let dim = if c.eat("?") {
            Dim::Unbounded
        } else if c.eat("<=") {
            Dim::Bounded(non_negative(c)?)
        } else {
            Dim::Static(non_negative(c)?)
        };
        dims.push(dim);
        if c.eat("]") {
            return Ok(dims);
        }
        if !c.eat(",") {
            return Err(c.unexpected("',' or ']' in the dimensions"));
        }
    }
}

fn non_negative(c: &mut Cursor) -> PResult<i64> {
    c.skip_trivia();
    let start = c.pos;
    let v = c.int()?;
    if v < 0 {
        return Err(Diagnostic::error(
            Span::new(start, c.pos),
            format!("negative dimension size {v}"),
        ));
    }
    Ok(v)
}

/// `{1,0}` or `{1,0:T(8,128)(2,1)S(1)}`; the part after `:` is kept verbatim.
fn parse_layout(c: &mut Cursor) -> PResult<Layout> {
    c.expect("{")?;
    let mut l = Layout::default();
    loop {
        match c.peek() {
            Some(b'}') => {
                c.pos += 1;
                return Ok(l);
            }
            Some(b':') => {
                c.pos += 1;
                let start = c.pos;
                let Some(end) = c.src[start..].find('}') else {
                    return Err(Diagnostic::error(
                        Span::new(start - 1, start),
                        "unbalanced '{' in layout: no matching '}'",
                    ));
                };
                l.rest = c.src[start..start + end].trim().to_string();
                if l.rest.contains('{') || l.rest.contains('\n') {
                    return Err(Diagnostic::error(
                        Span::new(start, start + end),
                        "malformed layout suffix",
                    ));
                }
                c.pos = start + end + 1;
                return Ok(l);
            }
            _ => {
                if !l.minor_to_major.is_empty() {
                    c.expect(",")?;
                }
                l.minor_to_major.push(c.int()?);
            }
        }
    }
}

/// `minor_to_major` must be a permutation of the dims (or empty for a scalar).
fn check_layout(l: &Layout, rank: usize, span: Span) -> PResult<()> {
    let mut seen = vec![false; rank];
    let ok = l.minor_to_major.len() == rank
        && l.minor_to_major.iter().all(|&d| {
            usize::try_from(d)
                .ok()
                .and_then(|d| seen.get_mut(d))
                .is_some_and(|s| !std::mem::replace(s, true))
        });
    if ok {
        Ok(())
    } else {
        Err(Diagnostic::error(
            span,
            format!(
                "layout {:?} is not a permutation of the {rank} dimension(s)",
                l.minor_to_major
            ),
        ))
    }
}

/// `(shape, ...)->shape` (the value of `entry_computation_layout`, without braces).
pub fn parse_program_shape(c: &mut Cursor) -> PResult<ProgramShape> {
    c.expect("(")?;
    let mut params = Vec::new();
    if !c.eat(")") {
        loop {
            params.push(parse_shape(c)?);
            if c.eat(")") {
                break;
            }
            c.expect(",")?;
        }
    }
    c.expect("->")?;
    let result = parse_shape(c)?;
    Ok(ProgramShape { params, result })
}
