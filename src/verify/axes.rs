//! Axis refs, sub-axes and axis lists: their rules and the arithmetic the collectives
//! need (removing a suffix of axes, appending axes, merging neighbouring sub-axes).
//!
//! A full axis `"x"` of size `n` is treated as the sub-axis `"x":(1)n`; a sub-axis
//! `(pre)size` covers the factor range `[pre, pre*size)` of its axis.

use std::cmp::Ordering;

use crate::ir::sdy::{AxisRef, MeshAttr, SubAxis};

/// `(pre_size, size)` of a ref that names an axis of `mesh` (full axes are `(1, n)`).
/// Sub-axis sizes are taken as written; callers check them with [`axis_ref_problem`].
pub fn interval(a: &AxisRef, mesh: &MeshAttr) -> Option<(i64, i64)> {
    let n = mesh.axis_size(&a.name)?;
    Some(match a.sub {
        Some(s) => (s.pre_size, s.size),
        None => (1, n),
    })
}

/// Rules of the dialect reference, `AxisRefAttr` and `SubAxisInfoAttr`:
/// - the name exists in the bound mesh;
/// - a sub-axis has pre-size >= 1 and size > 1;
/// - pre-size * size divides the full axis size (the sub-axis stays inside the axis);
/// - its size is not the full axis size (then the full axis must be written).
pub fn axis_ref_problem(a: &AxisRef, mesh: &MeshAttr) -> Option<String> {
    let Some(n) = mesh.axis_size(&a.name) else {
        let names: Vec<String> = mesh
            .axes
            .iter()
            .map(|x| format!("\"{}\"", x.name))
            .collect();
        return Some(if names.is_empty() {
            format!("unknown axis \"{}\": the mesh has no axes", a.name)
        } else {
            format!(
                "unknown axis \"{}\", expected one of the mesh axes {}",
                a.name,
                names.join(", ")
            )
        });
    };
    let s = a.sub?;
    if s.pre_size < 1 {
        return Some(format!(
            "sub-axis {a} has pre-size {}, expected at least 1",
            s.pre_size
        ));
    }
    if s.size <= 1 {
        return Some(format!(
            "sub-axis {a} has size {}, expected greater than 1",
            s.size
        ));
    }
    match s.pre_size.checked_mul(s.size) {
        Some(next) if n > 0 && n % next == 0 => {}
        next => {
            let next = next.map_or("overflow".to_string(), |v| v.to_string());
            return Some(format!(
                "sub-axis {a} does not fit in axis \"{}\" of size {n}: pre-size * size = {next} must divide {n}",
                a.name
            ));
        }
    }
    if s.size == n {
        return Some(format!(
            "sub-axis {a} has the full size {n} of axis \"{}\", write the full axis instead",
            a.name
        ));
    }
    None
}

