//! Property tests of the projection between dim shardings and factor shardings: on random
//! meshes, rules and shardings, projecting a sharding onto the factors and back gives the
//! sharding again (shardings are canonical: no two adjacent sub-axes that merge), no axis
//! is lost or invented, and non-minor factors are sharded divisibly. Plus the worked
//! example of `shardy-semantics.md`.

use autoshard::ir::sdy::{
    AxisRef, DimSharding, MeshAttr, MeshAxis, MeshRef, OpShardingRule, SubAxis, TensorSharding,
};
use autoshard::rules::axis;
use autoshard::rules::{ShardingProjection, TensorFactorShardings};
use proptest::prelude::*;

fn mesh_of(axes: &[(&str, i64)]) -> MeshAttr {
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

fn symbol() -> MeshRef {
    MeshRef::Symbol("mesh".into())
}

#[test]
fn worked_example_of_the_reference() {
    // Rule ([ij])->([i, j]) {i=2, j=4}, mesh x=4, y=2, operand [{"x", "y"}]:
    // i: ["x":(1)2], j: ["x":(2)2, "y"]; the result gets [{"x":(1)2}, {"x":(2)2, "y"}].
    let mesh = mesh_of(&[("x", 4), ("y", 2)]);
    let rule = OpShardingRule {
        operands: vec![vec![vec![0, 1]]],
        results: vec![vec![vec![0], vec![1]]],
        factor_sizes: vec![2, 4],
        ..Default::default()
    };
    let operand = TensorSharding {
        mesh: symbol(),
        dims: vec![DimSharding::closed(vec![
            AxisRef::full("x"),
            AxisRef::full("y"),
        ])],
        replicated: vec![],
        unreduced: vec![],
    };
    let mut p = ShardingProjection::build(&rule, &[Some(&operand)], &[None], &mesh);
    assert_eq!(p.operands[0].factors[&0].axes, vec![sub("x", 1, 2)]);
    assert_eq!(
        p.operands[0].factors[&1].axes,
        vec![sub("x", 2, 2), AxisRef::full("y")]
    );
    // Propagate both factors to the result, as a propagation step would.
    for f in 0..2 {
        let axes = p.operands[0].axes(f).to_vec();
        p.update_sharding(f, &axes, &mesh);
    }
    let (ops, res) = p.to_shardings(&rule, &mesh, &symbol());
    assert_eq!(ops[0], operand);
    assert_eq!(
        res[0]
            .dims
            .iter()
            .map(|d| d.axes.clone())
            .collect::<Vec<_>>(),
        vec![
            vec![sub("x", 1, 2)],
            vec![sub("x", 2, 2), AxisRef::full("y")]
        ]
    );
}

/// A mesh of 1..=3 axes a, b, c of sizes 2, 3, 4, 6 or 8.
fn mesh() -> impl Strategy<Value = MeshAttr> {
    prop::collection::vec(prop::sample::select(vec![2i64, 3, 4, 6, 8]), 1..=3).prop_map(|sizes| {
        MeshAttr {
            axes: sizes
                .iter()
                .enumerate()
                .map(|(i, &s)| MeshAxis {
                    name: ["a", "b", "c"][i].to_string(),
                    size: s,
                })
                .collect(),
            device_ids: vec![],
        }
    })
}

/// A tensor mapping of rank 1..=3, each dim 1..=3 distinct factors (sizes 2, 3, 4, 6, 8,
/// 12; a dim of one factor may also have size 1), factors numbered in order.
fn mapping() -> impl Strategy<Value = (Vec<Vec<usize>>, Vec<i64>)> {
    prop::collection::vec(
        prop::collection::vec(prop::sample::select(vec![1i64, 2, 3, 4, 6, 8, 12]), 1..=3),
        1..=3,
    )
    .prop_map(|dims| {
        let mut sizes = Vec::new();
        let mapping = dims
            .into_iter()
            .map(|fs| {
                let n = fs.len();
                fs.into_iter()
                    .map(|s| {
                        sizes.push(if n > 1 && s == 1 { 2 } else { s });
                        sizes.len() - 1
                    })
                    .collect()
            })
            .collect();
        (mapping, sizes)
    })
}

/// A canonical sharding of a rank-`rank` tensor: every mesh axis (or one of its halves
/// for even sizes >= 4, or both halves in random places) goes to a dim, the replicated
/// list, or nowhere; adjacent mergeable sub-axes are merged.
fn sharding(mesh: MeshAttr, rank: usize) -> impl Strategy<Value = (MeshAttr, TensorSharding)> {
    let n = mesh.axes.len();
    (
        prop::collection::vec((0..rank + 2, 0..rank + 2, 0u8..3), n),
        prop::collection::vec(any::<bool>(), rank),
        prop::collection::vec(any::<u32>(), n * 2),
    )
        .prop_map(move |(placement, closed, order)| {
            let mut dims: Vec<Vec<(u32, AxisRef)>> = vec![Vec::new(); rank];
            let mut replicated = Vec::new();
            let mut k = 0;
            for (ax, &(p1, p2, split)) in mesh.axes.iter().zip(&placement) {
                let parts: Vec<(usize, AxisRef)> = if ax.size >= 4 && ax.size % 2 == 0 && split > 0
                {
                    let half = ax.size / 2;
                    let mut v = vec![(p1, sub(&ax.name, 1, 2))];
                    if split == 2 {
                        v.push((p2, sub(&ax.name, 2, half)));
                    }
                    v
                } else {
                    vec![(p1, AxisRef::full(&ax.name))]
                };
                for (place, r) in parts {
                    let key = order[k % order.len()];
                    k += 1;
                    if place < rank {
                        dims[place].push((key, r));
                    } else if place == rank {
                        replicated.push(r);
                    }
                }
            }
            let dims = dims
                .into_iter()
                .zip(closed)
                .map(|(mut axes, closed)| {
                    axes.sort_by_key(|(key, _)| *key);
                    let mut merged: Vec<AxisRef> = Vec::new();
                    for (_, a) in axes {
                        match merged.last_mut() {
                            Some(last) if axis::can_merge(last, &a) => {
                                *last = axis::merge(last, &a, &mesh)
                            }
                            _ => merged.push(a),
                        }
                    }
                    DimSharding {
                        axes: merged,
                        closed,
                        priority: None,
                    }
                })
                .collect();
            (
                mesh.clone(),
                TensorSharding {
                    mesh: symbol(),
                    dims,
                    replicated,
                    unreduced: vec![],
                },
            )
        })
}

fn case() -> impl Strategy<Value = (MeshAttr, Vec<Vec<usize>>, Vec<i64>, TensorSharding)> {
    (mesh(), mapping()).prop_flat_map(|(mesh, (mapping, sizes))| {
        let rank = mapping.len();
        sharding(mesh, rank).prop_map(move |(mesh, s)| (mesh, mapping.clone(), sizes.clone(), s))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn project_then_back_is_the_identity((mesh, mapping, sizes, s) in case()) {
        let p = TensorFactorShardings::project(&mapping, Some(&s), &sizes, &mesh);
        let back = p.to_sharding(&mapping, &sizes, &mesh, symbol());
        prop_assert_eq!(&back, &s, "projection: {:?}", p);
    }

    #[test]
    fn projection_keeps_every_axis_and_divides_non_minor_factors((mesh, mapping, sizes, s) in case()) {
        let p = TensorFactorShardings::project(&mapping, Some(&s), &sizes, &mesh);
        for (d, factors) in mapping.iter().enumerate() {
            // The dim's axes, re-merged from its factors' axes and overflow axes, in order.
            let mut axes: Vec<AxisRef> = Vec::new();
            let mut after_overflow = false;
            for f in factors {
                let Some(fs) = p.factors.get(f) else { break };
                // Closed: the dim is, or an earlier factor of the dim overflowed.
                prop_assert_eq!(fs.closed, s.dims[d].closed || after_overflow);
                after_overflow |= !fs.overflow_axes.is_empty();
                for a in fs.axes.iter().chain(&fs.overflow_axes) {
                    match axes.last_mut() {
                        Some(last) if axis::can_merge(last, a) => *last = axis::merge(last, a, &mesh),
                        _ => axes.push(a.clone()),
                    }
                }
                prop_assert!(fs.overflow_axes.is_empty() || !fs.is_minor_most);
                if !fs.is_minor_most {
                    let sharded = axis::product(&fs.axes, &mesh);
                    prop_assert_eq!(sizes[*f] % sharded, 0, "factor {} of size {} sharded by {}", f, sizes[*f], sharded);
                }
            }
            prop_assert_eq!(&axes, &s.dims[d].axes);
        }
        prop_assert_eq!(&p.replicated, &s.replicated);
    }

    #[test]
    fn no_sharding_projects_to_open_empty_factors((_mesh, mapping, sizes, _s) in case()) {
        let mesh = mesh_of(&[("a", 2)]);
        let p = TensorFactorShardings::project(&mapping, None, &sizes, &mesh);
        prop_assert!(p.factors.values().all(|f| f.axes.is_empty() && !f.closed && f.overflow_axes.is_empty()));
        let back = p.to_sharding(&mapping, &sizes, &mesh, symbol());
        prop_assert!(back.dims.iter().all(|d| d.axes.is_empty() && !d.closed));
    }
}
