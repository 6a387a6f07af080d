//! `autoshard iopddl`'s limits: a work limit given alone runs without a clock (the same
//! answer on any machine, the contest instances included, which otherwise get their contest
//! time limit).

mod common;

fn instance(letter: &str) -> Option<String> {
    let p = common::repo().join(format!(
        "../shared/iopddl/asplos-2025-iopddl-{letter}.json.gz"
    ));
    if p.is_file() {
        Some(p.to_string_lossy().into_owned())
    } else {
        eprintln!("skipped: {} not present", p.display());
        None
    }
}

/// The value of the report line starting with `key`.
fn line<'a>(out: &'a str, key: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no `{key}` line in\n{out}"))
        .trim()
}

#[test]
fn a_work_limit_alone_runs_without_a_clock_and_answers_the_same_twice() {
    let Some(b) = instance("B") else {
        return;
    };
    let dir = common::scratch("iopddl_cli_rounds");
    let mut answers = Vec::new();
    for k in 0..2 {
        let out_file = dir.join(format!("b{k}.json"));
        let (out, err, code) = common::autoshard(&[
            "iopddl",
            &b,
            "--rounds",
            "2",
            "--node-limit",
            "20",
            "-o",
            out_file.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(0), "{err}");
        assert!(line(&out, "time").contains("limit none"), "{out}");
        assert_eq!(line(&out, "feasible"), "yes (checked by the evaluator)");
        answers.push(std::fs::read_to_string(&out_file).unwrap());
    }
    assert_eq!(answers[0], answers[1]);
}
