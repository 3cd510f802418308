import Foundation
import SwiftUI

final class DetectionAPI {
  static let shared = DetectionAPI()
  func confirm(_ label: String) async throws -> Bool {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/\(label)")!)
    return true
  }
}

// The old flow is kept inside `#if false`: never compiled, never reported. The live branch is.
struct DetectionConfirmView: View {
  @State private var confirmed = false

  var body: some View {
    Button("Confirm") {
      Task {
        #if false
          confirmed = (try? await DetectionAPI.shared.confirm("legacy")) ?? false
        #else
          let done = try? await DetectionAPI.shared.confirm("item")  // expect: view-calls-service
          confirmed = done ?? false
        #endif
      }
    }
  }
}
