//! `sdy-propagate-sharding-from-func-to-call`: a `func.call` without result shardings
//! takes its callee's result shardings (results without one become fully open on the
//! mesh of the first result sharding whose mesh is not maximal; nothing is set if there
//! is no such sharding).

use super::sharding::{
    fully_open, func_arity, func_result_sharding, mesh_table, per_value_attr, rank_of,
    resolve_mesh, SHARDING_ATTR,
};
use super::symbols::callee;
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::Module;

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let table = mesh_table(m);
    for op in super::walk_post_order(m) {
        if m.ops[op].name != "func.call" || m.ops[op].attr(SHARDING_ATTR).is_some() {
            continue;
        }
        let Some(f) = callee(m, op) else { continue };
        let n = func_arity(m, f).1;
        let shardings: Vec<_> = (0..n).map(|i| func_result_sharding(m, f, i)).collect();
        let Some(mesh) = shardings.iter().flatten().find_map(|s| {
            let mesh = resolve_mesh(&s.mesh, &table)?;
            (!mesh.is_maximal()).then(|| s.mesh.clone())
        }) else {
            continue;
        };
        let results = m.ops[op].results.clone();
        let list = shardings
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                s.unwrap_or_else(|| {
                    fully_open(mesh.clone(), results.get(i).map_or(0, |&r| rank_of(m, r)))
                })
            })
            .collect();
        m.set_discardable_attr(op, SHARDING_ATTR, per_value_attr(list));
    }
    Ok(Diagnostics::default())
}
