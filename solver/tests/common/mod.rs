//! Problem generators shared by the integration tests (deterministic, no RNG crate).
#![allow(dead_code)]

use autoshard_solver::{LinearExpr, Problem, Relation, SolveOptions, VarId};

/// A tiny deterministic generator (64-bit LCG, high bits).
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Self {
        Lcg(seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407))
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        lo + ((self.0 >> 33) % ((hi - lo + 1) as u64)) as i64
    }
}

/// Multi-dimensional knapsack as a minimisation: minimise `-sum value_j x_j` subject to `m`
/// capacity rows at half the total weight. Needs branching for n around 40+.
pub fn knapsack(n: usize, m: usize, seed: u64) -> (Problem, Vec<VarId>) {
    let mut rng = Lcg::new(seed);
    let mut p = Problem::new();
    let x: Vec<VarId> = (0..n).map(|j| p.add_binary(format!("x[{j}]"))).collect();
    for i in 0..m {
        let w: Vec<f64> = (0..n).map(|_| rng.range(5, 60) as f64).collect();
        let cap = (w.iter().sum::<f64>() / 2.0).floor();
        let row: LinearExpr = x.iter().zip(&w).map(|(&v, &c)| (v, c)).collect();
        p.add_constraint(format!("cap[{i}]"), row, Relation::Le, cap);
    }
    let obj: LinearExpr = x
        .iter()
        .map(|&v| (v, -(rng.range(10, 90) as f64)))
        .collect();
    p.set_objective(obj);
    (p, x)
}

/// Market-split style equalities with a planted 0/1 solution (so feasible), whose feasible
/// points are hard to find without branching.
pub fn planted_market_split(m: usize, n: usize, seed: u64) -> (Problem, Vec<f64>) {
    let mut rng = Lcg::new(seed);
    let mut p = Problem::new();
    let x: Vec<VarId> = (0..n).map(|j| p.add_binary(format!("x[{j}]"))).collect();
    let planted: Vec<f64> = (0..n).map(|_| rng.range(0, 1) as f64).collect();
    for i in 0..m {
        let a: Vec<f64> = (0..n).map(|_| rng.range(0, 99) as f64).collect();
        let b: f64 = a.iter().zip(&planted).map(|(a, x)| a * x).sum();
        let row: LinearExpr = x.iter().zip(&a).map(|(&v, &c)| (v, c)).collect();
        p.add_constraint(format!("split[{i}]"), row, Relation::Eq, b);
    }
    let obj: LinearExpr = x.iter().map(|&v| (v, rng.range(1, 20) as f64)).collect();
    p.set_objective(obj);
    (p, planted)
}

/// Options for exact answers: gap 0, otherwise the deterministic defaults.
pub fn exact() -> SolveOptions {
    SolveOptions::default().with_mip_rel_gap(0.0)
}
