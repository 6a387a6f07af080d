//! Layer tying: repeated structure found in the program and solved once.
//!
//! While bodies and functions called from several sites are already one set of classes
//! ([`super::graph`]). Two more kinds of repetition are found here:
//!
//! - **Repeated blocks of an unrolled program**: in a function body, a run of top-level
//!   ops that repeats with a period `P` (a transformer's layers, unrolled by a Python
//!   loop). Ops are compared by a structural signature: the op (name, attributes, types,
//!   nested op names) and, per operand, where it comes from: an op at distance `d < P`
//!   before it in the same block, a block argument of a type, or one shared value
//!   (a mask or constant computed once); runs of backward layers, which read what their
//!   forward layers saved at distances that differ per layer, are found by comparing such
//!   operands by the op that made them ([`block_repeats`]). The period is one of the most frequent
//!   distances between equal ops; the repeated run is the longest stretch where op `i`
//!   equals op `i + P`.
//! - **Identical functions**: private functions with the same body, called from
//!   different sites (exporters outline each layer).
//!
//! Each repetition ties its copies to a representative copy: the values at the same
//! place share one class choice, the ops at the same place one strategy. This is a
//! restriction of the search space (the encoder ties only classes with the same
//! candidates and ops with the same strategies), so a tied plan is a valid plan whose
//! cost is exact; what tying may lose is measured by an untied re-solve
//! (`SolveOptions::tying_loss`).

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use crate::ir::{BlockId, Module, OpId, ValueDef, ValueId};

/// A repeated run of ops found in one block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repeat {
    /// The function (or op) whose block holds the run.
    pub owner: String,
    /// Ops per copy.
    pub period: usize,
    /// Copies found.
    pub copies: usize,
    /// Copies tied to the representative (the others keep their own variables).
    pub tied: usize,
    /// Position of the first op of the first copy among the block's ops.
    pub start: usize,
}

/// What is tied to what.
#[derive(Clone, Debug, Default)]
pub struct Tying {
    /// Values whose classes should share one choice: (value, its representative).
    pub values: Vec<(ValueId, ValueId)>,
    /// Ops whose strategies should be shared: op -> representative (earlier in program
    /// order).
    pub ops: HashMap<OpId, OpId>,
    /// The repeated runs, for the report.
    pub repeats: Vec<Repeat>,
    /// Groups of identical functions (names; the first is the representative).
    pub functions: Vec<Vec<String>>,
}

/// How much to tie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TyingOptions {
    /// Copies at each end of a repeated run that keep their own variables (first and
    /// last layers often differ in what suits them).
    pub untied_ends: usize,
    /// Shortest period considered (shorter repeats are runs of elementwise ops, not
    /// layers).
    pub min_period: usize,
}

impl Default for TyingOptions {
    fn default() -> Self {
        TyingOptions {
            untied_ends: 0,
            min_period: 8,
        }
    }
}

