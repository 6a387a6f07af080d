//! Predicted collectives against XLA's, op by op: small single-op modules (dot_general
//! in its roles, reduce, transpose, reshape, concatenate, slice, dynamic_update_slice)
//! under generated shardings of their operands and result on a `data=2, model=4` mesh
//! (a seeded generator: the same cases every run), each compiled by jaxlib's XLA
//! (`scripts/peer.py compile`, 8 CPU devices) and evaluated by `cost::plan::evaluate`.
//! A second corpus (`model_ops_against_xla`, its own seed) holds the other ops the
//! models use: broadcast_in_dim, a reshape splitting a dim, dynamic_slice, gather.
//! A case *agrees* when the kinds, the counts and the per-device result bytes of the
//! collectives are the same.
//!
//! CPU-only differences, named and tested here (we model the accelerator):
//! - `ar-ds-is-rs`: the CPU pipeline has no reduce-scatter creator; an all-reduce whose
//!   one user dynamic-slices its result is a reduce-scatter on GPU/TPU, counted as one.
//! - `bf16-ar-in-f32`: the CPU backend promotes a bf16 all-reduce to f32 (its reducer is
//!   a `*_promoted` clone); we price the bf16 bytes (`bf16_all_reduce_is_promoted`).
//!
//! `AUTOSHARD_OPS_CASES` sets the number of generated cases (default 120; the issue's
//! target is measured with 500). The agreement rate is printed; the test fails when it
//! drops below the floors (`KC_FLOOR_PERMILLE`, a ratchet) or a case of a fixed family
//! (`FIXED`) disagrees. `AUTOSHARD_OPS_FAMILY=slice` runs one family's cases (the same
//! ones), `AUTOSHARD_OPS_SHOW=1` (or a family) prints the disagreements,
//! `AUTOSHARD_OPS_REUSE=1` reuses XLA's output for unchanged modules (iterating only),
//! `AUTOSHARD_OPS_EXPLICIT=1` predicts on jaxlib's `sdy-insert-explicit-reshards` (full
//! version) of each case instead (a diagnostic: which disagreements Shardy's explicit
//! reshards explain).

mod common;

use std::collections::BTreeMap;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::{evaluate, PlanOptions};
use autoshard::diag::SourceFile;
use autoshard::parse::parse_module;

const AXES: [(&str, i64); 2] = [("data", 2), ("model", 4)];

/// A deterministic xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Axes per dim: each axis on at most one dim, dividing it.
type Sharding = Vec<Vec<&'static str>>;

fn random_sharding(rng: &mut Rng, shape: &[i64]) -> Sharding {
    let mut dims: Sharding = vec![vec![]; shape.len()];
    for (axis, size) in AXES {
        let d = rng.below(shape.len() + 1);
        if d < shape.len() {
            let have: i64 = dims[d]
                .iter()
                .map(|a| AXES.iter().find(|x| x.0 == *a).unwrap().1)
                .product();
            if shape[d] % (have * size) == 0 {
                dims[d].push(axis);
            }
        }
    }
    dims
}

fn sharding_text(s: &Sharding) -> String {
    let dims: Vec<String> = s
        .iter()
        .map(|d| {
            let axes: Vec<String> = d.iter().map(|a| format!("\"{a}\"")).collect();
            format!("{{{}}}", axes.join(", "))
        })
        .collect();
    format!("<@mesh, [{}]>", dims.join(", "))
}

fn ty(shape: &[i64], elem: &str) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{elem}>")
}

/// One single-op case: operand shapes, the result shape, the op's text with `{SH}` where
/// its sharding attribute goes and `%a0..` for the operands.
struct Case {
    family: &'static str,
    /// How many of the last operands are `i32` indices (the others have the case's
    /// element type).
    ints: usize,
    operands: Vec<Vec<i64>>,
    result: Vec<i64>,
    op: String,
}

fn pick(rng: &mut Rng, xs: &[i64]) -> i64 {
    xs[rng.below(xs.len())]
}

fn generate(rng: &mut Rng) -> Case {
    let s = |rng: &mut Rng| pick(rng, &[8, 16, 32]);
    match rng.below(8) {
        0 | 1 => {
            let (m, k, n) = (s(rng), s(rng), s(rng));
            Case {
                family: "dot",
                ints: 0,
                operands: vec![vec![m, k], vec![k, n]],
                result: vec![m, n],
                op: "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0]".into(),
            }
        }
        2 => {
            let (b, m, k, n) = (s(rng), s(rng), s(rng), s(rng));
            Case {
                family: "batch_dot",
                ints: 0,
                operands: vec![vec![b, m, k], vec![b, k, n]],
                result: vec![b, m, n],
                op: "stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1]".into(),
            }
        }
        3 => {
            let (a, b) = (s(rng), s(rng));
            Case {
                family: "reduce",
                ints: 0,
                operands: vec![vec![a, b], vec![]],
                result: vec![a],
                op: "stablehlo.reduce(%a0 init: %a1) applies stablehlo.add across dimensions = [1]"
                    .into(),
            }
        }
        4 => {
            let (a, b) = (s(rng), s(rng));
            Case {
                family: "transpose",
                ints: 0,
                operands: vec![vec![a, b]],
                result: vec![b, a],
                op: "stablehlo.transpose %a0, dims = [1, 0]".into(),
            }
        }
        5 => {
            let (a, b, c) = (s(rng), s(rng), s(rng));
            Case {
                family: "reshape",
                ints: 0,
                operands: vec![vec![a, b, c]],
                result: vec![a, b * c],
                op: "stablehlo.reshape %a0".into(),
            }
        }
        6 => {
            let (a, b) = (s(rng), s(rng));
            Case {
                family: "concatenate",
                ints: 0,
                operands: vec![vec![a, b], vec![a, b]],
                result: vec![a, 2 * b],
                op: "stablehlo.concatenate %a0, %a1, dim = 1".into(),
            }
        }
        _ => {
            let (a, b) = (s(rng), s(rng));
            let lo = pick(rng, &[0, b / 2, b / 4]);
            Case {
                family: "slice",
                ints: 0,
                operands: vec![vec![a, 2 * b]],
                result: vec![a, b],
                op: format!("stablehlo.slice %a0 [0:{a}, {lo}:{}]", lo + b),
            }
        }
    }
}

