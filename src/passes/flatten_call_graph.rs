//! `sdy-flatten-call-graph`: makes every function called at most once. Calls are visited
//! depth first from each function in module order (a call, then the calls in its callee);
//! the first call of a function keeps it, every later call gets a clone of the function
//! and of everything it calls (`<name>_<n>`, with `sdy.original_func_name`).

use rustc_hash::FxHashSet;

use super::symbols::{clone_func_recursively, set_callee, SymbolTable};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::{Module, OpId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let mut symbols = SymbolTable::new(m);
    let mut called: FxHashSet<String> = FxHashSet::default();
    let mut visited: FxHashSet<OpId> = FxHashSet::default();
    for f in m.funcs() {
        visit(m, f, &mut symbols, &mut called, &mut visited);
    }
    Ok(Diagnostics::default())
}

fn visit(
    m: &mut Module,
    func: OpId,
    symbols: &mut SymbolTable,
    called: &mut FxHashSet<String>,
    visited: &mut FxHashSet<OpId>,
) {
    if !visited.insert(func) {
        return;
    }
    let calls: Vec<OpId> = m
        .walk_inside(func)
        .into_iter()
        .filter(|&o| m.ops[o].name == "func.call")
        .collect();
    for call in calls {
        let Some(target) = symbols.callee(m, call) else {
            continue;
        };
        let name = m.symbol_name(target).unwrap_or_default();
        let target = if called.insert(name) {
            target
        } else {
            let clone = clone_func_recursively(m, symbols, target);
            let new_name = symbols.insert(m, clone);
            set_callee(m, call, &new_name);
            clone
        };
        visit(m, target, symbols, called, visited);
    }
}
