import SwiftUI

/// Filled in when made; nothing writes `title` or `code` afterwards.
final class GenreChoice: ObservableObject, Identifiable {
  let id = UUID()
  @Published var title: String
  @Published var code: String

  init(title: String, code: String) {
    self.title = title
    self.code = code
  }
}

/// Observable in name only: it publishes nothing and never sends `objectWillChange`.
final class EngineCatalog: ObservableObject {
  private var cachedTheme: String?

  func setTheme(_ theme: String) { cachedTheme = theme }

  var engines: [String] { ["Alpha", "Beta"] }
}
