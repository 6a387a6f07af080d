//! Bound <= cost, for every plan `solve` prices: the searched plan, the templates, the
//! propagation plan and the returned plan as propagation rewrites it all come from one
//! pricing function ([`autoshard::cost::plan::evaluate`], which pays once what the
//! program spells twice: identical constants and scalar broadcasts, one reshard of a
//! value to a sharding), and the ILP prices its plans with the same function. Over the
//! corpus (`models/*.mlir`, `models/lib/*.mlir`), on each model's mesh and on its axis
//! sizes rotated, with and without `--ignore-annotations`.
//!
//! Two assertions per solve:
//! - the reported lower bound is at most the cost of every valid plan solve priced;
//! - the ILP's own bound (before a plan outside its space lowers the report's) is at most
//!   the cost of the propagation plan and of the templates, except on the models listed
//!   in `OUTSIDE` with the reason their plans lie outside the ILP's space.
//!
//! The heavy library models (tens of seconds each in a debug build) run with
//! `cargo test --test solve_bounds -- --ignored`.

mod common;

use autoshard::cost::hardware::load_profile;
use autoshard::ir::sdy::MeshAxis;
use autoshard::ir::Module;
use autoshard::passes::mesh_override::override_meshes;
use autoshard::solve::{solve, SolveOptions};

/// Models whose templates or propagation plan the ILP cannot express, and why.
const OUTSIDE: &[(&str, &str)] = &[(
    "shard_map_mlp",
    "the search pins every value of a manual computation body to its input sharding; \
     propagation shards the body along the free axis",
)];

/// Relative slack: floating-point summation order only. The ILP prices its plan with
/// the evaluator's own code op by op (each solve lists the ops it prices otherwise,
/// `SolveReport::objective_diffs`, asserted empty below): tied layers each at their own
/// cost (their fusion decisions differ, gpt2_12l's bias broadcasts read their parameter
/// once per fusing consumer), and a plan's explicit reshards alias their operand for the
/// fusions that read it (gpt2_block_train's update read `%arg2` through two reshards).
const TOL: f64 = 1e-9;

fn module(path: &str) -> Module {
    let text = common::read(&common::repo().join(path));
    common::parse_valid(path, &text).unwrap_or_else(|e| panic!("{path}:\n{e}"))
}

/// The model on its own mesh, and on its axis sizes rotated by one (same names).
fn meshes(m: &Module) -> Vec<(String, Module)> {
    let mut out = vec![("as exported".to_string(), m.clone())];
    let Some((_, mesh, _)) = m.meshes().into_iter().next() else {
        return out;
    };
    let n = mesh.axes.len();
    if n < 2 {
        return out;
    }
    let axes: Vec<MeshAxis> = (0..n)
        .map(|i| MeshAxis {
            name: mesh.axes[i].name.clone(),
            size: mesh.axes[(i + 1) % n].size,
        })
        .collect();
    if axes == mesh.axes {
        return out;
    }
    let mut r = m.clone();
    if override_meshes(&mut r, &axes).is_ok() {
        let spec: Vec<String> = axes
            .iter()
            .map(|a| format!("{}={}", a.name, a.size))
            .collect();
        out.push((spec.join(","), r));
    }
    out
}

