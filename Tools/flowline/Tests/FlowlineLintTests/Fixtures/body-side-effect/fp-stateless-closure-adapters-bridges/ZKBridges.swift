import SwiftUI

/// Reads and writes a flag kept elsewhere; announces each write.
class ZKFlagBridge: ObservableObject {
  let title: String
  let read: () -> Bool
  let write: (Bool) -> Void
  let limit = 3

  init(title: String, read: @escaping () -> Bool, write: @escaping (Bool) -> Void) {
    self.title = title
    self.read = read
    self.write = write
  }

  convenience init(constant: Bool) {
    self.init(title: "", read: { constant }, write: { _ in })
  }

  var isOn: Bool { read() }

  func flip() {
    self.objectWillChange.send()
    write(!read())
  }
}

final class ZKCounterBridge: ZKFlagBridge {
  let step: Int

  init(step: Int, read: @escaping () -> Bool, write: @escaping (Bool) -> Void) {
    self.step = step
    super.init(title: "count", read: read, write: write)
  }
}
