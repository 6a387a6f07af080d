//! The basic strategy, per factor (Shardy's `BasicFactorPropagation`), and the pieces
//! the aggressive strategy shares with it.
//!
//! For each factor, in factor order:
//! 1. [`compatible_major_axes`]: fold every tensor's axes for the factor into the
//!    longest compatible major prefix (for a one-direction step, the second group of
//!    tensors may only shorten it);
//! 2. truncate it at the first axis that conflicts in some tensor
//!    ([`prefix_no_conflicts_across_factors`]: overlap with another factor's axes or
//!    overflow axes; [`prefix_no_conflicts_within_factor`]: replicated or unreduced
//!    axes, a closed factor, overflow, divisibility of a non-minor-most factor);
//! 3. expand every tensor whose axes are a strict prefix of the result.
//!
//! Everything here is a pure function of the projection; nothing touches the IR.

use std::borrow::Cow;

use crate::ir::sdy::{AxisRef, Direction, FactorIdx, MeshAttr, SubAxis};
use crate::rules::axis;
use crate::rules::projection::{
    FactorSharding, ShardingProjection, TensorFactorShardings, Updated,
};

/// The largest prefix of `a` that does not overlap `other` (`None` when even its first
/// device overlaps): `AxisRefAttr::getPrefixWithoutOverlap`.
pub fn prefix_without_overlap(a: &AxisRef, other: &AxisRef, mesh: &MeshAttr) -> Option<AxisRef> {
    without_overlap(Cow::Borrowed(a), other, mesh).map(Cow::into_owned)
}

/// [`prefix_without_overlap`] without copying `a` when it is the answer (the common
/// case: the hot loops of the strategies compare axes far more often than they split).
fn without_overlap<'a>(
    a: Cow<'a, AxisRef>,
    other: &AxisRef,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    if !axis::overlaps(&a, other, mesh) {
        return Some(a);
    }
    let this_pre = axis::pre_size(&a);
    let other_pre = axis::pre_size(other);
    if this_pre >= other_pre {
        return None;
    }
    Some(Cow::Owned(AxisRef {
        name: a.name.clone(),
        sub: Some(SubAxis {
            pre_size: this_pre,
            size: other_pre / this_pre,
        }),
    }))
}

/// [`prefix_without_overlap`] against every axis of `others`, in order.
pub fn prefix_without_overlap_all(
    a: &AxisRef,
    others: &[AxisRef],
    mesh: &MeshAttr,
) -> Option<AxisRef> {
    without_overlap_all(Cow::Borrowed(a), others, mesh).map(Cow::into_owned)
}

fn without_overlap_all<'a>(
    mut result: Cow<'a, AxisRef>,
    others: &[AxisRef],
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    for o in others {
        // Cheap test first: most axes do not share a name.
        if o.name == result.name {
            result = without_overlap(result, o, mesh)?;
        }
    }
    Some(result)
}

/// The prefix of `a` that overlaps no axis (or overflow axis) of another factor of
/// `tensor` (`compatiblePrefixNoConflictsAcrossFactors`).
pub fn prefix_no_conflicts_across_factors(
    a: &AxisRef,
    tensor: &TensorFactorShardings,
    factor: FactorIdx,
    mesh: &MeshAttr,
) -> Option<AxisRef> {
    no_conflicts_across_factors(a, tensor, factor, mesh).map(Cow::into_owned)
}

/// [`prefix_no_conflicts_across_factors`], borrowing `a` when it is the answer.
pub fn no_conflicts_across_factors<'a>(
    a: &'a AxisRef,
    tensor: &TensorFactorShardings,
    factor: FactorIdx,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    across_factors(Cow::Borrowed(a), tensor, factor, mesh)
}

fn across_factors<'a>(
    mut result: Cow<'a, AxisRef>,
    tensor: &TensorFactorShardings,
    factor: FactorIdx,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    for (&other, fs) in &tensor.factors {
        if other != factor {
            result = without_overlap_all(result, &fs.overflow_axes, mesh)?;
            result = without_overlap_all(result, &fs.axes, mesh)?;
        }
    }
    Some(result)
}

