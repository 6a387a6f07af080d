//! Feeding a plan back to the user: given a target plan (a fully sharded module, as
//! propagation or the search leaves it) and the original module, write the plan in one
//! of three forms:
//!
//! - [`full`]: the original module with every value annotated (op results'
//!   `sdy.sharding`, function arguments and results) and the plan's explicit
//!   reshards (as `sdy.sharding_constraint`s on the one use), as a propagated module
//!   is, but keeping the original's ops and locations;
//! - [`minimal::minimal`]: the original module with the fewest added or changed
//!   annotations (entry function inputs/outputs first, then `sdy.sharding_constraint`s:
//!   one per reshard of the plan, on that use, and those propagation needs) that our
//!   propagator turns into the plan exactly, checked by running it;
//! - [`jax::snippet`]: Python with a `PartitionSpec` per argument and result, named by
//!   the pytree paths of the debug locations, and `with_sharding_constraint`
//!   suggestions pointing at source lines.
//!
//! [`mod@align`] matches the ops of two modules (original and plan, or two plans);
//! [`targets`] says what a plan asks of every value and read, and how a module misses it;
//! [`price`] whether a written-back module, propagated, costs what the plan costs.

pub mod align;
pub mod jax;
pub mod minimal;
pub mod pin;
pub mod price;
pub mod removal;
pub mod targets;

use crate::ir::Module;
use crate::passes::sharding::{set_func_arg_sharding, set_func_result_sharding, set_sharding};
use align::{align, op_shardings, Slot};

/// The output forms of `autoshard emit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Full,
    Minimal,
    Jax,
}

impl Mode {
    pub fn parse(s: &str) -> Option<Mode> {
        Some(match s {
            "full" => Mode::Full,
            "minimal" => Mode::Minimal,
            "jax" => Mode::Jax,
            _ => return None,
        })
    }
}

/// Runs our `sdy-propagation-pipeline` on a copy of `m`.
pub fn propagate(m: &Module) -> Result<Module, String> {
    let mut p = m.clone();
    crate::propagate::pipeline::run_pipeline(&mut p).map_err(|d| {
        let msgs: Vec<String> = d.0.iter().map(|x| x.message.clone()).collect();
        format!("propagation failed: {}", msgs.join("; "))
    })?;
    Ok(p)
}

/// The original module with the plan's sharding on every value (replicated ones closed;
/// ops matched by [`align()`]; a loop's results as constraints on its operands) and the
/// plan's reshards
/// ([`align::plan_reshards`]) as closed `sdy.sharding_constraint`s on those uses (which
/// propagation exports as the plan's `sdy.reshard`s; XLA's pipeline does not take
/// `sdy.reshard` from the input).
/// `sdy.sharding_constraint`s take the plan's sharding of their result; manual
/// computations keep theirs. Every op result is also read through a constraint to its
/// sharding ([`pin`]): XLA's pipeline takes constraints, not op shardings.
pub fn full(original: &Module, plan: &Module) -> Module {
    let mut m = original.clone();
    let mut uses = align::plan_reshards(original, plan);
    uses.extend(call_site_constraints(original, plan));
    uses.extend(loop_operand_constraints(original, plan));
    for r in uses {
        constrain_use(&mut m, r.op, r.operand, &r.via, r.sharding);
    }
    let aligned = align(original, plan);
    drop_constraints_not_in_plan(&mut m, original, &aligned);
    for (x, y) in aligned {
        let name = m.ops[x].name.clone();
        if name == "sdy.manual_computation" {
            continue;
        }
        // A loop's results are its data-flow edges' owners: written on the op, XLA's
        // import of a `stablehlo.while` fails (jaxlib 0.10.2: a RET_CHECK on the tuple
        // sharding's leaf count, then a crash), so its operands are constrained instead
        // ([`loop_operand_constraints`]) and propagation carries that through.
        let loop_results = name == "stablehlo.while";
        let ours = op_shardings(original, x);
        for (slot, s) in op_shardings(plan, y) {
            // Only where the original has the same slot with the same rank (a called
            // function the plan duplicated is matched by walk order only).
            let Some(v) = slot_value(original, x, slot) else {
                continue;
            };
            if original.tensor_type(v).is_none()
                || crate::passes::sharding::shardable_value(original, v).is_none()
            {
                continue;
            }
            // Replicated is written too (closed, as a propagated module has it): left
            // open, propagation could shard it.
            let s = s.unwrap_or_else(|| {
                crate::ir::sdy::TensorSharding::empty(mesh_ref(original), rank(original, v), true)
            });
            if !ours.iter().any(|(o, _)| *o == slot) || rank(original, v) != s.dims.len() {
                continue;
            }
            match slot {
                Slot::Arg(i) if name == "func.func" => set_func_arg_sharding(&mut m, x, i, s),
                Slot::FuncResult(i) if name == "func.func" => {
                    set_func_result_sharding(&mut m, x, i, s)
                }
                Slot::Result(_) if !loop_results => set_sharding(&mut m, v, s),
                _ => {}
            }
        }
    }
    tie_aliased_results(&mut m);
    // XLA's import drops op results' shardings: constraints carry them.
    pin::pin_op_results(&mut m);
    m
}

