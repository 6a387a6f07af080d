//! Fusion: which values of a module live in HBM (fusion boundaries) and which stay
//! inside a fusion, decided from the module's structure as XLA's fusion passes decide
//! (`instruction_fusion`, `cpu_instruction_fusion`, `multi_output_fusion`).
//!
//! The op classes are data in the rule registry ([`crate::rules::classes`]):
//! - [`FusionClass::Loop`] ops (elementwise, converts, broadcasts, iota and constants,
//!   transposes, slices, pads, concatenates) fuse into their consumers: a loop op's
//!   result is materialized only when some consumer cannot fuse it (XLA duplicates cheap
//!   producers into every fusing consumer and merges sibling fusions into multi-output
//!   fusions, so a value with several fusing consumers still stays in registers), or
//!   when XLA does not duplicate it (a producer with two full-size operands that some
//!   consumer cannot take on every path, e.g. a residual add: [`duplicate`]);
//! - [`FusionClass::View`] ops (`reshape`, a bitcast in XLA; `sdy` constraints, which
//!   the partitioner turns into collectives or nothing) alias their operand: they are
//!   materialized exactly when their operand is, move no data, and pass the needs of
//!   their consumers on to their operand;
//! - [`FusionClass::Input`] ops (`reduce`) fuse their producers in and write their
//!   results;
//! - everything else (dots and convolutions, gathers and scatters, in-place
//!   dynamic-update-slice, sort, collectives, while/case/call/custom_call, returns) is a
//!   boundary: its operands are read from HBM and its results are written there.
//!   Region arguments and the entry function's arguments are in HBM; calls are inlined
//!   first, as XLA's `CallInliner` does ([`Links`]).
//!
//! Every op that writes a value to HBM roots a fusion holding the producers that stay
//! inside fusions, transitively (shared producers are duplicated into every fusion, as
//! XLA does). A fusion reads each of its inputs in HBM once, charged to its first
//! reader in program order, except that a `slice` or `dynamic_slice` of an input reads
//! only its piece, once per such slice ([`reads_slice_of`]); an op in several fusions is
//! charged once per fusion.
//!
//! Architecture invariant: the decision depends on the module only, never on the
//! shardings, so an op's bytes (its materialized operands and results, per device under
//! the op's own shardings) stay a local cost and the ILP objective equals the plan's
//! evaluation.

mod duplicate;

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::compute::program_ops;
pub use super::xla_cpu::LibraryFusion;
use crate::ir::{Module, OpId, ValueId};
use crate::passes::symbols::callee;
use crate::rules::classes::fusion_class;
pub use crate::rules::classes::FusionClass;

/// How an op takes part in the fusion decisions (an in-place boundary is a boundary
/// here; only its bytes differ, [`super::compute`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Fusible,
    View,
    Root,
    Boundary,
    /// An inlined call or its callee's return ([`Links`]).
    Link,
    /// Inside a library fusion, not its root: computed in registers, never written
    /// (XLA:CPU's YNNPACK fusions, [`super::xla_cpu::REDUCE_FUSED_BY_YNNPACK`]).
    Library,
}

fn role(m: &Module, op: OpId) -> Role {
    if m.ops[op].attr(super::xla_cpu::UNFUSED_COPY).is_some() {
        // A copy XLA:CPU emits as a fusion of its own (the XLA:CPU view's dot operands).
        return Role::Boundary;
    }
    if m.ops[op].attr(super::xla_cpu::COLLECTIVE_CONVERT).is_some() {
        // The f32 copy of a bf16 value XLA:CPU writes for a collective to send (the
        // XLA:CPU view's `bf16-collective-in-f32`): it roots a fusion of its producers.
        return Role::Root;
    }
    match fusion_class(m, op) {
        FusionClass::Loop => Role::Fusible,
        FusionClass::View => Role::View,
        FusionClass::Input => Role::Root,
        FusionClass::InPlace | FusionClass::Boundary => Role::Boundary,
    }
}

