//! The worklist driver: one greedy run of Shardy's propagation patterns over the whole
//! module, as MLIR's greedy pattern rewrite driver runs them (top-down), with the
//! shardings in a side table keyed by value ids.
//!
//! One *sweep* puts every live op on the worklist in textual pre-order, then pops ops
//! last-in first-out. A popped op that is trivially dead (memory-effect free, results
//! unused) is erased, and the defining ops of its operands that are left with at most
//! one user are re-enqueued. Otherwise the op's pattern runs: a sharding rule, a
//! data-flow edge or a propagation barrier. When a step changes a value's sharding, the
//! driver re-enqueues the value's owner, its users (a use that is the source of a
//! data-flow edge enqueues the edge; a terminator enqueues its parent), the users of
//! the edge's other targets, and the members of its sharding group, which get the same
//! sharding; never the op just processed, and an op already queued keeps its place.
//! Shardy's driver makes a single sweep: an op whose inputs change without it being
//! re-enqueued (the block-argument edge of a named or manual computation whose operand
//! changes: Shardy looks the edge up from the operand, not the block argument) keeps
//! its sharding. `max_sweeps` allows more sweeps (until one changes nothing); the
//! [`StopReason`] says which way a run ended.
//!
//! Before and after each run, the shardings of every function's returned values and its
//! result attributes are propagated into each other (identity, both directions, no
//! re-enqueueing), as Shardy does.

use std::borrow::Cow;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::graph::{EdgeTransform, Graph, OpKind};
use super::groups::Groups;
use super::provenance::{Key, Provenance};
use super::sharding_table::ShardingTable;
use super::step::{step, FactorStrategy, StepOutput};
use crate::ir::sdy::{Direction, OpShardingRule, TensorSharding};
use crate::ir::{Module, OpId, ValueDef, ValueId};
use crate::passes::sharding::{
    add_free_axes, erase_manual_axes, fully_open, func_result_sharding, get_sharding, manual_axes,
};
use crate::rules::{RuleBuilder, RuleQueries};

/// Which directions ops may propagate in during a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Every op in both directions (`propagateAny`).
    Any,
    /// Op-priority run `k` (0..=4), cumulative; see [`super::op_priority`].
    OpPriority(usize),
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// A sweep changed nothing.
    Converged,
    /// The worklist of the single sweep Shardy's driver makes ran dry (`max_sweeps` = 1).
    WorklistEmpty,
    /// `max_sweeps` (> 1) sweeps all changed something.
    SweepLimit,
}

/// Counters of the runs of one propagation pass.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Greedy runs (one per user priority, op-priority run and strategy).
    pub runs: usize,
    /// Sweeps over all ops, summed over the runs.
    pub sweeps: usize,
    /// Ops popped from the worklist.
    pub visits: usize,
    /// Steps that changed a sharding.
    pub updates: usize,
    /// Values whose sharding changed (counting each change).
    pub value_updates: usize,
    /// Trivially dead ops erased.
    pub erased: usize,
    /// Visits skipped because nothing the step reads changed since it last did nothing.
    pub cached: usize,
    /// Steps run (projection, strategy, projection back).
    pub steps: usize,
    /// Steps found to change nothing by the cheap test (no projection).
    pub trivial: usize,
}

/// How a tensor of a step is read and written.
#[derive(Clone, Copy, Debug)]
enum Tensor {
    /// A value (its slot).
    Value(ValueId),
    /// The targets of data-flow edge `i`.
    EdgeResult(usize),
    /// Result `res` of function `func` (index into [`Graph::funcs`]).
    FuncResult { func: usize, res: usize },
}

