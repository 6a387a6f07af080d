//! Donated buffers in the snippet: the aliased results' specs and a `DONATED` table.

use std::fmt::Write as _;

use super::{arg_name, py_str, result_name};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Module, OpId};
use crate::passes::sharding::{func_arg_sharding, func_result_sharding};
use crate::solve::alias;

/// The sharding the snippet gives entry result `i` of `plan`: for a result a donated
/// argument aliases, the argument's (the pair must be sharded alike, as `full` writes
/// it: [`crate::emit::tie_aliased_results`]), else the plan's.
pub(super) fn out_sharding(
    original: &Module,
    plan: &Module,
    pmain: OpId,
    i: usize,
) -> Option<TensorSharding> {
    match alias::pairs(original).iter().find(|p| p.result == i) {
        Some(p) => func_arg_sharding(plan, pmain, p.arg),
        None => func_result_sharding(plan, pmain, i),
    }
}

/// The donation section: which argument's buffer each result reuses (`tf.aliasing_output`,
/// from `donate_argnums`), and the donors without a fixed result (`jax.buffer_donor`) with
/// the result XLA can reuse their buffer for under the plan, if any. Empty without
/// donation.
pub(super) fn section(original: &Module, plan: &Module, main: OpId) -> String {
    let pairs = alias::pairs(original);
    let donors = alias::donor_matches(plan);
    let mut out = String::new();
    if pairs.is_empty() && donors.is_empty() {
        return out;
    }
    let args = original
        .entry_block(main)
        .map(|b| original.blocks[b].args.clone())
        .unwrap_or_default();
    let name = |i: usize| {
        args.get(i)
            .map_or_else(|| format!("arg{i}"), |&v| arg_name(original, v, i))
    };
    if !pairs.is_empty() {
        let _ = writeln!(
            out,
            "# Donated arguments (jax.jit(..., donate_argnums=...)): XLA reuses each one's buffer\n\
             # for its result, so both need one sharding: their specs above are the same. Keep\n\
             # the donation when jitting with these shardings."
        );
        let _ = writeln!(out, "DONATED = {{");
        for p in &pairs {
            let _ = writeln!(
                out,
                "    {}: {},",
                py_str(&name(p.arg)),
                py_str(&result_name(original, main, p.result))
            );
        }
        let _ = writeln!(out, "}}\n");
    }
    if !donors.is_empty() {
        let _ = writeln!(
            out,
            "# Donated without a fixed result (jax.buffer_donor): XLA reuses the buffer for a result\n\
             # of the same shape and sharding if there is one, else only frees it."
        );
        for (i, hit) in donors {
            let what = match hit {
                Some(k) => format!("reusable for {}", result_name(original, main, k)),
                None => "no result of its shape has its sharding: not reused".to_string(),
            };
            let _ = writeln!(out, "# {}: {what}", name(i));
        }
        out.push('\n');
    }
    out
}
