//! The plan's per-device memory as a function of the ILP's choices: an exact mirror of
//! [`crate::cost::memory`] run on the plan [`crate::solve::decode`] writes.
//!
//! The fixed schedule is program order. What makes the mirror more than "sum the live
//! values" is the plan's shape, which depends on the choices:
//!
//! - a value's per-device size is linear in its class's one-hot `x`;
//! - decode puts an `sdy.reshard` before a strategy op for every operand whose class
//!   sharding differs from what the op's strategy needs. That op is a time point of its
//!   own (its result, a gathered operand say, is live from there to the op, and its
//!   reshard temporaries too), and the original operand now dies at the reshard when the
//!   op was its last use. Both are products of the class choice and the strategy choice,
//!   made linear with marginal pair variables (the tight form the encoder uses for edges);
//! - an op's temporaries (the largest intermediate of its reshards, a partial result
//!   before its reduction) are what [`crate::cost::plan::OpCoster`] says under the exact
//!   shardings of the choice; the op's peak is the largest of them (a max: a constraint
//!   takes the one that is largest at the incumbent);
//! - a loop body or a called function adds its own peak at the op that holds it (again a
//!   max: the constraint follows the incumbent's peak inside).
//!
//! So a time point of a block is an op, or the reshard before operand `j` of a strategy
//! op (a point that exists only when that reshard does). A [`Cut`] is one time point of
//! the entry function (with the points inside it the incumbent peaks at) as a list of
//! [`Term`]s. Every term is exact at the incumbent and a lower bound of the true
//! contribution for any other choice, so a cut never removes a plan that fits, and a
//! point that does not exist for some choice is bounded by one that does (the same
//! values are live at the next reshard or at the op, and its own reshard costs 0).

use std::collections::HashMap;

use autoshard_solver::{LinearExpr, Problem, Relation, VarId};

use crate::cost::memory::entry_function;
use crate::cost::plan::{ModuleShardings, OpCoster};
use crate::cost::shard::per_device_bytes;
use crate::ir::sdy::{MeshAttr, TensorSharding};
use crate::ir::{BlockId, Module, OpId, ValueDef, ValueId};
use crate::passes::symbols::callee;
use crate::solve::encode::{Candidates, Encoding};
use crate::solve::graph::{Graph, Node, Role, Target};
use crate::solve::SolveOptions;

/// The choice of every class and every strategy op ([`crate::solve::decode::choices`]).
pub type Choices = (Vec<usize>, Vec<usize>);

/// A one-hot choice of the ILP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Side {
    /// A class's candidate.
    Class(usize),
    /// What strategy op `o` needs its operand `i` to be (its strategies grouped by need).
    Need(usize, usize),
    /// Strategy op `o`'s strategy.
    Strategy(usize),
    /// Nothing to choose.
    Fixed,
}

/// One contribution to the bytes live at a time point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// A value of the input program, at its size under its class's choice.
    Value(ValueId),
    /// The `sdy.reshard` result before operand `i` of strategy op `o`, when there is one.
    ReshardResult(usize, usize),
    /// Operand `i` of strategy op `o` itself, when it is used as it is (not resharded).
    OperandKept(usize, usize),
    /// The temporaries of the reshard before operand `i` of strategy op `o`.
    ReshardPeak(usize, usize),
    /// The temporaries of an op with a sharding rule, or of an opaque op.
    OpPeak(OpId),
    /// The temporaries of edge `d` of the graph (a reshard at a call, loop or return).
    EdgePeak(usize),
}

/// Where a value of a block dies in the plan.
#[derive(Clone, Debug)]
enum Death {
    /// No use: right after the op that defines it.
    Unused,
    /// At the op point of op `at` (its last use, not resharded away).
    At(usize),
    /// Its last uses are operands `idx` of strategy op `at`: it dies at the last of them
    /// that reads it (a reshard before the op, or the op itself).
    Operand { at: usize, idx: Vec<usize> },
}

