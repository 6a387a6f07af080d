//! Property tests of the propagator on random valid modules (elementwise ops, transposes,
//! dots, reshapes, broadcasts, reductions, slices, pads, selects, constraints,
//! barriers, groups; random input
//! and output shardings with open/closed dims and priorities):
//! - the pipeline never panics, and its output verifies;
//! - with unlimited sweeps, propagation converges (monotone growth over a finite set);
//! - with the jaxlib peer, the output agrees with Shardy's value for value.
//!
//! `PROPTEST_CASES` sets the number of modules (default 48).

mod common;

use std::cell::RefCell;

use autoshard::diag::SourceFile;
use autoshard::ir::sdy::{SdyAttr, TensorSharding};
use autoshard::ir::{Attr, Module};
use autoshard::passes::sharding::{
    func_arg_sharding, func_arity, func_result_sharding, get_sharding,
};
use proptest::prelude::*;

const T: &str = "tensor<8x8xf32>";

/// A random sharding of an 8x8 tensor on mesh x=2, y=4 (text, without `#sdy.sharding`).
fn sharding_text(seed: u64) -> String {
    let mut s = seed;
    let mut next = |n: u64| {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (s >> 33) % n
    };
    let axes = [r#""x""#, r#""y""#, r#""y":(1)2"#];
    let mut dims: [Vec<&str>; 2] = [vec![], vec![]];
    let mut used_y = false;
    for (i, a) in axes.iter().enumerate() {
        let is_y = i > 0;
        if is_y && used_y {
            continue;
        }
        match next(3) {
            0 => {}
            d => {
                dims[(d - 1) as usize].push(a);
                used_y |= is_y;
            }
        }
    }
    let dim = |d: &Vec<&str>, open: bool, prio: u64| {
        let mut t = d.join(", ");
        if open {
            t = if t.is_empty() {
                "?".into()
            } else {
                format!("{t}, ?")
            };
        }
        let p = if prio > 0 {
            format!("p{prio}")
        } else {
            String::new()
        };
        format!("{{{t}}}{p}")
    };
    let (o0, o1) = (next(2) == 0, next(2) == 0);
    let (p0, p1) = (next(4) % 3, next(4) % 3);
    format!(
        "<@mesh, [{}, {}]>",
        dim(&dims[0], o0, if dims[0].is_empty() { 0 } else { p0 }),
        dim(&dims[1], o1, if dims[1].is_empty() { 0 } else { p1 })
    )
}

/// A random module from a list of op codes.
fn module_text(
    args: &[Option<u64>],
    ops: &[(u8, usize, usize, u64)],
    rets: &[(usize, Option<u64>)],
) -> String {
    let mut lines = Vec::new();
    let mut vals: Vec<String> = (0..args.len()).map(|i| format!("%arg{i}")).collect();
    let mut n = 0;
    let mut fresh = |lines: &mut Vec<String>, text: String| -> String {
        let v = format!("%v{n}");
        n += 1;
        lines.push(format!("  {v} = {text}"));
        v
    };
    for &(code, a, b, seed) in ops {
        let x = vals[a % vals.len()].clone();
        let y = vals[b % vals.len()].clone();
        let v = match code % 12 {
            0 => fresh(&mut lines, format!("stablehlo.{} {x} : {T}", ["negate", "abs", "exponential"][(seed % 3) as usize])),
            1 => fresh(
                &mut lines,
                format!("stablehlo.{} {x}, {y} : {T}", ["add", "multiply", "subtract", "maximum"][(seed % 4) as usize]),
            ),
            2 => fresh(&mut lines, format!("stablehlo.transpose {x}, dims = [1, 0] : ({T}) -> {T}")),
            3 => fresh(
                &mut lines,
                format!("stablehlo.dot_general {x}, {y}, contracting_dims = [1] x [0] : ({T}, {T}) -> {T}"),
            ),
            4 => {
                let shape = ["64", "4x16", "2x4x8"][(seed % 3) as usize];
                let r = fresh(&mut lines, format!("stablehlo.reshape {x} : ({T}) -> tensor<{shape}xf32>"));
                fresh(&mut lines, format!("stablehlo.reshape {r} : (tensor<{shape}xf32>) -> {T}"))
            }
            5 => {
                let d = seed % 2;
                let r = fresh(
                    &mut lines,
                    format!(
                        "stablehlo.reduce({x} init: %zero) applies stablehlo.add across dimensions = [{d}] : ({T}, tensor<f32>) -> tensor<8xf32>"
                    ),
                );
                fresh(
                    &mut lines,
                    format!("stablehlo.broadcast_in_dim {r}, dims = [{}] : (tensor<8xf32>) -> {T}", (seed / 2) % 2),
                )
            }
            6 => fresh(&mut lines, format!("sdy.sharding_constraint {x} {} : {T}", sharding_text(seed))),
            7 => fresh(
                &mut lines,
                format!(
                    "sdy.propagation_barrier {x} allowed_direction={} : {T}",
                    ["FORWARD", "BACKWARD", "NONE"][(seed % 3) as usize]
                ),
            ),
            8 => {
                lines.push(format!("  sdy.sharding_group {x} group_id={} : {T}", seed % 2));
                continue;
            }
            9 => {
                // (concatenate is left out: when its operands and result disagree, Shardy's
                // insert-explicit-reshards runs its full version, which we do not.)
                let sl = fresh(&mut lines, format!("stablehlo.slice {x} [0:8, 0:4] : ({T}) -> tensor<8x4xf32>"));
                fresh(
                    &mut lines,
                    format!(
                        "stablehlo.pad {sl}, %zero, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<8x4xf32>, tensor<f32>) -> {T}"
                    ),
                )
            }
            10 => {
                let p = fresh(
                    &mut lines,
                    format!("stablehlo.compare GT, {x}, {y} : ({T}, {T}) -> tensor<8x8xi1>"),
                );
                fresh(&mut lines, format!("stablehlo.select {p}, {x}, {y} : tensor<8x8xi1>, {T}"))
            }
            _ => fresh(&mut lines, format!("stablehlo.add {x}, {x} : {T}")),
        };
        vals.push(v);
    }
    let ret_vals: Vec<String> = rets
        .iter()
        .map(|(i, _)| vals[i % vals.len()].clone())
        .collect();
    let ret_types: Vec<String> = rets
        .iter()
        .map(|(_, s)| match s {
            Some(seed) => format!(
                "{T} {{sdy.sharding = #sdy.sharding{}}}",
                sharding_text(*seed)
            ),
            None => T.to_string(),
        })
        .collect();
    let arg_list: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            Some(seed) => format!(
                "%arg{i}: {T} {{sdy.sharding = #sdy.sharding{}}}",
                sharding_text(*seed)
            ),
            None => format!("%arg{i}: {T}"),
        })
        .collect();
    format!(
        "sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\nfunc.func @main({}) -> ({}) {{\n  %zero = stablehlo.constant dense<0.0> : tensor<f32>\n{}\n  return {} : {}\n}}\n",
        arg_list.join(", "),
        ret_types.join(", "),
        lines.join("\n"),
        ret_vals.join(", "),
        vec![T; rets.len()].join(", ")
    )
}