/// LIFO worklist without duplicates; a queued op keeps its place.
#[derive(Default)]
struct Worklist {
    list: Vec<u32>,
    /// Per op: position + 1 in `list`, 0 if not queued.
    pos: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Worklist {
    fn push(&mut self, op: OpId) {
        let i = op.0 as usize;
        if self.pos[i] != 0 {
            return;
        }
        self.list.push(op.0);
        self.pos[i] = self.list.len() as u32;
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(x) = self.list.pop() {
            if x == NONE {
                continue;
            }
            self.pos[x as usize] = 0;
            return Some(OpId(x));
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        let i = op.0 as usize;
        if self.pos[i] != 0 {
            self.list[self.pos[i] as usize - 1] = NONE;
            self.pos[i] = 0;
        }
    }
}

/// The propagation state of one module: structure, shardings, worklist.
pub struct Engine<'m> {
    pub m: &'m Module,
    pub g: Graph,
    /// Current sharding per slot value.
    pub shardings: ShardingTable,
    /// Current result shardings per function (parallel to [`Graph::funcs`]).
    pub func_results: Vec<Vec<Option<TensorSharding>>>,
    /// Slots written since the shardings were read (for the write-back).
    pub dirty: Vec<bool>,
    pub func_results_dirty: Vec<Vec<bool>>,
    pub meshes: crate::passes::sharding::MeshTable,
    pub groups: Groups,
    pub conservative: bool,
    /// Sweeps per run (Shardy: 1).
    pub max_sweeps: usize,
    pub stats: Stats,
    wl: Worklist,
    /// The op whose step is running (never re-enqueued by its own updates).
    current: Option<OpId>,
    /// Whether updates re-enqueue ops (not while propagating function results).
    notify: bool,
    identity_rules: FxHashMap<(ValueId, usize), Rc<OpShardingRule>>,
    /// Counts sharding changes; `slot_epoch` says when each slot last changed.
    epoch: u64,
    slot_epoch: Vec<u64>,
    /// Per op: (epoch, direction signature) of its last step that changed nothing.
    cache: Vec<(u64, u64)>,
    /// Where each axis came from, when requested ([`Engine::enable_provenance`]).
    pub prov: Option<Provenance>,
    /// The user priority being propagated (for provenance).
    pub user_priority: i64,
    cur_policy: Policy,
    cur_strategy: FactorStrategy,
    /// Buffers of [`Engine::apply`], kept between steps.
    tensor_buf: Vec<Tensor>,
    dir_buf: Vec<Direction>,
}

impl<'m> Engine<'m> {
    /// Reads the module's shardings into the side table.
    pub fn new(m: &'m Module, g: Graph, conservative: bool) -> Engine<'m> {
        Engine::with_groups(m, g, Groups::build(m), conservative)
    }

    /// [`Engine::new`] with the module's sharding groups already found.
    pub fn with_groups(m: &'m Module, g: Graph, groups: Groups, conservative: bool) -> Engine<'m> {
        let n_vals = m.values.len();
        let mut shardings = ShardingTable::new(n_vals);
        for v in 0..n_vals {
            if g.slot[v] == Some(ValueId(v as u32)) {
                if let Some(s) = read_slot(m, ValueId(v as u32)) {
                    shardings.set(v, s);
                }
            }
        }
        let func_results: Vec<Vec<Option<TensorSharding>>> = g
            .funcs
            .iter()
            .map(|(f, _)| {
                let n = crate::passes::sharding::func_arity(m, *f).1;
                (0..n).map(|i| func_result_sharding(m, *f, i)).collect()
            })
            .collect();
        let func_results_dirty = func_results.iter().map(|r| vec![false; r.len()]).collect();
        let n_ops = m.ops.len();
        Engine {
            m,
            shardings,
            func_results,
            dirty: vec![false; n_vals],
            func_results_dirty,
            meshes: crate::passes::sharding::mesh_table(m),
            groups,
            conservative,
            max_sweeps: 1,
            stats: Stats::default(),
            wl: Worklist {
                list: Vec::new(),
                pos: vec![0; n_ops],
            },
            current: None,
            notify: true,
            identity_rules: FxHashMap::default(),
            epoch: 1,
            slot_epoch: vec![1; n_vals],
            cache: vec![(0, u64::MAX); n_ops],
            prov: None,
            user_priority: 0,
            cur_policy: Policy::Any,
            cur_strategy: FactorStrategy::Aggressive,
            tensor_buf: Vec::new(),
            dir_buf: Vec::new(),
            g,
        }
    }

    /// Starts recording provenance: every axis of every current sharding is an
    /// annotation.
    pub fn enable_provenance(&mut self) {
        let mut p = Provenance::default();
        for (v, s) in self.shardings.iter().enumerate() {
            if let Some(s) = s {
                p.record_annotation(Key::Slot(ValueId(v as u32)), s);
            }
        }
        for (fi, results) in self.func_results.iter().enumerate() {
            for (r, s) in results.iter().enumerate() {
                if let Some(s) = s {
                    p.record_annotation(
                        Key::FuncResult {
                            func: self.g.funcs[fi].0,
                            res: r,
                        },
                        s,
                    );
                }
            }
        }
        self.prov = Some(p);
    }

    fn key_of(&self, t: Tensor) -> Option<Key> {
        match t {
            Tensor::Value(v) => self.g.slot[v.0 as usize].map(Key::Slot),
            Tensor::EdgeResult(e) => Some(Key::Slot(self.g.edges[e].result)),
            Tensor::FuncResult { func, res } => Some(Key::FuncResult {
                func: self.g.funcs[func].0,
                res,
            }),
        }
    }

    // ----- reading and writing shardings -----------------------------------------------

    /// The sharding of a value (through its slot).
    pub fn sharding_of(&self, v: ValueId) -> Option<&TensorSharding> {
        let s = self.g.slot[v.0 as usize]?;
        self.shardings.get(s.0 as usize)
    }

    /// Sets the sharding of a value's slot (`setSharding`). A result of an op whose
    /// results share one per-value attribute gives the op's other unsharded results a
    /// fully open sharding on the same mesh, as Shardy does.
    pub fn set_value_sharding(&mut self, v: ValueId, s: TensorSharding) {
        let Some(slot) = self.g.slot[v.0 as usize] else {
            return;
        };
        if let ValueDef::Result { op, .. } = self.m.values[slot].def {
            let o = &self.m.ops[op];
            if uses_per_value_attr(&o.name) && o.results.len() > 1 {
                for &r in &o.results {
                    let ri = r.0 as usize;
                    if r != slot && self.g.slot[ri] == Some(r) && self.shardings.get(ri).is_none() {
                        let rank = crate::passes::sharding::rank_of(self.m, r);
                        self.shardings.set(ri, fully_open(s.mesh.clone(), rank));
                        self.dirty[ri] = true;
                        self.bump(r);
                    }
                }
            }
        }
        self.shardings.set(slot.0 as usize, s);
        self.dirty[slot.0 as usize] = true;
        self.bump(slot);
    }

    /// Replaces a slot's sharding outside a step (user-priority initialization).
    pub fn replace_slot(&mut self, slot: ValueId, s: TensorSharding) {
        self.shardings.set(slot.0 as usize, s);
        self.dirty[slot.0 as usize] = true;
        self.bump(slot);
    }

    fn bump(&mut self, slot: ValueId) {
        self.epoch += 1;
        self.slot_epoch[slot.0 as usize] = self.epoch;
    }

    fn get_tensor(&self, t: Tensor) -> Option<Cow<'_, TensorSharding>> {
        match t {
            Tensor::Value(v) => self.sharding_of(v).map(Cow::Borrowed),
            Tensor::FuncResult { func, res } => {
                self.func_results[func][res].as_ref().map(Cow::Borrowed)
            }
            Tensor::EdgeResult(e) => {
                let edge = &self.g.edges[e];
                let s = self.shardings.get(edge.result.0 as usize)?;
                match edge.transform {
                    EdgeTransform::None => Some(Cow::Borrowed(s)),
                    EdgeTransform::ManualBlockArg { op, index } => {
                        let outer = self.manual_in_sharding(op, index)?;
                        Some(Cow::Owned(add_free_axes(
                            &outer,
                            s,
                            &manual_axes(self.m, op),
                        )))
                    }
                    EdgeTransform::ManualResult { op, .. } => {
                        Some(Cow::Owned(erase_manual_axes(s, &manual_axes(self.m, op))))
                    }
                }
            }
        }
    }

    fn manual_in_sharding(&self, op: OpId, i: usize) -> Option<TensorSharding> {
        per_value(self.m, op, "in_shardings", i)
    }

    fn set_tensor(&mut self, t: Tensor, s: TensorSharding) {
        match t {
            Tensor::Value(v) => self.set_value_sharding(v, s),
            Tensor::FuncResult { func, res } => {
                self.func_results[func][res] = Some(s);
                self.func_results_dirty[func][res] = true;
            }
            Tensor::EdgeResult(e) => {
                let edge = &self.g.edges[e];
                let r = edge.result;
                let s = match edge.transform {
                    EdgeTransform::None => s,
                    EdgeTransform::ManualBlockArg { op, .. } => {
                        erase_manual_axes(&s, &manual_axes(self.m, op))
                    }
                    EdgeTransform::ManualResult { op, index } => {
                        match per_value(self.m, op, "out_shardings", index) {
                            Some(outer) => add_free_axes(&outer, &s, &manual_axes(self.m, op)),
                            None => s,
                        }
                    }
                };
                self.shardings.set(r.0 as usize, s);
                self.dirty[r.0 as usize] = true;
                self.bump(r);
            }
        }
    }

    /// The value whose sharding a tensor's update modifies (for re-enqueueing and
    /// groups).
    fn modified_value(&self, t: Tensor) -> Option<ValueId> {
        match t {
            Tensor::Value(v) => self.g.slot[v.0 as usize],
            Tensor::EdgeResult(e) => Some(self.g.edges[e].result),
            Tensor::FuncResult { func, res } => {
                let v = *self.g.funcs[func].1.get(res)?;
                self.g.slot[v.0 as usize]
            }
        }
    }

    // ----- re-enqueueing -----------------------------------------------------------------

    fn enqueue(&mut self, op: OpId) {
        if Some(op) == self.current || !self.g.alive[op.0 as usize] {
            return;
        }
        if matches!(self.g.kind[op.0 as usize], OpKind::Inert) {
            return;
        }
        self.wl.push(op);
    }

    fn notify_users(&mut self, v: ValueId) {
        let n = self.g.uses.of(v).len();
        for k in 0..n {
            let (user, _, target) = self.g.uses.of(v)[k];
            if self.g.alive[user.0 as usize] {
                self.enqueue(target);
            }
        }
    }

    /// `notifyShardingModified`.
    fn notify_sharding_modified(&mut self, v: ValueId) {
        if !self.notify {
            return;
        }
        if let ValueDef::Result { op, .. } = self.m.values[v].def {
            if let OpKind::Edge(e) = self.g.kind[op.0 as usize] {
                let targets = self.g.edges[e].non_owner_targets.clone();
                for t in targets {
                    self.notify_users(t);
                }
            }
        }
        if let Some(owner) = self.g.owner_op(self.m, v) {
            self.enqueue(owner);
        }
        self.notify_users(v);
    }

    /// Writes an update, re-enqueues, and copies it to the value's sharding group.
    fn apply_update(
        &mut self,
        t: Tensor,
        s: TensorSharding,
        before: Option<&[(Key, Option<TensorSharding>)]>,
    ) {
        let modified = self.modified_value(t);
        if let (Some(before), Some(key)) = (before, self.key_of(t)) {
            let old = before
                .iter()
                .find(|(k, _)| *k == key)
                .and_then(|(_, s)| s.clone());
            let mesh = crate::passes::sharding::resolve_mesh(&s.mesh, &self.meshes);
            let op = if self.notify { self.current } else { None };
            let (prio, policy, strategy) = (self.user_priority, self.cur_policy, self.cur_strategy);
            if let (Some(p), Some(mesh)) = (self.prov.as_mut(), mesh) {
                p.record_update(
                    key,
                    old.as_ref(),
                    &s,
                    before,
                    op,
                    prio,
                    policy,
                    strategy,
                    &mesh,
                );
            }
        }
        // A function result attribute has no sharding group (jaxlib's Shardy does not
        // copy it to the group of the returned value).
        let group = match (t, modified) {
            (Tensor::FuncResult { .. }, _) | (_, None) => None,
            (_, Some(v)) => self.groups.group_of.get(&v).copied(),
        };
        // The sharding is copied only when a group needs it.
        let copy = group.map(|_| s.clone());
        self.set_tensor(t, s);
        self.stats.value_updates += 1;
        if matches!(t, Tensor::FuncResult { .. }) {
            return;
        }
        let Some(v) = modified else { return };
        self.notify_sharding_modified(v);
        if let (Some(gid), Some(s)) = (group, copy) {
            let members = self.groups.members[gid].clone();
            for member in members {
                if member == v {
                    continue;
                }
                self.set_value_sharding(member, s.clone());
                if let (Some(ms), Some(mesh)) = (
                    self.g.slot[member.0 as usize],
                    crate::passes::sharding::resolve_mesh(&s.mesh, &self.meshes),
                ) {
                    if let Some(p) = self.prov.as_mut() {
                        p.record_group_copy(Key::Slot(ms), Key::Slot(v), &s, &mesh);
                    }
                }
                self.notify_sharding_modified(member);
            }
        }
    }

    // ----- one step ----------------------------------------------------------------------

    fn identity_rule(&mut self, v: ValueId, operands: usize) -> Option<Rc<OpShardingRule>> {
        if let Some(r) = self.identity_rules.get(&(v, operands)) {
            return Some(r.clone());
        }
        let shape = self.m.tensor_type(v)?.static_shape()?;
        let r = Rc::new(RuleBuilder::identity(&shape, operands, 1).ok()?);
        self.identity_rules.insert((v, operands), r.clone());
        Some(r)
    }

    /// Runs a step over the given tensors and applies its updates. Returns whether any
    /// tensor changed.
    fn propagate_tensors(
        &mut self,
        rule: &OpShardingRule,
        operands: &[Tensor],
        results: &[Tensor],
        dir: &dyn Fn(usize) -> Direction,
        strategy: FactorStrategy,
        is_elementwise: bool,
    ) -> bool {
        self.stats.steps += 1;
        let out: StepOutput = {
            let all: Vec<Option<Cow<TensorSharding>>> = operands
                .iter()
                .chain(results)
                .map(|&t| self.get_tensor(t))
                .collect();
            let refs: Vec<Option<&TensorSharding>> = all.iter().map(|s| s.as_deref()).collect();
            let (ops_ref, res_ref) = refs.split_at(operands.len());
            if super::step::trivially_unchanged(rule, ops_ref, res_ref, dir) {
                self.stats.trivial += 1;
                return false;
            }
            match step(
                rule,
                ops_ref,
                res_ref,
                &self.meshes,
                dir,
                strategy,
                is_elementwise,
                self.conservative,
            ) {
                Some((o, _)) => o,
                None => return false,
            }
        };
        if !out.any() {
            return false;
        }
        let before: Option<Vec<(Key, Option<TensorSharding>)>> = self.prov.is_some().then(|| {
            operands
                .iter()
                .chain(results)
                .filter_map(|&t| Some((self.key_of(t)?, self.get_tensor(t).map(Cow::into_owned))))
                .collect()
        });
        for (i, s) in out.operands.into_iter().enumerate() {
            if let Some(s) = s {
                self.apply_update(operands[i], s, before.as_deref());
            }
        }
        for (i, s) in out.results.into_iter().enumerate() {
            if let Some(s) = s {
                self.apply_update(results[i], s, before.as_deref());
            }
        }
        true
    }

    /// The pattern of one op. Returns whether it changed anything.
    fn apply(&mut self, op: OpId, policy: Policy, strategy: FactorStrategy) -> bool {
        // The tensors (operands, then results) and directions of the step, in buffers
        // the engine keeps between steps.
        let mut tensors = std::mem::take(&mut self.tensor_buf);
        let mut dirs = std::mem::take(&mut self.dir_buf);
        tensors.clear();
        dirs.clear();
        let changed = self.apply_with(op, policy, strategy, &mut tensors, &mut dirs);
        self.tensor_buf = tensors;
        self.dir_buf = dirs;
        changed
    }

    fn apply_with(
        &mut self,
        op: OpId,
        policy: Policy,
        strategy: FactorStrategy,
        tensors: &mut Vec<Tensor>,
        dirs: &mut Vec<Direction>,
    ) -> bool {
        let (rule, n_operands, elementwise) = match &self.g.kind[op.0 as usize] {
            OpKind::Inert => return false,
            &OpKind::Barrier(d) => {
                let o = &self.m.ops[op];
                let (Some(&inp), Some(&out)) = (o.operands.first(), o.results.first()) else {
                    return false;
                };
                let Some(rule) = self.identity_rule(out, 1) else {
                    return false;
                };
                dirs.resize(rule.num_factors(), d);
                tensors.extend([Tensor::Value(inp), Tensor::Value(out)]);
                (rule, 1, true)
            }
            &OpKind::Edge(e) => {
                let edge = &self.g.edges[e];
                let n = edge.sources.len();
                let result = edge.result;
                tensors.extend(edge.sources.iter().map(|&v| Tensor::Value(v)));
                tensors.push(Tensor::EdgeResult(e));
                let Some(rule) = self.identity_rule(result, n) else {
                    return false;
                };
                self.directions_into(op, None, rule.num_factors(), policy, dirs);
                (rule, n, false)
            }
            OpKind::Rule(rule) => {
                let rule = rule.clone();
                let o = &self.m.ops[op];
                if o.operands.len() != rule.operands.len() || o.results.len() != rule.results.len()
                {
                    return false;
                }
                tensors.extend(
                    o.operands
                        .iter()
                        .chain(&o.results)
                        .map(|&v| Tensor::Value(v)),
                );
                self.directions_into(op, Some(&rule), rule.num_factors(), policy, dirs);
                // A blocked-propagation factor never carries axes between tensors.
                for &f in &rule.blocked_propagation {
                    if let Some(d) = dirs.get_mut(f) {
                        *d = Direction::None;
                    }
                }
                let elementwise = self.g.class[op.0 as usize].elementwise;
                (rule, o.operands.len(), elementwise)
            }
        };
        // Nothing may propagate: nothing changes.
        if dirs.iter().all(|&d| d == Direction::None) {
            return false;
        }
        // The step is a function of the tensors' shardings, the directions and the
        // strategy: if none changed since a step of this op that changed nothing, it
        // would change nothing again.
        let sig = signature(dirs, strategy);
        let (cached_epoch, cached_sig) = self.cache[op.0 as usize];
        if sig != u64::MAX
            && cached_sig == sig
            && tensors
                .iter()
                .all(|&t| self.tensor_epoch(t) <= cached_epoch)
        {
            self.stats.cached += 1;
            return false;
        }
        let (operands, results) = tensors.split_at(n_operands);
        let changed = self.propagate_tensors(
            &rule,
            operands,
            results,
            &|f| dirs[f],
            strategy,
            elementwise,
        );
        if !changed {
            self.cache[op.0 as usize] = (self.epoch, sig);
        }
        changed
    }

    /// When a tensor's sharding last changed.
    fn tensor_epoch(&self, t: Tensor) -> u64 {
        match t {
            Tensor::Value(v) => match self.g.slot[v.0 as usize] {
                Some(s) => self.slot_epoch[s.0 as usize],
                None => 0,
            },
            Tensor::EdgeResult(e) => self.slot_epoch[self.g.edges[e].result.0 as usize],
            Tensor::FuncResult { .. } => u64::MAX,
        }
    }

    /// The directions the factors of `op` may propagate in under `policy`.
    pub fn directions(
        &self,
        op: OpId,
        rule: Option<&OpShardingRule>,
        num_factors: usize,
        policy: Policy,
    ) -> Vec<Direction> {
        let mut out = Vec::with_capacity(num_factors);
        self.directions_into(op, rule, num_factors, policy, &mut out);
        out
    }

    /// [`Engine::directions`], appended to `out`.
    fn directions_into(
        &self,
        op: OpId,
        rule: Option<&OpShardingRule>,
        num_factors: usize,
        policy: Policy,
        out: &mut Vec<Direction>,
    ) {
        match policy {
            Policy::Any => out.resize(out.len() + num_factors, Direction::Both),
            Policy::OpPriority(k) => {
                super::op_priority::directions_into(self, op, rule, num_factors, k, out)
            }
        }
    }

    /// Whether every operand of `op` that is not a scalar has exactly one use.
    pub fn operands_single_use(&self, op: OpId) -> bool {
        self.m.ops[op].operands.iter().all(|&v| {
            self.g.use_count[v.0 as usize] == 1
                || self.m.tensor_type(v).is_some_and(|t| t.rank() == 0)
        })
    }

    // ----- dead ops ----------------------------------------------------------------------

    fn is_trivially_dead(&self, op: OpId) -> bool {
        self.g.pure_op[op.0 as usize]
            && self.m.ops[op]
                .results
                .iter()
                .all(|r| self.g.use_count[r.0 as usize] == 0)
    }

    /// Erases `op` and everything nested in it (users before definitions), re-enqueueing
    /// the defining ops of operands left with at most one user.
    fn erase(&mut self, op: OpId) {
        // Nested ops: regions and ops in reverse order, each after its own children.
        let mut order = Vec::new();
        fn collect(m: &Module, op: OpId, out: &mut Vec<OpId>) {
            for &r in m.ops[op].regions.iter().rev() {
                for &b in m.regions[r].blocks.iter().rev() {
                    for &o in m.blocks[b].ops.iter().rev() {
                        collect(m, o, out);
                    }
                }
            }
            out.push(op);
        }
        collect(self.m, op, &mut order);
        for x in order {
            if !self.g.alive[x.0 as usize] {
                continue;
            }
            // `addOperandsToWorklist`.
            let operands = self.m.ops[x].operands.clone();
            for v in &operands {
                let Some(def) = self.m.defining_op(*v) else {
                    continue;
                };
                let mut other: Option<OpId> = None;
                let mut more = false;
                for &(u, _, _) in self.g.uses.of(*v) {
                    if u == x || !self.g.alive[u.0 as usize] || Some(u) == other {
                        continue;
                    }
                    if other.is_none() {
                        other = Some(u);
                        continue;
                    }
                    more = true;
                    break;
                }
                if !more && self.g.alive[def.0 as usize] {
                    // Any op, even without a pattern: it may now be dead.
                    self.wl.push(def);
                }
            }
            self.wl.remove(x);
            self.g.alive[x.0 as usize] = false;
            for v in operands {
                self.g.use_count[v.0 as usize] -= 1;
            }
            self.stats.erased += 1;
        }
    }

    // ----- runs --------------------------------------------------------------------------

    /// One greedy run of the patterns with `strategy` under `policy`, preceded and
    /// followed by the function-result propagation (`BasicPropagationPassImpl::propagate`).
    pub fn run(&mut self, policy: Policy, strategy: FactorStrategy) -> StopReason {
        self.stats.runs += 1;
        self.cur_policy = policy;
        self.cur_strategy = strategy;
        self.propagate_func_results(strategy);
        let reason = self.greedy(policy, strategy);
        self.propagate_func_results(strategy);
        reason
    }

    fn greedy(&mut self, policy: Policy, strategy: FactorStrategy) -> StopReason {
        let mut iteration = 0;
        loop {
            iteration += 1;
            if iteration > self.max_sweeps {
                return if self.max_sweeps == 1 {
                    StopReason::WorklistEmpty
                } else {
                    StopReason::SweepLimit
                };
            }
            self.stats.sweeps += 1;
            // Pre-order, reversed so that pops come in pre-order.
            let initial: Vec<OpId> = self
                .g
                .preorder
                .iter()
                .copied()
                .filter(|&o| {
                    let i = o.0 as usize;
                    self.g.alive[i]
                        && (!matches!(self.g.kind[i], OpKind::Inert) || self.g.pure_op[i])
                })
                .collect();
            for &o in initial.iter().rev() {
                self.wl.push(o);
            }
            let mut changed = false;
            while let Some(op) = self.wl.pop() {
                if !self.g.alive[op.0 as usize] {
                    continue;
                }
                self.stats.visits += 1;
                if self.is_trivially_dead(op) {
                    self.erase(op);
                    changed = true;
                    continue;
                }
                self.current = Some(op);
                if self.apply(op, policy, strategy) {
                    changed = true;
                    self.stats.updates += 1;
                }
                self.current = None;
            }
            if !changed {
                return StopReason::Converged;
            }
        }
    }

    /// `propagateFuncResults`: every function's returned values and result attributes,
    /// identity rule, both directions, no re-enqueueing.
    pub fn propagate_func_results(&mut self, strategy: FactorStrategy) {
        let saved = self.notify;
        self.notify = false;
        for fi in 0..self.g.funcs.len() {
            let returned = self.g.funcs[fi].1.clone();
            for (res, v) in returned.into_iter().enumerate() {
                if res >= self.func_results[fi].len() {
                    break;
                }
                let Some(rule) = self.identity_rule(v, 1) else {
                    continue;
                };
                self.propagate_func_result(&rule, v, fi, res, strategy);
            }
        }
        self.notify = saved;
    }

    fn propagate_func_result(
        &mut self,
        rule: &OpShardingRule,
        v: ValueId,
        func: usize,
        res: usize,
        strategy: FactorStrategy,
    ) {
        self.propagate_tensors(
            rule,
            &[Tensor::Value(v)],
            &[Tensor::FuncResult { func, res }],
            &|_| Direction::Both,
            strategy,
            false,
        );
    }
}

/// Ops whose results' shardings are one per-value `sdy.sharding` attribute.
fn uses_per_value_attr(name: &str) -> bool {
    !matches!(
        name,
        "sdy.sharding_constraint"
            | "sdy.reshard"
            | "sdy.data_flow_edge"
            | "sdy.named_computation"
            | "sdy.manual_computation"
    )
}

fn per_value(m: &Module, op: OpId, key: &str, i: usize) -> Option<TensorSharding> {
    match m.ops[op].attr(key) {
        Some(crate::ir::Attr::Sdy(crate::ir::sdy::SdyAttr::ShardingPerValue(v))) => {
            v.get(i).cloned()
        }
        _ => None,
    }
}

/// The sharding a slot value holds in the IR.
fn read_slot(m: &Module, v: ValueId) -> Option<TensorSharding> {
    get_sharding(m, v)
}

pub use crate::rules::classes::is_elementwise;
pub(crate) use crate::rules::classes::ELEMENTWISE;

/// A compact key of a step's directions and strategy (`u64::MAX`: too many factors to
/// cache).
fn signature(dirs: &[Direction], strategy: FactorStrategy) -> u64 {
    if dirs.len() > 30 {
        return u64::MAX;
    }
    let mut sig: u64 = match strategy {
        FactorStrategy::Basic => 1,
        FactorStrategy::Aggressive => 2,
    };
    for &d in dirs {
        sig = (sig << 2)
            | match d {
                Direction::None => 0,
                Direction::Forward => 1,
                Direction::Backward => 2,
                Direction::Both => 3,
            };
    }
    sig
}
