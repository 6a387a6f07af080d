//! `autoshard sweep`: the mesh enumeration (exact lists), a sweep of the GPT-2 block over
//! 64 devices run with one and with two rayon threads (byte-identical tables, `sweep.md`
//! against its snapshot in `tests/sweep/`, `UPDATE_SNAPSHOTS=1` rewrites it), the Pareto
//! column recomputed from the CSV's own numbers, the page rendered in Chromium, and bad
//! input.

#[path = "common/chromium.rs"]
mod chromium;
mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use autoshard::sweep::meshes::{mesh_text, meshes};

fn names(s: &str) -> Vec<String> {
    s.split(',').map(str::to_string).collect()
}

fn listed(axes: &str, devices: u64, ranks: &[usize]) -> Vec<String> {
    meshes(&names(axes), devices, ranks)
        .unwrap()
        .iter()
        .map(|m| mesh_text(m))
        .collect()
}

#[test]
fn meshes_of_64_devices_over_two_axes() {
    assert_eq!(
        listed("data,model", 64, &[2, 3]),
        [
            "data=2,model=32",
            "data=4,model=16",
            "data=8,model=8",
            "data=16,model=4",
            "data=32,model=2",
        ]
    );
    // Three names: every pair in the named order, then every 3-D layout.
    let all = listed("data,model,expert", 64, &[2, 3]);
    let want: Vec<String> = ["data,model", "data,expert", "model,expert"]
        .iter()
        .flat_map(|pair| {
            let (a, b) = pair.split_once(',').unwrap();
            [2, 4, 8, 16, 32].map(|k| format!("{a}={k},{b}={}", 64 / k))
        })
        .chain(
            [
                (2, 2, 16),
                (2, 4, 8),
                (2, 8, 4),
                (2, 16, 2),
                (4, 2, 8),
                (4, 4, 4),
                (4, 8, 2),
                (8, 2, 4),
                (8, 4, 2),
                (16, 2, 2),
            ]
            .map(|(d, m, e)| format!("data={d},model={m},expert={e}")),
        )
        .collect();
    assert_eq!(all, want);
    assert_eq!(all.len(), 25);
    // 1-D on request, first.
    let with_1d = listed("data,model", 64, &[1, 2, 3]);
    assert_eq!(with_1d[..2], ["data=64", "model=64"]);
    assert_eq!(with_1d.len(), 7);
    // Large counts: divisors by trial division up to the square root, not a scan.
    assert_eq!(listed("a,b", 1 << 40, &[2]).len(), 39);
    // Non-powers of two.
    assert_eq!(
        listed("a,b,c", 12, &[3]),
        ["a=2,b=2,c=3", "a=2,b=3,c=2", "a=3,b=2,c=2"]
    );
}

#[test]
fn meshes_reject_bad_input() {
    let err = |axes: &str, devices: u64| meshes(&names(axes), devices, &[2, 3]).unwrap_err();
    assert!(err("data,model", 7).contains("7 devices is not a product of 2 or 3 sizes >= 2"));
    assert!(err("data,model", 1).contains("not a product"));
    assert!(err("data", 64).contains("at least two axis names"));
    assert!(err("data,data", 64).contains("named twice"));
    assert!(err("data=8,model", 64).contains("'data=8' is not an axis name"));
}

fn autoshard(args: &[&str], threads: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .current_dir(common::repo())
        .env("RAYON_NUM_THREADS", threads)
        .args(args)
        .output()
        .expect("run autoshard")
}

/// The GPT-2 block over 64 devices on `data,model`, swept with 1 and with 2 threads.
fn swept() -> &'static [PathBuf; 2] {
    static DIRS: OnceLock<[PathBuf; 2]> = OnceLock::new();
    DIRS.get_or_init(|| {
        let dir = common::scratch("sweep");
        ["1", "2"].map(|threads| {
            let out = dir.join(format!("threads{threads}"));
            let o = autoshard(
                &[
                    "sweep",
                    "models/gpt2_block.mlir",
                    "--hw",
                    "h100",
                    "--devices",
                    "64",
                    "--axes",
                    "data,model",
                    "--out",
                    out.to_str().unwrap(),
                ],
                threads,
            );
            assert!(
                o.status.success(),
                "sweep failed:\n{}",
                String::from_utf8_lossy(&o.stderr)
            );
            out
        })
    })
}

fn read(dir: &Path, file: &str) -> String {
    common::read(&dir.join(file))
}

