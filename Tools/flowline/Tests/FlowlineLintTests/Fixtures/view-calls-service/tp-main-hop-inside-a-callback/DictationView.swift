import Speech
import SwiftUI

// The main-queue hop sits inside the recogniser's callback: asynchronous work comes back there.
final class Transcriber {
  static let shared = Transcriber()
  private let recognizer = SFSpeechRecognizer()
  var lastText = ""

  func transcribe(_ file: URL) {
    let request = SFSpeechURLRecognitionRequest(url: file)
    _ = recognizer?.recognitionTask(with: request) { result, _ in
      DispatchQueue.main.async { self.lastText = result?.bestTranscription.formattedString ?? "" }
    }
  }
}

// Registers its handler on a queue: called back there, later.
final class ClipboardService {
  static let shared = ClipboardService()
  private var token: NSObjectProtocol?

  func startWatching() {
    token = NotificationCenter.default.addObserver(
      forName: .NSUbiquityIdentityDidChange, object: nil, queue: .main
    ) { _ in print("changed") }
  }
}

struct DictationView: View {
  let file: URL
  var body: some View {
    Button("Transcribe") {
      Transcriber.shared.transcribe(file)  // expect: view-calls-service
      ClipboardService.shared.startWatching()  // expect: view-calls-service
    }
  }
}
