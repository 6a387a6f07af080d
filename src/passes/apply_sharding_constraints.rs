//! `sdy-apply-sharding-constraints`: copies the sharding of a `sdy.sharding_constraint`
//! (or of a manual computation's in_sharding) onto its input when the constraint dictates
//! it: the input has no sharding yet, the sharding is fully closed, and no other
//! constraint or manual computation uses the input with a different sharding. If the
//! input is a data-flow edge target, the constraint is moved (or, for a manual
//! computation, created) right after the input and takes over all its uses instead, so
//! the other targets of the edge stay free.
//!
//! A chain of constraints (`y = c(x); z = c(y); w = c(z)`, each with a single use but the
//! last, `x` without sharding and without other constraint users) also gets the uses of
//! `x` after its last constraint in the same block (except `func.return`) redirected to
//! the end of the chain.

use super::sharding::{
    data_flow_edge_of, get_sharding, is_fully_closed, rank_of, set_sharding, shardable_value,
    SHARDING_RULE_ATTR,
};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::{OpShardingRule, SdyAttr, TensorSharding};
use crate::ir::uses::UseIndex;
use crate::ir::{Attr, Module, NamedAttr, OpId, ValueId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let ops = super::walk_post_order(m);
    // Every use changes through the index (one walk instead of one per constraint).
    let mut uses = UseIndex::build(m, &ops);
    for op in ops {
        match m.ops[op].name.as_str() {
            "sdy.sharding_constraint" => {
                if m.ops[op].operands.len() != 1 || m.ops[op].results.len() != 1 {
                    continue;
                }
                let input = m.ops[op].operands[0];
                if let Some(tail) = chain_tail(m, &uses, op) {
                    let tail_result = m.ops[tail].results[0];
                    let tail_block = m.ops[tail].parent;
                    uses.replace_uses_if(m, input, tail_result, |m, user, _| {
                        user != op
                            && m.ops[user].name != "func.return"
                            && m.ops[user].parent == tail_block
                            && m.is_before_in_block(tail, user)
                    });
                }
                let Some(sharding) = own_sharding(m, op) else {
                    continue;
                };
                apply(m, &mut uses, op, input, sharding, Target::Constraint(op));
            }
            "sdy.manual_computation" => {
                let ins = match m.ops[op].attr("in_shardings") {
                    Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.clone(),
                    _ => continue,
                };
                let operands = m.ops[op].operands.clone();
                for (operand, sharding) in operands.into_iter().zip(ins) {
                    apply(m, &mut uses, op, operand, sharding, Target::Manual(op));
                }
            }
            _ => {}
        }
    }
    Ok(Diagnostics::default())
}

fn own_sharding(m: &Module, op: OpId) -> Option<TensorSharding> {
    match m.ops[op].attr("sharding") {
        Some(Attr::Sdy(SdyAttr::Sharding(s))) => Some(s.clone()),
        _ => None,
    }
}

/// What stands for the constraint when the input is a data-flow edge target.
enum Target {
    /// The constraint itself, moved right after the input.
    Constraint(OpId),
    /// A new constraint after the operand of this manual computation.
    Manual(OpId),
}

fn is_constraint_user(m: &Module, op: OpId) -> bool {
    matches!(
        m.ops[op].name.as_str(),
        "sdy.sharding_constraint" | "sdy.manual_computation"
    )
}

/// Whether `input` is used by a constraint or manual computation with a sharding other
/// than `sharding`.
fn used_with_other_sharding(
    m: &Module,
    uses: &UseIndex,
    input: ValueId,
    sharding: &TensorSharding,
) -> bool {
    uses.users(input)
        .iter()
        .any(|&(user, i)| match m.ops[user].name.as_str() {
            "sdy.sharding_constraint" => own_sharding(m, user).as_ref() != Some(sharding),
            "sdy.manual_computation" => match m.ops[user].attr("in_shardings") {
                Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => {
                    v.get(i as usize) != Some(sharding)
                }
                _ => true,
            },
            _ => false,
        })
}