/// The prefix of `a` that factor sharding `fs` of a tensor can take
/// (`compatiblePrefixNoConflictsWithinFactor`): not replicated or unreduced; already
/// held by the factor; or the factor is open, has no overflow axes and is minor-most or
/// still divisible (`prev_sharded_size` is the product of the axes before `a`), possibly
/// as a sub-axis of size gcd; else only the factor's last axis if it is a prefix of `a`.
pub fn prefix_no_conflicts_within_factor(
    a: &AxisRef,
    replicated: &[AxisRef],
    unreduced: &[AxisRef],
    fs: &FactorSharding,
    prev_sharded_size: i64,
    factor_size: i64,
    mesh: &MeshAttr,
) -> Option<AxisRef> {
    within_factor(
        Cow::Borrowed(a),
        (replicated, unreduced),
        fs,
        prev_sharded_size,
        factor_size,
        mesh,
    )
    .map(Cow::into_owned)
}

/// [`prefix_no_conflicts_within_factor`], borrowing `a` when it is the answer.
pub fn no_conflicts_within_factor<'a>(
    a: &'a AxisRef,
    tensor: &TensorFactorShardings,
    fs: &FactorSharding,
    prev_sharded_size: i64,
    factor_size: i64,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    within_factor(
        Cow::Borrowed(a),
        (&tensor.replicated, &tensor.unreduced),
        fs,
        prev_sharded_size,
        factor_size,
        mesh,
    )
}

fn within_factor<'a>(
    a: Cow<'a, AxisRef>,
    (replicated, unreduced): (&[AxisRef], &[AxisRef]),
    fs: &FactorSharding,
    prev_sharded_size: i64,
    factor_size: i64,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    let mut result = without_overlap_all(a, replicated, mesh)?;
    result = without_overlap_all(result, unreduced, mesh)?;
    if fs.axes.iter().any(|x| axis::contains(x, &result, mesh)) {
        return Some(result);
    }
    if !fs.closed && fs.overflow_axes.is_empty() {
        if fs.is_minor_most {
            return Some(result);
        }
        if prev_sharded_size > 0 && factor_size % prev_sharded_size == 0 {
            let axis_size = axis::size(&result, mesh);
            let g = gcd(factor_size / prev_sharded_size, axis_size);
            if g == axis_size {
                return Some(result);
            }
            if g != 1 {
                return Some(Cow::Owned(AxisRef {
                    name: result.name.clone(),
                    sub: Some(SubAxis {
                        pre_size: axis::pre_size(&result),
                        size: g,
                    }),
                }));
            }
        }
    }
    match fs.axes.last() {
        Some(last) if axis::prefix_of(last, &result, mesh) => Some(Cow::Owned(last.clone())),
        _ => None,
    }
}

pub(crate) fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// Replaces the first axis that `remove_conflicts(axis, product of the axes before it)`
/// changes by its answer and drops everything after it (or drops it too when the answer
/// is `None`, or a sub-axis under conservative propagation)
/// (`truncateAxesByRemovingConflicts`).
pub fn truncate_by_removing_conflicts(
    axes: &mut Vec<AxisRef>,
    mut remove_conflicts: impl for<'a> FnMut(&'a AxisRef, i64) -> Option<Cow<'a, AxisRef>>,
    mesh: &MeshAttr,
    conservative: bool,
) {
    let mut prev: i64 = 1;
    for i in 0..axes.len() {
        let size = match remove_conflicts(&axes[i], prev) {
            None => {
                axes.truncate(i);
                return;
            }
            Some(n) if conservative && n.sub.is_some() => {
                axes.truncate(i);
                return;
            }
            Some(Cow::Borrowed(n)) => axis::size(n, mesh),
            Some(Cow::Owned(n)) => {
                if n != axes[i] {
                    axes[i] = n;
                    axes.truncate(i + 1);
                    return;
                }
                axis::size(&n, mesh)
            }
        };
        prev = prev.saturating_mul(size);
    }
}

