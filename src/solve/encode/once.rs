//! What the plan pays once ([`crate::cost::once`]), in the ILP:
//!
//! - **Shared reads.** When two or more strategy ops of one block read value `v`, the
//!   reshard of `v` to a sharding `t` is paid once whoever needs it: `u_t >= need_r(t)`
//!   for every reader `r` (`u<g>_<j>`, 1 when some reader needs `t`), and the cost
//!   `c(a, t)` of the source choice `a` falls on `w_(a,t)` with `sum_a w_(a,t) = u_t`
//!   and `w_(a,t) <= x_a` (`w<g>_<a>_<j>`). Decode writes one `sdy.reshard` per
//!   (value, block, sharding), read by every reader that needs it.
//! - **Merged ops.** Identical constants and scalar broadcasts of one region cost once
//!   per sharding they take: `u_s >= y_s(member)` for every member, the op's cost of
//!   strategy `s` on `u_s` (`m<g>_<j>`), the members themselves cost nothing.

use std::collections::HashMap;
use std::sync::Arc;

use autoshard_solver::{LinearExpr, Relation};

use super::{Encoder, Options, Strategy, UNITS_PER_S};
use crate::ir::sdy::TensorSharding;
use crate::ir::{BlockId, Type, ValueId};

/// One strategy op's read of a value whose block has other readers of it.
pub(super) struct Read {
    pub value: ValueId,
    pub block: Option<BlockId>,
    /// The source class (a representative).
    pub source: usize,
    /// The strategy op whose variables the reader uses, and the operand.
    pub op: usize,
    pub operand: usize,
    /// What the reader needs, per distinct need (its strategies grouped).
    pub needs: Options,
    pub weight: f64,
}

/// A group of identical constants or scalar broadcasts: per member its strategies, their
/// variables, costs (seconds per execution) and weight.
pub(super) struct Member {
    pub strategies: Arc<Vec<Strategy>>,
    pub y: Vec<Option<autoshard_solver::VarId>>,
    pub cost_s: Arc<Vec<f64>>,
    pub weight: f64,
}

/// Per target, the expression that is 1 when some member of `sides` chooses it: a
/// constant 1 when one always does, else a new variable bounded below by each side.
fn any_of(
    e: &mut Encoder<'_>,
    name: &str,
    sides: &[Vec<(TensorSharding, LinearExpr)>],
) -> Vec<(TensorSharding, LinearExpr)> {
    let mut targets: Vec<TensorSharding> = Vec::new();
    for side in sides {
        for (t, _) in side {
            if !targets.contains(t) {
                targets.push(t.clone());
            }
        }
    }
    let mut out = Vec::with_capacity(targets.len());
    for (j, t) in targets.into_iter().enumerate() {
        let exprs: Vec<&LinearExpr> = sides
            .iter()
            .flat_map(|s| s.iter().filter(|(x, _)| *x == t).map(|(_, ex)| ex))
            .collect();
        if exprs.iter().any(|ex| ex.is_constant() && ex.constant() >= 1.0) {
            out.push((t, LinearExpr::constant_expr(1.0)));
            continue;
        }
        let u = e.p.add_continuous(format!("{name}_{j}"), 0.0, 1.0);
        for (r, ex) in exprs.into_iter().enumerate() {
            let lhs = LinearExpr::from(u) - ex.clone();
            e.p.add_constraint(format!("{name}_{j}_{r}"), lhs, Relation::Ge, 0.0);
        }
        out.push((t, LinearExpr::from(u)));
    }
    out
}

