//! Propagation stability of a plan: seed Shardy's propagation with the plan on every
//! value, every dim open, and see what it would change. A stable plan is one the user
//! can write back without the compiler's propagation moving it (what `emit --mode
//! minimal` relies on); otherwise the report lists what propagation adds and what the
//! plan then costs.

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
        .enumerate()
        .map(|(i, &r)| {
            let what = if o.results.len() == 1 {
                format!("%{} ({})", m.values[r].name, o.name)
            } else {
                format!("%{}#{i} ({})", m.values[r].name, o.name)
            };
            (what, get_sharding(m, r))
        })
        .collect()
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

/// Propagates `plan` with every dim opened and compares.
pub fn check(plan: &Module, opts: &SolveOptions) -> Stability {
    let mut seeded = plan.clone();
    crate::propagate::priority_cut::open_every_dim(&mut seeded);
    let mut st = Stability {
        changed: vec![],
        compared: 0,
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
