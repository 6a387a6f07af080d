//! Snapshots of the import passes on the hand-written cases of `tests/passes/`.
//!
//! Each `tests/passes/NAME.mlir` names its pipeline on a `// PASSES: ...` line and holds
//! `// -----` separated cases. The output of every case (canonical value names; a failed
//! case prints `// error: see NAME.stderr`) is compared with `NAME.out`, the rendered
//! diagnostics with `NAME.stderr`. `UPDATE_SNAPSHOTS=1` rewrites them. That the outputs
//! are right is checked against jaxlib by `tests/passes_differential.rs`.
//!
//! Also: `autoshard opt --split-input-file` end to end (chunk line numbers, a failing
//! chunk not stopping the others, exit code).

mod common;

use std::path::Path;
use std::process::Command;

use autoshard::diag::SourceFile;
use autoshard::passes::Pipeline;
use autoshard::print::{print_module, PrintOptions};

fn passes_header(text: &str) -> String {
    text.lines()
        .find_map(|l| l.trim().strip_prefix("// PASSES:"))
        .map(|s| s.trim().to_string())
        .expect("a test case file has a `// PASSES: <pipeline>` line")
}

/// (output, diagnostics) of running a case file's pipeline on each of its cases.
fn run_cases(rel: &str, text: &str) -> (String, String) {
    let pipeline = Pipeline::parse(&passes_header(text)).expect("valid pipeline");
    let whole = SourceFile::new(rel, text);
    let name = Path::new(rel)
        .file_stem()
        .unwrap()
        .to_string_lossy()
        .to_string();
    let (mut out, mut err) = (String::new(), String::new());
    for (i, chunk) in autoshard::cli::split_input(&whole).iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        let (mut m, d) = autoshard::parse::parse_module(chunk);
        assert!(!d.has_errors(), "{}", d.render(chunk));
        match pipeline.run(&mut m, false) {
            Ok(warnings) => {
                err.push_str(&warnings.render(chunk));
                out.push_str(&print_module(
                    &m,
                    PrintOptions {
                        rename_values: true,
                        ..Default::default()
                    },
                ));
            }
            Err(e) => {
                err.push_str(&e.render(chunk));
                out.push_str(&format!("// error: see {name}.stderr\n"));
            }
        }
    }
    (out, err)
}

fn check_snapshot(path: &Path, actual: &str, failures: &mut Vec<String>) {
    let update = std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1");
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return;
    }
    if update {
        if actual.is_empty() {
            let _ = std::fs::remove_file(path);
        } else {
            std::fs::write(path, actual).unwrap();
        }
    } else {
        failures.push(format!(
            "{} differs from the output (UPDATE_SNAPSHOTS=1 rewrites it):\n--- expected\n{expected}\n--- actual\n{actual}",
            path.display()
        ));
    }
}

#[test]
fn case_snapshots() {
    let dir = common::repo().join("tests/passes");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the pass cases are missing");
    let mut failures = Vec::new();
    for file in files {
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        let rel = format!("tests/passes/{name}.mlir");
        let (out, err) = run_cases(&rel, &common::read(&file));
        check_snapshot(&dir.join(format!("{name}.out")), &out, &mut failures);
        check_snapshot(&dir.join(format!("{name}.stderr")), &err, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn opt_split_input_file() {
    let dir = common::scratch("passes_snapshots_cli");
    let input = dir.join("in.mlir");
    std::fs::write(
        &input,
        "func.func @a(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {\n\
         \x20 sdy.sharding_group %arg0 group_id=3 : tensor<8xf32>\n\
         \x20 return %arg0 : tensor<8xf32>\n\
         }\n\
         // -----\n\
         func.func @b(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>) -> tensor<8xf32> {\n\
         \x20 sdy.sharding_group %arg0 group_id=0 : tensor<8xf32>\n\
         \x20 sdy.sharding_group %arg1 group_id=0 : tensor<4xf32>\n\
         \x20 return %arg0 : tensor<8xf32>\n\
         }\n\
         // -----\n\
         func.func @c(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n\
         \x20 sdy.sharding_group %arg0 group_id=5 : tensor<8xf32>\n\
         \x20 return %arg0 : tensor<8xf32>\n\
         }\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args([
            "opt",
            "--split-input-file",
            "--passes",
            "sdy-sharding-group-import",
        ])
        .arg(&input)
        .output()
        .expect("run autoshard");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a failing chunk makes the exit code 1"
    );
    // The error points at the real line of the second chunk.
    assert!(
        stderr.contains(
            "in.mlir:8:3: error: ShardingGroupOps values must have the same shape for groupId: 0"
        ),
        "{stderr}"
    );
    // The other chunks ran, in order, joined by the separator.
    assert_eq!(stdout.matches("// -----").count(), 1, "{stdout}");
    let a = stdout.find("@a").expect("chunk a printed");
    let c = stdout.find("@c").expect("chunk c printed");
    assert!(a < c);
    assert!(stdout.contains("group_id=0"), "{stdout}");
    assert!(
        !stdout.contains("group_id=5"),
        "groups are renumbered per chunk: {stdout}"
    );
}

/// Every pass alone, on every model and on every parsable file of the invalid-input
/// corpus (which the CLI's verifier would reject first): errors are fine, panics are not.
#[test]
fn passes_never_panic() {
    let mut files = common::model_files();
    files.extend(
        std::fs::read_dir(common::repo().join("tests/invalid"))
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default(),
    );
    files.sort();
    let mut panics = Vec::new();
    for file in &files {
        let src = SourceFile::new(file.display().to_string(), common::read(file));
        let (m, d) = autoshard::parse::parse_module(&src);
        if d.has_errors() {
            continue;
        }
        for info in autoshard::passes::PASSES {
            let p = Pipeline::parse(info.name).unwrap();
            let mut m = m.clone();
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let _ = p.run(&mut m, false);
                print_module(&m, PrintOptions::default())
            }));
            if r.is_err() {
                panics.push(format!("{} on {}", info.name, file.display()));
            }
        }
    }
    assert!(panics.is_empty(), "passes panicked:\n{}", panics.join("\n"));
}
