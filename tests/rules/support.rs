//! Shared by the rule tests: parse a module, list every op's rule in walk order (ours or
//! the one jaxlib attached), and compare the two lists.
#![allow(dead_code)]

use std::path::Path;

use autoshard::diag::SourceFile;
use autoshard::ir::sdy::{OpShardingRule, RuleBody, SdyAttr};
use autoshard::ir::{Attr, Module};
use autoshard::rules::{attach_rules, module_rules, RuleOptions};

use crate::common::Peer;

/// Parses (and verifies) a module; panics with the rendered diagnostics if it fails.
pub fn parse(name: &str, text: &str) -> Module {
    try_parse(name, text).unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"))
}

/// Parses a module without verifying it, or returns the rendered errors.
pub fn try_parse_unverified(name: &str, text: &str) -> Result<Module, String> {
    let src = SourceFile::new(name, text);
    let (m, diags) = autoshard::parse::parse_module(&src);
    if diags.has_errors() {
        return Err(diags.render(&src));
    }
    Ok(m)
}

/// Parses and verifies a module, or returns the rendered errors.
pub fn try_parse(name: &str, text: &str) -> Result<Module, String> {
    let src = SourceFile::new(name, text);
    let m = try_parse_unverified(name, text)?;
    let v = autoshard::verify::verify(&m);
    if v.has_errors() {
        return Err(v.render(&src));
    }
    Ok(m)
}

/// One op in walk order: its name and rule.
#[derive(Clone, Debug, PartialEq)]
pub struct OpEntry {
    pub name: String,
    pub rule: Option<OpShardingRule>,
}

/// Our rule for every op, in walk order.
pub fn our_rules(m: &Module, opts: &RuleOptions) -> Vec<OpEntry> {
    let rules = module_rules(m, opts);
    m.walk()
        .into_iter()
        .map(|id| OpEntry {
            name: m.ops[id].name.clone(),
            rule: rules.get(id).map(|r| r.rule.clone()),
        })
        .collect()
}

/// The rule attached to every op (as `sdy.sharding_rule`), in walk order.
pub fn attached_rules(m: &Module) -> Vec<OpEntry> {
    m.walk()
        .into_iter()
        .map(|id| OpEntry {
            name: m.ops[id].name.clone(),
            rule: match m.ops[id].attr("sdy.sharding_rule") {
                Some(Attr::Sdy(SdyAttr::Rule(r))) => Some((**r).clone()),
                _ => None,
            },
        })
        .collect()
}

/// The rule body as printed (`([i])->([i]) {i=8}`), or `none`.
pub fn rule_text(r: Option<&OpShardingRule>) -> String {
    match r {
        None => "none".into(),
        Some(r) => {
            let s = RuleBody(r).to_string();
            s[1..s.len() - 1].to_string()
        }
    }
}

/// Disagreements between two op lists of the same module (`ours` vs `theirs`), as
/// readable lines; an empty list when they agree on every op.
pub fn mismatches(ours: &[OpEntry], theirs: &[OpEntry]) -> Vec<String> {
    let mut out = Vec::new();
    if ours.len() != theirs.len() {
        out.push(format!(
            "op count differs: ours {}, jaxlib {}",
            ours.len(),
            theirs.len()
        ));
    }
    for (i, (a, b)) in ours.iter().zip(theirs).enumerate() {
        if a.name != b.name {
            out.push(format!(
                "op #{i}: walk order differs: ours '{}', jaxlib '{}'",
                a.name, b.name
            ));
            break;
        }
        if a.rule != b.rule {
            out.push(format!(
                "op #{i} {}:\n    ours:   {}\n    jaxlib: {}",
                a.name,
                rule_text(a.rule.as_ref()),
                rule_text(b.rule.as_ref())
            ));
        }
    }
    out
}

/// jaxlib's `sdy-populate-op-sharding-rules` on `file` (generic printout, parsed by us).
pub fn jaxlib_rules(peer: &mut Peer, file: &Path, conservative: bool) -> Vec<OpEntry> {
    let pipeline = if conservative {
        "'sdy-populate-op-sharding-rules{conservative-propagation=true}'"
    } else {
        "sdy-populate-op-sharding-rules"
    };
    let reply = peer.request(&format!("passes {pipeline} {} --generic", file.display()));
    assert!(
        reply.ok,
        "jaxlib's {pipeline} fails on {}:\n{}",
        file.display(),
        reply.output
    );
    let name = format!("jaxlib's {pipeline} of {}", file.display());
    let m = try_parse_unverified(&name, &reply.output)
        .unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"));
    attached_rules(&m)
}

/// Verifier errors, each as (walk index of the innermost op containing it, message).
fn verifier_errors(m: &Module) -> Vec<(usize, String)> {
    let walk = m.walk();
    let mut errors: Vec<(usize, String)> = autoshard::verify::verify(m)
        .0
        .into_iter()
        .filter(|d| d.is_error())
        .map(|d| {
            let op = walk
                .iter()
                .enumerate()
                .rev()
                .find(|(_, &id)| {
                    let s = m.ops[id].span;
                    s.start <= d.span.start && d.span.start < s.end.max(s.start + 1)
                })
                .map_or(usize::MAX, |(i, _)| i);
            (op, d.message)
        })
        .collect();
    errors.sort();
    errors
}

/// Verifier errors on our rules (attached to `m`, the module of `file`) that the
/// verifier does not also report on the rules jaxlib attaches.
pub fn extra_verifier_errors(peer: &mut Peer, file: &Path, m: &Module) -> Vec<String> {
    let mut ours = m.clone();
    let rules = module_rules(&ours, &RuleOptions::default());
    attach_rules(&mut ours, &rules);
    let reply = peer.request(&format!(
        "passes sdy-populate-op-sharding-rules {} --generic",
        file.display()
    ));
    assert!(
        reply.ok,
        "jaxlib fails on {}:\n{}",
        file.display(),
        reply.output
    );
    let name = format!("jaxlib's rules of {}", file.display());
    let theirs = try_parse_unverified(&name, &reply.output)
        .unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"));
    let known = verifier_errors(&theirs);
    verifier_errors(&ours)
        .into_iter()
        .filter(|e| !known.contains(e))
        .map(|(op, msg)| format!("op #{op}: our rule does not verify: {msg}"))
        .collect()
}
