//! The sharding search: an ILP over factor classes and op strategies whose objective is
//! the cost model's, solved with HiGHS (`autoshard-solver`), decoded into a plan and
//! checked.
//!
//! The story of a solve, one module per step:
//!
//! 1. [`graph`]: nodes, factor classes (unions across elementwise ops, loops, calls,
//!    sharding groups), each op's role, reshard edges, user intent and pinned values;
//! 2. [`candidates`]: the shardings a class may take (divisible, intent-respecting);
//! 3. [`strategies`]: the local strategies of ops with a sharding rule;
//! 4. [`encode`]: the ILP, every coefficient from [`crate::cost::plan::OpCoster`];
//! 5. HiGHS, warm-started from the propagation plan of the user's annotations, with the
//!    per-device memory budget added lazily as hard constraints ([`memory`]);
//! 6. [`decode`]: the plan, a module with a sharding on every value and explicit
//!    reshards where an op needs an operand sharded differently;
//! 7. [`check`]: the verifier, an independent re-evaluation by
//!    [`crate::cost::plan::evaluate`] (must equal the objective within 0.1%), and
//!    propagation stability.
//!
//! [`solve`] is the entry point; it does no I/O.

pub mod alias;
pub mod audit;
pub mod baseline;
pub mod candidates;
pub mod check;
pub mod compiled;
pub mod decode;
pub mod encode;
pub mod fixed;
pub mod graph;
pub mod memory;
pub mod reshard_graph;
pub mod soft;
pub mod stability;
pub mod strategies;
pub mod tying;

use std::num::NonZeroU32;
use std::time::Instant;

use autoshard_solver as ilp;

use crate::cost::hardware::HardwareProfile;
use crate::cost::plan::{OpCoster, PlanOptions};
use crate::cost::weights::Weights;
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::Module;
use crate::passes::sharding::get_sharding;
use crate::passes::Pipeline;

pub use check::Checks;
pub use encode::UNITS_PER_S;

/// How to search.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    pub hw: HardwareProfile,
    /// Link kind per mesh axis (`parse_axis_links`).
    pub axis_links: Vec<(String, String)>,
    pub plan: PlanOptions,
    /// Wall-clock limit in seconds (makes the result machine-dependent; the report says
    /// when it stopped the search).
    pub time_limit: Option<f64>,
    /// Branch-and-bound node limit (deterministic).
    pub node_limit: Option<u64>,
    pub threads: NonZeroU32,
    /// Relative gap at which the search stops.
    pub gap: f64,
    /// Warm-start from the propagation plan.
    pub warm_start: bool,
    /// Also solve the LP relaxation independently and take the larger bound (one more
    /// LP solve).
    pub independent_bound: bool,
    /// Ops with one non-scalar operand (broadcasts, reshapes, transposes, slices,
    /// reductions) compute with that operand as it is (the reshard, if any, happens at
    /// another op): a smaller problem over a smaller space (on GPT-2 one block: half the
    /// variables, a 15% dearer plan). False (the default) searches the full space.
    pub tie_unary: bool,
    /// Ignore the user's annotations (search from scratch, as the data-parallel and
    /// Megatron templates do); manual computations stay fixed.
    pub ignore_annotations: bool,
    /// Tie repeated layers ([`tying`]); `None` searches every copy separately.
    pub tying: Option<tying::TyingOptions>,
    /// After a tied solve, re-solve untied from the tied answer (same limits) to
    /// measure what tying lost; the better plan is returned.
    pub tying_loss: bool,
    /// Observer of the branch and bound (the CLI's progress line); objective values
    /// in its reports are in microseconds.
    pub progress: Option<ilp::ProgressFn>,
    /// Per-device memory budget in bytes, a hard constraint ([`memory`]); `None`: none.
    /// Default: the profile's usable memory.
    pub memory_budget: Option<u64>,
}