/// The element type of operand `i` of a case.
fn elem_of<'a>(c: &Case, i: usize, elem: &'a str) -> &'a str {
    if i + c.ints >= c.operands.len() {
        "i32"
    } else {
        elem
    }
}

/// The module of a case under the given shardings (operands, then the result), the op's
/// result read through a constraint to its own sharding as `emit full` pins a plan
/// (`src/emit/pin.rs`): jaxlib's Shardy import drops op-result shardings and propagates
/// again, so without the pin XLA would partition the op under a sharding of its own
/// choosing, not the case's. `AUTOSHARD_OPS_UNPINNED=1` (diagnostic) writes the module
/// without it.
fn module_text(c: &Case, sh: &[Sharding], elem: &str) -> String {
    let args: Vec<String> = c
        .operands
        .iter()
        .zip(sh)
        .enumerate()
        .map(|(i, (s, h))| {
            format!(
                "%a{i}: {} {{sdy.sharding = #sdy.sharding{}}}",
                ty(s, elem_of(c, i, elem)),
                sharding_text(h)
            )
        })
        .collect();
    let in_types: Vec<String> = (0..c.operands.len())
        .map(|i| ty(&c.operands[i], elem_of(c, i, elem)))
        .collect();
    let rsh = sharding_text(sh.last().unwrap());
    let rty = ty(&c.result, elem);
    let op = format!(
        "{} {{sdy.sharding = #sdy.sharding_per_value<[{rsh}]>}} : ({}) -> {rty}",
        c.op,
        in_types.join(", ")
    );
    let unpinned = std::env::var("AUTOSHARD_OPS_UNPINNED").is_ok_and(|v| v == "1");
    let (pin, ret) = if unpinned {
        (String::new(), "%0")
    } else {
        (
            format!("    %1 = sdy.sharding_constraint %0 {rsh} : {rty}\n"),
            "%1",
        )
    };
    format!(
        "module @m attributes {{mhlo.num_partitions = 8 : i32}} {{\n  sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n  func.func public @main({}) -> ({rty} {{sdy.sharding = #sdy.sharding{rsh}}}) {{\n    %0 = {op}\n{pin}    return {ret} : {rty}\n  }}\n}}\n",
        args.join(", ")
    )
}

const KINDS: [&str; 5] = [
    "all-gather",
    "all-reduce",
    "all-to-all",
    "collective-permute",
    "reduce-scatter",
];

/// Bytes of the array shapes in an HLO type (`f32[4,8]{1,0}`, tuples summed).
fn hlo_bytes(ty: &str) -> u64 {
    let mut total = 0u64;
    for part in ty.split(']') {
        let Some((head, dims)) = part.rsplit_once('[') else {
            continue;
        };
        let elem = head
            .rsplit(|c: char| !c.is_ascii_alphanumeric())
            .next()
            .unwrap_or("");
        let size: u64 = match elem {
            "pred" | "s8" | "u8" => 1,
            "bf16" | "f16" | "s16" | "u16" => 2,
            "f32" | "s32" | "u32" => 4,
            "f64" | "s64" | "u64" => 8,
            _ => continue,
        };
        let n: u64 = dims
            .split(',')
            .filter_map(|d| d.trim().parse::<u64>().ok())
            .product();
        total += size * n;
    }
    total
}

/// One instruction of HLO text: name, result type, opcode, the rest of the line.
fn instr(line: &str) -> Option<(&str, &str, &str, &str)> {
    let line = line.trim_start().trim_start_matches("ROOT ");
    let (lhs, rhs) = line.split_once(" = ")?;
    let name = lhs.trim().trim_start_matches('%');
    // The type: up to the first space, or a parenthesized tuple.
    let ty_end = if rhs.starts_with('(') {
        let mut depth = 0;
        rhs.char_indices()
            .find(|&(_, c)| {
                depth += (c == '(') as i32 - (c == ')') as i32;
                depth == 0
            })?
            .0
            + 1
    } else {
        rhs.find(' ')?
    };
    let rest = rhs[ty_end..].trim_start();
    let open = rest.find('(')?;
    Some((name, &rhs[..ty_end], &rest[..open], &rest[open..]))
}

