//! The registry: which rule every op gets, as a table from op name to rule function,
//! plus the explicit list of ops that have no rule. Anything in neither is unknown and
//! gets a warning (never an error: its values still receive shardings from their users).
//!
//! A `sdy.sharding_rule` attribute the user put on an op overrides the registry.
//!
//! The table follows Shardy's `op_sharding_rule_registry.cc` as shipped in jaxlib 0.10.2,
//! checked op by op against jaxlib's `sdy-populate-op-sharding-rules`
//! (`tests/rules_differential.rs`, `tests/rules_snapshots.rs`). Where we differ on
//! purpose it says so: terminators, calls and data-flow ops have no rule *and no
//! warning* (Shardy handles them outside the registry), and CHLO ops get rules in
//! lowered-CHLO mode only.

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use super::ops::{self, OpCtx, Outcome, RuleFn};
use super::RuleOptions;
use crate::diag::Diagnostic;
use crate::ir::sdy::{OpShardingRule, SdyAttr};
use crate::ir::{Attr, Module, OpId};

/// The attribute holding an op's rule.
pub const RULE_ATTR: &str = "sdy.sharding_rule";

/// Ops with a rule, and their rule functions.
pub const RULES: &[(&str, RuleFn)] = &[
    // Elementwise (pointwise over the result).
    ("stablehlo.abs", ops::elementwise::pointwise),
    ("stablehlo.add", ops::elementwise::pointwise),
    ("stablehlo.and", ops::elementwise::pointwise),
    ("stablehlo.atan2", ops::elementwise::pointwise),
    ("stablehlo.cbrt", ops::elementwise::pointwise),
    ("stablehlo.ceil", ops::elementwise::pointwise),
    ("stablehlo.count_leading_zeros", ops::elementwise::pointwise),
    ("stablehlo.compare", ops::elementwise::pointwise),
    ("stablehlo.complex", ops::elementwise::pointwise),
    ("stablehlo.convert", ops::elementwise::pointwise),
    ("stablehlo.cosine", ops::elementwise::pointwise),
    ("stablehlo.divide", ops::elementwise::pointwise),
    ("stablehlo.exponential", ops::elementwise::pointwise),
    (
        "stablehlo.exponential_minus_one",
        ops::elementwise::pointwise,
    ),
    ("stablehlo.floor", ops::elementwise::pointwise),
    ("stablehlo.imag", ops::elementwise::pointwise),
    ("stablehlo.is_finite", ops::elementwise::pointwise),
    ("stablehlo.log", ops::elementwise::pointwise),
    ("stablehlo.log_plus_one", ops::elementwise::pointwise),
    ("stablehlo.logistic", ops::elementwise::pointwise),
    ("stablehlo.maximum", ops::elementwise::pointwise),
    ("stablehlo.minimum", ops::elementwise::pointwise),
    ("stablehlo.multiply", ops::elementwise::pointwise),
    ("stablehlo.negate", ops::elementwise::pointwise),
    ("stablehlo.not", ops::elementwise::pointwise),
    ("stablehlo.or", ops::elementwise::pointwise),
    ("stablehlo.popcnt", ops::elementwise::pointwise),
    ("stablehlo.power", ops::elementwise::pointwise),
    ("stablehlo.real", ops::elementwise::pointwise),
    ("stablehlo.reduce_precision", ops::elementwise::pointwise),
    ("stablehlo.remainder", ops::elementwise::pointwise),
    ("stablehlo.round_nearest_afz", ops::elementwise::pointwise),
    ("stablehlo.round_nearest_even", ops::elementwise::pointwise),
    ("stablehlo.rsqrt", ops::elementwise::pointwise),
    ("stablehlo.shift_left", ops::elementwise::pointwise),
    (
        "stablehlo.shift_right_arithmetic",
        ops::elementwise::pointwise,
    ),
    ("stablehlo.shift_right_logical", ops::elementwise::pointwise),
    ("stablehlo.sign", ops::elementwise::pointwise),
    ("stablehlo.sine", ops::elementwise::pointwise),
    ("stablehlo.sqrt", ops::elementwise::pointwise),
    ("stablehlo.subtract", ops::elementwise::pointwise),
    ("stablehlo.tan", ops::elementwise::pointwise),
    ("stablehlo.tanh", ops::elementwise::pointwise),
    ("stablehlo.xor", ops::elementwise::pointwise),
    ("sdy.sharding_constraint", ops::elementwise::pointwise),
    ("stablehlo.clamp", ops::elementwise::clamp),
    ("stablehlo.select", ops::elementwise::select),
    (
        "stablehlo.bitcast_convert",
        ops::elementwise::bitcast_convert,
    ),
    (
        "stablehlo.batch_norm_inference",
        ops::elementwise::batch_norm_inference,
    ),
    // Shape ops.
    (
        "stablehlo.broadcast_in_dim",
        ops::broadcast::broadcast_in_dim,
    ),
    ("stablehlo.reshape", ops::reshape::reshape),
    ("stablehlo.transpose", ops::transpose::transpose),
    // Contractions.
    ("stablehlo.dot_general", ops::dot::dot_general),
    ("stablehlo.dot", ops::dot::dot),
    ("stablehlo.convolution", ops::convolution::convolution),
    // Reductions.
    ("stablehlo.reduce", ops::reduce::reduce),
    ("stablehlo.reduce_window", ops::reduce::reduce_window),
    (
        "stablehlo.select_and_scatter",
        ops::reduce::select_and_scatter,
    ),
    // Data movement.
    ("stablehlo.concatenate", ops::slicing::concatenate),
    ("stablehlo.slice", ops::slicing::slice_or_pad),
    ("stablehlo.pad", ops::slicing::slice_or_pad),
    ("stablehlo.reverse", ops::slicing::reverse),
    ("stablehlo.dynamic_slice", ops::slicing::dynamic_slice),
    (
        "stablehlo.dynamic_update_slice",
        ops::slicing::dynamic_update_slice,
    ),
    ("stablehlo.gather", ops::gather_scatter::gather),
    ("stablehlo.scatter", ops::gather_scatter::scatter),
    ("stablehlo.sort", ops::sort::sort),
    // Linear algebra.
    ("stablehlo.fft", ops::linalg::fft),
    ("stablehlo.cholesky", ops::linalg::cholesky),
    ("stablehlo.triangular_solve", ops::linalg::triangular_solve),
    // Collectives.
    ("stablehlo.all_reduce", ops::collectives::same_shape),
    ("stablehlo.collective_permute", ops::collectives::same_shape),
    (
        "stablehlo.collective_broadcast",
        ops::collectives::same_shape,
    ),
    ("stablehlo.cross-replica-sum", ops::collectives::same_shape),
    ("stablehlo.all_gather", ops::collectives::all_gather),
    ("stablehlo.reduce_scatter", ops::collectives::reduce_scatter),
    ("stablehlo.all_to_all", ops::collectives::all_to_all),
    // Others.
    ("stablehlo.custom_call", ops::custom_call::custom_call),
    ("stablehlo.rng_bit_generator", ops::rng::rng_bit_generator),
];

