//! Per-op compute and memory traffic: FLOPs, transcendentals and bytes accessed, from
//! shapes and element types, per device under given shardings, and a roofline time.
//!
//! Counting (as XLA's `HloCostAnalysis` does, per device):
//! - `dot_general` / `dot`: `2 · batch · M · N · K`, i.e. 2 per result element per
//!   contracted element; `convolution`: 2 per result element per kernel input feature
//!   per kernel window position;
//! - elementwise arithmetic (add, multiply, compare, select, ...) and conversions
//!   (`convert`, `bitcast_convert`): 1 per result element;
//!   transcendental ops (exp, log, tanh, rsqrt, power, ...) count 1 *transcendental* per
//!   element and no FLOPs;
//! - `reduce`: per input element not already a result element (`input − result`), the
//!   ops of the reducer body; `reduce_window`: per
//!   result element, the window size times the body's ops; `scatter`: per update
//!   element, the body's ops;
//! - everything else: 0 FLOPs.
//!
//! Bytes accessed are the per-device bytes of the operands the op reads from HBM and the
//! results it writes there, as [`super::fusion::Fusion`] decides (values that stay inside
//! a fusion cost nothing; a value several ops of one fusion read is read once; a slice
//! reads the piece it cuts);
//! `dynamic_update_slice` writes in place (the update only), except in XLA:CPU's view
//! when the update is held in f32 and the buffer in bf16 ([`mixed_update`]). Ops that move no data
//! (constants, reshapes (a bitcast in XLA), returns, calls, control flow, tuples, `sdy`
//! ops) access none. Without fusion ([`op_work`]) every operand and result counts.
//!
//! Per device: each tensor is divided by its own sharding (ceil per dim, as XLA pads;
//! a tensor without sharding is replicated and counts in full). A dot's contracted size
//! is divided by the axes of the lhs contracting dims that the result does not already
//! use.

use std::collections::HashMap;

use super::fusion::{reads_slice_of, Fusion, FusionClass};
use super::hardware::HardwareProfile;
use super::shard::{dim_shards, local_dim, per_device_bytes};
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::ir::types::{Dim, ElementType, TensorType};
use crate::ir::{Module, OpId, ValueId};
use crate::rules::axis;
use crate::rules::classes::fusion_class;
use crate::rules::ops::OpCtx;
use crate::rules::stablehlo_attrs::{ConvDims, DotDims};
use crate::rules::RuleOptions;

/// Which peak FLOP/s an op runs at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Precision {
    /// bf16, f16 and 8-bit float inputs.
    Bf16,
    /// f32 and everything else.
    #[default]
    F32,
}

impl Precision {
    pub fn of(e: &ElementType) -> Precision {
        match e {
            ElementType::Float(s) if s == "bf16" || s == "f16" || s.starts_with("f8") => {
                Precision::Bf16
            }
            _ => Precision::F32,
        }
    }
}

/// What an op costs on one device.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Work {
    pub flops: f64,
    pub transcendentals: f64,
    pub bytes: f64,
    pub precision: Precision,
}

impl Work {
    /// Roofline time: the larger of compute (FLOPs and transcendentals at the peak of
    /// the op's precision) and memory (bytes at HBM bandwidth).
    pub fn roofline_time(&self, hw: &HardwareProfile) -> f64 {
        let peak = match self.precision {
            Precision::Bf16 => hw.peak_flops_bf16_per_s,
            Precision::F32 => hw.peak_flops_f32_per_s,
        };
        ((self.flops + self.transcendentals) / peak).max(self.bytes / hw.hbm_bytes_per_s)
    }
}

/// The sharding of each value (and the mesh it refers to); values without one are
/// replicated.
pub trait ValueShardings {
    fn sharding(&self, v: ValueId) -> Option<(&TensorSharding, &MeshAttr)>;
}

/// Every value replicated: [`op_work`] gives the whole op's work.
pub struct Replicated;

impl ValueShardings for Replicated {
    fn sharding(&self, _: ValueId) -> Option<(&TensorSharding, &MeshAttr)> {
        None
    }
}