/// XLA's collectives as a sorted list of (kind, per-device result bytes), with the
/// CPU-only differences normalized as the module docs say.
fn xla_collectives(hlo: &str) -> Vec<(String, u64)> {
    let lines: Vec<(&str, &str, &str, &str)> = hlo.lines().filter_map(instr).collect();
    let mut out = Vec::new();
    for &(name, ty, op, rest) in &lines {
        let kind = op.trim_end_matches("-start");
        if !KINDS.contains(&kind) {
            continue;
        }
        let mut kind = kind.to_string();
        let mut bytes = hlo_bytes(ty);
        if kind == "all-reduce" && rest.contains("_promoted") {
            bytes /= 2; // bf16-ar-in-f32
        }
        let uses = format!("%{name}");
        let users: Vec<_> = lines
            .iter()
            .filter(|l| {
                l.3.split(|c| c == '(' || c == ')' || c == ',' || c == ' ')
                    .any(|t| t == uses)
            })
            .collect();
        if kind == "all-reduce" && users.len() == 1 && users[0].0.contains("dynamic-slice") {
            // ar-ds-is-rs
            kind = "reduce-scatter".into();
            bytes = hlo_bytes(users[0].1);
        }
        out.push((kind, bytes));
    }
    out.sort();
    out
}

/// XLA's partitioned HLO of a case's module. With `AUTOSHARD_OPS_REUSE=1` (iterating on
/// the model, not for CI) a module compiled before with the same text is not compiled
/// again: the HLO is kept beside its text in `CARGO_TARGET_TMPDIR/cost_xla_ops_cache`.
fn compiled(peer: &mut common::Peer, dir: &std::path::Path, name: &str, text: &str) -> String {
    let reuse = std::env::var("AUTOSHARD_OPS_REUSE").is_ok_and(|v| v == "1");
    let cache = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cost_xla_ops_cache");
    let (cached_text, cached_hlo) = (
        cache.join(format!("{name}.mlir")),
        cache.join(format!("{name}.hlo")),
    );
    if reuse && std::fs::read_to_string(&cached_text).is_ok_and(|t| t == text) {
        if let Ok(hlo) = std::fs::read_to_string(&cached_hlo) {
            return hlo;
        }
    }
    let path = dir.join(format!("{name}.mlir"));
    std::fs::write(&path, text).unwrap();
    let reply = peer.request(&format!("compile {}", path.display()));
    assert!(
        reply.ok,
        "{name} does not compile:\n{text}\n{}",
        reply.output
    );
    if reuse {
        std::fs::create_dir_all(&cache).unwrap();
        std::fs::write(&cached_text, text).unwrap();
        std::fs::write(&cached_hlo, &reply.output).unwrap();
    }
    reply.output
}

/// Our prediction for a module: (kind, per-device result bytes), sorted.
fn predicted(text: &str) -> Result<Vec<(String, u64)>, String> {
    let (m, d) = parse_module(&SourceFile::new("case.mlir", text));
    if d.has_errors() {
        return Err(format!("parse: {d:?}"));
    }
    let hw = load_profile("tpu-v5e").unwrap();
    let pc = evaluate(&m, &hw, &[], &PlanOptions::default())?;
    let mut out: Vec<(String, u64)> = pc
        .collectives()
        .filter(|(_, _, c)| !c.kind.is_local())
        .map(|(_, _, c)| (c.kind.name().to_string(), c.bytes_after))
        .collect();
    out.sort();
    Ok(out)
}

fn kinds_counts(v: &[(String, u64)]) -> BTreeMap<&str, usize> {
    let mut m = BTreeMap::new();
    for (k, _) in v {
        *m.entry(k.as_str()).or_insert(0) += 1;
    }
    m
}

/// Families whose every generated case must agree exactly (more fixed cases are
/// asserted in `fixed_cases_agree_exactly`): slice since its halos follow XLA's
/// `ExchangeHaloCompact` (59 of 59 on 500 cases).
const FIXED: [&str; 1] = ["slice"];

/// Agreement per family: (cases, kinds and counts agree, exactly agree).
type Tally<'a> = BTreeMap<&'a str, (usize, usize, usize)>;

