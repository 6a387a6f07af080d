//! The HLO parser never panics: random cuts, deletions, insertions and swaps in real HLO
//! text (XLA's compiled programs and hand-written samples). When the edited text still
//! parses, the module answers every query, prints, and its printout parses back to the
//! same printout. The body is the fuzz target's (fuzz/fuzz_targets/hlo_parse.rs).

mod common;

use autoshard::diag::SourceFile;
use autoshard::hlo::{parse_hlo, print_hlo, stats};
use proptest::prelude::*;

fn check(text: &str) {
    let src = SourceFile::new("fuzz.hlo", text);
    let (m, diags) = parse_hlo(&src);
    let _ = diags.render(&src);
    let Some(m) = m else {
        assert!(diags.has_errors(), "no module and no error");
        return;
    };
    for (id, i) in m.walk_all() {
        let _ = (
            m.users(id),
            m.async_chain(id),
            m.async_start_of(id),
            i.shape.byte_size(),
        );
    }
    let _ = (
        stats::summary(&m),
        stats::graph_text(&m),
        m.collective_count(),
    );
    let once = print_hlo(&m);
    let src2 = SourceFile::new("printout.hlo", once.clone());
    let (m2, d2) = parse_hlo(&src2);
    let m2 =
        m2.unwrap_or_else(|| panic!("the printout does not parse:\n{}\n{once}", d2.render(&src2)));
    assert_eq!(print_hlo(&m2), once, "print is not a fixpoint");
}

fn corpus() -> Vec<String> {
    [
        "hlo/async_sugar.hlo",
        "hlo/async_generic.hlo",
        "hlo/ops_attrs.hlo",
        "hlo/control_flow.hlo",
        "hlo/dump/jit_f.cpu_after_optimizations.txt",
    ]
    .iter()
    .map(|f| common::read(&common::repo().join("tests").join(f)))
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
        "(",
        ")",
        "[",
        "]",
        "\"",
        "'",
        "%",
        ",",
        "=",
        ":",
        "?",
        "<=",
        "\n",
        " ",
        "/*",
        "*/",
        "-1",
        "0",
        "99999999999999999999",
        "ROOT ",
        "ENTRY ",
        "f32[",
        "(f32[], ",
        "{1,0:T(8)}",
        "replica_groups=[2,4]<=[4,2]T(1,0)",
        "replica_groups=mesh['a'=2] {'a'}",
        "calls=%x",
        "async-start(",
        "-done(",
        "-start(",
        "index=7",
        "parameter(3)",
        "token[]",
        "constant({1,2})",
        "\\",
        "x",
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
                let s = (a % n).min(b.len());
                let e = (s + k).min(b.len());
                b.drain(s..e);
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
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn edited_hlo_never_panics(which in 0usize..5, es in edits()) {
        let texts = corpus();
        check(&apply(&texts[which], &es));
    }
}

#[test]
fn every_prefix_of_a_sample_is_handled() {
    let t = common::read(&common::repo().join("tests/hlo/async_sugar.hlo"));
    for cut in (0..t.len()).step_by(3) {
        if t.is_char_boundary(cut) {
            check(&t[..cut]);
        }
    }
}

#[test]
fn the_unedited_corpus_parses() {
    for t in corpus() {
        let src = SourceFile::new("corpus.hlo", t.as_str());
        assert!(
            parse_hlo(&src).0.is_some(),
            "{}",
            parse_hlo(&src).1.render(&src)
        );
    }
}
