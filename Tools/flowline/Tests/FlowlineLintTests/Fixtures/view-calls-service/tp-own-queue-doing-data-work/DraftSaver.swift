import SwiftUI
import UIKit

final class DraftSaver {
  static let shared = DraftSaver()
  private let feedback = UINotificationFeedbackGenerator()
  private let saveQueue = DispatchQueue(label: "drafts")

  // Writes the draft to disk on its queue: data work, besides the feedback.
  func save(_ text: String) {
    saveQueue.async {
      try? text.write(
        toFile: NSTemporaryDirectory() + "draft.txt", atomically: true, encoding: .utf8)
      DispatchQueue.main.async { self.feedback.notificationOccurred(.success) }
    }
  }
}

struct DraftEditor: View {
  @State private var text = ""
  var body: some View {
    TextField("Draft", text: $text)
      .onSubmit { DraftSaver.shared.save(text) }  // expect: view-calls-service
  }
}
