//! The export passes of `sdy-propagation-pipeline`, after propagation, in pipeline
//! order. Each is a pass function like those of [`crate::passes`] and is registered in
//! its table under Shardy's name:
//!
//! | pass | what it does |
//! |---|---|
//! | `sdy-export-named-computations` | each `sdy.named_computation` becomes a `func.call` of a new private function holding its body; shardings come from its data-flow edges |
//! | `sdy-propagate-to-func-results` | functions other than `main` get their returned values' shardings as result shardings |
//! | `sdy-unflatten-call-graph` | calls of clones of one function with the same shardings call the first such clone |
//! | `sdy-insert-func-call-reshards` | a call whose sharding differs from its callee's result sharding gets a reshard |
//! | `sdy-sink-data-flow-edges` | data-flow edge shardings move onto their owners (while results, manual computation in/out shardings); the edges go |
//! | `sdy-remove-sharding-groups` | `sdy.sharding_group` ops go |
//! | `sdy-sharding-constraint-to-reshard` | constraints become `sdy.reshard` |
//! | `sdy-update-non-divisible-input-output-shardings` | function inputs/outputs (and manual computation edges) keep the largest evenly dividing prefix per dim |
//! | `sdy-remove-sub-axes-in-input-output-shardings` | `main`'s open dims stop at their first sub-axis |
//! | `sdy-close-shardings` | every dim of every sharding closed, replicated axes dropped |
//! | `sdy-insert-explicit-reshards` | (default, non-full version) call operands resharded to the callee's arguments; a dot conflicting with its operands on the contraction's axes resharded after it |
//! | `canonicalize` (collective patterns) | dead pure ops erased |
//! | `sdy-drop-sharding-rules` | `sdy.sharding_rule` attributes go |

use crate::diag::Diagnostics;
use crate::ir::sdy::{AxisRef, DimSharding, MeshAttr, SdyAttr, SubAxis, TensorSharding};
use crate::ir::{Attr, Module, NamedAttr, OpId, Type, ValueDef, ValueId};
use crate::passes::sharding::{
    add_free_axes, erase_manual_axes, fully_open, func_arg_sharding, func_arity,
    func_result_sharding, get_sharding, manual_axes, mesh_table, per_value_attr, rank_of,
    resolve_mesh, set_func_arg_sharding, set_func_result_sharding, set_sharding, update_shardings,
    SHARDING_ATTR, SHARDING_RULE_ATTR,
};
use crate::passes::symbols::{
    callee, original_func_name, set_callee, SymbolTable, ORIGINAL_FUNC_NAME,
};
use crate::passes::{PassOptions, PassResult};

// ----- helpers ----------------------------------------------------------------------------

/// The uses of every value, kept up to date by [`UseTable::replace_all`] so that a pass
/// can replace values without rescanning the module for each replacement.
pub struct UseTable {
    users: Vec<Vec<(OpId, u32)>>,
}

impl UseTable {
    pub fn new(m: &Module) -> UseTable {
        UseTable { users: m.uses() }
    }

    /// The live uses of `v` (entries that no longer hold `v` are skipped).
    pub fn uses<'a>(&'a self, m: &'a Module, v: ValueId) -> impl Iterator<Item = (OpId, u32)> + 'a {
        self.users
            .get(v.0 as usize)
            .into_iter()
            .flatten()
            .copied()
            .filter(move |&(u, i)| {
                m.ops[u].parent.is_some() && m.ops[u].operands.get(i as usize) == Some(&v)
            })
    }

    /// Replaces every use of `old` by `new`.
    pub fn replace_all(&mut self, m: &mut Module, old: ValueId, new: ValueId) {
        let moved: Vec<(OpId, u32)> = self.uses(m, old).collect();
        for &(u, i) in &moved {
            m.ops[u].operands[i as usize] = new;
        }
        let n = new.0 as usize;
        if self.users.len() <= n {
            self.users.resize(n + 1, Vec::new());
        }
        self.users[n].extend(moved);
        if let Some(l) = self.users.get_mut(old.0 as usize) {
            l.clear();
        }
    }

    /// Records the operands of a new op.
    pub fn add_op(&mut self, m: &Module, op: OpId) {
        for (i, &v) in m.ops[op].operands.iter().enumerate() {
            let n = v.0 as usize;
            if self.users.len() <= n {
                self.users.resize(n + 1, Vec::new());
            }
            self.users[n].push((op, i as u32));
        }
    }

    /// The single live user of `owner` if it is a data-flow edge.
    pub fn edge_user(&self, m: &Module, owner: ValueId) -> Option<OpId> {
        let mut it = self.uses(m, owner);
        match (it.next(), it.next()) {
            (Some((u, _)), None) if m.ops[u].name == "sdy.data_flow_edge" => Some(u),
            _ => None,
        }
    }
}