impl Encoder<'_> {
    /// The shared reads, grouped by (value, block): each group's reshards once per
    /// target sharding. Groups of tied layers (same type, source class, readers) share
    /// variables and add weights.
    pub(super) fn price_shared_reads(&mut self, reads: Vec<Read>) {
        let mut groups: Vec<Vec<Read>> = Vec::new();
        let mut index: HashMap<(ValueId, Option<BlockId>), usize> = HashMap::new();
        for r in reads {
            let i = *index.entry((r.value, r.block)).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[i].push(r);
        }
        type Id = (Type, usize, Vec<(usize, usize)>);
        let mut by_id: HashMap<Id, usize> = HashMap::new();
        // Per distinct group: value, source options, targets, summed weight.
        let mut priced: Vec<(ValueId, Options, Vec<(TensorSharding, LinearExpr)>, f64)> =
            Vec::new();
        for grp in groups {
            let v = grp[0].value;
            let id: Id = (
                self.m.values[v].ty.clone(),
                grp[0].source,
                grp.iter().map(|r| (r.op, r.operand)).collect(),
            );
            let w = grp[0].weight;
            if let Some(&i) = by_id.get(&id) {
                priced[i].3 += w;
                self.merged_edges += 1;
                continue;
            }
            let sides: Vec<Vec<(TensorSharding, LinearExpr)>> = grp
                .iter()
                .map(|r| {
                    r.needs
                        .iter()
                        .filter_map(|(t, ex)| Some((t.clone()?, ex.clone())))
                        .collect()
                })
                .collect();
            let name = format!("u{}", priced.len());
            let targets = any_of(self, &name, &sides);
            by_id.insert(id, priced.len());
            priced.push((v, self.class_options(grp[0].source), targets, w));
        }
        for (g, (v, src, targets, w)) in priced.into_iter().enumerate() {
            let scale = w * UNITS_PER_S;
            for (j, (t, u)) in targets.into_iter().enumerate() {
                let t = Some(t);
                let costs: Vec<f64> = src
                    .iter()
                    .map(|(a, _)| self.reshard_cost(v, a, &t) * scale)
                    .collect();
                if costs.iter().all(|&c| c == 0.0) {
                    continue;
                }
                if src.len() == 1 {
                    self.objective += u * costs[0];
                    continue;
                }
                let mut sum = LinearExpr::new();
                for (a, (_, xa)) in src.iter().enumerate() {
                    let wv = self.p.add_continuous(format!("w{g}_{a}_{j}"), 0.0, 1.0);
                    self.edge_vars += 1;
                    sum.add_term(wv, 1.0);
                    let lhs = LinearExpr::from(wv) - xa.clone();
                    self.p
                        .add_constraint(format!("le{g}_{a}_{j}"), lhs, Relation::Le, 0.0);
                    if costs[a] != 0.0 {
                        self.objective.add_term(wv, costs[a]);
                    }
                }
                self.p
                    .add_constraint(format!("sum{g}_{j}"), sum - u, Relation::Eq, 0.0);
            }
        }
    }

    /// Each group of identical constants or scalar broadcasts: the cost of every
    /// sharding some member takes, once.
    pub(super) fn price_merged(&mut self, groups: Vec<Vec<Member>>) {
        for (g, members) in groups.into_iter().enumerate() {
            if members.is_empty() {
                continue;
            }
            // A target is (result sharding, cost): members of one target merge.
            let mut cost_of: Vec<(TensorSharding, f64)> = Vec::new();
            let sides: Vec<Vec<(TensorSharding, LinearExpr)>> = members
                .iter()
                .map(|mb| {
                    let mut side: Vec<(TensorSharding, LinearExpr)> = Vec::new();
                    for (s, st) in mb.strategies.iter().enumerate() {
                        let Some(r) = st.results.first() else { continue };
                        if !cost_of.iter().any(|(t, _)| t == r) {
                            cost_of.push((r.clone(), mb.cost_s[s]));
                        }
                        let ex = match mb.y[s] {
                            Some(y) => LinearExpr::from(y),
                            None => LinearExpr::constant_expr(1.0),
                        };
                        match side.iter_mut().find(|(t, _)| t == r) {
                            Some((_, acc)) => *acc += ex,
                            None => side.push((r.clone(), ex)),
                        }
                    }
                    side
                })
                .collect();
            let w = members[0].weight;
            let targets = any_of(self, &format!("m{g}"), &sides);
            for (t, u) in targets {
                let c = cost_of
                    .iter()
                    .find(|(x, _)| *x == t)
                    .map_or(0.0, |(_, c)| *c);
                if c != 0.0 {
                    self.objective += u * (c * w * UNITS_PER_S);
                }
            }
        }
    }
}
