//! `autoshard solve`: search for the cheapest plan with the ILP; print status,
//! objective, bound, gap, baselines and checks; write the plan, a JSON report and the
//! LP text.

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::num::NonZeroU32;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::cost::memory::memory;
use crate::cost::plan::{evaluate, ModuleShardings};
use crate::passes::sharding::get_sharding;
use crate::print::{print_module, PrintOptions};
use crate::solve::{solve, PlanSource, SolveOptions, SolveReport};

/// Arguments of `autoshard solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// File to solve (`-` reads standard input): a JAX export with the user's annotations.
    pub file: PathBuf,
    #[command(flatten)]
    pub machine: super::MachineArgs,
    #[command(flatten)]
    pub chlo: super::ChloArgs,
    /// Per-device memory budget (`16GiB`, `1.5GiB`, `800MB`, `4e9`, bytes), a hard
    /// constraint of the search; default: the profile's usable memory. When no plan fits,
    /// the error names the smallest budget that does (and `-o` writes that plan).
    #[arg(long)]
    pub memory_budget: Option<String>,
    /// Wall-clock limit in seconds (the result then depends on the machine; the report
    /// says when the clock stopped the search).
    #[arg(long)]
    pub time_limit: Option<f64>,
    /// Branch-and-bound node limit (deterministic).
    #[arg(long)]
    pub node_limit: Option<u64>,
    /// Solver threads.
    #[arg(long, default_value_t = 1)]
    pub threads: u32,
    /// Relative gap at which the search stops (0.001 = 0.1%).
    #[arg(long, default_value_t = 1e-3)]
    pub gap: f64,
    /// Trip count of while loops whose bounds are not constants.
    #[arg(long, default_value_t = 1)]
    pub default_trip_count: u64,
    /// Do not warm-start from the propagation plan.
    #[arg(long)]
    pub no_warm_start: bool,
    /// Skip the independent LP relaxation (the bound is then HiGHS's alone).
    #[arg(long)]
    pub no_lp_bound: bool,
    /// Ignore the user's annotations: search from scratch, as the data-parallel and
    /// Megatron templates do (manual computations stay fixed).
    #[arg(long)]
    pub ignore_annotations: bool,
    /// Incremental partitioning: fix what propagating the annotations of priority <= K
    /// implies (each dim keeps its axes as a major prefix, empty dims are free) and
    /// search the rest; annotations of larger priority are dropped (listed on stderr).
    #[arg(long, value_name = "K", conflicts_with = "ignore_annotations")]
    pub fix_through_priority: Option<i64>,
    /// `hard` (default): every annotation holds. `soft`: the search may drop
    /// annotations of lower priority (larger pN; a dim without one is p0 and holds),
    /// only in strict priority order, when the plan gets cheaper; what it dropped is
    /// listed.
    #[arg(long, value_enum, default_value_t = Priorities::Hard, conflicts_with_all = ["ignore_annotations", "fix_through_priority"])]
    pub priorities: Priorities,
    /// Ops with one non-scalar operand (broadcasts, reshapes, transposes, slices)
    /// compute with that operand as it is: about half the variables, a smaller space.
    #[arg(long)]
    pub tie_unary: bool,
    /// Do not tie repeated layers (unrolled blocks, identical functions): every copy
    /// gets its own variables.
    #[arg(long)]
    pub no_tying: bool,
    /// Copies at each end of a repeated run of layers that keep their own variables.
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub untied_ends: usize,
    /// After the tied solve, re-solve untied from the tied answer (same limits): the
    /// report states what tying lost, and the better plan is returned.
    #[arg(long, conflicts_with = "no_tying")]
    pub tying_loss: bool,
    /// Write the plan (a module with a sharding on every value) to this file.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Write the plan back as annotations of the input (repeatable): `full` (every value
    /// annotated, the plan's reshards as constraints on their uses), `minimal` (the fewest annotations and
    /// `sdy.sharding_constraint`s our propagator turns into the plan, checked by running
    /// it), `jax` (a `PartitionSpec` per argument and result by pytree path, and
    /// `with_sharding_constraint` suggestions; solve the `.debug.mlir` for the names).
    /// `MODE=PATH` writes to PATH; `MODE` alone writes to standard output, and the report
    /// then goes to standard error.
    #[arg(long, value_name = "MODE[=PATH]")]
    pub emit: Vec<String>,
    /// Keep locations in the modules `--emit` writes.
    #[arg(long)]
    pub emit_debug_info: bool,
    /// Write a JSON report to this file.
    #[arg(long, alias = "report")]
    pub json: Option<PathBuf>,
    /// Write the ILP as CPLEX LP text to this file.
    #[arg(long)]
    pub lp: Option<PathBuf>,
    #[command(flatten)]
    pub xla: super::peer::XlaArgs,
}

