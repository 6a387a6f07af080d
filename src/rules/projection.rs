//! Projection between a tensor's dimension shardings and its per-factor shardings, as
//! Shardy's propagation uses it: project every operand's and result's sharding onto the
//! op's factors, propagate factor by factor, project back.
//!
//! Projecting one dim (its factors major to minor, its axes major to minor):
//! - the minor-most factor takes every remaining axis, even if their product does not
//!   divide its size (the partitioner pads);
//! - a non-minor factor of remaining size `r` takes the next axis while
//!   `gcd(r, size) > 1` (or the axis has size 1), splitting the axis into the sub-axis
//!   `"x":(pre)gcd` when only part of it fits;
//! - if a non-minor factor still has `r > 1` but the next axis is coprime with it, the
//!   remaining axes become that factor's *overflow axes*, and the next factor of the dim
//!   is closed and empty (factors after it are left out of the tensor's map, as Shardy
//!   does).
//!
//! Every factor of a closed dim is closed. Example: rule `([ij])->([i, j]) {i=2, j=4}`,
//! mesh `x=4, y=2`, operand `[{"x", "y"}]`: `i: ["x":(1)2]`, `j: ["x":(2)2, "y"]`.
//!
//! Projecting back, per dim: concatenate the factors' axes (merging a factor's first
//! axis into the dim's last when they are adjacent sub-axes of one axis), stop after the
//! first factor that is not fully sharded (later factors would need a strided view),
//! and after a factor with overflow axes, which are appended. A dim is closed if any of
//! its factors is. Replicated and unreduced axes are carried unchanged.
//!
//! `project` then `to_sharding` gives back the original sharding whenever it is
//! representable (canonical: no two adjacent mergeable sub-axes; no priorities, which
//! the projection does not carry, as in Shardy).

use super::axis;
pub use super::factor_map::FactorMap;
use super::rule::RuleQueries;
use crate::ir::sdy::{
    AxisRef, DimSharding, FactorIdx, MeshAttr, MeshRef, OpShardingRule, SubAxis, TensorSharding,
};

/// The sharding of one factor in one tensor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FactorSharding {
    /// Axes (and sub-axes) sharding the factor, major to minor.
    pub axes: Vec<AxisRef>,
    /// The factor cannot be further sharded (its dim is closed, or an earlier factor of
    /// the dim overflowed).
    pub closed: bool,
    /// The factor is the last (minor-most) of its dim: it may be sharded non-divisibly.
    pub is_minor_most: bool,
    /// Axes of the dim that could not be given to this non-minor factor (coprime with its
    /// remaining size); they stay on the dim when projecting back.
    pub overflow_axes: Vec<AxisRef>,
}

/// The factor shardings of one tensor, plus the axes it is explicitly replicated or
/// unreduced along.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TensorFactorShardings {
    /// Per factor the tensor has (see the module docs for the overflow exception).
    pub factors: FactorMap,
    pub replicated: Vec<AxisRef>,
    pub unreduced: Vec<AxisRef>,
}

/// The size and pre-size (if split) of the axis the projection is consuming.
#[derive(Clone, Copy)]
struct Remaining {
    size: i64,
    pre: Option<i64>,
}

impl Remaining {
    fn of(axes: &[AxisRef], i: usize, mesh: &MeshAttr) -> Option<Remaining> {
        let a = axes.get(i)?;
        Some(Remaining {
            size: axis::size(a, mesh),
            pre: a.sub.map(|s| s.pre_size),
        })
    }

    fn axis_ref(self, name: &str) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: self.pre.map(|pre| SubAxis {
                pre_size: pre,
                size: self.size,
            }),
        }
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// Appends `axes[i..]` to `out`, starting with what remains of `axes[i]`.
fn push_remaining(
    out: &mut Vec<AxisRef>,
    mut rem: Option<Remaining>,
    axes: &[AxisRef],
    mut i: usize,
    mesh: &MeshAttr,
) {
    while let Some(r) = rem {
        out.push(r.axis_ref(&axes[i].name));
        i += 1;
        rem = Remaining::of(axes, i, mesh);
    }
}

