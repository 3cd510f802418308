import SwiftUI

/// The feature's main view: it reads across the parts because each prompt combines them.
struct ComposerBar: View {
  @Environment(ChatSession.self) private var session

  var body: some View {
    HStack {
      if session.attachmentAllowed { AttachmentChip() }
      Text(session.draft)
      if session.supportsImages { Image(systemName: "photo") }
      if session.supportsTools { Image(systemName: "hammer") }
      Button(session.isStreaming ? "Stop" : "Send") {}
        .disabled(session.messages.isEmpty && session.draft.isEmpty)
    }
  }
}

struct AttachmentChip: View {
  @Environment(ChatSession.self) private var session
  var body: some View {
    Label(session.attachedAppName ?? "", systemImage: "app")
      .help(session.attachedSelection ?? "")
      .opacity(session.attachmentAllowed ? 1 : 0.5)
  }
}

struct ModelSettingsForm: View {
  @Environment(ChatSession.self) private var session
  var body: some View {
    Form {
      Text(session.modelName)
      Text("\(session.temperature)")
      Toggle("Images", isOn: .constant(session.supportsImages))
      Toggle("Tools", isOn: .constant(session.supportsTools))
    }
  }
}
