import AVFoundation
import SwiftUI
import UIKit

final class Camera_Controller: UIViewController {
  private let session = AVCaptureSession()
  private let queue = DispatchQueue(label: "camera")
  func set_filter(_ name: String?) { queue.async { _ = name } }
  func stop_recording() { queue.async { [session] in session.stopRunning() } }
}

// The representable keeps the controller it hands SwiftUI and drives it: its own UIKit
// content, not a service.
struct Camera_View: UIViewControllerRepresentable {
  var camera_controller = Camera_Controller()

  func makeUIViewController(context: Context) -> Camera_Controller {
    return camera_controller
  }
  func updateUIViewController(_ controller: Camera_Controller, context: Context) {}

  func set_filter(_ name: String?) { camera_controller.set_filter(name) }
  func stop_recording() { camera_controller.stop_recording() }
}
