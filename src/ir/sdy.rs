//! Structured attributes of the Shardy (`sdy`) dialect, printed exactly as Shardy
//! prints them. Their invariants (axis names exist, sub-axes fit, no axis used twice,
//! ...) are checked by `crate::verify`, not here: the parser keeps what the user wrote.

use std::fmt;

pub use super::name::AxisName;

/// `"x"=4`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MeshAxis {
    pub name: String,
    pub size: i64,
}

/// `#sdy.mesh<["a"=2, "b"=4], device_ids=[...]>`. An empty axis list with one device id
/// is a maximal mesh (`<[], device_ids=[3]>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct MeshAttr {
    pub axes: Vec<MeshAxis>,
    pub device_ids: Vec<i64>,
}

impl MeshAttr {
    pub fn axis_size(&self, name: &str) -> Option<i64> {
        self.axes.iter().find(|a| a.name == name).map(|a| a.size)
    }
    /// The product of the axis sizes (saturating: a mesh too large for an i64 is
    /// rejected by the verifier, never an overflow panic).
    pub fn total_size(&self) -> i64 {
        self.axes
            .iter()
            .fold(1i64, |acc, a| acc.saturating_mul(a.size))
    }
    pub fn is_maximal(&self) -> bool {
        self.axes.is_empty() && self.device_ids.len() == 1
    }
    /// Position of the axis in the mesh (major to minor).
    pub fn axis_index(&self, name: &str) -> Option<usize> {
        self.axes.iter().position(|a| a.name == name)
    }
}

/// `(pre_size)size` of a sub-axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SubAxis {
    pub pre_size: i64,
    pub size: i64,
}

/// `"x"` or the sub-axis `"x":(1)2`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AxisRef {
    pub name: AxisName,
    pub sub: Option<SubAxis>,
}

impl AxisRef {
    pub fn full(name: impl Into<AxisName>) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: None,
        }
    }
    /// The size of this axis ref given its mesh.
    pub fn size(&self, mesh: &MeshAttr) -> Option<i64> {
        match self.sub {
            Some(s) => Some(s.size),
            None => mesh.axis_size(&self.name),
        }
    }
}

/// `{"a", "b":(1)2, ?}p1`
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DimSharding {
    pub axes: Vec<AxisRef>,
    /// Closed dims cannot be further sharded; `?` makes a dim open.
    pub closed: bool,
    /// `pN`; `None` prints nothing and means p0 for propagation.
    pub priority: Option<i64>,
}

impl DimSharding {
    pub fn closed(axes: Vec<AxisRef>) -> DimSharding {
        DimSharding {
            axes,
            closed: true,
            priority: None,
        }
    }
    pub fn open(axes: Vec<AxisRef>) -> DimSharding {
        DimSharding {
            axes,
            closed: false,
            priority: None,
        }
    }
}

/// The mesh a sharding refers to: a symbol (`@mesh`) or an inlined mesh attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MeshRef {
    /// The mesh's symbol name, held as an [`AxisName`] (short names inline): every
    /// sharding of a module names its mesh, and passes read, compare and clone them all,
    /// so a heap `String` here cost a pointer chase (and a cache miss on large modules)
    /// per sharding read and an allocation per clone.
    Symbol(AxisName),
    /// Boxed: rare in JAX's output (which names meshes), and twice a symbol's size.
    Inline(Box<MeshAttr>),
}

/// `#sdy.sharding<@mesh, [{"a"}, {}], replicated={"b"}, unreduced={"c"}>`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorSharding {
    pub mesh: MeshRef,
    pub dims: Vec<DimSharding>,
    pub replicated: Vec<AxisRef>,
    pub unreduced: Vec<AxisRef>,
}

impl TensorSharding {
    /// A sharding with `rank` empty dims, all closed or all open.
    pub fn empty(mesh: MeshRef, rank: usize, closed: bool) -> TensorSharding {
        let dims = (0..rank)
            .map(|_| DimSharding {
                axes: vec![],
                closed,
                priority: None,
            })
            .collect();
        TensorSharding {
            mesh,
            dims,
            replicated: vec![],
            unreduced: vec![],
        }
    }

    /// Whether no dim holds an axis (replicated/unreduced lists may be non-empty).
    pub fn is_fully_replicated(&self) -> bool {
        self.dims.iter().all(|d| d.axes.is_empty())
    }
}

/// Factor index in an [`OpShardingRule`].
pub type FactorIdx = usize;

/// `#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=8} reduction={k}>`.
/// Each tensor mapping lists, per dimension, the factors it is made of (major to minor).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpShardingRule {
    pub operands: Vec<Vec<Vec<FactorIdx>>>,
    pub results: Vec<Vec<Vec<FactorIdx>>>,
    pub factor_sizes: Vec<i64>,
    pub reduction: Vec<FactorIdx>,
    pub need_replication: Vec<FactorIdx>,
    pub permutation: Vec<FactorIdx>,
    pub blocked_propagation: Vec<FactorIdx>,
    pub is_custom: bool,
}

