//! Our `sdy-propagation-pipeline` against jaxlib's (the real Shardy through
//! `scripts/peer.py`), on every model of `models/` and every case of `tests/propagate/`.
//!
//! Both outputs are parsed by our parser (jaxlib's in generic form) and compared value by
//! value: every op result's sharding, every function argument and result sharding, and
//! the in/out shardings of manual computations, exactly (sub-axes, open/closed,
//! replicated axes included). Ops are matched by walk order; when the op counts differ,
//! the walks are re-synchronised on op names and the difference is reported. A table of
//! values agreeing / total per model is printed
//! (`cargo test --test propagate_differential -- --nocapture`); each model must reach
//! its floor in [`FLOORS`] (raised as the propagator improves, never lowered), each case
//! file must agree fully. Without the peer (no `.venv`) the tests are skipped, unless
//! `AUTOSHARD_REQUIRE_PEER=1`.

mod common;

use std::path::Path;

use autoshard::diag::SourceFile;
use autoshard::ir::sdy::{SdyAttr, TensorSharding};
use autoshard::ir::{Attr, Module, OpId};
use autoshard::passes::sharding::{
    func_arg_sharding, func_arity, func_result_sharding, get_sharding,
};

/// Minimum agreement per model, in percent of compared values.
const FLOORS: &[(&str, f64)] = &[
    ("fsdp_block", 100.0),
    ("gpt2_12l", 100.0),
    ("gpt2_12l_scan", 100.0),
    ("gpt2_block", 100.0),
    ("gpt2_block_prio", 100.0),
    ("gpt2_block_train", 100.0),
    ("gpt3_96l", 100.0),
    ("llama_block", 100.0),
    ("llama_decode", 100.0),
    ("mlp2", 100.0),
    ("mlp2_prio", 100.0),
    ("mlp_constraint", 100.0),
    ("moe", 100.0),
    ("shard_map_mlp", 100.0),
];

/// Our pipeline on a source text.
fn ours(src: &SourceFile) -> Result<Module, String> {
    let (m, d) = autoshard::parse::parse_module(src);
    if d.has_errors() {
        return Err(d.render(src));
    }
    let mut m = m;
    match autoshard::propagate::pipeline::run_pipeline(&mut m) {
        Ok(_) => Ok(m),
        Err(e) => Err(e.render(src)),
    }
}

/// jaxlib's pipeline on a file.
fn theirs(peer: &mut common::Peer, path: &Path) -> Result<Module, String> {
    let reply = peer.request(&format!(
        "passes sdy-propagation-pipeline '{}' --generic",
        path.display()
    ));
    if !reply.ok {
        return Err(reply.output);
    }
    let mut m = common::parse_valid("jaxlib-output", &reply.output)
        .unwrap_or_else(|e| panic!("our parser rejects jaxlib's output:\n{e}"));
    common::normalize_generic(&mut m);
    Ok(m)
}

/// A case file's pipeline: `// pipeline: P` on its first line runs `P` on both sides
/// instead of the default `sdy-propagation-pipeline` (e.g. with
/// `{conservative-propagation=true}`).
fn pipeline_directive(text: &str) -> Option<String> {
    let first = text.lines().next()?;
    first
        .strip_prefix("// pipeline:")
        .map(|p| p.trim().to_string())
}

/// Our run of pipeline `p` on a source text.
fn ours_with(src: &SourceFile, p: &str) -> Result<Module, String> {
    let (mut m, d) = autoshard::parse::parse_module(src);
    if d.has_errors() {
        return Err(d.render(src));
    }
    let p = autoshard::passes::Pipeline::parse(p).map_err(|e| e.to_string())?;
    p.run(&mut m, false).map_err(|e| e.render(src))?;
    Ok(m)
}

/// jaxlib's run of pipeline `p` on a file.
fn theirs_with(peer: &mut common::Peer, path: &Path, p: &str) -> Result<Module, String> {
    let reply = peer.request(&format!("passes '{p}' '{}' --generic", path.display()));
    if !reply.ok {
        return Err(reply.output);
    }
    let mut m = common::parse_valid("jaxlib-output", &reply.output)
        .unwrap_or_else(|e| panic!("our parser rejects jaxlib's output:\n{e}"));
    common::normalize_generic(&mut m);
    Ok(m)
}

