//! The named exceptions of XLA's CPU backend (`autoshard::cost::xla_cpu::CPU_EXCEPTIONS`)
//! against the program jaxlib 0.10.2 compiles on CPU: a case per exception, compiled
//! through the peer, whose compiled per-instruction HBM bytes (XLA's `HloCostAnalysis`,
//! `autoshard cost --hlo`) are exactly the per-op bytes of `autoshard cost --as-xla-cpu`,
//! and differ from the accelerator model's (`autoshard cost`) by exactly what the
//! exceptions name. Needs the jaxlib peer (`AUTOSHARD_PEER_PYTHON`); skipped without it
//! unless `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use autoshard::cost::xla_cpu::{
    ALL_GATHER_MINOR_DIM_COPIED, ALL_TO_ALL_SLICED_PER_PEER, BF16_COLLECTIVE_IN_F32,
    BF16_COMPUTE_IN_F32, BF16_DOT_OPERAND_CONVERTED, BF16_SLICE_CONVERTED_WHOLE, CPU_EXCEPTIONS,
    DOT_OPERAND_TRANSPOSED, LOCAL_SLICE_WRITTEN_FOR_DOT, REDUCE_FUSED_BY_YNNPACK,
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

/// `module` written to a scratch file and compiled by jaxlib's XLA on CPU through the
/// peer: (scratch dir, module file, HLO file, HLO text).
fn compile(
    py: &std::path::Path,
    name: &str,
    module: &str,
) -> (
    std::path::PathBuf,
    std::path::PathBuf,
    std::path::PathBuf,
    String,
) {
    let dir = common::scratch(&format!("cost_xla_cpu_{name}"));
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, module).unwrap();
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
    let hlo = dir.join(format!("{name}.hlo"));
    std::fs::write(&hlo, &hlo_text).unwrap();
    (dir, file, hlo, hlo_text)
}

/// The per-row CSV of `autoshard cost FILE --hw tpu-v5e` with `extra` flags.
fn cost_csv(dir: &std::path::Path, file: &std::path::Path, name: &str, extra: &[&str]) -> String {
    let path = dir.join(name);
    let mut args = vec![
        "cost",
        file.to_str().unwrap(),
        "--hw",
        "tpu-v5e",
        "--csv",
        path.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (_, err, code) = common::autoshard(&args);
    assert_eq!(code, Some(0), "{err}");
    common::read(&path)
}

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
            REDUCE_SCATTER_AS_ALL_REDUCE,
            ALL_GATHER_MINOR_DIM_COPIED,
            DOT_OPERAND_TRANSPOSED,
            BF16_COLLECTIVE_IN_F32,
            BF16_SLICE_CONVERTED_WHOLE,
            // Its compiled case: tests/cost_xla_graph.rs (HBM bytes of the prediction).
            ALL_TO_ALL_SLICED_PER_PEER,
            REDUCE_FUSED_BY_YNNPACK
        ]
    );
}

#[test]
fn a_bf16_dot_compiles_on_cpu_as_the_exceptions_say() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "bf16_dot", BF16_DOT);
    // The CPU program: both parameters converted by their own fusions, the dot in f32.
    assert_eq!(
        hlo_text.matches("wrapped_convert_computation").count(),
        4,
        "{hlo_text}"
    );
    assert!(hlo_text.contains("f32[256,1024]{1,0} dot("), "{hlo_text}");

    let csv = |name: &str, extra: &[&str]| cost_csv(&dir, &file, name, extra);
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

/// A dot whose result is sharded along the weight's output dim while the weight is
/// replicated: the partitioner slices the weight locally (no collective).
const LOCAL_SLICE_DOT: &str = r#"module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
    return %0 : tensor<64x256xf32>
  }
}
"#;

