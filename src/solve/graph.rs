//! The sharding graph of a module: nodes (values and function results), factor classes
//! (nodes that must share one sharding), and what each op of the program contributes.
//!
//! - **Classes** are a union-find over nodes: the operands and results of elementwise
//!   ops (every tensor the same shape, every factor pass-through at the same dim), the
//!   carried values of a while loop (results, body and condition arguments), an
//!   optimization barrier's operand and result, a call's results and its callee's
//!   results, an unannotated function result and the value returned to it, and the
//!   members of each sharding group (exactly), and a donated argument of the entry
//!   function with the result it aliases (`tf.aliasing_output`, [`super::alias`]): XLA
//!   reuses the argument's buffer for the result, so both must have one sharding. The
//!   value returned to an aliased result is not unioned with it but resharded at the
//!   return (an edge), so the search may compute it otherwise.
//! - **Roles**: an elementwise op costs what its class's choice makes it cost; an op with
//!   any other sharding rule chooses a local strategy ([`super::strategies`]) with its
//!   operands resharded to what it needs; calls, loops, returns, constraints and manual
//!   computations reshard values along *edges* between classes; any other op is
//!   *opaque*: the values around it keep the shardings the input gives them.
//! - **Pins**: values inside manual computations, the results of manual computations and
//!   the values around opaque ops keep their input sharding.

use std::collections::{BTreeMap, HashMap};

use crate::cost::compute::program_ops;
use crate::ir::sdy::{OpShardingRule, SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, OpId, ValueId};
use crate::passes::sharding::{func_result_sharding, get_sharding};
use crate::passes::symbols::callee;
use crate::rules::rule::RuleQueries;
use crate::rules::{op_rule, RuleOptions};

use super::candidates::Intent;

/// A node: a value, or the `k`-th result of a function (its `res_attrs` sharding).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    Value(ValueId),
    FuncResult(OpId, usize),
}

/// Where an edge's reshard ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// The sharding of another class.
    Class(usize),
    /// A fixed sharding (a manual computation's `in_shardings`).
    Fixed(Option<TensorSharding>),
}

/// A reshard the evaluator charges at `op`: value `value` from its class's sharding to
/// `target`.
#[derive(Clone, Debug, PartialEq)]
pub struct Edge {
    pub op: OpId,
    pub value: ValueId,
    pub source: usize,
    pub target: Target,
}

/// What an op contributes to the cost.
#[derive(Clone, Debug, PartialEq)]
pub enum Role {
    /// Its cost is a function of its class's sharding.
    Unary { class: usize },
    /// It chooses a local strategy under this rule.
    Strategy { rule: OpShardingRule },
    /// Its cost is the reshards of its edges (or nothing).
    Edges,
    /// Its cost is fixed: every value around it is pinned.
    Opaque,
}

/// An edge before classes are known: (op, value, source node, target node or fixed
/// sharding).
type PendingEdge = (
    OpId,
    ValueId,
    usize,
    Option<usize>,
    Option<Option<TensorSharding>>,
);

/// The analysed module.
pub struct Graph {
    pub nodes: Vec<Node>,
    pub index: HashMap<Node, usize>,
    /// Per node, its class.
    pub class_of: Vec<usize>,
    /// Per class, its nodes (ascending).
    pub members: Vec<Vec<usize>>,
    /// The program's ops in program order, with their roles.
    pub ops: Vec<(OpId, Role)>,
    pub edges: Vec<Edge>,
    /// Per class, the user's annotations on its members.
    pub intents: Vec<Vec<Intent>>,
    /// Per class, the sharding it is pinned to (`Some(None)`: pinned replicated without
    /// an annotation), from its first pinned member.
    pub pins: Vec<Option<Option<TensorSharding>>>,
    /// Nodes the plan must not rewrite (inside or produced by manual computations).
    pub untouchable: Vec<bool>,
}

struct Builder<'m> {
    m: &'m Module,
    nodes: Vec<Node>,
    index: HashMap<Node, usize>,
    parent: Vec<usize>,
    pinned: Vec<bool>,
    untouchable: Vec<bool>,
}

