//! IR mutation: creating, inserting, moving and erasing ops, replacing uses, cloning
//! ops and regions, and setting attributes in MLIR's canonical (sorted) order.
//!
//! Architecture invariant: ids stay valid forever. Erasing an op only unlinks it from
//! its block (`parent = None`); the arena keeps it, so side tables keyed by id never
//! dangle, and [`Module::walk`] no longer reaches it (nor its uses).
//!
//! Values created here have no name (`""`, or `v_<id>#i` for a result group), so the
//! printer spells them `%v_<id>`, a form the parser never produces from JAX output.
//! Values moved into another function's scope are renamed the same way
//! ([`Module::forget_names_in_region`]) so that they cannot clash with the names there.

use rustc_hash::FxHashMap;

use super::{
    Attr, Block, BlockId, Location, Module, NamedAttr, Op, OpId, Region, RegionId, Type, ValueDef,
    ValueId,
};
use crate::diag::Span;

/// Maps values of a cloned piece of IR to their clones (MLIR's `IRMapping`).
pub type ValueMap = FxHashMap<ValueId, ValueId>;

impl Module {
    // ----- creation ------------------------------------------------------------------

    /// Creates a detached op (no parent block) with fresh, unnamed results.
    /// Attributes are kept in the given order; use [`sorted_attrs`] for MLIR's order.
    pub fn create_op(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        result_types: Vec<Type>,
        attrs: Vec<NamedAttr>,
        loc: Option<Location>,
    ) -> OpId {
        let op = self.ops.alloc(Op {
            name: name.to_string(),
            operands,
            results: vec![],
            attrs,
            regions: vec![],
            successors: vec![],
            loc,
            span: Span::DUMMY,
            parent: None,
            generic: false,
        });
        let n = result_types.len();
        let first = self.values.next_id();
        let results = result_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                let name = if n == 1 {
                    String::new()
                } else {
                    format!("v_{}#{i}", first.0)
                };
                self.add_value(
                    ty,
                    ValueDef::Result {
                        op,
                        index: i as u32,
                    },
                    name,
                )
            })
            .collect();
        self.ops[op].results = results;
        op
    }

    /// Appends a new empty region to `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.regions.alloc(Region {
            blocks: vec![],
            parent: op,
        });
        self.ops[op].regions.push(r);
        r
    }

    /// Appends a new block with unnamed arguments of the given types to `region`.
    pub fn add_block(&mut self, region: RegionId, arg_types: Vec<Type>) -> BlockId {
        let b = self.blocks.alloc(Block {
            label: None,
            args: vec![],
            ops: vec![],
            parent: region,
        });
        self.regions[region].blocks.push(b);
        for ty in arg_types {
            self.add_block_arg(b, ty);
        }
        b
    }

    /// Appends an unnamed argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let v = self.add_value(ty, ValueDef::BlockArg { block, index }, String::new());
        self.blocks[block].args.push(v);
        v
    }

    // ----- placement -----------------------------------------------------------------

    /// The block holding `op` and its index there.
    pub fn op_position(&self, op: OpId) -> Option<(BlockId, usize)> {
        let b = self.ops[op].parent?;
        let i = self.blocks[b].ops.iter().position(|&o| o == op)?;
        Some((b, i))
    }

    /// Inserts a detached `op` into `block` at `index`.
    pub fn insert_op_at(&mut self, block: BlockId, index: usize, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let index = index.min(self.blocks[block].ops.len());
        self.blocks[block].ops.insert(index, op);
        self.ops[op].parent = Some(block);
    }

    /// Appends a detached `op` to `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let n = self.blocks[block].ops.len();
        self.insert_op_at(block, n, op);
    }

    /// Inserts a detached `op` right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let (b, i) = self
            .op_position(anchor)
            .expect("insertion anchor is in a block");
        self.insert_op_at(b, i, op);
    }

    /// Inserts a detached `op` right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let (b, i) = self
            .op_position(anchor)
            .expect("insertion anchor is in a block");
        self.insert_op_at(b, i + 1, op);
    }

    /// Inserts a detached `op` right after the definition of `value`: after its defining
    /// op, or at the start of its block for a block argument (MLIR's
    /// `setInsertionPointAfterValue`).
    pub fn insert_op_after_value(&mut self, value: ValueId, op: OpId) {
        match self.values[value].def {
            ValueDef::Result { op: def, .. } => self.insert_op_after(def, op),
            ValueDef::BlockArg { block, .. } => self.insert_op_at(block, 0, op),
        }
    }

    /// Unlinks `op` from its block. Its regions stay attached to it; the arena keeps it.
    pub fn detach_op(&mut self, op: OpId) {
        if let Some((b, i)) = self.op_position(op) {
            self.blocks[b].ops.remove(i);
        }
        self.ops[op].parent = None;
    }

    /// Erases `op` (unlinks it; see the module docs).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
    }

    /// Moves `op` (linked or not) right after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_after(anchor, op);
    }

    /// Moves `op` right after the definition of `value` (see [`Module::insert_op_after_value`]).
    pub fn move_op_after_value(&mut self, op: OpId, value: ValueId) {
        self.detach_op(op);
        self.insert_op_after_value(value, op);
    }

    /// Whether `a` comes before `b`; both must be in the same block.
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        match (self.op_position(a), self.op_position(b)) {
            (Some((ba, ia)), Some((bb, ib))) if ba == bb => ia < ib,
            _ => false,
        }
    }

    /// The nearest enclosing op (not `op` itself) named `name`.
    pub fn enclosing_op_named(&self, op: OpId, name: &str) -> Option<OpId> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if self.ops[p].name == name {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    /// The block a value is defined in (its block for an argument, its op's block for a
    /// result).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => self.ops[op].parent,
            ValueDef::BlockArg { block, .. } => Some(block),
        }
    }

    /// The op owning a value: its defining op, or the op whose region holds its block.
    pub fn owning_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => {
                ((block.0 as usize) < self.blocks.len()).then(|| self.block_owner(block))
            }
        }
    }

    // ----- walks over a region -------------------------------------------------------

    /// Every op inside `region` (transitively), in pre-order.
    pub fn walk_region(&self, region: RegionId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = Vec::new();
        for &b in self.regions[region].blocks.iter().rev() {
            stack.extend(self.blocks[b].ops.iter().rev().copied());
        }
        while let Some(op) = stack.pop() {
            out.push(op);
            for &r in self.ops[op].regions.iter().rev() {
                for &b in self.regions[r].blocks.iter().rev() {
                    stack.extend(self.blocks[b].ops.iter().rev().copied());
                }
            }
        }
        out
    }

    /// The ops that can use `v` (SSA dominance): in a single-block region, the ops after
    /// its defining op (all of the block for an argument) and everything nested in them;
    /// in a region of several blocks, everything inside the region.
    fn value_scope_ops(&self, v: ValueId) -> Vec<OpId> {
        let Some(b) = self
            .value_block(v)
            .filter(|b| (b.0 as usize) < self.blocks.len())
        else {
            return vec![];
        };
        let region = self.blocks[b].parent;
        if self.regions[region].blocks.len() != 1 {
            return self.walk_region(region);
        }
        let ops = &self.blocks[b].ops;
        let start = match self.values[v].def {
            ValueDef::Result { op, .. } => ops.iter().position(|&o| o == op).map_or(0, |i| i + 1),
            ValueDef::BlockArg { .. } => 0,
        };
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = ops[start..].iter().rev().copied().collect();
        while let Some(op) = stack.pop() {
            out.push(op);
            for &r in self.ops[op].regions.iter().rev() {
                for &nb in self.regions[r].blocks.iter().rev() {
                    stack.extend(self.blocks[nb].ops.iter().rev().copied());
                }
            }
        }
        out
    }

    // ----- uses ----------------------------------------------------------------------

    /// The uses of `v` as (user, operand index), in walk order.
    pub fn users_of(&self, v: ValueId) -> Vec<(OpId, u32)> {
        let mut out = Vec::new();
        for op in self.value_scope_ops(v) {
            for (i, &x) in self.ops[op].operands.iter().enumerate() {
                if x == v {
                    out.push((op, i as u32));
                }
            }
        }
        out
    }

    /// Replaces the uses of `old` for which `pred(module, user, operand index)` holds by
    /// `new`. Returns how many were replaced.
    pub fn replace_uses_if(
        &mut self,
        old: ValueId,
        new: ValueId,
        mut pred: impl FnMut(&Module, OpId, u32) -> bool,
    ) -> usize {
        let mut hits = Vec::new();
        for (op, i) in self.users_of(old) {
            if pred(self, op, i) {
                hits.push((op, i));
            }
        }
        for &(op, i) in &hits {
            self.ops[op].operands[i as usize] = new;
        }
        hits.len()
    }

    /// Replaces every use of `old` by `new`.
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) -> usize {
        self.replace_uses_if(old, new, |_, _, _| true)
    }

    /// Replaces every use of `old` by `new`, except the uses by `except`.
    pub fn replace_all_uses_except(&mut self, old: ValueId, new: ValueId, except: OpId) -> usize {
        self.replace_uses_if(old, new, |_, op, _| op != except)
    }

    /// Swaps where two values (of the same type) are defined: afterwards every use of
    /// `a` reads what `b`'s definition produces and vice versa. Names, locations and
    /// spans stay with the definitions. This redirects all uses of a value in O(1),
    /// where [`Module::replace_all_uses`] walks everything after the definition.
    pub fn swap_values(&mut self, a: ValueId, b: ValueId) {
        debug_assert!(
            self.values[a].ty == self.values[b].ty,
            "swapping values of different types"
        );
        let (da, db) = (self.values[a].def, self.values[b].def);
        for (d, v) in [(da, b), (db, a)] {
            match d {
                ValueDef::Result { op, index } => self.ops[op].results[index as usize] = v,
                ValueDef::BlockArg { block, index } => self.blocks[block].args[index as usize] = v,
            }
        }
        self.values[a].def = db;
        self.values[b].def = da;
        let name_a = std::mem::take(&mut self.values[a].name);
        let name_b = std::mem::replace(&mut self.values[b].name, name_a);
        self.values[a].name = name_b;
        let loc_a = self.values[a].loc.take();
        let loc_b = std::mem::replace(&mut self.values[b].loc, loc_a);
        self.values[a].loc = loc_b;
        let span_a = self.values[a].span;
        self.values[a].span = self.values[b].span;
        self.values[b].span = span_a;
    }

    // ----- cloning -------------------------------------------------------------------

    /// Deep-clones `op` (regions included) as a detached op. Operands found in `map` are
    /// remapped; every result, block and block argument of the clone is added to `map`.
    /// Cloned values keep no names.
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let src = self.ops[op].clone();
        let operands = src
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let types = src
            .results
            .iter()
            .map(|&r| self.values[r].ty.clone())
            .collect();
        let new = self.create_op(
            &src.name,
            operands,
            types,
            src.attrs.clone(),
            src.loc.clone(),
        );
        self.ops[new].span = src.span;
        self.ops[new].generic = src.generic;
        for (a, b) in src.results.iter().zip(self.ops[new].results.clone()) {
            map.insert(*a, b);
        }
        for &r in &src.regions {
            self.clone_region_into(r, new, map);
        }
        new
    }

    /// Clones region `src` as a new last region of `dst_op` (see [`Module::clone_op`]).
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dst_op: OpId,
        map: &mut ValueMap,
    ) -> RegionId {
        let dst = self.add_region(dst_op);
        let blocks = self.regions[src].blocks.clone();
        // Blocks and arguments first, so branches and uses across blocks resolve.
        let mut block_map = FxHashMap::default();
        for &b in &blocks {
            let types: Vec<Type> = self.blocks[b]
                .args
                .iter()
                .map(|&a| self.values[a].ty.clone())
                .collect();
            let nb = self.add_block(dst, types);
            self.blocks[nb].label = self.blocks[b].label.clone();
            for (a, na) in self.blocks[b]
                .args
                .clone()
                .into_iter()
                .zip(self.blocks[nb].args.clone())
            {
                self.values[na].loc = self.values[a].loc.clone();
                map.insert(a, na);
            }
            block_map.insert(b, nb);
        }
        for &b in &blocks {
            let nb = block_map[&b];
            for o in self.blocks[b].ops.clone() {
                let c = self.clone_op(o, map);
                let succ = self.ops[c]
                    .successors
                    .iter()
                    .map(|s| *block_map.get(s).unwrap_or(s))
                    .collect();
                self.ops[c].successors = succ;
                self.append_op(nb, c);
            }
        }
        dst
    }

    /// Moves every block of `src` to the end of `dst` (MLIR's `inlineRegionBefore` at
    /// the end), leaving `src` empty.
    pub fn move_region_blocks(&mut self, src: RegionId, dst: RegionId) {
        let blocks = std::mem::take(&mut self.regions[src].blocks);
        for &b in &blocks {
            self.blocks[b].parent = dst;
        }
        self.regions[dst].blocks.extend(blocks);
    }

    /// Drops the names of every value defined in `region` (block arguments and
    /// results), so they print as `%v_<id>` and cannot clash in their new scope.
    pub fn forget_names_in_region(&mut self, region: RegionId) {
        for &b in &self.regions[region].blocks.clone() {
            for a in self.blocks[b].args.clone() {
                self.values[a].name.clear();
            }
        }
        for op in self.walk_region(region) {
            let rs = self.ops[op].results.clone();
            let n = rs.len();
            for (i, r) in rs.iter().enumerate() {
                self.values[*r].name = if n == 1 {
                    String::new()
                } else {
                    format!("v_{}#{i}", rs[0].0)
                };
            }
            for &r in &self.ops[op].regions.clone() {
                for &b in &self.regions[r].blocks.clone() {
                    for a in self.blocks[b].args.clone() {
                        self.values[a].name.clear();
                    }
                }
            }
        }
    }

    // ----- names ---------------------------------------------------------------------

    /// Renames every value canonically, so that two modules of the same structure print
    /// the same text whatever names they were written with: in each function, results
    /// are `%0, %1, ...` (a result group `%k:n`, used as `%k#i`) and block arguments
    /// `%arg0, %arg1, ...`, both numbered in walk order (an op's results before its
    /// regions).
    pub fn rename_values_canonically(&mut self) {
        let Some(top) = self.top else { return };
        let (mut next, mut next_arg) = (0usize, 0usize);
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            if self.ops[op].name == "func.func" {
                next = 0;
                next_arg = 0;
            }
            let rs = self.ops[op].results.clone();
            if !rs.is_empty() {
                let n = rs.len();
                for (i, r) in rs.into_iter().enumerate() {
                    self.values[r].name = if n == 1 {
                        next.to_string()
                    } else {
                        format!("{next}#{i}")
                    };
                }
                next += 1;
            }
            let mut children = Vec::new();
            for &r in &self.ops[op].regions {
                for &b in &self.regions[r].blocks {
                    for &a in &self.blocks[b].args {
                        self.values[a].name = format!("arg{next_arg}");
                        next_arg += 1;
                    }
                    children.extend(self.blocks[b].ops.iter().copied());
                }
            }
            // Block arguments of nested regions are named when their op is visited, so
            // arguments number in walk order too.
            stack.extend(children.into_iter().rev());
        }
    }

    // ----- attributes ----------------------------------------------------------------

    /// Sets a discardable attribute, keeping the discardable attributes sorted by name
    /// as MLIR's attribute dictionaries are (replaces an existing one in place).
    pub fn set_discardable_attr(&mut self, op: OpId, name: &str, value: Attr) {
        set_sorted(&mut self.ops[op].attrs, name, value, false);
    }

    /// Sets an inherent attribute (property), keeping properties sorted by name.
    pub fn set_inherent_attr(&mut self, op: OpId, name: &str, value: Attr) {
        set_sorted(&mut self.ops[op].attrs, name, value, true);
    }
}

