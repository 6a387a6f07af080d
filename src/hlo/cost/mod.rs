//! The cost of the program XLA compiled from a plan: the instrument that checks the cost
//! model's predictions (`src/cost/`) against what actually runs.
//!
//! Input: the per-device (SPMD-partitioned) HLO module XLA prints for an executable
//! (`compiled.as_text()`, `scripts/peer.py compile`), read by [`crate::hlo`]'s parser; a
//! hardware profile; the device mesh the plan was compiled for. Output: a
//! [`CompiledCost`]:
//!
//! - [`xla`]: FLOPs, transcendentals and bytes accessed per instruction and for the
//!   module, counted exactly as XLA's `HloCostAnalysis` counts them (fusions as one unit
//!   with [`fusion`]'s per-parameter read rules, windows in [`window`], while bodies
//!   once, conditionals as the maximum of their branches). tests/hlo_cost.rs checks them
//!   against jaxlib's own analysis on hand-written modules (equal) and on every
//!   model's compiled plans (FLOPs within 1%, bytes within 5%);
//! - [`collectives`]: every collective with kind, per-device operand/result bytes, the
//!   mesh axes of its replica groups ([`groups`]: XLA's group modes, device id to mesh
//!   coordinates, whole axes, Shardy sub-axes or irregular) and its alpha-beta time on
//!   the link of those axes (`cost::collective`, `cost::links`);
//! - [`step`]: roofline compute time per instruction, serial and overlapped step time
//!   (async collectives overlap the compute scheduled between start and done), loops
//!   weighted by their trip counts when XLA states them;
//! - [`report`]: the text summary and per-instruction CSV of `autoshard cost --hlo`.
//!
//! The library entry is [`analyze`]`(module, hardware, mesh, options)`; it reads the IR
//! and never changes it, does no I/O, and returns a diagnostic for a mesh that does not
//! match the module's device count.

pub mod collectives;
pub mod fusion;
pub mod groups;
pub mod report;
pub mod step;
pub mod window;
pub mod xla;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::cost::collective::CollectiveOptions;
use crate::cost::hardware::HardwareProfile;
use crate::cost::links::LinkMap;
use crate::diag::{Diagnostic, Diagnostics, SourceFile};
use crate::hlo::ir::HloModule;
use crate::ir::sdy::MeshAttr;

pub use collectives::Collective;
pub use groups::GroupAxes;
pub use step::{LoopInfo, Row};
pub use xla::Counts;

/// Options of [`analyze`].
#[derive(Clone, Debug, Default)]
pub struct AnalyzeOptions {
    /// Link kind per mesh axis (`cost::links::parse_axis_links`); unnamed axes get the
    /// profile's default.
    pub axis_links: Vec<(String, String)>,
    pub collective: CollectiveOptions,
}

/// Bytes and time of the collectives of one kind, per step.
#[derive(Clone, Debug, Default, Serialize)]
pub struct KindTotals {
    pub count: f64,
    pub operand_bytes: f64,
    pub result_bytes: f64,
    pub time_s: f64,
}

/// The cost of a compiled program, per device.
#[derive(Clone, Debug, Serialize)]
pub struct CompiledCost {
    pub module: String,
    pub hardware: String,
    /// The mesh, `data=2,model=4`.
    pub mesh: String,
    /// XLA's totals: while bodies once (what `compiled.cost_analysis()` reports).
    pub xla: Counts,
    /// The same with every instruction weighted by its executions per step (loop trip
    /// counts).
    pub per_step: Counts,
    /// Roofline compute time per step, seconds.
    pub compute_time_s: f64,
    /// Collectives by kind (`all-reduce`, ...), per step.
    pub collectives_by_kind: BTreeMap<String, KindTotals>,
    pub collective_time_s: f64,
    pub collectives: Vec<Collective>,
    /// Executions per step of each collective, parallel to `collectives`.
    pub collective_executions: Vec<f64>,
    pub loops: Vec<LoopInfo>,
    pub serial_step_time_s: f64,
    pub overlapped_step_time_s: f64,
    /// One row per executed instruction, in schedule order (for the CSV).
    #[serde(skip)]
    pub rows: Vec<Row>,
}

/// Reads a compiled HLO text ([`crate::hlo::parse_hlo`]); the returned source is the
/// text read (diagnostics render against it).
pub fn read_compiled(name: &str, text: &str) -> (SourceFile, Option<HloModule>, Diagnostics) {
    let src = SourceFile::new(name, text);
    let (m, d) = crate::hlo::parse_hlo(&src);
    (src, m, d)
}

/// `data=2,model=4`.
pub fn mesh_text(mesh: &MeshAttr) -> String {
    let axes: Vec<String> = mesh
        .axes
        .iter()
        .map(|a| format!("{}={}", a.name, a.size))
        .collect();
    axes.join(",")
}

/// The cost of module `m` on `hw` over `mesh`.
pub fn analyze(
    m: &HloModule,
    hw: &HardwareProfile,
    mesh: &MeshAttr,
    opts: &AnalyzeOptions,
) -> Result<CompiledCost, Diagnostic> {
    let devices =
        m.header.replica_count.unwrap_or(1).max(1) * m.header.num_partitions.unwrap_or(1).max(1);
    let entry_span = m.comp(m.entry).span;
    if mesh.total_size() != devices {
        return Err(Diagnostic::error(
            entry_span,
            format!(
                "the mesh {} has {} devices but the module runs on {} (replica_count x num_partitions)",
                mesh_text(mesh),
                mesh.total_size(),
                devices
            ),
        ));
    }
    let links =
        LinkMap::new(hw, mesh, &opts.axis_links).map_err(|e| Diagnostic::error(entry_span, e))?;
    let timing = collectives::Timing {
        mesh,
        links: &links,
        options: &opts.collective,
    };
    let xla = xla::Counter::new(m).computation(m.entry);
    let walk = step::walk(m, hw, &timing);
    let mut per_step = Counts::default();
    let mut compute_time_s = 0.0;
    for r in &walk.rows {
        per_step.flops += r.counts.flops * r.executions;
        per_step.transcendentals += r.counts.transcendentals * r.executions;
        per_step.bytes += r.counts.bytes * r.executions;
        compute_time_s += r.compute_time_s * r.executions;
    }
    let mut by_kind: BTreeMap<String, KindTotals> = BTreeMap::new();
    for (c, n) in &walk.collectives {
        let k = by_kind.entry(c.kind.name().to_string()).or_default();
        k.count += n;
        k.operand_bytes += c.operand_bytes * n;
        k.result_bytes += c.result_bytes * n;
        k.time_s += c.time_s * n;
    }
    let collective_time_s = by_kind.values().map(|k| k.time_s).sum();
    Ok(CompiledCost {
        module: m.name.clone(),
        hardware: hw.name.clone(),
        mesh: mesh_text(mesh),
        xla,
        per_step,
        compute_time_s,
        collectives_by_kind: by_kind,
        collective_time_s,
        collectives: walk.collectives.iter().map(|c| c.0.clone()).collect(),
        collective_executions: walk.collectives.iter().map(|c| c.1).collect(),
        loops: walk.loops,
        serial_step_time_s: walk.serial_s,
        overlapped_step_time_s: walk.overlapped_s,
        rows: walk.rows,
    })
}