impl ValueShardings for HashMap<ValueId, (TensorSharding, MeshAttr)> {
    fn sharding(&self, v: ValueId) -> Option<(&TensorSharding, &MeshAttr)> {
        self.get(&v).map(|(s, m)| (s, m))
    }
}

const ELEMENTWISE: &[&str] = &[
    "stablehlo.add",
    "stablehlo.subtract",
    "stablehlo.multiply",
    "stablehlo.divide",
    "stablehlo.remainder",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.negate",
    "stablehlo.abs",
    "stablehlo.sign",
    "stablehlo.compare",
    "stablehlo.select",
    "stablehlo.clamp",
    "stablehlo.and",
    "stablehlo.or",
    "stablehlo.xor",
    "stablehlo.not",
    "stablehlo.floor",
    "stablehlo.ceil",
    "stablehlo.round_nearest_even",
    "stablehlo.round_nearest_afz",
    "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical",
    "stablehlo.is_finite",
    "stablehlo.popcnt",
    "stablehlo.count_leading_zeros",
    "chlo.square",
];

const TRANSCENDENTAL: &[&str] = &[
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.tanh",
    "stablehlo.sqrt",
    "stablehlo.rsqrt",
    "stablehlo.cbrt",
    "stablehlo.sine",
    "stablehlo.cosine",
    "stablehlo.tan",
    "stablehlo.atan2",
    "stablehlo.power",
    "chlo.erf",
    "chlo.erfc",
    "chlo.erf_inv",
    "chlo.lgamma",
    "chlo.digamma",
    "chlo.sinh",
    "chlo.cosh",
    "chlo.asin",
    "chlo.acos",
    "chlo.atan",
    "chlo.asinh",
    "chlo.acosh",
    "chlo.atanh",
];

/// Conversions: no arithmetic, but XLA's `HloCostAnalysis` counts them as elementwise
/// ops (1 FLOP per result element), on every backend.
const CONVERSIONS: &[&str] = &["stablehlo.convert", "stablehlo.bitcast_convert"];

/// Ops that access no memory of their own.
const NO_TRAFFIC: &[&str] = &[
    "stablehlo.constant",
    "sdy.constant",
    "stablehlo.reshape",
    "stablehlo.return",
    "stablehlo.tuple",
    "stablehlo.get_tuple_element",
    "stablehlo.optimization_barrier",
    "stablehlo.while",
    "stablehlo.case",
    "stablehlo.if",
    "func.return",
    "func.call",
    "func.func",
    "builtin.module",
];

/// Ops whose regions run per element (reducers, comparators): their bodies are part of
/// the op, not ops of the program.
pub const PER_ELEMENT_BODIES: &[&str] = &[
    "stablehlo.reduce",
    "stablehlo.reduce_window",
    "stablehlo.scatter",
    "stablehlo.select_and_scatter",
    "stablehlo.sort",
    "stablehlo.all_reduce",
    "stablehlo.reduce_scatter",
    "chlo.top_k",
];

/// Whether the op is elementwise arithmetic (1 FLOP per element).
pub fn is_elementwise(name: &str) -> bool {
    ELEMENTWISE.contains(&name)
}

/// Whether the op is a transcendental (1 transcendental per element).
pub fn is_transcendental(name: &str) -> bool {
    TRANSCENDENTAL.contains(&name)
}

/// The HBM bytes a collective moves per device, as XLA's cost analysis counts them in
/// the compiled program: it reads its input buffer and writes its output buffer; a local
/// slice (a `dynamic-slice` fusion) reads and writes the slice only.
pub fn collective_hbm_bytes(
    kind: super::collective::CollectiveKind,
    before: u64,
    after: u64,
) -> f64 {
    if kind == super::collective::CollectiveKind::AllSlice {
        2.0 * after as f64
    } else {
        (before + after) as f64
    }
}

/// The update operand of an in-place update (`dynamic_update_slice`; `scatter` with one
/// input: inputs..., indices, updates...).
fn update_operand(m: &Module, op: OpId) -> Option<ValueId> {
    let o = &m.ops[op];
    match o.name.as_str() {
        "stablehlo.dynamic_update_slice" => o.operands.get(1).copied(),
        "stablehlo.scatter" if o.operands.len() >= 3 => {
            let n = o.operands.len();
            Some(o.operands[n - (n - 1) / 2])
        }
        _ => None,
    }
}

