//! Reshard decomposition, checked by brute force: every reshard here (hand-made cases for
//! each pair of source/target kinds on 1-, 2- and 3-axis meshes, and random pairs of
//! shardings) is run through `cost::simulate`, which tracks the elements and partial
//! sums every device holds, step by step, and requires the target's at the end.

use autoshard::cost::collective::CollectiveOptions;
use autoshard::cost::hardware::load_profile;
use autoshard::cost::links::LinkMap;
use autoshard::cost::reshard::{reshard_shape, Reshard};
use autoshard::cost::simulate::check_reshard;
use autoshard::ir::sdy::{
    AxisRef, DimSharding, MeshAttr, MeshAxis, MeshRef, SdyAttr, SubAxis, TensorSharding,
};
use autoshard::ir::Attr;
use autoshard::parse::parse_attr_str;
use proptest::prelude::*;

fn mesh(text: &str) -> MeshAttr {
    match parse_attr_str(&format!("#sdy.mesh<{text}>")) {
        Ok(Attr::Sdy(SdyAttr::Mesh(m))) => m,
        other => panic!("{text}: {other:?}"),
    }
}

fn sh(text: &str) -> TensorSharding {
    match parse_attr_str(&format!("#sdy.sharding<@m, {text}>")) {
        Ok(Attr::Sdy(SdyAttr::Sharding(s))) => s,
        other => panic!("{text}: {other:?}"),
    }
}

/// Plans, simulates, and returns the reshard.
fn run(m: &MeshAttr, shape: &[i64], src: &TensorSharding, dst: &TensorSharding) -> Reshard {
    let r = reshard_shape(shape, 4, m, src, dst).unwrap_or_else(|e| panic!("{e}"));
    if let Err(e) = check_reshard(m, src, dst, &r) {
        let steps: Vec<String> = r.steps.iter().map(|s| s.to_string()).collect();
        panic!(
            "simulation rejects the reshard: {e}\nsteps:\n  {}",
            steps.join("\n  ")
        );
    }
    r
}

/// The steps as `kind(axes@dims)`.
fn summary(r: &Reshard) -> Vec<String> {
    r.steps
        .iter()
        .map(|s| {
            let axes: Vec<String> = s
                .axes
                .iter()
                .map(|a| a.to_string().replace('"', ""))
                .collect();
            let dims = match (s.src_dim, s.dst_dim) {
                (Some(a), Some(b)) => format!("@{a}->{b}"),
                (Some(a), None) | (None, Some(a)) => format!("@{a}"),
                (None, None) => String::new(),
            };
            format!("{}({}{dims})", s.kind.name(), axes.join(","))
        })
        .collect()
}

fn case(m: &str, shape: &[i64], src: &str, dst: &str, want: &[&str]) -> Reshard {
    let m = mesh(m);
    let r = run(&m, shape, &sh(src), &sh(dst));
    assert_eq!(summary(&r), want, "{src} -> {dst}");
    r
}

// --- one axis: every pair of replicated / sharded / unreduced ---

const X4: &str = r#"["x"=4]"#;

