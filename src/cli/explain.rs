//! `autoshard explain`: where the axes of a value's propagated sharding came from.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::propagate::explain::{explain, Query};

/// Arguments of `autoshard explain`.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["value", "at"])))]
pub struct ExplainArgs {
    /// File to explain (`-` reads standard input).
    pub file: PathBuf,
    /// The value, spelled as in the file (`%5`, `%arg0`, `%4#1`).
    #[arg(long)]
    pub value: Option<String>,
    /// The ops at `LINE`, `LINE:COL` of the file, or at source location `FILE:LINE`.
    #[arg(long)]
    pub at: Option<String>,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `autoshard explain`.
pub fn explain_cmd(a: &ExplainArgs) -> ExitCode {
    let src = match super::read_source(&a.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let query = match (&a.value, &a.at) {
        (Some(v), _) => Query::Value(v.clone()),
        (None, Some(at)) => match Query::parse_at(at) {
            Ok(q) => q,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        },
        (None, None) => {
            eprintln!("error: give --value or --at");
            return ExitCode::from(2);
        }
    };
    match explain(&src, &query) {
        Ok(text) => super::write_output(a.output.as_deref(), &text),
        Err(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(1)
        }
    }
}
