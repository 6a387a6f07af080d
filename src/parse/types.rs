//! Types: `tensor<8x?xf32>`, `tuple<...>`, scalars, function types, `!dialect.type`.

use std::borrow::Cow;

use super::{PResult, Parser};
use crate::diag::Diagnostic;
use crate::ir::types::{Dim, ElementType, Signedness, TensorType, Type};

impl Parser<'_> {
    /// A type. Types repeat across a module (every op spells its operand and result
    /// types), so each distinct spelling is parsed once and then cloned from a cache.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.c.skip_trivia();
        let start = self.c.pos;
        let b = self.c.src.as_bytes();
        if b[start..].starts_with(b"tensor<") {
            // The spelling ends at the first '>' unless it nests (`complex<`, encodings):
            // one pass over the bytes finds which and hashes the spelling on the way.
            let (i, hash) = scan_tensor_spelling(b, start + 7);
            if b.get(i) == Some(&b'>') {
                let end = i + 1;
                let key = Spelling {
                    hash,
                    text: &self.c.src[start..end],
                };
                if let Some(t) = self.type_cache.get(&key) {
                    let t = t.clone();
                    self.c.pos = end;
                    return Ok(t);
                }
                let t = self.parse_type_uncached()?;
                if self.c.pos == end {
                    self.type_cache.insert(key, t.clone());
                }
                return Ok(t);
            }
        }
        self.parse_type_uncached()
    }

    fn parse_type_uncached(&mut self) -> PResult<Type> {
        let at = self.c.span_here();
        match self.c.peek() {
            Some(b'(') => return self.parse_function_type(),
            Some(b'!') => {
                // Dialect type or alias: keep verbatim.
                let start = self.c.pos;
                self.c.pos += 1;
                let _ = self.c.ident().or_else(|| self.c.sigil_name(b'!'));
                if self.c.peek_raw() == Some(b'<') {
                    self.c.pos += 1;
                    self.c.balanced_angle_body()?;
                }
                return Ok(Type::Opaque(self.c.src[start..self.c.pos].to_string()));
            }
            _ => {}
        }
        let Some(word) = self.c.word() else {
            let f = self.c.found();
            return Err(Diagnostic::error(at, format!("expected type, found {f}")));
        };
        match word {
            "tensor" => self.parse_tensor_body(),
            "tuple" => {
                self.c.expect("<")?;
                let mut ts = Vec::new();
                if !self.c.eat(">") {
                    loop {
                        ts.push(self.parse_type()?);
                        if !self.c.eat(",") {
                            break;
                        }
                    }
                    self.c.expect(">")?;
                }
                Ok(Type::Tuple(ts))
            }
            "none" => Ok(Type::None),
            "complex" => {
                self.c.expect("<")?;
                let e = self.parse_element_type()?;
                self.c.expect(">")?;
                Ok(Type::Scalar(ElementType::Complex(Box::new(e))))
            }
            "memref" | "vector" => {
                let start = at.start as usize;
                self.c.expect("<")?;
                self.c.balanced_angle_body()?;
                Ok(Type::Opaque(self.c.src[start..self.c.pos].to_string()))
            }
            w => match scalar(w) {
                Some(e) => Ok(Type::Scalar(e)),
                None => Err(Diagnostic::error(at, format!("unknown type '{w}'"))),
            },
        }
    }

    /// `(T, U) -> V` or `(T) -> (U, V)`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let ins = self.parse_paren_type_list()?;
        self.c.expect("->")?;
        let outs = self.parse_result_types()?;
        Ok(Type::Function(ins, outs))
    }

    /// `(T, U) -> V` split into inputs and results.
    pub fn parse_function_sig(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let ins = self.parse_paren_type_list()?;
        self.c.expect("->")?;
        let outs = self.parse_result_types()?;
        Ok((ins, outs))
    }

    /// `(T, U) -> R` after the operands `operands` of an op: checks that the operands
    /// have the input types (after the whole signature parsed, as `check_operand_types`
    /// after `parse_function_sig`) and returns the result types. The inputs are read
    /// into a buffer reused across ops.
    pub fn parse_function_sig_for(
        &mut self,
        operands: &[crate::ir::ValueId],
        at: crate::diag::Span,
    ) -> PResult<Vec<Type>> {
        let mut ins = std::mem::take(&mut self.type_scratch);
        ins.clear();
        let r = self.paren_types_into(&mut ins).and_then(|()| {
            self.c.expect("->")?;
            let outs = self.parse_result_types()?;
            self.check_operand_types(operands, &ins, at)?;
            Ok(outs)
        });
        ins.clear();
        self.type_scratch = ins;
        r
    }

    /// `(T, U)` (possibly empty) appended to `ts`.
    fn paren_types_into(&mut self, ts: &mut Vec<Type>) -> PResult<()> {
        self.c.expect("(")?;
        if self.c.eat(")") {
            return Ok(());
        }
        loop {
            ts.push(self.parse_type()?);
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect(")")
    }

    /// `(T, U)` (possibly empty).
    pub fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        self.c.expect("(")?;
        if self.c.eat(")") {
            return Ok(Vec::new());
        }
        let mut ts = Vec::with_capacity(4);
        loop {
            ts.push(self.parse_type()?);
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect(")")?;
        Ok(ts)
    }

    /// Results after `->`: a single type, or a parenthesised list.
    pub fn parse_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.c.peek() == Some(b'(') {
            // `(T) -> U` is a function type; `(T, U)` a list. Look ahead.
            let save = self.c.pos;
            let list = self.parse_paren_type_list()?;
            if self.c.starts_with("->") {
                self.c.pos = save;
                return Ok(vec![self.parse_function_type()?]);
            }
            Ok(list)
        } else {
            let t = self.parse_type()?;
            Ok(self.type_list_of(t))
        }
    }

    /// Comma-separated types (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut ts = vec![self.parse_type()?];
        while self.c.eat(",") {
            ts.push(self.parse_type()?);
        }
        Ok(ts)
    }

    fn parse_tensor_body(&mut self) -> PResult<Type> {
        self.c.expect("<")?;
        if self.c.eat("*") {
            self.c.expect("x")?;
            let e = self.parse_element_type()?;
            self.c.expect(">")?;
            return Ok(Type::UnrankedTensor(e));
        }
        let mut shape = Vec::new();
        loop {
            self.c.skip_trivia();
            let b = self.c.peek_raw();
            if b == Some(b'?') {
                self.c.pos += 1;
                shape.push(Dim::Dynamic);
            } else if b.is_some_and(|c| c.is_ascii_digit()) {
                let start = self.c.pos;
                let bytes = self.c.src.as_bytes();
                let mut i = start;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                let n: i64 = self.c.src[start..i].parse().map_err(|_| {
                    Diagnostic::error(self.c.span_here(), "dimension size out of range")
                })?;
                self.c.pos = i;
                shape.push(Dim::Static(n));
            } else {
                break;
            }
            if self.c.peek_raw() != Some(b'x') {
                return self.c.err("expected 'x' in a tensor shape");
            }
            self.c.pos += 1;
        }
        let element = self.parse_element_type()?;
        let encoding = if self.c.eat(",") {
            let start = self.c.pos;
            self.parse_attr()?;
            Some(self.c.src[start..self.c.pos].trim().to_string())
        } else {
            None
        };
        self.c.expect(">")?;
        Ok(Type::tensor(TensorType {
            shape,
            element,
            encoding,
        }))
    }

    pub fn parse_element_type(&mut self) -> PResult<ElementType> {
        let at = self.c.span_here();
        if self.c.peek() == Some(b'!') {
            let start = self.c.pos;
            self.parse_type()?;
            return Ok(ElementType::Other(
                self.c.src[start..self.c.pos].to_string(),
            ));
        }
        let Some(w) = self.c.word() else {
            let f = self.c.found();
            return Err(Diagnostic::error(
                at,
                format!("expected element type, found {f}"),
            ));
        };
        if w == "complex" {
            self.c.expect("<")?;
            let e = self.parse_element_type()?;
            self.c.expect(">")?;
            return Ok(ElementType::Complex(Box::new(e)));
        }
        scalar(w).ok_or_else(|| Diagnostic::error(at, format!("unknown element type '{w}'")))
    }
}