fn edge_sharding(m: &Module, edge: OpId) -> Option<TensorSharding> {
    match m.ops[edge].attr("sharding") {
        Some(Attr::Sdy(SdyAttr::Sharding(s))) => Some(s.clone()),
        _ => None,
    }
}

/// `getShardingsFromDataFlowEdges`: the edges' shardings, missing ones fully open on the
/// mesh of the first one; empty when no edge has a sharding.
fn shardings_from_edges(m: &Module, uses: &UseTable, owners: &[ValueId]) -> Vec<TensorSharding> {
    let found: Vec<Option<TensorSharding>> = owners
        .iter()
        .map(|&o| uses.edge_user(m, o).and_then(|e| edge_sharding(m, e)))
        .collect();
    let Some(mesh) = found.iter().flatten().next().map(|s| s.mesh.clone()) else {
        return vec![];
    };
    found
        .into_iter()
        .zip(owners)
        .map(|(s, &o)| s.unwrap_or_else(|| fully_open(mesh.clone(), rank_of(m, o))))
        .collect()
}

pub use crate::ir::mutate::BulkEdit as Eraser;

/// Replaces every use of an op's single result by `with` and erases the op.
fn replace_op_with_value(
    m: &mut Module,
    uses: &mut UseTable,
    eraser: &mut Eraser,
    op: OpId,
    with: ValueId,
) {
    let r = m.ops[op].results[0];
    uses.replace_all(m, r, with);
    eraser.erase(m, op);
}

fn block_args_of(m: &Module, op: OpId) -> Vec<ValueId> {
    m.entry_block(op)
        .map(|b| m.blocks[b].args.clone())
        .unwrap_or_default()
}

// ----- sdy-export-named-computations ------------------------------------------------------

pub fn export_named_computations(m: &mut Module, _o: &PassOptions) -> PassResult {
    let mut symbols = SymbolTable::new(m);
    let ncs: Vec<OpId> = crate::passes::walk_post_order(m)
        .into_iter()
        .filter(|&o| m.ops[o].name == "sdy.named_computation")
        .collect();
    let mut uses = UseTable::new(m);
    let mut eraser = Eraser::default();
    for nc in ncs {
        let args = block_args_of(m, nc);
        let results = m.ops[nc].results.clone();
        let mut ins = shardings_from_edges(m, &uses, &args);
        if ins.is_empty() {
            if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) = m.ops[nc].attr("in_shardings") {
                ins = v.clone();
            }
        }
        let mut outs = shardings_from_edges(m, &uses, &results);
        if outs.is_empty() {
            if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) = m.ops[nc].attr("out_shardings") {
                outs = v.clone();
            }
        }
        // Drop the edges.
        for &v in args.iter().chain(&results) {
            if let Some(e) = uses.edge_user(m, v) {
                replace_op_with_value(m, &mut uses, &mut eraser, e, v);
            }
        }
        let name = m.ops[nc]
            .attr("name")
            .and_then(Attr::as_str)
            .unwrap_or_else(|| "named_computation".to_string());
        let arg_types: Vec<Type> = args.iter().map(|&a| m.values[a].ty.clone()).collect();
        let res_types: Vec<Type> = results.iter().map(|&r| m.values[r].ty.clone()).collect();
        let loc = m.ops[nc].loc.clone();
        let mut attrs = vec![
            NamedAttr::new(
                "function_type",
                Attr::Type(Type::Function(arg_types, res_types.clone())),
                true,
            ),
            NamedAttr::new("sym_name", Attr::str(&name), true),
            NamedAttr::new("sym_visibility", Attr::str("private"), true),
        ];
        attrs.push(NamedAttr::new(ORIGINAL_FUNC_NAME, Attr::str(&name), false));
        let func = m.create_op("func.func", vec![], vec![], attrs, loc.clone());
        let region = m.add_region(func);
        if let Some(&body) = m.ops[nc].regions.first() {
            m.move_region_blocks(body, region);
        }
        for b in m.regions[region].blocks.clone() {
            if let Some(t) = m.terminator(b) {
                if m.ops[t].name == "sdy.return" {
                    m.ops[t].name = "func.return".to_string();
                }
            }
        }
        for (i, s) in ins.into_iter().enumerate() {
            set_func_arg_sharding(m, func, i, s);
        }
        let fname = symbols.insert(m, func);
        // The call.
        let operands = m.ops[nc].operands.clone();
        let mut call_attrs = vec![NamedAttr::new(
            "callee",
            Attr::SymbolRef(if crate::ir::attr::is_bare_id(&fname) {
                format!("@{fname}")
            } else {
                format!("@\"{fname}\"")
            }),
            true,
        )];
        call_attrs.extend(m.ops[nc].attrs.iter().filter(|a| !a.inherent).cloned());
        let call = m.create_op("func.call", operands, res_types, call_attrs, loc);
        if !outs.is_empty() {
            m.set_discardable_attr(call, SHARDING_ATTR, per_value_attr(outs));
        }
        // Placed when the eraser finishes (inserting now would search the block).
        eraser.insert_before(m, nc, call);
        uses.add_op(m, call);
        let pairs: Vec<(ValueId, ValueId)> = results
            .iter()
            .copied()
            .zip(m.ops[call].results.clone())
            .collect();
        for (old, new) in pairs {
            uses.replace_all(m, old, new);
        }
        eraser.erase(m, nc);
    }
    eraser.finish(m);
    Ok(Diagnostics::default())
}

