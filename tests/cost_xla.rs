//! Reality check against XLA: for every model, the collectives our plan evaluation
//! predicts (after our `sdy-propagation-pipeline`) against those in the program XLA
//! compiles from the same module (jaxlib 0.10.2, 8 CPU devices, Shardy's propagation,
//! `compiled.as_text()`), per kind: static count and the sum of per-device result bytes.
//! The prediction is the plan as XLA:CPU compiles it (`cost::xla_cpu`: the accelerator
//! model with the CPU backend's named, separately tested exceptions, as the reality
//! table uses): bf16 collectives sent in f32, and each reduce-scatter an all-reduce of
//! the whole buffer (`reduce-scatter-as-all-reduce`).
//!
//! The table is committed in `datasets/benchmarks/xla_collectives.csv`; this test
//! recomputes it and fails when it differs (`UPDATE_SNAPSHOTS=1` rewrites the numbers and
//! keeps the explanations). A row *matches* when the counts are equal and the bytes
//! within 10%; a row that does not match is *explained* when the table's explanation
//! column says why, else *open*: the open rows are the remaining gaps of the cost
//! model, printed by this test.
//!
//! Memory: our per-device parameter bytes equal, exactly, the sum of the partitioned
//! parameter shapes of XLA's entry computation.

mod common;

use std::collections::BTreeMap;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::memory::memory;
use autoshard::cost::plan::{evaluate, ModuleShardings, PlanOptions};
use autoshard::cost::xla_cpu::evaluate_as_xla_cpu;
use autoshard::cost::HardwareProfile;
use autoshard::diag::SourceFile;
use autoshard::ir::Module;
use autoshard::parse::parse_module;
use autoshard::passes::legalize_chlo::legalize_chlo;
use autoshard::passes::Pipeline;

/// Bytes of the array shapes in an HLO result type (`f32[4,1024]{1,0}`, tuples summed).
fn hlo_bytes(ty: &str) -> u64 {
    let mut total = 0u64;
    let mut rest = ty;
    while let Some(open) = rest.find('[') {
        let head = &rest[..open];
        let elem = head
            .rsplit(|c: char| !c.is_ascii_alphanumeric())
            .next()
            .unwrap_or("");
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let dims = &rest[open + 1..open + close];
        let size: u64 = match elem {
            "pred" | "s8" | "u8" | "f8e4m3fn" | "f8e5m2" => 1,
            "bf16" | "f16" | "s16" | "u16" => 2,
            "f32" | "s32" | "u32" => 4,
            "f64" | "s64" | "u64" | "c64" => 8,
            _ => 0,
        };
        let n: u64 = dims
            .split(',')
            .filter_map(|d| d.trim().parse::<u64>().ok())
            .product();
        total += size * n;
        rest = &rest[open + close + 1..];
    }
    total
}

const KINDS: [&str; 5] = [
    "all-gather",
    "all-reduce",
    "all-to-all",
    "collective-permute",
    "reduce-scatter",
];

/// Per kind: (count, bytes) of the collectives in XLA's partitioned HLO text.
fn xla_collectives(hlo: &str) -> BTreeMap<&'static str, (u64, u64)> {
    let mut out = BTreeMap::new();
    for line in hlo.lines() {
        let Some((_, rhs)) = line.split_once(" = ") else {
            continue;
        };
        for kind in KINDS {
            let pat = format!(" {kind}(");
            if let Some(pos) = rhs.find(&pat) {
                let ty = &rhs[..pos];
                // XLA's combiners merge independent all-reduces (all-gathers,
                // reduce-scatters) into one op over a tuple: count each tensor, as we
                // count one collective per tensor. A tuple all-to-all is one exchange
                // (its elements are the chunks per peer).
                let tensors = match kind {
                    "all-reduce" | "all-gather" | "reduce-scatter" => {
                        ty.matches('[').count().max(1) as u64
                    }
                    _ => 1,
                };
                let e = out.entry(kind).or_insert((0, 0));
                e.0 += tensors;
                e.1 += hlo_bytes(ty);
            }
        }
    }
    out
}

