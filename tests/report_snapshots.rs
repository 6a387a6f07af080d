//! `autoshard compare`'s printed artifacts on a small model, against committed
//! snapshots in `tests/report/` (`UPDATE_SNAPSHOTS=1` rewrites them), and the HTML
//! page's self-containment.

mod common;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::PlanOptions;
use autoshard::diag::SourceFile;
use autoshard::report;

fn comparison(name: &str) -> report::Comparison {
    let p = format!("models/{name}.debug.mlir");
    let src = SourceFile::new(p.clone(), common::read(&common::repo().join(&p)));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors());
    let hw = load_profile("tpu-v5e").unwrap();
    report::compare(&m, &src, &hw, &[], &PlanOptions::default()).unwrap()
}

fn snapshot(file: &str, got: &str) {
    let path = common::repo().join("tests/report").join(file);
    if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {}: UPDATE_SNAPSHOTS=1", path.display()));
    assert_eq!(got, want, "{file} differs from its snapshot");
}

#[test]
fn reports_match_their_snapshots() {
    for name in ["mlp2", "gpt2_block"] {
        let c = comparison(name);
        snapshot(
            &format!("{name}.report.md"),
            &report::markdown::markdown(&c),
        );
        // The solver's wall time is the one machine-dependent number: masked.
        let summary: String = report::csv::summary(&c)
            .unwrap()
            .lines()
            .map(|l| match l.rsplit_once(',') {
                Some((rest, t)) if !t.is_empty() && !l.starts_with("plan,") => {
                    format!("{rest},<seconds>\n")
                }
                _ => format!("{l}\n"),
            })
            .collect();
        snapshot(&format!("{name}.summary.csv"), &summary);
        snapshot(
            &format!("{name}.values.csv"),
            &report::csv::values(&c).unwrap(),
        );
        snapshot(
            &format!("{name}.collectives.csv"),
            &report::csv::collectives(&c).unwrap(),
        );
        snapshot(
            &format!("{name}.factors.html"),
            &report::html::factor_tables(&c),
        );
    }
}

#[test]
fn html_is_self_contained_and_deterministic() {
    let c = comparison("gpt2_block");
    let a = report::html::html(&c);
    assert_eq!(a, report::html::html(&comparison("gpt2_block")));
    assert_eq!(a.matches("<svg").count(), 3, "three charts");
    for bad in ["<script", "src=", "href=", "@import"] {
        assert!(!a.contains(bad), "external or active content: {bad}");
    }
    // The factor tables of the search's differences, one per difference with a rule.
    let tables = c
        .differences
        .iter()
        .filter(|d| d.plan == "search" && d.factors.is_some())
        .count();
    assert!(tables > 0, "no factor table");
    assert_eq!(a.matches("<table class=ft>").count(), tables);
    // Every plan appears.
    for p in ["propagation", "data-parallel", "megatron", "search"] {
        assert!(a.contains(p), "{p}");
    }
}

/// Every row of collectives.csv has a location with a line and a column, the search's
/// `sdy.reshard`s included (the search creates them; they are located at the op that
/// reads them), also in a module without debug info (MLIR file line:col).
#[test]
fn every_collective_row_has_line_and_col() {
    let p = "models/gpt2_block.mlir";
    let src = SourceFile::new(p, common::read(&common::repo().join(p)));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors());
    let hw = load_profile("tpu-v5e").unwrap();
    let c = report::compare(&m, &src, &hw, &[], &PlanOptions::default()).unwrap();
    let csv = report::csv::collectives(&c).unwrap();
    let mut reshards = 0;
    for row in csv.lines().skip(1) {
        let loc = row.split(',').nth(1).unwrap();
        let mut parts = loc.rsplitn(3, ':');
        let (col, line) = (parts.next().unwrap(), parts.next().unwrap_or(""));
        assert!(
            col.parse::<u32>().is_ok() && line.parse::<u32>().is_ok(),
            "no line:col in {row}"
        );
        reshards += usize::from(row.contains(",sdy.reshard,"));
    }
    assert!(
        reshards > 0,
        "the search's plan reshards on gpt2_block:\n{csv}"
    );
}

/// The memory chart draws what the summary states: each plan's curve peaks at exactly
/// its peak memory (temporaries of reshards and the peaks inside called functions
/// included; gpt2_block's peak is inside a `func.call`).
#[test]
fn the_memory_curve_peaks_at_the_reported_peak() {
    for name in ["mlp2", "gpt2_block"] {
        let c = comparison(name);
        for p in c.plans.iter().filter(|p| p.status == "ok") {
            assert_eq!(
                p.memory_timeline.iter().copied().max(),
                Some(p.peak_memory_bytes),
                "{name} {}: the curve's maximum is not the peak",
                p.name
            );
        }
    }
}

/// When no plan fits the device's memory, the searched row still holds a plan (the
/// cheapest the search finds at the smallest budget that works, as `solve -o` writes it)
/// and says why, like the baselines, which are compared whatever their peak. Before, the
/// row was `no plan: Infeasible` (gpt3_96l on tpu-v5e: no plan fits 13.4 GiB).
#[test]
fn a_search_over_the_budget_gives_its_smallest_budget_plan_and_says_so() {
    let p = "models/mlp2.debug.mlir";
    let src = SourceFile::new(p.to_string(), common::read(&common::repo().join(p)));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors());
    let mut hw = load_profile("tpu-v5e").unwrap();
    // A device too small for every plan: 4 KiB (mlp2's weights need 2 MiB a device at best).
    hw.usable_fraction = 4096.0 / hw.hbm_bytes as f64;
    let c = report::compare(&m, &src, &hw, &[], &PlanOptions::default()).unwrap();
    let s = c.plans.iter().find(|p| p.name == "search").unwrap();
    assert_eq!(s.status, "ok", "{s:?}");
    let note = s.note.as_deref().unwrap_or_default();
    assert!(note.contains("no plan fits"), "{note}");
    assert!(s.peak_memory_bytes > hw.memory_budget_bytes());
    assert!(report::markdown::markdown(&c).contains(note));
}
