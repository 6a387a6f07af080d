//! MLIR text to [`Module`]: the generic op form for any op, pretty forms for `builtin`,
//! `func`, `sdy` and the StableHLO/CHLO ops JAX emits, attributes, types and locations.
//!
//! The parser recovers at op granularity: an op that fails to parse is reported and
//! skipped up to the end of its line, so one run reports every broken line. Results of
//! a broken op are still defined (with an unknown type) so later uses do not cascade.

mod attr;
pub use attr::{parse_propagation_edges, PropagationStep};
mod cursor;
mod func;
mod location;
mod sdy_ops;
pub mod stablehlo;
mod types;

use std::collections::HashMap;

pub use attr::parse_attr_str;
pub use cursor::{Cursor, PResult};

use crate::diag::{Diagnostic, Diagnostics, SourceFile, Span};
use crate::ir::{
    Attr, Block, BlockId, Location, Module, NamedAttr, Op, OpId, Region, RegionId, Type, ValueDef,
    ValueId,
};

/// Stop collecting after this many errors: later ones are usually consequences.
const MAX_ERRORS: usize = 50;

/// Parses a whole file. Returns the module (possibly partial) and every diagnostic;
/// the module is usable only if no diagnostic is an error.
pub fn parse_module(file: &SourceFile) -> (Module, Diagnostics) {
    let mut p = Parser::new(&file.text);
    // JAX's text runs at ~90 bytes per op and ~1.2 values per op: reserve the arenas so
    // they do not reallocate (and copy) repeatedly on large models.
    let ops = file.text.len() / 80 + 16;
    p.module.ops.reserve(ops);
    p.module.values.reserve(ops + ops / 4);
    p.parse_top();
    (p.module, p.diags)
}

/// Key of an SSA name in a scope: the name as written (a slice of the source) and the
/// index in its result group (`%4#2`), or [`NO_GROUP`] for a plain name.
type NameKey<'a> = (&'a str, u32);
const NO_GROUP: u32 = u32::MAX;

/// Unclosed `{` in `text` (strings skipped).
fn brace_depth(text: &str) -> i32 {
    let mut depth = 0;
    let mut in_str = false;
    let mut prev = 0u8;
    for &c in text.as_bytes() {
        match c {
            b'"' if prev != b'\\' => in_str = !in_str,
            b'{' if !in_str => depth += 1,
            b'}' if !in_str => depth -= 1,
            _ => {}
        }
        prev = c;
    }
    depth
}

fn key_text((name, idx): NameKey) -> String {
    if idx == NO_GROUP {
        name.to_string()
    } else {
        format!("{name}#{idx}")
    }
}

/// One SSA name scope: a region (isolated ones hide outer names).
struct Scope<'a> {
    /// Plain decimal names (`%12`, what MLIR prints), indexed by their number; `NO_VALUE`
    /// where undefined. A name is kept here only while the table stays dense (at most
    /// twice the defined count, plus a little), so its memory follows the values defined.
    numbered: Vec<ValueId>,
    numbered_count: usize,
    /// Whether some decimal name lives in `names` (defined while too sparse for the
    /// table): only then is a decimal name looked up there as well.
    numbers_in_names: bool,
    /// Every other name (and a decimal one too sparse for the table).
    names: FastMap<NameKey<'a>, ValueId>,
    isolated: bool,
    labels: FastMap<String, BlockId>,
}

const NO_VALUE: ValueId = ValueId(u32::MAX);

/// The number of a plain decimal SSA name (`%12` but not `%012`, `%1#0` or `%x`).
#[inline]
fn name_number(key: NameKey) -> Option<usize> {
    let b = key.0.as_bytes();
    if key.1 != NO_GROUP || b.is_empty() || b.len() > 9 || (b[0] == b'0' && b.len() > 1) {
        return None;
    }
    let mut n = 0usize;
    for &c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (c - b'0') as usize;
    }
    Some(n)
}

