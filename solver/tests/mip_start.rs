//! MIP starts are accepted and used.

mod common;

use autoshard_solver::{check_assignment, solve, Assignment, MipStart, Status};
use common::{exact, knapsack};

/// Greedy start for the knapsack: take items in order while every row still fits.
fn greedy(p: &autoshard_solver::Problem) -> Assignment {
    let mut values = vec![0.0; p.num_variables()];
    for j in 0..values.len() {
        values[j] = 1.0;
        let fits = p
            .constraints()
            .iter()
            .all(|c| c.relation.holds(c.expr.eval(&values), c.rhs, 0.0));
        if !fits {
            values[j] = 0.0;
        }
    }
    Assignment::new(values)
}

#[test]
fn complete_start_is_used_at_zero_nodes() {
    let (p, _) = knapsack(50, 5, 3);
    let start = greedy(&p);
    assert!(check_assignment(&p, &start, 0.0).is_empty());
    let start_obj = start.objective(&p);

    // Without a start, HiGHS stops before the root at 0 nodes: any incumbent below is the start's.
    let bare = solve(&p, &exact().with_node_limit(0)).unwrap();
    assert_eq!(bare.status.limit(), Some(autoshard_solver::Limit::Nodes));
    assert_eq!(bare.objective, None, "{bare:?}");

    let r = solve(
        &p,
        &exact()
            .with_node_limit(0)
            .with_mip_start(MipStart::from_assignment(&start)),
    )
    .unwrap();
    assert!(r.status.has_solution(), "{r:?}");
    let obj = r.objective.unwrap();
    assert!(
        obj <= start_obj + 1e-9,
        "incumbent {obj} worse than start {start_obj}"
    );
    assert!(check_assignment(&p, r.solution.as_ref().unwrap(), 1e-6).is_empty());
}

#[test]
fn optimal_start_gives_optimum_without_search() {
    let (p, _) = knapsack(50, 5, 3);
    let full = solve(&p, &exact()).unwrap();
    assert_eq!(full.status, Status::Optimal);
    let best = full.solution.clone().unwrap();

    let r = solve(
        &p,
        &exact()
            .with_node_limit(0)
            .with_mip_start(MipStart::from_assignment(&best)),
    )
    .unwrap();
    assert_eq!(r.objective, full.objective, "{r:?}");
}

#[test]
fn partial_start_is_completed() {
    let (p, x) = knapsack(30, 3, 5);
    let full = solve(&p, &exact()).unwrap();
    let best = full.solution.clone().unwrap();
    // Give only the first half of the optimal values; HiGHS completes the rest (a sub-MIP),
    // even with no branch-and-bound node allowed.
    let partial: MipStart = x[..15].iter().map(|&v| (v, best[v])).collect();
    let r = solve(&p, &exact().with_mip_start(partial.clone())).unwrap();
    assert_eq!(r.status, Status::Optimal);
    assert_eq!(r.objective, full.objective);
    let r0 = solve(&p, &exact().with_node_limit(0).with_mip_start(partial)).unwrap();
    assert!(r0.status.has_solution(), "{r0:?}");
    assert_eq!(r0.objective, full.objective);
    assert!(check_assignment(&p, r0.solution.as_ref().unwrap(), 1e-6).is_empty());
}

#[test]
fn infeasible_start_is_dropped_not_fatal() {
    let (p, x) = knapsack(30, 3, 5);
    let all_in: MipStart = x.iter().map(|&v| (v, 1.0)).collect();
    let r = solve(&p, &exact().with_mip_start(all_in)).unwrap();
    assert_eq!(r.status, Status::Optimal);
    assert!(check_assignment(&p, r.solution.as_ref().unwrap(), 1e-6).is_empty());
}
