//! Symbols of the module as MLIR's `SymbolTable` manages them for a pass: unique names
//! (`name_0`, `name_1`, ... from one counter per table), function lookup, and cloning a
//! function with every function it calls (Shardy's `cloneFuncRecursively`).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::mutate::ValueMap;
use crate::ir::{Attr, Module, OpId};

/// The discardable attribute recording which function a clone was made from.
pub const ORIGINAL_FUNC_NAME: &str = "sdy.original_func_name";

/// The symbol names of a module, its functions by name, and the uniquing counter of one
/// pass run. Looking a callee up here is O(1) where [`callee`] scans every function: a
/// pass that looks up every call of a module with a function per call (after
/// `sdy-flatten-call-graph`) stays linear.
pub struct SymbolTable {
    names: FxHashSet<String>,
    funcs: FxHashMap<String, OpId>,
    counter: u32,
}

impl SymbolTable {
    pub fn new(m: &Module) -> SymbolTable {
        let mut names = FxHashSet::default();
        let mut funcs = FxHashMap::default();
        for o in m.top_level_ops() {
            if let Some(name) = m.symbol_name(o) {
                if m.ops[o].name == "func.func" {
                    // The first of two functions with one name, as `Module::func`.
                    funcs.entry(name.clone()).or_insert(o);
                }
                names.insert(name);
            }
        }
        SymbolTable {
            names,
            funcs,
            counter: 0,
        }
    }

    /// The live function named `name` (as [`Module::func`], in O(1)).
    pub fn func(&self, m: &Module, name: &str) -> Option<OpId> {
        let f = *self.funcs.get(name)?;
        m.ops[f].parent.is_some().then_some(f)
    }

    /// The function a `func.call` calls (as [`callee`], in O(1)).
    pub fn callee(&self, m: &Module, call: OpId) -> Option<OpId> {
        self.func(m, &callee_name(m, call)?)
    }

    /// Reserves `base` if free, else the first free `base_<counter>` (MLIR's uniquing).
    pub fn unique_name(&mut self, base: &str) -> String {
        let mut name = base.to_string();
        while self.names.contains(&name) {
            name = format!("{base}_{}", self.counter);
            self.counter += 1;
        }
        self.names.insert(name.clone());
        name
    }

    /// Releases a name (its op was erased).
    pub fn forget(&mut self, name: &str) {
        self.names.remove(name);
        self.funcs.remove(name);
    }

    /// Gives a detached symbol op a unique name (renaming it on a clash) and appends it
    /// to the module (MLIR's `SymbolTable::insert`). Returns the name.
    pub fn insert(&mut self, m: &mut Module, op: OpId) -> String {
        let base = m.symbol_name(op).unwrap_or_default();
        let name = self.unique_name(&base);
        m.set_inherent_attr(op, "sym_name", Attr::str(&name));
        let b = module_body(m);
        m.append_op(b, op);
        if m.ops[op].name == "func.func" {
            self.funcs.insert(name.clone(), op);
        }
        name
    }
}

/// The block of the top-level module (created if the module has none).
pub fn module_body(m: &mut Module) -> crate::ir::BlockId {
    let top = m.top_op();
    if let Some(b) = m.entry_block(top) {
        return b;
    }
    let r = match m.ops[top].regions.first() {
        Some(&r) => r,
        None => m.add_region(top),
    };
    m.add_block(r, vec![])
}

/// The function a `func.call` calls.
pub fn callee(m: &Module, call: OpId) -> Option<OpId> {
    let name = callee_name(m, call)?;
    m.func(&name)
}

/// The callee's symbol name (without `@`).
pub fn callee_name(m: &Module, call: OpId) -> Option<String> {
    match m.ops[call].attr("callee") {
        Some(Attr::SymbolRef(s)) => Some(s.trim_start_matches('@').trim_matches('"').to_string()),
        _ => None,
    }
}

/// Points a `func.call` at another function.
pub fn set_callee(m: &mut Module, call: OpId, name: &str) {
    let r = if crate::ir::attr::is_bare_id(name) {
        format!("@{name}")
    } else {
        format!("@\"{name}\"")
    };
    m.set_inherent_attr(call, "callee", Attr::SymbolRef(r));
}

/// The name of the function a function was cloned from, or its own name.
pub fn original_func_name(m: &Module, func: OpId) -> String {
    m.ops[func]
        .attr(ORIGINAL_FUNC_NAME)
        .and_then(Attr::as_str)
        .or_else(|| m.symbol_name(func))
        .unwrap_or_default()
}

/// Clones `func` and, recursively, every function it calls (each clone inserted into the
/// module as it is made, callees first), pointing the cloned calls at the cloned callees.
/// The returned clone is detached and still has the original's name: insert it with
/// [`SymbolTable::insert`]. Clones record the original name in `sdy.original_func_name`.
pub fn clone_func_recursively(m: &mut Module, symbols: &mut SymbolTable, func: OpId) -> OpId {
    let mut map = ValueMap::default();
    let clone = m.clone_op(func, &mut map);
    // A function is isolated from above: its clone can keep the value names.
    for (src, dst) in map {
        let name = m.values[src].name.clone();
        m.values[dst].name = name;
    }
    let calls: Vec<OpId> = m
        .walk_inside(clone)
        .into_iter()
        .filter(|&o| m.ops[o].name == "func.call")
        .collect();
    for call in calls {
        if let Some(target) = symbols.callee(m, call) {
            let c = clone_func_recursively(m, symbols, target);
            let name = symbols.insert(m, c);
            set_callee(m, call, &name);
        }
    }
    if m.ops[clone].attr(ORIGINAL_FUNC_NAME).is_none() {
        let orig = original_func_name(m, func);
        m.set_discardable_attr(clone, ORIGINAL_FUNC_NAME, Attr::str(&orig));
    }
    clone
}

/// Functions in an order where callees come before their callers (post-order of the call
/// graph from each function in module order).
pub fn funcs_callees_first(m: &Module) -> Vec<OpId> {
    let symbols = SymbolTable::new(m);
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    for f in m.funcs() {
        post_order(m, &symbols, f, &mut seen, &mut out);
    }
    out
}

fn post_order(
    m: &Module,
    symbols: &SymbolTable,
    f: OpId,
    seen: &mut FxHashSet<OpId>,
    out: &mut Vec<OpId>,
) {
    if !seen.insert(f) {
        return;
    }
    for op in m.walk_inside(f) {
        if m.ops[op].name == "func.call" {
            if let Some(c) = symbols.callee(m, op) {
                post_order(m, symbols, c, seen, out);
            }
        }
    }
    out.push(f);
}
