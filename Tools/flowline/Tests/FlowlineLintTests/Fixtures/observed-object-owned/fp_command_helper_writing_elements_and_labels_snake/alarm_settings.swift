import SwiftUI

final class Alarm_Store {
  static let shared = Alarm_Store()
  var old_flags: [Bool] = []
}

final class Alarm_Client: ObservableObject {
  @Published var flags: [Bool] = [false, false, false]

  func refresh(_ done: @escaping () -> Void) {
    flags[2] = Alarm_Store.shared.old_flags.isEmpty
    done()
  }
}

struct Alarm_Settings_Screen: View {
  private var client = Alarm_Client()
  @State private var refreshed = false

  var body: some View {
    Toggle("Alarms", isOn: $refreshed)
      .onAppear {
        client.refresh { refreshed = true }
      }
  }
}
