//! `sdy-import-func-calls`: replaces every `func.call` by an `sdy.named_computation`
//! named after the callee's original name and holding its body (moved for the first
//! call of a function, copied for later ones), then erases the inlined functions.
//! The named computation takes the callee's argument shardings as in_shardings, the
//! call's result shardings as out_shardings and the call's other discardable
//! attributes. With `add-data-flow-edges-on-named-computations` (default true) the new
//! named computations get their data-flow edges.

use rustc_hash::{FxHashMap, FxHashSet};

use super::add_data_flow_edges::add_edges;
use super::sharding::{
    fully_open, func_arg_sharding, func_arity, mesh_table, per_value_attr, resolve_mesh,
    SHARDING_ATTR,
};
use super::symbols::{original_func_name, SymbolTable};
use super::{PassOptions, PassResult};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::mutate::{BulkEdit, ValueMap};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Attr, BlockId, Module, NamedAttr, OpId, RegionId, ValueDef};

pub const ADD_EDGES: &str = "add-data-flow-edges-on-named-computations";

pub fn run(m: &mut Module, opts: &PassOptions) -> PassResult {
    let mut imp = Importer {
        table: mesh_table(m),
        symbols: SymbolTable::new(m),
        warnings: Diagnostics::default(),
        moved: FxHashMap::default(),
        created: Vec::new(),
        position: FxHashMap::default(),
        indexed: FxHashSet::default(),
    };
    // Depth first: the calls of a function in walk order, and right after a call, the
    // calls in the body it brought in (before later calls of the enclosing function).
    for f in m.funcs() {
        let ops = m.walk_inside(f);
        imp.import_ops(m, ops)?;
    }
    let mut edit = BulkEdit::default();
    for name in imp.moved.keys() {
        if let Some(f) = imp.symbols.func(m, name) {
            edit.erase(m, f);
        }
    }
    if opts.bool(ADD_EDGES, true) {
        for &nc in &imp.created {
            if m.ops[nc].parent.is_some() {
                add_edges(m, &mut edit, nc);
            }
        }
    }
    edit.finish(m);
    Ok(imp.warnings)
}

struct Importer {
    table: crate::passes::sharding::MeshTable,
    /// The functions by name (the calls' callees).
    symbols: SymbolTable,
    warnings: Diagnostics,
    /// Callee name -> the region its body was moved to.
    moved: FxHashMap<String, RegionId>,
    /// The named computations made, in order (copies of nested ones included).
    created: Vec<OpId>,
    /// The index of ops in their block, for the blocks in `indexed`. A call is
    /// replaced at its own index, so the indices never change.
    position: FxHashMap<OpId, usize>,
    indexed: FxHashSet<BlockId>,
}

impl Importer {
    fn import_ops(&mut self, m: &mut Module, ops: Vec<OpId>) -> Result<(), Diagnostics> {
        for op in ops {
            if m.ops[op].name == "func.call" && m.ops[op].parent.is_some() {
                let region = self.import_call(m, op)?;
                let inner = m.walk_region(region);
                self.import_ops(m, inner)?;
            }
        }
        Ok(())
    }

