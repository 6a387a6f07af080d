//! `sdy-manual-axes-cleanup`: in every `sdy.manual_computation`, sorts the manual axes in
//! mesh order and adds the manual axes an in/out sharding does not use to its replicated
//! axes, so manual axes are always fully specified. A manual computation with manual
//! axes, no in/out shardings and a non-empty body is an error.

use super::sharding::{
    all_axis_refs, axis_set_diff, manual_axes, mesh_table, resolve_mesh, sort_and_merge_axes,
};
use super::{PassOptions, PassResult};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::sdy::{AxisRef, MeshAttr, MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, OpId, Type, ValueId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let table = mesh_table(m);
    let mut errors = Diagnostics::default();
    for op in super::walk_post_order(m) {
        if m.ops[op].name != "sdy.manual_computation" {
            continue;
        }
        let ins = shardings(m, op, "in_shardings");
        let outs = shardings(m, op, "out_shardings");
        let manual = manual_axes(m, op);
        if ins.is_empty() && outs.is_empty() {
            let body_ops = m.entry_block(op).map_or(0, |b| m.blocks[b].ops.len());
            if !manual.is_empty() && body_ops > 1 {
                errors.push(Diagnostic::error(
                    m.ops[op].span,
                    "op has manual_axes when there are no in/out shardings and the body is \
                     not empty. This isn't allowed at this stage, please contact the Shardy \
                     team or file a bug.",
                ));
            }
            continue;
        }
        // The common mesh: the first one with axes, else the first one.
        let mut common: Option<(MeshRef, MeshAttr)> = None;
        for s in ins.iter().chain(&outs) {
            let Some(mesh) = resolve_mesh(&s.mesh, &table) else {
                continue;
            };
            if common.as_ref().map_or(true, |(_, c)| c.axes.is_empty()) {
                common = Some((s.mesh.clone(), mesh));
            }
        }
        let Some((mesh_ref, mesh)) = common else {
            continue;
        };
        let mut sorted = manual.clone();
        sorted.sort_by_key(|a| mesh.axis_index(a).unwrap_or(usize::MAX));
        if sorted != manual {
            m.set_inherent_attr(
                op,
                "manual_axes",
                Attr::Sdy(SdyAttr::ManualAxes(sorted.clone())),
            );
        }
        let manual_refs: Vec<AxisRef> = sorted.iter().map(AxisRef::full).collect();
        let operands = m.ops[op].operands.clone();
        let results = m.ops[op].results.clone();
        for (key, list, values) in [
            ("in_shardings", ins, operands),
            ("out_shardings", outs, results),
        ] {
            if let Some(new) = add_unused(m, &list, &values, &manual_refs, &mesh_ref, &mesh) {
                m.set_inherent_attr(op, key, Attr::Sdy(SdyAttr::ShardingPerValue(new)));
            }
        }
    }
    if errors.has_errors() {
        Err(errors)
    } else {
        Ok(Diagnostics::default())
    }
}

fn shardings(m: &Module, op: OpId, key: &str) -> Vec<TensorSharding> {
    match m.ops[op].attr(key) {
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.clone(),
        _ => vec![],
    }
}

/// The shardings with unused manual axes added to their replicated axes, or `None` if
/// every sharding already uses every manual axis.
fn add_unused(
    m: &Module,
    list: &[TensorSharding],
    values: &[ValueId],
    manual: &[AxisRef],
    mesh_ref: &MeshRef,
    mesh: &MeshAttr,
) -> Option<Vec<TensorSharding>> {
    let mut modified = false;
    let out = list
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let shaped = values.get(i).is_some_and(|&v| {
                matches!(m.values[v].ty, Type::Tensor(_) | Type::UnrankedTensor(_))
            });
            if !shaped {
                return s.clone();
            }
            let unused = axis_set_diff(manual, &all_axis_refs(s), mesh);
            if unused.is_empty() {
                return s.clone();
            }
            let mut s = s.clone();
            s.replicated.extend(unused);
            sort_and_merge_axes(&mut s.replicated, mesh);
            s.mesh = mesh_ref.clone();
            modified = true;
            s
        })
        .collect();
    modified.then_some(out)
}