/// The `main` function, or the only function.
fn main_func(m: &Module) -> Option<OpId> {
    let funcs = m.funcs();
    if funcs.len() == 1 {
        return Some(funcs[0]);
    }
    m.func("main")
}

// ----- sdy-propagate-to-func-results -------------------------------------------------------

pub fn propagate_to_func_results(m: &mut Module, _o: &PassOptions) -> PassResult {
    let main = main_func(m);
    for f in m.funcs() {
        if Some(f) == main {
            continue;
        }
        let Some(b) = m.entry_block(f) else { continue };
        let Some(ret) = m.terminator(b) else { continue };
        if m.ops[ret].name != "func.return" {
            continue;
        }
        let operands = m.ops[ret].operands.clone();
        for (i, v) in operands.into_iter().enumerate() {
            match get_sharding(m, v) {
                Some(s) => set_func_result_sharding(m, f, i, s),
                None => remove_func_result_sharding(m, f, i),
            }
        }
    }
    Ok(Diagnostics::default())
}

fn remove_func_result_sharding(m: &mut Module, f: OpId, i: usize) {
    if let Some(Attr::Array(items)) = m.ops[f].attr("res_attrs") {
        let mut items = items.clone();
        if let Some(Attr::Dict(d)) = items.get_mut(i) {
            d.retain(|a| a.name != SHARDING_ATTR);
            m.set_inherent_attr(f, "res_attrs", Attr::Array(items));
        }
    }
}

// ----- sdy-unflatten-call-graph --------------------------------------------------------------

fn computation_key(m: &Module, f: OpId) -> String {
    let (n_in, n_out) = func_arity(m, f);
    let mut k = original_func_name(m, f);
    if let Some(a) = m.ops[f].attr("sdy.manual_axes") {
        k.push_str(&format!("|{a}"));
    }
    for i in 0..n_in {
        k.push_str(&format!("|{:?}", func_arg_sharding(m, f, i)));
    }
    k.push('#');
    for i in 0..n_out {
        k.push_str(&format!("|{:?}", func_result_sharding(m, f, i)));
    }
    k
}

pub fn unflatten_call_graph(m: &mut Module, _o: &PassOptions) -> PassResult {
    use rustc_hash::FxHashMap;
    let calls: Vec<OpId> = crate::passes::walk_post_order(m)
        .into_iter()
        .filter(|&o| m.ops[o].name == "func.call")
        .collect();
    let funcs: FxHashMap<String, OpId> = m
        .funcs()
        .into_iter()
        .filter_map(|f| Some((m.symbol_name(f)?, f)))
        .collect();
    let callee_of = |m: &Module, c: OpId| {
        crate::passes::symbols::callee_name(m, c).and_then(|n| funcs.get(&n).copied())
    };
    // The key of each function, computed once.
    let mut keys: FxHashMap<OpId, String> = FxHashMap::default();
    let mut cache: FxHashMap<String, String> = FxHashMap::default();
    for &c in &calls {
        if let Some(f) = callee_of(m, c) {
            let k = keys
                .entry(f)
                .or_insert_with(|| computation_key(m, f))
                .clone();
            let name = m.symbol_name(f).unwrap_or_default();
            cache.entry(k).or_insert(name);
        }
    }
    for &c in &calls {
        if let Some(f) = callee_of(m, c) {
            if let Some(name) = keys.get(&f).and_then(|k| cache.get(k)).cloned() {
                set_callee(m, c, &name);
            }
        }
    }
    for f in m.funcs() {
        m.ops[f].remove_attr(ORIGINAL_FUNC_NAME);
        m.ops[f].remove_attr("sdy.manual_axes");
    }
    Ok(Diagnostics::default())
}