/// A block's ops and values, in the plan's terms.
struct BlockInfo {
    ops: Vec<OpId>,
    /// Per op, its strategy-op index.
    sop: Vec<Option<usize>>,
    /// Per op, its first position; op `i` has positions `offset[i] ..= offset[i] + n[i]`
    /// (`n[i]` reshard points, then the op).
    offset: Vec<usize>,
    n: Vec<usize>,
    /// The values the block's ops define: (value, index of the defining op, death).
    values: Vec<(ValueId, usize, Death)>,
    /// Per op, the blocks of its regions.
    regions: Vec<Vec<BlockId>>,
    /// Per op, the function it calls.
    callee: Vec<Option<OpId>>,
}

impl BlockInfo {
    fn positions(&self) -> usize {
        self.offset
            .last()
            .map_or(0, |&o| o + self.n[self.n.len() - 1] + 1)
    }

    /// The op index and sub-point of a position.
    fn locate(&self, pos: usize) -> (usize, usize) {
        let i = self.offset.partition_point(|&o| o <= pos) - 1;
        (i, pos - self.offset[i])
    }
}

/// Per-device bytes of a block under one choice, position by position.
#[derive(Clone, Debug, Default)]
pub struct BlockEval {
    /// Bytes live (plus temporaries and nested peaks) at each position.
    pub during: Vec<u64>,
    /// Whether the position exists in the plan (an op, or a reshard decode inserts).
    pub exists: Vec<bool>,
    /// Per op, the nested block (region or callee) whose peak it adds.
    nested: Vec<Option<BlockId>>,
    /// The largest `during` of an existing position (0 when none is larger), and where.
    pub peak: u64,
    pub peak_pos: Option<usize>,
}

/// The plan's memory under one choice.
#[derive(Clone, Debug, Default)]
pub struct Evaluation {
    pub entry: Option<BlockId>,
    /// The entry function's arguments (live throughout).
    pub params: u64,
    /// What [`crate::cost::memory::memory`] calls the peak.
    pub peak: u64,
    blocks: HashMap<BlockId, BlockEval>,
}

impl Evaluation {
    /// The entry block's existing positions with their bytes (arguments included).
    pub fn entry_points(&self) -> Vec<(usize, u64)> {
        let Some(e) = self.entry.and_then(|b| self.blocks.get(&b)) else {
            return Vec::new();
        };
        (0..e.during.len())
            .filter(|&p| e.exists[p])
            .map(|p| (p, self.params + e.during[p]))
            .collect()
    }
}

/// One entry-function time point, as the terms live there (nested peaks included).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    pub terms: Vec<Term>,
}

/// Pair variables of one problem: the product of two one-hot choices, by sides.
#[derive(Default)]
pub struct Linearizer {
    pairs: HashMap<(Side, Side), Vec<Vec<VarId>>>,
    /// Variables created.
    pub variables: usize,
}

/// The memory model of one encoding.
pub struct MemoryModel<'a> {
    m: &'a Module,
    g: &'a Graph,
    coster: OpCoster<'a>,
    mesh: MeshAttr,
    cands: Vec<Candidates>,
    x: Vec<Vec<Option<VarId>>>,
    /// Per strategy op: its op, strategy variables, and per operand the distinct needs
    /// and each strategy's need index.
    sops: Vec<SopInfo>,
    sop_of: HashMap<OpId, usize>,
    roles: HashMap<OpId, Role>,
    edges_of: HashMap<OpId, Vec<usize>>,
    original: ModuleShardings,
    entry: Option<BlockId>,
    entry_func: Option<OpId>,
    blocks: HashMap<BlockId, BlockInfo>,
    reshard_cache: HashMap<(String, Option<TensorSharding>, Option<TensorSharding>), u64>,
    op_cache: HashMap<(OpId, usize), u64>,
}

struct SopInfo {
    op: OpId,
    y: Vec<Option<VarId>>,
    needs: Vec<Vec<TensorSharding>>,
    need_of: Vec<Vec<usize>>,
    strategies: std::sync::Arc<Vec<crate::solve::strategies::Strategy>>,
}

