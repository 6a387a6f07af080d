//! The IR: an arena-based SSA graph that mirrors MLIR's generic form.
//!
//! Everything is an [`Op`] (the module and functions included): a name, operands,
//! results, attributes, regions and a location. Ops live in an arena and are named by
//! [`OpId`]; likewise [`RegionId`], [`BlockId`] and [`ValueId`]. Pretty syntax is a
//! matter of the parser and printer only; the IR is the same whichever form was read.
//!
//! Architecture invariant: the IR holds what the user wrote. Attributes the tool does
//! not understand are kept verbatim, so printing a parsed module loses nothing.
//! Analyses keep their results in side tables keyed by ids; they do not mutate the IR.

pub mod arena;
pub mod attr;
pub mod location;
pub mod mutate;
pub mod name;
pub mod sdy;
pub mod types;
pub mod uses;

use arena::Arena;
pub use attr::{Attr, NamedAttr};
pub use location::Location;
pub use types::{Dim, ElementType, TensorType, Type};

use crate::define_id;
use crate::diag::Span;

define_id!(
    /// An operation in [`Module::ops`].
    OpId
);
define_id!(
    /// A region in [`Module::regions`].
    RegionId
);
define_id!(
    /// A block in [`Module::blocks`].
    BlockId
);
define_id!(
    /// An SSA value in [`Module::values`].
    ValueId
);

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result { op: OpId, index: u32 },
    /// Argument `index` of `block`.
    BlockArg { block: BlockId, index: u32 },
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct Value {
    pub ty: Type,
    pub def: ValueDef,
    /// The name without `%` as written (`0`, `arg3`, `iterArg_1`); for an op with several
    /// results, the name of the result group (printed `%name#index`).
    pub name: String,
    /// Location of a block argument (`%arg0: tensor<..> loc(...)`).
    pub loc: Option<Location>,
    pub span: Span,
}

/// An operation in generic form.
#[derive(Clone, Debug)]
pub struct Op {
    /// Full name with dialect prefix: `stablehlo.add`, `func.func`, `sdy.mesh`.
    pub name: String,
    pub operands: Vec<ValueId>,
    pub results: Vec<ValueId>,
    /// Inherent and discardable attributes, in the order written.
    pub attrs: Vec<NamedAttr>,
    pub regions: Vec<RegionId>,
    /// Successor blocks (branches); rare in StableHLO.
    pub successors: Vec<BlockId>,
    pub loc: Option<Location>,
    /// Where the op was written (whole op), for diagnostics.
    pub span: Span,
    /// The block that holds this op; `None` for the top-level module.
    pub parent: Option<BlockId>,
    /// The op was read in generic form (`"stablehlo.add"(...)`).
    pub generic: bool,
}

impl Op {
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|a| a.name == name).map(|a| &a.value)
    }

    pub fn named_attr(&self, name: &str) -> Option<&NamedAttr> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// Sets (replacing or appending) an attribute.
    pub fn set_attr(&mut self, name: &str, value: Attr, inherent: bool) {
        match self.attrs.iter_mut().find(|a| a.name == name) {
            Some(a) => a.value = value,
            None => self.attrs.push(NamedAttr::new(name, value, inherent)),
        }
    }

    pub fn remove_attr(&mut self, name: &str) -> Option<Attr> {
        let i = self.attrs.iter().position(|a| a.name == name)?;
        Some(self.attrs.remove(i).value)
    }

    /// The dialect prefix (`stablehlo` of `stablehlo.add`).
    pub fn dialect(&self) -> &str {
        self.name.split('.').next().unwrap_or("")
    }
}

#[derive(Clone, Debug)]
pub struct Region {
    pub blocks: Vec<BlockId>,
    pub parent: OpId,
}

#[derive(Clone, Debug)]
pub struct Block {
    /// `^bb0` label as written, if any.
    pub label: Option<String>,
    pub args: Vec<ValueId>,
    pub ops: Vec<OpId>,
    pub parent: RegionId,
}

