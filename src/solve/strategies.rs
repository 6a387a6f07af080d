//! Local strategies of an op with a sharding rule: which mesh axes each factor is
//! sharded along while the op computes.
//!
//! Each mesh axis (of size > 1) goes to one factor or none; need-replication factors
//! take none; a factor's axes (in mesh order) divide its size exactly. A strategy
//! fixes the sharding every operand must have (the plan reshards an operand whose
//! sharding differs, with an explicit `sdy.reshard`) and every result's sharding; the
//! op's own cost under those shardings is what [`crate::cost::plan::OpCoster`] says.
//! Strategies that give the same shardings are the same strategy and kept once.

use std::collections::BTreeMap;

use crate::ir::sdy::{AxisRef, MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::rules::projection::{FactorSharding, TensorFactorShardings};
use crate::rules::rule::RuleQueries;

/// One strategy: the sharding of every operand as the op needs it and of every result.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strategy {
    pub operands: Vec<TensorSharding>,
    pub results: Vec<TensorSharding>,
}

/// Every strategy of an op with `rule` on `mesh`, deterministic order (unsharded first).
pub fn enumerate(rule: &OpShardingRule, mesh: &MeshAttr, mesh_ref: &MeshRef) -> Vec<Strategy> {
    let axes: Vec<usize> = (0..mesh.axes.len())
        .filter(|&i| mesh.axes[i].size > 1)
        .collect();
    let nf = rule.num_factors();
    let allowed: Vec<usize> = (0..nf).filter(|&f| !rule.is_need_replication(f)).collect();
    let none = allowed.len();
    let mut choice = vec![none; axes.len()];
    let mut seen: BTreeMap<Vec<Vec<Vec<String>>>, ()> = BTreeMap::new();
    let mut out = Vec::new();
    loop {
        let mut per_factor: Vec<Vec<AxisRef>> = vec![Vec::new(); nf];
        for (k, &a) in axes.iter().enumerate() {
            if choice[k] < none {
                per_factor[allowed[choice[k]]].push(AxisRef::full(&mesh.axes[a].name));
            }
        }
        let divisible = per_factor.iter().enumerate().all(|(f, list)| {
            let n: i64 = list
                .iter()
                .map(|a| mesh.axis_size(&a.name).unwrap_or(1))
                .product();
            n <= 1 || (rule.factor_sizes[f] > 0 && rule.factor_sizes[f] % n == 0)
        });
        if divisible {
            let s = build(rule, &per_factor, mesh, mesh_ref);
            let key: Vec<Vec<Vec<String>>> = s
                .operands
                .iter()
                .chain(&s.results)
                .map(|t| {
                    t.dims
                        .iter()
                        .map(|d| d.axes.iter().map(|a| a.to_string()).collect())
                        .collect()
                })
                .collect();
            if seen.insert(key, ()).is_none() {
                out.push(s);
            }
        }
        let mut k = axes.len();
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            choice[k] = if choice[k] == none { 0 } else { choice[k] + 1 };
            if choice[k] != none {
                break;
            }
        }
    }
}

/// The tensor shardings of a factor assignment.
fn build(
    rule: &OpShardingRule,
    per_factor: &[Vec<AxisRef>],
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
) -> Strategy {
    let tensor = |t: usize| -> TensorSharding {
        let mapping = rule.tensor_mapping(t);
        let mut tf = TensorFactorShardings::default();
        for dim in mapping {
            for &f in dim {
                tf.factors.insert(
                    f,
                    FactorSharding {
                        axes: per_factor[f].clone(),
                        closed: true,
                        is_minor_most: rule.is_minor_most(t, f),
                        overflow_axes: vec![],
                    },
                );
            }
        }
        let mut s = tf.to_sharding(mapping, &rule.factor_sizes, mesh, mesh_ref.clone());
        for d in &mut s.dims {
            d.closed = true;
            d.priority = None;
        }
        s
    };
    let n_ops = rule.num_operands();
    Strategy {
        operands: (0..n_ops).map(tensor).collect(),
        results: (0..rule.num_results()).map(|j| tensor(n_ops + j)).collect(),
    }
}
