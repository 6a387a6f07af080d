//! How Shardy makes an op's operands and results agree before XLA partitions it:
//! `findCommonAxes` (`explicit_reshards_util.cc`), which `sdy-insert-explicit-reshards`
//! runs on an op it processes and XLA's Shardy pipeline runs before the SPMD
//! partitioner (jaxlib 0.10.2: on a concatenate whose operands are not all sharded like
//! its result; the dump's `03.after_minimal_partitioner_with_global_shapes.mlir`).
//!
//! The heuristic: every (factor, axes) pair a tensor shards a factor with, and each
//! prefix of it, is a candidate, weighed by the total size of the tensors whose factor
//! sharding it is or starts; the best (size, then pass-through > reduction >
//! permutation > need-replication, then its sharding size, then factor and axes) is
//! taken, candidates of the same factor that do not extend it are dropped and the
//! others are cut before the first axis overlapping it; a factor that follows another
//! in some dim waits until that one is fully sharded. Need-replication factors then
//! give their axes to the batching factors with room for them.

use std::cmp::Ordering;
use std::collections::BTreeSet;

use crate::ir::sdy::{AxisRef, MeshAttr, OpShardingRule};
use crate::rules::axis;
use crate::rules::projection::{ShardingProjection, TensorFactorShardings};
use crate::rules::rule::{FactorKind, RuleQueries};

struct Candidate {
    factor: usize,
    axes: Vec<AxisRef>,
    /// Total elements of the tensors this candidate is (or starts) the sharding of.
    source_size: i64,
    precedence: u8,
    /// The product of the axes beyond what the factor already has.
    sharding_size: i64,
}

fn precedence(kind: FactorKind) -> u8 {
    match kind {
        FactorKind::PassThrough => 3,
        FactorKind::Reduction => 2,
        FactorKind::Permutation => 1,
        _ => 0,
    }
}

/// Whether list `a` is a strict prefix of list `b`.
fn strict_prefix(a: &[AxisRef], b: &[AxisRef], mesh: &MeshAttr) -> bool {
    axis::list_prefix_status(a, b, mesh) == axis::PrefixStatus::StrictPrefix
}

/// Shardy's order of axis lists: a strict prefix first, else by the axes.
fn axes_cmp(a: &[AxisRef], b: &[AxisRef], mesh: &MeshAttr) -> Ordering {
    if strict_prefix(a, b, mesh) {
        return Ordering::Less;
    }
    if strict_prefix(b, a, mesh) {
        return Ordering::Greater;
    }
    let key = |x: &AxisRef| {
        (
            mesh.axis_index(&x.name),
            axis::pre_size(x),
            axis::size(x, mesh),
        )
    };
    a.iter().map(key).cmp(b.iter().map(key))
}

fn cmp(a: &Candidate, b: &Candidate, mesh: &MeshAttr) -> Ordering {
    (a.source_size, a.precedence, a.sharding_size, a.factor)
        .cmp(&(b.source_size, b.precedence, b.sharding_size, b.factor))
        .then_with(|| axes_cmp(&a.axes, &b.axes, mesh))
}

/// `axes` cut before the first axis overlapping `taken`; `None` when none overlaps.
fn cut(axes: &[AxisRef], taken: &[AxisRef], mesh: &MeshAttr) -> Option<Vec<AxisRef>> {
    let k = axes
        .iter()
        .position(|a| taken.iter().any(|t| axis::overlaps(a, t, mesh)))?;
    Some(axes[..k].to_vec())
}

fn candidates(
    rule: &OpShardingRule,
    tensors: &[&TensorFactorShardings],
    sizes: &[i64],
    mesh: &MeshAttr,
) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    for t in tensors {
        for (&f, fs) in &t.factors {
            for k in (1..=fs.axes.len()).rev() {
                let axes = &fs.axes[..k];
                if !out.iter().any(|c| c.factor == f && c.axes == axes) {
                    out.push(Candidate {
                        factor: f,
                        axes: axes.to_vec(),
                        source_size: 0,
                        precedence: precedence(rule.kind(f)),
                        sharding_size: axis::product(axes, mesh),
                    });
                }
            }
        }
    }
    for (t, &size) in tensors.iter().zip(sizes) {
        for (&f, fs) in &t.factors {
            for c in out.iter_mut().filter(|c| c.factor == f) {
                if c.axes == fs.axes || strict_prefix(&c.axes, &fs.axes, mesh) {
                    c.source_size += size;
                }
            }
        }
    }
    out
}

