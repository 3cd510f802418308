import Observation
import SwiftUI

@Observable final class Banner_state {
  var message = ""
}

// Its `@Observable` banner is never replaced: reads through the holder are tracked.
final class Banner_host: ObservableObject {
  var banner = Banner_state()

  func announce(_ text: String) { banner.message = text }
}

// Replaces its banner when it clears: a view reading the old one misses the new.
final class Clearing_banner_host: ObservableObject {
  var banner = Banner_state()

  func clear() { banner = Banner_state() }
}

struct Banner_view: View {
  @State private var host = Banner_host()
  @State private var clearing = Clearing_banner_host()  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text(host.banner.message)
      Text(clearing.banner.message)
      Button("Hello") { host.announce("Hello") }
      Button("Clear") { clearing.clear() }
    }
  }
}
