//! The CLI's allocator setting (`src/alloc.rs`): the option it sets is mimalloc's purge
//! delay, which is 1000 ms unless set, and `purge_at_once` makes it 0.

#[test]
fn purge_at_once_sets_mimallocs_purge_delay_to_zero() {
    // The purge delay's default in mimalloc's options.c (its neighbours in the option
    // enum default to 0 and 1), so this also checks the index `src/alloc.rs` uses.
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        assert_eq!(autoshard::alloc::purge_delay_ms(), 1000);
    }
    autoshard::alloc::purge_at_once();
    assert_eq!(autoshard::alloc::purge_delay_ms(), 0);
}
