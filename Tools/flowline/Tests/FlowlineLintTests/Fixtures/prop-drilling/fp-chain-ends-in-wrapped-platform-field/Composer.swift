import SwiftUI
import UIKit

/// The composer's text goes through two layout views to the project's own text field, which
/// reads only `isEmpty` for its placeholder, keys an animation on the text and hands the
/// binding to its UIKit bridge: an input control wrapped in components.
struct ComposerScreen: View {
  @State private var message = ""
  var body: some View { ComposerBar(message: $message) }
}

struct ComposerBar: View {
  @Binding var message: String
  var body: some View {
    HStack { ComposerInput(message: $message) }
  }
}

struct ComposerInput: View {
  @Binding var message: String
  var body: some View { GrowingTextField("Message", text: $message) }
}

struct GrowingTextField: View {
  let placeholder: String
  @Binding var text: String

  init(_ placeholder: String, text: Binding<String>) {
    self.placeholder = placeholder
    _text = text
  }

  var body: some View {
    ZStack(alignment: .topLeading) {
      Text(placeholder)
        .opacity(text.isEmpty ? 1 : 0)
        .animation(nil, value: text)
      GrowingTextViewBridge(text: $text)
    }
  }
}

private struct GrowingTextViewBridge: UIViewRepresentable {
  @Binding var text: String

  func makeUIView(context: Context) -> UITextView { UITextView() }

  func updateUIView(_ view: UITextView, context: Context) {
    if view.text != text { view.text = text }
  }
}