/// A parsed MLIR file: the arenas and the top-level op.
#[derive(Debug, Default)]
pub struct Module {
    pub ops: Arena<OpId, Op>,
    pub regions: Arena<RegionId, Region>,
    pub blocks: Arena<BlockId, Block>,
    pub values: Arena<ValueId, Value>,
    /// The `builtin.module` op holding everything.
    pub top: Option<OpId>,
    /// The file had top-level ops without a `module { }` wrapper.
    pub implicit_module: bool,
    /// `#loc3 = loc(...)` definitions, in file order.
    pub loc_aliases: Vec<(String, Location)>,
    /// How many of `loc_aliases` were written before the first op (they are referred to
    /// by other aliases, which MLIR requires to be defined first).
    pub loc_aliases_before: usize,
    /// `#name = attr` definitions other than locations, in file order.
    pub attr_aliases: Vec<(String, Attr)>,
    /// `!name = type` definitions, in file order.
    pub type_aliases: Vec<(String, Type)>,
    /// Which module this one was cloned from ([`Lineage`]).
    pub lineage: Lineage,
}

impl Clone for Module {
    /// A copy naming every op by the same id, of the same [`Lineage`] branched here.
    fn clone(&self) -> Self {
        Module {
            ops: self.ops.clone(),
            regions: self.regions.clone(),
            blocks: self.blocks.clone(),
            values: self.values.clone(),
            top: self.top,
            implicit_module: self.implicit_module,
            loc_aliases: self.loc_aliases.clone(),
            loc_aliases_before: self.loc_aliases_before,
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            lineage: self.lineage.branch(self.ops.len()),
        }
    }
}

/// Where a module comes from: a parse (or `Module::default()`) starts a lineage; a
/// clone branches it, remembering how many ops the module had then. Two modules of one
/// lineage name the same op by the same id below the op count at which their branches
/// parted (the arena never reuses ids; ops created after that are each branch's own),
/// so passes run on a clone can be compared op for op with the original.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lineage {
    root: u64,
    /// (branch id, op count when branched), from the root down.
    path: Vec<(u64, usize)>,
}

fn next_lineage_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Default for Lineage {
    fn default() -> Self {
        Lineage {
            root: next_lineage_id(),
            path: Vec::new(),
        }
    }
}

impl Lineage {
    fn branch(&self, ops: usize) -> Lineage {
        let mut path = self.path.clone();
        path.push((next_lineage_id(), ops));
        Lineage {
            root: self.root,
            path,
        }
    }

    /// The ops (ids below the bound) that two modules of these lineages share: `None`
    /// for different lineages.
    pub fn shared_ops(&self, other: &Lineage) -> Option<usize> {
        if self.root != other.root {
            return None;
        }
        let common = self
            .path
            .iter()
            .zip(&other.path)
            .take_while(|(a, b)| a.0 == b.0)
            .count();
        match (self.path.get(common), other.path.get(common)) {
            (None, None) => Some(usize::MAX),
            (Some(a), None) => Some(a.1),
            (None, Some(b)) => Some(b.1),
            (Some(a), Some(b)) => Some(a.1.min(b.1)),
        }
    }
}

impl Module {
    /// The top-level `builtin.module` op. Every parsed module has one.
    pub fn top_op(&self) -> OpId {
        self.top
            .expect("a parsed module always has a top-level module op")
    }

    /// The ops directly inside the top-level module (funcs, meshes, ...).
    pub fn top_level_ops(&self) -> Vec<OpId> {
        let top = &self.ops[self.top_op()];
        top.regions
            .iter()
            .flat_map(|&r| self.regions[r].blocks.iter())
            .flat_map(|&b| self.blocks[b].ops.iter().copied())
            .collect()
    }

    /// Every op reachable from the top, in textual pre-order (an op before its regions).
    pub fn walk(&self) -> Vec<OpId> {
        let mut out = Vec::with_capacity(self.ops.len());
        if let Some(top) = self.top {
            self.walk_from(top, &mut out);
        }
        out
    }

