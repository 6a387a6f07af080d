use super::*;
use crate::hlo::ir::*;
use crate::hlo::print::print_hlo;

fn parse(text: &str) -> HloModule {
    let f = SourceFile::new("t.hlo", text);
    let (m, d) = parse_hlo(&f);
    assert!(!d.has_errors(), "{}", d.render(&f));
    m.expect("no errors, so a module")
}

fn errors(text: &str) -> String {
    let f = SourceFile::new("t.hlo", text);
    let (m, d) = parse_hlo(&f);
    assert!(m.is_none() && d.has_errors(), "expected errors");
    d.render(&f)
}

const SEED: &str = r#"HloModule seed, is_scheduled=true

%async_op {
  %param0 = f32[64] parameter(0)
  ROOT %op = f32[32] slice(f32[64] %param0), slice={[0:32]}
}

ENTRY %main (operand: f32[64]) -> f32[32] {
  %operand = f32[64]{0} parameter(0)
  %async-start = ((f32[64]), f32[32], s32[]) async-start(f32[64] %operand),
                                         calls=%async_op
  %async-update0 = ((f32[64]), f32[32], s32[]) async-update(
                           ((f32[64]), f32[32], s32[]) %async-start)
  %async-update1 = ((f32[64]), f32[32], s32[]) async-update(
                           ((f32[64]), f32[32], s32[]) %async-update0)
  ROOT %async-done = f32[32] async-done(((f32[64]), f32[32], s32[]) %async-update1)
}
"#;

#[test]
fn generic_async_with_updates_forms_a_chain() {
    let m = parse(SEED);
    assert!(m.header.is_scheduled);
    let start = m.instr_by_name("async-start").unwrap();
    let chain = m.async_chain(start).unwrap();
    assert_eq!(chain.updates.len(), 2);
    assert_eq!(chain.done, m.instr_by_name("%async-done"));
    assert_eq!(chain.wrapped_comp, m.comp_by_name("async_op"));
    assert_eq!(m.instr(chain.wrapped_instr.unwrap()).opcode, Opcode::Slice);
    assert_eq!(m.async_start_of(chain.done.unwrap()), Some(start));
    let p = print_hlo(&m);
    assert_eq!(print_hlo(&parse(&p)), p);
}

#[test]
fn sugared_async_builds_the_wrapped_computation_like_xla() {
    let text = r#"HloModule m
%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %a = f32[] add(%x, %y)
}
ENTRY %main (p: f32[64]) -> f32[8] {
  %p = f32[64] parameter(0)
  %rs-start = ((f32[64]), f32[8]) reduce-scatter-start(%p), replica_groups=[1,8]<=[8], dimensions={0}, to_apply=%add
  ROOT %rs-done = f32[8] reduce-scatter-done(%rs-start)
}
"#;
    let m = parse(text);
    let start = m.instr_by_name("rs-start").unwrap();
    let chain = m.async_chain(start).unwrap();
    let wrapped = m.instr(chain.wrapped_instr.unwrap());
    assert_eq!(wrapped.opcode, Opcode::ReduceScatter);
    assert_eq!(wrapped.name, "reduce-scatter");
    assert_eq!(m.comp(chain.wrapped_comp.unwrap()).name, "async_wrapped");
    assert_eq!(
        wrapped.parsed.replica_groups.as_ref().map(Vec::len),
        Some(1)
    );
    assert_eq!(m.instr(wrapped.operands[0]).name, "async_param");
    assert_eq!(m.collective_count(), 1);
    let p = print_hlo(&m);
    assert!(p.contains("reduce-scatter-start(%p)"), "{p}");
    assert!(!p.contains("async_wrapped"), "{p}");
    assert_eq!(print_hlo(&parse(&p)), p);
}

#[test]
fn header_and_attributes_are_parsed() {
    let text = r#"HloModule m, input_output_alias={ {0}: (1, {}, must-alias), {1}: (0, {2}) }, entry_computation_layout={(f32[8]{0}, (s32[], f32[2,3]{0,1}))->(f32[8]{0}, f32[8]{0})}, num_partitions=8, replica_count=1

ENTRY %e (a: f32[8], b: (s32[], f32[2,3])) -> (f32[8], f32[8]) {
  %a = f32[8]{0} parameter(0), sharding={devices=[8]<=[8]}, metadata={op_name="x{" source_file="a\"b.py"}
  %b = (s32[], f32[2,3]{0,1}) parameter(1), sharding={{replicated}, {maximal device=0}}
  %c = f32[8]{0:T(128)S(1)} copy(%a), backend_config={"k":{"n":"}"},"v":[1,2]}
  ROOT %t = (f32[8]{0}, f32[8]{0}) tuple(f32[8]{0} %a, /*index=1*/%c)
}
"#;
    let m = parse(text);
    assert_eq!(m.header.num_partitions, Some(8));
    assert_eq!(m.header.input_output_alias.len(), 2);
    assert_eq!(m.header.input_output_alias[0].kind, AliasKind::MustAlias);
    assert_eq!(m.header.input_output_alias[1].param_index, vec![2]);
    let l = m.header.entry_computation_layout.as_ref().unwrap();
    assert_eq!(l.params.len(), 2);
    let c = m.instr(m.instr_by_name("c").unwrap());
    assert_eq!(
        c.shape.as_array().unwrap().layout.as_ref().unwrap().rest,
        "T(128)S(1)"
    );
    assert!(c
        .parsed
        .backend_config
        .as_ref()
        .unwrap()
        .ends_with("[1,2]}"));
    let t = m.instr(m.entry_comp().root.unwrap());
    assert_eq!(t.operands.len(), 2);
    assert_eq!(m.users(m.instr_by_name("a").unwrap()).len(), 2);
}

#[test]
fn errors_have_positions() {
    let base = "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n";
    let e = errors(&format!("{base}  ROOT %b = f32[8] negate(%zz)\n}}\n"));
    assert!(
        e.contains("t.hlo:4:27: error: unknown operand '%zz'"),
        "{e}"
    );
    let e = errors(&format!("{base}  ROOT %b = f32[8] add(%a)\n}}\n"));
    assert!(e.contains("'add' takes 2 operand(s)"), "{e}");
    let e = errors(&format!("{base}  ROOT %b = f32[8]{{1,0}} negate(%a)\n}}\n"));
    assert!(e.contains("not a permutation"), "{e}");
    let e = errors("HloModule m\n%e {\n  ROOT %a = f32[8] parameter(0)\n}\n");
    assert!(e.contains("no ENTRY"), "{e}");
    // The seed's flat start shape (f32[64], f32[32], s32[]) is rejected by today's XLA.
    let flat = SEED.replace("((f32[64]), f32[32], s32[])", "(f32[64], f32[32], s32[])");
    assert!(errors(&flat).contains("((operands), outputs, context...)"));
    let e = errors(&format!("{base}  ROOT %b = f32[8] copy-done(%a)\n}}\n"));
    assert!(e.contains("not the start of its async operation"), "{e}");
    let e = errors(&format!(
        "{base}  %b = f32[8] negate(%a)\n  %b = f32[8] negate(%a)\n}}\n"
    ));
    assert!(e.contains("duplicate instruction name"), "{e}");
    let e = errors(&format!(
        "{base}  ROOT %b = f32[8] call(%a), to_apply=%nope\n}}\n"
    ));
    assert!(e.contains("unknown computation '%nope'"), "{e}");
    let e = errors(&format!(
        "{base}  ROOT %b = f32[8] negate(%a), metadata={{op_name=\"x\"\n}}\n"
    ));
    assert!(e.contains("unbalanced"), "{e}");
}
