//! Every JAX export in `models/` (`NAME.mlir` and `NAME.debug.mlir`) parses and verifies
//! with no error and no warning: jaxlib accepted them all (`models/export.py` checks), so
//! any diagnostic of ours is a bug in the parser or the verifier. With the jaxlib peer,
//! the same holds for what Shardy itself makes of every model: the outputs of its import
//! pipeline (data-flow edges, `sdy.constant`), its propagation pipeline (per-value
//! shardings on every op, sub-axes, `sdy.reshard`) and its rule population
//! (`sdy.sharding_rule` on every op).

mod common;

use std::path::PathBuf;

use autoshard::diag::SourceFile;

fn models() -> Vec<PathBuf> {
    common::model_files()
}

#[test]
fn every_model_parses_and_verifies_clean() {
    let files = models();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = files
            .iter()
            .map(|path| {
                s.spawn(move || {
                    let text = std::fs::read_to_string(path)
                        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
                    let src = SourceFile::new(path.display().to_string(), text);
                    let (m, parse_diags) = autoshard::parse::parse_module(&src);
                    if !parse_diags.0.is_empty() {
                        return Some(format!("parse:\n{}", parse_diags.render(&src)));
                    }
                    let diags = autoshard::verify::verify(&m);
                    (!diags.0.is_empty()).then(|| format!("verify:\n{}", diags.render(&src)))
                })
            })
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("a model check panicked"))
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {} models have diagnostics:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn shardy_outputs_of_every_model_verify_clean() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in models() {
        if path.to_string_lossy().ends_with(".debug.mlir") {
            continue; // same IR as NAME.mlir
        }
        for pipeline in [
            "sdy-import-pipeline",
            "sdy-propagation-pipeline",
            "sdy-populate-op-sharding-rules",
        ] {
            let reply = peer.request(&format!("passes {pipeline} {}", path.display()));
            let name = format!("{} after {pipeline}", path.display());
            if !reply.ok {
                failures.push(format!("{name}: jaxlib failed:\n{}", reply.output));
                continue;
            }
            let src = SourceFile::new(name.clone(), reply.output);
            let (m, parse_diags) = autoshard::parse::parse_module(&src);
            if parse_diags.has_errors() {
                failures.push(format!("parse:\n{}", parse_diags.render(&src)));
                continue;
            }
            let diags = autoshard::verify::verify(&m);
            if !diags.0.is_empty() {
                failures.push(format!("verify:\n{}", diags.render(&src)));
            }
            checked += 1;
        }
    }
    assert!(checked > 0 || !failures.is_empty(), "no model was checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
