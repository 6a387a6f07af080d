//! The cost of XLA's compiled program (`autoshard::hlo::cost`) against XLA itself
//! (jaxlib 0.10.2 through `scripts/peer.py`):
//!
//! - hand-written modules (`tests/hlo_cost/*.hlo`, one rule or a few each): our FLOPs,
//!   transcendentals and bytes accessed equal `HloCostAnalysis`'s exactly;
//! - every model and plan (as exported, data-parallel, Megatron, searched with and
//!   without annotations), compiled by XLA for 8 devices: FLOPs within 1% and bytes
//!   within 5% of `compiled.cost_analysis()`, collectives (kind, count, bytes) equal to
//!   a regex count of the HLO text in the peer; the table is written to
//!   `datasets/benchmarks/hlo_cost_check.csv`;
//! - snapshots of `autoshard cost --hlo` on two models (`tests/hlo_cost/*.txt`,
//!   `UPDATE_SNAPSHOTS=1` rewrites them).
//!
//! Peer-gated like the other differential tests: without jaxlib they are skipped unless
//! `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use std::path::{Path, PathBuf};

use autoshard::hlo::cost::xla::{Counter, Counts};
use autoshard::hlo::HloModule;

fn try_parse_hlo(name: &str, text: &str) -> Result<HloModule, String> {
    let (src, m, d) = autoshard::hlo::cost::read_compiled(name, text);
    if d.has_errors() {
        return Err(d.render(&src));
    }
    m.ok_or_else(|| format!("{name}: no module"))
}

fn parse_hlo(name: &str, text: &str) -> HloModule {
    try_parse_hlo(name, text).unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"))
}

fn ours(m: &HloModule) -> Counts {
    Counter::new(m).computation(m.entry)
}

/// XLA's (flops, transcendentals, bytes accessed) from the peer's JSON dict.
fn xla_counts(json: &serde_json::Value) -> Counts {
    let get = |k: &str| json.get(k).and_then(|v| v.as_f64()).unwrap_or(0.0);
    Counts {
        flops: get("flops"),
        transcendentals: get("transcendentals"),
        bytes: get("bytes accessed"),
    }
}

fn hand_written_cases() -> Vec<PathBuf> {
    let dir = common::repo().join("tests/hlo_cost");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/hlo_cost exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "hlo"))
        .collect();
    v.sort();
    assert!(v.len() >= 20, "the hand-written HLO corpus is incomplete");
    v
}

fn rel(p: &Path) -> String {
    p.strip_prefix(common::repo())
        .unwrap_or(p)
        .display()
        .to_string()
}

#[test]
fn hand_written_modules_equal_xla_cost_analysis() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut failures = Vec::new();
    for path in hand_written_cases() {
        let name = rel(&path);
        let m = match try_parse_hlo(&name, &common::read(&path)) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name} does not parse:\n{e}"));
                continue;
            }
        };
        let got = ours(&m);
        let reply = peer.request(&format!("hlo-cost {}", path.display()));
        assert!(reply.ok, "{name}: the peer failed:\n{}", reply.output);
        let json: serde_json::Value = serde_json::from_str(&reply.output).expect("peer JSON");
        let want = xla_counts(&json);
        eprintln!(
            "{name}: ours {} / {} / {}, XLA {} / {} / {}",
            got.flops, got.transcendentals, got.bytes, want.flops, want.transcendentals, want.bytes
        );
        if got != want {
            failures.push(format!("{name}: ours {got:?}, XLA {want:?}"));
        }
    }
    assert!(failures.is_empty(), "differences:\n{}", failures.join("\n"));
}

