//! Shared bench support: the models of `models/`, parsed.

use autoshard::diag::SourceFile;
use autoshard::ir::Module;

/// `models/NAME.mlir`, parsed (panics on errors: a benchmark of a broken model measures
/// nothing).
pub fn load(name: &str) -> Module {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("models/{name}.mlir"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let (m, d) = autoshard::parse::parse_module(&SourceFile::new(name, text));
    assert!(!d.has_errors());
    m
}
