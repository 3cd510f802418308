import Foundation

/// How the catalog's search compares text, in every repository and so in every front end: by
/// Unicode case folding without regard to accents or width, as the user's locale folds. So
/// "VALPARAÍSO", "valparaiso" and "Valparaíso" all find "A Lantern in Valparaíso", and "ß"
/// finds "ss".
package enum SearchText {
  /// The text folded for comparison.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text with case, accents and width folded away.
  package static func folded(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: .current)
  }

  /// Whether `text` contains what the user searched for, once both are folded.
  ///
  /// - Parameters:
  ///   - text: A title or a name.
  ///   - search: What the user typed, already trimmed; empty matches everything.
  /// - Returns: Whether the search matches.
  package static func matches(_ text: String, search: String) -> Bool {
    search.isEmpty || folded(text).contains(folded(search))
  }

  /// What a film is searched by: its title and its director, folded, apart. The SQLite
  /// repository keeps it in a column, so that a search folds only the query.
  ///
  /// - Parameters:
  ///   - title: The film's title.
  ///   - director: The film's director.
  /// - Returns: The folded title and director, separated by a character no search contains.
  package static func key(title: String, director: String) -> String {
    folded(title) + "\u{1F}" + folded(director)
  }
}
