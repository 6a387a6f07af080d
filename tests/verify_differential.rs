//! Differential accept/reject test: `autoshard check`'s verdict (our parser + verifier)
//! must equal jaxlib's (the real MLIR parser and Shardy verifier, `peer.py parse`) on a
//! generated corpus: deterministic mutations (`common/mutate.rs`, fixed seed) of the
//! small models of `models/` and of the hand-written cases of `tests/valid`,
//! `tests/invalid`, `tests/propagate` and `tests/passes`. Every mutant is compared; the
//! test fails on any disagreement and prints the mutants that disagree (kept under the
//! scratch directory) with both verdicts.
//!
//! Every mutant we accept is also run through our `sdy-propagation-pipeline`: it must
//! return (a result or diagnostics), never panic.
//!
//! `VERIFY_DIFF_CASES=N` and `VERIFY_DIFF_SEED=S` change the corpus (default [`CASES`],
//! [`SEED`]); the per-kind table is printed with `-- --nocapture`.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use autoshard::diag::SourceFile;
use common::mutate::{mutant, Rng};

const CASES: usize = 3000;
const SEED: u64 = 0x5eed_000f;

/// Base texts: plain models up to 20 kB and the hand-written cases.
fn bases() -> Vec<(String, String)> {
    let mut files: Vec<PathBuf> = common::model_files()
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".debug.mlir"))
        .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() <= 20_000))
        .collect();
    for dir in [
        "tests/valid",
        "tests/invalid",
        "tests/propagate",
        "tests/passes",
    ] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(common::repo().join(dir))
            .expect("test dir exists")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        v.sort();
        files.extend(v);
    }
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, common::read(&p))
        })
        .collect()
}

/// Our verdict: parse and verify without errors; an accepted module is propagated too,
/// and a panic there is reported as `Err("panic: ...")` with the `propagate` flag set.
fn ours(text: &str) -> (Result<(), String>, Option<String>) {
    let src = SourceFile::new("mutant.mlir", text);
    let (m, d) = autoshard::parse::parse_module(&src);
    if d.has_errors() {
        return (Err(d.render(&src)), None);
    }
    let v = autoshard::verify::verify(&m);
    if v.has_errors() {
        return (Err(v.render(&src)), None);
    }
    let mut m = m;
    let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = autoshard::propagate::pipeline::run_pipeline(&mut m);
    }))
    .err()
    .map(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    });
    (Ok(()), panic)
}

fn first_error(s: &str) -> String {
    s.lines()
        .find(|l| l.contains("error"))
        .unwrap_or("")
        .chars()
        .take(220)
        .collect()
}

#[test]
fn verdicts_equal_jaxlib_on_generated_mutations() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let cases: usize = std::env::var("VERIFY_DIFF_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(CASES);
    // Mutants of valid modules are the interesting ones (a mutation may keep them valid
    // or break one rule); bases jaxlib rejects are drawn 15% of the time.
    let base_dir = common::scratch("verify_differential_base");
    let (valid, invalid): (Vec<_>, Vec<_>) = bases().into_iter().partition(|(name, text)| {
        let path = base_dir.join(name);
        std::fs::write(&path, text).expect("write base");
        peer.request(&format!("parse '{}'", path.display())).ok
    });
    let bases_count = valid.len() + invalid.len();
    let dir = common::scratch("verify_differential");
    let seed = std::env::var("VERIFY_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEED);
    let mut rng = Rng::new(seed);
    let mut panics = Vec::new();
    let mut crashes: Vec<String> = Vec::new();
    // kind -> (cases, rejected by jaxlib, disagreements)
    let mut table: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    let mut mismatches = Vec::new();
    let (mut accepted, mut rejected) = (0, 0);
    for i in 0..cases {
        let pool = if rng.chance(15) { &invalid } else { &valid };
        let (base_name, base) = &pool[rng.below(pool.len())];
        let (text, kinds) = mutant(base, &mut rng);
        let path = dir.join(format!("{i:05}_{}", base_name));
        std::fs::write(&path, &text).expect("write mutant");
        let (mine, panic) = ours(&text);
        let Some(theirs) = peer.try_request(&format!("parse '{}'", path.display())) else {
            // jaxlib itself crashed (a segfault in its parser, e.g. on `operand--1` in
            // propagation edges): such input must be rejected by us, never accepted.
            crashes.push(format!("{} [{}]", path.display(), kinds.join("+")));
            if mine.is_ok() {
                mismatches.push(format!(
                    "{}: jaxlib crashes on it, we accept it",
                    path.display()
                ));
            }
            peer = common::Peer::start().expect("restart the jaxlib peer");
            continue;
        };
        if let Some(p) = panic {
            panics.push(format!(
                "{} [{}]: propagation panicked: {p}",
                path.display(),
                kinds.join("+")
            ));
        }
        let agree = theirs.ok == mine.is_ok();
        if theirs.ok {
            accepted += 1;
        } else {
            rejected += 1;
        }
        for k in &kinds {
            let e = table.entry(k).or_default();
            e.0 += 1;
            e.1 += usize::from(!theirs.ok);
            e.2 += usize::from(!agree);
        }
        if agree {
            let _ = std::fs::remove_file(&path);
        } else {
            mismatches.push(format!(
                "{} [{}]\n  jaxlib: {}\n  ours:   {}",
                path.display(),
                kinds.join("+"),
                if theirs.ok {
                    "ok".to_string()
                } else {
                    first_error(&theirs.output)
                },
                match &mine {
                    Ok(()) => "ok".to_string(),
                    Err(e) => first_error(e),
                }
            ));
        }
    }
    println!("{cases} mutants of {} bases: jaxlib accepts {accepted}, rejects {rejected}; {} disagreements", bases_count, mismatches.len());
    println!(
        "{:<22} {:>6} {:>9} {:>9}",
        "kind", "cases", "rejected", "disagree"
    );
    for (k, (n, r, d)) in &table {
        println!("{k:<22} {n:>6} {r:>9} {d:>9}");
    }
    assert!(panics.is_empty(), "{}", panics.join("\n"));
    assert!(
        mismatches.is_empty(),
        "{} of {cases} verdicts differ from jaxlib's:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
