//! The structure propagation works on, computed once per propagation pass from the IR
//! (which the propagator never edits while it runs): which value holds the sharding of
//! each value (Shardy's `getShardableValue`), the users of every value in MLIR use-list
//! order with the op each use re-enqueues, what propagation does with each op (a rule,
//! a data-flow edge, a barrier, nothing), the data-flow edges' sources and targets, and
//! liveness for the dead-op erasure of MLIR's greedy driver.
//!
//! Everything is a side table keyed by ids.

use rustc_hash::FxHashMap;
use std::rc::Rc;

use crate::ir::sdy::{Direction, OpShardingRule, SdyAttr};
use crate::ir::{Attr, BlockId, Module, OpId, ValueDef, ValueId};
use crate::passes::sharding::is_data_flow_op;
use crate::rules::{op_rule, NoRule, RuleOptions};

/// What propagation does with an op.
#[derive(Clone, Debug)]
pub enum OpKind {
    /// Nothing: no rule (constants, control flow, terminators, unknown ops).
    Inert,
    /// Propagates with its sharding rule.
    Rule(Rc<OpShardingRule>),
    /// An `sdy.data_flow_edge`: index into [`Graph::edges`].
    Edge(usize),
    /// An `sdy.propagation_barrier` with its allowed direction.
    Barrier(Direction),
}

/// How a data-flow edge's target sharding is seen from the sources (a manual
/// computation's free axes only cross its boundary).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeTransform {
    None,
    /// Target is block argument `index` of manual computation `op`.
    ManualBlockArg {
        op: OpId,
        index: usize,
    },
    /// Target is result `index` of manual computation `op`.
    ManualResult {
        op: OpId,
        index: usize,
    },
}

/// One `sdy.data_flow_edge`.
#[derive(Clone, Debug)]
pub struct Edge {
    pub op: OpId,
    /// The edge op's result: holds the sharding of every target.
    pub result: ValueId,
    /// The edge owner (the op's input).
    pub owner: ValueId,
    pub sources: Vec<ValueId>,
    /// Targets other than the owner (a while's condition and body arguments).
    pub non_owner_targets: Vec<ValueId>,
    pub transform: EdgeTransform,
}

/// What the op-priority schedule needs to know of an op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpClass {
    /// Shardy's `isElementwise`.
    pub elementwise: bool,
    /// Elementwise, reshape, transpose, data-flow edge, host offload call: propagates
    /// both ways in the first op-priority runs.
    pub pass_through: bool,
    /// dynamic_slice, dynamic_update_slice: forward only in the first runs.
    pub forward_pass_through: bool,
    pub broadcast: bool,
}

/// The static structure; see the module docs.
pub struct Graph {
    /// Per op: its class for the op-priority schedule.
    pub class: Vec<OpClass>,
    /// The value holding each value's sharding.
    pub slot: Vec<Option<ValueId>>,
    /// Per value: (user, operand index, op to re-enqueue), in MLIR use-list order.
    pub uses: UseLists<(OpId, u32, OpId)>,
    /// Live uses per value (operands of live ops).
    pub use_count: Vec<u32>,
    pub kind: Vec<OpKind>,
    pub edges: Vec<Edge>,
    /// Reachable and not erased.
    pub alive: Vec<bool>,
    /// Ops whose erasure the driver may consider (memory-effect free, not terminators,
    /// not symbols).
    pub pure_op: Vec<bool>,
    /// Terminators.
    pub terminator: Vec<bool>,
    /// Parent op of each op.
    pub parent: Vec<Option<OpId>>,
    /// `func.func` ops in module order with the operands of their return.
    pub funcs: Vec<(OpId, Vec<ValueId>)>,
    /// Ops in textual pre-order (the module op excluded).
    pub preorder: Vec<OpId>,
    /// Warnings of the rule registry (unknown ops), in walk order.
    pub rule_warnings: Vec<crate::diag::Diagnostic>,
}

/// Ops of the dialects we know that have no memory effects (StableHLO's `Pure` and
/// `RecursiveMemoryEffects` ops, Shardy's pure ops); anything else is kept.
pub fn is_pure_name(name: &str) -> bool {
    if let Some(op) = name.strip_prefix("stablehlo.") {
        return !matches!(
            op,
            "custom_call"
                | "all_reduce"
                | "all_gather"
                | "all_to_all"
                | "reduce_scatter"
                | "collective_permute"
                | "collective_broadcast"
                | "cross-replica-sum"
                | "send"
                | "recv"
                | "infeed"
                | "outfeed"
                | "after_all"
                | "create_token"
                | "rng"
                | "rng_bit_generator"
                | "partition_id"
                | "replica_id"
                | "return"
                | "composite"
                | "trace"
        );
    }
    if name.starts_with("chlo.") {
        return true;
    }
    matches!(
        name,
        "sdy.constant"
            | "sdy.reshard"
            | "sdy.propagation_barrier"
            | "sdy.named_computation"
            | "sdy.manual_computation"
    )
}

