//! The usage limit lifted: the instance without the limit is reduced exactly (`reduce`: nodes
//! with one or two neighbours folded away) and the whole ILP of its core is solved from the
//! current answer. Its bound is a proven lower bound of the limited instance (dropping the
//! limit only lowers the optimum): on V the lifted optimum is 87,814, solved at the root,
//! where the edge-owner bound says 16. The lifted answer then feeds the limited search twice:
//! repaired into a feasible answer (the cheapest usage cuts at the overloaded steps, then
//! feasible descents), and as a pool answer whose strategies join the candidates of the
//! limited restricted ILPs. On V that answer is far over the limit (peak 29 times the limit),
//! so the limit, not the edges, is what the feasible answers pay for.

use super::kernel::Pool;
use super::lagrange::repair_answer;
use super::local::State;
use super::reduce::reduce;
use super::solve::whole_ilp;
use super::{Instance, IopddlOptions};

/// What the lifted phase did, for the report.
pub(crate) struct Lifted {
    /// Cost of the lifted answer (a lower cost than any feasible one need not exist).
    pub(crate) cost: i128,
    /// Whether its repair improved the feasible answer.
    pub(crate) repaired: bool,
    /// A proven lower bound on the lifted optimum, so on the limited one.
    pub(crate) bound: f64,
    /// What the whole ILP of the reduced core did.
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
    let reduced = reduce(&lifted, &vec![true; lifted.nodes.len()]);
    let start = reduced.nodes.iter().map(|&v| state.solution[v]).collect();
    let mut core = State::new(&reduced.core, start);
    let (status, bound, hit_clock) = whole_ilp(&mut core, options, left(until));
    let summary = format!(
        "core of {} nodes, {} edges: {status}",
        reduced.core.nodes.len(),
        reduced.core.edges.len()
    );
    let answer = reduced.expand(&core.solution);
    let cost = State::new(&lifted, answer.clone()).cost;
    let repaired = repair_answer(state, &answer, pool);
    // Offered last: the cheapest, so always kept (its strategies become candidates).
    pool.offer(cost, &answer);
    Some(Lifted {
        cost,
        repaired,
        bound,
        summary,
        hit_clock,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::Node;

    /// Four nodes live together, each cheap only at its large usage: the lifted answer puts all
    /// four there (cost 0, over the limit); its repair cuts the fewest back (cost 20, feasible),
    /// better than the least-memory start (40), and the lifted answer joins the pool.
    #[test]
    fn lifted_answer_is_repaired_under_the_limit() {
        let node = Node {
            interval: (0, 1),
            costs: vec![10, 0],
            usages: vec![1, 5],
        };
        let inst = Instance {
            name: String::new(),
            nodes: vec![node; 4],
            edges: Vec::new(),
            usage_limit: Some(12),
        };
        let mut state = State::least_memory(&inst);
        assert_eq!(state.cost, 40);
        let mut pool = Pool::new(4);
        let options = IopddlOptions::default();
        let out = lifted_phase(&mut state, &mut pool, &options, 1.0, |_| None).expect("limited");
        assert_eq!(out.cost, 0, "the lifted optimum ignores the limit");
        assert!(out.repaired);
        assert!(state.is_feasible());
        assert_eq!(state.cost, 20);
        assert_eq!(pool.answers()[0], vec![1, 1, 1, 1]);
        let unlimited = Instance {
            usage_limit: None,
            ..inst.clone()
        };
        let mut free = State::least_memory(&unlimited);
        assert!(lifted_phase(&mut free, &mut pool, &options, 1.0, |_| None).is_none());
    }
}
