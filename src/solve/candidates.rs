//! Candidate shardings of a tensor: the choices a factor class may take.
//!
//! A candidate puts each mesh axis (of size > 1) on at most one dim, several axes of a
//! dim in mesh order (major first), and only where they divide the dim exactly: the
//! log2 divisibility of a power-of-two mesh, and plain divisibility on any other.
//! Every dim is closed and nothing is replicated or unreduced explicitly, so a
//! candidate is exactly what the plan writes on a value.
//!
//! User intent ([`Intent`]) filters candidates: a closed dim keeps exactly its axes, an
//! open dim keeps its axes as a major prefix and may gain more, and axes listed as
//! replicated are used by no dim. The user's own sharding (closed) is always a
//! candidate when it satisfies its own intent, so sub-axes and orders outside the
//! enumeration stay possible.

use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, MeshRef, TensorSharding};

/// All candidate shardings of a tensor of `shape` on `mesh`, replicated first, in a
/// deterministic order. `unavailable` axes (manual ones) are never used.
pub fn enumerate(
    shape: &[i64],
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
    unavailable: &[String],
) -> Vec<TensorSharding> {
    let axes: Vec<usize> = (0..mesh.axes.len())
        .filter(|&i| mesh.axes[i].size > 1 && !unavailable.contains(&mesh.axes[i].name))
        .collect();
    let rank = shape.len();
    let mut out = Vec::new();
    // Each axis takes a dim or none (`rank`): a mixed-radix counter over the axes.
    let mut choice = vec![rank; axes.len()];
    loop {
        let mut dims: Vec<Vec<AxisRef>> = vec![Vec::new(); rank];
        let mut ok = true;
        for (k, &a) in axes.iter().enumerate() {
            if choice[k] < rank {
                dims[choice[k]].push(AxisRef::full(&mesh.axes[a].name));
            }
        }
        for (d, list) in dims.iter().enumerate() {
            let n: i64 = list
                .iter()
                .map(|a| mesh.axis_size(&a.name).unwrap_or(1))
                .product();
            if n > 1 && (shape[d] <= 0 || shape[d] % n != 0) {
                ok = false;
            }
        }
        if ok {
            out.push(closed(mesh_ref, dims));
        }
        // Next choice: count with `rank` (none) first, so replicated comes first.
        let mut k = axes.len();
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            choice[k] = if choice[k] == rank { 0 } else { choice[k] + 1 };
            if choice[k] != rank {
                break;
            }
        }
    }
}

/// A sharding with these closed dims.
pub fn closed(mesh_ref: &MeshRef, dims: Vec<Vec<AxisRef>>) -> TensorSharding {
    TensorSharding {
        mesh: mesh_ref.clone(),
        dims: dims.into_iter().map(DimSharding::closed).collect(),
        replicated: vec![],
        unreduced: vec![],
    }
}

/// Closes every dim of `s` and drops its replicated list and priorities (what the plan
/// writes for it).
pub fn close(s: &TensorSharding) -> TensorSharding {
    TensorSharding {
        mesh: s.mesh.clone(),
        dims: s
            .dims
            .iter()
            .map(|d| DimSharding::closed(d.axes.clone()))
            .collect(),
        replicated: vec![],
        unreduced: s.unreduced.clone(),
    }
}

/// Removes the axes of size 1 from every dim and list of `s` (they shard nothing; as
/// Shardy's `sdy-remove-size-one-axes`).
pub fn without_size_one_axes(s: &TensorSharding, mesh: &MeshAttr) -> TensorSharding {
    let keep = |a: &AxisRef| a.size(mesh) != Some(1);
    let mut out = s.clone();
    for d in &mut out.dims {
        d.axes.retain(keep);
    }
    out.replicated.retain(keep);
    out.unreduced.retain(keep);
    out
}

/// What the user wrote on a value: a sharding that every plan must respect.
#[derive(Clone, Debug, PartialEq)]
pub struct Intent {
    pub sharding: TensorSharding,
    /// Where it was written, for diagnostics (`%arg0 of @main`, ...).
    pub what: String,
}

impl Intent {
    /// Whether candidate `c` keeps this intent.
    pub fn admits(&self, c: &TensorSharding) -> bool {
        let u = &self.sharding;
        if u.dims.len() != c.dims.len() || u.mesh != c.mesh {
            return false;
        }
        if u.unreduced != c.unreduced {
            return false;
        }
        for (ud, cd) in u.dims.iter().zip(&c.dims) {
            if ud.closed {
                if ud.axes != cd.axes {
                    return false;
                }
            } else if cd.axes.len() < ud.axes.len() || cd.axes[..ud.axes.len()] != ud.axes[..] {
                return false;
            }
        }
        let used: Vec<&AxisRef> = c.dims.iter().flat_map(|d| &d.axes).collect();
        !u.replicated.iter().any(|r| {
            used.iter()
                .any(|a| a.name == r.name && (a.sub.is_none() || r.sub.is_none() || *a == r))
        })
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
                    name: "data".into(),
                    size: 2,
                },
                MeshAxis {
                    name: "model".into(),
                    size: 4,
                },
            ],
            device_ids: vec![],
        }
    }

    #[test]
    fn enumeration_counts_and_divisibility() {
        let r = MeshRef::Symbol("mesh".into());
        // Rank 2, both dims divisible by 8: each axis on dim 0, dim 1 or none.
        assert_eq!(enumerate(&[8, 8], &mesh(), &r, &[]).len(), 9);
        // Dim 1 of size 2 cannot take "model".
        assert_eq!(enumerate(&[8, 2], &mesh(), &r, &[]).len(), 6);
        // Scalars are replicated only; manual axes are unavailable.
        assert_eq!(enumerate(&[], &mesh(), &r, &[]).len(), 1);
        assert_eq!(enumerate(&[8], &mesh(), &r, &["model".into()]).len(), 2);
        assert!(enumerate(&[8], &mesh(), &r, &[])[0].is_fully_replicated());
    }

    #[test]
    fn intent_closed_open_replicated() {
        let r = MeshRef::Symbol("mesh".into());
        let c = enumerate(&[8, 8], &mesh(), &r, &[]);
        let open = Intent {
            sharding: TensorSharding {
                mesh: r.clone(),
                dims: vec![
                    DimSharding::open(vec![AxisRef::full("data")]),
                    DimSharding::open(vec![]),
                ],
                replicated: vec![AxisRef::full("model")],
                unreduced: vec![],
            },
            what: "x".into(),
        };
        // data on dim 0 (alone or before model), model nowhere: exactly one candidate.
        let ok: Vec<_> = c.iter().filter(|s| open.admits(s)).collect();
        assert_eq!(ok.len(), 1);
        assert_eq!(ok[0].dims[0].axes, vec![AxisRef::full("data")]);
    }
}
