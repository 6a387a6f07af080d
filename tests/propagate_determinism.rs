//! The propagator's output is a function of its input bytes: the same bytes on every
//! run, in-process and through the CLI, whatever `RAYON_NUM_THREADS` is.

mod common;

use std::process::Command;

use autoshard::diag::SourceFile;
use autoshard::print::{print_module, PrintOptions};

const MODELS: &[&str] = &[
    "mlp2",
    "mlp2_prio",
    "mlp_constraint",
    "moe",
    "shard_map_mlp",
    "gpt2_block_prio",
    "gpt2_12l_scan",
    "llama_decode",
];

fn in_process(name: &str) -> String {
    let path = common::repo().join(format!("models/{name}.mlir"));
    let src = SourceFile::new(name, common::read(&path));
    let (mut m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors());
    autoshard::propagate::pipeline::run_pipeline(&mut m).expect("pipeline runs");
    print_module(&m, PrintOptions::default())
}

#[test]
fn same_bytes_in_process() {
    for name in MODELS {
        let a = in_process(name);
        let b = in_process(name);
        assert!(a == b, "{name}: two in-process runs differ");
    }
}

#[test]
fn same_bytes_for_every_thread_count() {
    let bin = env!("CARGO_BIN_EXE_autoshard");
    for name in MODELS {
        let path = common::repo().join(format!("models/{name}.mlir"));
        let mut outputs = Vec::new();
        for threads in ["1", "2", "1", "2"] {
            let out = Command::new(bin)
                .arg("propagate")
                .arg(&path)
                .env("RAYON_NUM_THREADS", threads)
                .output()
                .expect("run autoshard propagate");
            assert!(
                out.status.success(),
                "{name}: autoshard propagate failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
            outputs.push(out.stdout);
        }
        assert!(!outputs[0].is_empty());
        for (i, o) in outputs.iter().enumerate().skip(1) {
            assert!(
                *o == outputs[0],
                "{name}: run {i} (RAYON_NUM_THREADS={}) differs from the first",
                ["1", "2", "1", "2"][i]
            );
        }
    }
}
