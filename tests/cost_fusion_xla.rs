//! The fusion model against XLA: per-device HBM bytes predicted for a plan
//! (`src/cost/fusion.rs`: only fusion boundaries touch HBM) against those of the program
//! XLA compiles from the same plan (`autoshard compare --xla`: jaxlib 0.10.2, 8 CPU
//! devices, `HloCostAnalysis` over the compiled fusions).
//!
//! Asserted: FLOPs within 2% on every compiled plan of the models below (as XLA:CPU
//! compiles the plan), and HBM bytes
//! within 15% on the (model, plan) rows of [`HBM_WITHIN_15`]; the ratios of every row
//! are printed. The compiled program is XLA's CPU backend's, so the prediction compared
//! is the plan's cost as XLA:CPU compiles it (`predicted_xla_cpu_hbm_bytes`: the
//! accelerator model with the named exceptions of `cost::xla_cpu`, each checked in
//! tests/cost_xla_cpu.rs); for f32 models the two predictions are equal. Rows left out
//! are gaps of the model against XLA's CPU compiler (q/k/v slices off shard boundaries, layout copies for
//! dots). Needs the jaxlib peer (`AUTOSHARD_PEER_PYTHON`); skipped without it unless
//! `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use std::collections::BTreeMap;

const MODELS: &[&str] = &[
    "mlp2",
    "gpt2_block",
    "mlp_constraint",
    "shard_map_mlp",
    "gpt2_12l",
];

/// (model, plan) whose compiled HBM bytes and serial step time are within 15% of the
/// prediction (as XLA:CPU compiles the plan).
///
/// mlp_constraint's and shard_map_mlp's plans that slice a replicated weight locally for
/// a dot are in since the slice XLA:CPU writes (a `dynamic-slice` fusion) is priced (the
/// named exception `local-slice-written-for-dot`); before, 2.39x and 2.54x.
///
/// gpt2_12l's data-parallel, Megatron and searched plans (1.153, 0.809 and 1.180 in
/// session 10, 0.982, 0.843 and 1.034 before) and gpt2_block's data-parallel and
/// searched plans (1.020, 1.039) are in since XLA:CPU's YNNPACK library fusions are
/// priced (`reduce-fused-by-ynnpack`: a layer norm or softmax with at least 4096 rows per
/// device is one fusion, taking the dot next to it in; with fewer, its statistics stop
/// the fusion and the centred input or the exponentials are written): 0.964, 1.059,
/// 1.019, 1.000 and 1.021.
///
/// gpt2_12l's propagation plan is out again (1.069 before, 1.209 now), with gpt2_block's
/// propagation and Megatron plans (1.201): every YNNPACK fusion of these programs is now
/// priced as compiled (gpt2_block propagation: each `ynn_fusion`, select and add fusion
/// equal to the op bytes of the model), and what is left is the q/k/v slices off shard
/// boundaries: XLA's partitioner cuts pieces (`wrapped_slice`, 44 MB on gpt2_block),
/// exchanges them (7 collective-permutes, 63 MB) and concatenates a halo buffer
/// (`concatenate`, 44 MB) that the q/k/v transposes read, where the model charges a
/// full-shard collective-permute per slice. The over-count of the layer norms and
/// softmaxes had hidden it (0.856 on gpt2_block before). A known gap of issue 14, not
/// a tolerance: fix the slice halos, then list them here again.
const HBM_WITHIN_15: &[(&str, &str)] = &[
    ("mlp2", "propagation"),
    ("mlp2", "data-parallel"),
    ("mlp2", "search"),
    ("mlp_constraint", "propagation"),
    // In since `emit::full` stopped writing back the user constraints the template
    // dropped (1.47x HBM, 1.78x step before: XLA gathered at the user's constraints).
    ("mlp_constraint", "data-parallel"),
    ("mlp_constraint", "search"),
    ("shard_map_mlp", "propagation"),
    ("shard_map_mlp", "data-parallel"),
    ("shard_map_mlp", "search"),
    ("gpt2_block", "data-parallel"),
    ("gpt2_block", "search"),
    ("gpt2_12l", "data-parallel"),
    ("gpt2_12l", "megatron"),
    ("gpt2_12l", "search"),
];

