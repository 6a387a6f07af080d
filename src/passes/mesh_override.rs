//! Mesh override: replace the axes of every mesh of a module (`--mesh data=2,model=4`),
//! for costing a plan on another mesh, a mesh sweep, or the solver.
//!
//! Every `sdy.mesh` (and every mesh inlined in a sharding) gets the new axes, in the
//! order given; `mhlo.num_partitions` and the `stablehlo.mesh` copy on the mesh op
//! follow. Shardings keep the axes the new mesh still has; an axis it lacks is dropped
//! from every sharding, replicated and unreduced list (one warning per axis), and so is
//! a sub-axis `"x":(p)s` that no longer fits (`p·s` must divide the new size of `x`).
//! Errors: a malformed or empty spec, a size below 1, explicit device ids (their
//! number is the old device count), a manual axis whose size changes (a manual
//! computation's body is typed with the local sizes along it), and an argument or result
//! of a public function whose dim is no longer divisible by its sharding (JAX rejects
//! such inputs and outputs).

use super::sharding::transform_shardings;
use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::ir::sdy::{AxisRef, MeshAttr, MeshAxis, MeshRef, SdyAttr, TensorSharding};
use crate::ir::types::Dim;
use crate::ir::{Attr, Module, NamedAttr, Type};

/// Parses `data=2,model=4` (axis names in mesh order, major to minor).
pub fn parse_mesh_spec(text: &str) -> Result<Vec<MeshAxis>, String> {
    let mut out: Vec<MeshAxis> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (name, size) = part
            .split_once('=')
            .ok_or_else(|| format!("'{part}': expected AXIS=SIZE"))?;
        let name = name.trim().trim_matches('"');
        let size: i64 = size
            .trim()
            .parse()
            .map_err(|_| format!("'{part}': the size is not an integer"))?;
        if name.is_empty() {
            return Err(format!("'{part}': empty axis name"));
        }
        if size < 1 {
            return Err(format!("'{part}': sizes must be at least 1"));
        }
        if out.iter().any(|a| a.name == name) {
            return Err(format!("axis '{name}' given twice"));
        }
        out.push(MeshAxis {
            name: name.to_string(),
            size,
        });
    }
    if out.is_empty() {
        return Err("expected AXIS=SIZE[,AXIS=SIZE...]".to_string());
    }
    Ok(out)
}

/// Whether `a` still exists on `new`: the axis is there, and a sub-axis fits it.
fn fits(a: &AxisRef, new: &MeshAttr) -> bool {
    match (new.axis_size(&a.name), a.sub) {
        (None, _) => false,
        (Some(_), None) => true,
        (Some(n), Some(s)) => s.pre_size >= 1 && s.size >= 1 && n % (s.pre_size * s.size) == 0,
    }
}

fn dropped_note(a: &AxisRef, new: &MeshAttr) -> String {
    match new.axis_size(&a.name) {
        None => format!("the new mesh has no axis '{}'", a.name),
        Some(n) => format!("{a} does not fit the new size {n} of '{}'", a.name),
    }
}

