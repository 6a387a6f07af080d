//! Brute-force check of a reshard: a per-device simulation of which elements every
//! device holds, independent of how [`super::reshard`] plans.
//!
//! Devices are the mixed-radix numbers over the mesh axes (the last axis minor-most);
//! the coordinate of device `g` along a sub-axis `"x":(pre)size` of an axis of size `n`
//! is the digits of `g`'s `x` coordinate `(x / (n / (pre·size))) mod size`. Under a
//! sharding, a device holds per dim the index range of its block (dims padded to a
//! multiple of their shard count, as XLA does), and for unreduced axes a partial sum:
//! the simulation tracks which partial contributions (numbered by the source's
//! unreduced coordinates) each device's copy has summed.
//!
//! Each step is applied by its meaning (an all-gather unions the index sets of its
//! group, a slice keeps a block the device must already hold, an all-reduce unions
//! disjoint contributions, a collective-permute fetches a block from a group member
//! that holds it, ...), checking its preconditions. At the end every device must hold
//! exactly the target's block, fully reduced or, for the target's unreduced axes,
//! as contributions that partition the total over each unreduced group.

use std::collections::HashMap;
use std::fmt;

use super::collective::CollectiveKind;
use super::reshard::{Reshard, ReshardStep};
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};

/// Why a reshard is wrong, or the simulation could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError(pub String);

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SimError {}

fn fail<T>(msg: impl Into<String>) -> Result<T, SimError> {
    Err(SimError(msg.into()))
}

/// A set of indices of one dim: sorted, disjoint, non-empty half-open ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexSet(Vec<(i64, i64)>);

impl IndexSet {
    pub fn range(lo: i64, hi: i64) -> IndexSet {
        if lo < hi {
            IndexSet(vec![(lo, hi)])
        } else {
            IndexSet(vec![])
        }
    }

    pub fn len(&self) -> i64 {
        self.0.iter().map(|(a, b)| b - a).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn union(&self, other: &IndexSet) -> IndexSet {
        let mut all: Vec<(i64, i64)> = self.0.iter().chain(&other.0).copied().collect();
        all.sort_unstable();
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(all.len());
        for (a, b) in all {
            match out.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => out.push((a, b)),
            }
        }
        IndexSet(out)
    }

    pub fn contains_set(&self, other: &IndexSet) -> bool {
        other
            .0
            .iter()
            .all(|&(a, b)| self.0.iter().any(|&(c, d)| c <= a && b <= d))
    }
}

impl fmt::Display for IndexSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, (a, b)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "[{a}, {b})")?;
        }
        f.write_str("}")
    }
}

/// What one device holds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Held {
    sets: Vec<IndexSet>,
    /// Sorted partial-sum contributions summed into this copy.
    contrib: Vec<u32>,
}

/// The mesh as the simulation sees it.
struct Devices<'a> {
    mesh: &'a MeshAttr,
    count: usize,
}