/// Sets `name` in an attribute list: replaced in place if present, else inserted before
/// the first attribute of the same kind (inherent/discardable) with a larger name.
pub fn set_sorted(attrs: &mut Vec<NamedAttr>, name: &str, value: Attr, inherent: bool) {
    if let Some(a) = attrs.iter_mut().find(|a| a.name == name) {
        a.value = value;
        return;
    }
    let pos = attrs
        .iter()
        .position(|a| a.inherent == inherent && a.name.as_str() > name)
        .unwrap_or(attrs.len());
    // One more slot, not a doubling: most ops gain a single attribute here (a sharding
    // written back by propagation), and a doubled list of 144-byte entries is mostly
    // empty memory that spreads a large module over more cache lines and pages.
    attrs.reserve_exact(1);
    attrs.insert(pos, NamedAttr::new(name, value, inherent));
}

/// Sets `name` in a dictionary attribute's entries, sorted (see [`set_sorted`]).
pub fn set_in_dict(entries: &mut Vec<NamedAttr>, name: &str, value: Attr) {
    set_sorted(entries, name, value, false);
}

/// Attributes sorted by name, inherent ones first (the order MLIR prints them in).
pub fn sorted_attrs(mut attrs: Vec<NamedAttr>) -> Vec<NamedAttr> {
    attrs.sort_by(|a, b| (!a.inherent, &a.name).cmp(&(!b.inherent, &b.name)));
    attrs
}

