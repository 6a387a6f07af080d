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
use crate::ir::OpId;
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

fn pass_through_op(e: &Engine, op: OpId, allow_multi_use: bool) -> Direction {
    let class = e.g.class[op.0 as usize];
    let by_uses = || {
        if allow_multi_use || e.operands_single_use(op) {
            Direction::Both
        } else {
            Direction::None
        }
    };
    if class.pass_through {
        return by_uses();
    }
    if class.forward_pass_through {
        return intersection(by_uses(), Direction::Forward);
    }
    Direction::None
}

/// The directions of every factor of `op` in run `k` (the union of the schedule so
/// far); `rule` is the op's rule (`None`: an identity rule, all pass-through).
pub fn directions(
    e: &Engine,
    op: OpId,
    rule: Option<&OpShardingRule>,
    num_factors: usize,
    k: usize,
) -> Vec<Direction> {
    let mut out = Vec::with_capacity(num_factors);
    directions_into(e, op, rule, num_factors, k, &mut out);
    out
}

/// [`directions`], appended to `out` (the engine reuses one buffer for every step).
pub fn directions_into(
    e: &Engine,
    op: OpId,
    rule: Option<&OpShardingRule>,
    num_factors: usize,
    k: usize,
    out: &mut Vec<Direction>,
) {
    let class = e.g.class[op.0 as usize];
    // Runs 0 and 1 do not depend on the factor.
    let mut base = Direction::None;
    if k >= 1 {
        base = pass_through_op(e, op, true);
    } else {
        base = union(base, pass_through_op(e, op, false));
    }
    if k < 2 || base == Direction::Both {
        out.resize(out.len() + num_factors, base);
        return;
    }
    let broadcast_dir = if class.broadcast {
        Direction::Backward
    } else {
        Direction::Both
    };
    // Run 3 and later: every factor, broadcast backward only (run 4: everything).
    let late = match k {
        2 => None,
        3 => Some(broadcast_dir),
        _ => Some(Direction::Both),
    };
    out.extend((0..num_factors).map(|f| {
        let mut d = base;
        // Run 2: only pass-through factors.
        let two = if rule.is_some_and(|r| !r.is_pass_through(f)) {
            Direction::None
        } else {
            broadcast_dir
        };
        d = union(d, two);
        if let Some(l) = late {
            d = union(d, l);
        }
        d
    }));
}

/// The five runs, each with every strategy in `strategies`.
pub fn propagate(e: &mut Engine, strategies: &[FactorStrategy], op_priority: bool) -> StopReason {
    let policies: Vec<Policy> = if op_priority {
        (0..RUNS).map(Policy::OpPriority).collect()
    } else {
        vec![Policy::Any]
    };
    let mut reason = StopReason::Converged;
    for p in policies {
        for &s in strategies {
            let r = e.run(p, s);
            if r != StopReason::Converged {
                reason = r;
            }
        }
    }
    reason
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
