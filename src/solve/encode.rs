//! The ILP: one-hot choices per factor class and per op strategy, reshard edges priced
//! in the tight marginal form, and an objective that is the cost model's, term by term.
//!
//! - `x<k>_<i>`: class `k` takes candidate `i` (one-hot `class<k>`); a class with one
//!   candidate has no variable.
//! - `y<o>_<s>`: op `o` (its index among strategy ops) computes with strategy `s`
//!   (one-hot `op<o>`); every result's class takes the strategy's sharding of it
//!   (`tie<o>_<j>_<i>`).
//! - `e<d>_<a>_<b>`: edge `d` reshards from source option `a` to target option `b`
//!   (`src<d>_<a>`, `dst<d>_<b>`: the source's and target's one-hot choices are the
//!   marginals); an edge with a fixed side is priced directly on the other side's
//!   choice.
//!
//! Every coefficient comes from [`crate::cost::plan::OpCoster`] under the exact
//! shardings the decoded plan gives the op (or the reshard), times the op's weight
//! (loop trip counts, call counts), in microseconds. So the objective of a plan is its
//! cost under [`crate::cost::plan::evaluate`].

mod once;
mod steiner;

use std::collections::HashMap;
use std::sync::Arc;

use autoshard_solver::{LinearExpr, Problem, Relation, VarId};

