//! Command-line interface: argument definitions (clap) and the commands.
//!
//! Commands return an exit code; diagnostics go to stderr, results to stdout or `-o`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use rayon::prelude::*;

use crate::diag::{Diagnostics, SourceFile};
use crate::ir::Module;
use crate::print::{print_module, PrintOptions};

mod compare;
mod cost;
mod emit;
mod explain;
mod hlo;
mod iopddl;
mod peer;
pub mod solve;
mod solve_xla;
mod sweep;

#[derive(Parser, Debug)]
#[command(
    name = "autoshard",
    version,
    about = "Find how to shard an ML model (StableHLO + Shardy) across a device mesh",
    long_about = "autoshard reads the MLIR text JAX prints for a jitted function \
(`jax.jit(f).lower(...).as_text()`: StableHLO with Shardy `sdy` sharding annotations), \
checks it against the dialect's rules and writes it back.",
    after_help = "Examples:\n  autoshard check models/gpt2_12l.mlir\n  autoshard check models/*.mlir\n  \
autoshard print models/mlp2.debug.mlir --generic -o mlp2.generic.mlir\n  cat model.mlir | autoshard print -"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse and verify MLIR files; print a one-line summary per file.
    #[command(
        after_help = "Exit code 1 if any file has an error; every error is reported as \
FILE:LINE:COL with the source line and a caret.\n\nExamples:\n  autoshard check models/*.mlir\n  \
autoshard check - < model.mlir\n  \
autoshard check --hlo compiled.txt   (XLA's HLO text; also detected from a leading `HloModule`)"
    )]
    Check {
        /// Files to check (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Read the files as HLO text (XLA's compiled program, `compiled.as_text()`);
        /// files starting with `HloModule` are read as HLO without it.
        #[arg(long)]
        hlo: bool,
    },
    /// Parse, verify and print a module (pretty form by default).
    #[command(after_help = "Examples:\n  autoshard print model.mlir\n  \
