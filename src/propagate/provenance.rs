//! Where each axis of each propagated sharding came from (recorded only on request,
//! [`super::Options::provenance`]).
//!
//! Every axis of every annotation the propagator starts from (function arguments and
//! results, constraints, data-flow edges, manual computations; all priorities) is an
//! [`Origin`] of kind [`OriginKind::Annotation`]. When a step adds an axis to a tensor,
//! the new axis gets an origin of kind [`OriginKind::Propagated`] pointing at the origin
//! of the same (or an overlapping) axis in another tensor of that step, with the op, the
//! user priority, the op-priority run and the strategy; a sharding-group copy gets kind
//! [`OriginKind::Group`]. Following `from` links leads back to an annotation: the chain
//! of ops the axis travelled through.

use rustc_hash::FxHashMap;

use super::engine::Policy;
use super::step::FactorStrategy;
use crate::ir::sdy::{AxisRef, MeshAttr, TensorSharding};
use crate::ir::{Module, OpId, ValueDef, ValueId};

pub type OriginId = u32;

/// A sharding the propagator tracks: a slot value, or result `res` of function `func`
/// (index into the propagator's function list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Slot(ValueId),
    FuncResult { func: OpId, res: usize },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OriginKind {
    /// Written by the user on this tensor (with its priority).
    Annotation { priority: Option<i64> },
    /// Propagated through `op` (`None`: between a function's returned value and its
    /// result attribute) from another tensor's axis.
    Propagated {
        op: Option<OpId>,
        from: Option<OriginId>,
        user_priority: i64,
        policy: Policy,
        strategy: FactorStrategy,
    },
    /// Copied from another member of its sharding group.
    Group { from: Option<OriginId> },
}

/// One axis on one dim of one tracked sharding.
#[derive(Clone, Debug)]
pub struct Origin {
    pub key: Key,
    pub dim: usize,
    pub axis: AxisRef,
    pub kind: OriginKind,
}

/// The origins of every axis.
#[derive(Clone, Debug, Default)]
pub struct Provenance {
    pub origins: Vec<Origin>,
    by_key: FxHashMap<Key, Vec<(usize, AxisRef, OriginId)>>,
}

impl Provenance {
    fn add(&mut self, key: Key, dim: usize, axis: AxisRef, kind: OriginKind) -> OriginId {
        let id = self.origins.len() as OriginId;
        self.origins.push(Origin {
            key,
            dim,
            axis: axis.clone(),
            kind,
        });
        self.by_key.entry(key).or_default().push((dim, axis, id));
        id
    }

    /// The origin of `axis` on `dim` of `key` (the latest recorded).
    pub fn lookup(&self, key: Key, dim: usize, axis: &AxisRef) -> Option<OriginId> {
        self.by_key
            .get(&key)?
            .iter()
            .rev()
            .find(|(d, a, _)| *d == dim && a == axis)
            .map(|(_, _, id)| *id)
    }

    /// Any recorded axis of `key` overlapping `axis` (same axis or a part of it), with
    /// exact matches first.
    fn lookup_overlapping(&self, key: Key, axis: &AxisRef, mesh: &MeshAttr) -> Option<OriginId> {
        let list = self.by_key.get(&key)?;
        list.iter()
            .rev()
            .find(|(_, a, _)| a == axis)
            .or_else(|| {
                list.iter()
                    .rev()
                    .find(|(_, a, _)| crate::rules::axis::overlaps(a, axis, mesh))
            })
            .map(|(_, _, id)| *id)
    }

    /// Records every axis of a starting sharding as an annotation.
    pub fn record_annotation(&mut self, key: Key, s: &TensorSharding) {
        for (d, dim) in s.dims.iter().enumerate() {
            for a in &dim.axes {
                self.add(
                    key,
                    d,
                    a.clone(),
                    OriginKind::Annotation {
                        priority: dim.priority,
                    },
                );
            }
        }
    }

    /// Records the axes `new` has that `old` did not, finding each one's source among
    /// `sources` (the other tensors of the step, before it).
    #[allow(clippy::too_many_arguments)]
    pub fn record_update(
        &mut self,
        key: Key,
        old: Option<&TensorSharding>,
        new: &TensorSharding,
        sources: &[(Key, Option<TensorSharding>)],
        op: Option<OpId>,
        user_priority: i64,
        policy: Policy,
        strategy: FactorStrategy,
        mesh: &MeshAttr,
    ) {
        for (d, dim) in new.dims.iter().enumerate() {
            for a in &dim.axes {
                let had = old
                    .and_then(|o| o.dims.get(d))
                    .is_some_and(|od| od.axes.contains(a));
                if had && self.lookup(key, d, a).is_some() {
                    continue;
                }
                let from = sources
                    .iter()
                    .filter(|(k, _)| *k != key)
                    .find_map(|(k, s)| {
                        let s = s.as_ref()?;
                        let holds = s.dims.iter().any(|sd| {
                            sd.axes
                                .iter()
                                .any(|b| crate::rules::axis::overlaps(a, b, mesh))
                        });
                        holds
                            .then(|| self.lookup_overlapping(*k, a, mesh))
                            .flatten()
                    });
                self.add(
                    key,
                    d,
                    a.clone(),
                    OriginKind::Propagated {
                        op,
                        from,
                        user_priority,
                        policy,
                        strategy,
                    },
                );
            }
        }
    }

