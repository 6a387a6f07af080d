//! Op-priority propagation (Shardy's `OpPriorityPropagationPass`): five cumulative runs
//! of the strategy, each letting more ops propagate. The direction an op may propagate a
//! factor in during run `k` is the union of the first `k + 1` entries of the schedule:
//!
//! | run | what may propagate |
//! |---|---|
//! | 0 | pass-through ops (elementwise, reshape, transpose, data-flow edges, host offload calls) whose non-scalar operands have one use, both directions; dynamic_slice / dynamic_update_slice forward only |
//! | 1 | the same, ignoring multiple uses |
//! | 2 | only pass-through factors of any op; broadcast_in_dim backward only |
//! | 3 | everything, but broadcast_in_dim backward only |
//! | 4 | everything |

use super::engine::{Engine, Policy, StopReason};
use super::step::FactorStrategy;
use crate::ir::sdy::{Direction, OpShardingRule};
use crate::ir::{Attr, OpId};
use crate::rules::RuleQueries;

/// The number of op-priority runs.
pub const RUNS: usize = 5;

/// `NONE < FORWARD, BACKWARD < BOTH`; forward with backward is both.
pub fn union(a: Direction, b: Direction) -> Direction {
    use Direction::*;
    match (a, b) {
        (None, x) | (x, None) => x,
        (Both, _) | (_, Both) => Both,
        (Forward, Forward) => Forward,
        (Backward, Backward) => Backward,
        _ => Both,
    }
}

/// Forward with backward is none.
pub fn intersection(a: Direction, b: Direction) -> Direction {
    use Direction::*;
    match (a, b) {
        (Both, x) | (x, Both) => x,
        (None, _) | (_, None) => None,
        (Forward, Forward) => Forward,
        (Backward, Backward) => Backward,
        _ => None,
    }
}

fn is_offload_call(e: &Engine, op: OpId) -> bool {
    let o = &e.m.ops[op];
    o.name == "stablehlo.custom_call"
        && matches!(
            o.attr("call_target_name").and_then(Attr::as_str).as_deref(),
            Some("MoveToDevice" | "MoveToHost")
        )
}

fn pass_through_op(e: &Engine, op: OpId, allow_multi_use: bool) -> Direction {
    let name = e.m.ops[op].name.as_str();
    let by_uses = || {
        if allow_multi_use || e.operands_single_use(op) {
            Direction::Both
        } else {
            Direction::None
        }
    };
    if super::engine::is_elementwise(e.m, op)
        || is_offload_call(e, op)
        || matches!(
            name,
            "stablehlo.reshape" | "stablehlo.transpose" | "sdy.data_flow_edge"
        )
    {
        return by_uses();
    }
    if matches!(
        name,
        "stablehlo.dynamic_slice" | "stablehlo.dynamic_update_slice"
    ) {
        return intersection(by_uses(), Direction::Forward);
    }
    Direction::None
}

fn schedule(e: &Engine, op: OpId, rule: Option<&OpShardingRule>, f: usize, k: usize) -> Direction {
    let is_broadcast = e.m.ops[op].name == "stablehlo.broadcast_in_dim";
    match k {
        0 => pass_through_op(e, op, false),
        1 => pass_through_op(e, op, true),
        2 => {
            if rule.is_some_and(|r| !r.is_pass_through(f)) {
                Direction::None
            } else if is_broadcast {
                Direction::Backward
            } else {
                Direction::Both
            }
        }
        3 => {
            if is_broadcast {
                Direction::Backward
            } else {
                Direction::Both
            }
        }
        _ => Direction::Both,
    }
}

/// The direction of factor `f` of `op` in run `k` (the union of the schedule so far).
pub fn direction(
    e: &Engine,
    op: OpId,
    rule: Option<&OpShardingRule>,
    f: usize,
    k: usize,
) -> Direction {
    let mut d = Direction::None;
    for i in 0..=k.min(RUNS - 1) {
        d = union(d, schedule(e, op, rule, f, i));
        if d == Direction::Both {
            break;
        }
    }
    d
}

/// The five runs, each with every strategy in `strategies`.
pub fn propagate(e: &mut Engine, strategies: &[FactorStrategy], op_priority: bool) -> StopReason {
    let policies: Vec<Policy> = if op_priority {
        (0..RUNS).map(Policy::OpPriority).collect()
    } else {
        vec![Policy::Any]
    };
    for p in policies {
        for &s in strategies {
            if e.run(p, s) == StopReason::IterationLimit {
                return StopReason::IterationLimit;
            }
        }
    }
    StopReason::Converged
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;

    #[test]
    fn lattice() {
        assert_eq!(union(Forward, Backward), Both);
        assert_eq!(union(None, Forward), Forward);
        assert_eq!(intersection(Forward, Backward), None);
        assert_eq!(intersection(Both, Backward), Backward);
    }
}
