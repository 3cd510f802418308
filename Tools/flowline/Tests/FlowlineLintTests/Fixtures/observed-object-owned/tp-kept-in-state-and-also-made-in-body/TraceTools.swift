import Combine
import SwiftUI

final class TraceModel: ObservableObject {
  @Published var hops: [String] = []
  func trace() { hops.append("hop") }
}

struct TraceTool: View {
  @ObservedObject var model = TraceModel()  // expect: observed-object-owned

  var body: some View {
    Button("Trace (\(model.hops.count))") { model.trace() }
  }
}

// One copy is kept in @State, but another is made in body on every render.
struct TraceTools: View {
  @State private var saved = [AnyView(TraceTool())]
  @State private var showLive = false

  var body: some View {
    VStack {
      saved[0]
      if showLive { TraceTool() }
      Toggle("Live", isOn: $showLive)
    }
  }
}
