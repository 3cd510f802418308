import Observation
import SwiftUI

@Observable final class ChannelCatalog {
  var channels: [String] = ["News", "Sports"]
  func refresh(_ names: [String]) { channels = names }
}

struct ChannelGrid: View {
  let catalog = ChannelCatalog()  // expect: observed-object-owned

  var body: some View {
    ForEach(catalog.channels, id: \.self) { Text($0) }
      .refreshable { catalog.refresh(["News", "Sports", "Weather"]) }
  }
}
