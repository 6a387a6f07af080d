//! IOPDDL: the reader (gzip and plain, every malformed or truncated input a clean error), the
//! evaluator against the format's definition (one test per rule), and the search on
//! hand-made instances (checked against exhaustive enumeration) and on contest instance B.

use autoshard_solver::iopddl::{
    evaluate, read_instance, read_instance_from, solve_instance, Edge, Instance, IopddlError,
    IopddlOptions, Node,
};
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/iopddl")
        .join(name)
}

fn tiny() -> Instance {
    read_instance(&data("tiny.json")).expect("tiny.json reads")
}

fn parse(text: &str) -> Result<Instance, IopddlError> {
    read_instance_from(text.as_bytes())
}

#[test]
fn reads_plain_and_gzip_alike() {
    let plain = tiny();
    let gz = read_instance(&data("tiny.json.gz")).expect("tiny.json.gz reads");
    assert_eq!(plain, gz);
    assert_eq!(plain.name, "tiny");
    assert_eq!(plain.nodes.len(), 3);
    assert_eq!(plain.nodes[1].costs, vec![5, 1, 7]);
    assert_eq!(plain.nodes[2].interval, (2, 4));
    assert_eq!((plain.edges[1].u, plain.edges[1].v), (1, 2));
    assert_eq!(plain.usage_limit, Some(7));
}

/// Rule: the cost is the sum of the chosen node costs (no edges, no limit here).
#[test]
fn node_cost_rule() {
    let i = parse(r#"{"problem":{"nodes":{"intervals":[[0,1],[0,1]],"costs":[[3,8],[5,2,9]],"usages":[[0,0],[0,0,0]]}}}"#).unwrap();
    assert_eq!(evaluate(&i, &[0, 0]).cost, 8);
    assert_eq!(evaluate(&i, &[1, 2]).cost, 17);
    assert!(evaluate(&i, &[1, 2]).is_feasible());
}

/// Rule: the edge matrix is row-major |S_u| x |S_v|, the first node's strategy picks the row.
#[test]
fn edge_matrix_order_rule() {
    // u has 2 strategies, v has 3: entry (s, t) at s * 3 + t.
    let i = parse(r#"{"problem":{"nodes":{"intervals":[[0,1],[0,1]],"costs":[[0,0],[0,0,0]],"usages":[[0,0],[0,0,0]]},
        "edges":{"nodes":[[0,1]],"costs":[[10,11,12,20,21,22]]}}}"#).unwrap();
    assert_eq!(evaluate(&i, &[0, 2]).cost, 12);
    assert_eq!(evaluate(&i, &[1, 0]).cost, 20);
    assert_eq!(evaluate(&i, &[1, 2]).cost, 22);
    // The same edge written from v to u: its matrix is the transpose.
    let t = parse(r#"{"problem":{"nodes":{"intervals":[[0,1],[0,1]],"costs":[[0,0],[0,0,0]],"usages":[[0,0],[0,0,0]]},
        "edges":{"nodes":[[1,0]],"costs":[[10,20,11,21,12,22]]}}}"#).unwrap();
    for s in 0..2 {
        for u in 0..3 {
            assert_eq!(evaluate(&i, &[s, u]).cost, evaluate(&t, &[s, u]).cost);
        }
    }
}

/// Rule: at every step t, the usages of the nodes live at t ([start, end)) must not exceed
/// the limit; a node is not live at its end step.
#[test]
fn usage_limit_per_step_rule() {
    let i = tiny();
    // [4,1]x[2,5,1]x[3,3], intervals [0,2) [1,3) [2,4), limit 7.
    // Answer (0,1,0): step 1 has nodes 0 and 1: 4 + 5 = 9 > 7.
    let e = evaluate(&i, &[0, 1, 0]);
    assert_eq!(e.first_violation, Some(1));
    assert_eq!(e.peak_usage, 9);
    assert!(!e.is_feasible());
    // Answer (0,0,0): step 1: 4 + 2 = 6, step 2: 2 + 3 = 5 (node 0 ended): feasible.
    let e = evaluate(&i, &[0, 0, 0]);
    assert_eq!((e.first_violation, e.peak_usage), (None, 6));
    // Answer (1,1,0): step 1: 1 + 5 = 6; step 2: node 0 has ended, 5 + 3 = 8 > 7.
    assert_eq!(evaluate(&i, &[1, 1, 0]).first_violation, Some(2));
    // Without a limit nothing is a violation.
    let mut free = i.clone();
    free.usage_limit = None;
    assert!(evaluate(&free, &[1, 1, 0]).is_feasible());
}

