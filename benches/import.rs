//! The import passes on the largest real model (GPT-3 shape, 96 unrolled layers):
//! `sdy-import-pipeline`, the full pre-propagation import of `sdy-propagation-pipeline`,
//! and the splitter alone (the pass that rewrites the most). The module is parsed once;
//! each iteration runs on a fresh clone (the clone is measured too, see `clone`).
//!
//! `cargo bench --bench import`.

use std::hint::black_box;

use autoshard::diag::SourceFile;
use autoshard::passes::Pipeline;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};

fn bench(c: &mut Criterion) {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("models/gpt3_96l.mlir");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let (m, d) = autoshard::parse::parse_module(&SourceFile::new("gpt3_96l.mlir", text));
    assert!(!d.has_errors());
    let mut g = c.benchmark_group("import gpt3_96l");
    g.sample_size(10);
    g.bench_function("clone", |b| b.iter(|| black_box(&m).clone()));
    for pipeline in [
        "sdy-import-pipeline",
        "autoshard-propagation-import",
        "sdy-constant-or-scalar-splitter",
    ] {
        let p = Pipeline::parse(pipeline).unwrap();
        g.bench_function(pipeline, |b| {
            b.iter_batched(
                || m.clone(),
                |mut m| {
                    p.run(&mut m, false).unwrap();
                    m
                },
                BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