/// Replaces the axes of every mesh of `m` by `axes`. Returns the warnings (dropped
/// axes), or the errors (nothing is changed then).
pub fn override_meshes(m: &mut Module, axes: &[MeshAxis]) -> Result<Diagnostics, Diagnostics> {
    let new = MeshAttr {
        axes: axes.to_vec(),
        device_ids: vec![],
    };
    let mut errors = Diagnostics::default();
    let meshes = m.meshes();
    for (name, mesh, op) in &meshes {
        if !mesh.device_ids.is_empty() {
            errors.error(
                m.ops[*op].span,
                format!("mesh @{name} lists device ids; --mesh cannot renumber them"),
            );
        }
    }
    // Manual axes must keep their size.
    for op in m.walk() {
        if m.ops[op].name != "sdy.manual_computation" {
            continue;
        }
        let Some(Attr::Sdy(SdyAttr::ManualAxes(manual))) = m.ops[op].attr("manual_axes") else {
            continue;
        };
        for a in manual {
            let old = meshes.iter().find_map(|(_, mesh, _)| mesh.axis_size(a));
            if old != new.axis_size(a) {
                errors.error(
                    m.ops[op].span,
                    format!(
                        "manual axis '{a}' would change size ({} to {}): the manual \
                         computation's body is typed with its local shapes",
                        old.map_or("none".to_string(), |n| n.to_string()),
                        new.axis_size(a)
                            .map_or("none".to_string(), |n| n.to_string())
                    ),
                );
            }
        }
    }
    if errors.has_errors() {
        return Err(errors);
    }
    // Drop what no longer exists, remembering what was dropped.
    let mut dropped: Vec<AxisRef> = Vec::new();
    transform_shardings(m, |s| {
        let mut out = s.clone();
        if let MeshRef::Inline(_) = out.mesh {
            out.mesh = MeshRef::Inline(Box::new(new.clone()));
        }
        let mut keep = |a: &AxisRef| {
            let ok = fits(a, &new);
            if !ok && !dropped.contains(a) {
                dropped.push(a.clone());
            }
            ok
        };
        for d in &mut out.dims {
            // Axes after a dropped one would change meaning (major-to-minor order):
            // keep the prefix that survives.
            let n = d.axes.iter().take_while(|a| keep(a)).count();
            for a in &d.axes[n..] {
                keep(a);
            }
            d.axes.truncate(n);
        }
        out.replicated.retain(&mut keep);
        out.unreduced.retain(&mut keep);
        out
    });
    let mut diags = Diagnostics::default();
    let mesh_span = meshes
        .first()
        .map_or(Span::DUMMY, |(_, _, op)| m.ops[*op].span);
    for a in &dropped {
        diags.push(Diagnostic::warning(
            mesh_span,
            format!(
                "--mesh: {a} dropped from every sharding: {}",
                dropped_note(a, &new)
            ),
        ));
    }
    // The meshes themselves.
    for (_, _, op) in &meshes {
        m.ops[*op].set_attr("mesh", Attr::Sdy(SdyAttr::Mesh(new.clone())), true);
        if m.ops[*op].attr("stablehlo.mesh").is_some() {
            m.ops[*op].set_attr("stablehlo.mesh", stablehlo_mesh(&new), false);
        }
    }
    let top = m.top_op();
    if let Some(Attr::Int { ty, .. }) = m.ops[top].attr("mhlo.num_partitions").cloned() {
        let text = new.total_size().to_string();
        m.ops[top].set_attr("mhlo.num_partitions", Attr::Int { text, ty }, false);
    }
    check_public_divisibility(m, &new, &mut diags);
    if diags.has_errors() {
        return Err(diags);
    }
    Ok(diags)
}

/// `{axes = [{name = "data", size = 2 : i64}, ...]}`, as JAX writes it on the mesh op.
fn stablehlo_mesh(mesh: &MeshAttr) -> Attr {
    let axes = mesh
        .axes
        .iter()
        .map(|a| {
            Attr::Dict(vec![
                NamedAttr::new("name", Attr::str(&a.name), false),
                NamedAttr::new(
                    "size",
                    Attr::Int {
                        text: a.size.to_string(),
                        ty: Some(Type::Opaque("i64".into())),
                    },
                    false,
                ),
            ])
        })
        .collect();
    Attr::Dict(vec![NamedAttr::new("axes", Attr::Array(axes), false)])
}

