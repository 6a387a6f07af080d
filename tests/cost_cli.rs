//! `autoshard cost`: the printed summary and the per-op CSV for a few models and
//! profiles, compared with committed snapshots in `tests/cost/` (`UPDATE_SNAPSHOTS=1`
//! rewrites them), and the errors for bad arguments.

mod common;

use std::path::Path;
use std::process::Command;

fn autoshard(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args(args)
        .current_dir(common::repo())
        .output()
        .expect("the binary runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn check_snapshot(path: &Path, actual: &str) {
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return;
    }
    if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
        std::fs::write(path, actual).unwrap();
    } else {
        panic!(
            "{} differs from the output (UPDATE_SNAPSHOTS=1 rewrites it):\n--- expected\n{expected}\n--- actual\n{actual}",
            path.display()
        );
    }
}

#[test]
fn summaries_and_csv() {
    let dir = common::repo().join("tests/cost");
    let cases: &[(&str, &[&str])] = &[
        ("mlp2.h100", &["models/mlp2.debug.mlir", "--hw", "h100"]),
        (
            "shard_map_mlp.tpu-v5e",
            &["models/shard_map_mlp.debug.mlir", "--hw", "tpu-v5e"],
        ),
        (
            "gpt2_block.a100.ib",
            &[
                "models/gpt2_block.debug.mlir",
                "--hw",
                "a100",
                "--axis-links",
                "model=ib",
                "--tree-all-reduce",
            ],
        ),
    ];
    for (name, args) in cases {
        let csv =
            std::env::temp_dir().join(format!("autoshard-cost-{}-{name}.csv", std::process::id()));
        let mut all: Vec<&str> = vec!["cost"];
        all.extend_from_slice(args);
        let csv_arg = csv.to_str().unwrap().to_string();
        all.extend_from_slice(&["--csv", &csv_arg]);
        let (out, err, ok) = autoshard(&all);
        assert!(ok, "{name}: {err}");
        check_snapshot(&dir.join(format!("{name}.txt")), &out);
        let rows = std::fs::read_to_string(&csv).unwrap();
        std::fs::remove_file(&csv).ok();
        check_snapshot(&dir.join(format!("{name}.csv")), &rows);
    }
}

#[test]
fn bad_arguments() {
    let (_, err, ok) = autoshard(&["cost", "models/mlp2.mlir", "--hw", "tpu-v9"]);
    assert!(!ok && err.contains("no such hardware profile"), "{err}");
    let (_, err, ok) = autoshard(&["cost", "models/mlp2.mlir", "--axis-links", "data"]);
    assert!(!ok && err.contains("expected AXIS=LINK"), "{err}");
    let (_, err, ok) = autoshard(&[
        "cost",
        "models/mlp2.mlir",
        "--hw",
        "h100",
        "--axis-links",
        "data=ici",
    ]);
    assert!(!ok && err.contains("no link kind 'ici'"), "{err}");
}

#[test]
fn json_report_and_mesh_override() {
    let dir = common::repo().join("tests/cost");
    let (out, err, ok) = autoshard(&["cost", "models/mlp2.debug.mlir", "--hw", "h100", "--json"]);
    assert!(ok, "{err}");
    check_snapshot(&dir.join("mlp2.h100.json"), &out);
    // Another mesh: the same plan with the axes resized.
    let (out, err, ok) = autoshard(&[
        "cost",
        "models/gpt2_block.debug.mlir",
        "--hw",
        "tpu-v5e",
        "--mesh",
        "data=4,model=2",
    ]);
    assert!(ok, "{err}");
    check_snapshot(&dir.join("gpt2_block.tpu-v5e.mesh4x2.txt"), &out);
    // An axis the new mesh lacks is dropped with a warning; the plan is data parallel.
    let (out, err, ok) = autoshard(&[
        "cost",
        "models/mlp2.mlir",
        "--hw",
        "h100",
        "--mesh",
        "data=8",
        "--json",
    ]);
    assert!(ok, "{err}");
    assert!(
        err.contains("\"model\" dropped from every sharding"),
        "{err}"
    );
    assert!(out.contains("\"mesh\": \"data=8\""), "{out}");
    let (_, err, ok) = autoshard(&["cost", "models/mlp2.mlir", "--mesh", "data=3,model=4"]);
    assert!(!ok && err.contains("not divisible"), "{err}");
    let (_, err, ok) = autoshard(&["cost", "models/mlp2.mlir", "--mesh", "data"]);
    assert!(!ok && err.contains("expected AXIS=SIZE"), "{err}");
}

#[test]
fn a_propagated_module_is_evaluated_as_written() {
    let dir = common::scratch("cost-propagated");
    let propagated = dir.join("mlp2.propagated.mlir");
    let p = propagated.to_str().unwrap();
    let (_, err, ok) = autoshard(&["propagate", "models/mlp2.mlir", "-o", p]);
    assert!(ok, "{err}");
    let (a, _, ok) = autoshard(&["cost", p, "--hw", "h100"]);
    assert!(ok && a.contains("plan: as written"), "{a}");
    let (b, _, ok) = autoshard(&["cost", "models/mlp2.mlir", "--hw", "h100"]);
    assert!(ok && b.contains("plan: sdy-propagation-pipeline"), "{b}");
    // The same numbers either way (locations differ: the files differ).
    let tail = |s: &str| {
        s.lines()
            .skip(2)
            .take(5)
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(tail(&a), tail(&b));
}

#[test]
fn emit_collectives_writes_the_module() {
    let out = common::scratch("cost-cli-emit").join("mlp2.collectives.mlir");
    let (_, err, ok) = autoshard(&[
        "cost",
        "models/mlp2.mlir",
        "--emit-collectives",
        out.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains(r#"sdy.all_reduce {"model"}"#), "{text}");
    let (check, err, ok) = autoshard(&["check", out.to_str().unwrap()]);
    assert!(ok, "{check}{err}");
}

#[test]
fn legalize_chlo_lowers_square_before_propagating() {
    let dir = common::scratch("cost-cli-chlo");
    let (a, b) = (dir.join("a.csv"), dir.join("b.csv"));
    let (_, err, ok) = autoshard(&["cost", "models/gpt2_12l.mlir", "--csv", a.to_str().unwrap()]);
    assert!(ok && err.contains("'chlo.square' is unknown"), "{err}");
    let (_, err, ok) = autoshard(&[
        "cost",
        "models/gpt2_12l.mlir",
        "--legalize-chlo",
        "--csv",
        b.to_str().unwrap(),
    ]);
    assert!(ok && !err.contains("chlo.square"), "{err}");
    // XLA's view: the layer norms all-reduce their variance instead of gathering the
    // input of the square (2 per layer and the final layer norm).
    let count = |p: &std::path::Path, what: &str| common::read(p).matches(what).count();
    assert_eq!(count(&a, "all-gather") - count(&b, "all-gather"), 25);
    assert_eq!(count(&b, "all-reduce") - count(&a, "all-reduce"), 25);
}
