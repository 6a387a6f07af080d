// custom_call targets Shardy knows.
func.func @main(%a: tensor<8x16xf32>, %m: tensor<4x8x6xf32>, %s: tensor<4x6x6xf32>, %t: tensor<4x6xf32>, %i: tensor<8x16xi32>, %z: tensor<f32>, %zi: tensor<i32>, %u: tensor<8x16xui32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.custom_call"(%a) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.custom_call"(%a) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %2 = "stablehlo.custom_call"(%1) <{call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{replicated}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
  %3 = "stablehlo.custom_call"(%a) <{call_target_name = "MoveToHost"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = "stablehlo.custom_call"(%3) <{call_target_name = "MoveToDevice"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %5:2 = "stablehlo.custom_call"(%a) <{call_target_name = "mhlo.topk"}> {mhlo.attributes = {k = 2 : i64, largest = true}} : (tensor<8x16xf32>) -> (tensor<8x2xf32>, tensor<8x2xi32>)
  %6:2 = "stablehlo.custom_call"(%m) <{call_target_name = "Qr"}> : (tensor<4x8x6xf32>) -> (tensor<4x8x6xf32>, tensor<4x6xf32>)
  %7:2 = "stablehlo.custom_call"(%s) <{call_target_name = "Eigh"}> : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xf32>)
  %8 = "stablehlo.custom_call"(%m, %t) <{call_target_name = "ProductOfElementaryHouseholderReflectors"}> : (tensor<4x8x6xf32>, tensor<4x6xf32>) -> tensor<4x8x6xf32>
  %9:2 = "stablehlo.custom_call"(%a, %i, %z, %zi) <{call_target_name = "ApproxTopK"}> : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x4xf32>, tensor<8x4xi32>)
  %10 = "stablehlo.custom_call"(%u, %u) <{call_target_name = "X64Combine"}> : (tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui64>
  %11 = "stablehlo.custom_call"(%a) <{call_target_name = "LayoutConstraint"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %12 = "stablehlo.custom_call"(%a) <{call_target_name = "annotate_device_placement"}> {mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %13 = "stablehlo.custom_call"(%a) <{call_target_name = "Cholesky"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %14 = "stablehlo.custom_call"(%a) <{call_target_name = "mhlo.erf"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %15 = "stablehlo.custom_call"(%a) <{call_target_name = "InspectSharding"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %16 = "stablehlo.custom_call"(%10) <{call_target_name = "X64SplitLow"}> : (tensor<8x16xui64>) -> tensor<8x16xui32>
  %17 = "stablehlo.custom_call"(%10) <{call_target_name = "X64SplitHigh"}> : (tensor<8x16xui64>) -> tensor<8x16xui32>
  %18:2 = "stablehlo.custom_call"(%a, %i, %z, %zi) <{call_target_name = "PartialReduce"}> : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x4xf32>, tensor<8x4xi32>)
  %19:2 = "stablehlo.custom_call"(%m) <{call_target_name = "QrDecompositionBlock"}> : (tensor<4x8x6xf32>) -> (tensor<4x8x6xf32>, tensor<4x6xf32>)
  %20 = "stablehlo.custom_call"(%a) <{call_target_name = "CompactWyHelper"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %21 = "stablehlo.custom_call"(%a) <{call_target_name = "InvertDiagBlocksLowerTriangular"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %22 = "stablehlo.custom_call"(%a) <{call_target_name = "InvertDiagBlocksUpperTriangular"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %23 = "stablehlo.custom_call"(%a) <{call_target_name = "xla.megascale.provide_metadata"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %24 = "stablehlo.custom_call"(%a) <{call_target_name = "tpu_custom_call"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %25 = "stablehlo.custom_call"(%a) <{call_target_name = "xla_python_cpu_callback"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %26 = "stablehlo.custom_call"(%a) <{call_target_name = "xla_ffi_python_gpu_callback"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %27 = "stablehlo.custom_call"(%a) <{call_target_name = "sdy_testonly"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %28 = "stablehlo.custom_call"(%a) <{call_target_name = "my_unknown_kernel"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %29 = "stablehlo.custom_call"(%a) <{call_target_name = "xla.sdy.GlobalToLocalShape"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %30 = "stablehlo.custom_call"(%a) <{call_target_name = "xla.sdy.FuncResultSharding"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %31 = "stablehlo.custom_call"(%a) <{call_target_name = "local_xla.sdy.ShardingGroup"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %32 = "stablehlo.custom_call"(%a) <{call_target_name = "xla_ffi_python_cpu_callback"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %33 = "stablehlo.custom_call"(%a) <{call_target_name = "xla_python_gpu_callback"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
