//! A cheap lower bound: every edge is charged to one of its ends, which then pays the least
//! entry of the edge matrix's row for its own strategy; each node's best total is a lower
//! bound on what it and its charged edges cost, whatever the others pick. The usage limit is
//! ignored (dropping constraints only lowers the optimum). The better of charging every edge to
//! its first or to its second end is returned.

use super::Instance;

/// The edge-owner lower bound of `instance`.
pub(crate) fn owner_bound(instance: &Instance) -> i128 {
    charged(instance, true).max(charged(instance, false))
}

fn charged(instance: &Instance, to_first: bool) -> i128 {
    let mut per: Vec<Vec<i128>> = instance
        .nodes
        .iter()
        .map(|n| n.costs.iter().map(|&c| i128::from(c)).collect())
        .collect();
    for edge in &instance.edges {
        let (ru, cv) = (instance.nodes[edge.u].len(), instance.nodes[edge.v].len());
        if to_first {
            for (s, row) in edge.costs.chunks(cv).enumerate().take(ru) {
                per[edge.u][s] += i128::from(row.iter().copied().min().unwrap_or(0));
            }
        } else {
            for t in 0..cv {
                let m = (0..ru).map(|s| edge.costs[s * cv + t]).min().unwrap_or(0);
                per[edge.v][t] += i128::from(m);
            }
        }
    }
    per.iter()
        .map(|p| p.iter().copied().min().unwrap_or(0))
        .sum()
}
