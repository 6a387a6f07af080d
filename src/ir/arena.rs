//! A typed arena: elements live in fixed-size chunks and are named by `u32` newtype ids.
//!
//! Chunked rather than one `Vec` so that growing never moves what is already stored:
//! a pass that adds ops to a module of 50k ops would otherwise copy the whole op or
//! value arena (10-15 MB) the first time it outgrew the capacity, reading and writing
//! every element through the cache again. Only the first chunk grows by doubling (small
//! modules stay small); every later chunk is allocated at its full size.

use std::marker::PhantomData;

/// An id type for an [`Arena`]. Implemented by [`define_id!`].
pub trait Idx: Copy + Eq + Ord + std::hash::Hash + std::fmt::Debug {
    fn from_index(i: usize) -> Self;
    fn index(self) -> usize;
}

/// Defines a `u32` newtype id that implements [`Idx`].
#[macro_export]
macro_rules! define_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u32);
        impl $crate::ir::arena::Idx for $name {
            fn from_index(i: usize) -> Self {
                $name(u32::try_from(i).expect("arena holds at most u32::MAX elements"))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

/// log2 of the elements per chunk.
const CHUNK_BITS: u32 = 12;
const CHUNK: usize = 1 << CHUNK_BITS;

/// Storage for elements of type `T` addressed by ids of type `I`. Elements are never
/// removed, so an id stays valid for the arena's lifetime; they are never moved either
/// (see the module docs).
#[derive(Clone, Debug)]
pub struct Arena<I: Idx, T> {
    /// Every chunk but the last holds exactly [`CHUNK`] elements.
    chunks: Vec<Vec<T>>,
    len: usize,
    _id: PhantomData<I>,
}

impl<I: Idx, T> Default for Arena<I, T> {
    fn default() -> Self {
        Arena {
            chunks: Vec::new(),
            len: 0,
            _id: PhantomData,
        }
    }
}

impl<I: Idx, T> Arena<I, T> {
    #[inline]
    pub fn alloc(&mut self, item: T) -> I {
        let id = I::from_index(self.len);
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => last.push(item),
            _ => self.new_chunk(item),
        }
        self.len += 1;
        id
    }

    #[cold]
    fn new_chunk(&mut self, item: T) {
        // The first chunk starts small and doubles; later ones are made at full size.
        let mut chunk = if self.chunks.is_empty() {
            Vec::new()
        } else {
            Vec::with_capacity(CHUNK)
        };
        chunk.push(item);
        self.chunks.push(chunk);
    }

    /// Reserves room for `n` more elements (the first chunk up to its full size, and
    /// the chunk table).
    pub fn reserve(&mut self, n: usize) {
        let want = self.len + n;
        if self.chunks.len() <= 1 {
            if self.chunks.is_empty() {
                self.chunks.push(Vec::new());
            }
            let first = &mut self.chunks[0];
            first.reserve(want.min(CHUNK).saturating_sub(first.len()));
        }
        let chunks = want.div_ceil(CHUNK);
        self.chunks
            .reserve(chunks.saturating_sub(self.chunks.len()));
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn iter(&self) -> impl Iterator<Item = (I, &T)> {
        self.chunks
            .iter()
            .flatten()
            .enumerate()
            .map(|(i, t)| (I::from_index(i), t))
    }
    /// The id the next [`Arena::alloc`] will return.
    pub fn next_id(&self) -> I {
        I::from_index(self.len)
    }
}

impl<I: Idx, T> std::ops::Index<I> for Arena<I, T> {
    type Output = T;
    #[inline]
    fn index(&self, id: I) -> &T {
        let i = id.index();
        assert!(i < self.len, "arena index out of bounds");
        // SAFETY: every chunk but the last holds CHUNK elements and the last the rest
        // of `len`, so `i < len` is inside chunk `i / CHUNK` at `i % CHUNK`.
        unsafe {
            self.chunks
                .get_unchecked(i >> CHUNK_BITS)
                .get_unchecked(i & (CHUNK - 1))
        }
    }
}

impl<I: Idx, T> std::ops::IndexMut<I> for Arena<I, T> {
    #[inline]
    fn index_mut(&mut self, id: I) -> &mut T {
        let i = id.index();
        assert!(i < self.len, "arena index out of bounds");
        // SAFETY: as in `index`.
        unsafe {
            self.chunks
                .get_unchecked_mut(i >> CHUNK_BITS)
                .get_unchecked_mut(i & (CHUNK - 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Arena, CHUNK};

    crate::define_id!(TestId);

    #[test]
    fn ids_name_their_elements_across_chunks_and_clones() {
        let mut a: Arena<TestId, usize> = Arena::default();
        a.reserve(10);
        let n = 2 * CHUNK + 5;
        let ids: Vec<TestId> = (0..n).map(|i| a.alloc(i * 3)).collect();
        assert_eq!(a.len(), n);
        assert!(ids
            .iter()
            .enumerate()
            .all(|(i, &id)| id.0 as usize == i && a[id] == i * 3));
        let mut b = a.clone();
        let more = b.alloc(7);
        assert_eq!(
            (more.0 as usize, b[more], b.len(), a.len()),
            (n, 7, n + 1, n)
        );
        b[ids[CHUNK]] = 1;
        assert_eq!((a[ids[CHUNK]], b[ids[CHUNK]]), (CHUNK * 3, 1));
        let walked: Vec<(TestId, usize)> = a.iter().map(|(id, &v)| (id, v)).collect();
        assert_eq!(walked.len(), n);
        assert!(walked.iter().all(|&(id, v)| v == id.0 as usize * 3));
    }

    #[test]
    fn growing_never_moves_elements_past_the_first_chunk() {
        let mut a: Arena<TestId, [u64; 4]> = Arena::default();
        let first = a.alloc([1; 4]);
        (1..CHUNK).for_each(|_| {
            a.alloc([0; 4]);
        });
        let at = |a: &Arena<TestId, [u64; 4]>| &a[first] as *const [u64; 4];
        let before = at(&a);
        (0..3 * CHUNK).for_each(|_| {
            a.alloc([2; 4]);
        });
        assert_eq!(at(&a), before, "growing the arena moved its elements");
        assert_eq!(a[first], [1; 4]);
    }
}
