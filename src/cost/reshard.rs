//! Reshard decomposition: the exact sequence of per-axis collectives that turns a
//! tensor sharded one way into the same tensor sharded another way.
//!
//! Both shardings are first cut into *atoms*: per mesh axis, the finest sub-axes that
//! every axis ref of either sharding is a concatenation of (`"x"` next to `"x":(1)2`
//! becomes `"x":(1)2, "x":(2)2`). A state is, per dim, the atoms sharding it (major to
//! minor) plus the unreduced atoms; every other atom is replicated. Steps move one atom
//! at a time (a collective-permute may move several):
//!
//! | step | state change | collective |
//! |---|---|---|
//! | all-slice | a free atom becomes the minor-most of a dim | none (local) |
//! | all-gather | the minor-most atom of a dim is dropped | along that atom |
//! | all-to-all | the minor-most atom of one dim becomes the minor-most of another | along it |
//! | reduce-scatter | an unreduced atom becomes the minor-most of a dim | along it |
//! | all-reduce | an unreduced atom becomes replicated | along it |
//! | collective-permute | dims keep their sizes but the atoms are ordered or placed differently | along the atoms of the dims that change |
//! | zero-fill | a replicated atom becomes unreduced | none (local) |
//!
//! The order is greedy and deterministic: slices and reduce-scatters first (they
//! shrink the tensor), all-reduces of atoms no target dim wants next (on the smallest
//! tensor), then all-to-alls of atoms to where they go next, gathers of atoms the
//! target does not shard by, one collective-permute when only the placement differs,
//! and last-resort gathers. Every state along the way is a valid sharding, so each
//! step is one `sdy` collective.
//!
//! Non-divisible dims: a dim of size `D` sharded `n` ways is laid out padded to
//! `ceil(D/n)·n`, as XLA does. A state remembers each dim's padded size; a dim only
//! takes atoms of the target once it is in the target's layout (so a dim whose padded
//! size changes is gathered whole first).
//!
//! The sequence is checked by brute force in [`super::simulate`]: a per-device
//! simulation of which elements every device holds.

use std::fmt;

use super::collective::{self, CollectiveKind, CollectiveOptions};
use super::links::LinkMap;
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshRef, SubAxis, TensorSharding};
use crate::ir::types::{Dim, TensorType};
use crate::rules::axis;

/// A sharding as the reshard sees it: per dim the (sub-)axes, major to minor, each
/// dim's padded size, and the unreduced (sub-)axes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardState {
    pub dims: Vec<Vec<AxisRef>>,
    /// Per dim, the size the dim is laid out in (`ceil(D/n)·n`; `D` when unsharded).
    pub padded: Vec<i64>,
    pub unreduced: Vec<AxisRef>,
}

impl ShardState {
    /// As a tensor sharding on `mesh_ref` (closed dims; adjacent sub-axes merged).
    pub fn to_sharding(&self, mesh_ref: MeshRef, mesh: &MeshAttr) -> TensorSharding {
        TensorSharding {
            mesh: mesh_ref,
            dims: self
                .dims
                .iter()
                .map(|d| DimSharding::closed(merge_adjacent(d, mesh)))
                .collect(),
            replicated: vec![],
            unreduced: merge_adjacent(&self.unreduced, mesh),
        }
    }
}

/// Merges runs of adjacent sub-axes of one axis (`"x":(1)2, "x":(2)2` is `"x"` when x=4).
pub fn merge_adjacent(axes: &[AxisRef], mesh: &MeshAttr) -> Vec<AxisRef> {
    let mut out: Vec<AxisRef> = Vec::with_capacity(axes.len());
    for a in axes {
        match out.last_mut() {
            Some(last) if axis::can_merge(last, a) => *last = axis::merge(last, a, mesh),
            _ => out.push(a.clone()),
        }
    }
    out
}

