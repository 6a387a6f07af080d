//! HiGHS against the exhaustive oracle on random tiny problems.

mod common;

use autoshard_solver::{
    check_assignment, solve, solve_exhaustive, LinearExpr, OracleError, OracleOutcome, Problem,
    Relation, Status,
};
use proptest::prelude::*;

/// A tiny problem: up to 12 binaries, up to 2 small integers, up to 5 constraints.
#[derive(Clone, Debug)]
struct Tiny {
    binaries: usize,
    integers: Vec<(i8, i8)>,
    rows: Vec<(Vec<i8>, u8, i8)>,
    objective: Vec<i8>,
    constant: i8,
}

fn tiny() -> impl Strategy<Value = Tiny> {
    (
        1usize..=12,
        prop::collection::vec((-2i8..=0, 0i8..=2), 0..=2),
    )
        .prop_flat_map(|(binaries, integers)| {
            let n = binaries + integers.len();
            let row = (prop::collection::vec(-4i8..=4, n), 0u8..3, -6i8..=6);
            (
                Just(binaries),
                Just(integers),
                prop::collection::vec(row, 0..=5),
                prop::collection::vec(-9i8..=9, n),
                -5i8..=5,
            )
                .prop_map(|(binaries, integers, rows, objective, constant)| Tiny {
                    binaries,
                    integers,
                    rows,
                    objective,
                    constant,
                })
        })
}

fn build(t: &Tiny) -> Problem {
    let mut p = Problem::new();
    let mut vars: Vec<_> = (0..t.binaries)
        .map(|i| p.add_binary(format!("b{i}")))
        .collect();
    for (k, &(lo, hi)) in t.integers.iter().enumerate() {
        vars.push(p.add_integer(format!("i{k}"), lo.into(), hi.into()));
    }
    for (r, (coefs, rel, rhs)) in t.rows.iter().enumerate() {
        let e: LinearExpr = vars
            .iter()
            .zip(coefs)
            .map(|(&v, &c)| (v, f64::from(c)))
            .collect();
        let rel = [Relation::Le, Relation::Ge, Relation::Eq][*rel as usize];
        p.add_constraint(format!("r{r}"), e, rel, f64::from(*rhs));
    }
    let obj: LinearExpr = vars
        .iter()
        .zip(&t.objective)
        .map(|(&v, &c)| (v, f64::from(c)))
        .collect();
    p.set_objective(obj + f64::from(t.constant));
    p
}

proptest! {
    // 256 cases by default; PROPTEST_CASES=N for a longer run.
    #[test]
    fn highs_agrees_with_the_oracle(t in tiny()) {
        let p = build(&t);
        let oracle = solve_exhaustive(&p, 1 << 17).unwrap();
        let r = solve(&p, &common::exact()).unwrap();
        match oracle {
            OracleOutcome::Infeasible => {
                prop_assert_eq!(&r.status, &Status::Infeasible, "{:?}", r);
            }
            OracleOutcome::Optimal { objective, assignment } => {
                prop_assert!(check_assignment(&p, &assignment, 0.0).is_empty());
                prop_assert_eq!(&r.status, &Status::Optimal, "{:?}", r);
                let got = r.objective.unwrap();
                prop_assert!((got - objective).abs() <= 1e-6, "HiGHS {} vs oracle {}", got, objective);
                let sol = r.solution.as_ref().unwrap();
                prop_assert!(check_assignment(&p, sol, 1e-6).is_empty());
                prop_assert!((sol.objective(&p) - got).abs() <= 1e-6);
                prop_assert!(r.bound <= objective + 1e-6);
                if let Some(lp) = r.lp_bound.value() {
                    prop_assert!(lp <= objective + 1e-6, "LP bound {} above optimum {}", lp, objective);
                }
            }
        }
    }
}

#[test]
fn oracle_refuses_what_it_cannot_enumerate() {
    let mut p = Problem::new();
    let c = p.add_continuous("c", 0.0, 1.0);
    assert!(matches!(
        solve_exhaustive(&p, 100),
        Err(OracleError::UnfixedContinuous { var, .. }) if var == c
    ));
    p.fix(c, 0.5);
    assert!(solve_exhaustive(&p, 100).is_ok());
    p.add_integer("free", 0.0, f64::INFINITY);
    assert!(matches!(
        solve_exhaustive(&p, 100),
        Err(OracleError::UnboundedInteger { .. })
    ));
    let mut q = Problem::new();
    for i in 0..20 {
        q.add_binary(format!("b{i}"));
    }
    assert!(matches!(
        solve_exhaustive(&q, 1000),
        Err(OracleError::TooManyAssignments {
            count: 1_048_576,
            limit: 1000
        })
    ));
}

#[test]
fn oracle_handles_fixed_continuous_and_constants() {
    let mut p = Problem::new();
    let b = p.add_binary("b");
    let c = p.add_continuous("c", 0.25, 0.25);
    p.add_constraint("r", LinearExpr::from(b) + c, Relation::Ge, 1.0);
    p.set_objective(LinearExpr::from(b) * 3.0 + c * 4.0 + 1.0);
    match solve_exhaustive(&p, 10).unwrap() {
        OracleOutcome::Optimal {
            objective,
            assignment,
        } => {
            assert_eq!(objective, 5.0);
            assert_eq!(assignment.values(), &[1.0, 0.25]);
        }
        other => panic!("{other:?}"),
    }
    let r = solve(&p, &common::exact()).unwrap();
    assert_eq!(r.objective, Some(5.0));
}
