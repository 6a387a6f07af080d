//! Neighbourhood search on the priced instance. The price-guided search (`lagrange`) minimises
//! the priced costs (each node pays its usage times the prices of its live steps, the limit
//! lifted) by forest moves and descent, and stalls in their local optima: on S its priced
//! answers cost 1.60-1.64e9 where the best known feasible answer costs 1.53e9. Here the priced
//! instance itself (no memory rows: its sub-ILPs are as quick as those of an instance without
//! limit) is searched by the exact neighbourhoods of `lns`; after a few of them the priced
//! answer is repaired into a feasible one (the cheapest usage cuts at the overloaded steps,
//! feasible descents), kept when it improves, and the prices follow the priced answer's
//! overload by a subgradient step.

use super::kernel::Pool;
use super::lagrange::{load_of, node_prices, repair_answer, step};
use super::lns::{Lns, LnsSettings};
use super::local::State;
use super::recombine::recombine;
use super::trace::Trace;
use super::{Instance, FORBIDDEN};

/// Neighbourhoods of the priced instance between two repairs.
const ROUNDS_PER_REPAIR: u64 = 4;
/// First subgradient scale (the prices come from the price-guided search, near good ones).
const FIRST_SCALE: f64 = 0.05;
/// Wall-clock cap of one recombination's knapsack ILP.
const RECOMBINE_SECONDS: f64 = 5.0;
/// Repairs without a better feasible answer before the scale is halved.
const PATIENCE: usize = 6;

/// What the priced search did.
pub(crate) struct PricedOutcome {
    /// Neighbourhoods solved on the priced instance.
    pub(crate) rounds: u64,
    /// Repairs, and those that improved the feasible answer.
    pub(crate) repairs: usize,
    pub(crate) improved: usize,
}

/// `instance` with each node's costs raised by its usage at `price` (per node), limit lifted;
/// forbidden costs stay forbidden.
pub(crate) fn priced_instance(instance: &Instance, price: &[f64]) -> Instance {
    let mut priced = Instance {
        name: instance.name.clone(),
        nodes: instance.nodes.clone(),
        edges: instance.edges.clone(),
        usage_limit: None,
    };
    reprice(&mut priced, instance, price);
    priced
}

/// Sets the node costs of `priced` to those of `instance` plus usage at `price`.
fn reprice(priced: &mut Instance, instance: &Instance, price: &[f64]) {
    for ((p, n), &pv) in priced.nodes.iter_mut().zip(&instance.nodes).zip(price) {
        for ((c, &base), &u) in p.costs.iter_mut().zip(&n.costs).zip(&n.usages) {
            *c = if base >= FORBIDDEN {
                base
            } else {
                let extra = (u as f64 * pv).round().min(FORBIDDEN as f64) as i64;
                base.saturating_add(extra).min(FORBIDDEN - 1)
            };
        }
    }
}