/// One step of a reshard.
#[derive(Clone, Debug, PartialEq)]
pub struct ReshardStep {
    pub kind: CollectiveKind,
    /// The (sub-)axes the step runs along: one, except for a collective-permute.
    pub axes: Vec<AxisRef>,
    /// The size of each of `axes`.
    pub axis_sizes: Vec<u64>,
    /// Devices per group: the product of the axes' sizes.
    pub group_size: u64,
    /// The dim an atom leaves (all-gather, all-to-all).
    pub src_dim: Option<usize>,
    /// The dim an atom joins (all-slice, all-to-all, reduce-scatter).
    pub dst_dim: Option<usize>,
    /// Per-device bytes before and after (padded).
    pub bytes_before: u64,
    pub bytes_after: u64,
    /// The sharding after the step.
    pub after: ShardState,
}

impl ReshardStep {
    /// The collectives this step is costed as: one over the whole group, a multi-axis
    /// all-to-all included (XLA emits one all-to-all among the devices of all its axes:
    /// each device sends `(n-1)/n` of its shard, not the sum over the axes;
    /// tests/cost_xla_graph.rs).
    fn parts(&self) -> Vec<(u64, &[AxisRef])> {
        vec![(self.group_size, &self.axes[..])]
    }

    /// Bytes each device sends.
    pub fn bytes_sent(&self) -> f64 {
        let (before, after) = (self.bytes_before as f64, self.bytes_after as f64);
        self.parts()
            .iter()
            .map(|&(n, _)| collective::bytes_sent(self.kind, n, before, after))
            .sum()
    }

    /// Alpha-beta time on the link of the step's axes (the slowest, for several).
    pub fn time(&self, links: &LinkMap, opts: &CollectiveOptions) -> f64 {
        if self.kind.is_local() {
            return 0.0;
        }
        let (before, after) = (self.bytes_before as f64, self.bytes_after as f64);
        self.parts()
            .iter()
            .map(|&(n, axes)| {
                collective::time(self.kind, n, before, after, links.slowest(axes), opts)
            })
            .sum()
    }
}

impl fmt::Display for ReshardStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} along ", self.kind.name())?;
        for (i, a) in self.axes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{a}")?;
        }
        match (self.src_dim, self.dst_dim) {
            (Some(s), Some(d)) => write!(f, " (dim {s} -> dim {d})")?,
            (Some(s), None) => write!(f, " (dim {s})")?,
            (None, Some(d)) => write!(f, " (-> dim {d})")?,
            (None, None) => {}
        }
        write!(
            f,
            ": {} -> {} bytes per device",
            self.bytes_before, self.bytes_after
        )
    }
}

/// A reshard: the steps from the source sharding to the target.
#[derive(Clone, Debug, PartialEq)]
pub struct Reshard {
    pub shape: Vec<i64>,
    pub element_bytes: u64,
    /// The source sharding, in atoms.
    pub initial: ShardState,
    pub steps: Vec<ReshardStep>,
}

impl Reshard {
    /// Whether nothing needs to happen.
    pub fn is_noop(&self) -> bool {
        self.steps.is_empty()
    }

    /// The steps that communicate (not all-slice or zero-fill).
    pub fn collectives(&self) -> impl Iterator<Item = &ReshardStep> {
        self.steps.iter().filter(|s| !s.kind.is_local())
    }

    /// Bytes each device sends over the whole reshard.
    pub fn bytes_sent(&self) -> f64 {
        self.steps.iter().map(ReshardStep::bytes_sent).sum()
    }

    /// Total alpha-beta time of the steps, run one after another.
    pub fn time(&self, links: &LinkMap, opts: &CollectiveOptions) -> f64 {
        self.steps.iter().map(|s| s.time(links, opts)).sum()
    }

    /// The largest per-device size along the way (for memory).
    pub fn peak_bytes(&self) -> u64 {
        self.steps
            .iter()
            .map(|s| s.bytes_after.max(s.bytes_before))
            .max()
            .unwrap_or(0)
    }
}

/// Why a reshard could not be computed (malformed input; never a panic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReshardError(pub String);

impl fmt::Display for ReshardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReshardError {}

fn error<T>(msg: impl Into<String>) -> Result<T, ReshardError> {
    Err(ReshardError(msg.into()))
}