impl<'a> Devices<'a> {
    fn new(mesh: &'a MeshAttr) -> Result<Devices<'a>, SimError> {
        let mut count: usize = 1;
        for a in &mesh.axes {
            if a.size < 1 {
                return fail(format!("axis '{}' has size {}", a.name, a.size));
            }
            count = count
                .checked_mul(a.size as usize)
                .filter(|&c| c <= 1 << 16)
                .ok_or_else(|| SimError("mesh too large to simulate".into()))?;
        }
        Ok(Devices { mesh, count })
    }

    /// Coordinate of device `g` along mesh axis `i`.
    fn coord(&self, g: usize, i: usize) -> i64 {
        let minor: i64 = self.mesh.axes[i + 1..].iter().map(|a| a.size).product();
        (g as i64 / minor) % self.mesh.axes[i].size
    }

    /// Axis index, size and weight (stride within the axis coordinate) of an axis ref.
    fn axis_of(&self, r: &AxisRef) -> Result<(usize, i64, i64), SimError> {
        let i = self
            .mesh
            .axis_index(&r.name)
            .ok_or_else(|| SimError(format!("unknown axis '{}'", r.name)))?;
        let n = self.mesh.axes[i].size;
        match r.sub {
            None => Ok((i, n, 1)),
            Some(s) => {
                let covered = s.pre_size.saturating_mul(s.size);
                if s.pre_size < 1 || s.size < 1 || covered > n || n % covered != 0 {
                    return fail(format!("sub-axis {r} does not fit axis size {n}"));
                }
                Ok((i, s.size, n / covered))
            }
        }
    }

    /// Coordinate of device `g` along an axis ref.
    fn digit(&self, g: usize, r: &AxisRef) -> Result<i64, SimError> {
        let (i, size, weight) = self.axis_of(r)?;
        Ok((self.coord(g, i) / weight) % size)
    }

    /// Mixed-radix index of `g` over `refs` (major first) and the product of their sizes.
    fn index(&self, g: usize, refs: &[AxisRef]) -> Result<(i64, i64), SimError> {
        let mut idx = 0i64;
        let mut prod = 1i64;
        for r in refs {
            let (_, size, _) = self.axis_of(r)?;
            idx = idx * size + self.digit(g, r)?;
            prod *= size;
        }
        Ok((idx, prod))
    }

    /// The block of dim size `size` device `g` holds when the dim is sharded by `refs`,
    /// laid out padded to `padded` (default: the multiple of the shard count).
    fn block(
        &self,
        g: usize,
        size: i64,
        refs: &[AxisRef],
        padded: Option<i64>,
    ) -> Result<IndexSet, SimError> {
        let (b, prod) = self.index(g, refs)?;
        if prod == 1 {
            return Ok(IndexSet::range(0, size));
        }
        let p = padded.unwrap_or((size + prod - 1) / prod * prod);
        if p % prod != 0 || p < size {
            return fail(format!(
                "padded size {p} of a dim of {size} is not a multiple of its {prod} shards"
            ));
        }
        let c = p / prod;
        Ok(IndexSet::range((b * c).min(size), ((b + 1) * c).min(size)))
    }

    /// Devices grouped by every coordinate except those along `axes`.
    fn groups(&self, axes: &[AxisRef]) -> Result<Vec<Vec<usize>>, SimError> {
        let mut by_key: HashMap<Vec<i64>, usize> = HashMap::new();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for g in 0..self.count {
            let mut key: Vec<i64> = (0..self.mesh.axes.len())
                .map(|i| self.coord(g, i))
                .collect();
            for r in axes {
                let (i, _, weight) = self.axis_of(r)?;
                key[i] -= self.digit(g, r)? * weight;
            }
            let k = *by_key.entry(key).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[k].push(g);
        }
        Ok(groups)
    }
}

/// What the simulation saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimReport {
    pub devices: usize,
    pub steps: usize,
    /// The most elements any device held at any point.
    pub peak_elements: i64,
}

