import AVFoundation
import SwiftUI

// A summary of the device's permissions built only from private helpers that each read one
// framework's authorization status.
struct Permission_Service {
  func summary() async -> [String] {
    var lines: [String] = []
    if camera_allowed() { lines.append("Camera") }
    if microphone_allowed() { lines.append("Microphone") }
    return lines
  }

  private func camera_allowed() -> Bool {
    AVCaptureDevice.authorizationStatus(for: .video) == .authorized
  }

  private func microphone_allowed() -> Bool {
    AVCaptureDevice.authorizationStatus(for: .audio) == .authorized
  }
}

struct Permissions_screen: View {
  let permission_service = Permission_Service()
  @State private var lines: [String] = []

  var body: some View {
    List(lines, id: \.self) { Text($0) }
      .task { lines = await permission_service.summary() }
  }
}
