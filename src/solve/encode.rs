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

use std::collections::HashMap;

use autoshard_solver::{LinearExpr, Problem, Relation, VarId};

use super::candidates::{self, Intent};
use super::graph::{Graph, Node, Role, Target};
use super::strategies::{self, Strategy};
use crate::cost::plan::{ModuleShardings, OpCoster};
use crate::cost::weights::Weights;
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::sdy::{MeshAttr, MeshRef, OpShardingRule, TensorSharding};
use crate::ir::{Module, OpId, ValueId};

/// Objective units per second.
pub const UNITS_PER_S: f64 = 1e6;

/// A choice of a class or of an op's operand need: the sharding and the expression that
/// is 1 when it is chosen.
type Options = Vec<(Option<TensorSharding>, LinearExpr)>;

/// A strategy op of the encoding.
pub struct StrategyOp {
    pub op: OpId,
    pub strategies: Vec<Strategy>,
    /// Per strategy, its variable (`None`: the only strategy).
    pub y: Vec<Option<VarId>>,
    /// Per strategy, its cost in seconds per execution (weight 1).
    pub cost_s: Vec<f64>,
}

/// The encoded problem and what decoding needs.
pub struct Encoding {
    pub problem: Problem,
    /// Per class, its candidate shardings.
    pub cands: Vec<Vec<Option<TensorSharding>>>,
    /// Per class and candidate, its variable (`None` when the class has one candidate).
    pub x: Vec<Vec<Option<VarId>>>,
    pub strategy_ops: Vec<StrategyOp>,
    pub mesh_ref: MeshRef,
    pub mesh: MeshAttr,
    /// Counts for the report.
    pub edge_vars: usize,
}

/// Structural identity of an op for cost caching: two ops with the same key cost the
/// same under the same shardings.
fn op_key(m: &Module, op: OpId) -> String {
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
    cands: Vec<Vec<Option<TensorSharding>>>,
    x: Vec<Vec<Option<VarId>>>,
    op_cache: HashMap<(String, Vec<Option<TensorSharding>>), f64>,
    reshard_cache: HashMap<(String, Option<TensorSharding>, Option<TensorSharding>), f64>,
    strategy_cache: HashMap<OpShardingRule, Vec<Strategy>>,
    edges: usize,
    edge_vars: usize,
    tie_unary: bool,
    diags: Diagnostics,
}

