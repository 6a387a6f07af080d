//! Resolution: raw computations and instructions into the [`HloModule`] arenas, names
//! into ids, with the checks XLA's parser makes (unique names, known operands and
//! callees, one ENTRY, parameter numbers, fixed arities, async pairs).

use std::collections::HashMap;

use super::instr::RawInstr;
use super::RawComp;
use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::hlo::ir::*;
use crate::ir::arena::Arena;

mod checks;
mod sugar;

/// Builds the module; `None` when a structural error leaves no usable module.
pub(super) fn build(
    (name, header): (String, ModuleHeader),
    raw: Vec<RawComp>,
    src: &str,
    diags: &mut Diagnostics,
) -> Option<HloModule> {
    let mut m = HloModule {
        name,
        header,
        computations: Arena::default(),
        instrs: Arena::default(),
        entry: CompId(0),
        comp_order: vec![],
        users: vec![],
        callers: vec![],
    };
    let comp_ids = alloc_computations(&mut m, &raw, diags);
    let entries: Vec<&RawComp> = raw.iter().filter(|c| c.is_entry).collect();
    match entries.as_slice() {
        [] => diags.error(
            Span::new(0, src.len().min(9)),
            "module has no ENTRY computation",
        ),
        [e, rest @ ..] => {
            if let Some(c) = comp_ids.get(e.name.as_str()) {
                m.entry = *c;
            }
            for r in rest {
                diags.push(
                    Diagnostic::error(r.name_span, "second ENTRY computation")
                        .with_note("the first is here", Some(e.name_span)),
                );
            }
        }
    }
    for (k, rc) in raw.into_iter().enumerate() {
        build_computation(&mut m, CompId(k as u32), rc, &comp_ids, diags);
    }
    if diags.has_errors() {
        return None;
    }
    m.rebuild_users();
    checks::warn_shared_names(&m, diags);
    checks::check_module(&m, diags);
    if diags.has_errors() {
        return None;
    }
    sugar::expand_async_sugar(&mut m);
    m.rebuild_users();
    Some(m)
}

fn alloc_computations(
    m: &mut HloModule,
    raw: &[RawComp],
    diags: &mut Diagnostics,
) -> HashMap<String, CompId> {
    let mut ids: HashMap<String, CompId> = HashMap::new();
    for rc in raw {
        let id = m.computations.alloc(Computation {
            name: rc.name.clone(),
            instrs: vec![],
            params: vec![],
            root: None,
            is_entry: rc.is_entry,
            execution_thread: rc.execution_thread.clone(),
            has_signature: rc.signature.is_some(),
            synthesized: false,
            span: rc.name_span,
        });
        m.comp_order.push(id);
        if let Some(prev) = ids.insert(rc.name.clone(), id) {
            ids.insert(rc.name.clone(), prev);
            diags.push(
                Diagnostic::error(
                    rc.name_span,
                    format!("duplicate computation name '{}'", rc.name),
                )
                .with_note("first defined here", Some(m.computations[prev].span)),
            );
        }
    }
    ids
}

/// Allocates a computation's instructions, resolves operands and callees, and records
/// its parameters and root.
fn build_computation(
    m: &mut HloModule,
    comp: CompId,
    rc: RawComp,
    comp_ids: &HashMap<String, CompId>,
    diags: &mut Diagnostics,
) {
    let base = m.instrs.len() as u32;
    let mut names: HashMap<&str, InstrId> = HashMap::new();
    for (k, ri) in rc.instrs.iter().enumerate() {
        let id = InstrId(base + k as u32);
        if let Some(&prev) = names.get(ri.name.as_str()) {
            let prev_span = rc.instrs[(prev.0 - base) as usize].name_span;
            diags.push(
                Diagnostic::error(
                    ri.name_span,
                    format!("duplicate instruction name '{}'", ri.name),
                )
                .with_note("first defined here", Some(prev_span)),
            );
        } else {
            names.insert(&ri.name, id);
        }
    }
    let mut root = None;
    let mut params: Vec<Option<InstrId>> = vec![];
    let resolved: Vec<Instruction> = rc
        .instrs
        .iter()
        .enumerate()
        .map(|(k, ri)| {
            let id = InstrId(base + k as u32);
            if ri.is_root {
                if let Some(prev) = root.replace(id) {
                    let prev_span = rc.instrs[(prev.0 - base) as usize].name_span;
                    diags.push(
                        Diagnostic::error(
                            ri.name_span,
                            "second ROOT instruction in the computation",
                        )
                        .with_note("the first is here", Some(prev_span)),
                    );
                }
            }
            if let Some(n) = ri.parsed.parameter_number {
                record_param(&mut params, n, id, ri, &rc.instrs, base, diags);
            }
            resolve_instruction(ri, id, comp, (&names, &rc.instrs, base), comp_ids, diags)
        })
        .collect();
    let ids: Vec<InstrId> = resolved.into_iter().map(|i| m.instrs.alloc(i)).collect();
    check_signature(&rc, &params, diags);
    if let Some(missing) = params.iter().position(Option::is_none) {
        diags.error(
            rc.name_span,
            format!("computation '{}' has no parameter({missing})", rc.name),
        );
    }
    let c = &mut m.computations[comp];
    c.root = root.or_else(|| ids.last().copied());
    c.instrs = ids;
    c.params = params;
    if c.instrs.is_empty() {
        diags.error(
            rc.name_span,
            format!("computation '{}' has no instructions", rc.name),
        );
    }
}

