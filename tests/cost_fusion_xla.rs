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
//! are gaps of the model against XLA's CPU compiler (YNNPACK fusions, layout copies for
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
/// gpt2_block's searched and data-parallel plans are not (compiled/predicted 1.28 and
/// 1.22): XLA's CPU compiler copies dot operands into the layout its dot kernels read
/// (`copy_bitcast_fusion`, `wrapped_copy`: 186 MB of the searched plan's 719 MB), which
/// the model does not price. They were within 15% before calls were inlined (the
/// materialized call boundaries made up for the copies).
///
/// gpt2_12l's propagation and searched plans are in since XLA's fusion is modelled not
/// to duplicate a residual add into the later fusions of the stream
/// (`cost::fusion::duplicate`, XLA's `ComputeGloballyUnfusible`); before, 0.73 and 0.77
/// (every residual sum recomputed, from the whole stream, by every later fusion). Its
/// data-parallel (0.85) and Megatron (0.66) plans are not: XLA:CPU's YNNPACK fusions take
/// the layer norm and the softmax into the dots (`ynn_fusion`), which the model writes.
///
/// gpt2_block's propagation and Megatron plans (0.893 on the fusion branch alone) are at
/// 0.804 since reshards are priced as XLA's partitioner emits them: the q/k/v slices off
/// shard boundaries are priced as full-shard halo collective-permutes, whose buffers count
/// as HBM traffic, where XLA 0.10.2 sends slice-sized pieces (xla_collectives.csv: 1.6x
/// the bytes). A known gap of issue 14, not a tolerance: fix the slice halos, then list
/// them here again.
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
    ("gpt2_12l", "propagation"),
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
