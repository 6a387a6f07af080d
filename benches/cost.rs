//! Plan evaluation on the largest real model (GPT-3 shape, 96 unrolled layers, ~14k ops),
//! propagated once outside the timing: the per-op collectives, compute and weights
//! (`evaluate`), the per-device memory over live ranges (`memory`) and the overlapped
//! schedule (`overlap`). Issue 5 asks for
//! under 1 s for the whole evaluation.
//!
//! `cargo bench --bench cost`.

use std::hint::black_box;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::memory::memory;
use autoshard::cost::plan::{evaluate, ModuleShardings, PlanOptions};
use autoshard::cost::schedule::overlap;
use autoshard::diag::SourceFile;
use autoshard::passes::Pipeline;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn bench(c: &mut Criterion) {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("models/gpt3_96l.mlir");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let (mut m, d) =
        autoshard::parse::parse_module(&SourceFile::new("gpt3_96l.mlir", text.as_str()));
    assert!(!d.has_errors(), "gpt3_96l.mlir does not parse");
    Pipeline::parse("sdy-propagation-pipeline")
        .expect("registered")
        .run(&mut m, false)
        .unwrap_or_else(|_| panic!("gpt3_96l.mlir: propagation fails"));
    let hw = load_profile("h100").expect("shipped profile");
    let opts = PlanOptions::default();
    let ops = m.walk().len() as u64;
    let mut g = c.benchmark_group("cost");
    g.sample_size(10);
    g.throughput(Throughput::Elements(ops));
    g.bench_function("evaluate gpt3_96l", |b| {
        b.iter(|| evaluate(black_box(&m), &hw, &[], &opts).expect("evaluates"))
    });
    let pc = evaluate(&m, &hw, &[], &opts).expect("evaluates");
    g.bench_function("evaluate+memory gpt3_96l", |b| {
        b.iter(|| {
            let pc = evaluate(black_box(&m), &hw, &[], &opts).expect("evaluates");
            memory(&m, &ModuleShardings::new(&m), &pc)
        })
    });
    g.bench_function("memory gpt3_96l", |b| {
        b.iter(|| memory(black_box(&m), &ModuleShardings::new(&m), &pc))
    });
    g.bench_function("overlap gpt3_96l", |b| {
        b.iter(|| overlap(black_box(&m), &pc, &hw, &[], 1).expect("schedules"))
    });
    g.bench_function("evaluate+memory+overlap gpt3_96l", |b| {
        b.iter(|| {
            let pc = evaluate(black_box(&m), &hw, &[], &opts).expect("evaluates");
            let mem = memory(&m, &ModuleShardings::new(&m), &pc);
            (overlap(&m, &pc, &hw, &[], 1).expect("schedules"), mem)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
