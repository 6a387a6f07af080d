//! Alpha-beta cost of collectives along one mesh axis, and of multi-axis collectives as
//! sequences of per-axis ones.
//!
//! For a group of `n` devices on a link of bandwidth `B` (bytes/s, one direction) and
//! latency `a` (s per step), with `S` the bytes of the tensor the group holds between
//! its members (the per-device size when the axis does not shard it) and `s = S/n`:
//!
//! | collective | time | bytes sent per device |
//! |---|---|---|
//! | all-gather, reduce-scatter | `(n-1)a + (n-1)/n · S/B'` | `(n-1)/n · S` |
//! | all-reduce, ring | `2(n-1)a + 2(n-1)/n · S/B'` | `2(n-1)/n · S` |
//! | all-reduce, tree | `2⌈log2 n⌉a + 2(n-1)/n · S/B'` | `2(n-1)/n · S` |
//! | all-to-all, switched | `(n-1)a + (n-1)/n · s/B` | `(n-1)/n · s` |
//! | all-to-all, ring | `(n-1)a + ¼ · (n-1)/n · S/B'` | `(n-1)/n · s` |
//! | collective-permute | `a + s/B` per hop | `s` |
//! | all-slice | 0 (local) | 0 |
//!
//! `B' = 2B` on a ring with wraparound (both directions carry half), else `B`.
//! (`../shared/reference/search-and-cost.md`, "Collective cost".)

use super::hardware::Link;

/// The kinds of step a reshard or an op's communication is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CollectiveKind {
    AllGather,
    ReduceScatter,
    AllReduce,
    AllToAll,
    CollectivePermute,
    /// Local: every device keeps its part of a tensor it holds whole along the axis.
    AllSlice,
    /// Local: a value replicated along the axis becomes a partial sum (unreduced) by
    /// zeroing it on every device but the first of each group.
    ZeroFill,
}

impl CollectiveKind {
    /// The name as XLA and the `sdy` dialect spell it (`all-gather`, ...).
    pub fn name(self) -> &'static str {
        match self {
            CollectiveKind::AllGather => "all-gather",
            CollectiveKind::ReduceScatter => "reduce-scatter",
            CollectiveKind::AllReduce => "all-reduce",
            CollectiveKind::AllToAll => "all-to-all",
            CollectiveKind::CollectivePermute => "collective-permute",
            CollectiveKind::AllSlice => "all-slice",
            CollectiveKind::ZeroFill => "zero-fill",
        }
    }

    /// Whether the step moves no data between devices.
    pub fn is_local(self) -> bool {
        matches!(self, CollectiveKind::AllSlice | CollectiveKind::ZeroFill)
    }
}

/// How all-reduce is modelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AllReduceAlgorithm {
    /// `2(n-1)` latency steps.
    #[default]
    Ring,
    /// `2⌈log2 n⌉` latency steps, same bandwidth term.
    Tree,
}

/// Options of the collective model.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CollectiveOptions {
    pub all_reduce: AllReduceAlgorithm,
}

/// The bandwidth ring collectives see: doubled on a ring with wraparound.
fn ring_bandwidth(link: &Link) -> f64 {
    if link.wraparound {
        2.0 * link.bandwidth_bytes_per_s
    } else {
        link.bandwidth_bytes_per_s
    }
}

fn steps(n: u64) -> f64 {
    n.saturating_sub(1) as f64
}

/// `(n-1)/n`, 0 for groups of one.
fn fraction(n: u64) -> f64 {
    if n <= 1 {
        0.0
    } else {
        (n - 1) as f64 / n as f64
    }
}

/// `⌈log2 n⌉`.
fn ceil_log2(n: u64) -> f64 {
    if n <= 1 {
        0.0
    } else {
        (64 - (n - 1).leading_zeros()) as f64
    }
}

/// All-gather along a group of `n`: every device ends with `full_bytes`.
pub fn all_gather_time(n: u64, full_bytes: f64, link: &Link) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    steps(n) * link.latency_s + fraction(n) * full_bytes / ring_bandwidth(link)
}

/// Reduce-scatter along a group of `n`: every device starts with `full_bytes`.
pub fn reduce_scatter_time(n: u64, full_bytes: f64, link: &Link) -> f64 {
    all_gather_time(n, full_bytes, link)
}

