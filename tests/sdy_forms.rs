//! Everything Shardy prints, we parse and print back byte for byte.
//!
//! jaxlib's Shardy prints modules at every stage of its pipelines: imported (data-flow
//! edges, named computations, `sdy.constant`, sharding groups), with every op's sharding
//! rule (`sdy-populate-op-sharding-rules`: reduction, need_replication, permutation and
//! blocked factors), propagated with the debugging attributes (`sdy.sharding_origins`,
//! `sdy.propagation_edges`), with explicit reshards turned into collectives
//! (`sdy.all_gather`, `sdy.all_slice`, `sdy.all_to_all`, `sdy.collective_permute`,
//! `sdy.all_reduce`, `sdy.reduce_scatter`), and the hand-written cases of `tests/valid`
//! and `tests/propagate` as written. For each printout, pretty and generic, our
//! `print(parse(jaxlib's text))` in the same form must equal jaxlib's text exactly.

mod common;

use std::path::{Path, PathBuf};

use autoshard::diag::SourceFile;
use autoshard::print::{print_module, PrintOptions};

/// The pipelines whose printouts are compared, each run on every input.
const PIPELINES: &[&str] = &[
    // As written: every pretty form a user writes (tests/valid, tests/propagate).
    "builtin.module()",
    // Imported: data-flow edges, named computations, sdy.constant, sharding groups.
    "sdy-import-pipeline,sdy-flatten-call-graph,sdy-import-func-calls{add-data-flow-edges-on-named-computations=true},sdy-apply-sharding-constraints,sdy-sharding-group-import",
    // Every op's sharding rule.
    "func.func(sdy-populate-op-sharding-rules)",
    // Propagated, with both debugging attributes.
    "sdy-propagation-pipeline{debug-sharding-origins=true debug-propagation-edge-sharding=true}",
    // Explicit collectives.
    "sdy-propagation-pipeline,sdy-reshard-to-collectives",
];

/// The inputs: the small models, every case of tests/valid, tests/propagate (split).
/// The cases of tests/valid go through the first pipeline only: they hold explicit
/// collectives and debugging attributes that Shardy's propagation does not take as input
/// (jaxlib aborts on some); the debugging pipeline runs on the models only (jaxlib 0.10.2
/// aborts on a conflicting sharding group when recording origins).
fn inputs(pipeline: &str) -> Vec<PathBuf> {
    let scratch = common::scratch("sdy_forms_inputs");
    let mut out: Vec<PathBuf> = common::model_files()
        .into_iter()
        .filter(|p| {
            let s = p.to_string_lossy();
            !s.ends_with(".debug.mlir") && !s.contains("gpt3_96l") && !s.contains("gpt2_12l")
        })
        .collect();
    let dirs: &[&str] = if pipeline == PIPELINES[0] {
        &["tests/valid", "tests/propagate"]
    } else if pipeline.contains("debug-") {
        &[]
    } else {
        &["tests/propagate"]
    };
    for dir in dirs {
        let mut files: Vec<_> = std::fs::read_dir(common::repo().join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        files.sort();
        for f in files {
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            let whole = SourceFile::new(name.clone(), common::read(&f));
            for (i, chunk) in autoshard::cli::split_input(&whole).iter().enumerate() {
                let p = scratch.join(format!("{name}.{i}.mlir"));
                std::fs::write(&p, &chunk.text).unwrap();
                out.push(p);
            }
        }
    }
    out
}

/// Our printout of `text` (jaxlib's), in the same form.
fn reprint(text: &str, generic: bool) -> Result<String, String> {
    let src = SourceFile::new("jaxlib-output", text);
    let (m, d) = autoshard::parse::parse_module(&src);
    if d.has_errors() {
        return Err(d.render(&src));
    }
    Ok(print_module(
        &m,
        PrintOptions {
            generic,
            ..Default::default()
        },
    ))
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  jaxlib: {x}\n  ours:   {y}", i + 1);
        }
    }
    format!(
        "{} lines (jaxlib) vs {} (ours)",
        a.lines().count(),
        b.lines().count()
    )
}

fn short(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().to_string()
}

#[test]
fn shardy_printouts_round_trip_byte_for_byte() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut failures = Vec::new();
    let mut table = String::new();
    let mut seen = String::new();
    for pipeline in PIPELINES {
        let (mut same, mut total) = (0, 0);
        for input in inputs(pipeline) {
            for generic in [false, true] {
                let flag = if generic { " --generic" } else { "" };
                let reply =
                    peer.request(&format!("passes '{pipeline}' '{}'{flag}", input.display()));
                if !reply.ok {
                    // Inputs Shardy rejects under this pipeline (e.g. a group across a
                    // manual computation) print nothing to compare.
                    continue;
                }
                total += 1;
                if !generic {
                    seen.push_str(&reply.output);
                }
                match reprint(&reply.output, generic) {
                    Ok(ours) if ours == reply.output => same += 1,
                    Ok(ours) => failures.push(format!(
                        "{} / {pipeline} ({}): {}",
                        short(&input),
                        if generic { "generic" } else { "pretty" },
                        first_difference(&reply.output, &ours)
                    )),
                    Err(e) => failures.push(format!(
                        "{} / {pipeline}: we reject jaxlib's printout:\n{e}",
                        short(&input)
                    )),
                }
            }
        }
        table.push_str(&format!("{pipeline:100} {same}/{total}\n"));
        assert!(total > 0, "{pipeline}: no printout compared");
    }
    println!("{table}");
    assert!(
        failures.is_empty(),
        "{} printouts differ:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    covers_every_sdy_form(&seen);
}

/// The printouts compared hold every sdy op and attribute kind Shardy prints: a check
/// that the inputs keep covering them.
fn covers_every_sdy_form(seen: &str) {
    let forms = [
        "sdy.mesh @",
        "device_ids=[",
        "sdy.sharding_constraint ",
        "sdy.reshard ",
        "sdy.sharding_group ",
        "sdy.propagation_barrier ",
        "sdy.data_flow_edge ",
        "sdy.constant ",
        "sdy.named_computation<",
        "sdy.manual_computation(",
        "sdy.return ",
        "sdy.all_gather ",
        "sdy.all_slice ",
        "sdy.all_reduce ",
        "sdy.all_to_all ",
        "sdy.collective_permute ",
        "#sdy.op_sharding_rule<",
        "reduction={",
        "need_replication={",
        "permutation={",
        "blocked_propagation={",
        "custom>",
        "#sdy.propagation_edges<",
        "sdy.sharding_origins = ",
        "replicated={",
        "unreduced={",
        "}p1",
        ":(1)2",
    ];
    let missing: Vec<_> = forms.iter().filter(|f| !seen.contains(*f)).collect();
    assert!(missing.is_empty(), "no printout holds {missing:?}");
}