/// Ops that have no rule, with why. No warning is given for them.
pub const NO_RULE: &[(&str, &str)] = &[
    ("builtin.module", "not a computation"),
    ("func.func", "not a computation"),
    (
        "func.call",
        "calls are inlined into named computations by the import passes",
    ),
    ("func.return", "terminator"),
    ("stablehlo.return", "terminator"),
    ("sdy.return", "terminator"),
    ("sdy.mesh", "not a computation"),
    (
        "stablehlo.constant",
        "constants take the sharding of their users",
    ),
    ("sdy.constant", "constants take the sharding of their users"),
    ("stablehlo.iota", "iotas take the sharding of their users"),
    ("stablehlo.while", "data-flow op: linked by data-flow edges"),
    ("stablehlo.case", "data-flow op: linked by data-flow edges"),
    ("stablehlo.if", "data-flow op: linked by data-flow edges"),
    (
        "stablehlo.optimization_barrier",
        "data-flow op: linked by data-flow edges",
    ),
    (
        "sdy.manual_computation",
        "data-flow op: linked by data-flow edges",
    ),
    (
        "sdy.named_computation",
        "data-flow op: linked by data-flow edges",
    ),
    ("sdy.data_flow_edge", "handled by propagation"),
    (
        "sdy.propagation_barrier",
        "handled by propagation (identity with a direction)",
    ),
    ("sdy.reshard", "handled by propagation"),
    ("sdy.sharding_group", "handled by propagation"),
    (
        "sdy.all_gather",
        "explicit collective, created after propagation",
    ),
    (
        "sdy.all_slice",
        "explicit collective, created after propagation",
    ),
    (
        "sdy.all_reduce",
        "explicit collective, created after propagation",
    ),
    (
        "sdy.all_to_all",
        "explicit collective, created after propagation",
    ),
    (
        "sdy.collective_permute",
        "explicit collective, created after propagation",
    ),
    (
        "sdy.reduce_scatter",
        "explicit collective, created after propagation",
    ),
    ("stablehlo.after_all", "tokens"),
    ("stablehlo.create_token", "tokens"),
    ("stablehlo.get_tuple_element", "tuples"),
    ("stablehlo.infeed", "host transfer"),
    ("stablehlo.outfeed", "host transfer"),
    ("stablehlo.send", "host transfer"),
    ("stablehlo.recv", "host transfer"),
    ("stablehlo.partition_id", "device id"),
];

