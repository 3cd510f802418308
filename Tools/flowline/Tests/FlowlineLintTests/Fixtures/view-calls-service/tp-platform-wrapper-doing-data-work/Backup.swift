import SwiftUI

#if os(iOS)
  final class JournalBackupService {
    static let shared = JournalBackupService()
    // Writes the journal to a file: data work, whatever the other branch does.
    func backUp(_ text: String) async {
      let path = NSTemporaryDirectory() + "journal.txt"
      try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
#else
  final class JournalBackupService {
    static let shared = JournalBackupService()
    func backUp(_ text: String) async {}
  }
#endif

struct JournalFooter: View {
  let text: String
  var body: some View {
    Button("Back up") {
      Task { await JournalBackupService.shared.backUp(text) }  // expect: view-calls-service
    }
  }
}
