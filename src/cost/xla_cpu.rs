//! Where XLA's CPU backend compiles a plan otherwise than an accelerator would: named
//! exceptions, each a rewrite of the module's types that reproduces it.
//!
//! The cost model prices the accelerator (TPU/GPU): a bf16 dot reads and writes bf16,
//! a bf16 all-reduce sends bf16. The differential checks compile with jaxlib's XLA on
//! CPU, which does not: [`CPU_EXCEPTIONS`] lists what it does instead, and
//! [`xla_cpu_view`] applies them to a plan, so that the plan's cost "as XLA:CPU compiles
//! it" is the same cost model run on the view. Every exception is checked by a test that
//! compiles a case and finds exactly that difference (tests/cost_xla_cpu.rs); the
//! reality table reports both predictions beside the compiled program.
//!
//! The view keeps every id (it only changes value types), so a plan's shardings, keyed
//! by value, apply to it unchanged.

mod collective_f32;
mod convert_slice;
mod dot_layout;
mod ynn_fusion;

use std::collections::{BTreeMap, BTreeSet};

use super::compute::{is_elementwise, is_transcendental, program_ops};
use super::memory::entry_function;
use crate::ir::attr::{Attr, NamedAttr};
use crate::ir::sdy::SdyAttr;
use crate::ir::types::{ElementType, Type};
use crate::ir::{BlockId, Module, OpId, ValueId};
use crate::passes::sharding::get_sharding;
use crate::passes::symbols::callee;
use crate::rules::classes::{fusion_class, FusionClass};

/// One way XLA:CPU's program differs from an accelerator's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuException {
    pub name: &'static str,
    pub what: &'static str,
}

