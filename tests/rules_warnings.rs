//! Ops the registry cannot give a rule: unknown ops and custom call targets, malformed
//! ops. They get no rule and a warning at their location; nothing panics; the other ops
//! keep their rules; a user's `sdy.sharding_rule` overrides the registry. Also the
//! `autoshard rules` command end to end.

mod common;
#[path = "rules/support.rs"]
mod support;

use std::process::Command;

use autoshard::diag::{Diagnostics, Severity, SourceFile};
use autoshard::ir::sdy::SdyAttr;
use autoshard::ir::Attr;
use autoshard::rules::{module_rules, op_rule, NoRule, RuleOptions, RuleSource};

const MODULE: &str = r#"func.func @main(%a: tensor<8x16xf32>, %d: tensor<?x16xf32>) -> tensor<8x16xf32> {
  %0 = "mydialect.frobnicate"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.custom_call"(%a) <{call_target_name = "my_kernel"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 5>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %3 = "stablehlo.abs"(%d) : (tensor<?x16xf32>) -> tensor<?x16xf32>
  %4 = "stablehlo.dot_general"(%a, %a) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
  %5 = "stablehlo.add"(%a, %a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16}, custom>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = "mydialect.frobnicate"(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = "stablehlo.multiply"(%a, %a) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = "stablehlo.reshape"(%a) : (tensor<8x16xf32>) -> tensor<3x16xf32>
  %9 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = "stablehlo.convolution"(%a, %a) <{dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %11 = "stablehlo.gather"(%a, %a) <{dimension_numbers = #stablehlo.gather<offset_dims = [7]>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"#;

#[test]
fn unknown_and_malformed_ops_warn_with_locations_and_get_no_rule() {
    let src = SourceFile::new("unknown.mlir", MODULE);
    let m = support::parse("unknown.mlir", MODULE);
    let rules = module_rules(&m, &RuleOptions::default());
    let mut lines = Vec::new();
    for w in &rules.warnings {
        assert_eq!(w.severity, Severity::Warning);
        let (line, _) = src.line_col(w.span.start);
        lines.push(line);
    }
    // One warning for the two unknown ops (with a note), then one per other bad op.
    assert_eq!(
        lines,
        vec![2, 3, 4, 5, 6, 10, 11, 12, 13],
        "{}",
        Diagnostics(rules.warnings.clone()).render(&src)
    );
    assert_eq!(rules.warnings[0].notes.len(), 1);
    assert!(rules.warnings[1]
        .message
        .contains("custom call @my_kernel is unknown"));
    assert_eq!(rules.stats.unknown, 3);
    assert_eq!(rules.stats.failed, 7);
    // The good ops still have rules; the user rule wins and is kept verbatim.
    let ops: Vec<_> = m.walk();
    let by_name = |n: &str| {
        ops.iter()
            .copied()
            .filter(|&o| m.ops[o].name == n)
            .collect::<Vec<_>>()
    };
    let mul = by_name("stablehlo.multiply")[0];
    assert_eq!(rules.get(mul).unwrap().source, RuleSource::Registry);
    let add = by_name("stablehlo.add")[0];
    let user = rules.get(add).unwrap();
    assert_eq!(user.source, RuleSource::User);
    assert!(user.rule.is_custom);
    assert_eq!(rules.stats.user, 1);
    // Rendering works for every warning.
    let text = Diagnostics(rules.warnings.clone()).render(&src);
    assert!(text.contains("unknown.mlir:2:3: warning: op 'mydialect.frobnicate' is unknown"));
    assert!(text.contains("note: 1 more op like this"));
}

#[test]
fn single_op_lookup_reports_why_there_is_no_rule() {
    let m = support::parse("unknown.mlir", MODULE);
    let opts = RuleOptions::default();
    for id in m.walk() {
        let name = m.ops[id].name.clone();
        match (name.as_str(), op_rule(&m, id, &opts)) {
            ("func.func" | "func.return", r) => assert_eq!(r, Err(NoRule::Expected)),
            ("mydialect.frobnicate", r) => assert!(matches!(r, Err(NoRule::Unknown(_)))),
            ("stablehlo.multiply" | "stablehlo.add", r) => assert!(r.is_ok(), "{name}: {r:?}"),
            _ => {}
        }
    }
}

#[test]
fn a_user_rule_overrides_the_registry() {
    let text = r#"func.func @main(%a: tensor<8x16xf32>) -> tensor<16x8xf32> {
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l]) {i=8, j=16, k=16, l=8} need_replication={i, j}>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
"#;
    let m = support::parse("user.mlir", text);
    let rules = module_rules(&m, &RuleOptions::default());
    let op = m
        .walk()
        .into_iter()
        .find(|&o| m.ops[o].name == "stablehlo.transpose")
        .unwrap();
    let r = rules.get(op).unwrap();
    assert_eq!(r.source, RuleSource::User);
    match m.ops[op].attr("sdy.sharding_rule") {
        Some(Attr::Sdy(SdyAttr::Rule(written))) => assert_eq!(&r.rule, &**written),
        other => panic!("unexpected attribute {other:?}"),
    }
    assert_eq!(
        support::rule_text(Some(&r.rule)),
        "([i, j])->([k, l]) {i=8, j=16, k=16, l=8} need_replication={i, j}"
    );
}

#[test]
fn rules_command_prints_the_module_with_rules_and_warns_on_stderr() {
    let dir = common::scratch("rules-cli");
    let input = dir.join("in.mlir");
    std::fs::write(&input, MODULE).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .arg("rules")
        .arg(&input)
        .output()
        .expect("run autoshard");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stdout.contains(
            "sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16}>"
        ),
        "{stdout}"
    );
    assert!(
        stderr.contains(&format!(
            "{}:2:3: warning: op 'mydialect.frobnicate'",
            input.display()
        )),
        "{stderr}"
    );
    assert!(!stderr.contains("error"), "{stderr}");
    // The printout parses back and carries the same rules.
    let m = support::parse("printout", &stdout);
    let again = support::attached_rules(&m);
    let orig = support::parse("in", MODULE);
    let expected = support::our_rules(&orig, &RuleOptions::default());
    assert_eq!(again, expected);

    // `-o` and the options.
    let output = dir.join("out.mlir");
    let status = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args([
            "rules",
            "--conservative",
            "--lowered-chlo",
            "--generic",
            "-o",
        ])
        .arg(&output)
        .arg(common::repo().join("tests/rules/chlo.mlir"))
        .status()
        .unwrap();
    assert!(status.success());
    let text = std::fs::read_to_string(&output).unwrap();
    assert!(
        text.lines()
            .any(|l| l.contains("\"chlo.square\"") && l.contains("sdy.sharding_rule")),
        "{text}"
    );
}

