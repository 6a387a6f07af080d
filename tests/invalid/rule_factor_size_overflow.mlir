// OpShardingRuleAttr: a factor size that does not fit a 32-bit int (Shardy parses sizes as int).
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=9223372036854775808}>} : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
