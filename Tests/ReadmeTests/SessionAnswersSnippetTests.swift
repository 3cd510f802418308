import Flowline
import FlowlineRecording
import FlowlineTesting
import Testing

// `SessionAnswers`' doc-comment example, verbatim, around a catalog service of its own.

struct Film: Codable, Equatable, Sendable {
  var title: String
}

protocol Catalog: Sendable {
  func films(matching query: String) async throws -> [Film]
}

struct RecordedCatalog: Catalog {
  let base: any Catalog
  let answers: any SessionAnswers

  func films(matching query: String) async throws -> [Film] {
    try await answers.answer("films(\(query))") { try await base.films(matching: query) }
  }
}

/// A catalog that finds one film, named as the query.
struct OneFilmCatalog: Catalog {
  func films(matching query: String) async throws -> [Film] { [Film(title: query)] }
}

@Suite struct SessionAnswersSnippetTests {
  @Test func liveAnswersCallTheService() async throws {
    let catalog = RecordedCatalog(base: OneFilmCatalog(), answers: LiveAnswers())
    #expect(try await catalog.films(matching: "Orbit") == [Film(title: "Orbit")])
  }
}
