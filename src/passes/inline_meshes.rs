//! `sdy-inline-meshes`: replaces every mesh symbol in a sharding by the mesh attribute it
//! names, then erases all `sdy.mesh` ops.

use super::sharding::{mesh_table, transform_shardings};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::MeshRef;
use crate::ir::Module;

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let table = mesh_table(m);
    transform_shardings(m, |s| {
        let mut s = s.clone();
        if let MeshRef::Symbol(n) = &s.mesh {
            if let Some(mesh) = table.get(n.as_str()) {
                s.mesh = MeshRef::Inline(Box::new(mesh.clone()));
            }
        }
        s
    });
    for (_, _, op) in m.meshes() {
        m.erase_op(op);
    }
    Ok(Diagnostics::default())
}
