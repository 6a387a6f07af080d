// Ops with no sharding rule: constants, iota, control flow, tokens, host transfers, calls, terminators.
func.func @main(%a: tensor<8x16xf32>, %p: tensor<i1>, %n: tensor<i32>, %t: !stablehlo.token) -> tensor<8x16xf32> {
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<8x16xf32>}> : () -> tensor<8x16xf32>
  %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x16xi32>
  %2:2 = "stablehlo.optimization_barrier"(%a, %0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
  %3:2 = "stablehlo.while"(%n, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<8x16xf32>):
    %c = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<8x16xf32>):
    %y = "stablehlo.negate"(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "stablehlo.return"(%i, %y) : (tensor<i32>, tensor<8x16xf32>) -> ()
  }) : (tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>)
  %4 = "stablehlo.case"(%n) ({
    "stablehlo.return"(%a) : (tensor<8x16xf32>) -> ()
  }, {
    "stablehlo.return"(%0) : (tensor<8x16xf32>) -> ()
  }) : (tensor<i32>) -> tensor<8x16xf32>
  %5 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<8x16xf32>) -> ()
  }, {
    "stablehlo.return"(%0) : (tensor<8x16xf32>) -> ()
  }) : (tensor<i1>) -> tensor<8x16xf32>
  %6 = "stablehlo.after_all"(%t, %t) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  %7 = "stablehlo.create_token"() : () -> !stablehlo.token
  %8 = "stablehlo.partition_id"() : () -> tensor<ui32>
  %9 = "stablehlo.replica_id"() : () -> tensor<ui32>
  %10 = "stablehlo.send"(%a, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  %11:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %12:2 = "stablehlo.infeed"(%t) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<8x16xf32>, !stablehlo.token)
  %13 = "stablehlo.outfeed"(%a, %t) <{outfeed_config = ""}> : (tensor<8x16xf32>, !stablehlo.token) -> !stablehlo.token
  %14 = "stablehlo.tuple"(%a, %0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tuple<tensor<8x16xf32>, tensor<8x16xf32>>
  %15 = "stablehlo.get_tuple_element"(%14) <{index = 0 : i32}> : (tuple<tensor<8x16xf32>, tensor<8x16xf32>>) -> tensor<8x16xf32>
  %16 = func.call @helper(%a) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %17 = "stablehlo.composite"(%a) <{name = "my.op", decomposition = @helper}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %s0 = "stablehlo.constant"() <{value = dense<[8, 16]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %18 = "stablehlo.rng"(%z, %z, %s0) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<8x16xf32>
  %19 = "stablehlo.map"(%a, %a) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %f = "stablehlo.constant"() <{value = dense<1.0> : tensor<16xf32>}> : () -> tensor<16xf32>
  %20 = "stablehlo.batch_norm_inference"(%a, %f, %f, %f, %f) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %21 = "stablehlo.get_dimension_size"(%a) <{dimension = 0 : i64}> : (tensor<8x16xf32>) -> tensor<i32>
  return %a : tensor<8x16xf32>
}
func.func private @helper(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  return %a : tensor<8x16xf32>
}