impl<'a> Scope<'a> {
    fn new(isolated: bool) -> Scope<'a> {
        Scope {
            numbered: Vec::new(),
            numbered_count: 0,
            numbers_in_names: false,
            names: FastMap::default(),
            isolated,
            labels: FastMap::default(),
        }
    }

    #[inline]
    fn get(&self, key: NameKey<'a>) -> Option<ValueId> {
        if let Some(n) = name_number(key) {
            match self.numbered.get(n) {
                Some(&v) if v != NO_VALUE => return Some(v),
                _ if !self.numbers_in_names => return None,
                _ => {}
            }
        }
        self.names.get(&key).copied()
    }

    /// Defines `key`; returns the value it named before, if any.
    fn insert(&mut self, key: NameKey<'a>, v: ValueId) -> Option<ValueId> {
        // A key lives in one of the two tables: a decimal name already in the map
        // (defined while too sparse for the table) stays there.
        let decimal = name_number(key);
        let number = decimal.filter(|_| !self.numbers_in_names || !self.names.contains_key(&key));
        if let Some(n) = number {
            if n < self.numbered.len() {
                let old = std::mem::replace(&mut self.numbered[n], v);
                if old != NO_VALUE {
                    return Some(old);
                }
                self.numbered_count += 1;
                return None;
            }
            if n <= 2 * self.numbered_count + 64 {
                self.numbered.resize(n + 1, NO_VALUE);
                self.numbered[n] = v;
                self.numbered_count += 1;
                return None;
            }
        }
        self.numbers_in_names |= decimal.is_some();
        self.names.insert(key, v)
    }
}

/// An op being parsed: what the pretty and generic parsers fill in.
pub struct OpState {
    pub id: OpId,
    pub name: String,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub attrs: Vec<NamedAttr>,
    pub regions: Vec<RegionId>,
    pub successors: Vec<BlockId>,
    pub generic: bool,
}

impl OpState {
    pub fn push_attr(&mut self, name: &str, value: Attr, inherent: bool, span: Span) {
        let mut a = NamedAttr::new(name, value, inherent);
        a.span = span;
        if self.attrs.capacity() == 0 {
            // The capacity a first `push` would grow to, allocated directly: growing
            // from empty goes through `RawVec`'s generic path, several times the cost.
            self.attrs = Vec::with_capacity(4);
        }
        self.attrs.push(a);
    }

    /// Appends parsed attributes (taking the list itself when the op has none yet).
    pub fn extend_attrs(&mut self, entries: Vec<NamedAttr>) {
        if self.attrs.is_empty() {
            self.attrs = entries;
        } else {
            self.attrs.extend(entries);
        }
    }
}

/// A block argument as written before it is created: name, type, location, span.
pub struct ArgDecl {
    pub name: String,
    pub ty: Type,
    pub attrs: Option<Vec<NamedAttr>>,
    pub loc: Option<Location>,
    pub span: Span,
}

pub struct Parser<'a> {
    pub c: Cursor<'a>,
    pub module: Module,
    pub diags: Diagnostics,
    scopes: Vec<Scope<'a>>,
    eof_reported: bool,
    /// Nesting depth of `func.func` bodies (ops without a dialect resolve to `func.`).
    in_func: u32,
    /// Parsed tensor types by their spelling (see `parse_type`).
    type_cache: FastMap<types::Spelling<'a>, Type>,
    /// Scratch for an op's result names (see `parse_op_in`).
    result_names: Vec<(&'a str, u32, Span)>,
    /// Scratch for an op's input types (see `parse_function_sig_for`).
    type_scratch: Vec<Type>,
    /// Emptied result type lists, reused by [`Parser::type_list_of`] (an op's result
    /// types move into its values, so each op would otherwise allocate and free one).
    spare_type_lists: Vec<Vec<Type>>,
}

