//! The per-device memory budget as a hard constraint of the search, added lazily.
//!
//! Memory is judged on the fixed schedule of [`crate::cost::memory`] (program order, the
//! plan's reshards and their temporaries at full size, loop bodies and callees at the op
//! that runs them). The loop: solve; decode; evaluate the plan's exact peak; if it is over
//! the budget, add "bytes live at t <= budget" for the incumbent's violated time points
//! t ([`model::Cut`], every term exact at the incumbent and a lower bound elsewhere, so no
//! plan that fits is ever cut off, except within [`ROW_TOLERANCE`] of the budget when a
//! cut the solver let through is tightened); re-solve, warm-started from the cheapest baseline that
//! fits when there is one; repeat until the incumbent fits, the problem is infeasible or
//! [`MAX_ROUNDS`] is reached. The returned plan is always re-evaluated: it never exceeds
//! the budget.
//!
//! When no plan fits, a second ILP finds the smallest budget that would: the same
//! choices, objective `M`, every cut as `bytes(t) <= M`, again lazily. Its plan is the
//! one that needs the least memory.
//!
//! Units: rows are in units of the first over-budget plan's peak (coefficients are
//! fractions of a plan's memory, never raw bytes).

pub mod model;

use std::time::Instant;

use autoshard_solver as ilp;

use self::model::{Choices, Cut, Linearizer, MemoryModel};
use super::encode::Encoding;
use super::graph::Graph;
use super::{decode, PlanSource, SolveOptions};
use crate::cost::memory::memory;
use crate::cost::plan::{evaluate, ModuleShardings};
use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::ir::Module;

/// Solve rounds after the first before the search gives up on fitting the budget.
pub const MAX_ROUNDS: usize = 40;
/// Time points added per round (the most violated first).
pub const CUTS_PER_ROUND: usize = 16;
/// The violation of a row the ILP solver still accepts, in row units (HiGHS's default
/// `mip_feasibility_tolerance`, which the solver crate leaves unchanged). A cut the
/// solver let through is tightened by it: plans within this fraction of a peak below the
/// budget at that time point may then be cut off (about 240 bytes of a 0.22 GiB peak).
pub const ROW_TOLERANCE: f64 = 1e-6;

/// The smallest budget that works, when the requested one does not.
#[derive(Clone, Debug)]
pub struct Smallest {
    /// The plan's peak per device.
    pub bytes: u64,
    /// A plan with that peak.
    pub plan: Module,
    /// What the plan costs (serial seconds per step).
    pub cost_s: Option<f64>,
    pub source: PlanSource,
    /// Whether the search for it finished (else `bytes` is an upper bound of the
    /// smallest budget, found within the round limit).
    pub proven: bool,
}

/// What the memory budget did to the search.
#[derive(Clone, Debug, Default)]
pub struct BudgetReport {
    /// The budget per device (`None`: no constraint).
    pub budget_bytes: Option<u64>,
    /// Solves after the first (each after adding time points).
    pub rounds: usize,
    /// Time-point constraints added.
    pub constraints: usize,
    /// Pair variables added for them.
    pub variables: usize,
    /// The peak of the returned plan.
    pub peak_bytes: Option<u64>,
    /// When no plan fits: the smallest budget that works and its plan.
    pub smallest: Option<Smallest>,
    /// Why the search stopped without a plan that fits, when it was not infeasibility.
    pub note: Option<String>,
}

/// What [`search`] found.
pub struct Found {
    /// The last ILP solve (with a solution when `plan` is one of its).
    pub report: ilp::SolveReport,
    /// The ILP's plan (within the budget).
    pub plan: Option<Module>,
    pub budget: BudgetReport,
    /// Seconds in the ILP solves.
    pub solve_seconds: f64,
}

/// The peak per device of plan `p` under [`crate::cost::memory`].
pub fn plan_peak(p: &Module, opts: &SolveOptions) -> Result<u64, String> {
    let pc = evaluate(p, &opts.hw, &opts.axis_links, &opts.plan)?;
    Ok(memory(p, &ModuleShardings::new(p), &pc).peak_bytes)
}

/// What [`search`] answers when the budget binds on an encoding that shares reads: the
/// memory model prices one reshard per read, so the caller encodes again without sharing.
pub const NEEDS_UNSHARED: &str = "the memory budget binds: encode without shared reads";

fn internal(msg: String) -> Diagnostics {
    let mut d = Diagnostics::default();
    d.push(Diagnostic::error(Span::DUMMY, msg));
    d
}

