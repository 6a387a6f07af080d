//! A byte-level cursor over MLIR text. MLIR's token boundaries depend on context
//! (`8x16xf32`, `"x":(1)2`, `{i=8}`), so the parsers read bytes, not a token stream: no
//! char decoding (every token starts with an ASCII byte; UTF-8 only occurs inside
//! strings, which are skipped as bytes), no allocation, character classes by table.

use crate::diag::{Diagnostic, Span};

/// Result of a parse step; the error is the diagnostic to report.
pub type PResult<T> = Result<T, Diagnostic>;

#[derive(Clone)]
pub struct Cursor<'a> {
    pub src: &'a str,
    pub pos: usize,
}

/// Character classes of the identifier-like tokens, one table lookup per byte.
const IDENT_START: u8 = 1;
const IDENT: u8 = 2;
const SUFFIX: u8 = 4;
const WORD: u8 = 8;

const fn class_table() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let alnum = b.is_ascii_alphanumeric();
        let mut k = 0;
        if alpha || b == b'_' {
            k |= IDENT_START;
        }
        if alnum || b == b'_' || b == b'$' || b == b'.' {
            k |= IDENT;
        }
        if alnum || b == b'_' || b == b'$' || b == b'.' || b == b'-' {
            k |= SUFFIX;
        }
        if alnum || b == b'_' || b == b'$' {
            k |= WORD;
        }
        t[c] = k;
        c += 1;
    }
    t
}

static CLASS: [u8; 256] = class_table();

#[inline]
pub fn is_ident_start(c: u8) -> bool {
    CLASS[c as usize] & IDENT_START != 0
}

#[inline]
pub fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & IDENT != 0
}

/// Characters allowed in SSA names and block labels after `%` / `^`.
#[inline]
pub fn is_suffix_char(c: u8) -> bool {
    CLASS[c as usize] & SUFFIX != 0
}