impl Encoder<'_> {
    fn weight(&self, op: OpId) -> f64 {
        self.weights.of(self.m, op)
    }

    /// Seconds of `op` (per execution) when its operands and results have `sh`.
    fn op_cost(&mut self, op: OpId, key: &str, sh: Vec<Option<TensorSharding>>) -> f64 {
        let ck = (key.to_string(), sh);
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
        let key = (
            format!("{:?}", self.m.values[v].ty),
            from.clone(),
            to.clone(),
        );
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

    /// Adds the cost of resharding `v` from `src` to `dst` (weight `w`).
    fn edge(&mut self, v: ValueId, src: Options, dst: Options, w: f64) {
        let d = self.edges;
        self.edges += 1;
        let scale = w * UNITS_PER_S;
        let fixed = |o: &Options| o.len() == 1 && o[0].1.is_constant();
        if fixed(&src) || fixed(&dst) {
            for (a, ea) in &src {
                for (b, eb) in &dst {
                    let c = self.reshard_cost(v, a, b) * scale;
                    if c == 0.0 {
                        continue;
                    }
                    // One side is the constant 1: the product is the other side.
                    let term = if ea.is_constant() {
                        eb.clone()
                    } else {
                        ea.clone()
                    };
                    self.objective += term * c;
                }
            }
            return;
        }
        let mut by_src: Vec<LinearExpr> = vec![LinearExpr::new(); src.len()];
        let mut by_dst: Vec<LinearExpr> = vec![LinearExpr::new(); dst.len()];
        for (ia, (a, _)) in src.iter().enumerate() {
            for (ib, (b, _)) in dst.iter().enumerate() {
                let e = self.p.add_continuous(format!("e{d}_{ia}_{ib}"), 0.0, 1.0);
                self.edge_vars += 1;
                let c = self.reshard_cost(v, a, b) * scale;
                if c != 0.0 {
                    self.objective.add_term(e, c);
                }
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
    }
}

/// The candidates of every class, or an error naming the contradictory annotations.
fn class_candidates(
    m: &Module,
    g: &Graph,
    mesh: &MeshAttr,
    mesh_ref: &MeshRef,
    diags: &mut Diagnostics,
) -> Vec<Vec<Option<TensorSharding>>> {
    let mut out = Vec::with_capacity(g.members.len());
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
    out
}

/// Builds the ILP of `m` on its mesh. Errors: contradictory annotations, ops no
/// strategy can produce, a module without a mesh.
pub fn encode(
    m: &Module,
    g: &Graph,
    coster: OpCoster<'_>,
    weights: Weights,
    tie_unary: bool,
) -> Result<Encoding, Diagnostics> {
    let mut diags = Diagnostics::default();
    let Some((name, mesh, _)) = m.meshes().into_iter().next() else {
        diags.push(Diagnostic::error(
            crate::diag::Span::DUMMY,
            "the module has no mesh: nothing to shard",
        ));
        return Err(diags);
    };
    let mesh_ref = MeshRef::Symbol(name);
    let cands = class_candidates(m, g, &mesh, &mesh_ref, &mut diags);
    if diags.has_errors() {
        return Err(diags);
    }
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
        edges: 0,
        edge_vars: 0,
        tie_unary,
        diags,
    };
    // Class choices.
    for k in 0..e.cands.len() {
        let n = e.cands[k].len();
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
    let mut strategy_ops = Vec::new();
    for (op, role) in &g.ops {
        let op = *op;
        let w = e.weight(op);
        let o = &m.ops[op];
        match role {
            Role::Unary { class } => {
                let key = op_key(m, op);
                let n_vals = o.operands.len() + o.results.len();
                for i in 0..e.cands[*class].len() {
                    let s = e.cands[*class][i].clone();
                    let c = e.op_cost(op, &key, vec![s; n_vals]) * w * UNITS_PER_S;
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
                e.objective.add_constant(c);
            }
            Role::Edges => {}
            Role::Strategy { rule } => {
                let idx = strategy_ops.len();
                let all = match e.strategy_cache.get(rule) {
                    Some(s) => s.clone(),
                    None => {
                        let s = strategies::enumerate(rule, &e.mesh, &e.mesh_ref);
                        e.strategy_cache.insert(rule.clone(), s.clone());
                        s
                    }
                };
                let result_classes: Vec<usize> = o
                    .results
                    .iter()
                    .map(|&r| g.class_of[g.index[&Node::Value(r)]])
                    .collect();
                // An op with one non-scalar operand computes with that operand as it is:
                // its class takes the strategy's need (a tie, not a reshard edge).
                let non_scalar: Vec<usize> = (0..o.operands.len())
                    .filter(|&i| m.tensor_type(o.operands[i]).is_some_and(|t| t.rank() > 0))
                    .collect();
                let tied = match non_scalar.as_slice() {
                    [i] if e.tie_unary && rule.reduction.is_empty() => Some(*i),
                    _ => None,
                };
                let tied_class = tied.map(|i| g.class_of[g.index[&Node::Value(o.operands[i])]]);
                let ok: Vec<Strategy> = all
                    .into_iter()
                    .filter(|s| {
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
                if ok.is_empty() {
                    e.diags.push(Diagnostic::error(
                        o.span,
                        format!(
                            "no strategy of '{}' gives its results shardings the annotations allow",
                            o.name
                        ),
                    ));
                    continue;
                }
                let key = op_key(m, op);
                let mut costs = Vec::with_capacity(ok.len());
                for s in &ok {
                    let sh: Vec<Option<TensorSharding>> = s
                        .operands
                        .iter()
                        .chain(&s.results)
                        .cloned()
                        .map(Some)
                        .collect();
                    costs.push(e.op_cost(op, &key, sh));
                }
                let y: Vec<Option<VarId>> = if ok.len() == 1 {
                    vec![None]
                } else {
                    (0..ok.len())
                        .map(|s| Some(e.p.add_binary(format!("y{idx}_{s}"))))
                        .collect()
                };
                let expr = |s: usize| match y[s] {
                    Some(v) => LinearExpr::from(v),
                    None => LinearExpr::constant_expr(1.0),
                };
                if ok.len() > 1 {
                    let sum: LinearExpr = y.iter().flatten().map(|&v| (v, 1.0)).collect();
                    e.p.add_constraint(format!("op{idx}"), sum, Relation::Eq, 1.0);
                }
                for (s, &c) in costs.iter().enumerate() {
                    let c = c * w * UNITS_PER_S;
                    if c != 0.0 {
                        e.objective += expr(s) * c;
                    }
                }
                // Results take the strategy's sharding.
                for (j, &k) in result_classes.iter().enumerate() {
                    if e.x[k].len() == 1 && e.x[k][0].is_none() {
                        continue;
                    }
                    for i in 0..e.cands[k].len() {
                        let mut lhs = LinearExpr::from(e.x[k][i].expect("class with variables"));
                        for (s, st) in ok.iter().enumerate() {
                            if e.cands[k][i].as_ref() == Some(&st.results[j]) {
                                lhs -= expr(s);
                            }
                        }
                        e.p.add_constraint(format!("tie{idx}_{j}_{i}"), lhs, Relation::Eq, 0.0);
                    }
                }
                // The tied operand's class takes the strategy's need.
                if let (Some(i), Some(k)) = (tied, tied_class) {
                    if e.x[k].iter().any(Option::is_some) {
                        for c in 0..e.cands[k].len() {
                            let mut lhs =
                                LinearExpr::from(e.x[k][c].expect("class with variables"));
                            for (s, st) in ok.iter().enumerate() {
                                if e.cands[k][c].as_ref() == Some(&st.operands[i]) {
                                    lhs -= expr(s);
                                }
                            }
                            e.p.add_constraint(
                                format!("need{idx}_{i}_{c}"),
                                lhs,
                                Relation::Eq,
                                0.0,
                            );
                        }
                    }
                }
                // Other operands resharded to what the strategy needs.
                for (i, &v) in o.operands.iter().enumerate() {
                    if Some(i) == tied {
                        continue;
                    }
                    let k = g.class_of[g.index[&Node::Value(v)]];
                    let mut needs: Vec<(Option<TensorSharding>, LinearExpr)> = Vec::new();
                    for (s, st) in ok.iter().enumerate() {
                        let n = Some(st.operands[i].clone());
                        match needs.iter_mut().find(|(x, _)| *x == n) {
                            Some((_, ex)) => *ex += expr(s),
                            None => needs.push((n, expr(s))),
                        }
                    }
                    let src = e.class_options(k);
                    e.edge(v, src, needs, w);
                }
                strategy_ops.push(StrategyOp {
                    op,
                    strategies: ok,
                    y,
                    cost_s: costs,
                });
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
        let src = e.class_options(d.source);
        let dst = match &d.target {
            Target::Class(t) => e.class_options(*t),
            Target::Fixed(s) => vec![(s.clone(), LinearExpr::constant_expr(1.0))],
        };
        e.edge(d.value, src, dst, w);
    }
    if e.diags.has_errors() {
        return Err(e.diags);
    }
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
    })
}
