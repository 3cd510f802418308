import FilmCatalogCore
import Flowline
import Foundation
import Testing

@Suite struct DeepLinkTests {
  let links = FilmLinks()

  func navigation(_ link: String) throws(DeepLinkError) -> NavigationState<Route, Destination> {
    try links.navigation(for: URL(string: link)!)
  }

  @Test func filmLinksOpenTheFilmOverTheList() throws {
    #expect(try navigation("filmcatalog://film/42") == .init(path: [.films, .film(id: 42)]))
    #expect(try navigation("FILMCATALOG://FILM/7") == .init(path: [.films, .film(id: 7)]))
  }

  @Test func otherScreensHaveLinksToo() throws {
    #expect(try navigation("filmcatalog://films") == .init(path: [.films]))
    #expect(try navigation("filmcatalog://watchlist") == .init(path: [.films, .watchlist]))
    #expect(try navigation("filmcatalog://filters") == .init(path: [.films], destination: .filters))
  }

  @Test(arguments: [
    ("filmcatalog://film/abc", DeepLinkError.malformed("filmcatalog://film/abc")),
    ("filmcatalog://film/-1", .malformed("filmcatalog://film/-1")),
    ("filmcatalog://film/1/2", .malformed("filmcatalog://film/1/2")),
    ("filmcatalog://film", .malformed("filmcatalog://film")),
    ("filmcatalog://actors/1", .unknownRoute("filmcatalog://actors/1")),
    ("filmcatalog://watchlist/3", .unknownRoute("filmcatalog://watchlist/3")),
    ("http://film/42", .unsupportedScheme("http")),
    ("film/42", .unsupportedScheme(nil)),
  ])
  func badLinksThrowTypedErrors(link: String, expected: DeepLinkError) {
    #expect(throws: expected) { try navigation(link) }
  }
}