use super::candidates::{self, Intent};
use super::graph::{Graph, Node, Role, Target};
use super::reshard_graph::{self, Route};
use super::strategies::{self, Strategy};
use super::tying::Tying;
use crate::cost::plan::{ModuleShardings, OpCoster};
use crate::cost::weights::Weights;
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::sdy::{MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::ir::{BlockId, Module, OpId, Type, ValueId};
pub use steiner::{flow_path, Tree};

/// Objective units per second.
pub const UNITS_PER_S: f64 = 1e6;

/// A class's candidate shardings. Classes alike (tied layers, tensors of one shape under
/// the same annotations) share one list.
pub type Candidates = Arc<Vec<Option<TensorSharding>>>;

/// A choice of a class or of an op's operand need: the sharding and the expression that
/// is 1 when it is chosen.
type Options = Vec<(Option<TensorSharding>, LinearExpr)>;

/// A strategy op of the encoding.
pub struct StrategyOp {
    pub op: OpId,
    /// Its strategies (shared with the ops tied to it).
    pub strategies: Arc<Vec<Strategy>>,
    /// Per strategy, its variable (`None`: the only strategy).
    pub y: Vec<Option<VarId>>,
    /// Per strategy, its cost in seconds per execution (weight 1).
    pub cost_s: Arc<Vec<f64>>,
}

/// The encoded problem and what decoding needs.
pub struct Encoding {
    pub problem: Problem,
    /// Per class, its candidate shardings.
    pub cands: Vec<Candidates>,
    /// Per class and candidate, its variable (`None` when the class has one candidate).
    pub x: Vec<Vec<Option<VarId>>>,
    pub strategy_ops: Vec<StrategyOp>,
    pub mesh_ref: MeshRef,
    pub mesh: MeshAttr,
    /// Counts for the report.
    pub edge_vars: usize,
    /// Per class, the class whose choice it shares (itself when untied).
    pub class_rep: Vec<usize>,
    /// Strategy ops sharing another op's strategy variables.
    pub tied_ops: usize,
    /// Reshards merged into an identical one (the same value type between the same
    /// choices: tied layers), sharing its variables with the weights added.
    pub merged_edges: usize,
    /// Per (strategy op, operand) priced by the cheapest path of reshards: the graph
    /// decode routes the reshard along.
    pub routes: HashMap<(OpId, usize), Arc<Route>>,
    /// Whether reads of a fixed-sharding value share their reshards ([`once`]) and an
    /// operand reshard may go in steps along its cheapest path ([`Self::routes`]); decode
    /// follows it. The memory model prices one direct reshard per read, so a search that
    /// needs memory constraints encodes without either.
    pub share_reads: bool,
    /// Per (strategy op, operand) read with other reads of a value whose sharding the
    /// search chooses ([`steiner`]): its group's graph and flows, and its reader index.
    pub trees: HashMap<(OpId, usize), (Arc<Tree>, usize)>,
    /// The objective in pieces, each with the ops it prices ([`Piece`]): the objective
    /// is their sum; `super::audit` compares them op by op with the evaluation.
    pub pieces: Vec<Piece>,
}

/// A part of the objective and the ops whose cost it is.
pub struct Piece {
    /// Per share of the cost (in proportion to its weight), the ops it belongs to: the
    /// first of them in program order pays (one reshard read by several ops, identical
    /// constants merged into the first).
    pub who: Vec<(Vec<OpId>, f64)>,
    pub expr: LinearExpr,
}

/// What identifies a reshard: two with the same identity have the same options on both
/// sides (the same variables) and the same costs, so they share variables and add
/// weights.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum EdgeId {
    /// Operand `operand` of strategy op `op` (the representative of a tied op), from
    /// class `source` (a representative class).
    Operand {
        ty: Type,
        source: usize,
        op: usize,
        operand: usize,
    },
    /// A data-flow reshard from class `source` to another class or a fixed sharding.
    Flow {
        ty: Type,
        source: usize,
        target: FlowTarget,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum FlowTarget {
    Class(usize),
    Fixed(Option<TensorSharding>),
}

/// A reshard of the encoding: its two sides, its variables, its total weight.
struct EdgeEntry {
    value: ValueId,
    src: Options,
    dst: Options,
    vars: EdgeVars,
    weight: f64,
    /// The reshard graph when the plan may reshard in steps along it.
    route: Option<Arc<Route>>,
    /// The ops that read through it, with their weights (tied layers add up).
    who: Vec<(Vec<OpId>, f64)>,
}

/// How an edge is encoded.
enum EdgeVars {
    /// A side is fixed: the cost falls on the other side's choice.
    Direct,
    /// The tight marginal form: per (source option, target option) its variable.
    Transport(Vec<Vec<VarId>>),
    /// A flow on the sparse reshard graph ([`super::reshard_graph`]): per arc its
    /// variable and its cost (seconds per execution).
    Flow(Vec<(VarId, f64)>),
}

/// Structural identity of an op for cost caching: two ops with the same key cost the
/// same under the same shardings.
pub(crate) fn op_key(m: &Module, op: OpId) -> String {
    let o = &m.ops[op];
    let mut k = o.name.clone();
    for a in &o.attrs {
        if a.name == "sdy.sharding" || a.name == "sdy.sharding_rule" {
            continue;
        }
        k.push_str(&format!("|{}={:?}", a.name, a.value));
    }
    for &v in o.operands.iter().chain(&o.results) {
        k.push_str(&format!("|{:?}", m.values[v].ty));
    }
    let inner: Vec<&str> = m
        .walk_inside(op)
        .into_iter()
        .map(|i| m.ops[i].name.as_str())
        .collect();
    k.push_str(&inner.join(","));
    k
}

struct Encoder<'a> {
    m: &'a Module,
    coster: OpCoster<'a>,
    weights: Weights,
    p: Problem,
    objective: LinearExpr,
    mesh: MeshAttr,
    mesh_ref: MeshRef,
    cands: Vec<Candidates>,
    x: Vec<Vec<Option<VarId>>>,
    op_cache: HashMap<(String, Vec<Option<TensorSharding>>), f64>,
    reshard_cache: HashMap<(Type, Option<TensorSharding>, Option<TensorSharding>), f64>,
    strategy_cache: HashMap<OpShardingRule, Arc<Vec<Strategy>>>,
    /// The strategies ops keep (by rule and the indices kept of its strategies): ops
    /// alike share one list.
    kept_cache: HashMap<(OpShardingRule, Vec<usize>), Arc<Vec<Strategy>>>,
    /// Sparse reshard graphs by value type and node shardings.
    arc_cache: HashMap<(Type, Vec<Option<TensorSharding>>, bool), Option<Arc<Route>>>,
    edges: Vec<EdgeEntry>,
    edge_index: HashMap<EdgeId, usize>,
    edge_vars: usize,
    merged_edges: usize,
    /// Unary ops by (class, structural key): one op of each and the summed weight.
    unary: Vec<(usize, String, OpId, f64)>,
    unary_index: HashMap<(usize, String), usize>,
    /// Per strategy op, the weight its own cost is charged with (0 for a member of a
    /// merged group, [`once`]).
    strategy_weight: Vec<f64>,
    /// Per unary entry, the ops it prices with their weights.
    unary_members: Vec<Vec<(Vec<OpId>, f64)>>,
    pieces: Vec<Piece>,
    routes: HashMap<(OpId, usize), Arc<Route>>,
    tie_unary: bool,
    share_reads: bool,
    trees: HashMap<(OpId, usize), (Arc<Tree>, usize)>,
    diags: Diagnostics,
}

impl Encoder<'_> {
    fn weight(&self, op: OpId) -> f64 {
        self.weights.of(self.m, op)
    }

    /// Runs `f`, which adds to the objective, and records what it added as the cost of
    /// `who` ([`Piece`]).
    fn charged(&mut self, who: Vec<(Vec<OpId>, f64)>, f: impl FnOnce(&mut Self)) {
        let outer = std::mem::take(&mut self.objective);
        f(self);
        let expr = std::mem::replace(&mut self.objective, outer);
        if expr.terms().is_empty() && expr.constant() == 0.0 {
            return;
        }
        self.objective += expr.clone();
        self.pieces.push(Piece { who, expr });
    }

    /// Seconds of `op` (per execution) when its operands and results have `sh`.
    fn op_cost(&mut self, op: OpId, key: &str, sh: Vec<Option<TensorSharding>>) -> f64 {
        let ck = (format!("{key}|{}", self.coster.fusion_key(op)), sh);
        if let Some(&c) = self.op_cache.get(&ck) {
            return c;
        }
        let o = &self.m.ops[op];
        let mut map = HashMap::new();
        for (&v, s) in o.operands.iter().chain(&o.results).zip(&ck.1) {
            if let Some(s) = s {
                map.insert(v, (s.clone(), self.mesh.clone()));
            }
        }
        let c = match self.coster.op_cost(op, &ModuleShardings::from_map(map)) {
            Ok(c) => c.compute_s + c.comm_s(),
            Err(e) => {
                self.diags.push(Diagnostic::error(
                    o.span,
                    format!("cannot cost the op: {e}"),
                ));
                0.0
            }
        };
        self.op_cache.insert(ck, c);
        c
    }

    fn reshard_cost(
        &mut self,
        v: ValueId,
        from: &Option<TensorSharding>,
        to: &Option<TensorSharding>,
    ) -> f64 {
        if from == to {
            return 0.0;
        }
        let key = (self.m.values[v].ty.clone(), from.clone(), to.clone());
        if let Some(&c) = self.reshard_cache.get(&key) {
            return c;
        }
        let c = self
            .coster
            .reshard_s(v, from.as_ref(), to.as_ref())
            .unwrap_or(0.0);
        self.reshard_cache.insert(key, c);
        c
    }

    /// The strategies `kept` (indices) of `all`, the strategies of `rule`: one list per
    /// distinct choice, shared by the ops that make it.
    fn kept_strategies(
        &mut self,
        rule: &OpShardingRule,
        all: &[Strategy],
        kept: Vec<usize>,
    ) -> Arc<Vec<Strategy>> {
        let key = (rule.clone(), kept);
        if let Some(s) = self.kept_cache.get(&key) {
            return s.clone();
        }
        let s: Arc<Vec<Strategy>> = Arc::new(key.1.iter().map(|&i| all[i].clone()).collect());
        self.kept_cache.insert(key, s.clone());
        s
    }

    fn class_options(&self, k: usize) -> Options {
        self.cands[k]
            .iter()
            .zip(&self.x[k])
            .map(|(s, x)| {
                let e = match x {
                    Some(v) => LinearExpr::from(*v),
                    None => LinearExpr::constant_expr(1.0),
                };
                (s.clone(), e)
            })
            .collect()
    }

    /// Adds weight `w` to the reshard `id` of `v`, creating it (with the sides `sides`
    /// gives) the first time.
    /// `routed`: the plan may reshard in steps (an op's operand: decode writes the
    /// steps as explicit reshards), so the edge is priced by the cheapest path.
    /// Returns the edge's reshard graph when it is routed.
    #[allow(clippy::too_many_arguments)]
    fn edge(
        &mut self,
        id: EdgeId,
        v: ValueId,
        op: OpId,
        w: f64,
        routed: bool,
        sides: impl FnOnce(&Self) -> (Options, Options),
    ) -> Option<Arc<Route>> {
        if let Some(&i) = self.edge_index.get(&id) {
            self.edges[i].weight += w;
            self.edges[i].who.push((vec![op], w));
            self.merged_edges += 1;
            return self.edges[i].route.clone();
        }
        let (src, dst) = sides(self);
        let d = self.edges.len();
        let fixed = |o: &Options| o.len() == 1 && o[0].1.is_constant();
        let mut route = None;
        let vars = if fixed(&src) || fixed(&dst) {
            EdgeVars::Direct
        } else if let Some((flow, r)) = self.flow(d, v, &src, &dst, routed) {
            route = routed.then_some(r);
            flow
        } else {
            // The tight marginal form: a transport between the two one-hot choices.
            let mut vars = vec![Vec::with_capacity(dst.len()); src.len()];
            let mut by_src: Vec<LinearExpr> = vec![LinearExpr::new(); src.len()];
            let mut by_dst: Vec<LinearExpr> = vec![LinearExpr::new(); dst.len()];
            for ia in 0..src.len() {
                for ib in 0..dst.len() {
                    let e = self.p.add_continuous(format!("e{d}_{ia}_{ib}"), 0.0, 1.0);
                    vars[ia].push(e);
                    self.edge_vars += 1;
                    by_src[ia].add_term(e, 1.0);
                    by_dst[ib].add_term(e, 1.0);
                }
            }
            for (ia, (_, ea)) in src.iter().enumerate() {
                let lhs = by_src[ia].clone() - ea.clone();
                self.p
                    .add_constraint(format!("src{d}_{ia}"), lhs, Relation::Eq, 0.0);
            }
            for (ib, (_, eb)) in dst.iter().enumerate() {
                let lhs = by_dst[ib].clone() - eb.clone();
                self.p
                    .add_constraint(format!("dst{d}_{ib}"), lhs, Relation::Eq, 0.0);
            }
            EdgeVars::Transport(vars)
        };
        self.edge_index.insert(id, d);
        self.edges.push(EdgeEntry {
            value: v,
            src,
            dst,
            vars,
            weight: w,
            route: route.clone(),
            who: vec![(vec![op], w)],
        });
        route
    }

    /// Edge `d` as a flow on the sparse reshard graph of its shardings, when it has
    /// fewer arcs than the transport has pairs: priced by the cheapest paths when
    /// `routed`, else only when the one-step costs are a metric.
    fn flow(
        &mut self,
        d: usize,
        v: ValueId,
        src: &Options,
        dst: &Options,
        routed: bool,
    ) -> Option<(EdgeVars, Arc<Route>)> {
        let mut nodes: Vec<Option<TensorSharding>> = Vec::new();
        for (s, _) in src.iter().chain(dst) {
            if !nodes.contains(s) {
                nodes.push(s.clone());
            }
        }
        let n = nodes.len();
        if n < 4 {
            return None;
        }
        let route = self.route(v, nodes, routed)?;
        if route.arcs.len() >= src.len() * dst.len() {
            return None;
        }
        let nodes = &route.nodes;
        let mut balance: Vec<LinearExpr> = vec![LinearExpr::new(); n];
        let mut vars = Vec::with_capacity(route.arcs.len());
        for &(a, b, c) in &route.arcs {
            let f = self.p.add_continuous(format!("f{d}_{a}_{b}"), 0.0, 1.0);
            self.edge_vars += 1;
            balance[a].add_term(f, 1.0);
            balance[b].add_term(f, -1.0);
            vars.push((f, c));
        }
        // Out minus in is what the source choice supplies minus what the target takes.
        for (s, e) in src {
            let i = nodes
                .iter()
                .position(|x| x == s)
                .expect("node of a source option");
            balance[i] -= e.clone();
        }
        for (s, e) in dst {
            let i = nodes
                .iter()
                .position(|x| x == s)
                .expect("node of a target option");
            balance[i] += e.clone();
        }
        for (i, lhs) in balance.into_iter().enumerate() {
            self.p
                .add_constraint(format!("flow{d}_{i}"), lhs, Relation::Eq, 0.0);
        }
        Some((EdgeVars::Flow(vars), route))
    }

    /// The sparse reshard graph of `v`'s type on `nodes` (cached): priced by the
    /// cheapest paths when `routed`, else `None` unless the one-step costs are a metric.
    fn route(
        &mut self,
        v: ValueId,
        nodes: Vec<Option<TensorSharding>>,
        routed: bool,
    ) -> Option<Arc<Route>> {
        let key = (self.m.values[v].ty.clone(), nodes, routed);
        if let Some(r) = self.arc_cache.get(&key) {
            return r.clone();
        }
        let nodes = &key.1;
        let n = nodes.len();
        let mut c = vec![vec![0.0; n]; n];
        for a in 0..n {
            for b in 0..n {
                c[a][b] = self.reshard_cost(v, &nodes[a], &nodes[b]);
            }
        }
        let c = if routed {
            reshard_graph::closure(&c)
        } else {
            c
        };
        let r = reshard_graph::sparse_arcs(&c).map(|arcs| {
            Arc::new(Route {
                nodes: nodes.clone(),
                arcs: arcs.into_iter().map(|(a, b)| (a, b, c[a][b])).collect(),
            })
        });
        self.arc_cache.insert(key, r.clone());
        r
    }

    /// The cost terms of every reshard, with its total weight.
    fn price_edges(&mut self) {
        let edges = std::mem::take(&mut self.edges);
        for ed in &edges {
            self.charged(ed.who.clone(), |e| e.price_edge(ed));
        }
        self.edges = edges;
    }

    fn price_edge(&mut self, ed: &EdgeEntry) {
        let scale = ed.weight * UNITS_PER_S;
        if let EdgeVars::Flow(arcs) = &ed.vars {
            for &(f, c) in arcs {
                if c != 0.0 {
                    self.objective.add_term(f, c * scale);
                }
            }
            return;
        }
        for (ia, (a, ea)) in ed.src.iter().enumerate() {
            for (ib, (b, eb)) in ed.dst.iter().enumerate() {
                let c = self.reshard_cost(ed.value, a, b) * scale;
                if c == 0.0 {
                    continue;
                }
                match &ed.vars {
                    EdgeVars::Transport(vars) => {
                        self.objective.add_term(vars[ia][ib], c);
                    }
                    // One side is the constant 1: the product is the other side.
                    _ if ea.is_constant() => self.objective += eb.clone() * c,
                    _ => self.objective += ea.clone() * c,
                }
            }
        }
    }

    /// The cost terms of unary ops (per class candidate) with their total weights.
    fn price_unary(&mut self) {
        let unary = std::mem::take(&mut self.unary);
        let members = std::mem::take(&mut self.unary_members);
        for ((class, key, op, w), who) in unary.iter().zip(members) {
            self.charged(who, |e| {
                let n_vals = e.m.ops[*op].operands.len() + e.m.ops[*op].results.len();
                for i in 0..e.cands[*class].len() {
                    let s = e.cands[*class][i].clone();
                    let c = e.op_cost(*op, key, vec![s; n_vals]) * w * UNITS_PER_S;
                    if c == 0.0 {
                        continue;
                    }
                    match e.x[*class][i] {
                        Some(v) => {
                            e.objective.add_term(v, c);
                        }
                        None => {
                            e.objective.add_constant(c);
                        }
                    }
                }
            });
        }
    }
}