/// The end of the run of bytes of character class `class` starting at `from`.
#[inline]
fn run_end(b: &[u8], from: usize, class: u8) -> usize {
    let rest = b.get(from..).unwrap_or_default();
    rest.iter()
        .position(|&c| CLASS[c as usize] & class == 0)
        .map_or(b.len(), |k| from + k)
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Cursor<'a> {
        Cursor { src, pos: 0 }
    }

    pub fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    pub fn at_end(&mut self) -> bool {
        self.skip_trivia();
        self.pos >= self.src.len()
    }

    /// Skips whitespace and `//` comments.
    #[inline]
    pub fn skip_trivia(&mut self) {
        // Most tokens follow a token or a single space: decide that without a loop.
        let b = self.src.as_bytes();
        match b.get(self.pos) {
            Some(&c) if c > b' ' && c != b'/' => {}
            None => {}
            Some(b' ') if b.get(self.pos + 1).is_some_and(|&c| c > b' ' && c != b'/') => {
                self.pos += 1
            }
            _ => self.skip_trivia_slow(),
        }
    }

    #[cold]
    fn skip_trivia_slow(&mut self) {
        let b = self.src.as_bytes();
        loop {
            while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if b[self.pos..].starts_with(b"//") {
                while self.pos < b.len() && b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    /// The next byte after trivia, without consuming it.
    #[inline]
    pub fn peek(&mut self) -> Option<u8> {
        self.skip_trivia();
        self.src.as_bytes().get(self.pos).copied()
    }

    /// The byte right at the cursor (no trivia skipped).
    #[inline]
    pub fn peek_raw(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    #[inline]
    pub fn starts_with(&mut self, s: &str) -> bool {
        self.skip_trivia();
        self.src.as_bytes()[self.pos..].starts_with(s.as_bytes())
    }

    /// Consumes `s` (punctuation) if it comes next.
    #[inline]
    pub fn eat(&mut self, s: &str) -> bool {
        if self.starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it comes next as a whole word.
    pub fn eat_kw(&mut self, kw: &str) -> bool {
        self.skip_trivia();
        let r = self.rest().as_bytes();
        // Keywords are short: compared in line rather than by a `memcmp` call.
        let head = r.get(..kw.len());
        if head.is_some_and(|h| h.iter().zip(kw.as_bytes()).all(|(a, b)| a == b))
            && r.get(kw.len()).is_none_or(|&c| !is_ident_char(c))
        {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    pub fn peek_kw(&mut self, kw: &str) -> bool {
        let save = self.pos;
        let r = self.eat_kw(kw);
        self.pos = save;
        r
    }

    /// A span covering the next character (after trivia). Taken ahead of most parse
    /// steps for their diagnostics, so the common case (an ASCII byte) is in line.
    #[inline(always)]
    pub fn span_here(&mut self) -> Span {
        self.skip_trivia();
        match self.src.as_bytes().get(self.pos) {
            Some(&c) if c < 0x80 => Span::new(self.pos, self.pos + 1),
            _ => self.span_here_other(),
        }
    }

    /// [`Cursor::span_here`] at the end of the text (empty) or before a non-ASCII char.
    #[cold]
    fn span_here_other(&self) -> Span {
        let len = self.rest().chars().next().map_or(0, char::len_utf8);
        Span::new(self.pos, self.pos + len)
    }

    pub fn err<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.span_here(), msg))
    }

    /// A description of what comes next, for "expected X, found Y" messages.
    pub fn found(&mut self) -> String {
        self.skip_trivia();
        let r = self.rest();
        if r.is_empty() {
            return "end of file".into();
        }
        let tok: String = if r.as_bytes()[0].is_ascii_alphanumeric() || r.as_bytes()[0] == b'_' {
            r.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
                .take(24)
                .collect()
        } else {
            r.chars().take(1).collect()
        };
        format!("'{tok}'")
    }

    #[inline]
    pub fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.expected(s)
        }
    }

    #[cold]
    fn expected(&mut self, s: &str) -> PResult<()> {
        let f = self.found();
        self.err(format!("expected '{s}', found {f}"))
    }

    pub fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            let f = self.found();
            self.err(format!("expected '{kw}', found {f}"))
        }
    }

    /// A bare identifier `[A-Za-z_][A-Za-z0-9_$.]*`.
    pub fn ident(&mut self) -> Option<&'a str> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        if self.pos < b.len() && is_ident_start(b[self.pos]) {
            let start = self.pos;
            // Most op names start with `stablehlo.`, ten identifier bytes compared as
            // two words rather than classified one by one.
            let from = if b[start..].starts_with(b"stablehlo.") {
                start + 10
            } else {
                start + 1
            };
            self.pos = run_end(b, from, IDENT);
            Some(&self.src[start..self.pos])
        } else {
            None
        }
    }

    /// An identifier without dots (`[A-Za-z_][A-Za-z0-9_$]*`), for keywords like `p1`.
    pub fn word(&mut self) -> Option<&'a str> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        if self.pos < b.len() && is_ident_start(b[self.pos]) {
            let start = self.pos;
            self.pos = run_end(b, start + 1, WORD);
            Some(&self.src[start..self.pos])
        } else {
            None
        }
    }

    pub fn expect_ident(&mut self, what: &str) -> PResult<&'a str> {
        match self.ident() {
            Some(s) => Ok(s),
            None => {
                let f = self.found();
                self.err(format!("expected {what}, found {f}"))
            }
        }
    }

    /// A string literal; returns the raw text between the quotes (escapes kept).
    pub fn string(&mut self) -> PResult<&'a str> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        if b.get(self.pos) != Some(&b'"') {
            let f = self.found();
            return self.err(format!("expected string literal, found {f}"));
        }
        let start = self.pos + 1;
        let mut i = start;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    self.pos = i + 1;
                    return Ok(&self.src[start..i]);
                }
                b'\\' => i += 2,
                b'\n' => break,
                _ => i += 1,
            }
        }
        Err(Diagnostic::error(
            Span::new(start - 1, start),
            "unterminated string literal",
        ))
    }

    /// An integer literal (optionally negative, decimal or hex) as text.
    pub fn int_text(&mut self) -> Option<&'a str> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut i = self.pos;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        if b.get(i..i + 2) == Some(b"0x") && b.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit()) {
            i += 2;
            while i < b.len() && b[i].is_ascii_hexdigit() {
                i += 1;
            }
        } else {
            let d = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if i == d {
                return None;
            }
        }
        self.pos = i;
        Some(&self.src[start..i])
    }

    pub fn int(&mut self) -> PResult<i64> {
        // Fast path: a short unsigned decimal (dimension numbers, result indices).
        self.skip_trivia();
        let b = self.src.as_bytes();
        let mut i = self.pos;
        let mut v: i64 = 0;
        while i < b.len() && i - self.pos < 18 && b[i].is_ascii_digit() {
            v = v * 10 + (b[i] - b'0') as i64;
            i += 1;
        }
        let plain = i > self.pos
            && !(b[self.pos] == b'0' && b.get(self.pos + 1) == Some(&b'x'))
            && b.get(i).is_none_or(|c| !c.is_ascii_digit());
        if plain {
            self.pos = i;
            return Ok(v);
        }
        let at = self.span_here();
        match self.int_text() {
            Some(t) => crate::ir::attr::parse_int_literal(t).ok_or_else(|| {
                Diagnostic::error(at, format!("integer literal '{t}' is out of range"))
            }),
            None => {
                let f = self.found();
                self.err(format!("expected integer, found {f}"))
            }
        }
    }

    /// A numeric literal (integer or float, `1.0e-5`, `-inf` is not MLIR syntax);
    /// returns (text, is_float).
    pub fn number(&mut self) -> Option<(&'a str, bool)> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut i = self.pos;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        if b.get(i..i + 2) == Some(b"0x") {
            return self.int_text().map(|t| (t, false));
        }
        let d = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == d {
            return None;
        }
        let mut float = false;
        if b.get(i) == Some(&b'.') {
            float = true;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
        if float && matches!(b.get(i), Some(b'e' | b'E')) {
            let mut j = i + 1;
            if matches!(b.get(j), Some(b'+' | b'-')) {
                j += 1;
            }
            if b.get(j).is_some_and(|c| c.is_ascii_digit()) {
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                i = j;
            }
        }
        self.pos = i;
        Some((&self.src[start..i], float))
    }

    /// A name after a sigil (`%0`, `%arg1`, `^bb0`, `@main`): returns the suffix.
    pub fn sigil_name(&mut self, sigil: u8) -> Option<&'a str> {
        self.skip_trivia();
        let b = self.src.as_bytes();
        if b.get(self.pos) != Some(&sigil) {
            return None;
        }
        let start = self.pos + 1;
        if sigil == b'@' && b.get(start) == Some(&b'"') {
            // @"quoted symbol"
            let save = self.pos;
            self.pos = start;
            return match self.string() {
                Ok(_) => Some(&self.src[start..self.pos]),
                Err(_) => {
                    self.pos = save;
                    None
                }
            };
        }
        let i = run_end(b, start, SUFFIX);
        if i == start {
            return None;
        }
        self.pos = i;
        Some(&self.src[start..i])
    }

    /// A symbol name after `@` (`@main`, `@"-1main"`), without its quotes: the text a
    /// `sym_name` string attribute holds (escapes kept as written).
    pub fn symbol_name(&mut self) -> Option<&'a str> {
        let n = self.sigil_name(b'@')?;
        Some(
            n.strip_prefix('"')
                .and_then(|n| n.strip_suffix('"'))
                .unwrap_or(n),
        )
    }

    /// The raw text of a balanced body starting right after an opening `<` (already
    /// consumed) up to the matching `>` (consumed, not included). Nested `<>()[]{}` and
    /// strings are skipped; `->` never closes (inside any bracket, as in
    /// `#sdy.propagation_edges<[{step-0 = [{"x" = operand-0 -> [result-0]}]}]>`).
    pub fn balanced_angle_body(&mut self) -> PResult<&'a str> {
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut stack: Vec<u8> = vec![b'>'];
        let mut i = self.pos;
        while i < b.len() {
            let c = b[i];
            match c {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'>' if i > start && b[i - 1] == b'-' => {}
                b'>' | b')' | b']' | b'}' => {
                    if stack.last() == Some(&c) {
                        stack.pop();
                        if stack.is_empty() {
                            self.pos = i + 1;
                            return Ok(&self.src[start..i]);
                        }
                    } else {
                        return Err(Diagnostic::error(
                            Span::new(i, i + 1),
                            format!("unbalanced '{}' in attribute body", c as char),
                        ));
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Err(Diagnostic::error(
            Span::new(start, start + 1),
            "unterminated '<' body",
        ))
    }
}
