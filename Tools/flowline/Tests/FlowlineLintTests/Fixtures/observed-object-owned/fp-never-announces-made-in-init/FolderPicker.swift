import Combine
import Foundation
import SwiftUI

final class FolderFilter: ObservableObject {
  @Published var folder: String?
  func choose(_ name: String?) { folder = name }
}

final class FolderCatalog {
  static let shared = FolderCatalog()
  let changes = PassthroughSubject<Void, Never>()
  var names: [String] = []
}

// Conforms to ObservableObject but never announces a change: no @Published, no
// `objectWillChange`. Its one `var` is recomputed from the shared catalog and the injected
// filter; nothing it does can re-render a view, so re-making it with the view loses nothing.
final class FolderPickerModel: ObservableObject {
  private let filter: FolderFilter
  private var cancellables = Set<AnyCancellable>()
  var folders: [String] = []

  init(filter: FolderFilter) {
    self.filter = filter
    FolderCatalog.shared.changes.sink { [weak self] in self?.refresh() }.store(in: &cancellables)
    refresh()
  }

  private func refresh() {
    folders = FolderCatalog.shared.names.sorted()
  }

  var current: String? { filter.folder }
  func select(_ name: String?) { filter.choose(name) }
}

struct FolderPickerView: View {
  @ObservedObject var model: FolderPickerModel
  @Binding var isShown: Bool

  init(filter: FolderFilter, isShown: Binding<Bool>) {
    _model = ObservedObject(wrappedValue: FolderPickerModel(filter: filter))
    _isShown = isShown
  }

  var body: some View {
    List(model.folders, id: \.self) { name in
      Button {
        model.select(name)
        isShown = false
      } label: {
        Label(name, systemImage: model.current == name ? "checkmark" : "folder")
      }
    }
  }
}