impl Builder<'_> {
    fn node(&mut self, n: Node) -> usize {
        if let Some(&i) = self.index.get(&n) {
            return i;
        }
        let i = self.nodes.len();
        self.nodes.push(n);
        self.index.insert(n, i);
        self.parent.push(i);
        self.pinned.push(false);
        self.untouchable.push(false);
        i
    }

    fn value(&mut self, v: ValueId) -> usize {
        self.node(Node::Value(v))
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            // The smaller index represents the class: deterministic.
            let (lo, hi) = if ra < rb { (ra, rb) } else { (rb, ra) };
            self.parent[hi] = lo;
        }
    }

    fn same_type(&self, a: ValueId, b: ValueId) -> bool {
        self.m.values[a].ty == self.m.values[b].ty
    }
}

/// Whether every tensor of the op has the same shape and the identity mapping with only
/// pass-through factors (elementwise).
fn is_elementwise(m: &Module, op: OpId, rule: &OpShardingRule) -> bool {
    let o = &m.ops[op];
    let Some(first) = o.results.first().and_then(|&r| m.tensor_type(r)) else {
        return false;
    };
    let all_same = o
        .operands
        .iter()
        .chain(&o.results)
        .all(|&v| m.tensor_type(v).is_some_and(|t| t.shape == first.shape));
    if !all_same || o.operands.is_empty() {
        return false;
    }
    let rank = first.rank();
    rule.tensor_mappings().all(|t| {
        t.len() == rank
            && t.iter()
                .enumerate()
                .all(|(d, fs)| fs.len() == 1 && rule.tensor_mappings().all(|u| u[d] == *fs))
    }) && (0..rule.num_factors()).all(|f| rule.is_pass_through(f))
}

/// The type of a node.
pub fn node_value(m: &Module, n: Node) -> Option<ValueId> {
    match n {
        Node::Value(v) => Some(v),
        Node::FuncResult(f, k) => {
            let b = m.entry_block(f)?;
            let t = m.terminator(b)?;
            m.ops[t].operands.get(k).copied()
        }
    }
}

/// The user's annotation of a node, if any.
fn intent_of(m: &Module, n: Node) -> Option<Intent> {
    let (s, what) = match n {
        Node::Value(v) => {
            let s = get_sharding(m, v)?;
            (s, format!("%{}", m.values[v].name))
        }
        Node::FuncResult(f, k) => {
            let s = func_result_sharding(m, f, k)?;
            let name = m.symbol_name(f).unwrap_or_default();
            (s, format!("result {k} of @{name}"))
        }
    };
    Some(Intent { sharding: s, what })
}

