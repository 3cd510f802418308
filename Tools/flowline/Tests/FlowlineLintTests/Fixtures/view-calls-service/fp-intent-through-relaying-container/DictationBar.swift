import Combine
import SwiftUI

final class SpeechService: ObservableObject {
  @Published var isRunning = false
  func stop() async { isRunning = false }
}

/// Holds the app's services and relays their changes to the views that observe it.
final class AppServices: ObservableObject {
  let speech = SpeechService()
  private var relay: AnyCancellable?
  init() {
    relay = speech.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
  }
}

// The view observes the speech service through the container: stopping it is an intent.
struct DictationBar: View {
  @EnvironmentObject var services: AppServices
  private var speech: SpeechService { services.speech }

  var body: some View {
    Button(speech.isRunning ? "Stop" : "Idle") {
      Task { await speech.stop() }
    }
  }
}
