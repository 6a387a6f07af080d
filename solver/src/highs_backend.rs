//! The HiGHS backend: upload a [`Problem`] (as columns, reduced under a light root:
//! [`crate::reduce`]), set options, run, decode a [`SolveReport`].
//!
//! The model is built and run through the safe `highs` crate (good_lp's HiGHS backend would
//! hide the MIP gap, the dual bound and the precise model status); the few calls that crate
//! does not wrap go through [`crate::highs_ffi`]. The LP-bound half of the report comes from
//! [`crate::relaxation`], which goes through good_lp.

use crate::assignment::Assignment;
use crate::error::SolveError;
use crate::highs_ffi;
use crate::options::SolveOptions;
use crate::problem::Problem;
use crate::reduce;
use crate::relaxation::{lp_relaxation_unchecked, LpBound};
use crate::report::{relative_gap, SolveReport};
use crate::status::{Limit, Status};
use highs_sys::*;
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// Solves `problem` (minimisation) with HiGHS under `options`.
///
/// Returns `Err` only when the request is malformed (invalid problem, option out of range,
/// bad MIP start), before any solver runs. Anything that happens inside the solver, including
/// HiGHS errors and panics in the bindings, comes back as a [`Status`] in the report.
///
/// When [`SolveOptions::lp_bound`] is on and the problem has integer variables, the LP
/// relaxation is also solved (through good_lp) and [`SolveReport::bound`] is the larger of the
/// two bounds; an LP relaxation proven infeasible also settles a search that found nothing.
/// With [`SolveOptions::lp_bound_only_if_open`] it is solved after the search, and only when
/// the search left a gap.
///
/// ```
/// use autoshard_solver::{solve, LinearExpr, Problem, Relation, SolveOptions, Status};
/// let mut p = Problem::new();
/// let x = p.add_binary("x");
/// let y = p.add_binary("y");
/// p.add_constraint("one", LinearExpr::from(x) + y, Relation::Ge, 1.0);
/// p.set_objective(2.0 * x + 3.0 * y);
/// let r = solve(&p, &SolveOptions::default()).unwrap();
/// assert_eq!(r.status, Status::Optimal);
/// assert_eq!(r.objective, Some(2.0));
/// assert_eq!(r.value(x), Some(1.0));
/// ```
pub fn solve(problem: &Problem, options: &SolveOptions) -> Result<SolveReport, SolveError> {
    problem.validate()?;
    options.validate(problem)?;
    let clock = Instant::now();
    let mip = || {
        if problem.num_variables() == 0 {
            constant_run(problem)
        } else {
            catch_unwind(AssertUnwindSafe(|| run_highs(problem, options))).unwrap_or_else(|p| {
                RawRun::error(format!(
                    "panic in the highs bindings: {}",
                    panic_message(&p)
                ))
            })
        }
    };
    let want_lp = options.lp_bound && problem.has_integers();
    // With more than one thread the independent LP runs beside the search (each is
    // deterministic on its own, so the result does not depend on the overlap).
    let (run, lp) = if want_lp && options.lp_bound_only_if_open {
        let run = mip();
        let lp = if closed(&run) {
            LpBound::NotComputed
        } else {
            lp_relaxation_unchecked(problem, options)
        };
        (run, lp)
    } else if want_lp && options.threads.get() > 1 {
        std::thread::scope(|s| {
            let lp = s.spawn(|| lp_relaxation_unchecked(problem, options));
            let run = mip();
            let lp = lp.join().unwrap_or_else(|p| {
                LpBound::Unknown(format!("panic in the LP thread: {}", panic_message(&p)))
            });
            (run, lp)
        })
    } else if want_lp {
        (mip(), lp_relaxation_unchecked(problem, options))
    } else {
        (mip(), LpBound::NotComputed)
    };
    Ok(assemble(run, lp, clock.elapsed().as_secs_f64()))
}

/// Whether HiGHS proved its incumbent optimal with its own bound at the objective: no
/// other bound can change the report's (it is capped at the objective).
fn closed(run: &RawRun) -> bool {
    match (&run.outcome, run.objective, run.highs_bound) {
        (Outcome::Optimal, Some(o), Some(b)) => b >= o,
        _ => false,
    }
}