#[test]
fn a_locally_sliced_dot_weight_is_written_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "local_slice_dot", LOCAL_SLICE_DOT);
    // The CPU program: a `dynamic-slice` fusion writes the weight's local half, the dot
    // (a YNNPACK fusion) reads it.
    assert!(
        hlo_text.contains("f32[128,128]{1,0} dynamic-slice("),
        "{hlo_text}"
    );
    let compiled = rows(
        &cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]),
        "instruction",
        "bytes_accessed_bytes",
    );
    let bytes_of = |prefix: &str| -> f64 {
        let hits: Vec<f64> = compiled
            .iter()
            .filter(|r| r.0.contains(prefix))
            .map(|r| r.1)
            .collect();
        assert_eq!(hits.len(), 1, "{prefix}: {compiled:?}");
        hits[0]
    };
    // The slice fusion reads and writes the slice (and its 4-byte partition id).
    let slice = 128.0 * 128.0 * 4.0;
    let slice_fusion = bytes_of("dynamic-slice_fusion");
    assert_eq!(slice_fusion, 2.0 * slice + 4.0, "{compiled:?}");
    let dot = bytes_of("ynn_fusion");
    let cpu = rows(
        &cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]),
        "op",
        "bytes_accessed",
    );
    let accelerator = rows(
        &cost_csv(&dir, &file, "acc.csv", &[]),
        "op",
        "bytes_accessed",
    );
    // The accelerator's dot reads the slice in place: exactly XLA's dot fusion.
    assert_eq!(
        accelerator,
        [("stablehlo.dot_general".to_string(), dot)],
        "{compiled:?}"
    );
    // As XLA:CPU compiles it, the dot also pays the slice written and read back: the
    // compiled dot and slice fusions together (but the slice's partition id).
    assert_eq!(
        cpu,
        [(
            "stablehlo.dot_general".to_string(),
            dot + slice_fusion - 4.0
        )],
        "{compiled:?}"
    );
}

/// A donated bf16 buffer updated in place with a slice computed from bf16 inputs: XLA:CPU
/// computes the update in f32 (`bf16-compute-in-f32`).
const BF16_UPDATE: &str = r#"module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<256x512xbf16> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1x512xbf16>, %arg2: tensor<i32>) -> (tensor<256x512xbf16>) {
    %0 = stablehlo.exponential %arg1 : tensor<1x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<256x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<256x512xbf16>
    return %1 : tensor<256x512xbf16>
  }
}
"#;

#[test]
fn a_bf16_buffer_updated_with_an_f32_slice_is_converted_whole() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "bf16_update", BF16_UPDATE);
    // The CPU program: one fusion converts the buffer to f32, updates it and converts
    // it back.
    assert!(
        hlo_text.contains("f32[256,512]{1,0} dynamic-update-slice("),
        "{hlo_text}"
    );
    let column = |csv: &str, name_col: &str, col: &str| rows(csv, name_col, col);
    let hlo_csv = cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]);
    let fusion = |col: &str| -> f64 {
        let r = column(&hlo_csv, "instruction", col);
        let hits: Vec<f64> = r
            .iter()
            .filter(|x| x.0.starts_with("dynamic-update-slice"))
            .map(|x| x.1)
            .collect();
        assert_eq!(hits.len(), 1, "{r:?}");
        hits[0]
    };
    let buffer = 256.0 * 512.0;
    let update = 512.0;
    let cpu_csv = cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]);
    let acc_csv = cost_csv(&dir, &file, "acc.csv", &[]);
    let dus = |csv: &str, col: &str| -> f64 {
        column(csv, "op", col)
            .into_iter()
            .find(|x| x.0 == "stablehlo.dynamic_update_slice")
            .map_or(0.0, |x| x.1)
    };
    // FLOPs: the buffer converted in and out (2 per element); XLA also converts the
    // update three times (in for the exponential, to bf16 and back), which the view does
    // not (it holds the update in f32 throughout).
    assert_eq!(fusion("flops"), 2.0 * buffer + 3.0 * update);
    assert_eq!(dus(&cpu_csv, "flops"), 2.0 * buffer);
    assert_eq!(dus(&acc_csv, "flops"), 0.0);
    // Bytes: no longer in place, the buffer is read and written whole (XLA's fusion
    // also takes the exponential in, whose f32 result the model writes and reads).
    assert!(fusion("bytes_accessed_bytes") >= 4.0 * buffer);
    assert!(dus(&cpu_csv, "bytes_accessed") >= 4.0 * buffer);
    // On an accelerator it stays in place: the bf16 update written (and its operands'
    // indices read).
    assert!(dus(&acc_csv, "bytes_accessed") < 4.0 * update + 16.0);
}