pub fn is_terminator_name(name: &str) -> bool {
    matches!(name, "func.return" | "stablehlo.return" | "sdy.return") || name.ends_with(".yield")
}

/// One list per value, stored flat (compressed rows): value `v`'s list is
/// `items[start[v]..start[v + 1]]`. Two allocations for the whole module instead of one
/// per used value, and the lists lie in value order, which is how passes read them.
#[derive(Clone, Debug)]
pub struct UseLists<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> Default for UseLists<T> {
    fn default() -> Self {
        UseLists {
            start: Vec::new(),
            items: Vec::new(),
        }
    }
}

impl<T: Copy> UseLists<T> {
    /// The lists of `counts.len()` values, `counts[v]` items for value `v`, from `items`
    /// in any order (each list keeps their relative order). `fill` only pre-sizes.
    fn bucket(counts: &[u32], fill: T, items: Vec<(ValueId, T)>) -> UseLists<T> {
        let mut start = Vec::with_capacity(counts.len() + 1);
        let mut total = 0u32;
        start.push(0);
        for &c in counts {
            total += c;
            start.push(total);
        }
        let mut next: Vec<u32> = start[..counts.len()].to_vec();
        let mut flat = vec![fill; total as usize];
        for (v, item) in items {
            let at = &mut next[v.0 as usize];
            flat[*at as usize] = item;
            *at += 1;
        }
        UseLists { start, items: flat }
    }

    /// The list of `v` (empty for a value without one).
    pub fn of(&self, v: ValueId) -> &[T] {
        let i = v.0 as usize;
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.items[a as usize..b as usize],
            _ => &[],
        }
    }
}

