//! [`Module`] to MLIR text that jaxlib's parser accepts: pretty form for `builtin`,
//! `func`, `sdy` and the StableHLO/CHLO ops with a known pretty syntax, generic form
//! for everything else, or generic form for every op on request.
//!
//! Invariant: `print(parse(print(parse(x)))) == print(parse(x))`.

mod sdy_ops;
pub mod stablehlo;

use std::fmt::Write as _;

use crate::ir::attr::{is_bare_id, NamedAttr};
use crate::ir::types::write_results;
use crate::ir::{Attr, BlockId, Module, OpId, RegionId, Type, ValueDef, ValueId};

/// Printer options.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in generic form (`"stablehlo.add"(%0, %1) : (...) -> ...`).
    pub generic: bool,
    /// Print `loc(...)` on ops and block arguments and the `#loc` alias table.
    pub debug_info: bool,
    /// Rename values canonically (`%0, %1, ...`, block arguments `%arg0, ...`; see
    /// `Module::rename_values_canonically`), so modules compare as text whatever names
    /// they were written with.
    pub rename_values: bool,
}

/// `@name`, quoted (`@"my module"`) when the name is not a bare identifier.
pub(crate) fn symbol(name: &str) -> String {
    if is_bare_id(name) {
        format!("@{name}")
    } else {
        format!("@\"{}\"", crate::ir::attr::escape_str(name))
    }
}

/// Prints a module.
pub fn print_module(m: &Module, opts: PrintOptions) -> String {
    if opts.rename_values {
        let mut renamed = m.clone();
        renamed.rename_values_canonically();
        let opts = PrintOptions {
            rename_values: false,
            ..opts
        };
        return print_module(&renamed, opts);
    }
    let mut p = Printer {
        m,
        opts,
        out: String::with_capacity(m.ops.len() * 96),
        indent: 0,
    };
    // Location aliases that other aliases refer to must be defined before their use, so
    // those written before the module stay there; the rest go after it, as MLIR prints them.
    let (loc_before, loc_after) = m
        .loc_aliases
        .split_at(m.loc_aliases_before.min(m.loc_aliases.len()));
    if opts.debug_info {
        for (name, l) in loc_before {
            let _ = writeln!(p.out, "#{name} = loc({l})");
        }
    }
    for (name, a) in &m.attr_aliases {
        let _ = writeln!(p.out, "#{name} = {a}");
    }
    for (name, t) in &m.type_aliases {
        let _ = writeln!(p.out, "!{name} = {t}");
    }
    let top = m.top_op();
    if m.implicit_module && !opts.generic {
        for op in m.top_level_ops() {
            p.print_op(op);
            p.out.push('\n');
        }
    } else {
        p.print_op(top);
        p.out.push('\n');
    }
    if opts.debug_info {
        for (name, l) in loc_after {
            let _ = writeln!(p.out, "#{name} = loc({l})");
        }
    }
    p.out
}

pub struct Printer<'a> {
    pub m: &'a Module,
    pub opts: PrintOptions,
    pub out: String,
    indent: usize,
}

