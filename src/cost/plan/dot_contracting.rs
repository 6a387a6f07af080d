//! XLA's dot handler grouping devices by sharded contracting dims
//! (`PartitionDotGroupOnContractingImpl` in the SPMD partitioner's dot handler), for
//! operands that shard the contracting dims alike and, over the other devices, the
//! batch dims alike: the dot runs in the operands' shardings (no operand reshard), its
//! partial sums are all-reduced over the contracting axes, and the result is resharded
//! within each group. Which sharding the result takes within a group depends on the
//! output's (`GetDotGroupPartitionContractingOutputShardings`):
//!
//! | the output | within a group | collectives after the dot |
//! |---|---|---|
//! | some dims sharded only by, and by all of, the contracting axes (XLA's `FindMatchingPartitionedDimsForGrouping`) | the output's other axes | a reduce-scatter onto those dims, then the batch axes resharded |
//! | replicated over a multiple of the contracting devices | the output's axes | an all-reduce, then the batch axes resharded |
//! | neither (the contracting axes share a dim with others: moe's `[{"data", "expert"}]`) | replicated | an all-reduce, an all-gather of the batch axes, a local slice to the output |
//!
//! So the result goes from the dot's sharding (batch axes, partial over the contracting
//! ones) to an intermediate sharding (the batch axes and the output's contracting dims,
//! or nothing), then to the output's.
//!
//! Measured in `tests/cost_xla_ops.rs` (fixed cases `dot_contracting_groups_*`).

use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::rules::axis;
use crate::rules::projection::ShardingProjection;
use crate::rules::rule::RuleQueries;
use crate::rules::FactorKind;

/// How the dot of [`contracting_grouped`] runs: per factor the axes it computes with,
/// and per result dim the axes of the sharding its partial sums are reduced into before
/// the result is resharded to the output's.
pub(super) struct ContractingGroups {
    pub chosen: Vec<Vec<AxisRef>>,
    pub reduced_dims: Vec<Vec<AxisRef>>,
}

