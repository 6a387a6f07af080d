// fft, cholesky, triangular_solve: batch dims pass through, transformed dims need replication.
func.func @main(%c: tensor<4x8x16xcomplex<f32>>, %r: tensor<4x8x16xf32>, %a: tensor<4x8x8xf32>, %b: tensor<4x8x16xf32>, %b2: tensor<4x16x8xf32>) -> tensor<4x8x8xf32> {
  %0 = "stablehlo.fft"(%c) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 16>}> : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>>
  %1 = "stablehlo.fft"(%r) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8, 16>}> : (tensor<4x8x16xf32>) -> tensor<4x8x9xcomplex<f32>>
  %2 = "stablehlo.fft"(%c) <{fft_type = #stablehlo<fft_type IFFT>, fft_length = array<i64: 8, 16>}> : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>>
  %3 = "stablehlo.cholesky"(%a) <{lower = true}> : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %4 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %5 = "stablehlo.triangular_solve"(%a, %b2) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x8x8xf32>, tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %6 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %7 = "stablehlo.fft"(%c) <{fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 30>}> : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x30xf32>
  return %3 : tensor<4x8x8xf32>
}
