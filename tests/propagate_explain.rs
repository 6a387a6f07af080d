//! Provenance and `autoshard explain`:
//! - on every model, every axis of every propagated sharding has an origin whose chain
//!   leads back to an annotation, each link holding an axis that overlaps the next;
//! - recording provenance changes no sharding;
//! - the `--sharding-origins` printout is accepted by jaxlib's MLIR/Shardy;
//! - the explanation text of a few values is snapshotted (`tests/explain/*.txt`,
//!   `UPDATE_SNAPSHOTS=1` to accept changes).

mod common;

use std::process::Command;

use autoshard::diag::SourceFile;
use autoshard::ir::sdy::MeshAttr;
use autoshard::ir::{Attr, Module};
use autoshard::passes::sharding::{get_sharding, mesh_table, resolve_mesh};
use autoshard::passes::Pipeline;
use autoshard::print::{print_module, PrintOptions};
use autoshard::propagate::explain::{explain, Query};
use autoshard::propagate::provenance::{Key, OriginKind, ORIGINS_ATTR, ORIGIN_NAME_ATTR};
use autoshard::propagate::{propagate, Level, Options};

fn models() -> Vec<std::path::PathBuf> {
    common::model_files()
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".debug.mlir"))
        .collect()
}

fn parse(path: &std::path::Path) -> (SourceFile, Module) {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let src = SourceFile::new(name, common::read(path));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors(), "{}", d.render(&src));
    (src, m)
}

#[test]
fn every_axis_leads_back_to_an_annotation() {
    let mut total_axes = 0usize;
    let mut total_links = 0usize;
    for path in models() {
        let (_, mut m) = parse(&path);
        Pipeline::parse("autoshard-propagation-import")
            .unwrap()
            .run(&mut m, false)
            .expect("import passes run");
        let opts = Options {
            provenance: true,
            ..Options::default()
        };
        let report = propagate(&mut m, Level::UserPriority, &opts).expect("propagates");
        let (prov, slot_of) = report.provenance.expect("provenance was requested");
        let meshes = mesh_table(&m);
        let values: Vec<_> = m
            .walk()
            .into_iter()
            .flat_map(|op| {
                let o = &m.ops[op];
                let args = o
                    .regions
                    .iter()
                    .flat_map(|&r| m.regions[r].blocks.clone())
                    .flat_map(|b| m.blocks[b].args.clone());
                o.results
                    .clone()
                    .into_iter()
                    .chain(args)
                    .collect::<Vec<_>>()
            })
            .collect();
        for v in values {
            let (Some(s), Some(slot)) = (get_sharding(&m, v), slot_of[v.0 as usize]) else {
                continue;
            };
            let mesh: MeshAttr = resolve_mesh(&s.mesh, &meshes).expect("mesh resolves");
            for (d, dim) in s.dims.iter().enumerate() {
                for a in &dim.axes {
                    total_axes += 1;
                    let id = prov.lookup(Key::Slot(slot), d, a).unwrap_or_else(|| {
                        panic!("{}: {v:?} dim {d} axis {a}: no origin", path.display())
                    });
                    let chain = prov.chain(id);
                    total_links += chain.len();
                    let root = &prov.origins[*chain.last().unwrap() as usize];
                    assert!(
                        matches!(root.kind, OriginKind::Annotation { .. }),
                        "{}: {v:?} dim {d} axis {a}: chain ends in {:?}",
                        path.display(),
                        root.kind
                    );
                    for w in chain.windows(2) {
                        let (x, y) = (&prov.origins[w[0] as usize], &prov.origins[w[1] as usize]);
                        assert!(
                            autoshard::rules::axis::overlaps(&x.axis, &y.axis, &mesh),
                            "{}: link {} -> {} does not carry the axis",
                            path.display(),
                            x.axis,
                            y.axis
                        );
                    }
                }
            }
        }
    }
    assert!(total_axes > 1000, "only {total_axes} axes checked");
    eprintln!("{total_axes} axes, {total_links} links checked");
}

