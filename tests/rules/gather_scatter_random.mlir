// Random gather and scatter ops (offset, collapsed, batching and index-vector dims; add and overwrite updates).
func.func @main(%g0: tensor<3x8x1xf32>, %gi0: tensor<2x1xi32>, %g1: tensor<2x1x2x8xf32>, %gi1: tensor<2xi32>, %g2: tensor<4x2x2xf32>, %gi2: tensor<1x2x3xi32>, %g3: tensor<1x3xf32>, %gi3: tensor<3x1xi32>, %g4: tensor<8x2xf32>, %gi4: tensor<2xi32>, %g5: tensor<4xf32>, %gi5: tensor<2xi32>, %g6: tensor<3x3x2xf32>, %gi6: tensor<3x1x1x2xi32>, %g7: tensor<2x1x1x4xf32>, %gi7: tensor<i32>, %g8: tensor<8x4xf32>, %gi8: tensor<1x8x2xi32>, %g9: tensor<4x3xf32>, %gi9: tensor<1x2xi32>, %g10: tensor<4x3x3xf32>, %gi10: tensor<3x3xi32>, %g11: tensor<3x3x4xf32>, %gi11: tensor<4x1x2xi32>, %g12: tensor<2x8x8x8xf32>, %gi12: tensor<2xi32>, %g13: tensor<1x3xf32>, %gi13: tensor<3x2x2xi32>, %g14: tensor<4x1x8xf32>, %gi14: tensor<8x2x3xi32>, %g15: tensor<8x4x2x2xf32>, %gi15: tensor<2x4x2x2xi32>, %g16: tensor<4x1x3xf32>, %gi16: tensor<2x4xi32>, %g17: tensor<4xf32>, %gi17: tensor<1xi32>, %g18: tensor<3x3xf32>, %gi18: tensor<3x3x1x1xi32>, %g19: tensor<1xf32>, %gi19: tensor<2x1x1xi32>, %g20: tensor<8x8x4x4xf32>, %gi20: tensor<4x1xi32>, %g21: tensor<3x2x2x4xf32>, %gi21: tensor<2x1xi32>, %g22: tensor<1xf32>, %gi22: tensor<1xi32>, %g23: tensor<2x8xf32>, %gi23: tensor<1x8x1x3xi32>, %g24: tensor<8x2x1x4xf32>, %gi24: tensor<3x4xi32>, %g25: tensor<8xf32>, %gi25: tensor<1xi32>, %g26: tensor<2x2x1x3xf32>, %gi26: tensor<4x2xi32>, %g27: tensor<3x2x3x3xf32>, %gi27: tensor<3x2x4xi32>, %g28: tensor<2xf32>, %gi28: tensor<3x1x1xi32>, %g29: tensor<3x4x4x1xf32>, %gi29: tensor<2x4x1xi32>, %g30: tensor<3x1x1xf32>, %gi30: tensor<1x3xi32>, %g31: tensor<8xf32>, %gi31: tensor<1xi32>, %g32: tensor<4xf32>, %gi32: tensor<1xi32>, %g33: tensor<4xf32>, %gi33: tensor<3x1xi32>, %g34: tensor<4xf32>, %gi34: tensor<1xi32>, %g35: tensor<1x1x2xf32>, %gi35: tensor<1x2xi32>, %g36: tensor<8x4x8x2xf32>, %gi36: tensor<1x4xi32>, %g37: tensor<4x3x2xf32>, %gi37: tensor<3x4xi32>, %g38: tensor<1x1x4xf32>, %gi38: tensor<1x3x4xi32>, %g39: tensor<8x2x3x1xf32>, %gi39: tensor<3x2xi32>, %g40: tensor<1xf32>, %gi40: tensor<1x2x1xi32>, %g41: tensor<3x3xf32>, %gi41: tensor<1x2xi32>, %g42: tensor<4x1x3x3xf32>, %gi42: tensor<3x1x2x2xi32>, %g43: tensor<1xf32>, %gi43: tensor<1xi32>, %g44: tensor<2x3x3xf32>, %gi44: tensor<2x3x1xi32>, %g45: tensor<1x3x2x3xf32>, %gi45: tensor<4x4x4xi32>, %g46: tensor<4x3xf32>, %gi46: tensor<2x4x3xi32>, %g47: tensor<1x1xf32>, %gi47: tensor<1x1x1x2xi32>, %g48: tensor<4x1x4x4xf32>, %gi48: tensor<2x4xi32>, %g49: tensor<3x3x8xf32>, %gi49: tensor<1x4xi32>, %s0: tensor<8x8x2x3xf32>, %si0: tensor<2x2x3x1xi32>, %su0: tensor<2x3x3x2x1xf32>, %s1: tensor<3xf32>, %si1: tensor<1xi32>, %su1: tensor<3xf32>, %s2: tensor<1x1xf32>, %si2: tensor<1xi32>, %su2: tensor<1xf32>, %s3: tensor<3x2x4xf32>, %si3: tensor<3xi32>, %su3: tensor<f32>, %s4: tensor<4xf32>, %si4: tensor<3xi32>, %su4: tensor<3xf32>, %s5: tensor<2x3x4xf32>, %si5: tensor<1x4x3xi32>, %su5: tensor<4x3xf32>, %s6: tensor<2x3x1x2xf32>, %si6: tensor<2x3xi32>, %su6: tensor<1x2x1xf32>, %s7: tensor<4x8x1x1xf32>, %si7: tensor<4x1xi32>, %su7: tensor<4x1x8xf32>, %s8: tensor<2xf32>, %si8: tensor<1x4xi32>, %su8: tensor<2x4xf32>, %s9: tensor<3x2xf32>, %si9: tensor<1xi32>, %su9: tensor<2xf32>, %s10: tensor<2xf32>, %si10: tensor<4x1x1xi32>, %su10: tensor<4x1xf32>, %s11: tensor<4xf32>, %si11: tensor<1x2xi32>, %su11: tensor<2xf32>, %s12: tensor<1xf32>, %si12: tensor<2xi32>, %su12: tensor<1x2xf32>, %s13: tensor<4xf32>, %si13: tensor<1x4xi32>, %su13: tensor<4xf32>, %s14: tensor<8xf32>, %si14: tensor<1xi32>, %su14: tensor<1xf32>, %s15: tensor<3x1xf32>, %si15: tensor<3x2x4xi32>, %su15: tensor<3x4xf32>, %s16: tensor<3xf32>, %si16: tensor<1x2xi32>, %su16: tensor<2xf32>, %s17: tensor<8x8xf32>, %si17: tensor<2xi32>, %su17: tensor<f32>, %s18: tensor<1x8x8x2xf32>, %si18: tensor<3x3x4xi32>, %su18: tensor<3x1x3x8x4x1xf32>, %s19: tensor<2x8x2x8xf32>, %si19: tensor<4x1x1xi32>, %su19: tensor<2x1x8x2x2x1xf32>, %s20: tensor<3xf32>, %si20: tensor<1x1xi32>, %su20: tensor<1x2xf32>, %s21: tensor<2x3xf32>, %si21: tensor<4x4x1xi32>, %su21: tensor<4x1x4xf32>, %s22: tensor<4x2xf32>, %si22: tensor<4x2x2x1xi32>, %su22: tensor<4x2x2x2xf32>, %s23: tensor<8x1x2xf32>, %si23: tensor<8x2xi32>, %su23: tensor<8xf32>, %s24: tensor<8x2x1xf32>, %si24: tensor<3xi32>, %su24: tensor<1xf32>, %s25: tensor<4x4x1xf32>, %si25: tensor<4x1x1xi32>, %su25: tensor<4x4x1x4xf32>, %s26: tensor<1x8x3xf32>, %si26: tensor<1x3xi32>, %su26: tensor<3x8xf32>, %s27: tensor<3x8x4xf32>, %si27: tensor<2xi32>, %su27: tensor<3x2xf32>, %s28: tensor<3x2x3xf32>, %si28: tensor<3x4x1x1xi32>, %su28: tensor<3x4x1xf32>, %s29: tensor<1x4xf32>, %si29: tensor<1x1x1x1xi32>, %su29: tensor<1x1x3x1xf32>, %s30: tensor<4x8x8x3xf32>, %si30: tensor<4x2xi32>, %su30: tensor<2xf32>, %s31: tensor<3x4xf32>, %si31: tensor<1x3x2x4xi32>, %su31: tensor<3x2x4xf32>, %s32: tensor<3x1x2x8xf32>, %si32: tensor<2x3x1xi32>, %su32: tensor<3x1x4x3x1xf32>, %s33: tensor<4x8x3xf32>, %si33: tensor<2x8x2x4xi32>, %su33: tensor<8x2x4xf32>, %s34: tensor<2x1xf32>, %si34: tensor<1x1x1xi32>, %su34: tensor<1x1xf32>, %s35: tensor<1x4xf32>, %si35: tensor<2x3x1xi32>, %su35: tensor<3x1xf32>, %s36: tensor<1xf32>, %si36: tensor<1xi32>, %su36: tensor<f32>, %s37: tensor<4xf32>, %si37: tensor<1xi32>, %su37: tensor<4xf32>, %s38: tensor<3x1xf32>, %si38: tensor<1x1xi32>, %su38: tensor<1xf32>, %s39: tensor<2xf32>, %si39: tensor<1x3xi32>, %su39: tensor<2x3xf32>, %s40: tensor<4x1xf32>, %si40: tensor<1x1xi32>, %su40: tensor<1xf32>, %s41: tensor<4x3x8xf32>, %si41: tensor<4x1x2xi32>, %su41: tensor<3x4x1x8xf32>, %s42: tensor<1x1x3xf32>, %si42: tensor<3xi32>, %su42: tensor<3x1xf32>, %s43: tensor<2x4x3xf32>, %si43: tensor<2xi32>, %su43: tensor<4x1xf32>, %s44: tensor<3x1xf32>, %si44: tensor<3x2x3xi32>, %su44: tensor<3x2x1x3xf32>, %s45: tensor<8xf32>, %si45: tensor<4x4xi32>, %su45: tensor<4x4xf32>, %s46: tensor<3xf32>, %si46: tensor<1xi32>, %su46: tensor<f32>, %s47: tensor<8xf32>, %si47: tensor<3x1xi32>, %su47: tensor<8x3xf32>, %s48: tensor<3x2x3x8xf32>, %si48: tensor<3xi32>, %su48: tensor<2x2x8xf32>, %s49: tensor<3x3x2x2xf32>, %si49: tensor<2xi32>, %su49: tensor<2x2xf32>) {
  %gr0 = "stablehlo.gather"(%g0, %gi0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [2], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1>}> : (tensor<3x8x1xf32>, tensor<2x1xi32>) -> tensor<1x2x2x1xf32>
  %gr1 = "stablehlo.gather"(%g1, %gi1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 0], index_vector_dim = 0>, slice_sizes = array<i64: 2, 1, 2, 8>}> : (tensor<2x1x2x8xf32>, tensor<2xi32>) -> tensor<2x1x2x8xf32>
  %gr2 = "stablehlo.gather"(%g2, %gi2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 2, 1>}> : (tensor<4x2x2xf32>, tensor<1x2x3xi32>) -> tensor<2x3x2xf32>
  %gr3 = "stablehlo.gather"(%g3, %gi3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x3xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
  %gr4 = "stablehlo.gather"(%g4, %gi4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 0>, slice_sizes = array<i64: 8, 1>}> : (tensor<8x2xf32>, tensor<2xi32>) -> tensor<8xf32>
  %gr5 = "stablehlo.gather"(%g5, %gi5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 4>}> : (tensor<4xf32>, tensor<2xi32>) -> tensor<4x2xf32>
  %gr6 = "stablehlo.gather"(%g6, %gi6) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x3x2xf32>, tensor<3x1x1x2xi32>) -> tensor<3x1x2x3xf32>
  %gr7 = "stablehlo.gather"(%g7, %gi7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0, 1, 3], start_index_map = [1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x1x4xf32>, tensor<i32>) -> tensor<1xf32>
  %gr8 = "stablehlo.gather"(%g8, %gi8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x4xf32>, tensor<1x8x2xi32>) -> tensor<8x2xf32>
  %gr9 = "stablehlo.gather"(%g9, %gi9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1>}> : (tensor<4x3xf32>, tensor<1x2xi32>) -> tensor<1x4xf32>
  %gr10 = "stablehlo.gather"(%g10, %gi10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [1, 2, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x3x3xf32>, tensor<3x3xi32>) -> tensor<3xf32>
  %gr11 = "stablehlo.gather"(%g11, %gi11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1>}> : (tensor<3x3x4xf32>, tensor<4x1x2xi32>) -> tensor<4x1x2xf32>
  %gr12 = "stablehlo.gather"(%g12, %gi12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [0], start_index_map = [3, 2], index_vector_dim = 0>, slice_sizes = array<i64: 1, 8, 3, 8>}> : (tensor<2x8x8x8xf32>, tensor<2xi32>) -> tensor<8x3x8xf32>
  %gr13 = "stablehlo.gather"(%g13, %gi13) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x3xf32>, tensor<3x2x2xi32>) -> tensor<3x2x2x1xf32>
  %gr14 = "stablehlo.gather"(%g14, %gi14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x1x8xf32>, tensor<8x2x3xi32>) -> tensor<4x1x8x3xf32>
  %gr15 = "stablehlo.gather"(%g15, %gi15) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 5], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [3, 0], index_vector_dim = 2>, slice_sizes = array<i64: 7, 2, 1, 2>}> : (tensor<8x4x2x2xf32>, tensor<2x4x2x2xi32>) -> tensor<2x4x7x2x2x2xf32>
  %gr16 = "stablehlo.gather"(%g16, %gi16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<4x1x3xf32>, tensor<2x4xi32>) -> tensor<1x3x4xf32>
  %gr17 = "stablehlo.gather"(%g17, %gi17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
  %gr18 = "stablehlo.gather"(%g18, %gi18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 3>}> : (tensor<3x3xf32>, tensor<3x3x1x1xi32>) -> tensor<3x3x3x1xf32>
  %gr19 = "stablehlo.gather"(%g19, %gi19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
  %gr20 = "stablehlo.gather"(%g20, %gi20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 3], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x8x4x4xf32>, tensor<4x1xi32>) -> tensor<4xf32>
  %gr21 = "stablehlo.gather"(%g21, %gi21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2, 1, 4>}> : (tensor<3x2x2x4xf32>, tensor<2x1xi32>) -> tensor<2x1x2x4xf32>
  %gr22 = "stablehlo.gather"(%g22, %gi22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
  %gr23 = "stablehlo.gather"(%g23, %gi23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xf32>, tensor<1x8x1x3xi32>) -> tensor<1x8x1x3xf32>
  %gr24 = "stablehlo.gather"(%g24, %gi24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 2], operand_batching_dims = [3], start_indices_batching_dims = [1], start_index_map = [1, 0, 2], index_vector_dim = 0>, slice_sizes = array<i64: 8, 1, 1, 1>}> : (tensor<8x2x1x4xf32>, tensor<3x4xi32>) -> tensor<4x8xf32>
  %gr25 = "stablehlo.gather"(%g25, %gi25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 8>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<8xf32>
  %gr26 = "stablehlo.gather"(%g26, %gi26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3, 4], start_index_map = [1, 3, 2, 0], index_vector_dim = 0>, slice_sizes = array<i64: 2, 1, 1, 1>}> : (tensor<2x2x1x3xf32>, tensor<4x2xi32>) -> tensor<2x2x1x1x1xf32>
  %gr27 = "stablehlo.gather"(%g27, %gi27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], collapsed_slice_dims = [0, 3], start_index_map = [3, 1, 0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 2, 3, 1>}> : (tensor<3x2x3x3xf32>, tensor<3x2x4xi32>) -> tensor<2x2x4x3xf32>
  %gr28 = "stablehlo.gather"(%g28, %gi28) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>}> : (tensor<2xf32>, tensor<3x1x1xi32>) -> tensor<3x1x2xf32>
  %gr29 = "stablehlo.gather"(%g29, %gi29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [3, 0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 1, 1>}> : (tensor<3x4x4x1xf32>, tensor<2x4x1xi32>) -> tensor<1x4x2x1xf32>
  %gr30 = "stablehlo.gather"(%g30, %gi30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x1x1xf32>, tensor<1x3xi32>) -> tensor<1x3x1xf32>
  %gr31 = "stablehlo.gather"(%g31, %gi31) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<f32>
  %gr32 = "stablehlo.gather"(%g32, %gi32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 4>}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  %gr33 = "stablehlo.gather"(%g33, %gi33) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
  %gr34 = "stablehlo.gather"(%g34, %gi34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<1xf32>
  %gr35 = "stablehlo.gather"(%g35, %gi35) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [2], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x2xf32>, tensor<1x2xi32>) -> tensor<1x1x1x2xf32>
  %gr36 = "stablehlo.gather"(%g36, %gi36) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x4x8x2xf32>, tensor<1x4xi32>) -> tensor<4xf32>
  %gr37 = "stablehlo.gather"(%g37, %gi37) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 4, 1, 2>}> : (tensor<4x3x2xf32>, tensor<3x4xi32>) -> tensor<3x4x4x2xf32>
  %gr38 = "stablehlo.gather"(%g38, %gi38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0, 2], start_index_map = [0, 2, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x4xf32>, tensor<1x3x4xi32>) -> tensor<1x1x4xf32>
  %gr39 = "stablehlo.gather"(%g39, %gi39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 2, 3], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [2, 3, 0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x2x3x1xf32>, tensor<3x2xi32>) -> tensor<2xf32>
  %gr40 = "stablehlo.gather"(%g40, %gi40) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1>}> : (tensor<1xf32>, tensor<1x2x1xi32>) -> tensor<1x1x2xf32>
  %gr41 = "stablehlo.gather"(%g41, %gi41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<1x2xi32>) -> tensor<2xf32>
  %gr42 = "stablehlo.gather"(%g42, %gi42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [1], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [0, 3], index_vector_dim = 3>, slice_sizes = array<i64: 4, 1, 1, 3>}> : (tensor<4x1x3x3xf32>, tensor<3x1x2x2xi32>) -> tensor<4x3x3x1x2xf32>
  %gr43 = "stablehlo.gather"(%g43, %gi43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1>}> : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
  %gr44 = "stablehlo.gather"(%g44, %gi44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0, 2], index_vector_dim = 0>, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x3x3xf32>, tensor<2x3x1xi32>) -> tensor<2x3x1xf32>
  %gr45 = "stablehlo.gather"(%g45, %gi45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 4], collapsed_slice_dims = [0], start_index_map = [0, 3, 2, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 2, 3>}> : (tensor<1x3x2x3xf32>, tensor<4x4x4xi32>) -> tensor<3x4x2x4x3xf32>
  %gr46 = "stablehlo.gather"(%g46, %gi46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 3, 1>}> : (tensor<4x3xf32>, tensor<2x4x3xi32>) -> tensor<4x3x3xf32>
  %gr47 = "stablehlo.gather"(%g47, %gi47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<1x1x1x2xi32>) -> tensor<1x1x2xf32>
  %gr48 = "stablehlo.gather"(%g48, %gi48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], operand_batching_dims = [3], start_indices_batching_dims = [1], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x4xf32>, tensor<2x4xi32>) -> tensor<4xf32>
  %gr49 = "stablehlo.gather"(%g49, %gi49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x3x8xf32>, tensor<1x4xi32>) -> tensor<1x4xf32>
  %sr0 = "stablehlo.scatter"(%s0, %si0, %su0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 3], inserted_window_dims = [0], input_batching_dims = [2], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 3], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<8x8x2x3xf32>, tensor<2x2x3x1xi32>, tensor<2x3x3x2x1xf32>) -> tensor<8x8x2x3xf32>
  %sr1 = "stablehlo.scatter"(%s1, %si1, %su1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<3xf32>
  %sr2 = "stablehlo.scatter"(%s2, %si2, %su2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x1xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1xf32>
  %sr3 = "stablehlo.scatter"(%s3, %si3, %su3) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2, 0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x2x4xf32>, tensor<3xi32>, tensor<f32>) -> tensor<3x2x4xf32>
  %sr4 = "stablehlo.scatter"(%s4, %si4, %su4) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<3xi32>, tensor<3xf32>) -> tensor<4xf32>
  %sr5 = "stablehlo.scatter"(%s5, %si5, %su5) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], input_batching_dims = [2], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3x4xf32>, tensor<1x4x3xi32>, tensor<4x3xf32>) -> tensor<2x3x4xf32>
  %sr6 = "stablehlo.scatter"(%s6, %si6, %su6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], input_batching_dims = [3], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 0, 2], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3x1x2xf32>, tensor<2x3xi32>, tensor<1x2x1xf32>) -> tensor<2x3x1x2xf32>
  %sr7 = "stablehlo.scatter"(%s7, %si7, %su7) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 2, 3], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8x1x1xf32>, tensor<4x1xi32>, tensor<4x1x8xf32>) -> tensor<4x8x1x1xf32>
  %sr8 = "stablehlo.scatter"(%s8, %si8, %su8) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<2xf32>, tensor<1x4xi32>, tensor<2x4xf32>) -> tensor<2xf32>
  %sr9 = "stablehlo.scatter"(%s9, %si9, %su9) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3x2xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<3x2xf32>
  %sr10 = "stablehlo.scatter"(%s10, %si10, %su10) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<2xf32>
  %sr11 = "stablehlo.scatter"(%s11, %si11, %su11) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<1x2xi32>, tensor<2xf32>) -> tensor<4xf32>
  %sr12 = "stablehlo.scatter"(%s12, %si12, %su12) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1xf32>, tensor<2xi32>, tensor<1x2xf32>) -> tensor<1xf32>
  %sr13 = "stablehlo.scatter"(%s13, %si13, %su13) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<1x4xi32>, tensor<4xf32>) -> tensor<4xf32>
  %sr14 = "stablehlo.scatter"(%s14, %si14, %su14) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<8xf32>
  %sr15 = "stablehlo.scatter"(%s15, %si15, %su15) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x1xf32>, tensor<3x2x4xi32>, tensor<3x4xf32>) -> tensor<3x1xf32>
  %sr16 = "stablehlo.scatter"(%s16, %si16, %su16) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>, tensor<1x2xi32>, tensor<2xf32>) -> tensor<3xf32>
  %sr17 = "stablehlo.scatter"(%s17, %si17, %su17) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x8xf32>, tensor<2xi32>, tensor<f32>) -> tensor<8x8xf32>
  %sr18 = "stablehlo.scatter"(%s18, %si18, %su18) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3, 5], scatter_dims_to_operand_dims = [1, 3, 2], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<1x8x8x2xf32>, tensor<3x3x4xi32>, tensor<3x1x3x8x4x1xf32>) -> tensor<1x8x8x2xf32>
  %sr19 = "stablehlo.scatter"(%s19, %si19, %su19) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2, 3, 4], scatter_dims_to_operand_dims = [0, 2, 1, 3], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<2x8x2x8xf32>, tensor<4x1x1xi32>, tensor<2x1x8x2x2x1xf32>) -> tensor<2x8x2x8xf32>
  %sr20 = "stablehlo.scatter"(%s20, %si20, %su20) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>, tensor<1x1xi32>, tensor<1x2xf32>) -> tensor<3xf32>
  %sr21 = "stablehlo.scatter"(%s21, %si21, %su21) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<4x4x1xi32>, tensor<4x1x4xf32>) -> tensor<2x3xf32>
  %sr22 = "stablehlo.scatter"(%s22, %si22, %su22) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<4x2xf32>, tensor<4x2x2x1xi32>, tensor<4x2x2x2xf32>) -> tensor<4x2xf32>
  %sr23 = "stablehlo.scatter"(%s23, %si23, %su23) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x1x2xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<8x1x2xf32>
  %sr24 = "stablehlo.scatter"(%s24, %si24, %su24) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0, 2], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8x2x1xf32>, tensor<3xi32>, tensor<1xf32>) -> tensor<8x2x1xf32>
  %sr25 = "stablehlo.scatter"(%s25, %si25, %su25) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4x1xf32>, tensor<4x1x1xi32>, tensor<4x4x1x4xf32>) -> tensor<4x4x1xf32>
  %sr26 = "stablehlo.scatter"(%s26, %si26, %su26) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [2], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x8x3xf32>, tensor<1x3xi32>, tensor<3x8xf32>) -> tensor<1x8x3xf32>
  %sr27 = "stablehlo.scatter"(%s27, %si27, %su27) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2, 0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x8x4xf32>, tensor<2xi32>, tensor<3x2xf32>) -> tensor<3x8x4xf32>
  %sr28 = "stablehlo.scatter"(%s28, %si28, %su28) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x2x3xf32>, tensor<3x4x1x1xi32>, tensor<3x4x1xf32>) -> tensor<3x2x3xf32>
  %sr29 = "stablehlo.scatter"(%s29, %si29, %su29) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<1x4xf32>, tensor<1x1x1x1xi32>, tensor<1x1x3x1xf32>) -> tensor<1x4xf32>
  %sr30 = "stablehlo.scatter"(%s30, %si30, %su30) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 1, 3, 0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8x8x3xf32>, tensor<4x2xi32>, tensor<2xf32>) -> tensor<4x8x8x3xf32>
  %sr31 = "stablehlo.scatter"(%s31, %si31, %su31) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x4xf32>, tensor<1x3x2x4xi32>, tensor<3x2x4xf32>) -> tensor<3x4xf32>
  %sr32 = "stablehlo.scatter"(%s32, %si32, %su32) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3x1x2x8xf32>, tensor<2x3x1xi32>, tensor<3x1x4x3x1xf32>) -> tensor<3x1x2x8xf32>
  %sr33 = "stablehlo.scatter"(%s33, %si33, %su33) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8x3xf32>, tensor<2x8x2x4xi32>, tensor<8x2x4xf32>) -> tensor<4x8x3xf32>
  %sr34 = "stablehlo.scatter"(%s34, %si34, %su34) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<2x1xf32>, tensor<1x1x1xi32>, tensor<1x1xf32>) -> tensor<2x1xf32>
  %sr35 = "stablehlo.scatter"(%s35, %si35, %su35) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x4xf32>, tensor<2x3x1xi32>, tensor<3x1xf32>) -> tensor<1x4xf32>
  %sr36 = "stablehlo.scatter"(%s36, %si36, %su36) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<1xf32>, tensor<1xi32>, tensor<f32>) -> tensor<1xf32>
  %sr37 = "stablehlo.scatter"(%s37, %si37, %su37) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4xf32>
  %sr38 = "stablehlo.scatter"(%s38, %si38, %su38) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3x1xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<3x1xf32>
  %sr39 = "stablehlo.scatter"(%s39, %si39, %su39) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2xf32>, tensor<1x3xi32>, tensor<2x3xf32>) -> tensor<2xf32>
  %sr40 = "stablehlo.scatter"(%s40, %si40, %su40) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<4x1xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<4x1xf32>
  %sr41 = "stablehlo.scatter"(%s41, %si41, %su41) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x3x8xf32>, tensor<4x1x2xi32>, tensor<3x4x1x8xf32>) -> tensor<4x3x8xf32>
  %sr42 = "stablehlo.scatter"(%s42, %si42, %su42) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x1x3xf32>, tensor<3xi32>, tensor<3x1xf32>) -> tensor<1x1x3xf32>
  %sr43 = "stablehlo.scatter"(%s43, %si43, %su43) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<2x4x3xf32>, tensor<2xi32>, tensor<4x1xf32>) -> tensor<2x4x3xf32>
  %sr44 = "stablehlo.scatter"(%s44, %si44, %su44) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3x1xf32>, tensor<3x2x3xi32>, tensor<3x2x1x3xf32>) -> tensor<3x1xf32>
  %sr45 = "stablehlo.scatter"(%s45, %si45, %su45) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<4x4xi32>, tensor<4x4xf32>) -> tensor<8xf32>
  %sr46 = "stablehlo.scatter"(%s46, %si46, %su46) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>, tensor<1xi32>, tensor<f32>) -> tensor<3xf32>
  %sr47 = "stablehlo.scatter"(%s47, %si47, %su47) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<3x1xi32>, tensor<8x3xf32>) -> tensor<8xf32>
  %sr48 = "stablehlo.scatter"(%s48, %si48, %su48) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [3, 1, 0], index_vector_dim = 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x2x3x8xf32>, tensor<3xi32>, tensor<2x2x8xf32>) -> tensor<3x2x3x8xf32>
  %sr49 = "stablehlo.scatter"(%s49, %si49, %su49) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0, 1], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"(%q) : (tensor<f32>) -> ()
  }) : (tensor<3x3x2x2xf32>, tensor<2xi32>, tensor<2x2xf32>) -> tensor<3x3x2x2xf32>
  return
}