    fn walk_from(&self, op: OpId, out: &mut Vec<OpId>) {
        // Iterative to stay safe on deeply nested input.
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            out.push(op);
            let mut children = Vec::new();
            for &r in &self.ops[op].regions {
                for &b in &self.regions[r].blocks {
                    children.extend(self.blocks[b].ops.iter().copied());
                }
            }
            stack.extend(children.into_iter().rev());
        }
    }

    /// All ops nested (transitively) inside `op`'s regions, pre-order, excluding `op`.
    pub fn walk_inside(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_from(op, &mut out);
        out.remove(0);
        out
    }

    /// `sdy.mesh` ops by symbol name, in file order.
    pub fn meshes(&self) -> Vec<(String, sdy::MeshAttr, OpId)> {
        self.top_level_ops()
            .into_iter()
            .filter(|&o| self.ops[o].name == "sdy.mesh")
            .filter_map(|o| {
                let op = &self.ops[o];
                let name = op.attr("sym_name")?.as_str()?;
                match op.attr("mesh")? {
                    Attr::Sdy(sdy::SdyAttr::Mesh(m)) => Some((name, m.clone(), o)),
                    _ => None,
                }
            })
            .collect()
    }

    /// `func.func` ops in file order.
    pub fn funcs(&self) -> Vec<OpId> {
        self.top_level_ops()
            .into_iter()
            .filter(|&o| self.ops[o].name == "func.func")
            .collect()
    }

    /// The function with the given symbol name.
    pub fn func(&self, name: &str) -> Option<OpId> {
        self.funcs()
            .into_iter()
            .find(|&f| self.symbol_name(f).as_deref() == Some(name))
    }

    /// The `sym_name` of an op.
    pub fn symbol_name(&self, op: OpId) -> Option<String> {
        self.ops[op].attr("sym_name")?.as_str()
    }

    /// The entry block of an op's first region.
    pub fn entry_block(&self, op: OpId) -> Option<BlockId> {
        let r = *self.ops[op].regions.first()?;
        self.regions[r].blocks.first().copied()
    }

    /// The op that defines a value, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// The op whose region holds `block`.
    pub fn block_owner(&self, block: BlockId) -> OpId {
        self.regions[self.blocks[block].parent].parent
    }

    /// The op that (transitively) encloses `op`, if any.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].parent.map(|b| self.block_owner(b))
    }

    /// The terminator (last op) of a block.
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].ops.last().copied()
    }

    /// Users of every value: for each value, the ops that use it as operand (with the
    /// operand index), in walk order. Computed on demand.
    pub fn uses(&self) -> Vec<Vec<(OpId, u32)>> {
        let mut uses = vec![Vec::new(); self.values.len()];
        for op in self.walk() {
            for (i, &v) in self.ops[op].operands.iter().enumerate() {
                uses[v.0 as usize].push((op, i as u32));
            }
        }
        uses
    }

    /// The tensor type of a value, if it is a ranked tensor.
    pub fn tensor_type(&self, v: ValueId) -> Option<&TensorType> {
        self.values[v].ty.as_tensor()
    }

    /// Adds a value.
    #[inline]
    pub fn add_value(&mut self, ty: Type, def: ValueDef, name: String) -> ValueId {
        self.values.alloc(Value {
            ty,
            def,
            name,
            loc: None,
            span: Span::DUMMY,
        })
    }
}

/// Parsed source of a module plus the module itself.
pub struct ParsedModule {
    pub module: Module,
    pub source: crate::diag::SourceFile,
}

#[cfg(test)]
mod lineage_tests {
    use super::Module;

    fn grow(m: &mut Module, n: usize) {
        for _ in 0..n {
            m.create_op("test.op", vec![], vec![], vec![], None);
        }
    }

    #[test]
    fn clones_share_the_ops_before_they_branched() {
        let mut root = Module::default();
        grow(&mut root, 3);
        let mut a = root.clone(); // branched at 3 ops
        grow(&mut a, 2);
        let mut b = a.clone(); // branched at 5
        grow(&mut b, 4);
        let mut c = root.clone(); // a sibling of `a`, branched at 3
        grow(&mut c, 7);
        assert_eq!(root.lineage.shared_ops(&a.lineage), Some(3));
        assert_eq!(a.lineage.shared_ops(&b.lineage), Some(5));
        assert_eq!(root.lineage.shared_ops(&b.lineage), Some(3));
        // Ops 3.. of `b` (made in `a`) and of `c` are different ops with equal ids.
        assert_eq!(b.lineage.shared_ops(&c.lineage), Some(3));
        assert_eq!(a.lineage.shared_ops(&a.lineage), Some(usize::MAX));
        assert_eq!(Module::default().lineage.shared_ops(&a.lineage), None);
    }
}
