//! Diagnostics: source files, byte spans and MLIR-style rendered messages.
//!
//! Every error the tool reports about user input is a [`Diagnostic`] with a [`Span`]
//! into a [`SourceFile`]. Rendering follows the MLIR convention users of `mlir-opt`
//! and `sdy_opt` know:
//!
//! ```text
//! model.mlir:3:18: error: unknown mesh axis "z"
//!   %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = ...} : tensor<8xf32>
//!                  ^
//! ```
//!
//! Only the CLI prints diagnostics and sets exit codes; passes return them.

use std::fmt::{self, Write as _};

/// A half-open byte range `[start, end)` into a [`SourceFile`]'s text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const DUMMY: Span = Span { start: 0, end: 0 };

    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn is_dummy(self) -> bool {
        self == Span::DUMMY
    }
}

/// A named text with a line table, so spans can be turned into `LINE:COL`.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Byte offset of each line start; `line_starts[0] == 0`. Built on first use: only
    /// rendering a diagnostic needs it, and parsing large models should not pay for it.
    line_starts: std::sync::OnceLock<Vec<u32>>,
    /// Added to every reported line number (for `--split-input-file` chunks).
    pub line_offset: u32,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts: std::sync::OnceLock::new(),
            line_offset: 0,
        }
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0u32];
            let newlines = self.text.bytes().enumerate().filter(|&(_, b)| b == b'\n');
            starts.extend(newlines.map(|(i, _)| i as u32 + 1));
            starts
        })
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = floor_boundary(&self.text, offset as usize) as u32;
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = starts[line] as usize;
        let col = self.text[start..offset as usize].chars().count() as u32 + 1;
        (line as u32 + 1 + self.line_offset, col)
    }

    /// The text of the (0-based, chunk-local) line containing `offset`, without newline.
    fn line_text(&self, offset: u32) -> (&str, usize) {
        let offset = offset.min(self.text.len() as u32);
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = starts[line] as usize;
        let end = self.text[start..]
            .find('\n')
            .map_or(self.text.len(), |e| start + e);
        (&self.text[start..end], start)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// One message about the input, with where it applies and optional notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    pub notes: Vec<(String, Option<Span>)>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            notes: vec![],
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            message: message.into(),
            span,
            notes: vec![],
        }
    }

    pub fn with_note(mut self, note: impl Into<String>, span: Option<Span>) -> Diagnostic {
        self.notes.push((note.into(), span));
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders `FILE:LINE:COL: severity: message`, the source line and a caret under the span.
    pub fn render(&self, file: &SourceFile) -> String {
        let mut out = String::new();
        render_one(&mut out, file, self.severity, &self.message, self.span);
        for (note, span) in &self.notes {
            match span {
                Some(s) => render_one(&mut out, file, Severity::Note, note, *s),
                None => {
                    let _ = writeln!(out, "note: {note}");
                }
            }
        }
        out
    }
}

/// The largest char boundary of `text` at or below `i` (spans are byte offsets; a
/// malformed or hand-made one may point inside a multi-byte character).
fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest char boundary of `text` at or above `i`.
fn ceil_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

fn render_one(out: &mut String, file: &SourceFile, sev: Severity, msg: &str, span: Span) {
    let start = floor_boundary(&file.text, span.start as usize);
    let span = Span::new(
        start,
        ceil_boundary(&file.text, (span.end as usize).max(start)),
    );
    let (line, col) = file.line_col(span.start);
    let _ = writeln!(out, "{}:{}:{}: {}: {}", file.name, line, col, sev, msg);
    let (text, line_start) = file.line_text(span.start);
    let _ = writeln!(out, "{}", text.trim_end());
    let lead = file.text[line_start..(span.start as usize).min(file.text.len())]
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect::<String>();
    let line_end = line_start + text.len();
    let width = if span.end as usize > span.start as usize {
        file.text[span.start as usize..(span.end as usize).min(line_end).max(span.start as usize)]
            .chars()
            .count()
            .max(1)
    } else {
        1
    };
    let _ = writeln!(out, "{}^{}", lead, "~".repeat(width.saturating_sub(1)));
}

/// Diagnostics gathered by a stage that keeps going after errors.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.0.push(Diagnostic::error(span, message));
    }
    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.0.push(Diagnostic::warning(span, message));
    }
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }
    pub fn error_count(&self) -> usize {
        self.0.iter().filter(|d| d.is_error()).count()
    }
    /// Sorted by position (stable for equal positions), for deterministic output.
    pub fn sorted(mut self) -> Vec<Diagnostic> {
        self.0.sort_by_key(|d| (d.span.start, d.severity));
        self.0
    }
    pub fn render(&self, file: &SourceFile) -> String {
        let mut v: Vec<&Diagnostic> = self.0.iter().collect();
        v.sort_by_key(|d| (d.span.start, d.severity));
        v.iter().map(|d| d.render(file)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_and_caret() {
        let f = SourceFile::new("a.mlir", "abc\n  def ghi\n");
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(6), (2, 3));
        let d = Diagnostic::error(Span::new(10, 13), "bad");
        assert_eq!(
            d.render(&f),
            "a.mlir:2:7: error: bad\n  def ghi\n      ^~~\n"
        );
    }

    #[test]
    fn spans_inside_a_multibyte_character_render() {
        // Found by the fuzzer: a one-byte span at a two-byte character.
        let f = SourceFile::new("a.mlir", "ab\u{80}cd\n");
        let d = Diagnostic::error(Span::new(2, 3), "bad");
        assert_eq!(d.render(&f), "a.mlir:1:3: error: bad\nab\u{80}cd\n  ^\n");
    }

    #[test]
    fn span_at_end_of_file() {
        let f = SourceFile::new("a.mlir", "abc");
        let d = Diagnostic::error(Span::new(3, 3), "unexpected end of file");
        assert_eq!(
            d.render(&f),
            "a.mlir:1:4: error: unexpected end of file\nabc\n   ^\n"
        );
    }
}