/// Searches the priced instance from `state`'s answer at prices `lambda` (per step), repairing
/// every `ROUNDS_PER_REPAIR` neighbourhoods and keeping the best feasible answer in `state`,
/// until `seconds_left()` is not positive or `max_rounds` neighbourhoods ran.
pub(crate) fn priced_search(
    state: &mut State,
    mut lambda: Vec<f64>,
    settings: &LnsSettings,
    pool: &mut Pool,
    trace: &Trace,
    max_rounds: Option<u64>,
    seconds_left: impl Fn() -> Option<f64>,
) -> PricedOutcome {
    let inst = state.instance;
    let mut out = PricedOutcome {
        rounds: 0,
        repairs: 0,
        improved: 0,
    };
    let Some(limit) = inst.usage_limit else {
        return out;
    };
    let horizon = inst.horizon();
    let mut priced = priced_instance(inst, &node_prices(inst, &lambda));
    let mut answer = state.solution.clone();
    let mut lns = Lns::new(settings.seed);
    let (mut scale, mut stale) = (FIRST_SCALE, 0);
    loop {
        if max_rounds.is_some_and(|m| lns.rounds >= m) {
            break;
        }
        let seconds = seconds_left().unwrap_or(f64::INFINITY);
        if seconds <= 0.0 {
            break;
        }
        let mut ps = State::new(&priced, answer);
        let priced_before = ps.cost;
        for _ in 0..ROUNDS_PER_REPAIR {
            let seconds = seconds_left().unwrap_or(f64::INFINITY);
            if seconds <= 0.0 || max_rounds.is_some_and(|m| lns.rounds >= m) {
                break;
            }
            lns.round(&mut ps, settings, seconds);
        }
        let priced_cost = ps.cost;
        answer = ps.solution;
        let load = load_of(inst, horizon, |v| inst.nodes[v].usages[answer[v]]);
        let before = state.cost;
        let raw = super::evaluate(inst, &answer).cost;
        let peak = load.iter().copied().max().unwrap_or(0);
        let repaired = repair_answer(state, &answer, pool);
        let seconds = seconds_left().map(|s| s.min(RECOMBINE_SECONDS));
        let kept = recombine(state, &answer, settings.threads, seconds) || repaired;
        if kept {
            state.descend(20);
            pool.offer(state.cost, &state.solution);
        }
        trace.note(|| format!("priced {priced_before} -> {priced_cost}; cost {raw}, peak {:.3}, scale {scale}, best {}", peak as f64 / limit as f64, state.cost));
        out.repairs += 1;
        if kept && state.cost < before {
            out.improved += 1;
            stale = 0;
            trace.note(|| format!("priced search round {}: cost {}", lns.rounds, state.cost));
        } else {
            stale += 1;
            if stale >= PATIENCE {
                scale /= 2.0;
                stale = 0;
            }
        }
        let value = priced_cost as f64 - limit as f64 * lambda.iter().sum::<f64>();
        step(&mut lambda, &load, limit, scale, state.cost as f64, value);
        reprice(&mut priced, inst, &node_prices(inst, &lambda));
    }
    out.rounds = lns.rounds;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::forest::Rng;
    use crate::iopddl::{evaluate, Node};
    use std::num::NonZeroU32;

    /// Seven nodes on a cycle with a chord, two or three strategies each (cheaper ones use
    /// more), overlapping intervals and a limit a little over the least peak.
    fn random_instance(seed: u64) -> Instance {
        let mut rng = Rng::new(seed);
        let nodes: Vec<Node> = (0..7)
            .map(|_| {
                let k = 2 + rng.below(2);
                let start = rng.below(3) as i64;
                let usages: Vec<i64> = (0..k).map(|_| 1 + rng.below(6) as i64).collect();
                Node {
                    interval: (start, start + 1 + rng.below(3) as i64),
                    costs: usages
                        .iter()
                        .map(|u| 40 - 5 * u + rng.below(8) as i64)
                        .collect(),
                    usages,
                }
            })
            .collect();
        let pairs = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 0),
            (1, 4),
        ];
        crate::iopddl::test_instances::with_edges_and_limit(&mut rng, nodes, &pairs, 25, (1, 4))
    }

    /// The priced instance charges each strategy its usage at the node's price, keeps the
    /// forbidden entries and has no limit.
    #[test]
    fn priced_costs_add_usage_at_the_price() {
        let inst = random_instance(3);
        let price: Vec<f64> = (0..7).map(|v| v as f64 * 0.5).collect();
        let priced = priced_instance(&inst, &price);
        assert_eq!(priced.usage_limit, None);
        for (v, (p, n)) in priced.nodes.iter().zip(&inst.nodes).enumerate() {
            for s in 0..n.len() {
                let extra = (n.usages[s] as f64 * price[v]).round() as i64;
                assert_eq!(p.costs[s], n.costs[s] + extra, "node {v} strategy {s}");
            }
        }
        assert_eq!(priced.edges, inst.edges);
    }

    /// From the least-memory start under a work limit: the answer stays feasible, never gets
    /// dearer, its cost is the evaluator's, and on some instances it improves.
    #[test]
    fn priced_search_keeps_the_limit_and_improves() {
        let settings = LnsSettings {
            threads: NonZeroU32::MIN,
            seed: 1,
            node_limit: 100,
            sub_time_limit: None,
        };
        let mut improved = 0;
        for seed in 0..20 {
            let inst = random_instance(seed);
            let mut state = State::least_memory(&inst);
            let start = state.cost;
            let lambda = vec![1.0; inst.horizon()];
            let mut pool = Pool::new(4);
            let trace = Trace::from_env();
            let out = priced_search(
                &mut state,
                lambda,
                &settings,
                &mut pool,
                &trace,
                Some(8),
                || None,
            );
            assert!(out.rounds <= 8, "seed {seed}");
            assert!(state.is_feasible(), "seed {seed}");
            assert!(state.cost <= start, "seed {seed}");
            assert_eq!(
                state.cost,
                evaluate(&inst, &state.solution).cost,
                "seed {seed}"
            );
            improved += usize::from(state.cost < start);
        }
        assert!(improved > 3, "improved {improved} of 20");
    }
}
