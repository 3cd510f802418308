package import Flowline
package import Foundation

/// A screen on the app's navigation stack, above the login screen (the root).
package enum Route: Hashable, Codable, Sendable {
  case films
  case film(id: Film.ID)
  case watchlist
}

/// A screen presented over the stack.
package enum Destination: Hashable, Codable, Sendable {
  case filters
}

/// The app's links (`filmcatalog://film/42`, `filmcatalog://watchlist`, `filmcatalog://films`,
/// `filmcatalog://filters`), turned into navigation states. Anything else throws a
/// `DeepLinkError`, and the flow's navigation stays as it was.
package struct FilmLinks: DeepLinkParser {
  package static let scheme = "filmcatalog"

  package init() {}

  package func navigation(for url: URL) throws(DeepLinkError) -> NavigationState<Route, Destination>
  {
    guard url.scheme?.lowercased() == Self.scheme else { throw .unsupportedScheme(url.scheme) }
    let parts = url.pathComponents.filter { $0 != "/" }
    switch (url.host?.lowercased(), parts.count) {
    case ("films", 0):
      return NavigationState(path: [.films])
    case ("watchlist", 0):
      return NavigationState(path: [.films, .watchlist])
    case ("filters", 0):
      return NavigationState(path: [.films], destination: .filters)
    case ("film", 1):
      guard let id = Int(parts[0]), id > 0 else { throw .malformed(url.absoluteString) }
      return NavigationState(path: [.films, .film(id: id)])
    case ("film", _):
      throw .malformed(url.absoluteString)
    default:
      throw .unknownRoute(url.absoluteString)
    }
  }
}