/// One op of a walk with the shardings it carries.
struct Record {
    op: OpId,
    name: String,
    /// (what, sharding) per compared value.
    values: Vec<(String, Option<TensorSharding>)>,
}

fn per_value(m: &Module, op: OpId, key: &str) -> Vec<Option<TensorSharding>> {
    match m.ops[op].attr(key) {
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.iter().cloned().map(Some).collect(),
        _ => vec![],
    }
}

fn records(m: &Module) -> Vec<Record> {
    let mut out = Vec::new();
    for op in m.walk() {
        let o = &m.ops[op];
        let mut values = Vec::new();
        match o.name.as_str() {
            "builtin.module" | "sdy.mesh" => continue,
            "func.func" => {
                let (n_in, n_out) = func_arity(m, op);
                for i in 0..n_in {
                    values.push((format!("arg {i}"), func_arg_sharding(m, op, i)));
                }
                for i in 0..n_out {
                    values.push((format!("result {i}"), func_result_sharding(m, op, i)));
                }
            }
            _ => {
                if o.name == "sdy.manual_computation" {
                    for (i, s) in per_value(m, op, "in_shardings").into_iter().enumerate() {
                        values.push((format!("in_sharding {i}"), s));
                    }
                }
                for (i, &r) in o.results.iter().enumerate() {
                    values.push((format!("result {i}"), get_sharding(m, r)));
                }
            }
        }
        out.push(Record {
            op,
            name: o.name.clone(),
            values,
        });
    }
    out
}

fn show(s: &Option<TensorSharding>) -> String {
    match s {
        Some(s) => format!("{}", SdyAttr::Sharding(s.clone())),
        None => "<none>".to_string(),
    }
}

/// The comparison of two modules.
#[derive(Default)]
struct Comparison {
    agree: usize,
    total: usize,
    ops_ours: usize,
    ops_theirs: usize,
    /// Ops present in one walk only (after re-synchronisation).
    unmatched: Vec<String>,
    differences: Vec<String>,
}

fn describe(m: &Module, op: OpId) -> String {
    let o = &m.ops[op];
    let loc = o.loc.as_ref().map(|l| format!(" {l}")).unwrap_or_default();
    let res = o
        .results
        .first()
        .map(|&r| format!("%{} = ", m.values[r].name))
        .unwrap_or_default();
    format!("{res}{}{loc}", o.name)
}

fn compare(a: &Module, b: &Module) -> Comparison {
    let ra = records(a);
    let rb = records(b);
    let mut c = Comparison {
        ops_ours: ra.len(),
        ops_theirs: rb.len(),
        ..Default::default()
    };
    let (mut i, mut j) = (0, 0);
    while i < ra.len() && j < rb.len() {
        if ra[i].name != rb[j].name {
            // Re-synchronise: the nearest match ahead in either walk.
            let look = 64;
            let skip_a = (1..look).find(|&k| i + k < ra.len() && ra[i + k].name == rb[j].name);
            let skip_b = (1..look).find(|&k| j + k < rb.len() && rb[j + k].name == ra[i].name);
            match (skip_a, skip_b) {
                (Some(k), Some(l)) if l < k => {
                    for x in 0..l {
                        c.unmatched.push(format!("jaxlib only: {}", rb[j + x].name));
                    }
                    j += l;
                }
                (Some(k), _) => {
                    for x in 0..k {
                        c.unmatched
                            .push(format!("ours only: {}", describe(a, ra[i + x].op)));
                    }
                    i += k;
                }
                (None, Some(l)) => {
                    for x in 0..l {
                        c.unmatched.push(format!("jaxlib only: {}", rb[j + x].name));
                    }
                    j += l;
                }
                (None, None) => {
                    c.unmatched.push(format!(
                        "ours only: {}; jaxlib only: {}",
                        describe(a, ra[i].op),
                        rb[j].name
                    ));
                    i += 1;
                    j += 1;
                }
            }
            continue;
        }
        for ((what, sa), (_, sb)) in ra[i].values.iter().zip(&rb[j].values) {
            c.total += 1;
            if sa == sb {
                c.agree += 1;
            } else {
                c.differences.push(format!(
                    "{} {what}:\n      ours:   {}\n      jaxlib: {}",
                    describe(a, ra[i].op),
                    show(sa),
                    show(sb)
                ));
            }
        }
        i += 1;
        j += 1;
    }
    for r in &ra[i..] {
        c.unmatched
            .push(format!("ours only: {}", describe(a, r.op)));
    }
    for r in &rb[j..] {
        c.unmatched.push(format!("jaxlib only: {}", r.name));
    }
    c
}