/// The plans of a model, each a module for XLA to compile: (plan, module path or why
/// it could not be made).
fn plans(model: &str, dir: &Path) -> Vec<(&'static str, Result<PathBuf, String>)> {
    let original = common::model_path(model);
    let o = original.display().to_string();
    let mut out: Vec<(&'static str, Result<PathBuf, String>)> =
        vec![("propagation", Ok(original.clone()))];
    for kind in ["data-parallel", "megatron"] {
        let plan = dir.join(format!("{model}.{kind}.mlir"));
        let full = dir.join(format!("{model}.{kind}.full.mlir"));
        let (p, f) = (plan.display().to_string(), full.display().to_string());
        let made = run(&["baseline", &o, "--kind", kind, "-o", &p])
            .and_then(|_| run(&["emit", &p, "--original", &o, "--mode", "full", "-o", &f]))
            .map(|_| full);
        out.push((kind, made));
    }
    for (name, extra) in [
        ("searched", None),
        ("searched-ignore-annotations", Some("--ignore-annotations")),
    ] {
        let full = dir.join(format!("{model}.{name}.full.mlir"));
        let emit = format!("full={}", full.display());
        let mut args = vec![
            "solve",
            &o,
            "--node-limit",
            "200",
            "--threads",
            "1",
            "--emit",
            &emit,
        ];
        args.extend(extra);
        out.push((name, run(&args).map(|_| full)));
    }
    out
}

fn run(args: &[&str]) -> Result<(), String> {
    let (_, err, code) = common::autoshard(args);
    if code == Some(0) {
        Ok(())
    } else {
        Err(format!(
            "autoshard {}: {}",
            args[0],
            err.lines().last().unwrap_or("")
        ))
    }
}

/// The models checked by default: all but the heaviest compile unless
/// `AUTOSHARD_HLO_ALL=1`.
fn checked_models() -> Vec<String> {
    let all = std::env::var("AUTOSHARD_HLO_ALL").as_deref() == Ok("1");
    common::model_names()
        .into_iter()
        .filter(|m| all || (m != "gpt3_96l" && common::heavy_runs(m)))
        .collect()
}

/// One row of the check table.
struct CheckRow {
    model: String,
    plan: &'static str,
    status: String,
    xla: Counts,
    ours: Counts,
    collectives_xla: usize,
    collectives_ours: usize,
    serial_s: f64,
    overlapped_s: f64,
}

impl CheckRow {
    fn csv(&self) -> String {
        // Empty where there is nothing to compare (the plan was not compiled).
        let ratio = |a: f64, b: f64| {
            if b == 0.0 && a == 0.0 {
                String::new()
            } else {
                format!("{:.6}", a / b)
            }
        };
        format!(
            "{},{},{},{},{},{},{},{},{},{},{},{},{:e},{:e}\n",
            self.model,
            self.plan,
            self.status,
            self.xla.flops,
            self.ours.flops,
            ratio(self.ours.flops, self.xla.flops),
            self.xla.bytes,
            self.ours.bytes,
            ratio(self.ours.bytes, self.xla.bytes),
            self.xla.transcendentals,
            self.collectives_xla,
            self.collectives_ours,
            self.serial_s,
            self.overlapped_s
        )
    }
}

const TABLE_HEADER: &str = "# autoshard::hlo::cost against XLA's compiled.cost_analysis() (jaxlib 0.10.2, 8 CPU devices), per device.\n# Reproduce: AUTOSHARD_HLO_ALL=1 AUTOSHARD_PEER_PYTHON=/path/to/venv/bin/python cargo test --test hlo_cost every_plan -- --nocapture\n# (without AUTOSHARD_HLO_ALL=1 the test skips gpt3_96l and does not rewrite this file)\nmodel,plan,status,xla_flops,our_flops,flops_ratio,xla_bytes_accessed_bytes,our_bytes_accessed_bytes,bytes_ratio,xla_transcendentals,xla_collectives,our_collectives,our_serial_step_time_s,our_overlapped_step_time_s\n";

/// Our collectives of a compiled module as (kind, name, operand bytes, result bytes),
/// each instruction once, sorted.
fn our_collectives(cost: &autoshard::hlo::cost::CompiledCost) -> Vec<(String, String, u64, u64)> {
    let mut v: Vec<(String, String, u64, u64)> = cost
        .collectives
        .iter()
        .map(|c| {
            (
                c.kind.name().to_string(),
                c.name.clone(),
                c.operand_bytes as u64,
                c.result_bytes as u64,
            )
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn regex_collectives(json: &serde_json::Value) -> Vec<(String, String, u64, u64)> {
    let mut v: Vec<(String, String, u64, u64)> = json["collectives"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| {
                    (
                        c["kind"].as_str().unwrap_or("").to_string(),
                        c["name"].as_str().unwrap_or("").to_string(),
                        c["operand_bytes"].as_u64().unwrap_or(0),
                        c["result_bytes"].as_u64().unwrap_or(0),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn check_plan(peer: &mut common::Peer, model: &str, plan: &'static str, file: &Path) -> CheckRow {
    let mut row = CheckRow {
        model: model.to_string(),
        plan,
        status: String::new(),
        xla: Counts::default(),
        ours: Counts::default(),
        collectives_xla: 0,
        collectives_ours: 0,
        serial_s: 0.0,
        overlapped_s: 0.0,
    };
    let reply = peer.request(&format!("compile {} --cost-analysis", file.display()));
    if !reply.ok {
        row.status = format!(
            "compile-failed: {}",
            reply.output.lines().next().unwrap_or("").replace(',', ";")
        );
        return row;
    }
    let json: serde_json::Value = serde_json::from_str(&reply.output).expect("peer JSON");
    row.xla = xla_counts(&json["cost_analysis"]);
    let hlo = json["hlo"].as_str().unwrap_or("");
    let m = match try_parse_hlo(&format!("{model}.{plan}.hlo"), hlo) {
        Ok(m) => m,
        Err(e) => {
            row.status = format!(
                "hlo-parse-failed: {}",
                e.lines().next().unwrap_or("").replace(',', ";")
            );
            return row;
        }
    };
    row.ours = ours(&m);
    let want = regex_collectives(&json);
    row.collectives_xla = want.len();
    let mlir = common::parse_valid("plan", &common::read(file)).expect("the plan parses");
    let mesh = mlir
        .meshes()
        .into_iter()
        .find(|x| !x.1.axes.is_empty())
        .map(|x| x.1)
        .expect("a mesh");
    let hw = autoshard::cost::hardware::load_profile("h100").expect("h100");
    let cost = autoshard::hlo::cost::analyze(&m, &hw, &mesh, &Default::default());
    let mut problems = Vec::new();
    match cost {
        Ok(c) => {
            let got = our_collectives(&c);
            row.collectives_ours = got.len();
            row.serial_s = c.serial_step_time_s;
            row.overlapped_s = c.overlapped_step_time_s;
            if got != want {
                problems.push(format!("collectives differ: ours {got:?}, regex {want:?}"));
            }
        }
        Err(d) => problems.push(format!("analyze: {}", d.message)),
    }
    let off = |a: f64, b: f64, tol: f64| (a - b).abs() > tol * b.abs().max(1.0);
    if off(row.ours.flops, row.xla.flops, 0.01) {
        problems.push("flops off by more than 1%".into());
    }
    if off(row.ours.bytes, row.xla.bytes, 0.05) {
        problems.push("bytes off by more than 5%".into());
    }
    row.status = if problems.is_empty() {
        "ok".into()
    } else {
        eprintln!("{model} {plan}: {}", problems.join("; "));
        problems.join("; ").replace(',', ";")
    };
    row
}

#[test]
fn every_plan_of_every_model_matches_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("hlo_cost_plans");
    let mut rows = Vec::new();
    for model in checked_models() {
        for (plan, made) in plans(&model, &dir) {
            let row = match made {
                Ok(file) => check_plan(&mut peer, &model, plan, &file),
                Err(e) => CheckRow {
                    model: model.clone(),
                    plan,
                    status: format!("plan-failed: {}", e.replace(',', ";")),
                    xla: Counts::default(),
                    ours: Counts::default(),
                    collectives_xla: 0,
                    collectives_ours: 0,
                    serial_s: 0.0,
                    overlapped_s: 0.0,
                },
            };
            eprint!("{}", row.csv());
            rows.push(row);
        }
    }
    let table: String = std::iter::once(TABLE_HEADER.to_string())
        .chain(rows.iter().map(CheckRow::csv))
        .collect();
    if std::env::var("AUTOSHARD_HLO_ALL").as_deref() == Ok("1") {
        let path = common::repo().join("datasets/benchmarks/hlo_cost_check.csv");
        std::fs::write(path, &table).expect("write the table");
    }
    // The one known absence, reported and counted: Megatron asked of a model without
    // attention. Every plan that exists must compile (donated buffers keep one sharding:
    // tests/alias_plans.rs), which makes this also the test that every plan of every
    // model compiles (tests/plans_compile.rs executes the donating ones).
    let known = |s: &str| s.starts_with("plan-failed") && s.contains("megatron: not a transformer");
    let (known_rows, bad): (Vec<&CheckRow>, Vec<&CheckRow>) = rows
        .iter()
        .filter(|r| r.status != "ok")
        .partition(|r| known(&r.status));
    let ok = rows.len() - known_rows.len() - bad.len();
    eprintln!(
        "{ok} plans match XLA; {} known plan failures:",
        known_rows.len()
    );
    for r in &known_rows {
        eprintln!("  {} {}: {}", r.model, r.plan, r.status);
    }
    assert!(ok > 0, "no plan was checked");
    let bad: Vec<String> = bad
        .iter()
        .map(|r| format!("{} {}: {}", r.model, r.plan, r.status))
        .collect();
    assert!(
        bad.is_empty(),
        "plans that do not match XLA:\n{}",
        bad.join("\n")
    );
}

/// Programs XLA compiled from two models (`scripts/peer.py compile`), committed so the
/// report snapshots do not depend on the peer.
const COMPILED: [(&str, &[&str]); 2] = [
    ("gpt2_block", &["--mesh", "data=2,model=4"]),
    ("gpt2_12l_scan", &["models/gpt2_12l_scan.mlir"]),
];

#[test]
fn cost_hlo_reports_match_snapshots() {
    for (name, extra) in COMPILED {
        let hlo = format!("tests/hlo_cost/compiled/{name}.hlo");
        let csv = common::scratch(&format!("hlo_cost_csv_{name}")).join("rows.csv");
        let csv_arg = csv.display().to_string();
        let mut args = vec!["cost", "--hlo", &hlo, "--hw", "h100", "--csv", &csv_arg];
        args.extend_from_slice(extra);
        let (out, err, code) = common::autoshard(&args);
        assert_eq!(code, Some(0), "autoshard {}: {err}", args.join(" "));
        common::check_snapshot(
            &common::repo().join(format!("tests/hlo_cost/{name}.txt")),
            &out,
        );
        // The CSV has one row per executed instruction, units in column names.
        let rows = common::read(&csv);
        let header = rows.lines().next().unwrap_or("");
        assert!(header.contains("bytes_accessed_bytes") && header.contains("compute_time_s"));
        let text = common::read(&common::repo().join(&hlo));
        let m = parse_hlo(name, &text);
        let executed: usize = m.entry_comp().instrs.len();
        assert!(rows.lines().count() > executed, "{name}: too few CSV rows");
        // JSON is the same report.
        args.retain(|a| *a != "--csv" && *a != csv_arg);
        args.push("--json");
        let (json, err, code) = common::autoshard(&args);
        assert_eq!(code, Some(0), "{err}");
        let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        assert!(
            v["serial_step_time_s"].as_f64().unwrap()
                >= v["overlapped_step_time_s"].as_f64().unwrap()
        );
        assert!(v["collectives"].as_array().is_some_and(|c| !c.is_empty()));
    }
}

#[test]
fn compiled_fixtures_match_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    for (name, _) in COMPILED {
        let path = common::repo().join(format!("tests/hlo_cost/compiled/{name}.hlo"));
        let got = ours(&parse_hlo(name, &common::read(&path)));
        let reply = peer.request(&format!("hlo-cost {}", path.display()));
        assert!(reply.ok, "{}", reply.output);
        let want = xla_counts(&serde_json::from_str(&reply.output).expect("JSON"));
        // XLA sums in f32: equal up to its rounding.
        for (a, b) in [
            (got.flops, want.flops),
            (got.bytes, want.bytes),
            (got.transcendentals, want.transcendentals),
        ] {
            assert!(
                (a - b).abs() <= 1e-6 * b.abs(),
                "{name}: ours {got:?}, XLA {want:?}"
            );
        }
    }
}

fn mesh_2x4() -> autoshard::ir::sdy::MeshAttr {
    use autoshard::ir::sdy::{MeshAttr, MeshAxis};
    MeshAttr {
        axes: vec![
            MeshAxis {
                name: "data".into(),
                size: 2,
            },
            MeshAxis {
                name: "model".into(),
                size: 4,
            },
        ],
        device_ids: vec![],
    }
}

/// Kind, async, operand/result bytes and axes of every collective, in schedule order.
fn collective_table(file: &str) -> (Vec<String>, autoshard::hlo::cost::CompiledCost) {
    let text = common::read(&common::repo().join("tests/hlo_cost").join(file));
    let m = parse_hlo(file, &text);
    let hw = autoshard::cost::hardware::load_profile("h100").unwrap();
    let cost = autoshard::hlo::cost::analyze(&m, &hw, &mesh_2x4(), &Default::default()).unwrap();
    let rows = cost
        .collectives
        .iter()
        .map(|c| {
            format!(
                "{} {} {} {}->{} along {} x{}",
                c.name,
                c.kind.name(),
                if c.asynchronous { "async" } else { "sync" },
                c.operand_bytes,
                c.result_bytes,
                c.axes,
                c.group_size
            )
        })
        .collect();
    (rows, cost)
}

#[test]
fn collectives_kinds_bytes_and_mesh_axes() {
    let (rows, cost) = collective_table("collectives_sync.hlo");
    assert_eq!(
        rows,
        [
            "ar all-reduce sync 2048->2048 along model x4",
            "ag all-gather sync 2048->8192 along model x4",
            "rs reduce-scatter sync 2048->1024 along data x2",
            "a2a all-to-all sync 2048->2048 along data x2",
            "cp collective-permute sync 2048->2048 along model x4",
        ]
    );
    assert_eq!(cost.serial_step_time_s, cost.overlapped_step_time_s);
    let (rows, cost) = collective_table("collectives_async.hlo");
    assert_eq!(
        rows,
        [
            "ars all-reduce async 2048->2048 along data,model x8",
            "ags all-gather async 2048->8192 along model x4",
            "cps collective-permute async 2048->2048 along data x2",
            "as all-to-all async 2048->2048 along data x2",
        ]
    );
    // XLA's mesh form of replica groups: whole axes, sub-axes, an explicit device order.
    let (rows, _) = collective_table("collectives_mesh.hlo");
    assert_eq!(
        rows,
        [
            "ar all-reduce sync 2048->2048 along data x2",
            "ag all-gather sync 2048->4096 along model:(2)2 x2",
            "a2a all-to-all sync 2048->2048 along model:(2)2 x2",
            "ar2 all-reduce sync 2048->2048 along data,model:(1)2 x4",
        ]
    );
    // The dot between the starts and the dones overlaps them.
    assert!(cost.overlapped_step_time_s < cost.serial_step_time_s);
    let dot = cost
        .rows
        .iter()
        .find(|r| r.name == "d")
        .unwrap()
        .compute_time_s;
    assert!(dot > 0.0);
    assert!(cost.serial_step_time_s - cost.overlapped_step_time_s <= dot + 1e-15);
}

#[test]
fn loops_are_weighted_by_trip_count_apart_from_xla_totals() {
    let text = common::read(&common::repo().join("tests/hlo_cost/while.hlo"));
    let m = parse_hlo("while.hlo", &text);
    let hw = autoshard::cost::hardware::load_profile("h100").unwrap();
    use autoshard::ir::sdy::{MeshAttr, MeshAxis};
    let mesh = MeshAttr {
        axes: vec![MeshAxis {
            name: "x".into(),
            size: 1,
        }],
        device_ids: vec![],
    };
    let cost = autoshard::hlo::cost::analyze(&m, &hw, &mesh, &Default::default()).unwrap();
    assert_eq!(cost.loops.len(), 1);
    assert_eq!(
        (cost.loops[0].trip_count, cost.loops[0].source),
        (5, "known_trip_count")
    );
    // XLA counts the body once; per step it runs 5 times (the entry adds nothing).
    assert_eq!(cost.xla.flops, 8194.0);
    assert_eq!(cost.per_step.flops, 5.0 * 8194.0);
    // Without the backend config the condition's constant compare gives the same count.
    let bare = text.replace(", backend_config={\"known_trip_count\":{\"n\":\"5\"}}", "");
    let m = parse_hlo("while.hlo", &bare);
    let cost = autoshard::hlo::cost::analyze(&m, &hw, &mesh, &Default::default()).unwrap();
    assert_eq!(
        (cost.loops[0].trip_count, cost.loops[0].source),
        (5, "condition")
    );
}

#[test]
fn a_mesh_of_another_size_is_a_diagnostic() {
    let (out, err, code) = common::autoshard(&[
        "cost",
        "--hlo",
        "tests/hlo_cost/collectives_sync.hlo",
        "--mesh",
        "data=2,model=2",
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        err.contains("collectives_sync.hlo:")
            && err.contains("has 4 devices but the module runs on 8"),
        "{err}"
    );
}
