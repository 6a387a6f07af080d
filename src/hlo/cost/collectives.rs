//! The collectives of a compiled program: every all-reduce, all-gather, reduce-scatter,
//! all-to-all and collective-permute, synchronous, as a dedicated `*-start`/`*-done`
//! pair, or wrapped by a generic `async-start`, with per-device bytes, the mesh axes its
//! groups run along ([`super::groups`]) and its alpha-beta time ([`crate::cost::collective`]).

use serde::Serialize;

use crate::cost::collective::{self, CollectiveKind, CollectiveOptions};
use crate::cost::links::LinkMap;
use crate::hlo::ir::{CallRole, HloModule, InstrId, Instruction, Opcode};
use crate::ir::sdy::{AxisRef, MeshAttr};

use super::groups::{self, GroupAxes};
use super::xla::leaf_size;

/// One collective of the program.
#[derive(Clone, Debug, Serialize)]
pub struct Collective {
    /// The instruction's name (the start of an asynchronous one).
    pub name: String,
    /// The computation holding it.
    pub computation: String,
    #[serde(serialize_with = "kind_name")]
    pub kind: CollectiveKind,
    /// Started and completed by separate instructions (compute may run in between).
    pub asynchronous: bool,
    /// Per-device bytes of its operands and of its result.
    pub operand_bytes: f64,
    pub result_bytes: f64,
    /// Devices per group.
    pub group_size: u64,
    /// The mesh axes of its groups (`data`, `data,model`, `model:(2)2`, `local`,
    /// `irregular(N)`).
    pub axes: GroupAxes,
    /// The link kind it is timed on.
    pub link: String,
    /// Alpha-beta time of one execution, seconds.
    pub time_s: f64,
}

fn kind_name<S: serde::Serializer>(k: &CollectiveKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(k.name())
}

/// The collective kind of a (sync or start) opcode.
fn kind_of(op: &Opcode) -> Option<CollectiveKind> {
    Some(match op {
        Opcode::AllReduce | Opcode::AllReduceStart => CollectiveKind::AllReduce,
        Opcode::AllGather | Opcode::AllGatherStart => CollectiveKind::AllGather,
        Opcode::ReduceScatter => CollectiveKind::ReduceScatter,
        Opcode::AllToAll | Opcode::RaggedAllToAll => CollectiveKind::AllToAll,
        Opcode::CollectivePermute | Opcode::CollectivePermuteStart => {
            CollectiveKind::CollectivePermute
        }
        _ => return None,
    })
}

/// What the timing needs besides the module.
pub struct Timing<'a> {
    pub mesh: &'a MeshAttr,
    pub links: &'a LinkMap,
    pub options: &'a CollectiveOptions,
}

/// The collective that instruction `id` starts or is, if any: a sync collective, a
/// dedicated start, or an `async-start` whose wrapped root is one. Dones and updates are
/// not collectives of their own (callers do not walk async-wrapped computations).
pub fn collective_at(m: &HloModule, id: InstrId, t: &Timing) -> Option<Collective> {
    let i = m.instr(id);
    let (op_instr, asynchronous) = match i.opcode {
        Opcode::AsyncStart => {
            let root = i.callee(CallRole::Calls).and_then(|c| m.comp(c).root)?;
            (m.instr(root), true)
        }
        Opcode::AllReduceStart | Opcode::AllGatherStart | Opcode::CollectivePermuteStart => {
            (i, true)
        }
        _ => (i, false),
    };
    let kind = kind_of(&op_instr.opcode)?;
    let operand_bytes: f64 = op_instr
        .operands
        .iter()
        .map(|&o| leaf_size(&m.instr(o).shape))
        .sum();
    let result_bytes = result_bytes(m, id, op_instr);
    let axes = axes_of(m, op_instr, t.mesh);
    let group_size = axes.group_size(t.mesh);
    let (link, time_s) = time(kind, &axes, group_size, operand_bytes, result_bytes, t);
    Some(Collective {
        name: i.name.clone(),
        computation: m.comp(i.parent).name.clone(),
        kind,
        asynchronous,
        operand_bytes,
        result_bytes,
        group_size,
        axes,
        link,
        time_s,
    })
}

/// The result of the collective: the done's for a dedicated start (whose own result
/// also holds its operands), else the collective instruction's.
fn result_bytes(m: &HloModule, start: InstrId, op_instr: &Instruction) -> f64 {
    let i = m.instr(start);
    if matches!(
        i.opcode,
        Opcode::AllGatherStart | Opcode::CollectivePermuteStart
    ) {
        if let Some(done) = m.async_chain(start).and_then(|c| c.done) {
            return leaf_size(&m.instr(done).shape);
        }
        // Without a done: the start's tuple is (operands, result, ...).
        return i.shape.tuple_elements().get(1).map_or(0.0, leaf_size);
    }
    leaf_size(&op_instr.shape)
}

/// The mesh axes of the collective's groups (or pairs).
fn axes_of(m: &HloModule, i: &Instruction, mesh: &MeshAttr) -> GroupAxes {
    let replicas = m.header.replica_count.unwrap_or(1).max(1);
    let partitions = m.header.num_partitions.unwrap_or(1).max(1);
    let cross_partition = i.parsed.channel_id.is_some();
    if let Some(pairs) = &i.parsed.source_target_pairs {
        let mut global = Vec::new();
        if cross_partition {
            for r in 0..replicas {
                global.extend(
                    pairs
                        .iter()
                        .map(|&(s, d)| (r * partitions + s, r * partitions + d)),
                );
            }
        } else {
            for p in 0..partitions {
                global.extend(
                    pairs
                        .iter()
                        .map(|&(s, d)| (s * partitions + p, d * partitions + p)),
                );
            }
        }
        return groups::classify_pairs(mesh, &global);
    }
    let has_global_flag = !matches!(
        i.opcode,
        Opcode::AllToAll | Opcode::RaggedAllToAll | Opcode::CollectivePermute
    );
    let mode = groups::group_mode(
        cross_partition,
        has_global_flag.then_some(i.parsed.use_global_device_ids),
    );
    let written = i.parsed.replica_groups.clone().unwrap_or_default();
    let participants = groups::participant_groups(&written, mode, replicas, partitions);
    groups::classify(mesh, &participants)
}

/// The link and alpha-beta time of one execution.
fn time(
    kind: CollectiveKind,
    axes: &GroupAxes,
    n: u64,
    before: f64,
    after: f64,
    t: &Timing,
) -> (String, f64) {
    let all: Vec<AxisRef> = t.mesh.axes.iter().map(|a| AxisRef::full(&a.name)).collect();
    let link = match axes {
        GroupAxes::Local => return ("local".into(), 0.0),
        GroupAxes::Axes(a) => t.links.slowest(a),
        GroupAxes::Irregular { .. } => t.links.slowest(&all),
    };
    let n = if kind == CollectiveKind::CollectivePermute {
        n.max(2)
    } else {
        n
    };
    let s = collective::time(kind, n, before, after, link, t.options);
    (link.name.clone(), s)
}
