import SwiftUI

struct ZKFlagRow: View {
  @ObservedObject var bridge: ZKFlagBridge
  var body: some View {
    Button(bridge.title) { bridge.flip() }
      .opacity(bridge.isOn ? 1 : 0.5)
  }
}

struct ZKSettingsScreen: View {
  @State private var muted = false
  @State private var looping = false

  var body: some View {
    VStack {
      ZKFlagRow(bridge: ZKFlagBridge(title: "Mute", read: { muted }, write: { muted = $0 }))
      loopRow
      ZKFlagRow(bridge: .init(constant: true))
    }
  }

  private var loopRow: some View {
    ZKFlagRow(bridge: ZKCounterBridge(step: 1, read: { looping }, write: { looping = $0 }))
  }
}