/// The bytes of the parameters of XLA's entry computation (its signature line).
fn xla_parameter_bytes(hlo: &str) -> Option<u64> {
    let line = hlo.lines().find(|l| l.starts_with("ENTRY"))?;
    let open = line.find('(')?;
    let close = line.find(") ->")?;
    Some(hlo_bytes(&line[open + 1..close]))
}

/// Count and per-device result bytes per collective kind of `m`'s plan as XLA:CPU
/// compiles it (`evaluate_as_xla_cpu`, as `report::xla::xla_cpu_prediction` evaluates
/// it), each reduce-scatter counted as the all-reduce of the whole buffer that XLA:CPU
/// emits in its place (`reduce-scatter-as-all-reduce`).
fn xla_cpu_collectives(m: &Module, hw: &HardwareProfile) -> BTreeMap<&'static str, (u64, u64)> {
    let (_, pc, _) = evaluate_as_xla_cpu(m, hw, &[], &PlanOptions::default()).unwrap();
    let mut ours: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    for (_, _, c) in pc.collectives() {
        let (kind, bytes) = match c.kind.name() {
            "reduce-scatter" => ("all-reduce", c.bytes_before),
            k => (k, c.bytes_after),
        };
        let e = ours.entry(kind).or_insert((0, 0));
        e.0 += 1;
        e.1 += bytes;
    }
    ours
}

#[derive(Clone, Debug, PartialEq)]
struct Row {
    model: String,
    kind: String,
    xla_count: u64,
    ours_count: u64,
    xla_bytes: u64,
    ours_bytes: u64,
    status: String,
    explanation: String,
}

const TABLE: &str = "datasets/benchmarks/xla_collectives.csv";
const HEADER: &str = "# Collectives per model and kind: XLA's compiled program (jaxlib 0.10.2, 8 CPU devices) against\n\
# autoshard's plan evaluation of the same module after its sdy-propagation-pipeline (CHLO legalized first as XLA does:\n\
# chlo.square a multiply, other CHLO ops with their lowering's rule), predicted as XLA:CPU compiles it (cost::xla_cpu's named exceptions:\n\
# bf16 collectives in f32, each reduce-scatter an all-reduce of the whole buffer). Counts are static (tensors in the program text: a combined tuple\n\
# all-reduce counts each operand; loop bodies once); bytes are the per-device result sizes summed. status: match (same count, bytes\n\
# within 10%), explained (see the explanation), open (a remaining gap). Written by tests/cost_xla.rs\n\
# (UPDATE_SNAPSHOTS=1 rewrites the numbers and keeps the explanations).\n";

fn read_table(text: &str) -> BTreeMap<(String, String), String> {
    let mut r = csv::ReaderBuilder::new()
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let mut out = BTreeMap::new();
    for rec in r.records().flatten() {
        if rec.len() >= 8 {
            out.insert((rec[0].to_string(), rec[1].to_string()), rec[7].to_string());
        }
    }
    out
}

fn render(rows: &[Row]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "model",
        "kind",
        "xla_count",
        "ours_count",
        "xla_bytes",
        "ours_bytes",
        "status",
        "explanation",
    ])
    .unwrap();
    for r in rows {
        w.write_record([
            r.model.clone(),
            r.kind.clone(),
            r.xla_count.to_string(),
            r.ours_count.to_string(),
            r.xla_bytes.to_string(),
            r.ours_bytes.to_string(),
            r.status.clone(),
            r.explanation.clone(),
        ])
        .unwrap();
    }
    format!(
        "{HEADER}{}",
        String::from_utf8(w.into_inner().unwrap()).unwrap()
    )
}

