//! [`super::REDUCE_FUSED_BY_YNNPACK`]: XLA:CPU's `LibraryRewriter` with its YNNPACK
//! matcher (`xla/backends/cpu/transforms/library_rewriter.cc`, `ynn_matcher.h`,
//! `ynn_support.cc`), which runs after layout assignment, before XLA's own fusion.
//!
//! It visits the dots and reduces of a computation from the root up (reverse post
//! order). Each one YNNPACK takes and prefers (see below) starts a library fusion, a
//! `kCustom` fusion that reads its inputs from memory and writes its one result. A dot's
//! fusion stays a single dot; a reduce's fusion grows, breadth first, as long as it can:
//! - up into an operand's producer when every user of that producer is in the fusion;
//! - down into the user of its result when the result has exactly one user;
//! - a neighbour that is another library fusion (a dot's) is merged in whole;
//! - a neighbour that is a parameter, or an op YNNPACK does not take or does not prefer,
//!   stops the growth there.
//!
//! YNNPACK takes f32 reduces that add, or take the maximum or the minimum, elementwise
//! ops of its unary (`abs`, `exp`, `log`, `rsqrt`, `tanh`, `convert`, ...) and binary
//! (`add`, `subtract`, `multiply`, `divide`, `maximum`, `minimum`, `power`) lists on
//! floats, broadcasts, bitcasts (reshapes), constants, iotas, and dots that
//! are matrix products (both free sizes above 1); not transposes (jaxlib 0.10.2's
//! matcher leaves them, and the copies layout assignment makes of them, to loop
//! fusions). It *prefers* an op (other than a dot)
//! when its result or one of its operands has at least 4096 elements per device
//! (`IsInstructionPreferredByYnn`): a layer norm's or a softmax's per-row statistics
//! (one element per row) keep the fusion from crossing them when the rows per device are
//! fewer. So whether a layer norm is one fusion (its input read once, its output written
//! once) or four (the centred input written for the variance's reduce, the statistics
//! written and read by a loop fusion) depends on the shardings: a size switch, not a
//! rule of the op.
//!
//! The groups are found on the module's data flow after XLA's common-subexpression
//! elimination: ops alike (same name, operands, attributes and types) are one instruction
//! with the users of all of them, as in the HLO the rewriter sees.

use std::collections::{BTreeSet, HashMap, VecDeque};

use crate::ir::types::ElementType;
use crate::ir::{Module, OpId, ValueId};
use crate::passes::sharding::get_sharding;
use crate::rules::ops::OpCtx;
use crate::rules::stablehlo_attrs::DotDims;
use crate::rules::RuleOptions;

/// One library fusion: the op whose result it writes and every op inside it (the root
/// included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryFusion {
    pub root: OpId,
    pub members: BTreeSet<OpId>,
}

/// The fewest elements per device of an op's result or operand for YNNPACK to prefer it.
const MIN_PREFERRED_ELEMENTS: f64 = 4096.0;

const UNARY: &[&str] = &[
    "stablehlo.abs",
    "stablehlo.ceil",
    "stablehlo.convert",
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.floor",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.negate",
    "stablehlo.round_nearest_even",
    "stablehlo.rsqrt",
    "stablehlo.sign",
    "stablehlo.sqrt",
    "stablehlo.tanh",
    // XLA legalizes it to `multiply(x, x)` before partitioning.
    "chlo.square",
];

const BINARY: &[&str] = &[
    "stablehlo.add",
    "stablehlo.divide",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.power",
    "stablehlo.subtract",
];

/// Ops that only lay out or name data: YNNPACK takes them whatever their size.
const LAYOUT: &[&str] = &[
    "stablehlo.broadcast_in_dim",
    "stablehlo.reshape",
    "stablehlo.constant",
    "sdy.constant",
    "stablehlo.iota",
];

