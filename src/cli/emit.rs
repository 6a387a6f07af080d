//! `autoshard emit` (a plan written back as annotations) and `autoshard baseline` (the
//! baseline plans as modules).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::emit::{self, minimal, Mode};
use crate::ir::Module;
use crate::print::{print_module, PrintOptions};
use crate::solve::baseline::{self, BaselineKind};

/// Arguments of `autoshard emit`.
#[derive(Args, Debug)]
pub struct EmitArgs {
    /// The plan: a module with every value sharded (`autoshard propagate -o`, a baseline,
    /// or the search's output).
    pub plan: PathBuf,
    /// The module the plan is for (its `.debug.mlir` form gives the jax mode its names).
    #[arg(long)]
    pub original: PathBuf,
    /// full: every value annotated; minimal: the fewest annotations our propagator
    /// turns into the plan (checked); jax: PartitionSpecs by pytree path.
    #[arg(long, default_value = "minimal", value_parser = ["full", "minimal", "jax"])]
    pub mode: String,
    /// Keep locations in the printed module (full, minimal).
    #[arg(long)]
    pub debug_info: bool,
    /// Hardware profile on which minimal's module, propagated, is priced against the
    /// plan (as `cost --hw`).
    #[arg(long, default_value = "h100")]
    pub hw: String,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

fn load_file(path: &std::path::Path) -> Result<Module, ExitCode> {
    super::load_file(path).map(|(_, m)| m)
}

/// Runs `autoshard emit`.
pub fn emit_cmd(a: &EmitArgs) -> ExitCode {
    let plan = match load_file(&a.plan) {
        Ok(m) => m,
        Err(c) => return c,
    };
    let (src, mut original) = match super::load_file(&a.original) {
        Ok(x) => x,
        Err(c) => return c,
    };
    a.chlo.apply(&mut original);
    let print = PrintOptions {
        debug_info: a.debug_info,
        ..Default::default()
    };
    let mode = Mode::parse(&a.mode).unwrap_or(Mode::Minimal);
    let hw = match crate::cost::hardware::load_profile(&a.hw) {
        Ok(hw) => hw,
        Err(e) => {
            eprintln!("error: --hw: {e}");
            return ExitCode::from(1);
        }
    };
    let text = match emit_text(&original, &src, &plan, mode, print, &hw) {
        Ok((text, note)) => {
            if let Some(n) = note {
                eprintln!("{n}");
            }
            text
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    super::write_output(a.output.as_deref(), &text)
}

/// `plan` written back onto `original` in `mode` (shared by `autoshard emit` and
/// `autoshard solve --emit`): the text, and for minimal and jax a note on the
/// annotations (how many, whether the plan is reproduced exactly; when it is not, each
/// differing value on its own line with its location in `src`, the original's file;
/// and whether the module, propagated, costs what the plan costs on `hw`: when not, each
/// op priced otherwise on its own line, [`emit::price`]).
pub fn emit_text(
    original: &Module,
    src: &crate::diag::SourceFile,
    plan: &Module,
    mode: Mode,
    print: PrintOptions,
    hw: &crate::cost::hardware::HardwareProfile,
) -> Result<(String, Option<String>), String> {
    if mode == Mode::Full {
        return Ok((print_module(&emit::full(original, plan), print), None));
    }
    let r = minimal::minimal(original, plan, &minimal::Options::default())?;
    let uses = r.annotations.iter().filter(|a| a.reshard).count();
    let changed = r
        .annotations
        .iter()
        .filter(|a| matches!(a.point, minimal::Point::Constraint(_)))
        .count();
    let mut note = format!(
        "minimal: {} annotations added or changed ({uses} for the plan's reshards, {changed} of your sharding constraints changed, listed below); plan reproduced {}; {} propagations; removal pass dropped {}{}",
        r.annotations.len(),
        if r.exact {
            "exactly".to_string()
        } else {
            format!("NOT exactly ({} values differ, listed below)", r.remaining)
        },
        r.propagations,
        r.removed,
        if r.exact {
            ""
        } else {
            " (keeping no more differences: the closest set)"
        }
    );
    let show = |s: &Option<crate::ir::sdy::TensorSharding>| match s {
        Some(s) => crate::ir::sdy::SdyAttr::Sharding(s.clone()).to_string(),
        None => "(none)".to_string(),
    };
    for a in &r.annotations {
        if let minimal::Point::Constraint(op) = a.point {
            note.push_str(&format!(
                "\n  {}: your sdy.sharding_constraint changed from {} to {} (the plan does not keep it)",
                crate::cost::report::op_location(original, src, op),
                show(&a.original),
                show(&Some(a.sharding.clone()))
            ));
        }
    }
    for (op, what) in &r.differing {
        note.push_str(&format!(
            "\n  {}: {what}",
            crate::cost::report::op_location(original, src, *op)
        ));
    }
    let price = emit::price::check(original, plan, &r.module, hw)?;
    let us = |s: f64| format!("{:.3} us", s * 1e6);
    if price.same() {
        note.push_str(&format!(
            "\nminimal: propagated, it costs what the plan costs on {} ({})",
            hw.name,
            us(price.plan_s)
        ));
    } else {
        note.push_str(&format!(
            "\nminimal: propagated, it costs {} on {}, the plan {}; {} ops of your module priced otherwise:",
            us(price.written_s),
            hw.name,
            us(price.plan_s),
            price.differing.len()
        ));
        for (op, what) in &price.differing {
            note.push_str(&format!(
                "\n  {}: {what}",
                crate::cost::report::op_location(original, src, *op)
            ));
        }
    }
    let text = if mode == Mode::Jax {
        emit::jax::snippet(original, plan, &r.annotations)
    } else {
        print_module(&r.module, print)
    };
    Ok((text, Some(note)))
}

/// Arguments of `autoshard baseline`.
#[derive(Args, Debug)]
pub struct BaselineArgs {
    /// The model.
    pub file: PathBuf,
    /// propagation (the user's annotations), data-parallel, or megatron.
    #[arg(long, value_parser = ["propagation", "data-parallel", "megatron"])]
    pub kind: String,
    /// Print the annotated module instead of the propagated plan.
    #[arg(long)]
    pub annotated_only: bool,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `autoshard baseline`.
pub fn baseline_cmd(a: &BaselineArgs) -> ExitCode {
    let (src, mut m) = match super::load_file(&a.file) {
        Ok(x) => x,
        Err(c) => return c,
    };
    a.chlo.apply_and_warn(&mut m, &src);
    let kind = BaselineKind::ALL
        .into_iter()
        .find(|k| k.name() == a.kind)
        .unwrap_or(BaselineKind::Propagation);
    match baseline::baseline(&m, kind).plan {
        Ok(p) => {
            // Propagation can split a donated buffer's pair (the templates tie them).
            for x in &p.alias_mismatches {
                eprintln!("warning: {} plan: {x}", kind.name());
            }
            let m = if a.annotated_only {
                &p.annotated
            } else {
                &p.plan
            };
            super::write_output(
                a.output.as_deref(),
                &print_module(m, PrintOptions::default()),
            )
        }
        Err(e) => {
            eprintln!("{}: {e}", kind.name());
            ExitCode::from(1)
        }
    }
}
