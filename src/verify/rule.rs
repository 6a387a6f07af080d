//! `OpShardingRuleAttr` (`sdy.sharding_rule` on any op).

use std::collections::BTreeSet;

use super::Ctx;
use crate::ir::sdy::{factor_name, OpShardingRule, SdyAttr};
use crate::ir::{Attr, Dim, OpId, Type};

/// Checks the `sdy.sharding_rule` attribute of `op`, if any.
pub fn check_op_rule(cx: &mut Ctx, op: OpId) {
    let m = cx.m;
    let Some(a) = m.ops[op].named_attr("sdy.sharding_rule") else {
        return;
    };
    let span = a.span;
    let Attr::Sdy(SdyAttr::Rule(rule)) = &a.value else {
        cx.op_error(
            op,
            span,
            format!(
                "attribute 'sdy.sharding_rule' must be a #sdy.op_sharding_rule, found {}",
                super::sharding::kind(&a.value)
            ),
        );
        return;
    };
    let o = &m.ops[op];
    let operands: Vec<&Type> = o.operands.iter().map(|&v| &m.values[v].ty).collect();
    let results: Vec<&Type> = o.results.iter().map(|&v| &m.values[v].ty).collect();
    for p in rule_problems(rule, &operands, &results) {
        cx.op_error(op, span, format!("sharding rule: {p}"));
    }
}

/// Rules of the dialect reference, `OpShardingRuleAttr`, `TensorMappingAttr` and
/// `DimMappingAttr`:
/// - one mapping per operand and per result, and at least one mapping;
/// - each mapping has the rank of its tensor;
/// - a dim maps to at least one factor, factor indices are in range, a dim with several
///   factors has none of size 1, and no factor appears twice in one tensor;
/// - the special factor sets (reduction, need_replication, permutation) hold indices in
///   range, without duplicates within or across sets (blocked_propagation is orthogonal
///   to them but has no duplicates either); reduction factors appear in no result;
/// - every factor is used by some mapping;
/// - every operand and result is a ranked tensor with a static shape;
/// - the special factor sets are sorted.
/// Factor sizes are not compared with the dims they map (Shardy does not: pad, slice and
/// concatenate map dims of different sizes to one factor, convolution splits strided
/// spatial dims into factors whose product differs from the dim), nor required positive.
pub fn rule_problems(rule: &OpShardingRule, operands: &[&Type], results: &[&Type]) -> Vec<String> {
    let mut out = Vec::new();
    let n = rule.factor_sizes.len();
    if rule.operands.is_empty() && rule.results.is_empty() {
        out.push("a sharding rule needs at least one operand or result mapping".into());
    }
    for (kind, maps, types) in [
        ("operand", &rule.operands, operands),
        ("result", &rule.results, results),
    ] {
        if maps.len() != types.len() {
            out.push(format!(
                "has {} {kind} mappings, but the op has {} {kind}s",
                maps.len(),
                types.len()
            ));
        }
    }
    let mut used = vec![false; n];
    // A problem of a factor or of a compound dim is reported once, not once per tensor.
    let mut reported: BTreeSet<String> = BTreeSet::new();
    let tensors = rule
        .operands
        .iter()
        .zip(operands.iter().map(Some).chain(std::iter::repeat(None)))
        .enumerate()
        .map(|(i, (m, t))| ("operand", i, m, t))
        .chain(
            rule.results
                .iter()
                .zip(results.iter().map(Some).chain(std::iter::repeat(None)))
                .enumerate()
                .map(|(i, (m, t))| ("result", i, m, t)),
        );
    for (kind, i, mapping, ty) in tensors {
        match ty {
            Some(Type::Tensor(t)) if t.shape.iter().all(|d| matches!(d, Dim::Static(_))) => {
                if t.shape.len() != mapping.len() {
                    out.push(format!(
                        "{kind} {i} mapping has rank {}, but its type '{}' has rank {}",
                        mapping.len(),
                        Type::Tensor(t.clone()),
                        t.shape.len()
                    ));
                }
            }
            Some(t) => out.push(format!(
                "{kind} {i} - expected a ranked tensor with a static shape, found type '{t}'"
            )),
            None => {}
        }
        let mut seen = BTreeSet::new();
        for (d, factors) in mapping.iter().enumerate() {
            if factors.is_empty() {
                out.push(format!("{kind} {i} dim {d} maps to no factor"));
            }
            for &f in factors {
                if f >= n {
                    out.push(format!(
                        "{kind} {i} dim {d} uses factor {}, but the rule has {n} factor sizes",
                        factor_name(f)
                    ));
                    continue;
                }
                used[f] = true;
                if !seen.insert(f) {
                    out.push(format!(
                        "{kind} {i} uses factor {} more than once",
                        factor_name(f)
                    ));
                }
                let size = rule.factor_sizes[f];
                if factors.len() > 1 && size == 1 && reported.insert(format!("one:{f}")) {
                    out.push(format!(
                        "{kind} {i} dim {d} has several factors, so none may have size 1, but {} has size 1",
                        factor_name(f)
                    ));
                }
            }
        }
    }
    for (f, u) in used.iter().enumerate() {
        if !u {
            out.push(format!(
                "factor {}={} is not used by any operand or result mapping",
                factor_name(f),
                rule.factor_sizes[f]
            ));
        }
    }
    let sets = [
        ("reduction", &rule.reduction),
        ("need_replication", &rule.need_replication),
        ("permutation", &rule.permutation),
        ("blocked_propagation", &rule.blocked_propagation),
    ];
    let mut kind_of: Vec<Option<&str>> = vec![None; n];
    for (name, set) in sets {
        if set.windows(2).any(|w| w[0] > w[1]) {
            out.push(format!(
                "indices of special factors must be sorted, {name} is not"
            ));
        }
        let mut seen = BTreeSet::new();
        for &f in set.iter() {
            if f >= n {
                out.push(format!(
                    "{name} factor {} is out of range: the rule has {n} factors",
                    factor_name(f)
                ));
                continue;
            }
            if !seen.insert(f) {
                out.push(format!("{name} lists factor {} twice", factor_name(f)));
                continue;
            }
            if name == "blocked_propagation" {
                continue;
            }
            match kind_of[f] {
                Some(prev) => out.push(format!(
                    "factor {} is both a {prev} and a {name} factor; it can be in only one of the reduction, need_replication and permutation sets",
                    factor_name(f)
                )),
                None => kind_of[f] = Some(name),
            }
        }
    }
    for &f in &rule.reduction {
        if rule.results.iter().flatten().flatten().any(|&g| g == f) {
            out.push(format!(
                "reduction factor {} appears in a result mapping (reduction factors map operands only)",
                factor_name(f)
            ));
        }
    }
    out
}