/// The name Shardy gives factor `i`: `i`, `j`, ..., `z`, then `z_1`, `z_2`, ...
pub fn factor_name(i: FactorIdx) -> String {
    const FIRST: u8 = b'i';
    const COUNT: usize = (b'z' - b'i' + 1) as usize;
    if i < COUNT {
        ((FIRST + i as u8) as char).to_string()
    } else {
        format!("z_{}", i - COUNT + 1)
    }
}

/// The inverse of [`factor_name`].
pub fn factor_index(name: &str) -> Option<FactorIdx> {
    const COUNT: usize = (b'z' - b'i' + 1) as usize;
    if let Some(n) = name.strip_prefix("z_") {
        let k: usize = n.parse().ok()?;
        return (k >= 1).then(|| COUNT.checked_add(k - 1)).flatten();
    }
    let mut cs = name.chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) if ('i'..='z').contains(&c) => Some((c as u8 - b'i') as usize),
        _ => None,
    }
}

/// `FORWARD`, `BACKWARD`, `BOTH`, `NONE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    None,
    Forward,
    Backward,
    Both,
}

impl Direction {
    pub fn keyword(self) -> &'static str {
        match self {
            Direction::None => "NONE",
            Direction::Forward => "FORWARD",
            Direction::Backward => "BACKWARD",
            Direction::Both => "BOTH",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Direction> {
        Some(match s {
            "NONE" => Direction::None,
            "FORWARD" => Direction::Forward,
            "BACKWARD" => Direction::Backward,
            "BOTH" => Direction::Both,
            _ => return None,
        })
    }
}

/// `{"b"}: 0->2` in an all_to_all.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllToAllParam {
    pub axes: Vec<AxisRef>,
    pub src_dim: i64,
    pub tgt_dim: i64,
}

/// The structured `sdy` attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SdyAttr {
    /// `#sdy.mesh<...>`
    Mesh(MeshAttr),
    /// `#sdy.sharding<...>`
    Sharding(TensorSharding),
    /// `#sdy.sharding_per_value<[<...>, ...]>`
    ShardingPerValue(Vec<TensorSharding>),
    /// `#sdy.op_sharding_rule<...>` (boxed: the largest variant by far, and rare among
    /// an op's attributes, so it does not set the size of every attribute).
    Rule(Box<OpShardingRule>),
    /// `#sdy<manual_axes{"a", "b"}>`
    ManualAxes(Vec<String>),
    /// `#sdy<axis_ref_list{"a"}>`
    AxisRefList(Vec<AxisRef>),
    /// `#sdy<list_of_axis_ref_lists[{"a"}, {}]>`
    ListOfAxisRefLists(Vec<Vec<AxisRef>>),
    /// `#sdy<all_to_all_param_list[{"a"}: 0->1]>`
    AllToAllParams(Vec<AllToAllParam>),
    /// `#sdy<propagation_direction FORWARD>`
    Direction(Direction),
}

impl fmt::Display for MeshAxis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"={}", self.name, self.size)
    }
}

/// Prints the body of a mesh: `<["a"=2], device_ids=[...]>` (with the angle brackets).
pub struct MeshBody<'a>(pub &'a MeshAttr);

impl fmt::Display for MeshBody<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<[")?;
        write_list(f, &self.0.axes)?;
        f.write_str("]")?;
        if !self.0.device_ids.is_empty() {
            f.write_str(", device_ids=[")?;
            let ids: Vec<String> = self.0.device_ids.iter().map(i64::to_string).collect();
            f.write_str(&ids.join(", "))?;
            f.write_str("]")?;
        }
        f.write_str(">")
    }
}

impl fmt::Display for AxisRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", self.name)?;
        if let Some(s) = self.sub {
            write!(f, ":({}){}", s.pre_size, s.size)?;
        }
        Ok(())
    }
}

impl fmt::Display for DimSharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        write_list(f, &self.axes)?;
        if !self.closed {
            f.write_str(if self.axes.is_empty() { "?" } else { ", ?" })?;
        }
        f.write_str("}")?;
        if let Some(p) = self.priority {
            write!(f, "p{p}")?;
        }
        Ok(())
    }
}

/// A tensor sharding without the `#sdy.sharding` prefix: `<@mesh, [{"a"}, {}]>`.
pub struct ShardingBody<'a>(pub &'a TensorSharding);

impl fmt::Display for ShardingBody<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        f.write_str("<")?;
        match &s.mesh {
            MeshRef::Symbol(n) => write!(f, "@{n}")?,
            MeshRef::Inline(m) => write!(f, "mesh{}", MeshBody(m))?,
        }
        f.write_str(", [")?;
        write_list(f, &s.dims)?;
        f.write_str("]")?;
        if !s.replicated.is_empty() {
            f.write_str(", replicated={")?;
            write_list(f, &s.replicated)?;
            f.write_str("}")?;
        }
        if !s.unreduced.is_empty() {
            f.write_str(", unreduced={")?;
            write_list(f, &s.unreduced)?;
            f.write_str("}")?;
        }
        f.write_str(">")
    }
}