/// A `HashMap` with a fast non-cryptographic hasher (FxHash's multiply-rotate) for the
/// parser's string-keyed tables; the input is not adversarial in a way that matters here.
pub type FastMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// FxHash (as used in rustc): one multiply and rotate per word.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes([
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
            ]));
        }
        // The last 0-7 bytes as at most three words (4, 2, 1 bytes), not byte by byte.
        let mut r = chunks.remainder();
        if r.len() >= 4 {
            self.write_u64(u32::from_le_bytes([r[0], r[1], r[2], r[3]]) as u64);
            r = &r[4..];
        }
        if r.len() >= 2 {
            self.write_u64(u16::from_le_bytes([r[0], r[1]]) as u64);
            r = &r[2..];
        }
        if let Some(&b) = r.first() {
            self.write_u64(b as u64);
        }
    }
    fn write_u32(&mut self, w: u32) {
        self.write_u64(w as u64);
    }
    fn write_u64(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str) -> Parser<'a> {
        Parser {
            c: Cursor::new(src),
            module: Module::default(),
            diags: Diagnostics::default(),
            scopes: Vec::new(),
            eof_reported: false,
            in_func: 0,
            type_cache: FastMap::default(),
            result_names: Vec::new(),
            type_scratch: Vec::new(),
            spare_type_lists: Vec::new(),
        }
    }

    /// `[t]` in a list from the pool of emptied ones.
    pub fn type_list_of(&mut self, t: Type) -> Vec<Type> {
        let mut v = self.spare_type_lists.pop().unwrap_or_default();
        v.push(t);
        v
    }

    fn report(&mut self, d: Diagnostic) {
        let at_eof = d.span.start as usize >= self.c.src.len();
        if at_eof {
            if self.eof_reported {
                return;
            }
            self.eof_reported = true;
        }
        if self.diags.error_count() < MAX_ERRORS {
            self.diags.push(d);
        }
    }

    fn too_many_errors(&self) -> bool {
        self.diags.error_count() >= MAX_ERRORS
    }

    // ----- top level -------------------------------------------------------------

    fn parse_top(&mut self) {
        // The implicit top-level module; replaced by an explicit one if the file has
        // exactly one `module` op and nothing else.
        let top = self.alloc_op("builtin.module", Span::new(0, 0), None);
        let region = self.module.regions.alloc(Region {
            blocks: vec![],
            parent: top,
        });
        let block = self.module.blocks.alloc(Block {
            label: None,
            args: vec![],
            ops: vec![],
            parent: region,
        });
        self.module.regions[region].blocks.push(block);
        self.module.ops[top].regions.push(region);
        self.module.top = Some(top);
        self.scopes.push(Scope::new(true));

        while !self.c.at_end() && !self.too_many_errors() {
            let start = self.c.pos;
            let r = match self.c.peek() {
                Some(b'#') => self.parse_attr_alias_def(),
                Some(b'!') => self.parse_type_alias_def(),
                _ => self.parse_op_in(block),
            };
            if let Err(d) = r {
                self.report(d);
                self.sync_line(start);
            }
        }
        self.scopes.pop();

        let ops = self.module.blocks[block].ops.clone();
        let single_module = ops.len() == 1
            && self.module.ops[ops[0]].name == "builtin.module"
            && !self.module.ops[ops[0]].generic;
        let single_generic_module =
            ops.len() == 1 && self.module.ops[ops[0]].name == "builtin.module";
        if single_module || single_generic_module {
            self.module.top = Some(ops[0]);
            self.module.ops[ops[0]].parent = None;
        } else {
            self.module.implicit_module = true;
            self.module.ops[top].span = Span::new(0, self.c.src.len());
        }
    }

    /// Skips to the start of the next line (error recovery), making progress.
    fn sync_line(&mut self, start: usize) {
        let b = self.c.src.as_bytes();
        let mut i = self.c.pos.max(start + 1).min(b.len());
        while i < b.len() && b[i] != b'\n' {
            i += 1;
        }
        // If the broken op opened a region (`func.func @f(...bad...) {`), skip the whole
        // region: its ops would otherwise be parsed outside their function and each
        // report a consequence of the one error.
        let mut depth = brace_depth(&self.c.src[start.min(i)..i]);
        while depth > 0 && i < b.len() {
            match b[i] {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.c.pos = i.min(b.len());
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        self.c.expect("#")?;
        let name = self.c.sigil_name_after_hash()?;
        self.c.expect("=")?;
        if self.c.starts_with("loc(") {
            let loc = self.parse_loc_keyword()?;
            self.module.loc_aliases.push((name, loc));
            if self.module.blocks.iter().all(|(_, b)| b.ops.is_empty()) {
                self.module.loc_aliases_before = self.module.loc_aliases.len();
            }
        } else {
            let a = self.parse_attr()?;
            self.module.attr_aliases.push((name, a));
        }
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        self.c.expect("!")?;
        let name = self.c.sigil_name_after_hash()?;
        self.c.expect("=")?;
        let t = self.parse_type()?;
        self.module.type_aliases.push((name, t));
        Ok(())
    }

    // ----- ops --------------------------------------------------------------------

    pub fn alloc_op(&mut self, name: &str, span: Span, parent: Option<BlockId>) -> OpId {
        self.module.ops.alloc(Op {
            name: name.to_string(),
            operands: vec![],
            results: vec![],
            attrs: vec![],
            regions: vec![],
            successors: vec![],
            loc: None,
            span,
            parent,
            generic: false,
        })
    }

    /// Parses one op (with its result names) and appends it to `block`.
    fn parse_op_in(&mut self, block: BlockId) -> PResult<()> {
        // The result names go in a buffer reused across ops (an op with regions takes
        // a fresh one for the ops inside).
        let mut names = std::mem::take(&mut self.result_names);
        names.clear();
        let r = self.parse_op_with_names(block, &mut names);
        self.result_names = names;
        r
    }

    fn parse_op_with_names(
        &mut self,
        block: BlockId,
        result_names: &mut Vec<(&'a str, u32, Span)>,
    ) -> PResult<()> {
        let start = self.c.span_here();
        if self.c.peek() == Some(b'%') {
            loop {
                let at = self.c.span_here();
                let Some(name) = self.c.sigil_name(b'%') else {
                    let f = self.c.found();
                    return self.c.err(format!("expected SSA result name, found {f}"));
                };
                let count = if self.c.eat(":") {
                    let n = self.c.int()?;
                    if n < 1 {
                        return Err(Diagnostic::error(at, "result group size must be positive"));
                    }
                    n as u32
                } else {
                    1
                };
                result_names.push((name, count, at));
                if !self.c.eat(",") {
                    break;
                }
            }
            if let Err(d) = self.c.expect("=") {
                self.define_error_results(result_names);
                return Err(d);
            }
        }
        let r = self.parse_op_body(block, start);
        let (op, mut types_list) = match r {
            Ok(x) => x,
            Err(d) => {
                self.define_error_results(result_names);
                return Err(d);
            }
        };
        // Results.
        let declared: u32 = result_names.iter().map(|r| r.1).sum();
        if !result_names.is_empty() && declared as usize != types_list.len() {
            let msg = format!(
                "operation defines {} results but was provided {} to bind",
                types_list.len(),
                declared
            );
            self.define_error_results(result_names);
            return Err(Diagnostic::error(result_names[0].2, msg));
        }
        let mut results = Vec::with_capacity(types_list.len());
        // The types move into the values; their emptied list goes back to the pool.
        if result_names.is_empty() {
            let n = types_list.len();
            for (i, t) in types_list.drain(..).enumerate() {
                let name = if n == 1 {
                    String::new()
                } else {
                    format!("#{i}")
                };
                let def = ValueDef::Result {
                    op,
                    index: i as u32,
                };
                results.push(self.module.add_value(t, def, name));
            }
        } else {
            let mut types = types_list.drain(..);
            let mut k = 0u32;
            for &(name, count, span) in result_names.iter() {
                for j in 0..count {
                    let (text, key) = if count == 1 {
                        (name.to_string(), (name, NO_GROUP))
                    } else {
                        (format!("{name}#{j}"), (name, j))
                    };
                    let t = types.next().expect("result count checked above");
                    let v = self
                        .module
                        .add_value(t, ValueDef::Result { op, index: k }, text);
                    self.module.values[v].span = span;
                    results.push(v);
                    self.define(key, v, span)?;
                    k += 1;
                }
            }
        }
        self.spare_type_lists.push(types_list);
        self.module.ops[op].results = results;
        self.module.blocks[block].ops.push(op);
        Ok(())
    }

    /// After an op failed to parse, defines its named results (typed `<error>`) so that
    /// later uses do not add "undefined value" errors. A group's declared count comes from
    /// the text (`%0:3333333`) and is not backed by types, so at most
    /// `MAX_RECOVERED_RESULTS` of a group are defined: a use past them is one more error,
    /// not millions of allocations.
    fn define_error_results(&mut self, names: &[(&'a str, u32, Span)]) {
        const MAX_RECOVERED_RESULTS: u32 = 1 << 12;
        for &(name, count, span) in names {
            for j in 0..count.min(MAX_RECOVERED_RESULTS) {
                let (full, key) = if count == 1 {
                    (name.to_string(), (name, NO_GROUP))
                } else {
                    (format!("{name}#{j}"), (name, j))
                };
                let v = self.module.add_value(
                    Type::Opaque("<error>".into()),
                    ValueDef::BlockArg {
                        block: BlockId(u32::MAX),
                        index: 0,
                    },
                    full,
                );
                self.module.values[v].span = span;
                if let Some(s) = self.scopes.last_mut() {
                    s.insert(key, v);
                }
            }
        }
    }

    /// The op after its result names: its id and result types.
    fn parse_op_body(&mut self, block: BlockId, start: Span) -> PResult<(OpId, Vec<Type>)> {
        let generic = self.c.peek() == Some(b'"');
        let name_span = self.c.span_here();
        let name = if generic {
            self.c.string()?.to_string()
        } else {
            match self.c.ident() {
                Some(n) => self.resolve_op_name(n),
                None => {
                    let f = self.c.found();
                    return self.c.err(format!("expected operation name, found {f}"));
                }
            }
        };
        // The name moves into the op once parsed (`OpState` owns it meanwhile).
        let id = self.alloc_op("", start, Some(block));
        let mut st = OpState {
            id,
            name,
            operands: vec![],
            result_types: vec![],
            attrs: vec![],
            regions: vec![],
            successors: vec![],
            generic,
        };
        let r = if generic {
            self.parse_generic_op(&mut st)
        } else {
            self.parse_pretty_op(&mut st, name_span)
        };
        // Trailing location.
        let loc = r.and_then(|()| {
            if self.c.peek_kw("loc") {
                self.parse_loc_keyword().map(Some)
            } else {
                Ok(None)
            }
        });
        let op = &mut self.module.ops[id];
        op.name = std::mem::take(&mut st.name);
        let loc = loc?;
        let end = self.c.pos;
        op.operands = std::mem::take(&mut st.operands);
        op.attrs = std::mem::take(&mut st.attrs);
        op.regions = std::mem::take(&mut st.regions);
        op.successors = std::mem::take(&mut st.successors);
        op.loc = loc;
        op.generic = generic;
        op.span = Span::new(start.start as usize, end);
        Ok((id, std::mem::take(&mut st.result_types)))
    }

    fn resolve_op_name(&self, n: &str) -> String {
        // A dotted name comes early (`stablehlo.`): a plain scan beats a `memchr` call.
        if n.bytes().any(|c| c == b'.') {
            return n.to_string();
        }
        match n {
            "module" => "builtin.module".to_string(),
            "return" | "call" | "call_indirect" | "constant" if self.in_func > 0 => {
                format!("func.{n}")
            }
            _ => n.to_string(),
        }
    }

    fn parse_pretty_op(&mut self, st: &mut OpState, name_span: Span) -> PResult<()> {
        let n = st.name.as_str();
        match n {
            "builtin.module" => func::parse_module_op(self, st),
            "func.func" => func::parse_func(self, st),
            "func.return" => func::parse_return(self, st),
            "func.call" => func::parse_call(self, st),
            _ if n.starts_with("sdy.") => sdy_ops::parse(self, st, name_span),
            _ if n.starts_with("stablehlo.") || n.starts_with("chlo.") => {
                stablehlo::parse(self, st, name_span)
            }
            _ => Err(Diagnostic::error(
                name_span,
                format!("custom op '{n}' is unknown (write it in generic form)"),
            )),
        }
    }

    /// `"name"(%a) [^bb] <{props}> ({regions}) {attrs} : (types) -> types`
    fn parse_generic_op(&mut self, st: &mut OpState) -> PResult<()> {
        self.c.expect("(")?;
        st.operands = self.parse_operand_list_until(")")?;
        self.c.expect(")")?;
        if self.c.eat("[") {
            loop {
                let b = self.parse_successor()?;
                st.successors.push(b);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("]")?;
        }
        if self.c.eat("<{") {
            let entries = self.parse_dict_entries("}", Some(true))?;
            self.c.expect("}>")?;
            st.extend_attrs(entries);
        }
        if self.c.starts_with("(") && !self.c.rest().starts_with("()") || self.c.starts_with("({") {
            self.c.expect("(")?;
            loop {
                let r = self.parse_region(st.id, None, false)?;
                st.regions.push(r);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect(")")?;
        }
        if self.c.peek() == Some(b'{') {
            let entries = self.parse_attr_dict_braced(true)?;
            st.extend_attrs(entries);
        }
        self.c.expect(":")?;
        let at = self.c.span_here();
        match self.parse_type()? {
            Type::Function(ins, outs) => {
                self.check_operand_types(&st.operands, &ins, at)?;
                st.result_types = outs;
            }
            t => {
                return Err(Diagnostic::error(
                    at,
                    format!("expected function type, found '{t}'"),
                ))
            }
        }
        Ok(())
    }

    fn parse_successor(&mut self) -> PResult<BlockId> {
        let at = self.c.span_here();
        let Some(label) = self.c.sigil_name(b'^') else {
            return self.c.err("expected block label");
        };
        let label = label.to_string();
        // Successors may refer to blocks defined later in the region.
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| Diagnostic::error(at, "branch outside a region"))?;
        if let Some(&b) = scope.labels.get(&label) {
            return Ok(b);
        }
        Err(Diagnostic::error(
            at,
            format!("reference to undefined block '^{label}'"),
        ))
    }

    // ----- SSA values -------------------------------------------------------------

    fn define(&mut self, key: NameKey<'a>, v: ValueId, span: Span) -> PResult<()> {
        let scope = self
            .scopes
            .last_mut()
            .expect("a scope is open while parsing ops");
        if scope.insert(key, v).is_some() {
            return Err(Diagnostic::error(
                span,
                format!("redefinition of SSA value '%{}'", key_text(key)),
            ));
        }
        Ok(())
    }

    fn lookup(&self, key: NameKey<'a>) -> Option<ValueId> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.get(key) {
                return Some(v);
            }
            if s.isolated {
                break;
            }
        }
        None
    }

    /// Whether `key` names a value in a scope hidden by an isolated-from-above region.
    fn defined_beyond_isolation(&self, key: NameKey<'a>) -> bool {
        let Some(barrier) = self.scopes.iter().rposition(|s| s.isolated) else {
            return false;
        };
        self.scopes[..barrier].iter().any(|s| s.get(key).is_some())
    }

    /// A use of a value: `%name` or `%name#index`.
    pub fn parse_operand(&mut self) -> PResult<ValueId> {
        if let Some(v) = self.numbered_operand() {
            return Ok(v);
        }
        let at = self.c.span_here();
        let Some(name) = self.c.sigil_name(b'%') else {
            let f = self.c.found();
            return self.c.err(format!("expected SSA operand, found {f}"));
        };
        let mut key = (name, NO_GROUP);
        if self.c.peek_raw() == Some(b'#') {
            self.c.pos += 1;
            let idx = self.c.int()?;
            key = (name, u32::try_from(idx).unwrap_or(NO_GROUP - 1));
        }
        let span = Span::new(at.start as usize, self.c.pos);
        // `%x#0` may also name the single result `%x`.
        let found = self.lookup(key).or_else(|| {
            if key.1 == 0 {
                self.lookup((name, NO_GROUP))
            } else {
                None
            }
        });
        found.ok_or_else(|| {
            let name = key_text(key);
            if self.defined_beyond_isolation(key) {
                Diagnostic::error(
                    span,
                    format!(
                        "use of '%{name}', which is defined outside this region: the enclosing op is isolated \
                         from above (its body sees only its own arguments; pass the value as an operand)"
                    ),
                )
            } else {
                Diagnostic::error(span, format!("use of undeclared SSA value name '%{name}'"))
            }
        })
    }

    /// The common use `%12` (a plain decimal name, what MLIR prints) read and resolved
    /// through the scopes' numbered tables in one pass; `None` (nothing consumed) for
    /// any other name, or one these tables do not resolve alone, which `parse_operand`
    /// then reads the general way (with its diagnostics).
    #[inline]
    fn numbered_operand(&mut self) -> Option<ValueId> {
        self.c.skip_trivia();
        let b = self.c.src.as_bytes();
        let p = self.c.pos;
        if b.get(p) != Some(&b'%') {
            return None;
        }
        let mut i = p + 1;
        let mut n = 0usize;
        while i < b.len() && b[i].is_ascii_digit() && i - p <= 9 {
            n = n * 10 + (b[i] - b'0') as usize;
            i += 1;
        }
        let digits = i - p - 1;
        let plain = digits > 0
            && !(b[p + 1] == b'0' && digits > 1)
            && b.get(i)
                .is_none_or(|&c| !cursor::is_suffix_char(c) && c != b'#');
        if !plain {
            return None;
        }
        for s in self.scopes.iter().rev() {
            match s.numbered.get(n) {
                Some(&v) if v != NO_VALUE => {
                    self.c.pos = i;
                    return Some(v);
                }
                _ if s.numbers_in_names || s.isolated => return None,
                _ => {}
            }
        }
        None
    }

    /// Comma-separated operands up to (not consuming) `close`; may be empty.
    pub fn parse_operand_list_until(&mut self, close: &str) -> PResult<Vec<ValueId>> {
        let mut out = Vec::new();
        if self.c.starts_with(close) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_operand()?);
            if !self.c.eat(",") {
                break;
            }
        }
        Ok(out)
    }

    /// Comma-separated operands while the next token is `%`.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<ValueId>> {
        let mut out = Vec::new();
        if self.c.peek() != Some(b'%') {
            return Ok(out);
        }
        loop {
            out.push(self.parse_operand()?);
            if !self.c.eat(",") {
                break;
            }
        }
        Ok(out)
    }

    /// Checks that values have the types written at their use.
    pub fn check_operand_types(
        &self,
        operands: &[ValueId],
        types: &[Type],
        at: Span,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return Err(Diagnostic::error(
                at,
                format!(
                    "{} operands present, but expected {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (&v, t) in operands.iter().zip(types) {
            let vt = &self.module.values[v].ty;
            if vt != t && !matches!(vt, Type::Opaque(s) if s == "<error>") {
                let name = self.module.values[v].name.clone();
                return Err(Diagnostic::error(
                    at,
                    format!("use of value '%{name}' expects different type than prior uses: '{t}' vs '{vt}'"),
                ));
            }
        }
        Ok(())
    }

    // ----- regions and blocks -----------------------------------------------------

    /// `(%a: T loc(..), %b: T {attrs})` for func signatures and region-holding pretty ops.
    /// `with_attrs` allows an attribute dictionary after each type.
    pub fn parse_arg_decls(&mut self, with_attrs: bool) -> PResult<Vec<ArgDecl>> {
        self.c.expect("(")?;
        let mut out = Vec::new();
        if self.c.eat(")") {
            return Ok(out);
        }
        loop {
            let at = self.c.span_here();
            let Some(name) = self.c.sigil_name(b'%') else {
                let f = self.c.found();
                return self.c.err(format!("expected argument name, found {f}"));
            };
            let name = name.to_string();
            self.c.expect(":")?;
            let ty = self.parse_type()?;
            let attrs = if with_attrs && self.c.peek() == Some(b'{') {
                Some(self.parse_attr_dict_braced(true)?)
            } else {
                None
            };
            let loc = if self.c.peek_kw("loc") {
                Some(self.parse_loc_keyword()?)
            } else {
                None
            };
            out.push(ArgDecl {
                name,
                ty,
                attrs,
                loc,
                span: at,
            });
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect(")")?;
        Ok(out)
    }

    /// `{ ops }` or `{ ^bb0(...): ops ^bb1: ... }`. `entry_args` are declared outside the
    /// braces by pretty forms (func signatures, while's iter args); `isolated` hides
    /// outer values.
    pub fn parse_region(
        &mut self,
        owner: OpId,
        entry_args: Option<Vec<ArgDecl>>,
        isolated: bool,
    ) -> PResult<RegionId> {
        let region = self.module.regions.alloc(Region {
            blocks: vec![],
            parent: owner,
        });
        self.c.expect("{")?;
        self.scopes.push(Scope::new(isolated));
        let r = self.parse_region_body(region, entry_args);
        self.scopes.pop();
        r?;
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: Option<Vec<ArgDecl>>,
    ) -> PResult<()> {
        let mut first = true;
        let mut entry_args = entry_args;
        loop {
            if first && entry_args.as_ref().is_some_and(|a| !a.is_empty()) {
                // MLIR parses a region with explicit entry arguments as a block, which
                // must hold at least its terminator (`func.func @f(%a: T) {}`).
                let at = self.c.span_here();
                if self.c.eat("}") {
                    return Err(Diagnostic::error(
                        at,
                        "empty block: expect at least a terminator",
                    ));
                }
            }
            if self.c.eat("}") {
                return Ok(());
            }
            if self.c.at_end() {
                return self
                    .c
                    .err("unexpected end of file: expected '}' to close a region");
            }
            let block = self.module.blocks.alloc(Block {
                label: None,
                args: vec![],
                ops: vec![],
                parent: region,
            });
            self.module.regions[region].blocks.push(block);
            let mut args: Vec<ArgDecl> = Vec::new();
            if self.c.peek() == Some(b'^') {
                let at = self.c.span_here();
                let label = self
                    .c
                    .sigil_name(b'^')
                    .ok_or_else(|| Diagnostic::error(at, "expected block label"))?;
                self.module.blocks[block].label = Some(label.to_string());
                self.scopes
                    .last_mut()
                    .expect("region scope")
                    .labels
                    .insert(label.to_string(), block);
                if self.c.peek() == Some(b'(') {
                    args = self.parse_arg_decls(false)?;
                }
                self.c.expect(":")?;
                if first && entry_args.is_some() {
                    return Err(Diagnostic::error(
                        at,
                        "entry block arguments were already declared",
                    ));
                }
            } else if !first {
                return self.c.err("expected block label or '}'");
            } else if let Some(a) = entry_args.take() {
                args = a;
            }
            first = false;
            for (i, a) in args.into_iter().enumerate() {
                let v = self.module.add_value(
                    a.ty,
                    ValueDef::BlockArg {
                        block,
                        index: i as u32,
                    },
                    a.name.clone(),
                );
                self.module.values[v].loc = a.loc.clone();
                self.module.values[v].span = a.span;
                self.module.blocks[block].args.push(v);
                // Parsed arguments are keyed by their spelling in the source; arguments
                // a pretty form synthesizes (compact `reduce` bodies) cannot be named by
                // the text, so they need no scope entry.
                let at = a.span.start as usize + 1;
                if let Some(key) = self
                    .c
                    .src
                    .get(at..at + a.name.len())
                    .filter(|k| *k == a.name)
                {
                    self.define((key, NO_GROUP), v, a.span)?;
                }
            }
            // Ops until the next label or the closing brace.
            loop {
                match self.c.peek() {
                    Some(b'}') | Some(b'^') => break,
                    None => {
                        return self
                            .c
                            .err("unexpected end of file: expected '}' to close a region")
                    }
                    _ => {}
                }
                if self.too_many_errors() {
                    return self.c.err("too many errors");
                }
                let start = self.c.pos;
                if let Err(d) = self.parse_op_in(block) {
                    if d.span.start as usize >= self.c.src.len() {
                        return Err(d);
                    }
                    self.report(d);
                    self.sync_line(start);
                }
            }
        }
    }

    pub fn enter_func(&mut self) {
        self.in_func += 1;
    }
    pub fn leave_func(&mut self) {
        self.in_func -= 1;
    }
}

impl Cursor<'_> {
    /// The name after `#` or `!` in an alias definition.
    fn sigil_name_after_hash(&mut self) -> PResult<String> {
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut i = self.pos;
        while i < b.len() && cursor::is_suffix_char(b[i]) {
            i += 1;
        }
        if i == start {
            return self.err("expected alias name");
        }
        self.pos = i;
        Ok(self.src[start..i].to_string())
    }
}
