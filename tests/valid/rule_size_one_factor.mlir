// OpShardingRuleAttr: factors of size 1 are allowed (alone on a dim).
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xf32>) -> tensor<1x16xf32>
  return %0 : tensor<1x16xf32>
}
