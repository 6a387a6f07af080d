//! Op classes other passes share, as data: Shardy's elementwise ops (propagation's
//! `isElementwise`) and how each op takes part in XLA's fusion (the cost model's HBM
//! traffic, [`crate::cost::fusion`]).
//!
//! The fusion classes follow XLA's fusion passes (`instruction_fusion.cc`,
//! `cpu_instruction_fusion.cc`, `gpu/fusion_merger`, `multi_output_fusion`): loop fusion
//! of elementwise, broadcast and data-movement ops into their consumers; input fusion of
//! those chains into a reduce; bitcasts that move nothing; and the ops that are fusion
//! boundaries (their operands are read from HBM and their results written there).
//! [`FUSION_CLASSES`] lists every op that is not simply elementwise, with why; any
//! elementwise op ([`is_elementwise`], plus CHLO's elementwise ops) is [`FusionClass::Loop`];
//! any other op is a [`FusionClass::Boundary`].

use crate::ir::{Module, OpId, ValueId};

use super::ops::chlo::ELEMENTWISE_CHLO;

/// Shardy's `isElementwise`: StableHLO's elementwise ops, a shape-preserving
/// `bitcast_convert`, and Shardy's constraint, reshard and barrier.
pub fn is_elementwise(m: &Module, op: OpId) -> bool {
    let o = &m.ops[op];
    let name = o.name.as_str();
    if name == "stablehlo.bitcast_convert" {
        let shape =
            |v: Option<&ValueId>| v.and_then(|v| m.tensor_type(*v)).map(|t| t.shape.clone());
        return shape(o.operands.first()) == shape(o.results.first());
    }
    ELEMENTWISE.binary_search(&name).is_ok()
}

/// Elementwise op names, sorted.
pub(crate) const ELEMENTWISE: &[&str] = &[
    "sdy.propagation_barrier",
    "sdy.reshard",
    "sdy.sharding_constraint",
    "stablehlo.abs",
    "stablehlo.add",
    "stablehlo.and",
    "stablehlo.atan2",
    "stablehlo.cbrt",
    "stablehlo.ceil",
    "stablehlo.clamp",
    "stablehlo.compare",
    "stablehlo.complex",
    "stablehlo.convert",
    "stablehlo.cosine",
    "stablehlo.count_leading_zeros",
    "stablehlo.divide",
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.floor",
    "stablehlo.imag",
    "stablehlo.is_finite",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.negate",
    "stablehlo.not",
    "stablehlo.or",
    "stablehlo.popcnt",
    "stablehlo.power",
    "stablehlo.real",
    "stablehlo.reduce_precision",
    "stablehlo.remainder",
    "stablehlo.round_nearest_afz",
    "stablehlo.round_nearest_even",
    "stablehlo.rsqrt",
    "stablehlo.select",
    "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical",
    "stablehlo.sign",
    "stablehlo.sine",
    "stablehlo.sqrt",
    "stablehlo.subtract",
    "stablehlo.tan",
    "stablehlo.tanh",
    "stablehlo.xor",
];

/// How an op takes part in XLA's fusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FusionClass {
    /// Fuses into its consumers (loop fusion): its result stays in registers unless some
    /// consumer cannot fuse it; a producer shared by several fusions is duplicated.
    Loop,
    /// Its result is its operand, relabelled (a bitcast): materialized exactly when the
    /// operand is, moves no data.
    View,
    /// Fuses its producers in and writes its result (input fusion, a reduce).
    Input,
    /// A boundary that updates its first operand in place: reads the update, writes
    /// only the update's bytes, never copies the buffer.
    InPlace,
    /// A fusion boundary: reads its operands from HBM and writes its results there.
    Boundary,
}

