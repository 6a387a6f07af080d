//! The aggressive strategy, Shardy's default (`AggressiveFactorPropagation`).
//!
//! 1. Every factor's compatible major axes, without truncation
//!    ([`basic::compatible_major_axes`]).
//! 2. A source tensor per factor: the largest tensor (product of its factor sizes) whose
//!    axes for the factor are a prefix of the candidate.
//! 3. Factors ordered by: larger source tensor first; for elementwise ops only, larger
//!    total candidate size first; smaller source tensor index; smaller factor index.
//! 4. Per tensor, results first then operands, factor by factor in that order: the
//!    candidate truncated by the conflicts within the factor (replicated, unreduced,
//!    closed, overflow, divisibility) and, against the tensor's already-updated state,
//!    across factors; the tensor is expanded if its axes are a strict prefix.
//! 5. Elementwise ops never push axes sideways into an operand beyond what a result
//!    already holds.

use super::basic;
use crate::ir::sdy::{AxisRef, Direction, FactorIdx, MeshAttr};
use crate::rules::axis::{self, PrefixStatus};
use crate::rules::projection::{ShardingProjection, TensorFactorShardings, Updated};

/// The candidate of factor `f` for one tensor (`getPropagatedFactorSharding`), or empty.
fn propagated_factor_sharding(
    f: FactorIdx,
    tensor: &TensorFactorShardings,
    axes_per_factor: &[Vec<AxisRef>],
    factor_sizes: &[i64],
    mesh: &MeshAttr,
    conservative: bool,
) -> Vec<AxisRef> {
    let Some(fs) = tensor.factors.get(&f) else {
        return Vec::new();
    };
    let candidate = &axes_per_factor[f];
    // Truncation only shortens the candidate: if the tensor's axes are not a strict
    // prefix of it, they cannot be one of the truncated candidate either.
    if candidate.is_empty()
        || axis::list_prefix_status(&fs.axes, candidate, mesh) != PrefixStatus::StrictPrefix
    {
        return Vec::new();
    }
    let mut new_axes = candidate.clone();
    basic::truncate_by_removing_conflicts(
        &mut new_axes,
        |a, prev| basic::no_conflicts_within_factor(a, tensor, fs, prev, factor_sizes[f], mesh),
        mesh,
        conservative,
    );
    if axis::list_prefix_status(&fs.axes, &new_axes, mesh) != PrefixStatus::StrictPrefix {
        return Vec::new();
    }
    basic::truncate_by_removing_conflicts(
        &mut new_axes,
        |a, _| basic::no_conflicts_across_factors(a, tensor, f, mesh),
        mesh,
        conservative,
    );
    new_axes
}

/// Source tensor (index, size) per factor; (-1, -1) when none.
fn factor_to_source_tensor(
    p: &ShardingProjection,
    factor_sizes: &[i64],
    axes_per_factor: &[Vec<AxisRef>],
    mesh: &MeshAttr,
) -> Vec<(i64, i64)> {
    let mut out = vec![(-1i64, -1i64); factor_sizes.len()];
    for (t, tensor) in p.tensors().enumerate() {
        let size: i64 = tensor
            .factors
            .keys()
            .fold(1i64, |acc, &f| acc.saturating_mul(factor_sizes[f]));
        for (&f, fs) in &tensor.factors {
            let cand = &axes_per_factor[f];
            let is_source = !cand.is_empty()
                && axis::list_prefix_status(cand, &fs.axes, mesh) != PrefixStatus::NotAPrefix;
            if is_source && size > out[f].1 {
                out[f] = (t as i64, size);
            }
        }
    }
    out
}

/// The aggressive strategy on one op. `is_elementwise` selects the elementwise tie
/// break and the sideways rule.
pub fn propagate(
    p: &mut ShardingProjection,
    dir: &dyn Fn(FactorIdx) -> Direction,
    factor_sizes: &[i64],
    mesh: &MeshAttr,
    conservative: bool,
    is_elementwise: bool,
) -> Updated {
    let mut updated = Updated {
        operands: vec![false; p.operands.len()],
        results: vec![false; p.results.len()],
    };
    let n = factor_sizes.len();
    let axes_per_factor: Vec<Vec<AxisRef>> = (0..n)
        .map(|f| basic::compatible_major_axes(p, f, dir(f), mesh))
        .collect();
    if axes_per_factor.iter().all(Vec::is_empty) {
        return updated;
    }
    let source = factor_to_source_tensor(p, factor_sizes, &axes_per_factor, mesh);
    let mut order: Vec<FactorIdx> = (0..n).collect();
    let total = |f: FactorIdx| -> i64 {
        if is_elementwise {
            axis::product(&axes_per_factor[f], mesh)
        } else {
            0
        }
    };
    order.sort_by_key(|&f| (-source[f].1, -total(f), source[f].0, f));

    for t in 0..p.results.len() {
        let mut any = false;
        for &f in &order {
            let new_axes = propagated_factor_sharding(
                f,
                &p.results[t],
                &axes_per_factor,
                factor_sizes,
                mesh,
                conservative,
            );
            if new_axes.is_empty() {
                continue;
            }
            any |= p.results[t].update_axes(f, &new_axes, mesh);
        }
        updated.results[t] = any;
    }
    for t in 0..p.operands.len() {
        let mut any = false;
        for &f in &order {
            let mut new_axes = propagated_factor_sharding(
                f,
                &p.operands[t],
                &axes_per_factor,
                factor_sizes,
                mesh,
                conservative,
            );
            if new_axes.is_empty() {
                continue;
            }
            if is_elementwise {
                for r in &p.results {
                    if let Some(rf) = r.factors.get(&f) {
                        if axis::list_prefix_status(&rf.axes, &new_axes, mesh)
                            == PrefixStatus::StrictPrefix
                        {
                            new_axes = rf.axes.clone();
                        }
                    }
                }
            }
            any |= p.operands[t].update_axes(f, &new_axes, mesh);
        }
        updated.operands[t] = any;
    }
    updated
}
