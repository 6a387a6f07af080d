//! Every plan of every model, as the `full` module `autoshard emit --mode full` writes,
//! compiled by XLA (jaxlib's, 8 CPU devices, `scripts/peer.py compile`): the
//! propagation baseline, the data-parallel and Megatron templates (where they apply),
//! the search with the user's annotations and the search ignoring them
//! (`--ignore-annotations`). Zero compile failures is the acceptance. The two models
//! that donate buffers (gpt2_block_train, llama_decode) are also executed
//! (`peer.py execute`, seeded inputs) and compared with the unannotated model: one plan
//! each by default ([`EXECUTE`]), every plan with `AUTOSHARD_COMPILE_ALL=1`.
//!
//! By default only the donating models are compiled here and only llama_decode's plan is
//! executed (gpt2_block_train's execution takes 3.5 minutes on 2 cores): every plan of
//! every other model is compiled by tests/hlo_cost.rs (`every_plan_of_every_model_matches_xla`),
//! which must see no compile failure either. `AUTOSHARD_COMPILE_ALL=1` compiles all here,
//! gpt3_96l included (about a minute per plan), and executes every plan of both donating
//! models. Identical `full` modules (a search returning a baseline) are compiled once.
//!
//! `cargo test --test plans_compile -- --nocapture` prints the matrix.

mod common;

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::time::Instant;

use autoshard::cost::hardware::load_profile;
use autoshard::emit;
use autoshard::ir::Module;
use autoshard::print::{print_module, PrintOptions};
use autoshard::solve::baseline::{self, BaselineKind};
use autoshard::solve::{solve, SolveOptions};

/// Models executed against the unannotated model (the donating ones), with the plan
/// executed by default (the one that split its pairs before they were tied; every plan
/// with `AUTOSHARD_COMPILE_ALL=1`: each execution runs the replicated reference too, 3
/// minutes for gpt2_block_train on 2 cores) and the tolerance of the relative RMS
/// difference (`peer.py execute`, well-scaled inputs): f32 sums in another order stay near
/// f32's unit roundoff (6e-8); llama_decode computes in bf16, whose unit roundoff is 3.9e-3,
/// and its outputs differ by one bf16 step where a sum ran in another order (measured
/// relative RMS 4.1e-3 for the Megatron plan against the unannotated module; 1e-2 is 2.6
/// unit roundoffs).
const EXECUTE: [(&str, &str, f64); 2] = [
    ("gpt2_block_train", "searched-free", 1e-5),
    ("llama_decode", "megatron", 1e-2),
];
/// The models executed without `AUTOSHARD_COMPILE_ALL=1`.
const EXECUTE_BY_DEFAULT: [&str; 1] = ["llama_decode"];

/// The search as `autoshard solve` runs it by default (h100), deterministic.
fn options(ignore_annotations: bool) -> SolveOptions {
    let mut o = SolveOptions::new(load_profile("h100").unwrap());
    o.threads = NonZeroU32::MIN;
    o.node_limit = Some(200);
    o.ignore_annotations = ignore_annotations;
    o
}

/// Every plan of `m` (name, plan), or why one could not be made.
fn plans(name: &str, m: &Module) -> Vec<(String, Result<Module, String>)> {
    let mut out = Vec::new();
    for kind in BaselineKind::ALL {
        match baseline::baseline(m, kind).plan {
            Ok(p) => out.push((kind.name().to_string(), Ok(p.plan))),
            // A template that does not apply is no plan (e.g. Megatron on an MLP).
            Err(e) if kind != BaselineKind::Propagation => {
                println!("{name:18} {:14} not applicable: {e}", kind.name());
            }
            Err(e) => out.push((kind.name().to_string(), Err(e))),
        }
    }
    for (label, ignore) in [("searched", false), ("searched-free", true)] {
        let plan = match solve(m, &options(ignore)) {
            Ok(r) => r.plan.ok_or_else(|| format!("no plan ({})", r.status)),
            Err(d) => Err(format!("{d:?}")),
        };
        out.push((label.to_string(), plan));
    }
    out
}

