//! Rule snapshots: `tests/rules/<kind>.mlir` holds one small module per op kind; its
//! printed rules are committed as `tests/rules/<kind>.rules`, which this test compares
//! (`UPDATE_SNAPSHOTS=1` rewrites them). Every snapshot is also checked against
//! jaxlib's `sdy-populate-op-sharding-rules`, in default and conservative mode, when the
//! peer is available: the two must agree on every op, and our verifier may find nothing
//! wrong with our rules that it does not also find with Shardy's (an independent check
//! of the rules, which allows for the verifier being stricter than Shardy).
//!
//! A `.rules` file lists every op inside the functions, in walk order, as
//! `LINE:COL name: rule` (`none` when the op has no rule), with the conservative and
//! lowered-CHLO rules on indented lines where they differ, then the warnings, rendered.

mod common;
#[path = "rules/support.rs"]
mod support;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use autoshard::diag::SourceFile;
use autoshard::rules::{module_rules, RuleOptions};

fn inputs() -> Vec<PathBuf> {
    let dir = common::repo().join("tests/rules");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/rules exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    assert!(v.len() >= 20, "the rule snapshot corpus is incomplete");
    v
}

fn relative(p: &Path) -> String {
    p.strip_prefix(common::repo())
        .unwrap_or(p)
        .display()
        .to_string()
}

/// The snapshot text of one module.
fn render(path: &Path, text: &str) -> String {
    let name = relative(path);
    let src = SourceFile::new(name.clone(), text);
    let m = support::parse(&name, text);
    let default = RuleOptions::default();
    let conservative = RuleOptions {
        conservative: true,
        ..default
    };
    let chlo = RuleOptions {
        lowered_chlo: true,
        ..default
    };
    let rules = module_rules(&m, &default);
    let rules_c = module_rules(&m, &conservative);
    let rules_l = module_rules(&m, &chlo);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// Rules of {name} (`autoshard rules`); regenerate with UPDATE_SNAPSHOTS=1."
    );
    for id in m.walk() {
        let op = &m.ops[id];
        if matches!(
            op.name.as_str(),
            "builtin.module" | "func.func" | "sdy.mesh"
        ) {
            continue;
        }
        let (line, col) = src.line_col(op.span.start);
        let text = |r: Option<&autoshard::rules::OpRule>| support::rule_text(r.map(|r| &r.rule));
        let base = text(rules.get(id));
        let _ = writeln!(out, "{line}:{col} {}: {base}", op.name);
        let c = text(rules_c.get(id));
        if c != base {
            let _ = writeln!(out, "    conservative: {c}");
        }
        let l = text(rules_l.get(id));
        if l != base {
            let _ = writeln!(out, "    lowered-chlo: {l}");
        }
    }
    if !rules.warnings.is_empty() {
        out.push_str("\n// Warnings:\n");
        for w in &rules.warnings {
            out.push_str(&w.render(&src));
        }
    }
    out
}

#[test]
fn rule_snapshots() {
    let update = std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1");
    let mut stale = Vec::new();
    for path in inputs() {
        let text = common::read(&path);
        let got = render(&path, &text);
        let snap = path.with_extension("rules");
        let want = std::fs::read_to_string(&snap).unwrap_or_default();
        if got != want {
            if update {
                std::fs::write(&snap, &got).unwrap();
            } else {
                stale.push(format!(
                    "{}: differs from the snapshot (UPDATE_SNAPSHOTS=1 rewrites it); got:\n{got}",
                    relative(&snap)
                ));
            }
        }
    }
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn snapshots_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in inputs() {
        let name = relative(&path);
        let m = support::parse(&name, &common::read(&path));
        for conservative in [false, true] {
            let opts = RuleOptions {
                conservative,
                ..Default::default()
            };
            let ours = support::our_rules(&m, &opts);
            let theirs = support::jaxlib_rules(&mut peer, &path, conservative);
            let mut bad = support::mismatches(&ours, &theirs);
            checked += ours.len();
            if !conservative {
                bad.extend(support::extra_verifier_errors(&mut peer, &path, &m));
            }
            if !bad.is_empty() {
                failures.push(format!(
                    "{name}{}:\n  {}",
                    if conservative { " (conservative)" } else { "" },
                    bad.join("\n  ")
                ));
            }
        }
    }
    eprintln!("rules: {checked} op rules checked against jaxlib");
    assert!(
        failures.is_empty(),
        "rules differ from jaxlib's:\n{}",
        failures.join("\n")
    );
}
