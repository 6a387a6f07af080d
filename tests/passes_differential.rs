//! Our import passes against the real ones (jaxlib's Shardy through `scripts/peer.py`).
//!
//! For every model of `models/` and every pass, and for every case of `tests/passes/`,
//! both outputs are parsed by our parser (jaxlib's in generic form, which loses nothing)
//! and printed by our printer with canonical value names, then compared as text. A per-model/per-pass agreement table is printed
//! (`cargo test --test passes_differential -- --nocapture`). Without the peer (no
//! `.venv`) the tests are skipped, unless `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use std::path::Path;

use autoshard::diag::SourceFile;
use autoshard::ir::Module;
use autoshard::passes::Pipeline;
use autoshard::print::{print_module, PrintOptions};

/// (our pipeline, the same for jaxlib's `PassManager.parse`).
const MODEL_PASSES: &[(&str, &str)] = &[
    ("symbol-dce", "symbol-dce"),
    ("sdy-lift-inlined-meshes", "sdy-lift-inlined-meshes"),
    ("sdy-remove-size-one-axes", "sdy-remove-size-one-axes"),
    (
        "sdy-propagate-sharding-from-func-to-call",
        "sdy-propagate-sharding-from-func-to-call",
    ),
    (
        "sdy-constant-or-scalar-splitter",
        "sdy-constant-or-scalar-splitter",
    ),
    ("sdy-manual-axes-cleanup", "sdy-manual-axes-cleanup"),
    ("sdy-add-data-flow-edges", "sdy-add-data-flow-edges"),
    (
        "sdy-apply-sharding-constraints",
        "sdy-apply-sharding-constraints",
    ),
    ("sdy-sharding-group-import", "sdy-sharding-group-import"),
    ("sdy-flatten-call-graph", "sdy-flatten-call-graph"),
    ("sdy-import-func-calls", "sdy-import-func-calls"),
    ("sdy-inline-meshes", "sdy-inline-meshes"),
    (
        "sdy-constant-or-scalar-splitter,sdy-constant-or-scalar-merger",
        "sdy-constant-or-scalar-splitter,sdy-constant-or-scalar-merger",
    ),
    ("sdy-import-pipeline", "sdy-import-pipeline"),
    (
        "sdy-populate-op-sharding-rules",
        "sdy-populate-op-sharding-rules",
    ),
    (
        "autoshard-propagation-import",
        "autoshard-propagation-import",
    ),
];

/// Our pipeline spelled for jaxlib: our own pipeline names expanded to Shardy passes.
fn for_jaxlib(pipeline: &str) -> String {
    pipeline.replace(
        "autoshard-propagation-import",
        &autoshard::passes::PROPAGATION_IMPORT.join(","),
    )
}

/// Canonical text of a module: our printer, canonical names, explicit `module {}`.
fn canonical(m: &Module) -> String {
    let mut m = m.clone();
    m.implicit_module = false;
    print_module(
        &m,
        PrintOptions {
            rename_values: true,
            ..Default::default()
        },
    )
}

/// Runs our pipeline: canonical output, or the rendered errors.
fn ours(src: &SourceFile, pipeline: &str) -> Result<String, String> {
    let (mut m, d) = autoshard::parse::parse_module(src);
    assert!(!d.has_errors(), "{}", d.render(src));
    let p = Pipeline::parse(pipeline).expect("valid pipeline");
    match p.run(&mut m, false) {
        Ok(_) => Ok(canonical(&m)),
        Err(e) => Err(e.render(src)),
    }
}

/// Runs jaxlib's pipeline on a file: canonical output (through our parser), or its error.
fn theirs(peer: &mut common::Peer, pipeline: &str, path: &Path) -> Result<String, String> {
    let pipeline = for_jaxlib(pipeline);
    // Generic form: jaxlib's pretty printer drops attributes in some compact forms
    // (the body op of a `reduce ... applies` loses its sharding rule).
    let reply = peer.request(&format!(
        "passes '{pipeline}' '{}' --generic",
        path.display()
    ));
    if !reply.ok {
        return Err(reply.output);
    }
    let mut m = common::parse_valid("jaxlib-output", &reply.output)
        .unwrap_or_else(|e| panic!("our parser rejects jaxlib's output for {pipeline}:\n{e}"));
    common::normalize_generic(&mut m);
    Ok(canonical(&m))
}

/// The first differing line of two texts, with context.
fn first_difference(a: &str, b: &str) -> String {
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let i = la
        .iter()
        .zip(&lb)
        .position(|(x, y)| x != y)
        .unwrap_or(la.len().min(lb.len()));
    format!(
        "line {}:\n  ours:   {}\n  jaxlib: {}",
        i + 1,
        la.get(i).unwrap_or(&"<end>"),
        lb.get(i).unwrap_or(&"<end>")
    )
}