/// Folds `new` into the compatible major axes `old` (`getCompatibleMajorAxesInternal`):
/// the common prefix, where a sub-axis that is a prefix of the other side's axis keeps
/// the larger one only as the last element; with `can_expand`, extra axes of `new` are
/// appended. Returns the result and whether it may still expand.
pub fn compatible_major_axes_internal(
    old: &[AxisRef],
    new: &[AxisRef],
    can_expand: bool,
    mesh: &MeshAttr,
) -> (Vec<AxisRef>, bool) {
    let mut result = Vec::with_capacity(old.len().max(new.len()));
    let (mut i, mut j) = (0, 0);
    while i < old.len() && j < new.len() {
        let o = &old[i];
        let n = &new[j];
        i += 1;
        j += 1;
        if n.name != o.name {
            return (result, false);
        }
        if n.sub == o.sub {
            result.push(n.clone());
            continue;
        }
        if axis::prefix_of(n, o, mesh) {
            if j < new.len() {
                result.push(n.clone());
                return (result, false);
            }
            result.push(o.clone());
        } else if axis::prefix_of(o, n, mesh) {
            if !can_expand || i < old.len() {
                result.push(o.clone());
                return (result, false);
            }
            result.push(n.clone());
        } else {
            return (result, false);
        }
    }
    result.extend_from_slice(&old[i..]);
    if can_expand {
        result.extend_from_slice(&new[j..]);
    }
    (result, can_expand)
}

/// The compatible major axes of factor `f` over all tensors, ignoring conflicts
/// (`getCompatibleMajorAxes`). Operands then results for `Both` and `Forward`, results
/// then operands for `Backward`; for one direction the second group cannot expand.
pub fn compatible_major_axes(
    p: &ShardingProjection,
    f: FactorIdx,
    dir: Direction,
    mesh: &MeshAttr,
) -> Vec<AxisRef> {
    let (first, second) = match dir {
        Direction::None => return Vec::new(),
        Direction::Both | Direction::Forward => (&p.operands, &p.results),
        Direction::Backward => (&p.results, &p.operands),
    };
    let mut axes: Vec<AxisRef> = Vec::new();
    let mut can_expand = true;
    let fold = |tensors: &[TensorFactorShardings], axes: &mut Vec<AxisRef>, ce: &mut bool| {
        for t in tensors {
            if let Some(fs) = t.factors.get(&f) {
                // Folding an empty list changes nothing.
                if fs.axes.is_empty() {
                    continue;
                }
                let (r, c) = compatible_major_axes_internal(axes, &fs.axes, *ce, mesh);
                *axes = r;
                *ce = c;
            }
        }
    };
    fold(first, &mut axes, &mut can_expand);
    if dir != Direction::Both {
        can_expand = false;
    }
    fold(second, &mut axes, &mut can_expand);
    axes
}

/// The prefix of `a` that every tensor can take along factor `f`
/// (`compatiblePrefix` over the projection).
fn compatible_prefix<'a>(
    a: &'a AxisRef,
    p: &ShardingProjection,
    f: FactorIdx,
    prev: i64,
    factor_size: i64,
    mesh: &MeshAttr,
) -> Option<Cow<'a, AxisRef>> {
    let mut result = Cow::Borrowed(a);
    for t in p.tensors() {
        result = across_factors(result, t, f, mesh)?;
        if let Some(fs) = t.factors.get(&f) {
            result = within_factor(
                result,
                (&t.replicated, &t.unreduced),
                fs,
                prev,
                factor_size,
                mesh,
            )?;
        }
    }
    Some(result)
}

