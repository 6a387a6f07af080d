//! `sdy-constant-or-scalar-splitter`: gives every use of a constant sub-computation or a
//! scalar expansion its own copy, so shardings do not propagate between unrelated uses
//! through a shared constant.
//!
//! First every `stablehlo.constant` becomes an `sdy.constant` (which nothing folds or
//! dedups). Then, per function (callees before callers) and per named computation body:
//! - a constant sub-computation is an `sdy.constant` or `stablehlo.iota`, or a pure
//!   broadcast, reshape, slice or elementwise op (or a call / named computation whose body
//!   is all such ops) whose operands are all constant sub-computations;
//! - a scalar expansion is a `broadcast_in_dim` of a rank-0 tensor;
//! - each use by another op gets a clone of the whole sub-computation, inserted right
//!   before the original ops (rank-0 values are shared, not cloned; `sdy.sharding_group`
//!   users are cloned along; a cloned call calls a clone of its callee, named
//!   `<callee>_<n>` with `sdy.original_func_name`);
//! - the originals left without users (but sharding groups) are erased.

use rustc_hash::{FxHashMap, FxHashSet};

use super::sharding::is_scalar;
use super::symbols::{
    clone_func_recursively, funcs_callees_first, original_func_name, set_callee, SymbolTable,
};
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::mutate::{BulkEdit, ValueMap};
use crate::ir::{Module, OpId, RegionId, ValueDef, ValueId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    // One walk renames the constants and finds the sharding groups (a walk of a large
    // module reads every op from memory again).
    let mut group_users: FxHashMap<ValueId, Vec<OpId>> = FxHashMap::default();
    for op in m.walk() {
        let o = &mut m.ops[op];
        if o.name == "stablehlo.constant" {
            o.name = "sdy.constant".to_string();
        } else if o.name == "sdy.sharding_group" && o.operands.len() == 1 {
            group_users.entry(o.operands[0]).or_default().push(op);
        }
    }
    let mut s = Splitter {
        symbols: SymbolTable::new(m),
        non_const_funcs: FxHashSet::default(),
        non_const_named: FxHashSet::default(),
        group_users,
        edit: BulkEdit::default(),
    };
    for f in funcs_callees_first(m) {
        let named: Vec<OpId> = super::walk_post_order_from(m, f)
            .into_iter()
            .filter(|&o| m.ops[o].name == "sdy.named_computation")
            .collect();
        for nc in named {
            if let Some(&r) = m.ops[nc].regions.first() {
                s.walk_region(m, r, f);
            }
        }
        if let Some(&r) = m.ops[f].regions.first() {
            s.walk_region(m, r, f);
        }
    }
    Ok(Diagnostics::default())
}

struct Splitter {
    symbols: SymbolTable,
    non_const_funcs: FxHashSet<String>,
    non_const_named: FxHashSet<String>,
    /// `sdy.sharding_group` ops by grouped value (of the original IR).
    group_users: FxHashMap<ValueId, Vec<OpId>>,
    /// The clones of the region being split, inserted at its end in one pass.
    edit: BulkEdit,
}

/// A set of ops that remembers insertion order (LLVM's `SetVector`), membership a
/// dense flag per op id.
#[derive(Default)]
struct OrderedSet {
    order: Vec<OpId>,
    set: Vec<bool>,
}

impl OrderedSet {
    fn insert(&mut self, op: OpId) {
        let i = op.0 as usize;
        if i >= self.set.len() {
            self.set.resize(i + 1, false);
        }
        if !self.set[i] {
            self.set[i] = true;
            self.order.push(op);
        }
    }
    fn contains(&self, op: OpId) -> bool {
        self.set.get(op.0 as usize).copied().unwrap_or(false)
    }
}

