//! SSA names and the parser's compact forms (issue 16's fast parser): decimal names live in
//! a dense table per scope and every other name in a map, and the two must behave as one
//! name space (redefinitions caught whichever table holds the name, uses resolved in
//! either); attribute text the parser keeps static prints back exactly as written.

use autoshard::diag::SourceFile;

/// A function whose body defines the given result names in order, each a constant,
/// then returns the last one.
fn body(names: &[&str]) -> String {
    let mut s = String::from("func.func @main() -> tensor<f32> {\n");
    for n in names {
        s.push_str(&format!(
            "  %{n} = stablehlo.constant dense<1.0> : tensor<f32>\n"
        ));
    }
    s.push_str(&format!(
        "  return %{} : tensor<f32>\n}}\n",
        names.last().unwrap()
    ));
    s
}

/// The module parsed from `text`, asserting no errors, and its printout.
fn parsed(name: &str, text: &str) -> (autoshard::ir::Module, String) {
    let src = SourceFile::new(name, text);
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors(), "{}", d.render(&src));
    let out = autoshard::print::print_module(&m, Default::default());
    (m, out)
}

fn errors(text: &str) -> Vec<String> {
    let src = SourceFile::new("names.mlir", text);
    let (_, d) = autoshard::parse::parse_module(&src);
    d.0.iter()
        .filter(|d| d.is_error())
        .map(|d| d.message.clone())
        .collect()
}

#[test]
fn dense_and_sparse_decimal_names_are_one_name_space() {
    // In order (the dense table), far apart (the map), non-canonical spellings (`007`).
    let ok: Vec<String> = (0..200).map(|i| i.to_string()).collect();
    let ok: Vec<&str> = ok.iter().map(String::as_str).collect();
    assert!(errors(&body(&ok)).is_empty());
    assert!(errors(&body(&["5000000", "0", "1", "x", "007", "7"])).is_empty());

    // A redefinition is caught in the table, in the map, and for a name the map took
    // while sparse that the table later grew past.
    let late: Vec<String> = std::iter::once(100)
        .chain(0..=150)
        .map(|i| i.to_string())
        .collect();
    for names in [
        vec!["0", "1", "0"],
        vec!["900000", "900000"],
        late.iter().map(String::as_str).collect(),
    ] {
        let e = errors(&body(&names));
        assert!(
            e.iter().any(|m| m.starts_with("redefinition of SSA value")),
            "{names:?}: {e:?}"
        );
    }
}

#[test]
fn uses_resolve_in_either_table_and_across_scopes() {
    // `%100` is sparse when defined (map), `%1` dense; both used inside a nested region.
    let text = "func.func @main(%arg0: tensor<4xf32>) -> tensor<f32> {
  %100 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %100) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.add %1, %100 : tensor<f32>
  return %2 : tensor<f32>
}
";
    assert_eq!(errors(text), Vec::<String>::new());
    let undefined = text.replace("%1, %100", "%1, %101");
    assert!(errors(&undefined)
        .iter()
        .any(|m| m.contains("undeclared SSA value name '%101'")));
}

#[test]
fn static_attribute_text_prints_as_written() {
    let text = "func.func @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = \"stablehlo.transpose\"(%0) <{permutation = array<i64: 0, 1>}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.compare  GE, %1, %1,  FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
  %3 = stablehlo.dot_general %1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %4 = \"test.op\"() {a = array<i64: 63, 64, -1, 0x10, 007>, b = array<i1: true, false>, c = #stablehlo<precision HIGH>, d = #foo.bar<baz>} : () -> tensor<f32>
  return %1 : tensor<3x2xf32>
}
";
    let src = SourceFile::new("attrs.mlir", text);
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors(), "{}", d.render(&src));
    let out = autoshard::print::print_module(&m, Default::default());
    for piece in [
        "dims = [1, 0]",
        "precision = [DEFAULT, HIGHEST]",
        "array<i64: 63, 64, -1, 0x10, 007>",
        "array<i1: true, false>",
        "#stablehlo<precision HIGH>",
        "#foo.bar<baz>",
    ] {
        assert!(out.contains(piece), "{piece} not in:\n{out}");
    }
    // And the printout reads back to itself.
    let src2 = SourceFile::new("again.mlir", out.clone());
    let (m2, d2) = autoshard::parse::parse_module(&src2);
    assert!(!d2.has_errors(), "{}", d2.render(&src2));
    assert_eq!(out, autoshard::print::print_module(&m2, Default::default()));
}