/// Structural edits in bulk. Erasing or inserting one op at a time costs a scan of its
/// block (to find its position) and a shift of the block's list; a pass that edits many
/// ops records them here and [`BulkEdit::finish`] rebuilds each touched block once.
///
/// Between the calls and `finish`, erased ops are already unlinked (`parent == None`) and
/// inserted ops already name their block as parent, but the blocks' op lists are stale.
#[derive(Default)]
pub struct BulkEdit {
    touched: Vec<BlockId>,
    /// Detached ops to insert right before an op, in insertion order.
    before: FxHashMap<OpId, Vec<OpId>>,
    /// Detached ops to insert right after an op, in insertion order (the last one
    /// inserted ends up first, as with repeated [`Module::insert_op_after`]).
    after: FxHashMap<OpId, Vec<OpId>>,
    /// Detached ops to insert at the start of a block, in insertion order (the last one
    /// inserted ends up first, as with repeated `insert_op_at(block, 0, op)`).
    at_start: FxHashMap<BlockId, Vec<OpId>>,
}

impl BulkEdit {
    /// Erases `op` (see [`Module::erase_op`]).
    pub fn erase(&mut self, m: &mut Module, op: OpId) {
        if let Some(b) = m.ops[op].parent.take() {
            self.touched.push(b);
        }
    }

