//! `autoshard sweep`: arguments and I/O of the mesh sweep ([`crate::sweep`]).

use std::num::NonZeroU32;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use crate::cost::hardware::load_profile;
use crate::cost::links::parse_axis_links;
use crate::print::{print_module, PrintOptions};
use crate::solve::SolveOptions;
use crate::sweep::{self, SweepOptions};

/// Arguments of `autoshard sweep`.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// The model: a JAX export with the user's annotations.
    pub file: PathBuf,
    /// Hardware profile (as `autoshard cost --hw`).
    #[arg(long, default_value = "h100")]
    pub hw: String,
    /// Number of devices every mesh uses.
    #[arg(long)]
    pub devices: u64,
    /// Axis names, major to minor (the order of every mesh: minor axes get the faster
    /// links); default: the axes of the module's mesh.
    #[arg(long, value_delimiter = ',')]
    pub axes: Vec<String>,
    /// Also sweep the 1-D meshes (all devices on one axis).
    #[arg(long)]
    pub with_1d: bool,
    /// Link kind per axis, e.g. `data=ib,model=nvlink` (applied on the meshes that have
    /// the axis).
    #[arg(long, default_value = "")]
    pub axis_links: String,
    /// Per-device memory budget (`16GiB`, `800MB`, bytes); default: the profile's
    /// usable memory. Each row says whether its plan fits.
    #[arg(long)]
    pub memory_budget: Option<String>,
    /// Branch-and-bound node limit per mesh (deterministic, unlike a clock).
    #[arg(long, default_value_t = 2000)]
    pub node_limit: u64,
    /// Relative gap at which each search stops (0.001 = 0.1%).
    #[arg(long, default_value_t = 1e-3)]
    pub gap: f64,
    /// Also write each mesh's plan to DIR/plans/<mesh>.mlir.
    #[arg(long)]
    pub plans: bool,
    /// Directory to write sweep.csv, sweep.md and sweep.html into (created if missing).
    #[arg(long)]
    pub out: PathBuf,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
}

/// `data=8,model=8` as a file name: `data8_model8`.
fn file_stem(mesh: &str) -> String {
    mesh.replace('=', "").replace(',', "_")
}

/// Runs `autoshard sweep`.
pub fn sweep_cmd(a: &SweepArgs) -> ExitCode {
    let t0 = Instant::now();
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let (src, mut m) = match super::load_file(&a.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    a.chlo.apply_and_warn(&mut m, &src);
    let hw = match load_profile(&a.hw) {
        Ok(p) => p,
        Err(e) => return fail(e.to_string()),
    };
    let budget_bytes = match &a.memory_budget {
        Some(b) => match super::solve::parse_bytes(b) {
            Ok(b) => b,
            Err(e) => return fail(format!("--memory-budget: {e}")),
        },
        None => hw.memory_budget_bytes(),
    };
    if a.gap.is_nan() || a.gap < 0.0 {
        return fail("--gap must be >= 0".into());
    }
    let axes: Vec<String> = if a.axes.is_empty() {
        m.meshes()
            .first()
            .map(|(_, mesh, _)| mesh.axes.iter().map(|x| x.name.clone()).collect())
            .unwrap_or_default()
    } else {
        a.axes.iter().map(|x| x.trim().to_string()).collect()
    };
    if axes.len() < 2 && a.axes.is_empty() {
        return fail(format!(
            "the module's mesh has {} axes: name at least two with --axes (e.g. --axes data,model)",
            axes.len()
        ));
    }
    let mut solve = SolveOptions::new(hw);
    solve.axis_links = match parse_axis_links(&a.axis_links) {
        Ok(c) => c,
        Err(e) => return fail(format!("--axis-links: {e}")),
    };
    solve.node_limit = Some(a.node_limit);
    solve.gap = a.gap;
    solve.threads = NonZeroU32::MIN;
    let opts = SweepOptions {
        solve,
        axes,
        devices: a.devices,
        ranks: if a.with_1d { vec![1, 2, 3] } else { vec![2, 3] },
        budget_bytes,
        keep_plans: a.plans,
    };
    let s = match sweep::sweep(&m, &src.name, &opts) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    for n in &s.notes {
        eprintln!("note: {n}");
    }
    let mut files: Vec<(PathBuf, String)> = vec![
        (
            a.out.join("sweep.csv"),
            match sweep::table::csv(&s) {
                Ok(t) => t,
                Err(e) => return fail(format!("sweep.csv: {e}")),
            },
        ),
        (a.out.join("sweep.md"), sweep::table::markdown(&s)),
        (a.out.join("sweep.html"), sweep::html::html(&s)),
    ];
    if a.plans {
        for r in &s.rows {
            if let Ok(sweep::Found { plan: Some(p), .. }) = &r.result {
                files.push((
                    a.out
                        .join("plans")
                        .join(format!("{}.mlir", file_stem(&r.mesh_text))),
                    print_module(p, PrintOptions::default()),
                ));
            }
        }
    }
    for (path, text) in &files {
        if let Some(dir) = path.parent() {
            if let Err(e) = std::fs::create_dir_all(dir) {
                return fail(format!("{}: cannot create: {e}", dir.display()));
            }
        }
        if let Err(e) = std::fs::write(path, text) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    // The machine-dependent numbers, on stderr only.
    for r in &s.rows {
        let what = match (&r.result, r.cost()) {
            (Ok(_), Some(c)) => format!(
                "{:>12}  peak {}",
                crate::cost::report::seconds(c.step_serial_s),
                crate::cost::report::bytes(c.peak_memory_bytes as f64)
            ),
            (Ok(f), None) => f.status.clone(),
            (Err(e), _) => format!("error: {e}"),
        };
        eprintln!(
            "{:24} {what}  (solve {:.2} s)",
            r.mesh_text, r.solve_seconds
        );
    }
    eprintln!(
        "wrote {} ({} meshes in {:.1} s)",
        a.out.display(),
        s.rows.len(),
        t0.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}
