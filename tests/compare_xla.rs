//! `compare --xla` / `--hlo-dir` and `solve --xla`: every plan beside the program XLA
//! compiles from it (jaxlib's XLA through scripts/peer.py).

mod common;

use std::collections::BTreeMap;
use std::path::Path;

/// summary.csv as rows of column -> value, by plan.
fn summary(dir: &Path) -> BTreeMap<String, BTreeMap<String, String>> {
    let text = common::read(&dir.join("summary.csv"));
    let mut r = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = r.headers().unwrap().iter().map(String::from).collect();
    r.records()
        .map(|rec| {
            let rec = rec.unwrap();
            let row: BTreeMap<String, String> = head
                .iter()
                .cloned()
                .zip(rec.iter().map(String::from))
                .collect();
            (row["plan"].clone(), row)
        })
        .collect()
}

fn num(row: &BTreeMap<String, String>, col: &str) -> f64 {
    row.get(col)
        .unwrap_or_else(|| panic!("no column {col}"))
        .parse()
        .unwrap_or_else(|_| panic!("{col} = {:?} is not a number", row[col]))
}

fn compare(model: &str, out: &Path, extra: &[&str]) -> String {
    let out_s = out.to_str().unwrap();
    let mut args = vec!["compare", model, "--hw", "tpu-v5e", "--out", out_s];
    args.extend_from_slice(extra);
    let (_, err, code) = common::autoshard(&args);
    assert_eq!(code, Some(0), "compare {model} {extra:?} failed:\n{err}");
    err
}

/// The compiled columns of every plan: compiled, read and costed; FLOPs as predicted
/// (the cost model counts them as XLA does); the HLO and the full module kept.
#[test]
fn compare_xla_writes_compiled_columns() {
    if common::peer_python().is_none() {
        return;
    }
    for model in ["models/gpt2_block.mlir", "models/llama_block.mlir"] {
        let name = Path::new(model).file_stem().unwrap().to_str().unwrap();
        let out = common::scratch(&format!("compare_xla_{name}"));
        compare(model, &out, &["--xla"]);
        let rows = summary(&out);
        assert_eq!(rows.len(), 4, "{model}: {:?}", rows.keys());
        for (plan, row) in &rows {
            assert_eq!(row["compiled_status"], "ok", "{model} {plan}");
            let (p, c) = (num(row, "predicted_flops"), num(row, "compiled_flops"));
            assert!(
                (c / p - 1.0).abs() < 0.02,
                "{model} {plan}: compiled FLOPs {c} vs predicted {p}"
            );
            let ratio = num(row, "compiled_over_predicted_step");
            let step = num(row, "compiled_step_serial_s") / num(row, "step_serial_s");
            assert!((ratio / step - 1.0).abs() < 1e-5, "{model} {plan}");
            for f in [format!("{plan}.hlo"), format!("{plan}.full.mlir")] {
                assert!(out.join("xla").join(&f).is_file(), "{model}: no xla/{f}");
            }
        }
        let md = common::read(&out.join("report.md"));
        assert!(
            md.contains("## Predicted and compiled"),
            "{model}: report.md"
        );
        let html = common::read(&out.join("report.html"));
        assert!(
            html.contains("<h2>Predicted and compiled</h2>"),
            "{model}: report.html"
        );
        let json: serde_json::Value =
            serde_json::from_str(&common::read(&out.join("report.json"))).unwrap();
        for p in json["plans"].as_array().unwrap() {
            assert!(p["xla"]["compiled"]["hbm_bytes"].as_f64().unwrap() > 0.0);
        }
    }
}

/// `--hlo-dir` reads what `--xla` compiled: the same compiled columns, byte for byte.
#[test]
fn hlo_dir_reads_the_same_programs() {
    if common::peer_python().is_none() {
        return;
    }
    let first = common::scratch("hlo_dir_first");
    compare("models/mlp_constraint.mlir", &first, &["--xla"]);
    let second = common::scratch("hlo_dir_second");
    let dir = first.join("xla");
    compare(
        "models/mlp_constraint.mlir",
        &second,
        &["--hlo-dir", dir.to_str().unwrap()],
    );
    let (a, b) = (summary(&first), summary(&second));
    for (plan, row) in &a {
        for (col, v) in row.iter().filter(|(c, _)| c.starts_with("compiled_")) {
            assert_eq!(&b[plan][col], v, "{plan} {col}");
        }
    }
}

/// Without a peer the plans still compare; the compiled columns say why they are empty.
#[test]
fn a_missing_compiler_is_a_status_not_a_failure() {
    let out = common::scratch("compare_no_peer");
    let out_s = out.to_str().unwrap();
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args(["compare", "models/mlp2.mlir", "--out", out_s, "--xla"])
        .current_dir(common::repo())
        .env("AUTOSHARD_PEER_PYTHON", "/nonexistent/python")
        .output()
        .unwrap();
    assert!(status.status.success());
    for (plan, row) in summary(&out) {
        if row["status"] == "ok" {
            assert!(
                row["compiled_status"].starts_with("not compiled: cannot run"),
                "{plan}: {}",
                row["compiled_status"]
            );
            assert_eq!(row["compiled_step_serial_s"], "");
        }
    }
}