/// How user priorities bind the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Priorities {
    Hard,
    Soft,
}

/// `16GiB`, `1.5GiB`, `800MB`, `4e9`, `1000`: bytes (KB/MB/GB/TB are powers of 1000,
/// KiB/MiB/GiB/TiB powers of 1024, case-insensitive).
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    // The unit is the trailing run of letters (so `4e9` is a number).
    let split = t
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_alphabetic())
        .last()
        .map_or(t.len(), |(i, _)| i);
    let (num, unit) = t.split_at(split);
    let n: f64 = num.trim().parse().map_err(|_| {
        format!("'{s}': expected a size such as 16GiB, 1.5GiB, 800MB or a number of bytes")
    })?;
    let mult = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        "tb" => 1e12,
        "kib" => 1024.0,
        "mib" => 1024.0 * 1024.0,
        "gib" => 1024.0 * 1024.0 * 1024.0,
        "tib" => 1024.0 * 1024.0 * 1024.0 * 1024.0,
        u => return Err(format!("'{s}': unknown unit '{u}'")),
    };
    let bytes = n * mult;
    if bytes.is_nan() || bytes < 0.0 || !bytes.is_finite() || bytes >= u64::MAX as f64 {
        return Err(format!("'{s}': expected a non-negative size"));
    }
    Ok(bytes.round() as u64)
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_num(x: Option<f64>) -> String {
    match x {
        Some(v) if v.is_finite() => format!("{v:e}"),
        _ => "null".into(),
    }
}

/// The status word of a report.
pub fn status_word(r: &SolveReport) -> &'static str {
    use autoshard_solver::Status;
    match &r.status {
        Status::Optimal => "optimal",
        Status::Feasible { .. } => "feasible",
        Status::Infeasible => "infeasible",
        Status::LimitReachedNoSolution { .. } => "limit",
        Status::Unbounded | Status::InfeasibleOrUnbounded => "infeasible",
        Status::Error { .. } => "error",
    }
}

