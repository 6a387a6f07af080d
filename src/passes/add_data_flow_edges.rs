//! `sdy-add-data-flow-edges`: inserts an `sdy.data_flow_edge` after every data-flow edge
//! owner (results of while, case, optimization_barrier, named and manual computations;
//! block arguments of named and manual computations), carrying the owner's sharding, and
//! redirects the owner's uses to the edge. Non-static-shaped values (tokens) are skipped.

use super::sharding::{
    erase_manual_axes, is_data_flow_op, is_static_shaped, manual_axes, SHARDING_ATTR,
};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::mutate::BulkEdit;
use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, NamedAttr, OpId, ValueId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let mut edit = BulkEdit::default();
    for op in super::walk_post_order(m) {
        if is_data_flow_op(&m.ops[op].name) {
            add_edges(m, &mut edit, op);
        }
    }
    edit.finish(m);
    Ok(Diagnostics::default())
}

/// Adds the data-flow edges of one data-flow op. The edges are placed in their blocks
/// by `edit` (one rebuild of each block when it finishes: inserting each edge at once
/// would cost a search of the block per edge).
pub fn add_edges(m: &mut Module, edit: &mut BulkEdit, op: OpId) {
    let name = m.ops[op].name.clone();
    if name == "sdy.named_computation" || name == "sdy.manual_computation" {
        if let Some(b) = m.entry_block(op) {
            let args = m.blocks[b].args.clone();
            for (i, &a) in args.iter().enumerate().rev() {
                let s = owner_sharding(m, op, "in_shardings", i);
                add_edge(m, edit, a, s);
            }
        }
    }
    let results = m.ops[op].results.clone();
    let key = match name.as_str() {
        "sdy.named_computation" | "sdy.manual_computation" => "out_shardings",
        _ => SHARDING_ATTR,
    };
    for (i, &r) in results.iter().enumerate().rev() {
        let s = owner_sharding(m, op, key, i);
        add_edge(m, edit, r, s);
    }
}

/// The sharding of edge owner `i` held by the op (in/out shardings or `sdy.sharding`);
/// manual axes are not part of a manual computation's block argument shardings.
fn owner_sharding(m: &Module, op: OpId, key: &str, i: usize) -> Option<TensorSharding> {
    let s = match m.ops[op].attr(key) {
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.get(i).cloned(),
        _ => None,
    }?;
    if m.ops[op].name == "sdy.manual_computation" && key == "in_shardings" {
        return Some(erase_manual_axes(&s, &manual_axes(m, op)));
    }
    Some(s)
}

fn add_edge(m: &mut Module, edit: &mut BulkEdit, owner: ValueId, sharding: Option<TensorSharding>) {
    let ty = m.values[owner].ty.clone();
    if !is_static_shaped(&ty) {
        return;
    }
    let attrs = sharding
        .map(|s| {
            vec![NamedAttr::new(
                "sharding",
                Attr::Sdy(SdyAttr::Sharding(s)),
                true,
            )]
        })
        .unwrap_or_default();
    let loc = match m.values[owner].def {
        crate::ir::ValueDef::Result { op, .. } => m.ops[op].loc.clone(),
        crate::ir::ValueDef::BlockArg { .. } => m.values[owner].loc.clone(),
    };
    let edge = m.create_op("sdy.data_flow_edge", vec![owner], vec![ty], attrs, loc);
    edit.insert_after_value(m, owner, edge);
    // Every use of the owner becomes a use of the edge: swap the two values' places,
    // then let the edge read the owner again.
    let r = m.ops[edge].results[0];
    m.swap_values(owner, r);
    m.ops[edge].operands[0] = r;
}
