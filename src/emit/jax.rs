//! `jax`: the plan as Python for the exporting script. One `PartitionSpec` per argument
//! and result of the entry function, keyed by the pytree path its debug location names
//! (`params['attn']['w_qkv']`; `arg3` without locations), a helper that builds the
//! `in_shardings` pytree from those paths, and `jax.lax.with_sharding_constraint`
//! suggestions at the source lines of the constraints `minimal` added.

mod donation;

use std::fmt::Write as _;

use super::minimal::{Annotation, Point};
use crate::ir::sdy::{AxisRef, TensorSharding};
use crate::ir::{Location, Module, OpId, ValueId};
use crate::passes::sharding::{func_arg_sharding, func_arity};

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
        let s = donation::out_sharding(original, plan, pmain, i);
        spec_line(&mut out, &result_name(original, main, i), s.as_ref(), rank);
    }
    let _ = writeln!(out, "}}\n");
    out.push_str(&donation::section(original, plan, main));
    out.push_str(
        "\ndef shardings(name, tree, specs=IN_SPECS):\n    \
\"\"\"NamedShardings for the argument `name` (a pytree), from the specs by path.\"\"\"\n    \
return jax.tree_util.tree_map_with_path(\n        \
lambda path, _: NamedSharding(mesh, specs[name + jax.tree_util.keystr(path)]), tree\n    )\n\n\n\
# jax.jit(f, in_shardings=(shardings(\"params\", params), shardings(\"x\", x)), ...)\n",
    );
    for a in constraints {
        if let Point::FuncArg { func, index } = a.point {
            let rank = original
                .entry_block(func)
                .and_then(|b| original.blocks[b].args.get(index).copied())
                .and_then(|v| original.tensor_type(v))
                .map_or(0, |t| t.rank());
            let _ = writeln!(
                out,
                "\n# Not expressible in JAX: argument {index} of the called function @{} needs the\n\
                 # sharding {} at its boundary (a nested jit's in_shardings lower to a constraint\n\
                 # inside the callee instead, which propagation treats otherwise).",
                original.symbol_name(func).unwrap_or_default(),
                partition_spec(Some(&a.sharding), rank).unwrap_or_else(|s| s)
            );
        }
    }
    for a in constraints {
        if let Point::Constraint(op) = a.point {
            let v = original.ops[op].results[0];
            let rank = original.tensor_type(v).map_or(0, |t| t.rank());
            let at = source_line(original, op).unwrap_or_else(|| "(no location)".into());
            let _ = writeln!(
                out,
                "\n# {at}: your jax.lax.with_sharding_constraint here is not in the plan: change it\n\
                 # to NamedSharding(mesh, {}) (or remove it: the plan reads the value as it is).",
                partition_spec(Some(&a.sharding), rank).unwrap_or_else(|s| s)
            );
        }
    }
    let inside: Vec<&Annotation> = constraints
        .iter()
        .filter(|a| matches!(a.point, Point::Value(_) | Point::Use { .. }))
        .collect();
    if inside.is_empty() {
        return out;
    }
    let keys = OpKeys::new(original);
    let _ = writeln!(
        out,
        "\n# Constraints the plan needs inside the function (jax.lax.with_sharding_constraint):"
    );
    let mut table = String::new();
    let mut skipped = 0;
    for a in inside {
        // The value, the op whose source line the suggestion points at, and what to
        // wrap there.
        let (v, op, operand, what) = match a.point {
            Point::Value(v) => {
                let op = original.defining_op(v);
                let name = op.map_or("value", |o| original.ops[o].name.as_str());
                (v, op, None, format!("y: the {name} result"))
            }
            Point::Use { op, operand } => (
                original.ops[op].operands[operand],
                Some(op),
                Some(operand),
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
        let spec = partition_spec(Some(&a.sharding), rank);
        let _ = writeln!(
            out,
            "# {at}: y = jax.lax.with_sharding_constraint(y, NamedSharding(mesh, {}))  # {what}",
            spec.clone()
                .unwrap_or_else(|sub| format!("None  # sub-axis {sub}"))
        );
        match (
            op.and_then(|o| constraint_entry(original, &keys, main, o, operand)),
            spec,
        ) {
            (Some(entry), Ok(spec)) => {
                let _ = writeln!(table, "    dict({entry}, spec={spec}),");
            }
            _ => skipped += 1,
        }
    }
    let _ = writeln!(
        out,
        "\n# The same constraints as data, for `with_constraints(f)`, which applies them without\n\
         # editing the model: each names the op by its source line, StableHLO op, result shape and\n\
         # occurrence among the top-level ops of that key (`operand`: constrain that operand only)."
    );
    if skipped > 0 {
        let _ = writeln!(
            out,
            "# {skipped} of them are not in the table (inside a loop body, without a source\n\
             # location, or needing a sub-axis): write those by hand."
        );
    }
    let _ = writeln!(out, "CONSTRAINTS = [\n{table}]");
    out.push_str(WITH_CONSTRAINTS);
    out
}

/// `file=..., line=..., op=..., shape=(...), nth=..., operand=...` for a constraint at
/// `op` of the entry function's body (`None` for ops inside regions or callees, or
/// without a location).
fn constraint_entry(
    m: &Module,
    keys: &OpKeys,
    main: OpId,
    op: OpId,
    operand: Option<usize>,
) -> Option<String> {
    // The top level of the entry function or of a called function (`func=`).
    let body = m.ops[op].parent?;
    let owner = m.block_owner(body);
    let func = (owner != main).then(|| m.symbol_name(owner)).flatten();
    let e = constraint_entry_in(m, keys, body, op, operand)?;
    Some(match func {
        Some(f) => format!("{e}, func={}", py_str(&f)),
        None => e,
    })
}

/// The key (file, line, short op name, result shape) and its occurrence of every op at
/// the top level of a function, computed once per snippet.
struct OpKeys(std::collections::HashMap<OpId, (Key, usize)>);

impl OpKeys {
    fn new(m: &Module) -> OpKeys {
        let aliases: std::collections::HashMap<&str, &Location> =
            m.loc_aliases.iter().map(|(n, l)| (n.as_str(), l)).collect();
        let lookup = |a: &str| aliases.get(a).map(|l| (*l).clone());
        let mut out = std::collections::HashMap::new();
        for f in m.funcs() {
            let Some(body) = m.entry_block(f) else {
                continue;
            };
            let mut seen: std::collections::HashMap<Key, usize> = Default::default();
            for &o in &m.blocks[body].ops {
                // No position (JAX's own functions, `jnp.where`'s, have none): file ""
                // and line 0, matched by op, shape and occurrence alone.
                let p = m.ops[o].loc.as_ref().and_then(|l| l.source_pos(&lookup));
                let (file, line) = p.map_or((String::new(), 0), |p| {
                    (p.file.rsplit('/').next().unwrap_or("").to_string(), p.line)
                });
                let short = m.ops[o].name.rsplit('.').next().unwrap_or("").to_string();
                let shape = m.ops[o]
                    .results
                    .first()
                    .map_or_else(|| "None".into(), |&r| shape_of(m, r));
                let k = (file, line, short, shape);
                let n = seen.entry(k.clone()).or_default();
                out.insert(o, (k, *n));
                *n += 1;
            }
        }
        OpKeys(out)
    }
}

/// [`constraint_entry`] for an op of `body`.
fn constraint_entry_in(
    m: &Module,
    keys: &OpKeys,
    body: crate::ir::BlockId,
    op: OpId,
    operand: Option<usize>,
) -> Option<String> {
    let (k, nth) = keys.0.get(&op)?;
    // A broadcast of equal rank read by one op of the same line is the implicit
    // broadcast of a binary op (`x + b`: JAX lowers it, its jaxpr has none): its
    // operand is that op's operand, as the jaxpr has it.
    if let (Some(0), "stablehlo.broadcast_in_dim") = (operand, m.ops[op].name.as_str()) {
        let r = m.ops[op].results[0];
        let users: Vec<(OpId, usize)> = m.blocks[body]
            .ops
            .iter()
            .flat_map(|&u| {
                m.ops[u]
                    .operands
                    .iter()
                    .enumerate()
                    .filter(move |(_, &v)| v == r)
                    .map(move |(i, _)| (u, i))
            })
            .collect();
        let input = m.ops[op].operands[0];
        let same_rank =
            m.tensor_type(input).map(|t| t.rank()) == m.tensor_type(r).map(|t| t.rank());
        if let ([(u, i)], true) = (users.as_slice(), same_rank) {
            // (JAX gives some implicit broadcasts no location: the user's line then.)
            if let Some((ku, nu)) = keys.0.get(u).filter(|(ku, _)| k.1 == 0 || k.1 == ku.1) {
                return Some(entry(ku, *nu, Some((*i, shape_of(m, input)))));
            }
        }
    }
    Some(entry(
        k,
        *nth,
        operand.map(|i| (i, shape_of(m, m.ops[op].operands[i]))),
    ))
}

/// A value's shape as a Python tuple.
fn shape_of(m: &Module, v: ValueId) -> String {
    m.tensor_type(v)
        .map(|t| {
            let dims: Vec<String> = t
                .shape
                .iter()
                .map(|d| match d {
                    crate::ir::types::Dim::Static(n) => n.to_string(),
                    crate::ir::types::Dim::Dynamic => "None".into(),
                })
                .collect();
            format!(
                "({}{})",
                dims.join(", "),
                if dims.len() == 1 { "," } else { "" }
            )
        })
        .unwrap_or_else(|| "()".into())
}

type Key = (String, u32, String, String);

/// One `CONSTRAINTS` entry; `operand`: its index and shape.
fn entry(k: &Key, nth: usize, operand: Option<(usize, String)>) -> String {
    let (i, in_shape) = match operand {
        Some((i, s)) => (i.to_string(), s),
        None => ("None".into(), "None".into()),
    };
    let (file, line) = match k.1 {
        0 => ("None".to_string(), "None".to_string()),
        l => (py_str(&k.0), l.to_string()),
    };
    format!(
        "file={file}, line={line}, op={}, shape={}, nth={nth}, operand={i}, in_shape={in_shape}",
        py_str(&k.2),
        k.3,
    )
}

/// The Python helper that applies `CONSTRAINTS` by re-tracing the function's jaxpr.
const WITH_CONSTRAINTS: &str = r#"
# JAX primitives whose StableHLO op has another name.
_OPS = {
    "convert_element_type": "convert", "exp": "exponential", "div": "divide",
    "mul": "multiply", "sub": "subtract", "max": "maximum", "min": "minimum",
    "neg": "negate", "pjit": "call", "jit": "call", "reduce_sum": "reduce", "reduce_max": "reduce",
    "reduce_min": "reduce", "reduce_prod": "reduce", "argmax": "reduce", "argmin": "reduce",
    "select_n": "select", "lt": "compare", "gt": "compare", "le": "compare",
    "ge": "compare", "eq": "compare", "ne": "compare", "squeeze": "reshape",
    "expand_dims": "reshape", "integer_pow": "multiply", "logistic": "logistic",
    "log1p": "log_plus_one", "expm1": "exponential_minus_one", "pow": "power", "add_any": "add",
}


def with_constraints(fn, constraints=None):
    """`fn` with the `constraints` (default: CONSTRAINTS) applied where their ops are
    computed: the function's jaxpr is evaluated again, wrapping the matching equations'
    results (or one operand) in `jax.lax.with_sharding_constraint`; a called function
    (a nested `jit`, `func` in the table) holding one is jitted again from its jaxpr
    with it. After a trace, `wrapped.applied` counts the constraints applied and
    `wrapped.missed` lists the others (their op was not found: the model code changed,
    or JAX lowers it otherwise)."""
    import os
    import re
    from jax._src import source_info_util

    constraints = CONSTRAINTS if constraints is None else constraints
    applied = set()

    def in_scope(c, scope):
        f = c.get("func")
        return f == scope or (f is not None and scope is not None and re.fullmatch(re.escape(scope) + r"(_\d+)*", f))

    def evaluate(jaxpr, consts, args, scope):
        env, seen = {}, {}
        read = lambda v: v.val if hasattr(v, "val") else env[v]
        env.update(zip(jaxpr.constvars, consts))
        env.update(zip(jaxpr.invars, args))
        mine = [c for c in constraints if in_scope(c, scope)]
        constrain = lambda x, c: jax.lax.with_sharding_constraint(x, NamedSharding(mesh, c["spec"]))
        for eqn in jaxpr.eqns:
            frame = source_info_util.user_frame(eqn.source_info.traceback)
            op = _OPS.get(eqn.primitive.name, eqn.primitive.name)
            shape = tuple(eqn.outvars[0].aval.shape) if eqn.outvars else None
            key = (os.path.basename(frame.file_name), frame.start_line) if frame else (None, None)
            key = key + (op, shape)
            nth = seen.get(key, 0)
            seen[key] = nth + 1
            ins = [read(v) for v in eqn.invars]
            hits = [c for c in mine if key == (c["file"], c["line"], c["op"], c["shape"]) and c["nth"] == nth]
            hits = [c for c in hits if c["operand"] is None or (
                c["operand"] < len(ins) and tuple(eqn.invars[c["operand"]].aval.shape) == c["in_shape"])]
            for c in hits:
                if c["operand"] is not None:
                    ins[c["operand"]] = constrain(ins[c["operand"]], c)
            name = eqn.params.get("name") if eqn.primitive.name in ("pjit", "jit") else None
            name_stack = source_info_util.current_name_stack() + eqn.source_info.name_stack
            with source_info_util.user_context(eqn.source_info.traceback, name_stack=name_stack), eqn.ctx.manager:
                if name and any(in_scope(c, name) for c in constraints):
                    inner = eqn.params["jaxpr"]
                    body = lambda *xs, inner=inner, name=name: evaluate(inner.jaxpr, inner.consts, xs, name)
                    body.__name__ = name
                    outs = jax.jit(body)(*ins)
                else:
                    bound = eqn.primitive.get_bind_params(eqn.params)  # (subfuns, params) before JAX 0.7
                    subfuns, params = bound if isinstance(bound, tuple) else ((), bound)
                    outs = eqn.primitive.bind(*subfuns, *ins, **params)
            outs = list(outs) if eqn.primitive.multiple_results else [outs]
            for c in hits:
                if c["operand"] is None:
                    outs[0] = constrain(outs[0], c)
            applied.update(id(c) for c in hits)
            env.update(zip(eqn.outvars, outs))
        return [read(v) for v in jaxpr.outvars]

    def wrapped(*args):
        closed, out_shape = jax.make_jaxpr(fn, return_shape=True)(*args)
        applied.clear()
        out = evaluate(closed.jaxpr, closed.consts, jax.tree_util.tree_leaves(args), None)
        wrapped.applied = len(applied)
        wrapped.missed = [c for c in constraints if id(c) not in applied]
        return jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(out_shape), out)

    return wrapped
"#;