/// How HiGHS ended, before the LP bound is folded in.
#[derive(Debug)]
enum Outcome {
    Optimal,
    Limit(Limit),
    Infeasible,
    Unbounded,
    InfeasibleOrUnbounded,
    Error(String),
}

#[derive(Debug)]
struct RawRun {
    outcome: Outcome,
    objective: Option<f64>,
    values: Option<Vec<f64>>,
    highs_bound: Option<f64>,
    nodes: u64,
    highs_status: String,
}

impl RawRun {
    fn error(message: String) -> Self {
        RawRun {
            outcome: Outcome::Error(message),
            objective: None,
            values: None,
            highs_bound: None,
            nodes: 0,
            highs_status: "NotRun".to_string(),
        }
    }
}

/// A problem without variables: its constraints are constants, its objective a number.
fn constant_run(problem: &Problem) -> RawRun {
    let feasible = problem
        .constraints()
        .iter()
        .all(|c| c.relation.holds(c.expr.constant(), c.rhs, 0.0));
    let objective = problem.objective().constant();
    RawRun {
        outcome: if feasible {
            Outcome::Optimal
        } else {
            Outcome::Infeasible
        },
        objective: feasible.then_some(objective),
        values: feasible.then(Vec::new),
        // With no variable the optimum is the constant itself: a proven bound.
        highs_bound: feasible.then_some(objective),
        nodes: 0,
        highs_status: "NotRun".to_string(),
    }
}

fn set_option<V: highs::HighsOptionValue + std::fmt::Debug + Copy>(
    model: &mut highs::Model,
    name: &str,
    value: V,
) -> Result<(), String> {
    model
        .try_set_option(name, value)
        .map_err(|_| format!("HiGHS rejected option {name} = {value:?}"))
}

/// A count limit as a HiGHS int (values beyond `i32::MAX` mean "no limit" to HiGHS anyway).
fn highs_int(limit: u64) -> i32 {
    i32::try_from(limit).unwrap_or(i32::MAX)
}

/// Whether `options` ask for a light root on a problem of `variables` variables.
fn light_root(options: &SolveOptions, variables: usize) -> bool {
    options.light_root_from.is_some_and(|n| variables >= n)
}

fn configure(
    model: &mut highs::Model,
    options: &SolveOptions,
    variables: usize,
) -> Result<(), String> {
    if light_root(options, variables) {
        set_option(model, "presolve", c"off")?;
        set_option(model, "mip_heuristic_run_feasibility_jump", false)?;
        // HiGHS presolves the root LP even with `presolve = off` unless told the root
        // presolve is the only one; symmetry detection builds a graph of the whole model.
        set_option(model, "mip_root_presolve_only", true)?;
        set_option(model, "mip_detect_symmetry", false)?;
    }
    if !options.quiet {
        set_option(model, "output_flag", true)?;
        set_option(model, "log_to_console", true)?;
    }
    set_option(model, "threads", options.threads.get() as i32)?;
    set_option(model, "random_seed", options.random_seed as i32)?;
    set_option(model, "mip_rel_gap", options.mip_rel_gap)?;
    if let Some(t) = options.time_limit {
        set_option(model, "time_limit", t)?;
    }
    if let Some(n) = options.node_limit {
        set_option(model, "mip_max_nodes", highs_int(n))?;
    }
    if let Some(n) = options.leaf_limit {
        set_option(model, "mip_max_leaves", highs_int(n))?;
    }
    if let Some(n) = options.improving_solution_limit {
        set_option(model, "mip_max_improving_sols", highs_int(n))?;
    }
    Ok(())
}