/// The fusion class of every op that is not simply elementwise, with why. Sorted by name.
pub const FUSION_CLASSES: &[(&str, FusionClass, &str)] = &[
    (
        "func.call",
        FusionClass::Boundary,
        "a call: its callee's ops are costed where they run",
    ),
    (
        "func.return",
        FusionClass::Boundary,
        "returned values live in HBM",
    ),
    (
        "sdy.constant",
        FusionClass::Loop,
        "a constant fuses into its users",
    ),
    (
        "sdy.manual_computation",
        FusionClass::Boundary,
        "its body runs per device; operands cross in HBM",
    ),
    (
        "sdy.propagation_barrier",
        FusionClass::View,
        "removed before XLA compiles",
    ),
    (
        "sdy.reshard",
        FusionClass::View,
        "the partitioner's collective or nothing; no fused compute",
    ),
    (
        "sdy.sharding_constraint",
        FusionClass::View,
        "the partitioner's collective or nothing; no fused compute",
    ),
    (
        "stablehlo.all_gather",
        FusionClass::Boundary,
        "collectives are never fused",
    ),
    (
        "stablehlo.all_reduce",
        FusionClass::Boundary,
        "collectives are never fused",
    ),
    (
        "stablehlo.all_to_all",
        FusionClass::Boundary,
        "collectives are never fused",
    ),
    (
        "stablehlo.bitcast_convert",
        FusionClass::Loop,
        "elementwise reinterpretation",
    ),
    (
        "stablehlo.broadcast",
        FusionClass::Loop,
        "broadcasts fuse into consumers",
    ),
    (
        "stablehlo.broadcast_in_dim",
        FusionClass::Loop,
        "broadcasts fuse into consumers",
    ),
    (
        "stablehlo.case",
        FusionClass::Boundary,
        "control flow: branches are separate computations",
    ),
    (
        "stablehlo.collective_permute",
        FusionClass::Boundary,
        "collectives are never fused",
    ),
    (
        "stablehlo.concatenate",
        FusionClass::Loop,
        "a loop fusion reads each piece where it lands",
    ),
    (
        "stablehlo.constant",
        FusionClass::Loop,
        "a constant fuses into its users",
    ),
    (
        "stablehlo.convolution",
        FusionClass::Boundary,
        "a library call (oneDNN/cuDNN/MXU); never a loop fusion",
    ),
    (
        "stablehlo.custom_call",
        FusionClass::Boundary,
        "opaque to the fusion passes",
    ),
    (
        "stablehlo.dot",
        FusionClass::Boundary,
        "a library call (Eigen/cuBLAS/MXU); operands in HBM",
    ),
    (
        "stablehlo.dot_general",
        FusionClass::Boundary,
        "a library call (Eigen/cuBLAS/MXU); operands in HBM",
    ),
    (
        "stablehlo.dynamic_slice",
        FusionClass::Loop,
        "a slice fuses into its consumers",
    ),
    (
        "stablehlo.dynamic_update_slice",
        FusionClass::InPlace,
        "updates its buffer in place",
    ),
    (
        "stablehlo.gather",
        FusionClass::Boundary,
        "a gather reads its operand where the indices say",
    ),
    (
        "stablehlo.if",
        FusionClass::Boundary,
        "control flow: branches are separate computations",
    ),
    (
        "stablehlo.iota",
        FusionClass::Loop,
        "an iota fuses into its users",
    ),
    (
        "stablehlo.optimization_barrier",
        FusionClass::Boundary,
        "blocks fusion by definition",
    ),
    (
        "stablehlo.pad",
        FusionClass::Loop,
        "a pad fuses into its consumers",
    ),
    (
        "stablehlo.reduce",
        FusionClass::Input,
        "input fusion: producers fuse into the reduce",
    ),
    (
        "stablehlo.reduce_scatter",
        FusionClass::Boundary,
        "collectives are never fused",
    ),
    (
        "stablehlo.reshape",
        FusionClass::View,
        "a bitcast in the default layout",
    ),
    (
        "stablehlo.return",
        FusionClass::Boundary,
        "a region's results live in HBM",
    ),
    (
        "stablehlo.reverse",
        FusionClass::Loop,
        "a reverse fuses into its consumers",
    ),
    (
        "stablehlo.scatter",
        FusionClass::Boundary,
        "a scatter writes where the indices say",
    ),
    (
        "stablehlo.slice",
        FusionClass::Loop,
        "a slice fuses into its consumers",
    ),
    (
        "stablehlo.sort",
        FusionClass::Boundary,
        "a sort is its own kernel",
    ),
    (
        "stablehlo.transpose",
        FusionClass::Loop,
        "a transpose fuses into its consumers",
    ),
    (
        "stablehlo.while",
        FusionClass::Boundary,
        "control flow: the body is a separate computation",
    ),
];

/// The fusion class of `op`: [`FUSION_CLASSES`], then elementwise ops fuse, then a
/// boundary.
pub fn fusion_class(m: &Module, op: OpId) -> FusionClass {
    let name = m.ops[op].name.as_str();
    if let Ok(i) = FUSION_CLASSES.binary_search_by(|(n, _, _)| (*n).cmp(name)) {
        return FUSION_CLASSES[i].1;
    }
    if is_elementwise(m, op) || ELEMENTWISE_CHLO.contains(&name) {
        FusionClass::Loop
    } else {
        FusionClass::Boundary
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn elementwise_list_is_sorted() {
        let mut v = super::ELEMENTWISE.to_vec();
        v.sort_unstable();
        assert_eq!(v, super::ELEMENTWISE);
    }

    #[test]
    fn fusion_classes_are_sorted_and_unique() {
        let names: Vec<&str> = super::FUSION_CLASSES.iter().map(|c| c.0).collect();
        let mut v = names.clone();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v, names);
    }
}
