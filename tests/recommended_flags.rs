//! Every flag a message recommends exists on the subcommand the user ran: each
//! subcommand runs on a module whose CHLO ops have no rule (the warning recommends
//! `--lowered-chlo`), the `--flags` in what it prints are collected, and the same
//! command is run again with each of them: clap must not reject it. Then
//! `--lowered-chlo` does what the warning says (the warning is gone) on every command
//! that attaches rules, and on a small case the lowered rules propagate as jaxlib's
//! Shardy propagates them (it honours an op's own `sdy.sharding_rule`).

mod common;

use std::collections::BTreeSet;

use common::autoshard;

const FILE: &str = "tests/flags/chlo_mlp.mlir";

/// The `--flag` words in `text` (a letter after `--`; `// -----` is not one).
fn flags_in(text: &str) -> BTreeSet<String> {
    let b = text.as_bytes();
    let mut out = BTreeSet::new();
    let mut i = 0;
    while i + 2 < b.len() {
        let starts = b[i] == b'-'
            && b[i + 1] == b'-'
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1] != b'-');
        if starts && b[i + 2].is_ascii_lowercase() {
            let mut j = i + 2;
            while j < b.len()
                && (b[j].is_ascii_lowercase() || b[j].is_ascii_digit() || b[j] == b'-')
            {
                j += 1;
            }
            out.insert(text[i..j].trim_end_matches('-').to_string());
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// The subcommands, each with the arguments it needs (`DIR` a scratch directory).
fn commands(dir: &str, plan: &str) -> Vec<Vec<String>> {
    let v = |a: &[&str]| a.iter().map(|s| s.replace("DIR", dir)).collect::<Vec<_>>();
    vec![
        v(&["check", FILE]),
        v(&["rules", FILE]),
        v(&["propagate", FILE]),
        v(&["explain", FILE, "--value", "%2"]),
        v(&["opt", FILE, "--passes", "sdy-propagation-pipeline"]),
        v(&["cost", FILE, "--hw", "tpu-v5e"]),
        v(&["solve", FILE, "--hw", "tpu-v5e", "--node-limit", "50"]),
        v(&["compare", FILE, "--hw", "tpu-v5e", "--out", "DIR/compare"]),
        v(&[
            "sweep",
            FILE,
            "--hw",
            "h100",
            "--devices",
            "8",
            "--node-limit",
            "50",
            "--out",
            "DIR/sweep",
        ]),
        v(&["baseline", FILE, "--kind", "data-parallel"]),
        v(&["emit", plan, "--original", FILE, "--mode", "minimal"]),
    ]
}

fn run(args: &[String]) -> (String, String, Option<i32>) {
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    autoshard(&a)
}

#[test]
fn every_recommended_flag_exists_on_its_subcommand() {
    let dir = common::scratch("recommended-flags");
    let d = dir.to_str().unwrap();
    let plan = dir.join("plan.mlir");
    let (p, e, code) = autoshard(&["propagate", FILE, "-o", plan.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{p}{e}");
    let mut recommended = 0;
    let mut failures = Vec::new();
    for cmd in commands(d, plan.to_str().unwrap()) {
        let (out, err, code) = run(&cmd);
        assert_eq!(code, Some(0), "{cmd:?} fails:\n{err}");
        let given: BTreeSet<String> = cmd
            .iter()
            .filter(|a| a.starts_with("--"))
            .cloned()
            .collect();
        for flag in flags_in(&format!("{out}\n{err}")).difference(&given) {
            recommended += 1;
            let mut with = cmd.clone();
            with.push(flag.clone());
            let (_, err2, code2) = run(&with);
            // A flag that needs a value is accepted as a flag (clap says the value is
            // missing); an unknown one is not.
            if code2 == Some(2)
                && (err2.contains("unexpected argument") || err2.contains("unrecognized"))
            {
                failures.push(format!(
                    "`autoshard {}` recommends {flag}, which it rejects:\n{err2}",
                    cmd[0]
                ));
            }
        }
    }
    assert!(
        recommended >= 5,
        "the CHLO warning recommends a flag on every command that attaches rules"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--lowered-chlo` on every command that attaches rules (propagate, cost, solve,
/// compare, sweep, and the others that propagate): accepted, and the warning it
/// answers is gone.
#[test]
fn lowered_chlo_is_accepted_wherever_rules_are_attached() {
    let dir = common::scratch("lowered-chlo");
    let d = dir.to_str().unwrap();
    let plan = dir.join("plan.mlir");
    let (p, e, code) = autoshard(&[
        "propagate",
        FILE,
        "--lowered-chlo",
        "-o",
        plan.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{p}{e}");
    let mut checked = BTreeSet::new();
    for mut cmd in commands(d, plan.to_str().unwrap()) {
        if cmd[0] == "check" || cmd[0] == "explain" {
            continue; // no rules attached
        }
        let (_, before, _) = run(&cmd);
        cmd.push("--lowered-chlo".into());
        let (_, err, code) = run(&cmd);
        assert_eq!(code, Some(0), "{cmd:?}:\n{err}");
        assert!(
            !err.contains("unknown to the sharding rule registry"),
            "{cmd:?} still warns:\n{err}"
        );
        if before.contains("`--lowered-chlo`") {
            checked.insert(format!("{} (warned without it)", cmd[0]));
        }
        checked.insert(cmd[0].clone());
    }
    for c in [
        "propagate",
        "cost",
        "solve",
        "compare",
        "sweep",
        "rules",
        "opt",
        "emit",
        "baseline",
    ] {
        assert!(checked.contains(c), "{c} was not checked: {checked:?}");
    }
    // Each command that propagates, prices or searches names the op it has no rule for
    // (solve, compare, sweep and baseline were silent before).
    for c in [
        "propagate",
        "cost",
        "solve",
        "compare",
        "sweep",
        "rules",
        "opt",
        "baseline",
    ] {
        let warned = format!("{c} (warned without it)");
        assert!(checked.contains(&warned), "{c} is silent: {checked:?}");
    }
}

/// The lowered rules, attached to the CHLO ops, propagate in jaxlib's Shardy as in ours.
#[test]
fn lowered_chlo_rules_propagate_as_in_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("lowered-chlo-jaxlib");
    let with_rules = dir.join("rules.mlir");
    let (o, e, code) = autoshard(&[
        "rules",
        FILE,
        "--lowered-chlo",
        "-o",
        with_rules.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{o}{e}");
    let (ours, e, code) = autoshard(&["propagate", FILE, "--lowered-chlo"]);
    assert_eq!(code, Some(0), "{e}");
    let reply = peer.request(&format!(
        "passes sdy-propagation-pipeline '{}'",
        with_rules.display()
    ));
    assert!(reply.ok, "{}", reply.output);
    let theirs = dir.join("theirs.mlir");
    std::fs::write(&theirs, &reply.output).unwrap();
    let (theirs, e, code) = autoshard(&["print", theirs.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{e}");
    let shardings = |t: &str| -> Vec<String> {
        t.lines()
            .filter_map(|l| l.find("sdy.sharding").map(|i| l[i..].to_string()))
            .collect()
    };
    assert_eq!(
        shardings(&ours),
        shardings(&theirs),
        "ours:\n{ours}\njaxlib:\n{theirs}"
    );
    assert!(
        ours.contains(r#"chlo.top_k"#) && shardings(&ours).len() >= 6,
        "{ours}"
    );
}