/// Removes the origin attributes (on ops and in function argument/result dictionaries).
fn strip_origins(m: &mut Module) {
    for op in m.walk() {
        m.ops[op].remove_attr(ORIGINS_ATTR);
        m.ops[op].remove_attr(ORIGIN_NAME_ATTR);
        for key in ["arg_attrs", "res_attrs"] {
            if let Some(Attr::Array(items)) = m.ops[op].attr(key).cloned() {
                let items = items
                    .into_iter()
                    .map(|d| match d {
                        Attr::Dict(mut e) => {
                            e.retain(|a| a.name != ORIGINS_ATTR);
                            Attr::Dict(e)
                        }
                        other => other,
                    })
                    .collect();
                m.ops[op].set_attr(key, Attr::Array(items), true);
            }
        }
    }
}

#[test]
fn origins_change_no_sharding() {
    for path in models() {
        let (_, m) = parse(&path);
        let mut plain = m.clone();
        autoshard::propagate::pipeline::run_pipeline(&mut plain).expect("pipeline runs");
        let mut with = m;
        autoshard::propagate::pipeline::run_pipeline_with(&mut with, true).expect("pipeline runs");
        let text_with = print_module(&with, PrintOptions::default());
        assert!(
            text_with.contains(ORIGINS_ATTR),
            "{}: no origins printed",
            path.display()
        );
        assert!(
            !text_with.contains("\"unknown\""),
            "{}: an origin is unknown",
            path.display()
        );
        strip_origins(&mut with);
        assert!(
            print_module(&plain, PrintOptions::default())
                == print_module(&with, PrintOptions::default()),
            "{}: recording provenance changed the output",
            path.display()
        );
    }
}

#[test]
fn jaxlib_accepts_the_origins_printout() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::scratch("explain-origins");
    for path in models() {
        let out = dir.join(path.file_name().unwrap());
        let st = Command::new(env!("CARGO_BIN_EXE_autoshard"))
            .arg("propagate")
            .arg(&path)
            .arg("--sharding-origins")
            .arg("-o")
            .arg(&out)
            .output()
            .expect("run autoshard");
        assert!(
            st.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&st.stderr)
        );
        let r = peer.request(&format!("parse {}", out.display()));
        assert!(
            r.ok,
            "{}: jaxlib rejects the printout:\n{}",
            path.display(),
            r.output
        );
    }
}

fn snapshot(name: &str, actual: &str) {
    let path = common::repo()
        .join("tests/explain")
        .join(format!("{name}.txt"));
    if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("no snapshot {} (UPDATE_SNAPSHOTS=1)", path.display()));
    assert!(
        expected == actual,
        "{name}: explanation differs from {} (UPDATE_SNAPSHOTS=1 to accept):\n{actual}",
        path.display()
    );
}

fn explain_model(model: &str, q: Query) -> String {
    let path = common::model_path(model);
    let src = SourceFile::new(format!("models/{model}"), common::read(&path));
    explain(&src, &q).unwrap_or_else(|e| panic!("{model}: {e}"))
}

#[test]
fn explanations_match_snapshots() {
    let cases: &[(&str, &str, Query)] = &[
        ("mlp2_add", "mlp2.mlir", Query::Value("%3".into())),
        (
            "mlp_constraint_dot",
            "mlp_constraint.mlir",
            Query::Value("%22".into()),
        ),
        ("mlp2_prio_dot", "mlp2_prio.mlir", Query::Value("%0".into())),
        (
            "shard_map_mlp_line",
            "shard_map_mlp.mlir",
            Query::Line { line: 4, col: None },
        ),
        (
            "gpt2_block_source_line",
            "gpt2_block.debug.mlir",
            Query::Source {
                file: "export.py".into(),
                line: 118,
            },
        ),
    ];
    for (name, model, q) in cases {
        snapshot(name, &explain_model(model, q.clone()));
    }
}

#[test]
fn explain_rejects_unknown_values_and_lines() {
    let path = common::repo().join("models/mlp2.mlir");
    for args in [
        &["--value", "%nope"][..],
        &["--at", "99999"],
        &["--at", "x:y"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
            .arg("explain")
            .arg(&path)
            .args(args)
            .output()
            .expect("run autoshard");
        assert!(!out.status.success(), "{args:?} succeeded");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(
            err.contains("mlp2.mlir") || err.contains("--at"),
            "{args:?}: {err}"
        );
    }
}