/// Compiles and predicts `n` generated cases (`prefix` names their files); the
/// environment selects a family, what is shown, the cache and the diagnostic mode.
fn run_corpus(
    peer: &mut common::Peer,
    prefix: &str,
    n: usize,
    mut rng: Rng,
    generate: fn(&mut Rng) -> Case,
) -> Tally<'static> {
    let dir = common::scratch("cost_xla_ops");
    let mut per_family: Tally = BTreeMap::new();
    let mut shown = 0;
    // `AUTOSHARD_OPS_FAMILY`: only the cases of one family (the same cases as in a full run).
    let only = std::env::var("AUTOSHARD_OPS_FAMILY").ok();
    let show_max: usize = std::env::var("AUTOSHARD_OPS_SHOW_MAX")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    // `AUTOSHARD_OPS_EXPLICIT=1` (diagnostic): predict on jaxlib's
    // `sdy-insert-explicit-reshards{enable-full-version=true}` of the case.
    let explicit = std::env::var("AUTOSHARD_OPS_EXPLICIT").is_ok_and(|v| v == "1");
    for i in 0..n {
        let case = generate(&mut rng);
        let mut sh: Vec<Sharding> = case
            .operands
            .iter()
            .map(|s| random_sharding(&mut rng, s))
            .collect();
        sh.push(random_sharding(&mut rng, &case.result));
        if only.as_ref().is_some_and(|f| f != case.family) {
            continue;
        }
        let text = module_text(&case, &sh, "f32");
        let hlo = compiled(peer, &dir, &format!("{prefix}{i}"), &text);
        let xla = xla_collectives(&hlo);
        let ours = if explicit {
            let path = dir.join(format!("{prefix}{i}.mlir"));
            std::fs::write(&path, &text).unwrap();
            let r = peer.request(&format!(
                "passes 'builtin.module(sdy-insert-explicit-reshards{{enable-full-version=true}})' '{}'",
                path.display()
            ));
            assert!(r.ok, "{}", r.output);
            predicted(&r.output).unwrap_or_else(|e| panic!("case {i}: {e}\n{}", r.output))
        } else {
            predicted(&text).unwrap_or_else(|e| panic!("case {i}: {e}\n{text}"))
        };
        let e = per_family.entry(case.family).or_insert((0, 0, 0));
        e.0 += 1;
        e.1 += (kinds_counts(&xla) == kinds_counts(&ours)) as usize;
        e.2 += (xla == ours) as usize;
        let show = std::env::var("AUTOSHARD_OPS_SHOW").is_ok_and(|v| v == "1" || v == case.family);
        if xla != ours && show && shown < show_max {
            shown += 1;
            eprintln!(
                "case {i} {}: {} {:?} -> {:?}: shardings {sh:?}\n  XLA  {xla:?}\n  ours {ours:?}",
                case.family, case.op, case.operands, case.result
            );
        }
    }
    per_family
}

/// Prints a tally; returns (cases, kinds+counts agree, exactly agree).
fn report(per_family: &Tally) -> (usize, usize, usize) {
    let (total, kc, exact) = per_family
        .values()
        .fold((0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2));
    for (f, (t, k, x)) in per_family {
        eprintln!("{f:16} {t:4} cases, kinds+counts agree {k:4}, exact {x:4}");
    }
    eprintln!(
        "all {total} cases: kinds and counts agree on {kc} ({:.1}%), exactly on {exact} ({:.1}%)",
        100.0 * kc as f64 / total.max(1) as f64,
        100.0 * exact as f64 / total.max(1) as f64
    );
    (total, kc, exact)
}

fn cases_from_env(default: usize) -> usize {
    std::env::var("AUTOSHARD_OPS_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

#[test]
fn single_ops_against_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let n = cases_from_env(120);
    let tally = run_corpus(&mut peer, "case", n, Rng(0x9e37_79b9_7f4a_7c15), generate);
    let (total, kc, exact) = report(&tally);
    let failures: Vec<&str> = FIXED
        .iter()
        .filter(|f| tally.get(*f).is_some_and(|t| t.2 != t.0))
        .copied()
        .collect();
    assert!(failures.is_empty(), "fixed families disagree: {failures:?}");
    // The ratchet: what the model reaches on the default 120 cases and on 500.
    let only = std::env::var("AUTOSHARD_OPS_FAMILY").is_ok();
    assert!(
        only || kc * 1000 >= total * KC_FLOOR_PERMILLE && exact * 1000 >= total * EXACT_FLOOR_PERMILLE,
        "agreement dropped below {KC_FLOOR_PERMILLE}‰ (kinds+counts) or {EXACT_FLOOR_PERMILLE}‰ (exact)"
    );
}

/// The ops the models use beside those of [`generate`]: a broadcast into a new middle
/// dim, a reshape splitting a dim, a dynamic slice and a row gather.
fn generate_model_op(rng: &mut Rng) -> Case {
    let s = |rng: &mut Rng| pick(rng, &[8, 16, 32]);
    match rng.below(4) {
        0 => {
            let (a, b, c) = (s(rng), s(rng), s(rng));
            Case {
                family: "broadcast_in_dim",
                ints: 0,
                operands: vec![vec![a, b]],
                result: vec![a, c, b],
                op: "stablehlo.broadcast_in_dim %a0, dims = [0, 2]".into(),
            }
        }
        1 => {
            let (a, b, c) = (s(rng), s(rng), s(rng));
            Case {
                family: "reshape_split",
                ints: 0,
                operands: vec![vec![a, b * c]],
                result: vec![a, b, c],
                op: "stablehlo.reshape %a0".into(),
            }
        }
        2 => {
            let (a, b) = (s(rng), s(rng));
            Case {
                family: "dynamic_slice",
                ints: 2,
                operands: vec![vec![a, 2 * b], vec![], vec![]],
                result: vec![a, b],
                op: format!("stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [{a}, {b}]"),
            }
        }
        _ => {
            let (v, b, k) = (s(rng), s(rng), s(rng));
            Case {
                family: "gather",
                ints: 1,
                operands: vec![vec![v, b], vec![k, 1]],
                result: vec![k, b],
                op: format!(
                    "\"stablehlo.gather\"(%a0, %a1) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, {b}>}}>"
                ),
            }
        }
    }
}

/// The model ops' corpus ([`generate_model_op`]), its own seed and floors; the
/// agreement is printed (`AUTOSHARD_OPS_CASES` sets its size too).
#[test]
fn model_ops_against_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let n = cases_from_env(120);
    let tally = run_corpus(
        &mut peer,
        "model",
        n,
        Rng(0x2545_f491_4f6c_dd1d),
        generate_model_op,
    );
    let (total, kc, exact) = report(&tally);
    let only = std::env::var("AUTOSHARD_OPS_FAMILY").is_ok();
    assert!(
        only || kc * 1000 >= total * MODEL_KC_FLOOR_PERMILLE
            && exact * 1000 >= total * MODEL_EXACT_FLOOR_PERMILLE,
        "agreement dropped below {MODEL_KC_FLOOR_PERMILLE}‰ (kinds+counts) or {MODEL_EXACT_FLOOR_PERMILLE}‰ (exact)"
    );
}

