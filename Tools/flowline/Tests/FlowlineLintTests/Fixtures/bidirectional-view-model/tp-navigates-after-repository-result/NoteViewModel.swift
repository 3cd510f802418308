import Observation
import SwiftUI

enum Route: Hashable {
  case list
  case detail(Int)
}

@Observable @MainActor  // expect: bidirectional-view-model
final class NoteEditorModel {
  var path: [Route] = []
  var text = ""
  private let repository: NoteRepository

  init(repository: NoteRepository) { self.repository = repository }

  func delete(id: Int) {
    repository.delete(id: id) { [weak self] result in
      if case .success = result { self?.path.removeLast() }
    }
  }
}