fn run(p: &ilp::Problem, so: &ilp::SolveOptions) -> Result<ilp::SolveReport, Diagnostics> {
    ilp::solve(p, so).map_err(|e| internal(format!("the solver rejected the problem: {e}")))
}

/// The incumbent's violated entry points, most violated first.
fn violated(ev: &model::Evaluation, limit: u64, max: usize) -> Vec<(usize, u64)> {
    let mut pts: Vec<(usize, u64)> = ev
        .entry_points()
        .into_iter()
        .filter(|&(_, b)| b > limit)
        .collect();
    pts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    pts.truncate(max);
    pts
}

/// The cuts of `points`, each checked against the evaluation (the model and
/// [`crate::cost::memory`] must agree to the byte).
fn cuts_of(
    model: &mut MemoryModel<'_>,
    ch: &Choices,
    ev: &model::Evaluation,
    points: &[(usize, u64)],
) -> Result<Vec<Cut>, Diagnostics> {
    let mut out = Vec::new();
    for &(pos, bytes) in points {
        let cut = model.cut(ch, ev, pos);
        let got = model.cut_bytes(&cut, ch);
        if got != bytes {
            return Err(internal(format!(
                "internal error: the memory constraint of time point {pos} counts {got} bytes, the evaluation {bytes}"
            )));
        }
        out.push(cut);
    }
    Ok(out)
}

/// The start values of the ILP variables of `values` (x and y: the ones the base
/// problem had).
fn start_of(values: &[f64], n: usize) -> ilp::MipStart {
    values
        .iter()
        .take(n)
        .enumerate()
        .map(|(i, &v)| (ilp::VarId::from_index(i as u32), v.round()))
        .collect()
}

fn remaining(deadline: Option<Instant>) -> Option<f64> {
    deadline.map(|d| {
        d.saturating_duration_since(Instant::now())
            .as_secs_f64()
            .max(1e-3)
    })
}

/// What the rounds share: the model, every cut found so far, the unit of the rows, the
/// incumbent that needed the least memory.
struct State<'a> {
    model: Option<MemoryModel<'a>>,
    cuts: Vec<Cut>,
    unit: f64,
    least: Option<(u64, Vec<f64>)>,
    base_vars: usize,
    deadline: Option<Instant>,
}

/// How a [`fit`] ended.
struct Fit {
    report: ilp::SolveReport,
    /// The plan within the limit, with its peak.
    plan: Option<(Module, u64)>,
    note: Option<String>,
}

/// Adds the rows of `cuts` (`bytes <= limit`) to `p`.
fn add_rows(
    model: &mut MemoryModel<'_>,
    cuts: &[Cut],
    limit: f64,
    unit: f64,
    p: &mut ilp::Problem,
    lin: &mut Linearizer,
    budget: &mut BudgetReport,
) {
    for cut in cuts {
        let e = model.linear(cut, unit, p, lin);
        let n = p.num_constraints();
        p.add_constraint(format!("mem{n}"), e, ilp::Relation::Le, limit / unit);
        budget.constraints += 1;
    }
    budget.variables += lin.variables;
    lin.variables = 0;
}

