import AVFoundation
import Combine
import SwiftUI

/// An app-wide recording service the view reaches through its shared instance.
final class RecordingService: ObservableObject {
  static let shared = RecordingService()
  @Published var isRecording = false

  func requestAuthorization() async -> Bool { await AVAudioApplication.requestRecordPermission() }
  func startRecording() async { isRecording = true }
}

struct MemoRecorder: View {
  @ObservedObject private var recording = RecordingService.shared  // expect: observed-object-owned
  @State private var showPermissionAlert = false

  var body: some View {
    Button(recording.isRecording ? "Stop" : "Record") { begin() }
      .alert("Microphone access needed", isPresented: $showPermissionAlert) {}
  }

  private func begin() {
    Task {
      guard await recording.requestAuthorization() else {
        showPermissionAlert = true
        return
      }
      await recording.startRecording()  // expect: view-calls-service
    }
  }
}
