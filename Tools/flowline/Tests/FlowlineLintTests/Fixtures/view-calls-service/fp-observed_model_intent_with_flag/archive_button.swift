import SwiftUI

// An in-flight flag set around the awaited intent, and a status phase reset: the observed
// client publishes the outcome.
enum Archive_phase { case idle, busy }

struct Archive_button: View {
  let entry_id: Int
  @Environment(Ledger_Client.self) private var ledger
  @State private var is_archiving = false
  @State private var phase = Archive_phase.idle

  var body: some View {
    Button("Archive") {
      Task {
        is_archiving = true
        phase = .busy
        try? await ledger.archive_entry(entry_id)
        is_archiving = false
        phase = .idle
      }
    }
    .disabled(is_archiving)
  }
}