/// Whether two (valid) refs share part of an axis.
pub fn overlaps(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> bool {
    if a.name != b.name {
        return false;
    }
    // A full axis overlaps itself and every sub-axis of it, even of size 1 (where the
    // intervals below are empty), as Shardy's `AxisRefAttr::overlaps` says.
    if a.sub.is_none() || b.sub.is_none() {
        return true;
    }
    match (interval(a, mesh), interval(b, mesh)) {
        (Some((ap, asz)), Some((bp, bsz))) => {
            let (ae, be) = (ap.saturating_mul(asz), bp.saturating_mul(bsz));
            ap < be && bp < ae
        }
        _ => a == b,
    }
}

/// Whether `b` directly follows `a` in the same axis, so that the two sub-axes can be
/// written as one (`"x":(1)2, "x":(2)2` is `"x"`).
pub fn can_merge(a: &AxisRef, b: &AxisRef) -> bool {
    match (a.sub, b.sub) {
        (Some(x), Some(y)) => {
            a.name == b.name && x.pre_size.checked_mul(x.size) == Some(y.pre_size)
        }
        _ => false,
    }
}

/// Shardy's mesh order: by the axis's position in the mesh, then by pre-size, then size.
pub fn mesh_cmp(a: &AxisRef, b: &AxisRef, mesh: &MeshAttr) -> Ordering {
    let ka = (mesh.axis_index(&a.name), interval(a, mesh));
    let kb = (mesh.axis_index(&b.name), interval(b, mesh));
    ka.cmp(&kb)
}

/// Every ref valid and no two neighbours that can be merged; returns whether every ref
/// was valid. (Disjointness is left to [`check_disjoint`], which a tensor sharding
/// applies across all its lists at once.)
pub fn check_refs(list: &[AxisRef], mesh: &MeshAttr, out: &mut Vec<String>) -> bool {
    let mut valid = true;
    for a in list {
        if let Some(p) = axis_ref_problem(a, mesh) {
            out.push(p);
            valid = false;
        }
    }
    for w in list.windows(2) {
        if can_merge(&w[0], &w[1]) {
            out.push(format!(
                "sub-axes {}, {} are consecutive and must be merged into one",
                w[0], w[1]
            ));
        }
    }
    valid
}

/// No axis ref used twice, and no sub-axes that overlap, across all `lists` together.
/// Refs that are not valid are skipped (they are reported by [`axis_ref_problem`]).
pub fn check_disjoint(lists: &[&[AxisRef]], mesh: &MeshAttr, out: &mut Vec<String>) {
    let all: Vec<&AxisRef> = lists
        .iter()
        .flat_map(|l| l.iter())
        .filter(|a| axis_ref_problem(a, mesh).is_none())
        .collect();
    for (i, a) in all.iter().enumerate() {
        for b in &all[..i] {
            if a == b {
                out.push(format!("axis {a} is used more than once"));
                break;
            }
            if overlaps(a, b, mesh) {
                out.push(format!("axis {a} overlaps with {b}"));
                break;
            }
        }
    }
}

/// Whether a list is sorted in mesh order ([`mesh_cmp`]); the message names the first
/// pair out of order.
pub fn check_sorted(list: &[AxisRef], mesh: &MeshAttr, what: &str) -> Option<String> {
    let w = list
        .windows(2)
        .find(|w| mesh_cmp(&w[0], &w[1], mesh) == Ordering::Greater)?;
    let expected: Vec<String> = {
        let mut v = list.to_vec();
        v.sort_by(|a, b| mesh_cmp(a, b, mesh));
        v.iter().map(ToString::to_string).collect()
    };
    Some(format!(
        "{what} must be ordered as the axes of the mesh: {} comes after {}, expected {{{}}}",
        w[1],
        w[0],
        expected.join(", ")
    ))
}

/// The ref for the range `(pre)size` of axis `name`: the full axis when it covers it.
fn make_ref(name: &str, pre: i64, size: i64, mesh: &MeshAttr) -> AxisRef {
    if pre == 1 && Some(size) == mesh.axis_size(name) {
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

/// Removes `remove` from the end of `axes` (the last ref of `remove` first), splitting a
/// sub-axis off the minor end of a larger one when needed: `["y"]` minus `["y":(2)2]` is
/// `["y":(1)2]`. Fails with the ref that is not at the end.
pub fn remove_suffix(
    axes: &[AxisRef],
    remove: &[AxisRef],
    mesh: &MeshAttr,
) -> Result<Vec<AxisRef>, AxisRef> {
    let mut cur = axes.to_vec();
    for g in remove.iter().rev() {
        let Some(last) = cur.pop() else {
            return Err(g.clone());
        };
        if &last == g {
            continue;
        }
        let (Some((lp, ls)), Some((gp, gs))) = (interval(&last, mesh), interval(g, mesh)) else {
            return Err(g.clone());
        };
        let same_end = lp.checked_mul(ls).is_some() && lp.checked_mul(ls) == gp.checked_mul(gs);
        if last.name == g.name && same_end && gs < ls && gs > 0 && ls % gs == 0 {
            cur.push(make_ref(&last.name, lp, ls / gs, mesh));
        } else {
            return Err(g.clone());
        }
    }
    Ok(cur)
}

/// Appends `more` to `axes`, merging a sub-axis into the one before it when they are
/// consecutive parts of the same axis.
pub fn append(axes: &[AxisRef], more: &[AxisRef], mesh: &MeshAttr) -> Vec<AxisRef> {
    let mut cur = axes.to_vec();
    for a in more {
        if let Some(last) = cur.last() {
            if let (Some((lp, ls)), Some((ap, asz))) = (interval(last, mesh), interval(a, mesh)) {
                if last.name == a.name && lp.checked_mul(ls) == Some(ap) {
                    if let Some(size) = ls.checked_mul(asz) {
                        let merged = make_ref(&a.name, lp, size, mesh);
                        cur.pop();
                        cur.push(merged);
                        continue;
                    }
                }
            }
        }
        cur.push(a.clone());
    }
    cur
}

/// Product of the sizes of the refs, if every ref names an axis of `mesh`.
pub fn size_product(axes: &[AxisRef], mesh: &MeshAttr) -> Option<i64> {
    axes.iter()
        .try_fold(1i64, |acc, a| acc.checked_mul(interval(a, mesh)?.1))
}

/// `["a", "b":(1)2]` as the messages print lists.
pub fn list_text(axes: &[AxisRef]) -> String {
    format!("[{}]", super::quoted_list(axes))
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
                    size: 2,
                },
                MeshAxis {
                    name: "y".into(),
                    size: 4,
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
    fn sub_axis_rules() {
        let m = mesh();
        assert!(axis_ref_problem(&sub("y", 1, 2), &m).is_none());
        assert!(axis_ref_problem(&sub("y", 0, 2), &m).is_some());
        assert!(axis_ref_problem(&sub("y", 1, 1), &m).is_some());
        assert!(axis_ref_problem(&sub("y", 3, 2), &m).is_some());
        assert!(axis_ref_problem(&sub("y", 1, 4), &m).is_some());
        assert!(axis_ref_problem(&sub("y", i64::MAX, 2), &m).is_some());
        assert!(axis_ref_problem(&AxisRef::full("z"), &m).is_some());
    }

    #[test]
    fn overlap_and_merge() {
        let m = mesh();
        assert!(overlaps(&AxisRef::full("y"), &sub("y", 2, 2), &m));
        assert!(!overlaps(&sub("y", 1, 2), &sub("y", 2, 2), &m));
        assert!(can_merge(&sub("y", 1, 2), &sub("y", 2, 2)));
        assert!(!can_merge(&sub("y", 2, 2), &sub("y", 1, 2)));
    }

    #[test]
    fn suffix_and_append() {
        let m = mesh();
        let y = AxisRef::full("y");
        assert_eq!(
            remove_suffix(std::slice::from_ref(&y), &[sub("y", 2, 2)], &m),
            Ok(vec![sub("y", 1, 2)])
        );
        assert!(remove_suffix(std::slice::from_ref(&y), &[sub("y", 1, 2)], &m).is_err());
        assert_eq!(
            remove_suffix(
                &[AxisRef::full("x"), y.clone()],
                std::slice::from_ref(&y),
                &m
            ),
            Ok(vec![AxisRef::full("x")])
        );
        assert_eq!(append(&[sub("y", 1, 2)], &[sub("y", 2, 2)], &m), vec![y]);
    }

    #[test]
    fn sorted() {
        let m = mesh();
        assert!(check_sorted(&[AxisRef::full("x"), AxisRef::full("y")], &m, "r").is_none());
        assert!(check_sorted(&[AxisRef::full("y"), AxisRef::full("x")], &m, "r").is_some());
        assert!(check_sorted(&[sub("y", 2, 2), sub("y", 1, 2)], &m, "r").is_some());
    }
}
