//! Per-device memory over program order: live ranges of values in the entry function.
//!
//! Parameters live throughout (no donation is assumed); every other value lives from
//! the op that defines it to its last use (a use inside a nested region counts at the
//! op that holds the region), and results are live until the end when the entry
//! function returns them. Sizes are per device under each value's sharding (padded; a
//! partial-sum tensor is full size along its unreduced axes). While an op runs, the
//! largest temporary of its reshards (a gathered operand, say) is live too, and so is
//! the peak of the values inside its regions (loop bodies) or of the function it calls.

use std::collections::HashMap;

use super::plan::{ModuleShardings, PlanCost};
use super::shard::per_device_bytes;
use crate::ir::{BlockId, Module, OpId, ValueDef, ValueId};
use crate::passes::symbols::callee;

/// The memory a plan needs per device.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MemoryReport {
    /// The entry function's arguments.
    pub parameter_bytes: u64,
    /// The entry function's results.
    pub output_bytes: u64,
    /// The most bytes live at once.
    pub peak_bytes: u64,
    /// The op of the entry function during which the peak occurs.
    pub peak_op: Option<OpId>,
    /// The values live at the peak (entry-function values), largest first.
    pub peak_values: Vec<(ValueId, u64)>,
}

/// The entry function: `@main`, else the first public function, else the first.
pub fn entry_function(m: &Module) -> Option<OpId> {
    let funcs = m.funcs();
    m.func("main")
        .or_else(|| {
            funcs.iter().copied().find(|&f| {
                m.ops[f]
                    .attr("sym_visibility")
                    .and_then(|a| a.as_str())
                    .map_or(true, |v| v == "public")
            })
        })
        .or_else(|| funcs.first().copied())
}

struct Sizer<'a> {
    m: &'a Module,
    shardings: &'a ModuleShardings,
    transient: HashMap<OpId, u64>,
    func_peaks: HashMap<OpId, u64>,
    visiting: Vec<OpId>,
}

impl Sizer<'_> {
    fn size(&self, v: ValueId) -> u64 {
        match self.m.tensor_type(v) {
            Some(ty) => match self.shardings.get(v) {
                Some((s, mesh)) => per_device_bytes(ty, Some(s), mesh),
                None => ty.byte_size(),
            },
            None => self.m.values[v].ty.byte_size(),
        }
    }

    /// The index of the last op of `block` that uses each value defined in the block
    /// (uses inside nested regions count at the op holding them).
    fn last_uses(&self, block: BlockId) -> HashMap<ValueId, usize> {
        let m = self.m;
        let mut last: HashMap<ValueId, usize> = HashMap::new();
        for (i, &op) in m.blocks[block].ops.iter().enumerate() {
            let mut inner = vec![op];
            inner.extend(m.walk_inside(op));
            for o in inner {
                for &v in &m.ops[o].operands {
                    if defined_in(m, v, block) {
                        last.insert(v, i);
                    }
                }
            }
        }
        last
    }

    /// The peak of the values defined in `block` (not its arguments) plus what runs
    /// inside its ops; returns (peak, index of the first op at the peak).
    fn block_peak(&mut self, block: BlockId) -> (u64, usize) {
        let mut peak: (u64, usize) = (0, 0);
        for (i, during) in self.block_timeline(block).into_iter().enumerate() {
            if during > peak.0 {
                peak = (during, i);
            }
        }
        peak
    }

    /// The bytes live while each op of `block` runs: the values defined in the block
    /// (not its arguments) that are live then, the op's results, its reshards'
    /// temporaries and the peak inside its regions or the function it calls.
    fn block_timeline(&mut self, block: BlockId) -> Vec<u64> {
        let m = self.m;
        let last = self.last_uses(block);
        let ops = m.blocks[block].ops.clone();
        let mut dies: Vec<Vec<ValueId>> = vec![Vec::new(); ops.len()];
        for (i, &op) in ops.iter().enumerate() {
            for &r in &m.ops[op].results {
                // Results nobody uses die right after their op.
                dies[last.get(&r).copied().unwrap_or(i)].push(r);
            }
        }
        let mut live: u64 = 0;
        let mut out = Vec::with_capacity(ops.len());
        for (i, &op) in ops.iter().enumerate() {
            let results: u64 = m.ops[op].results.iter().map(|&r| self.size(r)).sum();
            live += results;
            let mut nested = 0u64;
            for &r in &m.ops[op].regions {
                for &b in &m.regions[r].blocks {
                    nested = nested.max(self.block_peak(b).0);
                }
            }
            if m.ops[op].name == "func.call" {
                if let Some(f) = callee(m, op) {
                    nested = nested.max(self.func_peak(f));
                }
            }
            out.push(live + nested + self.transient.get(&op).copied().unwrap_or(0));
            for &v in &dies[i] {
                live = live.saturating_sub(self.size(v));
            }
        }
        out
    }

    /// The peak inside a called function (its arguments are the caller's values).
    fn func_peak(&mut self, f: OpId) -> u64 {
        if let Some(&p) = self.func_peaks.get(&f) {
            return p;
        }
        if self.visiting.contains(&f) {
            return 0;
        }
        self.visiting.push(f);
        let p = self.m.entry_block(f).map_or(0, |b| self.block_peak(b).0);
        self.visiting.pop();
        self.func_peaks.insert(f, p);
        p
    }
}