/// `%0 = %arg0 + %arg1`, sharded along its minor dim, is the lhs of a dot whose rhs and
/// result are sharded along the output dim: the dot reads `%0` gathered whole.
const MINOR_GATHER: &str = r#"module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg2: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<256x512xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"x"}]> : tensor<256x512xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    return %2 : tensor<256x128xf32>
  }
}
"#;

/// `all-gather-minor-dim-copied`: XLA:CPU lays the all-gather of `%0` (along its minor
/// dim) out with that dim most major (the add's fusion writes its shard in that layout),
/// and the dot reads it through a copy fusion that reads and writes it whole. Seen on
/// gpt2_12l's propagation plan (49 all-gathers of the hidden dim, each copied before
/// its dot or layer-norm reduce) and gpt2_block_train's weights. Not priced yet: a
/// parameter gathered along a minor dim is also copied into the transposed layout before
/// the all-gather (a parameter's layout is fixed; seen when `%0` is a parameter), and a
/// gather of an op's result (not of an operand) before a dot gets no copy in the model.
#[test]
fn a_minor_dim_all_gather_is_copied_for_a_dot_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "minor_gather", MINOR_GATHER);
    assert!(
        hlo_text.contains("f32[256,512]{0,1} all-gather("),
        "{hlo_text}"
    );
    let compiled = rows(
        &cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]),
        "instruction",
        "bytes_accessed_bytes",
    );
    let gathered = 256.0 * 512.0 * 4.0;
    // The copy fusion (the add's fusion, `copy_add_fusion`, writes the shard transposed).
    let copies: Vec<f64> = compiled
        .iter()
        .filter(|r| r.0.starts_with("wrapped_copy"))
        .map(|r| r.1)
        .collect();
    assert_eq!(copies, [2.0 * gathered], "{compiled:?}");
    let cpu = rows(
        &cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]),
        "op",
        "bytes_accessed",
    );
    let accelerator = rows(
        &cost_csv(&dir, &file, "acc.csv", &[]),
        "op",
        "bytes_accessed",
    );
    // As XLA:CPU compiles it, the dot pays the copy; nothing else changes.
    let mut want = accelerator.clone();
    for r in &mut want {
        if r.0 == "stablehlo.dot_general" {
            r.1 += 2.0 * gathered;
        }
    }
    assert_eq!(cpu, want, "{compiled:?}");
    // The compiled program's bytes but its collective's buffers: the add's fusion, and
    // the dot's with the copy it reads through.
    let total = |r: &[(String, f64)]| r.iter().map(|x| x.1).sum::<f64>();
    let fusions: Vec<(String, f64)> = compiled
        .iter()
        .filter(|r| !r.0.starts_with("all-gather"))
        .cloned()
        .collect();
    assert_eq!(total(&cpu), total(&fusions), "{cpu:?}\n{compiled:?}");
}

/// Attention with batch `b`: `q = q0 + q1`, scores `q.k` over heads (batch dims 0 and 2,
/// not leading), a max-subtracted exponential, and its dot with `v` (contracting the
/// sequence, dim 1 of `v`).
fn attention(b: usize) -> String {
    let t = |s: &str| format!("tensor<{b}x{s}xf32>");
    let (x, s4, o) = (t("128x4x64"), t("4x128x128"), t("4x64x128"));
    let r = t("4x128");
    format!(
        r#"module @jit_f attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%q0: {x}, %q1: {x}, %k: {x}, %v: {x}) -> ({o}) {{
    %q = stablehlo.add %q0, %q1 : {x}
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : ({x}, {x}) -> {s4}
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %m = stablehlo.reduce(%s init: %cst) applies stablehlo.maximum across dimensions = [3] : ({s4}, tensor<f32>) -> {r}
    %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : ({r}) -> {s4}
    %d = stablehlo.subtract %s, %mb : {s4}
    %p = stablehlo.exponential %d : {s4}
    %o = stablehlo.dot_general %v, %p, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : ({x}, {s4}) -> {o}
    return %o : {o}
  }}
}}
"#
    )
}

