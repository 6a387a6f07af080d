//! The HLO reader (`autoshard::hlo`) on real and hand-written HLO text:
//!
//! - every sample (tests/hlo/*.hlo: async forms, control flow, fusions, attribute-heavy
//!   ops; tests/hlo/dump/*.txt: `--xla_dump_to` files; with the jaxlib peer, XLA's
//!   compiled program of every model in models/) parses, prints back to a fixpoint, and
//!   the printout parses to the same instruction graph;
//! - with the peer, XLA's own parser (`peer.py hlo-stats`) sees the same computations,
//!   instructions, opcodes and operand edges as we do, on the sample and on our printout
//!   (so XLA accepts what we print).

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use autoshard::diag::SourceFile;
use autoshard::hlo::ir::{CallRole, Opcode};
use autoshard::hlo::{parse_hlo, print_hlo, stats, HloModule};

fn samples() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for dir in ["tests/hlo", "tests/hlo/dump"] {
        for e in std::fs::read_dir(common::repo().join(dir)).expect("tests/hlo exists") {
            let p = e.expect("dir entry").path();
            if p.extension().is_some_and(|e| e == "hlo" || e == "txt") {
                v.push(p);
            }
        }
    }
    v.sort();
    assert!(v.len() >= 8, "the HLO samples are incomplete: {}", v.len());
    v
}

fn parse(name: &str, text: &str) -> HloModule {
    let src = SourceFile::new(name, text);
    let (m, d) = parse_hlo(&src);
    match m {
        Some(m) if !d.has_errors() => m,
        _ => panic!("{name} does not parse:\n{}", d.render(&src)),
    }
}

/// Everything an instruction is, by names (ids differ between parses).
fn full_graph(m: &HloModule) -> Vec<String> {
    m.walk_all()
        .map(|(_, i)| {
            let called: Vec<String> = i
                .called
                .iter()
                .map(|(r, c)| format!("{r:?}={}", stats::comp_key(m, *c)))
                .collect();
            format!(
                "{} {} {} {:?} {:?} {:?} {:?}",
                stats::comp_key(m, i.parent),
                i.name,
                autoshard::hlo::print::shape_text(&i.shape),
                i.opcode,
                i.operands
                    .iter()
                    .map(|&o| &m.instr(o).name)
                    .collect::<Vec<_>>(),
                called,
                i.parsed
            )
        })
        .collect()
}

/// parse(print(parse(x))) has the same graph as parse(x), and print is a fixpoint.
fn check_round_trip(name: &str, text: &str) -> (HloModule, String) {
    let m = parse(name, text);
    let printed = print_hlo(&m);
    let again = parse(&format!("{name} (printed)"), &printed);
    assert_eq!(
        full_graph(&m),
        full_graph(&again),
        "{name}: the printout has another graph"
    );
    assert_eq!(m.header.attrs, again.header.attrs, "{name}: header");
    assert_eq!(
        print_hlo(&again),
        printed,
        "{name}: print is not a fixpoint"
    );
    (m, printed)
}

#[test]
fn samples_round_trip() {
    for p in samples() {
        check_round_trip(&p.display().to_string(), &common::read(&p));
    }
}

/// `peer.py hlo-stats` output, per computation key.
fn peer_graph(out: &str) -> BTreeMap<String, Vec<String>> {
    let mut g: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut cur = None;
    for l in out.lines() {
        if let Some(k) = l.strip_prefix("comp ") {
            cur = Some(k.to_string());
            g.entry(k.to_string()).or_default();
        } else if let Some(c) = &cur {
            g.get_mut(c)
                .expect("current computation")
                .push(l.to_string());
        }
    }
    g
}

/// Per computation, instructions per opcode (the coarse view, reported first).
fn opcode_counts(g: &BTreeMap<String, Vec<String>>) -> BTreeMap<(String, String), usize> {
    let mut out = BTreeMap::new();
    for (c, lines) in g {
        for l in lines {
            let op = l.split(' ').nth(2).unwrap_or("").to_string();
            *out.entry((c.clone(), op)).or_insert(0) += 1;
        }
    }
    out
}

