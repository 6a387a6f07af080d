//! The halo exchange of a slice along one sharded dim, as XLA's SPMD partitioner
//! builds it (`ExchangeHaloAndGetValidData` in `spmd_partitioner_util.cc`). Shard `i`
//! of `n` holds `is` elements of the operand dim and needs `left[i]` more on its left
//! and `right[i]` more on its right (negative: fewer). XLA picks one of three ways:
//! - **compact** (`ExchangeHaloCompact`) when the largest halo exceeds twice the
//!   result shard: every shard's window is cut into pieces, one per source shard it
//!   overlaps; the pieces are packed greedily into collective-permutes whose sources
//!   and destinations are distinct, each permute sending the union of its pieces'
//!   ranges (so a halo many shards away costs one permute, not one per shard crossed);
//! - **replicate** when that window is at least half the whole dim: the dim is
//!   gathered and sliced locally;
//! - **neighbours** (`ExchangeHalo`) otherwise: one permute per neighbour distance on
//!   each side, `is` elements each but the last.

/// How a dim's halos are exchanged: the widths (elements along the dim) of the
/// collective-permutes, or a gather of the dim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum HaloExchange {
    Permutes(Vec<i64>),
    Replicate,
}

/// The exchange for one dim of `base` elements in `n` shards of `is`, whose shards
/// of the result hold `os` elements (`left[i] + right[i] + is == os` for a slice).
pub(super) fn halo_exchange(
    base: i64,
    is: i64,
    os: i64,
    left: &[i64],
    right: &[i64],
) -> HaloExchange {
    let n = left.len() as i64;
    let max_halo = left.iter().chain(right).copied().max().unwrap_or(0);
    let max_window = left
        .iter()
        .zip(right)
        .map(|(l, r)| is + l + r)
        .max()
        .unwrap_or(is);
    // XLA also requires the first shard's left halo to be the explicit left padding,
    // which holds for a slice (both are minus its start).
    if max_window == os && max_halo > 2 * os {
        if max_window * 2 >= n * is {
            return HaloExchange::Replicate;
        }
        return HaloExchange::Permutes(compact(base, is, left, right));
    }
    let mut widths = Vec::new();
    for halo in [
        left.iter().copied().max().unwrap_or(0),
        right.iter().copied().max().unwrap_or(0),
    ] {
        let mut rest = halo;
        while rest > 0 {
            widths.push(rest.min(is));
            rest -= is;
        }
    }
    HaloExchange::Permutes(widths)
}

/// One piece of a shard's window: where it comes from.
#[derive(Clone, Copy, Debug)]
struct Piece {
    /// The shard whose window it is.
    dst: usize,
    /// Its offset in that window.
    offset: i64,
    /// Its range inside the source shard.
    start: i64,
    limit: i64,
    /// The source shard, `None` for padding.
    src: Option<usize>,
}

/// Each shard's window cut into pieces, in window order.
fn pieces(base: i64, is: i64, left: &[i64], right: &[i64]) -> Vec<Vec<Piece>> {
    let mut out = Vec::with_capacity(left.len());
    for (i, (&l, &r)) in left.iter().zip(right).enumerate() {
        let start = i as i64 * is - l;
        let limit = (i as i64 + 1) * is + r;
        let mut next = start;
        let mut ps = Vec::new();
        while next < limit {
            let at = next.rem_euclid(is);
            let mut size = limit - next;
            let src = if next < 0 || next >= base {
                if next < 0 {
                    size = size.min(-next);
                }
                None
            } else {
                size = size.min(is - at);
                Some((next / is) as usize)
            };
            ps.push(Piece {
                dst: i,
                offset: next - start,
                start: at,
                limit: at + size,
                src,
            });
            next += size;
        }
        out.push(ps);
    }
    out
}

/// `ExchangeHaloCompact`'s collective-permutes: their widths, in creation order.
fn compact(base: i64, is: i64, left: &[i64], right: &[i64]) -> Vec<i64> {
    let n = left.len();
    let mut halos = pieces(base, is, left, right);
    // Padding pieces longer than a shard are split at each step unless every shard's
    // current piece is padding; sources list their destination pieces in that order.
    let mut src_to_dst: Vec<Vec<Piece>> = vec![Vec::new(); n];
    let mut next = vec![0usize; n];
    loop {
        let live: Vec<usize> = (0..n).filter(|&i| next[i] < halos[i].len()).collect();
        if live.is_empty() {
            break;
        }
        let all_padding = live.iter().all(|&i| halos[i][next[i]].src.is_none());
        for i in live {
            let h = &mut halos[i][next[i]];
            let taken = if !all_padding && h.src.is_none() && h.limit > is {
                let mut first = *h;
                first.limit = is;
                h.start = 0;
                h.limit -= is;
                first
            } else {
                next[i] += 1;
                *h
            };
            if let Some(s) = taken.src.filter(|&s| s != i) {
                src_to_dst[s].push(taken);
            }
        }
    }
    for l in &mut src_to_dst {
        l.sort_by_key(|p| p.offset); // stable
    }
    let mut widths = Vec::new();
    let mut next = vec![0usize; n];
    loop {
        let mut dst_seen = vec![false; n];
        let (mut start, mut limit, mut any) = (is, 0, false);
        for (s, list) in src_to_dst.iter().enumerate() {
            let Some(h) = list.get(next[s]) else {
                continue;
            };
            // Delayed: a destination already served, or a small left halo joining a
            // small right one (the range would grow too much).
            if any
                && (dst_seen[h.dst]
                    || (start > h.limit && limit == is && h.start == 0)
                    || (limit < h.start && start == 0 && h.limit == is))
            {
                continue;
            }
            any = true;
            dst_seen[h.dst] = true;
            start = start.min(h.start);
            limit = limit.max(h.limit);
            next[s] += 1;
        }
        if !any {
            return widths;
        }
        widths.push(limit - start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A slice `[lo, lo + size)` of a dim of `d` in `n` shards: its halos.
    fn slice_halos(d: i64, n: i64, lo: i64, size: i64) -> (i64, i64, Vec<i64>, Vec<i64>) {
        let is = (d + n - 1) / n;
        let os = (size + n - 1) / n;
        let left = (0..n).map(|k| k * is - lo - k * os).collect();
        let right = (0..n).map(|k| lo + (k + 1) * os - (k + 1) * is).collect();
        (is, os, left, right)
    }

    #[test]
    fn far_halos_pack_into_two_permutes() {
        // 16 elements in 8 shards, slice [2, 10): each shard needs one element from
        // up to 5 shards away; XLA sends 2, then 1 element wide.
        let (is, os, l, r) = slice_halos(16, 8, 2, 8);
        assert_eq!(
            halo_exchange(16, is, os, &l, &r),
            HaloExchange::Permutes(vec![2, 1])
        );
    }

    #[test]
    fn near_halos_take_one_permute_per_side() {
        // 32 in 4 shards, slice [4, 20): left halos up to 8 (one shard), none right.
        let (is, os, l, r) = slice_halos(32, 4, 4, 16);
        assert_eq!(
            halo_exchange(32, is, os, &l, &r),
            HaloExchange::Permutes(vec![8])
        );
    }
}