impl SolveOptions {
    pub fn new(hw: HardwareProfile) -> SolveOptions {
        SolveOptions {
            memory_budget: Some(hw.memory_budget_bytes()),
            hw,
            axis_links: Vec::new(),
            plan: PlanOptions::default(),
            time_limit: None,
            node_limit: None,
            threads: NonZeroU32::MIN,
            gap: 1e-3,
            warm_start: true,
            independent_bound: true,
            tie_unary: false,
            ignore_annotations: false,
            tying: Some(tying::TyingOptions::default()),
            tying_loss: false,
            progress: None,
        }
    }
}

/// A baseline plan and what it costs.
#[derive(Clone, Debug)]
pub struct Baseline {
    pub name: String,
    /// Serial seconds per step under the cost model, or why it could not be costed.
    pub cost_s: Result<f64, String>,
}

/// Sizes of the problem.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub nodes: usize,
    pub classes: usize,
    pub free_classes: usize,
    pub strategy_ops: usize,
    pub variables: usize,
    pub constraints: usize,
    pub edge_variables: usize,
    /// Classes sharing another class's choice, strategy ops sharing another op's
    /// strategy, reshard edges merged into an identical one (layer tying).
    pub tied_classes: usize,
    pub tied_ops: usize,
    pub merged_edges: usize,
}

/// What tying did and, when measured, what it lost.
#[derive(Clone, Debug, Default)]
pub struct TyingReport {
    pub repeats: Vec<tying::Repeat>,
    pub functions: Vec<Vec<String>>,
    /// The untied re-solve from the tied answer (`SolveOptions::tying_loss`).
    pub untied: Option<UntiedResolve>,
}

/// The untied re-solve.
#[derive(Clone, Debug)]
pub struct UntiedResolve {
    pub status: ilp::Status,
    /// Its best objective and bound (seconds per step).
    pub objective_s: Option<f64>,
    pub bound_s: f64,
    pub nodes: u64,
    pub solve_seconds: f64,
    pub variables: usize,
}

/// Where the returned plan comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanSource {
    /// The ILP's solution.
    Ilp,
    /// The propagation plan of the annotations: cheaper than anything in the ILP's space
    /// (which does not contain every plan propagation can produce), so returned instead.
    Propagation,
    /// A template (data parallel, Megatron), when the annotations are ignored and it is
    /// cheaper than anything in the ILP's space.
    Template(baseline::BaselineKind),
}

/// What a solve found.
pub struct SolveReport {
    pub plan_source: PlanSource,
    /// The returned plan is a rival (propagation or a template) that costs what the ILP's
    /// best costs, returned for needing no more memory per device (not for being cheaper).
    pub rival_at_tie: bool,
    /// What the returned plan costs under the cost model (serial seconds per step).
    pub plan_cost_s: Option<f64>,
    pub status: ilp::Status,
    /// The ILP objective in seconds per step.
    pub objective_s: Option<f64>,
    /// The proven lower bound in seconds: the ILP's, or the cost of a valid plan outside
    /// the ILP's space when that is lower ([`Self::bound_below`]), so that no plan solve
    /// prices costs less than it.
    pub bound_s: f64,
    /// When a plan outside the ILP's space (a template, the propagation plan, the plan
    /// as propagation rewrites it) costs less than the ILP's bound: (that plan, the
    /// ILP's bound in seconds). The bound is then that plan's cost.
    pub bound_below: Option<(String, f64)>,
    pub gap: Option<f64>,
    pub nodes: u64,
    /// Whether the wall clock stopped the search (the result may differ between runs).
    pub clock_limited: bool,
    pub plan: Option<Module>,
    pub checks: Option<Checks>,
    /// What propagation seeded with the returned plan would change.
    pub stability: Option<stability::Stability>,
    pub baselines: Vec<Baseline>,
    pub stats: Stats,
    pub tying: TyingReport,
    pub encode_seconds: f64,
    pub solve_seconds: f64,
    /// The ILP itself (for `--lp`), with the memory constraints the search added.
    pub problem: ilp::Problem,
    /// The memory budget: rounds, added constraints, the plan's peak, and the smallest
    /// budget that works when no plan fits.
    pub memory: memory::BudgetReport,
    /// When the ILP's plan evaluates to other than its objective (beyond
    /// [`check::EXACT_TOLERANCE`]): the ops whose prices differ ([`audit`]).
    pub objective_diffs: Vec<audit::OpDiff>,
}