autoshard print model.mlir --generic -o model.generic.mlir\n  autoshard print model.debug.mlir --debug-info")]
    Print {
        /// File to print (`-` reads standard input).
        file: PathBuf,
        /// Read the file as HLO text and print it back as HLO (detected from a leading
        /// `HloModule` without it).
        #[arg(long)]
        hlo: bool,
        /// Print every op in MLIR's generic form.
        #[arg(long)]
        generic: bool,
        /// Keep locations (`loc(...)` and the `#loc` table) in the output.
        #[arg(long)]
        debug_info: bool,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Attach every op's sharding rule (`sdy.sharding_rule`), as Shardy's
    /// `sdy-populate-op-sharding-rules` does, and print the module.
    #[command(
        after_help = "Ops without a rule (constants, control flow, calls, terminators) get \
no attribute; an op already carrying `sdy.sharding_rule` keeps it (a user rule overrides the \
registry). Unknown ops and custom call targets get a warning (with its location) on stderr and \
no rule.\n\nExamples:\n  autoshard rules models/mlp2.mlir\n  \
autoshard rules model.mlir --conservative -o model.rules.mlir"
    )]
    Rules {
        /// File to read (`-` reads standard input).
        file: PathBuf,
        /// Shardy's conservative propagation rules (no factors along convolution spatial
        /// dims and concatenate dims; sliced, padded and windowed dims blocked).
        #[arg(long)]
        conservative: bool,
        /// Give CHLO ops the rules of their StableHLO lowering (Shardy in jaxlib has none
        /// for them, since XLA lowers CHLO before propagating).
        #[arg(long)]
        lowered_chlo: bool,
        /// Print every op in MLIR's generic form.
        #[arg(long)]
        generic: bool,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Propagate shardings as Shardy's `sdy-propagation-pipeline` does and print the
    /// module (every op with its `sdy.sharding`).
    #[command(
        after_help = "The import passes, user-priority propagation (op-priority runs, \
aggressive strategy) and the export passes of jaxlib 0.10.2's pipeline; the output agrees \
with Shardy's op for op (tests/propagate_differential.rs).\n\nExamples:\n  \
autoshard propagate models/mlp2.mlir\n  autoshard propagate models/gpt2_12l.mlir --timing -o out.mlir"
    )]
    Propagate {
        /// File to propagate (`-` reads standard input).
        file: PathBuf,
        /// Print every op in MLIR's generic form.
        #[arg(long)]
        generic: bool,
        /// Print the time of parsing, of each pass and of printing on stderr.
        #[arg(long)]
        timing: bool,
        /// Run the pipeline this many times (on copies of the parsed module) and report
        /// the fastest time of each pass (with `--timing`).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        repeat: u32,
        /// Attach `sdy.sharding_origins` to every sharded value (per axis, the annotation
        /// it came from: `input: i`, `output: i`, `constraint_k`, `mc_k_input: j`, `self`)
        /// and `sdy.sharding_origin_name` to the annotating ops, as Shardy's
        /// `debug-sharding-origins` option does. `autoshard explain` gives the whole chain.
        #[arg(long)]
        sharding_origins: bool,
        /// Propagate only the annotations with priority <= K (dims of larger priority
        /// are left open and empty): what the first K+1 steps of an incremental
        /// partitioning imply.
        #[arg(long, value_name = "K")]
        through_priority: Option<i64>,
        #[command(flatten)]
        chlo: ChloArgs,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Explain the propagated sharding of a value: each axis with the chain of ops it came
    /// through from an annotation, what was blocked and why, and the factor table of its op.
    #[command(
        after_help = "Values are named as written in the file (%5, %arg0, %4#1). --at takes \
LINE or LINE:COL of the MLIR file, or FILE.py:LINE of a source location (models exported \
with debug info), and explains the results of the ops there.\n\nExamples:\n  \
autoshard explain models/mlp2.mlir --value %3\n  \
autoshard explain models/gpt2_block.debug.mlir --at export.py:120"
    )]
    Explain(explain::ExplainArgs),
    /// Run Shardy passes on a module (by Shardy's pass names, like sdy_opt) and print it.
    #[command(
        after_help = "Passes and pipelines: `autoshard opt --list-passes`.\n\nExamples:\n  \
autoshard opt model.mlir --passes sdy-import-pipeline\n  \
autoshard opt cases.mlir --split-input-file --passes sdy-apply-sharding-constraints\n  \
autoshard opt model.mlir --passes 'sdy-flatten-call-graph,sdy-import-func-calls{add-data-flow-edges-on-named-computations=false}'"
    )]
    Opt {
        /// File to transform (`-` reads standard input).
        #[arg(required_unless_present = "list_passes")]
        file: Option<PathBuf>,
        /// Passes to run, comma-separated, with options as `name{key=value ...}`.
        #[arg(long, required_unless_present = "list_passes")]
        passes: Option<String>,
        /// Treat `// -----` separated chunks as independent modules; outputs are joined
        /// with `// -----`, errors carry the real line numbers, and a failing chunk does
        /// not stop the others (exit code 1 at the end).
        #[arg(long)]
        split_input_file: bool,
        /// Print every op in MLIR's generic form.
        #[arg(long)]
        generic: bool,
        /// Renumber values canonically (`%0, %1, ...`, `%arg0, ...`) as MLIR prints them.
        #[arg(long)]
        rename_values: bool,
        /// Verify the module after every pass.
        #[arg(long)]
        verify_each: bool,
        /// Report the wall time of each pass on standard error.
        #[arg(long)]
        timing: bool,
        /// List the passes and pipelines with their options, then exit.
        #[arg(long)]
        list_passes: bool,
        #[command(flatten)]
        chlo: ChloArgs,
        /// Write to this file instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Evaluate a plan on a hardware profile: per-op compute, the collectives each op
    /// needs (bytes, alpha-beta time), step time serial and overlapped (collectives
    /// beside independent compute), per-device memory against the budget.
    #[command(
        after_help = "An annotated module is propagated first (sdy-propagation-pipeline); \
a propagated one is evaluated as written (--as-is / --propagate force either). Shipped \
profiles: tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, h100, h200, a100 (datasets/hardware/).\n\n\
Examples:\n  autoshard cost models/mlp2.mlir --hw h100\n  \
autoshard cost models/gpt2_block.mlir --hw tpu-v5e --axis-links data=ici,model=ici-mesh --csv ops.csv\n  \
autoshard cost models/gpt2_12l.mlir --hw h100 --mesh data=4,model=2 --json"
    )]
    Cost(cost::CostArgs),
    /// Search for the cheapest plan with an ILP (HiGHS): status, objective, proven
    /// lower bound and gap, baselines, checks.
    #[command(
        after_help = "The plan keeps every user annotation; the report compares it with the \
propagation plan of the annotations and checks it (verifier, re-evaluation by the cost model).\n\n\
Examples:\n  autoshard solve models/mlp2.mlir --hw tpu-v5e\n  \
autoshard solve models/gpt2_12l.mlir --hw tpu-v5e --threads 2 -o plan.mlir --json report.json --lp model.lp"
    )]
    Solve(solve::SolveArgs),
    /// Write a plan back as annotations: every value (full), the fewest annotations that
    /// propagate to it (minimal, checked by propagating), or Python PartitionSpecs (jax).
    #[command(
        after_help = "Examples:\n  autoshard baseline models/gpt2_block.mlir --kind data-parallel -o dp.mlir\n  \
autoshard emit dp.mlir --original models/gpt2_block.mlir --mode minimal -o dp.min.mlir\n  \
autoshard emit dp.mlir --original models/gpt2_block.debug.mlir --mode jax"
    )]
    Emit(emit::EmitArgs),
    /// A baseline plan (data-parallel, Megatron, or the propagation of the user's
    /// annotations) as a propagated module.
    #[command(
        after_help = "Examples:\n  autoshard baseline models/gpt2_block.mlir --kind megatron -o megatron.mlir"
    )]
    Baseline(emit::BaselineArgs),
    /// Compare the plans of a model (propagation of the user's annotations, data
    /// parallel, Megatron, the search when available): CSVs, JSON, Markdown and an HTML
    /// page with charts.
    #[command(
        after_help = "Examples:\n  autoshard compare models/gpt2_block.debug.mlir --hw tpu-v5e --out report/"
    )]
    Compare(compare::CompareArgs),
    /// Search every mesh of the named axes that uses all the devices (2-D and 3-D; 1-D
    /// with --with-1d), in parallel; rank the plans by step time and mark the Pareto
    /// front of step time and peak memory: sweep.csv, sweep.md, sweep.html.
    #[command(
        after_help = "Each mesh takes 2 (or 3) of the named axes in the named order, with sizes >= 2 \
multiplying to --devices; the user's annotations stay on the axes the mesh has (the others are \
dropped, listed in sweep.md); a mesh that cannot hold them (a dim no longer divisible) is a row \
with the reason. Each search runs on one solver thread with a node limit, so the tables are the \
same bytes for any thread count (RAYON_NUM_THREADS); solver wall times go to stderr only.\n\n\
Examples:\n  autoshard sweep models/gpt2_block.mlir --hw h100 --devices 64 --out sweep/\n  \
autoshard sweep models/gpt2_block.mlir --hw h100 --devices 64 --axes data,model,expert --out sweep3/"
    )]
    Sweep(sweep::SweepArgs),
    /// Solve an IOPDDL instance (XLA's own auto-sharding problems, ASPLOS 2025 contest
    /// format): cost, proven bound, gap, feasibility (checked by the evaluator), time.
    #[command(
        after_help = "Examples:\n  autoshard iopddl asplos-2025-iopddl-B.json.gz\n  \
autoshard iopddl instance.json --rounds 100 --threads 2 -o solution.json"
    )]
    Iopddl(iopddl::IopddlArgs),
}

