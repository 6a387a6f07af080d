//! Replica groups in XLA's mesh form: `mesh['a'=2,'b'=4] {'b'}` (devices numbered
//! row-major over the mesh; each group varies the listed axes, in the listed order, and
//! fixes the others). A listed axis may be a sub-axis `'b':(1)2` (pre-size 1, size 2).
//!
//! XLA's Python bindings expose no way to expand these groups, so this expansion is
//! checked by unit tests (following XLA's `MeshAxesReplicaGroupList` and Shardy's
//! sub-axis definition) and the list form XLA printed for the same collectives, not
//! differentially.

use super::lexer::{Cursor, PResult};
use crate::diag::Diagnostic;

/// One dimension of the (sub-axis split) mesh: its axis, pre-size and size.
#[derive(Clone, Debug, PartialEq)]
struct VDim {
    axis: String,
    pre: i64,
    size: i64,
}

pub fn mesh_groups(c: &mut Cursor) -> PResult<Vec<Vec<i64>>> {
    let at = c.here(4);
    c.expect("mesh")?;
    c.expect("[")?;
    let mut axes: Vec<(String, i64)> = Vec::new();
    while !c.eat("]") {
        if !axes.is_empty() {
            c.expect(",")?;
        }
        let name = quoted(c)?;
        c.expect("=")?;
        axes.push((name, c.int()?));
    }
    let device_ids = if c.eat(",") {
        c.expect("device_ids")?;
        c.expect("=")?;
        Some(device_ids(c)?)
    } else {
        None
    };
    c.expect("{")?;
    let mut listed: Vec<VDim> = Vec::new();
    while !c.eat("}") {
        if !listed.is_empty() {
            c.expect(",")?;
        }
        let axis = quoted(c)?;
        let Some(&(_, full)) = axes.iter().find(|a| a.0 == axis) else {
            return Err(c.error(format!(
                "replica groups name axis '{axis}', which the mesh does not have"
            )));
        };
        let (pre, size) = if c.eat(":") {
            c.expect("(")?;
            let pre = c.int()?;
            c.expect(")")?;
            (pre, c.int()?)
        } else {
            (1, full)
        };
        listed.push(VDim { axis, pre, size });
    }
    let bad = || Diagnostic::error(at, "malformed mesh replica groups: axis sizes do not agree");
    let groups = expand(&axes, &listed).ok_or_else(bad)?;
    let Some(ids) = device_ids else {
        return Ok(groups);
    };
    let total: i64 = axes.iter().map(|a| a.1).product();
    if ids.len() as i64 != total {
        return Err(Diagnostic::error(
            at,
            format!("mesh has {total} devices, device_ids lists {}", ids.len()),
        ));
    }
    Ok(groups
        .into_iter()
        .map(|g| g.into_iter().map(|p| ids[p as usize]).collect())
        .collect())
}

/// `device_ids=([4,2]T(1,0))` (an iota, reshaped and transposed) or `[3,1,2,0]`.
fn device_ids(c: &mut Cursor) -> PResult<Vec<i64>> {
    if c.starts_with("[") {
        return c.int_list("[", "]");
    }
    let at = c.here(1);
    c.expect("(")?;
    let dims = c.int_list("[", "]")?;
    let perm = if c.eat("T") {
        c.int_list("(", ")")?
    } else {
        (0..dims.len() as i64).collect()
    };
    c.expect(")")?;
    let n: i64 = dims.iter().product();
    super::attrs::iota_groups(&[1, n], &dims, &perm)
        .and_then(|g| g.into_iter().next())
        .ok_or_else(|| Diagnostic::error(at, "malformed device_ids"))
}

fn quoted(c: &mut Cursor) -> PResult<String> {
    c.expect("'")?;
    let start = c.pos;
    let Some(len) = c.src[start..].find('\'') else {
        return Err(c.error("unterminated axis name"));
    };
    c.pos = start + len + 1;
    Ok(c.src[start..start + len].to_string())
}