#[test]
fn models_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("passes_differential_models");
    let models: Vec<_> = common::model_files()
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".debug.mlir"))
        .collect();
    let mut table = String::new();
    let mut failures = Vec::new();
    let width = MODEL_PASSES.iter().map(|p| p.0.len()).max().unwrap_or(0);
    for model in &models {
        let name = model.file_name().unwrap().to_string_lossy().to_string();
        let text = common::read(model);
        let src = SourceFile::new(name.clone(), text);
        for (ours_p, theirs_p) in MODEL_PASSES {
            let a = ours(&src, ours_p);
            let b = theirs(&mut peer, theirs_p, model);
            let verdict = match (&a, &b) {
                (Ok(x), Ok(y)) if x == y => "agree".to_string(),
                (Ok(x), Ok(y)) => {
                    let stem = format!("{}.{}", name, ours_p.replace(',', "+"));
                    std::fs::write(scratch.join(format!("{stem}.ours.mlir")), x).unwrap();
                    std::fs::write(scratch.join(format!("{stem}.jaxlib.mlir")), y).unwrap();
                    failures.push(format!("{name} / {ours_p}: {}", first_difference(x, y)));
                    "DIFFER".to_string()
                }
                (Err(e), Err(_)) => format!("both fail ({})", e.lines().next().unwrap_or("")),
                (Err(e), Ok(_)) => {
                    failures.push(format!("{name} / {ours_p}: ours fails: {e}"));
                    "OURS FAILS".to_string()
                }
                (Ok(_), Err(e)) => {
                    failures.push(format!("{name} / {ours_p}: jaxlib fails: {e}"));
                    "JAXLIB FAILS".to_string()
                }
            };
            table.push_str(&format!("{name:24} {ours_p:width$}  {verdict}\n"));
        }
    }
    println!("model                    pass\n{table}");
    assert!(
        failures.is_empty(),
        "{} disagreements (outputs in {}):\n{}",
        failures.len(),
        scratch.display(),
        failures.join("\n")
    );
}

/// (line, column, message) of the first error in jaxlib's output
/// (`error: "-":LINE:COL: MESSAGE`).
fn jaxlib_error(text: &str) -> Option<(u32, u32, String)> {
    let rest = &text[text.find("error: \"")? + "error: \"".len()..];
    let rest = &rest[rest.find("\":")? + 2..];
    let mut parts = rest.splitn(3, ':');
    let line = parts.next()?.trim().parse().ok()?;
    let col = parts.next()?.trim().parse().ok()?;
    let msg = parts.next()?.lines().next()?.trim().to_string();
    Some((line, col, msg))
}

/// The `// PASSES: ...` header of a test case file.
pub fn passes_header(text: &str) -> String {
    text.lines()
        .find_map(|l| l.trim().strip_prefix("// PASSES:"))
        .map(|s| s.trim().to_string())
        .expect("a test case file starts with `// PASSES: <pipeline>`")
}

#[test]
fn cases_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("passes_differential_cases");
    let mut files: Vec<_> = std::fs::read_dir(common::repo().join("tests/passes"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    let mut table = String::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = common::read(file);
        let pipeline = passes_header(&text);
        let whole = SourceFile::new(format!("tests/passes/{name}"), text);
        let chunks = autoshard::cli::split_input(&whole);
        let (mut agree, mut fail) = (0, 0);
        for (i, chunk) in chunks.iter().enumerate() {
            let path = scratch.join(format!("{name}.{i}.mlir"));
            std::fs::write(&path, &chunk.text).unwrap();
            let a = ours(chunk, &pipeline);
            let b = theirs(&mut peer, &pipeline, &path);
            let line = chunk.line_offset + 1;
            match (&a, &b) {
                (Ok(x), Ok(y)) if x == y => agree += 1,
                (Err(ours_err), Err(theirs_err)) => {
                    // The same message at the same place.
                    match jaxlib_error(theirs_err) {
                        Some((l, c, msg))
                            if ours_err.contains(&format!(
                                ":{}:{c}: error: {msg}",
                                l + chunk.line_offset
                            )) =>
                        {
                            agree += 1;
                            fail += 1;
                        }
                        _ => failures.push(format!(
                            "{name}:{line}: both fail, differently:\n  ours:   {ours_err}\n  jaxlib: {theirs_err}"
                        )),
                    }
                }
                (Ok(x), Ok(y)) => failures.push(format!(
                    "{name}:{line} (chunk {i}): {}",
                    first_difference(x, y)
                )),
                (Err(e), Ok(_)) => failures.push(format!("{name}:{line}: ours fails:\n{e}")),
                (Ok(_), Err(e)) => failures.push(format!("{name}:{line}: jaxlib fails:\n{e}")),
            }
        }
        table.push_str(&format!(
            "{name:44} {agree}/{} agree ({fail} expected failures)\n",
            chunks.len()
        ));
    }
    println!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
