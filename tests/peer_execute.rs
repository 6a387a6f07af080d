//! The judge of executed plans (`scripts/peer.py execute`, used by tests/emit_differential.rs,
//! tests/emit_searched.rs and tests/plans_compile.rs): a sharded program whose sums run in
//! another order passes, and a program that computes something else fails, however small
//! the difference is against the tolerance the comparison once had (1e-3 of the largest
//! magnitude). Each case is compiled and run by jaxlib's XLA on 8 CPU devices.

mod common;

const HEAD: &str = "module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n  sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n";

/// `x[64x256] . w[256x64]`, with the given argument attributes and body.
fn module(x_attr: &str, w_attr: &str, body: &str) -> String {
    format!(
        "{HEAD}  func.func public @main(%arg0: tensor<64x256xf32>{x_attr}, %arg1: tensor<256x64xf32>{w_attr}) -> (tensor<64x64xf32>) {{\n{body}  }}\n}}\n"
    )
}

const DOT: &str = "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>\n";

fn cases() -> Vec<(&'static str, String, bool)> {
    let sharded = module(
        " {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {\"model\"}]>}",
        " {sdy.sharding = #sdy.sharding<@mesh, [{\"model\"}, {}]>}",
        &format!("{DOT}    return %0 : tensor<64x64xf32>\n"),
    );
    // A quarter of the contraction lost, as a plan that drops a shard's partial sum.
    let lost_shard = module(
        "",
        "",
        "    %0 = stablehlo.slice %arg0 [0:64, 0:192] : (tensor<64x256xf32>) -> tensor<64x192xf32>\n    %1 = stablehlo.slice %arg1 [0:192, 0:64] : (tensor<256x64xf32>) -> tensor<192x64xf32>\n    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<64x192xf32>, tensor<192x64xf32>) -> tensor<64x64xf32>\n    return %2 : tensor<64x64xf32>\n",
    );
    // Off by 1e-4 of every value: inside 1e-3 of the largest magnitude, far outside rounding.
    let scaled = module(
        "",
        "",
        &format!("{DOT}    %cst = stablehlo.constant dense<1.000100e+00> : tensor<64x64xf32>\n    %1 = stablehlo.multiply %0, %cst : tensor<64x64xf32>\n    return %1 : tensor<64x64xf32>\n"),
    );
    vec![
        ("contraction sharded (all-reduce)", sharded, true),
        ("a quarter of the contraction lost", lost_shard, false),
        ("every value 1e-4 off", scaled, false),
    ]
}

#[test]
fn execute_passes_reordered_sums_and_fails_other_results() {
    let Some(mut peer) = common::Peer::start() else {
        println!("skipped: no peer");
        return;
    };
    let dir = common::scratch("peer_execute");
    let reference = dir.join("reference.mlir");
    std::fs::write(
        &reference,
        module("", "", &format!("{DOT}    return %0 : tensor<64x64xf32>\n")),
    )
    .unwrap();
    for (i, (what, text, passes)) in cases().into_iter().enumerate() {
        let f = dir.join(format!("case{i}.mlir"));
        std::fs::write(&f, text).unwrap();
        let reply = peer.request(&format!(
            "execute '{}' --reference '{}'",
            f.display(),
            reference.display()
        ));
        println!("{what}: {}", reply.output.trim());
        assert_eq!(reply.ok, passes, "{what}: {}", reply.output);
        if !passes {
            assert!(
                reply.output.contains("relative RMS difference"),
                "{what}: the failure names the measure: {}",
                reply.output
            );
        }
    }
}
