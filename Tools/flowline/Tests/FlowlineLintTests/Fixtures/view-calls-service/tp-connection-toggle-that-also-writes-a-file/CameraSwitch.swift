import AVFoundation
import SwiftUI

final class CameraSwitchboard {
  private var links: [AVCaptureDevice: AVCaptureConnection] = [:]
  private let queue = DispatchQueue(label: "switchboard")
  private let stateFile = URL(fileURLWithPath: "/tmp/camera-state")

  // Flips the connection on its own queue and also records the choice in a file: data work.
  func flip(device: AVCaptureDevice, done: @escaping (Bool) -> Void) {
    guard let link = links[device] else { return }
    queue.async { [weak link] in
      guard let link else { return }
      link.isEnabled.toggle()
      try? Data([link.isEnabled ? 1 : 0]).write(to: self.stateFile)
      done(link.isEnabled)
    }
  }
}

struct CameraSwitch: View {
  let switchboard: CameraSwitchboard
  let camera: AVCaptureDevice
  @State private var cameraOn = true

  var body: some View {
    Button(cameraOn ? "Camera off" : "Camera on") {
      switchboard.flip(device: camera) { on in  // expect: view-calls-service
        DispatchQueue.main.async { cameraOn = on }
      }
    }
  }
}