#[test]
fn decimal_uses_resolve_through_nested_and_isolated_scopes() {
    // `%0` (outer, dense table) used from a nested region; `%1#0` names the single result
    // `%1`; `%1x` and `%01` are other names than `%1`.
    let text = "func.func @main(%arg0: tensor<4xf32>) -> tensor<f32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %0) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%2: tensor<f32>, %3: tensor<f32>) {
      %4 = stablehlo.add %2, %0 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }
  %1x = stablehlo.add %1#0, %1 : tensor<f32>
  %01 = stablehlo.add %1x, %0 : tensor<f32>
  return %01 : tensor<f32>
}
";
    assert_eq!(errors(text), Vec::<String>::new());
    // A block argument `%2` of the reducer is not visible after it.
    let e = errors(&text.replace("%1x, %0", "%1x, %2"));
    assert!(
        e.iter()
            .any(|m| m.contains("undeclared SSA value name '%2'")),
        "{e:?}"
    );
    // A decimal name of one function is not visible from another (isolated).
    let two = "func.func @f() -> tensor<f32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  return %0 : tensor<f32>
}
func.func @g() -> tensor<f32> {
  return %0 : tensor<f32>
}
";
    let e = errors(two);
    assert!(
        e.iter()
            .any(|m| m.contains("undeclared SSA value name '%0'")),
        "{e:?}"
    );
}

#[test]
fn tensor_types_are_told_apart_at_every_length() {
    // The type cache keys a spelling by a hash taken eight bytes at a time: spellings
    // whose end falls at every offset of a word, differing only in their last byte before
    // `>`, read back as written, and a use with the other one is a type mismatch.
    for n in 1..=17 {
        let shape = "7".repeat(n);
        let (a, b) = (
            format!("tensor<{shape}xf32>"),
            format!("tensor<{shape}xf16>"),
        );
        let text = format!(
            "func.func @main(%arg0: {a}, %arg1: {b}) -> {a} {{
  %0 = stablehlo.add %arg0, %arg0 : {a}
  %1 = stablehlo.add %arg1, %arg1 : {b}
  %2 = stablehlo.convert %1 : ({b}) -> {a}
  %3 = stablehlo.add %0, %2 : {a}
  return %3 : {a}
}}"
        );
        let (_, out) = parsed("types.mlir", &text);
        assert!(out.contains(&format!("({b}) -> {a}")), "{out}");
        let bad = text.replace(
            &format!("%3 = stablehlo.add %0, %2 : {a}"),
            &format!("%3 = stablehlo.add %0, %2 : {b}"),
        );
        let e = errors(&bad);
        assert!(
            e.iter()
                .any(|m| m.contains("expects different type than prior uses")),
            "{n}: {e:?}"
        );
    }
}

/// A quoted symbol (`@"-1main"`, which `parse_robustness`'s random names produced) is
/// the name between the quotes: it prints back as written, not as `@"\22-1main\22"`,
/// and a call to it resolves and verifies.
#[test]
fn quoted_symbol_names_keep_their_text() {
    let text = "module @\"my module\" {
  func.func @\"-1main\"(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = func.call @\"-1main\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
";
    let (m, out) = parsed("quoted.mlir", text);
    let v = autoshard::verify::verify(&m);
    assert!(!v.has_errors(), "{v:?}");
    for piece in [
        "module @\"my module\"",
        "func.func @\"-1main\"(",
        "call @\"-1main\"(",
    ] {
        assert!(out.contains(piece), "{piece} not in:\n{out}");
    }
    assert!(!out.contains("\\22"), "{out}");
}