impl Printer<'_> {
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    /// `%name` of a value as it is used.
    pub fn value(&mut self, v: ValueId) {
        self.out.push('%');
        let name = &self.m.values[v].name;
        if name.is_empty() || name.starts_with('#') {
            // Unnamed (created by a pass): printed by id, never clashing with parsed names
            // (which never start with "v_"). Results of a multi-result op are named after
            // the group's first result, as `result_decl` declares them (`%v_7:2`, `%v_7#1`).
            match self.m.values[v].def {
                ValueDef::Result { op, index } if self.m.ops[op].results.len() > 1 => {
                    let first = self.m.ops[op].results[0];
                    let _ = write!(self.out, "v_{}#{index}", first.0);
                }
                _ => {
                    let _ = write!(self.out, "v_{}", v.0);
                }
            }
        } else {
            self.out.push_str(name);
        }
    }

    pub fn values(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.value(v);
        }
    }

    pub fn ty(&mut self, t: &Type) {
        let _ = write!(self.out, "{t}");
    }

    pub fn types_of(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let _ = write!(self.out, "{}", self.m.values[v].ty);
        }
    }

    /// `(T, U) -> V` from operand and result values.
    pub fn functional_type(&mut self, op: OpId) {
        let o = &self.m.ops[op];
        self.w("(");
        self.types_of(&o.operands);
        self.w(") -> ");
        let outs: Vec<Type> = o
            .results
            .iter()
            .map(|&r| self.m.values[r].ty.clone())
            .collect();
        let s = DisplayResults(&outs).to_string();
        self.w(&s);
    }

    pub fn attr(&mut self, a: &Attr) {
        let _ = write!(self.out, "{a}");
    }

    /// ` {a = 1, b}` for the attributes not in `elided`, nothing if none are left.
    pub fn attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        let rest: Vec<&NamedAttr> = attrs
            .iter()
            .filter(|a| !elided.contains(&a.name.as_str()))
            .collect();
        if rest.is_empty() {
            return;
        }
        self.w(" {");
        for (i, a) in rest.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let _ = write!(self.out, "{a}");
        }
        self.w("}");
    }

    fn loc_suffix(&mut self, op: OpId) {
        if self.opts.debug_info {
            if let Some(l) = &self.m.ops[op].loc {
                let _ = write!(self.out, " loc({l})");
            }
        }
    }

    fn result_decl(&mut self, op: OpId) {
        let rs = &self.m.ops[op].results;
        if rs.is_empty() {
            return;
        }
        // A result group `%4:3` when names are `4#0`, `4#1`, `4#2`.
        let names: Vec<&str> = rs.iter().map(|&r| self.m.values[r].name.as_str()).collect();
        if rs.len() > 1 {
            if let Some((base, _)) = names[0].split_once('#') {
                let grouped = !base.is_empty()
                    && names
                        .iter()
                        .enumerate()
                        .all(|(i, n)| *n == format!("{base}#{i}"));
                if grouped {
                    let _ = write!(self.out, "%{base}:{} = ", rs.len());
                    return;
                }
            }
            if names.iter().all(|n| n.is_empty() || n.starts_with('#')) {
                let _ = write!(self.out, "%v_{}:{} = ", rs[0].0, rs.len());
                return;
            }
        }
        let rs = rs.clone();
        for (i, &r) in rs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.value(r);
        }
        self.w(" = ");
    }

    /// Prints one op (no trailing newline).
    pub fn print_op(&mut self, op: OpId) {
        self.result_decl(op);
        let pretty = !self.opts.generic && self.print_pretty(op);
        if !pretty {
            self.print_generic(op);
        }
        self.loc_suffix(op);
    }

    fn print_pretty(&mut self, op: OpId) -> bool {
        let name = self.m.ops[op].name.as_str();
        let start = self.out.len();
        let done = match name {
            "builtin.module" => {
                self.print_module_op(op);
                true
            }
            "func.func" => self.print_func(op),
            "func.return" => {
                let kw = if self.in_func_body(op) {
                    "return"
                } else {
                    "func.return"
                };
                self.print_return_like(op, kw);
                true
            }
            "func.call" => self.print_call(op),
            n if n.starts_with("sdy.") => sdy_ops::print(self, op),
            n if n.starts_with("stablehlo.") || n.starts_with("chlo.") => {
                stablehlo::print(self, op)
            }
            _ => false,
        };
        if !done {
            self.out.truncate(start);
        }
        done
    }

    /// `"name"(%a) <{props}> ({regions}) {attrs} : (T) -> U`
    pub fn print_generic(&mut self, op: OpId) {
        let o = &self.m.ops[op];
        let _ = write!(self.out, "\"{}\"(", o.name);
        let operands = o.operands.clone();
        self.values(&operands);
        self.w(")");
        let o = &self.m.ops[op];
        if !o.successors.is_empty() {
            self.w("[");
            let succ = o.successors.clone();
            for (i, b) in succ.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.block_label(*b);
            }
            self.w("]");
        }
        let o = &self.m.ops[op];
        let props: Vec<NamedAttr> = o.attrs.iter().filter(|a| a.inherent).cloned().collect();
        let attrs: Vec<NamedAttr> = o.attrs.iter().filter(|a| !a.inherent).cloned().collect();
        if !props.is_empty() {
            self.w(" <{");
            for (i, a) in props.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                let _ = write!(self.out, "{a}");
            }
            self.w("}>");
        }
        let regions = self.m.ops[op].regions.clone();
        if !regions.is_empty() {
            self.w(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region(r, true);
            }
            self.w(")");
        }
        if !attrs.is_empty() {
            self.attr_dict(&attrs, &[]);
        }
        self.w(" : ");
        self.functional_type(op);
    }

    fn block_label(&mut self, b: BlockId) {
        let label = self.m.blocks[b].label.clone().unwrap_or_else(|| {
            let r = self.m.blocks[b].parent;
            let i = self.m.regions[r]
                .blocks
                .iter()
                .position(|&x| x == b)
                .unwrap_or(0);
            format!("bb{i}")
        });
        let _ = write!(self.out, "^{label}");
    }

    /// `{ ... }`. `print_entry_args` prints `^bb0(%a: T):` for the entry block when it
    /// has arguments (generic form and regions without a signature).
    pub fn region(&mut self, r: RegionId, print_entry_args: bool) {
        self.w("{");
        self.indent += 1;
        let blocks = self.m.regions[r].blocks.clone();
        for (i, &b) in blocks.iter().enumerate() {
            let blk = &self.m.blocks[b];
            let need_label = i > 0 || (print_entry_args && !blk.args.is_empty());
            if need_label {
                self.indent -= 1;
                self.newline();
                self.block_label(b);
                let args = self.m.blocks[b].args.clone();
                if !args.is_empty() {
                    self.w("(");
                    for (j, &a) in args.iter().enumerate() {
                        if j > 0 {
                            self.w(", ");
                        }
                        self.block_arg(a);
                    }
                    self.w(")");
                }
                self.w(":");
                self.indent += 1;
            }
            let ops = self.m.blocks[b].ops.clone();
            for o in ops {
                self.newline();
                self.print_op(o);
            }
        }
        self.indent -= 1;
        self.newline();
        self.w("}");
    }

    /// `%a: T loc(...)`
    pub fn block_arg(&mut self, a: ValueId) {
        self.value(a);
        self.w(": ");
        let t = self.m.values[a].ty.clone();
        self.ty(&t);
        if self.opts.debug_info {
            if let Some(l) = &self.m.values[a].loc {
                let _ = write!(self.out, " loc({l})");
            }
        }
    }

    /// `(%a: T, %b: U)` of a region's entry block.
    pub fn entry_args(&mut self, r: RegionId) {
        self.w("(");
        if let Some(&b) = self.m.regions[r].blocks.first() {
            let args = self.m.blocks[b].args.clone();
            for (j, &a) in args.iter().enumerate() {
                if j > 0 {
                    self.w(", ");
                }
                self.block_arg(a);
            }
        }
        self.w(")");
    }

    /// Whether `op` sits directly in a `func.func` body, where `func` is the default
    /// dialect and `return`/`call` may drop their prefix (not inside nested regions).
    fn in_func_body(&self, op: OpId) -> bool {
        self.m
            .parent_op(op)
            .is_some_and(|p| self.m.ops[p].name == "func.func")
    }

    fn print_module_op(&mut self, op: OpId) {
        self.w("module");
        let o = &self.m.ops[op];
        if let Some(n) = o.attr("sym_name").and_then(Attr::as_str) {
            let _ = write!(self.out, " {}", symbol(&n));
        }
        let attrs: Vec<NamedAttr> = o
            .attrs
            .iter()
            .filter(|a| a.name != "sym_name")
            .cloned()
            .collect();
        if !attrs.is_empty() {
            self.w(" attributes");
            self.attr_dict(&attrs, &[]);
        }
        self.w(" ");
        let r = self.m.ops[op].regions[0];
        self.region(r, false);
    }

    fn print_func(&mut self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        let Some(Attr::Type(Type::Function(ins, outs))) = o.attr("function_type") else {
            return false;
        };
        let Some(name) = o.attr("sym_name").and_then(|a| {
            if let Attr::Str(s) = a {
                Some(s.clone())
            } else {
                None
            }
        }) else {
            return false;
        };
        let (ins, outs) = (ins.clone(), outs.clone());
        let arg_attrs = dict_list(o.attr("arg_attrs"));
        let res_attrs = dict_list(o.attr("res_attrs"));
        let vis = o.attr("sym_visibility").and_then(Attr::as_str);
        let body = o.regions.first().copied();
        self.w("func.func ");
        if let Some(v) = vis {
            let _ = write!(self.out, "{v} ");
        }
        if is_bare_id(&name) {
            let _ = write!(self.out, "@{name}(");
        } else {
            let _ = write!(self.out, "@\"{name}\"(");
        }
        let args: Vec<ValueId> = body
            .and_then(|r| self.m.regions[r].blocks.first())
            .map_or(vec![], |&b| self.m.blocks[b].args.clone());
        for (i, t) in ins.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            match args.get(i) {
                Some(&a) => {
                    self.value(a);
                    self.w(": ");
                    self.ty(t);
                }
                None => self.ty(t),
            }
            if let Some(d) = arg_attrs.get(i).filter(|d| !d.is_empty()) {
                self.attr_dict(d, &[]);
            }
            if self.opts.debug_info {
                if let Some(l) = args.get(i).and_then(|&a| self.m.values[a].loc.clone()) {
                    let _ = write!(self.out, " loc({l})");
                }
            }
        }
        self.w(")");
        if !outs.is_empty() {
            self.w(" -> ");
            let any_attrs = res_attrs.iter().any(|d| !d.is_empty());
            if outs.len() == 1 && !any_attrs && !matches!(outs[0], Type::Function(..)) {
                self.ty(&outs[0]);
            } else {
                self.w("(");
                for (i, t) in outs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.ty(t);
                    if let Some(d) = res_attrs.get(i).filter(|d| !d.is_empty()) {
                        self.attr_dict(d, &[]);
                    }
                }
                self.w(")");
            }
        }
        let o = &self.m.ops[op];
        let known = [
            "sym_name",
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
        ];
        let extra: Vec<NamedAttr> = o
            .attrs
            .iter()
            .filter(|a| !known.contains(&a.name.as_str()))
            .cloned()
            .collect();
        if !extra.is_empty() {
            self.w(" attributes");
            self.attr_dict(&extra, &[]);
        }
        if let Some(r) = body {
            self.w(" ");
            self.region(r, false);
        }
        true
    }

    /// `NAME {attrs} %a, %b : T, U`
    pub fn print_return_like(&mut self, op: OpId, keyword: &str) {
        self.w(keyword);
        let o = &self.m.ops[op];
        let attrs = o.attrs.clone();
        self.attr_dict(&attrs, &[]);
        let operands = self.m.ops[op].operands.clone();
        if !operands.is_empty() {
            self.w(" ");
            self.values(&operands);
            self.w(" : ");
            self.types_of(&operands);
        }
    }

    fn print_call(&mut self, op: OpId) -> bool {
        let o = &self.m.ops[op];
        let Some(Attr::SymbolRef(callee)) = o.attr("callee") else {
            return false;
        };
        let callee = callee.clone();
        let kw = if self.in_func_body(op) {
            "call"
        } else {
            "func.call"
        };
        let _ = write!(self.out, "{kw} {callee}(");
        let operands = o.operands.clone();
        self.values(&operands);
        self.w(")");
        let attrs = self.m.ops[op].attrs.clone();
        self.attr_dict(&attrs, &["callee"]);
        self.w(" : ");
        self.functional_type(op);
        true
    }
}

