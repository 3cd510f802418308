import Foundation
import Observation

struct Saved_shelf: Codable {
  var books: [String]
  var wishlist: [String]
  var loans: [String]
  var notes: [String]
  var goals: [Int]
}

/// The reader's books, wish list, loans, notes and reading goals, restored together from one
/// saved file by `load()`. Each part has operations of its own (`addLoan`, `addNote`,
/// `setGoal`): unrelated collections that one store keeps, not one record.
@Observable final class Shelf_store {  // expect: god-object
  var books: [String] = []
  var favourites: Set<String> = []
  var wishlist: [String] = []
  var loans: [String] = []
  var notes: [String] = []
  var goals: [Int] = []
  var syncing = false
  var lastSaved: Date?
  var failure: String?
  var sortAscending = true

  func load(from url: URL) {
    guard let data = try? Data(contentsOf: url),
      let saved = try? JSONDecoder().decode(Saved_shelf.self, from: data)
    else { return }
    books = saved.books
    wishlist = saved.wishlist
    loans = saved.loans
    notes = saved.notes
    goals = saved.goals
  }

  func addLoan(_ title: String) { loans.append(title) }
  func addNote(_ text: String) { notes.insert(text, at: 0) }
  func setGoal(_ pages: Int) { goals = [pages] + goals }
  func wish(_ title: String) { wishlist.append(title) }
}
