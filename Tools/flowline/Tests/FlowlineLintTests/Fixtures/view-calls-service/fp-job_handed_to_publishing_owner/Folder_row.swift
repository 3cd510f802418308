import SwiftUI

struct Folder_row: View {
  let folder: String

  var body: some View {
    Text(folder)
      .contextMenu {
        Button("Sync now") { Sync_engine.instance.kick_off(folder) }
      }
  }
}
