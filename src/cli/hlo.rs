//! `autoshard check --hlo` and `autoshard print --hlo`: HLO text (XLA's compiled program)
//! through `crate::hlo`. Files starting with `HloModule` are read as HLO without the flag.

use std::path::Path;
use std::process::ExitCode;

use crate::diag::SourceFile;
use crate::hlo::{parse_hlo, print_hlo, stats};

/// Checks one HLO file: (summary line for stdout, rendered diagnostics, ok).
pub(crate) fn check_one(src: &SourceFile) -> (String, String, bool) {
    let (m, diags) = parse_hlo(src);
    let rendered = diags.render(src);
    match m {
        Some(m) => (
            format!("{}: ok: HLO {}: {}\n", src.name, m.name, stats::summary(&m)),
            rendered,
            true,
        ),
        None => (String::new(), rendered, false),
    }
}

/// Parses an HLO file and prints it back.
pub(crate) fn print_cmd(src: &SourceFile, output: Option<&Path>) -> ExitCode {
    let (m, diags) = parse_hlo(src);
    eprint!("{}", diags.render(src));
    match m {
        Some(m) => super::write_output(output, &print_hlo(&m)),
        None => ExitCode::from(1),
    }
}
