//! Step time of a compiled program: a walk of its schedule (the text order of each
//! computation, which is XLA's schedule when the module `is_scheduled`).
//!
//! Each instruction costs its roofline time ([`crate::cost::compute::Work`]: the larger
//! of FLOPs + transcendentals at the peak of its precision and bytes at HBM bandwidth)
//! on one compute stream; each collective its alpha-beta time. The serial step time is
//! the sum. In the overlapped one a synchronous collective blocks the compute stream,
//! and an asynchronous one runs on its link's stream from its start, the compute
//! stream waiting for it only at its done: it overlaps the compute scheduled in
//! between (collectives on one link kind queue behind each other).
//!
//! Loops run their body and condition `trip count` times when XLA states it
//! (`backend_config={"known_trip_count":{"n":"N"}}`) or the condition compares a counter
//! that starts at a constant with a constant (`i < N`); other loops count once and are
//! reported as unknown. Calls are walked inline; a conditional is one unit costed as
//! XLA costs it (the maximum over branches) and its branches are not walked.

use std::collections::HashMap;

use serde::Serialize;

use crate::cost::compute::{Precision, Work};
use crate::cost::hardware::HardwareProfile;
use crate::hlo::ir::{CallRole, CompId, HloModule, InstrId, Instruction, Opcode};
use crate::hlo::shape::ElementType;

use super::collectives::{collective_at, Collective, Timing};
use super::xla::{Counter, Counts};

/// One executed instruction.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub computation: String,
    pub name: String,
    pub opcode: String,
    /// Executions per step (the product of the enclosing loops' trip counts).
    pub executions: f64,
    /// XLA's counts for one execution.
    pub counts: Counts,
    /// Roofline time of one execution (0 for collectives, dones, free instructions).
    pub compute_time_s: f64,
    /// Alpha-beta time of one execution of a collective.
    pub collective_time_s: f64,
}

/// A while loop and how often its body runs.
#[derive(Clone, Debug, Serialize)]
pub struct LoopInfo {
    pub name: String,
    pub computation: String,
    pub trip_count: u64,
    /// `known_trip_count` (XLA's backend config), `condition` (a constant compare), or
    /// `unknown` (counted once).
    pub source: &'static str,
}

/// What the walk of the program finds.
#[derive(Debug, Default)]
pub struct Walk {
    pub rows: Vec<Row>,
    /// Collectives with their executions per step.
    pub collectives: Vec<(Collective, f64)>,
    pub loops: Vec<LoopInfo>,
    pub serial_s: f64,
    pub overlapped_s: f64,
}

/// One computation's times for one execution.
#[derive(Clone, Copy, Default)]
struct Times {
    serial: f64,
    overlapped: f64,
}

struct Walker<'a, 'm> {
    m: &'m HloModule,
    counter: Counter<'m>,
    hw: &'a HardwareProfile,
    timing: &'a Timing<'a>,
    out: Walk,
}

/// Walks the entry computation.
pub fn walk(m: &HloModule, hw: &HardwareProfile, timing: &Timing) -> Walk {
    let mut w = Walker {
        m,
        counter: Counter::new(m),
        hw,
        timing,
        out: Walk::default(),
    };
    let t = w.computation(m.entry, 1.0, 0);
    w.out.serial_s = t.serial;
    w.out.overlapped_s = t.overlapped;
    w.out
}

/// Precision of an instruction: that of a dot or convolution's lhs (inside a fusion:
/// the first dot or convolution), else of its first result array.
fn precision(m: &HloModule, i: &Instruction) -> Precision {
    let elem_of = |i: &Instruction| -> Option<ElementType> {
        if matches!(i.opcode, Opcode::Dot | Opcode::Convolution) {
            let lhs = i.operands.first()?;
            return m.instr(*lhs).shape.leaves().first().map(|a| a.elem);
        }
        i.shape.leaves().first().map(|a| a.elem)
    };
    let mut e = elem_of(i);
    if let Some(c) = i
        .callee(CallRole::Calls)
        .filter(|_| i.opcode == Opcode::Fusion)
    {
        if let Some(d) = m
            .comp(c)
            .instrs
            .iter()
            .map(|&j| m.instr(j))
            .find(|j| matches!(j.opcode, Opcode::Dot | Opcode::Convolution))
        {
            e = elem_of(d);
        }
    }
    match e {
        Some(ElementType::BF16 | ElementType::F16) => Precision::Bf16,
        Some(t) if t.name().starts_with("f8") => Precision::Bf16,
        _ => Precision::F32,
    }
}

