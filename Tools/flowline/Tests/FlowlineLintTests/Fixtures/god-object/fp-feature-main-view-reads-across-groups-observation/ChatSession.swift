import Observation
import SwiftUI

/// One conversation: the transcript, the streaming state, the attached context and the chosen
/// model's capabilities all feed each prompt the composer sends.
@Observable final class ChatSession {
  var messages: [String] = []
  var pendingReply: String?
  var isStreaming = false
  var lastError: String?
  var attachedAppName: String?
  var attachedSelection: String?
  var attachmentAllowed = false
  var supportsImages = false
  var supportsTools = false
  var modelName = ""
  var temperature = 0.7
  var draft = ""
}

@main
struct ChatApp: App {
  @State private var session = ChatSession()
  var body: some Scene {
    WindowGroup { ChatWindow().environment(session) }
    Settings { ModelSettingsForm().environment(session) }
  }
}
