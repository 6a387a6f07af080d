//! The `autoshard` command line. Only this file prints and sets exit codes.

use std::process::ExitCode;

use clap::Parser;

#[global_allocator]
static GLOBAL: autoshard::alloc::Allocator = autoshard::alloc::Allocator;

fn main() -> ExitCode {
    let cli = autoshard::cli::Cli::parse();
    autoshard::cli::run(cli)
}
