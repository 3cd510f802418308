import Foundation
import SwiftData

@Model
final class Tunnel {
  var id: UUID = UUID()
  var createdAt: Date = Date()
  var name: String = ""
  var hops: [Hop]?

  init(name: String, hops: [Hop]) {
    self.id = UUID()
    self.createdAt = Date()
    self.name = name
    self.hops = hops
  }
}

@Model
final class Hop {
  var address: String = ""
  var position: Int = 0

  init(address: String, position: Int) {
    self.address = address
    self.position = position
  }
}