#[test]
fn one_axis_every_kind_pair() {
    let s = [8, 12];
    case(X4, &s, "[{}, {}]", "[{}, {}]", &[]);
    case(X4, &s, "[{}, {}]", r#"[{"x"}, {}]"#, &["all-slice(x@0)"]);
    case(
        X4,
        &s,
        "[{}, {}]",
        r#"[{}, {}], unreduced={"x"}"#,
        &["zero-fill(x)"],
    );
    case(X4, &s, r#"[{"x"}, {}]"#, "[{}, {}]", &["all-gather(x@0)"]);
    case(X4, &s, r#"[{"x"}, {}]"#, r#"[{"x"}, {}]"#, &[]);
    case(
        X4,
        &s,
        r#"[{"x"}, {}]"#,
        r#"[{}, {"x"}]"#,
        &["all-to-all(x@0->1)"],
    );
    case(
        X4,
        &s,
        r#"[{"x"}, {}]"#,
        r#"[{}, {}], unreduced={"x"}"#,
        &["all-gather(x@0)", "zero-fill(x)"],
    );
    case(
        X4,
        &s,
        r#"[{}, {}], unreduced={"x"}"#,
        "[{}, {}]",
        &["all-reduce(x)"],
    );
    case(
        X4,
        &s,
        r#"[{}, {}], unreduced={"x"}"#,
        r#"[{}, {"x"}]"#,
        &["reduce-scatter(x@1)"],
    );
    case(
        X4,
        &s,
        r#"[{}, {}], unreduced={"x"}"#,
        r#"[{}, {}], unreduced={"x"}"#,
        &[],
    );
}

#[test]
fn bytes_and_time_of_a_gather() {
    let m = mesh(X4);
    let r = run(&m, &[8, 12], &sh(r#"[{"x"}, {}]"#), &sh("[{}, {}]"));
    let g = &r.steps[0];
    assert_eq!((g.bytes_before, g.bytes_after, g.group_size), (96, 384, 4));
    assert_eq!(r.bytes_sent(), 288.0);
    let hw = load_profile("tpu-v5e").unwrap();
    let links = LinkMap::new(&hw, &m, &[]).unwrap();
    // 3 hops + 3/4 of 384 bytes over a bidirectional ring of 2 x 4.5e10 B/s.
    let want = 3.0 * 1e-6 + 0.75 * 384.0 / 9e10;
    assert!((r.time(&links, &CollectiveOptions::default()) - want).abs() < 1e-15);
}

// --- two axes: order swaps, sub-axes, unreduced next to sharded ---

const XY: &str = r#"["x"=2, "y"=4]"#;

#[test]
fn two_axes() {
    let s = [8, 16];
    case(
        XY,
        &s,
        r#"[{"x", "y"}, {}]"#,
        r#"[{"y", "x"}, {}]"#,
        &["collective-permute(x,y)"],
    );
    case(
        XY,
        &s,
        r#"[{"x"}, {"y"}]"#,
        r#"[{"x", "y"}, {}]"#,
        &["all-to-all(y@1->0)"],
    );
    case(
        XY,
        &s,
        r#"[{"x", "y"}, {}]"#,
        r#"[{"x"}, {"y"}]"#,
        &["all-to-all(y@0->1)"],
    );
    case(
        XY,
        &s,
        r#"[{"x", "y"}, {}]"#,
        r#"[{}, {"x", "y"}]"#,
        &["all-to-all(x,y@0->1)"],
    );
    case(
        XY,
        &s,
        r#"[{"y", "x"}, {}]"#,
        r#"[{"x"}, {}]"#,
        &["collective-permute(x,y)", "all-gather(y@0)"],
    );
    case(
        XY,
        &s,
        r#"[{}, {}], unreduced={"y"}"#,
        r#"[{"x"}, {"y"}]"#,
        &["all-slice(x@0)", "reduce-scatter(y@1)"],
    );
    case(
        XY,
        &s,
        r#"[{"x"}, {}], unreduced={"y"}"#,
        "[{}, {}]",
        &["all-reduce(y)", "all-gather(x@0)"],
    );
    case(
        XY,
        &s,
        r#"[{"x"}, {}], unreduced={"y"}"#,
        r#"[{}, {}], unreduced={"x", "y"}"#,
        &["all-gather(x@0)", "zero-fill(x)"],
    );
    case(
        XY,
        &s,
        r#"[{"x"}, {"y"}]"#,
        r#"[{"y"}, {"x"}]"#,
        &["all-gather(x@0)", "all-to-all(y@1->0)", "all-slice(x@1)"],
    );
    // Equal shard counts: the swap is one collective-permute.
    case(
        r#"["x"=2, "y"=2]"#,
        &[8, 8],
        r#"[{"x"}, {"y"}]"#,
        r#"[{"y"}, {"x"}]"#,
        &["collective-permute(x,y)"],
    );
}

#[test]
fn sub_axis_split_and_merge() {
    let s = [8, 16];
    case(
        X4,
        &s,
        r#"[{"x"}, {}]"#,
        r#"[{"x":(1)2}, {"x":(2)2}]"#,
        &["all-to-all(x:(2)2@0->1)"],
    );
    case(
        X4,
        &s,
        r#"[{"x":(1)2}, {"x":(2)2}]"#,
        r#"[{"x"}, {}]"#,
        &["all-to-all(x:(2)2@1->0)"],
    );
    case(
        X4,
        &s,
        r#"[{"x"}, {}]"#,
        r#"[{"x":(1)2}, {}]"#,
        &["all-gather(x:(2)2@0)"],
    );
    case(
        X4,
        &s,
        r#"[{"x":(1)2}, {}]"#,
        r#"[{"x"}, {}]"#,
        &["all-slice(x:(2)2@0)"],
    );
    case(
        X4,
        &s,
        r#"[{}, {}], unreduced={"x"}"#,
        r#"[{}, {}], unreduced={"x":(1)2}"#,
        &["all-reduce(x:(2)2)"],
    );
    case(
        X4,
        &s,
        r#"[{}, {}], unreduced={"x"}"#,
        r#"[{"x":(2)2}, {}], unreduced={"x":(1)2}"#,
        &["reduce-scatter(x:(2)2@0)"],
    );
    // Sub-axes that do not nest (x=6 cut 2x3 one way, 3x2 the other): gather, then slice.
    case(
        r#"["x"=6]"#,
        &[12],
        r#"[{"x":(1)2, "x":(2)3}]"#,
        r#"[{"x":(1)3, "x":(3)2}]"#,
        &[
            "all-gather(x:(2)3@0)",
            "all-gather(x:(1)2@0)",
            "all-slice(x:(1)3@0)",
            "all-slice(x:(3)2@0)",
        ],
    );
}

#[test]
fn non_divisible_dims() {
    // 10 over 4 pads to 12 (3 per device); over 4 x 2 it pads to 16 (2 per device): the
    // layouts differ, so the dim is gathered whole before it is sliced again.
    case(
        XY,
        &[10],
        r#"[{"y"}]"#,
        r#"[{"y", "x"}]"#,
        &["all-gather(y@0)", "all-slice(y@0)", "all-slice(x@0)"],
    );
    // Same layout (10 over 4 either way): a plain all-to-all.
    let r = case(
        XY,
        &[10, 7],
        r#"[{"y"}, {}]"#,
        r#"[{}, {"y"}]"#,
        &["all-to-all(y@0->1)"],
    );
    assert_eq!(
        (r.steps[0].bytes_before, r.steps[0].bytes_after),
        (3 * 7 * 4, 10 * 2 * 4)
    );
}

// --- three axes ---

const XYZ: &str = r#"["x"=2, "y"=2, "z"=2]"#;

#[test]
fn three_axes() {
    let s = [4, 4, 4];
    case(
        XYZ,
        &s,
        r#"[{"x"}, {"y"}, {"z"}]"#,
        r#"[{"y"}, {"z"}, {"x"}]"#,
        &["collective-permute(x,y,z)"],
    );
    case(
        XYZ,
        &s,
        r#"[{"x", "y", "z"}, {}, {}]"#,
        r#"[{}, {}, {"x", "y", "z"}]"#,
        &["all-to-all(x,y,z@0->2)"],
    );
    case(
        XYZ,
        &s,
        r#"[{"x"}, {}, {}], unreduced={"y", "z"}"#,
        r#"[{}, {"x"}, {"z"}], unreduced={"y"}"#,
        &["reduce-scatter(z@2)", "all-to-all(x@0->1)"],
    );
    case(
        XYZ,
        &s,
        r#"[{"x", "y"}, {"z"}, {}]"#,
        "[{}, {}, {}]",
        &["all-gather(y@0)", "all-gather(x@0)", "all-gather(z@1)"],
    );
    case(
        XYZ,
        &s,
        "[{}, {}, {}]",
        r#"[{"z", "x"}, {}, {"y"}]"#,
        &["all-slice(z@0)", "all-slice(x@0)", "all-slice(y@2)"],
    );
}

#[test]
fn multi_axis_all_to_all_is_one_collective() {
    let m = mesh(XY);
    let r = run(
        &m,
        &[8, 16],
        &sh(r#"[{"x", "y"}, {}]"#),
        &sh(r#"[{}, {"x", "y"}]"#),
    );
    let step = &r.steps[0];
    // 64 bytes per device before and after; 7/8 of it sent: XLA's one all-to-all
    // among the 8 devices of both axes (tests/cost_xla_graph.rs), not one per axis.
    assert_eq!(step.bytes_before, 64);
    assert_eq!(step.bytes_sent(), 7.0 / 8.0 * 64.0);
}

// --- random pairs ---

/// How one mesh axis (or each of its two sub-axes) is used by a random sharding.
#[derive(Clone, Debug)]
enum Use {
    Replicated,
    Unreduced,
    /// Dim and a sort key for the position within the dim.
    Dim(usize, u8),
}

fn use_strategy(rank: usize) -> impl Strategy<Value = Use> {
    prop_oneof![
        2 => Just(Use::Replicated),
        1 => Just(Use::Unreduced),
        4 => (0..rank, any::<u8>()).prop_map(|(d, k)| Use::Dim(d, k)),
    ]
}

/// Builds a sharding from per-(sub-)axis uses.
fn build(rank: usize, uses: &[(AxisRef, Use)]) -> TensorSharding {
    let mut dims: Vec<Vec<(u8, AxisRef)>> = vec![Vec::new(); rank];
    let mut unreduced = Vec::new();
    for (a, u) in uses {
        match u {
            Use::Replicated => {}
            Use::Unreduced => unreduced.push(a.clone()),
            Use::Dim(d, k) => dims[*d].push((*k, a.clone())),
        }
    }
    TensorSharding {
        mesh: MeshRef::Symbol("m".into()),
        dims: dims
            .into_iter()
            .map(|mut l| {
                l.sort_by_key(|a| a.0);
                DimSharding::closed(l.into_iter().map(|(_, a)| a).collect())
            })
            .collect(),
        replicated: vec![],
        unreduced,
    }
}

/// The (sub-)axes one sharding cuts axis `name` of size `n` into: whole, or (for sizes
/// with two factors) major and minor parts.
fn cuts(name: &str, n: i64, split: u8) -> Vec<AxisRef> {
    let sub = |pre: i64, size: i64| AxisRef {
        name: name.into(),
        sub: Some(SubAxis {
            pre_size: pre,
            size,
        }),
    };
    let factors: Vec<i64> = (2..n).filter(|f| n % f == 0).collect();
    if split == 0 || factors.is_empty() {
        return vec![AxisRef::full(name)];
    }
    let f = factors[split as usize % factors.len()];
    vec![sub(1, f), sub(f, n / f)]
}

/// Random uses of every (sub-)axis of a mesh of these sizes by one sharding.
fn side_strategy(sizes: &[i64], rank: usize) -> impl Strategy<Value = Vec<(AxisRef, Use)>> {
    let sizes = sizes.to_vec();
    prop::collection::vec(
        (0u8..3, use_strategy(rank), use_strategy(rank)),
        sizes.len(),
    )
    .prop_map(move |per_axis| {
        let names = ["x", "y", "z"];
        let mut uses = Vec::new();
        for (i, (split, u0, u1)) in per_axis.into_iter().enumerate() {
            let mut us = [u0, u1].into_iter();
            for p in cuts(names[i], sizes[i], split) {
                uses.push((p, us.next().unwrap_or(Use::Replicated)));
            }
        }
        uses
    })
}

fn pair_strategy() -> impl Strategy<Value = (MeshAttr, Vec<i64>, TensorSharding, TensorSharding)> {
    let sizes = prop::sample::select(vec![2i64, 3, 4, 6, 8]);
    (prop::collection::vec(sizes, 1..=3), 1usize..=3)
        .prop_filter("at most 64 devices", |(s, _)| {
            s.iter().product::<i64>() <= 64
        })
        .prop_flat_map(|(sizes, rank)| {
            let names = ["x", "y", "z"];
            let m = MeshAttr {
                axes: sizes
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| MeshAxis {
                        name: names[i].to_string(),
                        size: n,
                    })
                    .collect(),
                device_ids: vec![],
            };
            let shape = prop::collection::vec(1i64..=13, rank);
            let (a, b) = (side_strategy(&sizes, rank), side_strategy(&sizes, rank));
            (Just(m), shape, a, b)
        })
        .prop_map(|(m, shape, a, b)| {
            let rank = shape.len();
            (m, shape, build(rank, &a), build(rank, &b))
        })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(512),
        ..ProptestConfig::default()
    })]

    /// Every random pair of shardings reshards, and the simulation agrees.
    #[test]
    fn random_pairs_simulate((m, shape, src, dst) in pair_strategy()) {
        let r = reshard_shape(&shape, 2, &m, &src, &dst).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_reshard(&m, &src, &dst, &r).map_err(|e| {
            let steps: Vec<String> = r.steps.iter().map(|s| s.to_string()).collect();
            TestCaseError::fail(format!("{e}\nsteps:\n  {}", steps.join("\n  ")))
        })?;
        // The way back works too, and a sharding to itself is free.
        let back = reshard_shape(&shape, 2, &m, &dst, &src).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_reshard(&m, &dst, &src, &back).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(reshard_shape(&shape, 2, &m, &src, &src).unwrap().is_noop());
        prop_assert!(r.bytes_sent() >= 0.0);
    }
}
