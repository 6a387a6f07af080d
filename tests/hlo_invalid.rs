//! The invalid-HLO corpus: `tests/invalid_hlo/NAME.hlo` is a small module with one defect
//! (named in its comment). `autoshard check --hlo NAME.hlo` must exit 1 with at least one
//! `NAME.hlo:LINE:COL: error:`, and its stderr must equal the committed snapshot
//! `NAME.hlo.stderr` (`UPDATE_SNAPSHOTS=1` rewrites them).
//!
//! With the jaxlib peer, XLA's parser (`hlo_module_from_text`) must reject every file
//! too, except the documented cases where we are stricter ([`STRICTER_THAN_XLA`]), which
//! it must still accept, so the list cannot go stale.

mod common;

use std::path::PathBuf;

/// Files XLA's parser accepts (its verifier or later passes may still reject them).
const STRICTER_THAN_XLA: &[(&str, &str)] = &[
    (
        "async_done_not_start.hlo",
        "XLA's parser accepts it; its verifier rejects it",
    ),
    (
        "bad_iota_replica_groups.hlo",
        "XLA's parser does not check that the groups cover the iota",
    ),
    (
        "gte_out_of_range.hlo",
        "XLA's parser accepts it; shape inference rejects it",
    ),
    (
        "layout_not_permutation.hlo",
        "XLA's parser accepts it; ShapeUtil::ValidateShape rejects it",
    ),
    (
        "missing_entry.hlo",
        "XLA takes the last computation as the entry; we ask for ENTRY",
    ),
    (
        "missing_header.hlo",
        "XLA parses a bare computation list; we ask for the HloModule line",
    ),
];

fn corpus() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(common::repo().join("tests/invalid_hlo"))
        .expect("tests/invalid_hlo exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "hlo"))
        .collect();
    v.sort();
    assert!(
        v.len() >= 20,
        "the invalid HLO corpus is incomplete: {} files",
        v.len()
    );
    v
}

fn name(p: &std::path::Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[test]
fn every_file_fails_with_a_located_error_and_its_snapshot() {
    for p in corpus() {
        let rel = format!("tests/invalid_hlo/{}", name(&p));
        let (out, err, code) = common::autoshard(&["check", "--hlo", &rel]);
        assert_eq!(code, Some(1), "{rel}: exit code\n{err}");
        assert!(out.is_empty(), "{rel}: no summary on failure, got {out}");
        let located = err.lines().any(|l| {
            l.strip_prefix(&rel)
                .and_then(|r| r.strip_prefix(':'))
                .and_then(|r| {
                    let mut parts = r.splitn(3, ':');
                    let line = parts.next()?.parse::<u32>().ok()?;
                    let col = parts.next()?.parse::<u32>().ok()?;
                    Some(line > 0 && col > 0 && parts.next()?.starts_with(" error:"))
                })
                .unwrap_or(false)
        });
        assert!(located, "{rel}: no FILE:LINE:COL error in\n{err}");
        assert!(!err.contains("panicked"), "{rel}: {err}");
        common::check_snapshot(&p.with_extension("hlo.stderr"), &err);
    }
}

#[test]
fn several_errors_in_one_run() {
    let (_, err, _) =
        common::autoshard(&["check", "--hlo", "tests/invalid_hlo/several_errors.hlo"]);
    assert!(err.matches(": error:").count() >= 3, "{err}");
}

#[test]
fn xla_rejects_them_too() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    for p in corpus() {
        let n = name(&p);
        let reply = peer.request(&format!("hlo-stats {}", p.display()));
        let stricter = STRICTER_THAN_XLA.iter().find(|s| s.0 == n);
        match stricter {
            Some((_, why)) => assert!(
                reply.ok,
                "{n} is listed as accepted by XLA ({why}), but XLA rejects it:\n{}",
                reply.output
            ),
            None => assert!(
                !reply.ok,
                "XLA accepts {n}, which we reject; fix us or list it in STRICTER_THAN_XLA"
            ),
        }
    }
}