// ----- sdy-insert-func-call-reshards ----------------------------------------------------------

pub fn insert_func_call_reshards(m: &mut Module, _o: &PassOptions) -> PassResult {
    let calls: Vec<OpId> = crate::passes::walk_post_order(m)
        .into_iter()
        .filter(|&o| m.ops[o].name == "func.call")
        .collect();
    let symbols = SymbolTable::new(m);
    for c in calls {
        let Some(f) = symbols.callee(m, c) else {
            continue;
        };
        let results = m.ops[c].results.clone();
        for (i, r) in results.into_iter().enumerate() {
            let (Some(fs), Some(cs)) = (func_result_sharding(m, f, i), get_sharding(m, r)) else {
                continue;
            };
            if fs == cs {
                continue;
            }
            set_sharding(m, r, fs);
            reshard_uses_after(m, c, r, cs);
        }
    }
    Ok(Diagnostics::default())
}

// ----- sdy-sink-data-flow-edges -----------------------------------------------------------------

pub fn sink_data_flow_edges(m: &mut Module, _o: &PassOptions) -> PassResult {
    let mut uses = UseTable::new(m);
    let ops: Vec<OpId> = m.walk();
    let mut edges = Vec::new();
    for op in ops {
        let name = m.ops[op].name.clone();
        if name == "sdy.data_flow_edge" {
            edges.push(op);
            continue;
        }
        if !crate::passes::sharding::is_data_flow_op(&name) {
            continue;
        }
        if name == "sdy.named_computation" || name == "sdy.manual_computation" {
            let args = block_args_of(m, op);
            let ins = shardings_from_edges(m, &uses, &args);
            if !ins.is_empty() {
                let ins = if name == "sdy.manual_computation" {
                    let manual = manual_axes(m, op);
                    ins.into_iter()
                        .enumerate()
                        .map(|(i, s)| match per_value(m, op, "in_shardings", i) {
                            Some(outer) => add_free_axes(&outer, &s, &manual),
                            None => s,
                        })
                        .collect()
                } else {
                    ins
                };
                m.set_inherent_attr(op, "in_shardings", per_value_attr(ins));
            }
        }
        let results = m.ops[op].results.clone();
        let outs = shardings_from_edges(m, &uses, &results);
        if !outs.is_empty() {
            if name == "sdy.named_computation" || name == "sdy.manual_computation" {
                m.set_inherent_attr(op, "out_shardings", per_value_attr(outs));
            } else {
                m.set_discardable_attr(op, SHARDING_ATTR, per_value_attr(outs));
            }
        }
    }
    let mut eraser = Eraser::default();
    for e in edges {
        let input = m.ops[e].operands[0];
        replace_op_with_value(m, &mut uses, &mut eraser, e, input);
    }
    eraser.finish(m);
    Ok(Diagnostics::default())
}

fn per_value(m: &Module, op: OpId, key: &str, i: usize) -> Option<TensorSharding> {
    match m.ops[op].attr(key) {
        Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) => v.get(i).cloned(),
        _ => None,
    }
}

// ----- sdy-constant-or-scalar-merger ---------------------------------------------------------------

/// Shardy's `sdy-constant-or-scalar-merger`, in one walk: within a region, a constant
/// (`sdy.constant` or `stablehlo.constant`) with the same attributes (value and
/// sharding) as an earlier one, and a broadcast of a scalar with the same attributes,
/// type and operand as an earlier one, are replaced by the earlier one. Same result as
/// [`crate::passes::constant_or_scalar_merger`], without a module scan per replacement.
pub fn constant_or_scalar_merger(m: &mut Module, _o: &PassOptions) -> PassResult {
    use rustc_hash::FxHashMap;
    use std::fmt::Write as _;
    // Per region, the first op of each key (a map per region, so a lookup borrows the key).
    let mut seen: FxHashMap<Option<crate::ir::RegionId>, FxHashMap<String, OpId>> =
        FxHashMap::default();
    let mut repl: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut erased = Vec::new();
    for op in crate::passes::walk_post_order(m) {
        let o = &m.ops[op];
        let is_const = matches!(o.name.as_str(), "sdy.constant" | "stablehlo.constant");
        let scalar_broadcast = o.name == "stablehlo.broadcast_in_dim"
            && o.operands.len() == 1
            && m.tensor_type(o.operands[0]).is_some_and(|t| t.rank() == 0);
        if !is_const && !scalar_broadcast {
            continue;
        }
        // Origins (`--sharding-origins`) are commentary: they do not keep equal ops apart.
        let mut attrs: Vec<String> = o
            .attrs
            .iter()
            .filter(|a| {
                a.name != super::provenance::ORIGINS_ATTR
                    && a.name != super::provenance::ORIGIN_NAME_ATTR
            })
            .map(|a| a.to_string())
            .collect();
        attrs.sort();
        // `b|attrs|type|operand` or `c|attrs`, attrs joined by commas.
        let mut key = String::from(if scalar_broadcast { "b|" } else { "c|" });
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                key.push(',');
            }
            key.push_str(a);
        }
        if scalar_broadcast {
            let operand = *repl.get(&o.operands[0]).unwrap_or(&o.operands[0]);
            let _ = write!(key, "|{}|{}", m.values[o.results[0]].ty, operand.0);
        }
        let region = o.parent.map(|b| m.blocks[b].parent);
        let in_region = seen.entry(region).or_default();
        match in_region.get(key.as_str()) {
            Some(&first) => {
                for (&a, &b) in o.results.iter().zip(&m.ops[first].results) {
                    repl.insert(a, b);
                }
                erased.push(op);
            }
            None => {
                in_region.insert(key, op);
            }
        }
    }
    if erased.is_empty() {
        return Ok(Diagnostics::default());
    }
    for op in m.walk() {
        for v in m.ops[op].operands.iter_mut() {
            if let Some(&n) = repl.get(v) {
                *v = n;
            }
        }
    }
    let mut eraser = Eraser::default();
    for op in erased {
        eraser.erase(m, op);
    }
    eraser.finish(m);
    Ok(Diagnostics::default())
}