impl Walker<'_, '_> {
    fn computation(&mut self, c: CompId, weight: f64, depth: usize) -> Times {
        let mut t = Times::default();
        // Async collectives in flight: start id -> end time on the compute timeline.
        let mut pending: HashMap<InstrId, f64> = HashMap::new();
        let mut link_free: HashMap<String, f64> = HashMap::new();
        let instrs = self.m.comp(c).instrs.clone();
        for id in instrs {
            let i = self.m.instr(id);
            match i.opcode {
                Opcode::While if depth < 64 => {
                    let inner = self.while_loop(id, weight, depth);
                    t.serial += inner.serial;
                    t.overlapped += inner.overlapped;
                    continue;
                }
                Opcode::Call if depth < 64 => {
                    if let Some(callee) = i.callee(CallRole::ToApply).or(i.callee(CallRole::Calls))
                    {
                        let inner = self.computation(callee, weight, depth + 1);
                        t.serial += inner.serial;
                        t.overlapped += inner.overlapped;
                        continue;
                    }
                }
                _ => {}
            }
            let counts = self.counter.instruction(id);
            if let Some(coll) = collective_at(self.m, id, self.timing) {
                let d = coll.time_s;
                t.serial += d;
                if coll.asynchronous {
                    let free = link_free.entry(coll.link.clone()).or_insert(0.0);
                    let end = t.overlapped.max(*free) + d;
                    *free = end;
                    pending.insert(id, end);
                } else {
                    t.overlapped += d;
                }
                self.row(id, weight, counts, 0.0, d);
                self.out.collectives.push((coll, weight));
                continue;
            }
            if matches!(i.opcode.async_role(), Some(crate::hlo::ir::AsyncRole::Done)) {
                if let Some(end) = self.m.async_start_of(id).and_then(|s| pending.remove(&s)) {
                    t.overlapped = t.overlapped.max(end);
                    self.row(id, weight, counts, 0.0, 0.0);
                    continue;
                }
            }
            let work = Work {
                flops: counts.flops.max(0.0),
                transcendentals: counts.transcendentals.max(0.0),
                bytes: counts.bytes.max(0.0),
                precision: precision(self.m, i),
            };
            let s = work.roofline_time(self.hw);
            t.serial += s;
            t.overlapped += s;
            self.row(id, weight, counts, s, 0.0);
        }
        // Collectives never waited for end the computation.
        for end in pending.into_values() {
            t.overlapped = t.overlapped.max(end);
        }
        t
    }

    fn row(&mut self, id: InstrId, weight: f64, counts: Counts, compute: f64, coll: f64) {
        let i = self.m.instr(id);
        self.out.rows.push(Row {
            computation: self.m.comp(i.parent).name.clone(),
            name: i.name.clone(),
            opcode: i.opcode.name().to_string(),
            executions: weight,
            counts,
            compute_time_s: compute,
            collective_time_s: coll,
        });
    }

    fn while_loop(&mut self, id: InstrId, weight: f64, depth: usize) -> Times {
        let i = self.m.instr(id);
        let (trip, source) = match trip_count(self.m, i) {
            Some((n, s)) => (n, s),
            None => (1, "unknown"),
        };
        self.out.loops.push(LoopInfo {
            name: i.name.clone(),
            computation: self.m.comp(i.parent).name.clone(),
            trip_count: trip,
            source,
        });
        let (body, cond) = (i.callee(CallRole::Body), i.callee(CallRole::Condition));
        let w = weight * trip as f64;
        let mut t = Times::default();
        for c in [cond, body].into_iter().flatten() {
            let inner = self.computation(c, w, depth + 1);
            t.serial += trip as f64 * inner.serial;
            t.overlapped += trip as f64 * inner.overlapped;
        }
        t
    }
}

/// The trip count of a while loop and where it comes from.
pub fn trip_count(m: &HloModule, w: &Instruction) -> Option<(u64, &'static str)> {
    if let Some(n) = w
        .parsed
        .backend_config
        .as_deref()
        .and_then(known_trip_count)
    {
        return Some((n, "known_trip_count"));
    }
    condition_trip_count(m, w).map(|n| (n, "condition"))
}

/// `{"known_trip_count":{"n":"5"}, ...}` (possibly as a quoted JSON string).
fn known_trip_count(config: &str) -> Option<u64> {
    let mut v: serde_json::Value = serde_json::from_str(config).ok()?;
    if let Some(s) = v.as_str() {
        v = serde_json::from_str(s).ok()?;
    }
    let n = v.get("known_trip_count")?.get("n")?;
    n.as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| n.as_u64())
}

/// A condition `compare(get-tuple-element(param, k), constant(N)), direction=LT` on a
/// loop whose initial tuple holds a constant at `k`: `N - init`.
fn condition_trip_count(m: &HloModule, w: &Instruction) -> Option<u64> {
    let cond = m.comp(w.callee(CallRole::Condition)?);
    let root = m.instr(cond.root?);
    if root.opcode != Opcode::Compare || root.operands.len() != 2 {
        return None;
    }
    let (a, b) = (m.instr(root.operands[0]), m.instr(root.operands[1]));
    let (counter, limit) = match root.attr("direction")? {
        "LT" => (a, b),
        "GT" => (b, a),
        _ => return None,
    };
    if counter.opcode != Opcode::GetTupleElement || limit.opcode != Opcode::Constant {
        return None;
    }
    let k = usize::try_from(counter.parsed.index?).ok()?;
    let limit: i64 = constant_value(limit)?;
    let init = m.instr(*w.operands.first()?);
    let start = if init.opcode == Opcode::Tuple {
        constant_value(m.instr(*init.operands.get(k)?))?
    } else {
        return None;
    };
    u64::try_from(limit - start).ok()
}

fn constant_value(i: &Instruction) -> Option<i64> {
    if i.opcode != Opcode::Constant {
        return None;
    }
    i.parsed.literal.as_deref()?.trim().parse().ok()
}
