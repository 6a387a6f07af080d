//! One-line summaries of a module for `autoshard check`.

use crate::ir::{Attr, Module};

/// `1558 ops, 1 mesh (data=2, model=4), 3 funcs, 150/152 values annotated`: ops counted
/// without the module, funcs and terminators' structure ops excluded only where noted.
pub fn summarize(m: &Module) -> String {
    let ops = m.walk();
    let body_ops = ops
        .iter()
        .filter(|&&o| {
            !matches!(
                m.ops[o].name.as_str(),
                "builtin.module" | "func.func" | "sdy.mesh"
            )
        })
        .count();
    let meshes = m.meshes();
    let mesh_text: Vec<String> = meshes
        .iter()
        .map(|(n, mesh, _)| {
            let axes: Vec<String> = mesh
                .axes
                .iter()
                .map(|a| format!("{}={}", a.name, a.size))
                .collect();
            if mesh.axes.is_empty() {
                format!("@{n} (maximal)")
            } else {
                format!("@{n} ({})", axes.join(", "))
            }
        })
        .collect();
    // Annotated values: func arguments/results with `sdy.sharding`, ops with `sdy.sharding`,
    // and sharding constraints.
    let mut annotated = 0usize;
    for f in m.funcs() {
        for key in ["arg_attrs", "res_attrs"] {
            if let Some(Attr::Array(items)) = m.ops[f].attr(key) {
                annotated += items
                    .iter()
                    .filter(|d| {
                        d.as_dict()
                            .is_some_and(|d| d.iter().any(|a| a.name == "sdy.sharding"))
                    })
                    .count();
            }
        }
    }
    for &o in &ops {
        let op = &m.ops[o];
        if op.attr("sdy.sharding").is_some() || op.name == "sdy.sharding_constraint" {
            annotated += op.results.len();
        }
    }
    format!(
        "{} ops, {} func{}, {} mesh{}{}{}, {} annotated value{}",
        body_ops,
        m.funcs().len(),
        if m.funcs().len() == 1 { "" } else { "s" },
        meshes.len(),
        if meshes.len() == 1 { "" } else { "es" },
        if mesh_text.is_empty() { "" } else { " " },
        mesh_text.join(" "),
        annotated,
        if annotated == 1 { "" } else { "s" },
    )
}
