import SwiftUI

final class CardTally: ObservableObject {
  @Published var renders = 0
  func bump() { renders += 1 }
}

// With no labelled argument after it, the trailing closure still binds to the content
// closure, built while rendering.
struct InfoCard<Content: View>: View {
  let title: String
  let content: () -> Content
  let footer: String?

  init(title: String, footer: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.footer = footer
    self.content = content
  }

  var body: some View {
    VStack {
      Text(title)
      content()
      Text(footer ?? "")
    }
  }
}

struct CardScreen: View {
  @StateObject private var tally = CardTally()
  var body: some View {
    InfoCard(title: "Stats", footer: "today") {
      let _ = tally.bump()  // expect: body-side-effect
      Text("\(tally.renders)")
    }
  }
}
