//! The collectives XLA's SPMD partitioner emits for a reshard
//! (`PartitionedHlo::ReshardNoCache` in `spmd_partitioner.cc`), which prices a plan as
//! XLA compiles it. [`super::reshard`] plans the per-axis steps Shardy would write; XLA
//! works on tile counts per dim instead and tries, in this order:
//!
//! | rule | when | collectives |
//! |---|---|---|
//! | partial sums | the source has unreduced axes | one all-reduce over them; a reduce-scatter when a dynamic slice follows |
//! | collective-permute | every dim keeps its shard count | one collective-permute |
//! | all-to-all | same number of tiles, the changed dims' counts a permutation of each other | one all-to-all per swapped pair of dims (the minor part of the source dim moves to the minor end of the target dim), then a collective-permute when the device order differs from the target's |
//! | slice from partial replication | every dim's count grows by a factor | a local dynamic slice, then a collective-permute unless every source dim is a major prefix of its target |
//! | gather to partial replication | every dim's count shrinks by a factor | a collective-permute unless every target dim is a major prefix of its source, then one all-gather per dim, minor-most dim first |
//!
//! then `TryComplexReshardHandling`'s two-step patterns, the dims sharded alike handled apart,
//! and replicate-then-slice ([`rules`], which holds the whole list). Only a sub-axis the
//! rules cannot place falls back to the planner's sequence, with consecutive all-gathers off one dim
//! merged into one (XLA gathers a dim's shards in one collective). Measured against
//! jaxlib's XLA in `tests/cost_xla_ops.rs`.

use std::collections::BTreeMap;

use super::collective::CollectiveKind;
use super::reshard::{
    merge_adjacent, reshard_shape, Reshard, ReshardError, ReshardStep, ShardState,
};
use super::shard::local_dim;
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::ir::types::{Dim, TensorType};
use crate::rules::axis;

mod rules;

/// The reshard of a tensor of type `ty` from `src` to `dst` as XLA implements it.
pub fn xla_reshard(
    ty: &TensorType,
    mesh: &MeshAttr,
    src: &TensorSharding,
    dst: &TensorSharding,
) -> Result<Reshard, ReshardError> {
    let shape: Vec<i64> = ty
        .shape
        .iter()
        .map(|d| match d {
            Dim::Static(n) if *n >= 0 => *n,
            _ => -1,
        })
        .collect();
    xla_reshard_shape(&shape, ty.element.byte_size(), mesh, src, dst)
}

/// [`xla_reshard`] on a bare shape and element size.
pub fn xla_reshard_shape(
    shape: &[i64],
    element_bytes: u64,
    mesh: &MeshAttr,
    src: &TensorSharding,
    dst: &TensorSharding,
) -> Result<Reshard, ReshardError> {
    let mut planned = reshard_shape(shape, element_bytes, mesh, src, dst)?;
    if planned.is_noop() || !dst.unreduced.is_empty() {
        planned.steps = merge_gathers(std::mem::take(&mut planned.steps), mesh);
        return Ok(planned);
    }
    let t = Tiles {
        shape,
        element_bytes,
        mesh,
        devices: mesh.axes.iter().map(|a| a.size.max(1)).product(),
    };
    let mut steps = Vec::new();
    let mut from = src.clone();
    if !src.unreduced.is_empty() {
        let dims = lists(src, mesh);
        from.unreduced.clear();
        let bytes = t.bytes(&dims);
        steps.push(t.step(
            CollectiveKind::AllReduce,
            merge_adjacent(&src.unreduced, mesh),
            None,
            None,
            (bytes, bytes),
            &dims,
        ));
    }
    let rest = match t.shortcut(&from, dst) {
        Some(rest) => rest,
        None => merge_gathers(
            reshard_shape(shape, element_bytes, mesh, &from, dst)?.steps,
            mesh,
        ),
    };
    // An all-reduce a dynamic slice follows is a reduce-scatter on GPU/TPU.
    if let (Some(ar), Some(first)) = (steps.first_mut(), rest.first()) {
        if first.kind == CollectiveKind::AllSlice {
            ar.kind = CollectiveKind::ReduceScatter;
            ar.bytes_after = first.bytes_after;
            ar.after = first.after.clone();
        }
    }
    steps.extend(rest);
    planned.steps = steps;
    Ok(planned)
}

