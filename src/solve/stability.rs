//! Propagation stability of a plan: seed Shardy's propagation with the plan on every
//! value, every dim open except what the user fixed ([`super::fixed`]: closed dims,
//! explicit priorities, sharding constraints, manual regions, donated buffers, which
//! keep the plan's axes closed), and see what it would change. A stable plan is one the
//! user can write back without the compiler's propagation moving it (what `emit --mode
//! minimal` relies on); otherwise the report lists what propagation adds and what the
//! plan then costs. It never proposes changing a fixed place: those are listed as fixed.

use super::fixed::{fixed_places, seed_open, Place};
use super::SolveOptions;
use crate::cost::plan::evaluate;
use crate::ir::sdy::{SdyAttr, TensorSharding};
use crate::ir::{Module, OpId};
use crate::passes::sharding::{func_arg_sharding, func_result_sharding, get_sharding};

/// What propagation does to a plan.
#[derive(Clone, Debug, PartialEq)]
pub struct Stability {
    /// Values whose sharding propagation changes: (what, plan's, propagated).
    pub changed: Vec<(String, String, String)>,
    /// Values compared.
    pub compared: usize,
    /// Places the user fixed, kept closed in the check: (what, why).
    pub fixed: Vec<(String, &'static str)>,
    /// The propagated plan's serial seconds, when it changed.
    pub propagated_s: Option<Result<f64, String>>,
    /// Why the comparison could not be made (propagation failed, or it changed the
    /// program's structure so that values no longer correspond).
    pub error: Option<String>,
}

impl Stability {
    pub fn stable(&self) -> bool {
        self.error.is_none() && self.changed.is_empty()
    }
}

/// Axes per dim, ignoring whether the dim is closed (propagation's export closes them).
fn axes_of(s: &Option<TensorSharding>) -> Vec<Vec<String>> {
    match s {
        None => vec![],
        Some(s) => {
            let mut dims: Vec<Vec<String>> = s
                .dims
                .iter()
                .map(|d| d.axes.iter().map(|a| a.to_string()).collect())
                .collect();
            // A replicated sharding and no sharding are the same plan.
            if dims.iter().all(Vec::is_empty) {
                dims.clear();
            }
            dims
        }
    }
}

fn show(s: &Option<TensorSharding>) -> String {
    match s {
        None => "replicated".into(),
        Some(s) => SdyAttr::Sharding(s.clone()).to_string(),
    }
}

/// The sharded places of one op: function arguments and results, or op results.
fn places_of(m: &Module, op: OpId) -> Vec<(String, Option<TensorSharding>)> {
    let o = &m.ops[op];
    if o.name == "func.func" {
        let (n_in, n_out) = crate::passes::sharding::func_arity(m, op);
        let f = m.symbol_name(op).unwrap_or_default();
        let args =
            (0..n_in).map(|i| (format!("argument {i} of @{f}"), func_arg_sharding(m, op, i)));
        let res = (0..n_out).map(|i| {
            (
                format!("result {i} of @{f}"),
                func_result_sharding(m, op, i),
            )
        });
        return args.chain(res).collect();
    }
    o.results
        .iter()
        .map(|&r| (value_label(m, r), get_sharding(m, r)))
        .collect()
}

/// A value as the printer spells it (`%5`, `%4#1`; a value the plan created, such as an
/// inserted reshard, `%v_<id>`), with its op, and for a reshard what it reshards.
pub fn value_label(m: &Module, v: crate::ir::ValueId) -> String {
    let name = &m.values[v].name;
    let spelled = if name.is_empty() {
        format!("%v_{}", v.0)
    } else {
        format!("%{name}")
    };
    let crate::ir::ValueDef::Result { op, .. } = m.values[v].def else {
        return spelled;
    };
    let o = &m.ops[op];
    match o.operands.first() {
        Some(&x) if o.name == "sdy.reshard" && !m.values[x].name.is_empty() => {
            format!("{spelled} (sdy.reshard of %{})", m.values[x].name)
        }
        _ => format!("{spelled} ({})", o.name),
    }
}

/// A fixed place as the report names it.
fn place_label(m: &Module, p: Place) -> String {
    let f = |op| m.symbol_name(op).unwrap_or_default();
    match p {
        Place::Arg(op, i) => format!("argument {i} of @{}", f(op)),
        Place::Result(op, k) => format!("result {k} of @{}", f(op)),
        Place::Value(v) => value_label(m, v),
    }
}

/// The same op in both modules (propagation keeps op ids; the constant splitter renames
/// `stablehlo.constant` to `sdy.constant`).
fn same_op(a: &Module, b: &Module, op: OpId) -> bool {
    let canon = |n: &str| {
        if n == "stablehlo.constant" {
            "sdy.constant".to_string()
        } else {
            n.to_string()
        }
    };
    canon(&a.ops[op].name) == canon(&b.ops[op].name)
        && a.ops[op].results.len() == b.ops[op].results.len()
}

/// Propagates `plan` (a plan for `input`: the same op ids) with every dim opened but
/// those the user fixed in `input`, and compares.
pub fn check(plan: &Module, input: &Module, opts: &SolveOptions) -> Stability {
    let fixed = fixed_places(input);
    let mut seeded = plan.clone();
    seed_open(&mut seeded, &fixed);
    let mut st = Stability {
        changed: vec![],
        compared: 0,
        fixed: fixed
            .iter()
            .map(|f| (place_label(input, f.place), f.why.name()))
            .collect(),
        propagated_s: None,
        error: None,
    };
    if let Err(d) = crate::propagate::pipeline::run_pipeline(&mut seeded) {
        st.error = Some(format!(
            "propagation fails on the plan: {}",
            d.sorted()
                .into_iter()
                .map(|d| d.message)
                .collect::<Vec<_>>()
                .join("; ")
        ));
        return st;
    }
    // Ops are compared by id: the pipeline keeps the ids of the ops it does not
    // replace. Ops it replaced (split or merged constants, calls rebuilt from named
    // computations, inserted reshards) are not compared.
    let live: std::collections::HashSet<OpId> = seeded.walk().into_iter().collect();
    for op in plan.walk() {
        if !live.contains(&op) || !same_op(plan, &seeded, op) {
            continue;
        }
        for ((what, x), (_, y)) in places_of(plan, op).into_iter().zip(places_of(&seeded, op)) {
            st.compared += 1;
            if axes_of(&x) != axes_of(&y) {
                st.changed.push((what, show(&x), show(&y)));
            }
        }
    }
    if st.compared == 0 {
        st.error = Some("no value of the plan survives propagation to be compared".into());
    }
    if !st.changed.is_empty() {
        st.propagated_s =
            Some(evaluate(&seeded, &opts.hw, &opts.axis_links, &opts.plan).map(|c| c.serial_s()));
    }
    st
}
