import Foundation

struct ShortcutEntry: Codable, Identifiable, Equatable {
  var id = UUID()
  var keyword = ""
  var template = ""
}

struct BlockedHost: Codable, Hashable {
  var host = ""
}

enum Layout: String { case compact, roomy }
