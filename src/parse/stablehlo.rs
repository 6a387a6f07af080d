//! Pretty forms of StableHLO and CHLO ops as JAX prints them (jaxlib 0.10.2).
//!
//! Table-driven: [`op_def`] maps an op name to its [`Syntax`] and the names of its
//! inherent attributes (MLIR properties). Most ops share a declarative shape
//! ([`Syntax::Simple`]: operands, `, kw = value` keyword attributes, the attribute
//! dictionary, `:` and a [`Types`] style); the ops with their own custom printers in
//! StableHLO (`reduce`, `while`, `dot_general`, `convolution`, ...) have one variant
//! each. The printer (`crate::print::stablehlo`) reads the same table, so parse and
//! print cannot drift apart.
//!
//! The IR built here is exactly the generic form MLIR has for the op: the same
//! attribute names and values jaxlib's generic printer shows, `inherent` set for the
//! op's properties (decided by the table, also for names written in the trailing
//! dictionary), and the attributes sorted by name as MLIR keeps them. A compact
//! `reduce ... applies stablehlo.add` gets the region MLIR builds for it.

use super::{ArgDecl, Cursor, OpState, PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::ir::types::Signedness;
use crate::ir::{Attr, Block, ElementType, Location, Region, TensorType, Type, ValueDef, ValueId};

// ----- the op table -----------------------------------------------------------------

/// How the types after the `:` are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Types {
    /// `T` when every operand and the single result have type `T` (or there are no
    /// operands), else `(T, U) -> R` (`custom<SameOperandsAndResultType>`).
    Same,
    /// `(T, U) -> R` (`functional-type(operands, results)`).
    Functional,
    /// `C` when both operands have the real type of the complex result `C`, else
    /// functional (`custom<ComplexOpType>`).
    Complex,
    /// `P, T` (predicate type, then the type of both branches and the result), else
    /// functional (`custom<SelectOpType>`).
    Select,
    /// `tuple<T, U>`: the result type; the operand types are its elements.
    Tuple,
    /// `R`: the single result type (nullary ops).
    Results,
    /// `T -> R` (CHLO unary ops).
    ChloUnary,
    /// `T, U -> R` (CHLO binary ops without broadcasting).
    ChloBinary,
}

/// How a keyword attribute's value is written (`dims = [0, 1]`) and stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `[1, 2]` as `array<i64: 1, 2>`.
    I64Array,
    /// `3` as `3 : i64`.
    I64,
    /// `true` as `true`.
    Bool,
    /// `"ab,bc->ac"` as the same string.
    Str,
    /// `FFT` as `#stablehlo<fft_type FFT>` (the enum's attribute mnemonic).
    Enum(&'static str),
    /// `[DEFAULT, HIGH]` as `[#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]`.
    Precisions,
    /// `e5m10` as `exponent_bits = 5 : i32` and `mantissa_bits = 10 : i32` (the
    /// keyword's `attr` is ignored).
    ExpMantissa,
}

/// `kw = value` after the operands, stored as the inherent attribute `attr`.
#[derive(Clone, Copy, Debug)]
pub struct Kw {
    pub kw: &'static str,
    pub attr: &'static str,
    pub kind: Kind,
    /// Printed only when the attribute is present (`, precision = [...]` of `dot`).
    pub optional: bool,
}

/// A required keyword attribute (a macro, not a `const fn`, so that tables of them
/// are promoted to `'static`).
macro_rules! kw {
    ($kw:expr, $attr:expr, $kind:expr $(,)?) => {
        Kw {
            kw: $kw,
            attr: $attr,
            kind: $kind,
            optional: false,
        }
    };
}

/// An optional keyword attribute.
macro_rules! opt_kw {
    ($kw:expr, $attr:expr, $kind:expr $(,)?) => {
        Kw {
            kw: $kw,
            attr: $attr,
            kind: $kind,
            optional: true,
        }
    };
}

/// How many operands a [`Syntax::Simple`] op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Fixed(usize),
    /// Any number, at least `min` (printed with a space before the list even if empty).
    Variadic {
        min: usize,
    },
}

/// The syntax families.
#[derive(Clone, Copy, Debug)]
pub enum Syntax {
    /// `OP %a, %b, kw = v, kw2 = v {attrs} : types`.
    Simple {
        arity: Arity,
        kws: &'static [Kw],
        types: Types,
    },
    /// `stablehlo.constant {attrs} dense<...> : T` (also `chlo.constant`).
    Constant,
    /// `stablehlo.compare GE, %a, %b, SIGNED {attrs} : (T, T) -> R`.
    Compare,
    /// `stablehlo.slice %x [0:8, 0:4:2] {attrs} : (T) -> R`.
    Slice,
    /// `stablehlo.get_tuple_element %t[1] {attrs} : (T) -> R`.
    GetTupleElement,
    /// `stablehlo.optimization_barrier {attrs} %a, %b : T, U` or `...barrier()`.
    OptimizationBarrier,
    /// `stablehlo.return %a, %b {attrs} : T, U`.
    Return,
    /// `stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims =
    /// [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <...> {attrs} : ...`.
    DotGeneral,
    /// `stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0,
    /// 1, f], window = {stride = [..], pad = [[..]], ...} {attrs} : ...`.
    Convolution,
    /// `stablehlo.custom_call @target(%a) {attrs} : (T) -> R`.
    CustomCall,
    /// `stablehlo.composite "name" %a {attrs} : (T) -> R`.
    Composite,
    /// `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]
    /// : ...` or the `reducer(%a: T, %b: T) { ... }` region form.
    Reduce,
    /// `stablehlo.while(%iterArg = %x) : T attributes {..} cond { .. } do { .. }`.
    While,
    /// `chlo.top_k(%x, k = 2) {attrs} : T -> (U, V)`.
    TopK,
}

/// An op's pretty syntax and its inherent attributes (properties).
#[derive(Clone, Copy, Debug)]
pub struct OpDef {
    pub syntax: Syntax,
    pub props: &'static [&'static str],
}

impl OpDef {
    pub fn is_prop(&self, name: &str) -> bool {
        self.props.contains(&name)
    }
}

const fn simple(arity: Arity, kws: &'static [Kw], types: Types) -> Syntax {
    Syntax::Simple { arity, kws, types }
}

const NONE: &[&str] = &[];
const ACCURACY: &[&str] = &["result_accuracy"];

/// The `stablehlo` binary ops that are commutative (the ones a compact `reduce` may
/// apply).
pub const COMMUTATIVE: &[&str] = &[
    "stablehlo.add",
    "stablehlo.and",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.or",
    "stablehlo.xor",
];

