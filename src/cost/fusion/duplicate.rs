//! Producers XLA's fusion does not duplicate: its `InstructionFusion::ComputeGloballyUnfusible`
//! (`xla/service/instruction_fusion.cc`).
//!
//! XLA duplicates a fusible producer into every consumer that fuses it, unless
//! duplicating it would add memory traffic and some consumer cannot take it on every
//! path. A producer is kept out of its consumers' fusions (written to HBM once, read by
//! each) when all of these hold:
//! - it is not "effectively at most unary": more than one of its operands is neither a
//!   broadcast, an iota nor a scalar constant and has at least the result's true rank;
//! - its distinct operands are larger than its result (duplicating it re-reads more than
//!   it would write);
//! - some user cannot fuse it on all paths: the user is not fusible, or an operand of the
//!   user that the producer reaches cannot be fused into it (not a loop op, or itself
//!   kept out), recursively.
//!
//! Users are visited before producers (reverse program order), so a consumer already
//! kept out blocks the paths through it. Views (bitcasts, sharding constraints) and
//! inlined calls alias their operand here: they are not ops of XLA's program.
//!
//! The typical case is a transformer's residual stream: `x + attention(norm(x))` has two
//! full-size operands and reaches its next residual add both directly and through a dot,
//! which no elementwise fusion takes in; XLA writes every residual sum once, where
//! duplicating it would recompute the whole stream in every later fusion.

use std::collections::{BTreeSet, HashMap};

use super::{Links, Role};
use crate::ir::{Module, OpId, ValueId};

/// Ops whose results XLA keeps out of their consumers' fusions (see the module docs).
pub(super) fn kept_out(
    m: &Module,
    ops: &[OpId],
    links: &Links,
    role_of: &impl Fn(OpId) -> Role,
) -> BTreeSet<OpId> {
    let g = Graph::new(m, ops, links, role_of);
    let mut out = BTreeSet::new();
    for &p in ops.iter().rev() {
        if role_of(p) != Role::Fusible || at_most_unary(&g, p) || !grows_traffic(&g, p) {
            continue;
        }
        let reach = g.reachable(p);
        let mut memo = HashMap::new();
        let fusible_everywhere = g
            .users(p)
            .iter()
            .all(|&u| on_all_paths(&g, p, u, &reach, &out, &mut memo));
        if !fusible_everywhere {
            out.insert(p);
        }
    }
    out
}

/// The data flow between the ops that are XLA instructions: operands and users with
/// views and inlined calls looked through.
struct Graph<'a, R: Fn(OpId) -> Role> {
    m: &'a Module,
    links: &'a Links,
    role_of: &'a R,
    /// Per op: the ops using one of its results.
    users: HashMap<OpId, Vec<OpId>>,
}

impl<'a, R: Fn(OpId) -> Role> Graph<'a, R> {
    fn new(m: &'a Module, ops: &[OpId], links: &'a Links, role_of: &'a R) -> Self {
        let mut g = Graph {
            m,
            links,
            role_of,
            users: HashMap::new(),
        };
        for &op in ops {
            if matches!(role_of(op), Role::View | Role::Link) {
                continue;
            }
            // Every call site's producer uses a callee's op (XLA inlines one copy per site).
            let producers: BTreeSet<OpId> = m.ops[op]
                .operands
                .iter()
                .flat_map(|&v| links.resolve_all(v))
                .filter_map(|v| g.source(v).0)
                .collect();
            for p in producers {
                g.users.entry(p).or_default().push(op);
            }
        }
        g
    }

    /// The op defining `v` once views and inlined calls are looked through (`None`: an
    /// argument), and the value it defines.
    fn source(&self, mut v: ValueId) -> (Option<OpId>, ValueId) {
        loop {
            v = self.links.resolve(v);
            let Some(d) = self.m.defining_op(v) else {
                return (None, v);
            };
            let o = &self.m.ops[d];
            if (self.role_of)(d) == Role::View && o.operands.len() == 1 {
                v = o.operands[0];
                continue;
            }
            return (Some(d), v);
        }
    }

