import SwiftUI

extension Wobble {
  func start() {
    withAnimation(.easeInOut.repeatForever()) { angle = 8 }
  }
}

struct Tag_cloud: View {
  var body: some View {
    HStack {
      Tag_chip(title: "swift")
      Tag_chip(title: "ui").modifier(Wobble())
    }
  }
}