/// The groups: the mesh split into virtual dims at the listed sub-axes; groups run over
/// the unlisted dims (row-major), members over the listed ones (in mesh order).
fn expand(axes: &[(String, i64)], listed: &[VDim]) -> Option<Vec<Vec<i64>>> {
    let mut dims: Vec<VDim> = Vec::new();
    for (name, size) in axes {
        if *size <= 0 {
            return None;
        }
        let mut cuts: Vec<&VDim> = listed.iter().filter(|v| &v.axis == name).collect();
        cuts.sort_by_key(|v| v.pre);
        let mut pre = 1;
        for v in cuts {
            if v.pre < pre || v.size <= 0 || v.pre % pre != 0 {
                return None;
            }
            if v.pre > pre {
                dims.push(VDim {
                    axis: name.clone(),
                    pre,
                    size: v.pre / pre,
                });
            }
            dims.push(v.clone());
            pre = v.pre.checked_mul(v.size)?;
        }
        if size % pre != 0 {
            return None;
        }
        if size / pre > 1 || pre == 1 && !dims.iter().any(|d| &d.axis == name) {
            dims.push(VDim {
                axis: name.clone(),
                pre,
                size: size / pre,
            });
        }
    }
    // Row-major over dims. Within an axis the sub-axis of pre-size 1 is the major end: an
    // axis of size n is split as Shardy splits it, `[pre, size, n / (pre * size)]`, the
    // sub-axis `(pre)size` being the middle dim.
    let mut order: Vec<usize> = (0..dims.len()).collect();
    order.sort_by_key(|&k| {
        let a = axes.iter().position(|x| x.0 == dims[k].axis).unwrap_or(0);
        (a, dims[k].pre)
    });
    let mut stride = vec![0i64; dims.len()];
    let mut s = 1i64;
    for &k in order.iter().rev() {
        stride[k] = s;
        s = s.checked_mul(dims[k].size)?;
    }
    if s > 1 << 24 {
        return None;
    }
    let listed_dims: Vec<usize> = listed
        .iter()
        .map(|v| dims.iter().position(|d| d == v))
        .collect::<Option<_>>()?;
    // Members in mesh order (major first), whatever order the axes are listed in, as
    // XLA's MeshAxesReplicaGroupList enumerates them.
    let member: Vec<usize> = order
        .iter()
        .copied()
        .filter(|k| listed_dims.contains(k))
        .collect();
    let outer: Vec<usize> = order
        .iter()
        .copied()
        .filter(|k| !member.contains(k))
        .collect();
    let walk = |ks: &[usize]| -> Vec<i64> {
        let mut out = vec![0i64];
        for &k in ks {
            let (n, st) = (dims[k].size, stride[k]);
            out = out
                .iter()
                .flat_map(|&b| (0..n).map(move |i| b + i * st))
                .collect();
        }
        out
    };
    let inner = walk(&member);
    Some(
        walk(&outer)
            .into_iter()
            .map(|b| inner.iter().map(|i| b + i).collect())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(s: &str) -> Vec<Vec<i64>> {
        mesh_groups(&mut Cursor::new(s)).unwrap()
    }

    #[test]
    fn mesh_groups_expand() {
        // The form XLA printed for mlp2's all-reduce, whose list form is {{0,1,2,3},{4,5,6,7}}.
        assert_eq!(
            groups("mesh['axis_0'=2,'axis_1'=1,'axis_2'=4] {'axis_2'}"),
            vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]
        );
        assert_eq!(
            groups("mesh['a'=2,'b'=4] {'a'}"),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        );
        // Listed minor-first: members still in mesh order.
        assert_eq!(
            groups("mesh['a'=2,'b'=4] {'b','a'}"),
            vec![(0..8).collect::<Vec<i64>>()]
        );
        // A sub-axis of pre-size 1 is the major half of its axis, (2)2 the minor.
        assert_eq!(
            groups("mesh['x'=4] {'x':(1)2}"),
            vec![vec![0, 2], vec![1, 3]]
        );
        assert_eq!(
            groups("mesh['x'=4] {'x':(2)2}"),
            vec![vec![0, 1], vec![2, 3]]
        );
        assert_eq!(
            groups("mesh['a'=8] {'a':(1)2}"),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        );
        // Devices [4,2]T(1,0) = 0,2,4,6,1,3,5,7 on a mesh of 1x2x4.
        assert_eq!(
            groups("mesh['axis_0'=1,'axis_1'=2,'axis_2'=4], device_ids=([4,2]T(1,0)) {'axis_1'}"),
            vec![vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]]
        );
        assert_eq!(
            groups("mesh['a'=8] {'a':(2)2}"),
            vec![vec![0, 2], vec![1, 3], vec![4, 6], vec![5, 7]]
        );
        assert_eq!(
            groups("mesh['x'=1,'a'=2,'b'=4], device_ids=([4,2]T(1,0)) {'a'}"),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
                .into_iter()
                .map(|g: Vec<i64>| g
                    .iter()
                    .map(|&p| [0, 2, 4, 6, 1, 3, 5, 7][p as usize])
                    .collect())
                .collect::<Vec<Vec<i64>>>()
        );
        assert!(mesh_groups(&mut Cursor::new("mesh['a'=2] {'z'}")).is_err());
        assert!(mesh_groups(&mut Cursor::new("mesh['a'=8] {'a':(3)2}")).is_err());
    }
}
