//! The LP relaxation bound is a valid lower bound, and the reported bound combines it.

mod common;

use autoshard_solver::{lp_relaxation, solve, LpBound, SolveOptions, Status};
use common::{exact, knapsack};

#[test]
fn lp_bound_is_below_the_optimum() {
    for seed in 0..6 {
        let (p, _) = knapsack(30, 3, seed);
        let r = solve(&p, &exact()).unwrap();
        assert_eq!(r.status, Status::Optimal);
        let opt = r.objective.unwrap();
        let lp = match lp_relaxation(&p, &SolveOptions::default()).unwrap() {
            LpBound::Optimal(b) => b,
            other => panic!("{other:?}"),
        };
        assert!(lp <= opt + 1e-6, "seed {seed}: LP {lp} > optimum {opt}");
        assert_eq!(r.lp_bound, LpBound::Optimal(lp));
        assert!(r.bound >= lp - 1e-9 && r.bound <= opt);
        if let Some(h) = r.highs_bound {
            assert!(r.bound >= h.min(opt) - 1e-9);
        }
    }
}

#[test]
fn bound_with_a_seed_is_never_above_the_optimum() {
    let (p, _) = knapsack(40, 4, 3);
    let opt = solve(&p, &exact()).unwrap().objective.unwrap();
    for seed in [1, 7, 12345] {
        let r = solve(&p, &exact().with_random_seed(seed).with_node_limit(5)).unwrap();
        assert!(
            r.bound <= opt + 1e-6,
            "seed {seed}: bound {} > {opt}",
            r.bound
        );
        assert!(r.lp_bound.value().unwrap() <= opt + 1e-6);
    }
}

#[test]
fn lp_bound_can_be_switched_off() {
    let (p, _) = knapsack(20, 2, 1);
    let r = solve(&p, &exact().with_lp_bound(false)).unwrap();
    assert_eq!(r.lp_bound, LpBound::NotComputed);
    assert_eq!(r.status, Status::Optimal);
}
