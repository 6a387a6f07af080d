//! Donated buffers (`tf.aliasing_output`): on the two donating models (gpt2_block_train,
//! a training step donating parameters and optimizer state; llama_decode, a decoder
//! donating its KV cache), every plan gives each donated argument the sharding of the
//! result it aliases: the propagation baseline, the data-parallel and Megatron
//! templates, the search with the annotations and without them (`--ignore-annotations`),
//! and the `full`, `minimal` and `jax` forms written from each. The plan checker rejects
//! a plan that splits a pair.
//!
//! XLA's view of the same plans (compiling and executing them) is tests/plans_compile.rs.

mod common;

use std::num::NonZeroU32;

use autoshard::cost::hardware::load_profile;
use autoshard::emit::{self, minimal};
use autoshard::ir::Module;
use autoshard::passes::sharding::set_func_result_sharding;
use autoshard::solve::baseline::{self, BaselineKind};
use autoshard::solve::{alias, check, graph, solve, SolveOptions};

const DONATING: [&str; 2] = ["gpt2_block_train", "llama_decode"];

/// The search as `autoshard solve` runs it (h100), deterministic.
fn options(ignore_annotations: bool) -> SolveOptions {
    let mut o = SolveOptions::new(load_profile("h100").unwrap());
    o.threads = NonZeroU32::MIN;
    o.node_limit = Some(200);
    o.ignore_annotations = ignore_annotations;
    o
}

/// Every plan of a model, named.
fn plans(name: &str, m: &Module) -> Vec<(String, Module)> {
    let mut out = Vec::new();
    for kind in BaselineKind::ALL {
        match baseline::baseline(m, kind).plan {
            Ok(p) => out.push((kind.name().to_string(), p.plan)),
            Err(e) => println!("{name} {}: not applicable ({e})", kind.name()),
        }
    }
    for ignore in [false, true] {
        let r = solve(m, &options(ignore)).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let label = if ignore { "searched-free" } else { "searched" };
        if let Some(c) = &r.checks {
            assert!(
                c.alias_mismatches.is_empty(),
                "{name} {label}: the ILP's plan splits a pair: {:?}",
                c.alias_mismatches
            );
        }
        let p = r
            .plan
            .unwrap_or_else(|| panic!("{name} {label}: no plan ({})", r.status));
        println!("{name} {label}: from {:?}", r.plan_source);
        out.push((label.to_string(), p));
    }
    out
}

#[test]
fn both_models_donate() {
    for name in DONATING {
        let m = common::model(name);
        assert!(!alias::pairs(&m).is_empty(), "{name} has no aliased pair");
    }
    assert_eq!(alias::pairs(&common::model("llama_decode")).len(), 2);
    assert_eq!(alias::pairs(&common::model("gpt2_block_train")).len(), 37);
}

#[test]
fn the_search_puts_each_pair_in_one_class() {
    for name in DONATING {
        let m = common::model(name);
        let g = graph::build(&m, &Default::default());
        let main = baseline::entry(&m).unwrap();
        let args = m.blocks[m.entry_block(main).unwrap()].args.clone();
        for p in alias::pairs(&m) {
            let a = g.index[&graph::Node::Value(args[p.arg])];
            let r = g.index[&graph::Node::FuncResult(main, p.result)];
            assert_eq!(g.class_of[a], g.class_of[r], "{name}: {p:?}");
        }
    }
}