/// Floors of `model_ops_against_xla` (a ratchet, per mille).
/// Measured: 120 cases 81.7% / 75.8%, 500 cases 82.2% / 74.2% (gather 58 of 132);
/// with the op result pinned, 120 cases 85.0% / 78.3% (gather 17 of 33), 500 cases
/// 85.4% / 78.8% (gather 64 of 132).
const MODEL_KC_FLOOR_PERMILLE: usize = 815;
const MODEL_EXACT_FLOOR_PERMILLE: usize = 740;

/// Floors of `single_ops_against_xla`, per mille of the cases (measured with the op
/// result pinned and slice halos as `ExchangeHaloCompact` packs them: 120 cases
/// 96.7% / 96.7%, 500 cases 95.4% / 93.2%; before the compact halos 95.0% / 95.0% and
/// 94.0% / 91.8%; before the pin and the reshard rules refit to it, 500 cases
/// 88.2% / 80.0%). Raise them with the model, never lower.
const KC_FLOOR_PERMILLE: usize = 950;
const EXACT_FLOOR_PERMILLE: usize = 930;

#[test]
fn xla_normalization() {
    let hlo = "  %all-reduce = f32[8,32]{1,0} all-reduce(%f), channel_id=1, to_apply=%add.clone\n  ROOT %bitcast_dynamic-slice_fusion = f32[8,8]{1,0} fusion(%all-reduce, %c, %p), kind=kLoop\n  %all-reduce.2 = f32[4]{0} all-reduce(%g), to_apply=%add.1.clone_promoted\n  %x = f32[4]{0} add(%all-reduce.2, %all-reduce.2)\n";
    assert_eq!(
        xla_collectives(hlo),
        vec![
            ("all-reduce".to_string(), 8),
            ("reduce-scatter".to_string(), 256)
        ]
    );
}

/// Compiles one module and predicts it: (XLA's collectives, ours).
fn both(
    peer: &mut common::Peer,
    name: &str,
    text: &str,
) -> (Vec<(String, u64)>, Vec<(String, u64)>) {
    let path = common::scratch(name).join("case.mlir");
    std::fs::write(&path, text).unwrap();
    let reply = peer.request(&format!("compile {}", path.display()));
    assert!(reply.ok, "{name} does not compile:\n{}", reply.output);
    (xla_collectives(&reply.output), predicted(text).unwrap())
}