/// An update whose buffer and update differ in element type, which only XLA:CPU's view
/// has ([`super::xla_cpu`], `bf16-compute-in-f32`: a bf16 buffer, an update computed in
/// f32): XLA:CPU updates in f32, converting the whole buffer in and out (2 FLOPs per
/// element, as `HloCostAnalysis` counts converts), so the update is not in place: the
/// buffer is read and written whole.
pub fn mixed_update(m: &Module, op: OpId) -> bool {
    let element = |v: ValueId| m.tensor_type(v).map(|t| t.element.clone());
    match (m.ops[op].operands.first(), update_operand(m, op)) {
        (Some(&base), Some(u)) => element(base) != element(u),
        _ => false,
    }
}

/// The elements of `v` per device under `shardings`.
pub fn local_elements<S: ValueShardings + ?Sized>(m: &Module, shardings: &S, v: ValueId) -> f64 {
    View { m, shardings }.local_elements(v)
}

/// Per-device view of a module's values under some shardings.
struct View<'a, S: ValueShardings + ?Sized> {
    m: &'a Module,
    shardings: &'a S,
}

impl<S: ValueShardings + ?Sized> View<'_, S> {
    fn ty(&self, v: ValueId) -> Option<&TensorType> {
        self.m.tensor_type(v)
    }

    fn local_bytes(&self, v: ValueId) -> f64 {
        let Some(ty) = self.ty(v) else {
            return self.m.values[v].ty.byte_size() as f64;
        };
        match self.shardings.sharding(v) {
            Some((s, mesh)) => per_device_bytes(ty, Some(s), mesh) as f64,
            None => ty.byte_size() as f64,
        }
    }

    fn size(&self, v: ValueId, d: usize) -> i64 {
        match self.ty(v).and_then(|t| t.shape.get(d)) {
            Some(Dim::Static(n)) => (*n).max(0),
            _ => 1,
        }
    }

    /// Local size of dim `d` of `v`, leaving out axes that overlap `exclude`.
    fn local_size(&self, v: ValueId, d: usize, exclude: &[AxisRef]) -> i64 {
        let size = self.size(v, d);
        let Some((s, mesh)) = self.shardings.sharding(v) else {
            return size;
        };
        let Some(ds) = s.dims.get(d) else {
            return size;
        };
        let shards = if exclude.is_empty() {
            dim_shards(ds, mesh)
        } else {
            ds.axes
                .iter()
                .filter(|a| !exclude.iter().any(|b| axis::overlaps(a, b, mesh)))
                .map(|a| a.size(mesh).unwrap_or(1).max(1))
                .fold(1i64, i64::saturating_mul)
        };
        local_dim(size, shards)
    }

    fn local_elements(&self, v: ValueId) -> f64 {
        let rank = self.ty(v).map_or(0, TensorType::rank);
        (0..rank)
            .map(|d| self.local_size(v, d, &[]) as f64)
            .product()
    }

    /// The axes sharding any dim of `v`.
    fn used_axes(&self, v: ValueId) -> Vec<AxisRef> {
        self.shardings
            .sharding(v)
            .map(|(s, _)| s.dims.iter().flat_map(|d| d.axes.iter().cloned()).collect())
            .unwrap_or_default()
    }

    fn precision(&self, v: Option<ValueId>) -> Precision {
        v.and_then(|v| self.ty(v))
            .map_or(Precision::F32, |t| Precision::of(&t.element))
    }
}

/// The arithmetic ops in the first region of `op` (a reducer body), at least 1.
fn body_ops(m: &Module, op: OpId) -> f64 {
    let n = m
        .walk_inside(op)
        .into_iter()
        .filter(|&o| {
            let name = m.ops[o].name.as_str();
            is_elementwise(name) || is_transcendental(name)
        })
        .count();
    n.max(1) as f64
}