mod robustness {
    use super::*;
    use proptest::prelude::*;

    fn corpus() -> Vec<String> {
        let mut v: Vec<_> = std::fs::read_dir(common::repo().join("tests/rules"))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        v.sort();
        v.iter().map(|p| common::read(p)).collect()
    }

    /// Replaces the `k`-th integer of `text` (dims, sizes, attribute values) by `value`.
    fn mutate(text: &str, k: usize, value: i64) -> String {
        let bytes = text.as_bytes();
        let mut starts = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_digit()
                && (i == 0
                    || !(bytes[i - 1].is_ascii_alphanumeric()
                        || bytes[i - 1] == b'%'
                        || bytes[i - 1] == b'_'))
            {
                let s = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                starts.push((s, i));
            } else {
                i += 1;
            }
        }
        if starts.is_empty() {
            return text.to_string();
        }
        let (s, e) = starts[k % starts.len()];
        format!("{}{}{}", &text[..s], value, &text[e..])
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 600, failure_persistence: None, ..ProptestConfig::default() })]

        /// Random changes to the numbers of the rule corpus (dims, shapes, dimension
        /// numbers, group counts) never make the registry panic.
        #[test]
        fn registry_never_panics_on_edited_modules(file in 0usize..64, k in 0usize..10_000, value in prop::sample::select(vec![0i64, 1, 2, 3, 5, 7, 64, 1 << 40])) {
            let corpus = corpus();
            let text = mutate(&corpus[file % corpus.len()], k, value);
            if let Ok(m) = support::try_parse_unverified("edited.mlir", &text) {
                for opts in [RuleOptions::default(), RuleOptions { conservative: true, lowered_chlo: true }] {
                    let _ = module_rules(&m, &opts);
                }
            }
        }
    }
}
