//! Plan evaluation on fully sharded modules: the collectives each op needs (from the
//! sharding rules), weights from loops, per-device memory; on the models after our
//! `sdy-propagation-pipeline`, and on hand-written modules for each source of
//! communication. Expected numbers for the models are XLA's (jaxlib 0.10.2, 8 CPU
//! devices, `compiled.as_text()`), where our model agrees with it.

mod common;

use autoshard::cost::collective::CollectiveKind;
use autoshard::cost::hardware::load_profile;
use autoshard::cost::memory::memory;
use autoshard::cost::plan::{evaluate, ModuleShardings, PlanCost, PlanOptions, Why};
use autoshard::cost::schedule::overlap;
use autoshard::diag::SourceFile;
use autoshard::ir::Module;
use autoshard::parse::parse_module;
use autoshard::passes::Pipeline;

fn parse(name: &str, text: &str) -> Module {
    let (m, diags) = parse_module(&SourceFile::new(name, text));
    assert!(!diags.has_errors(), "{name} does not parse");
    m
}

/// A model after our propagation pipeline.
fn propagated(name: &str) -> Module {
    let text = common::read(&common::model_path(name));
    let mut m = parse(name, &text);
    Pipeline::parse("sdy-propagation-pipeline")
        .unwrap()
        .run(&mut m, false)
        .unwrap_or_else(|_| panic!("{name}: propagation fails"));
    m
}

fn eval(m: &Module) -> PlanCost {
    let hw = load_profile("h100").unwrap();
    evaluate(m, &hw, &[], &PlanOptions::default()).unwrap()
}

/// (kind, axes, bytes after) of every collective, in program order.
fn summary(m: &Module, pc: &PlanCost) -> Vec<(String, String, String, u64)> {
    pc.collectives()
        .map(|(op, _, c)| {
            let axes: Vec<String> = c
                .axes
                .iter()
                .map(|a| a.to_string().replace('"', ""))
                .collect();
            (
                m.ops[op].name.clone(),
                c.kind.name().to_string(),
                axes.join(","),
                c.bytes_after,
            )
        })
        .collect()
}

fn s(a: &str, b: &str, c: &str, d: u64) -> (String, String, String, u64) {
    (a.into(), b.into(), c.into(), d)
}

#[test]
fn every_model_evaluates() {
    for path in common::model_files() {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name.ends_with(".debug.mlir") {
            continue;
        }
        let m = propagated(&name);
        let pc = eval(&m);
        assert!(pc.warnings.is_empty(), "{name}: {:?}", pc.warnings);
        assert!(pc.compute_s > 0.0 && pc.flops > 0.0, "{name}");
        assert!(
            pc.defaulted_loops.is_empty(),
            "{name}: a loop without a constant trip count"
        );
        let mem = memory(&m, &ModuleShardings::new(&m), &pc);
        assert!(
            mem.peak_bytes >= mem.parameter_bytes + mem.output_bytes / 2,
            "{name}: {mem:?}"
        );
        // The overlapped schedule runs every op as often as the plan says, and lies
        // between the busiest stream and the serial sum.
        let hw = load_profile("h100").unwrap();
        let links = [("data".to_string(), "ib".to_string())];
        let links: &[(String, String)] = if m
            .meshes()
            .iter()
            .any(|(_, x, _)| x.axis_index("data").is_some())
        {
            &links
        } else {
            &[]
        };
        let pc = evaluate(&m, &hw, links, &PlanOptions::default()).unwrap();
        let s = overlap(&m, &pc, &hw, links, 1).unwrap();
        let tol = 1e-9 * pc.serial_s();
        assert!(
            (s.serial_s - pc.serial_s()).abs() <= tol,
            "{name}: {} vs {}",
            s.serial_s,
            pc.serial_s()
        );
        assert!(s.overlapped_s <= s.serial_s + tol, "{name}: {s:?}");
        let busiest = s.busy_s.values().copied().fold(0.0, f64::max);
        assert!(s.overlapped_s + tol >= busiest, "{name}: {s:?}");
        assert_eq!(
            s,
            overlap(&m, &pc, &hw, links, 1).unwrap(),
            "{name}: deterministic"
        );
    }
}