/// The named exceptions [`xla_cpu_view`] applies.
pub const CPU_EXCEPTIONS: &[CpuException] = &[
    CpuException {
        name: BF16_COMPUTE_IN_F32,
        what: "XLA:CPU has no bf16 arithmetic (its FloatNormalization and the dot/oneDNN/YNNPACK \
           emitters upcast): every bf16 value an op computes (elementwise, dot, \
           convolution, reduce, convert, all-reduce) is held in f32, and values only moved \
           (broadcast, transpose, slice, concatenate, collectives that move data) from \
           such values too, since the simplifier drops the f32->bf16->f32 round trips \
           (allow_excess_precision); parameters and entry results stay bf16; an \
           in-place update (scatter, dynamic-update-slice) of a bf16 buffer with an f32 \
           update is done in f32: the buffer converted in and out (2 FLOPs per element), \
           read and written whole (`compute::mixed_update`)",
    },
    CpuException {
        name: BF16_DOT_OPERAND_CONVERTED,
        what: "a dot or convolution reads a bf16 operand held in bf16 (a parameter, a \
               value only moved from one) through a convert to f32 of its own (a \
               `wrapped_convert` fusion: reads bf16, writes f32), then reads the f32 copy; \
               one convert per value and block",
    },
    CpuException {
        name: LOCAL_SLICE_WRITTEN_FOR_DOT,
        what: "a dot or convolution whose operand the partitioner slices locally (a \
               replicated weight under a sharded factor) reads it from a `dynamic-slice` \
               fusion that writes the slice first (reads and writes it); an accelerator \
               fuses the slice into the dot's operand. Applied by the evaluator \
               (`PlanOptions::write_dot_slices`), not by the view",
    },
    CpuException {
        name: REDUCE_SCATTER_AS_ALL_REDUCE,
        what: "XLA:CPU runs no ReduceScatterCreator: the partitioner's all-reduce followed \
               by a dynamic slice (a partial sum resharded to a sharded dim) stays an \
               all-reduce of the whole buffer, twice a reduce-scatter's bytes and ring \
               time, writing the whole buffer (HBM), and a local slice. Applied to the \
               view's collectives by `report::xla::xla_cpu_prediction` (bytes, HBM bytes \
               and serial step time; the ring algorithm only), not by the view",
    },
    CpuException {
        name: ALL_GATHER_MINOR_DIM_COPIED,
        what: "XLA:CPU's layout assignment (`cpu_layout_assignment`, as XLA:GPU's) lays an \
               all-gather's result out with the gathered dim most major \
               (`ShapeUtil::MoveDimToMajor`); gathered along another dim (one with a \
               non-degenerate local dim before it), the result is in a transposed layout, \
               which a loop fusion reads as it is but a dot, a convolution or a reduce \
               (the YNNPACK and library kernels, row-major) reads from a copy: a `copy` \
               fusion reads and writes the gathered buffer once more. Applied by the \
               evaluator (`PlanOptions::copy_minor_gathers`), not by the view",
    },
    CpuException {
        name: DOT_OPERAND_TRANSPOSED,
        what: "XLA:CPU's DotDecomposer rewrites a dot that is not canonical (an operand \
               with two contracting or two free dims, or batch dims not leading) into one \
               of operands transposed to [batch, free, contracting] and [batch, \
               contracting, free], and its layout assignment makes every operand \
               row-major: each transpose that moves dims of more than one element per \
               device is a copy. The copy fuses a loop fusion producing the operand (it \
               reads that fusion's inputs instead of the operand), not a dot, a \
               reduction's YNNPACK fusion or an argument: then a `copy` fusion reads and \
               writes the operand once more (the attention dots: q, k and v transposed to \
               heads-major, the softmax output transposed for its dot with v)",
    },
    CpuException {
        name: BF16_COLLECTIVE_IN_F32,
        what: "XLA:CPU has no bf16 collectives (its float normalization upcasts them): a \
               bf16 value the partitioner all-gathers, all-to-alls or collective-permutes \
               is converted to f32 first (fused into its producer's fusion, or a fusion of \
               its own reading a parameter, writing the f32 shard), sent in f32 (twice the \
               bytes) and converted back by its reader (which reads the f32 result); an \
               entry result resharded so is converted back by a fusion of its own (reads \
               the f32 result, writes bf16). Values already held in f32 and dot operands \
               (`bf16-compute-in-f32`, `bf16-dot-operand-converted`) are sent in f32 \
               already. Applied by `xla_cpu_plan_view` from the view's own evaluation \
               (which reads need a collective)",
    },
    CpuException {
        name: BF16_SLICE_CONVERTED_WHOLE,
        what: "a bf16 dot operand the partitioner slices locally is converted and sliced \
               in one fusion (`convert_convert_fusion`): it reads the whole bf16 shard, \
               converts it to f32 (1 FLOP per element), cuts the slice, converts the slice \
               to bf16 and back (2 FLOPs per element) and writes the f32 slice, which the \
               dot reads (no slice written apart). A bf16 result an op makes in another \
               sharding and the partitioner slices to its own (a scatter run in its \
               replicated buffer's sharding) is sliced the same way: the whole result \
               converted to f32 and the slice back to bf16 (`dynamic-slice_convert_fusion`). \
               Applied by the evaluator (`PlanOptions::write_dot_slices`), not by the view",
    },
    CpuException {
        name: ALL_TO_ALL_SLICED_PER_PEER,
        what: "XLA:CPU sends an all-to-all among n devices as a tuple of n pieces, one per \
               peer: each piece cut by a fusion of its own (`bitcast_slice_fusion`; the \
               partitioner's reshape is a bitcast the slice reads through, so \
               `HloCostAnalysis` counts the whole operand read), and the n received pieces \
               copied into one array by a fusion after it (`copy_bitcast_fusion`): (n + 1) \
               times the operand's bytes and twice the result's more HBM than an \
               accelerator's one all-to-all of the array. Not modelled: a transpose next \
               to the all-to-all fuses into those fusions (moe's searched plan: 2 of its \
               transposes, 42 MB). Applied to the view's collectives by \
               `report::xla::xla_cpu_prediction` (HBM bytes, compute and serial step time \
               at the HBM bandwidth), not by the view",
    },
    CpuException {
        name: REDUCE_FUSED_BY_YNNPACK,
        what: "XLA:CPU's LibraryRewriter makes each f32 reduce (add, maximum, minimum) and \
               each matrix-product dot a YNNPACK library fusion, visited from the root up; a \
               reduce's fusion grows into an operand's producer whose every user is inside, \
               into the single user of its result, and merges a dot's fusion it meets, \
               through the elementwise ops, broadcasts and reshapes YNNPACK \
               takes and prefers (an elementwise op or reduce with at least 4096 elements \
               per device in its result or an operand). The fusion reads its inputs from \
               memory (no producer recomputed, unlike a loop fusion) and writes its root's \
               result only: a layer norm or softmax whose rows per device are at least 4096 \
               is one fusion (its input read once), with fewer its statistics stop the \
               growth and the centred input or the exponentials are written for the next \
               reduce. Applied by the evaluator (`PlanOptions::ynn_library_fusions`), not by \
               the view",
    },
];