/// The candidates of every class, or an error naming the contradictory annotations.
fn class_candidates(
    m: &Module,
    g: &Graph,
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
    diags: &mut Diagnostics,
) -> Vec<Candidates> {
    let mut out: Vec<Vec<Option<TensorSharding>>> = Vec::with_capacity(g.members.len());
    for (k, ms) in g.members.iter().enumerate() {
        if let Some(pin) = &g.pins[k] {
            let pin = pin
                .as_ref()
                .map(|s| candidates::close(&candidates::without_size_one_axes(s, mesh)));
            out.push(vec![pin]);
            continue;
        }
        let v = ms
            .iter()
            .find_map(|&i| super::graph::node_value(m, g.nodes[i]));
        let shape: Option<Vec<i64>> = v.and_then(|v| m.tensor_type(v)).and_then(|t| {
            t.shape
                .iter()
                .map(|d| match d {
                    crate::ir::types::Dim::Static(n) => Some(*n),
                    _ => None,
                })
                .collect()
        });
        let Some(shape) = shape else {
            out.push(vec![None]);
            continue;
        };
        let intents: Vec<Intent> = g.intents[k]
            .iter()
            .map(|i| Intent {
                sharding: candidates::without_size_one_axes(&i.sharding, mesh),
                what: i.what.clone(),
            })
            .collect();
        let intents = &intents[..];
        let mut cs: Vec<TensorSharding> = candidates::enumerate(&shape, mesh, mesh_ref, &[])
            .into_iter()
            .filter(|c| intents.iter().all(|i| i.admits(c)))
            .collect();
        for i in intents {
            let own = candidates::close(&i.sharding);
            if own.dims.len() == shape.len()
                && !cs.contains(&own)
                && intents.iter().all(|j| j.admits(&own))
            {
                cs.push(own);
            }
        }
        if cs.is_empty() {
            let names: Vec<String> = intents
                .iter()
                .map(|i| format!("{} = {}", i.what, crate::ir::sdy::ShardingBody(&i.sharding)))
                .collect();
            let span = ms
                .iter()
                .find_map(|&i| match g.nodes[i] {
                    Node::Value(v) => m.defining_op(v).map(|o| m.ops[o].span),
                    Node::FuncResult(f, _) => Some(m.ops[f].span),
                })
                .unwrap_or(crate::diag::Span::DUMMY);
            diags.push(Diagnostic::error(
                span,
                format!(
                    "contradictory sharding annotations: no sharding satisfies all of {}",
                    names.join("; ")
                ),
            ));
            out.push(vec![None]);
            continue;
        }
        out.push(cs.into_iter().map(Some).collect());
    }
    // One copy of each distinct list (tied layers repeat every list of their copy).
    let mut distinct: std::collections::HashSet<Candidates> = std::collections::HashSet::new();
    out.into_iter()
        .map(|c| match distinct.get(&c) {
            Some(shared) => shared.clone(),
            None => {
                let c = Arc::new(c);
                distinct.insert(c.clone());
                c
            }
        })
        .collect()
}

