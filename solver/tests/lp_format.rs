//! LP text: snapshot of a small problem, and a round trip through HiGHS's LP reader.
//!
//! Regenerate the snapshot with `UPDATE_SNAPSHOTS=1 cargo test -p autoshard-solver --test lp_format`.

mod common;

use autoshard_solver::{solve, to_lp_string, LinearExpr, Problem, Relation, Status};
use std::ffi::CString;
use std::path::PathBuf;

fn small() -> Problem {
    let mut p = Problem::new();
    let take0 = p.add_binary("take[0]");
    let take1 = p.add_binary("take[1]");
    let n = p.add_integer("n layers", 0.0, 12.0);
    let t = p.add_continuous("time", f64::NEG_INFINITY, f64::INFINITY);
    let slack = p.add_continuous("slack", 0.0, f64::INFINITY);
    let fixed = p.add_continuous("2nd", 1.5, 1.5);
    let e1 = p.add_binary("e1");
    p.set_bounds(e1, 1.0, 1.0);
    let dup = p.add_continuous("take(0)", -3.0, 4.25);
    p.add_constraint("one-of", LinearExpr::from(take0) + take1, Relation::Eq, 1.0);
    p.add_constraint(
        "time >= cost",
        LinearExpr::from(t) - take0 * 2.5 - take1 * 0.125 - n * 3.0 + 1.0,
        Relation::Ge,
        0.0,
    );
    p.add_constraint(
        "cap",
        LinearExpr::from(n) + slack + fixed - dup + e1,
        Relation::Le,
        10.0,
    );
    p.add_constraint(
        "lower",
        LinearExpr::from(n) * 2.5e-7 + dup * 1e12,
        Relation::Ge,
        -1.0,
    );
    p.set_objective(LinearExpr::from(t) + slack * 0.5 + n * 2.0 - dup + 3.0);
    p
}

fn snapshot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name)
}

#[test]
fn small_problem_snapshot() {
    let text = to_lp_string(&small());
    let path = snapshot_path("small.lp");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        text,
        expected,
        "LP text differs from {} (UPDATE_SNAPSHOTS=1 to accept)",
        path.display()
    );
    assert_eq!(to_lp_string(&small()), text, "not deterministic");
}

/// Reads LP text with HiGHS's own reader and solves it; returns (model status, objective).
fn highs_solve_lp_text(text: &str, name: &str) -> (i32, f64) {
    let path =
        std::env::temp_dir().join(format!("autoshard-solver-{}-{name}.lp", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let file = CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: plain use of the HiGHS C API on an instance created and destroyed here.
    unsafe {
        let h = highs_sys::Highs_create();
        let quiet = CString::new("output_flag").unwrap();
        highs_sys::Highs_setBoolOptionValue(h, quiet.as_ptr(), 0);
        let gap = CString::new("mip_rel_gap").unwrap();
        highs_sys::Highs_setDoubleOptionValue(h, gap.as_ptr(), 0.0);
        assert_ne!(
            highs_sys::Highs_readModel(h, file.as_ptr()),
            highs_sys::STATUS_ERROR
        );
        highs_sys::Highs_run(h);
        let out = (
            highs_sys::Highs_getModelStatus(h),
            highs_sys::Highs_getObjectiveValue(h),
        );
        highs_sys::Highs_destroy(h);
        let _ = std::fs::remove_file(&path);
        out
    }
}

#[test]
fn highs_reads_our_lp_text_back() {
    let mut problems = vec![("small", small())];
    for seed in 0..3 {
        problems.push(("knapsack", common::knapsack(12, 2, seed).0));
    }
    for (i, (name, p)) in problems.iter().enumerate() {
        let ours = solve(p, &common::exact()).unwrap();
        let (status, objective) = highs_solve_lp_text(&to_lp_string(p), &format!("{name}{i}"));
        match ours.status {
            Status::Optimal => {
                assert_eq!(status, highs_sys::MODEL_STATUS_OPTIMAL, "{name}");
                let o = ours.objective.unwrap();
                assert!(
                    (objective - o).abs() <= 1e-6 * (1.0 + o.abs()),
                    "{name}: {objective} vs {o}"
                );
            }
            Status::Infeasible => assert_eq!(status, highs_sys::MODEL_STATUS_INFEASIBLE),
            ref s => panic!("{name}: unexpected {s}"),
        }
    }
}