/// The valid answer outside the ILP's space that needs the least memory, for the search
/// of the smallest budget that works: the propagation plan (its peak `prop_peak`) and,
/// when the annotations are ignored, every template that keeps the donated buffers.
/// `None` without a budget.
fn least_memory_rival<'a>(
    costed: &'a [(baseline::BaselineKind, f64, Module)],
    prop: Option<(&'a Module, f64)>,
    prop_peak: Option<u64>,
    opts: &SolveOptions,
) -> Option<memory::Rival<'a>> {
    opts.memory_budget?;
    let mut rivals: Vec<memory::Rival> = Vec::new();
    if let (Some((p, c)), Some(peak)) = (prop, prop_peak) {
        rivals.push((p, c, peak, PlanSource::Propagation));
    }
    if opts.ignore_annotations {
        for (kind, c, p) in costed {
            if *kind == baseline::BaselineKind::Propagation || !keeps_aliasing(p) {
                continue;
            }
            if let Ok(peak) = memory::plan_peak(p, opts) {
                rivals.push((p, *c, peak, PlanSource::Template(*kind)));
            }
        }
    }
    rivals.into_iter().min_by_key(|r| r.2)
}

/// Whether every donated argument of plan `p` has the sharding of the result it aliases.
/// Whether two predicted step times are the same to rounding (1e-9 relative): the
/// same plan's costs summed in another order.
fn ties(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

/// Whether a valid answer outside the ILP (costing `rival`) replaces the searched plan
/// (costing `searched`): it is cheaper, or as cheap and needs no more memory per device.
/// At a tie the rival wins: it is the user's own plan (propagation, which keeps the
/// annotations) or a named template, and a searched plan is returned only when it is
/// better in something the model prices. The peaks are computed only at a tie.
fn rival_wins(
    rival: f64,
    searched: f64,
    rival_peak: impl FnOnce() -> Option<u64>,
    searched_peak: impl FnOnce() -> Option<u64>,
) -> bool {
    if ties(rival, searched) {
        match (rival_peak(), searched_peak()) {
            (Some(r), Some(s)) => r <= s,
            _ => false,
        }
    } else {
        rival < searched
    }
}

fn keeps_aliasing(p: &Module) -> bool {
    alias::mismatches(p).is_empty()
}

/// The propagation plan of the user's annotations (`sdy-propagation-pipeline`).
pub fn propagation_plan(m: &Module) -> Result<Module, Diagnostics> {
    let mut p = m.clone();
    let pipeline = Pipeline::parse("sdy-propagation-pipeline").map_err(|e| {
        let mut d = Diagnostics::default();
        d.push(Diagnostic::error(crate::diag::Span::DUMMY, e));
        d
    })?;
    pipeline.run(&mut p, false)?;
    Ok(p)
}

/// Searches with at least this many variables run HiGHS without presolve and without its
/// feasibility-jump heuristic ([`ilp::SolveOptions::light_root_from`]). The project's
/// models search under 60k variables (datasets/benchmarks/solve.csv) and keep HiGHS's
/// defaults; a library train step on a 3-D mesh has over 400k (mostly flow variables of
/// reshard edges) and a root LP that is integral, where presolve and the heuristic took
/// two thirds of the solve's CPU time and a third of its memory
/// (datasets/benchmarks/library_scale.csv).
pub const LIGHT_ROOT_VARIABLES: usize = 200_000;

/// HiGHS options from ours (limits, threads, gap, start).
fn solver_options(opts: &SolveOptions, start: ilp::MipStart) -> ilp::SolveOptions {
    let mut so = ilp::SolveOptions::default()
        .with_threads(opts.threads)
        .with_mip_rel_gap(opts.gap);
    so.lp_bound = opts.independent_bound;
    // The report caps the bound at the objective: when HiGHS closes the gap itself, the
    // independent relaxation (as long as the search's root LP) cannot change it.
    so.lp_bound_only_if_open = true;
    so.light_root_from = Some(LIGHT_ROOT_VARIABLES);
    so.progress = opts.progress.clone();
    if let Some(t) = opts.time_limit {
        so = so.with_time_limit(t);
    }
    if let Some(n) = opts.node_limit {
        so = so.with_node_limit(n);
    }
    if !start.is_empty() {
        so = so.with_mip_start(start);
    }
    so
}

/// A start that chooses, per untied class (and per strategy op), what `classes` (and
/// `strategies`) say; indices follow `enc`'s candidates and strategies.
fn start_from(
    enc: &encode::Encoding,
    classes: &[Option<usize>],
    strategies: &[usize],
) -> ilp::MipStart {
    let mut start = ilp::MipStart::new();
    for (k, choice) in classes.iter().enumerate() {
        let (Some(i), true) = (choice, enc.class_rep[k] == k) else {
            continue;
        };
        for (j, x) in enc.x[k].iter().enumerate() {
            if let Some(x) = x {
                start.set(*x, if *i == j { 1.0 } else { 0.0 });
            }
        }
    }
    for (so, &si) in enc.strategy_ops.iter().zip(strategies) {
        for (j, y) in so.y.iter().enumerate() {
            if let Some(y) = y {
                start.set(*y, if si == j { 1.0 } else { 0.0 });
            }
        }
    }
    start
}

/// Searches for the cheapest plan of `m` under the cost model. Contradictory annotations
/// and unencodable ops are diagnostics; an infeasible or unfinished search is a status.
pub fn solve(m: &Module, opts: &SolveOptions) -> Result<SolveReport, Diagnostics> {
    let t0 = Instant::now();
    let mut g = graph::build(m, &opts.plan.rules);
    if opts.ignore_annotations {
        for i in &mut g.intents {
            i.clear();
        }
    }
    let found = match &opts.tying {
        Some(t) => tying::find(m, t),
        None => tying::Tying::default(),
    };
    // Reads share their reshards unless the memory budget binds (see
    // `memory::NEEDS_UNSHARED`): then every encoding of this solve shares none.
    let share = std::cell::Cell::new(true);
    let encode_with = |t: &tying::Tying| {
        let coster = OpCoster::new(m, &opts.hw, &opts.axis_links, &opts.plan);
        let weights = Weights::new(m, opts.plan.default_trip_count);
        encode::encode(m, &g, coster, weights, opts.tie_unary, t, share.get())
    };
    let mut enc = encode_with(&found)?;
    let stats = Stats {
        nodes: g.nodes.len(),
        classes: g.members.len(),
        free_classes: (0..enc.x.len())
            .filter(|&k| enc.x[k].len() > 1 && enc.class_rep[k] == k)
            .count(),
        strategy_ops: enc.strategy_ops.len(),
        variables: enc.problem.num_variables(),
        constraints: enc.problem.num_constraints(),
        edge_variables: enc.edge_vars,
        tied_classes: (0..enc.x.len()).filter(|&k| enc.class_rep[k] != k).count(),
        tied_ops: enc.tied_ops,
        merged_edges: enc.merged_edges,
    };
    // Baselines (each evaluated by the cost model) and the warm start: the propagation
    // plan of the user's annotations (the templates drop annotations, so they are
    // compared with, not started from). Each plan is held once, here, and lent.
    let BaselinePlans {
        report: baselines,
        plans: costed,
        prop,
    } = baseline_plans(m, opts);
    let prop: Option<(&Module, f64)> = prop.map(|i| (&costed[i].2, costed[i].1));
    // Every costed baseline plan (a start for the memory search's later rounds).
    let mut plans: Vec<(f64, &Module)> = costed.iter().map(|(_, c, p)| (*c, p)).collect();
    let mut templates: Vec<(baseline::BaselineKind, f64, &Module)> = costed
        .iter()
        .filter(|(k, _, _)| *k != baseline::BaselineKind::Propagation)
        .map(|(k, c, p)| (*k, *c, p))
        .collect();
    // Valid answers outside the ILP's space: the propagation plan (it keeps the
    // annotations) and, when the annotations are ignored, the templates.
    let outside: Vec<(String, f64, &Module)> = costed
        .iter()
        .filter(|(k, _, _)| *k == baseline::BaselineKind::Propagation || opts.ignore_annotations)
        .map(|(k, c, p)| (format!("the {} plan", k.name()), *c, p))
        .collect();
    // The budget applies to the fallback too: a propagation plan over it is no answer.
    let prop_peak = match (prop, opts.memory_budget) {
        (Some((p, _)), Some(_)) => Some(memory::plan_peak(p, opts).map_err(memory_error)?),
        _ => None,
    };
    let fits = |peak: Option<u64>| match (peak, opts.memory_budget) {
        (Some(p), Some(b)) => p <= b,
        _ => true,
    };
    let mut start = ilp::MipStart::new();
    if let (true, Some((p, _))) = (opts.warm_start, prop) {
        start = plan_start(p, &g, &enc);
    }
    // Later rounds of the memory search start from the cheapest baseline that fits.
    plans.sort_by(|a, b| a.0.total_cmp(&b.0));
    if !opts.warm_start {
        plans.clear();
    }
    let encode_seconds = t0.elapsed().as_secs_f64();
    let fallback = least_memory_rival(&costed, prop, prop_peak, opts);
    let so = solver_options(opts, start);
    let mut found_plan = match memory::search(m, &g, &mut enc, opts, so, &plans, fallback) {
        Err(d) if d.0.iter().any(|x| x.message == memory::NEEDS_UNSHARED) => {
            share.set(false);
            enc = encode_with(&found)?;
            let mut start = ilp::MipStart::new();
            if let (true, Some((p, _))) = (opts.warm_start, prop) {
                start = plan_start(p, &g, &enc);
            }
            let so = solver_options(opts, start);
            memory::search(m, &g, &mut enc, opts, so, &plans, fallback)?
        }
        r => r?,
    };
    let mut solve_seconds = found_plan.solve_seconds;
    let mut tying_report = TyingReport {
        repeats: found.repeats.clone(),
        functions: found.functions.clone(),
        untied: None,
    };
    let tied = stats.tied_classes + stats.tied_ops > 0;
    let no_cuts = found_plan.budget.constraints == 0;
    if let (true, true, true, Some(sol)) = (
        opts.tying_loss,
        tied,
        no_cuts,
        found_plan.report.solution.as_ref(),
    ) {
        // Re-solve untied from the tied answer: what tying lost, and a better plan if
        // there is one (only without memory cuts: they belong to the tied encoding).
        let (classes, strategies) = decode::choices(&enc, sol.values());
        let mut untied = encode_with(&tying::Tying::default())?;
        let classes: Vec<Option<usize>> = classes.into_iter().map(Some).collect();
        let start = start_from(&untied, &classes, &strategies);
        let t2 = Instant::now();
        let u = memory::search(
            m,
            &g,
            &mut untied,
            opts,
            solver_options(opts, start),
            &plans,
            fallback,
        )?;
        let secs = t2.elapsed().as_secs_f64();
        let ur = &u.report;
        tying_report.untied = Some(UntiedResolve {
            status: ur.status.clone(),
            objective_s: ur.objective.map(|o| o / UNITS_PER_S),
            bound_s: ur.bound / UNITS_PER_S,
            nodes: ur.nodes,
            solve_seconds: secs,
            variables: untied.problem.num_variables(),
        });
        let better = match (ur.objective, found_plan.report.objective) {
            (Some(a), Some(b)) => a < b * (1.0 - 1e-9),
            (Some(_), None) => true,
            _ => false,
        };
        if better && u.plan.is_some() {
            found_plan = u;
            enc = untied;
            solve_seconds += secs;
        }
    }
    let found = found_plan;
    let r = found.report;
    let mut budget = found.budget;
    let mut plan = None;
    let mut checks = None;
    let mut objective_diffs = Vec::new();
    if let (Some(p), Some(sol)) = (found.plan, r.solution.as_ref()) {
        let objective_s = r.objective.unwrap_or(0.0) / UNITS_PER_S;
        let c = check::check(&p, objective_s, opts);
        objective_diffs = check::objective_diffs(m, &enc, sol.values(), &p, objective_s, &c, opts);
        checks = Some(c);
        plan = Some(p);
    }
    let mut plan_source = PlanSource::Ilp;
    let mut plan_cost_s = checks
        .as_ref()
        .and_then(|c| c.evaluated_s.as_ref().ok().copied());
    let searched_cost_s = plan_cost_s;
    if let (Some((p, c)), false, true) = (prop, opts.ignore_annotations, fits(prop_peak)) {
        // Only the propagation plan keeps the user's annotations: the fallback (when it
        // fits the budget).
        let plan_peak = || plan.as_ref().and_then(|q| memory::plan_peak(q, opts).ok());
        let rival_peak = || prop_peak.or_else(|| memory::plan_peak(p, opts).ok());
        if plan_cost_s.map_or(true, |x| rival_wins(c, x, rival_peak, plan_peak)) {
            plan = Some(p.clone());
            plan_cost_s = Some(c);
            plan_source = PlanSource::Propagation;
            budget.peak_bytes = prop_peak;
            budget.smallest = None;
        }
    }
    if opts.ignore_annotations {
        // Without annotations the templates are valid answers too: never return a
        // plan dearer than one that fits.
        templates.sort_by(|a, b| a.1.total_cmp(&b.1));
        for (kind, c, p) in templates {
            if plan_cost_s.is_some_and(|x| x < c && !ties(c, x)) {
                break;
            }
            if !keeps_aliasing(p) {
                continue;
            }
            let peak = memory::plan_peak(p, opts).ok();
            let plan_peak = || plan.as_ref().and_then(|q| memory::plan_peak(q, opts).ok());
            let wins = plan_cost_s.map_or(true, |x| rival_wins(c, x, || peak, plan_peak));
            if wins && fits(peak) {
                plan = Some(p.clone());
                plan_cost_s = Some(c);
                plan_source = PlanSource::Template(kind);
                budget.peak_bytes = peak;
                budget.smallest = None;
                break;
            }
        }
    }
    let rival_at_tie = plan_source != PlanSource::Ilp
        && matches!((plan_cost_s, searched_cost_s), (Some(a), Some(b)) if ties(a, b));
    let stability = plan.as_ref().map(|p| stability::check(p, m, opts));
    // The bound holds for every plan solve prices: a valid answer outside the ILP's
    // space (one that keeps the donated buffers and fits the budget) below the ILP's
    // bound lowers it to its cost, and the report says so.
    let ilp_bound_s = r.bound / UNITS_PER_S;
    let mut below: Vec<(String, f64)> = outside
        .into_iter()
        .filter(|(_, c, p)| {
            *c < ilp_bound_s && keeps_aliasing(p) && fits(memory::plan_peak(p, opts).ok())
        })
        .map(|(w, c, _)| (w, c))
        .collect();
    if let Some(Some(Ok(c))) = stability.as_ref().map(|s| s.propagated_s.clone()) {
        if c < ilp_bound_s {
            below.push(("the returned plan as propagation rewrites it".into(), c));
        }
    }
    let bound_below = below
        .into_iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(what, c)| (what, c, ilp_bound_s));
    Ok(SolveReport {
        bound_below: bound_below.as_ref().map(|(w, _, b)| (w.clone(), *b)),
        stability,
        plan_source,
        rival_at_tie,
        plan_cost_s,
        clock_limited: !r.is_reproducible(),
        status: r.status.clone(),
        objective_s: r.objective.map(|o| o / UNITS_PER_S),
        bound_s: bound_below.as_ref().map_or(ilp_bound_s, |x| x.1),
        gap: r.gap,
        nodes: r.nodes,
        plan,
        checks,
        baselines,
        stats,
        tying: tying_report,
        encode_seconds,
        solve_seconds,
        problem: enc.problem,
        memory: budget,
        objective_diffs,
    })
}