/// Builds the ILP of `m` on its mesh. Errors: contradictory annotations, ops no
/// strategy can produce, a module without a mesh.
pub fn encode(
    m: &Module,
    g: &Graph,
    coster: OpCoster<'_>,
    weights: Weights,
    tie_unary: bool,
    tying: &Tying,
    share_reads: bool,
) -> Result<Encoding, Diagnostics> {
    let mut diags = Diagnostics::default();
    let Some((name, mesh, _)) = m.meshes().into_iter().next() else {
        diags.push(Diagnostic::error(
            crate::diag::Span::DUMMY,
            "the module has no mesh: nothing to shard",
        ));
        return Err(diags);
    };
    let mesh_ref = MeshRef::Symbol(name.into());
    let cands = class_candidates(m, g, &mesh, &mesh_ref, &mut diags);
    if diags.has_errors() {
        return Err(diags);
    }
    let class_rep = tied_classes(g, &cands, tying);
    let mut e = Encoder {
        m,
        coster,
        weights,
        p: Problem::new(),
        objective: LinearExpr::new(),
        mesh: mesh.clone(),
        mesh_ref: mesh_ref.clone(),
        cands,
        x: Vec::new(),
        op_cache: HashMap::new(),
        reshard_cache: HashMap::new(),
        strategy_cache: HashMap::new(),
        kept_cache: HashMap::new(),
        arc_cache: HashMap::new(),
        edges: Vec::new(),
        edge_index: HashMap::new(),
        edge_vars: 0,
        merged_edges: 0,
        unary: Vec::new(),
        unary_index: HashMap::new(),
        strategy_weight: Vec::new(),
        unary_members: Vec::new(),
        pieces: Vec::new(),
        routes: HashMap::new(),
        tie_unary,
        share_reads,
        trees: HashMap::new(),
        diags,
    };
    // Class choices (a tied class shares its representative's variables).
    for k in 0..e.cands.len() {
        let n = e.cands[k].len();
        if class_rep[k] != k {
            let shared = e.x[class_rep[k]].clone();
            e.x.push(shared);
            continue;
        }
        if n == 1 {
            e.x.push(vec![None]);
            continue;
        }
        let vars: Vec<Option<VarId>> = (0..n)
            .map(|i| Some(e.p.add_binary(format!("x{k}_{i}"))))
            .collect();
        let sum: LinearExpr = vars.iter().flatten().map(|&v| (v, 1.0)).collect();
        e.p.add_constraint(format!("class{k}"), sum, Relation::Eq, 1.0);
        e.x.push(vars);
    }
    let class_of_value = |v: ValueId| class_rep[g.class_of[g.index[&Node::Value(v)]]];
    let readers = read_counts(m, g, e.tie_unary);
    let mut shared_reads: Vec<once::Read> = Vec::new();
    let (merge_of, n_merged) = merge_groups(m, g);
    let mut merged: Vec<Vec<once::Member>> = (0..n_merged).map(|_| Vec::new()).collect();
    let mut strategy_ops: Vec<StrategyOp> = Vec::new();
    let mut strategy_index: HashMap<OpId, usize> = HashMap::new();
    let mut tied_ops = 0;
    for (op, role) in &g.ops {
        let op = *op;
        let w = e.weight(op);
        let o = &m.ops[op];
        match role {
            Role::Unary { class } => {
                // Ops alike cost alike only under equal fusion decisions.
                let key = (
                    class_rep[*class],
                    format!("{}|{}", op_key(m, op), e.coster.fusion_key(op)),
                );
                match e.unary_index.get(&key) {
                    Some(&i) => {
                        e.unary[i].3 += w;
                        e.unary_members[i].push((vec![op], w));
                    }
                    None => {
                        e.unary_index.insert(key.clone(), e.unary.len());
                        e.unary.push((key.0, key.1, op, w));
                        e.unary_members.push(vec![(vec![op], w)]);
                    }
                }
            }
            Role::Opaque => {
                let key = op_key(m, op);
                let sh: Vec<Option<TensorSharding>> = o
                    .operands
                    .iter()
                    .chain(&o.results)
                    .map(|&v| {
                        let k = g.class_of[g.index[&Node::Value(v)]];
                        e.cands[k][0].clone()
                    })
                    .collect();
                let c = e.op_cost(op, &key, sh) * w * UNITS_PER_S;
                e.charged(vec![(vec![op], w)], |e| {
                    e.objective.add_constant(c);
                });
            }
            Role::Edges => {}
            Role::Strategy { rule } => {
                // An op with one non-scalar operand computes with that operand as it is
                // (`tie_unary`): its class takes the strategy's need (a tie, not a
                // reshard edge).
                let tied = tied_operand(m, op, rule, e.tie_unary);
                // A member of a group of identical constants or scalar broadcasts costs
                // through the group (once per sharding), not by itself.
                let merge_group = merge_of.get(&op).copied();
                let charge = if merge_group.is_some() { 0.0 } else { w };
                // A tied op shares its representative's strategy variables when its
                // results (and a tied operand) have the same classes: it then has the
                // same strategies, each at its own cost (the fusion decisions around
                // it may differ: a bias broadcast fused into more consumers reads its
                // parameter more often).
                let rep = tying.ops.get(&op).and_then(|r| {
                    let ri = *strategy_index.get(r)?;
                    let same = |a: &[ValueId], b: &[ValueId]| {
                        a.iter()
                            .zip(b)
                            .all(|(&x, &y)| class_of_value(x) == class_of_value(y))
                    };
                    let (ro, oo) = (&m.ops[*r], o);
                    let ok = same(&oo.results, &ro.results)
                        && tied.map_or(true, |i| {
                            class_of_value(oo.operands[i]) == class_of_value(ro.operands[i])
                        });
                    ok.then_some(ri)
                });
                let idx = strategy_ops.len();
                if let Some(ri) = rep {
                    tied_ops += 1;
                    let (strategies, y, rep_costs) = {
                        let so = &strategy_ops[ri];
                        (so.strategies.clone(), so.y.clone(), so.cost_s.clone())
                    };
                    let key = op_key(m, op);
                    let own: Vec<f64> = strategies
                        .iter()
                        .map(|st| e.op_cost(op, &key, strategy_shardings(st)))
                        .collect();
                    let cost_s = if own == *rep_costs {
                        rep_costs
                    } else {
                        Arc::new(own)
                    };
                    let entry = StrategyOp {
                        op,
                        strategies,
                        y,
                        cost_s,
                    };
                    if let Some(gi) = merge_group {
                        merged[gi].push(member(&entry, w));
                    }
                    let ctx = (&class_rep[..], &readers, &mut shared_reads);
                    operand_edges(&mut e, g, ctx, op, ri, &entry, tied, w);
                    strategy_index.insert(op, idx);
                    strategy_ops.push(entry);
                    e.strategy_weight.push(charge);
                    continue;
                }
                let all = match e.strategy_cache.get(rule) {
                    Some(s) => s.clone(),
                    None => {
                        let s = Arc::new(strategies::enumerate(rule, &e.mesh, &e.mesh_ref));
                        e.strategy_cache.insert(rule.clone(), s.clone());
                        s
                    }
                };
                let result_classes: Vec<usize> = o
                    .results
                    .iter()
                    .map(|&r| g.class_of[g.index[&Node::Value(r)]])
                    .collect();
                let tied_class = tied.map(|i| g.class_of[g.index[&Node::Value(o.operands[i])]]);
                let kept: Vec<usize> = (0..all.len())
                    .filter(|&i| {
                        let s = &all[i];
                        s.results
                            .iter()
                            .zip(&result_classes)
                            .all(|(r, &k)| e.cands[k].iter().any(|c| c.as_ref() == Some(r)))
                            && tied.zip(tied_class).map_or(true, |(i, k)| {
                                e.cands[k]
                                    .iter()
                                    .any(|c| c.as_ref() == Some(&s.operands[i]))
                            })
                    })
                    .collect();
                if kept.is_empty() {
                    e.diags.push(Diagnostic::error(
                        o.span,
                        format!(
                            "no strategy of '{}' gives its results shardings the annotations allow",
                            o.name
                        ),
                    ));
                    continue;
                }
                let ok = e.kept_strategies(rule, &all, kept);
                let key = op_key(m, op);
                let mut costs = Vec::with_capacity(ok.len());
                for s in ok.iter() {
                    costs.push(e.op_cost(op, &key, strategy_shardings(s)));
                }
                let y: Vec<Option<VarId>> = if ok.len() == 1 {
                    vec![None]
                } else {
                    (0..ok.len())
                        .map(|s| Some(e.p.add_binary(format!("y{idx}_{s}"))))
                        .collect()
                };
                if ok.len() > 1 {
                    let sum: LinearExpr = y.iter().flatten().map(|&v| (v, 1.0)).collect();
                    e.p.add_constraint(format!("op{idx}"), sum, Relation::Eq, 1.0);
                }
                let expr = |s: usize| match y[s] {
                    Some(v) => LinearExpr::from(v),
                    None => LinearExpr::constant_expr(1.0),
                };
                // Results take the strategy's sharding; the tied operand's class takes
                // the strategy's need.
                let mut takes: Vec<(usize, Vec<&TensorSharding>, String)> = result_classes
                    .iter()
                    .enumerate()
                    .map(|(j, &k)| {
                        (
                            k,
                            ok.iter().map(|st| &st.results[j]).collect(),
                            format!("tie{idx}_{j}"),
                        )
                    })
                    .collect();
                if let (Some(i), Some(k)) = (tied, tied_class) {
                    takes.push((
                        k,
                        ok.iter().map(|st| &st.operands[i]).collect(),
                        format!("need{idx}_{i}"),
                    ));
                }
                for (k, per_strategy, name) in takes {
                    if e.x[k].iter().all(Option::is_none) {
                        continue;
                    }
                    for c in 0..e.cands[k].len() {
                        let mut lhs = LinearExpr::from(e.x[k][c].expect("class with variables"));
                        for (s, sh) in per_strategy.iter().enumerate() {
                            if e.cands[k][c].as_ref() == Some(*sh) {
                                lhs -= expr(s);
                            }
                        }
                        e.p.add_constraint(format!("{name}_{c}"), lhs, Relation::Eq, 0.0);
                    }
                }
                let entry = StrategyOp {
                    op,
                    strategies: ok,
                    y,
                    cost_s: Arc::new(costs),
                };
                if let Some(gi) = merge_group {
                    merged[gi].push(member(&entry, w));
                }
                let ctx = (&class_rep[..], &readers, &mut shared_reads);
                operand_edges(&mut e, g, ctx, op, idx, &entry, tied, w);
                strategy_index.insert(op, idx);
                strategy_ops.push(entry);
                e.strategy_weight.push(charge);
            }
        }
    }
    for d in &g.edges {
        if let Target::Class(t) = d.target {
            if t == d.source {
                continue;
            }
        }
        let w = e.weight(d.op);
        let id = EdgeId::Flow {
            ty: m.values[d.value].ty.clone(),
            source: class_rep[d.source],
            target: match &d.target {
                Target::Class(t) => FlowTarget::Class(class_rep[*t]),
                Target::Fixed(s) => FlowTarget::Fixed(s.clone()),
            },
        };
        e.edge(id, d.value, d.op, w, false, |e| {
            let dst = match &d.target {
                Target::Class(t) => e.class_options(*t),
                Target::Fixed(s) => vec![(s.clone(), LinearExpr::constant_expr(1.0))],
            };
            (e.class_options(d.source), dst)
        });
    }
    if e.diags.has_errors() {
        return Err(e.diags);
    }
    // Each op's own costs on its (possibly shared) strategy variables.
    let weights = std::mem::take(&mut e.strategy_weight);
    for (so, &w) in strategy_ops.iter().zip(&weights) {
        if w == 0.0 {
            continue;
        }
        e.charged(vec![(vec![so.op], w)], |e| {
            for (s, &c) in so.cost_s.iter().enumerate() {
                let c = c * w * UNITS_PER_S;
                if c == 0.0 {
                    continue;
                }
                match so.y[s] {
                    Some(v) => {
                        e.objective.add_term(v, c);
                    }
                    None => {
                        e.objective.add_constant(c);
                    }
                }
            }
        });
    }
    e.price_unary();
    e.price_edges();
    if e.share_reads {
        e.price_shared_reads(shared_reads);
    } else {
        e.one_reshard_per_sharding(shared_reads);
    }
    e.price_merged(merged);
    let objective = e.objective.normalized();
    e.p.set_objective(objective);
    Ok(Encoding {
        problem: e.p,
        cands: e.cands,
        x: e.x,
        strategy_ops,
        mesh_ref: e.mesh_ref,
        mesh: e.mesh,
        edge_vars: e.edge_vars,
        class_rep,
        tied_ops,
        merged_edges: e.merged_edges,
        routes: e.routes,
        share_reads,
        trees: e.trees,
        pieces: e.pieces,
    })
}

