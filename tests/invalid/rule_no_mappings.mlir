// OpShardingRuleAttr: a rule has at least one mapping (no rule on an op without operands and results).
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  stablehlo.custom_call @side_effect() {has_side_effect = true, sdy.sharding_rule = #sdy.op_sharding_rule<()->()>} : () -> ()
  return %arg0 : tensor<8x16xf32>
}