fn rule_table() -> &'static HashMap<&'static str, RuleFn> {
    static TABLE: OnceLock<HashMap<&'static str, RuleFn>> = OnceLock::new();
    TABLE.get_or_init(|| RULES.iter().copied().collect())
}

fn no_rule_table() -> &'static HashMap<&'static str, &'static str> {
    static TABLE: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    TABLE.get_or_init(|| NO_RULE.iter().copied().collect())
}

/// Where an op's rule comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSource {
    Registry,
    /// A `sdy.sharding_rule` attribute the op already had (overrides the registry).
    User,
}

/// An op's rule and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct OpRule {
    pub rule: OpShardingRule,
    pub source: RuleSource,
}

/// Why an op has no rule.
#[derive(Clone, Debug, PartialEq)]
pub enum NoRule {
    /// Deliberately (see [`NO_RULE`]; also a 0-element reshape, some custom calls).
    Expected,
    /// The registry does not know the op or custom call target.
    Unknown(Diagnostic),
    /// The op is malformed (missing attribute, dims out of range, dynamic shape).
    Failed(Diagnostic),
}

/// The rule of one op: a user rule, the registry's, or why there is none. Never panics.
pub fn op_rule(m: &Module, id: OpId, opts: &RuleOptions) -> Result<OpRule, NoRule> {
    let op = &m.ops[id];
    if let Some(Attr::Sdy(SdyAttr::Rule(r))) = op.attr(RULE_ATTR) {
        // Factor symbols without a size (the verifier's error) would index past
        // `factor_sizes`; passes run on unverified input report instead.
        let n = r.factor_sizes.len();
        let sets = [
            &r.reduction,
            &r.need_replication,
            &r.permutation,
            &r.blocked_propagation,
        ];
        let named = r.operands.iter().chain(&r.results).flatten().flatten();
        if !named.chain(sets.into_iter().flatten()).all(|&f| f < n) {
            return Err(NoRule::Failed(Diagnostic::error(
                op.span,
                format!("'{RULE_ATTR}' names a factor without a size"),
            )));
        }
        return Ok(OpRule {
            rule: (**r).clone(),
            source: RuleSource::User,
        });
    }
    let name = op.name.as_str();
    let cx = OpCtx::new(m, id, opts);
    let outcome = if let Some(f) = rule_table().get(name) {
        f(&cx)
    } else if no_rule_table().contains_key(name) {
        Ok(Outcome::NoRule)
    } else if let Some(r) = opts.lowered_chlo.then(|| ops::chlo::lowered(&cx)).flatten() {
        r
    } else if is_terminator_name(name) {
        Ok(Outcome::NoRule)
    } else {
        let hint = if name.starts_with("chlo.") {
            " (XLA lowers CHLO before propagating; `--lowered-chlo` gives CHLO ops the rules of their lowering)"
        } else {
            ""
        };
        Ok(Outcome::Unknown(format!(
            "op '{name}' is unknown to the sharding rule registry (no rule: shardings do not propagate through it){hint}"
        )))
    };
    match outcome {
        Ok(Outcome::Rule(rule)) => Ok(OpRule {
            rule,
            source: RuleSource::Registry,
        }),
        Ok(Outcome::NoRule) => Err(NoRule::Expected),
        Ok(Outcome::Unknown(msg)) => Err(NoRule::Unknown(Diagnostic::warning(op.span, msg))),
        Err(msg) => Err(NoRule::Failed(Diagnostic::warning(
            op.span,
            format!("no sharding rule for '{name}': {msg}"),
        ))),
    }
}

/// Terminators of dialects we do not list (`*.return`, `*.yield`, `*.terminator`).
fn is_terminator_name(name: &str) -> bool {
    let op = name.rsplit('.').next().unwrap_or(name);
    matches!(op, "return" | "yield" | "terminator")
}

/// Counts of a module's rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleStats {
    /// Ops with a rule from the registry.
    pub registry: usize,
    /// Ops with a user rule.
    pub user: usize,
    /// Ops with no rule by design.
    pub expected_no_rule: usize,
    /// Unknown ops and custom call targets.
    pub unknown: usize,
    /// Malformed ops.
    pub failed: usize,
}

/// The rules of every op of a module: a side table keyed by [`OpId`], plus warnings.
#[derive(Clone, Debug, Default)]
pub struct ModuleRules {
    rules: Vec<Option<OpRule>>,
    /// One warning per unknown op name or custom call target (at its first occurrence,
    /// with the count of the others), one per malformed op; in walk order.
    pub warnings: Vec<Diagnostic>,
    pub stats: RuleStats,
}

