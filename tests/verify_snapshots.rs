//! The invalid-input corpus: `tests/invalid/NAME.mlir` holds one small module written
//! like a JAX export with exactly one defect (a syntax error, or one violated rule of
//! the `sdy` dialect, named in the file's first line). `autoshard check NAME.mlir` must
//! exit 1 with at least one `NAME.mlir:LINE:COL: error:`, and its rendered stderr must
//! equal the committed snapshot `tests/invalid/NAME.mlir.stderr`. `UPDATE_SNAPSHOTS=1`
//! rewrites the snapshots (and removes those whose input is gone).
//!
//! With the jaxlib peer available, the real MLIR parser and verifier must reject every
//! file too: our verdict is Shardy's, with no exceptions.
//!
//! `tests/valid/NAME.mlir` is the other half: modules that exercise an edge of a rule
//! (or a rule the seeds state but Shardy does not enforce) and are valid. `autoshard
//! check` must accept each (exit 0, warnings allowed) and so must jaxlib.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus_dir() -> PathBuf {
    common::repo().join("tests/invalid")
}

fn corpus() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/invalid exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    assert!(
        v.len() >= 70,
        "the invalid corpus is incomplete: {} files",
        v.len()
    );
    v
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Whether some line reads `NAME:LINE:COL: error:`.
fn has_located_error(stderr: &str, name: &str) -> bool {
    stderr.lines().any(|l| {
        let Some(rest) = l.strip_prefix(name).and_then(|r| r.strip_prefix(':')) else {
            return false;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(line), Some(col), Some(tail)) = (parts.next(), parts.next(), parts.next()) else {
            return false;
        };
        let num = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        num(line) && num(col) && tail.starts_with(" error:")
    })
}

/// A line diff (longest common subsequence), `-` expected, `+` actual.
fn diff(expected: &str, actual: &str) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = actual.lines().collect();
    let mut lcs = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, String::new());
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            out.push_str(&format!("  {}\n", a[i]));
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            out.push_str(&format!("- {}\n", a[i]));
            i += 1;
        } else {
            out.push_str(&format!("+ {}\n", b[j]));
            j += 1;
        }
    }
    out
}

#[test]
fn invalid_corpus_matches_snapshots() {
    let dir = corpus_dir();
    let update = std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1");
    let files = corpus();
    let mut failures = Vec::new();
    for path in &files {
        let name = file_name(path);
        let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
            .arg("check")
            .arg(&name)
            .current_dir(&dir)
            .output()
            .expect("run autoshard check");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        if out.status.code() != Some(1) {
            failures.push(format!(
                "{name}: exit code {:?}, expected 1\n{stderr}",
                out.status.code()
            ));
        }
        if !has_located_error(&stderr, &name) {
            failures.push(format!(
                "{name}: no '{name}:LINE:COL: error:' in stderr:\n{stderr}"
            ));
        }
        let snap = dir.join(format!("{name}.stderr"));
        if update {
            std::fs::write(&snap, &stderr).expect("write snapshot");
            continue;
        }
        match std::fs::read_to_string(&snap) {
            Ok(expected) if expected == stderr => {}
            Ok(expected) => failures.push(format!(
                "{name}: stderr differs from {} (UPDATE_SNAPSHOTS=1 to accept):\n{}",
                file_name(&snap),
                diff(&expected, &stderr)
            )),
            Err(_) => failures.push(format!(
                "{name}: no snapshot {} (run with UPDATE_SNAPSHOTS=1)",
                file_name(&snap)
            )),
        }
    }
    // Snapshots whose input is gone.
    let inputs: Vec<String> = files.iter().map(|p| file_name(p)).collect();
    for e in std::fs::read_dir(&dir)
        .expect("tests/invalid exists")
        .flatten()
    {
        let snap = file_name(&e.path());
        let Some(input) = snap.strip_suffix(".stderr") else {
            continue;
        };
        if !inputs.iter().any(|i| i == input) {
            if update {
                let _ = std::fs::remove_file(e.path());
            } else {
                failures.push(format!("{snap}: snapshot without input {input}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus files failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// Every corpus file names its defect in a first-line comment.
#[test]
fn invalid_corpus_files_say_what_is_wrong() {
    for path in corpus() {
        let text = common::read(&path);
        assert!(
            text.starts_with("// ") && text.lines().next().is_some_and(|l| l.len() > 12),
            "{}: the first line must be a comment naming the defect",
            path.display()
        );
    }
}

#[test]
fn jaxlib_rejects_the_corpus() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut failures = Vec::new();
    for path in corpus() {
        let name = file_name(&path);
        let reply = peer.request(&format!("parse {}", path.display()));
        if reply.ok {
            failures.push(format!("{name}: jaxlib accepts it, we reject it"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn valid_corpus() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(common::repo().join("tests/valid"))
        .expect("tests/valid exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    assert!(
        v.len() >= 15,
        "the valid corpus is incomplete: {} files",
        v.len()
    );
    v
}

/// Every file of `tests/valid` is accepted by `autoshard check`, names its edge case in
/// a first-line comment, and (with the peer) is accepted by jaxlib too.
#[test]
fn valid_corpus_is_accepted_by_us_and_jaxlib() {
    let mut peer = common::Peer::start();
    let mut failures = Vec::new();
    for path in valid_corpus() {
        let name = file_name(&path);
        let text = common::read(&path);
        if !(text.starts_with("// ") && text.lines().next().is_some_and(|l| l.len() > 12)) {
            failures.push(format!(
                "{name}: the first line must be a comment naming the case"
            ));
        }
        let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
            .arg("check")
            .arg(&path)
            .output()
            .expect("run autoshard check");
        if out.status.code() != Some(0) {
            failures.push(format!(
                "{name}: autoshard check rejects it:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        if let Some(peer) = peer.as_mut() {
            let reply = peer.request(&format!("parse {}", path.display()));
            if !reply.ok {
                failures.push(format!("{name}: jaxlib rejects it:\n{}", reply.output));
            }
        }
    }
    // The sharding-group rule is jaxlib's import pass's, not its verifier's.
    if let Some(peer) = peer.as_mut() {
        let group = common::repo().join("tests/valid/sharding_group_across_manual.mlir");
        let reply = peer.request(&format!(
            "passes sdy-sharding-group-import {}",
            group.display()
        ));
        if reply.ok {
            failures.push(
                "sharding_group_across_manual.mlir: sdy-sharding-group-import accepts it".into(),
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