type Lists = Vec<Vec<AxisRef>>;

fn lists(s: &TensorSharding, mesh: &MeshAttr) -> Lists {
    s.dims
        .iter()
        .map(|d| merge_adjacent(&d.axes, mesh))
        .collect()
}

struct Tiles<'a> {
    shape: &'a [i64],
    element_bytes: u64,
    mesh: &'a MeshAttr,
    /// Devices the reshard runs on (fewer than the mesh's inside a group of devices
    /// that shard some dims alike, `rules::equal_dims`).
    devices: i64,
}

impl Tiles<'_> {
    fn counts(&self, dims: &Lists) -> Vec<i64> {
        dims.iter().map(|l| axis::product(l, self.mesh)).collect()
    }

    fn bytes(&self, dims: &Lists) -> u64 {
        self.shape
            .iter()
            .zip(self.counts(dims))
            .fold(self.element_bytes, |b, (&d, c)| {
                b.saturating_mul(local_dim(d.max(0), c).max(0) as u64)
            })
    }

    fn state(&self, dims: &Lists) -> ShardState {
        ShardState {
            dims: dims.clone(),
            padded: self
                .shape
                .iter()
                .zip(self.counts(dims))
                .map(|(&d, c)| if c <= 1 { d } else { local_dim(d, c) * c })
                .collect(),
            unreduced: vec![],
        }
    }

    fn step(
        &self,
        kind: CollectiveKind,
        axes: Vec<AxisRef>,
        src_dim: Option<usize>,
        dst_dim: Option<usize>,
        (bytes_before, bytes_after): (u64, u64),
        after: &Lists,
    ) -> ReshardStep {
        let axis_sizes: Vec<u64> = axes
            .iter()
            .map(|a| axis::size(a, self.mesh) as u64)
            .collect();
        ReshardStep {
            kind,
            group_size: axis_sizes.iter().product::<u64>().max(1),
            axis_sizes,
            axes,
            src_dim,
            dst_dim,
            bytes_before,
            bytes_after,
            after: self.state(after),
        }
    }

    /// A collective-permute from `cur` to `tgt` (the axes of the dims that differ).
    fn permute(&self, cur: &Lists, tgt: &Lists) -> ReshardStep {
        let mut axes: Vec<AxisRef> = Vec::new();
        for (c, t) in cur.iter().zip(tgt) {
            if c != t {
                axes.extend(c.iter().cloned());
            }
        }
        let bytes = (self.bytes(cur), self.bytes(tgt));
        self.step(
            CollectiveKind::CollectivePermute,
            axes,
            None,
            None,
            bytes,
            tgt,
        )
    }

    /// XLA's reshard rules between two shardings without partial sums, or `None` when
    /// they do not apply (a dynamic shape, or a sub-axis split the rules cannot place).
    fn shortcut(&self, src: &TensorSharding, dst: &TensorSharding) -> Option<Vec<ReshardStep>> {
        if self.shape.iter().any(|&d| d < 0) {
            return None;
        }
        self.rules(lists(src, self.mesh), &lists(dst, self.mesh), true, 0)
    }

    /// XLA's `ReshardWithAllToAll`: per pair `(j, i)`, the minor `count(j) / target(j)`
    /// of dim `j` moves to the minor end of dim `i`; a collective-permute fixes the
    /// device order when it is not the target's.
    fn all_to_alls(
        &self,
        mut cur: Lists,
        t: &Lists,
        pairs: &[(usize, usize)],
    ) -> Option<Vec<ReshardStep>> {
        let tc = self.counts(t);
        let mut steps = Vec::new();
        for &(j, i) in pairs {
            let cj = axis::product(&cur[j], self.mesh);
            if tc[j] == 0 || cj % tc[j] != 0 {
                return None;
            }
            // Each device's buffer before the exchange (XLA's all-to-all sends
            // (n-1)/n of the local shard it holds).
            let before = self.bytes(&cur);
            let moved = split_minor(&mut cur[j], cj / tc[j], self.mesh)?;
            cur[i].extend(moved.iter().cloned());
            cur[i] = merge_adjacent(&cur[i], self.mesh);
            cur[j] = merge_adjacent(&cur[j], self.mesh);
            steps.push(self.step(
                CollectiveKind::AllToAll,
                moved,
                Some(j),
                Some(i),
                (before, self.bytes(&cur)),
                &cur,
            ));
        }
        if &cur != t {
            if self.counts(&cur) != tc {
                return None;
            }
            steps.push(self.permute(&cur, t));
        }
        Some(steps)
    }
}