/// The reshards of `op`'s operands (all but a `tie_unary` operand) to what its strategy
/// needs; `idx` is the strategy op whose variables it uses.
#[allow(clippy::too_many_arguments)]
fn operand_edges(
    e: &mut Encoder<'_>,
    g: &Graph,
    (class_rep, readers, shared): ReadContext<'_>,
    op: OpId,
    idx: usize,
    so: &StrategyOp,
    tied: Option<usize>,
    w: f64,
) {
    let m = e.m;
    let block = m.ops[op].parent;
    for (i, &v) in m.ops[op].operands.iter().enumerate() {
        if Some(i) == tied {
            continue;
        }
        let k = g.class_of[g.index[&Node::Value(v)]];
        // Other ops of the block read `v` too: its reshards are paid once (see `once`
        // for a fixed sharding, `steiner` for one the search chooses).
        if readers.get(&(v, block)).copied().unwrap_or(0) > 1 {
            shared.push(once::Read {
                value: v,
                reader: op,
                block,
                source: class_rep[k],
                op: idx,
                operand: i,
                needs: needs_of(so, i),
                weight: w,
            });
            if e.share_reads {
                continue;
            }
        }
        let id = EdgeId::Operand {
            ty: m.values[v].ty.clone(),
            source: class_rep[k],
            op: idx,
            operand: i,
        };
        // Routed (priced by its cheapest path, decode writes the steps) unless the memory
        // model needs the plan's reshards one step per read (see `Encoding::share_reads`).
        let routed = e.share_reads;
        let route = e.edge(id, v, op, w, routed, |e| {
            (e.class_options(k), needs_of(so, i))
        });
        if let Some(r) = route {
            e.routes.insert((op, i), r);
        }
    }
}