impl Graph {
    pub fn build(m: &Module, rule_opts: &RuleOptions) -> Graph {
        let n_ops = m.ops.len();
        let n_vals = m.values.len();
        let mut g = Graph {
            slot: vec![None; n_vals],
            uses: UseLists::default(),
            use_count: vec![0; n_vals],
            kind: vec![OpKind::Inert; n_ops],
            class: vec![OpClass::default(); n_ops],
            edges: Vec::new(),
            alive: vec![false; n_ops],
            pure_op: vec![false; n_ops],
            terminator: vec![false; n_ops],
            parent: vec![None; n_ops],
            funcs: Vec::new(),
            preorder: Vec::new(),
            rule_warnings: Vec::new(),
        };
        let walk = m.walk();
        let top = m.top;
        // Uses in walk order first.
        let mut raw: Vec<(ValueId, (OpId, u32))> = Vec::new();
        for &op in &walk {
            g.alive[op.0 as usize] = true;
            g.parent[op.0 as usize] = m.parent_op(op);
            let o = &m.ops[op];
            g.terminator[op.0 as usize] = is_terminator_name(&o.name);
            g.pure_op[op.0 as usize] = is_pure_name(&o.name)
                && !g.terminator[op.0 as usize]
                && o.attr("sym_name").is_none();
            for (i, &v) in o.operands.iter().enumerate() {
                raw.push((v, (op, i as u32)));
                g.use_count[v.0 as usize] += 1;
            }
            if Some(op) != top {
                g.preorder.push(op);
            }
            g.class[op.0 as usize] = classify(m, op);
        }
        let raw_uses = UseLists::bucket(&g.use_count, (OpId(0), 0), raw);
        // Ops with regions are pure only if everything inside is.
        for &op in walk.iter().rev() {
            if g.pure_op[op.0 as usize] && !m.ops[op].regions.is_empty() {
                let all = m
                    .walk_inside(op)
                    .into_iter()
                    .all(|o| g.pure_op[o.0 as usize] || g.terminator[o.0 as usize]);
                g.pure_op[op.0 as usize] = all;
            }
        }
        // Data-flow edges: the single user of an owner.
        let edge_of_owner = |v: ValueId| -> Option<OpId> {
            match raw_uses.of(v) {
                [(u, _)] if m.ops[*u].name == "sdy.data_flow_edge" => Some(*u),
                _ => None,
            }
        };
        // Slots.
        for (vid, val) in m.values.iter() {
            g.slot[vid.0 as usize] = match val.def {
                ValueDef::Result { op, .. } => {
                    if !g.alive[op.0 as usize] {
                        None
                    } else if is_data_flow_op(&m.ops[op].name) {
                        Some(
                            edge_of_owner(vid)
                                .map(|e| m.ops[e].results[0])
                                .unwrap_or(vid),
                        )
                    } else {
                        Some(vid)
                    }
                }
                ValueDef::BlockArg { block, index } => {
                    if (block.0 as usize) >= m.blocks.len() {
                        None
                    } else {
                        let owner = m.block_owner(block);
                        let name = m.ops[owner].name.as_str();
                        if !g.alive[owner.0 as usize] {
                            None
                        } else if name == "func.func" {
                            Some(vid)
                        } else if name == "stablehlo.while" {
                            m.ops[owner].results.get(index as usize).map(|&r| {
                                edge_of_owner(r).map(|e| m.ops[e].results[0]).unwrap_or(r)
                            })
                        } else if name == "sdy.named_computation"
                            || name == "sdy.manual_computation"
                        {
                            Some(
                                edge_of_owner(vid)
                                    .map(|e| m.ops[e].results[0])
                                    .unwrap_or(vid),
                            )
                        } else {
                            None
                        }
                    }
                }
            };
        }
        // Kinds, edges, funcs.
        let mut warned: FxHashMap<String, ()> = FxHashMap::default();
        let mut memo = RuleMemo::default();
        for &op in &walk {
            let o = &m.ops[op];
            match o.name.as_str() {
                "sdy.data_flow_edge" => {
                    if let Some(e) = build_edge(m, op) {
                        g.kind[op.0 as usize] = OpKind::Edge(g.edges.len());
                        g.edges.push(e);
                    }
                }
                "sdy.propagation_barrier" => {
                    let d = match o.attr("allowed_direction") {
                        Some(Attr::Sdy(SdyAttr::Direction(d))) => *d,
                        Some(a) => match a.as_i64() {
                            Some(1) => Direction::Forward,
                            Some(2) => Direction::Backward,
                            Some(3) => Direction::Both,
                            _ => Direction::None,
                        },
                        None => Direction::None,
                    };
                    g.kind[op.0 as usize] = OpKind::Barrier(d);
                }
                "func.func" => {
                    let ret = m
                        .entry_block(op)
                        .and_then(|b| m.terminator(b))
                        .map(|t| m.ops[t].operands.clone())
                        .unwrap_or_default();
                    g.funcs.push((op, ret));
                }
                _ => match memo_rule(m, op, rule_opts, &mut memo) {
                    Ok(r) => g.kind[op.0 as usize] = OpKind::Rule(r),
                    Err(NoRule::Unknown(d)) | Err(NoRule::Failed(d)) => {
                        if warned.insert(d.message.clone(), ()).is_none() {
                            g.rule_warnings.push(d);
                        }
                    }
                    Err(NoRule::Expected) => {}
                },
            }
        }
        // Uses in MLIR's use-list order, with the op each use re-enqueues
        // (`notifyUsersModified`): the data-flow edge the use is a source of, else the
        // parent of a terminator, else the user.
        let mut items = Vec::with_capacity(raw_uses.items.len());
        for v in 0..n_vals {
            let raw = raw_uses.of(ValueId(v as u32));
            if raw.is_empty() {
                continue;
            }
            let textual = use_list_is_textual(m, ValueId(v as u32), &g);
            let first = items.len();
            items.extend(
                raw.iter()
                    .map(|&(user, idx)| (user, idx, notify_target(m, user, idx, &edge_of_owner))),
            );
            if !textual {
                items[first..].reverse();
            }
        }
        g.uses = UseLists {
            start: raw_uses.start,
            items,
        };
        g
    }

    /// The op that owns a value (defining op, or the op whose region holds the block).
    pub fn owner_op(&self, m: &Module, v: ValueId) -> Option<OpId> {
        match m.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => block_owner(m, block),
        }
    }

    pub fn is_alive(&self, op: OpId) -> bool {
        self.alive[op.0 as usize]
    }
}

fn block_owner(m: &Module, b: BlockId) -> Option<OpId> {
    ((b.0 as usize) < m.blocks.len()).then(|| m.block_owner(b))
}

