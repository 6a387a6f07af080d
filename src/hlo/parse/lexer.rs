//! A byte cursor over HLO text: trivia (whitespace, `/*...*/` and `//` comments), names,
//! integers, quoted strings and balanced verbatim values.

use crate::diag::{Diagnostic, Span};

/// Result of a parse step; the error is the diagnostic to report.
pub type PResult<T> = Result<T, Diagnostic>;

#[derive(Clone)]
pub struct Cursor<'a> {
    pub src: &'a str,
    pub pos: usize,
}

/// Characters of an HLO name after its first (`add.5`, `all-reduce-start.1`).
pub fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-')
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Cursor<'a> {
        Cursor { src, pos: 0 }
    }

    fn bytes(&self) -> &'a [u8] {
        self.src.as_bytes()
    }

    /// Skips whitespace and comments.
    pub fn skip_trivia(&mut self) {
        let b = self.bytes();
        loop {
            while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            let rest = &b[self.pos..];
            if rest.starts_with(b"/*") {
                self.pos = match self.src[self.pos + 2..].find("*/") {
                    Some(e) => self.pos + 2 + e + 2,
                    None => b.len(),
                };
            } else if rest.starts_with(b"//") {
                while self.pos < b.len() && b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    /// The next byte after trivia.
    pub fn peek(&mut self) -> Option<u8> {
        self.skip_trivia();
        self.bytes().get(self.pos).copied()
    }

    pub fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    pub fn starts_with(&mut self, s: &str) -> bool {
        self.skip_trivia();
        self.src[self.pos..].starts_with(s)
    }

    /// Consumes `s` if it comes next (after trivia).
    pub fn eat(&mut self, s: &str) -> bool {
        if self.starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// A span of `n` bytes at the cursor (after trivia), clamped to the text.
    pub fn here(&mut self, n: usize) -> Span {
        self.skip_trivia();
        Span::new(self.pos, (self.pos + n).min(self.src.len()))
    }

    pub fn error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let n = self.token_len().max(1);
        Diagnostic::error(self.here(n), msg)
    }

    /// Length of the word at the cursor (for error spans).
    fn token_len(&self) -> usize {
        self.bytes()[self.pos..]
            .iter()
            .take_while(|&&c| is_name_char(c) || c == b'%')
            .count()
    }

    /// `expected WHAT, found NEXT` at the cursor.
    pub fn unexpected(&mut self, what: &str) -> Diagnostic {
        let found = self.describe_next();
        self.error(format!("expected {what}, found {found}"))
    }

    pub fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            let found = self.describe_next();
            Err(self.error(format!("expected '{s}', found {found}")))
        }
    }

    /// A short description of what comes next, for messages.
    pub fn describe_next(&mut self) -> String {
        self.skip_trivia();
        match self.bytes().get(self.pos) {
            None => "end of file".into(),
            Some(_) => {
                let n = self.token_len();
                let end = if n == 0 {
                    let c = self.src[self.pos..]
                        .chars()
                        .next()
                        .map_or(1, char::len_utf8);
                    self.pos + c
                } else {
                    self.pos + n
                };
                format!("'{}'", &self.src[self.pos..end])
            }
        }
    }

    /// A name: optional `%`, then `[A-Za-z_][A-Za-z0-9_.-]*` (also leading digits, as
    /// XLA allows for generated names). Returns the name without `%` and its span.
    pub fn name(&mut self) -> PResult<(String, Span)> {
        self.skip_trivia();
        let start = self.pos;
        let pct = self.bytes().get(self.pos) == Some(&b'%');
        let first = self.pos + usize::from(pct);
        let b = self.bytes();
        let mut end = first;
        while end < b.len() && is_name_char(b[end]) {
            end += 1;
        }
        if end == first || b[first] == b'-' || b[first] == b'.' {
            return Err(Diagnostic::error(
                Span::new(start, (start + 1).min(b.len())),
                format!("expected a name, found {}", self.describe_next()),
            ));
        }
        self.pos = end;
        Ok((self.src[first..end].to_string(), Span::new(start, end)))
    }

    /// Whether a name (with or without `%`) comes next.
    pub fn at_name(&mut self) -> bool {
        self.skip_trivia();
        let b = &self.bytes()[self.pos..];
        let b = b.strip_prefix(b"%").unwrap_or(b);
        b.first()
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
    }

    /// A word of name characters without `%` (keys, opcodes, element types).
    pub fn word(&mut self) -> &'a str {
        self.skip_trivia();
        let b = self.bytes();
        let start = self.pos;
        while self.pos < b.len() && is_name_char(b[self.pos]) {
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    /// A word of `[A-Za-z0-9_]` only (element types: `f32[` must not eat `[`).
    pub fn alnum(&mut self) -> &'a str {
        self.skip_trivia();
        let b = self.bytes();
        let start = self.pos;
        while self.pos < b.len() && (b[self.pos].is_ascii_alphanumeric() || b[self.pos] == b'_') {
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    /// A signed decimal integer.
    pub fn int(&mut self) -> PResult<i64> {
        self.skip_trivia();
        let b = self.bytes();
        let start = self.pos;
        let mut end = start;
        if end < b.len() && (b[end] == b'-' || b[end] == b'+') {
            end += 1;
        }
        let digits = end;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        if end == digits {
            return Err(self.unexpected("an integer"));
        }
        match self.src[start..end].parse() {
            Ok(v) => {
                self.pos = end;
                Ok(v)
            }
            Err(_) => Err(Diagnostic::error(
                Span::new(start, end),
                "integer out of range",
            )),
        }
    }

    /// A comma-separated list of integers between `open` and `close` (`{1,0}`, `[2,4]`).
    pub fn int_list(&mut self, open: &str, close: &str) -> PResult<Vec<i64>> {
        self.expect(open)?;
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(self.int()?);
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    /// A double-quoted string (escapes kept as written); returns the text with quotes.
    pub fn string(&mut self) -> PResult<&'a str> {
        self.skip_trivia();
        let start = self.pos;
        if self.bytes().get(start) != Some(&b'"') {
            return Err(self.unexpected("a string"));
        }
        let end = string_end(self.bytes(), start)
            .ok_or_else(|| Diagnostic::error(Span::new(start, start + 1), "unterminated string"))?;
        self.pos = end;
        Ok(&self.src[start..end])
    }

    /// A verbatim value: everything up to a `,` or whitespace at bracket depth 0, or an
    /// unmatched closing bracket; brackets must balance and strings close.
    pub fn verbatim_value(&mut self) -> PResult<(&'a str, Span)> {
        self.skip_trivia();
        if self.src[self.pos..].starts_with("mesh[") {
            return self.mesh_value();
        }
        let b = self.bytes();
        let start = self.pos;
        let mut stack: Vec<(u8, usize)> = Vec::new();
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            match c {
                b'"' => {
                    i = string_end(b, i).ok_or_else(|| {
                        Diagnostic::error(Span::new(i, i + 1), "unterminated string")
                    })?;
                    continue;
                }
                b'{' | b'(' | b'[' => stack.push((c, i)),
                b'}' | b')' | b']' => match stack.pop() {
                    Some((o, _)) if matching(o) == c => {}
                    Some((o, at)) => {
                        return Err(Diagnostic::error(
                            Span::new(i, i + 1),
                            format!("'{}' closes '{}'", c as char, o as char),
                        )
                        .with_note("opened here", Some(Span::new(at, at + 1))))
                    }
                    None => break,
                },
                b'\n' if !stack.is_empty() && self.instruction_at_line(i + 1) => {
                    let (o, at) = stack[stack.len() - 1];
                    return Err(Diagnostic::error(
                        Span::new(at, at + 1),
                        format!(
                            "unbalanced '{}': no matching '{}' before the next instruction",
                            o as char,
                            matching(o) as char
                        ),
                    ));
                }
                b',' if stack.is_empty() => break,
                c if c.is_ascii_whitespace() && stack.is_empty() => {
                    // `mesh['x'=2,'y'=4] {'y'}`: a value may continue with a brace
                    // group on the same line.
                    let gap = b[i..].iter().take_while(|&&c| c == b' ').count();
                    if b.get(i + gap) == Some(&b'{') && i > start {
                        i += gap;
                        continue;
                    }
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        if let Some(&(o, at)) = stack.last() {
            return Err(Diagnostic::error(
                Span::new(at, at + 1),
                format!(
                    "unbalanced '{}': no matching '{}'",
                    o as char,
                    matching(o) as char
                ),
            ));
        }
        if i == start {
            return Err(self.unexpected("a value"));
        }
        self.pos = i;
        Ok((&self.src[start..i], Span::new(start, i)))
    }

    /// Whether the line starting at `at` starts an instruction (`[ROOT] %name = shape`).
    fn instruction_at_line(&self, at: usize) -> bool {
        let mut probe = Cursor {
            src: self.src,
            pos: at.min(self.src.len()),
        };
        super::instr::at_instruction(&mut probe)
    }

    /// A mesh-form replica group list, which has a comma and a space at depth 0:
    /// `mesh['a'=2,'b'=4][, device_ids=(...)] {'b'}`.
    fn mesh_value(&mut self) -> PResult<(&'a str, Span)> {
        let start = self.pos;
        self.pos += 4;
        self.balanced_group()?;
        let mut probe = self.clone();
        if probe.eat(",") && probe.word() == "device_ids" && probe.eat("=") {
            probe.skip_trivia();
            probe.balanced_group()?;
            *self = probe;
        }
        self.skip_trivia();
        self.balanced_group()?;
        Ok((&self.src[start..self.pos], Span::new(start, self.pos)))
    }

    /// One bracketed group (`[..]`, `(..)` or `{..}`, nesting and strings inside) at the
    /// cursor.
    fn balanced_group(&mut self) -> PResult<()> {
        let b = self.bytes();
        let start = self.pos;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < b.len() {
            match b[i] {
                b'"' | b'\'' => {
                    let q = b[i];
                    i +=
                        1 + self.src[i + 1..].find(q as char).ok_or_else(|| {
                            Diagnostic::error(Span::new(i, i + 1), "unterminated string")
                        })? + 1;
                    continue;
                }
                c @ (b'{' | b'(' | b'[') => stack.push(matching(c)),
                c @ (b'}' | b')' | b']') => {
                    if stack.pop() != Some(c) {
                        return Err(Diagnostic::error(
                            Span::new(i, i + 1),
                            format!("unexpected '{}'", c as char),
                        ));
                    }
                    if stack.is_empty() {
                        self.pos = i + 1;
                        return Ok(());
                    }
                }
                _ if stack.is_empty() => return Err(self.unexpected("'[', '(' or '{'")),
                _ => {}
            }
            i += 1;
        }
        Err(Diagnostic::error(
            Span::new(start, start + 1),
            "unbalanced bracket: no matching close",
        ))
    }

    /// The text up to the `)` matching an already consumed `(` (for constant literals),
    /// consuming the `)`.
    pub fn until_close_paren(&mut self, open: usize) -> PResult<&'a str> {
        let b = self.bytes();
        let start = self.pos;
        let mut depth = 0usize;
        let mut i = start;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i = string_end(b, i).ok_or_else(|| {
                        Diagnostic::error(Span::new(i, i + 1), "unterminated string")
                    })?;
                    continue;
                }
                b'(' | b'{' | b'[' => depth += 1,
                b')' if depth == 0 => {
                    self.pos = i + 1;
                    return Ok(self.src[start..i].trim());
                }
                b')' | b'}' | b']' => depth = depth.saturating_sub(1),
                _ => {}
            }
            i += 1;
        }
        Err(Diagnostic::error(
            Span::new(open, open + 1),
            "unbalanced '(': no matching ')'",
        ))
    }
}

fn matching(open: u8) -> u8 {
    match open {
        b'{' => b'}',
        b'(' => b')',
        _ => b']',
    }
}

/// The index after the closing quote of the string starting at `start`.
fn string_end(b: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}
