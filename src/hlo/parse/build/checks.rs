//! Checks on the resolved module that XLA's parser and verifier make cheaply: operand
//! counts of fixed-arity opcodes, async pairs, tuple indices, async-start shapes.

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::hlo::ir::*;

pub(super) fn check_module(m: &HloModule, diags: &mut Diagnostics) {
    for (id, ins) in m.walk_all() {
        check_arity(ins, diags);
        check_async(m, id, ins, diags);
        check_tuple_index(m, ins, diags);
    }
}

/// XLA renames an instruction whose name another computation already uses (`%a` becomes
/// `%a.1`); we keep names as written, and say so.
pub(super) fn warn_shared_names(m: &HloModule, diags: &mut Diagnostics) {
    let mut first: std::collections::HashMap<&str, &Instruction> = std::collections::HashMap::new();
    for (_, ins) in m.walk_all() {
        match first.get(ins.name.as_str()) {
            Some(prev) if prev.parent != ins.parent => diags.push(
                Diagnostic::warning(
                    ins.opcode_span,
                    format!(
                        "instruction name '%{}' is also used in computation '%{}'; XLA's parser renames one of them",
                        ins.name, m.computations[prev.parent].name
                    ),
                )
                .with_note("the other one", Some(prev.span)),
            ),
            Some(_) => {}
            None => {
                first.insert(&ins.name, ins);
            }
        }
    }
}

/// Where errors about an instruction's operation point: its opcode.
fn head(ins: &Instruction) -> Span {
    ins.opcode_span
}

fn check_arity(ins: &Instruction, diags: &mut Diagnostics) {
    if ins.async_sugar.is_some() && ins.opcode == Opcode::AsyncStart {
        return;
    }
    if let Some(n) = ins.opcode.fixed_arity() {
        if ins.operands.len() != n {
            diags.error(
                head(ins),
                format!(
                    "'{}' takes {n} operand(s), '%{}' has {}",
                    ins.opcode,
                    ins.name,
                    ins.operands.len()
                ),
            );
        }
    }
}

/// An update or done must read the start (or update) of its own kind; an async-start's
/// shape is a tuple `(operands, outputs, context...)`.
fn check_async(m: &HloModule, _id: InstrId, ins: &Instruction, diags: &mut Diagnostics) {
    match ins.opcode.async_role() {
        Some(AsyncRole::Start) if ins.opcode == Opcode::AsyncStart => {
            let elems = ins.shape.tuple_elements();
            if elems.len() < 2 || !elems[0].is_tuple() {
                diags.error(
                    head(ins),
                    format!("async-start '%{}' must have a shape ((operands), outputs, context...), as XLA requires", ins.name),
                );
            }
            if ins.async_sugar.is_none() && ins.callee(CallRole::Calls).is_none() {
                diags.error(
                    head(ins),
                    format!("async-start '%{}' has no 'calls=' computation", ins.name),
                );
            }
        }
        Some(AsyncRole::Update) | Some(AsyncRole::Done) => {
            let Some(&op) = ins.operands.first() else {
                return;
            };
            let operand = &m.instrs[op];
            let ok = match ins.opcode {
                Opcode::AsyncUpdate | Opcode::AsyncDone => {
                    matches!(operand.opcode, Opcode::AsyncStart | Opcode::AsyncUpdate)
                }
                ref done => operand.opcode.done_for_start().as_ref() == Some(done),
            };
            if !ok {
                diags.push(
                    Diagnostic::error(
                        head(ins),
                        format!(
                            "'{}' '%{}' reads '%{}', which is a '{}', not the start of its async operation",
                            ins.opcode, ins.name, operand.name, operand.opcode
                        ),
                    )
                    .with_note("the operand is defined here", Some(operand.span)),
                );
            }
        }
        _ => {}
    }
}

fn check_tuple_index(m: &HloModule, ins: &Instruction, diags: &mut Diagnostics) {
    if ins.opcode != Opcode::GetTupleElement {
        return;
    }
    let (Some(&op), Some(index)) = (ins.operands.first(), ins.parsed.index) else {
        if ins.parsed.index.is_none() {
            diags.error(
                head(ins),
                format!("get-tuple-element '%{}' has no 'index='", ins.name),
            );
        }
        return;
    };
    let shape = &m.instrs[op].shape;
    let n = shape.tuple_elements().len();
    if !shape.is_tuple() || index < 0 || index as usize >= n {
        diags.error(
            head(ins),
            format!(
                "get-tuple-element index {index} is out of range for '%{}' ({} tuple element(s))",
                m.instrs[op].name, n
            ),
        );
    }
}