impl TensorFactorShardings {
    /// Projects `sharding` (or no sharding: every dim open and empty) of a tensor with
    /// this `mapping` onto its factors. Dims the sharding lacks count as open and empty.
    pub fn project(
        mapping: &[Vec<FactorIdx>],
        sharding: Option<&TensorSharding>,
        factor_sizes: &[i64],
        mesh: &MeshAttr,
    ) -> TensorFactorShardings {
        let mut out = TensorFactorShardings {
            factors: FactorMap::with_capacity(mapping.iter().map(Vec::len).sum()),
            ..TensorFactorShardings::default()
        };
        let empty = DimSharding::default();
        for (dim, factors) in mapping.iter().enumerate() {
            let ds = sharding.and_then(|s| s.dims.get(dim)).unwrap_or(&empty);
            let axes = &ds.axes[..];
            let dim_closed = sharding.is_some() && ds.closed;
            let mut i = 0;
            let mut rem = Remaining::of(axes, i, mesh);
            let mut overflowed = false;
            for (k, &f) in factors.iter().enumerate() {
                let fs = out.factors.entry(f).or_default();
                fs.is_minor_most = k + 1 == factors.len();
                if overflowed {
                    fs.closed = true;
                    break;
                }
                fs.closed = dim_closed;
                if fs.is_minor_most {
                    push_remaining(&mut fs.axes, rem, axes, i, mesh);
                    break;
                }
                let mut remaining = factor_sizes.get(f).copied().unwrap_or(1);
                while let Some(mut r) = rem {
                    let g = if r.size == 1 {
                        1
                    } else {
                        gcd(remaining, r.size)
                    };
                    if r.size != 1 && g <= 1 {
                        break;
                    }
                    let name = &axes[i].name;
                    if r.size > g {
                        // Only part of the axis fits: split off a sub-axis of size g.
                        let pre = r.pre.unwrap_or(1);
                        fs.axes.push(AxisRef {
                            name: name.clone(),
                            sub: Some(SubAxis {
                                pre_size: pre,
                                size: g,
                            }),
                        });
                        r.pre = Some(pre.saturating_mul(g));
                        r.size /= g;
                        remaining /= g;
                        rem = Some(r);
                    } else {
                        fs.axes.push(r.axis_ref(name));
                        remaining /= r.size;
                        i += 1;
                        rem = Remaining::of(axes, i, mesh);
                    }
                }
                if remaining > 1 && rem.is_some() {
                    overflowed = true;
                    push_remaining(&mut fs.overflow_axes, rem, axes, i, mesh);
                    rem = None;
                }
            }
        }
        if let Some(s) = sharding {
            out.replicated = s.replicated.clone();
            out.unreduced = s.unreduced.clone();
        }
        out
    }

    /// Projects the factor shardings back to a tensor sharding on `mesh_ref`.
    pub fn to_sharding(
        &self,
        mapping: &[Vec<FactorIdx>],
        factor_sizes: &[i64],
        mesh: &MeshAttr,
        mesh_ref: MeshRef,
    ) -> TensorSharding {
        let dims = mapping
            .iter()
            .map(|factors| {
                let mut closed = false;
                let mut axes: Vec<AxisRef> = Vec::new();
                for &f in factors {
                    let Some(fs) = self.factors.get(&f) else {
                        break;
                    };
                    closed |= fs.closed;
                    let sharded = append_axes(&mut axes, &fs.axes, mesh);
                    if !fs.overflow_axes.is_empty() {
                        append_axes(&mut axes, &fs.overflow_axes, mesh);
                        break;
                    }
                    if sharded < factor_sizes.get(f).copied().unwrap_or(1) {
                        break;
                    }
                }
                DimSharding {
                    axes,
                    closed,
                    priority: None,
                }
            })
            .collect();
        TensorSharding {
            mesh: mesh_ref,
            dims,
            replicated: self.replicated.clone(),
            unreduced: self.unreduced.clone(),
        }
    }

    /// Whether the tensor has factor `f`.
    pub fn has_factor(&self, f: FactorIdx) -> bool {
        self.factors.contains_key(&f)
    }

    /// The axes of factor `f` (empty if the tensor does not have it).
    pub fn axes(&self, f: FactorIdx) -> &[AxisRef] {
        self.factors.get(&f).map_or(&[], |fs| &fs.axes)
    }

    /// Replaces the axes of factor `f` by `new_axes` if the current axes are a strict
    /// prefix of them (shardings only grow). Returns whether anything changed.
    pub fn update_axes(&mut self, f: FactorIdx, new_axes: &[AxisRef], mesh: &MeshAttr) -> bool {
        let Some(fs) = self.factors.get_mut(&f) else {
            return false;
        };
        if axis::list_prefix_status(&fs.axes, new_axes, mesh) == axis::PrefixStatus::StrictPrefix {
            fs.axes = new_axes.to_vec();
            true
        } else {
            false
        }
    }