/// The library fusions XLA:CPU forms in `m` (its program ops `ops`, in program order),
/// with `elements(v)` the elements of value `v` per device. Deterministic: in reverse
/// program order of the ops that start them.
pub fn library_fusions(
    m: &Module,
    ops: &[OpId],
    elements: &dyn Fn(ValueId) -> f64,
) -> Vec<LibraryFusion> {
    let g = Graph::new(m, ops);
    let mut users: HashMap<ValueId, Vec<OpId>> = HashMap::new();
    for &op in ops {
        for &v in &m.ops[op].operands {
            users.entry(v).or_default().push(op);
        }
    }
    let cx = Matcher {
        m,
        elements,
        users: &users,
    };
    let mut r = Rewriter {
        g: &g,
        cx: &cx,
        owner: HashMap::new(),
        fusions: Vec::new(),
    };
    for &op in g.ops.iter().rev() {
        let starts = matches!(
            m.ops[op].name.as_str(),
            "stablehlo.dot_general" | "stablehlo.dot" | "stablehlo.reduce"
        );
        if starts && !r.owner.contains_key(&op) && cx.supported(op) {
            r.start(op);
        }
    }
    let mut out: Vec<LibraryFusion> = r.fusions.into_iter().flatten().collect();
    // Ops CSE merged into a member other than the root are inside too, and so are
    // no-op constraints of such a member's value (the root's value is written, and
    // so are its duplicates and constraints).
    let owner: HashMap<OpId, usize> = out
        .iter()
        .enumerate()
        .flat_map(|(i, f)| {
            f.members
                .iter()
                .filter(|&&op| op != f.root)
                .map(move |&op| (op, i))
        })
        .collect();
    for &op in ops {
        let src = if is_noop_constraint(m, op) {
            m.defining_op(through_noops(m, m.ops[op].operands[0]))
        } else {
            g.rep.get(&op).copied().filter(|&r| r != op)
        };
        if let Some(&i) = src.and_then(|s| owner.get(&s)) {
            out[i].members.insert(op);
        }
    }
    out
}

/// The data flow of the program ops after CSE: `rep` maps each op to the op it is one
/// instruction with (itself for the first of them).
struct Graph {
    ops: Vec<OpId>,
    rep: HashMap<OpId, OpId>,
    /// Per representative op: the representative ops using one of its results.
    users: HashMap<OpId, Vec<OpId>>,
    /// Per representative op: the representative ops defining its operands (`None`: an
    /// argument).
    producers: HashMap<OpId, Vec<Option<OpId>>>,
}

impl Graph {
    fn new(m: &Module, all: &[OpId]) -> Graph {
        let mut rep: HashMap<OpId, OpId> = HashMap::new();
        let mut seen: HashMap<String, OpId> = HashMap::new();
        let mut ops = Vec::new();
        let canon = |rep: &HashMap<OpId, OpId>, v: ValueId| {
            m.defining_op(through_noops(m, v))
                .map(|d| rep.get(&d).copied().unwrap_or(d))
        };
        for &op in all {
            if is_noop_constraint(m, op) {
                continue;
            }
            let r = match cse_key(m, op, &|v| canon(&rep, v)) {
                Some(k) => *seen.entry(k).or_insert(op),
                None => op,
            };
            rep.insert(op, r);
            if r == op {
                ops.push(op);
            }
        }
        let mut users: HashMap<OpId, Vec<OpId>> = HashMap::new();
        let mut producers: HashMap<OpId, Vec<Option<OpId>>> = HashMap::new();
        for &op in &ops {
            let ps: Vec<Option<OpId>> =
                m.ops[op].operands.iter().map(|&v| canon(&rep, v)).collect();
            for p in ps.iter().flatten() {
                let u = users.entry(*p).or_default();
                if !u.contains(&op) {
                    u.push(op);
                }
            }
            producers.insert(op, ps);
        }
        Graph {
            ops,
            rep,
            users,
            producers,
        }
    }

    fn users(&self, op: OpId) -> &[OpId] {
        self.users.get(&op).map_or(&[], Vec::as_slice)
    }

    fn producers(&self, op: OpId) -> &[Option<OpId>] {
        self.producers.get(&op).map_or(&[], Vec::as_slice)
    }
}

/// A sharding constraint or reshard that keeps its operand's sharding: the partitioner
/// emits nothing for it (an emitted plan pins every value so).
fn is_noop_constraint(m: &Module, op: OpId) -> bool {
    let o = &m.ops[op];
    if !matches!(o.name.as_str(), "sdy.sharding_constraint" | "sdy.reshard") {
        return false;
    }
    match (&o.operands[..], &o.results[..]) {
        ([x], [r]) => get_sharding(m, *x) == get_sharding(m, *r),
        _ => false,
    }
}