/// The baselines of a solve: the report's rows and every costed plan, each held once
/// (a plan is a whole module; the solve lends them as starts, fallback and rivals).
struct BaselinePlans {
    report: Vec<Baseline>,
    /// Every costed plan in [`baseline::BaselineKind::ALL`] order: kind, serial seconds
    /// per step, plan.
    plans: Vec<(baseline::BaselineKind, f64, Module)>,
    /// The propagation plan's index in `plans` when it keeps every donated buffer's
    /// sharding (a fallback and warm start must: XLA rejects it or reuses the buffer in
    /// another layout otherwise).
    prop: Option<usize>,
}

/// Each baseline of `m` built, costed and kept (its annotated input dropped) before the
/// next is built.
fn baseline_plans(m: &Module, opts: &SolveOptions) -> BaselinePlans {
    let mut out = BaselinePlans {
        report: Vec::new(),
        plans: Vec::new(),
        prop: None,
    };
    for kind in baseline::BaselineKind::ALL {
        let b = baseline::baseline(m, kind);
        let cost = baseline::cost(&b, &opts.hw, &opts.axis_links, &opts.plan).map(|c| c.serial_s());
        if let (Ok(p), Ok(c)) = (b.plan, &cost) {
            if kind == baseline::BaselineKind::Propagation && keeps_aliasing(&p.plan) {
                out.prop = Some(out.plans.len());
            }
            out.plans.push((kind, *c, p.plan));
        }
        out.report.push(Baseline {
            name: kind.name().into(),
            cost_s: cost,
        });
    }
    out
}

fn memory_error(e: String) -> Diagnostics {
    let mut d = Diagnostics::default();
    d.push(Diagnostic::error(crate::diag::Span::DUMMY, e));
    d
}

/// A MIP start with the class choices of plan `p` (where its sharding of a member is a
/// candidate); the solver completes the rest.
pub(crate) fn plan_start(p: &Module, g: &graph::Graph, enc: &encode::Encoding) -> ilp::MipStart {
    let mut start = ilp::MipStart::new();
    let mut set = std::collections::HashSet::new();
    for (k, ms) in g.members.iter().enumerate() {
        if enc.x[k].len() <= 1 {
            continue;
        }
        let want = ms.iter().find_map(|&i| match g.nodes[i] {
            graph::Node::Value(v) => get_sharding(p, v).map(|s| candidates::close(&s)),
            _ => None,
        });
        if let Some(i) = want.and_then(|w| enc.cands[k].iter().position(|c| c.as_ref() == Some(&w)))
        {
            for (j, x) in enc.x[k].iter().enumerate() {
                if let Some(x) = x {
                    // Tied classes share variables: each is set once.
                    if set.insert(*x) {
                        start.set(*x, if i == j { 1.0 } else { 0.0 });
                    }
                }
            }
        }
    }
    start
}
