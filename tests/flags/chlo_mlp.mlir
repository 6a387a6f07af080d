sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<128x64xf32>) -> (tensor<16x64xf32>, tensor<16x4xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x128xf32>) -> tensor<16x128xf32>
  %1 = chlo.square %0 : tensor<16x128xf32> -> tensor<16x128xf32>
  %2 = chlo.erf %1 : tensor<16x128xf32> -> tensor<16x128xf32>
  %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0] : (tensor<16x128xf32>, tensor<128x64xf32>) -> tensor<16x64xf32>
  %values, %indices = chlo.top_k(%3, k = 4) : tensor<16x64xf32> -> (tensor<16x4xf32>, tensor<16x4xi32>)
  return %3, %values : tensor<16x64xf32>, tensor<16x4xf32>
}
