//! FLOPs, transcendentals and bytes accessed of each instruction, counted as XLA's
//! `HloCostAnalysis` (`xla/service/hlo_cost_analysis.cc`) counts them with the CPU
//! client's shape sizes, checked rule by rule against jaxlib (tests/hlo_cost.rs).
//!
//! The default for any instruction: no FLOPs, bytes = its result (the sum of the array
//! leaves) + each operand (an array's bytes; a tuple's 8-byte pointer table). Then, by
//! opcode:
//!
//! | opcode | flops / transcendentals | bytes |
//! |---|---|---|
//! | elementwise, compare, select, clamp, convert | 1 per result element (transcendentals for exp, log, logistic, power, sqrt, cbrt, rsqrt, tanh, sine, cosine, tan, expm1, log1p, atan2, erf) | default |
//! | dot | 2 · result elements · contracted size | default |
//! | convolution | 2 · in-features/groups · out-features · batch/batch-groups · valid window positions | default |
//! | reduce | the reducer's counts · (input − result elements) | default |
//! | reduce-window | the reducer's counts · (window − 1) · result elements (a reduce-then-broadcast window counts as such) | default |
//! | select-and-scatter, scatter, map | the bodies' counts per application | scatter: 3 · updates + indices |
//! | all-reduce(-start) | 1 per result element | result + operands |
//! | sort | n · ⌈log2 n⌉ of operand 0 | default |
//! | rng, rng-bit-generator | 1 transcendental per element | default |
//! | parameter, constant, get-tuple-element, bitcast, effective-bitcast transpose, domain, after-all, add-dependency | 0 | 0 |
//! | tuple | 0 | its pointer table |
//! | slice, dynamic-slice, gather | 0 | 2 · result (+ indices) |
//! | dynamic-update-slice | 0 | 2 · update + first index |
//! | fusion | its fused instructions' counts | see [`super::fusion`] |
//! | while | body + condition, once | body + condition |
//! | call, async-start | the callee's counts | the callee's bytes |
//! | conditional | the maximum over branches, per count | idem |
//! | custom-call | −1 FLOPs | −1 |
//!
//! Not ruled here (they count the default; XLA has rules for them): fft,
//! triangular-solve, cholesky, ragged-dot, scaled-dot; none occurs in the models' programs.
//!
//! Counts are per device (the program is the SPMD-partitioned one).

use serde::Serialize;

use crate::hlo::ir::{CallRole, CompId, HloModule, InstrId, Instruction, Opcode};
use crate::hlo::shape::{Layout, Shape};

use super::fusion;

/// What XLA's analysis counts for an instruction or a computation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Counts {
    pub flops: f64,
    pub transcendentals: f64,
    pub bytes: f64,
}

impl Counts {
    pub fn add(&mut self, o: Counts) {
        self.flops += o.flops;
        self.transcendentals += o.transcendentals;
        self.bytes += o.bytes;
    }
    /// Each count scaled by `k` (bytes excluded: XLA never scales them).
    fn ops_times(self, k: f64) -> Counts {
        Counts {
            flops: self.flops * k,
            transcendentals: self.transcendentals * k,
            bytes: 0.0,
        }
    }
    fn max(self, o: Counts) -> Counts {
        Counts {
            flops: self.flops.max(o.flops),
            transcendentals: self.transcendentals.max(o.transcendentals),
            bytes: self.bytes.max(o.bytes),
        }
    }
}

/// XLA's `GetShapeSize` on the CPU client: an array's dense bytes, a tuple's pointer
/// table (8 bytes per element), `opaque[]` a pointer.
pub fn shape_size(s: &Shape) -> f64 {
    s.byte_size() as f64
}

/// The bytes of every array leaf of a result (XLA's default for what an instruction
/// writes).
pub fn leaf_size(s: &Shape) -> f64 {
    s.leaf_byte_size() as f64
}

/// Elements of an array shape (0 for a tuple).
pub fn elements(s: &Shape) -> f64 {
    s.element_count() as f64
}