/// Per factor, the axes every tensor of the op is resharded to. `sizes`: elements of
/// each tensor, operands then results.
pub(super) fn common_axes(
    rule: &OpShardingRule,
    proj: &ShardingProjection,
    sizes: &[i64],
    mesh: &MeshAttr,
) -> Vec<Vec<AxisRef>> {
    let tensors: Vec<&TensorFactorShardings> = proj.operands.iter().chain(&proj.results).collect();
    let nf = rule.factor_sizes.len();
    // Factor f waits for g when g comes right before it in some dim.
    let mut waits: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); nf];
    for mapping in rule.tensor_mappings() {
        for dim in mapping {
            for w in dim.windows(2) {
                waits[w[1]].insert(w[0]);
            }
        }
    }
    let mut chosen: Vec<Vec<AxisRef>> = vec![Vec::new(); nf];
    let mut cands = candidates(rule, &tensors, sizes, mesh);
    while let Some(best) = cands
        .iter()
        .filter(|c| waits[c.factor].is_empty())
        .max_by(|a, b| cmp(a, b, mesh))
    {
        let (f, taken) = (best.factor, best.axes.clone());
        if axis::product(&taken, mesh) == rule.factor_sizes[f] {
            waits.iter_mut().for_each(|w| {
                w.remove(&f);
            });
        }
        chosen[f] = taken.clone();
        cands.retain_mut(|c| {
            if c.factor == f {
                let keep = strict_prefix(&taken, &c.axes, mesh);
                c.sharding_size = axis::product(&c.axes, mesh) / axis::product(&taken, mesh).max(1);
                return keep;
            }
            match cut(&c.axes, &taken, mesh) {
                Some(rest) if rest == chosen[c.factor] => false,
                Some(rest) => {
                    c.sharding_size =
                        axis::product(&rest, mesh) / axis::product(&chosen[c.factor], mesh).max(1);
                    c.axes = rest;
                    true
                }
                None => {
                    c.sharding_size = axis::product(&c.axes, mesh);
                    true
                }
            }
        });
    }
    distribute_to_batching(rule, &mut chosen, mesh);
    chosen
}

/// Whether factor `f` is in every tensor of rank > 0.
fn in_all_tensors(rule: &OpShardingRule, f: usize) -> bool {
    rule.tensor_mappings()
        .filter(|m| !m.is_empty())
        .all(|m| m.iter().flatten().any(|&g| g == f))
}

/// Need-replication factors' axes moved to the batching factors (pass-through factors
/// in every tensor), in factor order, while they divide the room left.
fn distribute_to_batching(rule: &OpShardingRule, chosen: &mut [Vec<AxisRef>], mesh: &MeshAttr) {
    let batching: Vec<usize> = rule
        .factors_of_kind(FactorKind::PassThrough)
        .into_iter()
        .filter(|&f| in_all_tensors(rule, f))
        .collect();
    for f in rule.factors_of_kind(FactorKind::NeedReplication) {
        let mut rest = std::mem::take(&mut chosen[f]);
        if rest.is_empty() || !in_all_tensors(rule, f) {
            continue;
        }
        for &g in &batching {
            let size = rule.factor_sizes[g];
            let have = axis::product(&chosen[g], mesh).max(1);
            if size == 0 || size % have != 0 {
                continue;
            }
            let mut room = size / have;
            while let Some(a) = rest.first().cloned() {
                let n = axis::size(&a, mesh);
                if room % n != 0 {
                    break;
                }
                match chosen[g].last() {
                    Some(last) if axis::can_merge(last, &a) => {
                        let merged = axis::merge(last, &a, mesh);
                        *chosen[g].last_mut().expect("non-empty") = merged;
                    }
                    _ => chosen[g].push(a),
                }
                room /= n;
                rest.remove(0);
            }
            if rest.is_empty() {
                break;
            }
        }
    }
}
