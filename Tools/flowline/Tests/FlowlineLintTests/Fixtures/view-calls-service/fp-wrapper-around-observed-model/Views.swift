import Observation
import SwiftUI

protocol NoteStoring: AnyObject {
  func delete(note id: String) async throws
  func reload() async
}

@Observable final class DiskNoteStore: NoteStoring {
  var ids: [String] = []
  func delete(note id: String) async throws {
    ids.removeAll { $0 == id }
    await reload()
  }
  func reload() async { try? await Task.sleep(for: .milliseconds(1)) }
}

// A type-erasing wrapper around the observable store: the same model, behind its protocol.
final class AnyNoteStore: NoteStoring {
  private let base: any NoteStoring
  init(_ base: any NoteStoring) { self.base = base }
  func delete(note id: String) async throws { try await base.delete(note: id) }
  func reload() async { await base.reload() }
}

struct DeleteNoteButton: View {
  let id: String
  var store: AnyNoteStore?
  @State private var failure: String?
  var body: some View {
    Button("Delete") {
      Task {
        do { try await store!.delete(note: id) } catch { failure = "\(error)" }
      }
    }
  }
}

protocol Card_deck_model {
  func shuffle_cards() async
}

final class DeckModel: ObservableObject, Card_deck_model {
  @Published var cards: [Int] = []
  func shuffle_cards() async { cards.shuffle() }
}

struct Shuffle_button: View {
  let deck: any Card_deck_model
  var body: some View {
    Button("Shuffle") { Task { await deck.shuffle_cards() } }
  }
}