/// The reshard of a tensor of type `ty` from `src` to `dst` on `mesh`.
pub fn reshard(
    ty: &TensorType,
    mesh: &MeshAttr,
    src: &TensorSharding,
    dst: &TensorSharding,
) -> Result<Reshard, ReshardError> {
    let shape: Vec<i64> = ty
        .shape
        .iter()
        .enumerate()
        .map(|(d, dim)| match dim {
            Dim::Static(n) if *n >= 0 => Ok(*n),
            _ => error(format!("dim {d} of {ty} is not static")),
        })
        .collect::<Result<_, _>>()?;
    reshard_shape(&shape, ty.element.byte_size(), mesh, src, dst)
}

/// [`reshard`] on a bare shape and element size.
pub fn reshard_shape(
    shape: &[i64],
    element_bytes: u64,
    mesh: &MeshAttr,
    src: &TensorSharding,
    dst: &TensorSharding,
) -> Result<Reshard, ReshardError> {
    if shape.iter().any(|&d| d < 0) {
        return error("negative dim size");
    }
    for (what, s) in [("source", src), ("target", dst)] {
        if s.dims.len() != shape.len() {
            return error(format!(
                "the {what} sharding has {} dims, the tensor {}",
                s.dims.len(),
                shape.len()
            ));
        }
    }
    for a in &mesh.axes {
        if a.size < 1 {
            return error(format!("mesh axis '{}' has size {}", a.name, a.size));
        }
    }
    let mut atoms = Atoms::default();
    let (src_lists, src_unreduced, dst_lists, dst_unreduced) = atoms.atomize(mesh, src, dst)?;
    let mut planner = Planner {
        shape: shape.to_vec(),
        element_bytes,
        cur: State::new(shape, &src_lists, &src_unreduced, &atoms),
        tgt: State::new(shape, &dst_lists, &dst_unreduced, &atoms),
        atoms,
        steps: Vec::new(),
    };
    let initial = planner.public_state(&planner.cur);
    planner.run()?;
    Ok(Reshard {
        shape: shape.to_vec(),
        element_bytes,
        initial,
        steps: planner.steps,
    })
}

/// The atom table.
#[derive(Default)]
struct Atoms {
    refs: Vec<AxisRef>,
    /// Mesh axis index, size, and the range `[lo, hi)` of pre-sizes covered.
    axis: Vec<usize>,
    size: Vec<i64>,
    lo: Vec<i64>,
    hi: Vec<i64>,
    /// Size of the atom's mesh axis.
    axis_size: Vec<i64>,
}

type Lists = Vec<Vec<usize>>;

impl Atoms {
    fn id(&mut self, mesh: &MeshAttr, axis_index: usize, lo: i64, hi: i64) -> usize {
        let name = &mesh.axes[axis_index].name;
        if let Some(i) = (0..self.refs.len())
            .find(|&i| self.axis[i] == axis_index && self.lo[i] == lo && self.hi[i] == hi)
        {
            return i;
        }
        self.refs.push(axis::make(name, lo, hi / lo, mesh));
        self.axis.push(axis_index);
        self.size.push(hi / lo);
        self.lo.push(lo);
        self.hi.push(hi);
        self.axis_size.push(mesh.axes[axis_index].size);
        self.refs.len() - 1
    }

    /// Whether two atoms cannot both be in use: sub-axes of one axis whose ranges
    /// intersect, or that no single chain of divisors contains (on an axis of 6,
    /// `(1)2` and `(3)2` do not intersect, yet they are not independent coordinates).
    fn overlap(&self, a: usize, b: usize) -> bool {
        if a == b || self.axis[a] != self.axis[b] {
            return false;
        }
        if self.lo[a] < self.hi[b] && self.lo[b] < self.hi[a] {
            return true;
        }
        let mut bounds = [
            1,
            self.lo[a],
            self.hi[a],
            self.lo[b],
            self.hi[b],
            self.axis_size[a],
        ];
        bounds.sort_unstable();
        !is_chain(&bounds)
    }

