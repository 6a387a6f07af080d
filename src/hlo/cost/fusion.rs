//! A fusion as one unit, as XLA's `HloCostAnalysis::HandleFusion` counts it: the FLOPs
//! and transcendentals of its fused instructions; bytes = what it writes + its large
//! constants + what it reads of each parameter:
//!
//! - written: each array of the result, except that a dynamic-update-slice root (or
//!   tuple element) writes only its update;
//! - constants of more than one element inside the fusion are read in full;
//! - a parameter is read once by all the users that share a read (elementwise, dot,
//!   ...), plus, per user: a slice reads its result, a dynamic-slice its result (when
//!   the parameter is what it slices; its index once otherwise), a dynamic-update-slice
//!   nothing for the buffer it updates in place, a broadcast or reshape the whole
//!   parameter again, a nested fusion what its own parameter reads (or, when the
//!   parameter feeds the nested root directly, what the nested fusion's slicing users
//!   read).

use crate::hlo::ir::{CallRole, HloModule, InstrId, Opcode};

use super::xla::{leaf_size, shape_size, Counter, Counts};

/// The counts of fusion `id`.
pub fn fusion_counts(counter: &mut Counter, id: InstrId) -> Counts {
    let m = counter.m;
    let f = m.instr(id);
    let Some(comp) = f.callee(CallRole::Calls) else {
        return Counts::default();
    };
    if f.parsed.fusion_kind == Some(crate::hlo::ir::FusionKind::Custom) {
        // XLA costs a custom fusion holding a gather or scatter as that instruction.
        for &i in &m.comp(comp).instrs {
            if matches!(m.instr(i).opcode, Opcode::Gather | Opcode::Scatter) {
                return counter.instruction(i);
            }
        }
    }
    let mut k = counter.computation(comp);
    k.bytes = output_bytes(m, id) + constant_bytes(m, id) + parameter_bytes(m, id);
    k
}

/// What the fusion writes.
fn output_bytes(m: &HloModule, id: InstrId) -> f64 {
    let f = m.instr(id);
    let Some(root) = f.callee(CallRole::Calls).and_then(|c| m.comp(c).root) else {
        return leaf_size(&f.shape);
    };
    let written = |r: InstrId, size: f64| {
        let ri = m.instr(r);
        if ri.opcode == Opcode::DynamicUpdateSlice {
            ri.operands
                .get(1)
                .map_or(size, |&u| shape_size(&m.instr(u).shape))
        } else {
            size
        }
    };
    if !f.shape.is_tuple() {
        return written(root, shape_size(&f.shape));
    }
    let root_is_tuple = m.instr(root).opcode == Opcode::Tuple;
    let mut total = 0.0;
    for (k, sub) in f.shape.tuple_elements().iter().enumerate() {
        if sub.is_tuple() {
            total += leaf_size(sub);
            continue;
        }
        let r = if root_is_tuple {
            m.instr(root).operands.get(k).copied()
        } else {
            None
        };
        total += match r {
            Some(r) => written(r, shape_size(sub)),
            None => shape_size(sub),
        };
    }
    total
}

/// Constants of more than one element inside the fusion, read in full.
fn constant_bytes(m: &HloModule, id: InstrId) -> f64 {
    let Some(comp) = m.instr(id).callee(CallRole::Calls) else {
        return 0.0;
    };
    m.comp(comp)
        .instrs
        .iter()
        .map(|&i| m.instr(i))
        .filter(|i| i.opcode == Opcode::Constant && i.shape.element_count() > 1)
        .map(|i| shape_size(&i.shape))
        .sum()
}

/// What the fusion reads of its parameters.
fn parameter_bytes(m: &HloModule, id: InstrId) -> f64 {
    let Some(comp) = m.instr(id).callee(CallRole::Calls) else {
        return 0.0;
    };
    let mut total = 0.0;
    for p in m.comp(comp).params.iter().flatten() {
        let shape = &m.instr(*p).shape;
        if !shape.is_tuple() {
            total += parameter_read_bytes(m, *p);
            continue;
        }
        // A tuple parameter: each leaf through its get-tuple-element chain.
        total += tuple_leaf_reads(m, *p, shape);
    }
    total
}

