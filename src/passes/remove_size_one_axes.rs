//! `sdy-remove-size-one-axes`: removes axes of size one from every sharding (dims,
//! replicated and unreduced axes), so they cannot cause propagation conflicts. A closed
//! dim left without axes loses its priority. Meshes keep their axes. Does nothing unless
//! some `sdy.mesh` has an axis of size one.

use super::sharding::{mesh_table, resolve_mesh, transform_shardings};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::ir::Module;

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    if !m
        .meshes()
        .iter()
        .any(|(_, mesh, _)| mesh.axes.iter().any(|a| a.size == 1))
    {
        return Ok(Diagnostics::default());
    }
    let table = mesh_table(m);
    transform_shardings(m, |s| match resolve_mesh(&s.mesh, &table) {
        Some(mesh) => remove_size_one(s, &mesh),
        None => s.clone(),
    });
    Ok(Diagnostics::default())
}

fn remove_size_one(s: &TensorSharding, mesh: &MeshAttr) -> TensorSharding {
    let keep = |a: &AxisRef| a.size(mesh) != Some(1);
    let mut out = s.clone();
    for d in &mut out.dims {
        d.axes.retain(keep);
        if d.axes.is_empty() && d.closed {
            d.priority = None;
        }
    }
    out.replicated.retain(keep);
    out.unreduced.retain(keep);
    out
}