/// A tensor type's spelling, the key of the parser's type cache, with the hash
/// [`scan_tensor_spelling`] computed while it looked for the spelling's end (the map
/// hashes that word, not the text again; equal keys compare the text).
#[derive(Clone, Copy)]
pub struct Spelling<'a> {
    hash: u64,
    text: &'a str,
}

impl PartialEq for Spelling<'_> {
    fn eq(&self, o: &Self) -> bool {
        self.hash == o.hash && self.text == o.text
    }
}

impl Eq for Spelling<'_> {}

impl std::hash::Hash for Spelling<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write_u64(self.hash)
    }
}

/// The first `<` or `>` at or after `from` (or `b.len()`) and a hash of the bytes before
/// it, eight bytes at a time (FxHash's multiply-rotate per word; a word holding the
/// end is found by the classic has-zero-byte test and masked to the bytes before it).
fn scan_tensor_spelling(b: &[u8], from: usize) -> (usize, u64) {
    const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let zero_byte = |x: u64| x.wrapping_sub(ONES) & !x & HIGH;
    let mut h = 0u64;
    let mut i = from;
    while let Some(chunk) = b.get(i..i + 8) {
        let w = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // The lowest flagged byte is exact (a false flag only follows a true one).
        let m = zero_byte(w ^ (ONES * b'<' as u64)) | zero_byte(w ^ (ONES * b'>' as u64));
        if m != 0 {
            let k = (m.trailing_zeros() / 8) as usize;
            if k > 0 {
                let head = w & (u64::MAX >> (64 - 8 * k));
                h = (h.rotate_left(5) ^ head).wrapping_mul(K);
            }
            return (i + k, h ^ (i + k - from) as u64);
        }
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
        i += 8;
    }
    while i < b.len() && b[i] != b'>' && b[i] != b'<' {
        h = (h.rotate_left(5) ^ b[i] as u64).wrapping_mul(K);
        i += 1;
    }
    (i, h ^ (i - from) as u64)
}

/// Builtin scalar types: floats, integers, index.
pub fn scalar(w: &str) -> Option<ElementType> {
    if w == "index" {
        return Some(ElementType::Index);
    }
    for (prefix, s) in [
        ("si", Signedness::Signed),
        ("ui", Signedness::Unsigned),
        ("i", Signedness::Signless),
    ] {
        if let Some(n) = w.strip_prefix(prefix) {
            if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) {
                let width: u32 = n.parse().ok()?;
                return Some(ElementType::Int {
                    signedness: s,
                    width,
                });
            }
        }
    }
    const BUILTIN_FLOATS: &[&str] = &["f16", "bf16", "f32", "f64", "f80", "f128", "tf32"];
    if let Some(&s) = BUILTIN_FLOATS.iter().find(|&&f| f == w) {
        return Some(ElementType::Float(Cow::Borrowed(s)));
    }
    let is_float = w.starts_with("f8E") || w.starts_with("f6E") || w.starts_with("f4E");
    is_float.then(|| ElementType::Float(Cow::Owned(w.to_string())))
}