    /// The sources of `op`'s operands, in order.
    fn operands(&self, op: OpId) -> Vec<(Option<OpId>, ValueId)> {
        self.m.ops[op]
            .operands
            .iter()
            .map(|&v| self.source(v))
            .collect()
    }

    fn users(&self, op: OpId) -> &[OpId] {
        self.users.get(&op).map_or(&[], Vec::as_slice)
    }

    /// The ops reachable from `p` (itself included).
    fn reachable(&self, p: OpId) -> BTreeSet<OpId> {
        let mut seen = BTreeSet::from([p]);
        let mut stack = vec![p];
        while let Some(op) = stack.pop() {
            for &u in self.users(op) {
                if seen.insert(u) {
                    stack.push(u);
                }
            }
        }
        seen
    }
}

/// Rank without unit dims (XLA's `ShapeUtil::TrueRank`).
fn true_rank(m: &Module, v: ValueId) -> usize {
    m.tensor_type(v).map_or(0, |t| {
        t.shape
            .iter()
            .filter(|d| !matches!(d, crate::ir::types::Dim::Static(1)))
            .count()
    })
}

/// XLA's `EffectivelyAtMostUnary`: at most one operand that is not a broadcast, an iota
/// or a scalar constant and has at least the result's true rank.
fn at_most_unary<R: Fn(OpId) -> Role>(g: &Graph<'_, R>, p: OpId) -> bool {
    let m = g.m;
    let rank = m.ops[p]
        .results
        .iter()
        .map(|&r| true_rank(m, r))
        .max()
        .unwrap_or(0);
    let full = g
        .operands(p)
        .into_iter()
        .filter(|&(d, v)| {
            let name = d.map_or("", |d| m.ops[d].name.as_str());
            let spread = matches!(
                name,
                "stablehlo.broadcast_in_dim" | "stablehlo.broadcast" | "stablehlo.iota"
            );
            let scalar_constant =
                matches!(name, "stablehlo.constant" | "sdy.constant") && true_rank(m, v) == 0;
            !spread && !scalar_constant && true_rank(m, v) >= rank
        })
        .count();
    full <= 1
}

/// Whether the distinct operands of `p` are larger than its results.
fn grows_traffic<R: Fn(OpId) -> Role>(g: &Graph<'_, R>, p: OpId) -> bool {
    let m = g.m;
    let distinct: BTreeSet<ValueId> = g.operands(p).into_iter().map(|(_, v)| v).collect();
    let read: u64 = distinct.iter().map(|&v| m.values[v].ty.byte_size()).sum();
    let written: u64 = m.ops[p]
        .results
        .iter()
        .map(|&r| m.values[r].ty.byte_size())
        .sum();
    read > written
}

/// XLA's `CanFuseOnAllPaths(producer, consumer)`: `consumer` can take `p` in, and every
/// operand of it that `p` reaches can be fused into it, recursively.
fn on_all_paths<R: Fn(OpId) -> Role>(
    g: &Graph<'_, R>,
    p: OpId,
    consumer: OpId,
    reach: &BTreeSet<OpId>,
    kept_out: &BTreeSet<OpId>,
    memo: &mut HashMap<OpId, bool>,
) -> bool {
    if consumer == p {
        return true;
    }
    if !matches!((g.role_of)(consumer), Role::Fusible | Role::Root) {
        return false;
    }
    if let Some(&r) = memo.get(&consumer) {
        return r;
    }
    let mut ok = true;
    for (d, _) in g.operands(consumer) {
        let Some(o) = d.filter(|o| reach.contains(o)) else {
            continue;
        };
        let fuses = (g.role_of)(o) == Role::Fusible && !kept_out.contains(&o);
        if !fuses || !on_all_paths(g, p, o, reach, kept_out, memo) {
            ok = false;
            break;
        }
    }
    memo.insert(consumer, ok);
    ok
}