    /// Records the axes a group member got from `from_key`.
    pub fn record_group_copy(
        &mut self,
        key: Key,
        from_key: Key,
        s: &TensorSharding,
        mesh: &MeshAttr,
    ) {
        for (d, dim) in s.dims.iter().enumerate() {
            for a in &dim.axes {
                if self.lookup(key, d, a).is_some() {
                    continue;
                }
                let from = self
                    .lookup(from_key, d, a)
                    .or_else(|| self.lookup_overlapping(from_key, a, mesh));
                self.add(key, d, a.clone(), OriginKind::Group { from });
            }
        }
    }

    /// The chain of origins from `id` back to its first link.
    pub fn chain(&self, mut id: OriginId) -> Vec<OriginId> {
        let mut out = vec![id];
        while let OriginKind::Propagated { from: Some(f), .. }
        | OriginKind::Group { from: Some(f) } = self.origins[id as usize].kind
        {
            if out.contains(&f) || out.len() > 10_000 {
                break;
            }
            out.push(f);
            id = f;
        }
        out
    }
}

// ----- `sdy.sharding_origins` ---------------------------------------------------------

/// The attribute naming, per axis, the annotation a sharding's axes came from
/// (`{data = "input: 0", model = "constraint_1"}`), as Shardy's `debug-sharding-origins`.
pub const ORIGINS_ATTR: &str = "sdy.sharding_origins";
/// The name an annotating op (constraint, manual computation, ...) goes by in origins.
pub const ORIGIN_NAME_ATTR: &str = "sdy.sharding_origin_name";

/// Names of annotation sources, in Shardy's words: `input: i` / `output: i` for function
/// arguments and results (`@f input: i` outside `main`), `constraint_k` for the k-th
/// `sdy.sharding_constraint`, `mc_k_input: j` / `mc_k_output: j` for manual computations,
/// `<op>_k` for any other annotated op.
struct Names {
    ordinal: FxHashMap<OpId, (String, usize)>,
}

impl Names {
    fn new(m: &Module) -> Names {
        let mut count: FxHashMap<String, usize> = FxHashMap::default();
        let mut ordinal = FxHashMap::default();
        for op in m.walk() {
            let name = &m.ops[op].name;
            let short = match name.as_str() {
                "sdy.sharding_constraint" => "constraint".to_string(),
                "sdy.manual_computation" => "mc".to_string(),
                n => n.rsplit('.').next().unwrap_or(n).to_string(),
            };
            let k = count.entry(short.clone()).or_default();
            ordinal.insert(op, (short, *k));
            *k += 1;
        }
        Names { ordinal }
    }

    fn op(&self, op: OpId) -> String {
        let (short, k) = &self.ordinal[&op];
        format!("{short}_{k}")
    }

    fn func_prefix(m: &Module, func: OpId) -> String {
        match m.symbol_name(func) {
            Some(n) if n != "main" => format!("@{n} "),
            _ => String::new(),
        }
    }

    /// The name of the annotation at `key`, and the op that carries it (to be given an
    /// [`ORIGIN_NAME_ATTR`]).
    fn of(&self, m: &Module, key: Key) -> (String, Option<OpId>) {
        match key {
            Key::FuncResult { func, res } => {
                (format!("{}output: {res}", Self::func_prefix(m, func)), None)
            }
            Key::Slot(v) => match m.values[v].def {
                ValueDef::BlockArg { block, index } => {
                    let owner = m.block_owner(block);
                    match m.ops[owner].name.as_str() {
                        "func.func" => (
                            format!("{}input: {index}", Self::func_prefix(m, owner)),
                            None,
                        ),
                        "sdy.manual_computation" => {
                            (format!("{}_input: {index}", self.op(owner)), Some(owner))
                        }
                        _ => (format!("{}_arg: {index}", self.op(owner)), Some(owner)),
                    }
                }
                ValueDef::Result { op, index } => {
                    // The import passes move a constraint's sharding onto its input;
                    // the constraint is the annotation.
                    if let Some(c) = m
                        .users_of(v)
                        .iter()
                        .map(|&(u, _)| u)
                        .find(|&u| m.ops[u].name == "sdy.sharding_constraint")
                    {
                        return (self.op(c), Some(c));
                    }
                    let o = &m.ops[op];
                    if o.name == "sdy.data_flow_edge" {
                        // The edge carries the sharding of its owner's target.
                        if let Some(owner) = o.operands.first().and_then(|&x| m.owning_op(x)) {
                            if m.ops[owner].name == "sdy.manual_computation" {
                                return (
                                    format!("{}_output: {index}", self.op(owner)),
                                    Some(owner),
                                );
                            }
                            return (self.op(owner), Some(owner));
                        }
                    }
                    if o.name == "sdy.manual_computation" {
                        return (format!("{}_output: {index}", self.op(op)), Some(op));
                    }
                    (self.op(op), Some(op))
                }
            },
        }
    }
}

