import SwiftUI

// The folder picker reads the archive only in the panel it presents, and the export queue only
// in the handler the panel's content calls: app-level jobs done in the project's own sheet.
struct ReaderView: View {
  @EnvironmentObject var session: ReaderSession
  @EnvironmentObject var archive: ArchiveStore
  @EnvironmentObject var exports: ExportQueue
  @EnvironmentObject var printing: PrintSettings

  var body: some View {
    VStack {
      Text(session.title)
      Text("\(session.page)")
    }
    .slideOverPanel(isShown: $session.isPickingFolder) {
      FolderList(folders: archive.folders)
    }
    .compactPanel(isShown: $session.isExporting) {
      ExportForm(onDone: finishExport)
    }
  }

  private func finishExport(_ name: String) {
    exports.enqueue(name)
  }
}

struct FolderList: View {
  let folders: [String]
  var body: some View { List(folders, id: \.self) { Text($0) } }
}

struct ExportForm: View {
  let onDone: (String) -> Void
  var body: some View { Button("Export") { onDone("report") } }
}
