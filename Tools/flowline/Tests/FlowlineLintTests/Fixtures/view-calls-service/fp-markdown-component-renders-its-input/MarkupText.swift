import SwiftUI

// A reusable text component rendering the markup it is given through a helper it makes.
struct MarkupText: View {
  private let markup: String
  private var width: Double = 320
  @State private var paragraphs: [String] = []
  @State private var isRendering = true
  private let renderer = MarkupRenderer()

  init(markup: String) {
    self.markup = markup
  }

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(paragraphs, id: \.self) { Text($0) }
    }
    .task { await render() }
  }

  private func render() async {
    isRendering = true
    paragraphs = await renderer.layout(markup: markup, width: width)
    isRendering = false
  }
}
