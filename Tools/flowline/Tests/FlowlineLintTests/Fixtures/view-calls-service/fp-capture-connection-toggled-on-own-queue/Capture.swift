import AVFoundation
import SwiftUI

enum CameraRigError: Error { case offMain }

final class CameraRig: NSObject {
  private let session = AVCaptureSession()
  private var links: [AVCaptureDevice: AVCaptureConnection] = [:]
  private let rigQueue = DispatchQueue(label: "rig")

  // Flips the device's connection on the rig's own queue and reports the new state.
  func flip(device: AVCaptureDevice, done: @escaping (Bool) -> Void) throws {
    guard Thread.isMainThread else { throw CameraRigError.offMain }
    guard let link = self.links[device] else { fatalError() }
    rigQueue.async { [weak link] in
      guard let link = link else { return }
      link.isEnabled.toggle()
      done(link.isEnabled)
    }
  }
}

struct CameraToggle: View {
  let rig: CameraRig?
  let camera: AVCaptureDevice
  @State private var busy = false
  @State private var cameraOn = true

  private func flipCamera() {
    guard let rig = self.rig else { return }
    busy = true
    do {
      try rig.flip(device: camera) { on in
        DispatchQueue.main.async {
          busy = false
          cameraOn = on
        }
      }
    } catch {
      busy = false
    }
  }

  var body: some View {
    Button(cameraOn ? "Camera off" : "Camera on") { flipCamera() }
      .disabled(busy)
  }
}
