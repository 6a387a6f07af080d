//! `MeshAttr` and the `sdy.mesh` op.

use std::collections::HashMap;

use super::Ctx;
use crate::ir::sdy::{MeshAttr, SdyAttr};
use crate::ir::Attr;

/// Rules of the dialect reference, `MeshAttr`:
/// - axis sizes are at least 1; axis names are unique;
/// - device ids are non-negative;
/// - with no axes, `device_ids` has 0 (empty mesh) or 1 (maximal mesh) element;
/// - with axes and `device_ids`: as many ids as the product of the axis sizes, the ids
///   sorted are `iota(product)`.
///
/// Shardy's `MeshAttr` verifier also rejects ids that are `iota` themselves, but its
/// parser drops such a list before verifying, so jaxlib accepts `device_ids=[0, 1]` on a
/// 2-device mesh; so do we (the list is kept, printed back as written).
pub fn mesh_problems(mesh: &MeshAttr) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen: HashMap<&str, ()> = HashMap::new();
    for a in &mesh.axes {
        if seen.insert(&a.name, ()).is_some() {
            out.push(format!("duplicate mesh axis name \"{}\"", a.name));
        }
        if a.size < 1 {
            out.push(format!(
                "mesh axis \"{}\" has size {}, expected at least 1",
                a.name, a.size
            ));
        }
    }
    if let Some(id) = mesh.device_ids.iter().find(|&&d| d < 0) {
        out.push(format!("device ids must be non-negative, found {id}"));
    }
    if mesh.axes.is_empty() {
        if mesh.device_ids.len() > 1 {
            out.push(format!(
                "a mesh without axes takes at most one device id (a maximal mesh), found {}",
                mesh.device_ids.len()
            ));
        }
        return out;
    }
    if mesh.device_ids.is_empty() || mesh.axes.iter().any(|a| a.size < 1) {
        return out;
    }
    let total = mesh
        .axes
        .iter()
        .try_fold(1i64, |acc, a| acc.checked_mul(a.size));
    let n = mesh.device_ids.len() as i64;
    if total != Some(n) {
        let total = total.map_or("overflow".to_string(), |t| t.to_string());
        out.push(format!(
            "the product of the mesh axis sizes ({total}) must equal the number of device ids ({n})"
        ));
        return out;
    }
    let mut sorted = mesh.device_ids.clone();
    sorted.sort_unstable();
    if sorted.iter().enumerate().any(|(i, &d)| d != i as i64) {
        let dup = sorted.windows(2).find(|w| w[0] == w[1]).map(|w| w[0]);
        let detail = match dup {
            Some(d) => format!("device id {d} appears more than once"),
            None => format!(
                "device id {} is out of range",
                sorted.last().copied().unwrap_or(0)
            ),
        };
        out.push(format!(
            "device ids must be a permutation of 0..{}: {detail}",
            n - 1
        ));
    }
    out
}

/// Every `sdy.mesh` op: its parent is the module (`HasParent<ModuleOp>`), it has a name
/// and a mesh attribute that satisfies [`mesh_problems`]; top-level symbol names are
/// unique. Meshes of one module may have different numbers of devices: the reference's
/// op description says otherwise, but Shardy's verifier has no such rule and modules
/// mixing `@mesh_a_2_b_2` with `@mesh_a_2_b_2_c_2` are valid.
pub fn check_mesh_ops(cx: &mut Ctx) {
    let m = cx.m;
    // Unique top-level symbols.
    let mut seen: HashMap<String, ()> = HashMap::new();
    for op in m.top_level_ops() {
        if let Some(name) = m.symbol_name(op) {
            if seen.insert(name.clone(), ()).is_some() {
                let span = cx.attr_span(op, "sym_name");
                cx.error(span, format!("redefinition of symbol named '{name}'"));
            }
        }
    }
    for op in cx.walk.clone() {
        if m.ops[op].name != "sdy.mesh" {
            continue;
        }
        let parent = m.parent_op(op);
        if parent != Some(cx.top) {
            cx.op_error(
                op,
                m.ops[op].span,
                "expects parent op 'builtin.module' (meshes are defined at the top of the module)",
            );
        }
        let name = m.symbol_name(op);
        if name.is_none() {
            cx.op_error(op, m.ops[op].span, "requires attribute 'sym_name'");
        }
        let span = cx.attr_span(op, "mesh");
        let mesh = match m.ops[op].attr("mesh") {
            Some(Attr::Sdy(SdyAttr::Mesh(mesh))) => mesh,
            Some(other) => {
                cx.op_error(
                    op,
                    span,
                    format!("attribute 'mesh' must be a #sdy.mesh, found {other}"),
                );
                continue;
            }
            None => {
                cx.op_error(op, span, "requires attribute 'mesh'");
                continue;
            }
        };
        for p in mesh_problems(mesh) {
            cx.op_error(op, span, p);
        }
    }
}
