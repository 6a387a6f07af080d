// sdy.func_data_flow_edge whose operand is neither a func argument nor a call result.
module {
  func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = sdy.func_data_flow_edge %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = func.call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = sdy.func_data_flow_edge %0 : tensor<8xf32>
    %2 = stablehlo.negate %1 : tensor<8xf32>
    %3 = sdy.func_data_flow_edge %2 : tensor<8xf32>
    return %3 : tensor<8xf32>
  }
}
