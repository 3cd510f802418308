import AVFoundation
import SwiftUI

// Wrappers whose only outside work is with Apple objects that drive the device (a speech
// synthesizer, a capture session, the idle timer): system facilities, not data services.
final class SpeechService {
  static let shared = SpeechService()
  private let synthesizer = AVSpeechSynthesizer()

  func speak(_ text: String) async {
    let utterance = AVSpeechUtterance(string: text)
    utterance.rate = 0.4
    synthesizer.speak(utterance)
  }

  func stop() async {
    synthesizer.stopSpeaking(at: .immediate)
  }
}

final class CaptureService {
  let session = AVCaptureSession()

  func resume() async {
    guard !session.isRunning else { return }
    self.session.startRunning()
  }
}

final class PreferencesService {
  static let shared = PreferencesService()

  func remember(_ word: String) async {
    UserDefaults.standard.set(word, forKey: "last")
  }
}

struct WordCard: View {
  let word: String
  let captureService: CaptureService

  var body: some View {
    VStack {
      Text(word)
      Button("Say it") {
        Task { await SpeechService.shared.speak(word) }
      }
      Button("Quiet") {
        Task { await SpeechService.shared.stop() }
      }
      Button("Keep") {
        Task { await PreferencesService.shared.remember(word) }  // expect: view-calls-service
      }
    }
    .task { await captureService.resume() }
  }
}
