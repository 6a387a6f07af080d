// OpShardingRuleAttr: a negative factor size is not rejected by Shardy.
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=-8, j=4}>} : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
