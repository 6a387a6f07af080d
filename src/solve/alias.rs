//! Donated buffers: the entry function's input/output aliasing.
//!
//! `jax.jit(f, donate_argnums=...)` exports an argument of `@main` with
//! `tf.aliasing_output = N`: XLA reuses the argument's buffer for result `N`. XLA
//! (jaxlib 0.10.2, checked by compiling) rejects the module when the two per-device
//! buffers differ in size ("Expected aliased input 0 ... to have the same size"), and
//! with equal sizes but different shardings compiles it, writing the result's shard
//! into the argument's storage, so the state fed back to the next step changes layout
//! (a reshard before every step). Every plan therefore treats such a pair as one
//! sharding class: the search unions the argument with the function result
//! ([`super::graph`]), the templates give the result the argument's sharding
//! ([`super::baseline`]), the plan checker ([`super::check`]) rejects a plan where they
//! differ ([`mismatches`]), and the emitted modules write both ends alike
//! ([`crate::emit::tie_aliased_results`]).
//!
//! `jax.buffer_donor = true` (a donated argument without a fixed output) is a
//! preference, not a requirement: XLA aliases it with a result of the same shape and
//! sharding if it finds one, and otherwise only frees it (the program compiles either
//! way). Neither the search nor the templates constrain donors (a requirement would
//! forbid plans XLA accepts, and pairing a donor with one of several same-typed results
//! is XLA's choice, not the exporter's); emitted modules keep the attribute, and
//! [`donor_matches`] says for a plan which donors can be reused, for the jax snippet.

use crate::ir::sdy::{ShardingBody, TensorSharding};
use crate::ir::{Attr, Module, OpId, ValueId};
use crate::passes::sharding::{func_arg_sharding, func_arity, func_result_sharding, get_sharding};

/// The attribute JAX writes on a donated argument with a fixed output.
pub const ALIASING_OUTPUT: &str = "tf.aliasing_output";
/// The attribute JAX writes on a donated argument without a fixed output.
pub const BUFFER_DONOR: &str = "jax.buffer_donor";

/// Argument `arg` of the entry function shares its buffer with result `result`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AliasPair {
    pub arg: usize,
    pub result: usize,
}

/// An aliased pair whose shardings differ in a plan.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    pub pair: AliasPair,
    /// The argument's and the result's shardings (`None`: replicated).
    pub arg: Option<TensorSharding>,
    pub result: Option<TensorSharding>,
    /// Per-device bytes of the argument's and the result's buffers.
    pub arg_bytes: u64,
    pub result_bytes: u64,
}

impl Mismatch {
    /// Whether XLA rejects the module: it compares only the per-device buffer sizes
    /// (jaxlib 0.10.2, checked by compiling: "Expected aliased input 0 ... to have the
    /// same size"); with equal sizes it compiles and reuses the argument's buffer for
    /// the differently sharded result (no copy), so the next step, fed the result,
    /// gets its state in another layout than the argument's.
    pub fn xla_rejects(&self) -> bool {
        self.arg_bytes != self.result_bytes
    }
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |s: &Option<TensorSharding>| {
            s.as_ref()
                .map_or_else(|| "replicated".to_string(), |s| ShardingBody(s).to_string())
        };
        write!(
            f,
            "argument {} (donated, {} = {}) is {} but result {} is {}",
            self.pair.arg,
            ALIASING_OUTPUT,
            self.pair.result,
            show(&self.arg),
            self.pair.result,
            show(&self.result)
        )?;
        if self.xla_rejects() {
            write!(
                f,
                ": XLA rejects the module (per-device buffers of {} and {} bytes)",
                self.arg_bytes, self.result_bytes
            )
        } else {
            write!(
                f,
                ": XLA compiles it, reusing the argument's {} bytes per device for the result's other layout",
                self.arg_bytes
            )
        }
    }
}

