import SwiftUI

struct ChatWindow: View {
  var body: some View {
    VStack {
      TranscriptList()
      StreamingBadge()
      ComposerBar()
    }
  }
}

struct TranscriptList: View {
  @Environment(ChatSession.self) private var session
  var body: some View {
    List {
      ForEach(session.messages, id: \.self) { Text($0) }
      if let reply = session.pendingReply { Text(reply) }
    }
  }
}

struct StreamingBadge: View {
  @Environment(ChatSession.self) private var session
  var body: some View {
    Text(session.isStreaming ? "…" : (session.lastError ?? ""))
  }
}
