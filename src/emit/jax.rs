//! `jax`: the plan as Python for the exporting script. One `PartitionSpec` per argument
//! and result of the entry function, keyed by the pytree path its debug location names
//! (`params['attn']['w_qkv']`; `arg3` without locations), a helper that builds the
//! `in_shardings` pytree from those paths, and `jax.lax.with_sharding_constraint`
//! suggestions at the source lines of the constraints `minimal` added.

use std::fmt::Write as _;

use super::minimal::{Annotation, Point};
use crate::ir::sdy::{AxisRef, TensorSharding};
use crate::ir::{Location, Module, OpId, ValueId};
use crate::passes::sharding::{func_arg_sharding, func_arity, func_result_sharding};

fn aliases(m: &Module) -> impl Fn(&str) -> Option<Location> + '_ {
    |a: &str| {
        m.loc_aliases
            .iter()
            .find(|(n, _)| n == a)
            .map(|(_, l)| l.clone())
    }
}

fn py_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn axis(a: &AxisRef) -> Result<String, String> {
    match a.sub {
        None => Ok(py_str(&a.name)),
        Some(s) => Err(format!("{}:({}){}", a.name, s.pre_size, s.size)),
    }
}

/// `P('data', None)`; sub-axes (which `PartitionSpec` cannot name) make an error with
/// the sharding, unreduced/replicated axes are implied.
pub fn partition_spec(s: Option<&TensorSharding>, rank: usize) -> Result<String, String> {
    let Some(s) = s else {
        return Ok(format!("P({})", vec!["None"; rank].join(", ")));
    };
    let mut dims = Vec::new();
    for d in &s.dims {
        let axes: Result<Vec<String>, String> = d.axes.iter().map(axis).collect();
        let axes = axes?;
        dims.push(match (axes.len(), d.closed) {
            (0, false) => "P.UNCONSTRAINED".to_string(),
            (0, true) => "None".to_string(),
            (1, _) => axes[0].clone(),
            _ => format!("({})", axes.join(", ")),
        });
    }
    Ok(format!("P({})", dims.join(", ")))
}

fn arg_name(m: &Module, v: ValueId, i: usize) -> String {
    m.values[v]
        .loc
        .as_ref()
        .and_then(|l| l.name(&aliases(m)))
        .unwrap_or_else(|| format!("arg{i}"))
}

fn result_name(m: &Module, main: OpId, i: usize) -> String {
    match m.ops[main].attr("res_attrs") {
        Some(crate::ir::Attr::Array(items)) => match items.get(i) {
            Some(crate::ir::Attr::Dict(d)) => d
                .iter()
                .find(|e| e.name == "jax.result_info")
                .and_then(|e| e.value.as_str().map(|s| s.to_string())),
            _ => None,
        },
        _ => None,
    }
    .unwrap_or_else(|| format!("result{i}"))
}

fn source_line(m: &Module, op: OpId) -> Option<String> {
    let p = m.ops[op].loc.as_ref()?.source_pos(&aliases(m))?;
    Some(format!("{}:{}", p.file, p.line))
}

fn spec_line(out: &mut String, key: &str, s: Option<&TensorSharding>, rank: usize) {
    match partition_spec(s, rank) {
        Ok(p) => {
            let _ = writeln!(out, "    {}: {p},", py_str(key));
        }
        Err(sub) => {
            let _ = writeln!(
                out,
                "    {}: None,  # needs sub-axis {sub}: not expressible as a PartitionSpec",
                py_str(key)
            );
        }
    }
}