impl<'a> MemoryModel<'a> {
    pub fn new(
        m: &'a Module,
        g: &'a Graph,
        enc: &Encoding,
        opts: &'a SolveOptions,
    ) -> MemoryModel<'a> {
        let mut sops = Vec::new();
        let mut sop_of = HashMap::new();
        for (o, so) in enc.strategy_ops.iter().enumerate() {
            sop_of.insert(so.op, o);
            let n_operands = m.ops[so.op].operands.len();
            let mut needs: Vec<Vec<TensorSharding>> = vec![Vec::new(); n_operands];
            let mut need_of: Vec<Vec<usize>> = vec![Vec::new(); n_operands];
            for st in so.strategies.iter() {
                for i in 0..n_operands {
                    let n = &st.operands[i];
                    let k = match needs[i].iter().position(|x| x == n) {
                        Some(k) => k,
                        None => {
                            needs[i].push(n.clone());
                            needs[i].len() - 1
                        }
                    };
                    need_of[i].push(k);
                }
            }
            sops.push(SopInfo {
                op: so.op,
                y: so.y.clone(),
                needs,
                need_of,
                strategies: so.strategies.clone(),
            });
        }
        let mut edges_of: HashMap<OpId, Vec<usize>> = HashMap::new();
        for (d, e) in g.edges.iter().enumerate() {
            edges_of.entry(e.op).or_default().push(d);
        }
        let entry_func = entry_function(m);
        let mut model = MemoryModel {
            m,
            g,
            coster: OpCoster::new(m, &opts.hw, &opts.axis_links, &opts.plan),
            mesh: enc.mesh.clone(),
            cands: enc.cands.clone(),
            x: enc.x.clone(),
            sops,
            sop_of,
            roles: g.ops.iter().cloned().collect(),
            edges_of,
            original: ModuleShardings::new(m),
            entry: entry_func.and_then(|f| m.entry_block(f)),
            entry_func,
            blocks: HashMap::new(),
            reshard_cache: HashMap::new(),
            op_cache: HashMap::new(),
        };
        if let Some(b) = model.entry {
            model.analyse(b);
        }
        model
    }

    /// Builds the [`BlockInfo`] of `block` and of every block it reaches.
    fn analyse(&mut self, block: BlockId) {
        if self.blocks.contains_key(&block) {
            return;
        }
        let m = self.m;
        let ops = m.blocks[block].ops.clone();
        let sop: Vec<Option<usize>> = ops.iter().map(|o| self.sop_of.get(o).copied()).collect();
        let n: Vec<usize> = ops
            .iter()
            .zip(&sop)
            .map(|(&o, s)| {
                if s.is_some() {
                    m.ops[o].operands.len()
                } else {
                    0
                }
            })
            .collect();
        let mut offset = Vec::with_capacity(ops.len());
        let mut at = 0;
        for &k in &n {
            offset.push(at);
            at += k + 1;
        }
        // The last uses of each value defined in the block: (op index, used other than as
        // a direct operand of a strategy op, direct operand indices).
        let mut last: HashMap<ValueId, (usize, bool, Vec<usize>)> = HashMap::new();
        for (i, &op) in ops.iter().enumerate() {
            let mut inner = vec![op];
            inner.extend(m.walk_inside(op));
            for o in inner {
                for (pos, &v) in m.ops[o].operands.iter().enumerate() {
                    if !defined_in(m, v, block) {
                        continue;
                    }
                    let e = last.entry(v).or_insert((i, false, Vec::new()));
                    if e.0 != i {
                        *e = (i, false, Vec::new());
                    }
                    if o == op && sop[i].is_some() {
                        e.2.push(pos);
                    } else {
                        e.1 = true;
                    }
                }
            }
        }
        let mut values = Vec::new();
        for (i, &op) in ops.iter().enumerate() {
            for &r in &m.ops[op].results {
                let death = match last.get(&r) {
                    None => Death::Unused,
                    Some((l, true, _)) => Death::At(*l),
                    Some((l, false, idx)) => Death::Operand {
                        at: *l,
                        idx: idx.clone(),
                    },
                };
                values.push((r, i, death));
            }
        }
        let regions: Vec<Vec<BlockId>> = ops
            .iter()
            .map(|&o| {
                m.ops[o]
                    .regions
                    .iter()
                    .flat_map(|&r| m.regions[r].blocks.iter().copied())
                    .collect()
            })
            .collect();
        let callees: Vec<Option<OpId>> = ops
            .iter()
            .map(|&o| {
                if m.ops[o].name == "func.call" {
                    callee(m, o)
                } else {
                    None
                }
            })
            .collect();
        let nested: Vec<BlockId> = regions
            .iter()
            .flatten()
            .copied()
            .chain(callees.iter().flatten().filter_map(|&f| m.entry_block(f)))
            .collect();
        self.blocks.insert(
            block,
            BlockInfo {
                ops,
                sop,
                offset,
                n,
                values,
                regions,
                callee: callees,
            },
        );
        for b in nested {
            self.analyse(b);
        }
    }

    // ---- sides -------------------------------------------------------------------

    fn options(&self, s: Side) -> usize {
        match s {
            Side::Class(k) => self.cands[k].len(),
            Side::Need(o, i) => self.sops[o].needs[i].len(),
            Side::Strategy(o) => self.sops[o].strategies.len(),
            Side::Fixed => 1,
        }
    }

    fn chosen(&self, s: Side, ch: &Choices) -> usize {
        match s {
            Side::Class(k) => ch.0[k],
            Side::Need(o, i) => self.sops[o].need_of[i][ch.1[o]],
            Side::Strategy(o) => ch.1[o],
            Side::Fixed => 0,
        }
    }

    /// The expression that is 1 when side `s` takes option `a`.
    fn indicator(&self, s: Side, a: usize) -> LinearExpr {
        let y = |o: usize, st: usize| match self.sops[o].y[st] {
            Some(v) => LinearExpr::from(v),
            None => LinearExpr::constant_expr(1.0),
        };
        match s {
            Side::Class(k) => match self.x[k][a] {
                Some(v) => LinearExpr::from(v),
                None => LinearExpr::constant_expr(1.0),
            },
            Side::Need(o, i) => {
                let mut e = LinearExpr::new();
                for (st, &n) in self.sops[o].need_of[i].iter().enumerate() {
                    if n == a {
                        e += y(o, st);
                    }
                }
                e
            }
            Side::Strategy(o) => y(o, a),
            Side::Fixed => LinearExpr::constant_expr(1.0),
        }
    }

    /// The class of a value whose sharding the plan sets (`None`: the plan keeps the
    /// input's).
    fn free_class(&self, v: ValueId) -> Option<usize> {
        let i = *self.g.index.get(&Node::Value(v))?;
        if self.g.untouchable[i] {
            return None;
        }
        Some(self.g.class_of[i])
    }

    fn operand(&self, o: usize, i: usize) -> ValueId {
        self.m.ops[self.sops[o].op].operands[i]
    }

    fn operand_class(&self, o: usize, i: usize) -> usize {
        let v = self.operand(o, i);
        self.g.class_of[self.g.index[&Node::Value(v)]]
    }

    fn sides(&self, t: Term) -> (Side, Side) {
        match t {
            Term::Value(v) => match self.free_class(v) {
                Some(k) => (Side::Class(k), Side::Fixed),
                None => (Side::Fixed, Side::Fixed),
            },
            Term::ReshardResult(o, i) | Term::OperandKept(o, i) | Term::ReshardPeak(o, i) => {
                (Side::Class(self.operand_class(o, i)), Side::Need(o, i))
            }
            Term::OpPeak(op) => match self.roles.get(&op) {
                Some(Role::Unary { class }) => (Side::Class(*class), Side::Fixed),
                Some(Role::Strategy { .. }) => match self.sop_of.get(&op) {
                    Some(&o) => (Side::Strategy(o), Side::Fixed),
                    None => (Side::Fixed, Side::Fixed),
                },
                _ => (Side::Fixed, Side::Fixed),
            },
            Term::EdgePeak(d) => {
                let e = &self.g.edges[d];
                let dst = match e.target {
                    Target::Class(t) => Side::Class(t),
                    Target::Fixed(_) => Side::Fixed,
                };
                (Side::Class(e.source), dst)
            }
        }
    }

    // ---- sizes -------------------------------------------------------------------

    /// The size of `v` as [`crate::cost::memory`] sees it under `sharding`.
    fn bytes_under(&self, v: ValueId, sharding: Option<&TensorSharding>) -> u64 {
        match self.m.tensor_type(v) {
            Some(ty) => match sharding {
                Some(s) => per_device_bytes(ty, Some(s), &self.mesh),
                None => ty.byte_size(),
            },
            None => self.m.values[v].ty.byte_size(),
        }
    }

    /// The size of `v` in the input's sharding (what the plan keeps where it sets none).
    fn original_bytes(&self, v: ValueId) -> u64 {
        match self.m.tensor_type(v) {
            Some(ty) => match self.original.get(v) {
                Some((s, mesh)) => per_device_bytes(ty, Some(s), mesh),
                None => ty.byte_size(),
            },
            None => self.m.values[v].ty.byte_size(),
        }
    }

    /// The size of `v` when its class takes candidate `a`.
    fn value_bytes(&self, v: ValueId, a: usize) -> u64 {
        match self.free_class(v) {
            Some(k) => match &self.cands[k][a] {
                Some(s) => self.bytes_under(v, Some(s)),
                None => self.original_bytes(v),
            },
            None => self.original_bytes(v),
        }
    }

    /// The largest per-device temporary of resharding `v` from `from` to `to`, as
    /// [`crate::cost::plan`] counts it (its own code: [`OpCoster`]).
    fn reshard_peak(
        &mut self,
        v: ValueId,
        from: Option<&TensorSharding>,
        to: Option<&TensorSharding>,
    ) -> u64 {
        let Some(ty) = self.m.tensor_type(v) else {
            return 0;
        };
        let key = (format!("{ty:?}"), from.cloned(), to.cloned());
        if let Some(&b) = self.reshard_cache.get(&key) {
            return b;
        }
        let b = self
            .coster
            .reshard_transient_bytes(v, from, to)
            .unwrap_or(0);
        self.reshard_cache.insert(key, b);
        b
    }

    /// The temporaries of `op` (per [`OpCoster`]) when its operands and results have
    /// `sh`.
    fn op_peak(&mut self, op: OpId, idx: usize, sh: Vec<Option<TensorSharding>>) -> u64 {
        if let Some(&b) = self.op_cache.get(&(op, idx)) {
            return b;
        }
        let o = &self.m.ops[op];
        let mut map = HashMap::new();
        for (&v, s) in o.operands.iter().chain(&o.results).zip(sh) {
            if let Some(s) = s {
                map.insert(v, (s, self.mesh.clone()));
            }
        }
        let b = self
            .coster
            .op_cost(op, &ModuleShardings::from_map(map))
            .map_or(0, |c| c.transient_bytes);
        self.op_cache.insert((op, idx), b);
        b
    }

    fn resharded(&self, o: usize, i: usize, a: usize, b: usize) -> bool {
        let k = self.operand_class(o, i);
        self.cands[k][a].as_ref() != Some(&self.sops[o].needs[i][b])
    }

    /// The bytes of term `t` when its sides take options `a` and `b`.
    fn coef(&mut self, t: Term, a: usize, b: usize) -> u64 {
        match t {
            Term::Value(v) => self.value_bytes(v, a),
            Term::ReshardResult(o, i) => {
                if self.resharded(o, i, a, b) {
                    let need = self.sops[o].needs[i][b].clone();
                    self.bytes_under(self.operand(o, i), Some(&need))
                } else {
                    0
                }
            }
            Term::OperandKept(o, i) => {
                if self.resharded(o, i, a, b) {
                    0
                } else {
                    self.value_bytes(self.operand(o, i), a)
                }
            }
            Term::ReshardPeak(o, i) => {
                if self.resharded(o, i, a, b) {
                    let k = self.operand_class(o, i);
                    let from = self.cands[k][a].clone();
                    let need = self.sops[o].needs[i][b].clone();
                    self.reshard_peak(self.operand(o, i), from.as_ref(), Some(&need))
                } else {
                    0
                }
            }
            Term::OpPeak(op) => {
                let m = self.m;
                let n_vals = m.ops[op].operands.len() + m.ops[op].results.len();
                match self.roles.get(&op).cloned() {
                    Some(Role::Unary { class }) => {
                        let s = self.cands[class][a].clone();
                        self.op_peak(op, a, vec![s; n_vals])
                    }
                    Some(Role::Strategy { .. }) => {
                        let Some(&o) = self.sop_of.get(&op) else {
                            return 0;
                        };
                        let st = &self.sops[o].strategies[a];
                        let sh = st
                            .operands
                            .iter()
                            .chain(&st.results)
                            .cloned()
                            .map(Some)
                            .collect();
                        self.op_peak(op, a, sh)
                    }
                    Some(Role::Opaque) => {
                        let g = self.g;
                        let sh = m.ops[op]
                            .operands
                            .iter()
                            .chain(&m.ops[op].results)
                            .map(|&v| self.cands[g.class_of[g.index[&Node::Value(v)]]][0].clone())
                            .collect();
                        self.op_peak(op, 0, sh)
                    }
                    _ => 0,
                }
            }
            Term::EdgePeak(d) => {
                let e = self.g.edges[d].clone();
                let from = self.cands[e.source][a].clone();
                let to = match &e.target {
                    Target::Class(t) => self.cands[*t][b].clone(),
                    Target::Fixed(s) => s.clone(),
                };
                self.reshard_peak(e.value, from.as_ref(), to.as_ref())
            }
        }
    }

    /// The bytes of term `t` under choice `ch`.
    pub fn term_bytes(&mut self, t: Term, ch: &Choices) -> u64 {
        let (s1, s2) = self.sides(t);
        let (a, b) = (self.chosen(s1, ch), self.chosen(s2, ch));
        self.coef(t, a, b)
    }

    fn resharded_at(&self, o: usize, i: usize, ch: &Choices) -> bool {
        let k = self.operand_class(o, i);
        let b = self.sops[o].need_of[i][ch.1[o]];
        self.resharded(o, i, ch.0[k], b)
    }

    // ---- evaluation ----------------------------------------------------------------

    /// The plan's memory under `ch`, position by position (what
    /// [`crate::cost::memory::memory`] computes on the decoded plan).
    pub fn evaluate(&mut self, ch: &Choices) -> Evaluation {
        let mut ev = Evaluation {
            entry: self.entry,
            ..Evaluation::default()
        };
        let Some(entry) = self.entry else {
            return ev;
        };
        let args = self.m.blocks[entry].args.clone();
        ev.params = args
            .iter()
            .map(|&a| self.term_bytes(Term::Value(a), ch))
            .sum();
        let mut visiting: Vec<OpId> = self.entry_func.into_iter().collect();
        let mut func_peaks: HashMap<OpId, u64> = HashMap::new();
        let peak = self.eval_block(entry, ch, &mut ev, &mut visiting, &mut func_peaks);
        ev.peak = ev.params + peak;
        ev
    }

    fn eval_block(
        &mut self,
        block: BlockId,
        ch: &Choices,
        ev: &mut Evaluation,
        visiting: &mut Vec<OpId>,
        func_peaks: &mut HashMap<OpId, u64>,
    ) -> u64 {
        let info = self.blocks.remove(&block).expect("analysed block");
        let np = info.positions();
        let mut diff = vec![0i128; np + 1];
        let add = |diff: &mut Vec<i128>, from: usize, to: usize, b: u64| {
            diff[from] += b as i128;
            diff[to + 1] -= b as i128;
        };
        let op_pos = |i: usize| info.offset[i] + info.n[i];
        for (v, d, death) in &info.values {
            let b = self.term_bytes(Term::Value(*v), ch);
            let start = op_pos(*d);
            let end = match death {
                Death::Unused => start,
                Death::At(l) => op_pos(*l),
                Death::Operand { at, idx } => {
                    let o = info.sop[*at].expect("strategy op");
                    idx.iter()
                        .map(|&i| {
                            if self.resharded_at(o, i, ch) {
                                info.offset[*at] + i
                            } else {
                                op_pos(*at)
                            }
                        })
                        .max()
                        .unwrap_or(start)
                }
            };
            add(&mut diff, start, end, b);
        }
        let mut transient = vec![0u64; np];
        let mut exists = vec![false; np];
        let mut nested_at = vec![None; info.ops.len()];
        let mut nested_bytes = vec![0u64; np];
        for (i, &op) in info.ops.iter().enumerate() {
            exists[op_pos(i)] = true;
            if let Some(o) = info.sop[i] {
                for j in 0..info.n[i] {
                    if self.resharded_at(o, j, ch) {
                        let p = info.offset[i] + j;
                        exists[p] = true;
                        let b = self.term_bytes(Term::ReshardResult(o, j), ch);
                        add(&mut diff, p, op_pos(i), b);
                        transient[p] = self.term_bytes(Term::ReshardPeak(o, j), ch);
                    }
                }
            }
            transient[op_pos(i)] = self.op_transient(op, ch).1;
            // What runs inside: the largest peak of a region block or the callee.
            let mut nested: (u64, Option<BlockId>) = (0, None);
            for &b in &info.regions[i] {
                let p = self.eval_block(b, ch, ev, visiting, func_peaks);
                if p > nested.0 {
                    nested = (p, Some(b));
                }
            }
            if let Some(f) = info.callee[i] {
                let p = match func_peaks.get(&f) {
                    Some(&p) => p,
                    None if visiting.contains(&f) => 0,
                    None => match self.m.entry_block(f) {
                        Some(b) => {
                            visiting.push(f);
                            let p = self.eval_block(b, ch, ev, visiting, func_peaks);
                            visiting.pop();
                            func_peaks.insert(f, p);
                            p
                        }
                        None => 0,
                    },
                };
                if p > nested.0 {
                    nested = (p, self.m.entry_block(f));
                }
            }
            nested_bytes[op_pos(i)] = nested.0;
            nested_at[i] = nested.1;
        }
        let mut live: i128 = 0;
        let mut during = vec![0u64; np];
        let mut peak: (u64, Option<usize>) = (0, None);
        for p in 0..np {
            live += diff[p];
            during[p] = live.max(0) as u64 + transient[p] + nested_bytes[p];
            if exists[p] && during[p] > peak.0 {
                peak = (during[p], Some(p));
            }
        }
        self.blocks.insert(block, info);
        ev.blocks.insert(
            block,
            BlockEval {
                during,
                exists,
                nested: nested_at,
                peak: peak.0,
                peak_pos: peak.1,
            },
        );
        peak.0
    }

    /// The temporaries of op `op` under `ch`: the term that is largest, and its bytes.
    fn op_transient(&mut self, op: OpId, ch: &Choices) -> (Option<Term>, u64) {
        match self.roles.get(&op) {
            Some(Role::Edges) => {
                let mut best = (None, 0);
                for d in self.edges_of.get(&op).cloned().unwrap_or_default() {
                    let b = self.term_bytes(Term::EdgePeak(d), ch);
                    if b > best.1 {
                        best = (Some(Term::EdgePeak(d)), b);
                    }
                }
                best
            }
            Some(_) => {
                let b = self.term_bytes(Term::OpPeak(op), ch);
                (Some(Term::OpPeak(op)), b)
            }
            None => (None, 0),
        }
    }

    // ---- cuts ----------------------------------------------------------------------

    /// The terms of entry position `pos` under `ch` (with the points the incumbent peaks
    /// at inside it). Their bytes under `ch` sum to the position's bytes.
    pub fn cut(&mut self, ch: &Choices, ev: &Evaluation, pos: usize) -> Cut {
        let mut terms = Vec::new();
        if let Some(entry) = self.entry {
            for &a in &self.m.blocks[entry].args {
                terms.push(Term::Value(a));
            }
            self.block_terms(entry, pos, ch, ev, &mut terms);
        }
        Cut { terms }
    }

    fn block_terms(
        &mut self,
        block: BlockId,
        pos: usize,
        ch: &Choices,
        ev: &Evaluation,
        out: &mut Vec<Term>,
    ) {
        let info = self.blocks.remove(&block).expect("analysed block");
        let (i, j) = info.locate(pos);
        let n_i = info.n[i];
        for (v, d, death) in &info.values {
            let live = if *d == i {
                j == n_i
            } else if *d > i {
                false
            } else {
                match death {
                    Death::Unused => false,
                    Death::At(l) => *l >= i,
                    Death::Operand { at, idx } => {
                        if *at > i {
                            true
                        } else if *at < i {
                            false
                        } else if idx.iter().any(|&x| x >= j) {
                            true
                        } else {
                            // Live only if some use is not resharded away.
                            let o = info.sop[i].expect("strategy op");
                            if let Some(&x) = idx.iter().find(|&&x| !self.resharded_at(o, x, ch)) {
                                out.push(Term::OperandKept(o, x));
                            }
                            false
                        }
                    }
                }
            };
            if live {
                out.push(Term::Value(*v));
            }
        }
        if let Some(o) = info.sop[i] {
            for x in 0..n_i.min(j + 1) {
                out.push(Term::ReshardResult(o, x));
            }
            if j < n_i {
                out.push(Term::ReshardPeak(o, j));
            }
        }
        if j == n_i {
            let op = info.ops[i];
            if let (Some(t), b) = self.op_transient(op, ch) {
                if b > 0 || !matches!(t, Term::EdgePeak(_)) {
                    out.push(t);
                }
            }
            let be = &ev.blocks[&block];
            if let Some(nb) = be.nested[i] {
                let inner = &ev.blocks[&nb];
                if let (true, Some(p)) = (inner.peak > 0, inner.peak_pos) {
                    self.blocks.insert(block, info);
                    self.block_terms(nb, p, ch, ev, out);
                    return;
                }
            }
        }
        self.blocks.insert(block, info);
    }

    /// The bytes of a cut under `ch`.
    pub fn cut_bytes(&mut self, cut: &Cut, ch: &Choices) -> u64 {
        cut.terms.iter().map(|&t| self.term_bytes(t, ch)).sum()
    }

    /// The cut as a linear expression in units of `unit` bytes, with the pair variables
    /// it needs created in `p` (once per pair of choices, in `lin`).
    pub fn linear(
        &mut self,
        cut: &Cut,
        unit: f64,
        p: &mut Problem,
        lin: &mut Linearizer,
    ) -> LinearExpr {
        let mut e = LinearExpr::new();
        for &t in &cut.terms {
            let (s1, s2) = self.sides(t);
            let (n1, n2) = (self.options(s1), self.options(s2));
            if n1 == 1 || n2 == 1 {
                let (s, n) = if n1 == 1 { (s2, n2) } else { (s1, n1) };
                for a in 0..n {
                    let b = if n1 == 1 {
                        self.coef(t, 0, a)
                    } else {
                        self.coef(t, a, 0)
                    };
                    if b != 0 {
                        e += self.indicator(s, a) * (b as f64 / unit);
                    }
                }
                continue;
            }
            let z = self.pair_vars(s1, s2, p, lin);
            for (a, row) in z.iter().enumerate() {
                for (b, &v) in row.iter().enumerate() {
                    let c = self.coef(t, a, b);
                    if c != 0 {
                        e.add_term(v, c as f64 / unit);
                    }
                }
            }
        }
        e.normalized()
    }

    /// The product variables of sides `s1` and `s2`: `z[a][b]` is 1 exactly when `s1`
    /// takes `a` and `s2` takes `b` (its rows and columns sum to the two choices).
    fn pair_vars(
        &mut self,
        s1: Side,
        s2: Side,
        p: &mut Problem,
        lin: &mut Linearizer,
    ) -> Vec<Vec<VarId>> {
        if let Some(z) = lin.pairs.get(&(s1, s2)) {
            return z.clone();
        }
        let id = lin.pairs.len();
        let (n1, n2) = (self.options(s1), self.options(s2));
        let z: Vec<Vec<VarId>> = (0..n1)
            .map(|a| {
                (0..n2)
                    .map(|b| p.add_continuous(format!("mz{id}_{a}_{b}"), 0.0, 1.0))
                    .collect()
            })
            .collect();
        lin.variables += n1 * n2;
        for (a, row) in z.iter().enumerate() {
            let mut lhs: LinearExpr = row.iter().map(|&v| (v, 1.0)).collect();
            lhs -= self.indicator(s1, a);
            p.add_constraint(format!("mzs{id}_{a}"), lhs, Relation::Eq, 0.0);
        }
        for b in 0..n2 {
            let mut lhs: LinearExpr = z.iter().map(|row| (row[b], 1.0)).collect();
            lhs -= self.indicator(s2, b);
            p.add_constraint(format!("mzd{id}_{b}"), lhs, Relation::Eq, 0.0);
        }
        lin.pairs.insert((s1, s2), z.clone());
        z
    }
}

/// Whether `v` is defined by an op of `block` (not a block argument).
fn defined_in(m: &Module, v: ValueId, block: BlockId) -> bool {
    match m.values[v].def {
        ValueDef::Result { op, .. } => m.ops[op].parent == Some(block),
        ValueDef::BlockArg { .. } => false,
    }
}