/// Elements of the arrays the copy fusions of the entry computation write (a fusion
/// named `*copy*`, as XLA names a fusion rooted at a copy or transpose), sorted.
fn compiled_copies(hlo: &str) -> Vec<u64> {
    let entry = &hlo[hlo.find("\nENTRY").expect("an entry computation")..];
    let mut v: Vec<u64> = entry
        .lines()
        .filter(|l| l.contains("copy") && l.contains(" fusion(") && l.contains("kind=kLoop"))
        .map(|l| {
            let dims = &l[l.find("f32[").expect("an f32 array") + 4..];
            dims[..dims.find(']').unwrap()]
                .split(',')
                .map(|d| d.parse::<u64>().unwrap())
                .product()
        })
        .collect();
    v.sort_unstable();
    v
}

/// Elements of the transposes the XLA:CPU view of `text` reads its dots through, sorted.
fn view_copies(text: &str) -> Vec<u64> {
    let m = common::parse_valid("attention.mlir", text).unwrap();
    let view = autoshard::cost::xla_cpu::xla_cpu_view(&m);
    let mut v: Vec<u64> = view
        .walk()
        .into_iter()
        .filter(|&op| view.ops[op].name == "stablehlo.transpose")
        .map(|op| {
            let t = view.tensor_type(view.ops[op].results[0]).unwrap();
            t.shape
                .iter()
                .map(|d| match d {
                    autoshard::ir::types::Dim::Static(n) => *n as u64,
                    autoshard::ir::types::Dim::Dynamic => 1,
                })
                .product()
        })
        .collect();
    v.sort_unstable();
    v
}

/// `dot-operand-transposed`: XLA:CPU's DotDecomposer transposes the operands of both
/// attention dots (batch dims 0 and 2 are not leading) and copies each: q (its add fused
/// in), k and v. The scores' transpose for the second dot swaps its last two dims, which
/// `TransposeFolding` folds back into the dot, unless the batch dim is 1 (the
/// simplifier drops it from the dot first, a reshape then stands between): with `b = 1`
/// it is a fourth copy. The view reads the dots through exactly those transposes (none
/// before the exception). Not priced alike: XLA:CPU fuses the softmax into the YNNPACK
/// fusion of the second dot, or into the scores' copy (the model writes and reads it).
#[test]
fn attention_dots_read_transposed_copies_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    for (b, copies) in [(1, 4), (2, 3)] {
        let text = attention(b);
        let (_, _, _, hlo_text) = compile(&py, &format!("attention{b}"), &text);
        let compiled = compiled_copies(&hlo_text);
        assert_eq!(compiled.len(), copies, "b = {b}: {hlo_text}");
        assert_eq!(view_copies(&text), compiled, "b = {b}: {hlo_text}");
    }
}

/// Two bf16 parameters sharded along dim 0: the first returned replicated (an
/// all-gather before the entry result), the second read by a transpose whose result is
/// sharded along the other dim (an all-to-all of its operand).
const BF16_COLLECTIVES: &str = r#"module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    return %arg0, %0 : tensor<256x512xbf16>, tensor<512x256xbf16>
  }
}
"#;

/// The per-execution collective times of a cost CSV (`comm_s` of the model's rows,
/// `collective_time_s` of the HLO's), sorted.
fn collective_times(csv: &str, col: &str) -> Vec<f64> {
    let mut t: Vec<f64> = rows(csv, col, col).into_iter().map(|r| r.1).collect();
    t.sort_by(f64::total_cmp);
    t
}

