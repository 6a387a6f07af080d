//! What the baselines need to know about a model's structure, found from its ops (never
//! from names):
//!
//! - **dim classes**: a union-find over (value, dim), joining dims that one factor of an
//!   op's sharding rule maps to with its full size (so they must be sharded alike), and
//!   dims that data-flow links (calls, while loops, region returns) identify;
//! - **the batch class**: among the classes of the leading dim of the entry function's
//!   rank >= 2 arguments, the one most dots carry from their lhs into their result
//!   (batch and rows flow through every matmul; features are contracted), preferring
//!   a class no argument holds at a later position;
//! - **activations**: arguments with a dim in the batch class; the others are
//!   parameters;
//! - **dot roles** (Megatron): a dot of an activation-derived operand with a
//!   parameter-derived one is *column-parallel* unless its activation operand derives
//!   from a column-parallel dot's result, in which case it is *row-parallel* (and its
//!   result no longer counts as column-derived); a dot of two activations with batching
//!   dims is attention.

use crate::ir::{Module, OpId, ValueId};
use crate::passes::symbols::callee;
use crate::rules::stablehlo_attrs::DotDims;
use crate::rules::{op_rule, RuleOptions};

/// Union-find over (value, dim).
pub struct DimClasses {
    base: Vec<usize>,
    parent: Vec<usize>,
}

impl DimClasses {
    fn node(&self, v: ValueId, d: usize) -> Option<usize> {
        let b = self.base[v.0 as usize];
        let next = self.base[v.0 as usize + 1];
        (b + d < next).then_some(b + d)
    }

    fn find(&self, mut x: usize) -> usize {
        while self.parent[x] != x {
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            // The smaller root wins: classes do not depend on union order.
            let (lo, hi) = (ra.min(rb), ra.max(rb));
            self.parent[hi] = lo;
        }
    }

    fn union_dims(&mut self, a: (ValueId, usize), b: (ValueId, usize)) {
        if let (Some(x), Some(y)) = (self.node(a.0, a.1), self.node(b.0, b.1)) {
            self.union(x, y);
        }
    }

    /// The class of dim `d` of `v`.
    pub fn class(&self, v: ValueId, d: usize) -> Option<usize> {
        self.node(v, d).map(|n| self.find(n))
    }
}

fn shape(m: &Module, v: ValueId) -> Vec<i64> {
    m.tensor_type(v)
        .and_then(|t| t.static_shape())
        .unwrap_or_default()
}

/// Joins the dims of `a` and `b` of equal size, position by position.
fn union_same_shape(c: &mut DimClasses, m: &Module, a: ValueId, b: ValueId) {
    let (sa, sb) = (shape(m, a), shape(m, b));
    if sa.len() != sb.len() {
        return;
    }
    for d in 0..sa.len() {
        if sa[d] == sb[d] {
            c.union_dims((a, d), (b, d));
        }
    }
}

fn region_returns(m: &Module, op: OpId) -> Vec<Vec<ValueId>> {
    m.ops[op]
        .regions
        .iter()
        .filter_map(|&r| m.regions[r].blocks.first().copied())
        .filter_map(|b| m.terminator(b))
        .map(|t| m.ops[t].operands.clone())
        .collect()
}

fn region_args(m: &Module, op: OpId) -> Vec<Vec<ValueId>> {
    m.ops[op]
        .regions
        .iter()
        .filter_map(|&r| m.regions[r].blocks.first().copied())
        .map(|b| m.blocks[b].args.clone())
        .collect()
}

/// The values a data-flow op links: (sources, targets) pairs to identify.
fn data_flow_links(m: &Module, op: OpId) -> Vec<(ValueId, ValueId)> {
    let o = &m.ops[op];
    let mut out = Vec::new();
    match o.name.as_str() {
        "func.call" | "call" => {
            if let Some(f) = callee(m, op) {
                if let Some(b) = m.entry_block(f) {
                    out.extend(o.operands.iter().copied().zip(m.blocks[b].args.clone()));
                    if let Some(t) = m.terminator(b) {
                        out.extend(m.ops[t].operands.iter().copied().zip(o.results.clone()));
                    }
                }
            }
        }
        "stablehlo.while"
        | "stablehlo.case"
        | "stablehlo.if"
        | "stablehlo.optimization_barrier"
        | "sdy.named_computation"
        | "sdy.manual_computation" => {
            out.extend(o.operands.iter().copied().zip(o.results.clone()));
            for args in region_args(m, op) {
                out.extend(o.operands.iter().copied().zip(args));
            }
            for rets in region_returns(m, op) {
                out.extend(rets.into_iter().zip(o.results.clone()));
            }
        }
        _ => {}
    }
    out
}

