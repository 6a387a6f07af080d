//! `sdy-populate-op-sharding-rules`: attaches to every op the registry has a rule for its
//! `sdy.sharding_rule` (ops that already have one keep it). The rules come from
//! [`crate::rules`]; unknown ops are reported as warnings, once per op name.
//!
//! Ops in a `stablehlo.reduce` body get a rule too, which jaxlib's pretty printer does not
//! show (it prints such reduces in the compact `applies stablehlo.add` form regardless).

use super::sharding::SHARDING_RULE_ATTR;
use super::{PassOptions, PassResult};
use crate::diag::Diagnostics;
use crate::ir::sdy::SdyAttr;
use crate::ir::{Attr, Module};
use crate::rules::{module_rules, RuleOptions, RuleSource};

pub const CONSERVATIVE: &str = "conservative-propagation";

pub fn run(m: &mut Module, opts: &PassOptions) -> PassResult {
    let rules = module_rules(
        m,
        &RuleOptions {
            conservative: opts.bool(CONSERVATIVE, false),
            ..Default::default()
        },
    );
    let with_rule: Vec<_> = rules
        .iter()
        .filter(|(_, r)| r.source == RuleSource::Registry)
        .map(|(op, r)| (op, r.rule.clone()))
        .collect();
    for (op, rule) in with_rule {
        m.set_discardable_attr(
            op,
            SHARDING_RULE_ATTR,
            Attr::Sdy(SdyAttr::Rule(Box::new(rule))),
        );
    }
    Ok(Diagnostics(rules.warnings))
}