/// `solve --xla` never returns a plan whose compiled program is slower than a rival's.
#[test]
fn solve_xla_returns_the_faster_compiled_plan() {
    if common::peer_python().is_none() {
        return;
    }
    for (model, extra) in [
        ("models/gpt2_block.mlir", None),
        ("models/llama_block.mlir", None),
        ("models/gpt2_block.mlir", Some("--ignore-annotations")),
    ] {
        let mut args = vec![
            "solve",
            model,
            "--node-limit",
            "200",
            "--threads",
            "1",
            "--xla",
        ];
        args.extend(extra);
        let (out, err, code) = common::autoshard(&args);
        assert_eq!(code, Some(0), "{args:?}:\n{err}");
        // `compiled NAME: 1.234 us (predicted ...`
        let compiled: Vec<(String, f64)> = out
            .lines()
            .filter_map(|l| {
                let rest = l.strip_prefix("compiled ")?;
                let (name, rest) = rest.split_once(": ")?;
                let us: f64 = rest.split(' ').next()?.parse().ok()?;
                Some((name.to_string(), us))
            })
            .collect();
        assert!(compiled.len() >= 2, "{args:?}: {out}");
        let best = compiled.iter().map(|c| c.1).fold(f64::INFINITY, f64::min);
        let fell_back = out
            .lines()
            .find(|l| l.contains("whose compiled program is faster"));
        let returned = match fell_back {
            Some(l) => {
                let name = l
                    .trim_start_matches("plan: the ")
                    .split(' ')
                    .next()
                    .unwrap();
                compiled.iter().find(|c| c.0 == name).unwrap().1
            }
            None => compiled[0].1,
        };
        assert!(
            returned <= best,
            "{args:?}: returned {returned} us, best {best} us\n{out}"
        );
    }
}

/// The rule `solve --xla` and `compare --xla` share: a strictly faster compiled rival,
/// or any compiled rival when the searched plan does not compile.
#[test]
fn a_faster_or_compiling_rival_replaces_the_searched_plan() {
    use autoshard::solve::compiled::faster_rival;
    assert_eq!(
        faster_rival(Some(2.0), &[Some(3.0), Some(1.5), Some(1.0)]),
        Some(2)
    );
    // Ties keep the searched plan; the first of equal rivals is the one named.
    assert_eq!(faster_rival(Some(1.0), &[Some(1.0)]), None);
    assert_eq!(faster_rival(Some(2.0), &[Some(1.0), Some(1.0)]), Some(0));
    // A rival that did not compile is no rival.
    assert_eq!(faster_rival(Some(2.0), &[None, Some(2.5)]), None);
    // A searched plan XLA rejects loses to any plan that compiles.
    assert_eq!(faster_rival(None, &[None, Some(9.0), Some(7.0)]), Some(2));
    assert_eq!(faster_rival(None, &[None]), None);
}

/// `compare --xla --free-search` reports the plans `solve --xla` returns: the searched
/// row is never slower compiled than propagation, the free search never slower than the
/// fastest baseline, and a row that fell back says so and keeps the searched plan's own
/// compiled numbers (slower than the row's, or none).
#[test]
fn compare_xla_searched_rows_fall_back_to_faster_compiled_rivals() {
    if common::peer_python().is_none() {
        return;
    }
    let out = common::scratch("compare_xla_fallback_gpt2_block");
    compare("models/gpt2_block.mlir", &out, &["--xla", "--free-search"]);
    let rows = summary(&out);
    let step = |plan: &str| num(&rows[plan], "compiled_step_serial_s");
    assert!(step("search") <= step("propagation"), "{rows:?}");
    let best = ["propagation", "data-parallel", "megatron"]
        .iter()
        .map(|p| step(p))
        .fold(f64::INFINITY, f64::min);
    assert!(step("search-free") <= best, "{rows:?}");
    for plan in ["search", "search-free"] {
        let row = &rows[plan];
        let to = &row["fell_back_to"];
        if to.is_empty() {
            assert_eq!(row["searched_compiled_step_serial_s"], "", "{plan}");
            continue;
        }
        assert_eq!(step(plan), step(to), "{plan} holds {to}'s program");
        let searched = &row["searched_compiled_step_serial_s"];
        if !searched.is_empty() {
            assert!(
                num(row, "searched_compiled_step_serial_s") > step(plan),
                "{plan}"
            );
        }
    }
    let md = common::read(&out.join("report.md"));
    for plan in ["search", "search-free"] {
        let to = &rows[plan]["fell_back_to"];
        assert_eq!(
            md.contains(&format!("{plan}: {to} plan returned")),
            !to.is_empty(),
            "{plan}: report.md"
        );
    }
}