fn dict_list(a: Option<&Attr>) -> Vec<Vec<NamedAttr>> {
    match a {
        Some(Attr::Array(items)) => items
            .iter()
            .map(|i| {
                if let Attr::Dict(d) = i {
                    d.clone()
                } else {
                    vec![]
                }
            })
            .collect(),
        _ => vec![],
    }
}

/// Displays result types as MLIR does after `->`.
pub struct DisplayResults<'a>(pub &'a [Type]);

impl std::fmt::Display for DisplayResults<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_results(f, self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceFile;

    /// Results of a multi-result op created by a pass (no names) are declared and used
    /// under one group name, so the printout parses back.
    #[test]
    fn unnamed_result_groups_print_consistently() {
        let text = "func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n  \
                    %0:2 = \"foo.pair\"(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n  \
                    %1 = \"foo.add\"(%0#0, %0#1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n  \
                    return %1 : tensor<4xf32>\n}\n";
        let (mut m, d) = crate::parse::parse_module(&SourceFile::new("t.mlir", text));
        assert!(!d.has_errors());
        // Forget the parsed names, as values created by a pass have none.
        let pair = m
            .walk()
            .into_iter()
            .find(|&o| m.ops[o].name == "foo.pair")
            .unwrap();
        for (i, r) in m.ops[pair].results.clone().into_iter().enumerate() {
            m.values[r].name = format!("#{i}");
        }
        let out = print_module(&m, PrintOptions::default());
        let first = m.ops[pair].results[0].0;
        assert!(
            out.contains(&format!("%v_{first}:2 = \"foo.pair\"")),
            "{out}"
        );
        assert!(
            out.contains(&format!("(%v_{first}#0, %v_{first}#1)")),
            "{out}"
        );
        let (_, d2) = crate::parse::parse_module(&SourceFile::new("out.mlir", out.clone()));
        assert!(!d2.has_errors(), "{out}");
    }
}
