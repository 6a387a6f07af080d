//! Sharding groups during propagation (Shardy's `ShardingGroupMap`).
//!
//! Before propagating, [`sync`] gives every member of a group the group's common
//! sharding: the first member sharding that is not fully open and empty. If two members
//! disagree, Shardy warns and puts an open `sdy.sharding_constraint` after every member
//! (the group then holds the constraints), so that propagation can still make them
//! equal. During propagation, [`Groups`] tells the driver which values to copy an update
//! to.

use rustc_hash::FxHashMap;

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Attr, Module, NamedAttr, OpId, ValueId};
use crate::passes::sharding::{fully_open, get_sharding, rank_of, set_sharding, sharding_attr};

/// Group members by group (in order of first appearance) and group by member.
#[derive(Clone, Debug, Default)]
pub struct Groups {
    pub members: Vec<Vec<ValueId>>,
    pub group_of: FxHashMap<ValueId, usize>,
    /// Group ids in order of first appearance.
    pub ids: Vec<i64>,
}

impl Groups {
    /// Every `sdy.sharding_group` of the module, walked in post-order as MLIR does.
    pub fn build(m: &Module) -> Groups {
        let mut out = Groups::default();
        let mut index: FxHashMap<i64, usize> = FxHashMap::default();
        for op in crate::passes::walk_post_order(m) {
            let o = &m.ops[op];
            if o.name != "sdy.sharding_group" {
                continue;
            }
            let (Some(id), Some(&input)) = (
                o.attr("group_id").and_then(Attr::as_i64),
                o.operands.first(),
            ) else {
                continue;
            };
            let g = *index.entry(id).or_insert_with(|| {
                out.members.push(Vec::new());
                out.ids.push(id);
                out.members.len() - 1
            });
            if out.group_of.contains_key(&input) {
                continue;
            }
            out.group_of.insert(input, g);
            out.members[g].push(input);
        }
        out
    }
}

fn fully_open_and_empty(s: &TensorSharding) -> bool {
    s.dims.iter().all(|d| d.axes.is_empty() && !d.closed)
}

/// `syncGroupMemberShardings` on the IR; returns the conflict warnings, and the groups
/// when they are still those of the module (no conflict made it insert constraints), so
/// that propagation need not walk the module again to find them.
pub fn sync(m: &mut Module) -> (Diagnostics, Option<Groups>) {
    let mut warnings = Diagnostics::default();
    let groups = Groups::build(m);
    let mut unchanged = true;
    for (g, members) in groups.members.iter().enumerate() {
        // The common sharding, or the first one and a conflict.
        let mut common: Option<TensorSharding> = None;
        let mut conflict = false;
        if members.len() == 1 {
            common = get_sharding(m, members[0]);
        } else {
            for &v in members {
                let Some(s) = get_sharding(m, v) else {
                    continue;
                };
                if fully_open_and_empty(&s) {
                    continue;
                }
                match &common {
                    None => common = Some(s),
                    Some(c) if *c != s => {
                        conflict = true;
                        break;
                    }
                    _ => {}
                }
            }
        }
        let Some(sharding) = common else { continue };
        if !conflict {
            for &v in members {
                set_sharding(m, v, sharding.clone());
            }
            continue;
        }
        unchanged = false;
        let first = members[0];
        let span = owning_span(m, first);
        warnings.push(Diagnostic::warning(
            span,
            format!(
                "The initial operand shardings on the sharding groups of groupID: {} do not match. Inserting an open sharding constraint to all constrained values.",
                groups.ids[g]
            ),
        ));
        for &v in members {
            let open = fully_open(sharding.mesh.clone(), rank_of(m, v));
            let ty = m.values[v].ty.clone();
            let loc = m.values[v]
                .loc
                .clone()
                .or_else(|| m.defining_op(v).and_then(|d| m.ops[d].loc.clone()));
            let c = m.create_op(
                "sdy.sharding_constraint",
                vec![v],
                vec![ty],
                vec![NamedAttr::new("sharding", sharding_attr(open), true)],
                loc,
            );
            m.insert_op_after_value(v, c);
            let r = m.ops[c].results[0];
            m.replace_all_uses_except(v, r, c);
        }
    }
    (warnings, unchanged.then_some(groups))
}

fn owning_span(m: &Module, v: ValueId) -> crate::diag::Span {
    let op: Option<OpId> = m.owning_op(v);
    op.map(|o| m.ops[o].span)
        .unwrap_or(crate::diag::Span::DUMMY)
}
