import Combine
import Foundation

final class NoteEditorModel: ObservableObject {
  @Published var title = "Untitled"
  @Published private(set) var edited = Date()
  @Published var tags: [String] = []
  var onSave: (() -> Void)? = nil {
    didSet { onSave?() }
  }
  private var bag = Set<AnyCancellable>()

  private convenience init(draft: String) {
    self.init()
    NotificationCenter.default.publisher(for: .init(draft))
      .sink { _ in }
      .store(in: &bag)
  }

  static func open(_ draft: String) -> NoteEditorModel { NoteEditorModel(draft: draft) }
}

final class NotesController: ObservableObject {
  @Published var selected: NoteEditorModel?
  @Published var editing = false
}