    /// Every axis the tensor uses along any factor (axes and overflow axes).
    pub fn used_axes(&self) -> impl Iterator<Item = &AxisRef> {
        self.factors
            .values()
            .flat_map(|fs| fs.axes.iter().chain(&fs.overflow_axes))
    }
}

/// Appends `axes` to a dim's axes, merging the first into the last when they are
/// adjacent sub-axes; returns the product of the appended sizes.
fn append_axes(dim: &mut Vec<AxisRef>, axes: &[AxisRef], mesh: &MeshAttr) -> i64 {
    let mut total: i64 = 1;
    for (k, a) in axes.iter().enumerate() {
        total = total.saturating_mul(axis::size(a, mesh));
        match dim.last_mut() {
            Some(last) if k == 0 && axis::can_merge(last, a) => *last = axis::merge(last, a, mesh),
            _ => dim.push(a.clone()),
        }
    }
    total
}

/// Which tensors an update changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Updated {
    pub operands: Vec<bool>,
    pub results: Vec<bool>,
}

impl Updated {
    pub fn any(&self) -> bool {
        self.operands.iter().chain(&self.results).any(|&b| b)
    }
}

/// The factor shardings of all operands and results of an op under its rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShardingProjection {
    pub operands: Vec<TensorFactorShardings>,
    pub results: Vec<TensorFactorShardings>,
}

