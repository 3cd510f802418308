import AVFoundation
import Observation
import SwiftUI

/// The scanner screen's own model: camera session and the codes it found.
@Observable final class Code_Scanner_Service {
  var codes: [String] = []
  var running = false

  func ask_camera_access() async -> Bool { await AVCaptureDevice.requestAccess(for: .video) }
  func start_session() async { running = true }
}

struct Scan_screen: View {
  @State private var scanner = Code_Scanner_Service()
  @State private var denied = false

  var body: some View {
    List(scanner.codes, id: \.self) { Text($0) }
      .task {
        if await scanner.ask_camera_access() {
          await scanner.start_session()
        } else {
          denied = true
        }
      }
      .alert("Camera access needed", isPresented: $denied) {}
  }
}
