//! Fuzz the HLO reader: any input is either rejected with diagnostics or accepted; an
//! accepted module answers its queries, prints, and the printout parses back to the same
//! printout (tests/hlo_mutations.rs runs the same body on random edits in `cargo test`).
//!
//! Run: `mkdir -p fuzz/hlo_seeds && cp tests/hlo/*.hlo tests/invalid_hlo/*.hlo fuzz/hlo_seeds/`,
//! then `cargo +nightly fuzz run hlo_parse fuzz/hlo_seeds -- -max_total_time=300`.
#![no_main]

use autoshard::diag::SourceFile;
use autoshard::hlo::{parse_hlo, print_hlo, stats};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let src = SourceFile::new("fuzz.hlo", text);
    let (m, diags) = parse_hlo(&src);
    let _ = diags.render(&src);
    let Some(m) = m else { return };
    for (id, i) in m.walk_all() {
        let _ = (
            m.users(id),
            m.async_chain(id),
            m.async_start_of(id),
            i.shape.byte_size(),
        );
    }
    let _ = (stats::summary(&m), stats::graph_text(&m));
    let once = print_hlo(&m);
    let src2 = SourceFile::new("fuzz-printout.hlo", once.clone());
    let (m2, d2) = parse_hlo(&src2);
    let m2 = m2.unwrap_or_else(|| panic!("printout does not parse:\n{}", d2.render(&src2)));
    assert_eq!(once, print_hlo(&m2));
});