/// The budget loop on problem `p` (which has the rows of every cut in `st` already):
/// solve, decode, evaluate, add the violated time points, until a plan fits `limit`,
/// the problem is infeasible or [`MAX_ROUNDS`] is reached.
#[allow(clippy::too_many_arguments)]
fn fit<'a>(
    m: &'a Module,
    g: &'a Graph,
    enc: &Encoding,
    opts: &'a SolveOptions,
    p: &mut ilp::Problem,
    lin: &mut Linearizer,
    mut so: ilp::SolveOptions,
    limit: Option<u64>,
    starts: &[(f64, &Module)],
    st: &mut State<'a>,
    budget: &mut BudgetReport,
) -> Result<Fit, Diagnostics> {
    let mut rounds = 0;
    loop {
        if let Some(t) = remaining(st.deadline) {
            so.time_limit = Some(t);
        }
        let r = run(p, &so)?;
        let sol = match (r.status.has_solution(), r.solution.as_ref()) {
            (true, Some(s)) => s.values().to_vec(),
            _ => {
                let note = (rounds > 0 && r.status.limit().is_some()).then(|| {
                    format!(
                        "the search stopped ({}) before finding a plan within the budget",
                        r.status
                    )
                });
                return Ok(Fit {
                    report: r,
                    plan: None,
                    note,
                });
            }
        };
        let plan = decode::decode(m, g, enc, &sol);
        let Some(limit) = limit else {
            return Ok(Fit {
                report: r,
                plan: Some((plan, 0)),
                note: None,
            });
        };
        let peak = plan_peak(&plan, opts).map_err(internal)?;
        if peak <= limit {
            return Ok(Fit {
                report: r,
                plan: Some((plan, peak)),
                note: None,
            });
        }
        if enc.share_reads {
            return Err(internal(NEEDS_UNSHARED.into()));
        }
        let model = st
            .model
            .get_or_insert_with(|| MemoryModel::new(m, g, enc, opts));
        let ch = decode::choices(enc, &sol);
        let ev = model.evaluate(&ch);
        if ev.peak != peak {
            return Err(internal(format!(
                "internal error: the memory model gives a peak of {} bytes, the evaluation {peak}",
                ev.peak
            )));
        }
        if st.least.as_ref().map_or(true, |(b, _)| peak < *b) {
            st.least = Some((peak, sol.clone()));
        }
        if rounds >= MAX_ROUNDS {
            return Ok(Fit {
                report: r,
                plan: None,
                note: Some(format!(
                    "no plan within the budget after {MAX_ROUNDS} rounds of added memory constraints"
                )),
            });
        }
        if st.unit == 0.0 {
            st.unit = peak as f64;
        }
        let points = violated(&ev, limit, CUTS_PER_ROUND);
        let mut new = Vec::new();
        for (cut, &(_, bytes)) in cuts_of(model, &ch, &ev, &points)?.into_iter().zip(&points) {
            // A cut the incumbent violates although the problem has it: the solver's
            // feasibility tolerance let it through (rows are in units of a peak, so an
            // excess of a few bytes is far below it). Tighten this one by the excess plus
            // the tolerance in bytes, so the incumbent is out even at the tolerance.
            let rhs = if st.cuts.contains(&cut) {
                let slack = (ROW_TOLERANCE * st.unit).ceil() as u64;
                limit.saturating_sub(bytes - limit + slack)
            } else {
                limit
            };
            add_rows(
                model,
                std::slice::from_ref(&cut),
                rhs as f64,
                st.unit,
                p,
                lin,
                budget,
            );
            new.push(cut);
        }
        st.cuts.extend(new);
        rounds += 1;
        budget.rounds += 1;
        if rounds == 1 {
            // The start of every later round: the cheapest known plan that fits.
            let mut fitting = None;
            for (_, q) in starts {
                if plan_peak(q, opts).map_err(internal)? <= limit {
                    fitting = Some(super::plan_start(q, g, enc)).filter(|s| !s.is_empty());
                    break;
                }
            }
            so.mip_start = fitting;
        }
    }
}

/// A valid plan outside the ILP's space: the plan, its cost (serial seconds per step), its
/// peak per device and where it comes from.
pub type Rival<'a> = (&'a Module, f64, u64, PlanSource);

/// Solves `enc` within `opts.memory_budget`. `so` carries the first solve's options (its
/// MIP start); later rounds start from the first of `starts` (plans by increasing cost)
/// that fits; `fallback` is a plan outside the ILP's space that may need less memory
/// than any of its plans (the propagation plan, or a template when the annotations are
/// ignored).
pub fn search(
    m: &Module,
    g: &Graph,
    enc: &mut Encoding,
    opts: &SolveOptions,
    so: ilp::SolveOptions,
    starts: &[(f64, &Module)],
    fallback: Option<Rival>,
) -> Result<Found, Diagnostics> {
    let t0 = Instant::now();
    let mut budget = BudgetReport {
        budget_bytes: opts.memory_budget,
        ..BudgetReport::default()
    };
    // The problem without cuts, for the smallest-budget search: cuts only append
    // variables and rows, so its size now is enough to copy it when it is needed.
    let base_size = (enc.problem.num_variables(), enc.problem.num_constraints());
    let mut st = State {
        model: None,
        cuts: Vec::new(),
        unit: 0.0,
        least: None,
        base_vars: enc.problem.num_variables(),
        deadline: opts
            .time_limit
            .map(|t| t0 + std::time::Duration::from_secs_f64(t)),
    };
    let mut p = std::mem::take(&mut enc.problem);
    let mut lin = Linearizer::default();
    let f = fit(
        m,
        g,
        enc,
        opts,
        &mut p,
        &mut lin,
        so.clone(),
        opts.memory_budget,
        starts,
        &mut st,
        &mut budget,
    )?;
    enc.problem = p;
    budget.note = f.note;
    if opts.memory_budget.is_some() {
        budget.peak_bytes = f.plan.as_ref().map(|x| x.1);
    }
    if let (None, ilp::Status::Infeasible, Some(_)) =
        (&f.plan, &f.report.status, opts.memory_budget)
    {
        if !st.cuts.is_empty() {
            let base = enc.problem.prefix(base_size.0, base_size.1);
            budget.smallest = Some(smallest(
                m, g, enc, opts, base, so, starts, &mut st, fallback,
            )?);
        }
    }
    Ok(Found {
        report: f.report,
        plan: f.plan.map(|x| x.0),
        budget,
        solve_seconds: t0.elapsed().as_secs_f64(),
    })
}

