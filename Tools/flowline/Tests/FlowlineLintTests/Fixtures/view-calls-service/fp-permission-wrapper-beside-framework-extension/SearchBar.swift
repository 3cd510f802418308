import Speech
import SwiftUI

// The project extends the framework type with another method: `requestAuthorization` is still
// the framework's permission prompt.
extension SFSpeechRecognizer {
  static func hasAuthorizationToRecognize() async -> Bool {
    await withCheckedContinuation { continuation in
      requestAuthorization { continuation.resume(returning: $0 == .authorized) }
    }
  }
}

final class SpeechPermission {
  static func request(completion: @escaping (Bool) -> Void) {
    SFSpeechRecognizer.requestAuthorization { status in
      DispatchQueue.main.async { completion(status == .authorized) }
    }
  }

  // Asks, then uploads what it heard: a service's work.
  static func requestAndUpload(completion: @escaping (Bool) -> Void) {
    SFSpeechRecognizer.requestAuthorization { status in
      URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
        completion(status == .authorized)
      }.resume()
    }
  }
}

struct SearchBar: View {
  @State private var isEditing = false

  var body: some View {
    Text("Search")
      .onTapGesture {
        isEditing = true
        SpeechPermission.request { _ in }
      }
      .onLongPressGesture {
        SpeechPermission.requestAndUpload { _ in }  // expect: view-calls-service
      }
  }
}