/// The cases fixes made agree (they disagreed before): a contraction sharded alike in
/// both operands, the result sharded on the same axis along another dim, where XLA
/// reduces locally and reduce-scatters (on CPU: all-reduce + dynamic-slice); a slice
/// with far halos (`halo_exchange`'s compact packing); XLA's contracting-dim grouping
/// (`cost::plan::dot_contracting`).
#[test]
fn fixed_cases_agree_exactly() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dot = Case {
        family: "dot",
        ints: 0,
        operands: vec![vec![16, 64], vec![64, 32]],
        result: vec![16, 32],
        op: "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0]".into(),
    };
    let reduce = Case {
        family: "reduce",
        ints: 0,
        operands: vec![vec![16, 16], vec![]],
        result: vec![16],
        op: "stablehlo.reduce(%a0 init: %a1) applies stablehlo.add across dimensions = [1]".into(),
    };
    // A slice whose halos reach up to five shards away: XLA's `ExchangeHaloCompact`
    // packs them into two collective-permutes (one per neighbour distance before).
    let slice = Case {
        family: "slice",
        ints: 0,
        operands: vec![vec![8, 16]],
        result: vec![8, 8],
        op: "stablehlo.slice %a0 [0:8, 2:10]".into(),
    };
    // Both operands sharded alike on the batch dim only, over all 8 devices: XLA's dot
    // handler runs the dot so (its first case) and all-to-alls the result to the
    // output's sharding (moe's expert dot); resharding the operands toward the output
    // instead would gather one and all-to-all the other.
    let batch_dot = Case {
        family: "batch_dot",
        ints: 0,
        operands: vec![vec![8, 16, 32], vec![8, 32, 24]],
        result: vec![8, 16, 24],
        op: "stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
            .into(),
    };
    let cases: Vec<(&str, &Case, Vec<Sharding>, &str)> = vec![
        (
            "batch_dot_result_resharded",
            &batch_dot,
            vec![
                vec![vec!["data", "model"], vec![], vec![]],
                vec![vec!["data", "model"], vec![], vec![]],
                vec![vec!["data"], vec![], vec!["model"]],
            ],
            "all-to-all",
        ),
        // The contraction and the batch dim sharded alike in both operands, over every
        // device: XLA groups the devices by the contracting axis, keeps the operands,
        // all-reduces the partial sums and reshards the result within each group. An
        // output whose contracting axis shares a dim with the batch axis (moe's last
        // dot, `[{"data", "expert"}]`) is replicated within the group (an all-gather)
        // and sliced; before, a reduce-scatter of the result was predicted.
        (
            "dot_contracting_groups_unmatched",
            &batch_dot,
            vec![
                vec![vec!["data"], vec![], vec!["model"]],
                vec![vec!["data"], vec!["model"], vec![]],
                vec![vec!["data", "model"], vec![], vec![]],
            ],
            "all-gather",
        ),
        // The output follows the groups on dim 1: a reduce-scatter onto it, then the
        // batch axis gathered within the group; before, both operands were gathered.
        (
            "dot_contracting_groups_matched",
            &batch_dot,
            vec![
                vec![vec!["data"], vec![], vec!["model"]],
                vec![vec!["data"], vec!["model"], vec![]],
                vec![vec![], vec!["model"], vec![]],
            ],
            "all-gather",
        ),
        // The output replicated over the contracting axis: an all-reduce, the batch
        // axis moved within the group.
        (
            "dot_contracting_groups_replicated",
            &batch_dot,
            vec![
                vec![vec!["data"], vec![], vec!["model"]],
                vec![vec!["data"], vec!["model"], vec![]],
                vec![vec![], vec!["data"], vec![]],
            ],
            "all-to-all",
        ),
        (
            "slice_compact_halo",
            &slice,
            vec![
                vec![vec!["model"], vec![]],
                vec![vec![], vec!["data", "model"]],
            ],
            "collective-permute",
        ),
        (
            "dot_rs",
            &dot,
            vec![
                vec![vec!["data"], vec!["model"]],
                vec![vec!["model"], vec![]],
                vec![vec!["data"], vec!["model"]],
            ],
            "reduce-scatter",
        ),
        (
            "dot_rs_2",
            &dot,
            vec![
                vec![vec![], vec!["model"]],
                vec![vec!["model"], vec!["data"]],
                vec![vec!["model"], vec!["data"]],
            ],
            "reduce-scatter",
        ),
        (
            "reduce_rs",
            &reduce,
            vec![vec![vec![], vec!["model"]], vec![], vec![vec!["model"]]],
            "reduce-scatter",
        ),
    ];
    for (name, case, sh, kind) in cases {
        let (xla, ours) = both(&mut peer, name, &module_text(case, &sh, "f32"));
        assert_eq!(xla, ours, "{name}: XLA against ours");
        assert!(ours.iter().any(|(k, _)| k == kind), "{name}: {ours:?}");
    }
    // Scatters (a KV-cache update), partitioned in the sharding of the buffer they
    // update: XLA reshards the updates to it and the result from it (llama_decode's
    // Megatron plan: the cache replicated over `model`, the updates and the result
    // sharded on heads: the updates gathered, the result sliced locally; priced in the
    // result's sharding before, no collective).
    for (name, sh, kind) in [
        (
            "scatter_updates_gathered",
            [
                "{\"data\"}, {}, {}, {}",
                "{\"data\"}, {\"model\"}, {}",
                "{\"data\"}, {}, {\"model\"}, {}",
            ],
            "all-gather",
        ),
        (
            "scatter_result_gathered",
            ["{}, {}, {\"model\"}, {}", "{}, {}, {}", "{}, {}, {}, {}"],
            "all-gather",
        ),
    ] {
        let (xla, ours) = both(&mut peer, name, &scatter_text(sh));
        assert_eq!(xla, ours, "{name}: XLA against ours");
        assert!(ours.iter().any(|(k, _)| k == kind), "{name}: {ours:?}");
    }
    // A top-k (moe's router) whose batch dims are sharded: XLA's partitioner replicates
    // its operand (one all-gather, `HandleCustomCallTopK` partitions along the sort dim
    // only) and slices the results locally; priced as its lowering's sort before (batch
    // dims passed through, no collective). Not compiled here: a sharded sort dim alone
    // (XLA's partitioned top-k); not priced alike: an operand sharded on two batch dims
    // (`{"data"}, {"model"}, {}`), whose indices XLA slices like the operand and gathers
    // back (a third all-gather, 2048 B).
    for (name, sh) in [
        ("top_k_batch_gathered", "{\"data\"}, {}, {}"),
        (
            "top_k_batch_and_sort_gathered",
            "{\"data\"}, {}, {\"model\"}",
        ),
    ] {
        let (xla, ours) = both(&mut peer, name, &top_k_text(sh));
        assert_eq!(xla, ours, "{name}: XLA against ours");
        assert!(
            ours.iter().any(|(k, _)| k == "all-gather"),
            "{name}: {ours:?}"
        );
    }
}

/// `chlo.top_k` (k = 2) of an `8x64x8` operand sharded `sh`, its results sharded alike
/// but along the sort dim, pinned as [`module_text`] pins a result.
fn top_k_text(sh: &str) -> String {
    let x = "tensor<8x64x8xf32>";
    let (v, i) = ("tensor<8x64x2xf32>", "tensor<8x64x2xi32>");
    let r = "[{\"data\"}, {}, {}]";
    format!(
        r#"module @m attributes {{mhlo.num_partitions = 8 : i32}} {{
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%a0: {x} {{sdy.sharding = #sdy.sharding<@mesh, [{sh}]>}}) -> ({v} {{sdy.sharding = #sdy.sharding<@mesh, {r}>}}, {i} {{sdy.sharding = #sdy.sharding<@mesh, {r}>}}) {{
    %0:2 = "chlo.top_k"(%a0) <{{k = 2 : i64}}> {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {r}>, <@mesh, {r}>]>}} : ({x}) -> ({v}, {i})
    %1 = sdy.sharding_constraint %0#0 <@mesh, {r}> : {v}
    %2 = sdy.sharding_constraint %0#1 <@mesh, {r}> : {i}
    return %1, %2 : {v}, {i}
  }}
}}
"#
    )
}