/// Runs a parsed command line.
impl Command {
    /// Whether the command runs HiGHS, which allocates with the C allocator for seconds
    /// without calling mimalloc: those return freed memory to the OS at once
    /// ([`crate::alloc::purge_at_once`]), so what the encoding freed does not stay resident
    /// beside HiGHS's tables. The others keep mimalloc's purge delay: purging at once
    /// re-faults (and the kernel zeroes) the pages a pass frees and the next one takes,
    /// a fifth of `propagate`'s time on a 384-layer model.
    pub fn runs_highs(&self) -> bool {
        matches!(
            self,
            Command::Solve(_) | Command::Compare(_) | Command::Sweep(_) | Command::Iopddl(_)
        )
    }
}

pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Check { files, hlo } => check(&files, hlo),
        Command::Print {
            file,
            hlo,
            generic,
            debug_info,
            output,
        } => print_cmd(
            &file,
            hlo,
            PrintOptions {
                generic,
                debug_info,
                ..Default::default()
            },
            output.as_deref(),
        ),
        Command::Rules {
            file,
            conservative,
            lowered_chlo,
            generic,
            output,
        } => rules_cmd(
            &file,
            crate::rules::RuleOptions {
                conservative,
                lowered_chlo,
            },
            PrintOptions {
                generic,
                ..Default::default()
            },
            output.as_deref(),
        ),
        Command::Explain(a) => explain::explain_cmd(&a),
        Command::Propagate {
            file,
            generic,
            timing,
            repeat,
            sharding_origins,
            through_priority,
            chlo,
            output,
        } => propagate_cmd(
            &file,
            PrintOptions {
                generic,
                rename_values: true,
                ..Default::default()
            },
            timing,
            repeat,
            sharding_origins,
            through_priority,
            &chlo,
            output.as_deref(),
        ),
        Command::Opt {
            file,
            passes,
            split_input_file,
            generic,
            rename_values,
            verify_each,
            timing,
            list_passes,
            chlo,
            output,
        } => {
            if list_passes {
                return list_passes_cmd();
            }
            let opts = PrintOptions {
                generic,
                rename_values,
                ..Default::default()
            };
            match (file, passes) {
                (Some(file), Some(passes)) => opt_cmd(
                    &file,
                    &passes,
                    OptFlags {
                        split: split_input_file,
                        verify_each,
                        timing,
                        chlo,
                    },
                    opts,
                    output.as_deref(),
                ),
                _ => ExitCode::from(2),
            }
        }
        Command::Cost(a) => cost::cost_cmd(&a),
        Command::Solve(a) => solve::solve_cmd(&a),
        Command::Emit(a) => emit::emit_cmd(&a),
        Command::Baseline(a) => emit::baseline_cmd(&a),
        Command::Compare(a) => compare::compare_cmd(&a),
        Command::Sweep(a) => sweep::sweep_cmd(&a),
        Command::Iopddl(a) => iopddl::iopddl_cmd(&a),
    }
}