    /// Replaces one call by a named computation; returns its region.
    fn import_call(&mut self, m: &mut Module, call: OpId) -> Result<RegionId, Diagnostics> {
        let Some(func) = self.symbols.callee(m, call) else {
            let mut d = Diagnostics::default();
            d.push(Diagnostic::error(
                m.ops[call].span,
                "call to an unknown function",
            ));
            return Err(d);
        };
        let callee_name = m.symbol_name(func).unwrap_or_default();
        let mut attrs = vec![NamedAttr::new(
            "name",
            Attr::str(&original_func_name(m, func)),
            true,
        )];
        if let Some(ins) = arg_shardings(m, func, &self.table) {
            attrs.push(NamedAttr::new("in_shardings", per_value_attr(ins), true));
        }
        if let Some(outs) = m.ops[call].attr(SHARDING_ATTR).cloned() {
            attrs.push(NamedAttr::new("out_shardings", outs, true));
        }
        // The call's discardable attributes (the pretty parser cannot tell them from
        // inherent ones by name, so the call's own attributes are listed).
        attrs.extend(
            m.ops[call]
                .attrs
                .iter()
                .filter(|a| {
                    !matches!(
                        a.name.as_str(),
                        "callee" | "arg_attrs" | "res_attrs" | "no_inline" | SHARDING_ATTR
                    )
                })
                .map(|a| NamedAttr {
                    inherent: false,
                    ..a.clone()
                }),
        );
        let types = m.ops[call]
            .results
            .iter()
            .map(|&r| m.values[r].ty.clone())
            .collect();
        let operands = m.ops[call].operands.clone();
        let loc = m.ops[call].loc.clone();
        let nc = m.create_op("sdy.named_computation", operands, types, attrs, loc);
        m.ops[nc].span = m.ops[call].span;
        let region = match self.moved.get(&callee_name) {
            Some(&src) => {
                if self.warnings.0.is_empty() {
                    self.warnings.warning(
                        m.ops[call].span,
                        format!(
                            "function @{callee_name} has multiple call ops, we need to clone the function body for each call"
                        ),
                    );
                }
                let mut map = ValueMap::default();
                let r = m.clone_region_into(src, nc, &mut map);
                self.created.extend(
                    m.walk_region(r)
                        .into_iter()
                        .filter(|&o| m.ops[o].name == "sdy.named_computation"),
                );
                r
            }
            None => {
                let r = m.add_region(nc);
                if let Some(&body) = m.ops[func].regions.first() {
                    m.move_region_blocks(body, r);
                }
                for b in m.regions[r].blocks.clone() {
                    if let Some(t) = m.terminator(b) {
                        if m.ops[t].name == "func.return" {
                            m.ops[t].name = "sdy.return".to_string();
                        }
                    }
                }
                m.forget_names_in_region(r);
                self.moved.insert(callee_name, r);
                r
            }
        };
        self.replace_in_block(m, call, nc);
        // The named computation takes over the call's result values, so their uses need
        // no rewriting (finding them costs a walk of everything after the call).
        let taken = std::mem::take(&mut m.ops[call].results);
        let fresh = std::mem::replace(&mut m.ops[nc].results, taken);
        for (i, &v) in m.ops[nc].results.clone().iter().enumerate() {
            m.values[v].def = ValueDef::Result {
                op: nc,
                index: i as u32,
            };
        }
        for (i, &v) in fresh.iter().enumerate() {
            m.values[v].def = ValueDef::Result {
                op: call,
                index: i as u32,
            };
        }
        m.ops[call].results = fresh;
        self.created.push(nc);
        Ok(region)
    }

    /// Puts the detached `new` in the place of `old` in its block and erases `old`
    /// (`insert_op_before` + `erase_op` without searching the block for `old`).
    fn replace_in_block(&mut self, m: &mut Module, old: OpId, new: OpId) {
        let b = m.ops[old].parent.expect("a call in a block");
        if self.indexed.insert(b) {
            for (i, &o) in m.blocks[b].ops.iter().enumerate() {
                self.position.insert(o, i);
            }
        }
        let i = self.position[&old];
        m.blocks[b].ops[i] = new;
        self.position.insert(new, i);
        m.ops[new].parent = Some(b);
        m.ops[old].parent = None;
    }
}

/// The callee's argument shardings for in_shardings (missing ones fully open on the mesh
/// of the first sharding whose mesh is not maximal), or `None` if it has none.
fn arg_shardings(
    m: &Module,
    func: OpId,
    table: &crate::passes::sharding::MeshTable,
) -> Option<Vec<TensorSharding>> {
    let n = func_arity(m, func).0;
    let shardings: Vec<Option<TensorSharding>> =
        (0..n).map(|i| func_arg_sharding(m, func, i)).collect();
    let mesh = shardings.iter().flatten().find_map(|s| {
        let mesh = resolve_mesh(&s.mesh, table)?;
        (!mesh.is_maximal()).then(|| s.mesh.clone())
    })?;
    // The body may already have moved to a named computation: ranks from the signature.
    let arg_types = match m.ops[func].attr("function_type") {
        Some(Attr::Type(crate::ir::Type::Function(ins, _))) => ins.clone(),
        _ => vec![],
    };
    Some(
        shardings
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                s.unwrap_or_else(|| {
                    let rank = arg_types
                        .get(i)
                        .and_then(|t| t.as_tensor())
                        .map_or(0, |t| t.rank());
                    fully_open(mesh.clone(), rank)
                })
            })
            .collect(),
    )
}
