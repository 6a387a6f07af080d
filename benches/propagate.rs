//! Propagation: `sdy-propagation-pipeline` as a whole and its propagation pass alone
//! (`sdy-user-priority-propagate` on the imported module), on GPT-2 with 1 and 12 layers
//! and the GPT-3-shaped model with 96 layers. Each model is parsed once; each iteration
//! runs on a fresh clone (`clone` measures the clone itself).
//!
//! `cargo bench --bench propagate`; `scripts/bench-propagate.py` compares with Shardy.

mod common;

use std::hint::black_box;

use autoshard::passes::Pipeline;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};

fn bench(c: &mut Criterion) {
    let models: Vec<String> = match std::env::var("PROPAGATE_BENCH_MODELS") {
        Ok(v) => v.split(',').map(str::to_string).collect(),
        Err(_) => ["gpt2_block", "gpt2_12l", "gpt3_96l"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    };
    let import = Pipeline::parse("autoshard-propagation-import").unwrap();
    let propagate = Pipeline::parse("sdy-user-priority-propagate").unwrap();
    for name in &models {
        let m = common::load(name);
        let mut imported = m.clone();
        import.run(&mut imported, false).unwrap();
        let mut g = c.benchmark_group(format!("propagate {name}"));
        g.sample_size(10);
        g.bench_function("clone", |b| b.iter(|| black_box(&m).clone()));
        g.bench_function("sdy-propagation-pipeline", |b| {
            b.iter_batched(
                || m.clone(),
                |mut m| {
                    autoshard::propagate::pipeline::run_pipeline(&mut m).unwrap();
                    m
                },
                BatchSize::LargeInput,
            )
        });
        g.bench_function("sdy-user-priority-propagate", |b| {
            b.iter_batched(
                || imported.clone(),
                |mut m| {
                    propagate.run(&mut m, false).unwrap();
                    m
                },
                BatchSize::LargeInput,
            )
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
