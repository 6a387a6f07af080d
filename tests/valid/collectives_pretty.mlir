// The sdy collectives in their pretty form (all_to_all, all_gather, reduce_scatter), as Shardy prints them.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32> {
  %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}, {"c"}, {}, {}]>]>} : tensor<8x8x4x4xf32>
  %1 = sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %0 out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  %2 = sdy.all_gather [{"a"}, {}, {}, {}] %1 out_sharding=<@mesh, [{}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  %3 = sdy.reduce_scatter [{"a"}, {}, {}, {}] %2 out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  return %3 : tensor<8x8x4x4xf32>
}
