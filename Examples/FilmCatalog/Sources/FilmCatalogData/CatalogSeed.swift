package import FilmCatalogCore

/// The sample catalog written on first run: a few hundred films, generated deterministically so
/// that every fresh database holds the same films under the same identifiers.
package enum CatalogSeed {
  /// How many films the catalog starts with.
  package static let filmCount = 480
  /// The demo account (shown on the login screen).
  package static let demoEmail = "demo@example.com"
  package static let demoPassword = "flowline"

  /// The films, identifiers 1 through ``filmCount``.
  package static func films() -> [Film] {
    var random = SeededRandom(seed: 0xF11_3CA7)
    var titles = Set<String>()
    return (1...filmCount).map { id in
      var title = makeTitle(&random)
      var sequel = 2
      while titles.contains(title) {
        title = makeTitle(&random) + (sequel > 3 ? " \(sequel)" : "")
        sequel += 1
      }
      titles.insert(title)
      let genre = Genre.allCases[random.below(Genre.allCases.count)]
      return Film(
        id: id,
        title: title,
        year: 1950 + random.below(75),
        genre: genre,
        director: "\(pick(firstNames, &random)) \(pick(lastNames, &random))",
        runtimeMinutes: genre == .animation ? 70 + random.below(40) : 80 + random.below(100),
        rating: Double(40 + random.below(56)) / 10,
        synopsis: "\(pick(heroes, &random).capitalizedFirst) \(pick(plots, &random)) "
          + "\(pick(places, &random)).")
    }
  }

  /// `count` more films for measuring a large catalog, after the identifier `after`:
  /// deterministic, with titles such as “The Zenith of Oslo 99528” and the seed's directors.
  ///
  /// - Parameters:
  ///   - count: How many films.
  ///   - after: The largest identifier in use; the films take the ones after it.
  /// - Returns: The films.
  package static func generatedFilms(_ count: Int, after: Int) -> [Film] {
    var random = SeededRandom(seed: UInt64(0x5CA1E) &+ UInt64(after))
    return (0..<max(count, 0)).map { offset in
      let id = after + 1 + offset
      let genre = Genre.allCases[random.below(Genre.allCases.count)]
      return Film(
        id: id,
        title: "The \(pick(nouns, &random)) of \(pick(cities, &random)) \(id)",
        year: 1950 + random.below(75),
        genre: genre,
        director: "\(pick(firstNames, &random)) \(pick(lastNames, &random))",
        runtimeMinutes: 80 + random.below(100),
        rating: Double(40 + random.below(56)) / 10,
        synopsis: "\(pick(heroes, &random).capitalizedFirst) \(pick(plots, &random)) "
          + "\(pick(places, &random)).")
    }
  }

  private static func makeTitle(_ random: inout SeededRandom) -> String {
    switch random.below(5) {
    case 0: return "The \(pick(adjectives, &random)) \(pick(nouns, &random))"
    case 1: return "\(pick(nouns, &random)) of \(pick(plurals, &random))"
    case 2: return "\(pick(adjectives, &random)) \(pick(plurals, &random))"
    case 3:
      let noun = pick(nouns, &random)
      return "\("AEIOU".contains(noun.prefix(1)) ? "An" : "A") \(noun) in \(pick(cities, &random))"
    default:
      let first = pick(nouns, &random)
      return "\(first) and \(pick(nouns.filter { $0 != first }, &random))"
    }
  }

  private static func pick(_ words: [String], _ random: inout SeededRandom) -> String {
    words[random.below(words.count)]
  }

  private static let adjectives = [
    "Quiet", "Silver", "Burning", "Hidden", "Last", "Crimson", "Electric", "Broken", "Golden",
    "Distant", "Frozen", "Wild", "Velvet", "Hollow", "Midnight", "Paper", "Iron", "Secret",
    "Northern", "Restless",
  ]
  private static let nouns = [
    "Harbour", "Orbit", "Lantern", "River", "Garden", "Engine", "Mirror", "Summer", "Station",
    "Letter", "Circus", "Compass", "Island", "Kingdom", "Signal", "Shadow", "Bridge", "Window",
    "Voyage", "Melody", "Frontier", "Canyon", "Orchard", "Tide",
  ]
  private static let plurals = [
    "Strangers", "Echoes", "Wolves", "Mountains", "Dreams", "Ghosts", "Horses", "Clocks",
    "Tigers", "Stars", "Bells", "Rivers", "Sparrows", "Giants",
  ]
  private static let cities = [
    "Lisbon", "Oslo", "Kyoto", "Marseille", "Havana", "Tangier", "Reykjavik", "Dakar", "Quebec",
    "Valparaíso", "Tbilisi", "Hobart",
  ]
  private static let firstNames = [
    "Ann", "Bo", "Cy", "Dana", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kit", "Lena", "Milo",
    "Nia", "Otto", "Pia", "Rafe", "Sana", "Theo", "Uma",
  ]
  private static let lastNames = [
    "Lee", "Diaz", "Park", "Novak", "Okafor", "Berg", "Moreau", "Sato", "Quinn", "Haddad",
    "Ivanova", "Costa", "Walsh", "Nakamura", "Adeyemi", "Lindqvist",
  ]
  private static let heroes = [
    "a lighthouse keeper", "two sisters", "a retired detective", "a young pilot",
    "an exiled chef", "a travelling band", "a stubborn mayor", "a night-shift nurse",
    "a clockmaker", "a runaway robot", "an old boxer", "a cartographer",
  ]
  private static let plots = [
    "waits for a letter that never comes in", "searches for a lost brother across",
    "hides a dangerous secret in", "falls in love at the worst possible moment in",
    "races against a storm through", "uncovers a forgery ring in", "builds a machine in",
    "plans one last heist in", "starts over after a scandal in", "guards a strange visitor in",
  ]
  private static let places = [
    "a fishing village", "a city that never sleeps", "the high desert", "a crumbling palace",
    "a space station", "a frozen border town", "the last open cinema", "a floating market",
    "a valley of vineyards", "a lighthouse at the end of the world",
  ]
}

/// SplitMix64: a tiny generator whose sequence depends only on its seed.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