    /// Inserts the detached `op` right before `anchor` (after the ops inserted before it
    /// earlier), as [`Module::insert_op_before`] does.
    pub fn insert_before(&mut self, m: &mut Module, anchor: OpId, op: OpId) {
        debug_assert!(m.ops[op].parent.is_none(), "op is already in a block");
        let b = m.ops[anchor]
            .parent
            .expect("insertion anchor is in a block");
        m.ops[op].parent = Some(b);
        self.touched.push(b);
        self.before.entry(anchor).or_default().push(op);
    }

    /// Inserts the detached `op` right after `anchor`, as [`Module::insert_op_after`]
    /// does.
    pub fn insert_after(&mut self, m: &mut Module, anchor: OpId, op: OpId) {
        debug_assert!(m.ops[op].parent.is_none(), "op is already in a block");
        let b = m.ops[anchor]
            .parent
            .expect("insertion anchor is in a block");
        m.ops[op].parent = Some(b);
        self.touched.push(b);
        self.after.entry(anchor).or_default().push(op);
    }

    /// Inserts the detached `op` right after the definition of `value`, as
    /// [`Module::insert_op_after_value`] does.
    pub fn insert_after_value(&mut self, m: &mut Module, value: ValueId, op: OpId) {
        match m.values[value].def {
            ValueDef::Result { op: def, .. } => self.insert_after(m, def, op),
            ValueDef::BlockArg { block, .. } => {
                debug_assert!(m.ops[op].parent.is_none(), "op is already in a block");
                m.ops[op].parent = Some(block);
                self.touched.push(block);
                self.at_start.entry(block).or_default().push(op);
            }
        }
    }

