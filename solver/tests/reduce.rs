//! What the backend hands HiGHS without its presolve (the light root): aliases merged into
//! one column, empty and repeated rows dropped. The answer is the full model's: the same
//! optimum, every row of the problem holding at the returned values, aliases equal.

mod common;

use autoshard_solver::{
    check_assignment, solve, LinearExpr, MipStart, Problem, Relation, Status, VarId,
};
use common::{exact, Lcg};

/// A sharding-search-like problem: one-hot classes (`x`) and ops (`y`), each op's
/// strategies tied to a class's candidates (`x_i - y_i = 0`, chained through a second op
/// on some classes), a transport between two classes with a cost per pair, and "paid
/// once" maxima `z >= y` with some rows repeated (a tied op read twice).
fn sharding_like(seed: u64) -> (Problem, Vec<(VarId, VarId)>) {
    let mut rng = Lcg::new(seed);
    let mut p = Problem::new();
    let n = 3 + rng.range(0, 2) as usize;
    let mut obj = LinearExpr::new();
    let mut aliases = Vec::new();
    let mut classes: Vec<Vec<VarId>> = Vec::new();
    for k in 0..4 {
        let x: Vec<VarId> = (0..n).map(|i| p.add_binary(format!("x{k}_{i}"))).collect();
        let y: Vec<VarId> = (0..n).map(|i| p.add_binary(format!("y{k}_{i}"))).collect();
        let sum: LinearExpr = x.iter().map(|&v| (v, 1.0)).collect();
        p.add_constraint(format!("class{k}"), sum, Relation::Eq, 1.0);
        let sum: LinearExpr = y.iter().map(|&v| (v, 1.0)).collect();
        p.add_constraint(format!("op{k}"), sum, Relation::Eq, 1.0);
        for i in 0..n {
            // The sign of the tie varies: `y - x = 0` is the same alias.
            let lhs = if rng.range(0, 1) == 0 {
                LinearExpr::from(x[i]) - y[i]
            } else {
                LinearExpr::from(y[i]) - x[i]
            };
            p.add_constraint(format!("tie{k}_{i}"), lhs, Relation::Eq, 0.0);
            aliases.push((x[i], y[i]));
            obj.add_term(x[i], rng.range(0, 9) as f64);
            obj.add_term(y[i], rng.range(0, 9) as f64);
        }
        if k % 2 == 1 {
            // A second op on the class: a chain of aliases, scaled.
            let w: Vec<VarId> = (0..n).map(|i| p.add_binary(format!("w{k}_{i}"))).collect();
            for i in 0..n {
                let lhs = LinearExpr::from(y[i]) * 2.0 - LinearExpr::from(w[i]) * 2.0;
                p.add_constraint(format!("tiew{k}_{i}"), lhs, Relation::Eq, 0.0);
                aliases.push((y[i], w[i]));
                obj.add_term(w[i], rng.range(0, 5) as f64);
            }
        }
        classes.push(x);
    }
    // A transport between class 0 and class 1 (continuous pairs).
    let (a, b) = (classes[0].clone(), classes[1].clone());
    let t: Vec<Vec<VarId>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| p.add_continuous(format!("t{i}_{j}"), 0.0, 1.0))
                .collect()
        })
        .collect();
    for i in 0..n {
        let row: LinearExpr = t[i].iter().map(|&v| (v, 1.0)).collect();
        p.add_constraint(format!("src{i}"), row - a[i], Relation::Eq, 0.0);
        let col: LinearExpr = t.iter().map(|r| (r[i], 1.0)).collect();
        p.add_constraint(format!("dst{i}"), col - b[i], Relation::Eq, 0.0);
        for j in 0..n {
            obj.add_term(t[i][j], if i == j { 0.0 } else { 3.0 });
        }
    }
    // Paid once: z >= each reader's choice, a reader's row repeated.
    for i in 0..n {
        let z = p.add_continuous(format!("z{i}"), 0.0, 1.0);
        for (r, k) in [2, 3, 2].into_iter().enumerate() {
            let lhs = LinearExpr::from(z) - classes[k][i];
            p.add_constraint(format!("z{i}_{r}"), lhs, Relation::Ge, 0.0);
        }
        obj.add_term(z, 4.0);
    }
    // An alias whose sides have other bounds stays a row.
    let half = p.add_continuous("half", 0.0, 0.5);
    let lhs = LinearExpr::from(half) - classes[3][0];
    p.add_constraint("half_tie", lhs, Relation::Eq, 0.0);
    p.set_objective(obj);
    (p, aliases)
}

#[test]
fn the_reduced_model_has_the_full_models_optimum() {
    for seed in 0..8 {
        let (p, aliases) = sharding_like(seed);
        let full = solve(&p, &exact()).unwrap();
        let light = solve(&p, &exact().with_light_root_from(Some(1))).unwrap();
        assert_eq!(full.status, Status::Optimal, "seed {seed}");
        assert_eq!(light.status, Status::Optimal, "seed {seed}");
        let (l, f) = (light.objective.unwrap(), full.objective.unwrap());
        assert!(
            (l - f).abs() <= 1e-9 * f.abs().max(1.0),
            "seed {seed}: {l} vs {f}"
        );
        let sol = light.solution.as_ref().unwrap();
        assert!(
            check_assignment(&p, sol, 1e-9).is_empty(),
            "seed {seed}: {:?}",
            check_assignment(&p, sol, 1e-9)
        );
        assert!((p.objective().eval(sol.values()) - l).abs() <= 1e-9 * l.abs().max(1.0));
        for (a, b) in aliases {
            assert_eq!(
                sol.values()[a.index()],
                sol.values()[b.index()],
                "seed {seed}"
            );
        }
    }
}

#[test]
fn a_start_on_an_aliased_variable_reaches_its_column() {
    let (p, _) = sharding_like(3);
    let opt = solve(&p, &exact()).unwrap();
    let best = opt.solution.unwrap();
    // The start names only `y` variables (merged into their `x`): completing it must
    // give the optimum at once, as it does on the full model.
    let mut start = MipStart::new();
    for (i, v) in p.variables().iter().enumerate() {
        if v.name.starts_with('y') {
            start.set(VarId::from_index(i as u32), best.values()[i]);
        }
    }
    let o = exact()
        .with_light_root_from(Some(1))
        .with_node_limit(0)
        .with_mip_start(start);
    let r = solve(&p, &o).unwrap();
    assert!(r.objective.is_some(), "{:?}", r.status);
    assert!((r.objective.unwrap() - opt.objective.unwrap()).abs() <= 1e-9);
}

#[test]
fn contradicting_aliases_stay_infeasible() {
    let mut p = Problem::new();
    let a = p.add_binary("a");
    let b = p.add_binary("b");
    let c = p.add_binary("c");
    p.add_constraint("ab", LinearExpr::from(a) - b, Relation::Eq, 0.0);
    p.add_constraint("bc", LinearExpr::from(b) - c, Relation::Eq, 0.0);
    // a = c after the aliases: `a - c = 1` is an empty row 0 does not satisfy.
    p.add_constraint("ac", LinearExpr::from(a) - c, Relation::Eq, 1.0);
    p.set_objective(LinearExpr::from(a));
    let r = solve(&p, &exact().with_light_root_from(Some(1))).unwrap();
    assert_eq!(r.status, Status::Infeasible);
    assert_eq!(solve(&p, &exact()).unwrap().status, Status::Infeasible);
}
