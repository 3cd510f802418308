import Combine
import SwiftUI

struct FilterPanel: View {
  @StateObject private var draft = Draft()

  var body: some View {
    TextField("Query", text: $draft.query)
  }
}

extension FilterPanel {
  /// Another view's object that happens to share the nested name.
  final class Draft: ObservableObject {
    @Published var query = ""
  }
}
