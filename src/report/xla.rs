//! Every plan beside the program XLA really compiles from it.
//!
//! A plan's `full` module ([`crate::emit::full`]: every value annotated, the plan's
//! reshards as constraints) is handed to a [`PlanCompiler`] — XLA through the project's
//! jaxlib peer, or the user's own dumps (`--hlo-dir`) — and the per-device HLO it
//! returns is read by [`crate::hlo`] and costed by [`crate::hlo::cost`] on the same
//! hardware profile and links as the prediction. The report then shows predicted and
//! compiled numbers side by side, with their ratio.
//!
//! The library never runs a process or touches files itself: the compiler is a trait
//! object the CLI provides.

use serde::Serialize;

use crate::cost::HardwareProfile;
pub use crate::hlo::compiled::{Compiled, PlanCompiler};
use crate::ir::Module;

/// The compiled side of one plan: its numbers, or why there are none.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CompiledColumns {
    /// `ok`, or why the plan has no compiled numbers (compile error, unreadable HLO).
    pub status: String,
    pub compiled: Option<Compiled>,
    /// Compiled over predicted serial step time.
    pub step_ratio: Option<f64>,
    /// The plan's prediction as XLA:CPU compiles it ([`crate::cost::xla_cpu`]: the
    /// accelerator model with the CPU backend's named exceptions), what a program
    /// jaxlib compiled on CPU is compared with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xla_cpu: Option<XlaCpuPrediction>,
}

/// A plan's numbers under [`crate::cost::xla_cpu::xla_cpu_view`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct XlaCpuPrediction {
    /// The names of the exceptions applied ([`crate::cost::xla_cpu::CPU_EXCEPTIONS`]).
    pub exceptions: Vec<&'static str>,
    pub step_serial_s: f64,
    pub compute_s: f64,
    pub flops: f64,
    pub hbm_bytes: f64,
    /// Bytes each device sends per collective kind (bf16 all-reduces held in f32 send
    /// twice the accelerator's bytes).
    pub comm_bytes_by_kind: std::collections::BTreeMap<String, f64>,
}

/// The numbers of `plan` as XLA:CPU compiles it.
pub fn xla_cpu_prediction(
    plan: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    opts: &crate::cost::plan::PlanOptions,
) -> Result<XlaCpuPrediction, String> {
    let (view, pc, opts) = crate::cost::xla_cpu::evaluate_as_xla_cpu(plan, hw, axis_links, opts)?;
    let mut s = super::summarize("xla-cpu", &view, &pc, hw, axis_links, &opts)?;
    if opts.collective.all_reduce == crate::cost::collective::AllReduceAlgorithm::Ring {
        reduce_scatter_as_all_reduce(&mut s);
    }
    all_to_all_sliced_per_peer(&mut s, &pc, hw);
    Ok(XlaCpuPrediction {
        exceptions: crate::cost::xla_cpu::CPU_EXCEPTIONS
            .iter()
            .map(|e| e.name)
            .collect(),
        step_serial_s: s.step_serial_s,
        compute_s: s.compute_s,
        flops: s.flops,
        hbm_bytes: s.hbm_bytes,
        comm_bytes_by_kind: s.comm_bytes_by_kind,
    })
}

/// [`crate::cost::xla_cpu::REDUCE_SCATTER_AS_ALL_REDUCE`]: every reduce-scatter of `s`
/// sent as an all-reduce of the same buffer, which sends twice its bytes and takes
/// twice its time on a ring (`collective::all_reduce_time` against
/// `reduce_scatter_time`); the serial step grows by the difference. Its output buffer is
/// the whole one, not a shard: the HBM bytes grow by `before - after`, which is what a
/// ring reduce-scatter sends (`before (n-1)/n`).
fn reduce_scatter_as_all_reduce(s: &mut super::PlanSummary) {
    const RS: &str = "reduce-scatter";
    const AR: &str = "all-reduce";
    if let Some(b) = s.comm_bytes_by_kind.remove(RS) {
        *s.comm_bytes_by_kind.entry(AR.into()).or_default() += 2.0 * b;
        s.hbm_bytes += b;
    }
    if let Some(t) = s.comm_by_kind_s.remove(RS) {
        *s.comm_by_kind_s.entry(AR.into()).or_default() += 2.0 * t;
        s.comm_s += t;
        s.step_serial_s += t;
    }
}

/// [`crate::cost::xla_cpu::ALL_TO_ALL_SLICED_PER_PEER`]: before every all-to-all among
/// `n` devices, `n` fusions each read the whole local operand and write one piece, and
/// after it one fusion copies the pieces into the result: the HBM bytes grow by `n + 1`
/// operands and 2 results, and the compute and serial step by their time at the HBM
/// bandwidth (memory-bound copies).
fn all_to_all_sliced_per_peer(
    s: &mut super::PlanSummary,
    pc: &crate::cost::plan::PlanCost,
    hw: &HardwareProfile,
) {
    let bytes: f64 = pc
        .collectives()
        .filter(|(_, _, c)| c.kind == crate::cost::collective::CollectiveKind::AllToAll)
        .map(|(_, w, c)| {
            w * ((c.group_size + 1) as f64 * c.bytes_before as f64 + 2.0 * c.bytes_after as f64)
        })
        .sum();
    let time = bytes / hw.hbm_bytes_per_s;
    s.hbm_bytes += bytes;
    s.compute_s += time;
    s.step_serial_s += time;
}

impl CompiledColumns {
    pub fn failed(why: String) -> CompiledColumns {
        CompiledColumns {
            status: why,
            compiled: None,
            step_ratio: None,
            xla_cpu: None,
        }
    }
}

/// Compiles the `full` module of `plan` (of `original`) with `compiler` and costs the
/// program on `hw` with `axis_links`; `predicted_step_s` gives the ratio.
pub fn compiled_columns(
    compiler: &dyn PlanCompiler,
    plan_name: &str,
    original: &Module,
    plan: &Module,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    predicted_step_s: f64,
) -> CompiledColumns {
    match crate::hlo::compiled::compile_plan(compiler, plan_name, original, plan, hw, axis_links) {
        Ok(c) => CompiledColumns {
            status: "ok".into(),
            step_ratio: (predicted_step_s > 0.0).then(|| c.step_serial_s / predicted_step_s),
            compiled: Some(c),
            xla_cpu: None,
        },
        Err(e) => CompiledColumns::failed(e),
    }
}