#[test]
fn megatron_mlp_needs_one_all_reduce() {
    let m = propagated("mlp2.mlir");
    let pc = eval(&m);
    // XLA: one all-reduce f32[64,1024] over replica groups {0,1,2,3},{4,5,6,7} ("model").
    assert_eq!(
        summary(&m, &pc),
        [s(
            "stablehlo.dot_general",
            "all-reduce",
            "model",
            64 * 1024 * 4
        )]
    );
    let (_, _, c) = pc.collectives().next().unwrap();
    assert_eq!(c.why, Why::Result(0));
    // XLA's partitioned parameters: f32[1024], f32[1024,1024], f32[1024], f32[1024,1024], f32[64,1024].
    let mem = memory(&m, &ModuleShardings::new(&m), &pc);
    assert_eq!(
        mem.parameter_bytes,
        4 * (1024 + 1024 * 1024 + 1024 + 1024 * 1024 + 64 * 1024)
    );
    assert_eq!(mem.output_bytes, 4 * 64 * 1024);
}

#[test]
fn explicit_collectives_in_manual_computations() {
    let m = propagated("shard_map_mlp.mlir");
    let pc = eval(&m);
    // The psum over "model" inside shard_map: XLA's all-reduce f32[64,1024] (data free).
    assert_eq!(
        summary(&m, &pc),
        [s(
            "stablehlo.all_reduce",
            "all-reduce",
            "model",
            64 * 1024 * 4
        )]
    );
}

#[test]
fn scan_bodies_run_trip_count_times() {
    let m = propagated("gpt2_12l_scan.mlir");
    let pc = eval(&m);
    let dots: Vec<f64> = pc
        .ops
        .iter()
        .filter(|o| m.ops[o.op].name == "stablehlo.dot_general")
        .map(|o| o.weight)
        .collect();
    // 12 layers' worth inside the loop (several dots each), the logits dot outside once.
    assert!(dots.iter().filter(|&&w| w == 12.0).count() >= 4, "{dots:?}");
    assert!(dots.contains(&1.0));
}

const HAND: &str = r#"
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                  %b: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
      -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
          tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>}) {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}], unreduced={"y"}>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<8x32xf32>
    %3 = stablehlo.add %2, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x32xf32>
    return %3, %1 : tensor<8x32xf32>, tensor<8x32xf32>
  }
}
"#;

#[test]
fn each_source_of_communication() {
    let m = parse("hand.mlir", HAND);
    let pc = eval(&m);
    assert_eq!(
        summary(&m, &pc),
        [
            // Contracting dim on "y": partial sums, all-reduced into %0 ([{"x"}, {}]).
            s("stablehlo.dot_general", "all-reduce", "y", 4 * 32 * 4),
            // %1 is declared unreduced along "y": no collective.
            // The constraint moves "x" off dim 0 and "y" onto dim 1, a dim only the
            // target shards: XLA gathers "x" (the whole tensor), then slices "y"
            // (tests/cost_xla_ops.rs, every_rank2_reshard_against_xla).
            s("sdy.sharding_constraint", "all-gather", "x", 8 * 32 * 4),
            // Returning %3 replicated gathers "y".
            s("func.return", "all-gather", "y", 8 * 32 * 4),
        ]
    );
    let c: Vec<CollectiveKind> = pc.collectives().map(|(_, _, c)| c.kind).collect();
    assert_eq!(c.len(), 3);
    // Compute: the dots do 1/8 of 2*8*32*16 FLOPs each (x on rows, y on the contraction).
    let dots: Vec<f64> = pc
        .ops
        .iter()
        .filter(|o| m.ops[o.op].name == "stablehlo.dot_general")
        .map(|o| o.work.flops)
        .collect();
    assert_eq!(dots, [2.0 * 8.0 * 32.0 * 16.0 / 8.0; 2]);
}

#[test]
fn axis_link_choices_are_checked() {
    let m = parse("hand.mlir", HAND);
    let hw = load_profile("h100").unwrap();
    let opts = PlanOptions::default();
    assert!(evaluate(&m, &hw, &[("z".into(), "ib".into())], &opts).is_err());
    assert!(evaluate(&m, &hw, &[("y".into(), "tpu".into())], &opts).is_err());
    let slow = evaluate(&m, &hw, &[("y".into(), "ib".into())], &opts).unwrap();
    let fast = evaluate(&m, &hw, &[], &opts).unwrap();
    assert!(slow.comm_s > fast.comm_s);
}
