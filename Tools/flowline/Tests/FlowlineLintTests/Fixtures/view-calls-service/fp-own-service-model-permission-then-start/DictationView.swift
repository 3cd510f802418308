import AVFoundation
import Combine
import SwiftUI

/// The dictation screen's own model: it owns the audio engine and publishes what is shown.
final class DictationService: ObservableObject {
  @Published var transcript = ""
  @Published var isRecording = false

  func requestAuthorization() async -> Bool { await AVAudioApplication.requestRecordPermission() }
  func startRecording() async { isRecording = true }
}

struct DictationView: View {
  @StateObject private var dictation = DictationService()
  @State private var showPermissionAlert = false

  var body: some View {
    VStack {
      Text(dictation.transcript)
      Button("Record") { begin() }
    }
    .alert("Microphone access needed", isPresented: $showPermissionAlert) {}
  }

  private func begin() {
    Task {
      let allowed = await dictation.requestAuthorization()
      guard allowed else {
        showPermissionAlert = true
        return
      }
      await dictation.startRecording()
    }
  }
}