/// The arguments and results of public functions must stay divisible by their shardings.
fn check_public_divisibility(m: &Module, mesh: &MeshAttr, diags: &mut Diagnostics) {
    for f in m.funcs() {
        let public = m.ops[f]
            .attr("sym_visibility")
            .and_then(|a| a.as_str())
            .map_or(true, |v| v == "public");
        if !public {
            continue;
        }
        let Some(Attr::Type(Type::Function(ins, outs))) = m.ops[f].attr("function_type") else {
            continue;
        };
        for (key, types, what) in [
            ("arg_attrs", ins, "argument"),
            ("res_attrs", outs, "result"),
        ] {
            let Some(Attr::Array(items)) = m.ops[f].attr(key) else {
                continue;
            };
            for (i, (item, ty)) in items.iter().zip(types).enumerate() {
                let Attr::Dict(d) = item else { continue };
                let Some(Attr::Sdy(SdyAttr::Sharding(s))) = d
                    .iter()
                    .find(|e| e.name == "sdy.sharding")
                    .map(|e| &e.value)
                else {
                    continue;
                };
                if let Some(msg) = indivisible(s, ty, mesh) {
                    diags.error(
                        m.ops[f].span,
                        format!(
                            "--mesh: {what} {i} of @{}: {msg}",
                            m.symbol_name(f).unwrap_or_default()
                        ),
                    );
                }
            }
        }
    }
}

fn indivisible(s: &TensorSharding, ty: &Type, mesh: &MeshAttr) -> Option<String> {
    let t = ty.as_tensor()?;
    for (d, (dim, sh)) in t.shape.iter().zip(&s.dims).enumerate() {
        let Dim::Static(n) = dim else { continue };
        let shards: i64 = sh.axes.iter().filter_map(|a| a.size(mesh)).product();
        if shards > 1 && n % shards != 0 {
            return Some(format!(
                "dim {d} of size {n} is not divisible by its {shards} shards"
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;

    fn run(text: &str, spec: &str) -> Result<(String, Vec<String>), Vec<String>> {
        let file = SourceFile::new("t.mlir", text);
        let (mut m, d) = crate::parse::parse_module(&file);
        assert!(!d.has_errors(), "{}", d.render(&file));
        let msgs = |d: Diagnostics| d.0.into_iter().map(|x| x.message).collect::<Vec<_>>();
        match override_meshes(&mut m, &parse_mesh_spec(spec).unwrap()) {
            Ok(w) => {
                let out = crate::print::print_module(&m, crate::print::PrintOptions::default());
                Ok((out, msgs(w)))
            }
            Err(e) => Err(msgs(e)),
        }
    }

    const M: &str = r#"module attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}]>]>} : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
"#;

    #[test]
    fn specs() {
        assert_eq!(parse_mesh_spec("data=2, model=4").unwrap().len(), 2);
        assert!(parse_mesh_spec("data").is_err());
        assert!(parse_mesh_spec("data=0").is_err());
        assert!(parse_mesh_spec("data=2,data=2").is_err());
        assert!(parse_mesh_spec("").is_err());
    }

    #[test]
    fn resizes_and_keeps_axes_that_exist() {
        let (out, warnings) = run(M, "data=4,model=2").unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(
            out.contains(r#"sdy.mesh @mesh = <["data"=4, "model"=2]>"#),
            "{out}"
        );
        assert!(out.contains("mhlo.num_partitions = 8 : i32"), "{out}");
        assert!(out.contains(r#"[{"model":(1)2}, {}]"#), "{out}");
    }

    #[test]
    fn drops_missing_axes_and_sub_axes_that_no_longer_fit() {
        let (out, warnings) = run(M, "data=2,model=1").unwrap();
        assert!(
            out.contains(r#"sdy.mesh @mesh = <["data"=2, "model"=1]>"#),
            "{out}"
        );
        assert!(out.contains("mhlo.num_partitions = 2 : i32"), "{out}");
        // "model":(1)2 does not fit a size-1 axis; "model" itself stays (size 1).
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(warnings[0].contains(r#""model":(1)2"#), "{warnings:?}");
        let (out, warnings) = run(M, "data=2").unwrap();
        assert!(out.contains(r#"[{"data"}, {}]"#), "{out}");
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(!out.contains("model"), "{out}");
    }

    #[test]
    fn public_shapes_must_stay_divisible() {
        let e = run(M, "data=16,model=4").unwrap_err();
        assert!(
            e[0].contains("argument 0 of @main: dim 0 of size 8"),
            "{e:?}"
        );
    }
}
