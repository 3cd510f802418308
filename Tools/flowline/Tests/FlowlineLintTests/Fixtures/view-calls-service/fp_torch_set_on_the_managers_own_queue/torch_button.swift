import AVFoundation
import SwiftUI

final class Torch_manager {
  private var cameras: [String: AVCaptureDevice] = [:]
  private let torch_queue = DispatchQueue(label: "torch")

  // Locks the camera, sets its torch and unlocks it, on the manager's own queue.
  func flip_torch(_ on: Bool, camera_id: String, then: @escaping (Bool) -> Void) {
    guard let camera = cameras[camera_id] else { return }
    torch_queue.async {
      do {
        try camera.lockForConfiguration()
        camera.torchMode = on ? .on : .off
        camera.unlockForConfiguration()
        then(on)
      } catch {
        then(!on)
      }
    }
  }
}

struct Torch_button: View {
  let torch_manager: Torch_manager
  let camera_id: String
  @State private var torch_on = false

  var body: some View {
    Button(torch_on ? "Torch off" : "Torch on") {
      torch_manager.flip_torch(!torch_on, camera_id: camera_id) { now_on in
        DispatchQueue.main.async { torch_on = now_on }
      }
    }
  }
}