/// `reduce-fused-by-ynnpack`.
pub const REDUCE_FUSED_BY_YNNPACK: &str = "reduce-fused-by-ynnpack";

pub use ynn_fusion::{library_fusions, LibraryFusion};

/// `all-to-all-sliced-per-peer`.
pub const ALL_TO_ALL_SLICED_PER_PEER: &str = "all-to-all-sliced-per-peer";

/// `bf16-collective-in-f32`.
pub const BF16_COLLECTIVE_IN_F32: &str = "bf16-collective-in-f32";

/// `bf16-slice-converted-whole`.
pub const BF16_SLICE_CONVERTED_WHOLE: &str = "bf16-slice-converted-whole";

pub use convert_slice::{
    adjust as converted_slices, adjust_results as converted_result_slices, LocalSlice,
    DOT_OPERAND_CONVERT,
};

pub use collective_f32::COLLECTIVE_CONVERT;

/// `dot-operand-transposed`.
pub const DOT_OPERAND_TRANSPOSED: &str = "dot-operand-transposed";

pub use dot_layout::UNFUSED_COPY;

/// `all-gather-minor-dim-copied`.
pub const ALL_GATHER_MINOR_DIM_COPIED: &str = "all-gather-minor-dim-copied";

/// `reduce-scatter-as-all-reduce`.
pub const REDUCE_SCATTER_AS_ALL_REDUCE: &str = "reduce-scatter-as-all-reduce";

/// `local-slice-written-for-dot`.
pub const LOCAL_SLICE_WRITTEN_FOR_DOT: &str = "local-slice-written-for-dot";

/// `bf16-compute-in-f32`.
pub const BF16_COMPUTE_IN_F32: &str = "bf16-compute-in-f32";
/// `bf16-dot-operand-converted`.
pub const BF16_DOT_OPERAND_CONVERTED: &str = "bf16-dot-operand-converted";

/// Ops that read their operands as f32 on XLA:CPU ([`BF16_DOT_OPERAND_CONVERTED`]).
const F32_READERS: &[&str] = &[
    "stablehlo.convolution",
    "stablehlo.dot",
    "stablehlo.dot_general",
];

/// Ops whose bf16 results XLA:CPU computes in f32.
const COMPUTES: &[&str] = &[
    "stablehlo.all_reduce",
    "stablehlo.convert",
    "stablehlo.convolution",
    "stablehlo.dot",
    "stablehlo.dot_general",
    "stablehlo.reduce",
    "stablehlo.reduce_scatter",
    "stablehlo.reduce_window",
];

/// Ops whose results are never retyped: control flow keeps its carried types, constants
/// are literals of their own type.
const KEEPS: &[&str] = &[
    "stablehlo.constant",
    "stablehlo.while",
    "stablehlo.case",
    "stablehlo.if",
    "stablehlo.custom_call",
    "sdy.constant",
];

fn is_bf16(m: &Module, v: ValueId) -> bool {
    m.tensor_type(v)
        .is_some_and(|t| matches!(&t.element, ElementType::Float(s) if s == "bf16"))
}

/// `m` as XLA:CPU compiles it ([`CPU_EXCEPTIONS`]): the values it holds in f32 retyped,
/// a convert to f32 before each dot operand still in bf16, and the transposes before
/// the operands of each dot that is not canonical ([`DOT_OPERAND_TRANSPOSED`]). The ids of `m` keep
/// their meaning (new ops and values only are added), so `m`'s shardings apply.
pub fn xla_cpu_view(m: &Module) -> Module {
    let promoted = promoted_values(m);
    let mut view = m.clone();
    for v in promoted {
        retype_f32(&mut view, v);
    }
    convert_dot_operands(&mut view);
    dot_layout::transpose_dot_operands(&mut view);
    view
}

/// [`xla_cpu_view`] of a plan, with its collectives of bf16 values sent in f32
/// ([`BF16_COLLECTIVE_IN_F32`]): the view evaluated once with `opts` to find them.
/// Errors: those of [`super::plan::evaluate`].
pub fn xla_cpu_plan_view(
    m: &Module,
    hw: &super::HardwareProfile,
    axis_links: &[(String, String)],
    opts: &super::plan::PlanOptions,
) -> Result<Module, String> {
    let mut view = xla_cpu_view(m);
    let pc = super::plan::evaluate(&view, hw, axis_links, opts)?;
    collective_f32::convert_collectives(&mut view, &pc);
    Ok(view)
}

