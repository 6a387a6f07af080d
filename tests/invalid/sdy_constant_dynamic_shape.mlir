// sdy.constant: an elements literal of a dynamic shape.
module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  func.func public @main() -> tensor<?xf32> {
    %0 = sdy.constant dense<1.0> : tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}
