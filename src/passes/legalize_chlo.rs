//! CHLO legalization as XLA does it before its Shardy propagation, for the CHLO ops
//! that lower to one StableHLO op: `chlo.square %x` becomes `stablehlo.multiply %x, %x`.
//! jaxlib's standalone Shardy has no sharding rule for CHLO ops (shardings stop there);
//! XLA's compiler never sees them. Costing a plan the way XLA partitions it
//! (`autoshard cost --legalize-chlo`, the XLA reality check) propagates after this.
//! Other CHLO ops are left as they are.

use crate::ir::Module;

/// Rewrites every `chlo.square` into `stablehlo.multiply` of its operand with itself;
/// returns how many ops changed.
pub fn legalize_chlo(m: &mut Module) -> usize {
    let mut n = 0;
    for op in m.walk() {
        let o = &mut m.ops[op];
        if o.name == "chlo.square" && o.operands.len() == 1 && o.regions.is_empty() {
            o.name = "stablehlo.multiply".to_string();
            let x = o.operands[0];
            o.operands.push(x);
            n += 1;
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_becomes_a_multiply() {
        let file = crate::diag::SourceFile::new(
            "t.mlir",
            "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = chlo.square %a : tensor<4xf32> -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
        );
        let (mut m, d) = crate::parse::parse_module(&file);
        assert!(!d.has_errors());
        assert_eq!(legalize_chlo(&mut m), 1);
        let out = crate::print::print_module(&m, Default::default());
        assert!(
            out.contains("%0 = stablehlo.multiply %a, %a : tensor<4xf32>"),
            "{out}"
        );
        assert!(crate::verify::verify(&m).0.is_empty());
    }
}
