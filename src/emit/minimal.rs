//! `minimal`: the original module with the fewest added or changed annotations such
//! that our propagator reproduces a target plan exactly.
//!
//! 1. The entry function's arguments and results whose sharding differs from the
//!    plan's get the plan's sharding (closed, as a propagated module has it); every
//!    reshard of the plan (an op reading an operand sharded otherwise, which the
//!    search's plans have and propagation never infers) becomes a
//!    `sdy.sharding_constraint` on that one use (a chain of them when the plan's reshard
//!    passes through other shardings first, as XLA then implements it).
//! 2. Rounds: propagate; compare every value with the plan (ops matched by
//!    [`mod@super::align`]); put a closed `sdy.sharding_constraint` with the plan's
//!    sharding on each differing value none of whose operands differ (the frontier:
//!    fixing it usually fixes what follows), until nothing differs or no round helps.
//! 3. Removal ([`super::removal`], at any annotation count): annotations (last added
//!    first, in chunks) are dropped (a changed argument gets its original sharding back)
//!    and kept out if the plan is still reproduced exactly (every value and every read,
//!    [`super::targets::PlanTargets`]), or, when it is not, if no more values differ
//!    than with every annotation (the closest set is written); except both ends of a
//!    donated argument's pair, always written (see `written_aliases`).
//!
//! Every claim is checked by running the propagator; the result says whether the plan
//! was reproduced and how many propagations it took.

use std::collections::BTreeSet;

use super::align::{canonical, Slot};
use super::targets::{misses, plan_targets, Miss, PlanTargets};
use crate::ir::sdy::TensorSharding;
use crate::ir::{Module, OpId, ValueDef, ValueId};
use crate::passes::sharding::{
    func_arg_sharding, func_result_sharding, get_sharding, set_func_arg_sharding,
    set_func_result_sharding, shardable_value,
};

/// Where an annotation goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Point {
    /// Argument `i` of the entry function.
    Arg(usize),
    /// Result `i` of the entry function.
    Result(usize),
    /// A `sdy.sharding_constraint` on this value of the original module.
    Value(ValueId),
    /// A `sdy.sharding_constraint` on operand `operand` of `op` only: a reshard of the
    /// plan (the op reads the value sharded otherwise than it is stored), or the operand
    /// of a called function's one call site (which gives the callee's argument its
    /// sharding: propagation turns calls into named computations).
    Use { op: OpId, operand: usize },
    /// Argument `index` of the called function `func` (not the entry function).
    FuncArg { func: OpId, index: usize },
    /// The user's own `sdy.sharding_constraint` op, its sharding changed to the plan's:
    /// a plan that does not keep it (a template drops every user constraint) is not
    /// reproduced while it stands (`original` holds the user's sharding).
    Constraint(OpId),
}

/// One added or changed annotation.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    pub point: Point,
    pub sharding: TensorSharding,
    /// What the original module had there (arguments and results only).
    pub original: Option<TensorSharding>,
    /// A reshard of the plan (kept by the removal pass: without it the reshard is
    /// missing).
    pub reshard: bool,
    /// At a `Use`: the shardings the plan's reshard passes through before `sharding`
    /// ([`super::align::PlanReshard::via`]), each its own constraint in the chain.
    pub via: Vec<TensorSharding>,
}

/// Options of [`minimal`].
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Rounds of constraint addition.
    pub max_rounds: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options { max_rounds: 64 }
    }
}

/// What [`minimal`] found.
#[derive(Clone, Debug)]
pub struct Minimal {
    /// The original module with the annotations.
    pub module: Module,
    pub annotations: Vec<Annotation>,
    /// Whether propagating `module` gives the plan on every value.
    pub exact: bool,
    /// Values (op, slot) still differing when not exact.
    pub remaining: usize,
    /// What differs when not exact, per op of the original
    /// ([`super::targets::plan_difference_ops`]).
    pub differing: Vec<(OpId, String)>,
    pub propagations: usize,
    /// Annotations the removal pass found unnecessary.
    pub removed: usize,
}

fn rank(m: &Module, v: ValueId) -> usize {
    m.tensor_type(v).map_or(0, |t| t.rank())
}

/// The closed sharding a target stands for (`None` is replicated).
fn concrete(m: &Module, s: &Option<TensorSharding>, v: ValueId) -> TensorSharding {
    s.clone()
        .unwrap_or_else(|| TensorSharding::empty(super::mesh_ref(m), rank(m, v), true))
}