/// The class representatives, the reads per (value, block), and the shared reads found.
type ReadContext<'a> = (
    &'a [usize],
    &'a HashMap<(ValueId, Option<BlockId>), usize>,
    &'a mut Vec<once::Read>,
);

/// The shardings of a strategy's operands and results, in op order.
fn strategy_shardings(s: &Strategy) -> Vec<Option<TensorSharding>> {
    s.operands
        .iter()
        .chain(&s.results)
        .cloned()
        .map(Some)
        .collect()
}

/// What strategy op `so` needs its operand `i` to be, per distinct need.
fn needs_of(so: &StrategyOp, i: usize) -> Options {
    let mut needs: Options = Vec::new();
    for (s, st) in so.strategies.iter().enumerate() {
        let n = Some(st.operands[i].clone());
        let ex = match so.y[s] {
            Some(y) => LinearExpr::from(y),
            None => LinearExpr::constant_expr(1.0),
        };
        match needs.iter_mut().find(|(x, _)| *x == n) {
            Some((_, acc)) => *acc += ex,
            None => needs.push((n, ex)),
        }
    }
    needs
}

/// The operand of a strategy op that `tie_unary` ties to its class: its only non-scalar
/// operand, when the op reduces nothing.
fn tied_operand(m: &Module, op: OpId, rule: &OpShardingRule, tie_unary: bool) -> Option<usize> {
    let o = &m.ops[op];
    let non_scalar: Vec<usize> = (0..o.operands.len())
        .filter(|&i| m.tensor_type(o.operands[i]).is_some_and(|t| t.rank() > 0))
        .collect();
    match non_scalar.as_slice() {
        [i] if tie_unary && rule.reduction.is_empty() => Some(*i),
        _ => None,
    }
}

