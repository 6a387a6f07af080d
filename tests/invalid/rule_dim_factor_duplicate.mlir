// DimMappingAttr: no duplicate factor index within one dim.
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([ii])->([ii]) {i=4}>} : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
