//! The machine-readable report of `autoshard cost --json`: the summary's numbers as one
//! JSON object. Keys come in a fixed order (struct fields, never hash maps), times are in
//! seconds and sizes in bytes, per device; `_s` / `_bytes` suffixes say so.

use serde::Serialize;

use super::report::{mesh_text, op_location, top_collectives, value_name, Inputs};
use super::schedule::COMPUTE;

#[derive(Serialize)]
struct Report {
    file: String,
    hardware: String,
    chip: String,
    mesh: String,
    links: Vec<AxisLink>,
    plan: String,
    step_time: StepTime,
    streams: Vec<Stream>,
    flops_per_device: f64,
    bytes_sent_per_device: f64,
    memory: Memory,
    collectives: usize,
    collectives_per_step: f64,
    top_collectives: Vec<Collective>,
    defaulted_loops: usize,
    warnings: Vec<String>,
}

#[derive(Serialize)]
struct AxisLink {
    axis: String,
    link: String,
}

#[derive(Serialize)]
struct StepTime {
    serial_s: f64,
    overlapped_s: f64,
    compute_s: f64,
    communication_s: f64,
    exposed_communication_s: f64,
}

#[derive(Serialize)]
struct Stream {
    stream: String,
    busy_s: f64,
}

#[derive(Serialize)]
struct Memory {
    peak_bytes: u64,
    budget_bytes: u64,
    over_budget: bool,
    parameter_bytes: u64,
    output_bytes: u64,
    peak_op: Option<String>,
    peak_location: Option<String>,
    peak_values: Vec<Value>,
}

#[derive(Serialize)]
struct Value {
    value: String,
    bytes: u64,
}

#[derive(Serialize)]
struct Collective {
    kind: &'static str,
    axes: Vec<String>,
    why: String,
    value: String,
    group_size: u64,
    bytes_before: u64,
    bytes_after: u64,
    bytes_sent: f64,
    time_s: f64,
    executions: f64,
    total_s: f64,
    op: String,
    location: String,
}

/// The JSON report (pretty-printed, with a final newline).
pub fn json(r: &Inputs) -> Result<String, String> {
    let Inputs {
        m,
        file,
        hw,
        pc,
        mem,
        schedule,
        ..
    } = *r;
    let budget = hw.memory_budget_bytes();
    let report = Report {
        file: file.name.to_string(),
        hardware: hw.name.clone(),
        chip: hw.chip.clone(),
        mesh: mesh_text(m),
        links: r
            .links
            .iter()
            .map(|(a, l)| AxisLink {
                axis: a.clone(),
                link: l.clone(),
            })
            .collect(),
        plan: r.plan.to_string(),
        step_time: StepTime {
            serial_s: pc.serial_s(),
            overlapped_s: schedule.overlapped_s,
            compute_s: pc.compute_s,
            communication_s: pc.comm_s,
            exposed_communication_s: schedule.exposed_comm_s(),
        },
        streams: std::iter::once(COMPUTE.to_string())
            .chain(schedule.busy_s.keys().filter(|k| *k != COMPUTE).cloned())
            .map(|k| Stream {
                busy_s: schedule.busy_s.get(&k).copied().unwrap_or(0.0),
                stream: k,
            })
            .collect(),
        flops_per_device: pc.flops,
        bytes_sent_per_device: pc.bytes_sent,
        memory: Memory {
            peak_bytes: mem.peak_bytes,
            budget_bytes: budget,
            over_budget: mem.peak_bytes > budget,
            parameter_bytes: mem.parameter_bytes,
            output_bytes: mem.output_bytes,
            peak_op: mem.peak_op.map(|op| m.ops[op].name.clone()),
            peak_location: mem.peak_op.map(|op| op_location(m, file, op)),
            peak_values: mem
                .peak_values
                .iter()
                .map(|&(v, bytes)| Value {
                    value: value_name(m, v),
                    bytes,
                })
                .collect(),
        },
        collectives: pc.collectives().count(),
        collectives_per_step: pc.collectives().map(|c| c.1).sum(),
        top_collectives: top_collectives(pc, 10)
            .into_iter()
            .map(|(op, w, c)| Collective {
                kind: c.kind.name(),
                axes: c.axes.iter().map(|a| a.to_string()).collect(),
                why: c.why.to_string(),
                value: value_name(m, c.value),
                group_size: c.group_size,
                bytes_before: c.bytes_before,
                bytes_after: c.bytes_after,
                bytes_sent: c.bytes_sent,
                time_s: c.time_s,
                executions: w,
                total_s: w * c.time_s,
                op: m.ops[op].name.clone(),
                location: op_location(m, file, op),
            })
            .collect(),
        defaulted_loops: pc.defaulted_loops.len(),
        warnings: pc.warnings.clone(),
    };
    let mut s = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
    s.push('\n');
    Ok(s)
}
