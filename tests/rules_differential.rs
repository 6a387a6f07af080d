//! Differential test of the rule registry against the real Shardy: for every model in
//! `models/` (the `.mlir` exports, not the `.debug.mlir` copies), our rule for every op
//! must equal the one jaxlib's `sdy-populate-op-sharding-rules` attaches, op by op in
//! walk order (both parsed into `OpShardingRule`s by our parser), in default and
//! conservative mode. Prints a per-file agreement table; on a mismatch, the op, our rule
//! and jaxlib's.

mod common;
#[path = "rules/support.rs"]
mod support;

use autoshard::rules::RuleOptions;

#[test]
fn rules_agree_with_jaxlib_on_every_model() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let mut table = Vec::new();
    let mut failures = Vec::new();
    for f in common::model_files() {
        if f.to_string_lossy().ends_with(".debug.mlir") {
            continue;
        }
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        // Our parse of the export; if our parser cannot read it, jaxlib's generic
        // printout of the unchanged module (so the registry is still tested).
        let m = match support::try_parse(&name, &common::read(&f)) {
            Ok(m) => m,
            Err(e) => {
                eprintln!(
                    "note: {name}: our parser fails ({}), using jaxlib's generic printout",
                    e.lines().next().unwrap_or("")
                );
                let reply = peer.request(&format!(
                    "passes builtin.module() {} --generic",
                    f.display()
                ));
                assert!(reply.ok, "jaxlib cannot print {name}:\n{}", reply.output);
                support::parse(&format!("{name} (generic)"), &reply.output)
            }
        };
        for conservative in [false, true] {
            let opts = RuleOptions {
                conservative,
                ..Default::default()
            };
            let ours = support::our_rules(&m, &opts);
            let theirs = support::jaxlib_rules(&mut peer, &f, conservative);
            let bad = support::mismatches(&ours, &theirs);
            let agree = ours
                .iter()
                .zip(&theirs)
                .filter(|(a, b)| a.name == b.name && a.rule == b.rule)
                .count();
            let with_rule = theirs.iter().filter(|e| e.rule.is_some()).count();
            table.push(format!(
                "{name}{}: {agree}/{} ops agree ({with_rule} with a rule)",
                if conservative { " (conservative)" } else { "" },
                theirs.len()
            ));
            if !bad.is_empty() {
                failures.push(format!(
                    "{name}{}:\n  {}",
                    if conservative { " (conservative)" } else { "" },
                    bad.iter()
                        .take(20)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join("\n  ")
                ));
            }
        }
    }
    eprintln!("rule agreement with jaxlib's sdy-populate-op-sharding-rules:");
    for line in &table {
        eprintln!("  {line}");
    }
    assert!(
        failures.is_empty(),
        "rules differ from jaxlib's:\n{}",
        failures.join("\n")
    );
}