/// The smallest per-device peak of any plan, and the cheapest plan the search finds
/// with it. Alternates a lower bound and a fit: minimise `M` subject to every cut
/// `bytes(t) <= M` (a lower bound of every plan's peak, as cuts never remove a plan);
/// then run the budget loop with `M` as the budget. A plan that fits has the smallest
/// peak; otherwise the loop added time points that raise the next bound.
#[allow(clippy::too_many_arguments)]
fn smallest<'a>(
    m: &'a Module,
    g: &'a Graph,
    enc: &Encoding,
    opts: &'a SolveOptions,
    base: ilp::Problem,
    so: ilp::SolveOptions,
    starts: &[(f64, &Module)],
    st: &mut State<'a>,
    fallback: Option<Rival>,
) -> Result<Smallest, Diagnostics> {
    let mut out: Option<Smallest> = None;
    let mut scratch = BudgetReport::default();
    for _ in 0..MAX_ROUNDS {
        let unit = st.unit;
        let model = st.model.as_mut().expect("a model once there are cuts");
        // The lower bound.
        let mut p = base.clone();
        let mut lin = Linearizer::default();
        let big = p.add_continuous("mem_peak", 0.0, f64::INFINITY);
        p.set_objective(ilp::LinearExpr::from(big));
        for cut in &st.cuts {
            let mut e = model.linear(cut, unit, &mut p, &mut lin);
            e.add_term(big, -1.0);
            let n = p.num_constraints();
            p.add_constraint(format!("mempeak{n}"), e, ilp::Relation::Le, 0.0);
        }
        let mut lo = so.clone().with_mip_rel_gap(0.0);
        lo.lp_bound = false;
        lo.mip_start = st.least.as_ref().map(|(_, v)| start_of(v, st.base_vars));
        if let Some(t) = remaining(st.deadline) {
            lo.time_limit = Some(t);
        }
        let r = run(&p, &lo)?;
        let Some(bound) = r.objective.filter(|_| r.status.has_solution()) else {
            break;
        };
        // The fit at that bound (a hair above it: the solver's tolerance).
        let limit = (bound * unit * (1.0 + 1e-7)).ceil() as u64;
        let mut p = base.clone();
        let mut lin = Linearizer::default();
        add_rows(
            model,
            &st.cuts,
            limit as f64,
            unit,
            &mut p,
            &mut lin,
            &mut scratch,
        );
        let mut fso = so.clone();
        fso.mip_start = None;
        let f = fit(
            m,
            g,
            enc,
            opts,
            &mut p,
            &mut lin,
            fso,
            Some(limit),
            starts,
            st,
            &mut scratch,
        )?;
        if let Some((plan, peak)) = f.plan {
            let cost_s = evaluate(&plan, &opts.hw, &opts.axis_links, &opts.plan)
                .ok()
                .map(|c| c.serial_s());
            out = Some(Smallest {
                bytes: peak,
                plan,
                cost_s,
                source: PlanSource::Ilp,
                proven: r.status == ilp::Status::Optimal,
            });
            break;
        }
        if f.report.status != ilp::Status::Infeasible {
            break;
        }
    }
    if out.is_none() {
        // Not settled within the rounds: the incumbent that needed the least memory.
        if let Some((bytes, sol)) = &st.least {
            let plan = decode::decode(m, g, enc, sol);
            let cost_s = evaluate(&plan, &opts.hw, &opts.axis_links, &opts.plan)
                .ok()
                .map(|c| c.serial_s());
            out = Some(Smallest {
                bytes: *bytes,
                plan,
                cost_s,
                source: PlanSource::Ilp,
                proven: false,
            });
        }
    }
    if let Some((fp, cost, peak, source)) = fallback {
        if out.as_ref().map_or(true, |s| peak < s.bytes) {
            out = Some(Smallest {
                bytes: peak,
                plan: fp.clone(),
                cost_s: Some(cost),
                source,
                proven: out.as_ref().is_some_and(|s| s.proven),
            });
        }
    }
    out.ok_or_else(|| internal("internal error: no plan at all for the smallest budget".into()))
}
