//! HLO shapes: element types with byte sizes, dims (static, bounded dynamic `<=N`,
//! unbounded `?`), layouts (`{1,0}`, tiling and memory-space suffixes kept verbatim) and
//! tuples, with the size helpers XLA's `ShapeUtil` has.

/// An HLO element type (XLA's `PrimitiveType`), spelled as in the text (`f32`, `bf16`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    Pred,
    S1,
    S2,
    S4,
    S8,
    S16,
    S32,
    S64,
    U1,
    U2,
    U4,
    U8,
    U16,
    U32,
    U64,
    F4E2M1FN,
    F8E3M4,
    F8E4M3,
    F8E4M3FN,
    F8E4M3B11FNUZ,
    F8E4M3FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E8M0FNU,
    F16,
    BF16,
    F32,
    F64,
    C64,
    C128,
    /// `token[]`: ordering edges (send/recv, infeed, after-all); zero bytes.
    Token,
    /// `opaque[]`: a backend-defined handle; pointer-sized.
    Opaque,
}

/// The element types with their text spelling and size in bits (sub-byte types are
/// stored in one byte each unless the layout packs them with `E(bits)`).
const ELEMENT_TYPES: &[(ElementType, &str, u32)] = &[
    (ElementType::Pred, "pred", 8),
    (ElementType::S1, "s1", 1),
    (ElementType::S2, "s2", 2),
    (ElementType::S4, "s4", 4),
    (ElementType::S8, "s8", 8),
    (ElementType::S16, "s16", 16),
    (ElementType::S32, "s32", 32),
    (ElementType::S64, "s64", 64),
    (ElementType::U1, "u1", 1),
    (ElementType::U2, "u2", 2),
    (ElementType::U4, "u4", 4),
    (ElementType::U8, "u8", 8),
    (ElementType::U16, "u16", 16),
    (ElementType::U32, "u32", 32),
    (ElementType::U64, "u64", 64),
    (ElementType::F4E2M1FN, "f4e2m1fn", 4),
    (ElementType::F8E3M4, "f8e3m4", 8),
    (ElementType::F8E4M3, "f8e4m3", 8),
    (ElementType::F8E4M3FN, "f8e4m3fn", 8),
    (ElementType::F8E4M3B11FNUZ, "f8e4m3b11fnuz", 8),
    (ElementType::F8E4M3FNUZ, "f8e4m3fnuz", 8),
    (ElementType::F8E5M2, "f8e5m2", 8),
    (ElementType::F8E5M2FNUZ, "f8e5m2fnuz", 8),
    (ElementType::F8E8M0FNU, "f8e8m0fnu", 8),
    (ElementType::F16, "f16", 16),
    (ElementType::BF16, "bf16", 16),
    (ElementType::F32, "f32", 32),
    (ElementType::F64, "f64", 64),
    (ElementType::C64, "c64", 64),
    (ElementType::C128, "c128", 128),
    (ElementType::Token, "token", 0),
    (ElementType::Opaque, "opaque", 64),
];

impl ElementType {
    /// Parses the text spelling (`f32`, `pred`, `f8e4m3fn`, `token`, ...).
    pub fn from_name(s: &str) -> Option<ElementType> {
        ELEMENT_TYPES.iter().find(|e| e.1 == s).map(|e| e.0)
    }
    pub fn name(self) -> &'static str {
        self.entry().1
    }
    /// Size in bits of one element (0 for token).
    pub fn bits(self) -> u32 {
        self.entry().2
    }
    /// XLA's `ByteSizeOfPrimitiveType`: bytes per element, sub-byte types rounded up to 1.
    pub fn byte_size(self) -> u64 {
        u64::from(self.bits()).div_ceil(8)
    }
    pub fn is_float(self) -> bool {
        self.name().starts_with('f') || self == ElementType::BF16
    }
    pub fn is_complex(self) -> bool {
        matches!(self, ElementType::C64 | ElementType::C128)
    }
    fn entry(self) -> &'static (ElementType, &'static str, u32) {
        ELEMENT_TYPES
            .iter()
            .find(|e| e.0 == self)
            .expect("every element type is in ELEMENT_TYPES")
    }
}

/// One dimension of an array shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    /// `8`
    Static(i64),
    /// `<=8`: dynamic, at most 8 (buffers are sized by the bound).
    Bounded(i64),
    /// `?`: dynamic without a bound.
    Unbounded,
}

impl Dim {
    /// The static size or the bound; `None` for `?`.
    pub fn bound(self) -> Option<i64> {
        match self {
            Dim::Static(n) | Dim::Bounded(n) => Some(n),
            Dim::Unbounded => None,
        }
    }
    pub fn is_dynamic(self) -> bool {
        !matches!(self, Dim::Static(_))
    }
}

/// An array layout `{minor_to_major:rest}`, e.g. `{1,0:T(8,128)(2,1)S(1)}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Layout {
    pub minor_to_major: Vec<i64>,
    /// Everything after `:` (tiles `T(..)`, element size `E(..)`, memory space `S(..)`,
    /// ...) verbatim, without the colon; empty when there is no colon.
    pub rest: String,
}