#[test]
fn sweep_is_the_same_bytes_for_any_thread_count() {
    let [one, two] = swept();
    for f in ["sweep.csv", "sweep.md", "sweep.html"] {
        assert!(
            read(one, f) == read(two, f),
            "{f} differs between RAYON_NUM_THREADS=1 and 2"
        );
    }
    let md = read(one, "sweep.md");
    let path = common::repo().join("tests/sweep/gpt2_block.64.sweep.md");
    if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
        std::fs::write(&path, &md).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {}: UPDATE_SNAPSHOTS=1", path.display()));
    assert_eq!(md, want, "sweep.md differs from its snapshot");
}

#[test]
fn sweep_rows_are_ranked_and_the_front_is_right() {
    let csv = read(&swept()[0], "sweep.csv");
    let mut r = csv::Reader::from_reader(csv.as_bytes());
    let head = r.headers().unwrap().clone();
    let col = |name: &str| head.iter().position(|h| h == name).unwrap();
    let (mesh, step, peak, pareto, status) = (
        col("mesh"),
        col("step_serial_s"),
        col("peak_memory_bytes"),
        col("pareto"),
        col("status"),
    );
    // (mesh, step, peak, on the front) of the rows with a plan; the others' status.
    let mut plans: Vec<(String, f64, u64, bool)> = Vec::new();
    let mut others = Vec::new();
    for rec in r.records() {
        let c = rec.unwrap();
        if c[step].is_empty() {
            others.push((c[mesh].to_string(), c[status].to_string()));
            continue;
        }
        assert!(
            others.is_empty(),
            "a row with a plan after one without: {csv}"
        );
        plans.push((
            c[mesh].to_string(),
            c[step].parse().unwrap(),
            c[peak].parse().unwrap(),
            &c[pareto] == "yes",
        ));
    }
    assert_eq!(plans.len() + others.len(), 5, "{csv}");
    assert!(plans.len() >= 3, "{csv}");
    // data=16 and data=32 cannot hold the batch of 8 on "data": rows with the reason.
    assert!(
        others
            .iter()
            .any(|(m, s)| m.contains("data=16") && s == "error"),
        "{csv}"
    );
    assert!(csv.contains("not divisible"), "{csv}");
    for w in plans.windows(2) {
        assert!(w[0].1 <= w[1].1, "not ranked by step time: {csv}");
    }
    for (m, t, b, front) in &plans {
        let dominated = plans
            .iter()
            .any(|(_, t2, b2, _)| t2 <= t && b2 <= b && (t2 < t || b2 < b));
        assert_eq!(*front, !dominated, "{m}: Pareto column wrong in {csv}");
    }
    assert!(plans[0].3, "the fastest plan is on the front");
}

#[test]
fn sweep_html_renders_in_chromium() {
    let page = swept()[0].join("sweep.html");
    let html = common::read(&page);
    for bad in ["<script", "src=", "href=", "@import"] {
        assert!(!html.contains(bad), "external or active content: {bad}");
    }
    assert!(html.contains("Pareto front"), "no front");
    let Some(chrome) = chromium::chromium() else {
        return;
    };
    let dir = common::scratch("sweep_html");
    chromium::check_renders(&chrome, &page, &dir);
}

#[test]
fn bad_sweeps_fail_with_a_clear_error() {
    let dir = common::scratch("sweep_bad");
    let out = dir.to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["sweep", "models/gpt2_block.mlir", "--out", out];
        args.extend_from_slice(extra);
        let o = autoshard(&args, "1");
        assert!(!o.status.success(), "{extra:?} succeeded");
        String::from_utf8_lossy(&o.stderr).to_string()
    };
    let e = run(&["--devices", "7"]);
    assert!(
        e.contains("error: 7 devices is not a product of 2 or 3 sizes >= 2"),
        "{e}"
    );
    let e = run(&["--devices", "64", "--axes", "data,model=8"]);
    assert!(e.contains("error: 'model=8' is not an axis name"), "{e}");
    let e = run(&[
        "--devices",
        "64",
        "--axes",
        "data,model",
        "--axis-links",
        "tensor=nvlink",
    ]);
    assert!(
        e.contains("error: --axis-links: 'tensor' is not one of the swept axes (data, model)"),
        "{e}"
    );
    let e = run(&["--devices", "64", "--axis-links", "data=warp"]);
    assert!(
        e.contains("error: --axis-links: profile 'h100' has no link kind 'warp'"),
        "{e}"
    );
    let e = run(&["--devices", "64", "--axes", "data"]);
    assert!(e.contains("at least two axis names"), "{e}");
    assert!(
        !dir.join("sweep.csv").exists(),
        "a failed sweep wrote its tables"
    );
}
