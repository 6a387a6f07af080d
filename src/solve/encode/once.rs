//! What the plan pays once ([`crate::cost::once`]), in the ILP:
//!
//! - **Shared reads.** When two or more strategy ops of one block read value `v` (whose
//!   sharding is fixed: an annotation, a pin; see `operand_edges`), the
//!   reshard of `v` to a sharding `t` is paid once whoever needs it. Each reader `r` has
//!   the tight transport `e^r_(a,b)` between the source's choice `a` and its need `b`
//!   (as a single reader's edge has); the cost `c(a, t)` falls on `z_(a,t) >= e^r_(a,t)`
//!   for every reader (`z<g>_<a>_<j>`): 1 exactly when the source takes `a` and some
//!   reader needs `t`. Decode writes one `sdy.reshard` per (value, block, sharding),
//!   read by every reader that needs it.
//! - **Merged ops.** Identical constants and scalar broadcasts of one region cost once
//!   per sharding they take: `u_s >= y_s(member)` for every member, the op's cost of
//!   strategy `s` on `u_s` (`m<g>_<j>`), the members themselves cost nothing.

use std::collections::HashMap;
use std::sync::Arc;

use autoshard_solver::{LinearExpr, Relation};

use super::{Encoder, Options, Strategy, UNITS_PER_S};
use crate::ir::sdy::TensorSharding;
use crate::ir::{BlockId, OpId, Type, ValueId};