/// The JSON report.
///
/// `with_times` false leaves out the wall times (for snapshots: everything else is
/// deterministic).
pub fn json_report(r: &SolveReport, peak: Option<u64>, budget: u64, with_times: bool) -> String {
    let mut s = String::from("{\n");
    let _ = writeln!(s, "  \"status\": {},", json_str(status_word(r)));
    let _ = writeln!(
        s,
        "  \"status_detail\": {},",
        json_str(&r.status.to_string())
    );
    let _ = writeln!(s, "  \"objective\": {},", json_num(r.objective_s));
    let _ = writeln!(s, "  \"bound\": {},", json_num(Some(r.bound_s)));
    let _ = writeln!(s, "  \"gap\": {},", json_num(r.gap));
    let _ = writeln!(s, "  \"nodes\": {},", r.nodes);
    let _ = writeln!(s, "  \"clock_limited\": {},", r.clock_limited);
    if with_times {
        let _ = writeln!(
            s,
            "  \"encode_seconds\": {},",
            json_num(Some(r.encode_seconds))
        );
        let _ = writeln!(
            s,
            "  \"solve_seconds\": {},",
            json_num(Some(r.solve_seconds))
        );
    }
    let _ = writeln!(
        s,
        "  \"plan_source\": {},",
        json_str(match r.plan_source {
            PlanSource::Ilp => "ilp",
            PlanSource::Propagation => "propagation",
            PlanSource::Template(k) => k.name(),
        })
    );
    let _ = writeln!(s, "  \"plan_cost\": {},", json_num(r.plan_cost_s));
    let _ = writeln!(s, "  \"peak_bytes\": {},", json_num(peak.map(|p| p as f64)));
    let _ = writeln!(s, "  \"memory_budget_bytes\": {budget},");
    let mem = &r.memory;
    let _ = writeln!(
        s,
        "  \"memory_search\": {{\"rounds\": {}, \"constraints\": {}, \"variables\": {}, \"smallest_budget_bytes\": {}, \"smallest_proven\": {}, \"note\": {}}},",
        mem.rounds,
        mem.constraints,
        mem.variables,
        mem.smallest.as_ref().map_or("null".to_string(), |x| x.bytes.to_string()),
        mem.smallest.as_ref().map_or("null".to_string(), |x| x.proven.to_string()),
        mem.note.as_deref().map_or("null".to_string(), json_str)
    );
    let st = &r.stats;
    let _ = writeln!(
        s,
        "  \"problem\": {{\"nodes\": {}, \"classes\": {}, \"free_classes\": {}, \"strategy_ops\": {}, \"variables\": {}, \"constraints\": {}, \"edge_variables\": {}, \"tied_classes\": {}, \"tied_ops\": {}, \"merged_edges\": {}}},",
        st.nodes, st.classes, st.free_classes, st.strategy_ops, st.variables, st.constraints, st.edge_variables, st.tied_classes, st.tied_ops, st.merged_edges
    );
    let t = &r.tying;
    let repeats: Vec<String> = t
        .repeats
        .iter()
        .map(|x| {
            format!(
                "{{\"function\": {}, \"period\": {}, \"copies\": {}, \"tied\": {}}}",
                json_str(&x.owner),
                x.period,
                x.copies,
                x.tied
            )
        })
        .collect();
    let functions: Vec<String> = t
        .functions
        .iter()
        .map(|fs| {
            let names: Vec<String> = fs.iter().map(|f| json_str(f)).collect();
            format!("[{}]", names.join(", "))
        })
        .collect();
    let untied = match &t.untied {
        Some(u) => format!(
            "{{\"status\": {}, \"objective\": {}, \"bound\": {}, \"variables\": {}}}",
            json_str(&u.status.to_string()),
            json_num(u.objective_s),
            json_num(Some(u.bound_s)),
            u.variables
        ),
        None => "null".into(),
    };
    let _ = writeln!(
        s,
        "  \"tying\": {{\"repeats\": [{}], \"functions\": [{}], \"untied\": {untied}}},",
        repeats.join(", "),
        functions.join(", ")
    );
    s.push_str("  \"baselines\": [");
    for (i, b) in r.baselines.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(
            s,
            "{{\"name\": {}, \"cost\": {}}}",
            json_str(&b.name),
            json_num(b.cost_s.as_ref().ok().copied())
        );
    }
    s.push_str("],\n");
    match &r.checks {
        Some(c) => {
            let _ = writeln!(
                s,
                "  \"checks\": {{\"verifier_errors\": {}, \"evaluated\": {}, \"objective_matches\": {}, \"propagation_changes\": {}, \"fixed_by_user\": {}}},",
                c.verifier_errors.len(),
                json_num(c.evaluated_s.as_ref().ok().copied()),
                c.objective_matches,
                match &r.stability {
                    Some(st) if st.error.is_none() => st.changed.len().to_string(),
                    _ => "null".to_string(),
                },
                r.stability.as_ref().map_or(0, |st| st.fixed.len())
            );
        }
        None => s.push_str("  \"checks\": null,\n"),
    }
    s.push_str("  \"plan\": [");
    if let Some(p) = &r.plan {
        let mut first = true;
        for f in p.funcs() {
            let fname = p.symbol_name(f).unwrap_or_default();
            let mut vals = Vec::new();
            if let Some(b) = p.entry_block(f) {
                vals.extend(p.blocks[b].args.iter().copied());
            }
            for op in p.walk_inside(f) {
                vals.extend(p.ops[op].results.iter().copied());
            }
            for v in vals {
                let Some(sh) = get_sharding(p, v) else {
                    continue;
                };
                if !first {
                    s.push(',');
                }
                first = false;
                let name = if p.values[v].name.is_empty() {
                    format!("v_{}", v.0)
                } else {
                    p.values[v].name.clone()
                };
                let _ = write!(
                    s,
                    "\n    {{\"func\": {}, \"value\": {}, \"sharding\": {}}}",
                    json_str(&fname),
                    json_str(&format!("%{name}")),
                    json_str(&crate::ir::sdy::ShardingBody(&sh).to_string())
                );
            }
        }
    }
    s.push_str("\n  ]\n}\n");
    s
}