/// The value `v` is once no-op constraints are looked through.
fn through_noops(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(d) = m.defining_op(v).filter(|&d| is_noop_constraint(m, d)) {
        v = m.ops[d].operands[0];
    }
    v
}

/// What makes two single-result ops without regions one instruction after CSE.
fn cse_key(m: &Module, op: OpId, canon: &dyn Fn(ValueId) -> Option<OpId>) -> Option<String> {
    let o = &m.ops[op];
    if o.results.len() != 1 || !o.regions.is_empty() || !o.name.starts_with("stablehlo.") {
        return None;
    }
    let mut k = o.name.clone();
    for &v in &o.operands {
        // Arguments are told apart by value, results by their (representative) op.
        match canon(v) {
            Some(p) => k.push_str(&format!(" op{}", p.0)),
            None => k.push_str(&format!(" v{}", v.0)),
        }
    }
    for a in &o.attrs {
        k.push_str(&format!(" {}={}", a.name, a.value));
    }
    k.push_str(&format!(" : {}", m.values[o.results[0]].ty));
    Some(k)
}

/// `YnnMatcher::IsOpSupported` with `IsInstructionPreferredByYnn`.
struct Matcher<'a> {
    m: &'a Module,
    elements: &'a dyn Fn(ValueId) -> f64,
    /// Per value: the program ops using it.
    users: &'a HashMap<ValueId, Vec<OpId>>,
}

