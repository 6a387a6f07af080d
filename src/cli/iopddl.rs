//! `autoshard iopddl`: solve an IOPDDL instance (XLA's own auto-sharding problems, the ASPLOS
//! 2025 / EuroSys 2025 contest format); print cost, bound, gap, feasibility and time; write
//! the answer as JSON.

use std::num::NonZeroU32;
use std::path::PathBuf;
use std::process::ExitCode;

use autoshard_solver::iopddl::{contest_time_limit, read_instance, solve_instance, IopddlOptions};
use clap::Args;

/// Arguments of `autoshard iopddl`.
#[derive(Args, Debug)]
pub struct IopddlArgs {
    /// Instance file (gzip-compressed or plain JSON).
    pub file: PathBuf,
    /// Wall-clock limit in seconds; default: none when --rounds is given (the work limit
    /// alone: deterministic), else the instance's contest limit when it is a published
    /// instance, else none (and 200 rounds bound the work).
    #[arg(long)]
    pub time_limit: Option<f64>,
    /// Work limit: at most this many neighbourhoods (deterministic without a time limit).
    #[arg(long)]
    pub rounds: Option<u64>,
    /// Branch-and-bound node limit of each sub-problem.
    #[arg(long, default_value_t = 200)]
    pub node_limit: u64,
    /// Solver threads.
    #[arg(long, default_value_t = 1)]
    pub threads: u32,
    /// Seed of the neighbourhood choice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Share of the time limit the price-guided search takes on large instances (the
    /// neighbourhood search gets the rest, up to 95%).
    #[arg(long, default_value_t = IopddlOptions::default().price_share)]
    pub price_share: f64,
    /// Write the answer (one strategy per node, with cost and bound) as JSON.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `autoshard iopddl`.
pub fn iopddl_cmd(a: &IopddlArgs) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("error: {msg}");
        ExitCode::from(1)
    };
    let clock = std::time::Instant::now();
    let instance = match read_instance(&a.file) {
        Ok(i) => i,
        Err(e) => return fail(format!("{}: {e}", a.file.display())),
    };
    let Some(threads) = NonZeroU32::new(a.threads) else {
        return fail("--threads must be at least 1".into());
    };
    if !(0.0..=1.0).contains(&a.price_share) {
        return fail(format!(
            "--price-share must be in [0, 1], got {}",
            a.price_share
        ));
    }
    // A work limit asked for alone runs without a clock, so that the answer is the same on
    // any machine; the contest limit applies when no limit is given.
    let time_limit = a.time_limit.or_else(|| {
        a.rounds
            .is_none()
            .then(|| contest_time_limit(&instance.name))
            .flatten()
    });
    // Reading counts against the limit: the search gets what is left.
    let read_seconds = clock.elapsed().as_secs_f64();
    let options = IopddlOptions {
        time_limit: time_limit.map(|t| (t - read_seconds).max(0.0)),
        lns_rounds: a.rounds.or(if time_limit.is_none() {
            Some(200)
        } else {
            None
        }),
        threads,
        seed: a.seed,
        sub_node_limit: a.node_limit,
        price_share: a.price_share,
        ..IopddlOptions::default()
    };
    let r = solve_instance(&instance, &options);
    let ev = &r.evaluation;
    println!(
        "instance   {} ({} nodes, {} edges)",
        instance.name,
        instance.nodes.len(),
        instance.edges.len()
    );
    println!("cost       {}", ev.cost);
    println!("bound      {:.0}", r.bound);
    println!("gap        {:.4}%", r.gap * 100.0);
    println!("feasible   {}", feasibility(ev));
    println!(
        "peak usage {} (limit {})",
        ev.peak_usage,
        instance
            .usage_limit
            .map_or("none".into(), |l| l.to_string())
    );
    println!(
        "start      {} (best of least-memory and propagation starts, then descent)",
        r.start_cost
    );
    println!(
        "presolve   {} forbidden, {} over the usage limit, {} dominated strategies removed",
        r.presolve_removed.0, r.presolve_removed.1, r.presolve_removed.2
    );
    println!(
        "search     {} price rounds, {} neighbourhoods, {} improved",
        r.lagrange_rounds, r.lns_rounds, r.lns_improvements
    );
    if let Some(s) = &r.full_ilp {
        println!("whole ILP  {s}");
    }
    if let Some(s) = &r.priced {
        println!("priced     {s}");
    }
    if let Some(s) = &r.capped {
        println!("capped     {s}");
    }
    if let Some(s) = &r.kernel {
        println!("restricted {s}");
    }
    let limit = time_limit.map_or("none".into(), |t| format!("{t} s"));
    let stopped = if r.clock_limited {
        ", stopped by the clock (not reproducible)"
    } else {
        ""
    };
    let total = clock.elapsed().as_secs_f64();
    println!("time       {total:.1} s (read {read_seconds:.1} s; limit {limit}, {threads} threads{stopped})");
    if let Some(path) = &a.output {
        let json = serde_json::json!({
            "name": instance.name,
            "cost": ev.cost.to_string(),
            "bound": r.bound,
            "feasible": ev.is_feasible(),
            "solution": r.solution,
        });
        if let Err(e) = std::fs::write(path, format!("{json}\n")) {
            return fail(format!("{}: {e}", path.display()));
        }
    }
    if ev.is_feasible() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

fn feasibility(ev: &autoshard_solver::iopddl::Evaluation) -> String {
    if let Some(m) = &ev.malformed {
        return format!("no (malformed answer: {m})");
    }
    match (ev.first_violation, ev.forbidden_choices) {
        (None, 0) => "yes (checked by the evaluator)".into(),
        (Some(t), _) => format!("no (usage limit exceeded at step {t})"),
        (None, k) => format!("no ({k} forbidden choices)"),
    }
}