fn should_apply(m: &Module, uses: &UseIndex, input: ValueId, sharding: &TensorSharding) -> bool {
    shardable_value(m, input).is_some()
        && get_sharding(m, input).is_none()
        && is_fully_closed(sharding)
        && !used_with_other_sharding(m, uses, input, sharding)
}

fn apply(
    m: &mut Module,
    uses: &mut UseIndex,
    op: OpId,
    input: ValueId,
    sharding: TensorSharding,
    target: Target,
) {
    if !should_apply(m, uses, input, &sharding) {
        return;
    }
    let defined_by_edge = m
        .defining_op(input)
        .is_some_and(|d| m.ops[d].name == "sdy.data_flow_edge");
    if defined_by_edge || data_flow_edge_of(m, input).is_some() {
        let constraint = match target {
            Target::Constraint(c) => {
                m.move_op_after_value(c, input);
                c
            }
            Target::Manual(mc) => {
                let ty = m.values[input].ty.clone();
                let loc = m.ops[mc].loc.clone();
                let attrs = vec![NamedAttr::new(
                    "sharding",
                    Attr::Sdy(SdyAttr::Sharding(sharding.clone())),
                    true,
                )];
                let c = m.create_op("sdy.sharding_constraint", vec![input], vec![ty], attrs, loc);
                m.insert_op_after_value(input, c);
                uses.add_op(m, c);
                c
            }
        };
        let r = m.ops[constraint].results[0];
        uses.replace_uses_if(m, input, r, |_, user, _| user != constraint);
        if !sharding.unreduced.is_empty() {
            let mut s = get_sharding(m, input).unwrap_or_else(|| {
                TensorSharding::empty(sharding.mesh.clone(), rank_of(m, input), false)
            });
            s.unreduced = sharding.unreduced.clone();
            set_sharding(m, input, s);
        }
    } else {
        set_constraint_rule(m, op);
        set_sharding(m, input, sharding);
    }
}

/// Shardy materializes the op's sharding rule here (`getOrCreateShardingRule` with the
/// attribute set): a constraint is pointwise over its dims. Manual computations have no
/// rule.
fn set_constraint_rule(m: &mut Module, op: OpId) {
    if m.ops[op].name != "sdy.sharding_constraint" || m.ops[op].attr(SHARDING_RULE_ATTR).is_some() {
        return;
    }
    let r = m.ops[op].results[0];
    let Some(shape) = m.tensor_type(r).and_then(|t| t.static_shape()) else {
        return;
    };
    let mapping: Vec<Vec<usize>> = (0..shape.len()).map(|i| vec![i]).collect();
    let rule = OpShardingRule {
        operands: vec![mapping.clone()],
        results: vec![mapping],
        factor_sizes: shape,
        ..Default::default()
    };
    m.set_discardable_attr(
        op,
        SHARDING_RULE_ATTR,
        Attr::Sdy(SdyAttr::Rule(Box::new(rule))),
    );
}

fn is_unary_constraint(m: &Module, op: OpId) -> bool {
    let o = &m.ops[op];
    o.name == "sdy.sharding_constraint" && o.operands.len() == 1 && o.results.len() == 1
}

/// The last constraint of the chain starting at `head`, if the chain qualifies (see the
/// module docs).
fn chain_tail(m: &Module, uses: &UseIndex, head: OpId) -> Option<OpId> {
    let input = m.ops[head].operands[0];
    if m.defining_op(input)
        .is_some_and(|d| m.ops[d].name == "sdy.sharding_constraint")
    {
        return None;
    }
    if get_sharding(m, input).is_some() {
        return None;
    }
    if uses
        .users(input)
        .iter()
        .any(|&(u, _)| u != head && is_constraint_user(m, u))
    {
        return None;
    }
    let mut tail = head;
    loop {
        match uses.users(m.ops[tail].results[0]) {
            [(u, _)] if is_unary_constraint(m, *u) => tail = *u,
            _ => break,
        }
    }
    if tail == head {
        return None;
    }
    if uses
        .users(m.ops[tail].results[0])
        .iter()
        .any(|&(u, _)| is_constraint_user(m, u))
    {
        return None;
    }
    Some(tail)
}
