//! MLIR types as they appear in StableHLO modules: ranked tensors with element types
//! (so byte sizes are known), tuples, tokens, function types, and anything else kept
//! verbatim.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

/// One dimension of a ranked tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    Static(i64),
    /// `?`
    Dynamic,
}

/// Scalar element types. Widths are in bits; `Other` keeps unknown spellings verbatim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `f16`, `bf16`, `f32`, `f64`, and the f8/f4 families (`f8E4M3FN`, ...): the spelling
    /// (borrowed for the builtin spellings, so parsing a type does not allocate for it).
    Float(Cow<'static, str>),
    /// `iN` (signless), `siN`, `uiN`.
    Int { signedness: Signedness, width: u32 },
    /// `index`
    Index,
    /// `complex<T>`
    Complex(Box<ElementType>),
    /// A quantized or dialect element type, verbatim.
    Other(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

impl ElementType {
    /// Width in bits, if known.
    pub fn bit_width(&self) -> Option<u64> {
        match self {
            ElementType::Float(s) => float_width(s),
            ElementType::Int { width, .. } => Some(*width as u64),
            ElementType::Index => Some(64),
            ElementType::Complex(e) => e.bit_width().map(|w| 2 * w),
            ElementType::Other(_) => None,
        }
    }

    /// Bytes per element as stored on a device (sub-byte types round up to one byte,
    /// `i1` takes a byte as XLA stores `pred`).
    pub fn byte_size(&self) -> u64 {
        self.bit_width().map_or(4, |b| b.div_ceil(8).max(1))
    }

    pub fn is_float(&self) -> bool {
        matches!(self, ElementType::Float(_))
    }
}

fn float_width(s: &str) -> Option<u64> {
    Some(match s {
        "f16" | "bf16" => 16,
        "f32" | "tf32" => 32,
        "f64" => 64,
        "f80" => 80,
        "f128" => 128,
        _ if s.starts_with("f8") => 8,
        _ if s.starts_with("f6") => 6,
        _ if s.starts_with("f4") => 4,
        _ => return None,
    })
}

impl fmt::Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElementType::Float(s) => f.write_str(s),
            ElementType::Other(s) => f.write_str(s),
            ElementType::Int { signedness, width } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{p}{width}")
            }
            ElementType::Index => f.write_str("index"),
            ElementType::Complex(e) => write!(f, "complex<{e}>"),
        }
    }
}

/// A ranked tensor type `tensor<8x?x16xf32, #encoding>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    pub shape: Vec<Dim>,
    pub element: ElementType,
    /// The optional encoding attribute, verbatim.
    pub encoding: Option<String>,
}

impl TensorType {
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Static dimension sizes, or `None` if any dim is dynamic.
    pub fn static_shape(&self) -> Option<Vec<i64>> {
        self.shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => Some(*n),
                Dim::Dynamic => None,
            })
            .collect()
    }

    /// Number of elements (dynamic dims count as 1; saturating at `u64::MAX` for
    /// shapes whose product does not fit).
    pub fn num_elements(&self) -> u64 {
        self.shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => (*n).max(0) as u64,
                Dim::Dynamic => 1,
            })
            .fold(1u64, u64::saturating_mul)
    }

    pub fn byte_size(&self) -> u64 {
        self.num_elements().saturating_mul(self.element.byte_size())
    }
}

/// An MLIR type. Equality is the structural one `derive` would write (see the impl).
#[allow(clippy::derived_hash_with_manual_eq)]
#[derive(Debug, Hash)]
pub enum Type {
    /// Shared: a module spells the same tensor type on many values, and the parser
    /// interns each distinct spelling once (cloning a `Type` is a reference count).
    Tensor(Arc<TensorType>),
    /// `tensor<*xf32>`
    UnrankedTensor(ElementType),
    /// A scalar builtin type used outside tensors (`i64` in attributes, `index`, ...).
    Scalar(ElementType),
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `(inputs) -> results`
    Function(Vec<Type>, Vec<Type>),
    /// `none`
    None,
    /// Any other type (`!stablehlo.token`, `!sdy.x`, `memref<...>`, ...), verbatim.
    Opaque(String),
}

// Clone and equality are written out so that the common case, a shared tensor type
// (an `Arc` count, or the same `Arc`), is decided in line at the call.
impl Clone for Type {
    #[inline]
    fn clone(&self) -> Type {
        match self {
            Type::Tensor(t) => Type::Tensor(Arc::clone(t)),
            _ => self.clone_other(),
        }
    }
}