fn shardings(m: &Module) -> Vec<(String, Option<TensorSharding>)> {
    let mut out = Vec::new();
    for op in m.walk() {
        let o = &m.ops[op];
        match o.name.as_str() {
            "builtin.module" | "sdy.mesh" => {}
            "func.func" => {
                let (a, r) = func_arity(m, op);
                out.extend((0..a).map(|i| (format!("arg {i}"), func_arg_sharding(m, op, i))));
                out.extend((0..r).map(|i| (format!("result {i}"), func_result_sharding(m, op, i))));
            }
            name => out.extend(
                o.results
                    .iter()
                    .map(|&r| (name.to_string(), get_sharding(m, r))),
            ),
        }
    }
    out
}

thread_local! {
    static PEER: RefCell<Option<common::Peer>> = RefCell::new(common::Peer::start());
}

fn case() -> impl Strategy<
    Value = (
        Vec<Option<u64>>,
        Vec<(u8, usize, usize, u64)>,
        Vec<(usize, Option<u64>)>,
    ),
> {
    (
        prop::collection::vec(prop::option::of(any::<u64>()), 1..4),
        prop::collection::vec((any::<u8>(), 0usize..64, 0usize..64, any::<u64>()), 1..14),
        prop::collection::vec((0usize..64, prop::option::of(any::<u64>())), 1..3),
    )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(48),
        ..ProptestConfig::default()
    })]

    #[test]
    fn propagation_is_total_valid_convergent_and_agrees((args, ops, rets) in case()) {
        let text = module_text(&args, &ops, &rets);
        let src = SourceFile::new("random.mlir", text.clone());
        let (m, d) = autoshard::parse::parse_module(&src);
        prop_assert!(!d.has_errors(), "generated an unparsable module:\n{}\n{}", text, d.render(&src));
        if autoshard::verify::verify(&m).has_errors() {
            // Not a valid input (e.g. a constraint using an axis twice): nothing to check.
            eprintln!("case: invalid input");
            return Ok(());
        }
        // The pipeline never panics; its output is valid.
        let mut ours = m.clone();
        let result = autoshard::propagate::pipeline::run_pipeline(&mut ours);
        let Ok(_) = result else {
            eprintln!("case: our pipeline refuses it");
            return Ok(());
        };
        let v = autoshard::verify::verify(&ours);
        prop_assert!(!v.has_errors(), "invalid output for\n{}\n{}", text, v.render(&src));
        // Unlimited sweeps converge.
        let mut imported = m.clone();
        autoshard::passes::Pipeline::parse("autoshard-propagation-import").unwrap().run(&mut imported, false).ok();
        let opts = autoshard::propagate::Options { max_sweeps: 1000, ..Default::default() };
        if let Ok(r) = autoshard::propagate::propagate(&mut imported, autoshard::propagate::Level::UserPriority, &opts) {
            prop_assert_eq!(r.stop, autoshard::propagate::StopReason::Converged);
        }
        // Shardy agrees.
        let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("propagate_proptest");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("case.mlir");
        std::fs::write(&path, &text).unwrap();
        let theirs = PEER.with(|p| {
            p.borrow_mut().as_mut().map(|peer| {
                peer.request(&format!("passes sdy-propagation-pipeline '{}' --generic", path.display()))
            })
        });
        if let Some(reply) = theirs {
            if !reply.ok {
                eprintln!("case: jaxlib refuses it");
            }
            if reply.ok {
                let src2 = SourceFile::new("jaxlib", reply.output.clone());
                let (mut b, d2) = autoshard::parse::parse_module(&src2);
                prop_assert!(!d2.has_errors());
                for op in b.walk() {
                    if b.ops[op].name == "sdy.propagation_barrier" {
                        if let Some(a) = b.ops[op].attrs.iter_mut().find(|a| a.name == "allowed_direction") {
                            let dir = match a.value.as_i64() {
                                Some(0) => autoshard::ir::sdy::Direction::None,
                                Some(1) => autoshard::ir::sdy::Direction::Forward,
                                Some(2) => autoshard::ir::sdy::Direction::Backward,
                                _ => autoshard::ir::sdy::Direction::Both,
                            };
                            a.value = Attr::Sdy(SdyAttr::Direction(dir));
                        }
                    }
                }
                eprintln!("case: compared with Shardy");
                let (sa, sb) = (shardings(&ours), shardings(&b));
                prop_assert_eq!(sa.len(), sb.len(), "op counts differ for\n{}", text);
                for (x, y) in sa.iter().zip(&sb) {
                    prop_assert!(x == y, "differs from Shardy at {}:\n  ours:   {:?}\n  jaxlib: {:?}\nfor\n{}", x.0, x.1, y.1, text);
                }
            }
        }
    }
}