/// Reads a file, or standard input for `-`.
/// Reads, parses and verifies a module for a command: its diagnostics go to stderr; on
/// failure the exit code to return (1).
pub(crate) fn load_file(path: &Path) -> Result<(SourceFile, Module), ExitCode> {
    let src = read_source(path).map_err(|e| {
        eprintln!("{e}");
        ExitCode::from(1)
    })?;
    let (m, diags) = load(&src);
    eprint!("{}", diags.render(&src));
    match m {
        Some(m) => Ok((src, m)),
        None => Err(ExitCode::from(1)),
    }
}

/// `--lowered-chlo`, on every command that attaches sharding rules (propagates, costs
/// or searches): the warning on a CHLO op without a rule recommends it.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ChloArgs {
    /// Give CHLO ops the rules of their StableHLO lowering, attached as each op's
    /// `sdy.sharding_rule` (XLA lowers CHLO before its own propagation; jaxlib's
    /// standalone Shardy has no rule for them and stops there).
    #[arg(long)]
    pub lowered_chlo: bool,
}

impl ChloArgs {
    /// Attaches the lowered rules to `m`'s CHLO ops when the flag is given.
    pub(crate) fn apply(&self, m: &mut Module) {
        if self.lowered_chlo {
            crate::rules::attach_lowered_chlo_rules(m);
        }
    }

    /// [`Self::apply`], then warns (on stderr, with file:line:col) of every op still
    /// without a sharding rule, for commands that search or price without running the
    /// propagation pipeline's own warnings (`solve`, `compare`, `sweep`, `baseline`).
    pub(crate) fn apply_and_warn(&self, m: &mut Module, src: &SourceFile) {
        self.apply(m);
        let rules = crate::rules::module_rules(m, &crate::rules::RuleOptions::default());
        eprint!("{}", crate::diag::Diagnostics(rules.warnings).render(src));
    }
}