impl Matcher<'_> {
    fn supported(&self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        let name = o.name.as_str();
        // The view's copies and converts XLA:CPU makes after the rewriter ran: a dot
        // takes bf16 operands (YNNPACK's bf16 x bf16 -> f32), their converts come later,
        // as do the f32 copies of bf16 values collectives send, and layout copies.
        let later = [
            super::UNFUSED_COPY,
            super::DOT_OPERAND_CONVERT,
            super::COLLECTIVE_CONVERT,
        ];
        if later.iter().any(|a| o.attr(a).is_some()) {
            return false;
        }
        if name == "stablehlo.broadcast_in_dim" {
            return self.broadcast_supported(op);
        }
        if LAYOUT.contains(&name) {
            return true;
        }
        let floats = o
            .operands
            .iter()
            .chain(&o.results)
            .all(|&v| self.is_float(v));
        match name {
            "stablehlo.dot_general" | "stablehlo.dot" => floats && self.matrix_product(op),
            "stablehlo.reduce" => self.preferred(op) && self.reduce_supported(op),
            _ if UNARY.contains(&name) || BINARY.contains(&name) => floats && self.preferred(op),
            _ => false,
        }
    }

    /// A broadcast XLA's simplifier sinks below its users computes them on its
    /// operand's shape first: it is taken when they are, at that size.
    fn broadcast_supported(&self, op: OpId) -> bool {
        let Some(users) = self.sunk_below(op) else {
            return true;
        };
        let Some(&x) = self.m.ops[op].operands.first() else {
            return false;
        };
        users.iter().all(|&u| {
            let name = self.m.ops[u].name.as_str();
            (UNARY.contains(&name) || BINARY.contains(&name))
                && self.m.ops[u].results.iter().all(|&r| self.is_float(r))
                && (self.elements)(x) >= MIN_PREFERRED_ELEMENTS
        })
    }

    /// The users of broadcast `op` when XLA's `AlgebraicSimplifier` moves it below them:
    /// each is elementwise with the broadcast as its one operand that is not a scalar
    /// (`TryToSinkBroadcastAfterOpWithUniqueNonScalarOperand`), or divides by it
    /// (`A / broadcast(B)` becomes `A * broadcast(1 / B)`: the reciprocal is computed on
    /// `B`).
    fn sunk_below(&self, op: OpId) -> Option<Vec<OpId>> {
        let r = *self.m.ops[op].results.first()?;
        let users: Vec<OpId> = self.users.get(&r).cloned().unwrap_or_default();
        if users.is_empty() {
            return None;
        }
        let sinks = |u: OpId| {
            let o = &self.m.ops[u];
            let name = o.name.as_str();
            if !(crate::cost::compute::is_elementwise(name)
                || crate::cost::compute::is_transcendental(name))
            {
                return false;
            }
            if name == "stablehlo.divide" && o.operands.get(1) == Some(&r) && o.operands[0] != r {
                return true;
            }
            o.operands.iter().all(|&v| v == r || self.scalar_like(v))
        };
        users.iter().all(|&u| sinks(u)).then_some(users)
    }

    /// A constant or a broadcast of a scalar.
    fn scalar_like(&self, v: ValueId) -> bool {
        let Some(d) = self.m.defining_op(v) else {
            return false;
        };
        let o = &self.m.ops[d];
        match o.name.as_str() {
            "stablehlo.constant" | "sdy.constant" => true,
            "stablehlo.broadcast_in_dim" => o
                .operands
                .first()
                .and_then(|&x| self.m.tensor_type(x))
                .is_some_and(|t| t.rank() == 0),
            _ => false,
        }
    }

    fn is_float(&self, v: ValueId) -> bool {
        self.m.tensor_type(v).is_some_and(|t| {
            matches!(&t.element, ElementType::Float(s) if ["f32", "bf16", "f64"].contains(&AsRef::<str>::as_ref(s)))
        })
    }

    fn preferred(&self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        o.results
            .iter()
            .chain(&o.operands)
            .any(|&v| (self.elements)(v) >= MIN_PREFERRED_ELEMENTS)
    }

    /// One f32 input and init, reduced along some dim by `add`, `maximum` or `minimum`.
    fn reduce_supported(&self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        let f32 = |v: ValueId| {
            self.m
                .tensor_type(v)
                .is_some_and(|t| matches!(&t.element, ElementType::Float(s) if s == "f32"))
        };
        if o.operands.len() != 2 || o.results.len() != 1 || !o.results.iter().all(|&r| f32(r)) {
            return false;
        }
        let body: Vec<&str> = self
            .m
            .walk_inside(op)
            .into_iter()
            .map(|x| self.m.ops[x].name.as_str())
            .filter(|n| !matches!(*n, "stablehlo.return" | "func.return"))
            .collect();
        matches!(
            body[..],
            ["stablehlo.add"] | ["stablehlo.maximum"] | ["stablehlo.minimum"]
        )
    }

    /// A dot YNNPACK runs: a matrix product (both free sizes above 1), some dim at
    /// least 8.
    fn matrix_product(&self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        let (Some(&lhs), Some(&rhs)) = (o.operands.first(), o.operands.get(1)) else {
            return false;
        };
        let (Some(l), Some(r)) = (self.m.tensor_type(lhs), self.m.tensor_type(rhs)) else {
            return false;
        };
        let dims = if o.name == "stablehlo.dot" {
            DotDims {
                lhs_batching: vec![],
                rhs_batching: vec![],
                lhs_contracting: vec![l.rank().saturating_sub(1)],
                rhs_contracting: vec![0],
            }
        } else {
            let opts = RuleOptions::default();
            match OpCtx::new(self.m, op, &opts)
                .dialect_body("dot_dimension_numbers")
                .and_then(DotDims::parse)
            {
                Ok(d) => d,
                Err(_) => return false,
            }
        };
        let size = |t: &crate::ir::types::TensorType, d: usize| match t.shape.get(d) {
            Some(crate::ir::types::Dim::Static(n)) => *n,
            _ => 1,
        };
        let free = |t: &crate::ir::types::TensorType, batch: &[usize], contracting: &[usize]| {
            (0..t.rank())
                .filter(|d| !batch.contains(d) && !contracting.contains(d))
                .map(|d| size(t, d))
                .product::<i64>()
        };
        let mm = free(l, &dims.lhs_batching, &dims.lhs_contracting);
        let nn = free(r, &dims.rhs_batching, &dims.rhs_contracting);
        let k: i64 = dims.lhs_contracting.iter().map(|&d| size(l, d)).product();
        mm > 1 && nn > 1 && mm.max(nn).max(k) >= 8
    }
}

