//! `autoshard cost`: evaluate the plan a module's shardings describe on a hardware
//! profile (after the propagator unless the module is already propagated, on an
//! overridden mesh with `--mesh`); print the summary (text or `--json`), optionally
//! write per-op CSV rows. With `--hlo`, cost the program XLA compiled instead
//! (`hlo::cost`): XLA's counts, the collectives and their mesh axes, step time.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::cost::collective::AllReduceAlgorithm;
use crate::cost::emit::emit_collectives;
use crate::cost::json::json;
use crate::cost::memory::memory;
use crate::cost::plan::{effective_links, evaluate, ModuleShardings, PlanOptions};
use crate::cost::report;
use crate::cost::schedule::overlap;
use crate::passes::Pipeline;

/// Arguments of `autoshard cost`.
#[derive(Args, Debug)]
pub struct CostArgs {
    /// File to evaluate (`-` reads standard input). With `--hlo`: the MLIR module the HLO
    /// was compiled from, whose mesh is used unless `--mesh` names one.
    #[arg(required_unless_present = "hlo")]
    pub file: Option<PathBuf>,
    /// Cost the per-device HLO module XLA compiled (`compiled.as_text()`, `scripts/peer.py
    /// compile`) instead of predicting: FLOPs, transcendentals and bytes as XLA counts
    /// them, the collectives with the mesh axes of their groups, serial and overlapped
    /// step time. The mesh comes from `--mesh` or FILE's `sdy.mesh`.
    #[arg(long, value_name = "HLO")]
    pub hlo: Option<PathBuf>,
    #[command(flatten)]
    pub machine: super::MachineArgs,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
    /// Evaluate the shardings as written, without running sdy-propagation-pipeline first.
    /// Default: as written when some op inside a function carries `sdy.sharding` (a
    /// propagated module), else propagate first.
    #[arg(long, conflicts_with = "propagate")]
    pub as_is: bool,
    /// Run sdy-propagation-pipeline first even when the module looks propagated.
    #[arg(long)]
    pub propagate: bool,
    /// Legalize CHLO before propagating, as XLA does before its own Shardy run
    /// (jaxlib's standalone Shardy stops at CHLO ops): `chlo.square` becomes a multiply,
    /// and every other CHLO op gets the rule of its lowering (as `--lowered-chlo`).
    #[arg(long)]
    pub legalize_chlo: bool,
    /// Trip count of while loops whose bounds are not constants.
    #[arg(long, default_value_t = 1)]
    pub default_trip_count: u64,
    /// Model all-reduce with tree latency (2 ceil(log2 n) steps) instead of ring.
    #[arg(long)]
    pub tree_all_reduce: bool,
    /// Cost the plan as XLA's CPU backend compiles it (`cost::xla_cpu`: the named
    /// exceptions to the accelerator model, e.g. bf16 arithmetic held in f32), to compare
    /// with a program jaxlib compiled on CPU.
    #[arg(long)]
    pub as_xla_cpu: bool,
    /// Write one CSV row per op to this file.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Print the summary as JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Write the module with the collectives the plan is charged for as explicit
    /// `sdy.all_gather`/`all_reduce`/... ops to this file.
    #[arg(long, value_name = "OUT")]
    pub emit_collectives: Option<PathBuf>,
}

/// Whether a module carries propagated shardings: an op inside a function (other than
/// the functions themselves) with `sdy.sharding`. JAX exports put shardings only on
/// function arguments and results, constraints and manual computations.
pub fn looks_propagated(m: &crate::ir::Module) -> bool {
    m.walk().into_iter().any(|op| {
        let o = &m.ops[op];
        o.name != "func.func" && o.parent.is_some() && o.attr("sdy.sharding").is_some()
    })
}

