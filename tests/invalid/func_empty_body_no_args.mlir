// func.func: a function without arguments has a non-empty body (or none: a declaration).
func.func private @f() -> tensor<8xf32> {
}
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
