//! Source locations as MLIR prints them with `debug_info=True`: file:line:col with
//! ranges, names, call sites, fused locations and `#locN` aliases.

use std::fmt;

/// An MLIR location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// `unknown`
    Unknown,
    /// `"file":line:col`, optionally `to :col` or `to line:col`. The file name is kept
    /// with its escapes as written.
    FileLineCol {
        file: String,
        line: u32,
        col: u32,
        end: Option<(Option<u32>, u32)>,
    },
    /// `"name"` or `"name"(child)`.
    Name {
        name: String,
        child: Option<Box<Location>>,
    },
    /// `callsite(callee at caller)`
    CallSite {
        callee: Box<Location>,
        caller: Box<Location>,
    },
    /// `fused[a, b]` or `fused<metadata>[a, b]`; the metadata kept verbatim.
    Fused {
        metadata: Option<String>,
        locs: Vec<Location>,
    },
    /// `#loc12`: a reference to an alias defined at the end of the file.
    Alias(String),
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("unknown"),
            Location::FileLineCol {
                file,
                line,
                col,
                end,
            } => {
                write!(f, "\"{file}\":{line}:{col}")?;
                match end {
                    Some((Some(l), c)) => write!(f, " to {l}:{c}"),
                    Some((None, c)) => write!(f, " to :{c}"),
                    None => Ok(()),
                }
            }
            Location::Name { name, child } => {
                write!(f, "\"{name}\"")?;
                match child {
                    Some(c) => write!(f, "({c})"),
                    None => Ok(()),
                }
            }
            Location::CallSite { callee, caller } => write!(f, "callsite({callee} at {caller})"),
            Location::Fused { metadata, locs } => {
                f.write_str("fused")?;
                if let Some(m) = metadata {
                    write!(f, "<{m}>")?;
                }
                f.write_str("[")?;
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{l}")?;
                }
                f.write_str("]")
            }
            Location::Alias(a) => write!(f, "#{a}"),
        }
    }
}

/// A resolved user-facing position: the innermost file:line:col a location points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourcePos {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

impl Location {
    /// The first file position inside this location, resolving aliases with `aliases`.
    /// For a call site this is the callee (where the op is written).
    pub fn source_pos(&self, aliases: &dyn Fn(&str) -> Option<Location>) -> Option<SourcePos> {
        self.source_pos_depth(aliases, 0)
    }

    fn source_pos_depth(
        &self,
        aliases: &dyn Fn(&str) -> Option<Location>,
        depth: u32,
    ) -> Option<SourcePos> {
        if depth > 64 {
            return None;
        }
        match self {
            Location::Unknown => None,
            Location::FileLineCol {
                file, line, col, ..
            } => Some(SourcePos {
                file: super::attr::unescape_str(file),
                line: *line,
                col: *col,
            }),
            Location::Name { child, .. } => child.as_ref()?.source_pos_depth(aliases, depth + 1),
            Location::CallSite { callee, caller } => callee
                .source_pos_depth(aliases, depth + 1)
                .or_else(|| caller.source_pos_depth(aliases, depth + 1)),
            Location::Fused { locs, .. } => locs
                .iter()
                .find_map(|l| l.source_pos_depth(aliases, depth + 1)),
            Location::Alias(a) => aliases(a)?.source_pos_depth(aliases, depth + 1),
        }
    }

    /// The first name (`"params['w']"`) inside this location, resolving aliases.
    pub fn name(&self, aliases: &dyn Fn(&str) -> Option<Location>) -> Option<String> {
        self.name_depth(aliases, 0)
    }

    fn name_depth(&self, aliases: &dyn Fn(&str) -> Option<Location>, depth: u32) -> Option<String> {
        if depth > 64 {
            return None;
        }
        match self {
            Location::Name { name, .. } => Some(super::attr::unescape_str(name)),
            Location::CallSite { callee, .. } => callee.name_depth(aliases, depth + 1),
            Location::Fused { locs, .. } => {
                locs.iter().find_map(|l| l.name_depth(aliases, depth + 1))
            }
            Location::Alias(a) => aliases(a)?.name_depth(aliases, depth + 1),
            _ => None,
        }
    }
}
