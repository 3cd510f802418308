import Foundation
import SwiftUI

// A helper that waits ten milliseconds off the main thread and then runs the caller's setter
// on the main queue: a UI delay, not a service.
class ViewSelection {
  class func update(newValue: String?, setter: @escaping (String?) -> Void) {
    DispatchQueue.global(qos: .userInitiated).async {
      usleep(10_000)
      DispatchQueue.main.async {
        setter(newValue)
      }
    }
  }
}

struct TopicsFormView: View {
  @State private var isNavigating = false

  var body: some View {
    Button("Add") {
      ViewSelection.update(newValue: "topic") { _ in isNavigating = true }
    }
  }
}