impl ShardingProjection {
    /// Projects every operand's and result's sharding (`None`: unsharded) onto `rule`'s
    /// factors. Missing entries (fewer shardings than mappings) count as unsharded.
    pub fn build(
        rule: &OpShardingRule,
        operand_shardings: &[Option<&TensorSharding>],
        result_shardings: &[Option<&TensorSharding>],
        mesh: &MeshAttr,
    ) -> ShardingProjection {
        let side = |mappings: &[Vec<Vec<FactorIdx>>], shardings: &[Option<&TensorSharding>]| {
            mappings
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    TensorFactorShardings::project(
                        m,
                        shardings.get(i).copied().flatten(),
                        &rule.factor_sizes,
                        mesh,
                    )
                })
                .collect()
        };
        ShardingProjection {
            operands: side(&rule.operands, operand_shardings),
            results: side(&rule.results, result_shardings),
        }
    }

    /// Operands then results.
    pub fn tensors(&self) -> impl Iterator<Item = &TensorFactorShardings> {
        self.operands.iter().chain(&self.results)
    }

    /// Tensor `t`, operands first, then results.
    pub fn tensor(&self, t: usize) -> &TensorFactorShardings {
        if t < self.operands.len() {
            &self.operands[t]
        } else {
            &self.results[t - self.operands.len()]
        }
    }

    /// Sets factor `f` to `new_axes` in every tensor whose current axes for it are a
    /// strict prefix of `new_axes`.
    pub fn update_sharding(
        &mut self,
        f: FactorIdx,
        new_axes: &[AxisRef],
        mesh: &MeshAttr,
    ) -> Updated {
        Updated {
            operands: self
                .operands
                .iter_mut()
                .map(|t| t.update_axes(f, new_axes, mesh))
                .collect(),
            results: self
                .results
                .iter_mut()
                .map(|t| t.update_axes(f, new_axes, mesh))
                .collect(),
        }
    }

    /// Projects every tensor back: (operand shardings, result shardings).
    pub fn to_shardings(
        &self,
        rule: &OpShardingRule,
        mesh: &MeshAttr,
        mesh_ref: &MeshRef,
    ) -> (Vec<TensorSharding>, Vec<TensorSharding>) {
        let back = |tensors: &[TensorFactorShardings], offset: usize| {
            tensors
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    t.to_sharding(
                        rule.tensor_mapping(offset + i),
                        &rule.factor_sizes,
                        mesh,
                        mesh_ref.clone(),
                    )
                })
                .collect()
        };
        (
            back(&self.operands, 0),
            back(&self.results, rule.num_operands()),
        )
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
                .map(|&(n, s)| MeshAxis {
                    name: n.into(),
                    size: s,
                })
                .collect(),
            device_ids: vec![],
        }
    }

    fn sub(name: &str, pre: i64, size: i64) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: Some(SubAxis {
                pre_size: pre,
                size,
            }),
        }
    }

    fn sharding(dims: Vec<Vec<AxisRef>>, closed: bool) -> TensorSharding {
        TensorSharding {
            mesh: MeshRef::Symbol("mesh".into()),
            dims: dims
                .into_iter()
                .map(|axes| DimSharding {
                    axes,
                    closed,
                    priority: None,
                })
                .collect(),
            replicated: vec![],
            unreduced: vec![],
        }
    }

    #[test]
    fn worked_example_of_the_reference() {
        // ([ij])->([i, j]) {i=2, j=4}, mesh x=4, y=2, operand [{"x", "y"}].
        let m = mesh(&[("x", 4), ("y", 2)]);
        let mapping = vec![vec![0, 1]];
        let s = sharding(vec![vec![AxisRef::full("x"), AxisRef::full("y")]], true);
        let p = TensorFactorShardings::project(&mapping, Some(&s), &[2, 4], &m);
        assert_eq!(p.factors[&0].axes, vec![sub("x", 1, 2)]);
        assert_eq!(p.factors[&1].axes, vec![sub("x", 2, 2), AxisRef::full("y")]);
        assert!(!p.factors[&0].is_minor_most && p.factors[&1].is_minor_most);
        assert!(p.factors[&0].closed && p.factors[&1].closed);
        let back = p.to_sharding(&mapping, &[2, 4], &m, MeshRef::Symbol("mesh".into()));
        assert_eq!(back, s);
    }

    #[test]
    fn coprime_axis_overflows_and_closes_the_next_factor() {
        // Factor sizes 3 and 4 in one dim, sharded by "x"=2: gcd(3, 2) = 1.
        let m = mesh(&[("x", 2), ("y", 3)]);
        let mapping = vec![vec![0, 1, 2]];
        let s = sharding(vec![vec![AxisRef::full("x")]], false);
        let p = TensorFactorShardings::project(&mapping, Some(&s), &[3, 4, 5], &m);
        assert!(p.factors[&0].axes.is_empty());
        assert_eq!(p.factors[&0].overflow_axes, vec![AxisRef::full("x")]);
        assert!(p.factors[&1].closed && p.factors[&1].axes.is_empty());
        assert!(
            !p.has_factor(2),
            "factors after the closed one are left out"
        );
        let back = p.to_sharding(&mapping, &[3, 4, 5], &m, MeshRef::Symbol("mesh".into()));
        assert_eq!(back, s);
    }

    #[test]
    fn minor_most_takes_non_divisible_rest_and_partial_factor_stops() {
        let m = mesh(&[("x", 4), ("y", 3)]);
        // ([ij]) {i=4, j=2}: "x" fills i, "y"=3 goes to the minor-most j (padding).
        let mapping = vec![vec![0, 1]];
        let s = sharding(vec![vec![AxisRef::full("x"), AxisRef::full("y")]], false);
        let p = TensorFactorShardings::project(&mapping, Some(&s), &[4, 2], &m);
        assert_eq!(p.factors[&0].axes, vec![AxisRef::full("x")]);
        assert_eq!(p.factors[&1].axes, vec![AxisRef::full("y")]);
        // Projecting back stops after a factor that is not fully sharded.
        let mut q = p.clone();
        q.factors.get_mut(&0).unwrap().axes = vec![sub("x", 1, 2)];
        let back = q.to_sharding(&mapping, &[4, 2], &m, MeshRef::Symbol("mesh".into()));
        assert_eq!(back.dims[0].axes, vec![sub("x", 1, 2)]);
    }

    #[test]
    fn no_sharding_is_open_and_empty_and_replicated_is_carried() {
        let m = mesh(&[("x", 4)]);
        let rule = OpShardingRule {
            operands: vec![vec![vec![0], vec![1]]],
            results: vec![vec![vec![0]]],
            factor_sizes: vec![8, 4],
            reduction: vec![1],
            ..Default::default()
        };
        let mut s = sharding(vec![vec![], vec![]], true);
        s.replicated = vec![AxisRef::full("x")];
        let mut p = ShardingProjection::build(&rule, &[Some(&s)], &[None], &m);
        assert!(!p.results[0].factors[&0].closed);
        assert_eq!(p.operands[0].replicated, vec![AxisRef::full("x")]);
        let u = p.update_sharding(0, &[AxisRef::full("x")], &m);
        assert_eq!(u.operands, vec![true]);
        assert_eq!(u.results, vec![true]);
        // No update when the new axes are not a strict extension.
        assert!(!p.update_sharding(0, &[sub("x", 1, 2)], &m).any());
        let (ops, res) = p.to_shardings(&rule, &m, &MeshRef::Symbol("mesh".into()));
        assert_eq!(ops[0].dims[0].axes, vec![AxisRef::full("x")]);
        assert_eq!(ops[0].replicated, vec![AxisRef::full("x")]);
        assert_eq!(res[0].dims[0].axes, vec![AxisRef::full("x")]);
    }
}