/// Whether MLIR iterates the uses of `v` in textual order rather than in reverse (the
/// parser prepends each new use; a replace-all-uses reverses a list). The results of
/// `sdy.data_flow_edge` took over their owner's uses that way.
fn use_list_is_textual(m: &Module, v: ValueId, _g: &Graph) -> bool {
    if let ValueDef::Result { op, .. } = m.values[v].def {
        if m.ops[op].name == "sdy.data_flow_edge" {
            let input = m.ops[op].operands[0];
            if let Some(owner) = match m.values[input].def {
                ValueDef::Result { op, .. } => Some(op),
                ValueDef::BlockArg { block, .. } => block_owner(m, block),
            } {
                // Named computations were created by replacing a call's uses first, so
                // the edge's replacement reverses them back.
                let named_result = m.ops[owner].name == "sdy.named_computation"
                    && matches!(m.values[input].def, ValueDef::Result { .. });
                return !named_result;
            }
        }
    }
    false
}

/// The op re-enqueued when the sharding of operand `idx` of `user` changes.
fn notify_target(
    m: &Module,
    user: OpId,
    idx: u32,
    edge_of_owner: &dyn Fn(ValueId) -> Option<OpId>,
) -> OpId {
    let u = &m.ops[user];
    let is_term = is_terminator_name(&u.name);
    let dfo = if is_term {
        m.parent_op(user)
    } else {
        Some(user)
    };
    if let Some(d) = dfo {
        let dname = m.ops[d].name.as_str();
        if is_data_flow_op(dname) {
            let owner = match dname {
                "sdy.named_computation" | "sdy.manual_computation" => {
                    if is_term {
                        m.ops[d].results.get(idx as usize).copied()
                    } else {
                        // Shardy's `getEdgeOwnerFromSource` returns the operand itself
                        // (not the block argument) for an operand of a region op, so
                        // the edge of the block argument is not found and the op is
                        // enqueued instead.
                        m.ops[d].operands.get(idx as usize).copied()
                    }
                }
                _ => m.ops[d].results.get(idx as usize).copied(),
            };
            if let Some(e) = owner.and_then(edge_of_owner) {
                return e;
            }
        }
    }
    if is_term {
        if let Some(p) = m.parent_op(user) {
            return p;
        }
    }
    user
}

fn build_edge(m: &Module, edge: OpId) -> Option<Edge> {
    let owner = *m.ops[edge].operands.first()?;
    let result = *m.ops[edge].results.first()?;
    let mut sources = Vec::new();
    let mut non_owner_targets = Vec::new();
    let mut transform = EdgeTransform::None;
    let body_terminator = |op: OpId, region: usize| -> Option<OpId> {
        let r = *m.ops[op].regions.get(region)?;
        let b = *m.regions[r].blocks.first()?;
        m.terminator(b)
    };
    match m.values[owner].def {
        ValueDef::Result { op, index } => {
            let i = index as usize;
            let o = &m.ops[op];
            match o.name.as_str() {
                "stablehlo.while" => {
                    sources.push(*o.operands.get(i)?);
                    if let Some(t) = body_terminator(op, 1) {
                        sources.push(*m.ops[t].operands.get(i)?);
                    }
                    for region in 0..2 {
                        if let Some(&r) = o.regions.get(region) {
                            if let Some(&b) = m.regions[r].blocks.first() {
                                if let Some(&a) = m.blocks[b].args.get(i) {
                                    non_owner_targets.push(a);
                                }
                            }
                        }
                    }
                }
                "stablehlo.case" => {
                    for region in 0..o.regions.len() {
                        if let Some(t) = body_terminator(op, region) {
                            sources.push(*m.ops[t].operands.get(i)?);
                        }
                    }
                }
                "stablehlo.optimization_barrier" => sources.push(*o.operands.get(i)?),
                "sdy.named_computation" | "sdy.manual_computation" => {
                    if let Some(t) = body_terminator(op, 0) {
                        sources.push(*m.ops[t].operands.get(i)?);
                    }
                    if o.name == "sdy.manual_computation" {
                        transform = EdgeTransform::ManualResult { op, index: i };
                    }
                }
                _ => return None,
            }
        }
        ValueDef::BlockArg { block, index } => {
            let op = block_owner(m, block)?;
            let i = index as usize;
            match m.ops[op].name.as_str() {
                "sdy.named_computation" | "sdy.manual_computation" => {
                    sources.push(*m.ops[op].operands.get(i)?);
                    if m.ops[op].name == "sdy.manual_computation" {
                        transform = EdgeTransform::ManualBlockArg { op, index: i };
                    }
                }
                _ => return None,
            }
        }
    }
    Some(Edge {
        op: edge,
        result,
        owner,
        sources,
        non_owner_targets,
        transform,
    })
}

