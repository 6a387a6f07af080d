//! A typed arena: elements live in a `Vec` and are named by `u32` newtype ids.

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

/// Storage for elements of type `T` addressed by ids of type `I`. Elements are never
/// removed, so an id stays valid for the arena's lifetime.
#[derive(Clone, Debug)]
pub struct Arena<I: Idx, T> {
    items: Vec<T>,
    _id: PhantomData<I>,
}

impl<I: Idx, T> Default for Arena<I, T> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _id: PhantomData,
        }
    }
}

impl<I: Idx, T> Arena<I, T> {
    #[inline]
    pub fn alloc(&mut self, item: T) -> I {
        let id = I::from_index(self.items.len());
        self.items.push(item);
        id
    }
    /// Reserves room for `n` more elements.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn iter(&self) -> impl Iterator<Item = (I, &T)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (I::from_index(i), t))
    }
    /// The id the next [`Arena::alloc`] will return.
    pub fn next_id(&self) -> I {
        I::from_index(self.items.len())
    }
}

impl<I: Idx, T> std::ops::Index<I> for Arena<I, T> {
    type Output = T;
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: Idx, T> std::ops::IndexMut<I> for Arena<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}