/// The original module with `anns` applied.
pub fn apply(original: &Module, main: OpId, anns: &[Annotation]) -> Module {
    let mut m = original.clone();
    for a in anns {
        match a.point {
            Point::Arg(i) => set_func_arg_sharding(&mut m, main, i, a.sharding.clone()),
            Point::Result(i) => set_func_result_sharding(&mut m, main, i, a.sharding.clone()),
            Point::FuncArg { func, index } => {
                set_func_arg_sharding(&mut m, func, index, a.sharding.clone())
            }
            Point::Value(v) => super::constrain_value(&mut m, v, a.sharding.clone()),
            Point::Use { op, operand } => {
                super::constrain_use(&mut m, op, operand, &a.via, a.sharding.clone())
            }
            Point::Constraint(op) => {
                let r = m.ops[op].results[0];
                crate::passes::sharding::set_sharding(&mut m, r, a.sharding.clone())
            }
        }
    }
    m
}

/// The points (with the plan's sharding) where propagating `a` misses the plan: for
/// each miss, where an annotation could fix it, in order of preference (the rounds
/// take the first not tried yet).
fn mismatches(
    original: &Module,
    main: OpId,
    t: &PlanTargets,
    a: &Module,
    p: &Module,
) -> Vec<(Vec<Point>, Option<TensorSharding>)> {
    let mut out = Vec::new();
    for (miss, want, _) in misses(original, t, a, p) {
        let points = match miss {
            // The user's constraint itself, only when the plan does not keep it (a
            // template drops them): changed. A constraint the plan keeps is fixed: a
            // read of it that misses is the plan resharding at the constraint (its
            // operand stored otherwise), fixed where the operand is (its own miss) or on
            // that use, never by moving the user's sharding.
            Miss::Slot(x, Slot::Result(0)) if t.dropped.contains(&x) => {
                vec![Point::Constraint(x)]
            }
            Miss::Read(x, 0) if t.dropped.contains(&x) => {
                vec![Point::Constraint(x), Point::Use { op: x, operand: 0 }]
            }
            Miss::Read(op, operand) => vec![Point::Use { op, operand }],
            Miss::Slot(x, Slot::Arg(i)) if x == main => vec![Point::Arg(i)],
            Miss::Slot(x, Slot::FuncResult(i)) if x == main => vec![Point::Result(i)],
            // An argument of a called function: propagation turns each call into a
            // named computation whose block arguments take the operands' shardings,
            // so a constraint on the operand of its one call site; when that is not
            // enough (the body shards the argument anyway, or the plan reshards at
            // the call), the argument's own sharding, which becomes the named
            // computation's in_sharding (a nested `jax.jit(..., in_shardings=...)`).
            Miss::Slot(x, Slot::Arg(i)) if original.ops[x].name == "func.func" => {
                let mut v = Vec::new();
                if let Some(call) = super::align::single_call_site(original, x) {
                    // Only when the plan reads the operand so (no reshard at the call).
                    if i < original.ops[call].operands.len()
                        && t.reads.get(&(call, i)).map_or(true, |r| *r == want)
                    {
                        v.push(Point::Use {
                            op: call,
                            operand: i,
                        });
                    }
                }
                v.push(Point::FuncArg { func: x, index: i });
                v
            }
            Miss::Slot(x, Slot::Result(i)) => {
                let v = original.ops[x].results[i];
                let mut points = Vec::new();
                if original.tensor_type(v).is_some() && shardable_value(original, v).is_some() {
                    points.push(Point::Value(v));
                    // A loop's result is also its operand's and its body's argument's
                    // sharding (one data-flow edge): when the operand or the body
                    // shards it, a constraint on the operand, then on the argument.
                    if original.ops[x].name == "stablehlo.while" {
                        if i < original.ops[x].operands.len() {
                            points.push(Point::Use { op: x, operand: i });
                        }
                        let arg = original.ops[x]
                            .regions
                            .get(1)
                            .and_then(|&r| original.regions[r].blocks.first().copied())
                            .and_then(|b| original.blocks[b].args.get(i).copied());
                        points.extend(arg.map(Point::Value));
                    }
                }
                points
            }
            Miss::Slot(..) => Vec::new(),
        };
        out.push((points, want));
    }
    out
}

/// The operands of the op defining `v` (none for block arguments).
fn inputs(m: &Module, v: ValueId) -> Vec<ValueId> {
    match m.values[v].def {
        ValueDef::Result { op, .. } => m.ops[op].operands.clone(),
        ValueDef::BlockArg { .. } => vec![],
    }
}

