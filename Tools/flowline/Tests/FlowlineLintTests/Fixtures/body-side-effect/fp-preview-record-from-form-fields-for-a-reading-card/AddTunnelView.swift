import SwiftData
import SwiftUI

// A form whose preview card shows the tunnel the form would save, built from the fields.
struct AddTunnelView: View {
  @Environment(\.modelContext) private var context
  @State private var name = ""
  @State private var entry = ""
  @State private var exit = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      TextField("Entry", text: $entry)
      TextField("Exit", text: $exit)
      Section("Preview") {
        let preview = Tunnel(
          name: name,
          hops: [Hop(address: entry, position: 0), Hop(address: exit, position: 1)]
        )
        TunnelCard(tunnel: preview, isPreview: true)
      }
      Button("Save") {
        context.insert(Tunnel(name: name, hops: [Hop(address: entry, position: 0)]))
      }
    }
  }
}

struct TunnelCard: View {
  let tunnel: Tunnel
  var isPreview = false

  private var firstHop: Hop? { tunnel.hops?.first { $0.position == 0 } }

  var body: some View {
    VStack {
      Text(self.tunnel.name)
      Text(firstHop?.address ?? "")
      ForEach(tunnel.hops ?? []) { Text($0.address) }
    }
  }
}