fn arg_attr(m: &Module, func: OpId, i: usize, key: &str) -> Option<Attr> {
    match m.ops[func].attr("arg_attrs") {
        Some(Attr::Array(items)) => match items.get(i) {
            Some(Attr::Dict(d)) => d.iter().find(|a| a.name == key).map(|a| a.value.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn entry_args(m: &Module, main: OpId) -> Vec<ValueId> {
    m.entry_block(main)
        .map(|b| m.blocks[b].args.clone())
        .unwrap_or_default()
}

/// The value entry-function result `k` returns.
pub fn returned(m: &Module, main: OpId, k: usize) -> Option<ValueId> {
    let b = m.entry_block(main)?;
    let t = m.terminator(b)?;
    m.ops[t].operands.get(k).copied()
}

/// The entry function's aliased pairs, by argument. A pair whose argument and result
/// types differ is left out (XLA rejects it whatever the shardings; the verifier's
/// business, not the plan's).
pub fn pairs(m: &Module) -> Vec<AliasPair> {
    let Some(main) = crate::cost::memory::entry_function(m) else {
        return Vec::new();
    };
    let n_out = func_arity(m, main).1;
    let args = entry_args(m, main);
    let mut out = Vec::new();
    for (i, &a) in args.iter().enumerate() {
        let Some(k) = arg_attr(m, main, i, ALIASING_OUTPUT).and_then(|x| x.as_i64()) else {
            continue;
        };
        let Ok(k) = usize::try_from(k) else { continue };
        if k >= n_out {
            continue;
        }
        let same = returned(m, main, k).is_some_and(|r| m.values[r].ty == m.values[a].ty);
        if same {
            out.push(AliasPair { arg: i, result: k });
        }
    }
    out
}

/// The entry function's donated arguments without a fixed output
/// (`jax.buffer_donor = true`).
pub fn donors(m: &Module) -> Vec<usize> {
    let Some(main) = crate::cost::memory::entry_function(m) else {
        return Vec::new();
    };
    (0..func_arity(m, main).0)
        .filter(|&i| {
            arg_attr(m, main, i, BUFFER_DONOR)
                .is_some_and(|a| matches!(a, Attr::Bool(true) | Attr::Unit))
        })
        .collect()
}

/// A sharding as it partitions the buffer: dims closed, no replicated list or
/// priorities, `None` when it shards nothing.
pub fn normalized(s: Option<TensorSharding>) -> Option<TensorSharding> {
    let s = super::candidates::close(&s?);
    let shards = s.dims.iter().any(|d| !d.axes.is_empty()) || !s.unreduced.is_empty();
    shards.then_some(s)
}

/// The sharding of entry argument `i` in plan `p` (normalized).
pub fn arg_sharding(p: &Module, main: OpId, i: usize) -> Option<TensorSharding> {
    normalized(func_arg_sharding(p, main, i))
}

/// The sharding of entry result `k` in plan `p` (normalized): its `res_attrs` sharding,
/// else (unannotated) the returned value's, which XLA's output propagation gives it.
pub fn result_sharding(p: &Module, main: OpId, k: usize) -> Option<TensorSharding> {
    let s = func_result_sharding(p, main, k)
        .or_else(|| returned(p, main, k).and_then(|v| get_sharding(p, v)));
    normalized(s)
}

/// The aliased pairs of plan `p` whose argument and result shardings differ.
pub fn mismatches(p: &Module) -> Vec<Mismatch> {
    let Some(main) = crate::cost::memory::entry_function(p) else {
        return Vec::new();
    };
    let args = entry_args(p, main);
    let mesh = p.meshes().into_iter().next().map(|(_, mesh, _)| mesh);
    pairs(p)
        .into_iter()
        .filter_map(|pair| {
            let arg = arg_sharding(p, main, pair.arg);
            let result = result_sharding(p, main, pair.result);
            if arg == result {
                return None;
            }
            let bytes = |s: &Option<TensorSharding>| {
                let ty = p.tensor_type(*args.get(pair.arg)?)?;
                let mesh = match s {
                    Some(s) => crate::cost::shard::resolve_mesh(p, &s.mesh)?,
                    None => mesh.clone()?,
                };
                Some(crate::cost::shard::per_device_bytes(ty, s.as_ref(), &mesh))
            };
            Some(Mismatch {
                pair,
                arg_bytes: bytes(&arg).unwrap_or(0),
                result_bytes: bytes(&result).unwrap_or(0),
                arg,
                result,
            })
        })
        .collect()
}

/// For each donor of `m`, the results XLA may reuse its buffer for (same type, not
/// aliased to an argument), in result order.
pub fn preferred_results(m: &Module) -> Vec<(usize, Vec<usize>)> {
    let Some(main) = crate::cost::memory::entry_function(m) else {
        return Vec::new();
    };
    let args = entry_args(m, main);
    let fixed: Vec<usize> = pairs(m).iter().map(|p| p.result).collect();
    let n_out = func_arity(m, main).1;
    donors(m)
        .into_iter()
        .filter_map(|i| {
            let ty = &m.values[*args.get(i)?].ty;
            let rs: Vec<usize> = (0..n_out)
                .filter(|k| !fixed.contains(k))
                .filter(|&k| returned(m, main, k).is_some_and(|r| m.values[r].ty == *ty))
                .collect();
            Some((i, rs))
        })
        .collect()
}

/// For each donor of plan `p`: the first same-typed unaliased result with the donor's
/// sharding (XLA can reuse the buffer for it), or `None` (the donated buffer is only
/// freed).
pub fn donor_matches(p: &Module) -> Vec<(usize, Option<usize>)> {
    let Some(main) = crate::cost::memory::entry_function(p) else {
        return Vec::new();
    };
    preferred_results(p)
        .into_iter()
        .map(|(i, rs)| {
            let s = arg_sharding(p, main, i);
            let hit = rs.into_iter().find(|&k| result_sharding(p, main, k) == s);
            (i, hit)
        })
        .collect()
}