/// Erases the user's `sdy.sharding_constraint`s that have no counterpart in the plan
/// (`aligned`: the original's ops matched to the plan's): the data-parallel and Megatron
/// templates drop the user's constraints ([`crate::solve::baseline`]), and written back
/// with the user's sharding XLA implements them where the plan priced nothing
/// (fsdp_block's data-parallel plan compiled to 29 MB of all-gathers: the batch gathered
/// over `model` at the input constraint, the weights over `fsdp` at the user's weight
/// constraints). Their uses (the plan's reshard constraints included) read their
/// operand, as in the plan. Only the original's ops are candidates (`m` is its clone
/// with the plan's reshard constraints added).
fn drop_constraints_not_in_plan(
    m: &mut Module,
    original: &Module,
    aligned: &[(crate::ir::OpId, crate::ir::OpId)],
) {
    let kept: std::collections::BTreeSet<_> = aligned.iter().map(|&(x, _)| x).collect();
    for op in original.walk() {
        if original.ops[op].name == "sdy.sharding_constraint"
            && original.ops[op].parent.is_some()
            && !kept.contains(&op)
        {
            let (from, to) = (m.ops[op].results[0], m.ops[op].operands[0]);
            m.replace_all_uses(from, to);
            m.erase_op(op);
        }
    }
}

/// Gives each result a donated argument aliases (`tf.aliasing_output`) the argument's
/// sharding as written (closed; replicated when the argument has none), so the pair is
/// written identically whatever the plan: XLA rejects an aliased pair sharded two ways.
/// A plan that keeps the pair (every plan of the search and the templates) is unchanged;
/// for one that does not (a propagation plan that splits the pair, see
/// [`crate::solve::baseline::BaselinePlan::alias_mismatches`]) the argument's sharding
/// wins, as in the templates, and the returned value is resharded at the return.
pub fn tie_aliased_results(m: &mut Module) {
    let Some(main) = crate::cost::memory::entry_function(m) else {
        return;
    };
    for p in crate::solve::alias::pairs(m) {
        let Some(v) = slot_value(m, main, Slot::Arg(p.arg)) else {
            continue;
        };
        let s = crate::solve::alias::arg_sharding(m, main, p.arg).unwrap_or_else(|| {
            crate::ir::sdy::TensorSharding::empty(mesh_ref(m), rank(m, v), true)
        });
        set_func_arg_sharding(m, main, p.arg, s.clone());
        set_func_result_sharding(m, main, p.result, s);
    }
}

/// A `sdy.sharding_constraint` of `v` to `sharding` (not yet placed).
fn constraint_op(
    m: &mut Module,
    v: crate::ir::ValueId,
    sharding: crate::ir::sdy::TensorSharding,
    loc: Option<crate::ir::Location>,
) -> crate::ir::OpId {
    m.create_op(
        "sdy.sharding_constraint",
        vec![v],
        vec![m.values[v].ty.clone()],
        vec![crate::ir::NamedAttr::new(
            "sharding",
            crate::passes::sharding::sharding_attr(sharding),
            true,
        )],
        loc,
    )
}

/// Operand `operand` of `op` read through a `sdy.sharding_constraint` (that use only),
/// or through a chain of them, one per sharding of `via` and then `sharding`: the plan's
/// reshard path ([`align::PlanReshard::via`]).
pub(crate) fn constrain_use(
    m: &mut Module,
    op: crate::ir::OpId,
    operand: usize,
    via: &[crate::ir::sdy::TensorSharding],
    sharding: crate::ir::sdy::TensorSharding,
) {
    let mut v = m.ops[op].operands[operand];
    let loc = m.ops[op].loc.clone();
    for s in via.iter().cloned().chain([sharding]) {
        let c = constraint_op(m, v, s, loc.clone());
        m.insert_op_before(op, c);
        v = m.ops[c].results[0];
    }
    m.ops[op].operands[operand] = v;
}

