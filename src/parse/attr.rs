//! Attributes: builtin literals, arrays, dictionaries, elements, dense arrays, symbol
//! references, dialect attributes kept verbatim, and the structured `sdy` attributes.

use super::{PResult, Parser};
use crate::diag::{Diagnostic, Span};
use crate::ir::attr::{Attr, NamedAttr};
use crate::ir::sdy::{
    factor_index, factor_name, AllToAllParam, AxisRef, DimSharding, Direction, MeshAttr, MeshAxis,
    MeshRef, OpShardingRule, SdyAttr, SubAxis, TensorSharding,
};

impl Parser<'_> {
    /// Any attribute value.
    pub fn parse_attr(&mut self) -> PResult<Attr> {
        let at = self.c.span_here();
        match self.c.peek() {
            Some(b'{') => {
                self.c.pos += 1;
                let entries = self.parse_dict_entries("}", Some(false))?;
                self.c.expect("}")?;
                Ok(Attr::Dict(entries))
            }
            Some(b'[') => {
                self.c.pos += 1;
                let mut items = Vec::new();
                if !self.c.eat("]") {
                    loop {
                        items.push(self.parse_attr()?);
                        if !self.c.eat(",") {
                            break;
                        }
                    }
                    self.c.expect("]")?;
                }
                Ok(Attr::Array(items))
            }
            Some(b'"') => {
                let s = self.c.string()?.to_string();
                if self.c.eat(":") {
                    // Typed string (rare); keep the type.
                    let t = self.parse_type()?;
                    return Ok(Attr::Opaque(format!("\"{s}\" : {t}")));
                }
                Ok(Attr::Str(s))
            }
            Some(b'@') => {
                let start = self.c.pos;
                self.parse_symbol_ref()?;
                Ok(Attr::SymbolRef(self.c.src[start..self.c.pos].to_string()))
            }
            Some(b'#') => self.parse_hash_attr(),
            Some(b'-') | Some(b'0'..=b'9') => {
                let (text, float) = self
                    .c
                    .number()
                    .ok_or_else(|| Diagnostic::error(at, "expected a number"))?;
                let text = text.to_string();
                let ty = if self.c.eat(":") {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                if float {
                    Ok(Attr::Float { text, ty })
                } else {
                    Ok(Attr::Int { text, ty })
                }
            }
            Some(b'(') | Some(b'!') => Ok(Attr::Type(self.parse_type()?)),
            _ => {
                let save = self.c.pos;
                let Some(w) = self.c.word() else {
                    let f = self.c.found();
                    return Err(Diagnostic::error(
                        at,
                        format!("expected attribute value, found {f}"),
                    ));
                };
                match w {
                    "true" | "false" => {
                        let b = w == "true";
                        if self.c.eat(":") {
                            let t = self.parse_type()?;
                            return Ok(Attr::Int {
                                text: w.to_string(),
                                ty: Some(t),
                            });
                        }
                        Ok(Attr::Bool(b))
                    }
                    "unit" => Ok(Attr::Unit),
                    "dense" | "dense_resource" | "sparse" => {
                        self.c.expect("<")?;
                        let body = self.c.balanced_angle_body()?.to_string();
                        self.c.expect(":")?;
                        let ty = self.parse_type()?;
                        Ok(Attr::Elements {
                            kind: crate::ir::attr::text(w),
                            body,
                            ty,
                        })
                    }
                    "array" => {
                        self.c.expect("<")?;
                        let element = self
                            .c
                            .word()
                            .ok_or_else(|| Diagnostic::error(at, "expected element type"))?;
                        let element = crate::ir::attr::text(element);
                        let mut values = Vec::new();
                        if self.c.eat(":") {
                            loop {
                                let (t, _) = self
                                    .c
                                    .number()
                                    .or_else(|| {
                                        if self.c.eat_kw("true") {
                                            Some(("true", false))
                                        } else if self.c.eat_kw("false") {
                                            Some(("false", false))
                                        } else {
                                            None
                                        }
                                    })
                                    .ok_or_else(|| {
                                        Diagnostic::error(
                                            self.c.clone().span_here(),
                                            "expected number",
                                        )
                                    })?;
                                values.push(crate::ir::attr::text(t));
                                if !self.c.eat(",") {
                                    break;
                                }
                            }
                        }
                        self.c.expect(">")?;
                        Ok(Attr::DenseArray { element, values })
                    }
                    "loc" => {
                        self.c.pos = save;
                        Ok(Attr::Loc(Box::new(self.parse_loc_keyword()?)))
                    }
                    "affine_map" | "affine_set" | "strided" | "distinct" | "opaque" => {
                        if w == "distinct" {
                            self.c.expect("[")?;
                            self.c.int()?;
                            self.c.expect("]")?;
                        }
                        self.c.expect("<")?;
                        self.c.balanced_angle_body()?;
                        Ok(Attr::Opaque(self.c.src[save..self.c.pos].to_string()))
                    }
                    _ => {
                        // A type used as an attribute (`i32`, `tensor<..>`, `f32`).
                        self.c.pos = save;
                        Ok(Attr::Type(self.parse_type()?))
                    }
                }
            }
        }
    }

    /// `@a` or `@a::@b::@c`.
    fn parse_symbol_ref(&mut self) -> PResult<()> {
        loop {
            if self.c.sigil_name(b'@').is_none() {
                return self.c.err("expected symbol reference");
            }
            if !(self.c.rest().starts_with("::@")) {
                return Ok(());
            }
            self.c.pos += 2;
        }
    }

    /// Entries of a dictionary up to (not consuming) `close`. `inherent`: `Some(b)` marks
    /// every entry so (generic form: `<{...}>` is inherent, `{...}` discardable); `None`
    /// applies the pretty-form convention (dialect-prefixed names are discardable).
    pub fn parse_dict_entries(
        &mut self,
        close: &str,
        inherent: Option<bool>,
    ) -> PResult<Vec<NamedAttr>> {
        let mut out = Vec::new();
        if self.c.starts_with(close) {
            return Ok(out);
        }
        loop {
            let at = self.c.span_here();
            let (name, quoted) = if self.c.peek() == Some(b'"') {
                (crate::ir::attr::unescape_str(self.c.string()?), true)
            } else {
                match self.c.ident() {
                    Some(n) => (n.to_string(), false),
                    None => {
                        let f = self.c.found();
                        return Err(Diagnostic::error(
                            at,
                            format!("expected attribute name, found {f}"),
                        ));
                    }
                }
            };
            let value = if self.c.eat("=") {
                self.parse_attr()?
            } else {
                Attr::Unit
            };
            let span = Span::new(at.start as usize, self.c.pos);
            // In a pretty form's attribute dictionary, dialect-prefixed names are
            // discardable and the others are the op's own (inherent) attributes.
            let inherent = inherent.unwrap_or(!name.contains('.'));
            out.push(NamedAttr {
                name,
                quoted,
                value,
                inherent,
                span,
            });
            if !self.c.eat(",") {
                break;
            }
        }
        Ok(out)
    }

    /// `{...}` attribute dictionary: `generic` for a generic op's discardable attributes,
    /// else the pretty-form convention of [`Parser::parse_dict_entries`].
    pub fn parse_attr_dict_braced(&mut self, generic: bool) -> PResult<Vec<NamedAttr>> {
        self.c.expect("{")?;
        let e = self.parse_dict_entries("}", if generic { Some(false) } else { None })?;
        self.c.expect("}")?;
        Ok(e)
    }

    /// An optional `{...}` attribute dictionary.
    pub fn parse_opt_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.c.peek() == Some(b'{') {
            self.parse_attr_dict_braced(false)
        } else {
            Ok(vec![])
        }
    }

    fn parse_hash_attr(&mut self) -> PResult<Attr> {
        let at = self.c.span_here();
        self.c.expect("#")?;
        let Some(name) = self.c.sigil_name_raw() else {
            return Err(Diagnostic::error(at, "expected attribute name after '#'"));
        };
        let (dialect, sub) = match name.split_once('.') {
            Some((d, s)) => (d, Some(s)),
            None => (name, None),
        };
        let has_body = self.c.peek_raw() == Some(b'<');
        if dialect == "sdy" && has_body {
            self.c.pos += 1;
            if let Some(a) = self.parse_sdy_attr_body(sub, at)? {
                return Ok(Attr::Sdy(a));
            }
        } else if has_body {
            self.c.pos += 1;
        }
        if has_body {
            let body = self.c.balanced_angle_body()?.to_string();
            return Ok(Attr::Dialect {
                dialect: crate::ir::attr::text(dialect),
                name: sub.map(crate::ir::attr::text),
                body: Some(body.into()),
            });
        }
        match sub {
            Some(s) => Ok(Attr::Dialect {
                dialect: crate::ir::attr::text(dialect),
                name: Some(s.to_string().into()),
                body: None,
            }),
            None => Ok(Attr::Alias(name.to_string())),
        }
    }

    // ----- sdy --------------------------------------------------------------------

    /// After `#sdy.NAME<` or `#sdy<`: a structured attribute, or `None` (cursor restored
    /// to just after `<`) for sdy attributes kept verbatim.
    fn parse_sdy_attr_body(&mut self, sub: Option<&str>, at: Span) -> PResult<Option<SdyAttr>> {
        let r = match sub {
            Some("sharding") => SdyAttr::Sharding(self.parse_sharding_after_angle()?),
            Some("sharding_per_value") => {
                self.c.expect("[")?;
                let v = self.parse_sharding_list_until("]")?;
                self.c.expect("]")?;
                self.c.expect(">")?;
                SdyAttr::ShardingPerValue(v)
            }
            Some("mesh") => SdyAttr::Mesh(self.parse_mesh_after_angle()?),
            Some("op_sharding_rule") => SdyAttr::Rule(Box::new(self.parse_rule_after_angle()?)),
            None => {
                let save = self.c.pos;
                match self.c.word() {
                    Some("manual_axes") => {
                        self.c.expect("{")?;
                        let mut names = Vec::new();
                        if !self.c.eat("}") {
                            loop {
                                names.push(self.c.string()?.to_string());
                                if !self.c.eat(",") {
                                    break;
                                }
                            }
                            self.c.expect("}")?;
                        }
                        self.c.expect(">")?;
                        SdyAttr::ManualAxes(names)
                    }
                    Some("axis_ref_list") => {
                        let l = self.parse_axis_set()?;
                        self.c.expect(">")?;
                        SdyAttr::AxisRefList(l)
                    }
                    Some("list_of_axis_ref_lists") => {
                        let l = self.parse_axis_set_list()?;
                        self.c.expect(">")?;
                        SdyAttr::ListOfAxisRefLists(l)
                    }
                    Some("all_to_all_param_list") => {
                        let l = self.parse_all_to_all_params()?;
                        self.c.expect(">")?;
                        SdyAttr::AllToAllParams(l)
                    }
                    Some("propagation_direction") => {
                        let d = self.parse_direction()?;
                        self.c.expect(">")?;
                        SdyAttr::Direction(d)
                    }
                    _ => {
                        self.c.pos = save;
                        return Ok(None);
                    }
                }
            }
            Some(_) => return Ok(None),
        };
        let _ = at;
        Ok(Some(r))
    }

    pub fn parse_direction(&mut self) -> PResult<Direction> {
        let at = self.c.span_here();
        let w = self.c.word().unwrap_or("");
        Direction::from_keyword(w).ok_or_else(|| {
            Diagnostic::error(
                at,
                format!(
                    "expected propagation direction (NONE, FORWARD, BACKWARD, BOTH), found '{w}'"
                ),
            )
        })
    }

    /// `<...>` tensor sharding body including the opening angle bracket.
    pub fn parse_sharding_body(&mut self) -> PResult<TensorSharding> {
        self.c.expect("<")?;
        self.parse_sharding_after_angle()
    }

    /// `[<...>, <...>]` without the brackets, up to `close`.
    pub fn parse_sharding_list_until(&mut self, close: &str) -> PResult<Vec<TensorSharding>> {
        let mut v = Vec::new();
        if self.c.starts_with(close) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_sharding_body()?);
            if !self.c.eat(",") {
                break;
            }
        }
        Ok(v)
    }

    fn parse_sharding_after_angle(&mut self) -> PResult<TensorSharding> {
        let mesh = if self.c.peek() == Some(b'@') {
            let n = self
                .c
                .sigil_name(b'@')
                .ok_or_else(|| Diagnostic::error(self.c.clone().span_here(), "bad mesh"))?;
            MeshRef::Symbol(n.into())
        } else if self.c.eat("#sdy.mesh<")
            || self.c.eat_kw("mesh") && self.c.eat("<")
            || self.c.eat("<")
        {
            MeshRef::Inline(Box::new(self.parse_mesh_after_angle()?))
        } else {
            let f = self.c.found();
            return self
                .c
                .err(format!("expected mesh name or inlined mesh, found {f}"));
        };
        self.c.expect(",")?;
        self.c.expect("[")?;
        let mut dims = Vec::new();
        if !self.c.eat("]") {
            loop {
                dims.push(self.parse_dim_sharding()?);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("]")?;
        }
        let mut s = TensorSharding {
            mesh,
            dims,
            replicated: vec![],
            unreduced: vec![],
        };
        while self.c.eat(",") {
            let at = self.c.span_here();
            match self.c.word() {
                Some("replicated") => {
                    self.c.expect("=")?;
                    s.replicated = self.parse_axis_set()?;
                }
                Some("unreduced") => {
                    self.c.expect("=")?;
                    s.unreduced = self.parse_axis_set()?;
                }
                other => {
                    return Err(Diagnostic::error(
                        at,
                        format!(
                            "expected 'replicated' or 'unreduced', found '{}'",
                            other.unwrap_or("")
                        ),
                    ))
                }
            }
        }
        self.c.expect(">")?;
        Ok(s)
    }

    /// `{"a", "b":(1)2, ?}p1`
    fn parse_dim_sharding(&mut self) -> PResult<DimSharding> {
        self.c.expect("{")?;
        let mut d = DimSharding {
            axes: vec![],
            closed: true,
            priority: None,
        };
        if !self.c.eat("}") {
            loop {
                if self.c.eat("?") {
                    d.closed = false;
                    break;
                }
                d.axes.push(self.parse_axis_ref()?);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("}")?;
        }
        if self.c.peek_raw() == Some(b'p') {
            let at = self.c.span_here();
            let w = self.c.word().unwrap_or("");
            let n = w[1..].parse::<i64>().map_err(|_| {
                Diagnostic::error(at, format!("expected priority 'pN', found '{w}'"))
            })?;
            if w.len() > 2 && w.as_bytes()[1] == b'0' {
                return Err(Diagnostic::error(
                    at,
                    format!("priorities with leading zeros are not allowed, got: {w}"),
                ));
            }
            d.priority = Some(n);
        }
        Ok(d)
    }

    /// `"x"` or `"x":(pre)size`.
    pub fn parse_axis_ref(&mut self) -> PResult<AxisRef> {
        let name = self.c.string()?.to_string();
        let sub = if self.c.peek_raw() == Some(b':') {
            self.c.pos += 1;
            self.c.expect("(")?;
            let pre_size = self.c.int()?;
            self.c.expect(")")?;
            let size = self.c.int()?;
            Some(SubAxis { pre_size, size })
        } else {
            None
        };
        Ok(AxisRef {
            name: name.into(),
            sub,
        })
    }

    /// `{"a", "b"}`
    pub fn parse_axis_set(&mut self) -> PResult<Vec<AxisRef>> {
        self.c.expect("{")?;
        let mut v = Vec::new();
        if !self.c.eat("}") {
            loop {
                v.push(self.parse_axis_ref()?);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("}")?;
        }
        Ok(v)
    }

    /// `[{"a"}, {}]`
    pub fn parse_axis_set_list(&mut self) -> PResult<Vec<Vec<AxisRef>>> {
        self.c.expect("[")?;
        let mut v = Vec::new();
        if !self.c.eat("]") {
            loop {
                v.push(self.parse_axis_set()?);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("]")?;
        }
        Ok(v)
    }

    /// `[{"a"}: 0->2, {"b"}: 1->3]`
    pub fn parse_all_to_all_params(&mut self) -> PResult<Vec<AllToAllParam>> {
        self.c.expect("[")?;
        let mut v = Vec::new();
        if !self.c.eat("]") {
            loop {
                let axes = self.parse_axis_set()?;
                self.c.expect(":")?;
                let src_dim = self.c.int()?;
                self.c.expect("->")?;
                let tgt_dim = self.c.int()?;
                v.push(AllToAllParam {
                    axes,
                    src_dim,
                    tgt_dim,
                });
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("]")?;
        }
        Ok(v)
    }

    /// `["a"=2, "b"=4], device_ids=[...]>` (after the opening angle bracket).
    pub fn parse_mesh_after_angle(&mut self) -> PResult<MeshAttr> {
        self.c.expect("[")?;
        let mut m = MeshAttr::default();
        if !self.c.eat("]") {
            loop {
                let name = self.c.string()?.to_string();
                self.c.expect("=")?;
                let size = self.c.int()?;
                m.axes.push(MeshAxis { name, size });
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("]")?;
        }
        if self.c.eat(",") {
            self.c.expect_kw("device_ids")?;
            self.c.expect("=")?;
            self.c.expect("[")?;
            if !self.c.eat("]") {
                loop {
                    m.device_ids.push(self.c.int()?);
                    if !self.c.eat(",") {
                        break;
                    }
                }
                self.c.expect("]")?;
            }
        }
        self.c.expect(">")?;
        Ok(m)
    }

    /// `([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}, custom>`
    fn parse_rule_after_angle(&mut self) -> PResult<OpShardingRule> {
        let mut r = OpShardingRule::default();
        let mut names: Vec<String> = Vec::new();
        r.operands = self.parse_tensor_mappings(&mut names)?;
        self.c.expect("->")?;
        r.results = self.parse_tensor_mappings(&mut names)?;
        // Factor sizes, listed like an iota (`{i=#, j=#, ...}`) as Shardy's parser requires;
        // a mapping naming a factor beyond them is the verifier's to report.
        if self.c.eat("{") && !self.c.eat("}") {
            loop {
                let at = self.c.span_here();
                let f = self
                    .c
                    .word()
                    .ok_or_else(|| Diagnostic::error(at, "expected factor name"))?
                    .to_string();
                let idx = factor_symbol(&f).map_err(|e| Diagnostic::error(at, e))?;
                let want = r.factor_sizes.len();
                if idx != want {
                    return Err(Diagnostic::error(
                        at,
                        format!(
                            "expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {{i=#, j=#, ...}}). Expecting factor index symbol '{}', received: '{f}'",
                            factor_name(want)
                        ),
                    ));
                }
                self.c.expect("=")?;
                // Shardy's parser reads factor sizes as a C++ `int`.
                let at = self.c.span_here();
                let size = self.c.int()?;
                if i32::try_from(size).is_err() {
                    return Err(Diagnostic::error(at, "integer value too large"));
                }
                r.factor_sizes.push(size);
                if !self.c.eat(",") {
                    break;
                }
            }
            self.c.expect("}")?;
        }
        loop {
            let save = self.c.pos;
            if self.c.eat(",") {
                if !r.is_custom && self.c.eat_kw("custom") {
                    r.is_custom = true;
                    continue;
                }
                self.c.pos = save;
                break;
            }
            let Some(w) = self.c.word() else { break };
            let set = match w {
                "reduction" => &mut r.reduction,
                "need_replication" => &mut r.need_replication,
                "permutation" => &mut r.permutation,
                "blocked_propagation" => &mut r.blocked_propagation,
                _ => {
                    self.c.pos = save;
                    break;
                }
            };
            self.c.expect("=")?;
            self.c.expect("{")?;
            if !self.c.eat("}") {
                loop {
                    let at = self.c.span_here();
                    let f = self.c.word().unwrap_or("");
                    let idx = factor_symbol(f).map_err(|e| Diagnostic::error(at, e))?;
                    set.push(idx);
                    if !self.c.eat(",") {
                        break;
                    }
                }
                self.c.expect("}")?;
            }
        }
        self.c.expect(">")?;
        Ok(r)
    }

    /// `([i, k], [kj])` : per tensor, per dim, the factors (a compound dim lists several).
    fn parse_tensor_mappings(&mut self, _names: &mut Vec<String>) -> PResult<Vec<Vec<Vec<usize>>>> {
        self.c.expect("(")?;
        let mut tensors = Vec::new();
        if self.c.eat(")") {
            return Ok(tensors);
        }
        loop {
            self.c.expect("[")?;
            let mut dims = Vec::new();
            if !self.c.eat("]") {
                loop {
                    let at = self.c.span_here();
                    let w = self
                        .c
                        .word()
                        .ok_or_else(|| Diagnostic::error(at, "expected factor names"))?;
                    dims.push(split_factor_names(w).map_err(|e| Diagnostic::error(at, e))?);
                    if !self.c.eat(",") {
                        break;
                    }
                }
                self.c.expect("]")?;
            }
            tensors.push(dims);
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect(")")?;
        Ok(tensors)
    }
}

/// Splits a compound factor word (`ij`, `kz_1z_2`) into factor indices.
fn split_factor_names(w: &str) -> Result<Vec<usize>, String> {
    let b = w.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let mut j = i + 1;
        if b[i] == b'z' && b.get(i + 1) == Some(&b'_') {
            j = i + 2;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
        }
        out.push(factor_symbol(&w[i..j])?);
        i = j;
    }
    Ok(out)
}

/// One factor symbol (`i`..`z`, `z_1`, `z_2`, ...) to its index, with Shardy's parser's
/// messages for a malformed or overflowing `z_N` (the index must fit an `i64`).
fn factor_symbol(f: &str) -> Result<usize, String> {
    if let Some(n) = f.strip_prefix("z_") {
        if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) || n.starts_with('0') {
            return Err(format!(
                "expecting positive integer without leading zeros. Received: '{n}'"
            ));
        }
        let too_big = || format!("expecting symbol index <=2^63-1. Received: '{n}'");
        let k: i64 = n.parse().map_err(|_| too_big())?;
        let idx = i64::from(b'z' - b'i').checked_add(k).ok_or_else(too_big)?;
        return usize::try_from(idx).map_err(|_| too_big());
    }
    factor_index(f)
        .ok_or_else(|| format!("expecting a factor symbol (i..z, z_1, z_2, ...). Received: '{f}'"))
}

/// Used by the printer and tests: a type-free parse of a single attribute string.
pub fn parse_attr_str(text: &str) -> PResult<Attr> {
    let mut p = Parser::new(text);
    let a = p.parse_attr()?;
    if !p.c.at_end() {
        return p.c.err("unexpected text after attribute");
    }
    Ok(a)
}

/// A value ref of `#sdy.propagation_edges`: `("operand" | "result", index)`.
pub type EdgeValue = (&'static str, i64);

/// One step of `#sdy.propagation_edges`: its index, the axis refs it moves and, per
/// axis, the edge's source and targets.
pub type PropagationStep = (i64, Vec<AxisRef>, Vec<(EdgeValue, Vec<EdgeValue>)>);

/// The body of `#sdy.propagation_edges<...>` (kept verbatim in the IR, checked by the
/// verifier): `[{step-N = [{AXIS = VALUE -> [VALUE, ...]}, ...]}, ...]`, VALUE being
/// `operand-K` or `result-K`.
pub fn parse_propagation_edges(body: &str) -> PResult<Vec<PropagationStep>> {
    let mut p = Parser::new(body);
    let mut steps = Vec::new();
    p.c.expect("[")?;
    if !p.c.eat("]") {
        loop {
            p.c.expect("{")?;
            p.c.expect_kw("step")?;
            p.c.expect("-")?;
            let n = p.c.int()?;
            p.c.expect("=")?;
            let mut values = Vec::new();
            let axes = p.parse_step_edges(&mut values)?;
            steps.push((n, axes, values));
            p.c.expect("}")?;
            if !p.c.eat(",") {
                break;
            }
        }
        p.c.expect("]")?;
    }
    if !p.c.at_end() {
        return p.c.err("unexpected text after propagation edges");
    }
    Ok(steps)
}

impl Parser<'_> {
    /// `[{AXIS = VALUE -> [VALUE, ...]}, ...]` of one propagation step.
    fn parse_step_edges(
        &mut self,
        edges: &mut Vec<(EdgeValue, Vec<EdgeValue>)>,
    ) -> PResult<Vec<AxisRef>> {
        let mut axes = Vec::new();
        self.c.expect("[")?;
        if self.c.eat("]") {
            return Ok(axes);
        }
        loop {
            self.c.expect("{")?;
            axes.push(self.parse_axis_ref()?);
            self.c.expect("=")?;
            let source = self.parse_edge_value()?;
            let mut targets = Vec::new();
            self.c.expect("->")?;
            self.c.expect("[")?;
            if !self.c.eat("]") {
                loop {
                    targets.push(self.parse_edge_value()?);
                    if !self.c.eat(",") {
                        break;
                    }
                }
                self.c.expect("]")?;
            }
            edges.push((source, targets));
            self.c.expect("}")?;
            if !self.c.eat(",") {
                break;
            }
        }
        self.c.expect("]")?;
        Ok(axes)
    }

    /// `operand-K` or `result-K`.
    fn parse_edge_value(&mut self) -> PResult<EdgeValue> {
        let kind = if self.c.eat_kw("operand") {
            "operand"
        } else if self.c.eat_kw("result") {
            "result"
        } else {
            let f = self.c.found();
            return self
                .c
                .err(format!("expected 'operand' or 'result', found {f}"));
        };
        self.c.expect("-")?;
        let at = self.c.span_here();
        let k = self.c.int()?;
        if k < 0 {
            return Err(Diagnostic::error(at, "expected a non-negative index"));
        }
        Ok((kind, k))
    }
}