/// Pure elementwise ops (MLIR's `Elementwise` / StableHLO's `BroadcastingElementwise`
/// traits), plus the `sdy` ops that behave like them for this pass.
fn is_pure_elementwise(m: &Module, op: OpId) -> bool {
    let name = m.ops[op].name.as_str();
    if name == "stablehlo.bitcast_convert" {
        // Elementwise iff the shape is unchanged (equal bit widths).
        let o = &m.ops[op];
        return match (o.operands.first(), o.results.first()) {
            (Some(&a), Some(&r)) => {
                m.tensor_type(a).map(|t| &t.shape) == m.tensor_type(r).map(|t| &t.shape)
            }
            _ => false,
        };
    }
    let Some(short) = name.strip_prefix("stablehlo.") else {
        return matches!(name, "sdy.propagation_barrier" | "sdy.reshard");
    };
    matches!(
        short,
        "abs"
            | "add"
            | "and"
            | "atan2"
            | "cbrt"
            | "ceil"
            | "clamp"
            | "compare"
            | "complex"
            | "convert"
            | "cosine"
            | "count_leading_zeros"
            | "divide"
            | "exponential"
            | "exponential_minus_one"
            | "floor"
            | "imag"
            | "is_finite"
            | "log"
            | "log_plus_one"
            | "logistic"
            | "maximum"
            | "minimum"
            | "multiply"
            | "negate"
            | "not"
            | "or"
            | "popcnt"
            | "power"
            | "real"
            | "reduce_precision"
            | "remainder"
            | "round_nearest_afz"
            | "round_nearest_even"
            | "rsqrt"
            | "select"
            | "shift_left"
            | "shift_right_arithmetic"
            | "shift_right_logical"
            | "sign"
            | "sine"
            | "sqrt"
            | "subtract"
            | "tan"
            | "tanh"
            | "xor"
    )
}

fn is_terminator(m: &Module, op: OpId) -> bool {
    matches!(
        m.ops[op].name.as_str(),
        "func.return" | "stablehlo.return" | "sdy.return"
    )
}

fn str_attr(m: &Module, op: OpId, key: &str) -> String {
    m.ops[op]
        .attr(key)
        .and_then(crate::ir::Attr::as_str)
        .unwrap_or_default()
}

impl Splitter {
    fn is_constant_preserving(&self, m: &Module, op: OpId) -> bool {
        match m.ops[op].name.as_str() {
            "func.call" => match self.symbols.callee(m, op) {
                Some(f) => !self.non_const_funcs.contains(&original_func_name(m, f)),
                None => false,
            },
            "sdy.named_computation" => !self.non_const_named.contains(&str_attr(m, op, "name")),
            "stablehlo.broadcast_in_dim" | "stablehlo.reshape" | "stablehlo.slice" => true,
            _ => is_pure_elementwise(m, op),
        }
    }

    fn is_constant_expression(&self, m: &Module, op: OpId, constants: &OrderedSet) -> bool {
        if matches!(m.ops[op].name.as_str(), "sdy.constant" | "stablehlo.iota") {
            return true;
        }
        self.is_constant_preserving(m, op)
            && m.ops[op]
                .operands
                .iter()
                .all(|&v| m.defining_op(v).is_some_and(|d| constants.contains(d)))
    }

    /// Splits within one region (not entering named computations, walked separately).
    fn walk_region(&mut self, m: &mut Module, region: RegionId, func: OpId) {
        let mut constants = OrderedSet::default();
        let mut expansions = OrderedSet::default();
        // The walk does not enter nested named computations, so every op of it has the
        // same enclosing named computation and function: marking them non-constant
        // once is enough.
        let mut marked = false;
        for op in walk_skipping_named(m, region) {
            let name = m.ops[op].name.as_str();
            if name == "func.func" || name == "sdy.sharding_group" {
                continue;
            }
            let broadcast = name == "stablehlo.broadcast_in_dim";
            if self.is_constant_expression(m, op, &constants) {
                constants.insert(op);
                continue;
            }
            if !marked && !self.is_constant_preserving(m, op) && !is_terminator(m, op) {
                if let Some(nc) = m.enclosing_op_named(op, "sdy.named_computation") {
                    self.non_const_named.insert(str_attr(m, nc, "name"));
                }
                self.non_const_funcs.insert(original_func_name(m, func));
                marked = true;
            }
            let scalar_expansion =
                broadcast && m.ops[op].operands.first().is_some_and(|&v| is_scalar(m, v));
            if scalar_expansion {
                expansions.insert(op);
                continue;
            }
            // A non-constant user: each constant operand gets its own copy.
            for i in 0..m.ops[op].operands.len() {
                let v = m.ops[op].operands[i];
                let Some(d) = m.defining_op(v) else { continue };
                if constants.contains(d) || expansions.contains(d) {
                    let c = self.clone_sub_computation(m, v);
                    m.ops[op].operands[i] = c;
                }
            }
        }
        std::mem::take(&mut self.edit).finish(m);
        self.erase_unused(m, region, &expansions, &constants);
    }