impl Layout {
    /// The packed element size of `E(bits)` in the layout suffix, if any.
    pub fn element_size_in_bits(&self) -> Option<u64> {
        let i = self.rest.find("E(")?;
        let tail = &self.rest[i + 2..];
        tail[..tail.find(')')?].parse().ok()
    }
}

/// An array shape: element type, dims, optional layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayShape {
    pub elem: ElementType,
    pub dims: Vec<Dim>,
    pub layout: Option<Layout>,
}

/// An HLO shape: an array (also `token[]`, `opaque[]`) or a tuple of shapes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Array(ArrayShape),
    Tuple(Vec<Shape>),
}

/// Bytes of a pointer, which XLA charges per tuple element (`ByteSizeOf(shape, 8)`).
pub const POINTER_SIZE: u64 = 8;

impl Shape {
    /// A dense array without layout.
    pub fn array(elem: ElementType, dims: &[i64]) -> Shape {
        Shape::Array(ArrayShape {
            elem,
            dims: dims.iter().map(|&d| Dim::Static(d)).collect(),
            layout: None,
        })
    }
    pub fn is_tuple(&self) -> bool {
        matches!(self, Shape::Tuple(_))
    }
    pub fn as_array(&self) -> Option<&ArrayShape> {
        match self {
            Shape::Array(a) => Some(a),
            Shape::Tuple(_) => None,
        }
    }
    pub fn tuple_elements(&self) -> &[Shape] {
        match self {
            Shape::Tuple(t) => t,
            Shape::Array(_) => &[],
        }
    }
    /// The subshape at a tuple index path (`{}` is the shape itself).
    pub fn subshape(&self, index: &[i64]) -> Option<&Shape> {
        let mut s = self;
        for &i in index {
            s = s.tuple_elements().get(usize::try_from(i).ok()?)?;
        }
        Some(s)
    }
    /// Elements of an array (dims at their bounds; `?` counts as 0, like an empty
    /// dim); 0 for a tuple.
    pub fn element_count(&self) -> u64 {
        match self {
            Shape::Array(a) => a
                .dims
                .iter()
                .map(|d| d.bound().unwrap_or(0).max(0) as u64)
                .product(),
            Shape::Tuple(_) => 0,
        }
    }
    /// XLA's `ShapeUtil::ByteSizeOf(shape, 8)`: an array's dense elements (no tiling
    /// padding; packed when the layout says `E(bits)`), a tuple's 8-byte pointer table.
    pub fn byte_size(&self) -> u64 {
        match self {
            Shape::Array(a) => {
                let n = self.element_count();
                match a.layout.as_ref().and_then(Layout::element_size_in_bits) {
                    Some(bits) if bits > 0 => (n * bits).div_ceil(8),
                    _ => n * a.elem.byte_size(),
                }
            }
            Shape::Tuple(t) => POINTER_SIZE * t.len() as u64,
        }
    }
    /// The bytes of every array leaf, summed (a tuple's buffers, not its pointer table).
    pub fn leaf_byte_size(&self) -> u64 {
        match self {
            Shape::Array(_) => self.byte_size(),
            Shape::Tuple(t) => t.iter().map(Shape::leaf_byte_size).sum(),
        }
    }
    /// The array leaves in depth-first order.
    pub fn leaves(&self) -> Vec<&ArrayShape> {
        let mut out = Vec::new();
        self.collect_leaves(&mut out);
        out
    }
    fn collect_leaves<'a>(&'a self, out: &mut Vec<&'a ArrayShape>) {
        match self {
            Shape::Array(a) => out.push(a),
            Shape::Tuple(t) => t.iter().for_each(|s| s.collect_leaves(out)),
        }
    }
    /// Same element types and dims, ignoring layouts.
    pub fn compatible(&self, other: &Shape) -> bool {
        match (self, other) {
            (Shape::Array(a), Shape::Array(b)) => a.elem == b.elem && a.dims == b.dims,
            (Shape::Tuple(a), Shape::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.compatible(y))
            }
            _ => false,
        }
    }
}

/// The parameters and result of a computation (`entry_computation_layout`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramShape {
    pub params: Vec<Shape>,
    pub result: Shape,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_sizes_follow_xla() {
        assert_eq!(Shape::array(ElementType::F32, &[8, 16]).byte_size(), 512);
        assert_eq!(Shape::array(ElementType::BF16, &[3]).byte_size(), 6);
        assert_eq!(Shape::array(ElementType::S4, &[3]).byte_size(), 3);
        assert_eq!(Shape::array(ElementType::Pred, &[]).byte_size(), 1);
        assert_eq!(Shape::array(ElementType::Token, &[]).byte_size(), 0);
        let t = Shape::Tuple(vec![
            Shape::array(ElementType::F32, &[4]),
            Shape::array(ElementType::C64, &[2]),
        ]);
        assert_eq!(t.byte_size(), 16);
        assert_eq!(t.leaf_byte_size(), 32);
        assert_eq!(t.subshape(&[1]).map(Shape::byte_size), Some(16));
        assert_eq!(t.subshape(&[2]), None);
        let packed = Shape::Array(ArrayShape {
            elem: ElementType::S4,
            dims: vec![Dim::Static(5)],
            layout: Some(Layout {
                minor_to_major: vec![0],
                rest: "E(4)".into(),
            }),
        });
        assert_eq!(packed.byte_size(), 3);
    }
}
