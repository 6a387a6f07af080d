//! Contraction of bijective edges. On XLA's instances every edge with forbidden entries is a
//! perfect matching between the two ends' allowed strategies (the strategy of one end fixes
//! the other's): such ends always move together, so each connected group of them becomes one
//! node whose strategies are the root's (those consistent around every cycle of the group),
//! with the members' node costs and the group's inner edges folded into its cost, and the edges
//! between two groups summed into one matrix. The usage stays on the members (each has its own
//! interval): callers price it per member or check it on the original instance.

use super::{Edge, Instance, Node, FORBIDDEN};
use std::collections::HashMap;

/// The contracted instance and the map between its answers and the original's.
pub(crate) struct Contracted {
    /// One node per group (no interval, no usage), edges between groups summed.
    pub(crate) instance: Instance,
    /// Per group, its members and each member's strategy for every group strategy.
    pub(crate) members: Vec<Vec<(usize, Vec<usize>)>>,
    /// The group of each original node and its position among the members.
    pub(crate) group_of: Vec<(usize, usize)>,
    /// The original nodes (intervals and usages, for the usage limit).
    pub(crate) original_nodes: Vec<Node>,
}

/// The partner of `s` (a strategy of `a`) across bijective edge `e`, if exactly one is allowed.
fn partner(inst: &Instance, e: usize, a: usize, s: usize) -> Option<usize> {
    let w = inst.other_end(e, a);
    let mut found = None;
    for t in 0..inst.nodes[w].len() {
        if inst.edge_cost_from(e, a, s, t) < FORBIDDEN {
            if found.is_some() {
                return None;
            }
            found = Some(t);
        }
    }
    found
}

/// Whether `e` matches the two ends' strategies one to one (and has a forbidden entry).
fn bijective(inst: &Instance, e: usize) -> bool {
    let edge = &inst.edges[e];
    let (ku, kv) = (inst.nodes[edge.u].len(), inst.nodes[edge.v].len());
    edge.u != edge.v
        && ku == kv
        && edge.costs.iter().any(|&c| c >= FORBIDDEN)
        && (0..ku).all(|s| partner(inst, e, edge.u, s).is_some())
        && (0..kv).all(|t| partner(inst, e, edge.v, t).is_some())
}

/// Contracts `inst` along its bijective edges.
pub(crate) fn contract(inst: &Instance) -> Contracted {
    let n = inst.nodes.len();
    let inc = inst.incidence();
    let bij: Vec<bool> = (0..inst.edges.len()).map(|e| bijective(inst, e)).collect();
    let mut group_of = vec![(usize::MAX, 0); n];
    let mut members: Vec<Vec<(usize, Vec<usize>)>> = Vec::new();
    for root in 0..n {
        if group_of[root].0 != usize::MAX {
            continue;
        }
        let group = grow(inst, &inc, &bij, root, &group_of);
        let g = members.len();
        for (i, (v, _)) in group.iter().enumerate() {
            group_of[*v] = (g, i);
        }
        members.push(group);
    }
    let instance = build(inst, &members, &group_of);
    Contracted {
        instance,
        members,
        group_of,
        original_nodes: inst.nodes.clone(),
    }
}

/// The group of `root` along bijective edges, each member with its strategy per consistent
/// root strategy; a group with no consistent strategy is the root alone.
fn grow(
    inst: &Instance,
    inc: &[Vec<usize>],
    bij: &[bool],
    root: usize,
    taken: &[(usize, usize)],
) -> Vec<(usize, Vec<usize>)> {
    let k = inst.nodes[root].len();
    let mut map: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut order = vec![root];
    map.insert(root, (0..k).collect());
    let mut ok = vec![true; k];
    let mut i = 0;
    while i < order.len() {
        let x = order[i];
        i += 1;
        for &e in inc[x].iter().filter(|&&e| bij[e]) {
            let w = inst.other_end(e, x);
            if taken[w].0 != usize::MAX {
                continue;
            }
            let next: Vec<usize> = map[&x]
                .iter()
                .map(|&s| partner(inst, e, x, s).unwrap_or(0))
                .collect();
            match map.get(&w) {
                Some(old) => {
                    for gs in 0..k {
                        ok[gs] &= old[gs] == next[gs];
                    }
                }
                None => {
                    map.insert(w, next);
                    order.push(w);
                }
            }
        }
    }
    let keep: Vec<usize> = (0..k).filter(|&gs| ok[gs]).collect();
    if keep.is_empty() {
        return vec![(root, (0..k).collect())];
    }
    order
        .into_iter()
        .map(|v| (v, keep.iter().map(|&gs| map[&v][gs]).collect()))
        .collect()
}

fn add(a: i64, b: i64) -> i64 {
    a.saturating_add(b).min(FORBIDDEN)
}

