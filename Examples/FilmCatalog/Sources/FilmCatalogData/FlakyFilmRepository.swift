package import FilmCatalogCore

/// A repository that fails at random and, optionally, takes its time: `--fail-rate 0.3` and
/// `--latency 400` make the error, rollback and retry paths, and the loading indicators, visible
/// live.
///
/// A failure is decided before the base repository is called, so the database is never changed
/// by a call that reports failure: what the rollback restores is what is stored.
package struct FlakyFilmRepository: FilmRepository {
  package let base: any FilmRepository
  /// The probability, from 0 to 1, that a call fails.
  package let failRate: Double
  /// How long each call waits before running.
  package let latency: Duration
  private let random: @Sendable () -> Double
  private let clock: any Clock<Duration>

  package init(
    base: any FilmRepository,
    failRate: Double,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.base = base
    self.failRate = min(max(failRate, 0), 1)
    self.latency = latency
    self.clock = clock
    self.random = random
  }

  package func films(matching query: FilmQuery, in window: Range<Int>) async throws -> FilmPage {
    try await gate("load the films")
    return try await base.films(matching: query, in: window)
  }

  package func film(id: Film.ID) async throws -> Film? {
    try await gate("load the film")
    return try await base.film(id: id)
  }

  package func relatedFilms(to id: Film.ID, limit: Int) async throws -> [Film] {
    try await gate("load related films")
    return try await base.relatedFilms(to: id, limit: limit)
  }

  package func deleteFilm(id: Film.ID) async throws {
    try await gate("delete")
    try await base.deleteFilm(id: id)
  }

  package func setFavourite(_ isFavourite: Bool, filmID: Film.ID) async throws {
    try await gate("save")
    try await base.setFavourite(isFavourite, filmID: filmID)
  }

  private func gate(_ operation: String) async throws {
    if latency > .zero {
      try await clock.sleep(for: latency)
    }
    if random() < failRate {
      throw RepositoryError("simulated failure (fail rate \(Int(failRate * 100))%)")
    }
  }
}