/// Analyses `m`: nodes, classes, roles, edges, intents and pins.
pub fn build(m: &Module, rules: &RuleOptions) -> Graph {
    let mut b = Builder {
        m,
        nodes: Vec::new(),
        index: HashMap::new(),
        parent: Vec::new(),
        pinned: Vec::new(),
        untouchable: Vec::new(),
    };
    // Function arguments first: they are the classes users annotate most.
    for f in m.funcs() {
        if let Some(bl) = m.entry_block(f) {
            for &a in &m.blocks[bl].args {
                b.value(a);
            }
        }
    }
    let ops = program_ops(m);
    let inside_manual = |op: OpId| -> bool {
        let mut p = m.parent_op(op);
        while let Some(q) = p {
            if m.ops[q].name == "sdy.manual_computation" {
                return true;
            }
            p = m.parent_op(q);
        }
        false
    };
    enum Pending {
        Role(Role),
        Unary(usize),
    }
    let mut roles: Vec<(OpId, Pending)> = Vec::new();
    let mut edges: Vec<PendingEdge> = Vec::new();
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let entry = crate::cost::memory::entry_function(m);
    let aliased = super::alias::pairs(m);
    for &op in &ops {
        let o = &m.ops[op];
        let name = o.name.as_str();
        if matches!(name, "builtin.module" | "func.func" | "sdy.mesh") {
            continue;
        }
        let operands = o.operands.clone();
        let results = o.results.clone();
        for &v in operands.iter().chain(&results) {
            b.value(v);
        }
        if inside_manual(op) {
            for &v in operands.iter().chain(&results) {
                let i = b.value(v);
                b.pinned[i] = true;
                b.untouchable[i] = true;
            }
            roles.push((op, Pending::Role(Role::Opaque)));
            continue;
        }
        let role = match name {
            "func.return" => {
                if let Some(f) = m.parent_op(op) {
                    for (k, &v) in operands.iter().enumerate() {
                        let fr = b.node(Node::FuncResult(f, k));
                        let vi = b.value(v);
                        let is_aliased = Some(f) == entry && aliased.iter().any(|p| p.result == k);
                        if is_aliased || func_result_sharding(m, f, k).is_some() {
                            edges.push((op, v, vi, Some(fr), None));
                        } else {
                            b.union(vi, fr);
                        }
                    }
                }
                Role::Edges
            }
            "func.call" => {
                if let Some(f) = callee(m, op) {
                    let args = m.entry_block(f).map(|bl| m.blocks[bl].args.clone());
                    for (k, &v) in operands.iter().enumerate() {
                        if let Some(&a) = args.as_ref().and_then(|a| a.get(k)) {
                            let (vi, ai) = (b.value(v), b.value(a));
                            edges.push((op, v, vi, Some(ai), None));
                        }
                    }
                    for (k, &r) in results.iter().enumerate() {
                        let fr = b.node(Node::FuncResult(f, k));
                        let ri = b.value(r);
                        b.union(ri, fr);
                    }
                    Role::Edges
                } else {
                    Role::Opaque
                }
            }
            "stablehlo.while" => {
                for (k, (&v, &r)) in operands.iter().zip(&results).enumerate() {
                    let ri = b.value(r);
                    for &region in &o.regions {
                        if let Some(&bl) = m.regions[region].blocks.first() {
                            if let Some(&a) = m.blocks[bl].args.get(k) {
                                let ai = b.value(a);
                                b.union(ri, ai);
                            }
                        }
                    }
                    let vi = b.value(v);
                    edges.push((op, v, vi, Some(ri), None));
                }
                Role::Edges
            }
            "stablehlo.optimization_barrier" => {
                for (&v, &r) in operands.iter().zip(&results) {
                    if b.same_type(v, r) {
                        let (vi, ri) = (b.value(v), b.value(r));
                        b.union(vi, ri);
                    }
                }
                Role::Edges
            }
            "stablehlo.return" => {
                let parent = m.parent_op(op);
                match parent.map(|p| m.ops[p].name.as_str()) {
                    Some("stablehlo.while" | "stablehlo.case" | "stablehlo.if") => {
                        let p = parent.expect("matched");
                        let in_cond = m.ops[p].name == "stablehlo.while"
                            && o.parent.map(|bl| m.blocks[bl].parent)
                                == m.ops[p].regions.first().copied();
                        if !in_cond {
                            for (&v, &r) in operands.iter().zip(&m.ops[p].results) {
                                let (vi, ri) = (b.value(v), b.value(r));
                                edges.push((op, v, vi, Some(ri), None));
                            }
                        }
                        Role::Edges
                    }
                    _ => Role::Edges,
                }
            }
            "stablehlo.case" | "stablehlo.if" => {
                for &v in operands.iter().chain(&results) {
                    let i = b.value(v);
                    b.pinned[i] = true;
                }
                Role::Opaque
            }
            "sdy.sharding_constraint" | "sdy.reshard" => {
                if let (Some(&v), Some(&r)) = (operands.first(), results.first()) {
                    let (vi, ri) = (b.value(v), b.value(r));
                    edges.push((op, v, vi, Some(ri), None));
                }
                Role::Edges
            }
            "sdy.sharding_group" => {
                let id = match o.attr("group_id") {
                    Some(a) => format!("{a:?}"),
                    None => String::new(),
                };
                for &v in &operands {
                    let vi = b.value(v);
                    groups.entry(id.clone()).or_default().push(vi);
                }
                Role::Edges
            }
            "sdy.manual_computation" => {
                let ins = match o.attr("in_shardings") {
                    Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.clone(),
                    _ => vec![],
                };
                for (k, &v) in operands.iter().enumerate() {
                    let vi = b.value(v);
                    edges.push((op, v, vi, None, Some(ins.get(k).cloned())));
                }
                for &r in &results {
                    let ri = b.value(r);
                    b.pinned[ri] = true;
                    b.untouchable[ri] = true;
                }
                // Block arguments of the body are pinned with the body.
                for &region in &o.regions {
                    for &bl in &m.regions[region].blocks {
                        for &a in &m.blocks[bl].args {
                            let ai = b.value(a);
                            b.pinned[ai] = true;
                            b.untouchable[ai] = true;
                        }
                    }
                }
                Role::Edges
            }
            _ => match op_rule(m, op, rules) {
                // Annotated values keep their own class: an elementwise op touching one
                // chooses a strategy (and may reshard) instead of forcing equality.
                Ok(r)
                    if is_elementwise(m, op, &r.rule)
                        && !operands
                            .iter()
                            .chain(&results)
                            .any(|&v| get_sharding(m, v).is_some()) =>
                {
                    let first = b.value(results[0]);
                    for &v in operands.iter().chain(&results) {
                        let vi = b.value(v);
                        b.union(first, vi);
                    }
                    roles.push((op, Pending::Unary(first)));
                    continue;
                }
                Ok(r)
                    if r.rule.operands.len() == operands.len()
                        && r.rule.results.len() == results.len()
                        && operands
                            .iter()
                            .chain(&results)
                            .all(|&v| m.tensor_type(v).is_some()) =>
                {
                    if operands.is_empty() && results.len() == 1 {
                        let ri = b.value(results[0]);
                        roles.push((op, Pending::Unary(ri)));
                        continue;
                    }
                    Role::Strategy { rule: r.rule }
                }
                _ => {
                    if operands.is_empty() && results.len() == 1 {
                        let ri = b.value(results[0]);
                        roles.push((op, Pending::Unary(ri)));
                        continue;
                    }
                    for &v in operands.iter().chain(&results) {
                        let i = b.value(v);
                        b.pinned[i] = true;
                    }
                    Role::Opaque
                }
            },
        };
        roles.push((op, Pending::Role(role)));
    }
    for (_, members) in groups {
        for w in members.windows(2) {
            b.union(w[0], w[1]);
        }
    }
    // A donated argument and the result it aliases: one buffer, one sharding.
    if let Some(main) = entry {
        let args = m.entry_block(main).map(|bl| m.blocks[bl].args.clone());
        for p in &aliased {
            if let Some(&a) = args.as_ref().and_then(|a| a.get(p.arg)) {
                let (ai, ri) = (b.value(a), b.node(Node::FuncResult(main, p.result)));
                b.union(ai, ri);
            }
        }
    }
    // Classes: numbered by their smallest node.
    let n = b.nodes.len();
    let mut class_of = vec![usize::MAX; n];
    let mut members: Vec<Vec<usize>> = Vec::new();
    let mut class_of_root: HashMap<usize, usize> = HashMap::new();
    for (i, slot) in class_of.iter_mut().enumerate() {
        let r = b.find(i);
        let c = *class_of_root.entry(r).or_insert_with(|| {
            members.push(Vec::new());
            members.len() - 1
        });
        *slot = c;
        members[c].push(i);
    }
    let mut intents: Vec<Vec<Intent>> = vec![Vec::new(); members.len()];
    let mut pins: Vec<Option<Option<TensorSharding>>> = vec![None; members.len()];
    for (c, ms) in members.iter().enumerate() {
        for &i in ms {
            let node = b.nodes[i];
            if b.pinned[i] {
                if pins[c].is_none() {
                    pins[c] = Some(match node {
                        Node::Value(v) => get_sharding(m, v),
                        Node::FuncResult(f, k) => func_result_sharding(m, f, k),
                    });
                }
            } else if let Some(it) = intent_of(m, node) {
                intents[c].push(it);
            }
        }
    }
    let ops = roles
        .into_iter()
        .map(|(op, p)| {
            let role = match p {
                Pending::Role(r) => r,
                Pending::Unary(node) => Role::Unary {
                    class: class_of[node],
                },
            };
            (op, role)
        })
        .collect();
    let edges = edges
        .into_iter()
        .map(|(op, value, src, dst, fixed)| Edge {
            op,
            value,
            source: class_of[src],
            target: match (dst, fixed) {
                (Some(d), _) => Target::Class(class_of[d]),
                (None, f) => Target::Fixed(f.flatten()),
            },
        })
        .collect();
    Graph {
        nodes: b.nodes,
        index: b.index,
        class_of,
        members,
        ops,
        edges,
        intents,
        pins,
        untouchable: b.untouchable,
    }
}
