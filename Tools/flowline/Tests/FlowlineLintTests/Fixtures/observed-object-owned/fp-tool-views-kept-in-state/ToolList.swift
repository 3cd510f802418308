import Combine
import SwiftUI

final class ScanModel: ObservableObject {
  @Published var hosts: [String] = []
  func scan() { hosts.append("192.168.0.\(hosts.count + 1)") }
}

struct PortScanner: View {
  @ObservedObject var model = ScanModel()

  var body: some View {
    List(model.hosts, id: \.self) { Text($0) }
      .toolbar { Button("Scan") { model.scan() } }
  }
}

struct ToolEntry: Identifiable {
  let id = UUID()
  let title: String
  let view: AnyView
}

// The tools live in the list's @State: SwiftUI keeps the first array, so each tool view, and
// the model it made, is made once and kept.
struct ToolList: View {
  @State private var tools: [ToolEntry] = [
    ToolEntry(title: "Port scanner", view: AnyView(PortScanner()))
  ]

  var body: some View {
    NavigationStack {
      List(tools) { tool in
        NavigationLink(tool.title) { tool.view }
      }
    }
  }
}