#[test]
fn whole_cost_and_forbidden_choices() {
    let i = tiny();
    // nodes 10 + 1 + 4, edge0 (0,1) = 100, edge1 (1,2) rows of 2: (1,1) = 4.
    assert_eq!(evaluate(&i, &[0, 1, 1]).cost, 10 + 1 + 4 + 100 + 4);
    let f = parse(r#"{"problem":{"nodes":{"intervals":[[0,1]],"costs":[[1000000000000000000,1]],"usages":[[0,0]]}}}"#).unwrap();
    assert_eq!(evaluate(&f, &[0]).forbidden_choices, 1);
    assert!(!evaluate(&f, &[0]).is_feasible());
    assert!(evaluate(&f, &[1]).is_feasible());
    assert!(evaluate(&i, &[0, 3, 0]).malformed.is_some());
    assert!(evaluate(&i, &[0, 0]).malformed.is_some());
}

fn brute_force(i: &Instance) -> Option<i128> {
    let sizes: Vec<usize> = i.nodes.iter().map(|n| n.len()).collect();
    let mut pick = vec![0usize; sizes.len()];
    let mut best = None;
    loop {
        let e = evaluate(i, &pick);
        if e.is_feasible() && best.map_or(true, |b| e.cost < b) {
            best = Some(e.cost);
        }
        let Some(k) = (0..pick.len()).find(|&k| pick[k] + 1 < sizes[k]) else {
            return best;
        };
        pick[k] += 1;
        pick[..k].iter_mut().for_each(|p| *p = 0);
    }
}

#[test]
fn search_finds_the_optimum_of_tiny() {
    let i = tiny();
    let r = solve_instance(
        &i,
        &IopddlOptions {
            lns_rounds: Some(20),
            ..IopddlOptions::default()
        },
    );
    assert!(r.evaluation.is_feasible());
    assert_eq!(Some(r.evaluation.cost), brute_force(&i));
    assert!(r.bound <= r.evaluation.cost as f64 + 1e-6);
}

fn assert_invalid(text: &str, needle: &str) {
    match parse(text) {
        Err(e) => assert!(
            e.to_string().contains(needle),
            "{e} should mention {needle:?}"
        ),
        Ok(_) => panic!("accepted malformed input {text}"),
    }
}

#[test]
fn malformed_inputs_are_clean_errors() {
    assert_invalid("", "EOF");
    assert_invalid(
        "{\"problem\": {\"nodes\": {\"intervals\": [[0, 1]",
        "truncated",
    );
    assert_invalid("[1, 2]", "invalid type");
    assert_invalid(r#"{"problem":{}}"#, "missing field `nodes`");
    assert_invalid(
        r#"{"problem":{"nodes":{"intervals":[[0,1]],"costs":[[1.5]],"usages":[[0]]}}}"#,
        "expected i64",
    );
    assert_invalid(
        r#"{"problem":{"nodes":{"intervals":[[0,1]],"costs":[[1],[2]],"usages":[[0]]}}}"#,
        "nodes.costs has 2 entries",
    );
    assert_invalid(
        r#"{"problem":{"nodes":{"intervals":[[3,1]],"costs":[[1]],"usages":[[0]]}}}"#,
        "node 0: interval [3, 1)",
    );
    assert_invalid(
        r#"{"problem":{"nodes":{"intervals":[[0,1]],"costs":[[1,2]],"usages":[[0]]}}}"#,
        "node 0: 2 costs but 1 usages",
    );
    assert_invalid(
        r#"{"problem":{"nodes":{"intervals":[[0,1]],"costs":[[]],"usages":[[]]}}}"#,
        "node 0: no strategy",
    );
    let two = r#"{"problem":{"nodes":{"intervals":[[0,1],[0,1]],"costs":[[1,2],[3]],"usages":[[0,0],[0]]},"edges":"#;
    assert_invalid(
        &format!(r#"{two}{{"nodes":[[0,1]],"costs":[[1,2,3]]}}}}}}"#),
        "edge 0 (0 -> 1): cost matrix has 3 entries, expected 2 x 1 = 2",
    );
    assert_invalid(
        &format!(r#"{two}{{"nodes":[[0,5]],"costs":[[1,2]]}}}}}}"#),
        "edge 0: node [0, 5] out of range",
    );
    assert_invalid(
        &format!(r#"{two}{{"nodes":[[1,1]],"costs":[[1]]}}}}}}"#),
        "joins node 1 to itself",
    );
    assert_invalid(
        &format!(r#"{two}{{"nodes":[[0,1]],"costs":[]}}}}}}"#),
        "edges.nodes has 1 entries, edges.costs has 0",
    );
}

#[test]
fn truncated_and_corrupt_gzip_are_clean_errors() {
    let bytes = std::fs::read(data("tiny.json.gz")).unwrap();
    for cut in [3, bytes.len() / 2, bytes.len() - 4] {
        let e = read_instance_from(&bytes[..cut]).expect_err("truncated gzip accepted");
        assert!(
            e.to_string().contains("truncated") || e.to_string().contains("corrupt"),
            "{e}"
        );
    }
    let mut bad = bytes.clone();
    let mid = bad.len() / 2;
    bad[mid] ^= 0xff;
    bad[mid + 1] ^= 0x55;
    assert!(read_instance_from(&bad[..]).is_err());
    assert!(read_instance(&data("missing.json.gz"))
        .unwrap_err()
        .to_string()
        .starts_with("cannot read"));
}

/// Contest instance B with a short work limit (deterministic): feasible, checked, and the
/// same answer twice.
#[test]
fn instance_b_short_work_limit() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/iopddl/asplos-2025-iopddl-B.json.gz");
    let Ok(i) = read_instance(&path) else {
        eprintln!("skipped: {} not present", path.display());
        return;
    };
    let options = IopddlOptions {
        lns_rounds: Some(3),
        sub_node_limit: 20,
        full_ilp_max_pairs: 0,
        ..IopddlOptions::default()
    };
    let a = solve_instance(&i, &options);
    assert!(a.evaluation.is_feasible(), "{:?}", a.evaluation);
    assert!(a.bound <= a.evaluation.cost as f64);
    assert!(a.evaluation.cost <= a.start_cost);
    let b = solve_instance(&i, &options);
    assert_eq!(a.solution, b.solution);
}

/// A small random instance (xorshift from `seed`): 6 nodes with 2-3 strategies, a chain plus
/// a chord, some edges one-to-one strategy matches with the rest forbidden (contracted by the
/// search), the others random; a usage limit that binds.
fn random_instance(seed: u64) -> Instance {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: u64| {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    };
    let k: Vec<usize> = (0..6).map(|_| 2 + next(2) as usize).collect();
    let nodes = (0..6)
        .map(|v| Node {
            interval: (v as i64, v as i64 + 1 + next(3) as i64),
            costs: (0..k[v]).map(|_| next(50) as i64).collect(),
            usages: (0..k[v]).map(|_| 1 + next(10) as i64).collect(),
        })
        .collect();
    let pairs = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 3)];
    let edges = pairs
        .iter()
        .map(|&(u, v)| {
            let matched = k[u] == k[v] && next(2) == 0;
            let costs = (0..k[u] * k[v])
                .map(|i| match matched {
                    true if i / k[v] != i % k[v] => 1_000_000_000_000_000_000,
                    _ => next(40) as i64,
                })
                .collect();
            Edge { u, v, costs }
        })
        .collect();
    Instance {
        name: String::new(),
        nodes,
        edges,
        usage_limit: Some(12),
    }
}

/// On random small instances with a binding limit and matched edges, both with the whole ILP
/// and with the path large instances take (the restricted ILPs, after the lifted phase whose
/// reduced core gives a bound): the answer is feasible whenever one exists, and the proven
/// bound (Lagrangian and lifted optimum included) never exceeds the brute-force optimum.
#[test]
fn bound_below_optimum_and_answer_feasible_on_random_instances() {
    let mut compared = 0;
    for (seed, max_pairs) in (1..60).flat_map(|s| [(s, 600_000), (s, 0)]) {
        let i = random_instance(seed);
        let Some(best) = brute_force(&i) else {
            continue;
        };
        let r = solve_instance(
            &i,
            &IopddlOptions {
                lns_rounds: Some(5),
                full_ilp_max_pairs: max_pairs,
                ..IopddlOptions::default()
            },
        );
        assert!(
            r.evaluation.is_feasible(),
            "seed {seed}: {:?}",
            r.evaluation
        );
        assert!(r.evaluation.cost >= best, "seed {seed}");
        assert!(
            r.bound <= best as f64 + 1e-6,
            "seed {seed}: bound {} > optimum {best}",
            r.bound
        );
        compared += 1;
    }
    assert!(compared > 40, "only {compared} feasible runs");
}
