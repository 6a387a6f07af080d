//! One reshard of one value to one sharding is paid once, however many ops read it (XLA's
//! partitioner emits it once), on the Keras-Hub Gemma train step whose weights are read
//! by the forward and the backward dot: in the evaluator (the propagation plan) and in
//! the searched plan (one `sdy.reshard` per weight and sharding, read by every reader);
//! and, on the GPT-2 train block, for a value whose sharding the search chooses.

mod common;

use std::collections::HashMap;
use std::num::NonZeroU32;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::{evaluate, PlanOptions, Why};
use autoshard::ir::Module;
use autoshard::solve::{propagation_plan, solve, SolveOptions};

fn gemma() -> Module {
    let p = "models/lib/keras_gemma_train.mlir";
    common::parse_valid(p, &common::read(&common::repo().join(p))).unwrap()
}

#[test]
fn the_evaluator_charges_a_shared_operand_reshard_once() {
    let plan = propagation_plan(&gemma()).unwrap();
    let hw = load_profile("h100").unwrap();
    let pc = evaluate(&plan, &hw, &[], &PlanOptions::default()).unwrap();
    // (block, value, the sharding the op needs) -> ops that pay a reshard for it.
    let mut paid: HashMap<_, Vec<_>> = HashMap::new();
    for o in &pc.ops {
        for c in &o.collectives {
            let Why::Operand(_) = c.why else { continue };
            if plan.ops[o.op].name.starts_with("sdy.") {
                continue;
            }
            let need = o
                .views
                .iter()
                .find(|(v, _)| *v == c.value)
                .map(|x| x.1.clone());
            paid.entry((plan.ops[o.op].parent, c.value, need))
                .or_default()
                .push(o.op);
        }
    }
    for ((_, v, _), ops) in &paid {
        let mut ops = ops.clone();
        ops.dedup();
        assert_eq!(
            ops.len(),
            1,
            "%{} is resharded by {} ops",
            plan.values[*v].name,
            ops.len()
        );
    }
    // Every sharing op reads what its payer resharded: the same value to the same
    // sharding (a collective, or a local slice that costs nothing).
    let mut shared = 0;
    for o in &pc.ops {
        for &(v, at) in &o.shared_reshards {
            shared += 1;
            let payer = pc
                .ops
                .iter()
                .find(|x| x.op == at)
                .expect("the paying op is priced");
            let view = |x: &autoshard::cost::OpCost| {
                x.views.iter().find(|(w, _)| *w == v).map(|y| y.1.clone())
            };
            assert!(
                view(payer).is_some() && view(payer) == view(o),
                "%{} is shared from an op that reshards it otherwise",
                plan.values[v].name
            );
        }
    }
    assert!(
        shared > 0,
        "no reader shares a reshard on the Gemma train step"
    );
}

#[test]
fn the_searched_plan_reshards_each_weight_once_per_sharding() {
    let m = gemma();
    let r = solve(&m, &SolveOptions::new(load_profile("h100").unwrap())).unwrap();
    let checks = r.checks.as_ref().expect("checked");
    assert!(checks.objective_matches, "{:?}", checks.evaluated_s);
    let p = r.plan.as_ref().expect("a plan");
    let main = p.func("main").unwrap();
    let args = p.blocks[p.entry_block(main).unwrap()].args.clone();
    let shared = reshards_once(p, |v| args.contains(&v));
    assert!(shared > 0, "no weight's reshard is read by two ops");
}

/// `multiply %a, %a` reads one buffer where `multiply %a, %b` reads two: the search
/// prices ops of one class with equal fusion decisions together, and must not take one
/// for the other (on the Gemma train step `%198 = multiply %194, %194` priced
/// `%510 = multiply %508, %408`: the objective 1.9 us below the plan's re-evaluation).
#[test]
fn an_operand_read_twice_is_one_read_in_the_search_too() {
    let text = r#"sdy.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<64x1024xf32>, %b: tensor<64x1024xf32>) -> (tensor<64x1024xf32>, tensor<64x1024xf32>) {
  %0 = stablehlo.multiply %a, %a : tensor<64x1024xf32>
  %1 = stablehlo.multiply %a, %b : tensor<64x1024xf32>
  return %0, %1 : tensor<64x1024xf32>, tensor<64x1024xf32>
}
"#;
    let m = common::parse_valid("square.mlir", text).unwrap();
    let r = solve(&m, &SolveOptions::new(load_profile("h100").unwrap())).unwrap();
    let checks = r.checks.as_ref().expect("checked");
    let objective = r.objective_s.expect("an objective");
    let evaluated = checks.evaluated_s.clone().expect("evaluated");
    assert!(
        checks.objective_matches && (evaluated - objective).abs() <= 1e-9 * evaluated,
        "objective {objective} s, evaluation {evaluated} s"
    );
}

/// The GPT-2 train block's searched plan reshards the concatenated q/k/v activation
/// (`%220`, sharded as the search chooses) to `[{"data"}, {}, {"model"}]` for two readers
/// in one block: one `sdy.reshard`, read by both, paid once, the objective equal to the
/// evaluation (before: two identical reshards, each priced).
#[test]
fn a_searched_value_is_resharded_once_per_sharding() {
    let p = "models/gpt2_block_train.mlir";
    let m = common::parse_valid(p, &common::read(&common::repo().join(p))).unwrap();
    let mut opts = SolveOptions::new(load_profile("h100").unwrap());
    opts.threads = NonZeroU32::MIN;
    opts.node_limit = Some(200);
    let r = solve(&m, &opts).unwrap();
    let checks = r.checks.as_ref().expect("checked");
    assert!(checks.objective_matches, "{:?}", checks.evaluated_s);
    assert!(r.objective_diffs.is_empty(), "{:?}", r.objective_diffs);
    let p = r.plan.as_ref().expect("a plan");
    let args: Vec<_> = p.blocks[p.entry_block(p.func("main").unwrap()).unwrap()]
        .args
        .clone();
    let shared = reshards_once(p, |v| !args.contains(&v) && p.defining_op(v).is_some());
    assert!(shared > 0, "no searched value's reshard is read by two ops");
}

/// Panics when any value is resharded twice to one sharding in one block; returns how
/// many reshards of the values `of` selects more than one op reads.
fn reshards_once(p: &Module, of: impl Fn(autoshard::ir::ValueId) -> bool) -> usize {
    let mut seen = HashMap::new();
    let mut shared = 0;
    for op in p.walk() {
        let o = &p.ops[op];
        if o.name != "sdy.reshard" {
            continue;
        }
        let key = (o.parent, o.operands[0], format!("{:?}", o.attr("sharding")));
        if let Some(first) = seen.insert(key, op) {
            panic!(
                "%{} is resharded twice to the same sharding ({:?} and {:?})",
                p.values[o.operands[0]].name, first, op
            );
        }
        shared += (of(o.operands[0]) && p.users_of(o.results[0]).len() > 1) as usize;
    }
    shared
}
