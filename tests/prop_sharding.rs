//! Property tests: random valid meshes and shardings print and parse back unchanged, and
//! the verifier accepts them.

use autoshard::diag::SourceFile;
use autoshard::ir::sdy::{
    AxisRef, DimSharding, MeshAttr, MeshAxis, MeshRef, SdyAttr, SubAxis, TensorSharding,
};
use autoshard::ir::Attr;
use proptest::prelude::*;

/// A mesh of 1..=3 axes with power-of-two sizes 2..=8, named a, b, c.
fn mesh() -> impl Strategy<Value = MeshAttr> {
    prop::collection::vec(1u32..=3, 1..=3).prop_map(|exps| MeshAttr {
        axes: exps
            .iter()
            .enumerate()
            .map(|(i, e)| MeshAxis {
                name: ["a", "b", "c"][i].to_string(),
                size: 1 << e,
            })
            .collect(),
        device_ids: vec![],
    })
}

/// A valid sharding of a rank-`rank` tensor on `mesh`: every axis (or, for axes of size
/// >= 4, one of its two halves as a sub-axis) goes to at most one place.
fn sharding(mesh: MeshAttr, rank: usize) -> impl Strategy<Value = (MeshAttr, TensorSharding)> {
    let n = mesh.axes.len();
    (
        prop::collection::vec((0..rank + 2, any::<bool>()), n),
        prop::collection::vec((any::<bool>(), prop::option::of(0i64..3)), rank),
    )
        .prop_map(move |(placement, dims)| {
            let mut s = TensorSharding {
                mesh: MeshRef::Symbol("mesh".into()),
                dims: dims
                    .iter()
                    .map(|&(closed, priority)| DimSharding {
                        axes: vec![],
                        closed,
                        priority,
                    })
                    .collect(),
                replicated: vec![],
                unreduced: vec![],
            };
            for (ax, &(place, half)) in mesh.axes.iter().zip(&placement) {
                let r = if half && ax.size >= 4 {
                    AxisRef {
                        name: ax.name.as_str().into(),
                        sub: Some(SubAxis {
                            pre_size: 1,
                            size: ax.size / 2,
                        }),
                    }
                } else {
                    AxisRef::full(&ax.name)
                };
                match place {
                    p if p < rank => s.dims[p].axes.push(r),
                    p if p == rank => s.replicated.push(r),
                    _ => {}
                }
            }
            // A closed empty dim cannot carry a priority (dialect rule).
            for d in &mut s.dims {
                if d.closed && d.axes.is_empty() {
                    d.priority = None;
                }
            }
            (mesh.clone(), s)
        })
}

fn case() -> impl Strategy<Value = (MeshAttr, TensorSharding, Vec<i64>)> {
    (mesh(), 0usize..4).prop_flat_map(|(m, rank)| {
        // Every dim is 64 so any sharding divides it.
        sharding(m, rank).prop_map(move |(m, s)| (m, s, vec![64; rank]))
    })
}

fn module_text(mesh: &MeshAttr, s: &TensorSharding, shape: &[i64]) -> String {
    let ty = if shape.is_empty() {
        "tensor<f32>".to_string()
    } else {
        format!(
            "tensor<{}xf32>",
            shape
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join("x")
        )
    };
    format!(
        "module {{\n  sdy.mesh @mesh = {}\n  func.func @main(%arg0: {ty} {{sdy.sharding = {}}}) -> {ty} {{\n    \
         %0 = sdy.sharding_constraint %arg0 {} : {ty}\n    return %0 : {ty}\n  }}\n}}\n",
        autoshard::ir::sdy::MeshBody(mesh),
        SdyAttr::Sharding(s.clone()),
        autoshard::ir::sdy::ShardingBody(s),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn shardings_print_parse_round_trip((mesh, s, shape) in case()) {
        let text = module_text(&mesh, &s, &shape);
        let src = SourceFile::new("prop.mlir", text.clone());
        let (m, diags) = autoshard::parse::parse_module(&src);
        prop_assert!(!diags.has_errors(), "{}\n{}", text, diags.render(&src));
        let v = autoshard::verify::verify(&m);
        prop_assert!(!v.has_errors(), "{}\n{}", text, v.render(&src));
        // The argument's sharding comes back structurally equal.
        let f = m.funcs()[0];
        let Some(Attr::Array(arg_attrs)) = m.ops[f].attr("arg_attrs") else { panic!("no arg_attrs") };
        let parsed = arg_attrs[0].as_dict().unwrap().iter().find(|a| a.name == "sdy.sharding").unwrap();
        prop_assert_eq!(&parsed.value, &Attr::Sdy(SdyAttr::Sharding(s.clone())));
        // And the printout is the input text.
        let out = autoshard::print::print_module(&m, Default::default());
        prop_assert_eq!(out, text);
    }
}