/// A neighbour of a fusion in the rewriter's search: an op, or another fusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    Op(OpId),
    Fusion(usize),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Dir {
    Up,
    Down,
    Both,
}

struct Rewriter<'a> {
    g: &'a Graph,
    cx: &'a Matcher<'a>,
    /// Op -> the fusion it is in.
    owner: HashMap<OpId, usize>,
    /// `None`: merged into another.
    fusions: Vec<Option<LibraryFusion>>,
}

impl Rewriter<'_> {
    fn start(&mut self, op: OpId) {
        let id = self.fusions.len();
        self.fusions.push(Some(LibraryFusion {
            root: op,
            members: BTreeSet::from([op]),
        }));
        self.owner.insert(op, id);
        if self.cx.m.ops[op].name == "stablehlo.reduce" {
            while self.grow(id) {}
        }
    }

    fn node(&self, op: OpId) -> Node {
        match self.owner.get(&op) {
            Some(&f) => Node::Fusion(f),
            None => Node::Op(op),
        }
    }

    /// The ops whose results `x` reads and the ops reading its result, as nodes.
    fn neighbours(&self, x: Node) -> (Vec<Option<Node>>, Vec<Node>) {
        let (inside, root): (Vec<OpId>, OpId) = match x {
            Node::Op(op) => (vec![op], op),
            Node::Fusion(f) => {
                let fu = self.fusions[f].as_ref().expect("a live fusion");
                (fu.members.iter().copied().collect(), fu.root)
            }
        };
        let mut up = Vec::new();
        for &op in &inside {
            for p in self.g.producers(op) {
                let n = p.map(|p| self.node(p));
                if n != Some(x) && !up.contains(&n) {
                    up.push(n);
                }
            }
        }
        let mut down = Vec::new();
        for &u in self.g.users(root) {
            let n = self.node(u);
            if n != x && !down.contains(&n) {
                down.push(n);
            }
        }
        (up, down)
    }

    /// The users of `n`'s result, as nodes.
    fn users(&self, n: Node) -> Vec<Node> {
        self.neighbours(n).1
    }

    /// `LibraryRewriter::AddFusionCandidates`.
    fn candidates(
        &self,
        f: usize,
        x: Node,
        dir: Dir,
        queue: &mut VecDeque<(Node, Dir)>,
        visited: &mut Vec<Node>,
    ) {
        let (up, down) = self.neighbours(x);
        if matches!(dir, Dir::Up | Dir::Both) {
            for n in up.into_iter().flatten() {
                if visited.contains(&n) {
                    continue;
                }
                let all_inside = self
                    .users(n)
                    .iter()
                    .all(|&u| u == Node::Fusion(f) || u == x);
                if all_inside {
                    queue.push_back((n, Dir::Up));
                    visited.push(n);
                }
            }
        }
        if matches!(dir, Dir::Down | Dir::Both) {
            if let [u] = down[..] {
                if !visited.contains(&u) {
                    queue.push_back((u, Dir::Down));
                    visited.push(u);
                }
            }
        }
    }

    /// `LibraryRewriter::FuseNeighbors`: whether fusion `f` grew.
    fn grow(&mut self, f: usize) -> bool {
        let mut queue = VecDeque::new();
        let mut visited = vec![Node::Fusion(f)];
        self.candidates(f, Node::Fusion(f), Dir::Both, &mut queue, &mut visited);
        let mut changed = false;
        while let Some((n, dir)) = queue.pop_front() {
            match n {
                Node::Fusion(h) => {
                    let other = self.fusions[h].take().expect("a live fusion");
                    for &op in &other.members {
                        self.owner.insert(op, f);
                    }
                    let fu = self.fusions[f].as_mut().expect("a live fusion");
                    fu.members.extend(other.members);
                    if dir == Dir::Down {
                        fu.root = other.root;
                    }
                }
                Node::Op(op) => {
                    if !self.cx.supported(op) {
                        continue;
                    }
                    self.owner.insert(op, f);
                    let fu = self.fusions[f].as_mut().expect("a live fusion");
                    fu.members.insert(op);
                    if dir == Dir::Down {
                        fu.root = op;
                    }
                    self.candidates(f, n, dir, &mut queue, &mut visited);
                }
            }
            changed = true;
        }
        changed
    }
}