/// The pretty syntax of `name`, or `None` for ops jaxlib prints in generic form.
pub fn op_def(name: &str) -> Option<OpDef> {
    use Arity::{Fixed, Variadic};
    use Kind::*;
    use Types::*;
    let (syntax, props): (Syntax, &'static [&'static str]) = match name {
        // Elementwise ops with `custom<SameOperandsAndResultType>`.
        "stablehlo.abs"
        | "stablehlo.ceil"
        | "stablehlo.convert"
        | "stablehlo.count_leading_zeros"
        | "stablehlo.floor"
        | "stablehlo.imag"
        | "stablehlo.not"
        | "stablehlo.negate"
        | "stablehlo.popcnt"
        | "stablehlo.real"
        | "stablehlo.round_nearest_afz"
        | "stablehlo.round_nearest_even"
        | "stablehlo.sign" => (simple(Fixed(1), &[], Same), NONE),
        "stablehlo.cbrt"
        | "stablehlo.cosine"
        | "stablehlo.exponential"
        | "stablehlo.exponential_minus_one"
        | "stablehlo.log"
        | "stablehlo.log_plus_one"
        | "stablehlo.logistic"
        | "stablehlo.rsqrt"
        | "stablehlo.sine"
        | "stablehlo.sqrt"
        | "stablehlo.tan"
        | "stablehlo.tanh" => (simple(Fixed(1), &[], Same), ACCURACY),
        "stablehlo.add"
        | "stablehlo.atan2"
        | "stablehlo.divide"
        | "stablehlo.maximum"
        | "stablehlo.minimum"
        | "stablehlo.multiply"
        | "stablehlo.power"
        | "stablehlo.remainder"
        | "stablehlo.shift_left"
        | "stablehlo.shift_right_arithmetic"
        | "stablehlo.shift_right_logical"
        | "stablehlo.subtract"
        | "stablehlo.and"
        | "stablehlo.or"
        | "stablehlo.xor" => (simple(Fixed(2), &[], Same), NONE),
        "stablehlo.clamp" => (simple(Fixed(3), &[], Same), NONE),
        "stablehlo.after_all" => (simple(Variadic { min: 0 }, &[], Same), NONE),
        "stablehlo.complex" => (simple(Fixed(2), &[], Complex), NONE),
        "stablehlo.select" => (simple(Fixed(3), &[], Select), NONE),
        "stablehlo.tuple" => (simple(Variadic { min: 0 }, &[], Tuple), NONE),
        // `functional-type(operands, results)`.
        "stablehlo.reshape" | "stablehlo.bitcast_convert" | "stablehlo.is_finite" => {
            (simple(Fixed(1), &[], Functional), NONE)
        }
        "stablehlo.dynamic_update_slice" => (simple(Variadic { min: 2 }, &[], Functional), NONE),
        "stablehlo.dynamic_reshape" => (simple(Fixed(2), &[], Functional), NONE),
        "stablehlo.real_dynamic_slice" => (simple(Fixed(4), &[], Functional), NONE),
        "stablehlo.dynamic_pad" => (simple(Fixed(5), &[], Functional), NONE),
        "stablehlo.partition_id" | "stablehlo.replica_id" | "stablehlo.create_token" => {
            (simple(Fixed(0), &[], Results), NONE)
        }
        // Keyword attributes after the operands.
        "stablehlo.broadcast_in_dim" => (
            simple(
                Fixed(1),
                &[kw!("dims", "broadcast_dimensions", I64Array)],
                Functional,
            ),
            &["broadcast_dimensions"],
        ),
        "stablehlo.broadcast" => (
            simple(
                Fixed(1),
                &[kw!("sizes", "broadcast_sizes", I64Array)],
                Functional,
            ),
            &["broadcast_sizes"],
        ),
        "stablehlo.transpose" => (
            simple(
                Fixed(1),
                &[kw!("dims", "permutation", I64Array)],
                Functional,
            ),
            &["permutation"],
        ),
        "stablehlo.reverse" => (
            simple(Fixed(1), &[kw!("dims", "dimensions", I64Array)], Same),
            &["dimensions"],
        ),
        "stablehlo.concatenate" => (
            simple(
                Variadic { min: 1 },
                &[kw!("dim", "dimension", I64)],
                Functional,
            ),
            &["dimension"],
        ),
        "stablehlo.dynamic_slice" => (
            simple(
                Variadic { min: 1 },
                &[kw!("sizes", "slice_sizes", I64Array)],
                Functional,
            ),
            &["slice_sizes"],
        ),
        "stablehlo.iota" => (
            simple(Fixed(0), &[kw!("dim", "iota_dimension", I64)], Results),
            &["iota_dimension"],
        ),
        "stablehlo.dynamic_iota" => (
            simple(Fixed(1), &[kw!("dim", "iota_dimension", I64)], Functional),
            &["iota_dimension"],
        ),
        "stablehlo.get_dimension_size" => (
            simple(Fixed(1), &[kw!("dim", "dimension", I64)], Functional),
            &["dimension"],
        ),
        "stablehlo.set_dimension_size" => (
            simple(Fixed(2), &[kw!("dim", "dimension", I64)], Functional),
            &["dimension"],
        ),
        "stablehlo.dynamic_broadcast_in_dim" => (
            simple(
                Fixed(2),
                &[kw!("dims", "broadcast_dimensions", I64Array)],
                Functional,
            ),
            &[
                "broadcast_dimensions",
                "known_expanding_dimensions",
                "known_nonexpanding_dimensions",
            ],
        ),
        "stablehlo.cholesky" => (
            simple(Fixed(1), &[opt_kw!("lower", "lower", Bool)], Same),
            &["lower"],
        ),
        "stablehlo.reduce_precision" => (
            simple(Fixed(1), &[kw!("format", "", ExpMantissa)], Same),
            &["exponent_bits", "mantissa_bits"],
        ),
        "stablehlo.fft" => (
            simple(
                Fixed(1),
                &[
                    kw!("type", "fft_type", Enum("fft_type")),
                    kw!("length", "fft_length", I64Array),
                ],
                Functional,
            ),
            &["fft_length", "fft_type"],
        ),
        "stablehlo.rng" => (
            simple(
                Fixed(3),
                &[kw!(
                    "distribution",
                    "rng_distribution",
                    Enum("rng_distribution"),
                )],
                Functional,
            ),
            &["rng_distribution"],
        ),
        "stablehlo.rng_bit_generator" => (
            simple(
                Fixed(1),
                &[kw!("algorithm", "rng_algorithm", Enum("rng_algorithm"))],
                Functional,
            ),
            &["rng_algorithm"],
        ),
        "stablehlo.einsum" => (
            simple(Fixed(2), &[kw!("config", "einsum_config", Str)], Functional),
            &["einsum_config"],
        ),
        "stablehlo.unary_einsum" => (
            simple(Fixed(1), &[kw!("config", "einsum_config", Str)], Functional),
            &["einsum_config"],
        ),
        "stablehlo.pad" => (
            simple(
                Fixed(2),
                &[
                    kw!("low", "edge_padding_low", I64Array),
                    kw!("high", "edge_padding_high", I64Array),
                    kw!("interior", "interior_padding", I64Array),
                ],
                Functional,
            ),
            &["edge_padding_high", "edge_padding_low", "interior_padding"],
        ),
        "stablehlo.dot" => (
            simple(
                Fixed(2),
                &[opt_kw!("precision", "precision_config", Precisions)],
                Functional,
            ),
            &["precision_config"],
        ),
        // Custom syntax.
        "stablehlo.constant" | "chlo.constant" => (Syntax::Constant, &["value"]),
        "stablehlo.compare" => (Syntax::Compare, &["compare_type", "comparison_direction"]),
        "stablehlo.slice" => (
            Syntax::Slice,
            &["limit_indices", "start_indices", "strides"],
        ),
        "stablehlo.get_tuple_element" => (Syntax::GetTupleElement, &["index"]),
        "stablehlo.optimization_barrier" => (Syntax::OptimizationBarrier, NONE),
        "stablehlo.return" => (Syntax::Return, NONE),
        "stablehlo.dot_general" => (
            Syntax::DotGeneral,
            &["algorithm", "dot_dimension_numbers", "precision_config"],
        ),
        "stablehlo.convolution" => (
            Syntax::Convolution,
            &[
                "batch_group_count",
                "dimension_numbers",
                "feature_group_count",
                "lhs_dilation",
                "padding",
                "precision_config",
                "rhs_dilation",
                "window_reversal",
                "window_strides",
            ],
        ),
        "stablehlo.custom_call" => (
            Syntax::CustomCall,
            &[
                "api_version",
                "backend_config",
                "call_target_name",
                "called_computations",
                "has_side_effect",
                "operand_layouts",
                "output_operand_aliases",
                "result_layouts",
            ],
        ),
        "stablehlo.composite" => (
            Syntax::Composite,
            &["composite_attributes", "decomposition", "name", "version"],
        ),
        "stablehlo.reduce" => (Syntax::Reduce, &["dimensions"]),
        "stablehlo.while" => (Syntax::While, NONE),
        // CHLO.
        "chlo.acos"
        | "chlo.acosh"
        | "chlo._asin_acos_kernel"
        | "chlo.asin"
        | "chlo.asinh"
        | "chlo.atan"
        | "chlo.atanh"
        | "chlo.bessel_i1e"
        | "chlo.conj"
        | "chlo.cosh"
        | "chlo.digamma"
        | "chlo.erf_inv"
        | "chlo.erf"
        | "chlo.erfc"
        | "chlo.is_inf"
        | "chlo.is_neg_inf"
        | "chlo.is_pos_inf"
        | "chlo.lgamma"
        | "chlo.sinh"
        | "chlo.square"
        | "chlo.tan" => (simple(Fixed(1), &[], ChloUnary), NONE),
        "chlo.next_after" | "chlo.polygamma" | "chlo.zeta" | "chlo.mulhi" => {
            (simple(Fixed(2), &[], ChloBinary), NONE)
        }
        "chlo.broadcast_add"
        | "chlo.broadcast_and"
        | "chlo.broadcast_atan2"
        | "chlo.broadcast_complex"
        | "chlo.broadcast_divide"
        | "chlo.broadcast_maximum"
        | "chlo.broadcast_minimum"
        | "chlo.broadcast_multiply"
        | "chlo.broadcast_next_after"
        | "chlo.broadcast_or"
        | "chlo.broadcast_polygamma"
        | "chlo.broadcast_power"
        | "chlo.broadcast_remainder"
        | "chlo.broadcast_shift_left"
        | "chlo.broadcast_shift_right_arithmetic"
        | "chlo.broadcast_shift_right_logical"
        | "chlo.broadcast_subtract"
        | "chlo.broadcast_xor"
        | "chlo.broadcast_zeta" => (simple(Fixed(2), &[], Functional), &["broadcast_dimensions"]),
        "chlo.broadcast_compare" => (
            simple(Fixed(2), &[], Functional),
            &[
                "broadcast_dimensions",
                "compare_type",
                "comparison_direction",
            ],
        ),
        "chlo.broadcast_select" => (simple(Fixed(3), &[], Functional), NONE),
        "chlo.top_k" => (Syntax::TopK, &["k"]),
        _ => return None,
    };
    Some(OpDef { syntax, props })
}