/// Whether `v` is defined by an op of `block` (not a block argument).
fn defined_in(m: &Module, v: ValueId, block: BlockId) -> bool {
    match m.values[v].def {
        ValueDef::Result { op, .. } => m.ops[op].parent == Some(block),
        ValueDef::BlockArg { .. } => false,
    }
}

/// The entry function's body and a sizer for the plan (with the temporaries of
/// `cost`'s reshards).
fn entry_sizer<'a>(
    m: &'a Module,
    shardings: &'a ModuleShardings,
    cost: &PlanCost,
) -> Option<(BlockId, Sizer<'a>)> {
    let entry = entry_function(m)?;
    let block = m.entry_block(entry)?;
    let sizer = Sizer {
        m,
        shardings,
        transient: cost
            .ops
            .iter()
            .filter(|o| o.transient_bytes > 0)
            .map(|o| (o.op, o.transient_bytes))
            .collect(),
        func_peaks: HashMap::new(),
        visiting: vec![entry],
    };
    Some((block, sizer))
}

/// The bytes live per device while each op of the entry function's body runs,
/// parameters included: the curve whose maximum is [`memory`]'s `peak_bytes`.
pub fn memory_timeline(m: &Module, shardings: &ModuleShardings, cost: &PlanCost) -> Vec<u64> {
    let Some((block, mut sizer)) = entry_sizer(m, shardings, cost) else {
        return vec![];
    };
    let params: u64 = m.blocks[block].args.iter().map(|&a| sizer.size(a)).sum();
    sizer
        .block_timeline(block)
        .into_iter()
        .map(|b| params + b)
        .collect()
}

/// The per-device memory of the plan in `m` (with the temporaries of `cost`'s reshards).
pub fn memory(m: &Module, shardings: &ModuleShardings, cost: &PlanCost) -> MemoryReport {
    let Some((block, mut sizer)) = entry_sizer(m, shardings, cost) else {
        return MemoryReport::default();
    };
    let args = m.blocks[block].args.clone();
    let parameter_bytes: u64 = args.iter().map(|&a| sizer.size(a)).sum();
    let output_bytes: u64 = m
        .terminator(block)
        .map(|t| m.ops[t].operands.iter().map(|&v| sizer.size(v)).sum())
        .unwrap_or(0);
    let (inner, at) = sizer.block_peak(block);
    let ops = &m.blocks[block].ops;
    // The values live during op `at`: the arguments, and values defined before it and
    // used at or after it.
    let last = sizer.last_uses(block);
    let mut live: Vec<(ValueId, u64)> = args.iter().map(|&a| (a, sizer.size(a))).collect();
    for (i, &op) in ops.iter().enumerate().take(at + 1) {
        for &r in &m.ops[op].results {
            if last.get(&r).copied().unwrap_or(i) >= at {
                live.push((r, sizer.size(r)));
            }
        }
    }
    live.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    live.truncate(10);
    MemoryReport {
        parameter_bytes,
        output_bytes,
        peak_bytes: parameter_bytes + inner,
        peak_op: ops.get(at).copied(),
        peak_values: live,
    }
}
