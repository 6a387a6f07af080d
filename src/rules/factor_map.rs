//! [`FactorMap`]: a tensor's factor shardings keyed by factor index, as a vector sorted
//! by factor. An op has a handful of factors, so a linear scan over one small
//! allocation beats a `BTreeMap` (a node allocation of eleven slots per tensor per
//! propagation step); iteration is in factor order, as the `BTreeMap` it replaces.

use std::ops::Index;

use super::projection::FactorSharding;
use crate::ir::sdy::FactorIdx;

/// Factor shardings by factor index, iterated in ascending factor order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FactorMap {
    /// Sorted by factor, each factor at most once.
    entries: Vec<(FactorIdx, FactorSharding)>,
}

impl FactorMap {
    /// An empty map with room for `n` factors.
    pub fn with_capacity(n: usize) -> FactorMap {
        FactorMap {
            entries: Vec::with_capacity(n),
        }
    }

    fn position(&self, f: FactorIdx) -> Result<usize, usize> {
        // Factors are few: a linear scan of the sorted keys.
        for (i, (g, _)) in self.entries.iter().enumerate() {
            if *g == f {
                return Ok(i);
            }
            if *g > f {
                return Err(i);
            }
        }
        Err(self.entries.len())
    }

    pub fn get(&self, f: &FactorIdx) -> Option<&FactorSharding> {
        self.position(*f).ok().map(|i| &self.entries[i].1)
    }

    pub fn get_mut(&mut self, f: &FactorIdx) -> Option<&mut FactorSharding> {
        match self.position(*f) {
            Ok(i) => Some(&mut self.entries[i].1),
            Err(_) => None,
        }
    }

    pub fn contains_key(&self, f: &FactorIdx) -> bool {
        self.position(*f).is_ok()
    }

    /// Inserts or replaces; returns the previous sharding of `f`.
    pub fn insert(&mut self, f: FactorIdx, fs: FactorSharding) -> Option<FactorSharding> {
        match self.position(f) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, fs)),
            Err(i) => {
                self.entries.insert(i, (f, fs));
                None
            }
        }
    }

    /// The sharding of `f`, inserted as the default when absent.
    pub fn get_or_default(&mut self, f: FactorIdx) -> &mut FactorSharding {
        let i = match self.position(f) {
            Ok(i) => i,
            Err(i) => {
                self.entries.insert(i, (f, FactorSharding::default()));
                i
            }
        };
        &mut self.entries[i].1
    }

    /// `BTreeMap`'s entry API, for `map.entry(f).or_default()`.
    pub fn entry(&mut self, f: FactorIdx) -> Entry<'_> {
        Entry { map: self, f }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&FactorIdx, &FactorSharding)> {
        self.entries.iter().map(|(f, fs)| (f, fs))
    }

    pub fn keys(&self) -> impl Iterator<Item = &FactorIdx> {
        self.entries.iter().map(|(f, _)| f)
    }

    pub fn values(&self) -> impl Iterator<Item = &FactorSharding> {
        self.entries.iter().map(|(_, fs)| fs)
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&FactorIdx, &mut FactorSharding) -> bool) {
        self.entries.retain_mut(|(f, fs)| keep(f, fs));
    }
}

/// A slot of a [`FactorMap`] (see [`FactorMap::entry`]).
pub struct Entry<'a> {
    map: &'a mut FactorMap,
    f: FactorIdx,
}

impl<'a> Entry<'a> {
    pub fn or_default(self) -> &'a mut FactorSharding {
        self.map.get_or_default(self.f)
    }
}

impl Index<&FactorIdx> for FactorMap {
    type Output = FactorSharding;
    fn index(&self, f: &FactorIdx) -> &FactorSharding {
        self.get(f).expect("no sharding for this factor")
    }
}

impl FromIterator<(FactorIdx, FactorSharding)> for FactorMap {
    fn from_iter<I: IntoIterator<Item = (FactorIdx, FactorSharding)>>(iter: I) -> FactorMap {
        let mut m = FactorMap::default();
        for (f, fs) in iter {
            m.insert(f, fs);
        }
        m
    }
}

impl<'a> IntoIterator for &'a FactorMap {
    type Item = (&'a FactorIdx, &'a FactorSharding);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (FactorIdx, FactorSharding)>,
        fn(&'a (FactorIdx, FactorSharding)) -> (&'a FactorIdx, &'a FactorSharding),
    >;
    fn into_iter(self) -> Self::IntoIter {
        fn split(e: &(FactorIdx, FactorSharding)) -> (&FactorIdx, &FactorSharding) {
            (&e.0, &e.1)
        }
        self.entries.iter().map(split)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_factor_order_whatever_the_insertion_order() {
        let mut m = FactorMap::default();
        for f in [3, 0, 2] {
            m.entry(f).or_default().closed = f == 2;
        }
        m.insert(1, FactorSharding::default());
        assert_eq!(m.keys().copied().collect::<Vec<_>>(), vec![0, 1, 2, 3]);
        assert!(m[&2].closed && !m[&3].closed);
        assert!(m.insert(1, FactorSharding::default()).is_some());
        m.retain(|&f, _| f % 2 == 0);
        assert_eq!(m.iter().map(|(&f, _)| f).collect::<Vec<_>>(), vec![0, 2]);
        assert!(m.get(&1).is_none() && m.contains_key(&2) && m.len() == 2);
    }
}