    /// Cuts both shardings into atoms: per dim the atom lists, and the unreduced atoms.
    fn atomize(
        &mut self,
        mesh: &MeshAttr,
        src: &TensorSharding,
        dst: &TensorSharding,
    ) -> Result<(Lists, Vec<usize>, Lists, Vec<usize>), ReshardError> {
        // Per mesh axis, the boundaries each sharding puts on it.
        let n_axes = mesh.axes.len();
        let mut src_b: Vec<Vec<i64>> = (0..n_axes).map(|i| vec![1, mesh.axes[i].size]).collect();
        let mut dst_b = src_b.clone();
        for (s, bounds, what) in [(src, &mut src_b, "source"), (dst, &mut dst_b, "target")] {
            for r in all_refs(s) {
                let (i, lo, hi) = ref_range(mesh, r, what)?;
                bounds[i].extend([lo, hi]);
            }
        }
        for i in 0..n_axes {
            for b in [&mut src_b[i], &mut dst_b[i]] {
                b.sort_unstable();
                b.dedup();
            }
            for (b, what) in [(&src_b[i], "source"), (&dst_b[i], "target")] {
                if !is_chain(b) {
                    return error(format!(
                        "the {what} sharding's sub-axes of '{}' do not nest (pre-sizes {:?})",
                        mesh.axes[i].name, b
                    ));
                }
            }
            let mut all: Vec<i64> = src_b[i].iter().chain(&dst_b[i]).copied().collect();
            all.sort_unstable();
            all.dedup();
            // A common refinement when one exists; otherwise each side keeps its own
            // atoms and the planner gathers the source's before slicing the target's.
            if is_chain(&all) {
                src_b[i] = all.clone();
                dst_b[i] = all;
            }
        }
        let mut lists = |s: &TensorSharding,
                         bounds: &[Vec<i64>],
                         what: &str|
         -> Result<(Lists, Vec<usize>), ReshardError> {
            let mut used: Vec<usize> = Vec::new();
            let mut cut =
                |r: &AxisRef, used: &mut Vec<usize>| -> Result<Vec<usize>, ReshardError> {
                    let (i, lo, hi) = ref_range(mesh, r, what)?;
                    let b = &bounds[i];
                    let mut out = Vec::new();
                    for w in b.windows(2) {
                        if w[0] >= lo && w[1] <= hi {
                            let id = self.id(mesh, i, w[0], w[1]);
                            if used.contains(&id) {
                                return error(format!("the {what} sharding uses {r} twice"));
                            }
                            used.push(id);
                            out.push(id);
                        }
                    }
                    Ok(out)
                };
            let mut dims = Vec::with_capacity(s.dims.len());
            for d in &s.dims {
                let mut l = Vec::new();
                for r in &d.axes {
                    l.extend(cut(r, &mut used)?);
                }
                dims.push(l);
            }
            let mut unreduced = Vec::new();
            for r in &s.unreduced {
                unreduced.extend(cut(r, &mut used)?);
            }
            unreduced.sort_unstable();
            Ok((dims, unreduced))
        };
        let (sl, su) = lists(src, &src_b, "source")?;
        let (dl, du) = lists(dst, &dst_b, "target")?;
        for (l, u, what) in [(&sl, &su, "source"), (&dl, &du, "target")] {
            let all: Vec<usize> = l.iter().flatten().chain(u.iter()).copied().collect();
            for (k, &a) in all.iter().enumerate() {
                if let Some(&b) = all[k + 1..].iter().find(|&&b| self.overlap(a, b)) {
                    return error(format!(
                        "the {what} sharding uses overlapping axes {} and {}",
                        self.refs[a], self.refs[b]
                    ));
                }
            }
        }
        Ok((sl, su, dl, du))
    }
}

/// The dim and unreduced axis refs of a sharding (replicated ones do not matter here).
fn all_refs(s: &TensorSharding) -> impl Iterator<Item = &AxisRef> {
    s.dims
        .iter()
        .flat_map(|d| d.axes.iter())
        .chain(s.unreduced.iter())
}