/// Splits the minor-most `g` devices' worth of axes off the end of `l`.
fn split_minor(l: &mut Vec<AxisRef>, mut g: i64, mesh: &MeshAttr) -> Option<Vec<AxisRef>> {
    let mut moved = Vec::new();
    while g > 1 {
        let a = l.pop()?;
        let s = axis::size(&a, mesh);
        if s <= g {
            if g % s != 0 {
                return None;
            }
            g /= s;
            moved.insert(0, a);
        } else {
            if s % g != 0 {
                return None;
            }
            let p = axis::pre_size(&a);
            l.push(axis::make(&a.name, p, s / g, mesh));
            moved.insert(0, axis::make(&a.name, p * (s / g), g, mesh));
            g = 1;
        }
    }
    Some(moved)
}

/// XLA's `GetReshardAllToAllSourceTargetDims`: the (source dim, target dim) pairs to
/// swap, one all-to-all each.
pub fn all_to_all_pairs(sc: &[i64], tc: &[i64]) -> Option<Vec<(usize, usize)>> {
    let mut src: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
    let mut tgt: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
    for d in 0..sc.len() {
        if sc[d] != tc[d] {
            src.entry(sc[d]).or_default().push(d);
            tgt.entry(tc[d]).or_default().push(d);
        }
    }
    if src.is_empty() || src.len() != tgt.len() {
        return None;
    }
    if src
        .iter()
        .any(|(k, v)| tgt.get(k).map(Vec::len) != Some(v.len()))
    {
        return None;
    }
    fn remove(size: i64, dim: usize, m: &mut BTreeMap<i64, Vec<usize>>) {
        if let Some(v) = m.get_mut(&size) {
            v.retain(|&d| d != dim);
            if v.is_empty() {
                m.remove(&size);
            }
        }
    }
    let mut out = Vec::new();
    for _ in 0..=sc.len() * sc.len() {
        let Some((&source_size, dims)) = src.iter().next() else {
            return Some(out);
        };
        let i = *dims.last()?;
        let target_i = tc[i];
        if target_i == source_size {
            remove(source_size, i, &mut src);
            remove(source_size, i, &mut tgt);
            continue;
        }
        let cands = src.get(&target_i)?.clone();
        let mut k = 0;
        let mut j = cands[0];
        if source_size == 1 {
            while tc[j] == 1 {
                k += 1;
                if k == cands.len() {
                    break;
                }
                j = cands[k];
            }
        } else if target_i % source_size == 0 {
            while tc[j] != source_size {
                k += 1;
                if k == cands.len() {
                    break;
                }
                j = cands[k];
            }
        } else {
            return None;
        }
        out.push((j, i));
        remove(target_i, i, &mut tgt);
        if let Some(v) = src.get_mut(&source_size) {
            if let Some(last) = v.last_mut() {
                *last = j;
            }
        }
        remove(target_i, j, &mut src);
    }
    None
}

/// Consecutive all-gathers off one dim as one all-gather over their axes.
fn merge_gathers(steps: Vec<ReshardStep>, mesh: &MeshAttr) -> Vec<ReshardStep> {
    let mut out: Vec<ReshardStep> = Vec::with_capacity(steps.len());
    for s in steps {
        if let Some(last) = out.last_mut() {
            if last.kind == CollectiveKind::AllGather
                && s.kind == CollectiveKind::AllGather
                && last.src_dim == s.src_dim
            {
                let mut axes = s.axes.clone();
                axes.extend(last.axes.iter().cloned());
                let mut sizes = s.axis_sizes.clone();
                sizes.extend(last.axis_sizes.iter().copied());
                last.axes = merge_adjacent(&axes, mesh);
                last.axis_sizes = last
                    .axes
                    .iter()
                    .map(|a| axis::size(a, mesh) as u64)
                    .collect();
                last.group_size = sizes.iter().product::<u64>().max(1);
                last.bytes_after = s.bytes_after;
                last.after = s.after;
                continue;
            }
        }
        out.push(s);
    }
    out
}