/// `bf16-collective-in-f32`: XLA:CPU converts both parameters to f32 before their
/// collectives and sends f32 (twice the accelerator's bytes and, here, exactly the
/// compiled collectives' times); the gathered entry result is converted back by a
/// fusion of its own. The XLA:CPU view's converts around the all-gather read and write
/// exactly what XLA's `wrapped_convert` fusions do. Not priced alike: XLA splits the
/// all-to-all's input into one convert fusion per destination (each reads the whole
/// parameter in XLA's cost analysis) and writes the transpose through a copy.
#[test]
fn bf16_collectives_are_sent_in_f32_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "bf16_collectives", BF16_COLLECTIVES);
    assert!(
        hlo_text.contains("f32[256,512]{1,0} all-gather("),
        "{hlo_text}"
    );
    assert!(hlo_text.contains("(f32[64,1,128]{2,1,0}"), "{hlo_text}");
    let hlo_csv = cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]);
    let cpu_csv = cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]);
    let acc_csv = cost_csv(&dir, &file, "acc.csv", &[]);
    let compiled = collective_times(&hlo_csv, "collective_time_s");
    let cpu = collective_times(&cpu_csv, "comm_s");
    assert_eq!(compiled.len(), 2, "{hlo_csv}");
    assert_eq!(cpu.len(), 2, "{cpu_csv}");
    for (c, p) in compiled.iter().zip(&cpu) {
        assert!((c - p).abs() <= 1e-9 * c, "{compiled:?} {cpu:?}");
    }
    // Twice the bytes the accelerator sends, per collective.
    let sent = |csv: &str| {
        let mut b: Vec<f64> = rows(csv, "bytes_sent", "bytes_sent")
            .into_iter()
            .map(|r| r.1)
            .collect();
        b.sort_by(f64::total_cmp);
        b
    };
    let acc: Vec<f64> = sent(&acc_csv).iter().map(|b| 2.0 * b).collect();
    assert_eq!(sent(&cpu_csv), acc);
    // The converts around the all-gather: the parameter's shard read in bf16 and
    // written in f32, the gathered f32 read and written in bf16.
    let wrapped: Vec<u64> = sorted_bytes(
        &rows(&hlo_csv, "instruction", "bytes_accessed_bytes")
            .into_iter()
            .filter(|r| r.0.starts_with("wrapped_convert"))
            .collect::<Vec<_>>(),
    );
    let (shard, whole) = (64.0 * 512.0, 256.0 * 512.0);
    assert_eq!(
        wrapped,
        [(6.0 * shard) as u64, (6.0 * whole) as u64],
        "{hlo_csv}"
    );
    let mut lines = cpu_csv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |c: &str| head.iter().position(|h| *h == c).unwrap();
    let converts: Vec<u64> = lines
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|f| f[col("op")] == "stablehlo.convert" && f[col("location")].ends_with(":5:5"))
        .map(|f| f[col("bytes_accessed")].parse::<f64>().unwrap() as u64)
        .collect();
    assert_eq!(converts, wrapped, "{cpu_csv}");
}

/// [`LOCAL_SLICE_DOT`] in bf16, its result through an exponential: the replicated bf16
/// weight the dot reads sliced is converted and sliced in one fusion.
const LOCAL_SLICE_BF16_DOT: &str = r#"module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : (tensor<64x128xbf16>, tensor<128x256xbf16>) -> tensor<64x256xbf16>
    %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : tensor<64x256xbf16>
    return %1 : tensor<64x256xbf16>
  }
}
"#;

#[test]
fn a_locally_sliced_bf16_weight_is_converted_whole_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "local_slice_bf16", LOCAL_SLICE_BF16_DOT);
    // One fusion converts the whole bf16 weight, slices it and converts the slice to bf16
    // and back; the dot reads the f32 slice it writes.
    assert!(hlo_text.contains("convert_convert_fusion"), "{hlo_text}");
    assert!(!hlo_text.contains("dynamic-slice_fusion"), "{hlo_text}");
    let hlo_csv = cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]);
    let cpu_csv = cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]);
    let total = |r: &[(String, f64)]| r.iter().map(|x| x.1).sum::<f64>();
    // Bytes: the whole program, but the partition id read twice (4 bytes each).
    let compiled = rows(&hlo_csv, "instruction", "bytes_accessed_bytes");
    let cpu = rows(&cpu_csv, "op", "bytes_accessed");
    assert_eq!(total(&cpu), total(&compiled) - 8.0, "{compiled:?}\n{cpu:?}");
    // FLOPs of the weight's convert and the dot: the whole 128x256 weight converted, its
    // 128x128 slice twice more, and the dot (the fusion's 2 scalar FLOPs of its offset
    // apart). Before, the slice was written apart and converted once: 1.54x the bytes.
    let flops = rows(&hlo_csv, "instruction", "flops");
    let of = |prefix: &str| flops.iter().find(|r| r.0.starts_with(prefix)).unwrap().1;
    let cpu_flops = rows(&cpu_csv, "op", "flops");
    let weight_and_dot: f64 = cpu_flops.iter().skip(1).map(|r| r.1).sum();
    assert_eq!(
        of("convert_convert_fusion"),
        128.0 * 256.0 + 2.0 * 128.0 * 128.0 + 2.0
    );
    assert_eq!(
        weight_and_dot,
        of("convert_convert_fusion") + of("ynn_fusion") - 2.0,
        "{flops:?}\n{cpu_flops:?}"
    );
}

