//! `autoshard cost`: evaluate the plan a module's shardings describe on a hardware
//! profile; print the summary, optionally write per-op CSV rows.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::cost::collective::AllReduceAlgorithm;
use crate::cost::hardware::load_profile;
use crate::cost::links::parse_axis_links;
use crate::cost::memory::memory;
use crate::cost::plan::{effective_links, evaluate, ModuleShardings, PlanOptions};
use crate::cost::report;
use crate::passes::Pipeline;

/// Arguments of `autoshard cost`.
#[derive(Args, Debug)]
pub struct CostArgs {
    /// File to evaluate (`-` reads standard input).
    pub file: PathBuf,
    /// Hardware profile: tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, h100, h200, a100, or a path
    /// to a CSV file of the same columns (see datasets/hardware/README.md).
    #[arg(long, default_value = "h100")]
    pub hw: String,
    /// Link kind per mesh axis, e.g. `data=ib,model=nvlink` (default: minor-most axes
    /// within a node on NVLink for GPUs, ICI for TPUs).
    #[arg(long, default_value = "")]
    pub axis_links: String,
    /// Evaluate the shardings as written, without running sdy-propagation-pipeline first
    /// (for modules that are already propagated).
    #[arg(long)]
    pub as_is: bool,
    /// Trip count of while loops whose bounds are not constants.
    #[arg(long, default_value_t = 1)]
    pub default_trip_count: u64,
    /// Model all-reduce with tree latency (2 ceil(log2 n) steps) instead of ring.
    #[arg(long)]
    pub tree_all_reduce: bool,
    /// Write one CSV row per op to this file.
    #[arg(long)]
    pub csv: Option<PathBuf>,
}

/// Runs `autoshard cost`.
pub fn cost_cmd(a: &CostArgs) -> ExitCode {
    let src = match super::read_source(&a.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (m, diags) = super::load(&src);
    eprint!("{}", diags.render(&src));
    let Some(mut m) = m else {
        return ExitCode::from(1);
    };
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let hw = match load_profile(&a.hw) {
        Ok(p) => p,
        Err(e) => return fail(e.to_string()),
    };
    let choices = match parse_axis_links(&a.axis_links) {
        Ok(c) => c,
        Err(e) => return fail(format!("--axis-links: {e}")),
    };
    if !a.as_is {
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
        ..PlanOptions::default()
    };
    if a.tree_all_reduce {
        opts.collective.all_reduce = AllReduceAlgorithm::Tree;
    }
    let pc = match evaluate(&m, &hw, &choices, &opts) {
        Ok(pc) => pc,
        Err(e) => return fail(e),
    };
    let mem = memory(&m, &ModuleShardings::new(&m), &pc);
    let links = effective_links(&m, &hw, &choices).unwrap_or_default();
    print!("{}", report::summary(&m, &src, &hw, &links, &pc, &mem));
    if let Some(path) = &a.csv {
        let rows = match report::csv(&m, &src, &pc) {
            Ok(r) => r,
            Err(e) => return fail(e),
        };
        if let Err(e) = std::fs::write(path, rows) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    ExitCode::SUCCESS
}
