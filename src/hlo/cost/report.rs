//! The reports of `autoshard cost --hlo`: a text summary, JSON (the serialized
//! [`CompiledCost`]) and one CSV row per executed instruction (units in column names).
//! Returned as strings; the CLI prints them.

use std::fmt::Write as _;

use crate::cost::report::{bytes, seconds};

use super::CompiledCost;

fn count(x: f64) -> String {
    if x.abs() >= 1e9 {
        format!("{:.3} G", x / 1e9)
    } else if x.abs() >= 1e6 {
        format!("{:.3} M", x / 1e6)
    } else {
        format!("{x:.0}")
    }
}

/// The text summary.
pub fn summary(c: &CompiledCost) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "compiled module {} on {} (per device), mesh {}",
        c.module, c.hardware, c.mesh
    );
    let _ = writeln!(
        s,
        "XLA cost analysis (loops once): {} FLOPs, {} transcendentals, {} accessed",
        count(c.xla.flops),
        count(c.xla.transcendentals),
        bytes(c.xla.bytes)
    );
    let _ = writeln!(
        s,
        "per step (loops x trip count):  {} FLOPs, {} transcendentals, {} accessed",
        count(c.per_step.flops),
        count(c.per_step.transcendentals),
        bytes(c.per_step.bytes)
    );
    for l in &c.loops {
        let _ = writeln!(
            s,
            "  loop {} in {}: trip count {} ({})",
            l.name, l.computation, l.trip_count, l.source
        );
    }
    let _ = writeln!(s, "compute time (roofline): {}", seconds(c.compute_time_s));
    let _ = writeln!(s, "collectives: {}", seconds(c.collective_time_s));
    for (kind, k) in &c.collectives_by_kind {
        let _ = writeln!(
            s,
            "  {kind:<18} {:>5} x, {} in, {} out, {}",
            k.count,
            bytes(k.operand_bytes),
            bytes(k.result_bytes),
            seconds(k.time_s)
        );
    }
    let mut by_axes: std::collections::BTreeMap<(String, String), (f64, f64)> = Default::default();
    for (coll, n) in c.collectives.iter().zip(&c.collective_executions) {
        let e = by_axes
            .entry((coll.kind.name().to_string(), coll.axes.to_string()))
            .or_default();
        e.0 += n;
        e.1 += coll.time_s * n;
    }
    if !by_axes.is_empty() {
        let _ = writeln!(s, "collectives by axes:");
        for ((kind, axes), (n, t)) in &by_axes {
            let _ = writeln!(s, "  {kind:<18} along {axes:<16} {n:>5} x, {}", seconds(*t));
        }
    }
    let _ = writeln!(
        s,
        "step time: serial {}, overlapped {}",
        seconds(c.serial_step_time_s),
        seconds(c.overlapped_step_time_s)
    );
    s
}

/// The JSON of the whole report.
pub fn json(c: &CompiledCost) -> Result<String, String> {
    serde_json::to_string_pretty(c)
        .map(|s| s + "\n")
        .map_err(|e| format!("cannot serialize the report: {e}"))
}

/// A CSV field, quoted when needed.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// One row per executed instruction, in schedule order.
pub fn csv(c: &CompiledCost) -> String {
    let mut s = String::from(
        "computation,instruction,opcode,executions_per_step,flops,transcendentals,bytes_accessed_bytes,compute_time_s,collective_time_s,collective_axes\n",
    );
    let mut axes = std::collections::HashMap::new();
    for coll in &c.collectives {
        axes.insert(
            (coll.computation.as_str(), coll.name.as_str()),
            coll.axes.to_string(),
        );
    }
    for r in &c.rows {
        let a = axes
            .get(&(r.computation.as_str(), r.name.as_str()))
            .cloned()
            .unwrap_or_default();
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{:e},{:e},{}",
            field(&r.computation),
            field(&r.name),
            r.opcode,
            r.executions,
            r.counts.flops,
            r.counts.transcendentals,
            r.counts.bytes,
            r.compute_time_s,
            r.collective_time_s,
            field(&a)
        );
    }
    s
}