fn check(path: &str) {
    let name = path
        .rsplit('/')
        .next()
        .unwrap()
        .trim_end_matches(".mlir")
        .to_string();
    let m = module(path);
    for (mesh, m) in meshes(&m) {
        for ignore in [false, true] {
            let what = format!("{name} ({mesh}, ignore annotations: {ignore})");
            let mut o = SolveOptions::new(load_profile("h100").unwrap());
            o.ignore_annotations = ignore;
            let r = solve(&m, &o).unwrap_or_else(|d| panic!("{what}: solve fails: {d:?}"));
            // The objective is the evaluation of the ILP's plan, op by op.
            if let Some(p) = &r.plan {
                let diffs: Vec<String> = r.objective_diffs.iter().map(|d| d.describe(p)).collect();
                assert!(
                    diffs.is_empty(),
                    "{what}: the ILP prices {} ops otherwise than the evaluation:\n{}",
                    diffs.len(),
                    diffs.join("\n")
                );
            }
            let bound = r.bound_s;
            let le = |c: f64, plan: &str| {
                assert!(
                    bound <= c + TOL * c.abs().max(1e-9),
                    "{what}: lower bound {:.3} us above {plan} {:.3} us",
                    bound * 1e6,
                    c * 1e6
                );
            };
            if let Some(c) = r.plan_cost_s {
                le(c, "the returned plan");
            }
            if let Some(Ok(c)) = r.checks.as_ref().map(|c| c.evaluated_s.clone()) {
                le(c, "the ILP's plan");
            }
            if let Some(Some(Ok(c))) = r.stability.as_ref().map(|s| s.propagated_s.clone()) {
                le(c, "the plan as propagation rewrites it");
            }
            let ilp = r.bound_below.as_ref().map_or(bound, |b| b.1);
            let outside = OUTSIDE.iter().any(|(n, _)| *n == name);
            for b in &r.baselines {
                let valid = b.name == "propagation" || ignore;
                let Ok(c) = b.cost_s.as_ref().map(|c| *c) else {
                    continue;
                };
                if valid {
                    le(c, &format!("the {} plan", b.name));
                    assert!(
                        outside || ilp <= c + TOL * c.abs(),
                        "{what}: the ILP's bound {:.3} us is above the {} plan {:.3} us",
                        ilp * 1e6,
                        b.name,
                        c * 1e6
                    );
                }
            }
        }
    }
}

macro_rules! bounds {
    ($($test:ident: $path:expr),* $(,)?) => {
        $(#[test] fn $test() { check($path); })*
    };
}

bounds! {
    mlp2: "models/mlp2.mlir",
    mlp2_prio: "models/mlp2_prio.mlir",
    mlp_constraint: "models/mlp_constraint.mlir",
    moe: "models/moe.mlir",
    shard_map_mlp: "models/shard_map_mlp.mlir",
    gpt2_block: "models/gpt2_block.mlir",
    gpt2_block_prio: "models/gpt2_block_prio.mlir",
    gpt2_block_train: "models/gpt2_block_train.mlir",
    gpt2_12l: "models/gpt2_12l.mlir",
    gpt2_12l_scan: "models/gpt2_12l_scan.mlir",
    llama_block: "models/llama_block.mlir",
    llama_decode: "models/llama_decode.mlir",
    fsdp_block: "models/fsdp_block.mlir",
    keras_gemma_fwd: "models/lib/keras_gemma_fwd.mlir",
    penzai_fwd: "models/lib/penzai_fwd.mlir",
}

macro_rules! heavy_bounds {
    ($($test:ident: $path:expr),* $(,)?) => {
        $(#[test] #[ignore = "heavy: minutes in a debug build"] fn $test() { check($path); })*
    };
}

heavy_bounds! {
    gpt3_96l: "models/gpt3_96l.mlir",
    keras_gemma_train: "models/lib/keras_gemma_train.mlir",
    flax_nnx_train: "models/lib/flax_nnx_train.mlir",
    flax_linen_train_3d: "models/lib/flax_linen_train_3d.mlir",
    penzai_train: "models/lib/penzai_train.mlir",
}

/// Every model of the corpus is in one of the lists above.
#[test]
fn every_model_is_checked() {
    let src = common::read(&common::repo().join("tests/solve_bounds.rs"));
    // `model_names` covers models/ and models/lib/.
    let files = common::model_names().into_iter().map(|n| {
        let dir = if common::is_lib_model(&n) {
            "models/lib"
        } else {
            "models"
        };
        format!("{dir}/{n}.mlir")
    });
    for f in files {
        assert!(src.contains(&format!("\"{f}\"")), "{f} is not checked");
    }
}