/// The values each StableHLO enum attribute accepts (`#stablehlo<NAME VALUE>`).
pub fn enum_values(name: &str) -> &'static [&'static str] {
    match name {
        "comparison_direction" => &["EQ", "NE", "GE", "GT", "LE", "LT"],
        "comparison_type" => &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
        "precision" => &["DEFAULT", "HIGH", "HIGHEST"],
        "fft_type" => &["FFT", "IFFT", "RFFT", "IRFFT"],
        "rng_distribution" => &["UNIFORM", "NORMAL"],
        "rng_algorithm" => &["DEFAULT", "THREE_FRY", "PHILOX"],
        _ => &[],
    }
}

// ----- attribute and type constructors shared with the printer ------------------------

pub fn int_type(width: u32) -> Type {
    Type::Scalar(ElementType::Int {
        signedness: Signedness::Signless,
        width,
    })
}

/// `v : iN`.
pub fn int_attr(v: i64, width: u32) -> Attr {
    Attr::int(v, Some(int_type(width)))
}

/// `array<i64: ...>`.
pub fn i64_array(v: &[i64]) -> Attr {
    Attr::DenseArray {
        element: "i64".into(),
        values: v.iter().map(|&x| i64_attr_text(x)).collect(),
    }
}

/// `v` in decimal as attribute text (static for small values).
fn i64_attr_text(v: i64) -> crate::ir::attr::Text {
    match crate::ir::attr::SMALL_INTS.get(v as usize) {
        Some(&k) if v >= 0 => k.into(),
        _ => i64_text(v).into(),
    }
}

/// `v` in decimal, as `i64::to_string` writes it (without the formatting machinery).
pub fn i64_text(v: i64) -> String {
    let mut s = String::new();
    push_i64(&mut s, v);
    s
}

/// Appends `v` in decimal.
pub fn push_i64(s: &mut String, v: i64) {
    if v < 0 {
        s.push('-');
    }
    let mut n = v.unsigned_abs();
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    s.push_str(std::str::from_utf8(&buf[i..]).expect("ASCII digits"));
}

/// `#stablehlo<NAME VALUE>`.
pub fn enum_attr(name: &str, value: &str) -> Attr {
    let mut body = String::with_capacity(name.len() + 1 + value.len());
    body.push_str(name);
    body.push(' ');
    body.push_str(value);
    let body = match crate::ir::attr::known_text(&body) {
        Some(k) => k.into(),
        None => body.into(),
    };
    Attr::Dialect {
        dialect: "stablehlo".into(),
        name: None,
        body: Some(body),
    }
}

/// `#stablehlo.NAME<BODY>`.
pub fn stablehlo_attr(name: &str, body: String) -> Attr {
    Attr::Dialect {
        dialect: "stablehlo".into(),
        name: Some(crate::ir::attr::text(name)),
        body: Some(body.into()),
    }
}

/// `[1, 2]` as MLIR prints integer lists.
pub fn int_list_text(v: &[i64]) -> String {
    let mut s = String::new();
    push_int_list(&mut s, v);
    s
}

