//! The `autoshard` command line. Only this file prints and sets exit codes.

use std::process::ExitCode;

use clap::Parser;

#[global_allocator]
static GLOBAL: autoshard::alloc::Allocator = autoshard::alloc::Allocator;

fn main() -> ExitCode {
    let cli = autoshard::cli::Cli::parse();
    if cli.command.runs_highs() {
        autoshard::alloc::purge_at_once();
    }
    autoshard::cli::run(cli)
}