/// The mesh axis of a ref and the pre-size range `[lo, hi)` it covers, validated.
fn ref_range(mesh: &MeshAttr, r: &AxisRef, what: &str) -> Result<(usize, i64, i64), ReshardError> {
    let Some(i) = mesh.axis_index(&r.name) else {
        return error(format!(
            "the {what} sharding names an unknown axis '{}'",
            r.name
        ));
    };
    let n = mesh.axes[i].size;
    match r.sub {
        None => Ok((i, 1, n)),
        Some(SubAxis { pre_size, size }) => {
            let hi = pre_size.checked_mul(size).unwrap_or(i64::MAX);
            if pre_size < 1 || size < 1 || hi > n || n % hi != 0 {
                return error(format!(
                    "the {what} sharding's sub-axis {r} does not fit axis size {n}"
                ));
            }
            Ok((i, pre_size, hi))
        }
    }
}

/// Whether each boundary divides the next.
fn is_chain(b: &[i64]) -> bool {
    b.windows(2).all(|w| w[0] >= 1 && w[1] % w[0] == 0)
}

/// A planner state in atom ids.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    dims: Lists,
    padded: Vec<i64>,
    /// Sorted.
    unreduced: Vec<usize>,
}

fn padded_size(size: i64, shards: i64) -> i64 {
    if shards <= 1 {
        size
    } else {
        super::shard::local_dim(size, shards).saturating_mul(shards)
    }
}

impl State {
    fn new(shape: &[i64], dims: &Lists, unreduced: &[usize], atoms: &Atoms) -> State {
        let padded = shape
            .iter()
            .zip(dims)
            .map(|(&d, l)| padded_size(d, product(l, atoms)))
            .collect();
        State {
            dims: dims.clone(),
            padded,
            unreduced: unreduced.to_vec(),
        }
    }

    fn uses(&self, a: usize) -> bool {
        self.unreduced.contains(&a) || self.dims.iter().any(|l| l.contains(&a))
    }
}

fn product(l: &[usize], atoms: &Atoms) -> i64 {
    l.iter()
        .map(|&a| atoms.size[a])
        .fold(1i64, i64::saturating_mul)
}

struct Planner {
    shape: Vec<i64>,
    element_bytes: u64,
    atoms: Atoms,
    cur: State,
    tgt: State,
    steps: Vec<ReshardStep>,
}

impl Planner {
    fn public_state(&self, s: &State) -> ShardState {
        ShardState {
            dims: s
                .dims
                .iter()
                .map(|l| l.iter().map(|&a| self.atoms.refs[a].clone()).collect())
                .collect(),
            padded: s.padded.clone(),
            unreduced: s
                .unreduced
                .iter()
                .map(|&a| self.atoms.refs[a].clone())
                .collect(),
        }
    }

    fn bytes(&self, s: &State) -> u64 {
        let mut elems: u64 = 1;
        for (d, l) in s.dims.iter().enumerate() {
            let local = if l.is_empty() {
                self.shape[d]
            } else {
                s.padded[d] / product(l, &self.atoms).max(1)
            };
            elems = elems.saturating_mul(local.max(0) as u64);
        }
        elems.saturating_mul(self.element_bytes)
    }

    /// Whether dim `d` is on its way to the target: a prefix of the target's atoms, in
    /// the target's layout.
    fn on_track(&self, d: usize) -> bool {
        let c = &self.cur.dims[d];
        let t = &self.tgt.dims[d];
        c.is_empty() || (t.starts_with(c) && self.cur.padded[d] == self.tgt.padded[d])
    }

    /// The atom dim `d` takes next on its way to the target.
    fn next_wanted(&self, d: usize) -> Option<usize> {
        if !self.on_track(d) {
            return None;
        }
        self.tgt.dims[d].get(self.cur.dims[d].len()).copied()
    }

    fn in_target_dims(&self, a: usize) -> bool {
        self.tgt.dims.iter().any(|l| l.contains(&a))
    }

    fn free(&self, a: usize) -> bool {
        !self.cur.uses(a)
            && !(0..self.atoms.refs.len()).any(|b| self.cur.uses(b) && self.atoms.overlap(a, b))
    }