fn pct(c: &Comparison) -> f64 {
    if c.total == 0 {
        100.0
    } else {
        100.0 * c.agree as f64 / c.total as f64
    }
}

#[test]
fn models_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let models: Vec<_> = common::model_files()
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".debug.mlir"))
        .collect();
    let only = std::env::var("PROPAGATE_MODEL").ok();
    let mut table =
        String::from("model                 values agree / total        ops ours / jaxlib\n");
    let mut failures = Vec::new();
    let mut details = String::new();
    for model in &models {
        let stem = model.file_stem().unwrap().to_string_lossy().to_string();
        if only.as_deref().is_some_and(|o| o != stem) {
            continue;
        }
        let src = SourceFile::new(format!("models/{stem}.mlir"), common::read(model));
        let a = ours(&src).unwrap_or_else(|e| panic!("{stem}: our pipeline fails:\n{e}"));
        let b = theirs(&mut peer, model).unwrap_or_else(|e| panic!("{stem}: jaxlib fails:\n{e}"));
        let c = compare(&a, &b);
        table.push_str(&format!(
            "{stem:20} {:>7} / {:<7} {:>7.2}%   {:>6} / {:<6}\n",
            c.agree,
            c.total,
            pct(&c),
            c.ops_ours,
            c.ops_theirs
        ));
        if !c.differences.is_empty() || !c.unmatched.is_empty() {
            details.push_str(&format!("== {stem}\n"));
            for u in c.unmatched.iter().take(20) {
                details.push_str(&format!("  {u}\n"));
            }
            for d in c.differences.iter().take(30) {
                details.push_str(&format!("  {d}\n"));
            }
            if c.differences.len() > 30 {
                details.push_str(&format!(
                    "  ... {} more differences\n",
                    c.differences.len() - 30
                ));
            }
        }
        let floor = FLOORS
            .iter()
            .find(|(n, _)| *n == stem)
            .map(|(_, f)| *f)
            .unwrap_or(100.0);
        if pct(&c) + 1e-9 < floor {
            failures.push(format!("{stem}: {:.2}% < floor {floor}%", pct(&c)));
        }
    }
    println!("{table}\n{details}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cases_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("propagate_differential_cases");
    let mut files: Vec<_> = std::fs::read_dir(common::repo().join("tests/propagate"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut table = String::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let whole = SourceFile::new(format!("tests/propagate/{name}"), common::read(file));
        let pipeline = pipeline_directive(&whole.text);
        let chunks = autoshard::cli::split_input(&whole);
        let mut agree_chunks = 0;
        for (i, chunk) in chunks.iter().enumerate() {
            let path = scratch.join(format!("{name}.{i}.mlir"));
            std::fs::write(&path, &chunk.text).unwrap();
            let line = chunk.line_offset + 1;
            let (a, b) = match &pipeline {
                None => (ours(chunk), theirs(&mut peer, &path)),
                Some(p) => (ours_with(chunk, p), theirs_with(&mut peer, &path, p)),
            };
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    let c = compare(&a, &b);
                    if c.agree == c.total && c.unmatched.is_empty() {
                        agree_chunks += 1;
                    } else {
                        let mut msg = format!(
                            "{name}:{line} (case {i}): {}/{} values agree",
                            c.agree, c.total
                        );
                        for u in &c.unmatched {
                            msg.push_str(&format!("\n  {u}"));
                        }
                        for d in &c.differences {
                            msg.push_str(&format!("\n  {d}"));
                        }
                        failures.push(msg);
                    }
                }
                (Err(_), Err(_)) => agree_chunks += 1,
                (Err(e), Ok(_)) => failures.push(format!("{name}:{line}: ours fails:\n{e}")),
                (Ok(_), Err(e)) => failures.push(format!("{name}:{line}: jaxlib fails:\n{e}")),
            }
        }
        table.push_str(&format!(
            "{name:40} {agree_chunks}/{} cases agree\n",
            chunks.len()
        ));
    }
    println!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The propagation passes of `autoshard opt` (after the import prefix of the pipeline),