/// The dot's factors and result path under XLA's contracting-dim grouping, or `None`
/// when the case does not apply (see the module docs) or when XLA's choice is not
/// modelled here: sub-axes, operands replicated over some devices, an output whose
/// batch or non-contracting shard count equals the group count without following the
/// groups (XLA realigns the groups), or batch-dim grouping being possible as well.
pub(super) fn contracting_grouped(
    rule: &crate::ir::sdy::OpShardingRule,
    proj: &ShardingProjection,
    lhs_sharding: Option<&TensorSharding>,
    output: Option<&TensorSharding>,
    mesh: &MeshAttr,
) -> Option<ContractingGroups> {
    let [lhs, rhs] = proj.operands.as_slice() else {
        return None;
    };
    if rule.num_operands() != 2 || rule.num_results() != 1 {
        return None;
    }
    let is_batch = |f: usize| (0..3).all(|t| rule.tensor_has_factor(t, f));
    let contracting = rule.factors_of_kind(FactorKind::Reduction);
    let mut chosen = vec![Vec::new(); rule.num_factors()];
    for t in [lhs, rhs] {
        if !t.unreduced.is_empty() {
            return None;
        }
        for (&f, fs) in &t.factors {
            if !fs.overflow_axes.is_empty() || fs.axes.iter().any(|a| a.sub.is_some()) {
                return None;
            }
            if fs.axes.is_empty() {
                continue;
            }
            if !is_batch(f) && !contracting.contains(&f) {
                return None; // a non-contracting dim sharded: another handler
            }
            chosen[f] = fs.axes.clone();
        }
    }
    for (f, c) in chosen.iter().enumerate() {
        let axes_of = |t: &crate::rules::projection::TensorFactorShardings| {
            t.factors
                .get(&f)
                .map(|fs| fs.axes.clone())
                .unwrap_or_default()
        };
        if !c.is_empty() && (axes_of(lhs) != *c || axes_of(rhs) != *c) {
            return None; // sharded unlike in the two operands
        }
    }
    let c_axes: Vec<AxisRef> = contracting
        .iter()
        .flat_map(|&f| chosen[f].clone())
        .collect();
    let batch: Vec<usize> = (0..chosen.len()).filter(|&f| is_batch(f)).collect();
    let b_axes: Vec<AxisRef> = batch.iter().flat_map(|&f| chosen[f].clone()).collect();
    let group_count = axis::product(&c_axes, mesh);
    if c_axes.is_empty()
        || b_axes.is_empty()
        || group_count * axis::product(&b_axes, mesh) != mesh.total_size()
    {
        return None;
    }
    let out_dims: Vec<Vec<AxisRef>> = output
        .map(|s| s.dims.iter().map(|d| d.axes.clone()).collect())
        .unwrap_or_default();
    if output.is_some_and(|s| !s.unreduced.is_empty())
        || out_dims.iter().flatten().any(|a| a.sub.is_some())
    {
        return None;
    }
    let out_axes: Vec<AxisRef> = out_dims.iter().flatten().cloned().collect();
    let replication = mesh.total_size() / axis::product(&out_axes, mesh).max(1);
    // The batch axes the dot's result has on each dim.
    let dot_dims: Vec<Vec<AxisRef>> = rule
        .tensor_mapping(2)
        .iter()
        .map(|fs| {
            fs.iter()
                .filter(|&&f| is_batch(f))
                .flat_map(|&f| chosen[f].clone())
                .collect()
        })
        .collect();
    if replication % group_count == 0 {
        // Grouped on the output's replication: the partial sums all-reduced.
        return Some(ContractingGroups {
            chosen,
            reduced_dims: dot_dims,
        });
    }
    if follows_groups(&out_dims, &out_axes, &c_axes, lhs_sharding?, mesh) {
        // Reduce-scattered onto the output's contracting dims.
        let is_c = |a: &AxisRef| c_axes.contains(a);
        let mut reduced_dims = dot_dims;
        for (d, axes) in out_dims.iter().enumerate() {
            if !axes.is_empty() && axes.iter().all(is_c) {
                if !reduced_dims[d].is_empty() {
                    return None; // sliced on a batch dim: not modelled
                }
                reduced_dims[d] = axes.clone();
            }
        }
        return Some(ContractingGroups {
            chosen,
            reduced_dims,
        });
    }
    let result = proj.results.first()?;
    let out_count = |keep: &dyn Fn(usize) -> bool| -> i64 {
        result
            .factors
            .iter()
            .filter(|&(&f, _)| keep(f))
            .map(|(_, fs)| axis::product(&fs.axes, mesh))
            .product()
    };
    let only_in = |t: usize| move |f: usize| !is_batch(f) && rule.tensor_has_factor(t, f);
    let out_batch = out_count(&|f| is_batch(f));
    let realigned =
        [out_batch, out_count(&only_in(0)), out_count(&only_in(1))].contains(&group_count);
    let operand_batch = axis::product(&b_axes, mesh);
    if realigned || (out_batch == operand_batch && out_batch > 1) {
        return None;
    }
    // Replicated within each group, then sliced.
    Some(ContractingGroups {
        chosen,
        reduced_dims: vec![Vec::new(); dot_dims.len()],
    })
}

/// XLA's `FindMatchingPartitionedDimsForGrouping` for the contracting groups: the
/// output dims (the replicated axes counting as one more) on which the first two devices
/// of the first group agree must be sharded only by contracting axes, all of them. The
/// two devices differ in the minor-most axis of the lhs's last batch-sharded dim.
fn follows_groups(
    out_dims: &[Vec<AxisRef>],
    out_axes: &[AxisRef],
    c_axes: &[AxisRef],
    lhs: &TensorSharding,
    mesh: &MeshAttr,
) -> bool {
    let is_c = |a: &AxisRef| c_axes.iter().any(|c| axis::overlaps(a, c, mesh));
    let Some(x) = lhs
        .dims
        .iter()
        .rev()
        .find_map(|d| d.axes.last().filter(|a| !is_c(a)))
    else {
        return false;
    };
    let replicated: Vec<AxisRef> = mesh
        .axes
        .iter()
        .map(|a| AxisRef::full(a.name.clone()))
        .filter(|a| axis::size(a, mesh) > 1 && !out_axes.iter().any(|o| axis::overlaps(a, o, mesh)))
        .collect();
    let mut matched = 1;
    for dim in out_dims.iter().chain(std::iter::once(&replicated)) {
        if dim.iter().any(|a| axis::overlaps(a, x, mesh)) {
            continue;
        }
        if !dim.iter().all(is_c) {
            return false;
        }
        matched *= axis::product(dim, mesh);
    }
    matched == axis::product(c_axes, mesh)
}