/// Our graph of `text` equals XLA's, and XLA parses our printout to the same graph.
fn check_against_xla(peer: &mut common::Peer, scratch: &Path, name: &str, text: &str) {
    let (m, printed) = check_round_trip(name, text);
    let ours = stats::graph(&m);
    let file = scratch.join(format!("{}.hlo", name.replace(['/', ' '], "_")));
    std::fs::write(&file, text).unwrap();
    let reply = peer.request(&format!("hlo-stats {}", file.display()));
    assert!(
        reply.ok,
        "{name}: XLA rejects the sample:\n{}",
        reply.output
    );
    let xla = peer_graph(&reply.output);
    assert_eq!(
        opcode_counts(&ours),
        opcode_counts(&xla),
        "{name}: opcode counts per computation differ from XLA's"
    );
    assert_eq!(
        ours, xla,
        "{name}: the instruction graph differs from XLA's"
    );
    std::fs::write(&file, &printed).unwrap();
    let reply = peer.request(&format!("hlo-stats {}", file.display()));
    assert!(
        reply.ok,
        "{name}: XLA rejects our printout:\n{}\n{printed}",
        reply.output
    );
    assert_eq!(
        peer_graph(&reply.output),
        xla,
        "{name}: XLA reads our printout as another graph"
    );
}

#[test]
fn samples_match_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("hlo_samples");
    for p in samples() {
        check_against_xla(
            &mut peer,
            &scratch,
            &p.display().to_string(),
            &common::read(&p),
        );
    }
}

#[test]
fn compiled_models_match_xla() {
    let Some(mut peer) = common::Peer::start() else {
        return;
    };
    let scratch = common::scratch("hlo_models");
    let names = common::model_names();
    assert!(names.len() >= 10, "models: {names:?}");
    let mut collectives = 0;
    for name in names {
        let reply = peer.request(&format!("compile {}", common::model_path(&name).display()));
        assert!(
            reply.ok,
            "{name}: XLA does not compile it:\n{}",
            reply.output
        );
        check_against_xla(
            &mut peer,
            &scratch,
            &format!("{name}.compiled"),
            &reply.output,
        );
        let m = parse(&name, &reply.output);
        collectives += m.collective_count();
        let xla_collectives = reply
            .output
            .lines()
            .filter(|l| {
                [
                    "all-reduce(",
                    "all-gather(",
                    "all-to-all(",
                    "collective-permute(",
                    "reduce-scatter(",
                ]
                .iter()
                .any(|op| l.contains(&format!(" {op}")))
            })
            .count();
        assert_eq!(m.collective_count(), xla_collectives, "{name}: collectives");
    }
    assert!(
        collectives > 0,
        "the compiled models have no collectives at all"
    );
}

fn sample(name: &str) -> HloModule {
    let p = common::repo().join("tests/hlo").join(name);
    parse(name, &common::read(&p))
}

#[test]
fn async_chains_of_every_form() {
    let m = sample("async_generic.hlo");
    let chains: Vec<_> = m
        .walk(m.entry)
        .filter(|(_, i)| i.opcode == Opcode::AsyncStart)
        .map(|(id, _)| m.async_chain(id).expect("a start has a chain"))
        .collect();
    let updates: Vec<usize> = chains.iter().map(|c| c.updates.len()).collect();
    assert_eq!(updates, vec![0, 2, 0]);
    for c in &chains {
        let done = c.done.expect("every start has its done");
        assert_eq!(m.async_start_of(done), Some(c.start));
        assert_eq!(m.comp(c.wrapped_comp.unwrap()).root, c.wrapped_instr);
    }
    assert_eq!(m.instr(chains[2].start).operands.len(), 2);
    assert_eq!(
        m.instr(chains[2].wrapped_instr.unwrap()).opcode,
        Opcode::Tuple
    );

    let m = sample("async_sugar.hlo");
    let mut pairs = Vec::new();
    for (id, i) in m.walk(m.entry) {
        if let Some(chain) = m.async_chain(id) {
            let done = m.instr(chain.done.expect("every start has its done"));
            let wrapped = chain
                .wrapped_instr
                .map(|w| m.instr(w).opcode.name().to_string());
            let updates = chain.updates.len();
            pairs.push(format!(
                "{}->{updates}->{} {:?}",
                i.opcode, done.opcode, wrapped
            ));
        }
    }
    assert_eq!(
        pairs,
        [
            "all-gather-start->0->all-gather-done None",
            "all-reduce-start->0->all-reduce-done None",
            "collective-permute-start->0->collective-permute-done None",
            "copy-start->0->copy-done None",
            "async-start->1->async-done Some(\"reduce-scatter\")",
            "async-start->0->async-done Some(\"all-to-all\")",
            "send->0->send-done None",
            "recv->0->recv-done None",
        ]
    );
    let ar = m.instr(m.instr_by_name("all-reduce-start").unwrap());
    assert_eq!(
        ar.parsed.replica_groups,
        Some(vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]])
    );
    assert!(ar.callee(CallRole::ToApply).is_some());
    let a2a = m.instr(m.instr_by_name("all-to-all").unwrap());
    assert_eq!(
        a2a.parsed.replica_groups,
        Some(vec![vec![0, 2, 4, 6], vec![1, 3, 5, 7]])
    );
    assert_eq!(a2a.parsed.dimensions, Some(vec![0]));
    let cp = m.instr(m.instr_by_name("collective-permute-start").unwrap());
    assert_eq!(
        cp.parsed.source_target_pairs,
        Some(vec![(0, 1), (1, 2), (2, 3), (3, 0)])
    );
    assert_eq!(m.collective_count(), 8);

    let m = sample("async_threads.hlo");
    let start = m.instr_by_name("start").unwrap();
    assert_eq!(
        m.instr(start).parsed.async_execution_thread.as_deref(),
        Some("host")
    );
    let c = m.async_chain(start).unwrap();
    assert_eq!(
        m.comp(c.wrapped_comp.unwrap()).execution_thread.as_deref(),
        Some("host")
    );
    assert_eq!(
        m.instr(m.instr_by_name("a2a").unwrap()).parsed.dimensions,
        None
    );
}

