//! XLA's `ReshardNoCache` decision list on axis lists, in its order: collective-permute,
//! all-to-all, slice from partial replication (`ReshardFromPartialReplicateWithDynamicSlice`),
//! gather to partial replication (`ReshardToPartialReplicateWithAllGather`), the
//! two-step patterns of `TryComplexReshardHandling` (merge or split one dim's tiles
//! with another's; a partially replicated source sliced along a dim the target shards
//! more), the dims sharded alike handled apart (`equal_dims`: the rest resharded
//! inside each group of devices), and last, replicate and slice. The intermediate
//! shardings XLA picks by device order are written here as axis lists: the counts,
//! hence the kinds and bytes, are XLA's; a sub-axis the rules cannot place returns
//! `None` (the planner's sequence then).

use super::{all_to_all_pairs, Lists, Tiles};
use crate::cost::collective::CollectiveKind;
use crate::cost::reshard::{merge_adjacent, ReshardStep};
use crate::cost::shard::local_dim;
use crate::ir::sdy::AxisRef;
use crate::rules::axis;

/// How deep the rules that reshard through an intermediate sharding may nest.
const MAX_DEPTH: usize = 3;

/// Whether every `a[d]` divides `b[d]`.
fn divides(a: &[i64], b: &[i64]) -> bool {
    a.iter().zip(b).all(|(&x, &y)| x > 0 && y % x == 0)
}