/// All-reduce of `bytes` (per device) along a group of `n`.
pub fn all_reduce_time(n: u64, bytes: f64, link: &Link, algo: AllReduceAlgorithm) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    let latency_steps = match algo {
        AllReduceAlgorithm::Ring => 2.0 * steps(n),
        AllReduceAlgorithm::Tree => 2.0 * ceil_log2(n),
    };
    latency_steps * link.latency_s + 2.0 * fraction(n) * bytes / ring_bandwidth(link)
}

/// All-to-all along a group of `n`, each device holding `shard_bytes` before and after.
pub fn all_to_all_time(n: u64, shard_bytes: f64, link: &Link) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    let bandwidth = if link.switched {
        fraction(n) * shard_bytes / link.bandwidth_bytes_per_s
    } else {
        // A quarter of the all-gather of the whole (n * shard) tensor.
        0.25 * fraction(n) * (n as f64 * shard_bytes) / ring_bandwidth(link)
    };
    steps(n) * link.latency_s + bandwidth
}

/// Collective-permute: each device sends `shard_bytes` to one other, `hops` hops away.
pub fn collective_permute_time(shard_bytes: f64, hops: u64, link: &Link) -> f64 {
    hops as f64 * (link.latency_s + shard_bytes / link.bandwidth_bytes_per_s)
}

/// Bytes each device sends in a collective of `kind` along a group of `n`, given the
/// per-device bytes before and after it.
pub fn bytes_sent(kind: CollectiveKind, n: u64, before: f64, after: f64) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    match kind {
        CollectiveKind::AllGather => fraction(n) * after,
        CollectiveKind::ReduceScatter => fraction(n) * before,
        CollectiveKind::AllReduce => 2.0 * fraction(n) * before,
        CollectiveKind::AllToAll => fraction(n) * before.max(after),
        CollectiveKind::CollectivePermute => before.max(after),
        CollectiveKind::AllSlice | CollectiveKind::ZeroFill => 0.0,
    }
}

/// Time of a collective of `kind` along a group of `n` on `link`, given the per-device
/// bytes before and after it.
pub fn time(
    kind: CollectiveKind,
    n: u64,
    before: f64,
    after: f64,
    link: &Link,
    opts: &CollectiveOptions,
) -> f64 {
    match kind {
        CollectiveKind::AllGather => all_gather_time(n, after, link),
        CollectiveKind::ReduceScatter => reduce_scatter_time(n, before, link),
        CollectiveKind::AllReduce => all_reduce_time(n, before, link, opts.all_reduce),
        CollectiveKind::AllToAll => all_to_all_time(n, before.max(after), link),
        CollectiveKind::CollectivePermute if n > 1 => {
            collective_permute_time(before.max(after), 1, link)
        }
        CollectiveKind::CollectivePermute => 0.0,
        CollectiveKind::AllSlice | CollectiveKind::ZeroFill => 0.0,
    }
}

/// A multi-axis all-gather as per-axis all-gathers on the growing tensor: `axes` are
/// (group size, link) in the order performed, `start_bytes` the per-device bytes before.
/// Returns the per-step times.
pub fn multi_axis_all_gather(axes: &[(u64, &Link)], start_bytes: f64) -> Vec<f64> {
    let mut bytes = start_bytes;
    axes.iter()
        .map(|&(n, link)| {
            bytes *= n as f64;
            all_gather_time(n, bytes, link)
        })
        .collect()
}

/// A multi-axis reduce-scatter as per-axis reduce-scatters on the shrinking tensor.
pub fn multi_axis_reduce_scatter(axes: &[(u64, &Link)], start_bytes: f64) -> Vec<f64> {
    let mut bytes = start_bytes;
    axes.iter()
        .map(|&(n, link)| {
            let t = reduce_scatter_time(n, bytes, link);
            bytes /= n.max(1) as f64;
            t
        })
        .collect()
}

