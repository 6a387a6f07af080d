//! Same problem, same options: same answer; and the same answer on 1 and 2 threads.

mod common;

use autoshard_solver::{solve, SolveReport, Status};
use common::{exact, knapsack};
use std::num::NonZeroU32;

fn same(a: &SolveReport, b: &SolveReport) {
    assert_eq!(a.status, b.status);
    assert_eq!(a.objective.map(f64::to_bits), b.objective.map(f64::to_bits));
    assert_eq!(a.solution, b.solution);
    assert_eq!(a.bound.to_bits(), b.bound.to_bits());
    assert_eq!(a.nodes, b.nodes);
}

#[test]
fn same_problem_twice() {
    let (p, _) = knapsack(40, 4, 7);
    // A separately built problem, same build order: the same model.
    let (q, _) = knapsack(40, 4, 7);
    assert_eq!(p, q);
    let a = solve(&p, &exact()).unwrap();
    let b = solve(&q, &exact()).unwrap();
    assert_eq!(a.status, Status::Optimal);
    assert!(a.nodes > 1, "instance too easy");
    same(&a, &b);
}

#[test]
fn same_under_a_node_limit() {
    let (p, _) = knapsack(40, 4, 7);
    let o = exact().with_node_limit(3);
    same(&solve(&p, &o).unwrap(), &solve(&p, &o).unwrap());
}

#[test]
fn one_and_two_threads_agree() {
    let (p, _) = knapsack(60, 5, 7);
    // 162 nodes: enough search for thread-dependent behaviour to show.
    let one = solve(&p, &exact()).unwrap();
    let two = solve(&p, &exact().with_threads(NonZeroU32::new(2).unwrap())).unwrap();
    assert_eq!(one.status, Status::Optimal);
    assert!(one.nodes > 100, "instance too easy: {} nodes", one.nodes);
    same(&one, &two);
}
