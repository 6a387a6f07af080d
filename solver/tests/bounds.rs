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

#[test]
fn lp_bound_only_if_open_changes_nothing_but_the_lp_field() {
    for seed in 0..4 {
        let (p, _) = knapsack(30, 3, seed);
        let both = solve(&p, &exact()).unwrap();
        let open = solve(&p, &exact().with_lp_bound_only_if_open(true)).unwrap();
        assert_eq!(open.status, both.status, "seed {seed}");
        assert_eq!(open.objective, both.objective, "seed {seed}");
        assert_eq!(open.bound, both.bound, "seed {seed}");
        assert_eq!(open.gap, both.gap, "seed {seed}");
        // Closed by HiGHS: the relaxation is skipped; left open: it is solved.
        let closed = open
            .highs_bound
            .is_some_and(|b| b >= open.objective.unwrap());
        assert_eq!(open.lp_bound == LpBound::NotComputed, closed, "seed {seed}");
    }
    // A node limit leaves the gap open: the relaxation runs and is folded in.
    let (p, _) = knapsack(40, 4, 3);
    let o = exact()
        .with_lp_bound_only_if_open(true)
        .with_random_seed(7)
        .with_node_limit(1);
    let r = solve(&p, &o).unwrap();
    if r.status != Status::Optimal {
        assert!(
            matches!(r.lp_bound, LpBound::Optimal(_)),
            "{:?}",
            r.lp_bound
        );
    }
}

#[test]
fn a_light_root_finds_the_same_optimum() {
    for seed in 0..4 {
        let (p, _) = knapsack(30, 3, seed);
        let full = solve(&p, &exact()).unwrap();
        let light = solve(&p, &exact().with_light_root_from(Some(1))).unwrap();
        assert_eq!(light.status, Status::Optimal, "seed {seed}");
        // The same optimum; HiGHS sums the objective in another order without its root
        // presolve (-1009.0000000000005 against -1009.0 on seed 0).
        let (l, f) = (light.objective.unwrap(), full.objective.unwrap());
        assert!(
            (l - f).abs() <= 1e-9 * f.abs().max(1.0),
            "seed {seed}: {l} vs {f}"
        );
        // Above the problem's size: HiGHS's defaults, the very same run.
        let big = solve(
            &p,
            &exact().with_light_root_from(Some(p.num_variables() + 1)),
        )
        .unwrap();
        assert_eq!(big.solution, full.solution, "seed {seed}");
    }
}