/// A layer norm (`norm`) or a softmax of 8192 rows of 1024 f32, the rows sharded over
/// `n` devices.
fn row_reduction(norm: bool, n: usize) -> String {
    let body = if norm {
        "%0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
    %1 = stablehlo.divide %0, %n : tensor<8192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8192x1024xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8192x1024xf32>
    %5 = stablehlo.reduce(%4 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
    %6 = stablehlo.divide %5, %n : tensor<8192xf32>
    %7 = stablehlo.rsqrt %6 : tensor<8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<8192x1024xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<8192x1024xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8192x1024xf32>"
    } else {
        "%0 = stablehlo.reduce(%arg0 init: %m) applies stablehlo.maximum across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<8192x1024xf32>
    %3 = stablehlo.exponential %2 : tensor<8192x1024xf32>
    %4 = stablehlo.reduce(%3 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
    %11 = stablehlo.divide %3, %5 : tensor<8192x1024xf32>"
    };
    format!(
        r#"module @jit_f attributes {{mhlo.num_partitions = {n} : i32, mhlo.num_replicas = 1 : i32}} {{
  sdy.mesh @mesh = <["x"={n}]>
  func.func public @main(%arg0: tensor<8192x1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}}, %arg1: tensor<1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}]>}}) -> (tensor<8192x1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}}) {{
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %n = stablehlo.constant dense<1.024000e+03> : tensor<8192xf32>
    {body}
    return %11 : tensor<8192x1024xf32>
  }}
}}
"#
    )
}

#[test]
fn a_layer_norm_or_softmax_is_one_ynnpack_fusion_from_4096_rows_per_device() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let shard = 8192.0 * 1024.0 * 4.0;
    for norm in [true, false] {
        // 4096 rows per device: one fusion reads the input once and writes the output
        // (and a layer norm reads its scale). 2048: the per-row statistics (2048
        // elements) stop the fusions; a layer norm writes the centred input for its
        // variance and reads the input twice more, a softmax writes the exponentials
        // and reads them twice.
        for (n, fusions, shards_moved) in [(2, 1, 2.0), (4, 2, if norm { 6.0 } else { 5.0 })] {
            let name = format!("{}_{n}", if norm { "norm" } else { "softmax" });
            let (dir, file, hlo, hlo_text) = compile(&py, &name, &row_reduction(norm, n));
            assert_eq!(
                hlo_text.matches("\"kind\":\"__ynn_fusion\"").count(),
                fusions,
                "{name}:\n{hlo_text}"
            );
            let total = |r: &[(String, f64)]| r.iter().map(|x| x.1).sum::<f64>();
            let compiled = total(&rows(
                &cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]),
                "instruction",
                "bytes_accessed_bytes",
            ));
            let cpu = total(&rows(
                &cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]),
                "op",
                "bytes_accessed",
            ));
            let moved = shards_moved * shard / n as f64;
            assert!((compiled / moved - 1.0).abs() < 0.01, "{name}: {compiled}");
            assert!(
                (cpu / compiled - 1.0).abs() < 0.001,
                "{name}: {cpu} {compiled}"
            );
        }
    }
}

/// A KV cache's update (llama_decode's Megatron plan): a scatter into a bf16 buffer
/// replicated over `model` (and donated), its result sharded over `model` for a dot, and
/// the buffer returned replicated.
const SCATTER_RESULT_SLICED: &str = r#"module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<1024x8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<1xi32>, %arg3: tensor<8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<1024x8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<8x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %1 = "stablehlo.scatter"(%arg0, %arg2, %arg1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      stablehlo.return %b : tensor<bf16>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<1024x8x128xbf16>, tensor<1xi32>, tensor<8x128xbf16>) -> tensor<1024x8x128xbf16>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"model"}, {}]> : tensor<1024x8x128xbf16>
    %3 = stablehlo.dot_general %2, %arg3, batching_dims = [1] x [0], contracting_dims = [2] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1024x8x128xbf16>, tensor<8x128xbf16>) -> tensor<8x1024xbf16>
    %4 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {}]> : tensor<1024x8x128xbf16>
    return %4, %3 : tensor<1024x8x128xbf16>, tensor<8x1024xbf16>
  }
}
"#;

