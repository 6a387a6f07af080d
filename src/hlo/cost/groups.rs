//! Which devices a collective of the compiled program runs among, and which mesh axes
//! those groups are.
//!
//! XLA's `replica_groups` mean different ids depending on the instruction
//! (`CollectiveOpGroupMode` in XLA's `collective_ops_utils`):
//!
//! | `channel_id` | `use_global_device_ids` | mode | a group lists |
//! |---|---|---|---|
//! | absent | absent/false | cross-replica | replica ids; one group per partition |
//! | present | not an attribute of the op (all-to-all, permute) | cross-partition | partition ids; one group per replica |
//! | present | false (all-reduce, all-gather, reduce-scatter) | cross-replica-and-partition | replica ids; a group spans all partitions of its replicas |
//! | present | true | flattened ids | global ids `replica * num_partitions + partition` |
//!
//! An empty `replica_groups` is one group of every id of that kind. Participants are
//! named by global id `replica * num_partitions + partition`; with one replica (SPMD) this
//! is the partition id, which JAX assigns in mesh order: global id `d` sits at the mesh
//! position where `device_ids` lists `d` (position `d` when the mesh has no explicit
//! order), and positions are row-major over the axes (the last axis minor-most).
//!
//! A set of groups is "along" mesh axes when every group is the product of whole axes or
//! Shardy sub-axes (`"model":(2)2`, printed `model:(2)2`: the minor half of an axis of 4) with every other
//! coordinate fixed, the same axes for every group. Anything else is reported as
//! irregular with its group size, never forced onto axes.

use std::fmt;

use serde::Serialize;

use crate::ir::sdy::{AxisRef, MeshAttr, SubAxis};

/// How XLA reads a collective's `replica_groups`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum GroupMode {
    CrossReplica,
    CrossPartition,
    CrossReplicaAndPartition,
    FlattenedId,
}

/// The mode of a collective: `use_global_device_ids` is `None` for ops without that
/// attribute (all-to-all, collective-permute), `Some(value)` for the others.
pub fn group_mode(has_channel_id: bool, use_global_device_ids: Option<bool>) -> GroupMode {
    match (has_channel_id, use_global_device_ids) {
        (false, _) => GroupMode::CrossReplica,
        (true, None) => GroupMode::CrossPartition,
        (true, Some(false)) => GroupMode::CrossReplicaAndPartition,
        (true, Some(true)) => GroupMode::FlattenedId,
    }
}

/// The groups of global device ids (`replica * partitions + partition`) that run the
/// collective together, from its `replica_groups` (empty: all ids of the mode's kind).
pub fn participant_groups(
    groups: &[Vec<i64>],
    mode: GroupMode,
    replicas: i64,
    partitions: i64,
) -> Vec<Vec<i64>> {
    let (replicas, partitions) = (replicas.max(1), partitions.max(1));
    let all = |n: i64| vec![(0..n).collect::<Vec<i64>>()];
    let groups: Vec<Vec<i64>> = if groups.is_empty() {
        match mode {
            GroupMode::CrossReplica | GroupMode::CrossReplicaAndPartition => all(replicas),
            GroupMode::CrossPartition => all(partitions),
            GroupMode::FlattenedId => all(replicas * partitions),
        }
    } else {
        groups.to_vec()
    };
    let mut out = Vec::new();
    match mode {
        GroupMode::CrossReplica => {
            for p in 0..partitions {
                for g in &groups {
                    out.push(g.iter().map(|r| r * partitions + p).collect());
                }
            }
        }
        GroupMode::CrossPartition => {
            for r in 0..replicas {
                for g in &groups {
                    out.push(g.iter().map(|p| r * partitions + p).collect());
                }
            }
        }
        GroupMode::CrossReplicaAndPartition => {
            for g in &groups {
                out.push(
                    g.iter()
                        .flat_map(|r| (0..partitions).map(move |p| r * partitions + p))
                        .collect(),
                );
            }
        }
        GroupMode::FlattenedId => out = groups,
    }
    out
}

/// The mesh axes a collective's groups run along.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GroupAxes {
    /// Every group is one device: nothing is communicated.
    Local,
    /// Every group is the product of these (sub-)axes, in mesh order.
    Axes(Vec<AxisRef>),
    /// Groups that are not products of whole axes or sub-axes (or differ between
    /// groups, or name devices outside the mesh): the largest group size.
    Irregular { size: u64 },
}

impl GroupAxes {
    /// Devices per group.
    pub fn group_size(&self, mesh: &MeshAttr) -> u64 {
        match self {
            GroupAxes::Local => 1,
            GroupAxes::Axes(axes) => axes
                .iter()
                .map(|a| a.size(mesh).unwrap_or(1).max(1) as u64)
                .product(),
            GroupAxes::Irregular { size } => *size,
        }
    }
}