// ----- sdy-remove-sharding-groups, sdy-sharding-constraint-to-reshard ---------------------------

pub fn remove_sharding_groups(m: &mut Module, _o: &PassOptions) -> PassResult {
    let mut eraser = Eraser::default();
    for op in m.walk() {
        if m.ops[op].name == "sdy.sharding_group" {
            eraser.erase(m, op);
        }
    }
    eraser.finish(m);
    Ok(Diagnostics::default())
}

pub fn sharding_constraint_to_reshard(m: &mut Module, _o: &PassOptions) -> PassResult {
    for op in m.walk() {
        if m.ops[op].name == "sdy.sharding_constraint" {
            m.ops[op].name = "sdy.reshard".to_string();
            m.ops[op].generic = false;
        }
    }
    Ok(Diagnostics::default())
}

// ----- sdy-update-non-divisible-input-output-shardings ----------------------------------------

/// The largest prefix of each dim's axes that divides the dim (`getEvenlySharded`).
pub fn evenly_sharded(s: &TensorSharding, shape: &[i64], mesh: &MeshAttr) -> TensorSharding {
    let mut out = s.clone();
    for (d, &size) in out.dims.iter_mut().zip(shape) {
        let sharded = crate::rules::axis::product(&d.axes, mesh);
        if sharded > 0 && size % sharded == 0 {
            continue;
        }
        let mut remaining = size;
        let mut axes = Vec::new();
        for a in &d.axes {
            let asize = crate::rules::axis::size(a, mesh);
            let g = super::basic::gcd(asize, remaining);
            if g == 1 {
                break;
            }
            if asize == g {
                axes.push(a.clone());
                remaining /= g;
            } else {
                axes.push(AxisRef {
                    name: a.name.clone(),
                    sub: Some(SubAxis {
                        pre_size: crate::rules::axis::pre_size(a),
                        size: g,
                    }),
                });
                break;
            }
        }
        *d = DimSharding {
            axes,
            closed: d.closed,
            priority: None,
        };
    }
    out.unreduced.clear();
    out
}