/// A scatter of `8x8x16` updates into an `8x64x8x16` buffer at one index of dim 1 (a
/// KV-cache update), under shardings of the buffer, the updates and the result, the
/// result pinned as [`module_text`] pins it.
fn scatter_text(sh: [&str; 3]) -> String {
    let [buf, upd, res] = sh;
    let (b, u) = ("tensor<8x64x8x16xf32>", "tensor<8x8x16xf32>");
    format!(
        r#"module @m attributes {{mhlo.num_partitions = 8 : i32}} {{
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%a0: {b} {{sdy.sharding = #sdy.sharding<@mesh, [{buf}]>}}, %a1: tensor<1xi32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}]>}}, %a2: {u} {{sdy.sharding = #sdy.sharding<@mesh, [{upd}]>}}) -> ({b} {{sdy.sharding = #sdy.sharding<@mesh, [{res}]>}}) {{
    %0 = "stablehlo.scatter"(%a0, %a1, %a2) <{{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}}> ({{
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      stablehlo.return %y : tensor<f32>
    }}) {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{res}]>]>}} : ({b}, tensor<1xi32>, {u}) -> {b}
    %1 = sdy.sharding_constraint %0 <@mesh, [{res}]> : {b}
    return %1 : {b}
  }}
}}
"#
    )
}

/// bf16-ar-in-f32: XLA's CPU backend all-reduces a bf16 partial sum in f32 (a
/// `*_promoted` reducer); normalized, the bytes are the bf16 bytes we predict.
#[test]
fn bf16_all_reduce_is_promoted() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dot = Case {
        family: "dot",
        ints: 0,
        operands: vec![vec![16, 64], vec![64, 32]],
        result: vec![16, 32],
        op: "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0]".into(),
    };
    let sh = vec![
        vec![vec![], vec!["model"]],
        vec![vec!["model"], vec![]],
        vec![vec![], vec![]],
    ];
    let text = module_text(&dot, &sh, "bf16");
    let path = common::scratch("bf16_ar").join("case.mlir");
    std::fs::write(&path, &text).unwrap();
    let reply = peer.request(&format!("compile {}", path.display()));
    assert!(reply.ok, "{}", reply.output);
    assert!(
        reply.output.contains("f32[16,32]{1,0} all-reduce(") && reply.output.contains("_promoted"),
        "XLA's CPU backend no longer promotes the bf16 all-reduce: drop the exception\n{}",
        reply.output
    );
    let ours = predicted(&text).unwrap();
    assert_eq!(ours, vec![("all-reduce".to_string(), 16 * 32 * 2)]);
    assert_eq!(xla_collectives(&reply.output), ours);
}

mod reshard_rules {
    //! `cost::reshard_xla` against what jaxlib 0.10.2's XLA emits for a negate of a
    //! 16x32 f32 between two shardings on data=2, model=4 (checked with
    //! `scripts/peer.py compile`; `negate_reshards_against_xla` re-checks it live).
    use autoshard::cost::reshard_xla::{all_to_all_pairs, xla_reshard_shape};
    use autoshard::cost::CollectiveKind::{self, *};
    use autoshard::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshAxis, MeshRef, TensorSharding};

    fn mesh() -> MeshAttr {
        MeshAttr {
            axes: [("data", 2), ("model", 4)]
                .iter()
                .map(|(n, s)| MeshAxis {
                    name: n.to_string(),
                    size: *s,
                })
                .collect(),
            device_ids: vec![],
        }
    }

    pub fn sh(dims: &[&[&str]], unreduced: &[&str]) -> TensorSharding {
        TensorSharding {
            mesh: MeshRef::Symbol("mesh".into()),
            dims: dims
                .iter()
                .map(|d| DimSharding::closed(d.iter().map(|a| AxisRef::full(*a)).collect()))
                .collect(),
            replicated: vec![],
            unreduced: unreduced.iter().map(|a| AxisRef::full(*a)).collect(),
        }
    }

    pub fn kinds(src: &TensorSharding, dst: &TensorSharding) -> Vec<(CollectiveKind, u64)> {
        let r = xla_reshard_shape(&[16, 32], 4, &mesh(), src, dst).unwrap();
        r.collectives().map(|s| (s.kind, s.bytes_after)).collect()
    }

    /// (from, to, XLA's collectives with per-device result bytes).
    pub fn cases() -> Vec<(TensorSharding, TensorSharding, Vec<(CollectiveKind, u64)>)> {
        vec![
            (
                sh(&[&["data"], &["model"]], &[]),
                sh(&[&["model"], &["data"]], &[]),
                vec![(AllToAll, 256), (CollectivePermute, 256)],
            ),
            (
                sh(&[&["data"], &[]], &[]),
                sh(&[&["model"], &[]], &[]),
                vec![(CollectivePermute, 512)],
            ),
            (
                sh(&[&["data", "model"], &[]], &[]),
                sh(&[&["model", "data"], &[]], &[]),
                vec![(CollectivePermute, 256)],
            ),
            (
                sh(&[&["data"], &["model"]], &[]),
                sh(&[&[], &[]], &[]),
                vec![(AllGather, 1024), (AllGather, 2048)],
            ),
            (
                sh(&[&["data", "model"], &[]], &[]),
                sh(&[&[], &[]], &[]),
                vec![(AllGather, 2048)],
            ),
            (
                sh(&[&["data", "model"], &[]], &[]),
                sh(&[&["model"], &[]], &[]),
                vec![(CollectivePermute, 256), (AllGather, 512)],
            ),
            (
                sh(&[&["model"], &[]], &[]),
                sh(&[&[], &["model"]], &[]),
                vec![(AllToAll, 512)],
            ),
            (
                sh(&[&["model"], &[]], &[]),
                sh(&[&[], &["data"]], &[]),
                vec![(AllGather, 2048)],
            ),
        ]
    }

    #[test]
    fn xla_rules() {
        for (src, dst, want) in cases() {
            assert_eq!(kinds(&src, &dst), want, "{src:?} -> {dst:?}");
        }
        // Partial sums: all-reduce, then a dynamic slice (a reduce-scatter) and the
        // device order fixed (XLA's reduce of [data][model] over dim 1 to [model]).
        let rs_cp = kinds(
            &sh(&[&["data"], &[]], &["model"]),
            &sh(&[&["model"], &[]], &[]),
        );
        assert_eq!(rs_cp, vec![(ReduceScatter, 512), (CollectivePermute, 512)]);
    }

    #[test]
    fn all_to_all_pairs_as_xla_finds_them() {
        assert_eq!(all_to_all_pairs(&[2, 4], &[4, 2]), Some(vec![(1, 0)]));
        assert_eq!(all_to_all_pairs(&[4, 1], &[1, 4]), Some(vec![(0, 1)]));
        assert_eq!(all_to_all_pairs(&[2, 4], &[8, 1]), None);
    }
}