#[test]
fn collectives_against_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let path = common::repo().join(TABLE);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let explanations = read_table(&committed);
    let hw = load_profile("h100").unwrap();
    let mut rows = Vec::new();
    for f in common::model_files() {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        // The library models are not in the committed table yet (its rows and their
        // explanations are the collective-accuracy work's).
        if name.ends_with(".debug.mlir") || common::is_lib_model(&name) {
            continue;
        }
        let model = name.trim_end_matches(".mlir").to_string();
        let reply = peer.request(&format!("compile {}", f.display()));
        assert!(
            reply.ok,
            "{name}: XLA does not compile it:\n{}",
            reply.output
        );
        let xla = xla_collectives(&reply.output);
        let (mut m, d) = parse_module(&SourceFile::new(name.as_str(), common::read(&f)));
        assert!(!d.has_errors());
        // XLA legalizes CHLO before its Shardy run: compare like with like.
        legalize_chlo(&mut m);
        autoshard::rules::attach_lowered_chlo_rules(&mut m);
        Pipeline::parse("sdy-propagation-pipeline")
            .unwrap()
            .run(&mut m, false)
            .unwrap_or_else(|_| panic!("{name}: propagation fails"));
        let pc = evaluate(&m, &hw, &[], &PlanOptions::default()).unwrap();
        let params = memory(&m, &ModuleShardings::new(&m), &pc).parameter_bytes;
        assert_eq!(
            Some(params),
            xla_parameter_bytes(&reply.output),
            "{name}: per-device parameter bytes"
        );
        let ours = xla_cpu_collectives(&m, &hw);
        for kind in KINDS {
            let (xc, xb) = xla.get(kind).copied().unwrap_or((0, 0));
            let (oc, ob) = ours.get(kind).copied().unwrap_or((0, 0));
            if xc == 0 && oc == 0 {
                continue;
            }
            let close = (xb as f64 - ob as f64).abs() <= 0.1 * (xb.max(ob) as f64);
            let explanation = explanations
                .get(&(model.clone(), kind.to_string()))
                .cloned()
                .unwrap_or_default();
            let status = if xc == oc && close {
                "match"
            } else if !explanation.is_empty() {
                "explained"
            } else {
                "open"
            };
            rows.push(Row {
                model: model.clone(),
                kind: kind.to_string(),
                xla_count: xc,
                ours_count: oc,
                xla_bytes: xb,
                ours_bytes: ob,
                status: status.to_string(),
                explanation: if status == "match" {
                    String::new()
                } else {
                    explanation
                },
            });
        }
    }
    let open: Vec<String> = rows
        .iter()
        .filter(|r| r.status == "open")
        .map(|r| {
            format!(
                "{} {}: XLA {} ({} B), ours {} ({} B)",
                r.model, r.kind, r.xla_count, r.xla_bytes, r.ours_count, r.ours_bytes
            )
        })
        .collect();
    if !open.is_empty() {
        eprintln!(
            "open gaps against XLA ({}):\n  {}",
            open.len(),
            open.join("\n  ")
        );
    }
    let actual = render(&rows);
    if actual != committed {
        if std::env::var("UPDATE_SNAPSHOTS").as_deref() == Ok("1") {
            std::fs::write(&path, &actual).unwrap();
        } else {
            panic!("{TABLE} is out of date (UPDATE_SNAPSHOTS=1 rewrites it):\n{actual}");
        }
    }
}

#[test]
fn hlo_shapes() {
    assert_eq!(hlo_bytes("f32[4,1024,768]{2,1,0}"), 4 * 4 * 1024 * 768);
    assert_eq!(hlo_bytes("(bf16[2,3]{1,0}, s32[])"), 12 + 4);
    let text = "  %all-reduce.2 = f32[64,1024]{1,0} all-reduce(%x), channel_id=1\n  %cp = f32[8]{0} collective-permute(%y)\n";
    let got = xla_collectives(text);
    assert_eq!(got["all-reduce"], (1, 262144));
    assert_eq!(got["collective-permute"], (1, 32));
    let combined = "  %all-reduce.3 = (f32[8]{0}, f32[]) all-reduce(%a, %b), channel_id=2\n";
    assert_eq!(xla_collectives(combined)["all-reduce"], (2, 36));
}