pub fn update_non_divisible_io(m: &mut Module, _o: &PassOptions) -> PassResult {
    let meshes = mesh_table(m);
    let even = |m: &Module, s: &TensorSharding, ty: &Type| -> Option<TensorSharding> {
        let shape = ty.as_tensor()?.static_shape()?;
        let mesh = resolve_mesh(&s.mesh, &meshes)?;
        let e = evenly_sharded(s, &shape, &mesh);
        let _ = m;
        (e != *s).then_some(e)
    };
    for f in m.funcs() {
        let arg_types = match m.ops[f].attr("function_type") {
            Some(Attr::Type(Type::Function(ins, outs))) => (ins.clone(), outs.clone()),
            _ => continue,
        };
        for (i, ty) in arg_types.0.iter().enumerate() {
            if let Some(s) = func_arg_sharding(m, f, i) {
                if let Some(n) = even(m, &s, ty) {
                    set_func_arg_sharding(m, f, i, n);
                }
            }
        }
        for (i, ty) in arg_types.1.iter().enumerate() {
            if let Some(s) = func_result_sharding(m, f, i) {
                if let Some(n) = even(m, &s, ty) {
                    set_func_result_sharding(m, f, i, n);
                }
            }
        }
    }
    for op in m.walk() {
        let name = m.ops[op].name.clone();
        if name == "func.call" {
            let results = m.ops[op].results.clone();
            if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) = m.ops[op].attr(SHARDING_ATTR) {
                let mut v = v.clone();
                let mut changed = false;
                for (s, r) in v.iter_mut().zip(&results) {
                    if let Some(n) = even(m, s, &m.values[*r].ty) {
                        *s = n;
                        changed = true;
                    }
                }
                if changed {
                    m.set_discardable_attr(op, SHARDING_ATTR, per_value_attr(v));
                }
            }
        } else if name == "sdy.manual_computation" {
            let manual = manual_axes(m, op);
            let args = block_args_of(m, op);
            if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) = m.ops[op].attr("in_shardings") {
                let mut v = v.clone();
                let mut changed = false;
                for (s, a) in v.iter_mut().zip(&args) {
                    let local = erase_manual_axes(s, &manual);
                    if let Some(n) = even(m, &local, &m.values[*a].ty) {
                        *s = add_free_axes(s, &n, &manual);
                        changed = true;
                    }
                }
                if changed {
                    m.set_inherent_attr(op, "in_shardings", per_value_attr(v));
                }
            }
            let results = m.ops[op].results.clone();
            if let Some(Attr::Sdy(SdyAttr::ShardingPerValue(v))) = m.ops[op].attr("out_shardings") {
                let mut v = v.clone();
                let mut changed = false;
                for (s, r) in v.iter_mut().zip(&results) {
                    if let Some(n) = even(m, s, &m.values[*r].ty) {
                        *s = n;
                        changed = true;
                    }
                }
                if changed {
                    m.set_inherent_attr(op, "out_shardings", per_value_attr(v));
                }
            }
        }
    }
    Ok(Diagnostics::default())
}

// ----- sdy-remove-sub-axes-in-input-output-shardings --------------------------------------------

fn without_sub_axes(s: &TensorSharding) -> TensorSharding {
    let mut out = s.clone();
    for d in &mut out.dims {
        if d.closed {
            continue;
        }
        let k = d.axes.iter().take_while(|a| a.sub.is_none()).count();
        d.axes.truncate(k);
    }
    out
}

pub fn remove_sub_axes_in_io(m: &mut Module, _o: &PassOptions) -> PassResult {
    let Some(f) = main_func(m) else {
        return Ok(Diagnostics::default());
    };
    let (n_in, n_out) = func_arity(m, f);
    for i in 0..n_in {
        if let Some(s) = func_arg_sharding(m, f, i) {
            let n = without_sub_axes(&s);
            if n != s {
                set_func_arg_sharding(m, f, i, n);
            }
        }
    }
    for i in 0..n_out {
        if let Some(s) = func_result_sharding(m, f, i) {
            let n = without_sub_axes(&s);
            if n != s {
                set_func_result_sharding(m, f, i, n);
            }
        }
    }
    Ok(Diagnostics::default())
}

// ----- sdy-insert-explicit-reshards (enable-full-version=false) -----------------------------------

/// Whether two shardings shard the same way (`isEquivalent`): the same axes per dim and
/// the same unreduced axes; no sharding counts as fully replicated.
fn equivalent(a: Option<&TensorSharding>, b: Option<&TensorSharding>, rank: usize) -> bool {
    let dims = |s: Option<&TensorSharding>| -> Vec<Vec<AxisRef>> {
        match s {
            Some(s) => s.dims.iter().map(|d| d.axes.clone()).collect(),
            None => vec![vec![]; rank],
        }
    };
    let unreduced = |s: Option<&TensorSharding>| s.map(|s| s.unreduced.clone()).unwrap_or_default();
    dims(a) == dims(b) && unreduced(a) == unreduced(b)
}

/// The part of `sdy-insert-explicit-reshards` its default (non-full) version does
/// without unreduced axes: a call's operands are resharded to the callee's argument
/// shardings, and a dot whose result conflicts with its operands on one factor that
/// holds the contraction's axes gets the operands' sharding there and a reshard to the
/// propagated one (`processDot`: a smaller reshard and an all-reduce instead of a
/// reduce-scatter).
pub fn insert_explicit_reshards(m: &mut Module, _o: &PassOptions) -> PassResult {
    let meshes = mesh_table(m);
    let rule_opts = crate::rules::RuleOptions::default();
    for f in m.funcs() {
        for op in crate::passes::walk_post_order_from(m, f) {
            let name = m.ops[op].name.clone();
            match name.as_str() {
                "func.call" => reshard_call_operands(m, op),
                "stablehlo.dot_general" | "stablehlo.dot" => {
                    process_dot(m, op, &meshes, &rule_opts);
                }
                _ => {}
            }
        }
    }
    Ok(Diagnostics::default())
}