fn tuple_leaf_reads(m: &HloModule, at: InstrId, shape: &crate::hlo::shape::Shape) -> f64 {
    if !shape.is_tuple() {
        return parameter_read_bytes(m, at);
    }
    let mut total = 0.0;
    for (k, sub) in shape.tuple_elements().iter().enumerate() {
        let gte = m.users(at).iter().copied().find(|&u| {
            let ui = m.instr(u);
            ui.opcode == Opcode::GetTupleElement && ui.parsed.index == Some(k as i64)
        });
        // XLA stays on the tuple itself when no get-tuple-element reads the leaf.
        total += match gte {
            Some(g) => tuple_leaf_reads(m, g, sub),
            None if sub.is_tuple() => tuple_leaf_reads(m, at, sub),
            None => parameter_read_bytes(m, at),
        };
    }
    total
}

/// XLA's `FusionParameterReadBytes` of a fused parameter (or get-tuple-element of one).
pub fn parameter_read_bytes(m: &HloModule, hlo: InstrId) -> f64 {
    let own = shape_size(&m.instr(hlo).shape);
    let mut size = 0.0;
    let mut seen_trivial = false;
    for &user in m.users(hlo) {
        let u = m.instr(user);
        match u.opcode {
            Opcode::Fusion => size += nested_fusion_reads(m, hlo, user),
            Opcode::Slice => size += shape_size(&u.shape),
            Opcode::DynamicSlice => size += dynamic_slice(m, hlo, user, &mut seen_trivial),
            Opcode::DynamicUpdateSlice => {
                size += dynamic_update_slice(m, hlo, user, &mut seen_trivial)
            }
            Opcode::Broadcast | Opcode::Reshape => size += own,
            _ => {
                if !seen_trivial {
                    seen_trivial = true;
                    size += own;
                }
            }
        }
    }
    size
}

fn dynamic_slice(m: &HloModule, hlo: InstrId, user: InstrId, seen: &mut bool) -> f64 {
    let u = m.instr(user);
    if u.operands.first() == Some(&hlo) {
        return shape_size(&u.shape);
    }
    if !*seen {
        *seen = true;
        return shape_size(&m.instr(hlo).shape);
    }
    0.0
}

fn dynamic_update_slice(m: &HloModule, hlo: InstrId, user: InstrId, seen: &mut bool) -> f64 {
    let u = m.instr(user);
    if u.operands.first() != Some(&hlo) && !*seen {
        *seen = true;
        return shape_size(&m.instr(hlo).shape);
    }
    0.0
}

/// A parameter read by a fusion nested in the fusion: per operand position, what the
/// nested parameter reads, or for a parameter feeding the nested root directly, what the
/// nested fusion's own slicing users read.
fn nested_fusion_reads(m: &HloModule, hlo: InstrId, nested: InstrId) -> f64 {
    let n = m.instr(nested);
    let Some(comp) = n.callee(CallRole::Calls) else {
        return 0.0;
    };
    let c = m.comp(comp);
    let root = c.root.map(|r| m.instr(r));
    let mut size = 0.0;
    for (idx, _) in n.operands.iter().enumerate().filter(|(_, &o)| o == hlo) {
        let Some(Some(param)) = c.params.get(idx) else {
            continue;
        };
        let simple = root.map_or(true, |r| r.operands.is_empty() || r.operands[0] == *param);
        let mut seen = false;
        for &fu in m.users(nested) {
            let op = &m.instr(fu).opcode;
            if simple && *op == Opcode::Slice {
                size += shape_size(&m.instr(fu).shape);
            } else if simple && *op == Opcode::DynamicSlice {
                size += dynamic_slice(m, nested, fu, &mut seen);
            } else if simple && *op == Opcode::DynamicUpdateSlice {
                size += dynamic_update_slice(m, nested, fu, &mut seen);
            } else if !seen {
                seen = true;
                size += parameter_read_bytes(m, *param);
            }
        }
    }
    size
}
