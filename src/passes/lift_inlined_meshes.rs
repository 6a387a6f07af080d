//! `sdy-lift-inlined-meshes`: replaces every mesh inlined in a sharding by a reference to
//! an `sdy.mesh` symbol, reusing an existing mesh with the same attribute or creating one
//! (`maximal_mesh_<id>`, `empty_mesh`, or the first free name of `mesh`, `mesh_0`, ...).
//! Duplicate `sdy.mesh` ops are merged into the first one. Every mesh op ends up with a
//! discardable `stablehlo.mesh` dictionary describing it.

use rustc_hash::FxHashMap;

use super::sharding::transform_shardings;
use super::symbols::SymbolTable;
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::{MeshAttr, MeshRef, SdyAttr};
use crate::ir::types::{ElementType, Signedness, TensorType};
use crate::ir::{Attr, Dim, Module, NamedAttr, OpId, Type};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let mut symbols = SymbolTable::new(m);
    let mut by_mesh: Vec<(MeshAttr, String)> = Vec::new();
    let mut renamed: FxHashMap<String, String> = FxHashMap::default();
    let mut last_mesh: Option<OpId> = None;
    for (name, mesh, op) in m.meshes() {
        match by_mesh.iter().find(|(x, _)| *x == mesh) {
            Some((_, first)) => {
                renamed.insert(name.clone(), first.clone());
                m.erase_op(op);
                symbols.forget(&name);
            }
            None => {
                by_mesh.push((mesh, name));
                last_mesh = Some(op);
            }
        }
    }
    // Meshes to create, in order of first use.
    let mut created: Vec<(String, MeshAttr)> = Vec::new();
    transform_shardings(m, |s| {
        let mut s = s.clone();
        match &s.mesh {
            MeshRef::Symbol(n) => {
                if let Some(r) = renamed.get(n.as_str()) {
                    s.mesh = MeshRef::Symbol(r.into());
                }
            }
            MeshRef::Inline(mesh) => {
                let name = match by_mesh.iter().find(|(x, _)| *x == **mesh) {
                    Some((_, n)) => n.clone(),
                    None => {
                        let n = symbols.unique_name(&mesh_base_name(mesh));
                        by_mesh.push(((**mesh).clone(), n.clone()));
                        created.push((n.clone(), (**mesh).clone()));
                        n
                    }
                };
                s.mesh = MeshRef::Symbol(name.into());
            }
        }
        s
    });
    // New meshes go after the last mesh, in order of creation, else first in the module.
    let mut after = last_mesh;
    for (name, mesh) in created {
        let attrs = vec![
            NamedAttr::new("mesh", Attr::Sdy(SdyAttr::Mesh(mesh)), true),
            NamedAttr::new("sym_name", Attr::str(&name), true),
        ];
        let op = m.create_op("sdy.mesh", vec![], vec![], attrs, None);
        match after {
            Some(a) => m.insert_op_after(a, op),
            None => {
                let b = super::symbols::module_body(m);
                m.insert_op_at(b, 0, op);
            }
        }
        after = Some(op);
    }
    for (_, mesh, op) in m.meshes() {
        if m.ops[op].attr("stablehlo.mesh").is_none() {
            m.set_discardable_attr(op, "stablehlo.mesh", stablehlo_mesh_dict(&mesh));
        }
    }
    Ok(Diagnostics::default())
}

/// The name Shardy gives a new mesh before uniquing.
fn mesh_base_name(mesh: &MeshAttr) -> String {
    if mesh.is_maximal() {
        format!("maximal_mesh_{}", mesh.device_ids[0])
    } else if mesh.axes.is_empty() && mesh.device_ids.is_empty() {
        "empty_mesh".to_string()
    } else {
        "mesh".to_string()
    }
}

fn i64_type() -> Type {
    Type::Scalar(ElementType::Int {
        signedness: Signedness::Signless,
        width: 64,
    })
}

/// `{axes = [{name = "a", size = 2 : i64}, ...], device_ids = dense<[...]> : tensor<Nxi64>}`
pub fn stablehlo_mesh_dict(mesh: &MeshAttr) -> Attr {
    let axes = mesh
        .axes
        .iter()
        .map(|a| {
            Attr::Dict(vec![
                NamedAttr::new("name", Attr::str(&a.name), false),
                NamedAttr::new("size", Attr::int(a.size, Some(i64_type())), false),
            ])
        })
        .collect();
    let mut entries = vec![NamedAttr::new("axes", Attr::Array(axes), false)];
    if !mesh.device_ids.is_empty() {
        let ids = &mesh.device_ids;
        let body = if ids.iter().all(|&d| d == ids[0]) {
            ids[0].to_string()
        } else {
            let v: Vec<String> = ids.iter().map(i64::to_string).collect();
            format!("[{}]", v.join(", "))
        };
        let ty = Type::tensor(TensorType {
            shape: vec![Dim::Static(ids.len() as i64)],
            element: ElementType::Int {
                signedness: Signedness::Signless,
                width: 64,
            },
            encoding: None,
        });
        entries.push(NamedAttr::new(
            "device_ids",
            Attr::Elements {
                kind: "dense".into(),
                body,
                ty,
            },
            false,
        ));
    }
    Attr::Dict(entries)
}