    fn push(&self, s: &mut State, d: usize, a: usize) {
        if s.dims[d].is_empty() {
            s.padded[d] = self.tgt.padded[d];
        }
        s.dims[d].push(a);
    }

    fn pop(&self, s: &mut State, d: usize) {
        s.dims[d].pop();
        if s.dims[d].is_empty() {
            s.padded[d] = self.shape[d];
        }
    }

    fn emit(
        &mut self,
        kind: CollectiveKind,
        axes: Vec<usize>,
        src_dim: Option<usize>,
        dst_dim: Option<usize>,
        next: State,
    ) {
        let axis_sizes: Vec<u64> = axes
            .iter()
            .map(|&a| self.atoms.size[a].max(1) as u64)
            .collect();
        let step = ReshardStep {
            kind,
            axes: axes.iter().map(|&a| self.atoms.refs[a].clone()).collect(),
            group_size: axis_sizes.iter().fold(1u64, |p, &n| p.saturating_mul(n)),
            axis_sizes,
            src_dim,
            dst_dim,
            bytes_before: self.bytes(&self.cur),
            bytes_after: self.bytes(&next),
            after: self.public_state(&next),
        };
        self.steps.push(step);
        self.cur = next;
    }

    /// Whether the target is reached: same atoms, same layouts.
    fn done(&self) -> bool {
        self.cur.dims == self.tgt.dims
            && self.cur.unreduced == self.tgt.unreduced
            && (0..self.shape.len()).all(|d| self.on_track(d))
    }

    fn run(&mut self) -> Result<(), ReshardError> {
        let rank = self.shape.len();
        let limit = 8 * (self.atoms.refs.len() + 1) * (rank + 1) + 8;
        for _ in 0..limit {
            if self.done() {
                return Ok(());
            }
            // Slices, then reduce-scatters, onto dims on their way to the target.
            if let Some((d, a)) = (0..rank)
                .filter_map(|d| self.next_wanted(d).map(|a| (d, a)))
                .find(|&(_, a)| self.free(a))
            {
                let mut next = self.cur.clone();
                self.push(&mut next, d, a);
                self.emit(CollectiveKind::AllSlice, vec![a], None, Some(d), next);
                continue;
            }
            if let Some((d, a)) = (0..rank)
                .filter_map(|d| self.next_wanted(d).map(|a| (d, a)))
                .find(|&(_, a)| self.cur.unreduced.contains(&a))
            {
                let mut next = self.cur.clone();
                next.unreduced.retain(|&u| u != a);
                self.push(&mut next, d, a);
                self.emit(CollectiveKind::ReduceScatter, vec![a], None, Some(d), next);
                continue;
            }
            // All-reduce partial sums no target dim takes (on the smallest tensor).
            if let Some(&a) = self
                .cur
                .unreduced
                .iter()
                .find(|&&a| !self.tgt.unreduced.contains(&a) && !self.in_target_dims(a))
            {
                let mut next = self.cur.clone();
                next.unreduced.retain(|&u| u != a);
                self.emit(CollectiveKind::AllReduce, vec![a], None, None, next);
                continue;
            }
            let off: Vec<usize> = (0..rank).filter(|&d| !self.on_track(d)).collect();
            if off.is_empty() {
                // Every dim matches the target: only unreduced atoms remain to create.
                if let Some(&a) = self
                    .tgt
                    .unreduced
                    .iter()
                    .find(|&&a| !self.cur.unreduced.contains(&a) && self.free(a))
                {
                    let mut next = self.cur.clone();
                    next.unreduced.push(a);
                    next.unreduced.sort_unstable();
                    self.emit(CollectiveKind::ZeroFill, vec![a], None, None, next);
                    continue;
                }
                return error("internal: the reshard planner is stuck");
            }
            // All-to-all: the minor-most atoms of an off-track dim are, in order, what
            // another dim takes next (as many as match: one multi-axis all-to-all).
            if let Some((d, e, k)) = self.find_all_to_all(&off) {
                let mut next = self.cur.clone();
                let moved: Vec<usize> = self.cur.dims[d][self.cur.dims[d].len() - k..].to_vec();
                for _ in 0..k {
                    self.pop(&mut next, d);
                }
                for &m in &moved {
                    self.push(&mut next, e, m);
                }
                self.emit(CollectiveKind::AllToAll, moved, Some(d), Some(e), next);
                continue;
            }
            // Gather atoms the target does not shard any dim by.
            if let Some((d, m)) = off.iter().find_map(|&d| {
                let &m = self.cur.dims[d].last()?;
                (!self.in_target_dims(m)).then_some((d, m))
            }) {
                let mut next = self.cur.clone();
                self.pop(&mut next, d);
                self.emit(CollectiveKind::AllGather, vec![m], Some(d), None, next);
                continue;
            }
            if self.try_permute() {
                continue;
            }
            if self.try_reorder(&off) {
                continue;
            }
            // Last resort: gather the minor-most atom of the first off-track dim.
            let d = off[0];
            let Some(&m) = self.cur.dims[d].last() else {
                return error("internal: an off-track dim without atoms");
            };
            let mut next = self.cur.clone();
            self.pop(&mut next, d);
            self.emit(CollectiveKind::AllGather, vec![m], Some(d), None, next);
        }
        error("internal: the reshard planner did not finish")
    }

