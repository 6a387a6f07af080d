//! Reshard edges as flows on a sparse graph instead of a full transport.
//!
//! A reshard of a value from a choice among `n` shardings to a choice among `m` is
//! priced exactly by the tight marginal (transport) form with `n * m` variables. On a
//! 3-D mesh a rank-4 tensor has over a hundred candidate shardings, so one edge costs
//! more than ten thousand variables. But the cost model reshards axis by axis through
//! intermediate shardings, so a reshard cost is usually the cost of a path of cheaper
//! reshards: `C[a][b] = C[a][k] + C[k][b]` for some `k`. When `C` is a metric (no pair
//! is cheaper through a third sharding than direct), the transport between two choices
//! equals a min-cost flow on the graph of the arcs that are not such sums, whose
//! shortest paths are `C` again: at integer choices the flow costs exactly `C[a][b]`,
//! and the LP relaxation is the same transport LP.
//!
//! When `C` is not a metric (the cost model's one-step reshard from `a` to `b` is dearer
//! than going through `k`: an all-gather then a slice against an all-to-all then a
//! cheaper step), the graph prices its shortest paths, [`closure`]: the plan then
//! reshards in steps along the path ([`Route::path`]), each step an explicit
//! `sdy.reshard` that the cost model charges at its own cost, so the objective is still
//! the plan's cost.
//!
//! [`sparse_arcs`] finds those arcs and verifies (all-pairs shortest paths) that the
//! sparse graph reproduces its metric on every pair.

use crate::ir::sdy::TensorSharding;

/// A sparse reshard graph: its nodes (shardings) and arcs (one-step reshards, with their
/// costs in seconds).
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    pub nodes: Vec<Option<TensorSharding>>,
    pub arcs: Vec<(usize, usize, f64)>,
}

impl Route {
    /// The cheapest path of shardings from `from` to `to` (both excluded from the
    /// steps: the result is the shardings after each step, ending with `to`); ties go
    /// to the path through lower node indices. `None` if either is not a node.
    pub fn path(
        &self,
        from: &Option<TensorSharding>,
        to: &Option<TensorSharding>,
    ) -> Option<Vec<Option<TensorSharding>>> {
        let n = self.nodes.len();
        let s = self.nodes.iter().position(|x| x == from)?;
        let t = self.nodes.iter().position(|x| x == to)?;
        let mut dist = vec![f64::INFINITY; n];
        let mut prev = vec![usize::MAX; n];
        let mut done = vec![false; n];
        dist[s] = 0.0;
        for _ in 0..n {
            let Some(u) = (0..n)
                .filter(|&i| !done[i] && dist[i].is_finite())
                .min_by(|&a, &b| dist[a].total_cmp(&dist[b]).then(a.cmp(&b)))
            else {
                break;
            };
            done[u] = true;
            for &(a, b, c) in &self.arcs {
                // An unreached node has no tolerance (`inf - inf` is NaN).
                let better = !dist[b].is_finite() || dist[u] + c < dist[b] - tol(dist[b]);
                if a == u && better {
                    dist[b] = dist[u] + c;
                    prev[b] = u;
                }
            }
        }
        if !dist[t].is_finite() {
            return None;
        }
        let mut steps = vec![t];
        let mut at = t;
        loop {
            let p = prev[at];
            if p == s {
                break;
            }
            if p == usize::MAX {
                return None;
            }
            steps.push(p);
            at = p;
        }
        steps.reverse();
        Some(steps.into_iter().map(|i| self.nodes[i].clone()).collect())
    }
}

/// All-pairs shortest paths of `c` (Floyd–Warshall): its metric closure.
pub fn closure(c: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = c.len();
    let mut d = c.to_vec();
    for k in 0..n {
        for a in 0..n {
            for b in 0..n {
                let via = d[a][k] + d[k][b];
                if via < d[a][b] {
                    d[a][b] = via;
                }
            }
        }
    }
    d
}

/// Tolerance for comparing costs (seconds): relative, with an absolute floor.
fn tol(x: f64) -> f64 {
    1e-9 * x.abs() + 1e-15
}