/// One strategy op's read of a value whose block has other readers of it.
pub(super) struct Read {
    pub value: ValueId,
    /// The reading op.
    pub reader: OpId,
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

/// Groups of reads alike, encoded once: groups of tied layers (the same value type, source
/// class and readers, so the same variables on both sides) share one encoding and add
/// their weights.
pub(super) struct Alike {
    /// The first group's reads (what the encoding is built from).
    pub reads: Vec<Read>,
    /// The summed weight.
    pub weight: f64,
    /// Per group, its reading ops and weight (who pays, [`super::Piece`]).
    pub who: Vec<(Vec<OpId>, f64)>,
    /// Per group, its reads as (reading op, operand), in reader order.
    pub readers: Vec<Vec<(OpId, usize)>>,
}

/// A group of shared reads as encoded: the value, its source options, per reader its
/// needs and the transport between the two (`[a][b]`, or one row when the source is
/// fixed), and the summed weight.
struct SharedGroup {
    value: ValueId,
    src: Options,
    readers: Vec<(Options, Vec<Vec<LinearExpr>>)>,
    weight: f64,
    /// Per group sharing these variables, its readers and weight.
    who: Vec<(Vec<OpId>, f64)>,
}

/// A group of identical constants or scalar broadcasts: per member its strategies, their
/// variables, costs (seconds per execution) and weight.
pub(super) struct Member {
    pub op: OpId,
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
        if exprs
            .iter()
            .any(|ex| ex.is_constant() && ex.constant() >= 1.0)
        {
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

/// Reads grouped by (value, block), in first-read order.
fn by_value_and_block(reads: Vec<Read>) -> Vec<Vec<Read>> {
    let mut groups: Vec<Vec<Read>> = Vec::new();
    let mut index: HashMap<(ValueId, Option<BlockId>), usize> = HashMap::new();
    for r in reads {
        let i = *index.entry((r.value, r.block)).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[i].push(r);
    }
    groups
}

impl Encoder<'_> {
    /// Without shared reads (the memory model's encoding: one direct reshard per read),
    /// no two reads of a value in a block reshard it to the same sharding: XLA emits such
    /// a pair as one reshard (its reshard cache, CSE; [`crate::cost::once`]), which the
    /// evaluator charges once and the memory model does not know. Per (value, block) and
    /// target `t`: `sum_r need_r[t] <= 1 + (R - 1) x[t]` (when the source is `t` itself,
    /// no read reshards to it). This narrows the memory search's space: a plan where two
    /// reads share one reshard is left out (e.g. llama_block's smallest budget: 8074.108 us
    /// where such a plan costs 7176.532). Sharing reads under memory rows needs the memory
    /// model to know the shared reshard's longer live range: not done yet.
    pub(super) fn one_reshard_per_sharding(&mut self, reads: Vec<Read>) {
        let groups = by_value_and_block(reads);
        for (g, grp) in groups.iter().enumerate() {
            let src = self.class_options(grp[0].source);
            let mut targets: Vec<&Option<TensorSharding>> = Vec::new();
            for (t, _) in grp.iter().flat_map(|r| r.needs.iter()) {
                if !targets.contains(&t) {
                    targets.push(t);
                }
            }
            let others = (grp.len() - 1) as f64;
            for (j, t) in targets.into_iter().enumerate() {
                let mut lhs = LinearExpr::new();
                for (_, e) in grp
                    .iter()
                    .flat_map(|r| r.needs.iter().filter(|(n, _)| n == t))
                {
                    lhs += e.clone();
                }
                for (_, e) in src.iter().filter(|(s, _)| s == t) {
                    lhs -= e.clone() * others;
                }
                self.p
                    .add_constraint(format!("rs{g}_{j}"), lhs, Relation::Le, 1.0);
            }
        }
    }

    /// The shared reads, grouped by (value, block): each group's reshards once per
    /// (source choice, target sharding). Groups of tied layers (same type, source class,
    /// readers) share variables and add weights.
    pub(super) fn price_shared_reads(&mut self, reads: Vec<Read>) {
        let groups = by_value_and_block(reads);
        // A source the search chooses: a Steiner tree of reshard steps ([`super::steiner`]).
        let (fixed, searched): (Vec<_>, Vec<_>) = groups
            .into_iter()
            .partition(|g| self.cands[g[0].source].len() == 1);
        self.price_searched_reads(searched);
        let mut priced: Vec<SharedGroup> = Vec::new();
        for (g, alike) in self.alike(fixed).into_iter().enumerate() {
            let src = self.class_options(alike.reads[0].source);
            let readers = alike
                .reads
                .iter()
                .enumerate()
                .map(|(r, read)| {
                    let dst = read.needs.clone();
                    let pairs = self.transport(&format!("r{g}_{r}"), &src, &dst);
                    (dst, pairs)
                })
                .collect();
            priced.push(SharedGroup {
                value: alike.reads[0].value,
                src,
                readers,
                weight: alike.weight,
                who: alike.who,
            });
        }
        for (g, sg) in priced.into_iter().enumerate() {
            self.charged(sg.who.clone(), |e| e.price_shared(g, sg));
        }
    }

    /// `groups` (per value and block, in order) with the groups alike merged into the
    /// first of them (counted in `merged_edges`), in order of first appearance.
    pub(super) fn alike(&mut self, groups: Vec<Vec<Read>>) -> Vec<Alike> {
        type Id = (Type, usize, Vec<(usize, usize)>);
        let mut by_id: HashMap<Id, usize> = HashMap::new();
        let mut out: Vec<Alike> = Vec::new();
        for grp in groups {
            let id: Id = (
                self.m.values[grp[0].value].ty.clone(),
                grp[0].source,
                grp.iter().map(|r| (r.op, r.operand)).collect(),
            );
            let w = grp[0].weight;
            let reader_ops: Vec<OpId> = grp.iter().map(|r| r.reader).collect();
            let reads: Vec<(OpId, usize)> = grp.iter().map(|r| (r.reader, r.operand)).collect();
            match by_id.get(&id) {
                Some(&i) => {
                    out[i].weight += w;
                    out[i].who.push((reader_ops, w));
                    out[i].readers.push(reads);
                    self.merged_edges += 1;
                }
                None => {
                    by_id.insert(id, out.len());
                    out.push(Alike {
                        reads: grp,
                        weight: w,
                        who: vec![(reader_ops, w)],
                        readers: vec![reads],
                    });
                }
            }
        }
        out
    }

    /// Per (source option, target option), the expression that is 1 when both are
    /// chosen: the tight marginal form (`t<name>_<a>_<b>`), or the other side when one
    /// side is fixed.
    fn transport(&mut self, name: &str, src: &Options, dst: &Options) -> Vec<Vec<LinearExpr>> {
        let fixed = |o: &Options| o.len() == 1 && o[0].1.is_constant();
        if fixed(src) {
            return vec![dst.iter().map(|(_, e)| e.clone()).collect()];
        }
        if fixed(dst) {
            return src.iter().map(|(_, e)| vec![e.clone()]).collect();
        }
        let mut out = vec![Vec::with_capacity(dst.len()); src.len()];
        let mut by_dst: Vec<LinearExpr> = vec![LinearExpr::new(); dst.len()];
        for (a, (_, ea)) in src.iter().enumerate() {
            let mut by_src = LinearExpr::new();
            for (b, by) in by_dst.iter_mut().enumerate() {
                let t = self.p.add_continuous(format!("t{name}_{a}_{b}"), 0.0, 1.0);
                self.edge_vars += 1;
                by_src.add_term(t, 1.0);
                by.add_term(t, 1.0);
                out[a].push(LinearExpr::from(t));
            }
            self.p.add_constraint(
                format!("ts{name}_{a}"),
                by_src - ea.clone(),
                Relation::Eq,
                0.0,
            );
        }
        for (b, (_, eb)) in dst.iter().enumerate() {
            let lhs = by_dst[b].clone() - eb.clone();
            self.p
                .add_constraint(format!("td{name}_{b}"), lhs, Relation::Eq, 0.0);
        }
        out
    }

    /// The cost of a group: per (source option, target sharding) with a cost, once when
    /// any reader takes that pair (`z<g>_<a>_<t> >=` each reader's pair).
    fn price_shared(&mut self, g: usize, sg: SharedGroup) {
        let scale = sg.weight * UNITS_PER_S;
        let mut targets: Vec<Option<TensorSharding>> = Vec::new();
        for (dst, _) in &sg.readers {
            for (t, _) in dst {
                if !targets.contains(t) {
                    targets.push(t.clone());
                }
            }
        }
        for (a, (sa, _)) in sg.src.iter().enumerate() {
            for (j, t) in targets.iter().enumerate() {
                let c = self.reshard_cost(sg.value, sa, t) * scale;
                if c == 0.0 {
                    continue;
                }
                // The readers' pair expressions for (a, t).
                let pairs: Vec<&LinearExpr> = sg
                    .readers
                    .iter()
                    .flat_map(|(dst, pairs)| {
                        let row = if pairs.len() == 1 {
                            &pairs[0]
                        } else {
                            &pairs[a]
                        };
                        dst.iter()
                            .zip(row)
                            .filter(|((x, _), _)| x == t)
                            .map(|(_, e)| e)
                    })
                    .collect();
                match pairs.as_slice() {
                    [] => {}
                    [one] => self.objective += (*one).clone() * c,
                    _ if pairs.iter().any(|e| e.is_constant() && e.constant() >= 1.0) => {
                        self.objective.add_constant(c);
                    }
                    _ => {
                        let z = self.p.add_continuous(format!("z{g}_{a}_{j}"), 0.0, 1.0);
                        self.edge_vars += 1;
                        for (r, e) in pairs.into_iter().enumerate() {
                            let lhs = LinearExpr::from(z) - e.clone();
                            self.p.add_constraint(
                                format!("z{g}_{a}_{j}_{r}"),
                                lhs,
                                Relation::Ge,
                                0.0,
                            );
                        }
                        self.objective.add_term(z, c);
                    }
                }
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
                        let Some(r) = st.results.first() else {
                            continue;
                        };
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
            let who = vec![(members.iter().map(|mb| mb.op).collect(), w)];
            self.charged(who, |e| {
                for (t, u) in targets {
                    let c = cost_of
                        .iter()
                        .find(|(x, _)| *x == t)
                        .map_or(0.0, |(_, c)| *c);
                    if c != 0.0 {
                        e.objective += u * (c * w * UNITS_PER_S);
                    }
                }
            });
        }
    }
}