/// Builds the dim classes of every value of `m`.
pub fn dim_classes(m: &Module) -> DimClasses {
    let n = m.values.len();
    let mut base = Vec::with_capacity(n + 1);
    let mut total = 0usize;
    for i in 0..n {
        base.push(total);
        total += shape(m, ValueId(i as u32)).len();
    }
    base.push(total);
    let mut c = DimClasses {
        base,
        parent: (0..total).collect(),
    };
    let opts = RuleOptions {
        lowered_chlo: true,
        ..RuleOptions::default()
    };
    for op in m.walk() {
        for (a, b) in data_flow_links(m, op) {
            union_same_shape(&mut c, m, a, b);
        }
        let Ok(r) = op_rule(m, op, &opts) else {
            continue;
        };
        let o = &m.ops[op];
        let tensors: Vec<(ValueId, &Vec<Vec<usize>>)> = o
            .operands
            .iter()
            .copied()
            .zip(r.rule.operands.iter())
            .chain(o.results.iter().copied().zip(r.rule.results.iter()))
            .collect();
        for (f, &size) in r.rule.factor_sizes.iter().enumerate() {
            if size <= 1 {
                continue;
            }
            let mut first: Option<(ValueId, usize)> = None;
            for (v, dims) in &tensors {
                let sh = shape(m, *v);
                for (d, factors) in dims.iter().enumerate() {
                    if factors.as_slice() == [f] && sh.get(d) == Some(&size) {
                        match first {
                            None => first = Some((*v, d)),
                            Some(x) => c.union_dims(x, (*v, d)),
                        }
                    }
                }
            }
        }
    }
    c
}

/// Forward dependence: which values derive from `seeds`, through op operands, data
/// flow, calls and loops.
pub fn derived_from(m: &Module, seeds: &[ValueId]) -> Vec<bool> {
    let mut on = vec![false; m.values.len()];
    for &s in seeds {
        on[s.0 as usize] = true;
    }
    let walk = m.walk();
    for _round in 0..8 {
        let mut changed = false;
        for &op in &walk {
            let any = m.ops[op].operands.iter().any(|v| on[v.0 as usize]);
            if any {
                for &r in &m.ops[op].results {
                    changed |= !std::mem::replace(&mut on[r.0 as usize], true);
                }
            }
            for (a, b) in data_flow_links(m, op) {
                if on[a.0 as usize] {
                    changed |= !std::mem::replace(&mut on[b.0 as usize], true);
                }
            }
        }
        if !changed {
            break;
        }
    }
    on
}

/// A dot_general's dimension numbers.
pub fn dot_dims(m: &Module, op: OpId) -> Option<DotDims> {
    let o = &m.ops[op];
    match o.name.as_str() {
        "stablehlo.dot_general" => match o.attr("dot_dimension_numbers")? {
            crate::ir::Attr::Dialect { body: Some(b), .. } => DotDims::parse(b).ok(),
            _ => None,
        },
        "stablehlo.dot" => Some(DotDims {
            lhs_contracting: vec![shape(m, o.operands[0]).len().saturating_sub(1)],
            rhs_contracting: vec![0],
            ..DotDims::default()
        }),
        _ => None,
    }
}

