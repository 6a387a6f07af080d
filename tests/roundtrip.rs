//! Round trip on the real models: `print(parse(print(parse(x)))) == print(parse(x))` in
//! pretty, generic and debug-info form, and jaxlib's MLIR parser accepts every printout.

mod common;

use autoshard::diag::SourceFile;
use autoshard::print::{print_module, PrintOptions};

fn parse_ok(name: &str, text: &str) -> autoshard::ir::Module {
    let src = SourceFile::new(name, text);
    let (m, diags) = autoshard::parse::parse_module(&src);
    assert!(
        !diags.has_errors(),
        "{name} does not parse:\n{}",
        diags.render(&src)
    );
    let v = autoshard::verify::verify(&m);
    assert!(
        !v.has_errors(),
        "{name} does not verify:\n{}",
        v.render(&src)
    );
    m
}

fn variants(file: &std::path::Path) -> Vec<(&'static str, PrintOptions)> {
    let debug = file.to_string_lossy().ends_with(".debug.mlir");
    let mut v = vec![
        (
            "pretty",
            PrintOptions {
                generic: false,
                debug_info: false,
                ..Default::default()
            },
        ),
        (
            "generic",
            PrintOptions {
                generic: true,
                debug_info: false,
                ..Default::default()
            },
        ),
    ];
    if debug {
        v.push((
            "pretty-debug",
            PrintOptions {
                generic: false,
                debug_info: true,
                ..Default::default()
            },
        ));
        v.push((
            "generic-debug",
            PrintOptions {
                generic: true,
                debug_info: true,
                ..Default::default()
            },
        ));
    }
    v
}

#[test]
fn print_parse_print_is_a_fixpoint_on_every_model() {
    for f in common::model_files() {
        let text = common::read(&f);
        let name = f.display().to_string();
        let m = parse_ok(&name, &text);
        for (kind, opts) in variants(&f) {
            let once = print_module(&m, opts);
            let m2 = parse_ok(&format!("{name} ({kind} printout)"), &once);
            let twice = print_module(&m2, opts);
            assert!(once == twice, "{name}: {kind} printout is not a fixpoint");
        }
    }
}

#[test]
fn pretty_printout_of_an_export_is_the_export_itself() {
    // jaxlib printed these files; printing them back changes nothing, byte for byte,
    // locations (`.debug.mlir`, printed with debug info) included.
    for f in common::model_files() {
        let text = common::read(&f);
        let m = parse_ok(&f.display().to_string(), &text);
        let debug_info = f.to_string_lossy().ends_with(".debug.mlir");
        let out = print_module(
            &m,
            PrintOptions {
                debug_info,
                ..Default::default()
            },
        );
        let differing: Vec<(usize, &str, &str)> = text
            .lines()
            .zip(out.lines())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, (a, b))| (i + 1, a, b))
            .take(3)
            .collect();
        assert!(
            differing.is_empty() && text == out,
            "{}: printout differs from the export, first lines: {differing:#?}",
            f.display()
        );
    }
}

#[test]
fn jaxlib_parses_every_printout() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("roundtrip-jaxlib");
    let mut checked = 0;
    for f in common::model_files() {
        let text = common::read(&f);
        let m = parse_ok(&f.display().to_string(), &text);
        for (kind, opts) in variants(&f) {
            let stem = f
                .file_name()
                .unwrap()
                .to_string_lossy()
                .replace(".mlir", "");
            let out = dir.join(format!("{stem}.{kind}.mlir"));
            std::fs::write(&out, print_module(&m, opts)).unwrap();
            let reply = peer.request(&format!("parse {}", out.display()));
            assert!(
                reply.ok,
                "jaxlib rejects our {kind} printout of {}:\n{}",
                f.display(),
                reply.output
            );
            checked += 1;
        }
    }
    assert!(checked >= 44, "only {checked} printouts checked");
}