/// Both ends of each donated argument's pair (`tf.aliasing_output`) written with the
/// plan's sharding of the argument, where the original does not already write exactly
/// that: propagation may well reproduce an unwritten end, but XLA needs the pair sharded
/// alike ([`crate::solve::alias`]), so neither is left to it. The points returned are
/// kept by the removal pass.
fn written_aliases(
    original: &Module,
    main: OpId,
    t: &PlanTargets,
    anns: &mut Vec<Annotation>,
) -> BTreeSet<Point> {
    let mut kept = BTreeSet::new();
    let args = original
        .entry_block(main)
        .map(|b| original.blocks[b].args.clone())
        .unwrap_or_default();
    for p in crate::solve::alias::pairs(original) {
        let (Some(&v), Some(want)) = (args.get(p.arg), t.slots.get(&(main, Slot::Arg(p.arg))))
        else {
            continue;
        };
        let want = concrete(original, want, v);
        anns.retain(|a| a.point != Point::Arg(p.arg) && a.point != Point::Result(p.result));
        let ends = [
            (Point::Arg(p.arg), func_arg_sharding(original, main, p.arg)),
            (
                Point::Result(p.result),
                func_result_sharding(original, main, p.result),
            ),
        ];
        for (point, orig) in ends {
            kept.insert(point);
            if orig.as_ref() != Some(&want) {
                anns.push(Annotation {
                    point,
                    sharding: want.clone(),
                    original: orig,
                    reshard: false,
                    via: Vec::new(),
                });
            }
        }
    }
    kept
}

/// The user's `sdy.sharding_constraint`s the plan does not have (a template drops them),
/// each changed to the plan's sharding of the value it constrains where the two differ:
/// left as the user wrote it, it reshards where the plan does not, and the module costs
/// more than the plan. The points returned are kept by the removal pass (the user asked
/// for this plan; dropping a change brings the user's sharding back). Reported by the
/// caller with the constraint's location.
fn changed_constraints(
    original: &Module,
    plan: &Module,
    anns: &mut Vec<Annotation>,
) -> BTreeSet<Point> {
    let pairs = super::align::align(original, plan);
    let mut kept = BTreeSet::new();
    for (x, want) in super::targets::dropped_constraints(original, plan, &pairs) {
        let v = original.ops[x].results[0];
        let have = get_sharding(original, v);
        if canonical(have.clone()) == want {
            continue;
        }
        kept.insert(Point::Constraint(x));
        anns.push(Annotation {
            point: Point::Constraint(x),
            sharding: concrete(original, &want, v),
            original: have,
            reshard: false,
            via: Vec::new(),
        });
    }
    kept
}

/// Whether the plan's reshard at `operand` of `op` can only come from a constraint on
/// that use: the plan reads the value otherwise than it stores it, and both are targets.
/// An op that reads a value directly reads the value's own sharding, so without a
/// constraint on the use one of the two misses whatever else is annotated. Values
/// without a target (the splitter's per-use copies of constants, which propagation may
/// shard as each use reads them; loop and region arguments) are left to the trial.
fn reshard_needed(original: &Module, main: OpId, t: &PlanTargets, op: OpId, i: usize) -> bool {
    let Some(read) = t.reads.get(&(op, i)) else {
        return false;
    };
    let v = original.ops[op].operands[i];
    let slot = match original.values[v].def {
        ValueDef::Result { op: d, index } => (d, Slot::Result(index as usize)),
        ValueDef::BlockArg { block, index } if original.entry_block(main) == Some(block) => {
            (main, Slot::Arg(index as usize))
        }
        ValueDef::BlockArg { .. } => return false,
    };
    t.slots.get(&slot).is_some_and(|s| s != read)
}