/// A plan evaluated as XLA:CPU compiles it: its [`xla_cpu_plan_view`], with `opts` plus
/// the exceptions the evaluator applies (`write_dot_slices`, `copy_minor_gathers`,
/// `ynn_library_fusions`), and the
/// view's cost. What the reality table and the collectives check compare a CPU-compiled
/// program with. Errors: those of [`super::plan::evaluate`].
pub fn evaluate_as_xla_cpu(
    m: &Module,
    hw: &super::HardwareProfile,
    axis_links: &[(String, String)],
    opts: &super::plan::PlanOptions,
) -> Result<(Module, super::plan::PlanCost, super::plan::PlanOptions), String> {
    let opts = super::plan::PlanOptions {
        write_dot_slices: true,
        copy_minor_gathers: true,
        ynn_library_fusions: true,
        ..*opts
    };
    let view = xla_cpu_plan_view(m, hw, axis_links, &opts)?;
    let pc = super::plan::evaluate(&view, hw, axis_links, &opts)?;
    Ok((view, pc, opts))
}

fn retype_f32(m: &mut Module, v: ValueId) {
    if let Type::Tensor(t) = &mut m.values[v].ty {
        std::sync::Arc::make_mut(t).element = ElementType::Float("f32".into());
    }
}

/// [`BF16_DOT_OPERAND_CONVERTED`]: a `stablehlo.convert` to f32 with the operand's
/// sharding before the first reader in each block, read by every reader in the block.
fn convert_dot_operands(m: &mut Module) {
    let mut made: BTreeMap<(ValueId, Option<BlockId>), ValueId> = BTreeMap::new();
    for op in program_ops(m) {
        if !F32_READERS.contains(&m.ops[op].name.as_str()) {
            continue;
        }
        for i in 0..m.ops[op].operands.len() {
            let v = m.ops[op].operands[i];
            if !is_bf16(m, v) {
                continue;
            }
            let key = (v, m.ops[op].parent);
            let f = match made.get(&key) {
                Some(&f) => f,
                None => {
                    let f = insert_convert(m, v, op);
                    made.insert(key, f);
                    f
                }
            };
            m.ops[op].operands[i] = f;
        }
    }
}

/// A convert of `v` to f32 inserted before `before`, with `v`'s sharding.
fn insert_convert(m: &mut Module, v: ValueId, before: OpId) -> ValueId {
    let mut ty = m.values[v].ty.clone();
    if let Type::Tensor(t) = &mut ty {
        std::sync::Arc::make_mut(t).element = ElementType::Float("f32".into());
    }
    let mut attrs = vec![NamedAttr::new(DOT_OPERAND_CONVERT, Attr::Unit, false)];
    if let Some(s) = get_sharding(m, v) {
        attrs.push(NamedAttr::new(
            "sdy.sharding",
            Attr::Sdy(SdyAttr::ShardingPerValue(vec![s])),
            false,
        ));
    }
    let loc = m.ops[before].loc.clone();
    let c = m.create_op("stablehlo.convert", vec![v], vec![ty], attrs, loc);
    m.insert_op_before(before, c);
    m.ops[c].results[0]
}

/// The bf16 values XLA:CPU holds in f32 (`bf16-compute-in-f32`).
pub fn promoted_values(m: &Module) -> BTreeSet<ValueId> {
    let ops = program_ops(m);
    let entry = entry_function(m);
    let kept: BTreeSet<ValueId> = entry
        .and_then(|f| m.entry_block(f))
        .and_then(|b| m.terminator(b))
        .map(|ret| m.ops[ret].operands.iter().copied().collect())
        .unwrap_or_default();
    let mut p: BTreeSet<ValueId> = BTreeSet::new();
    let mut changed = true;
    while changed {
        changed = false;
        for &op in &ops {
            let o = &m.ops[op];
            for (i, &r) in o.results.iter().enumerate() {
                if !is_bf16(m, r) || kept.contains(&r) || p.contains(&r) {
                    continue;
                }
                if result_promoted(m, op, i, &p) {
                    p.insert(r);
                    changed = true;
                }
            }
        }
        // Arguments of a function whose every call passes a promoted value.
        let args = callee_args(m, &ops, entry, &p);
        for a in args {
            changed |= p.insert(a);
        }
    }
    p
}