fn reshard_call_operands(m: &mut Module, call: OpId) {
    let Some(func) = callee(m, call) else { return };
    let operands = m.ops[call].operands.clone();
    let args: Vec<Option<TensorSharding>> = (0..operands.len())
        .map(|i| func_arg_sharding(m, func, i))
        .collect();
    let targets: Vec<TensorSharding> = if args.iter().any(Option::is_some) {
        let mesh = args
            .iter()
            .flatten()
            .next()
            .map(|s| s.mesh.clone())
            .unwrap();
        args.into_iter()
            .zip(&operands)
            .map(|(s, &v)| {
                s.unwrap_or_else(|| TensorSharding::empty(mesh.clone(), rank_of(m, v), true))
            })
            .collect()
    } else {
        let Some(mesh) = operands
            .iter()
            .find_map(|&v| get_sharding(m, v))
            .map(|s| s.mesh)
        else {
            return;
        };
        operands
            .iter()
            .map(|&v| TensorSharding::empty(mesh.clone(), rank_of(m, v), true))
            .collect()
    };
    for (i, (&v, target)) in operands.iter().zip(targets).enumerate() {
        let current = get_sharding(m, v);
        if equivalent(current.as_ref(), Some(&target), rank_of(m, v)) {
            continue;
        }
        let r = new_reshard(m, v, target, call);
        m.insert_op_after_value(v, r);
        let nv = m.ops[r].results[0];
        m.ops[call].operands[i] = nv;
    }
}

fn num_elements(m: &Module, v: ValueId) -> i64 {
    m.tensor_type(v).map_or(0, |t| t.num_elements() as i64)
}

fn process_dot(
    m: &mut Module,
    op: OpId,
    meshes: &crate::passes::sharding::MeshTable,
    rule_opts: &crate::rules::RuleOptions,
) {
    use crate::rules::projection::ShardingProjection;
    use crate::rules::RuleQueries;
    let o = &m.ops[op];
    if o.operands.len() != 2 || o.results.len() != 1 {
        return;
    }
    let Ok(rule) = crate::rules::op_rule(m, op, rule_opts) else {
        return;
    };
    if rule.source == crate::rules::RuleSource::User {
        return;
    }
    let rule = rule.rule;
    let (lhs, rhs, res) = (o.operands[0], o.operands[1], o.results[0]);
    let (sl, sr, so) = (
        get_sharding(m, lhs),
        get_sharding(m, rhs),
        get_sharding(m, res),
    );
    let all = [sl.as_ref(), sr.as_ref(), so.as_ref()];
    let Some((mesh_name, mesh)) = super::step::common_mesh(all.iter().flatten().copied(), meshes)
    else {
        return;
    };
    if mesh.axes.is_empty() {
        return;
    }
    let Some(out_sharding) = so.clone() else {
        return;
    };
    // Missing shardings count as closed (`closedIfMissing`).
    let closed = |s: Option<TensorSharding>, v: ValueId| {
        s.unwrap_or_else(|| {
            TensorSharding::empty(
                crate::ir::sdy::MeshRef::Symbol(mesh_name.into()),
                rank_of(m, v),
                true,
            )
        })
    };
    let (sl, sr) = (closed(sl, lhs), closed(sr, rhs));
    let mut p =
        ShardingProjection::build(&rule, &[Some(&sl), Some(&sr)], &[Some(&out_sharding)], mesh);
    let (lhs_size, rhs_size, res_size) = (
        num_elements(m, lhs),
        num_elements(m, rhs),
        num_elements(m, res),
    );
    let mut conflicting: Option<(usize, Vec<AxisRef>)> = None;
    let mut reduction_axes: Vec<AxisRef> = Vec::new();
    let mut seen: Vec<AxisRef> = Vec::new();
    for f in 0..rule.num_factors() {
        let la = p.operands[0].factors.get(&f).map(|x| x.axes.clone());
        let ra = p.operands[1].factors.get(&f).map(|x| x.axes.clone());
        let (operand_axes, max_size) = match (&la, &ra) {
            (Some(a), Some(b)) => {
                if a != b {
                    return;
                }
                if rule.is_reduction(f) {
                    reduction_axes.extend(a.iter().cloned());
                    continue;
                }
                (a.clone(), lhs_size.max(rhs_size))
            }
            (Some(a), None) | (None, Some(a)) => {
                for x in a {
                    if seen
                        .iter()
                        .any(|s| crate::rules::axis::overlaps(s, x, mesh))
                    {
                        return;
                    }
                    seen.push(x.clone());
                }
                (a.clone(), if la.is_some() { lhs_size } else { rhs_size })
            }
            (None, None) => continue,
        };
        let Some(res_axes) = p.results[0].factors.get(&f).map(|x| &x.axes) else {
            continue;
        };
        if *res_axes != operand_axes {
            if operand_axes.is_empty() || conflicting.is_some() || res_size > max_size {
                return;
            }
            conflicting = Some((f, operand_axes));
        }
    }
    let Some((f, operand_axes)) = conflicting else {
        return;
    };
    {
        let res_axes = &p.results[0].factors[&f].axes;
        if res_axes.is_empty() || *res_axes != reduction_axes {
            return;
        }
    }
    if let Some(fs) = p.results[0].factors.get_mut(&f) {
        fs.axes = operand_axes;
    }
    let new = p.results[0].to_sharding(
        &rule.results[0],
        &rule.factor_sizes,
        mesh,
        crate::ir::sdy::MeshRef::Symbol(mesh_name.into()),
    );
    set_sharding(m, res, new);
    reshard_uses_after(m, op, res, out_sharding);
}

