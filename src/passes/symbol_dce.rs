//! `symbol-dce` (MLIR's builtin pass): erases private symbols of the module that no live
//! symbol references. Public symbols and non-symbol ops are the roots; a reference is any
//! symbol name in an attribute (`callee = @f`, `@mesh` in a sharding, ...).

use rustc_hash::{FxHashMap, FxHashSet};

use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::{MeshRef, SdyAttr, TensorSharding};
use crate::ir::{Attr, Module, OpId};

pub fn run(m: &mut Module, _opts: &PassOptions) -> PassResult {
    let top_ops = m.top_level_ops();
    let symbols: FxHashMap<String, OpId> = top_ops
        .iter()
        .filter_map(|&o| m.symbol_name(o).map(|n| (n, o)))
        .collect();
    let private = |o: OpId| {
        m.ops[o]
            .attr("sym_visibility")
            .and_then(Attr::as_str)
            .as_deref()
            == Some("private")
    };
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut work: Vec<OpId> = Vec::new();
    for &o in &top_ops {
        if m.symbol_name(o).is_none() || !private(o) {
            live.insert(o);
            work.push(o);
        }
    }
    // Only private symbols can be dead: once each is reached, nothing is left to erase
    // and the rest of the module need not be read (it usually reaches them all early).
    let mut unreached = top_ops.len() - live.len();
    let mut refs: Vec<&str> = Vec::new();
    'walk: while let Some(o) = work.pop() {
        if unreached == 0 {
            break;
        }
        for op in std::iter::once(o).chain(m.walk_inside(o)) {
            refs.clear();
            for a in &m.ops[op].attrs {
                // A symbol's own name is not a use of it.
                if op == o && a.name == "sym_name" {
                    continue;
                }
                ref_strs(&a.value, &mut refs);
            }
            // Most references repeat the one before (every sharding names the mesh).
            refs.dedup();
            for r in &refs {
                if let Some(&s) = symbols.get(*r) {
                    if live.insert(s) {
                        work.push(s);
                        unreached -= 1;
                        if unreached == 0 {
                            break 'walk;
                        }
                    }
                }
            }
        }
    }
    for o in top_ops {
        if !live.contains(&o) {
            m.erase_op(o);
        }
    }
    Ok(Diagnostics::default())
}

/// Root symbol names referenced in an attribute.
pub fn collect_refs(a: &Attr, out: &mut Vec<String>) {
    let mut refs = Vec::new();
    ref_strs(a, &mut refs);
    out.extend(refs.into_iter().map(str::to_string));
}

/// [`collect_refs`], borrowing the names from the attribute.
fn ref_strs<'a>(a: &'a Attr, out: &mut Vec<&'a str>) {
    match a {
        Attr::SymbolRef(s) => {
            let root = s.trim_start_matches('@').split("::").next().unwrap_or("");
            out.push(root.trim_matches('"'));
        }
        Attr::Array(items) => items.iter().for_each(|i| ref_strs(i, out)),
        Attr::Dict(entries) => entries.iter().for_each(|e| ref_strs(&e.value, out)),
        Attr::Sdy(s) => match s {
            SdyAttr::Sharding(t) => sharding_refs(t, out),
            SdyAttr::ShardingPerValue(v) => v.iter().for_each(|t| sharding_refs(t, out)),
            _ => {}
        },
        _ => {}
    }
}

fn sharding_refs<'a>(t: &'a TensorSharding, out: &mut Vec<&'a str>) {
    if let MeshRef::Symbol(n) = &t.mesh {
        out.push(n);
    }
}
