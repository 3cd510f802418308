import SwiftUI

final class ArchiveStore: ObservableObject {
  @Published var folders: [String] = []
  @Published var lastOpened = ""
}

final class ExportQueue: ObservableObject {
  @Published var pending: [String] = []
  func enqueue(_ name: String) { pending.append(name) }
}

final class ReaderSession: ObservableObject {
  @Published var title = ""
  @Published var page = 0
  @Published var isPickingFolder = false
  @Published var isExporting = false
}

final class PrintSettings: ObservableObject {
  @Published var copies = 1
}