/// The arcs `(u, v)` of a graph whose shortest-path distances equal `c` (an `n x n`
/// cost matrix with a zero diagonal), or `None` when `c` is not a metric.
pub fn sparse_arcs(c: &[Vec<f64>]) -> Option<Vec<(usize, usize)>> {
    let n = c.len();
    // Per pair the cheapest way through a third node: cheaper than direct breaks the
    // triangle inequality; as cheap makes the direct arc redundant.
    let mut arcs = Vec::new();
    for a in 0..n {
        for b in 0..n {
            if a == b {
                continue;
            }
            let mut best = f64::INFINITY;
            for k in 0..n {
                if k != a && k != b {
                    best = best.min(c[a][k] + c[k][b]);
                }
            }
            if best < c[a][b] - tol(c[a][b]) {
                return None;
            }
            if best > c[a][b] + tol(c[a][b]) {
                arcs.push((a, b));
            }
        }
    }
    // Verify: the shortest paths over the kept arcs are `c`.
    let mut d = vec![vec![f64::INFINITY; n]; n];
    for (i, row) in d.iter_mut().enumerate() {
        row[i] = 0.0;
    }
    for &(a, b) in &arcs {
        d[a][b] = c[a][b];
    }
    for k in 0..n {
        for a in 0..n {
            if d[a][k].is_infinite() {
                continue;
            }
            for b in 0..n {
                let via = d[a][k] + d[k][b];
                if via < d[a][b] {
                    d[a][b] = via;
                }
            }
        }
    }
    for a in 0..n {
        for b in 0..n {
            if (d[a][b] - c[a][b]).abs() > tol(c[a][b]) * 4.0 {
                return None;
            }
        }
    }
    Some(arcs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshRef;

    #[test]
    fn a_path_metric_keeps_only_its_steps() {
        // 0 - 1 - 2 on a line, unit steps: the 0->2 arcs are sums.
        let c = vec![
            vec![0.0, 1.0, 2.0],
            vec![1.0, 0.0, 1.0],
            vec![2.0, 1.0, 0.0],
        ];
        assert_eq!(sparse_arcs(&c), Some(vec![(0, 1), (1, 0), (1, 2), (2, 1)]));
    }

    #[test]
    fn a_non_metric_keeps_the_full_transport() {
        let c = vec![
            vec![0.0, 1.0, 5.0],
            vec![1.0, 0.0, 1.0],
            vec![5.0, 1.0, 0.0],
        ];
        assert_eq!(sparse_arcs(&c), None);
    }

    #[test]
    fn a_non_metric_is_priced_by_its_closure_and_routed() {
        let c = vec![
            vec![0.0, 1.0, 5.0],
            vec![1.0, 0.0, 1.0],
            vec![5.0, 1.0, 0.0],
        ];
        let d = closure(&c);
        assert_eq!(d[0][2], 2.0);
        let arcs = sparse_arcs(&d).unwrap();
        let r = Route {
            nodes: vec![None, None, None],
            arcs: arcs.iter().map(|&(a, b)| (a, b, d[a][b])).collect(),
        };
        assert_eq!(r.arcs.len(), 4);
    }

    #[test]
    fn a_route_steps_through_the_cheaper_sharding() {
        // Distinct nodes (ranks 1..3 of empty shardings); 0 -> 2 costs 5 direct, 2 via 1.
        let node = |rank| {
            Some(TensorSharding::empty(
                MeshRef::Symbol("mesh".into()),
                rank,
                true,
            ))
        };
        let d = closure(&[
            vec![0.0, 1.0, 5.0],
            vec![1.0, 0.0, 1.0],
            vec![5.0, 1.0, 0.0],
        ]);
        let arcs = sparse_arcs(&d).unwrap();
        let r = Route {
            nodes: vec![node(1), node(2), node(3)],
            arcs: arcs.iter().map(|&(a, b)| (a, b, d[a][b])).collect(),
        };
        assert_eq!(r.path(&node(1), &node(3)), Some(vec![node(2), node(3)]));
        assert_eq!(r.path(&node(2), &node(3)), Some(vec![node(3)]));
        assert_eq!(r.path(&node(1), &node(4)), None);
    }

    #[test]
    fn free_slices_and_costly_gathers() {
        // 0 replicated, 1 and 2 sharded two ways: slicing is free, gathering costs.
        let c = vec![
            vec![0.0, 0.0, 0.0],
            vec![3.0, 0.0, 3.0],
            vec![3.0, 3.0, 0.0],
        ];
        let arcs = sparse_arcs(&c).unwrap();
        assert!(arcs.contains(&(0, 1)) && arcs.contains(&(1, 0)));
        assert!(!arcs.contains(&(1, 2)), "1 -> 2 goes through replicated");
    }
}