/// Appends `[1, 2]`.
pub fn push_int_list(s: &mut String, v: &[i64]) {
    s.push('[');
    for (i, &x) in v.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        push_i64(s, x);
    }
    s.push(']');
}

/// The fields of `#stablehlo.dot<...>` in MLIR's order, each printed if non-empty.
pub const DOT_FIELDS: [&str; 4] = [
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
];

/// The body of `#stablehlo.dot<...>` for the four dimension lists.
pub fn dot_body(lists: &[Vec<i64>; 4]) -> String {
    let mut s = String::with_capacity(96);
    for (k, l) in DOT_FIELDS.iter().zip(lists) {
        if l.is_empty() {
            continue;
        }
        if !s.is_empty() {
            s.push_str(", ");
        }
        s.push_str(k);
        s.push_str(" = ");
        push_int_list(&mut s, l);
    }
    s
}

/// Reads a `#stablehlo.dot<...>` body back into its four lists; `None` unless the body
/// is exactly what [`dot_body`] prints. Read byte by byte in that one spelling (fields in
/// [`DOT_FIELDS`] order, each non-empty, `", "` and `" = "` separators, integers as
/// [`push_i64`] writes them), so no copy is printed to compare with.
pub fn parse_dot_body(body: &str) -> Option<[Vec<i64>; 4]> {
    let mut lists: [Vec<i64>; 4] = Default::default();
    let mut b = body.as_bytes();
    let mut next = 0;
    while !b.is_empty() {
        if next > 0 {
            b = b.strip_prefix(b", ")?;
        }
        let i = (next..DOT_FIELDS.len()).find(|&i| b.starts_with(DOT_FIELDS[i].as_bytes()))?;
        b = b[DOT_FIELDS[i].len()..].strip_prefix(b" = [")?;
        loop {
            let (v, rest) = canonical_i64(b)?;
            lists[i].push(v);
            b = match rest.first()? {
                b']' => {
                    b = &rest[1..];
                    break;
                }
                _ => rest.strip_prefix(b", ")?,
            };
        }
        next = i + 1;
    }
    Some(lists)
}

/// An integer at the start of `b` if spelled as [`push_i64`] writes it (no `+`, no
/// leading zero, no `-0`), and the bytes after it.
fn canonical_i64(b: &[u8]) -> Option<(i64, &[u8])> {
    let (neg, d) = match b.strip_prefix(b"-") {
        Some(r) => (true, r),
        None => (false, b),
    };
    let n = d.iter().take_while(|c| c.is_ascii_digit()).count();
    if n == 0 || n > 19 || (d[0] == b'0' && (n > 1 || neg)) {
        return None;
    }
    let mut v: i128 = 0;
    for &c in &d[..n] {
        v = v * 10 + (c - b'0') as i128;
    }
    let v = i64::try_from(if neg { -v } else { v }).ok()?;
    Some((v, &d[n..]))
}

/// `[1, 2, 3]` (possibly empty).
pub fn cursor_int_list(c: &mut Cursor) -> PResult<Vec<i64>> {
    c.expect("[")?;
    if c.eat("]") {
        return Ok(Vec::new());
    }
    let mut v = Vec::with_capacity(4);
    loop {
        v.push(c.int()?);
        if !c.eat(",") {
            break;
        }
    }
    c.expect("]")?;
    Ok(v)
}

/// `[1, 2, 3]` (possibly empty) as `array<i64: 1, 2, 3>`, read straight into the
/// attribute's list (what `i64_array(&cursor_int_list(c)?)` builds, without the
/// intermediate list).
fn cursor_i64_array(c: &mut Cursor) -> PResult<Attr> {
    c.expect("[")?;
    let mut values = Vec::new();
    if !c.eat("]") {
        values = Vec::with_capacity(4);
        loop {
            values.push(i64_attr_text(c.int()?));
            if !c.eat(",") {
                break;
            }
        }
        c.expect("]")?;
    }
    Ok(Attr::DenseArray {
        element: "i64".into(),
        values,
    })
}

/// Convolution dimension numbers `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, returned
/// in the canonical spelling (the body of `#stablehlo.conv<...>`).
pub fn cursor_conv_dims(c: &mut Cursor) -> PResult<String> {
    let mut groups = Vec::new();
    for (i, allowed) in [["b", "f"], ["i", "o"], ["b", "f"]].iter().enumerate() {
        match i {
            1 => c.expect("x")?,
            2 => c.expect("->")?,
            _ => {}
        }
        c.expect("[")?;
        let mut items = Vec::new();
        if !c.eat("]") {
            loop {
                let at = c.span_here();
                if let Some(t) = c.int_text() {
                    let v = crate::ir::attr::parse_int_literal(t)
                        .filter(|v| *v >= 0)
                        .ok_or_else(|| Diagnostic::error(at, "expected a spatial dimension"))?;
                    items.push(v.to_string());
                } else {
                    match c.word() {
                        Some(w) if allowed.contains(&w) => items.push(w.to_string()),
                        _ => {
                            return Err(Diagnostic::error(
                                at,
                                format!(
                                    "expected '{}', '{}' or a spatial dimension number",
                                    allowed[0], allowed[1]
                                ),
                            ))
                        }
                    }
                }
                if !c.eat(",") {
                    break;
                }
            }
            c.expect("]")?;
        }
        groups.push(format!("[{}]", items.join(", ")));
    }
    Ok(format!("{}x{}->{}", groups[0], groups[1], groups[2]))
}

/// The `padding` attribute of a convolution for `[[lo, hi], ...]`: `dense<v>` when every
/// number is the same (MLIR keeps splats), else the nested list; type `tensor<Nx2xi64>`.
pub fn padding_attr(pairs: &[(i64, i64)]) -> Attr {
    let first = pairs.first().map(|p| p.0);
    let splat = first.filter(|&v| pairs.iter().all(|&(a, b)| a == v && b == v));
    let body = match splat {
        Some(v) => v.to_string(),
        None => {
            let parts: Vec<String> = pairs.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
            format!("[{}]", parts.join(", "))
        }
    };
    Attr::Elements {
        kind: "dense".into(),
        body,
        ty: Type::tensor(TensorType {
            shape: vec![
                crate::ir::Dim::Static(pairs.len() as i64),
                crate::ir::Dim::Static(2),
            ],
            element: ElementType::Int {
                signedness: Signedness::Signless,
                width: 64,
            },
            encoding: None,
        }),
    }
}

// ----- parsing ------------------------------------------------------------------------

