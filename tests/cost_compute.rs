//! Per-op compute and memory: FLOPs, transcendentals and bytes for every op of every model
//! (no panics, sensible totals), exact counts on the MLP, and division by shardings
//! (replicated work in full, ceil division for non-divisible dims).

mod common;

use std::collections::HashMap;

use autoshard::cost::compute::{op_work, program_ops, Precision, Replicated, Work};
use autoshard::cost::hardware::load_profile;
use autoshard::cost::shard::per_device_bytes;
use autoshard::diag::SourceFile;
use autoshard::ir::sdy::{MeshAttr, SdyAttr, TensorSharding};
use autoshard::ir::{Attr, Module, OpId, ValueId};
use autoshard::parse::{parse_attr_str, parse_module};

fn load(name: &str) -> Module {
    let path = common::model_path(name);
    let file = SourceFile::new(name, common::read(&path));
    let (m, diags) = parse_module(&file);
    assert!(!diags.has_errors(), "{name} does not parse");
    m
}

fn ops_named(m: &Module, name: &str) -> Vec<OpId> {
    program_ops(m)
        .into_iter()
        .filter(|&o| m.ops[o].name == name)
        .collect()
}

fn sh(text: &str) -> TensorSharding {
    match parse_attr_str(&format!("#sdy.sharding<@mesh, {text}>")) {
        Ok(Attr::Sdy(SdyAttr::Sharding(s))) => s,
        other => panic!("{text}: {other:?}"),
    }
}

fn total(m: &Module) -> Work {
    program_ops(m)
        .into_iter()
        .map(|o| op_work(m, o, &Replicated))
        .fold(Work::default(), |a, w| Work {
            flops: a.flops + w.flops,
            transcendentals: a.transcendentals + w.transcendentals,
            bytes: a.bytes + w.bytes,
            precision: a.precision,
        })
}

#[test]
fn every_model_op_has_a_cost() {
    for path in common::model_files() {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name.ends_with(".debug.mlir") {
            continue;
        }
        let m = load(&name);
        let t = total(&m);
        assert!(t.flops > 0.0 && t.bytes > 0.0, "{name}: {t:?}");
        // Dots carry most of the FLOPs of every model here.
        let dots: f64 = ops_named(&m, "stablehlo.dot_general")
            .iter()
            .map(|&o| op_work(&m, o, &Replicated).flops)
            .sum();
        assert!(dots > 0.5 * t.flops, "{name}: dots {dots} of {}", t.flops);
    }
}

#[test]
fn mlp_counts_exactly() {
    let m = load("mlp2.mlir");
    let dots = ops_named(&m, "stablehlo.dot_general");
    assert_eq!(dots.len(), 2);
    let flops = 2.0 * 128.0 * 1024.0 * 4096.0;
    for &d in &dots {
        let w = op_work(&m, d, &Replicated);
        assert_eq!(w.flops, flops);
        assert_eq!(w.precision, Precision::F32);
        assert_eq!(
            w.bytes,
            4.0 * (128.0 * 1024.0 + 1024.0 * 4096.0 + 128.0 * 4096.0)
        );
    }
    // Two adds (with the bias broadcasts) and a maximum: one FLOP per element each.
    let t = total(&m);
    assert_eq!(t.flops, 2.0 * flops + 128.0 * 4096.0 * 2.0 + 128.0 * 1024.0);
    assert_eq!(t.transcendentals, 0.0);
    // The roofline of the first dot: memory-bound on an H100 (19 MB at 3.35 TB/s against
    // 1.07 GFLOP at the TF32 peak); with 64x the FLOPs (same bytes) compute-bound.
    let w = op_work(&m, dots[0], &Replicated);
    let hw = load_profile("h100").unwrap();
    assert_eq!(w.roofline_time(&hw), w.bytes / 3.35e12);
    let heavy = Work {
        flops: 64.0 * w.flops,
        ..w
    };
    assert_eq!(heavy.roofline_time(&hw), 64.0 * flops / 494e12);
}

#[test]
fn work_divides_by_the_sharding() {
    let m = load("mlp2.mlir");
    let mesh: MeshAttr = m.meshes()[0].1.clone();
    let dots = ops_named(&m, "stablehlo.dot_general");
    let o = &m.ops[dots[0]];
    let (lhs, rhs, res) = (o.operands[0], o.operands[1], o.results[0]);
    let mut shardings: HashMap<ValueId, (TensorSharding, MeshAttr)> = HashMap::new();
    // Megatron's first matmul: batch on data, hidden on model; weights column-sharded.
    shardings.insert(lhs, (sh(r#"[{"data"}, {}]"#), mesh.clone()));
    shardings.insert(rhs, (sh(r#"[{}, {"model"}]"#), mesh.clone()));
    shardings.insert(res, (sh(r#"[{"data"}, {"model"}]"#), mesh.clone()));
    let full = op_work(&m, dots[0], &Replicated);
    let local = op_work(&m, dots[0], &shardings);
    assert_eq!(local.flops, full.flops / 8.0);
    assert_eq!(
        local.bytes,
        4.0 * (64.0 * 1024.0 + 1024.0 * 1024.0 + 64.0 * 1024.0)
    );
    // Contracting dim sharded on "model" and result not: K is divided (partial sums).
    let mut s2 = HashMap::new();
    s2.insert(lhs, (sh(r#"[{"data"}, {"model"}]"#), mesh.clone()));
    s2.insert(res, (sh(r#"[{"data"}, {}]"#), mesh.clone()));
    assert_eq!(op_work(&m, dots[0], &s2).flops, full.flops / 8.0);
    // An axis already splitting the result does not divide K again.
    let mut s3 = HashMap::new();
    s3.insert(lhs, (sh(r#"[{}, {"model"}]"#), mesh.clone()));
    s3.insert(res, (sh(r#"[{}, {"model"}]"#), mesh.clone()));
    assert_eq!(op_work(&m, dots[0], &s3).flops, full.flops / 4.0);
    // Per-device bytes pad non-divisible dims (1024 over 3 devices would be 342).
    let ty = m.tensor_type(lhs).unwrap();
    assert_eq!(
        per_device_bytes(ty, Some(&sh(r#"[{"data"}, {"model"}]"#)), &mesh),
        4 * 64 * 256
    );
}

#[test]
fn transcendentals_and_bf16() {
    let m = load("gpt2_block.mlir");
    let t = total(&m);
    assert!(t.transcendentals > 0.0, "softmax and GELU have exp/tanh");
    let m = load("llama_block.mlir");
    let dot = ops_named(&m, "stablehlo.dot_general")[0];
    assert_eq!(op_work(&m, dot, &Replicated).precision, Precision::Bf16);
}
