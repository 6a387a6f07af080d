//! `Problem::prefix`: the problem before appended variables and rows (what the memory
//! search rebuilds instead of keeping a copy of its problem).

mod common;

use autoshard_solver::{solve, LinearExpr, Relation, SolveOptions};
use common::knapsack;

#[test]
fn prefix_is_the_problem_before_the_appended_cuts() {
    let (mut p, x) = knapsack(30, 4, 7);
    let before = p.clone();
    let (n, k) = (p.num_variables(), p.num_constraints());
    // Cuts as the memory search adds them: new variables and rows at the end.
    let z = p.add_continuous("z", 0.0, 1.0);
    p.add_constraint("cut0", LinearExpr::from(x[0]) + x[1] + z, Relation::Le, 1.0);
    p.add_constraint("cut1", LinearExpr::from(x[2]) - z, Relation::Le, 0.0);
    assert_ne!(p, before);
    let back = p.prefix(n, k);
    assert_eq!(back, before);
    let o = SolveOptions::default();
    let (a, b) = (solve(&back, &o).unwrap(), solve(&before, &o).unwrap());
    assert_eq!((a.status, a.objective), (b.status, b.objective));
    // Counts beyond the problem's are capped.
    assert_eq!(p.prefix(usize::MAX, usize::MAX), p);
}
