import SwiftUI

struct AttachmentStrip: View {
  let files: [URL]

  var body: some View {
    Button("Preview") {
      PeekPanel.shared.show(entries: files, focus: 0)
    }
  }
}