/// The body of a rule without the `#sdy.op_sharding_rule` prefix.
pub struct RuleBody<'a>(pub &'a OpShardingRule);

fn write_mappings(f: &mut fmt::Formatter<'_>, ms: &[Vec<Vec<FactorIdx>>]) -> fmt::Result {
    for (i, m) in ms.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str("[")?;
        for (j, dim) in m.iter().enumerate() {
            if j > 0 {
                f.write_str(", ")?;
            }
            for &k in dim {
                f.write_str(&factor_name(k))?;
            }
        }
        f.write_str("]")?;
    }
    Ok(())
}

fn write_factor_set(f: &mut fmt::Formatter<'_>, key: &str, set: &[FactorIdx]) -> fmt::Result {
    if set.is_empty() {
        return Ok(());
    }
    write!(f, " {key}={{")?;
    for (i, &k) in set.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(&factor_name(k))?;
    }
    f.write_str("}")
}

impl fmt::Display for RuleBody<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.0;
        f.write_str("<(")?;
        write_mappings(f, &r.operands)?;
        f.write_str(")->(")?;
        write_mappings(f, &r.results)?;
        f.write_str(")")?;
        if !r.factor_sizes.is_empty() {
            f.write_str(" {")?;
            for (i, s) in r.factor_sizes.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{}={}", factor_name(i), s)?;
            }
            f.write_str("}")?;
        }
        write_factor_set(f, "reduction", &r.reduction)?;
        write_factor_set(f, "need_replication", &r.need_replication)?;
        write_factor_set(f, "permutation", &r.permutation)?;
        write_factor_set(f, "blocked_propagation", &r.blocked_propagation)?;
        if r.is_custom {
            f.write_str(", custom")?;
        }
        f.write_str(">")
    }
}

fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, t) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

/// `{"a", "b"}`
pub struct AxisSet<'a>(pub &'a [AxisRef]);

impl fmt::Display for AxisSet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        write_list(f, self.0)?;
        f.write_str("}")
    }
}

impl fmt::Display for SdyAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SdyAttr::Mesh(m) => write!(f, "#sdy.mesh{}", MeshBody(m)),
            SdyAttr::Sharding(s) => write!(f, "#sdy.sharding{}", ShardingBody(s)),
            SdyAttr::ShardingPerValue(v) => {
                f.write_str("#sdy.sharding_per_value<[")?;
                for (i, s) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", ShardingBody(s))?;
                }
                f.write_str("]>")
            }
            SdyAttr::Rule(r) => write!(f, "#sdy.op_sharding_rule{}", RuleBody(r)),
            SdyAttr::ManualAxes(axes) => {
                f.write_str("#sdy<manual_axes{")?;
                let q: Vec<String> = axes.iter().map(|a| format!("\"{a}\"")).collect();
                f.write_str(&q.join(", "))?;
                f.write_str("}>")
            }
            SdyAttr::AxisRefList(axes) => write!(f, "#sdy<axis_ref_list{}>", AxisSet(axes)),
            SdyAttr::ListOfAxisRefLists(lists) => {
                f.write_str("#sdy<list_of_axis_ref_lists[")?;
                for (i, l) in lists.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", AxisSet(l))?;
                }
                f.write_str("]>")
            }
            SdyAttr::AllToAllParams(ps) => {
                f.write_str("#sdy<all_to_all_param_list[")?;
                for (i, p) in ps.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}: {}->{}", AxisSet(&p.axes), p.src_dim, p.tgt_dim)?;
                }
                f.write_str("]>")
            }
            SdyAttr::Direction(d) => write!(f, "#sdy<propagation_direction {}>", d.keyword()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factor_names() {
        assert_eq!(factor_name(0), "i");
        assert_eq!(factor_name(17), "z");
        assert_eq!(factor_name(18), "z_1");
        for i in 0..40 {
            assert_eq!(factor_index(&factor_name(i)), Some(i));
        }
    }

    #[test]
    fn print_sharding() {
        let s = TensorSharding {
            mesh: MeshRef::Symbol("mesh".into()),
            dims: vec![
                DimSharding {
                    axes: vec![AxisRef::full("a")],
                    closed: true,
                    priority: Some(1),
                },
                DimSharding {
                    axes: vec![AxisRef {
                        name: "b".into(),
                        sub: Some(SubAxis {
                            pre_size: 1,
                            size: 2,
                        }),
                    }],
                    closed: false,
                    priority: None,
                },
                DimSharding::open(vec![]),
            ],
            replicated: vec![AxisRef::full("c")],
            unreduced: vec![],
        };
        assert_eq!(
            SdyAttr::Sharding(s).to_string(),
            r#"#sdy.sharding<@mesh, [{"a"}p1, {"b":(1)2, ?}, {?}], replicated={"c"}>"#
        );
    }
}
