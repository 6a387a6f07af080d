//! The pretty forms of StableHLO and CHLO ops against jaxlib, case by case.
//!
//! `tests/data/stablehlo_forms.txt` holds, for one op per case, the pretty text jaxlib
//! prints and the generic text jaxlib prints for it (see the file's header). For every
//! case: our parser reads the pretty text, our generic printout equals jaxlib's (value
//! names up to renaming: jaxlib renumbers them), our pretty printout is the input
//! itself, and printing is a fixpoint. Further tests cover what is not a jaxlib
//! spelling: the generic fallback for what a pretty form cannot carry, and diagnostics
//! for malformed pretty ops.

use std::collections::HashMap;

use autoshard::diag::SourceFile;
use autoshard::ir::Module;
use autoshard::parse::parse_module;
use autoshard::print::{print_module, PrintOptions};

const DATA: &str = include_str!("data/stablehlo_forms.txt");

struct Case {
    title: String,
    pretty: Vec<String>,
    generic: Vec<String>,
}

fn cases() -> (String, Vec<Case>) {
    let mut args = None;
    let mut out = Vec::new();
    for (i, chunk) in DATA.split("====\n").enumerate() {
        if i == 0 {
            args = chunk
                .lines()
                .find_map(|l| l.strip_prefix("// args: "))
                .map(str::to_string);
            continue;
        }
        let lines: Vec<&str> = chunk.lines().collect();
        let title = lines
            .iter()
            .filter_map(|l| l.strip_prefix("## "))
            .collect::<Vec<_>>()
            .join(" / ");
        let body: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| !l.starts_with("## "))
            .collect();
        let sep = body
            .iter()
            .position(|l| *l == "----")
            .unwrap_or_else(|| panic!("case {i} has no '----' line"));
        out.push(Case {
            title,
            pretty: body[..sep].iter().map(|s| s.to_string()).collect(),
            generic: body[sep + 1..].iter().map(|s| s.to_string()).collect(),
        });
    }
    (args.expect("an '// args:' line in the header"), out)
}

/// The module a case lives in (the same one jaxlib parsed).
fn wrap(args: &str, op_lines: &[String]) -> String {
    let mut s =
        format!("module {{\n  sdy.mesh @mesh = <[\"data\"=2]>\n  func.func @f({args}) {{\n");
    for l in op_lines {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s.push_str("    return\n  }\n");
    s.push_str("  func.func private @g(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {\n");
    s.push_str("    return %arg0 : tensor<2x3xf32>\n  }\n}\n");
    s
}

fn parse(name: &str, text: &str) -> Module {
    let src = SourceFile::new(name, text);
    let (m, diags) = parse_module(&src);
    assert!(
        !diags.has_errors(),
        "{name} does not parse:\n{}\n{text}",
        diags.render(&src)
    );
    m
}

/// The lines of `@f`'s body before its return, de-indented to the op's level.
fn body_lines(printed: &str, generic: bool) -> Vec<String> {
    let lines: Vec<&str> = printed.lines().collect();
    let start = if generic {
        let f = lines
            .iter()
            .position(|l| l.contains("\"func.func\"") && l.contains("sym_name = \"f\""))
            .expect("the generic printout has @f");
        f + 2 // skip the `^bb0(...)` line of the entry block
    } else {
        lines
            .iter()
            .position(|l| l.starts_with("  func.func @f("))
            .expect("the pretty printout has @f")
            + 1
    };
    let end = (start..lines.len())
        .find(|&i| {
            if generic {
                lines[i].contains("\"func.return\"")
            } else {
                lines[i] == "    return"
            }
        })
        .expect("@f ends with a return");
    lines[start..end]
        .iter()
        .map(|l| l.strip_prefix("    ").unwrap_or(l).to_string())
        .collect()
}

/// Renames every SSA value to `%vN` in order of first appearance (keeping `#i` result
/// indices), so texts compare whatever names their printer chose.
fn normalize(lines: &[String]) -> Vec<String> {
    let mut names: HashMap<String, usize> = HashMap::new();
    lines
        .iter()
        .map(|l| {
            let b = l.as_bytes();
            let mut out = String::new();
            let mut i = 0;
            while i < b.len() {
                if b[i] == b'%' {
                    let s = i + 1;
                    let mut j = s;
                    while j < b.len()
                        && (b[j].is_ascii_alphanumeric()
                            || matches!(b[j], b'_' | b'$' | b'.' | b'-'))
                    {
                        j += 1;
                    }
                    if j > s {
                        let n = names.len();
                        let k = *names.entry(l[s..j].to_string()).or_insert(n);
                        out.push_str(&format!("%v{k}"));
                        i = j;
                        continue;
                    }
                }
                out.push(b[i] as char);
                i += 1;
            }
            out
        })
        .collect()
}

fn pretty() -> PrintOptions {
    PrintOptions::default()
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..PrintOptions::default()
    }
}