/// The shape of `i`'s operand `k` (a malformed instruction reads as a scalar-less
/// tuple, which counts nothing).
pub fn operand_shape<'m>(m: &'m HloModule, i: &Instruction, k: usize) -> &'m Shape {
    static EMPTY: Shape = Shape::Tuple(Vec::new());
    i.operands.get(k).map_or(&EMPTY, |&o| &m.instr(o).shape)
}

const TRANSCENDENTAL: &[Opcode] = &[
    Opcode::Exp,
    Opcode::Log,
    Opcode::Logistic,
    Opcode::Power,
    Opcode::Sqrt,
    Opcode::Cbrt,
    Opcode::Rsqrt,
    Opcode::Tanh,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Expm1,
    Opcode::Log1p,
    Opcode::Atan2,
    Opcode::Tan,
    Opcode::Erf,
];

const ELEMENTWISE: &[Opcode] = &[
    Opcode::Abs,
    Opcode::Add,
    Opcode::And,
    Opcode::Atan2,
    Opcode::BitcastConvert,
    Opcode::Cbrt,
    Opcode::Ceil,
    Opcode::Clamp,
    Opcode::Clz,
    Opcode::Compare,
    Opcode::Complex,
    Opcode::Convert,
    Opcode::Cos,
    Opcode::Divide,
    Opcode::Erf,
    Opcode::Exp,
    Opcode::Expm1,
    Opcode::Floor,
    Opcode::Imag,
    Opcode::IsFinite,
    Opcode::Log,
    Opcode::Log1p,
    Opcode::Logistic,
    Opcode::Maximum,
    Opcode::Minimum,
    Opcode::Multiply,
    Opcode::Negate,
    Opcode::Not,
    Opcode::Or,
    Opcode::PopulationCount,
    Opcode::Power,
    Opcode::Real,
    Opcode::ReducePrecision,
    Opcode::Remainder,
    Opcode::RoundNearestAfz,
    Opcode::RoundNearestEven,
    Opcode::Rsqrt,
    Opcode::Select,
    Opcode::ShiftLeft,
    Opcode::ShiftRightArithmetic,
    Opcode::ShiftRightLogical,
    Opcode::Sign,
    Opcode::Sin,
    Opcode::Sqrt,
    Opcode::StochasticConvert,
    Opcode::Subtract,
    Opcode::Tan,
    Opcode::Tanh,
    Opcode::Xor,
];

/// Opcodes that touch no memory and compute nothing.
const FREE: &[Opcode] = &[
    Opcode::Parameter,
    Opcode::Constant,
    Opcode::GetTupleElement,
    Opcode::Bitcast,
    Opcode::Domain,
    Opcode::AfterAll,
    Opcode::AddDependency,
];

/// Whether an opcode counts its elements as transcendentals.
pub fn is_transcendental(op: &Opcode) -> bool {
    TRANSCENDENTAL.contains(op)
}

/// Memoized counts of computations (a computation called from several places is
/// counted once per call, with the same result).
pub struct Counter<'m> {
    pub m: &'m HloModule,
    comp: Vec<Option<Counts>>,
}