    /// An off-track dim `d`, a dim `e` on track, and the longest `k` such that the last
    /// `k` atoms of `d` are the next `k` atoms `e` takes.
    fn find_all_to_all(&self, off: &[usize]) -> Option<(usize, usize, usize)> {
        for &d in off {
            let c = &self.cur.dims[d];
            for e in 0..self.shape.len() {
                if e == d || !self.on_track(e) {
                    continue;
                }
                let wanted = &self.tgt.dims[e][self.cur.dims[e].len()..];
                let k = (1..=c.len().min(wanted.len()))
                    .rev()
                    .find(|&k| c[c.len() - k..] == wanted[..k]);
                if let Some(k) = k {
                    return Some((d, e, k));
                }
            }
        }
        None
    }

    /// One collective-permute when the dims hold the target's atoms with the target's
    /// per-dim shard counts and layouts, placed or ordered differently.
    fn try_permute(&mut self) -> bool {
        let cur = &self.cur;
        let tgt = &self.tgt;
        let mut have: Vec<usize> = cur.dims.iter().flatten().copied().collect();
        let mut want: Vec<usize> = tgt.dims.iter().flatten().copied().collect();
        have.sort_unstable();
        want.sort_unstable();
        if have != want || cur.dims == tgt.dims {
            return false;
        }
        for d in 0..self.shape.len() {
            if product(&cur.dims[d], &self.atoms) != product(&tgt.dims[d], &self.atoms) {
                return false;
            }
            if !cur.dims[d].is_empty() && cur.padded[d] != tgt.padded[d] {
                return false;
            }
        }
        let mut axes: Vec<usize> = (0..self.shape.len())
            .filter(|&d| cur.dims[d] != tgt.dims[d])
            .flat_map(|d| cur.dims[d].iter().copied())
            .collect();
        axes.sort_unstable_by_key(|&a| (self.atoms.axis[a], self.atoms.lo[a]));
        axes.dedup();
        let mut next = cur.clone();
        next.dims = tgt.dims.clone();
        for d in 0..self.shape.len() {
            next.padded[d] = if next.dims[d].is_empty() {
                self.shape[d]
            } else {
                tgt.padded[d]
            };
        }
        self.emit(CollectiveKind::CollectivePermute, axes, None, None, next);
        true
    }