/// Every use of `v` read through one `sdy.sharding_constraint`, right after its definition.
pub(crate) fn constrain_value(
    m: &mut Module,
    v: crate::ir::ValueId,
    sharding: crate::ir::sdy::TensorSharding,
) {
    let loc = m.defining_op(v).and_then(|d| m.ops[d].loc.clone());
    let c = constraint_op(m, v, sharding, loc);
    m.insert_op_after_value(v, c);
    let r = m.ops[c].results[0];
    m.replace_all_uses_except(v, r, c);
}

/// The module's (first) mesh, by name.
pub(crate) fn mesh_ref(m: &Module) -> crate::ir::sdy::MeshRef {
    crate::ir::sdy::MeshRef::Symbol(
        m.meshes()
            .first()
            .map(|x| x.0.clone())
            .unwrap_or_default()
            .into(),
    )
}

fn rank(m: &Module, v: crate::ir::ValueId) -> usize {
    m.tensor_type(v).map_or(usize::MAX, |t| t.rank())
}

/// The value a slot of `op` stands for.
fn slot_value(m: &Module, op: crate::ir::OpId, slot: Slot) -> Option<crate::ir::ValueId> {
    match slot {
        Slot::Arg(i) => m
            .entry_block(op)
            .and_then(|b| m.blocks[b].args.get(i).copied()),
        Slot::FuncResult(i) => m
            .entry_block(op)
            .and_then(|b| m.terminator(b))
            .and_then(|t| m.ops[t].operands.get(i).copied()),
        Slot::Result(i) => m.ops[op].results.get(i).copied(),
        Slot::InSharding(i) => m.ops[op].operands.get(i).copied(),
    }
}

/// Each `stablehlo.while` operand, constrained (closed) to the plan's sharding of the
/// loop's result there: what `full` writes instead of the loop's own shardings.
fn loop_operand_constraints(original: &Module, plan: &Module) -> Vec<align::PlanReshard> {
    let mut out = Vec::new();
    for (x, y) in align(original, plan) {
        if original.ops[x].name != "stablehlo.while" {
            continue;
        }
        for (i, &r) in plan.ops[y].results.iter().enumerate() {
            let Some(&v) = original.ops[x].operands.get(i) else {
                continue;
            };
            if original.tensor_type(v).is_none() {
                continue;
            }
            let s = crate::passes::sharding::get_sharding(plan, r).unwrap_or_else(|| {
                crate::ir::sdy::TensorSharding::empty(mesh_ref(original), rank(original, v), true)
            });
            out.push(align::PlanReshard {
                op: x,
                operand: i,
                sharding: s,
                via: Vec::new(),
            });
        }
    }
    out
}

/// Called functions' arguments whose plan sharding differs from the plan's sharding of
/// the operand at their one call site: propagation turns calls into named computations
/// whose arguments take the operand's sharding, so the operand is constrained on that
/// use (as [`minimal`] does when propagation misses such an argument).
fn call_site_constraints(original: &Module, plan: &Module) -> Vec<align::PlanReshard> {
    let main = crate::cost::memory::entry_function(original);
    let pairs = align(original, plan);
    let of: std::collections::HashMap<crate::ir::OpId, crate::ir::OpId> =
        pairs.iter().copied().collect();
    let mut out = Vec::new();
    for &(x, y) in &pairs {
        if original.ops[x].name != "func.func" || Some(x) == main {
            continue;
        }
        let Some(call) = align::single_call_site(original, x) else {
            continue;
        };
        let Some(&pcall) = of.get(&call) else {
            continue;
        };
        let n = crate::passes::sharding::func_arity(plan, y).0;
        for i in 0..n.min(original.ops[call].operands.len()) {
            let want = align::canonical(crate::passes::sharding::func_arg_sharding(plan, y, i));
            let operand = plan.ops[pcall].operands.get(i).copied();
            let have = operand
                .and_then(|v| align::canonical(crate::passes::sharding::get_sharding(plan, v)));
            if want == have {
                continue;
            }
            let Some(v) = original.ops[call].operands.get(i).copied() else {
                continue;
            };
            let rank = original.tensor_type(v).map_or(0, |t| t.rank());
            let mesh = crate::ir::sdy::MeshRef::Symbol(
                original
                    .meshes()
                    .first()
                    .map(|m| m.0.clone())
                    .unwrap_or_default()
                    .into(),
            );
            out.push(align::PlanReshard {
                op: call,
                operand: i,
                sharding: want
                    .unwrap_or_else(|| crate::ir::sdy::TensorSharding::empty(mesh, rank, true)),
                via: Vec::new(),
            });
        }
    }
    out
}
