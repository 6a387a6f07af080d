//! Issue 21 item 7: the whole report of `autoshard solve` goes to one stream. The
//! `minimal:` lines of `--emit minimal=FILE` are part of the report, so they go where the
//! objective and the checks go (stdout), not to stderr, which carries diagnostics only.

mod common;

#[test]
fn solve_prints_its_minimal_lines_with_the_rest_of_the_report() {
    let dir = common::scratch("stream");
    let min = dir.join("min.mlir");
    let plan = dir.join("plan.mlir");
    let emit = format!("minimal={}", min.display());
    let (out, err, code) = common::autoshard(&[
        "solve",
        "models/mlp2.mlir",
        "--hw",
        "h100",
        "--threads",
        "1",
        "--node-limit",
        "200",
        "--emit",
        &emit,
        "-o",
        plan.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "stdout:\n{out}\nstderr:\n{err}");
    for line in ["objective:", "lower bound:", "check verifier:", "minimal: "] {
        assert!(out.contains(line), "{line:?} not in stdout:\n{out}");
        assert!(!err.contains(line), "{line:?} in stderr:\n{err}");
    }
    assert!(out.contains("minimal: propagated, it costs"), "{out}");
    assert!(min.exists() && plan.exists());
}
