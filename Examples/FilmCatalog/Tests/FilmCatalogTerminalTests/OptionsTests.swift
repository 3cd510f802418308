import FilmCatalogTerminal
import Foundation
import Testing

@Suite struct OptionsTests {
  @Test func noArgumentsMeansTheDefaults() throws {
    #expect(try Options.parse([]) == Options())
  }

  @Test func everyOptionIsRead() throws {
    let options = try Options.parse([
      "--database", "/tmp/x.sqlite", "--fail-rate=0.3", "--latency", "250", "--open",
      "filmcatalog://film/42",
    ])
    #expect(options.database?.path == "/tmp/x.sqlite")
    #expect(options.failRate == 0.3)
    #expect(options.latencyMilliseconds == 250)
    #expect(options.link?.absoluteString == "filmcatalog://film/42")
    #expect(try Options.parse(["-h"]).showHelp)
  }

  @Test(arguments: [
    ["--fail-rate", "2"], ["--fail-rate", "abc"], ["--fail-rate"], ["--database"],
    ["--database", "--fail-rate"], ["--latency", "-5"], ["--open", "not a link"], ["--verbose"],
  ])
  func badArgumentsAreRefusedWithAReason(arguments: [String]) {
    #expect(throws: Options.Failure.self) { try Options.parse(arguments) }
  }
}