/// Attaches [`ORIGINS_ATTR`] to every op with a sharded result (a dictionary, or an array
/// of them for several results) and to function arguments and results, and
/// [`ORIGIN_NAME_ATTR`] to every op an origin names. `slot_of` maps each value to the
/// slot its sharding was tracked under.
pub fn attach_origins(m: &mut Module, prov: &Provenance, slot_of: &[Option<ValueId>]) {
    use crate::ir::attr::NamedAttr;
    use crate::ir::Attr;
    use crate::passes::sharding::{
        func_arity, func_result_sharding, get_sharding, set_func_dict_entry,
    };

    let names = Names::new(m);
    let mut named_ops: Vec<OpId> = Vec::new();
    // The dictionary of one sharding: axis -> name of the annotation it came from.
    let mut dict = |m: &Module, key: Key, s: &TensorSharding| -> Option<Attr> {
        let mut entries = Vec::new();
        for (d, dim) in s.dims.iter().enumerate() {
            for a in &dim.axes {
                let Some(id) = prov.lookup(key, d, a) else {
                    continue;
                };
                let root = *prov.chain(id).last().expect("a chain holds its start");
                let o = &prov.origins[root as usize];
                let name = match o.kind {
                    OriginKind::Annotation { .. } => {
                        let (name, op) = names.of(m, o.key);
                        let constraint =
                            op.is_some_and(|op| m.ops[op].name == "sdy.sharding_constraint");
                        if o.key == key && !constraint {
                            "self".to_string()
                        } else {
                            named_ops.extend(op);
                            name
                        }
                    }
                    _ => "unknown".to_string(),
                };
                let key_text = match a.sub {
                    None => a.name.to_string(),
                    Some(sub) => format!("{}:({}){}", a.name, sub.pre_size, sub.size),
                };
                entries.push(NamedAttr {
                    quoted: !crate::ir::attr::is_bare_id(&key_text),
                    ..NamedAttr::new(key_text, Attr::Str(name), false)
                });
            }
        }
        (!entries.is_empty()).then_some(Attr::Dict(entries))
    };
    let slot = |v: ValueId| slot_of.get(v.0 as usize).copied().flatten().unwrap_or(v);
    let mut op_attrs: Vec<(OpId, Attr)> = Vec::new();
    let mut func_attrs: Vec<(OpId, &str, usize, usize, Attr)> = Vec::new();
    for op in m.walk() {
        let o = &m.ops[op];
        if o.name == "func.func" {
            let (n_in, n_out) = func_arity(m, op);
            if let Some(&entry) = o.regions.first().and_then(|&r| m.regions[r].blocks.first()) {
                for (i, &arg) in m.blocks[entry].args.iter().enumerate() {
                    if let Some(s) = get_sharding(m, arg) {
                        if let Some(d) = dict(m, Key::Slot(slot(arg)), &s) {
                            func_attrs.push((op, "arg_attrs", n_in, i, d));
                        }
                    }
                }
            }
            for r in 0..n_out {
                if let Some(s) = func_result_sharding(m, op, r) {
                    if let Some(d) = dict(m, Key::FuncResult { func: op, res: r }, &s) {
                        func_attrs.push((op, "res_attrs", n_out, r, d));
                    }
                }
            }
            continue;
        }
        let per_result: Vec<Option<Attr>> = o
            .results
            .iter()
            .map(|&r| get_sharding(m, r).and_then(|s| dict(m, Key::Slot(slot(r)), &s)))
            .collect();
        match per_result.as_slice() {
            [] => {}
            [Some(d)] => op_attrs.push((op, d.clone())),
            [None] => {}
            all if all.iter().any(Option::is_some) => op_attrs.push((
                op,
                Attr::Array(
                    all.iter()
                        .map(|d| d.clone().unwrap_or(Attr::Dict(vec![])))
                        .collect(),
                ),
            )),
            _ => {}
        }
    }
    for (op, d) in op_attrs {
        m.set_discardable_attr(op, ORIGINS_ATTR, d);
    }
    for (func, key, n, i, d) in func_attrs {
        set_func_dict_entry(m, func, key, n, i, ORIGINS_ATTR, d);
    }
    named_ops.sort();
    named_ops.dedup();
    for op in named_ops {
        let name = names.op(op);
        m.set_discardable_attr(op, ORIGIN_NAME_ATTR, Attr::Str(name));
    }
}