/// The machine a command models: `--hw`, `--axis-links`, `--mesh` (shared by `cost`,
/// `compare` and `solve`).
#[derive(clap::Args, Debug)]
pub struct MachineArgs {
    /// Hardware profile: tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, h100, h200, a100, or a path
    /// to a CSV file of the same columns (see datasets/hardware/README.md).
    #[arg(long, default_value = "h100")]
    pub hw: String,
    /// Link kind per mesh axis, e.g. `data=ib,model=nvlink` (default: minor-most axes
    /// within a node on NVLink for GPUs, ICI for TPUs).
    #[arg(long, default_value = "")]
    pub axis_links: String,
    /// Resize the module's mesh first, e.g. `data=2,model=4` (axes in mesh order;
    /// shardings naming axes the new mesh lacks lose them, with a warning).
    #[arg(long)]
    pub mesh: Option<String>,
}

impl MachineArgs {
    /// Resizes `m`'s mesh (`--mesh`) and loads the profile and the link choices; errors
    /// are printed and become the exit code.
    pub(crate) fn apply(
        &self,
        m: &mut Module,
        src: &SourceFile,
    ) -> Result<
        (
            crate::cost::hardware::HardwareProfile,
            Vec<(String, String)>,
        ),
        ExitCode,
    > {
        let fail = |msg: String| {
            eprintln!("error: {msg}");
            ExitCode::from(1)
        };
        apply_mesh(m, src, self.mesh.as_deref())?;
        let hw = crate::cost::hardware::load_profile(&self.hw).map_err(|e| fail(e.to_string()))?;
        let links = crate::cost::links::parse_axis_links(&self.axis_links)
            .map_err(|e| fail(format!("--axis-links: {e}")))?;
        Ok((hw, links))
    }
}

/// `--mesh SPEC`: resizes the module's meshes (warnings and errors rendered on stderr).
pub(crate) fn apply_mesh(
    m: &mut Module,
    src: &SourceFile,
    spec: Option<&str>,
) -> Result<(), ExitCode> {
    use crate::passes::mesh_override::{override_meshes, parse_mesh_spec};
    let Some(spec) = spec else { return Ok(()) };
    let axes = parse_mesh_spec(spec).map_err(|e| {
        eprintln!("error: --mesh: {e}");
        ExitCode::from(1)
    })?;
    match override_meshes(m, &axes) {
        Ok(w) => {
            eprint!("{}", w.render(src));
            Ok(())
        }
        Err(d) => {
            eprint!("{}", d.render(src));
            Err(ExitCode::from(1))
        }
    }
}

pub fn read_source(path: &Path) -> Result<SourceFile, String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("<stdin>: error: cannot read: {e}"))?;
        return Ok(SourceFile::new("<stdin>", s));
    }
    let bytes =
        std::fs::read(path).map_err(|e| format!("{}: error: cannot read: {e}", path.display()))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: error: not UTF-8 text (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok(SourceFile::new(path.display().to_string(), text))
}

/// Parses and verifies; returns the module when there is no error, plus all diagnostics.
pub fn load(file: &SourceFile) -> (Option<Module>, Diagnostics) {
    let (module, mut diags) = crate::parse::parse_module(file);
    if diags.has_errors() {
        return (None, diags);
    }
    let v = crate::verify::verify(&module);
    let ok = !v.has_errors();
    diags.0.extend(v.0);
    (ok.then_some(module), diags)
}