/// Whether result `i` of `op` is held in f32, given the promoted values `p`.
fn result_promoted(m: &Module, op: OpId, i: usize, p: &BTreeSet<ValueId>) -> bool {
    let o = &m.ops[op];
    let name = o.name.as_str();
    if KEEPS.contains(&name) {
        return false;
    }
    if COMPUTES.contains(&name)
        || (is_elementwise(name) && name != "stablehlo.select")
        || is_transcendental(name)
    {
        return true;
    }
    if name == "func.call" {
        // What the callee returns at that position.
        return callee(m, op)
            .and_then(|f| m.entry_block(f))
            .and_then(|b| m.terminator(b))
            .and_then(|ret| m.ops[ret].operands.get(i).copied())
            .is_some_and(|v| p.contains(&v));
    }
    // Data movement: f32 when every bf16 operand it moves is.
    let moved: Vec<ValueId> = o
        .operands
        .iter()
        .copied()
        .filter(|&v| is_bf16(m, v))
        .collect();
    !moved.is_empty() && moved.iter().all(|v| p.contains(v))
}

/// The bf16 arguments of non-entry functions every call of which passes a promoted value.
fn callee_args(
    m: &Module,
    ops: &[OpId],
    entry: Option<OpId>,
    p: &BTreeSet<ValueId>,
) -> Vec<ValueId> {
    let mut per_arg: std::collections::BTreeMap<ValueId, bool> = Default::default();
    for &op in ops {
        if m.ops[op].name != "func.call" {
            continue;
        }
        let Some(f) = callee(m, op).filter(|&f| Some(f) != entry) else {
            continue;
        };
        let Some(b) = m.entry_block(f) else { continue };
        for (&a, &v) in m.blocks[b].args.iter().zip(&m.ops[op].operands) {
            if is_bf16(m, a) && !p.contains(&a) {
                let e = per_arg.entry(a).or_insert(true);
                *e &= p.contains(&v);
            }
        }
    }
    per_arg
        .into_iter()
        .filter(|&(_, all)| all)
        .map(|(a, _)| a)
        .collect()
}

/// Ops that read an operand in the default (row-major) layout on XLA:CPU: library and
/// YNNPACK kernels ([`ALL_GATHER_MINOR_DIM_COPIED`]).
const ROW_MAJOR_READERS: &[&str] = &[
    "stablehlo.convolution",
    "stablehlo.dot",
    "stablehlo.dot_general",
    "stablehlo.reduce",
];

/// Whether a step of a reshard gathers along a dim that is not the most major one of its
/// local result: some dim before `src_dim` has more than one element per device after
/// the step ([`ALL_GATHER_MINOR_DIM_COPIED`]).
pub fn gathers_minor_dim(
    step: &super::reshard::ReshardStep,
    mesh: &crate::ir::sdy::MeshAttr,
) -> bool {
    if step.kind != super::collective::CollectiveKind::AllGather {
        return false;
    }
    let Some(d) = step.src_dim else {
        return false;
    };
    (0..d).any(|j| {
        let shards: i64 = step.after.dims[j]
            .iter()
            .map(|a| crate::rules::axis::size(a, mesh))
            .product();
        super::shard::local_dim(step.after.padded[j], shards) > 1
    })
}

/// Whether `op` reads an operand gathered into a transposed layout through a copy
/// ([`ALL_GATHER_MINOR_DIM_COPIED`]): it is a row-major reader, or a fusible op whose
/// result stays in a fusion (not in HBM) that such a reader roots, or a view of such an
/// operand; a loop fusion writing its result reads any layout.
pub fn reads_gather_through_copy(m: &Module, op: OpId, fusion: &super::fusion::Fusion) -> bool {
    let mut stack = vec![op];
    let mut seen = BTreeSet::new();
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        let o = &m.ops[x];
        if ROW_MAJOR_READERS.contains(&o.name.as_str()) {
            return true;
        }
        // A view relabels the gathered buffer; a fused op passes it on in registers.
        let passes_on = match fusion_class(m, x) {
            FusionClass::View => true,
            FusionClass::Loop => o.results.iter().all(|&r| !fusion.materialized(r)),
            _ => false,
        };
        if passes_on {
            for &r in &o.results {
                stack.extend(m.users_of(r).into_iter().map(|(u, _)| u));
            }
        }
    }
    false
}
