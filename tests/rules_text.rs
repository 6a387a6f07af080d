//! The text form of rules: `#sdy.op_sharding_rule<...>` prints and parses back to the same
//! rule (random rules and Shardy's own examples), and the rules we print for the snapshot
//! corpus are, character for character, the ones jaxlib prints.

mod common;
#[path = "rules/support.rs"]
mod support;

use autoshard::ir::sdy::{OpShardingRule, SdyAttr};
use autoshard::ir::Attr;
use autoshard::parse::parse_attr_str;
use autoshard::rules::{module_rules, FactorKind, RuleBuilder, RuleOptions};
use proptest::prelude::*;

fn parse_rule(text: &str) -> OpShardingRule {
    match parse_attr_str(text) {
        Ok(Attr::Sdy(SdyAttr::Rule(r))) => *r,
        other => panic!("{text} does not parse as a rule: {other:?}"),
    }
}

fn print_rule(r: &OpShardingRule) -> String {
    SdyAttr::Rule(Box::new(r.clone())).to_string()
}

#[test]
fn shardy_examples_round_trip() {
    for text in [
        "#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}>",
        "#sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=32}>",
        "#sdy.op_sharding_rule<([ij, mn])->([ik, ln]) {i=2, j=3, k=2, l=3, m=2, n=5}>",
        "#sdy.op_sharding_rule<([])->([])>",
        "#sdy.op_sharding_rule<([], [i, j], [])->([i, j]) {i=8, j=16}>",
        "#sdy.op_sharding_rule<([i, j], [], [])->([i, j]) {i=8, j=16} need_replication={i} blocked_propagation={i}>",
        "#sdy.op_sharding_rule<([i, k, l], [i, j, l], [])->([i, k, l]) {i=8, j=8, k=16, l=32} need_replication={j} permutation={k}>",
        "#sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=16}, custom>",
        "#sdy.op_sharding_rule<([z_1, i])->([z_1]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=4}>",
    ] {
        let r = parse_rule(text);
        assert_eq!(print_rule(&r), text);
    }
}

#[test]
fn builder_rules_print_as_shardy_prints_them() {
    // dot_general with a batch dim, built factor by factor as the registry does.
    let mut b = RuleBuilder::new(&[3, 3], &[3]);
    b.add_factor(&[Some(0), Some(0)], &[Some(0)], 4);
    b.add_factor(&[Some(1), None], &[Some(1)], 8);
    b.add_factor(&[None, Some(2)], &[Some(2)], 32);
    b.add_factor_of_kind(
        &[Some(2), Some(1)],
        &[None],
        16,
        FactorKind::Reduction,
        false,
    );
    let r = b.build().unwrap();
    assert_eq!(
        print_rule(&r),
        "#sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=4, j=8, k=32, l=16} reduction={l}>"
    );
    assert_eq!(parse_rule(&print_rule(&r)), r);
}

/// A random rule: 1..=3 operands and 1..=2 results of rank 0..=3, each dim made of 1..=2
/// factors (each factor used at most once per tensor), sizes 1..=64, random kinds.
fn rule() -> impl Strategy<Value = OpShardingRule> {
    (
        prop::collection::vec(prop::collection::vec(1usize..=2, 0..=3), 1..=5),
        1usize..=4,
        prop::collection::vec(0u8..8, 40),
        prop::collection::vec(1i64..=64, 40),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(tensors, n_results, kinds, sizes, custom, seed)| {
            let n_ops = tensors
                .len()
                .saturating_sub(n_results.min(tensors.len() - 1))
                .max(1);
            let mut next = 0usize;
            let mut state = seed;
            let mut rand = move |n: usize| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((state >> 33) as usize) % n.max(1)
            };
            let mut mappings = Vec::new();
            for dims in &tensors {
                let mut used = Vec::new();
                let mut m = Vec::new();
                for &k in dims {
                    let mut d = Vec::new();
                    for _ in 0..k {
                        // Reuse an earlier factor not yet in this tensor, or a new one.
                        let f = if next > 0 && rand(2) == 0 {
                            rand(next)
                        } else {
                            next += 1;
                            next - 1
                        };
                        if !used.contains(&f) {
                            used.push(f);
                            d.push(f);
                        }
                    }
                    if d.is_empty() {
                        next += 1;
                        d.push(next - 1);
                    }
                    m.push(d);
                }
                mappings.push(m);
            }
            let results = mappings.split_off(n_ops);
            let mut r = OpShardingRule {
                operands: mappings,
                results,
                factor_sizes: sizes[..next].to_vec(),
                is_custom: custom,
                ..Default::default()
            };
            for f in 0..next {
                match kinds[f % kinds.len()] {
                    1 => r.reduction.push(f),
                    2 => r.need_replication.push(f),
                    3 => r.permutation.push(f),
                    _ => {}
                }
                if kinds[(f + 7) % kinds.len()] == 4 {
                    r.blocked_propagation.push(f);
                }
            }
            r
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_rules_print_and_parse_back(r in rule()) {
        let text = print_rule(&r);
        prop_assert_eq!(parse_rule(&text), r, "{}", text);
    }
}

/// Every `#sdy.op_sharding_rule<...>` in a text, sorted.
fn rule_texts(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("#sdy.op_sharding_rule<") {
        let s = &rest[i..];
        let mut depth = 0;
        let mut end = s.len();
        let bytes = s.as_bytes();
        for (k, c) in s.char_indices() {
            match c {
                '<' => depth += 1,
                '>' if k > 0 && bytes[k - 1] == b'-' => {}
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push(s[..end].to_string());
        rest = &s[end..];
    }
    out.sort();
    out
}

#[test]
fn printed_rules_are_jaxlibs_text() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let dir = common::repo().join("tests/rules");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mut compared = 0;
    for f in files {
        let m = support::parse(&f.display().to_string(), &common::read(&f));
        let rules = module_rules(&m, &RuleOptions::default());
        let mut ours: Vec<String> = rules.iter().map(|(_, r)| print_rule(&r.rule)).collect();
        ours.sort();
        let reply = peer.request(&format!(
            "passes sdy-populate-op-sharding-rules {} --generic",
            f.display()
        ));
        assert!(reply.ok, "{}", reply.output);
        let theirs = rule_texts(&reply.output);
        assert_eq!(ours, theirs, "{}: printed rules differ", f.display());
        compared += ours.len();
    }
    eprintln!("{compared} printed rules identical to jaxlib's");
}