impl ModuleRules {
    /// The rule of `op`, if it has one.
    pub fn get(&self, op: OpId) -> Option<&OpRule> {
        self.rules.get(op.0 as usize).and_then(Option::as_ref)
    }

    /// Ops with a rule, in id order.
    pub fn iter(&self) -> impl Iterator<Item = (OpId, &OpRule)> {
        self.rules
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().map(|r| (OpId(i as u32), r)))
    }
}

/// The rules of every op reachable from the module's top, in walk order.
pub fn module_rules(m: &Module, opts: &RuleOptions) -> ModuleRules {
    let mut out = ModuleRules {
        rules: vec![None; m.ops.len()],
        ..Default::default()
    };
    // Unknown ops warn once per name (Shardy warns once per process).
    let mut unknown: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for id in m.walk() {
        match op_rule(m, id, opts) {
            Ok(r) => {
                match r.source {
                    RuleSource::Registry => out.stats.registry += 1,
                    RuleSource::User => out.stats.user += 1,
                }
                out.rules[id.0 as usize] = Some(r);
            }
            Err(NoRule::Expected) => out.stats.expected_no_rule += 1,
            Err(NoRule::Unknown(d)) => {
                out.stats.unknown += 1;
                match unknown.get_mut(&d.message) {
                    Some((_, n)) => *n += 1,
                    None => {
                        unknown.insert(d.message.clone(), (out.warnings.len(), 0));
                        out.warnings.push(d);
                    }
                }
            }
            Err(NoRule::Failed(d)) => {
                out.stats.failed += 1;
                out.warnings.push(d);
            }
        }
    }
    for (index, more) in unknown.into_values() {
        if more > 0 {
            let w = &mut out.warnings[index];
            *w = w.clone().with_note(
                format!(
                    "{more} more op{} like this",
                    if more == 1 { "" } else { "s" }
                ),
                None,
            );
        }
    }
    out
}

/// Attaches each registry rule as the op's `sdy.sharding_rule` attribute (what
/// `sdy-populate-op-sharding-rules` does); user rules are already there.
pub fn attach_rules(m: &mut Module, rules: &ModuleRules) {
    let with_rule: Vec<(OpId, OpShardingRule)> = rules
        .iter()
        .filter(|(_, r)| r.source == RuleSource::Registry)
        .map(|(id, r)| (id, r.rule.clone()))
        .collect();
    for (id, rule) in with_rule {
        m.ops[id].set_attr(RULE_ATTR, Attr::Sdy(SdyAttr::Rule(Box::new(rule))), false);
    }
}

/// `--lowered-chlo`: attaches to every CHLO op that has no rule the rule of its
/// StableHLO lowering ([`super::ops::chlo::lowered`]) as its `sdy.sharding_rule`, so that
/// every later propagation (ours, and jaxlib's Shardy, which honours an op's own rule)
/// carries shardings through it as XLA's does after legalizing CHLO. Returns how many
/// ops got a rule.
pub fn attach_lowered_chlo_rules(m: &mut Module) -> usize {
    let lowered = RuleOptions {
        lowered_chlo: true,
        ..RuleOptions::default()
    };
    let mut with_rule = Vec::new();
    for id in m.walk() {
        if !m.ops[id].name.starts_with("chlo.") || m.ops[id].attr(RULE_ATTR).is_some() {
            continue;
        }
        if op_rule(m, id, &RuleOptions::default()).is_ok() {
            continue;
        }
        if let Ok(r) = op_rule(m, id, &lowered) {
            with_rule.push((id, r.rule));
        }
    }
    let n = with_rule.len();
    for (id, rule) in with_rule {
        m.ops[id].set_attr(RULE_ATTR, Attr::Sdy(SdyAttr::Rule(Box::new(rule))), false);
    }
    n
}

/// Every op name the registry has a rule for, sorted (for coverage reports).
pub fn ops_with_rules() -> Vec<&'static str> {
    let mut v: Vec<&str> = RULES.iter().map(|(n, _)| *n).collect();
    v.sort_unstable();
    v
}

/// Every op name with no rule by design, sorted.
pub fn ops_without_rules() -> Vec<&'static str> {
    let mut v: Vec<&str> = NO_RULE.iter().map(|(n, _)| *n).collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_disjoint_and_without_duplicates() {
        let with = ops_with_rules();
        let without = ops_without_rules();
        let mut all: Vec<&str> = with.iter().chain(&without).copied().collect();
        all.sort_unstable();
        let n = all.len();
        all.dedup();
        assert_eq!(n, all.len(), "an op is listed twice");
    }
}
