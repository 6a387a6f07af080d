//! `gather` and `scatter`, which share a structure: a *slices* tensor (gather's result,
//! scatter's updates) whose dims are offset dims (a window into the input) or batch dims
//! (one per index; explicit batch dims also index the input).
//!
//! Factors, in order:
//! 1. per slices dim: an offset dim whose size equals its input dim shares one
//!    pass-through factor with it; a sliced offset dim gets
//!    - for scatter: an input factor and a slices factor, both need_replication;
//!    - for gather with a slice of size 1: an input reduction factor and a slices
//!      need_replication factor;
//!    - for gather otherwise: one factor of the input size shared by both,
//!      need_replication and blocked;
//!
//!    a batch dim maps the indices dim it comes from (and the input batching dim, if
//!    explicit); an implicit batch dim of a scatter is a reduction factor when the
//!    update computation combines with add, multiply, max or min, else need_replication;
//! 2. per collapsed (inserted) input dim: an input-only factor, pass-through for scatter;
//!    for gather reduction, or need_replication when the dim has size 1;
//! 3. the index vector dim of the indices, if present: need_replication.
//!
//! A scatter's inputs share the input factors, and its results map like its inputs.

use super::{built, OpCtx, Outcome};
use crate::rules::builder::RuleBuilder;
use crate::rules::rule::FactorKind;
use crate::rules::stablehlo_attrs::{GatherDims, ScatterDims};

/// The dims gather and scatter have in common, in gather's terms.
struct Structure<'a> {
    scatter: bool,
    /// For scatter: whether the update computation is a reduction (add, mul, max, min).
    reducing: bool,
    input: &'a [i64],
    slices: &'a [i64],
    indices: &'a [i64],
    index_vector_dim: usize,
    offset_dims: &'a [usize],
    collapsed_dims: &'a [usize],
    input_batching_dims: &'a [usize],
    indices_batching_dims: &'a [usize],
}

/// `add(input_dim, indices_dim, slices_dim, size, kind, blocked)`: adds one factor.
type AddFactor<'a> =
    dyn FnMut(Option<usize>, Option<usize>, Option<usize>, i64, FactorKind, bool) + 'a;

/// Adds the factors through `add`.
fn add_factors(s: &Structure, add: &mut AddFactor) -> Result<(), String> {
    let mut input_dim = 0usize;
    let mut batch_pos = 0usize;
    for (slices_dim, &slices_size) in s.slices.iter().enumerate() {
        if s.offset_dims.contains(&slices_dim) {
            while s.collapsed_dims.contains(&input_dim)
                || s.input_batching_dims.contains(&input_dim)
            {
                input_dim += 1;
            }
            let input_size = *s
                .input
                .get(input_dim)
                .ok_or("offset dims exceed the input's rank")?;
            if input_size == slices_size {
                add(
                    Some(input_dim),
                    None,
                    Some(slices_dim),
                    input_size,
                    FactorKind::PassThrough,
                    false,
                );
            } else if s.scatter {
                add(
                    Some(input_dim),
                    None,
                    None,
                    input_size,
                    FactorKind::NeedReplication,
                    false,
                );
                add(
                    None,
                    None,
                    Some(slices_dim),
                    slices_size,
                    FactorKind::NeedReplication,
                    false,
                );
            } else if slices_size == 1 {
                add(
                    Some(input_dim),
                    None,
                    None,
                    input_size,
                    FactorKind::Reduction,
                    false,
                );
                add(
                    None,
                    None,
                    Some(slices_dim),
                    slices_size,
                    FactorKind::NeedReplication,
                    false,
                );
            } else {
                add(
                    Some(input_dim),
                    None,
                    Some(slices_dim),
                    input_size,
                    FactorKind::NeedReplication,
                    true,
                );
            }
            input_dim += 1;
        } else {
            let indices_dim = if batch_pos < s.index_vector_dim {
                batch_pos
            } else {
                batch_pos + 1
            };
            if indices_dim >= s.indices.len() {
                return Err("batch dims exceed the indices' rank".into());
            }
            let explicit = s
                .indices_batching_dims
                .iter()
                .position(|&d| d == indices_dim);
            let input_batch = match explicit {
                Some(k) => Some(
                    *s.input_batching_dims
                        .get(k)
                        .ok_or("batching dim lists differ in length")?,
                ),
                None => None,
            };
            let kind = if s.scatter && explicit.is_none() {
                if s.reducing {
                    FactorKind::Reduction
                } else {
                    FactorKind::NeedReplication
                }
            } else {
                FactorKind::PassThrough
            };
            add(
                input_batch,
                Some(indices_dim),
                Some(slices_dim),
                slices_size,
                kind,
                false,
            );
            batch_pos += 1;
        }
    }
    for &d in s.collapsed_dims {
        let size = *s.input.get(d).ok_or("collapsed dim out of range")?;
        let kind = if s.scatter {
            FactorKind::PassThrough
        } else if size == 1 {
            FactorKind::NeedReplication
        } else {
            FactorKind::Reduction
        };
        add(Some(d), None, None, size, kind, false);
    }
    if s.index_vector_dim < s.indices.len() {
        add(
            None,
            Some(s.index_vector_dim),
            None,
            s.indices[s.index_vector_dim],
            FactorKind::NeedReplication,
            false,
        );
    }
    Ok(())
}