/// A new `sdy.reshard` of `v` to `sharding` (not inserted), located at `loc_of`.
fn new_reshard(m: &mut Module, v: ValueId, sharding: TensorSharding, loc_of: OpId) -> OpId {
    let ty = m.values[v].ty.clone();
    let loc = m.ops[loc_of].loc.clone();
    m.create_op(
        "sdy.reshard",
        vec![v],
        vec![ty],
        vec![NamedAttr::new(
            "sharding",
            Attr::Sdy(SdyAttr::Sharding(sharding)),
            true,
        )],
        loc,
    )
}

/// Inserts `sdy.reshard` of `v` to `sharding` right after `after`, and redirects every
/// other use of `v` to it.
fn reshard_uses_after(m: &mut Module, after: OpId, v: ValueId, sharding: TensorSharding) {
    let r = new_reshard(m, v, sharding, after);
    m.insert_op_after(after, r);
    let nv = m.ops[r].results[0];
    m.replace_all_uses_except(v, nv, r);
}

// ----- sdy-close-shardings, canonicalize, sdy-drop-sharding-rules --------------------------------

pub fn close_shardings(m: &mut Module, _o: &PassOptions) -> PassResult {
    update_shardings(m, |s| {
        for d in &mut s.dims {
            d.closed = true;
        }
        // `getClosedLike` keeps unreduced axes but not replicated ones.
        s.replicated.clear();
    });
    Ok(Diagnostics::default())
}

/// The part of `canonicalize` that matters after propagation: trivially dead pure ops
/// (an unused reshard from a dangling constraint) are erased, users first.
pub fn erase_dead_ops(m: &mut Module, _o: &PassOptions) -> PassResult {
    let walk = m.walk();
    let mut count = vec![0u32; m.values.len()];
    for &op in &walk {
        for &v in &m.ops[op].operands {
            count[v.0 as usize] += 1;
        }
    }
    let pure = |m: &Module, op: OpId| -> bool {
        let name = m.ops[op].name.as_str();
        super::graph::is_pure_name(name)
            && !super::graph::is_terminator_name(name)
            && m.ops[op].attr("sym_name").is_none()
            && (m.ops[op].regions.is_empty()
                || m.walk_inside(op).into_iter().all(|o| {
                    let n = m.ops[o].name.as_str();
                    super::graph::is_pure_name(n) || super::graph::is_terminator_name(n)
                }))
    };
    let mut eraser = Eraser::default();
    for &op in walk.iter().rev() {
        if m.ops[op].parent.is_none() || !pure(m, op) {
            continue;
        }
        if m.ops[op].results.iter().all(|r| count[r.0 as usize] == 0) {
            for x in std::iter::once(op).chain(m.walk_inside(op)) {
                for &v in &m.ops[x].operands {
                    count[v.0 as usize] -= 1;
                }
            }
            eraser.erase(m, op);
        }
    }
    eraser.finish(m);
    Ok(Diagnostics::default())
}

pub fn drop_sharding_rules(m: &mut Module, _o: &PassOptions) -> PassResult {
    for op in m.walk() {
        m.ops[op].remove_attr(SHARDING_RULE_ATTR);
    }
    Ok(Diagnostics::default())
}

#[allow(dead_code)]
fn value_is_block_arg(m: &Module, v: ValueId) -> bool {
    matches!(m.values[v].def, ValueDef::BlockArg { .. })
}