    /// Applies the edits: one pass over each touched block.
    pub fn finish(mut self, m: &mut Module) {
        self.touched.sort_unstable();
        self.touched.dedup();
        for b in self.touched {
            let old = std::mem::take(&mut m.blocks[b].ops);
            let mut ops = Vec::with_capacity(old.len());
            if let Some(new) = self.at_start.remove(&b) {
                ops.extend(placed(m, new, b).rev());
            }
            for o in old {
                if let Some(new) = self.before.remove(&o) {
                    ops.extend(placed(m, new, b));
                }
                if m.ops[o].parent == Some(b) {
                    ops.push(o);
                }
                if let Some(new) = self.after.remove(&o) {
                    ops.extend(placed(m, new, b).rev());
                }
            }
            m.blocks[b].ops = ops;
        }
    }
}

/// The ops of `new` still placed in block `b` (not erased since).
fn placed(m: &Module, new: Vec<OpId>, b: BlockId) -> impl DoubleEndedIterator<Item = OpId> + '_ {
    new.into_iter().filter(move |&n| m.ops[n].parent == Some(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::{ElementType, TensorType};
    use crate::ir::Dim;

    fn t() -> Type {
        Type::tensor(TensorType {
            shape: vec![Dim::Static(4)],
            element: ElementType::Float("f32".into()),
            encoding: None,
        })
    }

    #[test]
    fn create_insert_replace_erase() {
        let src = crate::diag::SourceFile::new(
            "t.mlir",
            "func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n  return %arg0 : tensor<4xf32>\n}\n",
        );
        let (mut m, d) = crate::parse::parse_module(&src);
        assert!(!d.has_errors());
        let f = m.funcs()[0];
        let b = m.entry_block(f).unwrap();
        let arg = m.blocks[b].args[0];
        let ret = m.terminator(b).unwrap();
        let neg = m.create_op("stablehlo.negate", vec![arg], vec![t()], vec![], None);
        m.insert_op_after_value(arg, neg);
        let r = m.ops[neg].results[0];
        assert_eq!(m.replace_all_uses_except(arg, r, neg), 1);
        assert_eq!(m.ops[ret].operands, vec![r]);
        assert_eq!(m.users_of(arg), vec![(neg, 0)]);
        assert!(m.is_before_in_block(neg, ret));
        m.replace_all_uses(r, arg);
        m.erase_op(neg);
        assert_eq!(m.blocks[b].ops, vec![ret]);
        assert!(m.users_of(arg).iter().all(|(o, _)| *o == ret));
    }

    /// `BulkEdit`'s insertions after an op and at a block's start place ops exactly as
    /// the same insertions done one at a time.
    #[test]
    fn bulk_insert_after_matches_one_at_a_time() {
        let text = "func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>\n  %1 = stablehlo.negate %0 : tensor<4xf32>\n  return %1 : tensor<4xf32>\n}\n";
        let (m0, d) = crate::parse::parse_module(&crate::diag::SourceFile::new("t.mlir", text));
        assert!(!d.has_errors());
        let run = |bulk: bool| {
            let mut m = m0.clone();
            let f = m.funcs()[0];
            let b = m.entry_block(f).unwrap();
            let (a0, a1) = (m.blocks[b].args[0], m.blocks[b].args[1]);
            let (add, neg) = (m.blocks[b].ops[0], m.blocks[b].ops[1]);
            let anchors = [
                m.ops[add].results[0],
                a1,
                m.ops[neg].results[0],
                a0,
                m.ops[add].results[0],
            ];
            let mut edit = BulkEdit::default();
            let mut made = vec![];
            for v in anchors {
                let op = m.create_op("stablehlo.negate", vec![v], vec![t()], vec![], None);
                made.push(op);
                if bulk {
                    edit.insert_after_value(&mut m, v, op);
                } else {
                    m.insert_op_after_value(v, op);
                }
            }
            // An erased insertion is dropped.
            if bulk {
                edit.erase(&mut m, made[2]);
            } else {
                m.erase_op(made[2]);
            }
            edit.finish(&mut m);
            m.blocks[b].ops.clone()
        };
        let (one, bulk) = (run(false), run(true));
        assert_eq!(one.len(), 7);
        assert_eq!(bulk, one);
    }

    #[test]
    fn sorted_insertion() {
        let mut attrs = vec![
            NamedAttr::new("value", Attr::Unit, true),
            NamedAttr::new("jax.x", Attr::Unit, false),
            NamedAttr::new("zz", Attr::Unit, false),
        ];
        set_sorted(&mut attrs, "sdy.sharding", Attr::Bool(true), false);
        let names: Vec<&str> = attrs.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["value", "jax.x", "sdy.sharding", "zz"]);
    }
}
