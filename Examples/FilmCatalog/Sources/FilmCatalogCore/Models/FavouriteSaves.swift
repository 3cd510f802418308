/// The favourites a film's screen is saving, told to the list that shows the same films.
///
/// A favourite saved on the detail screen reaches the list as the detail's screen event once
/// it is saved, but only while the detail is there: pressing `f` and then going back at once
/// releases the detail, its save finishes without it, and the list would never show the star.
/// The save's own work tells this instead, screen or no screen: the list marks the row pending
/// while the favourite is saving (what the screen shows as done is durable; what is not yet is
/// visibly pending), then shows what the database has: the new favourite, or the old one back.
///
/// The factory makes one for the app and hands it to the detail screens; the list it makes
/// follows it.
@MainActor
package final class FavouriteSaves {
  /// What became of one favourite being saved.
  package enum Event: Equatable, Sendable {
    /// The film, as it will be once saved, is being saved.
    case saving(Film)
    /// The film was saved as it is.
    case saved(Film)
    /// Saving failed: the film is as it was before.
    case failed(Film)
  }

  /// Receives each event, in order: the list the factory made last.
  package var follower: (@MainActor (Event) -> Void)?

  /// Creates a channel with no follower yet.
  package nonisolated init() {}

  /// Tells the follower what became of a favourite.
  ///
  /// - Parameter event: The save's news.
  package func tell(_ event: Event) {
    follower?(event)
  }
}
