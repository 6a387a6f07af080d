//! Baseline plans (data parallel, Megatron, propagation of the user's annotations) on
//! every model: each template applies where it should, annotates what it should, and
//! its plan is evaluated by the cost model.
//! `cargo test --test baseline -- --nocapture` prints the table of costs.

mod common;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::PlanOptions;
use autoshard::diag::SourceFile;
use autoshard::ir::sdy::SdyAttr;
use autoshard::ir::Module;
use autoshard::passes::sharding::func_arg_sharding;
use autoshard::solve::baseline::{self, BaselineKind};

fn load(name: &str) -> Module {
    let p = common::repo()
        .join("models")
        .join(format!("{name}.debug.mlir"));
    let src = SourceFile::new(name, common::read(&p));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors(), "{}", d.render(&src));
    m
}

/// The argument shardings of `@main` in a module, printed.
fn arg_shardings(m: &Module) -> Vec<String> {
    let main = baseline::entry(m).unwrap();
    let n = autoshard::passes::sharding::func_arity(m, main).0;
    (0..n)
        .map(|i| match func_arg_sharding(m, main, i) {
            Some(s) => format!("{}", SdyAttr::Sharding(s)),
            None => "-".into(),
        })
        .collect()
}

const MODELS: &[&str] = &[
    "mlp2",
    "mlp2_prio",
    "mlp_constraint",
    "gpt2_block",
    "gpt2_block_prio",
    "gpt2_block_train",
    "gpt2_12l",
    "gpt2_12l_scan",
    "llama_block",
    "llama_decode",
    "moe",
    "shard_map_mlp",
    "fsdp_block",
];

#[test]
fn baselines_on_every_model() {
    let hw = load_profile("tpu-v5e").unwrap();
    let opts = PlanOptions::default();
    println!(
        "{:18} {:>14} {:>14} {:>14}",
        "model", "propagation", "data-parallel", "megatron"
    );
    for name in MODELS {
        let m = load(name);
        let mut row = format!("{name:18}");
        for b in baseline::baselines(&m) {
            match baseline::cost(&b, &hw, &[], &opts) {
                Ok(c) => row.push_str(&format!(" {:>12.3}ms", c.serial_s() * 1e3)),
                Err(e) => {
                    // Only Megatron may refuse, and only on non-transformers.
                    assert_eq!(b.kind, BaselineKind::Megatron, "{name}: {e}");
                    assert!(e.starts_with("not a transformer"), "{name}: {e}");
                    row.push_str(&format!(" {:>14}", "n/a"));
                }
            }
        }
        println!("{row}");
    }
}

#[test]
fn data_parallel_shards_the_batch_and_replicates_parameters() {
    let m = load("gpt2_block");
    let dp = baseline::data_parallel(&m).unwrap();
    let s = arg_shardings(&dp);
    // x is the last argument; every parameter is replicated.
    assert_eq!(
        s[12],
        "#sdy.sharding<@mesh, [{\"data\", \"model\"}, {}, {}]>"
    );
    for p in &s[..12] {
        assert!(!p.contains('"'), "parameter sharded: {p}");
    }
    // Tokens (int ids) carry the batch of GPT-2 12 layers, through the embedding gather.
    let m = load("gpt2_12l");
    let s = arg_shardings(&baseline::data_parallel(&m).unwrap());
    let sharded: Vec<&String> = s.iter().filter(|x| x.contains('"')).collect();
    assert_eq!(
        sharded,
        vec!["#sdy.sharding<@mesh, [{\"data\", \"model\"}, {}]>"]
    );
    // Batch 4 on data=1, model=8: a sub-axis of model.
    let m = load("llama_block");
    let s = arg_shardings(&baseline::data_parallel(&m).unwrap());
    assert_eq!(s[9], "#sdy.sharding<@mesh, [{\"model\":(1)4}, {}, {}]>");
}

#[test]
fn megatron_pairs_columns_with_rows() {
    let m = load("gpt2_block");
    let s = arg_shardings(&baseline::megatron(&m).unwrap());
    // b_out, b_qkv, w_out, w_qkv, ln.., b_fc, b_proj, w_fc, w_proj, x
    assert_eq!(
        s[3], "#sdy.sharding<@mesh, [{}, {\"model\"}]>",
        "w_qkv column"
    );
    assert_eq!(s[2], "#sdy.sharding<@mesh, [{\"model\"}, {}]>", "w_out row");
    assert_eq!(
        s[10], "#sdy.sharding<@mesh, [{}, {\"model\"}]>",
        "w_fc column"
    );
    assert_eq!(
        s[11], "#sdy.sharding<@mesh, [{\"model\"}, {}]>",
        "w_proj row"
    );
    assert_eq!(
        s[12], "#sdy.sharding<@mesh, [{\"data\"}, {}, {}]>",
        "x batch"
    );
    let e = baseline::megatron(&load("mlp2")).unwrap_err();
    assert!(e.contains("no attention"), "{e}");
}
