//! Fuzz parse + verify + print + propagate: any input is either rejected with diagnostics
//! or accepted, printed, the printout parses back to the same printout, and propagation
//! returns without panicking.
//!
//! Run: `mkdir -p fuzz/seeds && cp models/mlp*.mlir tests/invalid/*.mlir fuzz/seeds/`, then
//! `cargo +nightly fuzz run parse_verify fuzz/seeds -- -max_total_time=300`.
#![no_main]

use autoshard::diag::SourceFile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let src = SourceFile::new("fuzz.mlir", text);
    let (m, diags) = autoshard::parse::parse_module(&src);
    let _ = diags.render(&src);
    if diags.has_errors() {
        return;
    }
    let v = autoshard::verify::verify(&m);
    let _ = v.render(&src);
    if v.has_errors() {
        return;
    }
    let once = autoshard::print::print_module(&m, Default::default());
    let src2 = SourceFile::new("fuzz-printout.mlir", once.clone());
    let (m2, d2) = autoshard::parse::parse_module(&src2);
    assert!(!d2.has_errors(), "printout does not parse:\n{}", d2.render(&src2));
    assert_eq!(once, autoshard::print::print_module(&m2, Default::default()));
    // Propagation of a verified module returns (a plan or diagnostics), never panics.
    let mut m = m;
    let _ = autoshard::propagate::pipeline::run_pipeline(&mut m);
});
