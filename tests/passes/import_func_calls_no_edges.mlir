// PASSES: sdy-import-func-calls{add-data-flow-edges-on-named-computations=false}
// Without data-flow edges.
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = call @g(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
