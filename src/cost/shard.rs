//! Per-device shapes and bytes of a tensor under a sharding.
//!
//! A dim of size `D` sharded over axes of total size `n` holds `ceil(D / n)` elements
//! per device: XLA pads the dim to a multiple of `n` (the last devices hold padding).
//! Replicated and unreduced axes do not shrink a tensor (an unreduced tensor is a
//! full-size partial sum on every device).

use crate::ir::sdy::{DimSharding, MeshAttr, MeshRef, TensorSharding};
use crate::ir::types::{Dim, TensorType};
use crate::ir::Module;

/// `ceil(size / shards)` (0 for empty dims; `shards < 1` counts as 1).
pub fn local_dim(size: i64, shards: i64) -> i64 {
    let size = size.max(0);
    let shards = shards.max(1);
    size / shards + i64::from(size % shards != 0)
}

/// The number of shards of a dim: the product of its axes' sizes (unknown axes count 1).
pub fn dim_shards(dim: &DimSharding, mesh: &MeshAttr) -> i64 {
    dim.axes
        .iter()
        .map(|a| a.size(mesh).unwrap_or(1).max(1))
        .fold(1i64, i64::saturating_mul)
}

/// The per-device shape of `shape` under `sharding` (`None`: replicated). Dims the
/// sharding lacks are unsharded; dynamic dims count as 1.
pub fn local_shape(
    ty: &TensorType,
    sharding: Option<&TensorSharding>,
    mesh: &MeshAttr,
) -> Vec<i64> {
    ty.shape
        .iter()
        .enumerate()
        .map(|(d, dim)| {
            let size = match dim {
                Dim::Static(n) => *n,
                Dim::Dynamic => 1,
            };
            let shards = sharding
                .and_then(|s| s.dims.get(d))
                .map_or(1, |ds| dim_shards(ds, mesh));
            local_dim(size, shards)
        })
        .collect()
}

/// Elements each device holds.
pub fn per_device_elements(
    ty: &TensorType,
    sharding: Option<&TensorSharding>,
    mesh: &MeshAttr,
) -> u64 {
    local_shape(ty, sharding, mesh)
        .into_iter()
        .map(|n| n.max(0) as u64)
        .fold(1u64, u64::saturating_mul)
}

/// Bytes each device holds (padded, as XLA allocates them).
pub fn per_device_bytes(
    ty: &TensorType,
    sharding: Option<&TensorSharding>,
    mesh: &MeshAttr,
) -> u64 {
    per_device_elements(ty, sharding, mesh).saturating_mul(ty.element.byte_size())
}

/// The mesh a sharding refers to: the inlined one, or the `sdy.mesh` of that name.
pub fn resolve_mesh(m: &Module, r: &MeshRef) -> Option<MeshAttr> {
    match r {
        MeshRef::Inline(mesh) => Some((**mesh).clone()),
        MeshRef::Symbol(name) => m
            .meshes()
            .into_iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, mesh, _)| mesh),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::{AxisRef, MeshAxis, SubAxis};
    use crate::ir::types::ElementType;

    fn mesh() -> MeshAttr {
        MeshAttr {
            axes: vec![
                MeshAxis {
                    name: "x".into(),
                    size: 4,
                },
                MeshAxis {
                    name: "y".into(),
                    size: 2,
                },
            ],
            device_ids: vec![],
        }
    }

    #[test]
    fn ceil_division_pads() {
        assert_eq!(local_dim(10, 4), 3);
        assert_eq!(local_dim(8, 4), 2);
        assert_eq!(local_dim(0, 4), 0);
        assert_eq!(local_dim(3, 8), 1);
        assert_eq!(local_dim(5, 0), 5);
    }

    #[test]
    fn bytes_under_a_sharding() {
        let ty = TensorType {
            shape: vec![Dim::Static(10), Dim::Static(6)],
            element: ElementType::Float("bf16".into()),
            encoding: None,
        };
        let m = mesh();
        let s = TensorSharding {
            mesh: MeshRef::Symbol("m".into()),
            dims: vec![
                DimSharding::closed(vec![AxisRef::full("x")]),
                DimSharding::closed(vec![AxisRef {
                    name: "y".into(),
                    sub: None,
                }]),
            ],
            replicated: vec![],
            unreduced: vec![],
        };
        assert_eq!(local_shape(&ty, Some(&s), &m), vec![3, 3]);
        assert_eq!(per_device_bytes(&ty, Some(&s), &m), 18);
        assert_eq!(per_device_bytes(&ty, None, &m), 120);
        let sub = TensorSharding {
            dims: vec![
                DimSharding::closed(vec![AxisRef {
                    name: "x".into(),
                    sub: Some(SubAxis {
                        pre_size: 1,
                        size: 2,
                    }),
                }]),
                DimSharding::closed(vec![]),
            ],
            unreduced: vec![AxisRef::full("y")],
            ..s
        };
        assert_eq!(local_shape(&ty, Some(&sub), &m), vec![5, 6]);
    }
}
