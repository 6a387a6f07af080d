//! The first case of XLA's dot partitioner (`PartitionBaseCase` in the SPMD
//! partitioner's dot handler): when both operands are sharded on batch dims only, the
//! same way, over every device of the mesh, the dot runs in that sharding with no
//! collective and only its result is resharded to the output's sharding. XLA checks
//! this before it looks at the output's sharding at all, so an output sharded on other
//! dims (a batch axis moved to a free dim) costs one reshard of the result, not a
//! gather of one operand and an all-to-all of the other (moe's expert dot;
//! `tests/cost_xla_ops.rs` fixed cases).

use crate::ir::sdy::{AxisRef, MeshAttr};
use crate::rules::axis;
use crate::rules::projection::ShardingProjection;
use crate::rules::rule::RuleQueries;

/// Per factor the axes the dot computes with under that case, or `None` when the case
/// does not apply (an operand sharded on a non-batch dim, partial, sharded unlike the
/// other, or the batch dims not over every device).
pub(super) fn batch_partitioned_alike(
    rule: &crate::ir::sdy::OpShardingRule,
    proj: &ShardingProjection,
    mesh: &MeshAttr,
) -> Option<Vec<Vec<AxisRef>>> {
    let [lhs, rhs] = proj.operands.as_slice() else {
        return None;
    };
    if rule.num_operands() != 2 || rule.num_results() != 1 {
        return None;
    }
    let is_batch = |f: usize| (0..3).all(|t| rule.tensor_has_factor(t, f));
    for t in [lhs, rhs] {
        if !t.unreduced.is_empty() {
            return None;
        }
        let off_batch = t
            .factors
            .iter()
            .any(|(&f, fs)| !fs.overflow_axes.is_empty() || (!fs.axes.is_empty() && !is_batch(f)));
        if off_batch {
            return None;
        }
    }
    let mut chosen = vec![Vec::new(); rule.num_factors()];
    for (f, c) in chosen.iter_mut().enumerate().filter(|&(f, _)| is_batch(f)) {
        let axes_of = |t: &crate::rules::projection::TensorFactorShardings| {
            t.factors
                .get(&f)
                .map(|fs| fs.axes.clone())
                .unwrap_or_default()
        };
        let (l, r) = (axes_of(lhs), axes_of(rhs));
        if l != r {
            return None;
        }
        *c = l;
    }
    let all: Vec<AxisRef> = chosen.iter().flatten().cloned().collect();
    (axis::product(&all, mesh) == mesh.total_size() && mesh.total_size() > 1).then_some(chosen)
}
