//! The global allocator of the `autoshard` binary and the benches: mimalloc, asked for
//! plain blocks whenever every mimalloc block has the alignment a layout needs.
//!
//! `mimalloc::MiMalloc` (the crate) calls `mi_malloc_aligned` for every allocation.
//! mimalloc takes its fast path there only while the size class's current page has a
//! free block; when the page is full it allocates `size + align - 1` bytes from the next
//! size class instead (unless the block size is a power of two), so a full page of a
//! class like 24 or 48 bytes is never refilled and every later allocation of that size
//! pays the slow path (~220 instructions): 17% of the parser's allocations on gpt3_96l.
//! `mi_malloc` refills the page like any `malloc`.
//!
//! Every mimalloc block is aligned to at least a machine word (block sizes are whole
//! words and pages are aligned), so layouts aligned to at most that use the plain
//! calls; larger alignments keep the aligned ones. `mi_free` frees both.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// The alignment every `mi_malloc` block has.
const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc through its plain API where the alignment allows (see the module docs).
pub struct Allocator;

// SAFETY: each method forwards to the mimalloc call that meets `GlobalAlloc`'s contract
// for the layout: plain calls only when `layout.align() <= WORD`, which every mimalloc
// block satisfies, the aligned calls otherwise; blocks from both are freed by `mi_free`.
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_malloc(layout.size()) as *mut u8
        } else {
            mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_zalloc(layout.size()) as *mut u8
        } else {
            mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi::mi_free(ptr as *mut c_void)
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD {
            mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}

// Two calls of mimalloc's public API that `libmimalloc-sys` declares only with its
// `extended` feature (the symbols are in the library it builds either way).
extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    fn mi_option_get(option: std::ffi::c_int) -> std::ffi::c_long;
}

/// `mi_option_purge_delay`: its position in `mi_option_e` of the mimalloc (v3) that
/// `libmimalloc-sys` 0.1.49 builds (checked by a test: its default, 1000 ms in options.c).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// Makes mimalloc return freed memory to the OS at once instead of after its purge delay
/// (1 s in the mimalloc it builds). mimalloc purges late pages only when it is called again; a solve hands its
/// model to HiGHS, which allocates with the C allocator and runs for seconds without
/// calling mimalloc, so what the encoding and the model hand-off had freed stayed
/// resident beside HiGHS's tables (50 MiB of the 8-layer Linen step's peak). The CLI
/// calls it at the start of the commands that run HiGHS ([`crate::cli::Command::runs_highs`]);
/// the cost is one `madvise` per freed page run, and a fresh (zeroed) page for every
/// later allocation that lands there, which is why the other commands do not.
pub fn purge_at_once() {
    // SAFETY: a plain option setter of the linked mimalloc; any value is valid.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, 0) }
}

/// mimalloc's purge delay in milliseconds (0 after [`purge_at_once`]).
pub fn purge_delay_ms() -> i64 {
    // SAFETY: a plain option getter of the linked mimalloc.
    i64::from(unsafe { mi_option_get(MI_OPTION_PURGE_DELAY) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_have_the_alignment_of_their_layout() {
        let a = Allocator;
        for size in [1usize, 7, 8, 24, 40, 48, 100, 1000, 5000, 70_000] {
            for align in [1usize, 2, 4, 8, 16, 64, 4096] {
                let l = Layout::from_size_align(size, align).unwrap();
                // SAFETY: a non-zero-size layout; the block is freed with that layout.
                unsafe {
                    let p = a.alloc(l);
                    assert!(!p.is_null() && p as usize % align == 0, "{size} {align}");
                    p.write_bytes(0xAB, size);
                    let q = a.realloc(p, l, size * 3);
                    assert!(!q.is_null() && q as usize % align == 0, "{size} {align}");
                    assert_eq!(*q.add(size - 1), 0xAB);
                    a.dealloc(q, Layout::from_size_align(size * 3, align).unwrap());
                    let z = a.alloc_zeroed(l);
                    assert!(z as usize % align == 0 && *z.add(size - 1) == 0);
                    a.dealloc(z, l);
                }
            }
        }
    }
}
