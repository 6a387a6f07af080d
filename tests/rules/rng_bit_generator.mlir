// rng_bit_generator: the state is replicated and blocked; the output has its own factors.
func.func @main(%s: tensor<2xui64>) -> tensor<8x16xui32> {
  %0:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
  return %0#1 : tensor<8x16xui32>
}
