//! `--emit-collectives`: for every model, the module with the plan's collectives as
//! explicit `sdy` collective ops verifies with our verifier and with jaxlib's Shardy
//! (through the peer), holds one op per step of Shardy's lowering of every reshard the
//! evaluator charges (`cost::reshard`; the evaluator prices what XLA emits for the same
//! reshards, `cost::reshard_xla`, so per-kind counts differ where XLA's choice differs
//! from that lowering), and prints the same on every run; one printout is snapshotted (`tests/cost/*.emitted.mlir`,
//! `UPDATE_SNAPSHOTS=1` rewrites it).

mod common;

use std::collections::BTreeMap;

use autoshard::cost::emit::emit_collectives;
use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::{evaluate, PlanOptions, Why};
use autoshard::diag::SourceFile;
use autoshard::parse::parse_module;
use autoshard::passes::Pipeline;
use autoshard::print::{print_module, PrintOptions};

fn kind_of(op: &str) -> Option<&'static str> {
    Some(match op {
        "sdy.all_gather" => "all-gather",
        "sdy.all_reduce" => "all-reduce",
        "sdy.reduce_scatter" => "reduce-scatter",
        "sdy.all_to_all" => "all-to-all",
        "sdy.collective_permute" => "collective-permute",
        _ => return None,
    })
}

#[test]
fn every_model_with_explicit_collectives_verifies_here_and_in_jaxlib() {
    let mut peer = common::Peer::start();
    let dir = common::scratch("cost-emit");
    let hw = load_profile("h100").unwrap();
    for f in common::model_files() {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        if name.ends_with(".debug.mlir") {
            continue;
        }
        let file = SourceFile::new(name.as_str(), common::read(&f));
        let (mut m, d) = parse_module(&file);
        assert!(!d.has_errors(), "{name}");
        Pipeline::parse("sdy-propagation-pipeline")
            .unwrap()
            .run(&mut m, false)
            .unwrap_or_else(|_| panic!("{name}: propagation fails"));
        let pc = evaluate(&m, &hw, &[], &PlanOptions::default()).unwrap();
        let e = emit_collectives(&m, &pc);
        assert!(e.warnings.is_empty(), "{name}: {:?}", e.warnings);
        let v = autoshard::verify::verify(&e.module);
        let text = print_module(&e.module, PrintOptions::default());
        assert!(!v.has_errors(), "{name}:\n{}\n{text}", v.render(&file));
        // One op per charged collective, by kind.
        let mut charged: BTreeMap<&str, usize> = BTreeMap::new();
        for (_, _, c) in pc.collectives().filter(|c| c.2.why != Why::Explicit) {
            *charged.entry(c.kind.name()).or_default() += 1;
        }
        let mut written: BTreeMap<&str, usize> = BTreeMap::new();
        for op in e.module.walk() {
            if let Some(k) = kind_of(&e.module.ops[op].name) {
                *written.entry(k).or_default() += 1;
            }
        }
        let slices = e
            .module
            .walk()
            .into_iter()
            .filter(|&op| e.module.ops[op].name == "sdy.all_slice")
            .count();
        let total: usize = written.values().sum();
        assert_eq!(total + slices, e.collectives, "{name}: {written:?}");
        assert_eq!(
            written.is_empty(),
            charged.is_empty(),
            "{name}: {written:?} {charged:?}"
        );
        assert_eq!(e.reshards, 0, "{name}: a step without a collective");
        // Deterministic.
        let again = print_module(&emit_collectives(&m, &pc).module, PrintOptions::default());
        assert_eq!(text, again, "{name}");
        if name == "mlp_constraint.mlir" {
            let snap = common::repo().join("tests/cost/mlp_constraint.emitted.mlir");
            let expected = std::fs::read_to_string(&snap).unwrap_or_default();
            if expected != text {
                if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
                    std::fs::write(&snap, &text).unwrap();
                } else {
                    panic!(
                        "{} differs (UPDATE_SNAPSHOTS=1 rewrites it):\n{text}",
                        snap.display()
                    );
                }
            }
        }
        if let Some(peer) = peer.as_mut() {
            let out = dir.join(&name);
            std::fs::write(&out, &text).unwrap();
            let reply = peer.request(&format!("parse {}", out.display()));
            assert!(reply.ok, "{name}: jaxlib rejects it:\n{}", reply.output);
        }
    }
}