/// Names every value as jaxlib's generic printer does: one name per op (`%0`, result
/// groups `%1#0`, `%1#1` printed `%1:2`) and a distinct name per block argument.
fn rename_like_jaxlib(m: &mut Module) {
    let (mut next, mut next_arg) = (0, 0);
    for op in m.walk() {
        let results = m.ops[op].results.clone();
        for (i, &r) in results.iter().enumerate() {
            m.values[r].name = if results.len() == 1 {
                format!("{next}")
            } else {
                format!("{next}#{i}")
            };
        }
        if !results.is_empty() {
            next += 1;
        }
        for r in m.ops[op].regions.clone() {
            for b in m.regions[r].blocks.clone() {
                for a in m.blocks[b].args.clone() {
                    m.values[a].name = format!("arg{next_arg}");
                    next_arg += 1;
                }
            }
        }
    }
}

#[test]
fn the_table_covers_every_op_kind() {
    let (_, cases) = cases();
    assert!(cases.len() >= 80, "only {} cases", cases.len());
}

#[test]
fn parsing_a_pretty_op_gives_jaxlibs_generic_form() {
    let (args, cases) = cases();
    let mut failures = Vec::new();
    for c in &cases {
        let mut m = parse(&c.title, &wrap(&args, &c.pretty));
        rename_like_jaxlib(&mut m);
        let ours = body_lines(&print_module(&m, generic()), true);
        if normalize(&ours) != normalize(&c.generic) {
            failures.push(format!(
                "{}\n  pretty:  {}\n  jaxlib:  {}\n  ours:    {}",
                c.title,
                c.pretty.join("\n           "),
                c.generic.join("\n           "),
                ours.join("\n           ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn printing_a_pretty_op_gives_it_back() {
    let (args, cases) = cases();
    let mut failures = Vec::new();
    for c in &cases {
        let text = wrap(&args, &c.pretty);
        let m = parse(&c.title, &text);
        let once = print_module(&m, pretty());
        let ours = body_lines(&once, false);
        if ours != c.pretty {
            failures.push(format!(
                "{}\n  jaxlib: {}\n  ours:   {}",
                c.title,
                c.pretty.join("\n          "),
                ours.join("\n          ")
            ));
        }
        let twice = print_module(&parse(&c.title, &once), pretty());
        assert_eq!(
            once, twice,
            "{}: pretty printout is not a fixpoint",
            c.title
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_generic_printout_reads_back_to_the_same_pretty_form() {
    // generic text -> IR -> pretty text is the jaxlib spelling again: the IR of a
    // generically written op is the IR of its pretty form.
    let (args, cases) = cases();
    for c in &cases {
        let m = parse(&c.title, &wrap(&args, &c.pretty));
        let g = print_module(&m, generic());
        let back = parse(&format!("{} (generic)", c.title), &g);
        let again = print_module(&back, generic());
        assert_eq!(g, again, "{}: generic printout is not a fixpoint", c.title);
        let p = body_lines(&print_module(&back, pretty()), false);
        // Block argument names are not part of the pretty `while` header when the two
        // regions' arguments differ in name (generic text names them apart).
        if c.pretty[0].contains("stablehlo.while") {
            continue;
        }
        assert_eq!(
            normalize(&p),
            normalize(&c.pretty),
            "{}: the generic form does not print back to the pretty form",
            c.title
        );
    }
}

/// Pretty-prints one generic op inside `@f` and returns its body lines.
fn pretty_of(args: &str, generic_lines: &[&str]) -> Vec<String> {
    let lines: Vec<String> = generic_lines.iter().map(|s| s.to_string()).collect();
    let m = parse("case", &wrap(args, &lines));
    body_lines(&print_module(&m, pretty()), false)
}

#[test]
fn what_a_pretty_form_cannot_carry_stays_generic() {
    let args = "%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>";
    // An inherent attribute `add` does not have.
    let out = pretty_of(
        args,
        &[
            r#"%0 = "stablehlo.add"(%arg0, %arg0) <{foo = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>"#,
        ],
    );
    assert!(out[0].starts_with("%0 = \"stablehlo.add\""), "{out:?}");
    // A discardable attribute named like a property.
    let out = pretty_of(
        args,
        &[
            r#"%0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>"#,
        ],
    );
    assert!(
        out[0].starts_with("%0 = \"stablehlo.transpose\""),
        "{out:?}"
    );
    // A value in another spelling than the pretty form would give back.
    let out = pretty_of(
        args,
        &[r#"%0 = "stablehlo.iota"() <{iota_dimension = 0x1 : i64}> : () -> tensor<2x3xf32>"#],
    );
    assert!(out[0].starts_with("%0 = \"stablehlo.iota\""), "{out:?}");
    // A reduce body op with an attribute of its own keeps the region form.
    let out = pretty_of(
        args,
        &[
            r#"%0 = "stablehlo.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({"#,
            r#"^bb0(%x: tensor<f32>, %y: tensor<f32>):"#,
            r#"  %r = "stablehlo.add"(%x, %y) {mhlo.frontend_attributes = {a = "b"}} : (tensor<f32>, tensor<f32>) -> tensor<f32>"#,
            r#"  "stablehlo.return"(%r) : (tensor<f32>) -> ()"#,
            r#"}) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>"#,
        ],
    );
    assert_eq!(
        out[1], " reducer(%x: tensor<f32>, %y: tensor<f32>)  {",
        "{out:#?}"
    );
    // A `while` whose regions name their arguments differently.
    let out = pretty_of(
        args,
        &[
            r#"%0 = "stablehlo.while"(%arg2) ({"#,
            r#"^bb0(%a: tensor<i32>):"#,
            r#"  %c = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>"#,
            r#"  "stablehlo.return"(%c) : (tensor<i1>) -> ()"#,
            r#"}, {"#,
            r#"^bb0(%b: tensor<i32>):"#,
            r#"  "stablehlo.return"(%b) : (tensor<i32>) -> ()"#,
            r#"}) : (tensor<i32>) -> tensor<i32>"#,
        ],
    );
    assert!(out[0].starts_with("%0 = \"stablehlo.while\""), "{out:?}");
    // Attributes equal to their default are kept, not dropped as jaxlib does.
    let out = pretty_of(
        args,
        &[
            r#"%0 = "stablehlo.exponential"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>"#,
        ],
    );
    assert_eq!(
        out[0],
        "%0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2x3xf32>"
    );
}

#[test]
fn compact_reduce_keeps_its_location_on_the_body() {
    let text = r#"module {
  func.func @f(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32> loc(#loc1)
    return %0 : tensor<2xf32>
  }
}
#loc1 = loc("sum")
"#;
    let m = parse("reduce", text);
    let debug = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let out = print_module(&m, debug);
    assert!(out.contains("applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32> loc(#loc1)"), "{out}");
    let g = print_module(
        &m,
        PrintOptions {
            generic: true,
            ..debug
        },
    );
    assert!(
        g.contains(r#""stablehlo.add"(%v_"#) && g.contains("-> tensor<f32> loc(#loc1)"),
        "{g}"
    );
}

#[test]
fn malformed_pretty_ops_are_diagnosed() {
    let args = "%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<2x3xi32>";
    for (line, expected) in [
        ("%0 = stablehlo.add %arg0 : tensor<2x3xf32>", "expected 2 operands"),
        (
            "%0 = stablehlo.compare XY, %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>",
            "expected comparison_direction",
        ),
        (
            "%0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.subtract across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>",
            "commutative",
        ),
        (
            "%0 = stablehlo.broadcast_in_dim %arg1, dims = [0 : (tensor<f32>) -> tensor<2x3xf32>",
            "expected ']'",
        ),
        (
            "%0 = stablehlo.reduce_precision %arg0, format = e5 : tensor<2x3xf32>",
            "e#m#",
        ),
        (
            "%0 = stablehlo.convolution(%arg0, %arg0) dim_numbers = [b, q]x[i, o]->[b, f], window = {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>",
            "expected 'b', 'f'",
        ),
        (
            "%0 = stablehlo.select %arg0, %arg0, %arg0 : tensor<2x3xf32>",
            "list of two types",
        ),
        (
            "%0 = stablehlo.add %arg0, %arg2 : tensor<2x3xf32>",
            "expects different type",
        ),
        ("%0 = stablehlo.frobnicate %arg0 : tensor<2x3xf32>", "unknown"),
        (
            "%0 = stablehlo.slice %arg0 [0:2, 1] : (tensor<2x3xf32>) -> tensor<2x2xf32>",
            "expected ':'",
        ),
    ] {
        let text = wrap(args, &[line.to_string()]);
        let src = SourceFile::new("bad.mlir", text.as_str());
        let (_, diags) = parse_module(&src);
        let rendered = diags.render(&src);
        assert!(diags.has_errors(), "{line}: no error");
        assert!(
            rendered.contains(expected),
            "{line}: expected a diagnostic with '{expected}', got:\n{rendered}"
        );
    }
}

#[test]
fn truncated_pretty_ops_do_not_panic() {
    let args = "%arg0: tensor<2x3xf32>, %arg1: tensor<f32>";
    let (_, cases) = cases();
    for c in &cases {
        let line = &c.pretty[0];
        for cut in (0..line.len())
            .filter(|&i| line.is_char_boundary(i))
            .step_by(7)
        {
            let text = wrap(args, &[line[..cut].to_string()]);
            let src = SourceFile::new("cut.mlir", text.as_str());
            let _ = parse_module(&src);
        }
    }
}