/// The value each of the plan's reshards reads, pinned to the plan's sharding of it: a
/// constraint on one use also propagates backward into the value it reads, and from
/// there through every open value connected to it (gpt3_96l: the fused QKV projection,
/// stored sharded on its features and read sharded on the sequence by its three slices,
/// took the sequence sharding back through the layer norm into the whole replicated
/// residual stream, one more value per round of constraints, 7001 values still
/// differing after the last round). A closed constraint on the value stops that at the
/// source; the removal pass drops each pin the plan does not need. Only op results of
/// the original that are shardable and not constants (propagation splits constants per
/// use), once per value, where the plan's sharding of it is known.
fn reshard_pins(original: &Module, t: &PlanTargets, anns: &[Annotation]) -> Vec<Annotation> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for a in anns.iter().filter(|a| a.reshard) {
        let Point::Use { op, operand } = a.point else {
            continue;
        };
        let v = original.ops[op].operands[operand];
        let ValueDef::Result { op: def, index } = original.values[v].def else {
            continue;
        };
        if original.ops[def].name == "stablehlo.constant"
            || original.tensor_type(v).is_none()
            || shardable_value(original, v).is_none()
            || !seen.insert(v)
        {
            continue;
        }
        let Some(want) = t.slots.get(&(def, Slot::Result(index as usize))) else {
            continue;
        };
        out.push(Annotation {
            point: Point::Value(v),
            sharding: concrete(original, want, v),
            original: None,
            reshard: false,
            via: Vec::new(),
        });
    }
    out
}

/// The plan's reshards at the user's own `sdy.sharding_constraint`s it keeps: the plan
/// reads a kept constraint's operand sharded otherwise than the constraint (the
/// constraint itself is the reshard, no `sdy.reshard` op before it, so
/// [`super::align::plan_reshards`] does not list it), each written as a constraint with
/// the plan's read on that use. Left out, propagation pulls the user's sharding backward
/// into the operand and through every open value connected to it, which the rounds fix
/// one value at a time (flax_nnx_train: the gradient's constraint, read replicated,
/// spread `data` over 111 values of the backward pass; 547 annotations, not exact).
/// Added to the starting set, not kept: the removal pass drops the ones the plan does
/// not need (an operand already closed, say).
fn constraint_reshards(original: &Module, t: &PlanTargets, anns: &[Annotation]) -> Vec<Annotation> {
    let have: BTreeSet<Point> = anns.iter().map(|a| a.point).collect();
    let mut out = Vec::new();
    for x in original.walk() {
        let o = &original.ops[x];
        if o.name != "sdy.sharding_constraint" || o.operands.len() != 1 || t.dropped.contains(&x) {
            continue;
        }
        let point = Point::Use { op: x, operand: 0 };
        let (Some(read), Some(own)) = (t.reads.get(&(x, 0)), t.slots.get(&(x, Slot::Result(0))))
        else {
            continue;
        };
        if read == own || have.contains(&point) {
            continue;
        }
        out.push(Annotation {
            point,
            sharding: concrete(original, read, o.operands[0]),
            original: None,
            reshard: true,
            via: Vec::new(),
        });
    }
    out
}

