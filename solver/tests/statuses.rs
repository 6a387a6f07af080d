//! Every `Status` the backend can produce on purpose, and the validation errors.

mod common;

use autoshard_solver::{
    check_assignment, solve, Limit, LinearExpr, LpBound, MipStart, Place, Problem, ProblemError,
    Relation, SolveError, SolveOptions, Status, VarId,
};
use common::{exact, knapsack, planted_market_split};

fn two_binaries() -> (Problem, VarId, VarId) {
    let mut p = Problem::new();
    let x = p.add_binary("x");
    let y = p.add_binary("y");
    (p, x, y)
}

#[test]
fn optimal_with_solution_bound_and_gap() {
    let (mut p, x, y) = two_binaries();
    let z = p.add_continuous("z", 0.0, 10.0);
    p.add_constraint("cover", LinearExpr::from(x) + y, Relation::Ge, 1.0);
    p.add_constraint("link", LinearExpr::from(z) - x * 2.5, Relation::Ge, 0.0);
    p.set_objective(LinearExpr::from(x) * 1.0 + y * 2.0 + z * 0.5 + 7.0);
    let r = solve(&p, &exact()).unwrap();
    assert_eq!(r.status, Status::Optimal);
    // x = 1, z = 2.5: 1 + 1.25 + 7; y = 1: 2 + 7. Constant included.
    assert!((r.objective.unwrap() - 9.0).abs() < 1e-9, "{r:?}");
    assert_eq!(r.value(y), Some(1.0));
    assert_eq!(r.gap, Some(0.0));
    assert!((r.bound - 9.0).abs() < 1e-6, "{r:?}");
    let sol = r.solution.as_ref().unwrap();
    assert!(check_assignment(&p, sol, 1e-6).is_empty());
    assert!((sol.objective(&p) - 9.0).abs() < 1e-9);
    assert!(matches!(r.lp_bound, LpBound::Optimal(b) if b <= 9.0 + 1e-9));
    assert_eq!(r.highs_status, "Optimal");
    assert!(r.is_reproducible());
}

#[test]
fn pure_lp_is_optimal_with_exact_bound() {
    let mut p = Problem::new();
    let a = p.add_continuous("a", 0.0, f64::INFINITY);
    let b = p.add_continuous("b", f64::NEG_INFINITY, 3.0);
    p.add_constraint("sum", LinearExpr::from(a) + b, Relation::Eq, 4.0);
    p.set_objective(LinearExpr::from(a) * 2.0 + b);
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert_eq!(r.status, Status::Optimal);
    assert!((r.objective.unwrap() - 5.0).abs() < 1e-9);
    assert!((r.bound - 5.0).abs() < 1e-9);
    assert_eq!(r.lp_bound, LpBound::NotComputed);
    assert_eq!(r.nodes, 0);
}

#[test]
fn infeasible() {
    let (mut p, x, y) = two_binaries();
    p.add_constraint("too_many", LinearExpr::from(x) + y, Relation::Ge, 3.0);
    p.set_objective(LinearExpr::from(x));
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert_eq!(r.status, Status::Infeasible);
    assert_eq!(r.objective, None);
    assert_eq!(r.solution, None);
    assert_eq!(r.bound, f64::INFINITY);
    assert_eq!(r.lp_bound, LpBound::Infeasible);
}

#[test]
fn integer_infeasible_but_lp_feasible() {
    // 2x + 2y = 3 has fractional solutions only.
    let (mut p, x, y) = two_binaries();
    p.add_constraint(
        "odd",
        LinearExpr::from(x) * 2.0 + y * 2.0,
        Relation::Eq,
        3.0,
    );
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert_eq!(r.status, Status::Infeasible);
    assert!(matches!(r.lp_bound, LpBound::Optimal(_)));
}

#[test]
fn unbounded() {
    let mut p = Problem::new();
    let n = p.add_integer("n", 0.0, f64::INFINITY);
    let r0 = p.add_continuous("r", 0.0, f64::INFINITY);
    p.add_constraint("floor", LinearExpr::from(n) - r0, Relation::Le, 1.0);
    p.set_objective(-LinearExpr::from(n));
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert!(
        matches!(r.status, Status::Unbounded | Status::InfeasibleOrUnbounded),
        "{r:?}"
    );
    assert_eq!(r.objective, None);
    assert_eq!(r.bound, f64::NEG_INFINITY);
}