/// How many operand reads of strategy ops each (value, block) has (a value read twice
/// by one op counts twice).
fn read_counts(
    m: &Module,
    g: &Graph,
    tie_unary: bool,
) -> HashMap<(ValueId, Option<BlockId>), usize> {
    let mut out = HashMap::new();
    for (op, role) in &g.ops {
        let Role::Strategy { rule } = role else {
            continue;
        };
        let tied = tied_operand(m, *op, rule, tie_unary);
        for (i, &v) in m.ops[*op].operands.iter().enumerate() {
            if Some(i) != tied {
                *out.entry((v, m.ops[*op].parent)).or_insert(0) += 1;
            }
        }
    }
    out
}

/// The groups of identical constants and scalar broadcasts among the strategy ops
/// (two or more per region, [`crate::cost::once::merge_key`]): each member's group, and
/// the number of groups.
fn merge_groups(m: &Module, g: &Graph) -> (HashMap<OpId, usize>, usize) {
    use crate::cost::once::{merge_key, region_of};
    let mut by_key: Vec<((Option<crate::ir::RegionId>, String), Vec<OpId>)> = Vec::new();
    let mut index: HashMap<(Option<crate::ir::RegionId>, String), usize> = HashMap::new();
    for (op, role) in &g.ops {
        if !matches!(role, Role::Strategy { .. }) {
            continue;
        }
        let Some(key) = merge_key(m, *op) else {
            continue;
        };
        let k = (region_of(m, *op), key);
        let i = *index.entry(k.clone()).or_insert_with(|| {
            by_key.push((k, Vec::new()));
            by_key.len() - 1
        });
        by_key[i].1.push(*op);
    }
    let mut out = HashMap::new();
    let mut n = 0;
    for (_, ops) in by_key.into_iter().filter(|(_, ops)| ops.len() > 1) {
        for op in ops {
            out.insert(op, n);
        }
        n += 1;
    }
    (out, n)
}

fn member(so: &StrategyOp, weight: f64) -> once::Member {
    once::Member {
        op: so.op,
        strategies: so.strategies.clone(),
        y: so.y.clone(),
        cost_s: so.cost_s.clone(),
        weight,
    }
}

/// Per class, the class whose choice it shares: `tying`'s value pairs, merged when
/// both classes have the same candidates (a tie never changes what a class may take).
fn tied_classes(g: &Graph, cands: &[Candidates], tying: &Tying) -> Vec<usize> {
    let mut parent: Vec<usize> = (0..cands.len()).collect();
    fn find(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    for &(a, b) in &tying.values {
        let (Some(&na), Some(&nb)) = (g.index.get(&Node::Value(a)), g.index.get(&Node::Value(b)))
        else {
            continue;
        };
        let (ka, kb) = (
            find(&mut parent, g.class_of[na]),
            find(&mut parent, g.class_of[nb]),
        );
        if ka == kb || cands[ka] != cands[kb] || cands[ka].len() < 2 {
            continue;
        }
        let (lo, hi) = if ka < kb { (ka, kb) } else { (kb, ka) };
        parent[hi] = lo;
    }
    (0..cands.len()).map(|k| find(&mut parent, k)).collect()
}