/// Runs `autoshard cost`.
pub fn cost_cmd(a: &CostArgs) -> ExitCode {
    if let Some(hlo) = &a.hlo {
        return hlo_cost_cmd(a, hlo);
    }
    let Some(file) = &a.file else {
        eprintln!("error: a FILE to evaluate is required");
        return ExitCode::from(1);
    };
    let (src, mut m) = match super::load_file(file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    a.chlo.apply(&mut m);
    let (hw, choices) = match a.machine.apply(&mut m, &src) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let propagate = a.propagate || (!a.as_is && !looks_propagated(&m));
    let plan = if propagate {
        "sdy-propagation-pipeline (autoshard)"
    } else {
        "as written"
    };
    if a.legalize_chlo {
        crate::passes::legalize_chlo::legalize_chlo(&mut m);
        crate::rules::attach_lowered_chlo_rules(&mut m);
    }
    if propagate {
        let pipeline = Pipeline::parse("sdy-propagation-pipeline").expect("a registered pipeline");
        match pipeline.run(&mut m, false) {
            Ok(warnings) => eprint!("{}", warnings.render(&src)),
            Err(d) => {
                eprint!("{}", d.render(&src));
                return ExitCode::from(1);
            }
        }
    }
    let mut opts = PlanOptions {
        default_trip_count: a.default_trip_count,
        write_dot_slices: a.as_xla_cpu,
        copy_minor_gathers: a.as_xla_cpu,
        ynn_library_fusions: a.as_xla_cpu,
        ..PlanOptions::default()
    };
    if a.tree_all_reduce {
        opts.collective.all_reduce = AllReduceAlgorithm::Tree;
    }
    if a.as_xla_cpu {
        m = match crate::cost::xla_cpu::xla_cpu_plan_view(&m, &hw, &choices, &opts) {
            Ok(view) => view,
            Err(e) => return fail(e),
        };
    }
    let pc = match evaluate(&m, &hw, &choices, &opts) {
        Ok(pc) => pc,
        Err(e) => return fail(e),
    };
    let mem = memory(&m, &ModuleShardings::new(&m), &pc);
    let links = effective_links(&m, &hw, &choices).unwrap_or_default();
    let schedule = match overlap(&m, &pc, &hw, &choices, a.default_trip_count) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let inputs = report::Inputs {
        m: &m,
        file: &src,
        hw: &hw,
        links: &links,
        plan,
        pc: &pc,
        mem: &mem,
        schedule: &schedule,
    };
    if a.json {
        match json(&inputs) {
            Ok(text) => print!("{text}"),
            Err(e) => return fail(e),
        }
    } else {
        print!("{}", report::summary(&inputs));
    }
    if let Some(path) = &a.csv {
        let rows = match report::csv(&m, &src, &pc) {
            Ok(r) => r,
            Err(e) => return fail(e),
        };
        if let Err(e) = std::fs::write(path, rows) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    if let Some(path) = &a.emit_collectives {
        let e = emit_collectives(&m, &pc);
        for w in &e.warnings {
            eprintln!("warning: --emit-collectives: {w}");
        }
        let v = crate::verify::verify(&e.module);
        if v.has_errors() {
            eprint!("{}", v.render(&src));
            return fail("--emit-collectives: the written module does not verify".into());
        }
        let text = crate::print::print_module(&e.module, crate::print::PrintOptions::default());
        if let Err(e) = std::fs::write(path, text) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    ExitCode::SUCCESS
}

/// The mesh of `--hlo`: `--mesh AXIS=N,...`, else the first `sdy.mesh` of FILE with axes.
fn hlo_mesh(a: &CostArgs) -> Result<crate::ir::sdy::MeshAttr, String> {
    use crate::passes::mesh_override::parse_mesh_spec;
    if let Some(spec) = &a.machine.mesh {
        let axes = parse_mesh_spec(spec).map_err(|e| format!("--mesh: {e}"))?;
        return Ok(crate::ir::sdy::MeshAttr {
            axes,
            device_ids: vec![],
        });
    }
    let Some(file) = &a.file else {
        return Err(
            "--hlo needs the mesh: --mesh AXIS=N,... or the MLIR FILE it was compiled from".into(),
        );
    };
    let (_, m) =
        super::load_file(file).map_err(|_| format!("{}: cannot be read", file.display()))?;
    let first = m
        .meshes()
        .into_iter()
        .find(|x| !x.1.axes.is_empty())
        .ok_or_else(|| format!("{}: no sdy.mesh; pass --mesh", file.display()))?;
    Ok(first.1)
}

/// `autoshard cost --hlo FILE`: the cost of a compiled program.
fn hlo_cost_cmd(a: &CostArgs, path: &std::path::Path) -> ExitCode {
    use crate::hlo::cost::{analyze, report as hlo_report, AnalyzeOptions};
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let src = match super::read_source(path) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let (src, m, diags) = crate::hlo::cost::read_compiled(&src.name, &src.text);
    eprint!("{}", diags.render(&src));
    let Some(m) = m.filter(|_| !diags.has_errors()) else {
        return ExitCode::from(1);
    };
    let mesh = match hlo_mesh(a) {
        Ok(mesh) => mesh,
        Err(e) => return fail(e),
    };
    let hw = match crate::cost::hardware::load_profile(&a.machine.hw) {
        Ok(hw) => hw,
        Err(e) => return fail(e.to_string()),
    };
    let mut opts = AnalyzeOptions {
        axis_links: match crate::cost::links::parse_axis_links(&a.machine.axis_links) {
            Ok(l) => l,
            Err(e) => return fail(format!("--axis-links: {e}")),
        },
        ..AnalyzeOptions::default()
    };
    if a.tree_all_reduce {
        opts.collective.all_reduce = AllReduceAlgorithm::Tree;
    }
    let cost = match analyze(&m, &hw, &mesh, &opts) {
        Ok(c) => c,
        Err(d) => {
            eprint!("{}", crate::diag::Diagnostics(vec![d]).render(&src));
            return ExitCode::from(1);
        }
    };
    if a.json {
        match hlo_report::json(&cost) {
            Ok(text) => print!("{text}"),
            Err(e) => return fail(e),
        }
    } else {
        print!("{}", hlo_report::summary(&cost));
    }
    if let Some(out) = &a.csv {
        if let Err(e) = std::fs::write(out, hlo_report::csv(&cost)) {
            return fail(format!("{}: cannot write: {e}", out.display()));
        }
    }
    ExitCode::SUCCESS
}