    /// A copy of the sub-computation defining `v` (rank-0 values are not copied).
    fn clone_sub_computation(&mut self, m: &mut Module, v: ValueId) -> ValueId {
        if is_scalar(m, v) {
            return v;
        }
        let mut map = ValueMap::default();
        self.clone_rec(m, v, &mut map);
        map[&v]
    }

    fn clone_rec(&mut self, m: &mut Module, v: ValueId, map: &mut ValueMap) {
        if is_scalar(m, v) || map.contains_key(&v) {
            return;
        }
        let ValueDef::Result { op, .. } = m.values[v].def else {
            return;
        };
        for operand in m.ops[op].operands.clone() {
            if matches!(m.values[operand].def, ValueDef::Result { .. }) {
                self.clone_rec(m, operand, map);
            }
        }
        let clone = m.clone_op(op, map);
        self.edit.insert_before(m, op, clone);
        if m.ops[clone].name == "func.call" {
            if let Some(f) = self.symbols.callee(m, clone) {
                let cf = clone_func_recursively(m, &mut self.symbols, f);
                let name = self.symbols.insert(m, cf);
                set_callee(m, clone, &name);
            }
        }
        for g in self.group_users.get(&v).cloned().unwrap_or_default() {
            if m.ops[g].parent.is_none() {
                continue;
            }
            let gc = m.clone_op(g, map);
            self.edit.insert_before(m, op, gc);
        }
    }

    /// Erases the scalar expansions, then the constants in reverse order, that are left
    /// with no user but `sdy.sharding_group` ops (erased along).
    fn erase_unused(
        &self,
        m: &mut Module,
        region: RegionId,
        expansions: &OrderedSet,
        constants: &OrderedSet,
    ) {
        // Users of the results of candidates only (the ops this may erase).
        let candidate = |m: &Module, v: ValueId| {
            m.defining_op(v)
                .is_some_and(|d| expansions.contains(d) || constants.contains(d))
        };
        let mut users: FxHashMap<ValueId, Vec<OpId>> = FxHashMap::default();
        for op in m.walk_region(region) {
            for &v in &m.ops[op].operands {
                if candidate(m, v) {
                    users.entry(v).or_default().push(op);
                }
            }
        }
        let mut edit = BulkEdit::default();
        let mut erase = |m: &mut Module, users: &mut FxHashMap<ValueId, Vec<OpId>>, op: OpId| {
            for &v in &m.ops[op].operands {
                if let Some(u) = users.get_mut(&v) {
                    if let Some(i) = u.iter().position(|&x| x == op) {
                        u.remove(i);
                    }
                }
            }
            edit.erase(m, op);
        };
        let candidates = expansions
            .order
            .iter()
            .chain(constants.order.iter().rev())
            .copied()
            .collect::<Vec<_>>();
        for op in candidates {
            let op_users: Vec<OpId> = m.ops[op]
                .results
                .iter()
                .flat_map(|r| users.get(r).cloned().unwrap_or_default())
                .collect();
            if op_users
                .iter()
                .any(|&u| m.ops[u].name != "sdy.sharding_group")
            {
                continue;
            }
            for u in op_users {
                if m.ops[u].parent.is_some() {
                    erase(m, &mut users, u);
                }
            }
            erase(m, &mut users, op);
        }
        edit.finish(m);
    }
}

/// Pre-order walk of a region that does not enter named computations' bodies.
fn walk_skipping_named(m: &Module, region: RegionId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    for &b in m.regions[region].blocks.iter().rev() {
        stack.extend(m.blocks[b].ops.iter().rev().copied());
    }
    while let Some(op) = stack.pop() {
        out.push(op);
        if m.ops[op].name == "sdy.named_computation" {
            continue;
        }
        for &r in m.ops[op].regions.iter().rev() {
            for &b in m.regions[r].blocks.iter().rev() {
                stack.extend(m.blocks[b].ops.iter().rev().copied());
            }
        }
    }
    out
}

/// The ops of `m` this pass replaces by a copy per use (constant sub-computations and
/// scalar expansions with a user other than a sharding group): what it erases, found by
/// running it on a clone (which names every op by the same id).
pub fn split_per_use(m: &Module) -> std::collections::HashSet<OpId> {
    let mut c = m.clone();
    if run(&mut c, &PassOptions::default()).is_err() {
        return std::collections::HashSet::new();
    }
    let kept: FxHashSet<OpId> = c.walk().into_iter().collect();
    m.walk()
        .into_iter()
        .filter(|o| !kept.contains(o) && m.ops[*o].name != "sdy.sharding_group")
        .collect()
}
