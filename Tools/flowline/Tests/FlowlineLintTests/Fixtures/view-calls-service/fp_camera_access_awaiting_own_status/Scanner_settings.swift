import AVFoundation
import SwiftUI

/// Asks for camera access, then reads the authorization status back through its own method.
final class Camera_Access {
  static let shared = Camera_Access()
  var granted = false

  func ask_for_access() async {
    _ = await AVCaptureDevice.requestAccess(for: .video)
    await self.read_status()
  }

  func read_status() async {
    granted = AVCaptureDevice.authorizationStatus(for: .video) == .authorized
  }
}

struct Scanner_settings: View {
  var body: some View {
    Button("Allow camera") {
      Task { await Camera_Access.shared.ask_for_access() }
    }
  }
}
