//! Arithmetic on axis refs: sizes, sub-axis ranges, merging adjacent sub-axes, prefix and
//! containment, as Shardy defines them.
//!
//! A full axis `"x"` of size n covers the range of "pre-sizes" `[1, n)`; a sub-axis
//! `"x":(p)s` covers `[p, p*s)`: it is the `s` devices' worth of `"x"` that come after
//! the first `p`. Two sub-axes of one axis are adjacent when one ends where the other
//! starts. Free functions rather than methods so `crate::ir` keeps its types' methods.
//! Arithmetic saturates: absurd sizes from user input give wrong answers, not panics
//! (the verifier reports them).

use crate::ir::sdy::{AxisRef, MeshAttr, SubAxis};

/// The size of an axis ref on `mesh` (1 for an axis the mesh does not have, so the
/// arithmetic stays defined; the verifier reports unknown axes).
pub fn size(a: &AxisRef, mesh: &MeshAttr) -> i64 {
    a.size(mesh).unwrap_or(1).max(1)
}

/// The pre-size where the axis ref starts (1 for a full axis).
pub fn pre_size(a: &AxisRef) -> i64 {
    a.sub.map_or(1, |s| s.pre_size)
}

/// The pre-size right after the axis ref (`pre * size`).
pub fn next_pre_size(a: &AxisRef, mesh: &MeshAttr) -> i64 {
    pre_size(a).saturating_mul(size(a, mesh))
}

/// A sub-axis of `name` (or the full axis, when the range is all of it).
pub fn make(name: &str, pre: i64, size: i64, mesh: &MeshAttr) -> AxisRef {
    let full = mesh.axis_size(name);
    if pre == 1 && Some(size) == full {
        AxisRef::full(name)
    } else {
        AxisRef {
            name: name.into(),
            sub: Some(SubAxis {
                pre_size: pre,
                size,
            }),
        }
    }
}

/// Whether `b` starts exactly where `a` ends, both being sub-axes of the same axis, so
/// that `a, b` can be written as one axis ref.
pub fn can_merge(a: &AxisRef, b: &AxisRef) -> bool {
    match (a.sub, b.sub) {
        (Some(sa), Some(sb)) => {
            a.name == b.name && sa.pre_size.saturating_mul(sa.size) == sb.pre_size
        }
        _ => false,
    }
}

/// `a` and `b` as one axis ref (call only when [`can_merge`] holds); the full axis when
/// they cover all of it.
pub fn merge(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> AxisRef {
    make(
        &a.name,
        pre_size(a),
        size(a, mesh).saturating_mul(size(b, mesh)),
        mesh,
    )
}

/// Whether `a` contains `b`: same axis and `b`'s range lies within `a`'s.
pub fn contains(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    a.name == b.name
        && (a.sub.is_none()
            || (b.sub.is_some()
                && pre_size(a) <= pre_size(b)
                && next_pre_size(b, mesh) <= next_pre_size(a, mesh)))
}

/// Whether `a` contains `b` and is larger.
pub fn strictly_contains(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    contains(a, b, mesh) && a != b && size(a, mesh) > size(b, mesh)
}

/// Whether `a` is a prefix of `b`: contained in it and starting where it starts.
pub fn prefix_of(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    contains(b, a, mesh) && pre_size(a) == pre_size(b)
}

/// Whether `a` is a prefix of `b` and smaller.
pub fn strict_prefix_of(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    prefix_of(a, b, mesh) && a != b
}

/// Whether `a` and `b` share any device range (same axis, overlapping ranges).
pub fn overlaps(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    a.name == b.name && pre_size(a) < next_pre_size(b, mesh) && pre_size(b) < next_pre_size(a, mesh)
}

/// The product of the sizes of `axes`.
pub fn product(axes: &[AxisRef], mesh: &MeshAttr) -> i64 {
    axes.iter()
        .fold(1i64, |p, a| p.saturating_mul(size(a, mesh)))
}

/// How `first` relates to `second` as axis lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrefixStatus {
    Equal,
    /// `first` is a proper prefix of `second` (possibly ending in a sub-axis that is a
    /// prefix of the corresponding axis of `second`).
    StrictPrefix,
    NotAPrefix,
}

/// Whether axis list `first` is a prefix of `second`: all elements equal except that the
/// last element of `first` may be a prefix of the corresponding element of `second`.
pub fn list_prefix_status(first: &[AxisRef], second: &[AxisRef], mesh: &MeshAttr) -> PrefixStatus {
    if first.is_empty() {
        return if second.is_empty() {
            PrefixStatus::Equal
        } else {
            PrefixStatus::StrictPrefix
        };
    }
    if first.len() > second.len() {
        return PrefixStatus::NotAPrefix;
    }
    let n = first.len();
    if first[..n - 1] != second[..n - 1] {
        return PrefixStatus::NotAPrefix;
    }
    if first.len() == second.len() && first[n - 1] == second[n - 1] {
        return PrefixStatus::Equal;
    }
    if prefix_of(&first[n - 1], &second[n - 1], mesh) {
        PrefixStatus::StrictPrefix
    } else {
        PrefixStatus::NotAPrefix
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

    fn mesh() -> MeshAttr {
        MeshAttr {
            axes: vec![
                MeshAxis {
                    name: "x".into(),
                    size: 8,
                },
                MeshAxis {
                    name: "y".into(),
                    size: 2,
                },
            ],
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

    #[test]
    fn merging() {
        let m = mesh();
        assert!(can_merge(&sub("x", 1, 2), &sub("x", 2, 2)));
        assert!(!can_merge(&sub("x", 1, 2), &sub("x", 4, 2)));
        assert!(!can_merge(&AxisRef::full("x"), &sub("x", 2, 2)));
        assert_eq!(merge(&sub("x", 1, 2), &sub("x", 2, 2), &m), sub("x", 1, 4));
        assert_eq!(
            merge(&sub("x", 1, 2), &sub("x", 2, 4), &m),
            AxisRef::full("x")
        );
    }

    #[test]
    fn prefixes_and_overlap() {
        let m = mesh();
        let x = AxisRef::full("x");
        assert!(prefix_of(&sub("x", 1, 2), &x, &m));
        assert!(!prefix_of(&sub("x", 2, 2), &x, &m));
        assert!(contains(&x, &sub("x", 2, 2), &m));
        assert!(strictly_contains(&x, &sub("x", 1, 4), &m));
        assert!(overlaps(&sub("x", 1, 4), &sub("x", 2, 2), &m));
        assert!(!overlaps(&sub("x", 1, 2), &sub("x", 2, 2), &m));
        let y = AxisRef::full("y");
        assert_eq!(
            list_prefix_status(&[sub("x", 1, 2)], &[x.clone(), y.clone()], &m),
            PrefixStatus::StrictPrefix
        );
        assert_eq!(
            list_prefix_status(&[x.clone(), y.clone()], &[x.clone(), y.clone()], &m),
            PrefixStatus::Equal
        );
        assert_eq!(
            list_prefix_status(std::slice::from_ref(&y), &[x, y.clone()], &m),
            PrefixStatus::NotAPrefix
        );
    }
}