impl Tiles<'_> {
    /// The steps from `s` to `t`; `full`: whether the last resort (replicate, then
    /// slice) is allowed (XLA's `allow_full_replication`).
    pub(super) fn rules(
        &self,
        s: Lists,
        t: &Lists,
        full: bool,
        depth: usize,
    ) -> Option<Vec<ReshardStep>> {
        if s == *t {
            return Some(vec![]);
        }
        let (sc, tc) = (self.counts(&s), self.counts(t));
        let (ns, nt): (i64, i64) = (sc.iter().product(), tc.iter().product());
        if sc == tc {
            return Some(vec![self.permute(&s, t)]);
        }
        if ns == nt {
            if let Some(steps) =
                all_to_all_pairs(&sc, &tc).and_then(|p| self.all_to_alls(s.clone(), t, &p))
            {
                return Some(steps);
            }
        }
        if ns < self.devices && nt > ns && divides(&sc, &tc) {
            return Some(self.slice(&s, t));
        }
        if let Some(steps) = self.partial_all_to_all(&s, t) {
            return Some(steps);
        }
        if nt < self.devices && ns > nt && divides(&tc, &sc) {
            if let Some(steps) = self.gather(&s, t) {
                return Some(steps);
            }
        }
        if nt < self.devices {
            if let Some(steps) = self.slice_then_gather(&s, t) {
                return Some(steps);
            }
        }
        if depth < MAX_DEPTH && ns > 1 && nt > 1 {
            let two_step = [
                Self::merge_or_split,
                Self::replicate_dim_first,
                Self::partial_to_tiled,
                Self::equal_dims,
            ];
            if let Some(steps) = two_step.iter().find_map(|rule| rule(self, &s, t, depth)) {
                return Some(steps);
            }
        }
        full.then(|| self.replicate_then_slice(&s, t))
    }

    /// A local dynamic slice, then the device order fixed unless every source dim is a
    /// major prefix of its target.
    fn slice(&self, s: &Lists, t: &Lists) -> Vec<ReshardStep> {
        let bytes = (self.bytes(s), self.bytes(t));
        let slice = self.step(CollectiveKind::AllSlice, vec![], None, None, bytes, t);
        if s.iter().zip(t).all(|(a, b)| self.prefix(a, b)) {
            return vec![slice];
        }
        vec![slice, self.permute(s, t)]
    }

    fn prefix(&self, a: &[AxisRef], b: &[AxisRef]) -> bool {
        axis::list_prefix_status(a, b, self.mesh) != axis::PrefixStatus::NotAPrefix
    }

    /// Every target dim's count divides the source's: a collective-permute unless every
    /// target dim is a major prefix of its source (XLA's compatible sharding), then one
    /// all-gather per dim, minor-most dim first.
    fn gather(&self, s: &Lists, t: &Lists) -> Option<Vec<ReshardStep>> {
        let mut steps = Vec::new();
        let mut cur = if s.iter().zip(t).all(|(a, b)| self.prefix(b, a)) {
            s.clone()
        } else {
            let cur = self.fill(s, t)?;
            steps.push(self.permute(s, &cur));
            cur
        };
        for d in (0..cur.len()).rev() {
            let keep = t[d].len();
            if cur[d] == t[d] {
                continue;
            }
            let before = self.bytes(&cur);
            let axes = cur[d][keep.min(cur[d].len())..].to_vec();
            cur[d].truncate(keep);
            if cur[d] != t[d] {
                return None; // a sub-axis split the kept part
            }
            let bytes = (before, self.bytes(&cur));
            steps.push(self.step(CollectiveKind::AllGather, axes, Some(d), None, bytes, &cur));
        }
        Some(steps)
    }

    /// Per dim, the target's axes then source axes the target does not use, major
    /// first, to the source's count: the sharding a collective-permute reorders the
    /// source to before gathering down to the target.
    fn fill(&self, s: &Lists, t: &Lists) -> Option<Lists> {
        let mesh = self.mesh;
        let used: Vec<&AxisRef> = t.iter().flatten().collect();
        let mut pool: Vec<AxisRef> = Vec::new();
        for a in s.iter().flatten() {
            if used.contains(&a) {
                continue;
            }
            if used.iter().any(|u| axis::overlaps(a, u, mesh)) {
                return None;
            }
            pool.push(a.clone());
        }
        pool.reverse(); // popped from the end: major first
        let sc = self.counts(s);
        let mut out = t.clone();
        for (d, l) in out.iter_mut().enumerate() {
            let have = axis::product(l, mesh);
            if have == 0 || sc[d] % have != 0 {
                return None;
            }
            let mut need = sc[d] / have;
            while need > 1 {
                let a = pool.pop()?;
                let z = axis::size(&a, mesh);
                if z <= need {
                    if need % z != 0 {
                        return None;
                    }
                    need /= z;
                    l.push(a);
                } else {
                    if z % need != 0 {
                        return None;
                    }
                    let p = axis::pre_size(&a);
                    l.push(axis::make(&a.name, p, need, mesh));
                    pool.push(axis::make(&a.name, p * need, z / need, mesh));
                    need = 1;
                }
            }
            *l = merge_adjacent(l, mesh);
        }
        Some(out)
    }

    /// `TryComplexReshardHandling`'s merge and split: dim `i` sharded on both sides
    /// (counts dividing one another), dim `j` on one side only, the two dims' products
    /// equal: one all-to-all moves the tiles between them (all of `j` to the minor end of
    /// `i`, or the minor part of `i` to `j`), then a collective-permute fixes the order.
    fn merge_or_split(&self, s: &Lists, t: &Lists, _depth: usize) -> Option<Vec<ReshardStep>> {
        let (sc, tc) = (self.counts(s), self.counts(t));
        if sc.iter().product::<i64>() != tc.iter().product::<i64>() {
            return None;
        }
        let (mut one_side, mut both) = (Vec::new(), Vec::new());
        for d in 0..sc.len() {
            let (lo, hi) = (sc[d].min(tc[d]), sc[d].max(tc[d]));
            if lo == hi {
                continue;
            }
            if lo == 1 {
                one_side.push(d);
            } else if hi % lo == 0 && local_dim(self.shape[d], lo) * lo % hi == 0 {
                both.push(d);
            }
        }
        for &i in &both {
            for &j in &one_side {
                if sc[i] * sc[j] == tc[i] * tc[j] {
                    let pair = if sc[i] < tc[i] { (j, i) } else { (i, j) };
                    return self.all_to_alls(s.clone(), t, &[pair]);
                }
            }
        }
        None
    }

    /// `ReshardPartialReplicateWithAllToAll`: a partially replicated source whose dims
    /// are the target's shifted one dim up (dim 0 unsharded), the target's last dim
    /// sharded as many times as the source is replicated: all-to-alls to the target
    /// without its last dim's axes, then a local slice.
    fn partial_all_to_all(&self, s: &Lists, t: &Lists) -> Option<Vec<ReshardStep>> {
        let (sc, tc) = (self.counts(s), self.counts(t));
        let (ns, nt): (i64, i64) = (sc.iter().product(), tc.iter().product());
        let n = sc.len();
        if n < 2 || ns >= self.devices || nt != self.devices || sc[0] != 1 {
            return None;
        }
        if tc[n - 1] != self.devices / ns || (0..n - 1).any(|i| tc[i] != sc[i + 1]) {
            return None;
        }
        let mut tmp = t.clone();
        tmp[n - 1].clear();
        let pairs = all_to_all_pairs(&sc, &self.counts(&tmp))?;
        let mut steps = self.all_to_alls(s.clone(), &tmp, &pairs)?;
        steps.extend(self.slice(&tmp, t));
        Some(steps)
    }

    /// Both sides partially replicated: the target's axes the source lacks sliced in
    /// locally, then the source's axes the target lacks gathered; only into dims the
    /// source shards already (a dim only the target shards: XLA replicates, then
    /// slices; measured with the op pinned to its sharding, tests/cost_xla_ops.rs).
    fn slice_then_gather(&self, s: &Lists, t: &Lists) -> Option<Vec<ReshardStep>> {
        let in_s: Vec<&AxisRef> = s.iter().flatten().collect();
        let mut inter = s.clone();
        for (d, l) in t.iter().enumerate() {
            for a in l {
                if in_s.contains(&a) {
                    continue;
                }
                if s[d].is_empty() {
                    return None;
                }
                if in_s.iter().any(|u| axis::overlaps(a, u, self.mesh)) {
                    return None;
                }
                inter[d].push(a.clone());
            }
        }
        if inter == *s || !inter.iter().zip(t).all(|(a, b)| self.prefix(b, a)) {
            return None;
        }
        let mut steps = self.slice(s, &inter);
        steps.extend(self.gather(&inter, t)?);
        Some(steps)
    }

    /// `PatternMatchPartiallyReplicateDim`: a partially replicated target whose
    /// replication equals the source's times one source dim's count: that dim gathered
    /// first, then the rules again (without the last resort).
    fn replicate_dim_first(&self, s: &Lists, t: &Lists, depth: usize) -> Option<Vec<ReshardStep>> {
        let (sc, tc) = (self.counts(s), self.counts(t));
        let (ns, nt): (i64, i64) = (sc.iter().product(), tc.iter().product());
        if nt >= self.devices {
            return None;
        }
        let (rs, rt) = (self.devices / ns, self.devices / nt);
        let i = (0..sc.len()).find(|&d| sc[d] != 1 && sc[d] * rs == rt)?;
        let mut inter = s.clone();
        inter[i].clear();
        let mut steps = self.rules(s.clone(), &inter, true, depth + 1)?;
        steps.extend(self.rules(inter, t, false, depth + 1)?);
        Some(steps)
    }

    /// `TryComplexReshardHandling`'s partially replicated source to a fully tiled
    /// target: the replicated axes sliced locally into the first dim the source leaves
    /// unsharded and the target shards by a multiple of them, then the rules again
    /// (without the last resort).
    fn partial_to_tiled(&self, s: &Lists, t: &Lists, depth: usize) -> Option<Vec<ReshardStep>> {
        let (sc, tc) = (self.counts(s), self.counts(t));
        let (ns, nt): (i64, i64) = (sc.iter().product(), tc.iter().product());
        if ns >= self.devices || nt != self.devices {
            return None;
        }
        let repl = self.devices / ns;
        let i = (0..sc.len()).find(|&d| tc[d] != sc[d] && sc[d] == 1 && tc[d] % repl == 0)?;
        let used: Vec<&AxisRef> = s.iter().flatten().collect();
        let mut free: Vec<AxisRef> = Vec::new();
        for a in &self.mesh.axes {
            let full = AxisRef::full(&a.name);
            if used.iter().any(|u| u.name == a.name) {
                if used.contains(&&full) || a.size <= 1 {
                    continue;
                }
                return None; // a sub-axis of it is used
            }
            if a.size > 1 {
                free.push(full);
            }
        }
        let mut inter = s.clone();
        inter[i] = free;
        if axis::product(&inter[i], self.mesh) != repl {
            return None;
        }
        let mut steps = self.slice(s, &inter);
        steps.extend(self.rules(inter, t, false, depth + 1)?);
        Some(steps)
    }

    /// Dims both sides shard alike in count: XLA reshards the other dims inside each
    /// group of devices that share those dims' tiles (with the last resort allowed
    /// there), then fixes what still differs.
    fn equal_dims(&self, s: &Lists, t: &Lists, depth: usize) -> Option<Vec<ReshardStep>> {
        let (sc, tc) = (self.counts(s), self.counts(t));
        let equal: Vec<usize> = (0..sc.len())
            .filter(|&d| sc[d] > 1 && tc[d] == sc[d])
            .collect();
        if equal.is_empty() {
            return None;
        }
        let inner_shape: Vec<i64> = (0..sc.len())
            .map(|d| {
                if equal.contains(&d) {
                    local_dim(self.shape[d], sc[d])
                } else {
                    self.shape[d]
                }
            })
            .collect();
        let group: i64 = equal.iter().map(|&d| sc[d]).product();
        let inner = Tiles {
            shape: &inner_shape,
            element_bytes: self.element_bytes,
            mesh: self.mesh,
            devices: self.devices / group,
        };
        let strip = |l: &Lists| -> Lists {
            l.iter()
                .enumerate()
                .map(|(d, x)| {
                    if equal.contains(&d) {
                        vec![]
                    } else {
                        x.clone()
                    }
                })
                .collect()
        };
        let (si, ti) = (strip(s), strip(t));
        let fixed_axes: Vec<&AxisRef> = equal.iter().flat_map(|&d| &s[d]).collect();
        if ti
            .iter()
            .flatten()
            .any(|a| fixed_axes.iter().any(|f| axis::overlaps(a, f, self.mesh)))
        {
            return None;
        }
        let mut steps = inner.rules(si, &ti, true, depth + 1)?;
        let mut cur = ti;
        for &d in &equal {
            cur[d] = s[d].clone();
        }
        for st in &mut steps {
            for &d in &equal {
                st.after.dims[d] = s[d].clone();
                st.after.padded[d] = local_dim(self.shape[d], sc[d]) * sc[d];
            }
        }
        steps.extend(self.rules(cur, t, false, depth + 1)?);
        Some(steps)
    }

    /// The last resort: every sharded dim gathered (minor-most first), then a local
    /// slice to the target.
    fn replicate_then_slice(&self, s: &Lists, t: &Lists) -> Vec<ReshardStep> {
        let none: Lists = vec![vec![]; s.len()];
        let mut steps = self.gather(s, &none).unwrap_or_default();
        if t.iter().any(|l| !l.is_empty()) {
            steps.extend(self.slice(&none, t));
        }
        steps
    }
}
