import Combine
import SwiftUI

// Announces nothing itself, but the view writes into it: what it was given is lost when a
// parent re-render makes a new one.
final class NoteDraft: ObservableObject {
  var text = ""
  var pinned = false
}

struct NoteComposer: View {
  @ObservedObject var draft = NoteDraft()  // expect: observed-object-owned
  var body: some View {
    Button("Pin") { draft.pinned = true }
  }
}

struct NoteEditor: View {
  @ObservedObject var draft: NoteDraft
  init() {
    draft = NoteDraft()  // expect: observed-object-owned
  }
  var body: some View { TextField("Note", text: $draft.text) }
}

// Forwards another object's announcements: it does announce changes.
final class MirrorModel: ObservableObject {
  private var relay: AnyCancellable?
  var count: Int { source.count }
  private let source: CounterSource
  init(source: CounterSource) {
    self.source = source
    relay = source.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
  }
}

final class CounterSource: ObservableObject {
  @Published var count = 0
}

struct MirrorView: View {
  @ObservedObject var mirror = MirrorModel(source: .init())  // expect: observed-object-owned
  var body: some View { Text("\(mirror.count)") }
}
