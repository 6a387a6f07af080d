//! [`AxisName`]: the name of a mesh axis as an axis ref holds it. Propagation clones,
//! compares and drops axis refs on every step; with a `String` each clone was a heap
//! allocation and each drop a free. Mesh axis names are short (`"data"`, `"model"`), so
//! a name of up to [`INLINE`] bytes is stored inline; a longer one is interned once for
//! the life of the process (a table of the distinct long names ever seen). Either way the
//! name owns nothing: cloning copies 24 bytes and dropping does nothing. It behaves as a
//! `str`: it derefs to one, compares, orders and hashes as one, and prints (`Display`
//! and `Debug`) as one.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::collections::BTreeSet;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::Mutex;

/// The longest name stored inline.
pub const INLINE: usize = 22;

/// An axis name; see the module docs.
#[derive(Clone)]
pub struct AxisName(Repr);

#[derive(Clone)]
enum Repr {
    /// `len` bytes of a `str` in `buf`, zero-padded (so equal names are equal bytes).
    Inline { len: u8, buf: [u8; INLINE] },
    /// Longer than [`INLINE`] bytes: the interned copy ([`intern`]).
    Long(&'static str),
}

/// The one copy of a long name, made on first sight and kept for the process's life
/// (axis names are few: the table holds each distinct long name once).
fn intern(s: &str) -> &'static str {
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&n) = names.get(s) {
        return n;
    }
    let n: &'static str = Box::leak(s.to_owned().into_boxed_str());
    names.insert(n);
    n
}

impl AxisName {
    pub fn new(s: &str) -> AxisName {
        if s.len() <= INLINE {
            let mut buf = [0u8; INLINE];
            buf[..s.len()].copy_from_slice(s.as_bytes());
            AxisName(Repr::Inline {
                len: s.len() as u8,
                buf,
            })
        } else {
            AxisName(Repr::Long(intern(s)))
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Inline { len, buf } => {
                let bytes = &buf[..*len as usize];
                debug_assert!(std::str::from_utf8(bytes).is_ok());
                // SAFETY: `new` copied these `len` bytes from a `&str` (and nothing
                // else writes them): they are valid UTF-8.
                unsafe { std::str::from_utf8_unchecked(bytes) }
            }
            Repr::Long(s) => s,
        }
    }
}

impl Default for AxisName {
    fn default() -> AxisName {
        AxisName::new("")
    }
}

impl Deref for AxisName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for AxisName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for AxisName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for AxisName {
    fn eq(&self, other: &AxisName) -> bool {
        match (&self.0, &other.0) {
            // Zero-padded: equal names have equal buffers.
            (Repr::Inline { len: a, buf: x }, Repr::Inline { len: b, buf: y }) => a == b && x == y,
            // Interned: one copy per name.
            (Repr::Long(a), Repr::Long(b)) => std::ptr::eq(*a, *b),
            _ => self.as_str() == other.as_str(),
        }
    }
}

impl Eq for AxisName {}

impl PartialEq<str> for AxisName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for AxisName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for AxisName {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<AxisName> for str {
    fn eq(&self, other: &AxisName) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<AxisName> for &str {
    fn eq(&self, other: &AxisName) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<AxisName> for String {
    fn eq(&self, other: &AxisName) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialOrd for AxisName {
    fn partial_cmp(&self, other: &AxisName) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for AxisName {
    fn cmp(&self, other: &AxisName) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for AxisName {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state)
    }
}

impl fmt::Display for AxisName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for AxisName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl From<&str> for AxisName {
    fn from(s: &str) -> AxisName {
        AxisName::new(s)
    }
}

impl From<&String> for AxisName {
    fn from(s: &String) -> AxisName {
        AxisName::new(s)
    }
}

impl From<String> for AxisName {
    fn from(s: String) -> AxisName {
        AxisName::new(&s)
    }
}

impl From<&AxisName> for AxisName {
    fn from(s: &AxisName) -> AxisName {
        s.clone()
    }
}

impl From<AxisName> for String {
    fn from(s: AxisName) -> String {
        s.as_str().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::hash_map::DefaultHasher;

    fn hash<T: Hash + ?Sized>(t: &T) -> u64 {
        let mut h = DefaultHasher::new();
        t.hash(&mut h);
        h.finish()
    }

    #[test]
    fn behaves_as_the_str_it_holds_inline_or_shared() {
        let long = "an_axis_name_longer_than_twenty_two_bytes";
        for s in ["", "x", "model", "exactly_22_bytes_long_", long] {
            let n = AxisName::from(s);
            assert_eq!(n.as_str(), s);
            assert_eq!(n, s);
            assert_eq!(n.clone(), n);
            assert_eq!(format!("{n}"), s);
            assert_eq!(format!("{n:?}"), format!("{s:?}"));
            assert_eq!(hash(&n), hash(s), "hashes as a str (Borrow<str>)");
        }
        let (a, b) = (AxisName::from("a"), AxisName::from(long));
        assert_eq!(a.cmp(&b), "a".cmp(long));
        assert_ne!(AxisName::from("ab"), AxisName::from("a"));
        assert!(AxisName::from(long) == AxisName::from(long.to_string()));
        assert_ne!(AxisName::from(long), AxisName::from(&long[1..]));
        assert!(!std::mem::needs_drop::<AxisName>(), "a name owns nothing");
    }
}
