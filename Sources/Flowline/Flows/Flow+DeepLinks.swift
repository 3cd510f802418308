#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Why a URL could not be turned into navigation. The flow's navigation is left unchanged.
public enum DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL's scheme is not one the app handles.
  case unsupportedScheme(String?)
  /// The URL's host and path name no screen the app has.
  case unknownRoute(String)
  /// The URL names a screen but a part of it is invalid (a non-numeric identifier, say).
  case malformed(String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .unsupportedScheme(let scheme): "Unsupported URL scheme: \(scheme ?? "none")."
    case .unknownRoute(let route): "No screen for \(route)."
    case .malformed(let detail): "Malformed link: \(detail)."
    }
  }
}

/// Turns a URL into a navigation state. Apps write one per URL scheme they handle.
///
/// ```swift
/// struct FilmLinks: DeepLinkParser {
///   func navigation(for url: URL) throws(DeepLinkError) -> NavigationState<Route, Destination> {
///     guard url.scheme == "filmcatalog" else { throw .unsupportedScheme(url.scheme) }
///     switch url.host() {
///     case "film":
///       guard let id = Int(url.lastPathComponent) else { throw .malformed(url.absoluteString) }
///       return NavigationState(path: [.film(id: id)])
///     default:
///       throw .unknownRoute(url.absoluteString)
///     }
///   }
/// }
/// ```
public protocol DeepLinkParser<Route, Destination>: Sendable {
  /// The flow's route type.
  associatedtype Route: Hashable & Codable & Sendable
  /// The flow's destination type.
  associatedtype Destination: Hashable & Codable & Sendable

  /// The navigation a URL asks for.
  ///
  /// - Parameter url: The link.
  /// - Returns: The navigation state to show.
  /// - Throws: ``DeepLinkError`` when the URL is not one the app understands.
  func navigation(for url: URL) throws(DeepLinkError) -> NavigationState<Route, Destination>
}

extension Flow {
  /// Navigates to where a deep link points.
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - parser: The app's parser for its links.
  /// - Throws: ``DeepLinkError`` for an unknown or malformed URL; the navigation is then left
  ///   unchanged.
  public func open<Parser: DeepLinkParser>(
    _ url: URL,
    with parser: Parser
  ) throws(DeepLinkError) where Parser.Route == Route, Parser.Destination == Destination {
    let state = try parser.navigation(for: url)
    navigationState = state
  }
}