impl fmt::Display for GroupAxes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GroupAxes::Local => write!(f, "local"),
            GroupAxes::Axes(axes) => {
                let names: Vec<String> = axes.iter().map(axis_text).collect();
                write!(f, "{}", names.join(","))
            }
            GroupAxes::Irregular { size } => write!(f, "irregular({size})"),
        }
    }
}

/// `data`, or a sub-axis as Shardy writes it without the quotes: `model:(2)2`.
pub fn axis_text(a: &AxisRef) -> String {
    match a.sub {
        Some(s) => format!("{}:({}){}", a.name, s.pre_size, s.size),
        None => a.name.to_string(),
    }
}

impl Serialize for GroupAxes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

/// Mesh coordinates (major to minor) of a global device id, `None` outside the mesh.
pub fn coordinates(mesh: &MeshAttr, device: i64) -> Option<Vec<i64>> {
    let total = mesh.total_size();
    let position = if mesh.device_ids.len() as i64 == total && total > 1 {
        mesh.device_ids.iter().position(|&d| d == device)? as i64
    } else {
        device
    };
    if position < 0 || position >= total {
        return None;
    }
    let mut rest = position;
    let mut coords = vec![0; mesh.axes.len()];
    for (i, a) in mesh.axes.iter().enumerate().rev() {
        let n = a.size.max(1);
        coords[i] = rest % n;
        rest /= n;
    }
    Some(coords)
}

/// The (sub-)axis of an axis of `n` whose coordinate takes the values `v` (sorted,
/// distinct, at least two): an arithmetic progression of stride `t` and `s` terms
/// starting on a multiple of `t * s` in the sub-axis digit.
fn sub_axis(name: &str, n: i64, v: &[i64]) -> Option<AxisRef> {
    let s = v.len() as i64;
    let t = v[1] - v[0];
    if t <= 0 || v.windows(2).any(|w| w[1] - w[0] != t) || n % (t * s) != 0 {
        return None;
    }
    if (v[0] / t) % s != 0 {
        return None;
    }
    if s == n {
        return Some(AxisRef::full(name));
    }
    Some(AxisRef {
        name: name.into(),
        sub: Some(SubAxis {
            pre_size: n / (t * s),
            size: s,
        }),
    })
}

/// The axes one group of global device ids spans, `None` when it is not a product of
/// (sub-)axes.
fn group_axes(mesh: &MeshAttr, group: &[i64]) -> Option<Vec<AxisRef>> {
    let coords: Vec<Vec<i64>> = group
        .iter()
        .map(|&d| coordinates(mesh, d))
        .collect::<Option<_>>()?;
    let mut axes = Vec::new();
    let mut product: usize = 1;
    for (i, a) in mesh.axes.iter().enumerate() {
        let mut v: Vec<i64> = coords.iter().map(|c| c[i]).collect();
        v.sort_unstable();
        v.dedup();
        if v.len() > 1 {
            axes.push(sub_axis(&a.name, a.size, &v)?);
        }
        product = product.saturating_mul(v.len());
    }
    let mut distinct = coords.clone();
    distinct.sort();
    distinct.dedup();
    (distinct.len() == group.len() && product == group.len()).then_some(axes)
}

/// The axes of a collective's groups of global device ids.
pub fn classify(mesh: &MeshAttr, groups: &[Vec<i64>]) -> GroupAxes {
    let size = groups.iter().map(|g| g.len() as u64).max().unwrap_or(1);
    if size <= 1 {
        return GroupAxes::Local;
    }
    let mut found: Option<Vec<AxisRef>> = None;
    for g in groups {
        match (group_axes(mesh, g), &found) {
            (None, _) => return GroupAxes::Irregular { size },
            (Some(a), Some(f)) if &a != f => return GroupAxes::Irregular { size },
            (Some(a), None) => found = Some(a),
            _ => {}
        }
    }
    match found {
        Some(a) if a.is_empty() => GroupAxes::Local,
        Some(a) => GroupAxes::Axes(a),
        None => GroupAxes::Local,
    }
}