fn run_highs(problem: &Problem, options: &SolveOptions) -> RawRun {
    // Upload: the problem as columns (aliases merged and repeated rows dropped when
    // HiGHS's presolve is off, [`crate::reduce`]).
    let objective = problem.objective();
    let (pb, cols) = reduce::model(problem, light_root(options, problem.num_variables()));
    let mut model = match pb.try_optimise(highs::Sense::Minimise) {
        Ok(m) => m,
        Err(e) => return RawRun::error(format!("HiGHS rejected the model ({e:?})")),
    };
    if let Err(message) = configure(&mut model, options, problem.num_variables()) {
        return RawRun::error(message);
    }
    if objective.constant() != 0.0
        && !highs_ffi::change_objective_offset(model.as_mut_ptr(), objective.constant())
    {
        return RawRun::error("HiGHS rejected the objective offset".to_string());
    }
    let is_mip = problem.has_integers();
    let start = options.sorted_start();
    if is_mip && !start.is_empty() {
        let entries: Vec<(HighsInt, f64)> = cols
            .start(&start)
            .into_iter()
            .map(|(c, x)| (c as HighsInt, x))
            .collect();
        if !highs_ffi::set_sparse_solution(model.as_mut_ptr(), &entries) {
            return RawRun::error("HiGHS rejected the MIP start".to_string());
        }
    }

    if let (true, Some(f)) = (is_mip, &options.progress) {
        if !highs_ffi::set_progress(model.as_mut_ptr(), f) {
            return RawRun::error("HiGHS rejected the progress callback".to_string());
        }
    }
    highs_ffi::reset_scheduler();
    let solved = match model.try_solve() {
        Ok(s) => s,
        Err(e) => return RawRun::error(format!("HiGHS run failed ({e:?})")),
    };

    // Decode.
    let raw = highs_ffi::model_status(solved.as_ptr());
    let has_solution = solved.int_info_value(c"primal_solution_status").ok()
        == Some(i64::from(SOLUTION_STATUS_FEASIBLE));
    let nodes = if is_mip {
        highs_ffi::int64_info(solved.as_ptr(), c"mip_node_count")
            .map_or(0, |n| u64::try_from(n).unwrap_or(0))
    } else {
        0
    };
    let objective = has_solution.then(|| solved.objective_value());
    let values = has_solution.then(|| {
        let sol = solved.get_solution();
        cols.values(sol.columns())
            .iter()
            .zip(problem.variables())
            .map(|(&x, v)| if v.kind.is_integral() { x.round() } else { x })
            .collect()
    });
    let highs_bound = if is_mip {
        solved
            .double_info_value(c"mip_dual_bound")
            .ok()
            .filter(|b| !b.is_nan())
    } else if raw == MODEL_STATUS_OPTIMAL {
        objective
    } else {
        None
    };
    let limit = |l: Limit| Outcome::Limit(l);
    let outcome = match raw {
        MODEL_STATUS_OPTIMAL if has_solution => Outcome::Optimal,
        MODEL_STATUS_OPTIMAL => Outcome::Error("HiGHS reported optimal without a solution".into()),
        MODEL_STATUS_INFEASIBLE => Outcome::Infeasible,
        MODEL_STATUS_UNBOUNDED => Outcome::Unbounded,
        MODEL_STATUS_UNBOUNDED_OR_INFEASIBLE => Outcome::InfeasibleOrUnbounded,
        MODEL_STATUS_REACHED_TIME_LIMIT => limit(Limit::Time),
        MODEL_STATUS_REACHED_ITERATION_LIMIT => limit(Limit::Iterations),
        MODEL_STATUS_REACHED_SOLUTION_LIMIT => limit(work_limit(options, nodes)),
        MODEL_STATUS_REACHED_INTERRUPT => limit(Limit::Interrupt),
        MODEL_STATUS_REACHED_MEMORY_LIMIT => limit(Limit::Memory),
        MODEL_STATUS_OBJECTIVE_BOUND | MODEL_STATUS_OBJECTIVE_TARGET => limit(Limit::Objective),
        other => Outcome::Error(format!(
            "HiGHS ended with model status {}",
            status_name(other)
        )),
    };
    RawRun {
        outcome,
        objective,
        values,
        highs_bound,
        nodes,
        highs_status: status_name(raw).to_string(),
    }
}

/// HiGHS reports node, leaf and improving-solution limits alike; tell them apart.
fn work_limit(options: &SolveOptions, nodes: u64) -> Limit {
    let node_hit = options
        .node_limit
        .is_some_and(|n| nodes >= u64::from(highs_int(n).unsigned_abs()));
    match (
        node_hit,
        options.leaf_limit.is_some(),
        options.improving_solution_limit.is_some(),
    ) {
        (true, _, _) => Limit::Nodes,
        (false, true, false) => Limit::Leaves,
        (false, false, true) => Limit::ImprovingSolutions,
        _ => Limit::Work,
    }
}

