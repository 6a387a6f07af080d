//! Reports of a plan's cost: the text summary `autoshard cost` prints and the per-op CSV
//! rows it writes (units in column names). Returned as strings; the CLI prints them.

use std::fmt::Write as _;

use serde::Serialize;

use super::hardware::HardwareProfile;
use super::memory::MemoryReport;
use super::plan::{OpCost, PlanCollective, PlanCost};
use crate::diag::SourceFile;
use crate::ir::{Location, Module, OpId, ValueDef, ValueId};

/// Where an op comes from: the Python file:line of its location when it has one, else
/// its line in the MLIR file.
pub fn op_location(m: &Module, file: &SourceFile, op: OpId) -> String {
    let aliases = |a: &str| {
        m.loc_aliases
            .iter()
            .find(|(n, _)| n == a)
            .map(|(_, l)| l.clone())
    };
    let o = &m.ops[op];
    if let Some(p) = o
        .loc
        .as_ref()
        .and_then(|l: &Location| l.source_pos(&aliases))
    {
        return format!("{}:{}", p.file, p.line);
    }
    if o.span.is_dummy() {
        return file.name.to_string();
    }
    let (line, _) = file.line_col(o.span.start);
    format!("{}:{line}", file.name)
}

/// `%name` of a value as the printer spells it (`%v_<id>` for values passes created).
pub fn value_name(m: &Module, v: ValueId) -> String {
    let name = &m.values[v].name;
    if name.is_empty() || name.starts_with('#') {
        format!("%v_{}", v.0)
    } else {
        match m.values[v].def {
            ValueDef::Result { op, index } if m.ops[op].results.len() > 1 => {
                format!("%{name}#{index}")
            }
            _ => format!("%{name}"),
        }
    }
}

/// `1.23 GB`-style sizes (decimal units).
pub fn bytes(b: f64) -> String {
    const UNITS: [&str; 5] = ["B", "kB", "MB", "GB", "TB"];
    let mut v = b;
    let mut u = 0;
    while v.abs() >= 1000.0 && u + 1 < UNITS.len() {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{v:.0} {}", UNITS[u])
    } else {
        format!("{v:.2} {}", UNITS[u])
    }
}

/// `12.3 ms`-style durations.
pub fn seconds(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{:.3} us", s * 1e6)
    }
}

fn describe(c: &PlanCollective) -> String {
    let axes: Vec<String> = c.axes.iter().map(|a| a.to_string()).collect();
    format!(
        "{} along {{{}}} ({})",
        c.kind.name(),
        axes.join(", "),
        c.why
    )
}