/// The fusion decisions of a module: a side table keyed by value and op.
#[derive(Clone, Debug, Default)]
pub struct Fusion {
    /// Per value: whether it lives in HBM. Empty: every value does (no fusion).
    materialized: Vec<bool>,
    /// Per op: the values in HBM it reads, each with the number of fusions that read
    /// it through this op (their first reader of it).
    reads: HashMap<OpId, Vec<(ValueId, f64)>>,
}

impl Fusion {
    /// No fusion: every op reads all its operands and writes all its results.
    pub fn unfused() -> Fusion {
        Fusion::default()
    }

    /// The fusion decisions of `m`.
    pub fn new(m: &Module) -> Fusion {
        Fusion::with_library_fusions(m, &[])
    }

    /// The fusion decisions of `m` when the ops of `library` are library fusions: each
    /// reads its inputs from HBM (a library kernel recomputes no producer) and writes its
    /// root's result only (XLA:CPU's YNNPACK fusions,
    /// [`super::xla_cpu::REDUCE_FUSED_BY_YNNPACK`]).
    pub fn with_library_fusions(m: &Module, library: &[LibraryFusion]) -> Fusion {
        let ops = program_ops(m);
        let links = Links::new(m);
        let mut in_library: HashMap<OpId, Role> = HashMap::new();
        for f in library {
            for &op in &f.members {
                let r = if f.members.len() > 1 && op != f.root {
                    Role::Library
                } else {
                    Role::Root
                };
                in_library.insert(op, r);
            }
        }
        let roles: HashMap<OpId, Role> = ops
            .iter()
            .map(|&op| {
                let r = if links.ops.contains(&op) {
                    Role::Link
                } else if let Some(&r) = in_library.get(&op) {
                    r
                } else {
                    role(m, op)
                };
                (op, r)
            })
            .collect();
        let role_of = |op: OpId| roles.get(&op).copied().unwrap_or(Role::Boundary);
        let inputs = library_inputs(m, library);
        let needed = needed(m, &ops, &links, &role_of, &inputs);
        // Materialized: arguments, results of roots and boundaries, needed fusible
        // results; views as their operand, linked values as their source. Links cross
        // functions, so the program-order pass repeats until nothing changes (values
        // only go from materialized to not).
        let mut materialized = vec![true; m.values.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for &op in &ops {
                let o = &m.ops[op];
                for &r in &o.results {
                    let x = match (links.src.get(&r), role_of(op)) {
                        (Some(&s), _) => materialized[s.0 as usize],
                        (None, Role::Fusible) => needed[r.0 as usize],
                        (None, Role::Library) => false,
                        (None, Role::View) => o.operands.iter().all(|v| materialized[v.0 as usize]),
                        (None, _) => true,
                    };
                    changed |= set(&mut materialized, r, x);
                }
            }
            for (&v, sites) in &links.args {
                let x = sites.iter().any(|&(_, s)| materialized[s.0 as usize]);
                changed |= set(&mut materialized, v, x);
            }
        }
        let reads = fusion_reads(m, &ops, &materialized, &links, &role_of);
        Fusion {
            materialized,
            reads,
        }
    }

    /// What the decisions for `op` are, as text: per operand how many times it is read
    /// (or, for a value an earlier operand already is, which operand: `multiply %x, %x`
    /// reads `%x` once where `multiply %x, %y` reads two buffers), per result whether it
    /// is written. Two ops alike with equal keys cost the same under equal shardings (the
    /// ILP encoder caches op costs and groups ops of one class by it).
    pub fn key(&self, m: &Module, op: OpId) -> String {
        let o = &m.ops[op];
        let reads = self.reads(op);
        let mut k = String::new();
        for (i, &v) in o.operands.iter().enumerate() {
            if let Some(j) = o.operands[..i].iter().position(|&x| x == v) {
                k.push_str(&format!("={j}"));
                continue;
            }
            let n = reads.map_or(1.0, |r| {
                r.iter().find(|(x, _)| *x == v).map_or(0.0, |x| x.1)
            });
            k.push_str(&format!("r{n}"));
        }
        for &r in &o.results {
            k.push(if self.materialized(r) { 'w' } else { '-' });
        }
        k
    }

    /// Whether `v` lives in HBM.
    pub fn materialized(&self, v: ValueId) -> bool {
        self.materialized.get(v.0 as usize).copied().unwrap_or(true)
    }