pub fn gather(cx: &OpCtx) -> Result<Outcome, String> {
    let input = cx.operand_shape(0)?;
    let indices = cx.operand_shape(1)?;
    let slices = cx.result_shape(0)?;
    let dn = GatherDims::parse(cx.dialect_body("dimension_numbers")?)?;
    let s = Structure {
        scatter: false,
        reducing: false,
        input: &input,
        slices: &slices,
        indices: &indices,
        index_vector_dim: dn.index_vector_dim,
        offset_dims: &dn.offset_dims,
        collapsed_dims: &dn.collapsed_slice_dims,
        input_batching_dims: &dn.operand_batching_dims,
        indices_batching_dims: &dn.start_indices_batching_dims,
    };
    let mut b = cx.builder();
    add_factors(&s, &mut |i, x, sl, size, kind, blocked| {
        b.add_factor_of_kind(&[i, x], &[sl], size, kind, blocked);
    })?;
    built(&b)
}

/// Whether the update computation of a scatter with `n` inputs combines each input with
/// its update by add, multiply, maximum or minimum (the block arguments are the `n`
/// current values, then the `n` updates).
fn is_reducing(cx: &OpCtx, n: usize) -> bool {
    let Some(&region) = cx.op.regions.first() else {
        return false;
    };
    let m = cx.m;
    let Some(&block) = m.regions[region].blocks.first() else {
        return false;
    };
    let args = &m.blocks[block].args;
    let Some(term) = m.terminator(block) else {
        return false;
    };
    let ret = &m.ops[term].operands;
    if args.len() != 2 * n || ret.len() != n {
        return false;
    }
    ret.iter().enumerate().all(|(k, &v)| {
        let Some(def) = m.defining_op(v) else {
            return false;
        };
        let op = &m.ops[def];
        matches!(
            op.name.as_str(),
            "stablehlo.add" | "stablehlo.multiply" | "stablehlo.maximum" | "stablehlo.minimum"
        ) && op.operands.len() == 2
            && ((op.operands[0] == args[k] && op.operands[1] == args[k + n])
                || (op.operands[0] == args[k + n] && op.operands[1] == args[k]))
    })
}

pub fn scatter(cx: &OpCtx) -> Result<Outcome, String> {
    let n = cx.num_results();
    if n == 0 || cx.num_operands() != 2 * n + 1 {
        return Err(format!(
            "scatter has {} operands and {} results",
            cx.num_operands(),
            n
        ));
    }
    let input = cx.operand_shape(0)?;
    let indices = cx.operand_shape(n)?;
    let slices = cx.operand_shape(n + 1)?;
    let dn = ScatterDims::parse(cx.dialect_body("scatter_dimension_numbers")?)?;
    let s = Structure {
        scatter: true,
        reducing: is_reducing(cx, n),
        input: &input,
        slices: &slices,
        indices: &indices,
        index_vector_dim: dn.index_vector_dim,
        offset_dims: &dn.update_window_dims,
        collapsed_dims: &dn.inserted_window_dims,
        input_batching_dims: &dn.input_batching_dims,
        indices_batching_dims: &dn.scatter_indices_batching_dims,
    };
    let mut b: RuleBuilder = cx.builder();
    add_factors(&s, &mut |i, x, sl, size, kind, blocked| {
        let mut ops = vec![i; n];
        ops.push(x);
        ops.extend(std::iter::repeat(sl).take(n));
        b.add_factor_of_kind(&ops, &vec![i; n], size, kind, blocked);
    })?;
    built(&b)
}
