//! [`UseIndex`]: the uses of every value, gathered in one walk, for a pass that asks for
//! the users of many values. [`Module::users_of`] walks the value's scope (every op after
//! its definition), so a pass asking once per annotation is quadratic: on gpt3_96l with
//! the ~1000 annotations of a written-back plan, `sdy-apply-sharding-constraints` took
//! half of every propagation that way. The index stays right as long as the pass changes
//! uses through it ([`UseIndex::replace_uses_if`], [`UseIndex::add_op`]).

use super::arena::Idx;
use super::{Module, OpId, ValueId};

/// Per value, its uses `(user, operand index)`, in the order of the ops given to
/// [`UseIndex::build`] (then in the order they were added).
#[derive(Clone, Debug, Default)]
pub struct UseIndex {
    uses: Vec<Vec<(OpId, u32)>>,
}

impl UseIndex {
    /// The uses by `ops` (every live op of the module, for the index to answer as
    /// [`Module::users_of`] does on valid IR).
    pub fn build(m: &Module, ops: &[OpId]) -> UseIndex {
        let mut index = UseIndex {
            uses: vec![Vec::new(); m.values.len()],
        };
        for &op in ops {
            index.add_op(m, op);
        }
        index
    }

    /// The uses of `v`.
    pub fn users(&self, v: ValueId) -> &[(OpId, u32)] {
        self.uses.get(v.index()).map_or(&[], |u| u.as_slice())
    }

    /// Records the uses by `op` (a new op, or one not in the ops the index was built from).
    pub fn add_op(&mut self, m: &Module, op: OpId) {
        for (i, &v) in m.ops[op].operands.iter().enumerate() {
            self.push(v, (op, i as u32));
        }
    }

    fn push(&mut self, v: ValueId, u: (OpId, u32)) {
        if self.uses.len() <= v.index() {
            self.uses.resize(v.index() + 1, Vec::new());
        }
        self.uses[v.index()].push(u);
    }

    /// [`Module::replace_uses_if`] through the index: the uses of `old` for which
    /// `pred(module, user, operand index)` holds read `new` instead, in the module and in
    /// the index. Returns how many were replaced.
    pub fn replace_uses_if(
        &mut self,
        m: &mut Module,
        old: ValueId,
        new: ValueId,
        mut pred: impl FnMut(&Module, OpId, u32) -> bool,
    ) -> usize {
        if old == new {
            return 0;
        }
        let (hits, rest): (Vec<_>, Vec<_>) =
            self.users(old).iter().partition(|&&(op, i)| pred(m, op, i));
        for &(op, i) in &hits {
            m.ops[op].operands[i as usize] = new;
            self.push(new, (op, i));
        }
        if let Some(u) = self.uses.get_mut(old.index()) {
            *u = rest;
        }
        hits.len()
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::SourceFile;

    /// The index answers as `users_of` does, before and after replacing uses through it.
    #[test]
    fn index_agrees_with_users_of_across_replacements() {
        let text = r#"func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.multiply %0, %a : tensor<4xf32>
  %2 = stablehlo.add %1, %b : tensor<4xf32>
  return %2 : tensor<4xf32>
}
"#;
        let (mut m, d) = crate::parse::parse_module(&SourceFile::new("t.mlir", text));
        assert!(!d.has_errors());
        let ops = crate::passes::walk_post_order(&m);
        let mut index = super::UseIndex::build(&m, &ops);
        let agree = |m: &crate::ir::Module, index: &super::UseIndex| {
            for v in (0..m.values.len()).map(|i| crate::ir::ValueId(i as u32)) {
                let mut a = m.users_of(v);
                let mut b = index.users(v).to_vec();
                a.sort();
                b.sort();
                assert_eq!(a, b, "users of {v:?}");
            }
        };
        agree(&m, &index);
        let main = m.ops[ops[ops.len() - 2]].regions[0];
        let block = m.regions[main].blocks[0];
        let (a, b) = (m.blocks[block].args[0], m.blocks[block].args[1]);
        let first_add = m.blocks[block].ops[0];
        // %a's uses but the first add's now read %b.
        let n = index.replace_uses_if(&mut m, a, b, |_, op, _| op != first_add);
        assert_eq!(n, 1);
        agree(&m, &index);
        assert_eq!(index.replace_uses_if(&mut m, b, a, |_, _, _| true), 2);
        agree(&m, &index);
    }
}