fn status_name(raw: HighsInt) -> &'static str {
    match raw {
        MODEL_STATUS_NOTSET => "NotSet",
        MODEL_STATUS_LOAD_ERROR => "LoadError",
        MODEL_STATUS_MODEL_ERROR => "ModelError",
        MODEL_STATUS_PRESOLVE_ERROR => "PresolveError",
        MODEL_STATUS_SOLVE_ERROR => "SolveError",
        MODEL_STATUS_POSTSOLVE_ERROR => "PostsolveError",
        MODEL_STATUS_MODEL_EMPTY => "ModelEmpty",
        MODEL_STATUS_OPTIMAL => "Optimal",
        MODEL_STATUS_INFEASIBLE => "Infeasible",
        MODEL_STATUS_UNBOUNDED_OR_INFEASIBLE => "UnboundedOrInfeasible",
        MODEL_STATUS_UNBOUNDED => "Unbounded",
        MODEL_STATUS_OBJECTIVE_BOUND => "ObjectiveBound",
        MODEL_STATUS_OBJECTIVE_TARGET => "ObjectiveTarget",
        MODEL_STATUS_REACHED_TIME_LIMIT => "TimeLimit",
        MODEL_STATUS_REACHED_ITERATION_LIMIT => "IterationLimit",
        MODEL_STATUS_UNKNOWN => "Unknown",
        MODEL_STATUS_REACHED_SOLUTION_LIMIT => "SolutionLimit",
        MODEL_STATUS_REACHED_INTERRUPT => "Interrupt",
        MODEL_STATUS_REACHED_MEMORY_LIMIT => "MemoryLimit",
        _ => "Unrecognised",
    }
}

/// Folds the LP bound into HiGHS's outcome and computes the final status, bound and gap.
fn assemble(run: RawRun, lp: LpBound, wall_seconds: f64) -> SolveReport {
    let lp_infeasible = lp == LpBound::Infeasible;
    let outcome = match run.outcome {
        // An infeasible relaxation proves infeasibility when HiGHS could not.
        Outcome::InfeasibleOrUnbounded | Outcome::Limit(_)
            if lp_infeasible && run.objective.is_none() =>
        {
            Outcome::Infeasible
        }
        o => o,
    };
    let objective = match outcome {
        Outcome::Optimal | Outcome::Limit(_) => run.objective,
        _ => None,
    };
    let bound = match outcome {
        Outcome::Infeasible => f64::INFINITY,
        Outcome::Unbounded => f64::NEG_INFINITY,
        _ => {
            // An "infeasible" relaxation next to an incumbent is LP trouble: ignore it.
            let lp_value = lp.value().filter(|v| objective.is_none() || v.is_finite());
            let b = [run.highs_bound, lp_value]
                .into_iter()
                .flatten()
                .fold(f64::NEG_INFINITY, f64::max);
            objective.map_or(b, |o| b.min(o))
        }
    };
    let gap = objective.map(|o| relative_gap(o, bound));
    let status = match outcome {
        Outcome::Optimal => Status::Optimal,
        Outcome::Limit(limit) => match gap {
            Some(gap) => Status::Feasible { gap, limit },
            None => Status::LimitReachedNoSolution { limit },
        },
        Outcome::Infeasible => Status::Infeasible,
        Outcome::Unbounded => Status::Unbounded,
        Outcome::InfeasibleOrUnbounded => Status::InfeasibleOrUnbounded,
        Outcome::Error(message) => Status::Error { message },
    };
    let solution = if status.has_solution() {
        run.values.map(Assignment::new)
    } else {
        None
    };
    SolveReport {
        status,
        objective,
        solution,
        highs_bound: run.highs_bound,
        lp_bound: lp,
        bound,
        gap,
        nodes: run.nodes,
        wall_seconds,
        highs_status: run.highs_status,
    }
}

/// The message of a caught panic.
pub(crate) fn panic_message(payload: &Box<dyn Any + Send>) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}