/// Simulates `reshard` on every device and checks that it turns `src` into `dst`.
pub fn check_reshard(
    mesh: &MeshAttr,
    src: &TensorSharding,
    dst: &TensorSharding,
    reshard: &Reshard,
) -> Result<SimReport, SimError> {
    let dev = Devices::new(mesh)?;
    let shape = &reshard.shape;
    if src.dims.len() != shape.len() || dst.dims.len() != shape.len() {
        return fail("sharding rank differs from the tensor's");
    }
    // Initial state: source blocks; contribution = coordinates along the source's
    // unreduced axes.
    let mut total: u32 = 1;
    for r in &src.unreduced {
        total = total.saturating_mul(dev.axis_of(r)?.1 as u32);
    }
    let mut held: Vec<Held> = Vec::with_capacity(dev.count);
    for g in 0..dev.count {
        let sets = (0..shape.len())
            .map(|d| dev.block(g, shape[d], &src.dims[d].axes, None))
            .collect::<Result<Vec<_>, _>>()?;
        let (c, _) = dev.index(g, &src.unreduced)?;
        held.push(Held {
            sets,
            contrib: vec![c as u32],
        });
    }
    let mut report = SimReport {
        devices: dev.count,
        steps: reshard.steps.len(),
        peak_elements: 0,
    };
    let elements = |h: &Held| h.sets.iter().map(IndexSet::len).product::<i64>();
    report.peak_elements = held.iter().map(elements).max().unwrap_or(0);
    for (k, step) in reshard.steps.iter().enumerate() {
        apply(&dev, shape, step, &mut held)
            .map_err(|e| SimError(format!("step {k} ({step}): {}", e.0)))?;
        let most = held.iter().map(elements).max().unwrap_or(0);
        report.peak_elements = report.peak_elements.max(most);
        // The declared size is the padded size: never less than what is held, and
        // equal when no dim is padded.
        let declared = step.bytes_after;
        let bytes = most as u64 * reshard.element_bytes;
        let unpadded = (0..shape.len())
            .all(|d| step.after.dims[d].is_empty() || step.after.padded[d] == shape[d]);
        if bytes > declared || (unpadded && bytes != declared) {
            return fail(format!(
                "step {k} ({step}): devices hold up to {bytes} bytes, the step declares {declared}"
            ));
        }
    }
    // Final state: exactly the target's blocks.
    for (g, h) in held.iter().enumerate() {
        for (d, &size) in shape.iter().enumerate() {
            let want = dev.block(g, size, &dst.dims[d].axes, None)?;
            if h.sets[d] != want {
                return fail(format!(
                    "device {g} ends with dim {d} = {} but the target needs {want}",
                    h.sets[d]
                ));
            }
        }
    }
    let all: Vec<u32> = (0..total).collect();
    if dst.unreduced.is_empty() {
        if let Some((g, h)) = held.iter().enumerate().find(|(_, h)| h.contrib != all) {
            return fail(format!(
                "device {g} ends with partial contributions {:?} of {total}",
                h.contrib
            ));
        }
    } else {
        for group in dev.groups(&dst.unreduced)? {
            let mut seen: Vec<u32> = group
                .iter()
                .flat_map(|&g| held[g].contrib.iter().copied())
                .collect();
            seen.sort_unstable();
            if seen != all {
                return fail(format!(
                    "devices {group:?} (an unreduced group of the target) sum contributions {seen:?}, not each of 0..{total} once"
                ));
            }
        }
    }
    Ok(report)
}

/// Unions sorted contribution lists, failing on overlap (a value summed twice).
fn disjoint_union(lists: &[&Vec<u32>]) -> Result<Vec<u32>, SimError> {
    let mut out: Vec<u32> = lists.iter().flat_map(|l| l.iter().copied()).collect();
    out.sort_unstable();
    let n = out.len();
    out.dedup();
    if out.len() != n {
        return fail("a partial sum would be counted twice");
    }
    Ok(out)
}