/// against jaxlib's passes of the same names and options.
const PASSES: &[&str] = &[
    "sdy-basic-propagate",
    "sdy-aggressive-propagate",
    "sdy-aggressive-propagate{propagation-strategy=basic-then-aggressive}",
    "sdy-op-priority-propagate",
    "sdy-user-priority-propagate{run-op-priority-propagation=false}",
    "sdy-user-priority-propagate",
    // The basic-only and conservative modes.
    "sdy-user-priority-propagate{propagation-strategy=basic}",
    "sdy-aggressive-propagate{conservative-propagation=true}",
    "sdy-user-priority-propagate{conservative-propagation=true}",
];

#[test]
fn passes_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let import = autoshard::passes::PROPAGATION_IMPORT.join(",");
    let models: Vec<_> = common::model_files()
        .into_iter()
        .filter(|p| {
            let s = p.to_string_lossy();
            !s.ends_with(".debug.mlir") && !s.contains("gpt3_96l")
        })
        .collect();
    let mut failures = Vec::new();
    let mut table = String::new();
    for pass in PASSES {
        let (mut agree, mut total) = (0, 0);
        for model in &models {
            let stem = model.file_stem().unwrap().to_string_lossy().to_string();
            let src = SourceFile::new(stem.clone(), common::read(model));
            let (mut a, d) = autoshard::parse::parse_module(&src);
            assert!(!d.has_errors());
            let p =
                autoshard::passes::Pipeline::parse(&format!("autoshard-propagation-import,{pass}"))
                    .expect("registered passes");
            if let Err(e) = p.run(&mut a, false) {
                failures.push(format!("{stem} / {pass}: ours fails:\n{}", e.render(&src)));
                continue;
            }
            let reply = peer.request(&format!(
                "passes '{import},{pass}' '{}' --generic",
                model.display()
            ));
            assert!(reply.ok, "{stem} / {pass}: jaxlib fails:\n{}", reply.output);
            let mut b = common::parse_valid("jaxlib-output", &reply.output).unwrap();
            common::normalize_generic(&mut b);
            let c = compare(&a, &b);
            agree += c.agree;
            total += c.total;
            if c.agree != c.total || !c.unmatched.is_empty() {
                let mut msg = format!("{stem} / {pass}: {}/{} values agree", c.agree, c.total);
                for u in c.unmatched.iter().take(5) {
                    msg.push_str(&format!("\n  {u}"));
                }
                for d in c.differences.iter().take(10) {
                    msg.push_str(&format!("\n  {d}"));
                }
                failures.push(msg);
            }
        }
        table.push_str(&format!("{pass:70} {agree}/{total}\n"));
    }
    println!("{table}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `autoshard propagate --through-priority K` is Shardy's propagation of the module in
/// which only the annotations with priority <= K are written: checked against jaxlib on
/// the models with priorities, for every K below the largest one (where it must also
/// differ from propagating everything).
#[test]
fn priority_cuts_agree_with_jaxlib() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("propagate_priority_cuts");
    let mut checked = 0;
    for stem in ["mlp2_prio", "gpt2_block_prio"] {
        let path = common::repo().join(format!("models/{stem}.mlir"));
        let src = SourceFile::new(stem, common::read(&path));
        let full = ours(&src).expect("propagates");
        let (m, _) = autoshard::parse::parse_module(&src);
        let max = autoshard::propagate::priority_cut::max_priority(&m);
        assert!(max > 0, "{stem} has no priorities");
        for k in 0..max {
            let mut cut = m.clone();
            let removed = autoshard::propagate::priority_cut::cut_above(&mut cut, k);
            assert!(!removed.is_empty(), "{stem}: nothing above p{k}");
            let text = autoshard::print::print_module(&cut, Default::default());
            let file = scratch.join(format!("{stem}.p{k}.mlir"));
            std::fs::write(&file, &text).unwrap();
            let a = ours(&SourceFile::new(format!("{stem}.p{k}"), text)).expect("propagates");
            let b = theirs(&mut peer, &file).expect("jaxlib propagates");
            let c = compare(&a, &b);
            assert!(
                c.agree == c.total && c.unmatched.is_empty(),
                "{stem} through p{k}: {}/{} values agree\n{}",
                c.agree,
                c.total,
                c.differences.join("\n")
            );
            let d = compare(&a, &full);
            assert!(
                d.agree < d.total,
                "{stem} through p{k}: same plan as all priorities"
            );
            checked += 1;
        }
    }
    assert!(checked >= 2);
}