/// A progress line on stderr: incumbent, bound, gap, nodes, elapsed.
fn progress_line() -> autoshard_solver::ProgressFn {
    autoshard_solver::ProgressFn(std::sync::Arc::new(|p: autoshard_solver::Progress| {
        let v = |x: f64| {
            if x.is_finite() {
                format!("{x:.1} us")
            } else {
                "-".into()
            }
        };
        let gap = if p.gap.is_finite() {
            format!("{:.3}%", p.gap * 100.0)
        } else {
            "-".into()
        };
        eprint!(
            "\r\x1b[Ksearch: incumbent {}, bound {}, gap {gap}, {} nodes, {:.1} s",
            v(p.incumbent),
            v(p.bound),
            p.nodes,
            p.seconds
        );
    }))
}

/// The levels `--priorities soft` tried and what it dropped.
pub fn soft_text(s: &crate::solve::soft::SoftPriorities) -> String {
    let mut out = String::new();
    for l in &s.levels {
        let _ = writeln!(
            out,
            "priorities: keeping p0..p{}: {}",
            l.keep_through,
            match &l.cost_s {
                Ok(c) => format!("{:.3} us", c * 1e6),
                Err(e) => format!("no plan ({e})"),
            }
        );
    }
    if s.dropped.is_empty() {
        let _ = writeln!(out, "priorities: every annotation kept");
    } else {
        let dims: Vec<&str> = s.dropped.iter().map(|c| c.written.as_str()).collect();
        let _ = writeln!(
            out,
            "priorities: dropped the {} dim annotation(s) above p{}: {}",
            s.dropped.len(),
            s.keep_through,
            dims.join(", ")
        );
    }
    out
}

/// What tying did (nothing when there was nothing to tie).
pub fn tying_text(r: &SolveReport) -> String {
    let mut out = String::new();
    let t = &r.tying;
    let st = &r.stats;
    if t.repeats.is_empty() && t.functions.is_empty() {
        return out;
    }
    let mut what: Vec<String> = t
        .repeats
        .iter()
        .map(|x| {
            format!(
                "{} copies of {} ops in @{} ({} tied)",
                x.copies, x.period, x.owner, x.tied
            )
        })
        .collect();
    what.extend(t.functions.iter().map(|fs| {
        let names: Vec<String> = fs.iter().map(|f| format!("@{f}")).collect();
        format!("identical functions {}", names.join(", "))
    }));
    let _ = writeln!(
        out,
        "tying: {}; {} classes and {} strategy ops share another's variables, {} reshard edges merged",
        what.join("; "),
        st.tied_classes,
        st.tied_ops,
        st.merged_edges
    );
    if let Some(u) = &t.untied {
        let us = |x: f64| format!("{:.3} us", x * 1e6);
        let tied = r.objective_s.unwrap_or(f64::NAN);
        let best = u.objective_s.map_or(tied, |o| o.min(tied));
        let loss = |x: f64| if x > 0.0 { (tied - x) / x * 100.0 } else { 0.0 };
        let _ = writeln!(
            out,
            "tying loss: untied re-solve ({} variables, {}, {:.3} s): best {}, bound {}; tying lost {:.3}% (at most {:.3}%)",
            u.variables,
            u.status,
            u.solve_seconds,
            us(best),
            us(u.bound_s),
            loss(best).max(0.0),
            loss(u.bound_s).max(0.0)
        );
    }
    out
}

/// `--emit MODE[=PATH]`: the mode and the file (`None`: standard output).
pub fn parse_emit(s: &str) -> Result<(crate::emit::Mode, Option<PathBuf>), String> {
    let (mode, path) = match s.split_once('=') {
        Some((m, p)) if !p.is_empty() && p != "-" => (m, Some(PathBuf::from(p))),
        Some((m, _)) => (m, None),
        None => (s, None),
    };
    let mode = crate::emit::Mode::parse(mode)
        .ok_or_else(|| format!("--emit {s}: expected full, minimal or jax, optionally =PATH"))?;
    Ok((mode, path))
}