impl PartialEq for Type {
    #[inline]
    fn eq(&self, o: &Type) -> bool {
        match (self, o) {
            (Type::Tensor(a), Type::Tensor(b)) => Arc::ptr_eq(a, b) || **a == **b,
            _ => self.eq_other(o),
        }
    }
}

impl Eq for Type {}

impl Type {
    #[inline(never)]
    fn clone_other(&self) -> Type {
        match self {
            Type::Tensor(t) => Type::Tensor(Arc::clone(t)),
            Type::UnrankedTensor(e) => Type::UnrankedTensor(e.clone()),
            Type::Scalar(e) => Type::Scalar(e.clone()),
            Type::Tuple(ts) => Type::Tuple(ts.clone()),
            Type::Function(ins, outs) => Type::Function(ins.clone(), outs.clone()),
            Type::None => Type::None,
            Type::Opaque(s) => Type::Opaque(s.clone()),
        }
    }

    #[inline(never)]
    fn eq_other(&self, o: &Type) -> bool {
        match (self, o) {
            (Type::Tensor(a), Type::Tensor(b)) => a == b,
            (Type::UnrankedTensor(a), Type::UnrankedTensor(b)) => a == b,
            (Type::Scalar(a), Type::Scalar(b)) => a == b,
            (Type::Tuple(a), Type::Tuple(b)) => a == b,
            (Type::Function(ai, ao), Type::Function(bi, bo)) => ai == bi && ao == bo,
            (Type::None, Type::None) => true,
            (Type::Opaque(a), Type::Opaque(b)) => a == b,
            _ => false,
        }
    }

    /// A tensor type.
    pub fn tensor(t: TensorType) -> Type {
        Type::Tensor(Arc::new(t))
    }

    pub fn as_tensor(&self) -> Option<&TensorType> {
        match self {
            Type::Tensor(t) => Some(&**t),
            _ => None,
        }
    }

    /// Bytes of all tensor data in this type (tuples summed); 0 for tokens and the like.
    pub fn byte_size(&self) -> u64 {
        match self {
            Type::Tensor(t) => t.byte_size(),
            Type::Scalar(e) => e.byte_size(),
            Type::Tuple(ts) => ts.iter().map(Type::byte_size).sum(),
            _ => 0,
        }
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            match d {
                Dim::Static(n) => write!(f, "{n}x")?,
                Dim::Dynamic => f.write_str("?x")?,
            }
        }
        write!(f, "{}", self.element)?;
        if let Some(e) = &self.encoding {
            write!(f, ", {e}")?;
        }
        f.write_str(">")
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Tensor(t) => write!(f, "{t}"),
            Type::UnrankedTensor(e) => write!(f, "tensor<*x{e}>"),
            Type::Scalar(e) => write!(f, "{e}"),
            Type::Tuple(ts) => {
                f.write_str("tuple<")?;
                write_list(f, ts)?;
                f.write_str(">")
            }
            Type::Function(ins, outs) => {
                f.write_str("(")?;
                write_list(f, ins)?;
                f.write_str(") -> ")?;
                write_results(f, outs)
            }
            Type::None => f.write_str("none"),
            Type::Opaque(s) => f.write_str(s),
        }
    }
}

fn write_list(f: &mut fmt::Formatter<'_>, ts: &[Type]) -> fmt::Result {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

/// Result types as MLIR prints them: a single non-function type bare, otherwise parenthesised.
pub fn write_results(f: &mut fmt::Formatter<'_>, outs: &[Type]) -> fmt::Result {
    if outs.len() == 1 && !matches!(outs[0], Type::Function(..)) {
        write!(f, "{}", outs[0])
    } else {
        f.write_str("(")?;
        write_list(f, outs)?;
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        let t = TensorType {
            shape: vec![Dim::Static(8), Dim::Static(16)],
            element: ElementType::Float("bf16".into()),
            encoding: None,
        };
        assert_eq!(t.byte_size(), 256);
        assert_eq!(t.to_string(), "tensor<8x16xbf16>");
        let pred = ElementType::Int {
            signedness: Signedness::Signless,
            width: 1,
        };
        assert_eq!(pred.byte_size(), 1);
    }
}
