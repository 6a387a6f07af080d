// func.func: a body with entry arguments holds at least a terminator (found by the fuzzer).
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
}
