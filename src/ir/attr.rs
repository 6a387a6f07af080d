//! Attributes. Everything the tool does not reason about is kept verbatim so that it
//! prints back unchanged; `sdy` attributes are structured ([`crate::ir::sdy`]).

use std::borrow::Cow;
use std::fmt;

use super::location::Location;
use super::sdy::SdyAttr;
use super::types::Type;
use crate::diag::Span;

/// Text of an attribute: borrowed for the spellings that recur in every module (dialect
/// and keyword names, element types, small integers, StableHLO enum values), so that
/// parsing them allocates nothing; owned otherwise. See [`text`].
pub type Text = Cow<'static, str>;

/// `s` as [`Text`]: a static spelling when `s` is one of the common ones.
pub fn text(s: &str) -> Text {
    match known_text(s) {
        Some(k) => Cow::Borrowed(k),
        None => Cow::Owned(s.to_string()),
    }
}

/// The static copy of a common spelling.
pub fn known_text(s: &str) -> Option<&'static str> {
    if let Some(&d) = s.as_bytes().first() {
        if d.is_ascii_digit() && s.len() <= 2 {
            let n = s.parse::<usize>().ok()?;
            return SMALL_INTS.get(n).copied().filter(|k| *k == s);
        }
    }
    KNOWN_TEXT.iter().copied().find(|k| *k == s)
}

/// `0` to `63`.
pub const SMALL_INTS: [&str; 64] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32",
    "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48",
    "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63",
];

/// Common spellings other than integers.
const KNOWN_TEXT: &[&str] = &[
    "stablehlo",
    "sdy",
    "mhlo",
    "chlo",
    "dense",
    "dense_resource",
    "i64",
    "i32",
    "i1",
    "true",
    "false",
    "dot",
    "conv",
    "dot_algorithm",
    "precision DEFAULT",
    "precision HIGH",
    "precision HIGHEST",
    "comparison_direction EQ",
    "comparison_direction NE",
    "comparison_direction GE",
    "comparison_direction GT",
    "comparison_direction LE",
    "comparison_direction LT",
    "comparison_type NOTYPE",
    "comparison_type FLOAT",
    "comparison_type TOTALORDER",
    "comparison_type SIGNED",
    "comparison_type UNSIGNED",
];

/// `name = value` in an attribute dictionary or op property list.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedAttr {
    /// The name as written, without quotes; `quoted` says whether it needed them.
    pub name: String,
    pub quoted: bool,
    pub value: Attr,
    /// Inherent to the op (a property, generic `<{...}>`), as opposed to discardable.
    pub inherent: bool,
    pub span: Span,
}

impl NamedAttr {
    pub fn new(name: impl Into<String>, value: Attr, inherent: bool) -> NamedAttr {
        NamedAttr {
            name: name.into(),
            quoted: false,
            value,
            inherent,
            span: Span::DUMMY,
        }
    }
}

/// An MLIR attribute value.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// A name without value in a dictionary (`{foo}`), or `unit`.
    Unit,
    Bool(bool),
    /// An integer literal as written (`-3`, `0x1F`) and its optional type (`: i64`).
    Int {
        text: String,
        ty: Option<Type>,
    },
    /// A float literal as written (`1.000000e+00`, `0x7F800000`) and its optional type.
    Float {
        text: String,
        ty: Option<Type>,
    },
    /// A string literal, escapes kept as written (between the quotes).
    Str(String),
    Type(Type),
    Array(Vec<Attr>),
    Dict(Vec<NamedAttr>),
    /// `@a` or `@a::@b`, as written.
    SymbolRef(String),
    /// `array<i64: 1, 2>`: element type and literals.
    DenseArray {
        element: Text,
        values: Vec<Text>,
    },
    /// `dense<...> : T`, `dense_resource<...> : T`, `sparse<...> : T`: the keyword, the
    /// body between the angle brackets verbatim, and the type.
    Elements {
        kind: Text,
        body: String,
        ty: Type,
    },
    /// A structured `sdy` attribute.
    Sdy(SdyAttr),
    /// Any other dialect attribute: `#dialect.name<body>`, `#dialect<body>` or `#dialect.name`.
    Dialect {
        dialect: Text,
        name: Option<Text>,
        body: Option<Text>,
    },
    /// A reference to an alias defined at the top of the file (`#map0`).
    Alias(String),
    /// A location used as an attribute (inside `fused<...>` metadata and the like).
    Loc(Box<Location>),
    /// A builtin attribute with its own syntax we keep verbatim (`affine_map<...>`, `strided<...>`).
    Opaque(String),
}

impl Attr {
    pub fn str(s: &str) -> Attr {
        Attr::Str(escape_str(s))
    }

    pub fn int(v: i64, ty: Option<Type>) -> Attr {
        Attr::Int {
            text: v.to_string(),
            ty,
        }
    }