#[test]
fn structured_attributes_of_ops() {
    let m = sample("ops_attrs.hlo");
    let get = |n: &str| m.instr(m.instr_by_name(n).unwrap_or_else(|| panic!("{n}")));
    let conv = get("conv");
    let w = conv.parsed.window.as_ref().unwrap();
    assert_eq!((w.len(), w[0].size, w[0].pad_lo, w[1].pad_hi), (2, 3, 1, 1));
    assert_eq!(conv.parsed.dim_labels.as_deref(), Some("b01f_01io->b01f"));
    let rw = get("rw").parsed.window.as_ref().unwrap();
    assert_eq!(
        rw.iter().map(|d| d.stride).collect::<Vec<_>>(),
        vec![1, 2, 2, 1]
    );
    let bd = get("bd").parsed.dot.clone().unwrap();
    assert_eq!((bd.lhs_batch, bd.rhs_contracting), (vec![0], vec![1]));
    assert_eq!(get("pad").parsed.padding.as_ref().unwrap()[1].hi, 1);
    assert_eq!(get("sl").parsed.slice.as_ref().unwrap()[0].stride, 4);
    assert_eq!(get("ds").parsed.dynamic_slice_sizes, Some(vec![1, 2, 2, 4]));
    assert_eq!(get("dus").operands.len(), 6);
    assert_eq!(
        get("cc").parsed.custom_call_target.as_deref(),
        Some("my_kernel")
    );
    assert_eq!(
        get("cc").parsed.api_version.as_deref(),
        Some("API_VERSION_STATUS_RETURNING")
    );
    assert_eq!(get("init").parsed.literal.as_deref(), Some("-inf"));
    assert_eq!(get("iota").parsed.iota_dimension, Some(0));
    assert_eq!(get("bits").parsed.index, Some(1));
    assert!(get("x")
        .parsed
        .metadata
        .as_ref()
        .unwrap()
        .contains(r#"\"quoted\""#));
    assert!(get("t")
        .parsed
        .sharding
        .as_ref()
        .unwrap()
        .starts_with("{{replicated}"));
    let dyn_shape = get("dyn").shape.as_array().unwrap().dims[0];
    assert_eq!(dyn_shape, autoshard::hlo::ir::Dim::Bounded(16));
    assert_eq!(
        get("dot")
            .shape
            .as_array()
            .unwrap()
            .layout
            .as_ref()
            .unwrap()
            .rest,
        "T(2,128)"
    );
    assert_eq!(m.header.input_output_alias.len(), 1);
    assert_eq!(
        m.header
            .entry_computation_layout
            .as_ref()
            .unwrap()
            .params
            .len(),
        5
    );
    assert_eq!(get("add").operands.len(), 2, "names written without %");
    assert_eq!(get("rng").shape.byte_size(), 16);
    assert_eq!(get("rng").shape.leaf_byte_size(), 16 + 64);
}

#[test]
fn cli_check_and_print() {
    let (out, err, code) = common::autoshard(&[
        "check",
        "tests/hlo/control_flow.hlo",
        "tests/hlo/async_sugar.hlo",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "tests/hlo/control_flow.hlo: ok: HLO control_flow: 7 computations, 31 instructions, 0 collectives\n\
         tests/hlo/async_sugar.hlo: ok: HLO async_sugar: 2 computations, 26 instructions, 8 collectives\n"
    );
    let (printed, err, code) = common::autoshard(&["print", "--hlo", "tests/hlo/fusion_kinds.hlo"]);
    assert_eq!(code, Some(0), "{err}");
    let m = sample("fusion_kinds.hlo");
    assert_eq!(printed, print_hlo(&m));
    let kinds: Vec<_> = m
        .walk(m.entry)
        .filter_map(|(_, i)| i.parsed.fusion_kind)
        .map(|k| k.name())
        .collect();
    assert_eq!(kinds, ["kLoop", "kInput", "kOutput", "kCustom"]);
}