fn hash_of(x: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

/// The op itself, without where its operands come from.
fn local_sig(m: &Module, op: OpId) -> u64 {
    hash_of(super::encode::op_key(m, op))
}

/// Per op of `ops` (one block), its signature with operand origins relative to a
/// window of `window` ops.
/// With `far`, an operand made in the block before the window is compared by the op that
/// made it (see [`block_repeats`]); without, by its value.
fn full_sigs(
    m: &Module,
    block: BlockId,
    ops: &[OpId],
    local: &[u64],
    window: usize,
    far: bool,
) -> Vec<u64> {
    let pos: HashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    ops.iter()
        .enumerate()
        .map(|(i, &op)| {
            let mut h = DefaultHasher::new();
            local[i].hash(&mut h);
            for &v in &m.ops[op].operands {
                match m.values[v].def {
                    ValueDef::Result { op: d, index } => match pos.get(&d) {
                        Some(&j) if i - j < window => (1u8, i - j, index).hash(&mut h),
                        // Made earlier in the block, before the window: what made it (a
                        // backward layer reads the activation its forward layer saved,
                        // at a distance that differs per layer).
                        Some(&j) if far => (4u8, local[j], index).hash(&mut h),
                        _ => (3u8, v).hash(&mut h),
                    },
                    ValueDef::BlockArg { block: b, .. } if b == block => {
                        (2u8, &m.values[v].ty).hash(&mut h)
                    }
                    ValueDef::BlockArg { .. } => (3u8, v).hash(&mut h),
                }
            }
            h.finish()
        })
        .collect()
}

/// Candidate periods: the most frequent distances between an op and the next equal one.
fn periods(local: &[u64], min_period: usize) -> Vec<usize> {
    let mut next: HashMap<u64, usize> = HashMap::new();
    let mut count: HashMap<usize, usize> = HashMap::new();
    for i in (0..local.len()).rev() {
        if let Some(&j) = next.get(&local[i]) {
            if j - i >= min_period {
                *count.entry(j - i).or_default() += 1;
            }
        }
        next.insert(local[i], i);
    }
    let mut by: Vec<(usize, usize)> = count.into_iter().collect();
    by.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    by.into_iter()
        .filter(|&(_, c)| c >= min_period)
        .take(3)
        .map(|(p, _)| p)
        .collect()
}

/// The longest run `[a, b)` within `lo..hi` with `sig[i] == sig[i + p]`; its copies
/// of length `p` start at `a`.
fn longest_run(sig: &[u64], p: usize, lo: usize, hi: usize) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut start = None;
    for i in lo..=hi.saturating_sub(p).max(lo) {
        let ok = i + p < hi && sig[i] == sig[i + p];
        match (ok, start) {
            (true, None) => start = Some(i),
            (false, Some(a)) => {
                if best.map_or(true, |(x, y)| i - a > y - x) {
                    best = Some((a, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    best
}

/// Finds repeated runs in one block, largest first, up to `max` runs: first (up to half
/// of them) those whose
/// copies read their operands from the same places (the forward layers), then, in what
/// is left, those whose copies read an operand made further back by a like op (the
/// backward and optimizer layers read the activations their forward layers saved, at a
/// distance that differs per layer) when they have as many copies as a run of the first
/// kind, the same layers, and at least [`FAR_MIN_PERIOD`] ops per copy. A coincidence
/// (the same update applied to several parameters of one layer) is not a layer, and
/// tying it restricts the search (the 2-layer Flax Linen train step: 415.0 -> 449.4 us).
fn block_repeats(
    m: &Module,
    block: BlockId,
    opts: &TyingOptions,
    max: usize,
) -> Vec<(usize, usize, usize)> {
    let ops = &m.blocks[block].ops;
    let local: Vec<u64> = ops.iter().map(|&o| local_sig(m, o)).collect();
    let mut found: Vec<(usize, usize, usize)> = Vec::new(); // (start, period, copies)
    let mut segments = vec![(0usize, ops.len())];
    let mut far = false;
    while found.len() < max {
        // At most half the runs of the first kind.
        far |= found.len() >= max / 2;
        let layers: Vec<usize> = found.iter().map(|f| f.2).collect();
        let admit = |copies: usize, p: usize| {
            copies >= 2 && (!far || (layers.contains(&copies) && p >= FAR_MIN_PERIOD))
        };
        let mut best: Option<(usize, usize, usize)> = None;
        for &(lo, hi) in &segments {
            for p in periods(&local[lo..hi], opts.min_period) {
                let sig = full_sigs(m, block, ops, &local, p, far);
                if let Some((a, b)) = longest_run(&sig, p, lo, hi) {
                    let copies = (b - a) / p + 1;
                    if admit(copies, p) && best.map_or(true, |(_, bp, bc)| copies * p > bc * bp) {
                        best = Some((a, p, copies));
                    }
                }
            }
        }
        let Some((a, p, c)) = best else {
            if far || found.is_empty() {
                break;
            }
            far = true;
            continue;
        };
        found.push((a, p, c));
        let end = a + p * c;
        segments = segments
            .into_iter()
            .flat_map(|(lo, hi)| {
                let mut out = Vec::new();
                if lo < a.min(hi) {
                    out.push((lo, a.min(hi)));
                }
                if end.max(lo) < hi {
                    out.push((end.max(lo), hi));
                }
                out
            })
            .collect();
    }
    found
}

/// Shortest period of a run found by the far-operand comparison: one parameter's
/// optimizer update (8 ops of Adam) repeats once per parameter of a layer, and when a
/// layer has as many parameters as the model has layers (4 on the 4-layer Flax Linen
/// train step) it passes for a layer; tying it ties different parameters (783.7 ->
/// 852.5 us there). A layer's backward or optimizer stretch is longer.
const FAR_MIN_PERIOD: usize = 32;

/// Repeated runs looked for per block: a train step's layers repeat as a few runs
/// (forward, backward, optimizer), each one run per stretch of like ops.
const MAX_RUNS: usize = 8;

/// Ties `op` to `rep`: their results, the block arguments they use at the same places
/// and everything nested inside them, pairwise.
fn tie_ops(m: &Module, op: OpId, rep: OpId, entry: BlockId, t: &mut Tying) {
    let (a, b) = (&m.ops[op], &m.ops[rep]);
    t.ops.insert(op, rep);
    for (&x, &y) in a.results.iter().zip(&b.results) {
        t.values.push((x, y));
    }
    for (&x, &y) in a.operands.iter().zip(&b.operands) {
        let arg = |v: ValueId| matches!(m.values[v].def, ValueDef::BlockArg { block, .. } if block == entry);
        if x != y && arg(x) && arg(y) {
            t.values.push((x, y));
        }
    }
    let (ia, ib) = (m.walk_inside(op), m.walk_inside(rep));
    if ia.len() == ib.len()
        && ia
            .iter()
            .zip(&ib)
            .all(|(&x, &y)| m.ops[x].name == m.ops[y].name)
    {
        for (&x, &y) in ia.iter().zip(&ib) {
            t.ops.insert(x, y);
            for (&u, &w) in m.ops[x].results.iter().zip(&m.ops[y].results) {
                t.values.push((u, w));
            }
            for (&ra, &rb) in m.ops[x].regions.iter().zip(&m.ops[y].regions) {
                for (&ba, &bb) in m.regions[ra].blocks.iter().zip(&m.regions[rb].blocks) {
                    for (&u, &w) in m.blocks[ba].args.iter().zip(&m.blocks[bb].args) {
                        t.values.push((u, w));
                    }
                }
            }
        }
        for (&ra, &rb) in a.regions.iter().zip(&b.regions) {
            for (&ba, &bb) in m.regions[ra].blocks.iter().zip(&m.regions[rb].blocks) {
                for (&u, &w) in m.blocks[ba].args.iter().zip(&m.blocks[bb].args) {
                    t.values.push((u, w));
                }
            }
        }
    }
}

/// Finds the repetition of `m`.
pub fn find(m: &Module, opts: &TyingOptions) -> Tying {
    let mut t = Tying::default();
    let funcs = m.funcs();
    // Repeated runs in each function body.
    for &f in &funcs {
        let Some(entry) = m.entry_block(f) else {
            continue;
        };
        let ops = m.blocks[entry].ops.clone();
        for (a, p, copies) in block_repeats(m, entry, opts, MAX_RUNS) {
            let ends = opts.untied_ends.min(copies / 2);
            let tied_copies = copies.saturating_sub(2 * ends);
            if tied_copies < 2 {
                continue;
            }
            let first = ends;
            for c in first + 1..first + tied_copies {
                for k in 0..p {
                    tie_ops(m, ops[a + c * p + k], ops[a + first * p + k], entry, &mut t);
                }
            }
            t.repeats.push(Repeat {
                owner: m.symbol_name(f).unwrap_or_default(),
                period: p,
                copies,
                tied: tied_copies,
                start: a,
            });
        }
    }
    // Identical private functions: the same ops with the same operand origins and the
    // same argument types.
    let mut by_body: Vec<(u64, Vec<OpId>)> = Vec::new();
    for &f in &funcs {
        let Some(entry) = m.entry_block(f) else {
            continue;
        };
        if m.ops[f].attr("sym_visibility").is_none() {
            continue;
        }
        let ops = &m.blocks[entry].ops;
        let local: Vec<u64> = ops.iter().map(|&o| local_sig(m, o)).collect();
        let sig = full_sigs(m, entry, ops, &local, usize::MAX, false);
        let args: Vec<crate::ir::Type> = m.blocks[entry]
            .args
            .iter()
            .map(|&v| m.values[v].ty.clone())
            .collect();
        let h = hash_of((sig, args));
        match by_body.iter_mut().find(|(x, _)| *x == h) {
            Some((_, fs)) => fs.push(f),
            None => by_body.push((h, vec![f])),
        }
    }
    for (_, fs) in by_body.into_iter().filter(|(_, fs)| fs.len() > 1) {
        let rep = fs[0];
        let Some(rb) = m.entry_block(rep) else {
            continue;
        };
        let mut names = vec![m.symbol_name(rep).unwrap_or_default()];
        for &f in &fs[1..] {
            let Some(fb) = m.entry_block(f) else { continue };
            names.push(m.symbol_name(f).unwrap_or_default());
            for (&u, &w) in m.blocks[fb].args.iter().zip(&m.blocks[rb].args) {
                t.values.push((u, w));
            }
            let (fo, ro) = (m.blocks[fb].ops.clone(), m.blocks[rb].ops.clone());
            for (&x, &y) in fo.iter().zip(&ro) {
                tie_ops(m, x, y, fb, &mut t);
            }
        }
        t.functions.push(names);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_run_finds_the_repeated_stretch() {
        // prefix 9, 8, then (1 2 3) x 3, then 7
        let s = [9, 8, 1, 2, 3, 1, 2, 3, 1, 2, 3, 7];
        assert_eq!(longest_run(&s, 3, 0, s.len()), Some((2, 8)));
        assert_eq!((8 - 2) / 3 + 1, 3);
    }

    #[test]
    fn periods_prefer_the_most_frequent_distance() {
        let mut s = vec![100, 101];
        for _ in 0..10 {
            s.extend(0..10u64);
        }
        assert_eq!(periods(&s, 8)[0], 10);
    }
}