    /// The integer value, if this is an integer (or bool).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Attr::Int { text, .. } => parse_int_literal(text),
            Attr::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }

    /// The string value with escapes resolved, if this is a string.
    pub fn as_str(&self) -> Option<String> {
        match self {
            Attr::Str(s) => Some(unescape_str(s)),
            _ => None,
        }
    }

    /// Integer list from `array<i64: ...>` or `[1, 2]` or `dense<[1, 2]>`.
    pub fn as_i64_list(&self) -> Option<Vec<i64>> {
        match self {
            Attr::DenseArray { values, .. } => {
                values.iter().map(|v| parse_int_literal(v)).collect()
            }
            Attr::Array(items) => items.iter().map(Attr::as_i64).collect(),
            Attr::Elements { kind, body, .. } if kind == "dense" => {
                let inner = body.trim().trim_start_matches('[').trim_end_matches(']');
                if inner.trim().is_empty() {
                    return Some(vec![]);
                }
                inner
                    .split(',')
                    .map(|v| parse_int_literal(v.trim().trim_matches(['[', ']'])))
                    .collect()
            }
            _ => None,
        }
    }

    pub fn as_sdy(&self) -> Option<&SdyAttr> {
        match self {
            Attr::Sdy(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_dict(&self) -> Option<&[NamedAttr]> {
        match self {
            Attr::Dict(d) => Some(d),
            _ => None,
        }
    }
}

/// Parses an MLIR integer literal (`-12`, `0x1F`, `true`, `false`).
pub fn parse_int_literal(s: &str) -> Option<i64> {
    let s = s.trim();
    match s {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let v = if let Some(hex) = digits.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()? as i64
    } else {
        digits.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Resolves MLIR string escapes (`\"`, `\\`, `\n`, `\t`, `\XX` hex).
pub fn unescape_str(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let c = bytes[i + 1];
            match c {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' => out.push(b'"'),
                b'\\' => out.push(b'\\'),
                _ if i + 2 < bytes.len()
                    && c.is_ascii_hexdigit()
                    && bytes[i + 2].is_ascii_hexdigit() =>
                {
                    let h = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("00");
                    out.push(u8::from_str_radix(h, 16).unwrap_or(0));
                    i += 3;
                    continue;
                }
                _ => out.push(c),
            }
            i += 2;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Escapes a string the way MLIR prints it.
pub fn escape_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\0A"),
            b'\t' => out.push_str("\\09"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out
}

/// Whether a dictionary key can be printed bare (`bare-id`), else it needs quotes.
pub fn is_bare_id(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

impl fmt::Display for NamedAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.quoted || !is_bare_id(&self.name) {
            write!(f, "\"{}\"", self.name)?;
        } else {
            f.write_str(&self.name)?;
        }
        if self.value != Attr::Unit {
            write!(f, " = {}", self.value)?;
        }
        Ok(())
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Unit => f.write_str("unit"),
            Attr::Bool(b) => write!(f, "{b}"),
            Attr::Int { text, ty } | Attr::Float { text, ty } => {
                f.write_str(text)?;
                match ty {
                    Some(t) => write!(f, " : {t}"),
                    None => Ok(()),
                }
            }
            Attr::Str(s) => write!(f, "\"{s}\""),
            Attr::Type(t) => write!(f, "{t}"),
            Attr::Array(items) => {
                f.write_str("[")?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("]")
            }
            Attr::Dict(entries) => write_dict(f, entries),
            Attr::SymbolRef(s) => f.write_str(s),
            Attr::DenseArray { element, values } => {
                write!(f, "array<{element}")?;
                if !values.is_empty() {
                    write!(f, ": {}", values.join(", "))?;
                }
                f.write_str(">")
            }
            Attr::Elements { kind, body, ty } => write!(f, "{kind}<{body}> : {ty}"),
            Attr::Sdy(s) => write!(f, "{s}"),
            Attr::Dialect {
                dialect,
                name,
                body,
            } => {
                write!(f, "#{dialect}")?;
                if let Some(n) = name {
                    write!(f, ".{n}")?;
                }
                if let Some(b) = body {
                    write!(f, "<{b}>")?;
                }
                Ok(())
            }
            Attr::Alias(a) => write!(f, "#{a}"),
            Attr::Loc(l) => write!(f, "loc({l})"),
            Attr::Opaque(s) => f.write_str(s),
        }
    }
}

/// `{a = 1, b}`.
pub fn write_dict(f: &mut fmt::Formatter<'_>, entries: &[NamedAttr]) -> fmt::Result {
    f.write_str("{")?;
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{e}")?;
    }
    f.write_str("}")
}

/// Looks up a named attribute in a list.
pub fn find<'a>(attrs: &'a [NamedAttr], name: &str) -> Option<&'a NamedAttr> {
    attrs.iter().find(|a| a.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_round_trip() {
        let s = "a\"b\\c\nd";
        assert_eq!(unescape_str(&escape_str(s)), s);
        assert_eq!(unescape_str("params[\\22w\\22]"), "params[\"w\"]");
    }

    #[test]
    fn int_literals() {
        assert_eq!(parse_int_literal("-12"), Some(-12));
        assert_eq!(parse_int_literal("0x1F"), Some(31));
        assert_eq!(Attr::int(3, None).as_i64(), Some(3));
    }

    /// Every op keeps its attributes in a list of `NamedAttr`, and every pass that reads
    /// an op's attributes reads that memory: rare large variants (a sharding rule, an
    /// inlined mesh) are boxed so they do not set the size of every entry.
    #[test]
    fn attribute_entries_stay_small() {
        use std::mem::size_of;
        let sizes = (size_of::<NamedAttr>(), size_of::<Attr>());
        assert!(
            sizes.0 <= 144 && sizes.1 <= 104,
            "(NamedAttr, Attr) = {sizes:?}"
        );
    }
}
