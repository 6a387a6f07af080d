//! Parse + verify (+ propagation of what verifies) never panic: random cuts, deletions and insertions in real model text
//! (the fuzz target's body, run as a property test in every `cargo test`).

mod common;

use autoshard::diag::SourceFile;
use proptest::prelude::*;

fn check_no_panic(text: &str) {
    let src = SourceFile::new("fuzz.mlir", text);
    let (m, diags) = autoshard::parse::parse_module(&src);
    let _ = diags.render(&src);
    if !diags.has_errors() {
        let v = autoshard::verify::verify(&m);
        let _ = v.render(&src);
        let once = autoshard::print::print_module(&m, Default::default());
        if !v.has_errors() {
            // What verifies prints to text that parses back to the same printout (the
            // fuzz target's check; an empty function body once broke it).
            let src2 = SourceFile::new("printout.mlir", once.clone());
            let (m2, d2) = autoshard::parse::parse_module(&src2);
            assert!(
                !d2.has_errors(),
                "printout does not parse:\n{}",
                d2.render(&src2)
            );
            assert_eq!(
                once,
                autoshard::print::print_module(&m2, Default::default())
            );
            let mut m = m;
            let _ = autoshard::propagate::pipeline::run_pipeline(&mut m);
        }
    }
}

fn corpus() -> Vec<String> {
    [
        "mlp2.mlir",
        "mlp_constraint.debug.mlir",
        "shard_map_mlp.mlir",
        "gpt2_block_prio.mlir",
    ]
    .iter()
    .map(|f| common::read(&common::repo().join("models").join(f)))
    // Edge cases of propagation (maximal meshes, blocked factors, sub-axes).
    .chain(
        ["maximal.mlir", "blocked.mlir", "sub_axes.mlir"]
            .iter()
            .flat_map(|f| {
                let text = common::read(&common::repo().join("tests/propagate").join(f));
                text.split("// -----\n")
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            }),
    )
    .collect()
}

#[derive(Debug, Clone)]
enum Edit {
    Truncate(usize),
    Delete(usize, usize),
    Insert(usize, String),
    Swap(usize, usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let token = prop::sample::select(vec![
        "{",
        "}",
        "<",
        ">",
        "(",
        ")",
        "[",
        "]",
        "\"",
        "%",
        "#",
        "@",
        ":",
        ",",
        "=",
        "?",
        "p",
        "x",
        "-1",
        "0",
        "99999999999999999999",
        "9223372036854775807",
        "\"x\":(2)4",
        "device_ids=[0]",
        "blocked_propagation={i}",
        "tensor<",
        "#sdy.sharding<@mesh, [",
        "loc(",
        "^bb0:",
        "\n",
        "sdy.return",
        " ",
    ]);
    let edit = prop_oneof![
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), token).prop_map(|(a, t)| Edit::Insert(a, t.to_string())),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
    ];
    prop::collection::vec(edit, 1..6)
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut b: Vec<u8> = text.as_bytes().to_vec();
    for e in edits {
        let n = b.len().max(1);
        match e {
            Edit::Truncate(a) => b.truncate(a % n),
            Edit::Delete(a, k) => {
                let s = a % n;
                let e = (s + k).min(b.len());
                b.drain(s.min(b.len())..e);
            }
            Edit::Insert(a, t) => {
                let s = (a % n).min(b.len());
                b.splice(s..s, t.bytes());
            }
            Edit::Swap(x, y) => {
                if !b.is_empty() {
                    let (i, j) = (x % b.len(), y % b.len());
                    b.swap(i, j);
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn parse_and_verify_never_panic(which in 0usize..1000, es in edits()) {
        let texts = corpus();
        let t = apply(&texts[which % texts.len()], &es);
        check_no_panic(&t);
    }
}

#[test]
fn every_prefix_of_a_small_model_is_handled() {
    let t = common::read(&common::repo().join("models/mlp_constraint.mlir"));
    for cut in (0..t.len()).step_by(7) {
        if t.is_char_boundary(cut) {
            check_no_panic(&t[..cut]);
        }
    }
}