/// The axes a collective-permute's (source, target) pairs of global ids move data along:
/// the mesh axes on which some source and its target differ.
pub fn classify_pairs(mesh: &MeshAttr, pairs: &[(i64, i64)]) -> GroupAxes {
    let mut differ = vec![false; mesh.axes.len()];
    for &(s, t) in pairs {
        match (coordinates(mesh, s), coordinates(mesh, t)) {
            (Some(a), Some(b)) => {
                for i in 0..differ.len() {
                    differ[i] |= a[i] != b[i];
                }
            }
            _ => return GroupAxes::Irregular { size: 2 },
        }
    }
    let axes: Vec<AxisRef> = mesh
        .axes
        .iter()
        .zip(&differ)
        .filter(|(_, d)| **d)
        .map(|(a, _)| AxisRef::full(&a.name))
        .collect();
    if axes.is_empty() {
        GroupAxes::Local
    } else {
        GroupAxes::Axes(axes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::MeshAxis;

    fn mesh(axes: &[(&str, i64)], device_ids: Vec<i64>) -> MeshAttr {
        MeshAttr {
            axes: axes
                .iter()
                .map(|(n, s)| MeshAxis {
                    name: n.to_string(),
                    size: *s,
                })
                .collect(),
            device_ids,
        }
    }

    fn text(m: &MeshAttr, groups: &[Vec<i64>]) -> String {
        classify(m, groups).to_string()
    }

    #[test]
    fn whole_axes_of_a_2x4_mesh() {
        let m = mesh(&[("data", 2), ("model", 4)], vec![]);
        assert_eq!(
            text(&m, &[vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]),
            "data"
        );
        assert_eq!(text(&m, &[vec![0, 1, 2, 3], vec![4, 5, 6, 7]]), "model");
        assert_eq!(text(&m, &[(0..8).collect()]), "data,model");
        assert_eq!(text(&m, &[vec![0], vec![1]]), "local");
    }

    #[test]
    fn sub_axes_and_irregular_groups() {
        let m = mesh(&[("data", 2), ("model", 4)], vec![]);
        // Minor half of model: {0,1},{2,3},... ; major half: {0,2},{1,3}.
        let minor: Vec<Vec<i64>> = (0..4).map(|i| vec![2 * i, 2 * i + 1]).collect();
        assert_eq!(text(&m, &minor), "model:(2)2");
        let major = vec![vec![0, 2], vec![1, 3], vec![4, 6], vec![5, 7]];
        assert_eq!(text(&m, &major), "model:(1)2");
        // data and the major half of model together.
        assert_eq!(
            text(&m, &[vec![0, 2, 4, 6], vec![1, 3, 5, 7]]),
            "data,model:(1)2"
        );
        // A diagonal is no product of axes; groups of different axes are not either.
        assert_eq!(text(&m, &[vec![0, 5], vec![1, 4]]), "irregular(2)");
        assert_eq!(text(&m, &[vec![0, 4], vec![1, 2]]), "irregular(2)");
        assert_eq!(text(&m, &[vec![0, 9]]), "irregular(2)");
        // Three of four model devices.
        assert_eq!(text(&m, &[vec![0, 1, 2]]), "irregular(3)");
    }

    #[test]
    fn explicit_device_order() {
        // Mesh position i holds device device_ids[i]: devices 0 and 1 are data-neighbours.
        let m = mesh(&[("data", 2), ("model", 2)], vec![0, 2, 1, 3]);
        assert_eq!(text(&m, &[vec![0, 1], vec![2, 3]]), "data");
        assert_eq!(text(&m, &[vec![0, 2], vec![1, 3]]), "model");
    }

    #[test]
    fn replica_group_modes() {
        assert_eq!(group_mode(false, Some(false)), GroupMode::CrossReplica);
        assert_eq!(group_mode(true, None), GroupMode::CrossPartition);
        assert_eq!(
            group_mode(true, Some(false)),
            GroupMode::CrossReplicaAndPartition
        );
        assert_eq!(group_mode(true, Some(true)), GroupMode::FlattenedId);
        // SPMD: one replica, 8 partitions.
        let all: Vec<i64> = (0..8).collect();
        assert_eq!(
            participant_groups(&[], GroupMode::CrossPartition, 1, 8),
            vec![all.clone()]
        );
        assert_eq!(
            participant_groups(&[], GroupMode::FlattenedId, 1, 8),
            vec![all.clone()]
        );
        // Cross-replica with one replica: every device alone.
        let g = participant_groups(&[vec![0]], GroupMode::CrossReplica, 1, 8);
        assert_eq!(g.len(), 8);
        assert!(g.iter().all(|g| g.len() == 1));
        // Cross-replica-and-partition: the replica's group spans every partition.
        assert_eq!(
            participant_groups(&[vec![0]], GroupMode::CrossReplicaAndPartition, 1, 8),
            vec![all]
        );
        // Two replicas of four partitions, grouped by partition ids.
        assert_eq!(
            participant_groups(&[vec![0, 1], vec![2, 3]], GroupMode::CrossPartition, 2, 4),
            vec![vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]]
        );
    }

    #[test]
    fn permute_pairs() {
        let m = mesh(&[("data", 2), ("model", 4)], vec![]);
        let ring: Vec<(i64, i64)> = (0..8).map(|d| (d, (d / 4) * 4 + (d + 1) % 4)).collect();
        assert_eq!(classify_pairs(&m, &ring).to_string(), "model");
        let swap: Vec<(i64, i64)> = (0..8).map(|d| (d, (d + 4) % 8)).collect();
        assert_eq!(classify_pairs(&m, &swap).to_string(), "data");
        assert_eq!(classify_pairs(&m, &[(3, 3)]).to_string(), "local");
    }
}