#[test]
fn every_plan_and_every_emitted_form_keeps_each_pair() {
    let mut failures = Vec::new();
    for name in DONATING {
        let m = common::model(name);
        let main = baseline::entry(&m).unwrap();
        for (label, plan) in plans(name, &m) {
            let bad = alias::mismatches(&plan);
            if !bad.is_empty() {
                failures.push(format!("{name} {label} plan: {bad:?}"));
            }
            let full = emit::full(&m, &plan);
            let bad = alias::mismatches(&full);
            if !bad.is_empty() {
                failures.push(format!("{name} {label} full: {bad:?}"));
            }
            // Both ends written explicitly, alike.
            for p in alias::pairs(&m) {
                let a = autoshard::passes::sharding::func_arg_sharding(&full, main, p.arg);
                let r = autoshard::passes::sharding::func_result_sharding(&full, main, p.result);
                if a.is_none() || a != r {
                    failures.push(format!("{name} {label} full: {p:?} written {a:?} / {r:?}"));
                }
            }
            let min = minimal::minimal(&m, &plan, &minimal::Options::default()).unwrap();
            let bad = alias::mismatches(&min.module);
            if !bad.is_empty() {
                failures.push(format!("{name} {label} minimal: {bad:?}"));
            }
            let snippet = emit::jax::snippet(&m, &full, &min.annotations);
            if !snippet.contains("DONATED = {") {
                failures.push(format!("{name} {label} jax: no donation table"));
            }
            println!("{name:18} {label:14} ok");
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_checker_rejects_a_split_pair() {
    let m = common::model("llama_decode");
    let plan = baseline::baseline(&m, BaselineKind::DataParallel)
        .plan
        .unwrap()
        .plan;
    let opts = options(false);
    let cost = autoshard::cost::plan::evaluate(&plan, &opts.hw, &opts.axis_links, &opts.plan)
        .unwrap()
        .serial_s();
    assert!(check::check(&plan, cost, &opts).passed());
    // Result 1 (the K cache) replicated while its argument stays sharded.
    let mut split = plan.clone();
    let main = baseline::entry(&split).unwrap();
    let p = alias::pairs(&split)[0];
    let rank = 4;
    let replicated = autoshard::ir::sdy::TensorSharding::empty(
        autoshard::ir::sdy::MeshRef::Symbol("mesh".into()),
        rank,
        true,
    );
    assert!(alias::arg_sharding(&split, main, p.arg).is_some());
    set_func_result_sharding(&mut split, main, p.result, replicated);
    let c = check::check(&split, cost, &opts);
    assert_eq!(c.alias_mismatches.len(), 1, "{:?}", c.alias_mismatches);
    assert!(!c.passed());
    let x = &alias::mismatches(&split)[0];
    assert!(x.xla_rejects(), "{x}");
    // `full` writes the argument's sharding on the result.
    assert!(alias::mismatches(&emit::full(&m, &split)).is_empty());
}

/// A donor without a fixed result (`jax.buffer_donor`): result 0 with the donor's
/// sharding when `same`, else sharded on another dim.
pub fn donor_module(same: bool) -> String {
    let out = if same {
        r#"[{"data"}, {}]"#
    } else {
        r#"[{}, {"model"}]"#
    };
    format!(
        r#"module @donor attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, {out}>}}) {{
    %0 = stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }}
}}
"#
    )
}

#[test]
fn a_donor_is_a_preference() {
    for same in [true, false] {
        let m = common::parse_valid("donor.mlir", &donor_module(same)).unwrap();
        assert_eq!(alias::donors(&m), vec![0]);
        assert!(alias::pairs(&m).is_empty());
        let want = if same { Some(0) } else { None };
        assert_eq!(alias::donor_matches(&m), vec![(0, want)]);
        // Not a requirement: the checker accepts the plan either way.
        let plan = baseline::baseline(&m, BaselineKind::Propagation)
            .plan
            .unwrap()
            .plan;
        assert!(alias::mismatches(&plan).is_empty());
        let full = emit::full(&m, &plan);
        let snippet = emit::jax::snippet(&m, &full, &[]);
        let note = if same { "reusable for" } else { "not reused" };
        assert!(snippet.contains(note), "{snippet}");
    }
}

/// gpt2_block_train with result `k`'s annotation replaced: a module whose own
/// annotations split a donated pair.
pub fn split_train_step(from: &str, to: &str) -> String {
    let text = common::read(&common::repo().join("models/gpt2_block_train.mlir"));
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

/// b_out's result sharded on "model" (a smaller per-device buffer), w_out's result
/// sharded on the other dim (the same size).
pub const SPLITS: [(&str, &str, bool); 2] = [
    (
        r#""result[0]['attn']['b_out']", sdy.sharding = #sdy.sharding<@mesh, [{}]>"#,
        r#""result[0]['attn']['b_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>"#,
        true,
    ),
    (
        r#""result[0]['attn']['w_out']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>"#,
        r#""result[0]['attn']['w_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>"#,
        false,
    ),
];

#[test]
fn the_propagation_baseline_reports_a_split_pair() {
    for (from, to, rejects) in SPLITS {
        let m = common::parse_valid("split.mlir", &split_train_step(from, to)).unwrap();
        let b = baseline::baseline(&m, BaselineKind::Propagation)
            .plan
            .unwrap();
        assert_eq!(b.alias_mismatches.len(), 1, "{:?}", b.alias_mismatches);
        assert_eq!(b.alias_mismatches[0].xla_rejects(), rejects);
        // The templates and the search tie the pair anyway.
        let dp = baseline::baseline(&m, BaselineKind::DataParallel)
            .plan
            .unwrap();
        assert!(dp.alias_mismatches.is_empty());
        assert!(alias::mismatches(&emit::full(&m, &b.plan)).is_empty());
    }
}