/// A multi-axis all-reduce as per-axis all-reduces of the same tensor.
pub fn multi_axis_all_reduce(
    axes: &[(u64, &Link)],
    bytes: f64,
    algo: AllReduceAlgorithm,
) -> Vec<f64> {
    axes.iter()
        .map(|&(n, link)| all_reduce_time(n, bytes, link, algo))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(bw: f64, lat: f64, wrap: bool, switched: bool) -> Link {
        Link {
            name: "l".into(),
            bandwidth_bytes_per_s: bw,
            latency_s: lat,
            wraparound: wrap,
            switched,
            domain_devices: None,
        }
    }

    fn close(a: f64, b: f64) {
        assert!((a - b).abs() <= 1e-12 * b.abs().max(1.0), "{a} != {b}");
    }

    #[test]
    fn all_gather_and_reduce_scatter() {
        let l = link(1e9, 1e-6, false, true);
        // n=4, S=4e9 bytes: 3 steps + 3/4 * 4 s.
        close(all_gather_time(4, 4e9, &l), 3e-6 + 3.0);
        close(reduce_scatter_time(4, 4e9, &l), 3e-6 + 3.0);
        // Wraparound halves the bandwidth term, not the latency.
        let w = link(1e9, 1e-6, true, false);
        close(all_gather_time(4, 4e9, &w), 3e-6 + 1.5);
        assert_eq!(all_gather_time(1, 4e9, &l), 0.0);
        close(bytes_sent(CollectiveKind::AllGather, 4, 1e9, 4e9), 3e9);
        close(bytes_sent(CollectiveKind::ReduceScatter, 4, 4e9, 1e9), 3e9);
    }

    #[test]
    fn all_reduce_ring_and_tree() {
        let l = link(1e9, 1e-6, false, true);
        close(
            all_reduce_time(8, 8e9, &l, AllReduceAlgorithm::Ring),
            14e-6 + 14.0,
        );
        close(
            all_reduce_time(8, 8e9, &l, AllReduceAlgorithm::Tree),
            6e-6 + 14.0,
        );
        close(
            all_reduce_time(5, 5e9, &l, AllReduceAlgorithm::Tree),
            6e-6 + 8.0,
        );
        assert_eq!(all_reduce_time(1, 8e9, &l, AllReduceAlgorithm::Ring), 0.0);
        close(bytes_sent(CollectiveKind::AllReduce, 8, 8e9, 8e9), 14e9);
        // An all-reduce costs a reduce-scatter plus an all-gather in bandwidth.
        let ar = all_reduce_time(4, 4e9, &l, AllReduceAlgorithm::Ring);
        close(
            ar,
            reduce_scatter_time(4, 4e9, &l) + all_gather_time(4, 4e9, &l),
        );
    }

    #[test]
    fn all_to_all() {
        let sw = link(1e9, 1e-6, false, true);
        // Switched: (n-1)/n of the shard.
        close(all_to_all_time(4, 1e9, &sw), 3e-6 + 0.75);
        // Ring with wraparound: a quarter of the all-gather's bandwidth term.
        let ring = link(1e9, 1e-6, true, false);
        let ag_bw = all_gather_time(4, 4e9, &ring) - 3e-6;
        close(all_to_all_time(4, 1e9, &ring), 3e-6 + ag_bw / 4.0);
        close(bytes_sent(CollectiveKind::AllToAll, 4, 1e9, 1e9), 0.75e9);
    }

    #[test]
    fn permute_and_local_steps() {
        let l = link(1e9, 1e-6, false, true);
        close(collective_permute_time(2e9, 1, &l), 1e-6 + 2.0);
        close(collective_permute_time(2e9, 3, &l), 3.0 * (1e-6 + 2.0));
        let o = CollectiveOptions::default();
        assert_eq!(time(CollectiveKind::AllSlice, 4, 4e9, 1e9, &l, &o), 0.0);
        assert_eq!(time(CollectiveKind::ZeroFill, 4, 4e9, 4e9, &l, &o), 0.0);
        assert_eq!(bytes_sent(CollectiveKind::AllSlice, 4, 4e9, 1e9), 0.0);
        close(
            time(CollectiveKind::CollectivePermute, 4, 1e9, 1e9, &l, &o),
            1e-6 + 1.0,
        );
    }

    #[test]
    fn multi_axis_sequences() {
        let fast = link(1e10, 0.0, false, true);
        let slow = link(1e9, 0.0, false, true);
        // Gather 2 (slow) then 4 (fast) from 1 GB: slow moves 1/2 * 2 GB, fast 3/4 * 8 GB.
        let t = multi_axis_all_gather(&[(2, &slow), (4, &fast)], 1e9);
        close(t[0], 1.0);
        close(t[1], 0.6);
        // Reduce-scatter mirrors it: 8 GB over fast first, then 2 GB over slow.
        let t = multi_axis_reduce_scatter(&[(4, &fast), (2, &slow)], 8e9);
        close(t[0], 0.6);
        close(t[1], 1.0);
        let t = multi_axis_all_reduce(&[(2, &slow), (4, &fast)], 1e9, AllReduceAlgorithm::Ring);
        close(t[0], 1.0);
        close(t[1], 0.15);
    }
}
