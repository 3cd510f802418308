import SwiftUI

final class Stage_Counter: ObservableObject {
  @Published var renders = 0
  func bump() { renders += 1 }
}

struct Stage_View: View {
  @StateObject private var counter = Stage_Counter()

  var body: some View { Text("\(counter.renders)") }

  @ViewBuilder private func old_header() -> some View {
    let _ = counter.bump()
    Text("Header")
  }
}