/// Finds the minimal annotations of `original` that reproduce `plan`.
pub fn minimal(original: &Module, plan: &Module, opts: &Options) -> Result<Minimal, String> {
    let main = crate::cost::memory::entry_function(original).ok_or("no entry function")?;
    let t = plan_targets(original, plan);
    let mut propagations = 0usize;
    let mut run = |anns: &[Annotation]| -> Result<_, String> {
        let a = apply(original, main, anns);
        let p = super::propagate(&a)?;
        propagations += 1;
        Ok(mismatches(original, main, &t, &a, &p))
    };
    // 1. Entry function inputs and outputs.
    let mut anns: Vec<Annotation> = Vec::new();
    let (n_in, n_out) = crate::passes::sharding::func_arity(original, main);
    let args = original
        .entry_block(main)
        .map(|b| original.blocks[b].args.clone());
    for i in 0..n_in {
        let orig = func_arg_sharding(original, main, i);
        if let Some(want) = t.slots.get(&(main, Slot::Arg(i))) {
            if canonical(orig.clone()) != *want {
                let v = args.as_ref().and_then(|a| a.get(i).copied());
                let s = match v {
                    Some(v) => concrete(original, want, v),
                    None => continue,
                };
                anns.push(Annotation {
                    point: Point::Arg(i),
                    sharding: s,
                    original: orig,
                    reshard: false,
                    via: Vec::new(),
                });
            }
        }
    }
    for i in 0..n_out {
        let orig = func_result_sharding(original, main, i);
        if let Some(want) = t.slots.get(&(main, Slot::FuncResult(i))) {
            if canonical(orig.clone()) != *want {
                let ret = original
                    .entry_block(main)
                    .and_then(|b| original.terminator(b))
                    .and_then(|r| original.ops[r].operands.get(i).copied());
                let Some(v) = ret else { continue };
                anns.push(Annotation {
                    point: Point::Result(i),
                    sharding: concrete(original, want, v),
                    original: orig,
                    reshard: false,
                    via: Vec::new(),
                });
            }
        }
    }
    let mut kept = written_aliases(original, main, &t, &mut anns);
    kept.extend(changed_constraints(original, plan, &mut anns));
    // The plan's reshards: each one use of a value read sharded otherwise, which no
    // propagation infers (it never inserts a reshard). Those [`reshard_needed`] proves
    // needed are kept without a trial (gpt3_96l: 581 of 967 annotations, each a
    // propagation the removal pass would spend to learn it).
    for r in super::align::plan_reshards(original, plan) {
        if reshard_needed(original, main, &t, r.op, r.operand) {
            kept.insert(Point::Use {
                op: r.op,
                operand: r.operand,
            });
        }
        anns.push(Annotation {
            point: Point::Use {
                op: r.op,
                operand: r.operand,
            },
            sharding: r.sharding,
            original: None,
            reshard: true,
            via: r.via,
        });
    }
    anns.extend(reshard_pins(original, &t, &anns));
    // After the pins: the read is the operand's own sharding in the plan, no pin needed.
    anns.extend(constraint_reshards(original, &t, &anns));
    // 2. Constraints, frontier first.
    let mut remaining = run(&anns)?;
    let mut rounds = 0;
    while !remaining.is_empty() && rounds < opts.max_rounds {
        rounds += 1;
        let have: BTreeSet<Point> = anns.iter().map(|a| a.point).collect();
        let differing: BTreeSet<ValueId> = remaining
            .iter()
            .filter_map(|(p, _)| match p.first() {
                Some(Point::Value(v)) => Some(*v),
                _ => None,
            })
            .collect();
        let mut new: Vec<Annotation> = Vec::new();
        let mut seen = BTreeSet::new();
        let mut waiting = Vec::new();
        for (points, want) in &remaining {
            let Some(&p) = points.iter().find(|p| !have.contains(p)) else {
                continue;
            };
            if !seen.insert(p) {
                continue;
            }
            let v = match p {
                Point::Value(v) => {
                    if inputs(original, v).iter().any(|o| differing.contains(o)) {
                        waiting.push((p, v, want));
                        continue;
                    }
                    v
                }
                Point::Use { op, operand } => {
                    let v = original.ops[op].operands[operand];
                    if differing.contains(&v) {
                        waiting.push((p, v, want));
                        continue; // fixing the value may fix the read
                    }
                    v
                }
                Point::FuncArg { func, index } => {
                    match original
                        .entry_block(func)
                        .and_then(|b| original.blocks[b].args.get(index).copied())
                    {
                        Some(v) => v,
                        None => continue,
                    }
                }
                Point::Constraint(op) => original.ops[op].results[0],
                _ => continue,
            };
            let original_sharding = match p {
                Point::FuncArg { func, index } => func_arg_sharding(original, func, index),
                Point::Constraint(op) => get_sharding(original, original.ops[op].results[0]),
                _ => None,
            };
            new.push(Annotation {
                point: p,
                sharding: concrete(original, want, v),
                original: original_sharding,
                reshard: false,
                via: Vec::new(),
            });
        }
        if new.is_empty() {
            // No frontier (values differing in a cycle, say): constrain them all.
            for (p, v, want) in waiting {
                new.push(Annotation {
                    point: p,
                    sharding: concrete(original, want, v),
                    original: None,
                    reshard: false,
                    via: Vec::new(),
                });
            }
        }
        if new.is_empty() {
            break;
        }
        anns.extend(new);
        let next = run(&anns)?;
        if next.len() >= remaining.len() && rounds > 4 {
            remaining = next;
            break;
        }
        remaining = next;
    }
    // 3. Removal: never more misses than now (none when exact), and what it ends with
    // is the answer (a removal may leave fewer).
    let base = remaining.len();
    let mut points = |trial: &[Annotation]| {
        run(trial).map(|m| m.into_iter().map(|(points, _)| points).collect())
    };
    let removal = super::removal::prune(&mut anns, &kept, base, &mut points)?;
    let module = apply(original, main, &anns);
    let differing = if removal.misses == 0 {
        Vec::new()
    } else {
        let p = super::propagate(&module)?;
        super::targets::plan_difference_ops(original, &module, &p, plan)
    };
    Ok(Minimal {
        differing,
        module,
        annotations: anns,
        exact: removal.misses == 0,
        remaining: removal.misses,
        propagations,
        removed: removal.dropped,
    })
}