    /// The operands `op` reads from HBM, each with how many times (the fusions it is
    /// part of), or `None` without fusion (every operand, once).
    pub fn reads(&self, op: OpId) -> Option<&[(ValueId, f64)]> {
        if self.materialized.is_empty() {
            return None;
        }
        Some(self.reads.get(&op).map_or(&[], Vec::as_slice))
    }
}

/// Which values a consumer needs in HBM: `inputs`, operands of boundaries and results of the
/// producers XLA does not duplicate ([`duplicate::kept_out`]), then back through views
/// and inlined calls to their sources, until nothing changes.
fn needed(
    m: &Module,
    ops: &[OpId],
    links: &Links,
    role_of: &impl Fn(OpId) -> Role,
    inputs: &[ValueId],
) -> Vec<bool> {
    let mut needed = vec![false; m.values.len()];
    for v in inputs {
        needed[v.0 as usize] = true;
    }
    for op in duplicate::kept_out(m, ops, links, role_of) {
        for &r in &m.ops[op].results {
            needed[r.0 as usize] = true;
        }
    }
    for &op in ops {
        if role_of(op) == Role::Boundary {
            for &v in &m.ops[op].operands {
                needed[v.0 as usize] = true;
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &op in ops.iter().rev() {
            let o = &m.ops[op];
            if role_of(op) == Role::View && o.results.iter().any(|r| needed[r.0 as usize]) {
                for &v in &o.operands {
                    changed |= set(&mut needed, v, true);
                }
            }
        }
        let args = links
            .args
            .iter()
            .flat_map(|(v, s)| s.iter().map(move |&(_, s)| (v, s)));
        for (&v, s) in links.src.iter().map(|(v, &s)| (v, s)).chain(args) {
            if needed[v.0 as usize] {
                changed |= set(&mut needed, s, true);
            }
        }
    }
    needed
}

/// The values the library fusions read from HBM: the operands of their members defined
/// outside them (constants aside: a library fusion takes its literals in).
fn library_inputs(m: &Module, library: &[LibraryFusion]) -> Vec<ValueId> {
    let mut out = Vec::new();
    for f in library {
        for &op in &f.members {
            for &v in &m.ops[op].operands {
                let outside = !m.defining_op(v).is_some_and(|d| f.members.contains(&d));
                let literal = m.defining_op(v).is_some_and(|d| {
                    matches!(
                        m.ops[d].name.as_str(),
                        "stablehlo.constant" | "sdy.constant"
                    )
                });
                if outside && !literal {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Sets `flags[v]` to `x`; whether it changed.
fn set(flags: &mut [bool], v: ValueId, x: bool) -> bool {
    let old = std::mem::replace(&mut flags[v.0 as usize], x);
    old != x
}

/// Calls XLA inlines before it fuses (its `CallInliner`, which inlines every `call`
/// whatever the number of its call sites): each call's results alias what the callee
/// returns and the callee's arguments alias the call's operands, so fusion crosses the
/// call; the call and the callee's return are links that move nothing.
///
/// A function called from several sites is one body here and one copy per site in
/// XLA's program: its ops take one fusion decision for every site (a callee argument is
/// in HBM when some site's operand is; a site's operand is needed when the argument
/// is), and a fusion is one instance per call stack of its root ([`Links::contexts`]),
/// each reading through the sites of its own stack.
#[derive(Default)]
struct Links {
    /// Call result -> the callee's returned value.
    src: BTreeMap<ValueId, ValueId>,
    /// Callee argument -> per call site: the call and its operand.
    args: BTreeMap<ValueId, Vec<(OpId, ValueId)>>,
    /// Inlined callee -> its call sites.
    sites: BTreeMap<OpId, Vec<OpId>>,
    /// The inlined calls and their callees' returns.
    ops: BTreeSet<OpId>,
}

impl Links {
    fn new(m: &Module) -> Links {
        let mut sites: BTreeMap<OpId, Vec<OpId>> = BTreeMap::new();
        for op in m.walk() {
            if m.ops[op].name == "func.call" {
                if let Some(f) = callee(m, op) {
                    sites.entry(f).or_default().push(op);
                }
            }
        }
        let mut l = Links::default();
        for (f, calls) in sites {
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            let Some(ret) = m.terminator(block) else {
                continue;
            };
            let args = &m.blocks[block].args;
            let r = &m.ops[ret];
            let fits = |&c: &OpId| {
                let c = &m.ops[c];
                args.len() == c.operands.len() && r.operands.len() == c.results.len()
            };
            if calls.is_empty() || !calls.iter().all(fits) {
                continue;
            }
            for &call in &calls {
                let c = &m.ops[call];
                for (&a, &v) in args.iter().zip(&c.operands) {
                    l.args.entry(a).or_default().push((call, v));
                }
                l.src
                    .extend(c.results.iter().copied().zip(r.operands.iter().copied()));
                l.ops.insert(call);
            }
            l.ops.insert(ret);
            l.sites.insert(f, calls);
        }
        l
    }

    /// The value `v` aliases through inlined calls (itself when none), through the
    /// first call site of a callee argument.
    fn resolve(&self, mut v: ValueId) -> ValueId {
        loop {
            if let Some(&s) = self.src.get(&v) {
                v = s;
            } else if let Some(&(_, s)) = self.args.get(&v).and_then(|s| s.first()) {
                v = s;
            } else {
                return v;
            }
        }
    }

    /// Every value `v` aliases through inlined calls, one per call site of each callee
    /// argument on the way (`v` itself when none).
    fn resolve_all(&self, v: ValueId) -> Vec<ValueId> {
        if let Some(&s) = self.src.get(&v) {
            return self.resolve_all(s);
        }
        match self.args.get(&v) {
            Some(sites) => sites
                .iter()
                .flat_map(|&(_, s)| self.resolve_all(s))
                .collect(),
            None => vec![v],
        }
    }

    /// The value `v` aliases in the instance whose call stack is `ctx` (innermost call
    /// last), and that instance's stack there: a call result enters its callee (the
    /// call pushed), a callee argument leaves to the operand of the call on top of the
    /// stack (popped).
    fn resolve_in(&self, m: &Module, mut v: ValueId, ctx: &[OpId]) -> (ValueId, Vec<OpId>) {
        let mut ctx = ctx.to_vec();
        loop {
            if let Some(&s) = self.src.get(&v) {
                ctx.extend(m.defining_op(v));
                v = s;
                continue;
            }
            let Some(sites) = self.args.get(&v) else {
                return (v, ctx);
            };
            let top = ctx.last().copied();
            let Some(&(_, s)) = sites.iter().find(|(c, _)| Some(*c) == top) else {
                return (v, ctx);
            };
            ctx.pop();
            v = s;
        }
    }

    /// The call stacks `op` runs under, one per inlined copy of it (innermost call
    /// last): one empty stack outside inlined callees.
    fn contexts(&self, m: &Module, op: OpId) -> Vec<Vec<OpId>> {
        let Some(f) = m.enclosing_op_named(op, "func.func") else {
            return vec![Vec::new()];
        };
        let Some(calls) = self.sites.get(&f) else {
            return vec![Vec::new()];
        };
        let mut out = Vec::new();
        for &call in calls {
            for mut c in self.contexts(m, call) {
                c.push(call);
                out.push(c);
            }
        }
        out
    }
}

/// The values in HBM each op reads, with how many fusions charge the read to it.
///
/// Every op writing a value to HBM roots a fusion: itself and, transitively, the
/// fusible producers of its operands that stay inside fusions (a producer shared by
/// several fusions is duplicated into each, as XLA does). A fusion reads each of its
/// inputs once, charged to its first reader in program order. A boundary op is a
/// fusion of its own. A root inside a function called from several sites roots one
/// fusion per call stack ([`Links::contexts`]); a read charged to an op counts
/// `1 / copies` of it, so that the op's weight (its function runs once per call site)
/// makes it one read per fusion.
fn fusion_reads(
    m: &Module,
    ops: &[OpId],
    materialized: &[bool],
    links: &Links,
    role_of: &impl Fn(OpId) -> Role,
) -> HashMap<OpId, Vec<(ValueId, f64)>> {
    let index: HashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut copies: HashMap<OpId, f64> = HashMap::new();
    let mut reads: HashMap<OpId, Vec<(ValueId, f64)>> = HashMap::new();
    for &root in ops {
        let writes = m.ops[root]
            .results
            .iter()
            .any(|r| materialized[r.0 as usize]);
        let fused = match role_of(root) {
            Role::Boundary => false,
            Role::Fusible | Role::Root if writes => true,
            _ => continue,
        };
        for ctx in links.contexts(m, root) {
            let members = if fused {
                fusion_members(m, root, &ctx, materialized, links, &index)
            } else {
                vec![(root, ctx)]
            };
            // A value of a callee is one buffer per copy: inputs are told apart by stack.
            let mut inputs: Vec<(ValueId, &[OpId])> = Vec::new();
            for (op, ctx) in &members {
                let op = *op;
                for (i, &v) in m.ops[op].operands.iter().enumerate() {
                    if !materialized[v.0 as usize] {
                        continue;
                    }
                    // A slice reads its own piece, shared with no other reader.
                    if !reads_slice_of(m, op, i) {
                        // A reshard aliases its operand: reading both is one read.
                        let src = (through_reshards(m, v), ctx.as_slice());
                        if inputs.contains(&src) {
                            continue;
                        }
                        inputs.push(src);
                    }
                    let n = *copies
                        .entry(op)
                        .or_insert_with(|| links.contexts(m, op).len() as f64);
                    let mine = reads.entry(op).or_default();
                    match mine.iter_mut().find(|(x, _)| *x == v) {
                        Some((_, c)) => *c += 1.0 / n,
                        None => mine.push((v, 1.0 / n)),
                    }
                }
            }
        }
    }
    reads
}

/// Whether operand `i` of `op` is the buffer a `slice` or `dynamic_slice` cuts its
/// result from: a fusion reads only the piece from HBM, as many times as it has such
/// slices, apart from its other readers of the buffer, which share one whole read (XLA's
/// `HloCostAnalysis::FusionParameterReadBytes`; a scan's `dynamic_slice` of its stacked
/// layer weights reads one layer per iteration).
pub fn reads_slice_of(m: &Module, op: OpId, i: usize) -> bool {
    i == 0
        && matches!(
            m.ops[op].name.as_str(),
            "stablehlo.slice" | "stablehlo.dynamic_slice"
        )
}

/// The value `v` aliases through `sdy.reshard` and `sdy.sharding_constraint` (views the
/// partitioner turns into collectives or nothing): the same buffer for a fusion's reads,
/// so that a plan that reshards an operand explicitly (the search's decode) reads what
/// the module it was searched on reads.
fn through_reshards(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(d) = m.defining_op(v) {
        let o = &m.ops[d];
        if !matches!(o.name.as_str(), "sdy.reshard" | "sdy.sharding_constraint") {
            break;
        }
        let [src] = o.operands[..] else { break };
        v = src;
    }
    v
}

/// The ops of the fusion `root` writes in the instance whose call stack is `ctx`: it
/// and the producers that stay inside fusions, transitively, in program order (an op
/// reached under two stacks is two copies of it, listed with each).
fn fusion_members(
    m: &Module,
    root: OpId,
    ctx: &[OpId],
    materialized: &[bool],
    links: &Links,
    index: &HashMap<OpId, usize>,
) -> Vec<(OpId, Vec<OpId>)> {
    let mut seen: Vec<(OpId, Vec<OpId>)> = vec![(root, ctx.to_vec())];
    let mut stack = seen.clone();
    while let Some((op, ctx)) = stack.pop() {
        for &v in &m.ops[op].operands {
            if materialized[v.0 as usize] {
                continue;
            }
            let (v, c) = links.resolve_in(m, v, &ctx);
            if let Some(p) = m.defining_op(v).filter(|p| index.contains_key(p)) {
                let member = (p, c);
                if !seen.contains(&member) {
                    seen.push(member.clone());
                    stack.push(member);
                }
            }
        }
    }
    seen.sort_by_key(|(o, _)| index[o]);
    seen
}

#[cfg(test)]
mod tests;
