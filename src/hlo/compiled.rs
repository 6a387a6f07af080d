//! A plan's compiled program: where its HLO comes from ([`PlanCompiler`]: XLA through
//! the jaxlib peer, or the user's dumps) and its cost ([`Compiled`]), on the same
//! hardware profile and links as the prediction.
//!
//! The library never runs a process or touches files for this: the compiler is a
//! trait object the CLI provides.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::cost::HardwareProfile;
use crate::ir::Module;

/// Turns a plan into XLA's compiled per-device HLO text.
pub trait PlanCompiler: Sync {
    /// What the compiled columns come from, for the report (`XLA (jaxlib 0.10.2, CPU)`).
    fn describe(&self) -> String;
    /// The compiled HLO text of `plan` (the plan's name, e.g. `search`), whose `full`
    /// module is `full` (printed MLIR). The error says why there is none.
    fn compile(&self, plan: &str, full: &str) -> Result<String, String>;
}

/// A plan's numbers in the compiled program, per device.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Compiled {
    /// FLOPs as XLA's `HloCostAnalysis` counts them (while bodies once).
    pub flops: f64,
    pub transcendentals: f64,
    /// Bytes read and written by every fusion and unfused instruction (HBM traffic).
    pub hbm_bytes: f64,
    /// Roofline time of the compute, loops weighted by their trip counts.
    pub compute_s: f64,
    /// Alpha-beta time of the collectives.
    pub comm_s: f64,
    /// Bytes each device sends, by collective kind (`all-gather`, ...).
    pub comm_bytes_by_kind: BTreeMap<String, f64>,
    /// Collective count by kind.
    pub collectives_by_kind: BTreeMap<String, u64>,
    pub step_serial_s: f64,
    /// Async collectives overlapped with the compute between their start and done.
    pub step_overlapped_s: f64,
}

/// The `full` module of `plan` (a fully sharded module of `original`:
/// [`crate::emit::full`]) compiled by `compiler` and costed on `hw` with `axis_links`.
/// The error says which step failed (one line).
pub fn compile_plan(
    compiler: &dyn PlanCompiler,
    plan_name: &str,
    original: &Module,
    plan: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
) -> Result<Compiled, String> {
    let full = crate::emit::full(original, plan);
    let text = crate::print::print_module(
        &full,
        crate::print::PrintOptions {
            debug_info: true,
            ..Default::default()
        },
    );
    let hlo = compiler
        .compile(plan_name, &text)
        .map_err(|e| format!("not compiled: {}", one_line(&e)))?;
    cost_of_hlo(&hlo, &format!("{plan_name}.hlo"), &full, hw, axis_links)
        .map_err(|e| format!("compiled HLO not read: {}", one_line(&e)))
}

/// The first line of an error, at most 300 characters (XLA's messages run long).
fn one_line(e: &str) -> String {
    let first = e
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim();
    match first.char_indices().nth(300) {
        Some((i, _)) => format!("{}...", &first[..i]),
        None => first.to_string(),
    }
}

/// Reads compiled HLO text and costs it; the mesh comes from `module` (the plan it was
/// compiled from: its first `sdy.mesh`).
pub fn cost_of_hlo(
    hlo: &str,
    name: &str,
    module: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
) -> Result<Compiled, String> {
    let (file, hm, diags) = super::cost::read_compiled(name, hlo);
    let hm = match hm {
        Some(hm) if !diags.has_errors() => hm,
        _ => return Err(diags.render(&file)),
    };
    let mesh = module
        .meshes()
        .first()
        .map(|(_, mesh, _)| mesh.clone())
        .ok_or("the plan's module has no sdy.mesh")?;
    let opts = super::cost::AnalyzeOptions {
        axis_links: axis_links.to_vec(),
        ..Default::default()
    };
    let c = super::cost::analyze(&hm, hw, &mesh, &opts).map_err(|d| d.render(&file))?;
    Ok(Compiled::from(&c))
}

impl From<&super::cost::CompiledCost> for Compiled {
    /// Per step: loops weighted by their trip counts, collectives' bytes sent as the
    /// cost model counts them ([`crate::cost::collective::bytes_sent`]).
    fn from(c: &super::cost::CompiledCost) -> Compiled {
        let mut comm_bytes_by_kind: BTreeMap<String, f64> = BTreeMap::new();
        let mut collectives_by_kind: BTreeMap<String, u64> = BTreeMap::new();
        for (col, n) in c.collectives.iter().zip(&c.collective_executions) {
            let sent = crate::cost::collective::bytes_sent(
                col.kind,
                col.group_size,
                col.operand_bytes,
                col.result_bytes,
            );
            let kind = col.kind.name().to_string();
            *comm_bytes_by_kind.entry(kind.clone()).or_default() += n * sent;
            *collectives_by_kind.entry(kind).or_default() += n.round() as u64;
        }
        Compiled {
            flops: c.per_step.flops,
            transcendentals: c.per_step.transcendentals,
            hbm_bytes: c.per_step.bytes,
            compute_s: c.compute_time_s,
            comm_s: 0.0 + c.collective_time_s,
            comm_bytes_by_kind,
            collectives_by_kind,
            step_serial_s: c.serial_step_time_s,
            step_overlapped_s: c.overlapped_step_time_s,
        }
    }
}
