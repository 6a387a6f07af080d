//! `autoshard compare`: the plans of a model side by side, written into a directory.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::cost::plan::PlanOptions;
use crate::report;

/// Arguments of `autoshard compare`.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The model (its `.debug.mlir` form gives source locations).
    pub file: PathBuf,
    #[command(flatten)]
    pub machine: super::MachineArgs,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
    /// Directory to write summary.csv, values.csv, collectives.csv, report.json,
    /// report.md and report.html into (created if missing).
    #[arg(long)]
    pub out: PathBuf,
    #[command(flatten)]
    pub xla: super::peer::XlaArgs,
    /// Also search without the annotations (`solve --ignore-annotations`), as the plan
    /// `search-free`.
    #[arg(long)]
    pub free_search: bool,
}

/// Runs `autoshard compare`.
pub fn compare_cmd(a: &CompareArgs) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let (src, mut m) = match super::load_file(&a.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    a.chlo.apply_and_warn(&mut m, &src);
    let (hw, links) = match a.machine.apply(&mut m, &src) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let compiler = match a.xla.compiler() {
        Ok(c) => c.map(super::peer::Recording::new),
        Err(e) => {
            eprintln!("warning: no compiled columns: {e}");
            None
        }
    };
    let c = match report::compare_with(
        &m,
        &src,
        &hw,
        &links,
        &PlanOptions::default(),
        &report::Extras {
            compiler: compiler
                .as_ref()
                .map(|c| c as &dyn report::xla::PlanCompiler),
            free_search: a.free_search,
        },
    ) {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    let files: Vec<(&str, Result<String, String>)> = vec![
        ("summary.csv", report::csv::summary(&c)),
        ("values.csv", report::csv::values(&c)),
        ("collectives.csv", report::csv::collectives(&c)),
        (
            "report.json",
            serde_json::to_string_pretty(&c)
                .map(|s| s + "\n")
                .map_err(|e| e.to_string()),
        ),
        ("report.md", Ok(report::markdown::markdown(&c))),
        ("report.html", Ok(report::html::html(&c))),
    ];
    if let Err(e) = std::fs::create_dir_all(&a.out) {
        return fail(format!("{}: cannot create: {e}", a.out.display()));
    }
    for (name, text) in files {
        let text = match text {
            Ok(t) => t,
            Err(e) => return fail(format!("{name}: {e}")),
        };
        let p = a.out.join(name);
        if let Err(e) = std::fs::write(&p, text) {
            return fail(format!("{}: cannot write: {e}", p.display()));
        }
    }
    if let Some(rec) = &compiler {
        if let Err(e) = rec.write_to(&a.out.join("xla")) {
            return fail(e);
        }
    }
    for p in &c.plans {
        if p.status == "ok" {
            eprintln!(
                "{:14} {:>12}  (compute {}, communication {})",
                p.name,
                crate::cost::report::seconds(p.step_serial_s),
                crate::cost::report::seconds(p.compute_s),
                crate::cost::report::seconds(p.comm_s)
            );
            if let Some(n) = &p.note {
                eprintln!("{:14} {n}", "");
            }
        } else {
            eprintln!("{:14} {}", p.name, p.status);
        }
    }
    if !a.free_search
        && c.plans
            .iter()
            .any(|p| p.name == "search" && p.status == "ok")
    {
        eprintln!(
            "note: the search keeps your annotations (closed dims exactly, open dims as major \
             prefixes); the data-parallel and Megatron templates drop them. \
             `--free-search` adds a search without them."
        );
    }
    eprintln!("wrote {}", a.out.display());
    ExitCode::SUCCESS
}