fn classify(m: &Module, op: OpId) -> OpClass {
    let o = &m.ops[op];
    let name = o.name.as_str();
    let elementwise = super::engine::is_elementwise(m, op);
    let offload = name == "stablehlo.custom_call"
        && matches!(
            o.attr("call_target_name").and_then(Attr::as_str).as_deref(),
            Some("MoveToDevice" | "MoveToHost")
        );
    OpClass {
        elementwise,
        pass_through: elementwise
            || offload
            || matches!(
                name,
                "stablehlo.reshape" | "stablehlo.transpose" | "sdy.data_flow_edge"
            ),
        forward_pass_through: matches!(
            name,
            "stablehlo.dynamic_slice" | "stablehlo.dynamic_update_slice"
        ),
        broadcast: name == "stablehlo.broadcast_in_dim",
    }
}

/// Ops whose registry rule is a function of their name, operand and result types and
/// attributes only (never of their users, defining ops or regions), so that ops alike in
/// these share one rule: an unrolled model repeats each layer's ops.
const ATTR_RULE_OPS: &[&str] = &[
    "stablehlo.broadcast_in_dim",
    "stablehlo.dot",
    "stablehlo.dot_general",
    "stablehlo.reduce",
    "stablehlo.reshape",
    "stablehlo.transpose",
];

/// Memoized rules by (op name, the operands' and results' types), each with the
/// attributes it was built for (none for elementwise ops, whose rule depends on types
/// only). Types are keyed by identity: the parser shares one `Arc` per distinct tensor
/// type spelling, so identical types are one pointer, and hashing a pointer is cheap
/// where hashing a shape is not (a miss only builds the rule again).
type RuleMemo<'m> =
    FxHashMap<(&'m str, Vec<usize>), Vec<(&'m [crate::ir::attr::NamedAttr], Rc<OpShardingRule>)>>;

/// The identity of a tensor type (`None` for other types: no memo).
fn type_key(t: &crate::ir::Type) -> Option<usize> {
    match t {
        crate::ir::Type::Tensor(t) => Some(std::sync::Arc::as_ptr(t) as usize),
        _ => None,
    }
}

/// The rule of an op, built once per signature for elementwise ops and constraints
/// (name and types) and for [`ATTR_RULE_OPS`] (name, types and attributes).
fn memo_rule<'m>(
    m: &'m Module,
    op: OpId,
    rule_opts: &RuleOptions,
    memo: &mut RuleMemo<'m>,
) -> Result<Rc<OpShardingRule>, NoRule> {
    let o = &m.ops[op];
    let name = o.name.as_str();
    let user_rule = o.attr(crate::rules::registry::RULE_ATTR).is_some();
    let types_only = super::engine::ELEMENTWISE.binary_search(&name).is_ok();
    let types: Option<Vec<usize>> = o
        .operands
        .iter()
        .chain(&o.results)
        .map(|&v| type_key(&m.values[v].ty))
        .collect();
    let (false, true, Some(mut types)) = (
        user_rule,
        types_only || ATTR_RULE_OPS.contains(&name),
        types,
    ) else {
        return op_rule(m, op, rule_opts).map(|r| Rc::new(r.rule));
    };
    // Operands and results apart: (a, b) -> c is not a -> (b, c).
    types.push(o.operands.len());
    let attrs: &'m [crate::ir::attr::NamedAttr] = if types_only { &[] } else { &o.attrs };
    let built = memo.entry((name, types)).or_default();
    if let Some((_, r)) = built.iter().find(|(a, _)| same_attrs(a, attrs)) {
        return Ok(r.clone());
    }
    let r = Rc::new(op_rule(m, op, rule_opts)?.rule);
    built.push((attrs, r.clone()));
    Ok(r)
}

/// Attribute lists equal but for where they were written.
fn same_attrs(a: &[crate::ir::attr::NamedAttr], b: &[crate::ir::attr::NamedAttr]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.name == y.name
                && x.quoted == y.quoted
                && x.inherent == y.inherent
                && x.value == y.value
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value's list holds its items in the order given, whatever the other values'
    /// items between them; values without items, and values past the end, have none.
    #[test]
    fn use_lists_keep_each_values_order() {
        let v = |i: u32| ValueId(i);
        let items = vec![
            (v(2), 'a'),
            (v(0), 'b'),
            (v(2), 'c'),
            (v(3), 'd'),
            (v(2), 'e'),
        ];
        let lists = UseLists::bucket(&[1, 0, 3, 1], ' ', items);
        assert_eq!(lists.of(v(0)), &['b']);
        assert_eq!(lists.of(v(1)), &[] as &[char]);
        assert_eq!(lists.of(v(2)), &['a', 'c', 'e']);
        assert_eq!(lists.of(v(3)), &['d']);
        assert_eq!(lists.of(v(4)), &[] as &[char]);
        assert_eq!(UseLists::<char>::default().of(v(0)), &[] as &[char]);
    }
}