/// The text summary: step time, compute against communication, memory against the
/// budget, the most expensive collectives.
pub fn summary(
    m: &Module,
    file: &SourceFile,
    hw: &HardwareProfile,
    links: &[(String, String)],
    pc: &PlanCost,
    mem: &MemoryReport,
) -> String {
    let mut s = String::new();
    let links: Vec<String> = links.iter().map(|(a, l)| format!("{a}={l}")).collect();
    let _ = writeln!(
        s,
        "{}: {} ({}), axes {}",
        file.name,
        hw.name,
        hw.chip,
        links.join(",")
    );
    let serial = pc.serial_s();
    let share = |x: f64| {
        if serial > 0.0 {
            100.0 * x / serial
        } else {
            0.0
        }
    };
    let _ = writeln!(s, "step time (serial): {}", seconds(serial));
    let _ = writeln!(
        s,
        "  compute:       {} ({:.1}%), {:.3e} FLOP per device",
        seconds(pc.compute_s),
        share(pc.compute_s),
        pc.flops
    );
    let _ = writeln!(
        s,
        "  communication: {} ({:.1}%), {} sent per device",
        seconds(pc.comm_s),
        share(pc.comm_s),
        bytes(pc.bytes_sent)
    );
    let budget = hw.memory_budget_bytes();
    let _ = writeln!(
        s,
        "memory per device: peak {} of {} budget ({:.1}%){}; parameters {}, outputs {}",
        bytes(mem.peak_bytes as f64),
        bytes(budget as f64),
        if budget > 0 {
            100.0 * mem.peak_bytes as f64 / budget as f64
        } else {
            0.0
        },
        if mem.peak_bytes > budget {
            " OVER BUDGET"
        } else {
            ""
        },
        bytes(mem.parameter_bytes as f64),
        bytes(mem.output_bytes as f64),
    );
    if let Some(op) = mem.peak_op {
        let names: Vec<String> = mem
            .peak_values
            .iter()
            .take(5)
            .map(|&(v, b)| format!("{} {}", value_name(m, v), bytes(b as f64)))
            .collect();
        let _ = writeln!(
            s,
            "  peak during {} at {}; largest live: {}",
            m.ops[op].name,
            op_location(m, file, op),
            names.join(", ")
        );
    }
    let mut all: Vec<(OpId, f64, &PlanCollective)> = pc.collectives().collect();
    all.sort_by(|a, b| {
        (b.1 * b.2.time_s)
            .total_cmp(&(a.1 * a.2.time_s))
            .then(a.0.cmp(&b.0))
    });
    let _ = writeln!(
        s,
        "collectives: {} ({} per step)",
        all.len(),
        all.iter().map(|c| c.1).sum::<f64>()
    );
    for (op, w, c) in all.iter().take(10) {
        let _ = writeln!(
            s,
            "  {:>10}  {} x{} of {}, {} per device, {} at {}",
            seconds(w * c.time_s),
            describe(c),
            w,
            value_name(m, c.value),
            bytes(c.bytes_before.max(c.bytes_after) as f64),
            m.ops[*op].name,
            op_location(m, file, *op)
        );
    }
    if !pc.defaulted_loops.is_empty() {
        let _ = writeln!(
            s,
            "note: {} loop(s) without a constant trip count ran the default count",
            pc.defaulted_loops.len()
        );
    }
    for w in &pc.warnings {
        let _ = writeln!(s, "warning: {w}");
    }
    s
}

/// One CSV row per op.
#[derive(Serialize)]
struct Row<'a> {
    index: usize,
    op: &'a str,
    location: String,
    executions: f64,
    flops: f64,
    transcendentals: f64,
    bytes_accessed: f64,
    compute_s: f64,
    collectives: usize,
    bytes_sent: f64,
    comm_s: f64,
    collective_list: String,
}

/// Per-op rows (per device, per execution; `executions` is the op's weight).
pub fn csv(m: &Module, file: &SourceFile, pc: &PlanCost) -> Result<String, String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for (index, o) in pc.ops.iter().enumerate() {
        let OpCost {
            op,
            weight,
            work,
            compute_s,
            collectives,
            ..
        } = o;
        let list: Vec<String> = collectives.iter().map(describe).collect();
        w.serialize(Row {
            index,
            op: &m.ops[*op].name,
            location: op_location(m, file, *op),
            executions: *weight,
            flops: work.flops,
            transcendentals: work.transcendentals,
            bytes_accessed: work.bytes,
            compute_s: *compute_s,
            collectives: collectives.len(),
            // `+ 0.0`: an empty float sum is -0.0.
            bytes_sent: collectives.iter().map(|c| c.bytes_sent).sum::<f64>() + 0.0,
            comm_s: o.comm_s() + 0.0,
            collective_list: list.join("; "),
        })
        .map_err(|e| e.to_string())?;
    }
    let bytes = w.into_inner().map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!(bytes(512.0), "512 B");
        assert_eq!(bytes(262144.0), "262.14 kB");
        assert_eq!(bytes(8.66e9), "8.66 GB");
        assert_eq!(seconds(2.5e-5), "25.000 us");
        assert_eq!(seconds(0.0123), "12.300 ms");
        assert_eq!(seconds(1.5), "1.500 s");
    }
}