/// Parses the pretty form of a StableHLO or CHLO op after its name.
pub fn parse(p: &mut Parser, st: &mut OpState, name_span: Span) -> PResult<()> {
    let Some(def) = op_def(&st.name) else {
        return Err(Diagnostic::error(
            name_span,
            format!(
                "custom op '{}' is unknown (write it in generic form)",
                st.name
            ),
        ));
    };
    match def.syntax {
        Syntax::Simple { arity, kws, types } => parse_simple(p, st, arity, kws, types)?,
        Syntax::Constant => parse_constant(p, st)?,
        Syntax::Compare => parse_compare(p, st)?,
        Syntax::Slice => parse_slice(p, st)?,
        Syntax::GetTupleElement => parse_get_tuple_element(p, st)?,
        Syntax::OptimizationBarrier => parse_optimization_barrier(p, st)?,
        Syntax::Return => parse_return(p, st)?,
        Syntax::DotGeneral => parse_dot_general(p, st)?,
        Syntax::Convolution => parse_convolution(p, st)?,
        Syntax::CustomCall => parse_custom_call(p, st)?,
        Syntax::Composite => parse_composite(p, st)?,
        Syntax::Reduce => parse_reduce(p, st, name_span)?,
        Syntax::While => parse_while(p, st)?,
        Syntax::TopK => parse_top_k(p, st)?,
    }
    // MLIR keeps an op's properties and its discardable attributes in dictionaries
    // sorted by name; whether a name is a property depends on the op, not on where it
    // was written.
    for a in &mut st.attrs {
        a.inherent = def.is_prop(&a.name);
    }
    st.attrs.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(w) = st.attrs.windows(2).find(|w| w[0].name == w[1].name) {
        return Err(Diagnostic::error(
            w[1].span,
            format!("attribute '{}' occurs more than once", w[1].name),
        ));
    }
    Ok(())
}

/// `%a, %b, ...`: operands while a `,` is followed by another `%` (a keyword after the
/// comma ends the list and is left, with its comma, to the caller).
fn operands(p: &mut Parser) -> PResult<Vec<ValueId>> {
    if p.c.peek() != Some(b'%') {
        return Ok(Vec::new());
    }
    // What a first `push` would grow to, allocated directly (see `OpState::push_attr`).
    let mut v = Vec::with_capacity(4);
    loop {
        v.push(p.parse_operand()?);
        let save = p.c.pos;
        if p.c.eat(",") && p.c.peek() == Some(b'%') {
            continue;
        }
        p.c.pos = save;
        return Ok(v);
    }
}

fn check_arity(n: usize, arity: Arity, at: Span) -> PResult<()> {
    let ok = match arity {
        Arity::Fixed(k) => n == k,
        Arity::Variadic { min } => n >= min,
    };
    if ok {
        return Ok(());
    }
    let want = match arity {
        Arity::Fixed(k) => format!("{k}"),
        Arity::Variadic { min } => format!("at least {min}"),
    };
    Err(Diagnostic::error(
        at,
        format!("expected {want} operands, found {n}"),
    ))
}

/// The trailing `{...}` dictionary (inherent flags are fixed by [`parse`]).
fn attr_dict(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let entries = p.parse_opt_attr_dict()?;
    st.extend_attrs(entries);
    Ok(())
}

fn parse_simple(
    p: &mut Parser,
    st: &mut OpState,
    arity: Arity,
    kws: &[Kw],
    types: Types,
) -> PResult<()> {
    let at = p.c.span_here();
    if arity != Arity::Fixed(0) {
        st.operands = operands(p)?;
    }
    check_arity(st.operands.len(), arity, at)?;
    let mut first = st.operands.is_empty();
    for k in kws {
        if k.optional {
            let save = p.c.pos;
            let present = (first || p.c.eat(",")) && p.c.peek_kw(k.kw);
            p.c.pos = save;
            if !present {
                continue;
            }
        }
        if !first {
            p.c.expect(",")?;
        }
        first = false;
        p.c.expect_kw(k.kw)?;
        p.c.expect("=")?;
        parse_kind(p, st, k)?;
    }
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, types)
}

/// The value of a keyword attribute.
fn parse_kind(p: &mut Parser, st: &mut OpState, k: &Kw) -> PResult<()> {
    let at = p.c.span_here();
    let value = match k.kind {
        Kind::I64Array => cursor_i64_array(&mut p.c)?,
        Kind::I64 => int_attr(p.c.int()?, 64),
        Kind::Bool => match p.c.word() {
            Some("true") => Attr::Bool(true),
            Some("false") => Attr::Bool(false),
            _ => return Err(Diagnostic::error(at, "expected 'true' or 'false'")),
        },
        Kind::Str => Attr::Str(p.c.string()?.to_string()),
        Kind::Enum(name) => enum_attr(name, enum_word(p, name)?),
        Kind::Precisions => precisions(p)?,
        Kind::ExpMantissa => {
            let w = p.c.word().unwrap_or("");
            let (e, m) = split_exp_mantissa(w).ok_or_else(|| {
                Diagnostic::error(
                    at,
                    format!("expected exponent mantissa in format e#m#, saw '{w}'"),
                )
            })?;
            let span = Span::new(at.start as usize, p.c.pos);
            st.push_attr("exponent_bits", int_attr(e, 32), true, span);
            st.push_attr("mantissa_bits", int_attr(m, 32), true, span);
            return Ok(());
        }
    };
    let span = Span::new(at.start as usize, p.c.pos);
    st.push_attr(k.attr, value, true, span);
    Ok(())
}

/// `e5m10` into (5, 10).
fn split_exp_mantissa(w: &str) -> Option<(i64, i64)> {
    let rest = w.strip_prefix('e')?;
    let (e, m) = rest.split_once('m')?;
    let digits = |s: &str| !s.is_empty() && s.len() < 10 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(e) || !digits(m) {
        return None;
    }
    Some((e.parse().ok()?, m.parse().ok()?))
}

/// A keyword of the enum `name` (`GE`, `SIGNED`, `DEFAULT`).
fn enum_word<'a>(p: &mut Parser<'a>, name: &str) -> PResult<&'a str> {
    let at = p.c.span_here();
    let allowed = enum_values(name);
    match p.c.word() {
        Some(w) if allowed.is_empty() || allowed.contains(&w) => Ok(w),
        w => Err(Diagnostic::error(
            at,
            format!(
                "expected {name} ({}), found '{}'",
                allowed.join(", "),
                w.unwrap_or("")
            ),
        )),
    }
}