/// A negate of a 16x32 f32: a reshard between its operand's and its result's sharding.
fn negate_16x32() -> Case {
    Case {
        family: "negate",
        ints: 0,
        operands: vec![vec![16, 32]],
        result: vec![16, 32],
        op: "stablehlo.negate %a0".into(),
    }
}

/// The reshard rules' cases compiled live: a negate between the two shardings.
#[test]
fn negate_reshards_against_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let neg = negate_16x32();
    for (k, (src, dst, _)) in reshard_rules::cases().into_iter().enumerate() {
        let dims = |s: &autoshard::ir::sdy::TensorSharding| -> Sharding {
            s.dims
                .iter()
                .map(|d| {
                    d.axes
                        .iter()
                        .map(|a| if a.name == "data" { "data" } else { "model" })
                        .collect()
                })
                .collect()
        };
        let text = module_text(&neg, &[dims(&src), dims(&dst)], "f32");
        let (xla, ours) = both(&mut peer, &format!("negate{k}"), &text);
        assert_eq!(xla, ours, "case {k}: {src:?} -> {dst:?}");
    }
}

/// Every rank-2 sharding on the `data=2, model=4` mesh (each axis on a dim or on none,
/// both orders when they share one): 11 shardings.
fn all_rank2_shardings() -> Vec<Sharding> {
    let mut out = Vec::new();
    for d in 0..3 {
        for m in 0..3 {
            let mut s: Sharding = vec![vec![], vec![]];
            if d < 2 {
                s[d].push("data");
            }
            if m < 2 {
                s[m].push("model");
            }
            out.push(s.clone());
            if d == m && d < 2 {
                s[d].reverse();
                out.push(s);
            }
        }
    }
    out
}

/// The reshard of a 16x32 f32 (a negate between two shardings) for every pair of rank-2
/// shardings, against XLA: the agreement of the kinds and counts (and of the bytes) is
/// printed and must not drop below what the reshard rules reach.
#[test]
fn every_rank2_reshard_against_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let neg = negate_16x32();
    let dir = common::scratch("rank2_reshards");
    let all = all_rank2_shardings();
    let (mut n, mut kc, mut exact) = (0, 0, 0);
    for (i, a) in all.iter().enumerate() {
        for (j, b) in all.iter().enumerate() {
            let text = module_text(&neg, &[a.clone(), b.clone()], "f32");
            let hlo = compiled(&mut peer, &dir, &format!("reshard{i}_{j}"), &text);
            let xla = xla_collectives(&hlo);
            let ours = predicted(&text).unwrap();
            n += 1;
            kc += (kinds_counts(&xla) == kinds_counts(&ours)) as usize;
            exact += (xla == ours) as usize;
            if xla != ours && std::env::var("AUTOSHARD_OPS_SHOW").is_ok_and(|v| v == "reshard") {
                eprintln!("{a:?} -> {b:?}\n  XLA  {xla:?}\n  ours {ours:?}");
            }
        }
    }
    eprintln!("{n} reshards: kinds and counts agree on {kc}, exactly on {exact}");
    assert!(
        kc >= RESHARD_KC_FLOOR && exact >= RESHARD_EXACT_FLOOR,
        "{kc}, {exact}"
    );
}

/// What `every_rank2_reshard_against_xla` measures today (a ratchet: raise it with the rules).
const RESHARD_KC_FLOOR: usize = 121;
const RESHARD_EXACT_FLOOR: usize = 121;