#[test]
fn every_plans_full_module_compiles_with_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("plans_compile");
    let mut failures = Vec::new();
    let mut compiled = 0;
    let mut executed: Vec<String> = Vec::new();
    for name in common::model_names() {
        let donating = EXECUTE.iter().any(|e| e.0 == name);
        if !common::compile_all() && (common::SLOW.contains(&name.as_str()) || !donating) {
            println!("{name:18} compiled by tests/hlo_cost.rs (AUTOSHARD_COMPILE_ALL=1 compiles it here)");
            continue;
        }
        let m = common::model(&name);
        let reference = dir.join(format!("{name}.unannotated.mlir"));
        let execute = EXECUTE
            .iter()
            .find(|e| e.0 == name && (common::compile_all() || EXECUTE_BY_DEFAULT.contains(&e.0)));
        if execute.is_some() {
            let plain = baseline::unannotated(&m);
            std::fs::write(&reference, print_module(&plain, PrintOptions::default())).unwrap();
        }
        // Verdicts by module text: identical modules are compiled once.
        let mut seen: HashMap<String, String> = HashMap::new();
        for (label, plan) in plans(&name, &m) {
            let t0 = Instant::now();
            let plan = match plan {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("{name} {label}: no plan: {e}"));
                    continue;
                }
            };
            let text = print_module(&emit::full(&m, &plan), PrintOptions::default());
            if let Some(v) = seen.get(&text) {
                println!("{name:18} {label:14} same module as {v}");
                continue;
            }
            seen.insert(text.clone(), label.clone());
            let f = dir.join(format!("{name}.{label}.full.mlir"));
            std::fs::write(&f, &text).unwrap();
            let reply = peer.request(&format!("compile '{}'", f.display()));
            compiled += 1;
            if !reply.ok {
                let first = reply.output.lines().last().unwrap_or_default().to_string();
                failures.push(format!("{name} {label}: compile: {first}"));
                println!("{name:18} {label:14} COMPILE FAILED: {first}");
                continue;
            }
            let mut verdict = "compiles".to_string();
            if let Some(&(_, _, rtol)) = execute.filter(|e| common::compile_all() || e.1 == label) {
                let reply = peer.request(&format!(
                    "execute '{}' --reference '{}' --rtol {rtol}",
                    f.display(),
                    reference.display()
                ));
                executed.push(name.clone());
                verdict = format!("executes: {}", reply.output.trim());
                if !reply.ok {
                    failures.push(format!("{name} {label}: execute: {}", reply.output));
                }
            }
            println!(
                "{name:18} {label:14} {verdict} ({:.1}s)",
                t0.elapsed().as_secs_f64()
            );
        }
    }
    println!("{compiled} modules compiled, {} executed", executed.len());
    assert!(compiled > 0);
    for (name, label, _) in EXECUTE {
        if !common::compile_all() && !EXECUTE_BY_DEFAULT.contains(&name) {
            continue;
        }
        assert!(
            executed.iter().any(|e| e == name),
            "{name} {label} was not executed (same module as another plan?)"
        );
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// `jax.buffer_donor` is a preference: XLA compiles a donor whose only same-typed result
/// is sharded otherwise (the buffer is only donated, not aliased), and aliases it with a
/// result that matches.
#[test]
fn a_donor_compiles_with_or_without_a_matching_result() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("plans_compile_donor");
    for (label, out) in [
        ("same", r#"[{"data"}, {}]"#),
        ("other", r#"[{}, {"model"}]"#),
    ] {
        let text = format!(
            r#"module @donor attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, {out}>}}) {{
    %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }}
}}
"#
        );
        let f = dir.join(format!("donor.{label}.mlir"));
        std::fs::write(&f, text).unwrap();
        let reply = peer.request(&format!("compile '{}'", f.display()));
        assert!(reply.ok, "{label}: {}", reply.output);
        // The matching result reuses the donated buffer; the other one does not.
        let header = reply.output.lines().next().unwrap_or_default().to_string();
        let aliased = header.contains("input_output_alias={ {}: (0, {}, may-alias) }");
        assert_eq!(aliased, label == "same", "{label}: {header}");
        println!("donor {label}: {}", &header[..header.len().min(200)]);
    }
}

/// What the propagation baseline reports for a split pair (`Mismatch::xla_rejects`) is
/// what XLA does with the module: rejects a different per-device size, compiles an
/// equal one.
#[test]
fn xla_agrees_with_the_reported_split() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("plans_compile_split");
    let text = common::read(&common::repo().join("models/gpt2_block_train.mlir"));
    let splits = [
        (
            r#"'b_out']", sdy.sharding = #sdy.sharding<@mesh, [{}]>"#,
            r#"'b_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>"#,
        ),
        (
            r#"'w_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>"#,
            r#"'w_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>"#,
        ),
    ];
    for (i, (from, to)) in splits.into_iter().enumerate() {
        let from = format!("\"result[0]['attn'][{from}");
        let to = format!("\"result[0]['attn'][{to}");
        assert!(text.contains(&from));
        let split = text.replacen(&from, &to, 1);
        let m = common::parse_valid("split.mlir", &split).unwrap();
        let b = baseline::baseline(&m, BaselineKind::Propagation)
            .plan
            .unwrap();
        assert_eq!(b.alias_mismatches.len(), 1);
        let f = dir.join(format!("split{i}.mlir"));
        std::fs::write(&f, &split).unwrap();
        let reply = peer.request(&format!("compile '{}'", f.display()));
        assert_eq!(
            !reply.ok,
            b.alias_mismatches[0].xla_rejects(),
            "{}: {}",
            b.alias_mismatches[0],
            reply.output.lines().last().unwrap_or_default()
        );
        if !reply.ok {
            assert!(
                reply.output.contains("to have the same size"),
                "{}",
                reply.output
            );
        }
    }
}