/// `[DEFAULT, HIGHEST]`.
fn precisions(p: &mut Parser) -> PResult<Attr> {
    p.c.expect("[")?;
    let mut v = Vec::new();
    if !p.c.eat("]") {
        loop {
            v.push(enum_attr("precision", enum_word(p, "precision")?));
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect("]")?;
    }
    Ok(Attr::Array(v))
}

/// Types after the `:` in one of the [`Types`] styles; sets the result types and checks
/// the operand types.
fn parse_types(p: &mut Parser, st: &mut OpState, style: Types) -> PResult<()> {
    let at = p.c.span_here();
    let n = st.operands.len();
    let (ins, outs): (Vec<Type>, Vec<Type>) = match style {
        Types::Functional => {
            st.result_types = p.parse_function_sig_for(&st.operands, at)?;
            return Ok(());
        }
        Types::Same | Types::Complex => match p.parse_type()? {
            Type::Function(ins, outs) => {
                if outs.len() != 1 {
                    return Err(Diagnostic::error(at, "expected single output"));
                }
                (ins, outs)
            }
            t if style == Types::Complex => {
                let real = real_type(&t).ok_or_else(|| {
                    Diagnostic::error(at, "expected tensor with complex element type")
                })?;
                (vec![real; n], vec![t])
            }
            t => {
                // Every operand has the result's type: checked without a list of copies.
                for &v in &st.operands {
                    p.check_operand_types(std::slice::from_ref(&v), std::slice::from_ref(&t), at)?;
                }
                st.result_types = p.type_list_of(t);
                return Ok(());
            }
        },
        Types::Select => {
            let ts = p.parse_type_list()?;
            match ts.as_slice() {
                [Type::Function(ins, outs)] if outs.len() == 1 => (ins.clone(), outs.clone()),
                [pred, t] => (vec![pred.clone(), t.clone(), t.clone()], vec![t.clone()]),
                _ => {
                    return Err(Diagnostic::error(
                        at,
                        "expected functional type or list of two types",
                    ))
                }
            }
        }
        Types::Tuple => match p.parse_type()? {
            Type::Tuple(ts) => (ts.clone(), vec![Type::Tuple(ts)]),
            _ => return Err(Diagnostic::error(at, "expected tuple type")),
        },
        Types::Results => (vec![], vec![p.parse_type()?]),
        Types::ChloUnary => {
            let t = p.parse_type()?;
            p.c.expect("->")?;
            (vec![t], vec![p.parse_type()?])
        }
        Types::ChloBinary => {
            let a = p.parse_type()?;
            p.c.expect(",")?;
            let b = p.parse_type()?;
            p.c.expect("->")?;
            (vec![a, b], vec![p.parse_type()?])
        }
    };
    p.check_operand_types(&st.operands, &ins, at)?;
    st.result_types = outs;
    Ok(())
}

/// The real type of a complex tensor type (`tensor<2xcomplex<f32>>` to `tensor<2xf32>`).
pub fn real_type(t: &Type) -> Option<Type> {
    match t {
        Type::Tensor(tt) => match &tt.element {
            ElementType::Complex(e) => Some(Type::tensor(TensorType {
                shape: tt.shape.clone(),
                element: (**e).clone(),
                encoding: tt.encoding.clone(),
            })),
            _ => None,
        },
        _ => None,
    }
}

/// `{attrs} dense<...> : T`.
fn parse_constant(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    attr_dict(p, st)?;
    let at = p.c.span_here();
    let v = p.parse_attr()?;
    let Attr::Elements { ty, .. } = &v else {
        return Err(Diagnostic::error(
            at,
            "expected elements attribute 'dense<...> : type'",
        ));
    };
    st.result_types = p.type_list_of(ty.clone());
    st.push_attr("value", v, true, Span::new(at.start as usize, p.c.pos));
    Ok(())
}

/// `GE, %a, %b[, SIGNED] {attrs} : (T, T) -> R`.
fn parse_compare(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let at = p.c.span_here();
    let dir = enum_word(p, "comparison_direction")?;
    st.push_attr(
        "comparison_direction",
        enum_attr("comparison_direction", dir),
        true,
        at,
    );
    p.c.expect(",")?;
    let a = p.parse_operand()?;
    p.c.expect(",")?;
    let b = p.parse_operand()?;
    st.operands = vec![a, b];
    if p.c.eat(",") {
        let at = p.c.span_here();
        let ty = enum_word(p, "comparison_type")?;
        st.push_attr("compare_type", enum_attr("comparison_type", ty), true, at);
    }
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `%x [0:8, 1:4:2] {attrs} : (T) -> R`.
fn parse_slice(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.operands = vec![p.parse_operand()?];
    let at = p.c.span_here();
    p.c.expect("[")?;
    let (mut start, mut limit, mut strides) = (Vec::new(), Vec::new(), Vec::new());
    if !p.c.eat("]") {
        loop {
            start.push(p.c.int()?);
            p.c.expect(":")?;
            limit.push(p.c.int()?);
            strides.push(if p.c.eat(":") { p.c.int()? } else { 1 });
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect("]")?;
    }
    let span = Span::new(at.start as usize, p.c.pos);
    st.push_attr("start_indices", i64_array(&start), true, span);
    st.push_attr("limit_indices", i64_array(&limit), true, span);
    st.push_attr("strides", i64_array(&strides), true, span);
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `%t[1] {attrs} : (tuple<..>) -> T`.
fn parse_get_tuple_element(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.operands = vec![p.parse_operand()?];
    p.c.expect("[")?;
    let at = p.c.span_here();
    let i = p.c.int()?;
    if !(0..=i64::from(i32::MAX)).contains(&i) {
        return Err(Diagnostic::error(at, "tuple index out of range"));
    }
    st.push_attr("index", int_attr(i, 32), true, at);
    p.c.expect("]")?;
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `{attrs} %a, %b : T, U` or `{attrs}()`.
fn parse_optimization_barrier(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    attr_dict(p, st)?;
    if p.c.eat("(") {
        return p.c.expect(")");
    }
    st.operands = operands(p)?;
    if st.operands.is_empty() {
        let f = p.c.found();
        return p.c.err(format!("expected SSA operand or '()', found {f}"));
    }
    p.c.expect(":")?;
    let at = p.c.span_here();
    let ts = p.parse_type_list()?;
    p.check_operand_types(&st.operands, &ts, at)?;
    st.result_types = ts;
    Ok(())
}

/// `%a, %b {attrs} : T, U` (nothing for no operands).
fn parse_return(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    st.operands = operands(p)?;
    attr_dict(p, st)?;
    if !st.operands.is_empty() {
        p.c.expect(":")?;
        let at = p.c.span_here();
        let ts = p.parse_type_list()?;
        p.check_operand_types(&st.operands, &ts, at)?;
    }
    Ok(())
}

/// `[0, 1] x [0, 1]`.
fn dims_pair(p: &mut Parser) -> PResult<(Vec<i64>, Vec<i64>)> {
    let l = cursor_int_list(&mut p.c)?;
    p.c.expect_kw("x")?;
    let r = cursor_int_list(&mut p.c)?;
    Ok((l, r))
}

/// `%a, %b, [batching_dims = [..] x [..],] contracting_dims = [..] x [..]
/// [, precision = [..]] [, algorithm = <...>] {attrs} : (T, U) -> R`.
fn parse_dot_general(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.c.expect(",")?;
    let b = p.parse_operand()?;
    st.operands = vec![a, b];
    p.c.expect(",")?;
    let at = p.c.span_here();
    let mut lists: [Vec<i64>; 4] = Default::default();
    if p.c.eat_kw("batching_dims") {
        p.c.expect("=")?;
        (lists[0], lists[1]) = dims_pair(p)?;
        p.c.expect(",")?;
    }
    p.c.expect_kw("contracting_dims")?;
    p.c.expect("=")?;
    (lists[2], lists[3]) = dims_pair(p)?;
    let span = Span::new(at.start as usize, p.c.pos);
    st.push_attr(
        "dot_dimension_numbers",
        stablehlo_attr("dot", dot_body(&lists)),
        true,
        span,
    );
    if p.c.starts_with(",") {
        p.c.expect(",")?;
        let at = p.c.span_here();
        if p.c.eat_kw("precision") {
            p.c.expect("=")?;
            let v = precisions(p)?;
            st.push_attr(
                "precision_config",
                v,
                true,
                Span::new(at.start as usize, p.c.pos),
            );
            if !p.c.eat(",") {
                return dot_general_tail(p, st);
            }
        }
        let at = p.c.span_here();
        p.c.expect_kw("algorithm")?;
        p.c.expect("=")?;
        p.c.expect("<")?;
        let body = p.c.balanced_angle_body()?.to_string();
        st.push_attr(
            "algorithm",
            stablehlo_attr("dot_algorithm", body),
            true,
            Span::new(at.start as usize, p.c.pos),
        );
    }
    dot_general_tail(p, st)
}

fn dot_general_tail(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `(%a, %b) dim_numbers = ..., window = {...} {attrs} : (T, U) -> R`.
fn parse_convolution(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.c.expect("(")?;
    st.operands = p.parse_operand_list_until(")")?;
    p.c.expect(")")?;
    p.c.expect_kw("dim_numbers")?;
    p.c.expect("=")?;
    let at = p.c.span_here();
    let dims = cursor_conv_dims(&mut p.c)?;
    st.push_attr(
        "dimension_numbers",
        stablehlo_attr("conv", dims),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    p.c.expect(",")?;
    p.c.expect_kw("window")?;
    p.c.expect("=")?;
    p.c.expect("{")?;
    let mut seen: Vec<String> = Vec::new();
    if !p.c.eat("}") {
        loop {
            let at = p.c.span_here();
            let key = p.c.word().unwrap_or("").to_string();
            if seen.contains(&key) {
                return Err(Diagnostic::error(
                    at,
                    format!("duplicate '{key}' in window attributes"),
                ));
            }
            p.c.expect("=")?;
            let (name, value) = match key.as_str() {
                "stride" => ("window_strides", i64_array(&cursor_int_list(&mut p.c)?)),
                "lhs_dilate" => ("lhs_dilation", i64_array(&cursor_int_list(&mut p.c)?)),
                "rhs_dilate" => ("rhs_dilation", i64_array(&cursor_int_list(&mut p.c)?)),
                "pad" => ("padding", padding_attr(&pad_pairs(p)?)),
                "reverse" => ("window_reversal", bool_array(p)?),
                _ => {
                    return Err(Diagnostic::error(
                        at,
                        format!(
                            "expected window attribute (stride, pad, lhs_dilate, rhs_dilate, reverse), found '{key}'"
                        ),
                    ))
                }
            };
            st.push_attr(name, value, true, Span::new(at.start as usize, p.c.pos));
            seen.push(key);
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect("}")?;
    }
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `[[0, 1], [1, 0]]`.
fn pad_pairs(p: &mut Parser) -> PResult<Vec<(i64, i64)>> {
    p.c.expect("[")?;
    let mut v = Vec::new();
    if p.c.eat("]") {
        return Ok(v);
    }
    loop {
        let at = p.c.span_here();
        let pair = cursor_int_list(&mut p.c)?;
        match pair.as_slice() {
            [lo, hi] => v.push((*lo, *hi)),
            _ => return Err(Diagnostic::error(at, "expected padding pair '[low, high]'")),
        }
        if !p.c.eat(",") {
            break;
        }
    }
    p.c.expect("]")?;
    Ok(v)
}

/// `[true, false]` as `array<i1: true, false>`.
fn bool_array(p: &mut Parser) -> PResult<Attr> {
    p.c.expect("[")?;
    let mut values = Vec::new();
    if !p.c.eat("]") {
        loop {
            let at = p.c.span_here();
            match p.c.word() {
                Some(w @ ("true" | "false")) => values.push(crate::ir::attr::text(w)),
                _ => return Err(Diagnostic::error(at, "expected 'true' or 'false'")),
            }
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect("]")?;
    }
    Ok(Attr::DenseArray {
        element: "i1".into(),
        values,
    })
}

/// `@target(%a, %b) {attrs} : (T, U) -> R`.
fn parse_custom_call(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let at = p.c.span_here();
    let Some(name) = p.c.symbol_name() else {
        let f = p.c.found();
        return p.c.err(format!("expected call target '@...', found {f}"));
    };
    let raw = name.to_string();
    st.push_attr(
        "call_target_name",
        Attr::Str(raw),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    p.c.expect("(")?;
    st.operands = p.parse_operand_list_until(")")?;
    p.c.expect(")")?;
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `"name" %a, %b {attrs} : (T, U) -> R`.
fn parse_composite(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let at = p.c.span_here();
    let name = p.c.string()?.to_string();
    st.push_attr("name", Attr::Str(name), true, at);
    st.operands = operands(p)?;
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)
}

/// `(%x, k = 2) {attrs} : T -> (U, V)`.
fn parse_top_k(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.c.expect("(")?;
    st.operands = vec![p.parse_operand()?];
    p.c.expect(",")?;
    p.c.expect_kw("k")?;
    p.c.expect("=")?;
    let at = p.c.span_here();
    let k = p.c.int()?;
    st.push_attr("k", int_attr(k, 64), true, at);
    p.c.expect(")")?;
    attr_dict(p, st)?;
    p.c.expect(":")?;
    let at = p.c.span_here();
    let t = p.parse_type()?;
    p.c.expect("->")?;
    p.c.expect("(")?;
    let values = p.parse_type()?;
    p.c.expect(",")?;
    let indices = p.parse_type()?;
    p.c.expect(")")?;
    p.check_operand_types(&st.operands, &[t], at)?;
    st.result_types = vec![values, indices];
    Ok(())
}

/// `(%x init: %c), (%y init: %d) applies OP across dimensions = [..] {attrs} : F` or
/// `... across dimensions = [..] {attrs} : F reducer(%a: T, %b: T) (%c: T, %d: T) {..}`.
fn parse_reduce(p: &mut Parser, st: &mut OpState, name_span: Span) -> PResult<()> {
    let (mut inputs, mut inits) = (Vec::new(), Vec::new());
    loop {
        p.c.expect("(")?;
        inputs.push(p.parse_operand()?);
        p.c.expect_kw("init")?;
        p.c.expect(":")?;
        inits.push(p.parse_operand()?);
        p.c.expect(")")?;
        if !p.c.eat(",") {
            break;
        }
    }
    st.operands = inputs;
    st.operands.extend(inits);
    let compact = if p.c.eat_kw("applies") {
        let at = p.c.span_here();
        let inner = p.c.expect_ident("operation name")?.to_string();
        if !COMMUTATIVE.contains(&inner.as_str()) {
            return Err(Diagnostic::error(
                at,
                "expected the inner-op to be a commutative binary-op from stablehlo dialect, zero region, producing single result",
            ));
        }
        Some((inner, at))
    } else {
        None
    };
    p.c.expect_kw("across")?;
    p.c.expect_kw("dimensions")?;
    p.c.expect("=")?;
    let at = p.c.span_here();
    let dims = cursor_int_list(&mut p.c)?;
    st.push_attr(
        "dimensions",
        i64_array(&dims),
        true,
        Span::new(at.start as usize, p.c.pos),
    );
    attr_dict(p, st)?;
    p.c.expect(":")?;
    parse_types(p, st, Types::Functional)?;
    match compact {
        Some((inner, at)) => build_compact_reduce_body(
            p,
            st,
            &inner,
            Span::new(name_span.start as usize, at.end as usize),
        ),
        None => {
            p.c.expect_kw("reducer")?;
            let (mut firsts, mut seconds) = (Vec::new(), Vec::new());
            while p.c.peek() == Some(b'(') {
                let at = p.c.span_here();
                let mut pair = p.parse_arg_decls(false)?.into_iter();
                match (pair.next(), pair.next(), pair.next()) {
                    (Some(a), Some(b), None) => {
                        firsts.push(a);
                        seconds.push(b);
                    }
                    _ => {
                        return Err(Diagnostic::error(
                            at,
                            "expected a pair of reducer arguments '(%a: T, %b: T)'",
                        ))
                    }
                }
            }
            firsts.extend(seconds);
            let r = p.parse_region(st.id, Some(firsts), false)?;
            st.regions.push(r);
            Ok(())
        }
    }
}

/// The region MLIR builds for `applies OP`: one block with two scalar arguments of
/// input 0's element type, `OP(arg0, arg1)` and a `stablehlo.return` of its result,
/// everything at the reduce op's location.
fn build_compact_reduce_body(
    p: &mut Parser,
    st: &mut OpState,
    inner: &str,
    span: Span,
) -> PResult<()> {
    let elem = st
        .operands
        .first()
        .and_then(|&v| p.module.values[v].ty.as_tensor())
        .map(|t| t.element.clone())
        .ok_or_else(|| Diagnostic::error(span, "input types missing in reduce-op function type"))?;
    let scalar = Type::tensor(TensorType {
        shape: vec![],
        element: elem,
        encoding: None,
    });
    // The op's own trailing location, read ahead and left for the caller to consume.
    let save = p.c.pos;
    let loc: Option<Location> = if p.c.peek_kw("loc") {
        p.parse_loc_keyword().ok()
    } else {
        None
    };
    p.c.pos = save;

    let region = p.module.regions.alloc(Region {
        blocks: vec![],
        parent: st.id,
    });
    let block = p.module.blocks.alloc(Block {
        label: None,
        args: vec![],
        ops: vec![],
        parent: region,
    });
    p.module.regions[region].blocks.push(block);
    let mut args = Vec::new();
    for index in 0..2 {
        let v = p.module.add_value(
            scalar.clone(),
            ValueDef::BlockArg { block, index },
            String::new(),
        );
        p.module.values[v].loc = loc.clone();
        p.module.values[v].span = span;
        args.push(v);
    }
    p.module.blocks[block].args = args.clone();

    let op = p.alloc_op(inner, span, Some(block));
    let result = p
        .module
        .add_value(scalar, ValueDef::Result { op, index: 0 }, String::new());
    p.module.values[result].span = span;
    let o = &mut p.module.ops[op];
    o.operands = args;
    o.results = vec![result];
    o.loc = loc.clone();

    let ret = p.alloc_op("stablehlo.return", span, Some(block));
    let o = &mut p.module.ops[ret];
    o.operands = vec![result];
    o.loc = loc;
    p.module.blocks[block].ops = vec![op, ret];
    st.regions.push(region);
    Ok(())
}

/// `(%iterArg = %x, ...) : T, ... [attributes {..}] cond { .. } do { .. }`.
fn parse_while(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.c.expect("(")?;
    let mut names: Vec<(String, Span)> = Vec::new();
    if !p.c.eat(")") {
        loop {
            let at = p.c.span_here();
            let Some(name) = p.c.sigil_name(b'%') else {
                let f = p.c.found();
                return p
                    .c
                    .err(format!("expected iteration argument name, found {f}"));
            };
            names.push((name.to_string(), at));
            p.c.expect("=")?;
            st.operands.push(p.parse_operand()?);
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect(")")?;
    }
    let mut types = Vec::new();
    if !st.operands.is_empty() {
        p.c.expect(":")?;
        let at = p.c.span_here();
        types = p.parse_type_list()?;
        p.check_operand_types(&st.operands, &types, at)?;
    }
    if p.c.eat_kw("attributes") {
        let entries = p.parse_attr_dict_braced(false)?;
        st.extend_attrs(entries);
    }
    let decls = |names: &[(String, Span)]| -> Vec<ArgDecl> {
        names
            .iter()
            .zip(&types)
            .map(|((name, span), ty)| ArgDecl {
                name: name.clone(),
                ty: ty.clone(),
                attrs: None,
                loc: None,
                span: *span,
            })
            .collect()
    };
    p.c.expect_kw("cond")?;
    let cond = p.parse_region(st.id, Some(decls(&names)), false)?;
    st.regions.push(cond);
    p.c.expect_kw("do")?;
    let body = p.parse_region(st.id, Some(decls(&names)), false)?;
    st.regions.push(body);
    st.result_types = types.clone();
    Ok(())
}

#[cfg(test)]
mod dot_body_tests {
    use super::{dot_body, parse_dot_body};

    #[test]
    fn printed_bodies_read_back() {
        let cases: [[Vec<i64>; 4]; 4] = [
            Default::default(),
            [vec![0], vec![0], vec![2], vec![1]],
            [vec![], vec![], vec![3, 10], vec![0, 12]],
            [vec![i64::MIN, -7], vec![i64::MAX, 0], vec![], vec![]],
        ];
        for lists in cases {
            let body = dot_body(&lists);
            assert_eq!(parse_dot_body(&body), Some(lists), "{body}");
        }
    }

    #[test]
    fn other_spellings_are_not_canonical() {
        for body in [
            "lhs_contracting_dimensions = [1]x",
            "lhs_contracting_dimensions =[1]",
            "lhs_contracting_dimensions = [01]",
            "lhs_contracting_dimensions = [-0]",
            "lhs_contracting_dimensions = [+1]",
            "lhs_contracting_dimensions = [1,2]",
            "lhs_contracting_dimensions = [1 ]",
            "lhs_contracting_dimensions = []",
            "lhs_contracting_dimensions = [1], ",
            "lhs_contracting_dimensions = [9223372036854775808]",
            "rhs_contracting_dimensions = [1], lhs_contracting_dimensions = [2]",
            "lhs_contracting_dimensions = [1], lhs_contracting_dimensions = [2]",
            "lhs_contracting_dimensions = [1],rhs_contracting_dimensions = [2]",
            " lhs_contracting_dimensions = [1]",
            "lhs_contracting_dims = [1]",
        ] {
            assert_eq!(parse_dot_body(body), None, "{body}");
        }
    }
}