/// `bf16-slice-converted-whole` on a result: XLA runs the scatter in the buffer's
/// (replicated) sharding and slices its result to the plan's, in a
/// `dynamic-slice_convert_fusion` that converts the whole bf16 result to f32 and the slice
/// back; the buffer returned after the `sdy.sharding_constraint` that all-gathers it (in f32,
/// `bf16-collective-in-f32`) is converted back to bf16 by a `copy_convert_fusion`. Before,
/// the view charged neither (3.15M of 5.51M FLOPs; llama_decode's Megatron plan 1.063).
#[test]
fn a_bf16_result_sliced_to_its_sharding_is_converted_whole_as_the_exception_says() {
    let Some(py) = common::peer_python() else {
        return;
    };
    let (dir, file, hlo, hlo_text) = compile(&py, "scatter_result_sliced", SCATTER_RESULT_SLICED);
    assert!(
        hlo_text.contains("dynamic-slice_convert_fusion"),
        "{hlo_text}"
    );
    assert!(hlo_text.contains("copy_convert_fusion"), "{hlo_text}");
    let hlo_csv = cost_csv(&dir, &file, "hlo.csv", &["--hlo", hlo.to_str().unwrap()]);
    let cpu_csv = cost_csv(&dir, &file, "cpu.csv", &["--as-xla-cpu"]);
    let compiled = rows(&hlo_csv, "instruction", "flops");
    let cpu = rows(&cpu_csv, "op", "flops");
    let of = |r: &[(String, f64)], prefix: &str| -> Vec<f64> {
        r.iter()
            .filter(|x| x.0.starts_with(prefix))
            .map(|x| x.1)
            .collect()
    };
    let (buffer, slice, update) = (1024.0 * 8.0 * 128.0, 1024.0 * 2.0 * 128.0, 8.0 * 128.0);
    // The scatter's fusion converts the buffer in and out (and its gathered update three
    // times, which the view does not: it holds the update in f32); the slice's fusion
    // converts the whole result and the slice (and adds its offset: 2 scalar FLOPs).
    assert_eq!(
        of(&compiled, "dynamic-update-slice_convert_fusion"),
        vec![2.0 * buffer + 3.0 * update]
    );
    assert_eq!(
        of(&compiled, "dynamic-slice_convert_fusion"),
        vec![buffer + slice + 2.0]
    );
    // The view's scatter: the buffer converted in and out, its combiner once per update
    // element (as `HloCostAnalysis` counts a scatter; XLA's is a dynamic-update-slice), and
    // the result's slice.
    assert_eq!(
        of(&cpu, "stablehlo.scatter"),
        vec![2.0 * buffer + update + buffer + slice]
    );
    // The returned buffer's convert back: the view's convert is the compiled fusion.
    assert_eq!(of(&compiled, "copy_convert_fusion"), vec![buffer]);
    assert!(of(&cpu, "stablehlo.convert").contains(&buffer), "{cpu:?}");
    let bytes = |csv: &str, col: &str, name_col: &str, prefix: &str| -> Vec<f64> {
        rows(csv, name_col, col)
            .into_iter()
            .filter(|x| x.0.starts_with(prefix))
            .map(|x| x.1)
            .collect()
    };
    let back = bytes(
        &hlo_csv,
        "bytes_accessed_bytes",
        "instruction",
        "copy_convert_fusion",
    );
    assert!(
        bytes(&cpu_csv, "bytes_accessed", "op", "stablehlo.convert").contains(&back[0]),
        "{back:?}"
    );
    let total = |r: &[(String, f64)]| r.iter().map(|x| x.1).sum::<f64>();
    let (c, p) = (total(&compiled), total(&cpu));
    assert!(
        (c - p).abs() <= 0.001 * c,
        "compiled {c} FLOPs, predicted {p}"
    );
}