/// What `op` costs per device under `shardings`, without fusion (every operand read and
/// every result written).
pub fn op_work<S: ValueShardings + ?Sized>(m: &Module, op: OpId, shardings: &S) -> Work {
    op_work_fused(m, op, shardings, &Fusion::unfused())
}

/// The HBM bytes `op` moves per device: its materialized operands read and results
/// written (all of them without fusion).
fn op_bytes<S: ValueShardings + ?Sized>(view: &View<'_, S>, op: OpId, fusion: &Fusion) -> f64 {
    let o = &view.m.ops[op];
    let Some(reads) = fusion.reads(op) else {
        return o
            .operands
            .iter()
            .chain(&o.results)
            .map(|&v| view.local_bytes(v))
            .sum();
    };
    // A slice reads the piece it cuts (its result), not the buffer.
    let piece = |v: ValueId| match o.results.first() {
        Some(&r) if o.operands.first() == Some(&v) && reads_slice_of(view.m, op, 0) => r,
        _ => v,
    };
    let read: f64 = reads
        .iter()
        .map(|&(v, n)| n * view.local_bytes(piece(v)))
        .sum();
    let in_place = fusion_class(view.m, op) == FusionClass::InPlace && !mixed_update(view.m, op);
    if in_place && o.operands.len() >= 2 {
        // In place: the operand buffer is neither read nor copied; the update is written.
        let base: f64 = reads
            .iter()
            .filter(|&&(v, _)| v == o.operands[0])
            .map(|&(v, n)| n * view.local_bytes(v))
            .sum();
        return read - base + view.local_bytes(o.operands[1]);
    }
    let written: f64 = o
        .results
        .iter()
        .filter(|&&r| fusion.materialized(r))
        .map(|&v| view.local_bytes(v))
        .sum();
    read + written
}

/// What `op` costs per device under `shardings` and `fusion`'s decisions. Malformed ops
/// (missing attributes, non-tensor operands) count their bytes and no FLOPs.
pub fn op_work_fused<S: ValueShardings + ?Sized>(
    m: &Module,
    op: OpId,
    shardings: &S,
    fusion: &Fusion,
) -> Work {
    let o = &m.ops[op];
    let name = o.name.as_str();
    let view = View { m, shardings };
    let mut w = Work {
        precision: view.precision(o.results.first().copied()),
        ..Work::default()
    };
    if NO_TRAFFIC.contains(&name) || o.dialect() == "sdy" {
        return w;
    }
    w.bytes = op_bytes(&view, op, fusion);
    let result = o.results.first().copied();
    let result_elems = result.map_or(0.0, |r| view.local_elements(r));
    let opts = RuleOptions::default();
    let cx = OpCtx::new(m, op, &opts);
    match name {
        "stablehlo.dot_general" | "stablehlo.dot" => {
            let (Some(&lhs), Some(r)) = (o.operands.first(), result) else {
                return w;
            };
            w.precision = view.precision(Some(lhs));
            let contracting: Vec<usize> = if name == "stablehlo.dot" {
                let rank = view.ty(lhs).map_or(0, TensorType::rank);
                vec![rank.saturating_sub(1)]
            } else {
                match cx
                    .dialect_body("dot_dimension_numbers")
                    .and_then(DotDims::parse)
                {
                    Ok(dn) => dn.lhs_contracting,
                    Err(_) => return w,
                }
            };
            let used = view.used_axes(r);
            let k: f64 = contracting
                .iter()
                .map(|&d| view.local_size(lhs, d, &used) as f64)
                .product();
            w.flops = 2.0 * result_elems * k;
        }
        "stablehlo.convolution" => {
            let (Some(&lhs), Some(&rhs), Some(r)) = (o.operands.first(), o.operands.get(1), result)
            else {
                return w;
            };
            w.precision = view.precision(Some(lhs));
            let Ok(dn) = cx
                .dialect_body("dimension_numbers")
                .and_then(ConvDims::parse)
            else {
                return w;
            };
            let used = view.used_axes(r);
            let mut per_output = view.local_size(rhs, dn.kernel_input_feature, &used) as f64;
            for &d in &dn.kernel_spatial {
                per_output *= view.local_size(rhs, d, &used) as f64;
            }
            w.flops = 2.0 * result_elems * per_output;
        }
        "stablehlo.reduce" => {
            if let Some(&input) = o.operands.first() {
                let folded = (view.local_elements(input) - result_elems).max(0.0);
                w.flops = folded * body_ops(m, op);
            }
        }
        "stablehlo.reduce_window" => {
            let rank = result.and_then(|r| view.ty(r)).map_or(0, TensorType::rank);
            let window: f64 = cx
                .int_list_attr_or("window_dimensions", rank, 1)
                .map(|v| v.iter().map(|&x| x.max(1) as f64).product())
                .unwrap_or(1.0);
            w.flops = result_elems * window * body_ops(m, op);
        }
        "stablehlo.scatter" => {
            if let Some(updates) = update_operand(m, op) {
                w.flops = view.local_elements(updates) * body_ops(m, op);
            }
            if mixed_update(m, op) {
                w.flops += 2.0 * result_elems;
            }
        }
        "stablehlo.dynamic_update_slice" if mixed_update(m, op) => w.flops = 2.0 * result_elems,
        _ if is_elementwise(name) || CONVERSIONS.contains(&name) => w.flops = result_elems,
        _ if is_transcendental(name) => w.transcendentals = result_elems,
        _ => {}
    }
    w
}

