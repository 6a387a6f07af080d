//! Pretty forms of `builtin.module`, `func.func`, `func.return` and `func.call`.

use super::{ArgDecl, OpState, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::ir::{Attr, NamedAttr, Type};

/// `module @name attributes {...} { ... }`
pub fn parse_module_op(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.c.peek() == Some(b'@') {
        let at = p.c.span_here();
        let n = p.c.symbol_name().unwrap_or_default().to_string();
        st.push_attr("sym_name", Attr::Str(n), true, at);
    }
    if p.c.eat_kw("attributes") {
        let attrs = p.parse_attr_dict_braced(true)?;
        st.extend_attrs(attrs);
    }
    let r = p.parse_region(st.id, None, true)?;
    st.regions.push(r);
    Ok(())
}

/// `func.func [visibility] @name(%a: T {attrs} loc(..), ...) -> (T {attrs}, ...)
///  [attributes {...}] [{ body }]`
pub fn parse_func(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut vis = None;
    for v in ["public", "private", "nested"] {
        if p.c.eat_kw(v) {
            vis = Some(v);
        }
    }
    let at = p.c.span_here();
    let Some(name) = p.c.symbol_name() else {
        let f = p.c.found();
        return Err(Diagnostic::error(
            at,
            format!("expected function name '@...', found {f}"),
        ));
    };
    let name = name.to_string();
    let (args, named) = parse_signature_args(p)?;
    let mut results: Vec<(Type, Option<Vec<NamedAttr>>)> = Vec::new();
    if p.c.eat("->") {
        if p.c.peek() == Some(b'(') {
            p.c.expect("(")?;
            if !p.c.eat(")") {
                loop {
                    let t = p.parse_type()?;
                    let a = if p.c.peek() == Some(b'{') {
                        Some(p.parse_attr_dict_braced(true)?)
                    } else {
                        None
                    };
                    results.push((t, a));
                    if !p.c.eat(",") {
                        break;
                    }
                }
                p.c.expect(")")?;
            }
        } else {
            results.push((p.parse_type()?, None));
        }
    }
    st.push_attr("sym_name", Attr::Str(name), true, at);
    if let Some(v) = vis {
        st.push_attr("sym_visibility", Attr::Str(v.into()), true, at);
    }
    let fty = Type::Function(
        args.iter().map(|a| a.ty.clone()).collect(),
        results.iter().map(|r| r.0.clone()).collect(),
    );
    st.push_attr("function_type", Attr::Type(fty), true, at);
    if args.iter().any(|a| a.attrs.is_some()) {
        let v = args
            .iter()
            .map(|a| Attr::Dict(a.attrs.clone().unwrap_or_default()))
            .collect();
        st.push_attr("arg_attrs", Attr::Array(v), true, at);
    }
    if results.iter().any(|r| r.1.is_some()) {
        let v = results
            .iter()
            .map(|r| Attr::Dict(r.1.clone().unwrap_or_default()))
            .collect();
        st.push_attr("res_attrs", Attr::Array(v), true, at);
    }
    // MLIR keeps properties sorted by name; so does the generic printout.
    st.attrs.sort_by(|a, b| a.name.cmp(&b.name));
    if p.c.eat_kw("attributes") {
        let attrs = p.parse_attr_dict_braced(false)?;
        st.extend_attrs(attrs);
    }
    if p.c.peek() == Some(b'{') {
        if !named {
            // MLIR parses the body of a signature without names as a region of its
            // own (which may declare `^bb0(...)`), then the op's verifier compares it.
            p.enter_func();
            let r = p.parse_region(st.id, None, true);
            p.leave_func();
            let r = r?;
            st.regions.push(r);
            let got = p.module.regions[r]
                .blocks
                .first()
                .map_or(0, |b| p.module.blocks[*b].args.len());
            if got != args.len() {
                return Err(Diagnostic::error(
                    at,
                    format!(
                        "'func.func' op entry block must have {} arguments to match function signature",
                        args.len()
                    ),
                ));
            }
            return Ok(());
        }
        if args.is_empty() && p.c.rest()[1..].trim_start().starts_with('}') {
            // MLIR: a body without entry arguments is parsed as an optional region,
            // which must not be empty (a declaration has no body at all).
            return p.c.err("expected non-empty function body");
        }
        p.enter_func();
        let r = p.parse_region(st.id, Some(args), true);
        p.leave_func();
        st.regions.push(r?);
    }
    Ok(())
}

/// A signature's arguments: `(%a: T {attrs} loc(..), ...)`, or, as MLIR prints a
/// declaration, `(T {attrs}, ...)` without names. Returns whether they were named (all or
/// none, as MLIR requires).
fn parse_signature_args(p: &mut Parser) -> PResult<(Vec<ArgDecl>, bool)> {
    p.c.skip_trivia();
    let unnamed = p.c.rest().strip_prefix('(').is_some_and(|r| {
        let r = r.trim_start();
        !r.starts_with('%') && !r.starts_with(')')
    });
    if !unnamed {
        return Ok((p.parse_arg_decls(true)?, true));
    }
    p.c.expect("(")?;
    let mut out = Vec::new();
    loop {
        let span = p.c.span_here();
        let ty = p.parse_type()?;
        let attrs = if p.c.peek() == Some(b'{') {
            Some(p.parse_attr_dict_braced(true)?)
        } else {
            None
        };
        let loc = if p.c.peek_kw("loc") {
            Some(p.parse_loc_keyword()?)
        } else {
            None
        };
        out.push(ArgDecl {
            name: String::new(),
            ty,
            attrs,
            loc,
            span,
        });
        if !p.c.eat(",") {
            break;
        }
    }
    p.c.expect(")")?;
    Ok((out, false))
}

/// `return %a, %b : T, U` or `return`
pub fn parse_return(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.extend_attrs(p.parse_opt_attr_dict()?);
    st.operands = p.parse_operand_list()?;
    if !st.operands.is_empty() {
        p.c.expect(":")?;
        let at = p.c.span_here();
        let ts = p.parse_type_list()?;
        p.check_operand_types(&st.operands, &ts, at)?;
    }
    Ok(())
}

/// `call @f(%a, %b) {attrs} : (T, U) -> V`
pub fn parse_call(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let at = p.c.span_here();
    if p.c.sigil_name(b'@').is_none() {
        let f = p.c.found();
        return Err(Diagnostic::error(
            at,
            format!("expected callee '@...', found {f}"),
        ));
    }
    // `@name` as written (the sigil included), sliced rather than formatted.
    let callee = p.c.src[at.start as usize..p.c.pos].to_string();
    st.push_attr(
        "callee",
        Attr::SymbolRef(callee),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    p.c.expect("(")?;
    st.operands = p.parse_operand_list_until(")")?;
    p.c.expect(")")?;
    st.extend_attrs(p.parse_opt_attr_dict()?);
    p.c.expect(":")?;
    let at = p.c.span_here();
    st.result_types = p.parse_function_sig_for(&st.operands, at)?;
    Ok(())
}