    /// A collective-permute within one off-track dim that puts the atoms the target
    /// wants there first (in the target's order), so the rest can be gathered off the
    /// minor end.
    fn try_reorder(&mut self, off: &[usize]) -> bool {
        for &d in off {
            let c = &self.cur.dims[d];
            let t = &self.tgt.dims[d];
            if c.is_empty() || self.cur.padded[d] != self.tgt.padded[d] {
                continue;
            }
            let k = c.iter().zip(t).take_while(|(a, b)| a == b).count();
            let (rest_c, rest_t) = (&c[k..], &t[k..]);
            if rest_t.is_empty() || !rest_t.iter().all(|a| rest_c.contains(a)) {
                continue;
            }
            let mut order: Vec<usize> = t.clone();
            order.extend(rest_c.iter().filter(|a| !rest_t.contains(a)));
            if &order == c {
                continue;
            }
            let mut axes: Vec<usize> = rest_c.to_vec();
            axes.sort_unstable_by_key(|&a| (self.atoms.axis[a], self.atoms.lo[a]));
            let mut next = self.cur.clone();
            next.dims[d] = order;
            self.emit(CollectiveKind::CollectivePermute, axes, None, None, next);
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

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

    fn kinds(r: &Reshard) -> Vec<CollectiveKind> {
        r.steps.iter().map(|s| s.kind).collect()
    }

    use CollectiveKind::*;

    #[test]
    fn basic_kinds() {
        let m = mesh(&[("x", 4), ("y", 2)]);
        let shape = [8, 16];
        let r = |a, b| reshard_shape(&shape, 4, &m, &a, &b).unwrap();
        assert!(r(sharding(&[&["x"], &[]], &[]), sharding(&[&["x"], &[]], &[])).is_noop());
        let g = r(sharding(&[&["x"], &[]], &[]), sharding(&[&[], &[]], &[]));
        assert_eq!(kinds(&g), vec![AllGather]);
        assert_eq!(
            (g.steps[0].bytes_before, g.steps[0].bytes_after),
            (128, 512)
        );
        assert_eq!(g.bytes_sent(), 384.0);
        assert_eq!(
            kinds(&r(
                sharding(&[&[], &[]], &[]),
                sharding(&[&[], &["y"]], &[])
            )),
            vec![AllSlice]
        );
        assert_eq!(
            kinds(&r(
                sharding(&[&["x"], &[]], &[]),
                sharding(&[&[], &["x"]], &[])
            )),
            vec![AllToAll]
        );
        assert_eq!(
            kinds(&r(
                sharding(&[&[], &[]], &["x"]),
                sharding(&[&[], &[]], &[])
            )),
            vec![AllReduce]
        );
        assert_eq!(
            kinds(&r(
                sharding(&[&[], &[]], &["x"]),
                sharding(&[&["x"], &[]], &[])
            )),
            vec![ReduceScatter]
        );
        assert_eq!(
            kinds(&r(
                sharding(&[&["x", "y"], &[]], &[]),
                sharding(&[&["y", "x"], &[]], &[])
            )),
            vec![CollectivePermute]
        );
        assert_eq!(
            kinds(&r(
                sharding(&[&[], &[]], &[]),
                sharding(&[&[], &[]], &["y"])
            )),
            vec![ZeroFill]
        );
    }

    #[test]
    fn errors_are_values() {
        let m = mesh(&[("x", 4)]);
        let e = reshard_shape(
            &[8],
            4,
            &m,
            &sharding(&[&["z"]], &[]),
            &sharding(&[&[]], &[]),
        )
        .unwrap_err();
        assert!(e.0.contains("unknown axis 'z'"), "{e}");
        let e = reshard_shape(
            &[8, 8],
            4,
            &m,
            &sharding(&[&["x"]], &[]),
            &sharding(&[&[]], &[]),
        )
        .unwrap_err();
        assert!(e.0.contains("1 dims, the tensor 2"), "{e}");
        let e = reshard_shape(
            &[8],
            4,
            &m,
            &sharding(&[&["x", "x"]], &[]),
            &sharding(&[&[]], &[]),
        )
        .unwrap_err();
        assert!(e.0.contains("twice"), "{e}");
    }

    #[test]
    fn merging_adjacent_sub_axes() {
        let m = mesh(&[("x", 4)]);
        let sub = |p, s| AxisRef {
            name: "x".into(),
            sub: Some(SubAxis {
                pre_size: p,
                size: s,
            }),
        };
        assert_eq!(
            merge_adjacent(&[sub(1, 2), sub(2, 2)], &m),
            vec![AxisRef::full("x")]
        );
    }
}
