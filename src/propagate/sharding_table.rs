//! The engine's sharding per slot value, each distinct sharding stored once.
//!
//! A module of N layers holds a few hundred distinct shardings on tens of thousands of
//! values. Kept as one `TensorSharding` per value (96 bytes, with its dims and axes on
//! the heap), every step's read of an operand's sharding chased pointers into a table of
//! many megabytes, which on large modules no longer fits in the last-level cache. Here a
//! value holds a `u32` naming its sharding in a pool: the per-value table is 4 bytes a
//! value and the pool stays small and cache-resident, so reading a sharding is one load
//! from a dense vector and one from the pool.
//!
//! Ids are given in the order shardings are first stored, which is deterministic; the
//! hash map is only looked up, never iterated.

use rustc_hash::FxHashMap;

use crate::ir::sdy::TensorSharding;

/// No sharding.
const NONE: u32 = u32::MAX;

/// Per slot value: its sharding, interned.
#[derive(Default)]
pub struct ShardingTable {
    /// Per value: index into `pool`, or [`NONE`].
    ids: Vec<u32>,
    /// Each distinct sharding once, in the order first stored.
    pool: Vec<TensorSharding>,
    index: FxHashMap<TensorSharding, u32>,
}

impl ShardingTable {
    /// A table of `len` values, none with a sharding.
    pub fn new(len: usize) -> ShardingTable {
        ShardingTable {
            ids: vec![NONE; len],
            pool: Vec::new(),
            index: FxHashMap::default(),
        }
    }

    /// How many values the table holds.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The sharding of value `v`.
    #[inline]
    pub fn get(&self, v: usize) -> Option<&TensorSharding> {
        match self.ids[v] {
            NONE => None,
            id => Some(&self.pool[id as usize]),
        }
    }

    /// Sets the sharding of value `v`.
    pub fn set(&mut self, v: usize, s: TensorSharding) {
        self.ids[v] = self.intern(s);
    }

    /// Every value's sharding, by value id.
    pub fn iter(&self) -> impl Iterator<Item = Option<&TensorSharding>> {
        (0..self.ids.len()).map(|v| self.get(v))
    }

    /// How many distinct shardings the table has stored.
    pub fn distinct(&self) -> usize {
        self.pool.len()
    }

    fn intern(&mut self, s: TensorSharding) -> u32 {
        if let Some(&id) = self.index.get(&s) {
            return id;
        }
        let id = self.pool.len() as u32;
        self.pool.push(s.clone());
        self.index.insert(s, id);
        id
    }
}

#[cfg(test)]
mod tests {
    use super::ShardingTable;
    use crate::ir::sdy::{AxisRef, DimSharding, MeshRef, TensorSharding};

    fn sharding(axis: &str) -> TensorSharding {
        let mut s = TensorSharding::empty(MeshRef::Symbol("mesh".into()), 2, true);
        s.dims[0] = DimSharding::closed(vec![AxisRef::full(axis)]);
        s
    }

    #[test]
    fn equal_shardings_are_stored_once_and_read_back_per_value() {
        let mut t = ShardingTable::new(4);
        t.set(0, sharding("a"));
        t.set(2, sharding("b"));
        t.set(3, sharding("a"));
        assert_eq!(t.distinct(), 2);
        assert_eq!(t.get(0), Some(&sharding("a")));
        assert_eq!(t.get(1), None);
        assert_eq!(t.get(2), Some(&sharding("b")));
        assert_eq!(t.get(3), Some(&sharding("a")));
        // Overwriting one value leaves the others that shared its sharding alone.
        t.set(0, sharding("b"));
        assert_eq!(t.get(0), Some(&sharding("b")));
        assert_eq!(t.get(3), Some(&sharding("a")));
        assert_eq!(t.iter().filter(Option::is_some).count(), 3);
    }
}