/// Runs `autoshard solve`.
pub fn solve_cmd(a: &SolveArgs) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let mut emits = Vec::new();
    for e in &a.emit {
        match parse_emit(e) {
            Ok(x) => emits.push(x),
            Err(e) => return fail(e),
        }
    }
    let to_stdout = emits.iter().filter(|(_, p)| p.is_none()).count();
    if to_stdout > 1 {
        return fail("--emit: at most one mode without =PATH (standard output)".into());
    }
    let (src, mut m) = match super::load_file(&a.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    a.chlo.apply_and_warn(&mut m, &src);
    let (hw, links) = match a.machine.apply(&mut m, &src) {
        Ok(x) => x,
        Err(code) => return code,
    };
    // The user's module as written: what --emit annotates (--fix-through-priority
    // changes only what is searched; --mesh is applied).
    let original = m.clone();
    if let Some(k) = a.fix_through_priority {
        match crate::propagate::priority_cut::implied_through(&m, k) {
            Ok((implied, cut)) => {
                if !cut.is_empty() {
                    let dims: Vec<&str> = cut.iter().map(|c| c.written.as_str()).collect();
                    eprintln!(
                        "note: --fix-through-priority {k}: {} dim annotation(s) of larger priority dropped: {}",
                        cut.len(),
                        dims.join(", ")
                    );
                }
                m = implied;
            }
            Err(d) => {
                eprint!("{}", d.render(&src));
                return ExitCode::from(1);
            }
        }
    }
    let (budget, budget_source) = match &a.memory_budget {
        Some(b) => match parse_bytes(b) {
            Ok(x) => (x, format!("--memory-budget {b}")),
            Err(e) => return fail(format!("--memory-budget: {e}")),
        },
        None => (
            hw.memory_budget_bytes(),
            format!(
                "the usable memory of {}: {:.0}% of {}; --memory-budget sets another",
                hw.name,
                hw.usable_fraction * 100.0,
                gib(hw.hbm_bytes)
            ),
        ),
    };
    let Some(threads) = NonZeroU32::new(a.threads) else {
        return fail("--threads must be at least 1".into());
    };
    if a.gap.is_nan() || a.gap < 0.0 {
        return fail("--gap must be >= 0".into());
    }
    let mut opts = SolveOptions::new(hw);
    opts.axis_links = links;
    opts.time_limit = a.time_limit;
    opts.node_limit = a.node_limit;
    opts.threads = threads;
    opts.gap = a.gap;
    opts.plan.default_trip_count = a.default_trip_count;
    opts.warm_start = !a.no_warm_start;
    opts.independent_bound = !a.no_lp_bound;
    opts.tie_unary = a.tie_unary;
    opts.ignore_annotations = a.ignore_annotations;
    opts.memory_budget = Some(budget);
    opts.tying = (!a.no_tying).then_some(crate::solve::tying::TyingOptions {
        untied_ends: a.untied_ends,
        ..Default::default()
    });
    opts.tying_loss = a.tying_loss;
    let progress = std::io::stderr().is_terminal();
    if progress {
        opts.progress = Some(progress_line());
    }
    let solved = match a.priorities {
        Priorities::Hard => solve(&m, &opts).map(|r| (r, None)),
        Priorities::Soft => crate::solve::soft::solve_soft(&m, &opts).map(|(r, s)| (r, Some(s))),
    };
    if progress {
        eprint!("\r\x1b[K");
    }
    let mut r = match solved {
        Ok((r, soft)) => {
            if let Some(s) = soft {
                if to_stdout > 0 {
                    eprint!("{}", soft_text(&s));
                } else {
                    print!("{}", soft_text(&s));
                }
            }
            r
        }
        Err(d) => {
            eprint!("{}", d.render(&src));
            println!("status: infeasible");
            return ExitCode::from(1);
        }
    };
    if let Some(path) = &a.lp {
        if let Err(e) = std::fs::write(path, autoshard_solver::to_lp_string(&r.problem)) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    let compiled = match a.xla.compiler() {
        Ok(Some(c)) => {
            crate::solve::compiled::check_compiled(&m, &original, &mut r, &opts, c.as_ref())
        }
        Ok(None) => None,
        Err(e) => {
            eprintln!("warning: the plan is not compiled: {e}");
            None
        }
    };
    let peak = r.plan.as_ref().and_then(|p| {
        let pc = evaluate(p, &opts.hw, &opts.axis_links, &opts.plan).ok()?;
        Some(memory(p, &ModuleShardings::new(p), &pc).peak_bytes)
    });
    let mut out = String::new();
    let _ = writeln!(out, "status: {}", r.status);
    if r.clock_limited {
        let _ = writeln!(
            out,
            "note: the time limit stopped the search; the result depends on the machine"
        );
    }
    let us = |x: f64| format!("{:.3} us", x * 1e6);
    if let Some(o) = r.objective_s {
        let _ = writeln!(out, "objective: {}", us(o));
    }
    match &r.bound_below {
        None => {
            let _ = writeln!(out, "lower bound: {}", us(r.bound_s));
        }
        Some((what, ilp)) => {
            let _ = writeln!(
                out,
                "lower bound: {} ({what}, outside the ILP's space, costs less than the ILP's bound {})",
                us(r.bound_s),
                us(*ilp)
            );
        }
    }
    if let Some(g) = r.gap {
        let _ = writeln!(out, "gap: {:.4}%", g * 100.0);
    }
    for b in &r.baselines {
        match &b.cost_s {
            Ok(c) => {
                let _ = writeln!(out, "baseline {}: {}", b.name, us(*c));
            }
            Err(e) => {
                let _ = writeln!(out, "baseline {}: not costed ({e})", b.name);
            }
        }
    }
    if let Some(c) = &r.checks {
        let _ = writeln!(
            out,
            "check verifier: {}",
            if c.verifier_errors.is_empty() {
                "ok".to_string()
            } else {
                format!(
                    "{} errors: {}",
                    c.verifier_errors.len(),
                    c.verifier_errors.join("; ")
                )
            }
        );
        if !c.alias_mismatches.is_empty() {
            let _ = writeln!(
                out,
                "check aliasing: {} donated pairs split: {}",
                c.alias_mismatches.len(),
                c.alias_mismatches.join("; ")
            );
        }
        match &c.evaluated_s {
            Ok(e) => {
                let _ = writeln!(
                    out,
                    "check re-evaluation: {} ({})",
                    us(*e),
                    if c.objective_matches {
                        "equals the objective"
                    } else {
                        "DIFFERS from the objective"
                    }
                );
            }
            Err(e) => {
                let _ = writeln!(out, "check re-evaluation: failed: {e}");
            }
        }
    }
    if let (false, Some(p)) = (r.objective_diffs.is_empty(), &r.plan) {
        let _ = writeln!(
            out,
            "check objective per op: {} ops priced otherwise by the ILP:",
            r.objective_diffs.len()
        );
        for d in r.objective_diffs.iter().take(10) {
            let _ = writeln!(out, "  {}", d.describe(p));
        }
    }
    if let Some(st) = &r.stability {
        if let Some(e) = &st.error {
            let _ = writeln!(out, "check propagation stability: not decided: {e}");
        } else if st.changed.is_empty() {
            let _ = writeln!(
                out,
                "check propagation stability: ok (propagation seeded with the plan changes none of {} values)",
                st.compared
            );
        } else {
            let cost = match &st.propagated_s {
                Some(Ok(c)) => format!(", after which the plan costs {}", us(*c)),
                Some(Err(e)) => format!(", after which it cannot be costed ({e})"),
                None => String::new(),
            };
            let _ = writeln!(
                out,
                "check propagation stability: propagation would change {} of {} values{cost}:",
                st.changed.len(),
                st.compared
            );
            for (what, x, y) in st.changed.iter().take(10) {
                let _ = writeln!(out, "  {what}: {x} -> {y}");
            }
            if st.changed.len() > 10 {
                let _ = writeln!(out, "  ... and {} more", st.changed.len() - 10);
            }
        }
        out.push_str(&fixed_text(&st.fixed));
    }
    let fell_back = compiled.as_ref().is_some_and(|c| c.fell_back_to.is_some());
    let than_ilp = if r.rival_at_tie {
        "as cheap as the ILP's best in its space and needs no more memory per device"
    } else {
        "cheaper than the ILP's best in its space"
    };
    if let (PlanSource::Template(k), false) = (r.plan_source, fell_back) {
        let _ = writeln!(
            out,
            "plan: the {} template ({}), {than_ilp}",
            k.name(),
            us(r.plan_cost_s.unwrap_or(0.0))
        );
    }
    if r.plan_source == PlanSource::Propagation && !fell_back {
        let _ = writeln!(
            out,
            "plan: the propagation plan ({}), {}",
            us(r.plan_cost_s.unwrap_or(0.0)),
            if r.objective_s.is_some() {
                than_ilp
            } else {
                "the only plan found within the budget"
            }
        );
    }
    if let Some(c) = &compiled {
        out.push_str(&super::solve_xla::compiled_text(c));
    }
    if let Some(p) = peak {
        let _ = writeln!(
            out,
            "peak memory per device: {} (budget {}){}",
            gib(p),
            gib(budget),
            if p > budget { ": OVER BUDGET" } else { "" }
        );
    }
    let mem = &r.memory;
    if mem.rounds > 0 {
        let _ = writeln!(
            out,
            "memory search: {} re-solves, {} time points added as constraints ({} pair variables)",
            mem.rounds, mem.constraints, mem.variables
        );
    }
    let st = &r.stats;
    let _ = writeln!(
        out,
        "problem: {} classes ({} free), {} strategy ops, {} variables, {} constraints",
        st.classes, st.free_classes, st.strategy_ops, st.variables, st.constraints
    );
    out.push_str(&tying_text(&r));
    let _ = writeln!(
        out,
        "time: encode {:.3} s, solve {:.3} s, {} nodes",
        r.encode_seconds, r.solve_seconds, r.nodes
    );
    if to_stdout > 0 {
        eprint!("{out}");
    } else {
        print!("{out}");
    }
    if let Some(path) = &a.json {
        if let Err(e) = std::fs::write(path, json_report(&r, peak, budget, true)) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    if let (Some(path), Some(p)) = (&a.output, &r.plan) {
        let text = print_module(p, PrintOptions::default());
        if let Err(e) = std::fs::write(path, text) {
            return fail(format!("{}: cannot write: {e}", path.display()));
        }
    }
    let Some(plan) = &r.plan else {
        if let Some(sm) = &mem.smallest {
            let written = match &a.output {
                Some(path) => {
                    let text = print_module(&sm.plan, PrintOptions::default());
                    if let Err(e) = std::fs::write(path, text) {
                        return fail(format!("{}: cannot write: {e}", path.display()));
                    }
                    format!("plan written to {}", path.display())
                }
                None => "-o FILE writes that plan".to_string(),
            };
            return fail(budget_error(budget, &budget_source, sm, &written));
        }
        if let Some(note) = &mem.note {
            return fail(format!(
                "no plan within {} per device ({budget_source}): {note}",
                gib(budget)
            ));
        }
        return ExitCode::from(1);
    };
    let print = PrintOptions {
        debug_info: a.emit_debug_info,
        ..Default::default()
    };
    for (mode, path) in &emits {
        match super::emit::emit_text(&original, &src, plan, *mode, print, &opts.hw) {
            Ok((text, note)) => {
                // With the rest of the report: stdout, or stderr when a module goes there.
                match note {
                    Some(n) if to_stdout > 0 => eprintln!("{n}"),
                    Some(n) => println!("{n}"),
                    None => {}
                }
                let code = super::write_output(path.as_deref(), &text);
                if code != ExitCode::SUCCESS {
                    return code;
                }
            }
            Err(e) => return fail(format!("--emit: {e}")),
        }
    }
    ExitCode::SUCCESS
}

/// Bytes as GiB with three decimals.
fn gib(b: u64) -> String {
    format!("{:.3} GiB", b as f64 / (1u64 << 30) as f64)
}

/// The error when no plan fits: the budget and where it came from, the smallest budget
/// that works and the plan that needs it.
pub fn budget_error(
    budget: u64,
    source: &str,
    sm: &crate::solve::memory::Smallest,
    written: &str,
) -> String {
    format!(
        "no plan fits in {} per device ({source}); the smallest budget that works is {} ({} bytes{}: {} plan{}; {written})",
        gib(budget),
        gib(sm.bytes),
        sm.bytes,
        if sm.proven { "" } else { ", not proven smallest" },
        match sm.source {
            PlanSource::Ilp => "the search's",
            PlanSource::Propagation => "the propagation",
            PlanSource::Template(_) => "a template's",
        },
        match sm.cost_s {
            Some(c) => format!(", {:.3} us per step", c * 1e6),
            None => String::new(),
        }
    )
}

/// What the stability check kept as the user wrote it: counts per reason, the first
/// places by name.
fn fixed_text(fixed: &[(String, &'static str)]) -> String {
    if fixed.is_empty() {
        return String::new();
    }
    let mut why: std::collections::BTreeMap<&str, usize> = Default::default();
    for (_, w) in fixed {
        *why.entry(*w).or_default() += 1;
    }
    let counts: Vec<String> = why.iter().map(|(w, n)| format!("{w}: {n}")).collect();
    format!(
        "  fixed by the user, never proposed to change ({}): {}{}\n",
        counts.join(", "),
        fixed
            .iter()
            .take(8)
            .map(|(w, _)| w.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        if fixed.len() > 8 {
            format!(", ... and {} more", fixed.len() - 8)
        } else {
            String::new()
        }
    )
}