fn record_param(
    params: &mut Vec<Option<InstrId>>,
    n: i64,
    id: InstrId,
    ri: &RawInstr,
    all: &[RawInstr],
    base: u32,
    diags: &mut Diagnostics,
) {
    let Some(k) = usize::try_from(n).ok().filter(|&k| k < 1 << 20) else {
        diags.error(ri.span, format!("invalid parameter number {n}"));
        return;
    };
    if params.len() <= k {
        params.resize(k + 1, None);
    }
    match params[k] {
        Some(prev) => diags.push(
            Diagnostic::error(ri.span, format!("duplicate parameter({n})")).with_note(
                "first declared here",
                Some(all[(prev.0 - base) as usize].span),
            ),
        ),
        None => params[k] = Some(id),
    }
}

/// The signature, when written, must list as many parameters as the body declares.
fn check_signature(rc: &RawComp, params: &[Option<InstrId>], diags: &mut Diagnostics) {
    if let Some((sig, _)) = &rc.signature {
        if sig.len() != params.len() {
            diags.error(
                rc.name_span,
                format!(
                    "computation '{}' declares {} parameter(s) in its signature but {} in its body",
                    rc.name,
                    sig.len(),
                    params.len()
                ),
            );
        }
    }
}

/// The instructions of the computation being built: names to ids, the raw
/// instructions, and the id of the first.
type Scope<'a, 'b> = (&'a HashMap<&'b str, InstrId>, &'a [RawInstr], u32);

fn resolve_instruction(
    ri: &RawInstr,
    id: InstrId,
    comp: CompId,
    (names, raws, base): Scope,
    comp_ids: &HashMap<String, CompId>,
    diags: &mut Diagnostics,
) -> Instruction {
    let mut operands = Vec::with_capacity(ri.operands.len());
    for o in &ri.operands {
        match names.get(o.name.as_str()) {
            Some(&op) if op >= id => diags.push(
                Diagnostic::error(
                    o.span,
                    format!("operand '%{}' is used before it is defined", o.name),
                )
                .with_note("defined here", Some(raws[(op.0 - base) as usize].name_span)),
            ),
            Some(&op) => {
                let actual = &raws[(op.0 - base) as usize].shape;
                if let Some(written) = o.shape.as_ref().filter(|w| !w.compatible(actual)) {
                    diags.error(
                        o.span,
                        format!(
                            "operand '%{}' is written with shape {} but has shape {}",
                            o.name,
                            crate::hlo::print::shape_text(written),
                            crate::hlo::print::shape_text(actual)
                        ),
                    );
                }
                operands.push(op);
            }
            None => diags.error(
                o.span,
                format!(
                    "unknown operand '%{}' (no such instruction in this computation)",
                    o.name
                ),
            ),
        }
    }
    let mut called = Vec::with_capacity(ri.callees.len());
    for cr in &ri.callees {
        match comp_ids.get(cr.name.as_str()) {
            Some(&c) => called.push((cr.role, c)),
            None => diags.error(cr.span, format!("unknown computation '%{}'", cr.name)),
        }
    }
    let (opcode, async_sugar) = opcode_of(&ri.opcode);
    if let Opcode::Other(s) = &opcode {
        diags.warning(
            ri.opcode_span,
            format!("unknown opcode '{s}' (kept as written)"),
        );
    }
    Instruction {
        name: ri.name.clone(),
        opcode,
        shape: ri.shape.clone(),
        operands,
        parent: comp,
        called,
        attrs: ri.attrs.clone(),
        parsed: ri.parsed.clone(),
        async_sugar,
        span: ri.span,
        opcode_span: ri.opcode_span,
    }
}

/// The opcode of a spelling; `X-start`/`X-update`/`X-done` for a known opcode `X`
/// without a dedicated start opcode is XLA's sugar for `async-start` etc. wrapping `X`.
pub(super) fn opcode_of(text: &str) -> (Opcode, Option<String>) {
    let op = Opcode::from_name(text);
    if op.is_known() {
        return (op, None);
    }
    let sugar = [
        ("-start", Opcode::AsyncStart),
        ("-update", Opcode::AsyncUpdate),
        ("-done", Opcode::AsyncDone),
    ];
    for (suffix, async_op) in sugar {
        if let Some(base) = text.strip_suffix(suffix) {
            if Opcode::from_name(base).is_known() {
                return (async_op, Some(base.to_string()));
            }
        }
    }
    (op, None)
}
