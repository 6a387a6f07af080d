//! The named exceptions of XLA's CPU backend (`autoshard::cost::xla_cpu::CPU_EXCEPTIONS`)
//! against the program jaxlib 0.10.2 compiles on CPU: a case per exception, compiled
//! through the peer, whose compiled per-instruction HBM bytes (XLA's `HloCostAnalysis`,
//! `autoshard cost --hlo`) are exactly the per-op bytes of `autoshard cost --as-xla-cpu`,
//! and differ from the accelerator model's (`autoshard cost`) by exactly what the
//! exceptions name. Needs the jaxlib peer (`AUTOSHARD_PEER_PYTHON`); skipped without it
//! unless `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use autoshard::cost::xla_cpu::{
    BF16_COMPUTE_IN_F32, BF16_DOT_OPERAND_CONVERTED, CPU_EXCEPTIONS, LOCAL_SLICE_WRITTEN_FOR_DOT,
    REDUCE_SCATTER_AS_ALL_REDUCE,
};

/// A bf16 dot of two parameters and an elementwise consumer returned in bf16.
const BF16_DOT: &str = r#"module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x1024xbf16>) -> (tensor<256x1024xbf16>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %1 = stablehlo.exponential %0 : tensor<256x1024xbf16>
    return %1 : tensor<256x1024xbf16>
  }
}
"#;

/// (op or instruction, bytes accessed) of the rows of a cost CSV that access memory,
/// with the column holding the bytes.
fn rows(csv: &str, name_col: &str, bytes_col: &str) -> Vec<(String, f64)> {
    let mut lines = csv.lines();
    let head: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let col = |c: &str| head.iter().position(|h| *h == c).expect("a column");
    let (n, b) = (col(name_col), col(bytes_col));
    lines
        .map(|l| l.split(',').collect::<Vec<_>>())
        .map(|f| (f[n].to_string(), f[b].parse::<f64>().expect("bytes")))
        .filter(|(_, b)| *b > 0.0)
        .collect()
}

fn sorted_bytes(rows: &[(String, f64)]) -> Vec<u64> {
    let mut v: Vec<u64> = rows.iter().map(|r| r.1 as u64).collect();
    v.sort_unstable();
    v
}

#[test]
fn every_exception_is_named_once() {
    let names: Vec<&str> = CPU_EXCEPTIONS.iter().map(|e| e.name).collect();
    assert_eq!(
        names,
        [
            BF16_COMPUTE_IN_F32,
            BF16_DOT_OPERAND_CONVERTED,
            LOCAL_SLICE_WRITTEN_FOR_DOT,
            // Its compiled case: tests/cost_xla_graph.rs (collectives, not HBM bytes).
            REDUCE_SCATTER_AS_ALL_REDUCE
        ]
    );
}

#[test]
fn a_bf16_dot_compiles_on_cpu_as_the_exceptions_say() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let dir = common::scratch("cost_xla_cpu");
    let file = dir.join("bf16_dot.mlir");
    std::fs::write(&file, BF16_DOT).unwrap();
    let out = std::process::Command::new(py)
        .arg(common::repo().join("scripts/peer.py"))
        .args(["compile", file.to_str().unwrap()])
        .output()
        .expect("run scripts/peer.py compile");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let hlo_text = String::from_utf8(out.stdout).unwrap();
    let hlo = dir.join("bf16_dot.hlo");
    std::fs::write(&hlo, &hlo_text).unwrap();
    // The CPU program: both parameters converted by their own fusions, the dot in f32.
    assert_eq!(
        hlo_text.matches("wrapped_convert_computation").count(),
        4,
        "{hlo_text}"
    );
    assert!(hlo_text.contains("f32[256,1024]{1,0} dot("), "{hlo_text}");

    let f = file.to_str().unwrap();
    let csv = |name: &str, extra: &[&str]| {
        let path = dir.join(name);
        let mut args = vec![
            "cost",
            f,
            "--hw",
            "tpu-v5e",
            "--csv",
            path.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let (_, err, code) = common::autoshard(&args);
        assert_eq!(code, Some(0), "{err}");
        common::read(&path)
    };
    let compiled = rows(
        &csv("hlo.csv", &["--hlo", hlo.to_str().unwrap()]),
        "instruction",
        "bytes_accessed_bytes",
    );
    let cpu = rows(&csv("cpu.csv", &["--as-xla-cpu"]), "op", "bytes_accessed");
    let accelerator = rows(&csv("acc.csv", &[]), "op", "bytes_accessed");
    // Per instruction, exactly XLA's bytes: the two converts (bf16 read, f32 written),
    // the f32 dot, the exponential reading f32 and writing the bf16 result.
    assert_eq!(
        sorted_bytes(&cpu),
        sorted_bytes(&compiled),
        "{cpu:?}\n{compiled:?}"
    );
    let ops: Vec<&str> = cpu.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(
        ops,
        [
            "stablehlo.convert",
            "stablehlo.convert",
            "stablehlo.dot_general",
            "stablehlo.exponential"
        ]
    );
    // The accelerator reads and writes bf16: the dot's operands and result, the
    // exponential's operand.
    let (x, w, y) = (
        256.0 * 512.0 * 2.0,
        512.0 * 1024.0 * 2.0,
        256.0 * 1024.0 * 2.0,
    );
    assert_eq!(
        accelerator,
        [
            ("stablehlo.dot_general".to_string(), x + w + y),
            ("stablehlo.exponential".to_string(), 2.0 * y),
        ]
    );
    // The difference is the two exceptions: converts reading bf16 and writing f32
    // (3x), the dot reading and writing f32 (2x), the exponential reading f32.
    let total = |r: &[(String, f64)]| r.iter().map(|x| x.1).sum::<f64>();
    assert_eq!(
        total(&cpu) - total(&accelerator),
        3.0 * (x + w) + (x + w + y) + y
    );
}
