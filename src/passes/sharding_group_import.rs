//! `sdy-sharding-group-import`: canonicalizes and validates sharding groups.
//!
//! Groups that share a value are merged (transitively) and renumbered `0..N-1` in order
//! of first appearance; a value listed twice in a group keeps its first
//! `sdy.sharding_group` op. A group whose members live in different
//! `sdy.manual_computation` bodies (or in one and outside) is an error, as is a group of
//! tensors of different shapes.

use rustc_hash::FxHashMap;

use super::{PassOptions, PassResult};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{Attr, Module, OpId, ValueId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    // Values in order of first appearance, each with its group ops in walk order.
    let mut tensors: Vec<(ValueId, Vec<OpId>)> = Vec::new();
    let mut index_of: FxHashMap<ValueId, usize> = FxHashMap::default();
    let mut manual_parent: FxHashMap<i64, (Option<OpId>, OpId)> = FxHashMap::default();
    let mut shape_of: FxHashMap<i64, Option<Vec<crate::ir::Dim>>> = FxHashMap::default();
    for op in super::walk_post_order(m) {
        if m.ops[op].name != "sdy.sharding_group" || m.ops[op].operands.len() != 1 {
            continue;
        }
        let input = m.ops[op].operands[0];
        let i = *index_of.entry(input).or_insert_with(|| {
            tensors.push((input, vec![]));
            tensors.len() - 1
        });
        tensors[i].1.push(op);
        let id = group_id(m, op);
        let parent = m.enclosing_op_named(op, "sdy.manual_computation");
        let (first_parent, first_op) = *manual_parent.entry(id).or_insert((parent, op));
        if first_parent != parent {
            let place = |p: Option<OpId>| match p {
                Some(_) => "inside the body of a sdy.manual_computation",
                None => "outside any sdy.manual_computation",
            };
            let mut d = error(
                m,
                op,
                format!(
                    "ShardingGroupOps values cannot cross ManualComputationOp boundaries for groupId: {id}"
                ),
            );
            let note = if first_parent.is_some() && parent.is_some() {
                "this member is in another sdy.manual_computation than the group's first member, here"
                    .to_string()
            } else {
                format!(
                    "this member is {}, the group's first member {}, here",
                    place(parent),
                    place(first_parent)
                )
            };
            d.0[0] = d.0[0].clone().with_note(note, Some(m.ops[first_op].span));
            return Err(d);
        }
        let shape = m.tensor_type(input).map(|t| t.shape.clone());
        if *shape_of.entry(id).or_insert_with(|| shape.clone()) != shape {
            return Err(error(
                m,
                op,
                format!("ShardingGroupOps values must have the same shape for groupId: {id}"),
            ));
        }
    }
    if tensors.is_empty() {
        return Ok(Diagnostics::default());
    }

    // Union-find in insertion order; a union keeps the leader of its first argument.
    let mut classes = Classes::default();
    for (_, ops) in &tensors {
        let canonical = group_id(m, ops[0]);
        for &op in ops {
            classes.union(canonical, group_id(m, op));
        }
    }
    let mut reindex: FxHashMap<i64, i64> = FxHashMap::default();
    for &id in &classes.members {
        if classes.leader(id) == id {
            let n = reindex.len() as i64;
            reindex.insert(id, n);
        }
    }
    let mut groups: Vec<Vec<OpId>> = vec![vec![]; reindex.len()];
    for (_, ops) in &tensors {
        for &op in ops {
            let new = reindex[&classes.leader(group_id(m, op))];
            let ty = match m.ops[op].attr("group_id") {
                Some(Attr::Int { ty, .. }) => ty.clone(),
                _ => None,
            };
            m.set_inherent_attr(op, "group_id", Attr::int(new, ty));
            groups[new as usize].push(op);
        }
    }
    // Erase duplicate members.
    for ops in groups {
        let mut seen = Vec::new();
        for op in ops {
            let input = m.ops[op].operands[0];
            if seen.contains(&input) {
                m.erase_op(op);
            } else {
                seen.push(input);
            }
        }
    }
    Ok(Diagnostics::default())
}

fn group_id(m: &Module, op: OpId) -> i64 {
    m.ops[op]
        .attr("group_id")
        .and_then(Attr::as_i64)
        .unwrap_or(0)
}

fn error(m: &Module, op: OpId, msg: String) -> Diagnostics {
    let mut d = Diagnostics::default();
    d.push(Diagnostic::error(m.ops[op].span, msg));
    d
}

/// Equivalence classes of group ids with LLVM `EquivalenceClasses` semantics: members
/// in insertion order; `union(a, b)` makes the leader of `a` lead the merged class.
#[derive(Default)]
struct Classes {
    members: Vec<i64>,
    parent: FxHashMap<i64, i64>,
}

impl Classes {
    fn insert(&mut self, x: i64) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.parent.entry(x) {
            e.insert(x);
            self.members.push(x);
        }
    }

    fn leader(&self, mut x: i64) -> i64 {
        while let Some(&p) = self.parent.get(&x) {
            if p == x {
                break;
            }
            x = p;
        }
        x
    }

    fn union(&mut self, a: i64, b: i64) {
        self.insert(a);
        self.insert(b);
        let (la, lb) = (self.leader(a), self.leader(b));
        if la != lb {
            self.parent.insert(lb, la);
        }
    }
}