/// The batch class and the activation arguments of the entry function `main`:
/// (class, [(argument index, dim in the class)]).
pub fn batch_class(m: &Module, c: &DimClasses, main: OpId) -> Option<(usize, Vec<(usize, usize)>)> {
    let args = m.blocks[m.entry_block(main)?].args.clone();
    // Per class: dots carrying it from lhs to result.
    let mut through: std::collections::BTreeMap<usize, usize> = Default::default();
    for op in m.walk() {
        let Some(dd) = dot_dims(m, op) else { continue };
        let o = &m.ops[op];
        let (Some(&lhs), Some(&res)) = (o.operands.first(), o.results.first()) else {
            continue;
        };
        let res_classes: Vec<usize> = (0..shape(m, res).len())
            .filter_map(|d| c.class(res, d))
            .collect();
        let mut seen = std::collections::BTreeSet::new();
        for d in 0..shape(m, lhs).len() {
            if dd.lhs_contracting.contains(&d) {
                continue;
            }
            if let Some(k) = c.class(lhs, d) {
                if res_classes.contains(&k) && seen.insert(k) {
                    *through.entry(k).or_default() += 1;
                }
            }
        }
    }
    let mut later = std::collections::BTreeMap::<usize, usize>::new();
    for &a in &args {
        for d in 1..shape(m, a).len() {
            if let Some(k) = c.class(a, d) {
                *later.entry(k).or_default() += 1;
            }
        }
    }
    // (dots carrying it, fewer later positions, earlier argument) -> class.
    type Score = (usize, std::cmp::Reverse<usize>, std::cmp::Reverse<usize>);
    let mut best: Option<(Score, usize)> = None;
    for (i, &a) in args.iter().enumerate() {
        if shape(m, a).len() < 2 {
            continue;
        }
        let Some(k) = c.class(a, 0) else { continue };
        let t = through.get(&k).copied().unwrap_or(0);
        if t == 0 {
            continue;
        }
        let key = (
            t,
            std::cmp::Reverse(later.get(&k).copied().unwrap_or(0)),
            std::cmp::Reverse(i),
        );
        if best.as_ref().map_or(true, |(b, _)| key > *b) {
            best = Some((key, k));
        }
    }
    let (_, k) = best?;
    let acts = args
        .iter()
        .enumerate()
        .filter_map(|(i, &a)| {
            (0..shape(m, a).len())
                .find(|&d| c.class(a, d) == Some(k))
                .map(|d| (i, d))
        })
        .collect();
    Some((k, acts))
}

/// The role of a dot in a Megatron-style template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DotRole {
    /// Parameter columns split: the result's feature dim is sharded.
    Column,
    /// Parameter rows split: contracts a column-sharded feature dim (partial sums).
    Row,
    /// Two activations with batching dims.
    Attention,
}

/// A dot with a parameter-derived operand or an attention dot.
#[derive(Clone, Debug)]
pub struct RoledDot {
    pub op: OpId,
    pub role: DotRole,
    /// Operand index of the parameter-derived operand (Column/Row).
    pub weight: usize,
}

/// Classifies the dots of `m` given which values derive from activations.
pub fn dot_roles(m: &Module, act: &[bool]) -> Vec<RoledDot> {
    let walk = m.walk();
    let mut col = vec![false; m.values.len()];
    let mut roles: Vec<RoledDot> = Vec::new();
    for _round in 0..4 {
        roles.clear();
        let mut changed = false;
        for &op in &walk {
            let o = &m.ops[op];
            if let Some(dd) = dot_dims(m, op) {
                if o.operands.len() == 2 && o.results.len() == 1 {
                    let a = [act[o.operands[0].0 as usize], act[o.operands[1].0 as usize]];
                    let r = o.results[0].0 as usize;
                    match a {
                        [true, false] | [false, true] => {
                            let w = if a[0] { 1 } else { 0 };
                            let row = col[o.operands[1 - w].0 as usize];
                            roles.push(RoledDot {
                                op,
                                role: if row { DotRole::Row } else { DotRole::Column },
                                weight: w,
                            });
                            if !row {
                                changed |= !std::mem::replace(&mut col[r], true);
                            }
                            continue;
                        }
                        [true, true] if !dd.lhs_batching.is_empty() => roles.push(RoledDot {
                            op,
                            role: DotRole::Attention,
                            weight: 0,
                        }),
                        _ => {}
                    }
                }
            }
            if o.operands.iter().any(|v| col[v.0 as usize]) {
                for &r in &o.results {
                    changed |= !std::mem::replace(&mut col[r.0 as usize], true);
                }
            }
            for (a, b) in data_flow_links(m, op) {
                if col[a.0 as usize] {
                    changed |= !std::mem::replace(&mut col[b.0 as usize], true);
                }
            }
        }
        if !changed {
            break;
        }
    }
    roles
}
