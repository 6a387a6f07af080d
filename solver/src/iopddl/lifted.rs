//! The usage limit lifted: on instances where the limit is what the primal side fails on (V:
//! the limit lifted, the restricted whole ILPs reach half the cost they stall at with it), the
//! restricted whole ILPs first solve the instance without the limit, from the current feasible
//! answer. The lifted answer then feeds the limited search twice: repaired into a feasible
//! answer (the cheapest usage cuts at the overloaded steps, then feasible descents), and as a
//! pool answer whose strategies join the candidates of the limited restricted ILPs, which pick
//! per node between it and the feasible answers under the memory rows.

use super::kernel::Pool;
use super::lagrange::repair_answer;
use super::local::State;
use super::solve::kernel_rounds;
use super::{Instance, IopddlOptions};

/// What the lifted phase did, for the report.
pub(crate) struct Lifted {
    /// Cost of the lifted answer (a lower cost than any feasible one need not exist).
    pub(crate) cost: i128,
    /// Whether its repair improved the feasible answer.
    pub(crate) repaired: bool,
    /// The lifted restricted ILPs' summary.
    pub(crate) summary: String,
    /// The clock stopped a restricted ILP.
    pub(crate) hit_clock: bool,
}

/// Solves `state`'s instance with the usage limit lifted (restricted whole ILPs until the
/// `until` share of the clock), repairs the answer into `state` when that improves it, and
/// offers the lifted answer to `pool`. None when the instance has no limit.
pub(crate) fn lifted_phase(
    state: &mut State,
    pool: &mut Pool,
    options: &IopddlOptions,
    until: f64,
    left: impl Fn(f64) -> Option<f64>,
) -> Option<Lifted> {
    state.instance.usage_limit?;
    let lifted = Instance {
        usage_limit: None,
        ..state.instance.clone()
    };
    let mut free = State::new(&lifted, state.solution.clone());
    let (summary, hit_clock) = kernel_rounds(&mut free, pool, &[], options, until, left);
    let answer = free.solution.clone();
    let cost = free.cost;
    let repaired = repair_answer(state, &answer, pool);
    // Offered last: the cheapest, so always kept (its strategies become candidates).
    pool.offer(cost, &answer);
    Some(Lifted {
        cost,
        repaired,
        summary,
        hit_clock,
    })
}