/// The basic strategy on one op: every factor in order, compatible axes truncated at
/// the first conflict, every tensor expanded to them.
pub fn propagate(
    p: &mut ShardingProjection,
    dir: &dyn Fn(FactorIdx) -> Direction,
    factor_sizes: &[i64],
    mesh: &MeshAttr,
    conservative: bool,
) -> Updated {
    let mut updated = Updated {
        operands: vec![false; p.operands.len()],
        results: vec![false; p.results.len()],
    };
    for (f, &size) in factor_sizes.iter().enumerate() {
        let mut axes = compatible_major_axes(p, f, dir(f), mesh);
        if axes.is_empty() {
            continue;
        }
        truncate_by_removing_conflicts(
            &mut axes,
            |a, prev| compatible_prefix(a, p, f, prev, size, mesh),
            mesh,
            conservative,
        );
        let u = p.update_sharding(f, &axes, mesh);
        for (a, b) in updated.operands.iter_mut().zip(u.operands) {
            *a |= b;
        }
        for (a, b) in updated.results.iter_mut().zip(u.results) {
            *a |= b;
        }
    }
    updated
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

    fn mesh() -> MeshAttr {
        MeshAttr {
            axes: vec![
                MeshAxis {
                    name: "a".into(),
                    size: 4,
                },
                MeshAxis {
                    name: "b".into(),
                    size: 2,
                },
                MeshAxis {
                    name: "c".into(),
                    size: 2,
                },
            ],
            device_ids: vec![],
        }
    }
    fn ax(n: &str) -> AxisRef {
        AxisRef::full(n)
    }
    fn sub(n: &str, pre: i64, size: i64) -> AxisRef {
        AxisRef {
            name: n.into(),
            sub: Some(SubAxis {
                pre_size: pre,
                size,
            }),
        }
    }

    #[test]
    fn compatible_major_axes_examples() {
        let m = mesh();
        // The examples of Shardy's documentation of the fold.
        let f = |o: &[AxisRef], n: &[AxisRef], e| compatible_major_axes_internal(o, n, e, &m);
        assert_eq!(
            f(&[ax("a")], &[ax("a"), ax("b")], true),
            (vec![ax("a"), ax("b")], true)
        );
        assert_eq!(
            f(&[ax("a"), ax("b")], &[ax("a"), ax("c")], true),
            (vec![ax("a")], false)
        );
        assert_eq!(
            f(&[sub("a", 1, 2)], &[ax("a")], true),
            (vec![ax("a")], true)
        );
        assert_eq!(
            f(&[sub("a", 1, 2), ax("b")], &[ax("a"), ax("b")], true),
            (vec![sub("a", 1, 2)], false)
        );
        assert_eq!(
            f(&[ax("a")], &[ax("a"), ax("b")], false),
            (vec![ax("a")], false)
        );
        assert_eq!(
            f(&[ax("a"), ax("b")], &[ax("a")], false),
            (vec![ax("a"), ax("b")], false)
        );
        assert_eq!(
            f(&[sub("a", 1, 2)], &[ax("a")], false),
            (vec![sub("a", 1, 2)], false)
        );
    }

    #[test]
    fn prefix_without_overlap_splits() {
        let m = mesh();
        assert_eq!(
            prefix_without_overlap(&ax("a"), &sub("a", 2, 2), &m),
            Some(sub("a", 1, 2))
        );
        assert_eq!(prefix_without_overlap(&sub("a", 2, 2), &ax("a"), &m), None);
        assert_eq!(
            prefix_without_overlap(&ax("a"), &ax("b"), &m),
            Some(ax("a"))
        );
    }

    #[test]
    fn within_factor_divisibility_gives_a_sub_axis() {
        let m = mesh();
        let fs = FactorSharding {
            axes: vec![],
            closed: false,
            is_minor_most: false,
            overflow_axes: vec![],
        };
        // Factor of size 2 can take "a":(1)2 of "a"=4.
        assert_eq!(
            prefix_no_conflicts_within_factor(&ax("a"), &[], &[], &fs, 1, 2, &m),
            Some(sub("a", 1, 2))
        );
        // Replicated "a" vetoes it.
        assert_eq!(
            prefix_no_conflicts_within_factor(&ax("a"), &[ax("a")], &[], &fs, 1, 8, &m),
            None
        );
        // A closed factor keeps only what it has.
        let closed = FactorSharding { closed: true, ..fs };
        assert_eq!(
            prefix_no_conflicts_within_factor(&ax("b"), &[], &[], &closed, 1, 8, &m),
            None
        );
    }
}