fn check(files: &[PathBuf], hlo: bool) -> ExitCode {
    // Files are independent: check them in parallel, report in argument order.
    let results: Vec<(String, String, bool)> = files
        .par_iter()
        .map(|path| match read_source(path) {
            Err(e) => (String::new(), format!("{e}\n"), false),
            Ok(src) if hlo || crate::hlo::looks_like_hlo(&src.text) => hlo::check_one(&src),
            Ok(src) => {
                let (m, diags) = load(&src);
                let rendered = diags.render(&src);
                match m {
                    Some(m) => (
                        format!("{}: ok: {}\n", src.name, crate::summary::summarize(&m)),
                        rendered,
                        true,
                    ),
                    None => (String::new(), rendered, false),
                }
            }
        })
        .collect();
    let mut ok = true;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (summary, diags, good) in results {
        eprint!("{diags}");
        let _ = out.write_all(summary.as_bytes());
        ok &= good;
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn print_cmd(path: &Path, hlo: bool, opts: PrintOptions, output: Option<&Path>) -> ExitCode {
    let src = match read_source(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    if hlo || crate::hlo::looks_like_hlo(&src.text) {
        return hlo::print_cmd(&src, output);
    }
    let (m, diags) = load(&src);
    eprint!("{}", diags.render(&src));
    let Some(m) = m else { return ExitCode::from(1) };
    let text = print_module(&m, opts);
    write_output(output, &text)
}

/// Writes to `-o FILE` or standard output.
pub fn write_output(output: Option<&Path>, text: &str) -> ExitCode {
    match output {
        Some(p) if p.as_os_str() != "-" => match std::fs::write(p, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{}: error: cannot write: {e}", p.display());
                ExitCode::from(1)
            }
        },
        _ => {
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
    }
}

/// `autoshard rules`: parse, verify, attach every op's rule, print; warnings on stderr.
fn rules_cmd(
    path: &Path,
    opts: crate::rules::RuleOptions,
    print: PrintOptions,
    output: Option<&Path>,
) -> ExitCode {
    let src = match read_source(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (m, diags) = load(&src);
    eprint!("{}", diags.render(&src));
    let Some(mut m) = m else {
        return ExitCode::from(1);
    };
    let rules = crate::rules::module_rules(&m, &opts);
    crate::rules::attach_rules(&mut m, &rules);
    eprint!(
        "{}",
        crate::diag::Diagnostics(rules.warnings.clone()).render(&src)
    );
    write_output(output, &print_module(&m, print))
}

fn list_passes_cmd() -> ExitCode {
    let mut out = String::new();
    for p in crate::passes::PASSES {
        out.push_str(&format!("{:44} {}\n", p.name, p.summary));
        if let crate::passes::PassKind::Pipeline(parts) = &p.kind {
            out.push_str(&format!("{:44}   = {}\n", "", parts.join(",")));
        }
        for o in p.options {
            out.push_str(&format!(
                "{:44}   {{{}={}}} {}\n",
                "", o.name, o.default, o.help
            ));
        }
    }
    write_output(None, &out)
}

/// Flags of `autoshard opt`.
struct OptFlags {
    split: bool,
    verify_each: bool,
    timing: bool,
    chlo: ChloArgs,
}

/// `autoshard opt`: parse (per chunk with `--split-input-file`), verify, run the pipeline,
/// print. Chunks run in parallel; output and diagnostics come in file order.
fn opt_cmd(
    path: &Path,
    passes: &str,
    flags: OptFlags,
    opts: PrintOptions,
    output: Option<&Path>,
) -> ExitCode {
    let pipeline = match crate::passes::Pipeline::parse(passes) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let src = match read_source(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let chunks: Vec<SourceFile> = if flags.split {
        split_input(&src)
    } else {
        vec![src]
    };
    let results: Vec<(Option<String>, String)> = chunks
        .par_iter()
        .map(|chunk| {
            let (m, diags) = load(chunk);
            let mut err = diags.render(chunk);
            let Some(mut m) = m else { return (None, err) };
            flags.chlo.apply(&mut m);
            let (result, timings) = pipeline.run_timed(&mut m, flags.verify_each);
            if flags.timing {
                for t in timings {
                    err.push_str(&format!(
                        "{}: {:>9.3} ms  {}\n",
                        chunk.name,
                        t.time.as_secs_f64() * 1e3,
                        t.pass
                    ));
                }
            }
            match result {
                Ok(warnings) => {
                    err.push_str(&warnings.render(chunk));
                    (Some(print_module(&m, opts)), err)
                }
                Err(errors) => {
                    err.push_str(&errors.render(chunk));
                    (None, err)
                }
            }
        })
        .collect();
    let ok = results.iter().all(|(out, _)| out.is_some());
    let mut text = String::new();
    for (out, err) in &results {
        eprint!("{err}");
        if let Some(out) = out {
            if !text.is_empty() {
                text.push_str("// -----\n");
            }
            text.push_str(out);
        }
    }
    let written = write_output(output, &text);
    if ok {
        written
    } else {
        ExitCode::from(1)
    }
}

/// Splits a file at `// -----` lines into chunks that keep their line numbers.
pub fn split_input(src: &SourceFile) -> Vec<SourceFile> {
    let mut chunks = Vec::new();
    let (mut start, mut start_line, mut line) = (0usize, 0u32, 0u32);
    let mut pos = 0usize;
    for l in src.text.split_inclusive('\n') {
        if l.trim_start().starts_with("// -----") {
            chunks.push((start, pos, start_line));
            start = pos + l.len();
            start_line = line + 1;
        }
        pos += l.len();
        line += 1;
    }
    chunks.push((start, src.text.len(), start_line));
    chunks
        .into_iter()
        .map(|(a, b, first_line)| {
            let mut f = SourceFile::new(src.name.clone(), &src.text[a..b]);
            f.line_offset = src.line_offset + first_line;
            f
        })
        .collect()
}

/// `autoshard propagate`: parse, verify, run `sdy-propagation-pipeline`, print.
fn propagate_cmd(
    path: &Path,
    print: PrintOptions,
    timing: bool,
    repeat: u32,
    sharding_origins: bool,
    through_priority: Option<i64>,
    chlo: &ChloArgs,
    output: Option<&Path>,
) -> ExitCode {
    let t0 = std::time::Instant::now();
    let src = match read_source(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (m, diags) = load(&src);
    eprint!("{}", diags.render(&src));
    let Some(mut m) = m else {
        return ExitCode::from(1);
    };
    chlo.apply(&mut m);
    if let Some(k) = through_priority {
        let cut = crate::propagate::priority_cut::cut_above(&mut m, k);
        if !cut.is_empty() {
            let dims: Vec<&str> = cut.iter().map(|c| c.written.as_str()).collect();
            eprintln!(
                "note: --through-priority {k}: {} dim annotation(s) of larger priority left open: {}",
                cut.len(),
                dims.join(", ")
            );
        }
    }
    let parsed = t0.elapsed();
    // Every run works on a copy; each pass keeps its fastest time.
    let mut best: Option<crate::propagate::pipeline::Timing> = None;
    let mut totals = Vec::new();
    let mut result = None;
    for i in 0..repeat {
        let mut mi = m.clone();
        let r = crate::propagate::pipeline::run_pipeline_with(&mut mi, sharding_origins);
        match r {
            Ok((warnings, times)) => {
                totals.push(times.total());
                best = Some(match best {
                    None => times,
                    Some(mut b) => {
                        for ((_, d), (_, t)) in b.passes.iter_mut().zip(&times.passes) {
                            *d = (*d).min(*t);
                        }
                        b
                    }
                });
                if i + 1 == repeat {
                    result = Some((mi, warnings));
                }
            }
            Err(errors) => {
                eprint!("{}", errors.render(&src));
                return ExitCode::from(1);
            }
        }
    }
    let Some((m, warnings)) = result else {
        return ExitCode::from(1);
    };
    eprint!("{}", warnings.render(&src));
    let t1 = std::time::Instant::now();
    let text = print_module(&m, print);
    let printed = t1.elapsed();
    if timing {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!("timing: parse+verify {:.3} ms", ms(parsed));
        if let Some(b) = &best {
            for (name, d) in &b.passes {
                eprintln!("timing:   {:<52} {:>9.3} ms", name, ms(*d));
            }
        }
        totals.sort();
        eprintln!(
            "timing: pipeline {:.3} ms (min of {} runs; median {:.3} ms)",
            ms(totals[0]),
            totals.len(),
            ms(totals[totals.len() / 2])
        );
        eprintln!("timing: print {:.3} ms", ms(printed));
        if let Some(r) = best.as_ref().and_then(|b| b.propagation.as_ref()) {
            eprintln!("propagation: stop {:?}; {:?}", r.stop, r.stats);
        }
    }
    write_output(output, &text)
}
