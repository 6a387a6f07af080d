//! Sharding rule construction on the largest real model (GPT-3 shape, 96 unrolled layers,
//! ~14k ops): the registry over every op, and attaching the rules as attributes.
//!
//! `cargo bench --bench rules`.

use std::hint::black_box;

use autoshard::diag::SourceFile;
use autoshard::rules::{attach_rules, module_rules, RuleOptions};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn bench(c: &mut Criterion) {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("models/gpt3_96l.mlir");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let (m, d) = autoshard::parse::parse_module(&SourceFile::new("gpt3_96l.mlir", text.as_str()));
    assert!(!d.has_errors(), "gpt3_96l.mlir does not parse");
    let ops = m.walk().len() as u64;
    let mut g = c.benchmark_group("rules");
    g.sample_size(20);
    g.throughput(Throughput::Elements(ops));
    for (name, opts) in [
        ("module_rules gpt3_96l", RuleOptions::default()),
        (
            "module_rules gpt3_96l conservative",
            RuleOptions {
                conservative: true,
                ..Default::default()
            },
        ),
    ] {
        g.bench_function(name, |b| b.iter(|| module_rules(black_box(&m), &opts)));
    }
    let rules = module_rules(&m, &RuleOptions::default());
    g.bench_function("attach_rules gpt3_96l", |b| {
        b.iter_batched(
            || m.clone(),
            |mut m| {
                attach_rules(&mut m, black_box(&rules));
                m
            },
            criterion::BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
