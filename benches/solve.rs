//! The sharding search end to end (`solve::solve`: encode, HiGHS, decode, checks,
//! baselines) on the GPT-2 block, GPT-2 with 12 unrolled layers (tied) and the 96-layer
//! GPT-3-shaped model on a 2-D mesh (tied), TPU v5e profile, 2 solver threads.
//!
//! `cargo bench --bench solve`; `SOLVE_BENCH_MODELS=gpt2_block` picks models.
//! `scripts/bench-solve.py` records the CLI's times per model in
//! `datasets/benchmarks/solve.csv`.

mod common;

use std::hint::black_box;
use std::num::NonZeroU32;

use autoshard::cost::hardware::load_profile;
use autoshard::passes::mesh_override::{override_meshes, parse_mesh_spec};
use autoshard::solve::{solve, SolveOptions};
use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let models: Vec<String> = match std::env::var("SOLVE_BENCH_MODELS") {
        Ok(v) => v.split(',').map(str::to_string).collect(),
        Err(_) => ["gpt2_block", "gpt2_12l", "gpt3_96l@data=2,model=4"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    };
    let mut opts = SolveOptions::new(load_profile("tpu-v5e").unwrap());
    opts.threads = NonZeroU32::new(2).unwrap();
    let mut g = c.benchmark_group("solve");
    g.sample_size(10);
    for spec in &models {
        let (name, mesh) = spec.split_once('@').unwrap_or((spec, ""));
        let mut m = common::load(name);
        if !mesh.is_empty() {
            override_meshes(&mut m, &parse_mesh_spec(mesh).unwrap()).unwrap();
        }
        g.bench_function(spec.as_str(), |b| {
            b.iter(|| solve(black_box(&m), &opts).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
