//! Reports of a plan's cost: the text summary `autoshard cost` prints and the per-op CSV
//! rows it writes (units in column names). Returned as strings; the CLI prints them.

use std::fmt::Write as _;

use serde::Serialize;

use super::hardware::HardwareProfile;
use super::memory::MemoryReport;
use super::plan::{OpCost, PlanCollective, PlanCost};
use super::schedule::{Schedule, COMPUTE};
use crate::diag::SourceFile;
use crate::ir::{Location, Module, OpId, ValueDef, ValueId};

/// Where an op comes from: the source `file:line:col` of its location when it has one
/// (JAX's debug info: the Python line), else its `line:col` in the MLIR file.
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
        return format!("{}:{}:{}", p.file, p.line, p.col);
    }
    if o.span.is_dummy() {
        // An op the search or a pass created (a plan's `sdy.reshard`): where the op
        // that reads it was written (a chain of created ops is followed to its end).
        let mut next = op;
        for _ in 0..8 {
            let Some(&r) = m.ops[next].results.first() else {
                break;
            };
            let Some(&(u, _)) = m.users_of(r).first() else {
                break;
            };
            if !m.ops[u].span.is_dummy() || m.ops[u].loc.is_some() {
                return op_location(m, file, u);
            }
            next = u;
        }
        return file.name.to_string();
    }
    let (line, col) = file.line_col(o.span.start);
    format!("{}:{line}:{col}", file.name)
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

pub fn describe(c: &PlanCollective) -> String {
    let axes: Vec<String> = c.axes.iter().map(|a| a.to_string()).collect();
    format!(
        "{} along {{{}}} ({})",
        c.kind.name(),
        axes.join(", "),
        c.why
    )
}

/// Everything a report shows about one evaluated plan.
pub struct Inputs<'a> {
    pub m: &'a Module,
    pub file: &'a SourceFile,
    pub hw: &'a HardwareProfile,
    /// (axis, link kind) of every mesh axis.
    pub links: &'a [(String, String)],
    /// Where the shardings come from (`as written`, `sdy-propagation-pipeline`).
    pub plan: &'a str,
    pub pc: &'a PlanCost,
    pub mem: &'a MemoryReport,
    pub schedule: &'a Schedule,
}

/// The mesh of a module as `data=2,model=4` (meshes joined with `;`).
pub fn mesh_text(m: &Module) -> String {
    let meshes: Vec<String> = m
        .meshes()
        .iter()
        .map(|(_, mesh, _)| {
            let axes: Vec<String> = mesh
                .axes
                .iter()
                .map(|a| format!("{}={}", a.name, a.size))
                .collect();
            axes.join(",")
        })
        .collect();
    meshes.join(";")
}

/// The `n` most expensive collectives per step (weighted time, then program order):
/// (op, executions per step, collective).
pub fn top_collectives(pc: &PlanCost, n: usize) -> Vec<(OpId, f64, &PlanCollective)> {
    let mut all: Vec<(usize, OpId, f64, &PlanCollective)> = pc
        .collectives()
        .enumerate()
        .map(|(i, (op, w, c))| (i, op, w, c))
        .collect();
    all.sort_by(|a, b| {
        (b.2 * b.3.time_s)
            .total_cmp(&(a.2 * a.3.time_s))
            .then(a.0.cmp(&b.0))
    });
    all.into_iter()
        .take(n)
        .map(|(_, op, w, c)| (op, w, c))
        .collect()
}

fn percent(x: f64, of: f64) -> f64 {
    if of > 0.0 {
        100.0 * x / of
    } else {
        0.0
    }
}

/// The text summary: step time serial and overlapped, compute against communication,
/// memory against the budget, the most expensive collectives.
pub fn summary(r: &Inputs) -> String {
    let Inputs {
        m,
        file,
        hw,
        pc,
        mem,
        schedule,
        ..
    } = *r;
    let mut s = String::new();
    let links: Vec<String> = r.links.iter().map(|(a, l)| format!("{a}={l}")).collect();
    let _ = writeln!(
        s,
        "{}: {} ({}), mesh {}, links {}",
        file.name,
        hw.name,
        hw.chip,
        mesh_text(m),
        links.join(",")
    );
    let _ = writeln!(s, "plan: {}", r.plan);
    let serial = pc.serial_s();
    let _ = writeln!(
        s,
        "step time: serial {}, overlapped {} ({:.1}% of serial)",
        seconds(serial),
        seconds(schedule.overlapped_s),
        percent(schedule.overlapped_s, serial)
    );
    let _ = writeln!(
        s,
        "  compute:       {} ({:.1}%), {:.3e} FLOP per device",
        seconds(pc.compute_s),
        percent(pc.compute_s, serial),
        pc.flops
    );
    let _ = writeln!(
        s,
        "  communication: {} ({:.1}%), {} sent per device; exposed when overlapped: {}",
        seconds(pc.comm_s),
        percent(pc.comm_s, serial),
        bytes(pc.bytes_sent),
        seconds(schedule.exposed_comm_s())
    );
    let streams: Vec<String> = schedule
        .busy_s
        .iter()
        .filter(|(k, _)| k.as_str() != COMPUTE)
        .map(|(k, v)| format!("{k} {}", seconds(*v)))
        .collect();
    if !streams.is_empty() {
        let _ = writeln!(s, "  busy per link: {}", streams.join(", "));
    }
    let budget = hw.memory_budget_bytes();
    let _ = writeln!(
        s,
        "memory per device: peak {} of {} budget ({:.1}%){}; parameters {}, outputs {}",
        bytes(mem.peak_bytes as f64),
        bytes(budget as f64),
        percent(mem.peak_bytes as f64, budget as f64),
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
    let _ = writeln!(
        s,
        "collectives: {} ({} per step)",
        pc.collectives().count(),
        pc.collectives().map(|c| c.1).sum::<f64>()
    );
    for (op, w, c) in top_collectives(pc, 10) {
        let _ = writeln!(
            s,
            "  {:>10}  {} x{} of {}, {} per device, {} at {}",
            seconds(w * c.time_s),
            describe(c),
            w,
            value_name(m, c.value),
            bytes(c.bytes_before.max(c.bytes_after) as f64),
            m.ops[op].name,
            op_location(m, file, op)
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

/// One CSV row per op (per device; per execution unless the name says per step).
#[derive(Serialize)]
struct Row<'a> {
    index: usize,
    op: &'a str,
    location: String,
    /// The op's results, `%name`s separated by spaces.
    results: String,
    executions: f64,
    flops: f64,
    transcendentals: f64,
    bytes_accessed: f64,
    compute_s: f64,
    collectives: usize,
    bytes_sent: f64,
    comm_s: f64,
    collective_list: String,
    /// The largest temporary the op's reshards create.
    transient_bytes: u64,
    /// `executions * (compute_s + comm_s)`: the op's share of the serial step time.
    step_s: f64,
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
            results: m.ops[*op]
                .results
                .iter()
                .map(|&v| value_name(m, v))
                .collect::<Vec<_>>()
                .join(" "),
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
            transient_bytes: o.transient_bytes,
            step_s: weight * (compute_s + o.comm_s()) + 0.0,
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
