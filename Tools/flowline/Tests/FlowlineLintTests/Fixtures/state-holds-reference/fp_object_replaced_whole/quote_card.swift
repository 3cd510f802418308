import SwiftUI

final class Quote_model: ObservableObject {
  @Published var text: String
  init(text: String) { self.text = text }
}

struct Quote_card: View {
  @State private var quote = Quote_model(text: "Hello")

  var body: some View {
    Text(quote.text)
      .onTapGesture { quote = Quote_model(text: "Again") }
  }
}

// Another screen edits its own quote: `text` is written in the project, not in this card.
struct Quote_editor: View {
  @ObservedObject var model: Quote_model
  var body: some View { TextField("Quote", text: $model.text) }
}
