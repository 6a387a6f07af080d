//! `minimal` on a plan that reshards a value at its one use, at the end of a long chain
//! of open values: the reshard's constraint propagates backward through the whole
//! chain unless the value it reads is pinned (gpt3_96l's searched plan: the QKV
//! projection read sequence-sharded by its slices pulled the replicated residual stream
//! along, one value per round of constraints, past the last round).
//!
//! `cargo test --test emit_minimal_reshard`

mod common;

use autoshard::emit::{self, minimal, targets};
use autoshard::ir::Module;

/// Longer than `minimal::Options::default().max_rounds`: one constraint per round
/// along the chain cannot reach its end.
const CHAIN: usize = 80;

fn parse(name: &str, text: &str) -> Module {
    common::parse_valid(name, text).unwrap_or_else(|e| panic!("{e}"))
}

/// `main(a) = negate^(CHAIN+1)(a)`: every value replicated but the last, which reads
/// the one before it resharded to `[{"x"}, {}]` (in the plan: `sdy.reshard` and the
/// sharding on the last op and the result).
fn module(plan: bool) -> String {
    let t = "tensor<64x64xf32>";
    let sharded = r#"#sdy.sharding<@mesh, [{"x"}, {}]>"#;
    let mut s = format!(
        "module @m {{\n  sdy.mesh @mesh = <[\"x\"=8]>\n  func.func public @main(%arg0: {t}) -> ({t}{}) {{\n    %0 = stablehlo.negate %arg0 : {t}\n",
        if plan { format!(" {{sdy.sharding = {sharded}}}") } else { String::new() }
    );
    for i in 1..CHAIN {
        s += &format!("    %{i} = stablehlo.negate %{} : {t}\n", i - 1);
    }
    let last = CHAIN - 1;
    if plan {
        s += &format!("    %r = sdy.reshard %{last} <@mesh, [{{\"x\"}}, {{}}]> : {t}\n");
        s += &format!(
            "    %out = stablehlo.negate %r {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{\"x\"}}, {{}}]>]>}} : {t}\n"
        );
    } else {
        s += &format!("    %out = stablehlo.negate %{last} : {t}\n");
    }
    s + "    return %out : " + t + "\n  }\n}\n"
}

#[test]
fn a_reshard_at_the_end_of_a_long_open_chain_is_reproduced_with_a_pin() {
    let m = parse("chain.mlir", &module(false));
    let plan = parse("chain.plan.mlir", &module(true));
    assert!(minimal::Options::default().max_rounds < CHAIN);
    let r = minimal::minimal(&m, &plan, &minimal::Options::default()).unwrap();
    assert!(r.exact, "{} values differ: {:#?}", r.remaining, r.differing);
    let p = emit::propagate(&r.module).unwrap();
    let d = targets::plan_differences(&m, &r.module, &p, &plan);
    assert!(d.is_empty(), "{d:#?}");
    // The reshard and the pin of the value it reads (the result follows the last op).
    let points: Vec<_> = r.annotations.iter().map(|a| a.point).collect();
    assert_eq!(points.len(), 2, "{points:?}");
    assert!(
        points.iter().any(|p| matches!(p, minimal::Point::Value(_))),
        "{points:?}"
    );
}