/// The snippet for `plan` (a module whose entry function carries the plan's argument
/// and result shardings: the plan itself or its `full` form), named after `original`'s
/// debug locations, with `constraints` (from `minimal`) as suggestions.
pub fn snippet(original: &Module, plan: &Module, constraints: &[Annotation]) -> String {
    let mut out = String::new();
    let main = crate::cost::memory::entry_function(original);
    let pmain = crate::cost::memory::entry_function(plan);
    let (Some(main), Some(pmain)) = (main, pmain) else {
        return "# autoshard: the module has no entry function\n".into();
    };
    let mesh = plan
        .meshes()
        .first()
        .map(|(_, m, _)| m.clone())
        .unwrap_or_default();
    let shape: Vec<String> = mesh.axes.iter().map(|a| a.size.to_string()).collect();
    let names: Vec<String> = mesh.axes.iter().map(|a| py_str(&a.name)).collect();
    let _ = writeln!(
        out,
        "# Shardings chosen by autoshard, for the exporting script."
    );
    let _ = writeln!(out, "import jax");
    let _ = writeln!(
        out,
        "from jax.sharding import NamedSharding, PartitionSpec as P\n"
    );
    let _ = writeln!(
        out,
        "mesh = jax.make_mesh(({},), ({},))\n",
        shape.join(", "),
        names.join(", ")
    );
    let args = original
        .entry_block(main)
        .map(|b| original.blocks[b].args.clone())
        .unwrap_or_default();
    let _ = writeln!(out, "# One PartitionSpec per argument, by pytree path.");
    let _ = writeln!(out, "IN_SPECS = {{");
    for (i, &v) in args.iter().enumerate() {
        let rank = original.tensor_type(v).map_or(0, |t| t.rank());
        let s = func_arg_sharding(plan, pmain, i);
        spec_line(&mut out, &arg_name(original, v, i), s.as_ref(), rank);
    }
    let _ = writeln!(out, "}}\n");
    let _ = writeln!(out, "OUT_SPECS = {{");
    let ret = original
        .entry_block(main)
        .and_then(|b| original.terminator(b))
        .map(|t| original.ops[t].operands.clone())
        .unwrap_or_default();
    for i in 0..func_arity(original, main).1 {
        let rank = ret
            .get(i)
            .and_then(|&v| original.tensor_type(v))
            .map_or(0, |t| t.rank());
        let s = func_result_sharding(plan, pmain, i);
        spec_line(&mut out, &result_name(original, main, i), s.as_ref(), rank);
    }
    let _ = writeln!(out, "}}\n");
    out.push_str(
        "\ndef shardings(name, tree, specs=IN_SPECS):\n    \
\"\"\"NamedShardings for the argument `name` (a pytree), from the specs by path.\"\"\"\n    \
return jax.tree_util.tree_map_with_path(\n        \
lambda path, _: NamedSharding(mesh, specs[name + jax.tree_util.keystr(path)]), tree\n    )\n\n\n\
# jax.jit(f, in_shardings=(shardings(\"params\", params), shardings(\"x\", x)), ...)\n",
    );
    let inside: Vec<&Annotation> = constraints
        .iter()
        .filter(|a| matches!(a.point, Point::Value(_) | Point::Use { .. }))
        .collect();
    if !inside.is_empty() {
        let _ = writeln!(
            out,
            "\n# Constraints the plan needs inside the function (jax.lax.with_sharding_constraint):"
        );
        for a in inside {
            // The value, the op whose source line the suggestion points at, and what
            // to wrap there.
            let (v, op, what) = match a.point {
                Point::Value(v) => {
                    let op = original.defining_op(v);
                    let name = op.map_or("value", |o| original.ops[o].name.as_str());
                    (v, op, format!("y: the {name} result"))
                }
                Point::Use { op, operand } => (
                    original.ops[op].operands[operand],
                    Some(op),
                    format!(
                        "y: operand {operand} of the {} here, for this use only{}",
                        original.ops[op].name,
                        if a.reshard {
                            " (the plan reshards it)"
                        } else {
                            ""
                        }
                    ),
                ),
                _ => continue,
            };
            let at = op
                .and_then(|o| source_line(original, o))
                .unwrap_or_else(|| "(no location)".into());
            let rank = original.tensor_type(v).map_or(0, |t| t.rank());
            let spec = partition_spec(Some(&a.sharding), rank)
                .unwrap_or_else(|sub| format!("None  # sub-axis {sub}"));
            let _ = writeln!(
                out,
                "# {at}: y = jax.lax.with_sharding_constraint(y, NamedSharding(mesh, {spec}))  # {what}"
            );
        }
    }
    out
}
