//! Locations: `loc(unknown)`, `loc("f.py":3:8 to :22)`, `loc("name"(...))`,
//! `loc(callsite(a at b))`, `loc(fused<meta>[a, b])`, `loc(#loc3)`.

use super::{PResult, Parser};
use crate::diag::Diagnostic;
use crate::ir::Location;

impl Parser<'_> {
    /// `loc(...)`.
    pub fn parse_loc_keyword(&mut self) -> PResult<Location> {
        self.c.expect_kw("loc")?;
        self.c.expect("(")?;
        let l = self.parse_loc_inner()?;
        self.c.expect(")")?;
        Ok(l)
    }

    fn parse_loc_inner(&mut self) -> PResult<Location> {
        let at = self.c.span_here();
        match self.c.peek() {
            Some(b'#') => {
                self.c.pos += 1;
                let name = self.c.sigil_name_raw().ok_or_else(|| {
                    Diagnostic::error(at, "expected location alias name after '#'")
                })?;
                Ok(Location::Alias(name.to_string()))
            }
            Some(b'"') => {
                let s = self.c.string()?.to_string();
                if self.c.peek_raw() == Some(b':') {
                    self.c.pos += 1;
                    let line = self.c.int()? as u32;
                    self.c.expect(":")?;
                    let col = self.c.int()? as u32;
                    let end = if self.c.eat_kw("to") {
                        if self.c.eat(":") {
                            Some((None, self.c.int()? as u32))
                        } else {
                            let l = self.c.int()? as u32;
                            self.c.expect(":")?;
                            Some((Some(l), self.c.int()? as u32))
                        }
                    } else {
                        None
                    };
                    Ok(Location::FileLineCol {
                        file: s,
                        line,
                        col,
                        end,
                    })
                } else if self.c.peek() == Some(b'(') {
                    self.c.pos += 1;
                    let child = self.parse_loc_inner()?;
                    self.c.expect(")")?;
                    Ok(Location::Name {
                        name: s,
                        child: Some(Box::new(child)),
                    })
                } else {
                    Ok(Location::Name {
                        name: s,
                        child: None,
                    })
                }
            }
            _ => {
                if self.c.eat_kw("unknown") {
                    Ok(Location::Unknown)
                } else if self.c.eat_kw("callsite") {
                    self.c.expect("(")?;
                    let callee = self.parse_loc_inner()?;
                    self.c.expect_kw("at")?;
                    let caller = self.parse_loc_inner()?;
                    self.c.expect(")")?;
                    Ok(Location::CallSite {
                        callee: Box::new(callee),
                        caller: Box::new(caller),
                    })
                } else if self.c.eat_kw("fused") {
                    let metadata = if self.c.eat("<") {
                        Some(self.c.balanced_angle_body()?.to_string())
                    } else {
                        None
                    };
                    self.c.expect("[")?;
                    let mut locs = Vec::new();
                    if !self.c.eat("]") {
                        loop {
                            locs.push(self.parse_loc_inner()?);
                            if !self.c.eat(",") {
                                break;
                            }
                        }
                        self.c.expect("]")?;
                    }
                    Ok(Location::Fused { metadata, locs })
                } else {
                    let f = self.c.found();
                    Err(Diagnostic::error(
                        at,
                        format!("expected location, found {f}"),
                    ))
                }
            }
        }
    }
}

impl<'a> super::Cursor<'a> {
    /// A suffix id right at the cursor (no trivia), e.g. after `#`.
    pub fn sigil_name_raw(&mut self) -> Option<&'a str> {
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut i = self.pos;
        while i < b.len() && super::cursor::is_suffix_char(b[i]) {
            i += 1;
        }
        if i == start {
            return None;
        }
        self.pos = i;
        Some(&self.src[start..i])
    }
}