#[test]
fn node_limit_stops_a_search_that_needs_branching() {
    let (p, _) = knapsack(50, 5, 3);
    let full = solve(&p, &exact()).unwrap();
    assert_eq!(full.status, Status::Optimal);
    assert!(full.nodes > 5, "instance too easy: {} nodes", full.nodes);

    let r = solve(&p, &exact().with_node_limit(2)).unwrap();
    assert_eq!(r.status.limit(), Some(Limit::Nodes), "{r:?}");
    assert!(r.nodes <= 3, "{} nodes", r.nodes);
    assert_eq!(r.highs_status, "SolutionLimit");
    assert!(r.is_reproducible());
    let opt = full.objective.unwrap();
    assert!(
        r.bound <= opt + 1e-6,
        "bound {} above optimum {opt}",
        r.bound
    );
    if let Status::Feasible { gap, .. } = r.status {
        let obj = r.objective.unwrap();
        assert!(obj >= opt - 1e-6);
        assert!(gap > 0.0);
        assert_eq!(r.gap, Some(gap));
        assert!(check_assignment(&p, r.solution.as_ref().unwrap(), 1e-6).is_empty());
    }
}

#[test]
fn limit_without_solution() {
    let (p, planted) = planted_market_split(4, 30, 3);
    let r = solve(&p, &exact().with_node_limit(1)).unwrap();
    match &r.status {
        Status::LimitReachedNoSolution { limit } => {
            assert_eq!(*limit, Limit::Nodes);
            assert_eq!(r.objective, None);
            assert_eq!(r.solution, None);
            assert_eq!(r.gap, None);
        }
        Status::Feasible { .. } => {
            // HiGHS found a point at the root after all: still a limit, still checkable.
            assert!(check_assignment(&p, r.solution.as_ref().unwrap(), 1e-6).is_empty());
        }
        other => panic!("unexpected {other:?}"),
    }
    let obj: f64 = p.objective().eval(&planted);
    assert!(r.bound <= obj + 1e-6);
}

#[test]
fn time_limit_is_marked_not_reproducible() {
    let (p, _) = knapsack(200, 10, 11);
    let r = solve(&p, &exact().with_time_limit(1e-3)).unwrap();
    if r.status.limit() == Some(Limit::Time) {
        assert!(!r.is_reproducible());
    }
}

#[test]
fn empty_problem() {
    let mut p = Problem::new();
    p.set_objective(4.0);
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert_eq!(r.status, Status::Optimal);
    assert_eq!(r.objective, Some(4.0));
    // Nothing to choose: the optimum is known exactly, so the bound is it and the gap 0
    // (not a bound of -inf and an infinite gap on a model with no free choice).
    assert_eq!(r.bound, 4.0);
    assert_eq!(r.gap, Some(0.0));
    p.add_constraint("impossible", 1.0, Relation::Le, 0.0);
    let r = solve(&p, &SolveOptions::default()).unwrap();
    assert_eq!(r.status, Status::Infeasible);
}

#[test]
fn validation_reports_every_defect() {
    let mut p = Problem::new();
    let x = p.add_binary("x");
    p.add_binary("x");
    p.add_integer("", 3.0, 1.0);
    let ghost = VarId::from_index(99);
    p.add_constraint(
        "c",
        LinearExpr::from(ghost) + x * f64::NAN,
        Relation::Le,
        1.0,
    );
    p.add_constraint("c", LinearExpr::from(x), Relation::Le, f64::INFINITY);
    let err = p.validate().unwrap_err();
    assert_eq!(err.errors.len(), 7, "{err}");
    assert!(err.errors.contains(&ProblemError::UnknownVariable {
        var: ghost,
        place: Place::Constraint(autoshard_solver::ConstraintId::from_index(0)),
    }));
    match solve(&p, &SolveOptions::default()) {
        // (NaN != NaN, so compare the rendered errors.)
        Err(SolveError::InvalidProblem(e)) => assert_eq!(e.to_string(), err.to_string()),
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("invalid problem (7 error(s))"));
}

#[test]
fn bad_options_and_starts_are_errors() {
    let (p, x, _) = two_binaries();
    let bad_gap = SolveOptions::default().with_mip_rel_gap(-1.0);
    assert!(matches!(
        solve(&p, &bad_gap),
        Err(SolveError::InvalidOption {
            option: "mip_rel_gap",
            ..
        })
    ));
    let bad_time = SolveOptions::default().with_time_limit(0.0);
    assert!(matches!(
        solve(&p, &bad_time),
        Err(SolveError::InvalidOption {
            option: "time_limit",
            ..
        })
    ));
    let mut start = MipStart::new();
    start.set(x, 1.0).set(x, 0.0);
    assert!(matches!(
        solve(&p, &SolveOptions::default().with_mip_start(start)),
        Err(SolveError::InvalidStart { .. })
    ));
    let foreign: MipStart = [(VarId::from_index(5), 1.0)].into_iter().collect();
    assert!(matches!(
        solve(&p, &SolveOptions::default().with_mip_start(foreign)),
        Err(SolveError::InvalidStart { .. })
    ));
}