/// summary.csv rows by plan: column -> value.
fn summary(dir: &std::path::Path) -> BTreeMap<String, BTreeMap<String, String>> {
    let text = common::read(&dir.join("summary.csv"));
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().expect("a header").split(',').collect();
    lines
        .map(|l| {
            let row: BTreeMap<String, String> = head
                .iter()
                .zip(l.split(','))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            (row["plan"].clone(), row)
        })
        .collect()
}

fn num(row: &BTreeMap<String, String>, col: &str) -> f64 {
    row.get(col)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no number in column {col}: {row:?}"))
}

#[test]
fn predicted_hbm_bytes_match_the_compiled_program() {
    if common::peer_python().is_none() {
        return;
    }
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for model in MODELS {
        let dir = common::scratch(&format!("fusion_xla_{model}"));
        let file = format!("models/{model}.mlir");
        let (_, err, code) = common::autoshard(&[
            "compare",
            &file,
            "--hw",
            "tpu-v5e",
            "--out",
            dir.to_str().unwrap(),
            "--xla",
        ]);
        assert_eq!(code, Some(0), "compare {model} failed:\n{err}");
        for (plan, row) in summary(&dir) {
            if row["status"] != "ok" {
                continue;
            }
            assert_eq!(
                row["compiled_status"], "ok",
                "{model}/{plan} did not compile"
            );
            // XLA:CPU's FLOPs: the accelerator's and the converts its bf16 handling adds
            // (equal for these f32 models).
            let flops = num(&row, "compiled_flops") / num(&row, "predicted_xla_cpu_flops");
            let hbm = num(&row, "compiled_hbm_bytes") / num(&row, "predicted_xla_cpu_hbm_bytes");
            eprintln!("{model:12} {plan:14} compiled/predicted FLOPs {flops:.3} HBM {hbm:.3}");
            if (flops - 1.0).abs() > 0.02 {
                failures.push(format!("{model}/{plan}: FLOPs ratio {flops:.3}"));
            }
            let asserted = HBM_WITHIN_15.contains(&(*model, plan.as_str()));
            if asserted {
                seen.push((*model, plan.clone()));
            }
            if asserted && (hbm - 1.0).abs() > 0.15 {
                failures.push(format!("{model}/{plan}: HBM bytes ratio {hbm:.3}"));
            }
            let step =
                num(&row, "compiled_step_serial_s") / num(&row, "predicted_xla_cpu_step_serial_s");
            eprintln!("{model:12} {plan:14} compiled/predicted serial step {step:.3}");
            if asserted && (step - 1.0).abs() > 0.15 {
                failures.push(format!("{model}/{plan}: step time ratio {step:.3}"));
            }
        }
    }
    for (model, plan) in HBM_WITHIN_15 {
        if !seen.iter().any(|(m, p)| m == model && p == plan) {
            failures.push(format!("{model}/{plan}: no compiled plan"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A function called from two sites, each passing a value an elementwise op made and
/// reduced after the call: XLA's `CallInliner` inlines every call (not only a function's
/// single call site), so each site is one reduce fusion reading the two parameters.
const TWO_SITE_CALL: &str = r#"module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<512x1024xf32>, %arg1: tensor<512x1024xf32>) -> (tensor<512xf32>, tensor<512xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.add %arg0, %arg1 : tensor<512x1024xf32>
    %1 = func.call @act(%0) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.multiply %arg0, %arg1 : tensor<512x1024xf32>
    %4 = func.call @act(%3) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512xf32>
    return %2, %5 : tensor<512xf32>, tensor<512xf32>
  }
  func.func private @act(%arg0: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<512x1024xf32>
    return %0 : tensor<512x1024xf32>
  }
}
"#;

/// `text` compiled by XLA (through `peer`) and predicted by us on tpu-v5e: the compiled
/// program's HBM bytes, ours, and the compiled HLO.
fn compiled_and_predicted_hbm(
    peer: &mut common::Peer,
    name: &str,
    text: &str,
) -> (f64, f64, String) {
    use autoshard::cost::hardware::load_profile;
    use autoshard::cost::plan::{evaluate, PlanOptions};
    let file = common::scratch(&format!("fusion_xla_{name}")).join(format!("{name}.mlir"));
    std::fs::write(&file, text).unwrap();
    let reply = peer.request(&format!("compile {}", file.display()));
    assert!(reply.ok, "{}", reply.output);
    let m = common::parse_valid(&format!("{name}.mlir"), text).unwrap();
    let hw = load_profile("tpu-v5e").unwrap();
    let compiled = autoshard::hlo::compiled::cost_of_hlo(&reply.output, "f", &m, &hw, &[])
        .unwrap()
        .hbm_bytes;
    let opts = PlanOptions::default();
    let pc = evaluate(&m, &hw, &[], &opts).unwrap();
    let predicted = autoshard::report::summarize("f", &m, &pc, &hw, &[], &opts)
        .unwrap()
        .hbm_bytes;
    (compiled, predicted, reply.output)
}

#[test]
fn a_function_called_from_two_sites_is_fused_at_each_as_xla_inlines_it() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let (compiled, predicted, hlo) =
        compiled_and_predicted_hbm(&mut peer, "two_site_call", TWO_SITE_CALL);
    // Each site: both parameters read, the reduced row written (XLA's count may add the
    // scalar init constant each fusion takes as an operand: 4 bytes).
    let exact = 2.0 * (2.0 * 512.0 * 1024.0 * 4.0 + 512.0 * 4.0);
    eprintln!("two-site call: compiled {compiled} predicted {predicted} exact {exact}");
    assert!((compiled / exact - 1.0).abs() < 1e-4, "{hlo}");
    // Before: the call's operand and result in HBM at each site (written and read), 3x.
    assert!((predicted / compiled - 1.0).abs() < 1e-4);
}

/// A scan over stacked layer weights: each iteration's `dynamic_slice` of the loop-carried
/// stack feeds a dot, and a `slice` of the dot's result feeds an elementwise op. XLA
/// compiles the first to a `dynamic-slice` fusion and the second to a `slice` fusion whose
/// `HloCostAnalysis` reads only the piece each cuts (`FusionParameterReadBytes`), not the
/// whole buffer: one layer of the stack per iteration.
const SCAN_OVER_STACKED_WEIGHTS: &str = r#"module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<8x256x512xf32>, %arg1: tensor<128x256xf32>) -> tensor<128x256xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c0, %iterArg_1 = %arg1, %iterArg_2 = %arg0) : tensor<i32>, tensor<128x256xf32>, tensor<8x256x512xf32>
    cond {
      %c8 = stablehlo.constant dense<8> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %cz = stablehlo.constant dense<0> : tensor<i32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.dynamic_slice %iterArg_2, %iterArg, %cz, %cz, sizes = [1, 256, 512] : (tensor<8x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %2 = stablehlo.reshape %1 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %3 = stablehlo.dot_general %iterArg_1, %2, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
      %4 = stablehlo.slice %3 [0:128, 0:256] : (tensor<128x512xf32>) -> tensor<128x256xf32>
      %5 = stablehlo.tanh %4 : tensor<128x256xf32>
      %6 = stablehlo.add %iterArg, %c1 : tensor<i32>
      stablehlo.return %6, %5, %iterArg_2 : tensor<i32>, tensor<128x256xf32>, tensor<8x256x512xf32>
    }
    return %0#1 : tensor<128x256xf32>
  }
}
"#;

#[test]
fn a_scan_reads_one_layer_of_its_stacked_weights_per_iteration() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let (compiled, predicted, hlo) =
        compiled_and_predicted_hbm(&mut peer, "scan_stacked", SCAN_OVER_STACKED_WEIGHTS);
    assert!(hlo.contains("dynamic-slice"), "{hlo}");
    // Per iteration: the layer (512 KB) sliced out and written, read by the dot with the
    // carried activations (128 KB), the dot's result (256 KB) written, half of it sliced,
    // tanh'd and written (128 KB each).
    let layer = 256.0 * 512.0 * 4.0;
    let per_iteration = 2.0 * layer + (layer + 131072.0 + 262144.0) + 2.0 * 131072.0;
    eprintln!("scan: compiled {compiled} predicted {predicted} per iteration {per_iteration}");
    assert!((compiled / (8.0 * per_iteration) - 1.0).abs() < 0.05);
    // Before: the whole stack (4 MB) read by each iteration's slice, 2.8x.
    assert!(
        (predicted / compiled - 1.0).abs() < 0.05,
        "predicted {predicted}, compiled {compiled}"
    );
}