/// The contracted instance: group costs (members and inner edges), summed outer edges.
fn build(
    inst: &Instance,
    members: &[Vec<(usize, Vec<usize>)>],
    group_of: &[(usize, usize)],
) -> Instance {
    let strat = |v: usize, gs: usize| {
        let (g, i) = group_of[v];
        members[g][i].1[gs]
    };
    let mut nodes: Vec<Node> = members
        .iter()
        .map(|m| {
            let k = m[0].1.len();
            let costs = (0..k)
                .map(|gs| {
                    m.iter()
                        .fold(0, |c, (v, map)| add(c, inst.nodes[*v].costs[map[gs]]))
                })
                .collect();
            Node {
                interval: (0, 0),
                costs,
                usages: vec![0; k],
            }
        })
        .collect();
    let mut edges: Vec<Edge> = Vec::new();
    let mut index: HashMap<(usize, usize), usize> = HashMap::new();
    for edge in &inst.edges {
        let (gu, gv) = (group_of[edge.u].0, group_of[edge.v].0);
        let cv = inst.nodes[edge.v].len();
        let (ku, kv) = (nodes[gu].len(), nodes[gv].len());
        if gu == gv {
            for gs in 0..ku {
                let c = edge.costs[strat(edge.u, gs) * cv + strat(edge.v, gs)];
                nodes[gu].costs[gs] = add(nodes[gu].costs[gs], c);
            }
            continue;
        }
        let (a, b, flip) = if gu < gv {
            (gu, gv, false)
        } else {
            (gv, gu, true)
        };
        let at = *index.entry((a, b)).or_insert_with(|| {
            edges.push(Edge {
                u: a,
                v: b,
                costs: vec![0; nodes[a].len() * nodes[b].len()],
            });
            edges.len() - 1
        });
        for su in 0..ku {
            for sv in 0..kv {
                let c = edge.costs[strat(edge.u, su) * cv + strat(edge.v, sv)];
                let slot = if flip { sv * ku + su } else { su * kv + sv };
                edges[at].costs[slot] = add(edges[at].costs[slot], c);
            }
        }
    }
    Instance {
        name: inst.name.clone(),
        nodes,
        edges,
        usage_limit: None,
    }
}

impl Contracted {
    /// The original answer of a contracted one.
    pub(crate) fn expand(&self, groups: &[usize]) -> Vec<usize> {
        self.group_of
            .iter()
            .map(|&(g, i)| self.members[g][i].1[groups[g]])
            .collect()
    }

    /// The contracted answer closest to an original one (each group at its root's strategy
    /// when that is a group strategy, else its first).
    pub(crate) fn restrict(&self, solution: &[usize]) -> Vec<usize> {
        self.members
            .iter()
            .map(|m| {
                let (root, map) = &m[0];
                map.iter().position(|&s| s == solution[*root]).unwrap_or(0)
            })
            .collect()
    }

    /// Per group and strategy, the members' usage priced by `price` (per original node).
    pub(crate) fn priced(&self, inst: &Instance, price: &[f64]) -> Vec<Vec<f64>> {
        self.members
            .iter()
            .map(|m| {
                (0..m[0].1.len())
                    .map(|gs| {
                        m.iter()
                            .map(|(v, map)| inst.nodes[*v].usages[map[gs]] as f64 * price[*v])
                            .sum()
                    })
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iopddl::evaluate;

    const X: i64 = FORBIDDEN * 10;

    fn node(costs: Vec<i64>) -> Node {
        let k = costs.len();
        Node {
            interval: (0, 1),
            costs,
            usages: vec![1; k],
        }
    }

    /// 0 =matched= 1 =matched= 2 (0 -> 1 swaps, 1 -> 2 keeps), a chord 0-2 that is not a
    /// matching (folded into the group: its strategy 1 meets a forbidden entry) and a node 3 on
    /// an ordinary edge: groups {0, 1, 2} and {3}; every allowed answer costs the same in both.
    #[test]
    fn matched_edges_become_one_group_with_the_same_costs() {
        let inst = Instance {
            name: String::new(),
            nodes: vec![
                node(vec![1, 2]),
                node(vec![3, 4]),
                node(vec![5, 6]),
                node(vec![0, 7, 1]),
            ],
            edges: vec![
                Edge {
                    u: 0,
                    v: 1,
                    costs: vec![X, 10, 20, X],
                },
                Edge {
                    u: 1,
                    v: 2,
                    costs: vec![30, X, X, 40],
                },
                Edge {
                    u: 0,
                    v: 2,
                    costs: vec![X, 50, X, 60],
                },
                Edge {
                    u: 2,
                    v: 3,
                    costs: vec![1, 2, 3, 4, 5, 6],
                },
            ],
            usage_limit: None,
        };
        let c = contract(&inst);
        let groups: Vec<Vec<usize>> = c
            .members
            .iter()
            .map(|m| m.iter().map(|x| x.0).collect())
            .collect();
        assert_eq!(groups, vec![vec![0, 1, 2], vec![3]]);
        assert_eq!(c.expand(&[0, 2]), vec![0, 1, 1, 2]);
        for (g, m) in c.members.iter().enumerate() {
            for (i, (v, _)) in m.iter().enumerate() {
                assert_eq!(c.group_of[*v], (g, i));
            }
        }
        let sizes: Vec<usize> = c.instance.nodes.iter().map(|n| n.len()).collect();
        let mut pick = vec![0usize; sizes.len()];
        loop {
            let orig = evaluate(&inst, &c.expand(&pick)).cost;
            let cost = evaluate(&c.instance, &pick).cost;
            if orig < i128::from(FORBIDDEN) {
                assert_eq!(cost, orig, "{pick:?}");
                assert_eq!(c.restrict(&c.expand(&pick)), pick);
            }
            let Some(k) = (0..pick.len()).find(|&k| pick[k] + 1 < sizes[k]) else {
                break;
            };
            pick[k] += 1;
            pick[..k].iter_mut().for_each(|p| *p = 0);
        }
    }
}