fn apply(
    dev: &Devices,
    shape: &[i64],
    step: &ReshardStep,
    held: &mut [Held],
) -> Result<(), SimError> {
    let rank = shape.len();
    let after = &step.after;
    if after.dims.len() != rank || after.padded.len() != rank {
        return fail("the step's state has the wrong rank");
    }
    let target_block =
        |g: usize, d: usize| dev.block(g, shape[d], &after.dims[d], Some(after.padded[d]));
    let need_dim = |o: Option<usize>, what: &str| -> Result<usize, SimError> {
        o.filter(|&d| d < rank)
            .ok_or_else(|| SimError(format!("{} without a valid {what} dim", step.kind.name())))
    };
    // Slices a device's dim `d` to its block in `after`, which it must already hold.
    let slice = |held: &mut [Held], g: usize, d: usize| -> Result<(), SimError> {
        let want = target_block(g, d)?;
        if !held[g].sets[d].contains_set(&want) {
            return fail(format!(
                "device {g} needs dim {d} = {want} but holds only {}",
                held[g].sets[d]
            ));
        }
        held[g].sets[d] = want;
        Ok(())
    };
    match step.kind {
        CollectiveKind::AllGather | CollectiveKind::AllToAll => {
            let src = need_dim(step.src_dim, "source")?;
            for group in dev.groups(&step.axes)? {
                let first = &held[group[0]];
                for &g in &group[1..] {
                    let h = &held[g];
                    if (0..rank).any(|d| d != src && h.sets[d] != first.sets[d])
                        || h.contrib != first.contrib
                    {
                        return fail(format!(
                            "devices {} and {g} of one group differ outside dim {src}",
                            group[0]
                        ));
                    }
                }
                let union = group
                    .iter()
                    .fold(IndexSet::default(), |acc, &g| acc.union(&held[g].sets[src]));
                for &g in &group {
                    held[g].sets[src] = union.clone();
                }
            }
            if step.kind == CollectiveKind::AllToAll {
                let dst = need_dim(step.dst_dim, "target")?;
                for g in 0..dev.count {
                    slice(held, g, dst)?;
                }
            }
        }
        CollectiveKind::AllSlice => {
            let dst = need_dim(step.dst_dim, "target")?;
            for g in 0..dev.count {
                slice(held, g, dst)?;
            }
        }
        CollectiveKind::AllReduce | CollectiveKind::ReduceScatter => {
            for group in dev.groups(&step.axes)? {
                let first = &held[group[0]];
                if group.iter().any(|&g| held[g].sets != first.sets) {
                    return fail(format!(
                        "devices of the group of {} hold different elements",
                        group[0]
                    ));
                }
                let lists: Vec<&Vec<u32>> = group.iter().map(|&g| &held[g].contrib).collect();
                let sum = disjoint_union(&lists)?;
                for &g in &group {
                    held[g].contrib = sum.clone();
                }
            }
            if step.kind == CollectiveKind::ReduceScatter {
                let dst = need_dim(step.dst_dim, "target")?;
                for g in 0..dev.count {
                    slice(held, g, dst)?;
                }
            }
        }
        CollectiveKind::CollectivePermute => {
            let before = held.to_vec();
            for group in dev.groups(&step.axes)? {
                for &g in &group {
                    let want = (0..rank)
                        .map(|d| target_block(g, d))
                        .collect::<Result<Vec<_>, _>>()?;
                    let Some(&h) = group
                        .iter()
                        .find(|&&h| (0..rank).all(|d| before[h].sets[d].contains_set(&want[d])))
                    else {
                        return fail(format!(
                            "no device of the group of {g} holds the block it needs"
                        ));
                    };
                    held[g] = Held {
                        sets: want,
                        contrib: before[h].contrib.clone(),
                    };
                }
            }
        }
        CollectiveKind::ZeroFill => {
            for (g, h) in held.iter_mut().enumerate() {
                let mut first = true;
                for r in &step.axes {
                    first &= dev.digit(g, r)? == 0;
                }
                if !first {
                    h.contrib.clear();
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::reshard::reshard_shape;
    use crate::ir::sdy::{DimSharding, MeshAxis, MeshRef};

    fn mesh(axes: &[(&str, i64)]) -> MeshAttr {
        MeshAttr {
            axes: axes
                .iter()
                .map(|(n, s)| MeshAxis {
                    name: n.to_string(),
                    size: *s,
                })
                .collect(),
            device_ids: vec![],
        }
    }

    fn sharding(dims: &[&[&str]], unreduced: &[&str]) -> TensorSharding {
        TensorSharding {
            mesh: MeshRef::Symbol("m".into()),
            dims: dims
                .iter()
                .map(|d| DimSharding::closed(d.iter().map(|a| AxisRef::full(*a)).collect()))
                .collect(),
            replicated: vec![],
            unreduced: unreduced.iter().map(|a| AxisRef::full(*a)).collect(),
        }
    }

    #[test]
    fn index_sets() {
        let a = IndexSet::range(0, 3).union(&IndexSet::range(3, 5));
        assert_eq!(a, IndexSet::range(0, 5));
        assert!(a.contains_set(&IndexSet::range(1, 4)));
        assert!(!a.contains_set(&IndexSet::range(4, 6)));
        assert_eq!(IndexSet::range(2, 2), IndexSet::default());
    }

    #[test]
    fn a_planned_reshard_checks_and_a_broken_one_fails() {
        let m = mesh(&[("x", 2), ("y", 2)]);
        let src = sharding(&[&["x"], &[]], &["y"]);
        let dst = sharding(&[&[], &["x", "y"]], &[]);
        let r = reshard_shape(&[4, 6], 4, &m, &src, &dst).unwrap();
        let rep = check_reshard(&m, &src, &dst, &r).unwrap();
        assert_eq!(rep.devices, 4);
        // Dropping the last step leaves devices with the wrong data.
        let mut broken = r.clone();
        broken.steps.pop();
        assert!(check_reshard(&m, &src, &dst, &broken).is_err());
        // A slice of data a device does not hold is caught.
        let mut broken = r.clone();
        broken.steps.retain(|s| s.kind != CollectiveKind::AllToAll);
        assert!(check_reshard(&m, &src, &dst, &broken).is_err());
    }
}
