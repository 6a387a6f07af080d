//! What the user fixed in a module, which nothing that proposes edits may propose to
//! change: closed dims of written shardings (function arguments and results, sharding
//! constraints, any annotated op), dims with an explicit priority, manual computations
//! (their in/out shardings and everything inside), and donated buffers (an entry
//! argument with `tf.aliasing_output` or `jax.buffer_donor`, and the result it aliases).
//!
//! [`seed_open`] opens a plan for a propagation check (every dim open) except what the
//! user fixed there, which keeps the plan's axes, closed.

use crate::ir::sdy::TensorSharding;
use crate::ir::{Module, OpId, ValueId};
use crate::passes::sharding::{
    func_arg_sharding, func_arity, func_result_sharding, get_sharding, set_func_arg_sharding,
    set_func_result_sharding, set_sharding,
};

/// Why a place is fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Why {
    /// Some dims written closed (`{}`, `{"x"}`, not `{?}`).
    Closed,
    /// Some dims written with an explicit priority (`{"x"}p1`).
    Priority,
    /// The result of a sharding constraint (its closed dims).
    Constraint,
    /// A manual computation's shardings, or a value inside one.
    Manual,
    /// A donated buffer (entry argument donated, or the result it aliases).
    Donated,
}

impl Why {
    pub fn name(self) -> &'static str {
        match self {
            Why::Closed => "closed dims",
            Why::Priority => "explicit priorities",
            Why::Constraint => "sharding constraints",
            Why::Manual => "manual regions",
            Why::Donated => "donated buffers",
        }
    }
}

/// A sharded place of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    Arg(OpId, usize),
    Result(OpId, usize),
    Value(ValueId),
}

/// One fixed place: which dims (all when `dims` is `None`) and why.
#[derive(Clone, Debug, PartialEq)]
pub struct FixedPlace {
    pub place: Place,
    pub why: Why,
    pub dims: Option<Vec<usize>>,
}

/// The dims of a written sharding that the user fixed, and why (`None`: none fixed).
fn fixed_dims(s: &TensorSharding, default: Why) -> Option<(Why, Vec<usize>)> {
    let dims: Vec<usize> = (0..s.dims.len())
        .filter(|&d| s.dims[d].closed || s.dims[d].priority.is_some())
        .collect();
    if dims.is_empty() {
        return None;
    }
    let closed = dims.iter().any(|&d| s.dims[d].closed);
    Some((if closed { default } else { Why::Priority }, dims))
}

fn inside_manual(m: &Module, op: OpId) -> bool {
    let mut p = m.parent_op(op);
    while let Some(q) = p {
        if m.ops[q].name == "sdy.manual_computation" {
            return true;
        }
        p = m.parent_op(q);
    }
    false
}

/// Every place of `m` the user fixed, in walk order.
pub fn fixed_places(m: &Module) -> Vec<FixedPlace> {
    let mut out = Vec::new();
    let entry = crate::cost::memory::entry_function(m);
    let pairs = super::alias::pairs(m);
    let donors = super::alias::donors(m);
    let mut push = |place, found: Option<(Why, Vec<usize>)>| {
        if let Some((why, dims)) = found {
            out.push(FixedPlace {
                place,
                why,
                dims: Some(dims),
            });
        }
    };
    for op in m.walk() {
        let o = &m.ops[op];
        if o.name == "func.func" {
            let (n_in, n_out) = func_arity(m, op);
            let main = Some(op) == entry;
            for i in 0..n_in {
                let donated = main && (pairs.iter().any(|p| p.arg == i) || donors.contains(&i));
                let found = if donated {
                    Some((Why::Donated, vec![]))
                } else {
                    func_arg_sharding(m, op, i).and_then(|s| fixed_dims(&s, Why::Closed))
                };
                push(Place::Arg(op, i), found);
            }
            for k in 0..n_out {
                let donated = main && pairs.iter().any(|p| p.result == k);
                let found = if donated {
                    Some((Why::Donated, vec![]))
                } else {
                    func_result_sharding(m, op, k).and_then(|s| fixed_dims(&s, Why::Closed))
                };
                push(Place::Result(op, k), found);
            }
            continue;
        }
        let manual = o.name == "sdy.manual_computation" || inside_manual(m, op);
        let default = if o.name == "sdy.sharding_constraint" {
            Why::Constraint
        } else {
            Why::Closed
        };
        // (A manual computation's block arguments are its `in_shardings`, kept whole.)
        for v in o.results.clone() {
            let found = if manual {
                Some((Why::Manual, vec![]))
            } else if o.attr("sdy.sharding").is_some() {
                get_sharding(m, v).and_then(|s| fixed_dims(&s, default))
            } else {
                None
            };
            push(Place::Value(v), found);
        }
    }
    // `Some(vec![])` above stands for "every dim".
    for f in &mut out {
        if matches!(f.why, Why::Donated | Why::Manual) {
            f.dims = None;
        }
    }
    out
}

/// The sharding at a place.
pub fn sharding_at(m: &Module, p: Place) -> Option<TensorSharding> {
    match p {
        Place::Arg(f, i) => func_arg_sharding(m, f, i),
        Place::Result(f, k) => func_result_sharding(m, f, k),
        Place::Value(v) => get_sharding(m, v),
    }
}

fn set_at(m: &mut Module, p: Place, s: TensorSharding) {
    match p {
        Place::Arg(f, i) => set_func_arg_sharding(m, f, i, s),
        Place::Result(f, k) => set_func_result_sharding(m, f, k, s),
        Place::Value(v) => set_sharding(m, v, s),
    }
}

/// Opens every dim of `plan` (a plan for `input`: the same op ids) for a propagation
/// check, except what the user fixed in `input`: those dims keep the plan's axes,
/// closed, and manual computations are left as they are.
pub fn seed_open(plan: &mut Module, fixed: &[FixedPlace]) {
    let keep: Vec<(Place, TensorSharding)> = fixed
        .iter()
        .filter_map(|f| {
            let mut s = sharding_at(plan, f.place)?;
            for (d, dim) in s.dims.iter_mut().enumerate() {
                if f.dims.as_ref().map_or(true, |ds| ds.contains(&d)) {
                    dim.closed = true;
                    dim.priority = None;
                }
            }
            Some((f.place, s))
        })
        .collect();
    let manual: Vec<(OpId, Vec<(String, crate::ir::Attr)>)> = plan
        .walk()
        .into_iter()
        .filter(|&op| plan.ops[op].name == "sdy.manual_computation")
        .map(|op| {
            let attrs = ["in_shardings", "out_shardings"]
                .iter()
                .filter_map(|k| plan.ops[op].attr(k).map(|a| (k.to_string(), a.clone())))
                .collect();
            (op, attrs)
        })
        .collect();
    crate::propagate::priority_cut::open_every_dim(plan);
    for (p, s) in keep {
        set_at(plan, p, s);
    }
    for (op, attrs) in manual {
        for (k, saved) in attrs {
            if let Some(a) = plan.ops[op].attrs.iter_mut().find(|a| a.name == k) {
                a.value = saved;
            }
        }
    }
}
