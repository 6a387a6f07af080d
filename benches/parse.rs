//! Parse, parse + verify, verify and print throughput on the largest real model (GPT-3
//! shape, 96 unrolled layers), single thread.
//!
//! `cargo bench --bench parse` prints criterion's MiB/s (an interval around the mean);
//! the median is in `target/criterion/<group>/<bench>/new/estimates.json`.
//! `datasets/benchmarks/parse.csv` records them.

use std::hint::black_box;

use autoshard::diag::SourceFile;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

// The same allocator as the `autoshard` binary, so the numbers are the tool's.
#[global_allocator]
static GLOBAL: autoshard::alloc::Allocator = autoshard::alloc::Allocator;

fn model(name: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("models")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse");
    g.sample_size(20);
    for name in ["gpt3_96l.mlir", "gpt3_96l.debug.mlir", "gpt2_12l.mlir"] {
        let text = model(name);
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_function(name, |b| {
            b.iter(|| {
                let src = SourceFile::new(name, text.as_str());
                let (m, d) = autoshard::parse::parse_module(black_box(&src));
                assert!(!d.has_errors());
                m
            })
        });
    }
    g.finish();

    let mut g = c.benchmark_group("parse+verify");
    g.sample_size(20);
    let text = model("gpt3_96l.mlir");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("gpt3_96l.mlir", |b| {
        b.iter(|| {
            let src = SourceFile::new("gpt3_96l.mlir", text.as_str());
            let (m, d) = autoshard::parse::parse_module(black_box(&src));
            assert!(!d.has_errors());
            let d = autoshard::verify::verify(&m);
            assert!(!d.has_errors());
            m
        })
    });
    g.finish();

    let mut g = c.benchmark_group("verify+print");
    g.sample_size(20);
    let (m, _) = autoshard::parse::parse_module(&SourceFile::new("gpt3_96l.mlir", text.as_str()));
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("verify gpt3_96l", |b| {
        b.iter(|| autoshard::verify::verify(black_box(&m)))
    });
    g.bench_function("print gpt3_96l", |b| {
        b.iter(|| autoshard::print::print_module(black_box(&m), Default::default()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