impl<'m> Counter<'m> {
    pub fn new(m: &'m HloModule) -> Counter<'m> {
        Counter {
            m,
            comp: vec![None; m.computations.len()],
        }
    }

    /// The sum over a computation's instructions (XLA visits every one, reachable from
    /// the root or not).
    pub fn computation(&mut self, c: CompId) -> Counts {
        if let Some(k) = self.comp[c.0 as usize] {
            return k;
        }
        // A cycle of calls (invalid HLO) counts the inner call as nothing.
        self.comp[c.0 as usize] = Some(Counts::default());
        let mut total = Counts::default();
        for &i in &self.m.comp(c).instrs {
            total.add(self.instruction(i));
        }
        self.comp[c.0 as usize] = Some(total);
        total
    }

    fn callee(&mut self, i: &Instruction, role: CallRole) -> Counts {
        i.callee(role)
            .map_or(Counts::default(), |c| self.computation(c))
    }

    /// XLA's counts for one instruction.
    pub fn instruction(&mut self, id: InstrId) -> Counts {
        let m = self.m;
        let i = m.instr(id);
        let out = &i.shape;
        let mut k = Counts {
            bytes: leaf_size(out)
                + i.operands
                    .iter()
                    .map(|&o| shape_size(&m.instr(o).shape))
                    .sum::<f64>(),
            ..Counts::default()
        };
        let op = &i.opcode;
        if FREE.contains(op) || (*op == Opcode::Transpose && transpose_is_bitcast(m, i)) {
            return Counts::default();
        }
        if ELEMENTWISE.contains(op) {
            if is_transcendental(op) {
                k.transcendentals = elements(out);
            } else {
                k.flops = elements(out);
            }
            return k;
        }
        match op {
            Opcode::Dot => k.flops = dot_flops(m, i),
            Opcode::Convolution => k.flops = super::window::convolution_flops(m, i),
            Opcode::Reduce => {
                let result = out.tuple_elements().first().unwrap_or(out);
                let n = elements(operand_shape(m, i, 0)) - elements(result);
                k = with_ops(k, self.callee(i, CallRole::ToApply).ops_times(n));
            }
            Opcode::ReduceWindow => {
                let n = super::window::reduce_window_count(i);
                k = with_ops(k, self.callee(i, CallRole::ToApply).ops_times(n));
            }
            Opcode::Map => {
                let n = elements(out);
                k = with_ops(k, self.callee(i, CallRole::ToApply).ops_times(n));
            }
            Opcode::SelectAndScatter => {
                let source = elements(operand_shape(m, i, 1));
                let window = super::window::window_elements(i);
                let select = self.callee(i, CallRole::Select);
                let scatter = self.callee(i, CallRole::Scatter);
                let mut ops = select.ops_times(source * (window - 1.0));
                ops.add(scatter.ops_times(source));
                k = with_ops(k, ops);
            }
            Opcode::Scatter => k = self.scatter(i),
            Opcode::Gather => {
                k.bytes = 2.0 * shape_size(out) + shape_size(operand_shape(m, i, 1));
            }
            Opcode::Slice => k.bytes = 2.0 * shape_size(out),
            Opcode::DynamicSlice => {
                k.bytes = 2.0 * shape_size(out) + shape_size(operand_shape(m, i, 1));
            }
            Opcode::DynamicUpdateSlice => {
                k.bytes =
                    2.0 * shape_size(operand_shape(m, i, 1)) + shape_size(operand_shape(m, i, 2));
            }
            Opcode::Tuple => k.bytes = shape_size(out),
            Opcode::AllReduce | Opcode::AllReduceStart => {
                k.flops = out_array_elements(out);
            }
            Opcode::Sort => {
                let n = operand_shape(m, i, 0).element_count();
                k.flops = n as f64 * ceil_log2(n) as f64;
            }
            Opcode::Rng => k.transcendentals = elements(out),
            Opcode::RngBitGenerator => {
                k.transcendentals = out.leaves().iter().map(|a| array_elements(a)).sum();
            }
            Opcode::Fusion => k = fusion::fusion_counts(self, id),
            Opcode::While => {
                k = self.callee(i, CallRole::Body);
                k.add(self.callee(i, CallRole::Condition));
            }
            Opcode::Call => {
                let role = if i.callee(CallRole::ToApply).is_some() {
                    CallRole::ToApply
                } else {
                    CallRole::Calls
                };
                k = self.callee(i, role);
            }
            Opcode::AsyncStart => k = self.callee(i, CallRole::Calls),
            Opcode::Conditional => k = self.conditional(i),
            Opcode::CustomCall => {
                k.flops = -1.0;
                k.bytes = -1.0;
            }
            _ => {}
        }
        k
    }

    fn scatter(&mut self, i: &Instruction) -> Counts {
        let m = self.m;
        // Operands: inputs..., indices, updates... (as many updates as inputs).
        let n = i.operands.len().saturating_sub(1) / 2;
        let updates: f64 = (0..n)
            .map(|j| shape_size(operand_shape(m, i, n + 1 + j)))
            .sum();
        let indices = shape_size(operand_shape(m, i, n));
        let per = elements(operand_shape(m, i, n + 1));
        let mut k = self.callee(i, CallRole::ToApply).ops_times(per);
        k.bytes = 3.0 * updates + indices;
        k
    }

    fn conditional(&mut self, i: &Instruction) -> Counts {
        let branches: Vec<CompId> = i
            .called
            .iter()
            .filter(|(r, _)| {
                matches!(
                    r,
                    CallRole::TrueComputation | CallRole::FalseComputation | CallRole::Branch(_)
                )
            })
            .map(|c| c.1)
            .collect();
        let mut out: Option<Counts> = None;
        for b in branches {
            let k = self.computation(b);
            out = Some(out.map_or(k, |o| o.max(k)));
        }
        out.unwrap_or_default()
    }
}

/// `k`'s bytes with `ops`' FLOPs and transcendentals.
fn with_ops(k: Counts, ops: Counts) -> Counts {
    Counts {
        flops: ops.flops,
        transcendentals: ops.transcendentals,
        bytes: k.bytes,
    }
}

fn array_elements(a: &crate::hlo::shape::ArrayShape) -> f64 {
    a.dims
        .iter()
        .map(|d| d.bound().unwrap_or(0).max(0) as f64)
        .product()
}

/// Elements over the array leaves of a result.
fn out_array_elements(s: &Shape) -> f64 {
    s.leaves().iter().map(|a| array_elements(a)).sum()
}

/// `⌈log2 n⌉`, 0 for n <= 1.
pub fn ceil_log2(n: u64) -> u64 {
    if n <= 1 {
        0
    } else {
        u64::from(64 - (n - 1).leading_zeros())
    }
}

/// 2 per result element per contracted element.
pub fn dot_flops(m: &HloModule, i: &Instruction) -> f64 {
    let lhs = operand_shape(m, i, 0);
    let width: f64 = i
        .parsed
        .dot
        .as_ref()
        .map(|d| {
            d.lhs_contracting
                .iter()
                .map(|&k| dim(lhs, k) as f64)
                .product()
        })
        .unwrap_or(1.0);
    2.0 * elements(&i.shape) * width
}

/// Size of dim `k` of an array (0 when out of range or unbounded).
pub fn dim(s: &Shape, k: i64) -> i64 {
    s.as_array()
        .and_then(|a| a.dims.get(usize::try_from(k).ok()?))
        .and_then(|d| d.bound())
        .unwrap_or(0)
}

/// The layout of an array (XLA's default, major-to-minor, when the text has none).
pub fn minor_to_major(s: &Shape) -> Vec<i64> {
    match s.as_array() {
        Some(a) => match &a.layout {
            Some(Layout { minor_to_major, .. }) if minor_to_major.len() == a.dims.len() => {
                minor_to_major.clone()
            }
            _ => (0..a.dims.len() as i64).rev().collect(),
        },
        None => Vec::new(),
    }
}

/// XLA's `ShapeUtil::TransposeIsBitcast`: the permutation maps the result's physical
/// order onto the operand's.
fn transpose_is_bitcast(m: &HloModule, i: &Instruction) -> bool {
    let Some(perm) = i.parsed.dimensions.as_ref() else {
        return false;
    };
    let input = minor_to_major(operand_shape(m, i, 0));
    let output = minor_to_major(&i.shape);
    if input.len() != output.len() || perm.len() != output.len() {
        return false;
    }
    output
        .iter()
        .zip(&input)
        .all(|(&o, &want)| usize::try_from(o).ok().and_then(|o| perm.get(o)) == Some(&want))
}
