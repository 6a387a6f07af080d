// MeshAttr: an empty mesh (no axes, no device ids) and a maximal mesh (one device id).
sdy.mesh @empty = <[]>
sdy.mesh @maximal = <[], device_ids=[3]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, []>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
