import SwiftUI

final class Menu_Log: ObservableObject {
  @Published var taps = 0
  func record_tap() { taps += 1 }
}

struct Menu_Row: View {
  let title: String
  let accessory: () -> AnyView
  let subtitle: String
  let on_tap: (() -> Void)?

  init(
    title: String, accessory: @escaping () -> AnyView = { AnyView(EmptyView()) },
    subtitle: String, on_tap: (() -> Void)? = nil
  ) {
    self.title = title
    self.accessory = accessory
    self.subtitle = subtitle
    self.on_tap = on_tap
  }

  var body: some View {
    HStack {
      Text(title + subtitle)
      accessory()
    }.onTapGesture { on_tap?() }
  }
}

// `accessory:` is left at its default; the trailing closure, after `subtitle:`, is `on_tap`.
struct Menu_Screen: View {
  @StateObject private var log = Menu_Log()
  var body: some View {
    Menu_Row(title: "Help", subtitle: "FAQ") {
      log.record_tap()
    }
  }
}
