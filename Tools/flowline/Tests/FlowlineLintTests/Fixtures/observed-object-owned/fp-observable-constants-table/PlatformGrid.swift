import Observation
import SwiftUI

struct PlatformInfo {
  let title: String
  let artwork: String
}

/// Built from a fixed table when made; nothing in the app writes it afterwards.
@Observable final class PlatformCatalog {
  var platforms: [PlatformInfo] = {
    ["Alpha", "Beta", "Gamma"].map { PlatformInfo(title: $0, artwork: "\($0)-art") }
  }()
}

struct PlatformGrid: View {
  let catalog = PlatformCatalog()

  var body: some View {
    ForEach(catalog.platforms, id: \.title) { Text($0.title) }
  }
}