/// The ops of a module that do work: everything reachable from the functions except
/// the bodies of per-element ops (reducers, comparators), which belong to their op.
pub fn program_ops(m: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut skip_under: Vec<OpId> = Vec::new();
    for op in m.walk() {
        // `walk` is pre-order: an op inside a skipped op comes after it.
        let mut parent = m.parent_op(op);
        let mut inside = false;
        while let Some(p) = parent {
            if skip_under.contains(&p) {
                inside = true;
                break;
            }
            parent = m.parent_op(p);
        }
        if inside {
            continue;
        }
        if PER_ELEMENT_BODIES.contains(&m.ops[op].name.as_str()) {
            skip_under.push(op);
        }
        out.push(op);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::hardware::load_profile;

    fn parse(text: &str) -> Module {
        let file = crate::diag::SourceFile::new("t.mlir", text);
        crate::parse::parse_module(&file).0
    }

    #[test]
    fn precision_of_types() {
        assert_eq!(
            Precision::of(&ElementType::Float("bf16".into())),
            Precision::Bf16
        );
        assert_eq!(
            Precision::of(&ElementType::Float("f8E4M3FN".into())),
            Precision::Bf16
        );
        assert_eq!(
            Precision::of(&ElementType::Float("f32".into())),
            Precision::F32
        );
    }

    #[test]
    fn roofline_takes_the_larger_term() {
        let hw = load_profile("h100").unwrap();
        let w = Work {
            flops: 989e12,
            transcendentals: 0.0,
            bytes: 1.0,
            precision: Precision::Bf16,
        };
        assert!((w.roofline_time(&hw) - 1.0).abs() < 1e-12);
        let w = Work {
            flops: 1.0,
            transcendentals: 0.0,
            bytes: 3.35e12,
            precision: Precision::F32,
        };
        assert!((w.roofline_time(&hw) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn dot_and_elementwise_counts() {
        let m = parse(
            r#"
func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.exponential %0 : tensor<8x4xf32>
  %2 = stablehlo.add %0, %1 : tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}
"#,
        );
        let ops = program_ops(&m);
        let names: Vec<&str> = ops.iter().map(|&o| m.ops[o].name.as_str()).collect();
        let work = |n: &str| {
            let i = names.iter().position(|x| *x == n).unwrap();
            op_work(&m, ops[i], &Replicated)
        };
        let dot = work("stablehlo.dot_general");
        assert_eq!(dot.flops, 2.0 * 8.0 * 4.0 * 16.0);
        assert_eq!(dot.bytes, (8 * 16 + 16 * 4 + 8 * 4) as f64 * 4.0);
        let exp = work("stablehlo.exponential");
        assert_eq!((exp.flops, exp.transcendentals), (0.0, 32.0));
        assert_eq!(work("stablehlo.add").flops, 32.0);
        assert_eq!(work("func.return").bytes, 0.0);
    }
}
