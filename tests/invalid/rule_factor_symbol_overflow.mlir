// OpShardingRuleAttr: a factor symbol z_N whose index overflows i64 (used to panic with 'capacity overflow').
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([z_9223372036854775808])->([z_9223372036854775808]) {z_9223372036854775808=8}>} : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
