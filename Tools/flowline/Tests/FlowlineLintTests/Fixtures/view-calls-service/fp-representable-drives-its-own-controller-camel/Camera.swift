import AVFoundation
import SwiftUI
import UIKit

final class CameraController: UIViewController {
  private let session = AVCaptureSession()
  private let queue = DispatchQueue(label: "camera")
  func setFilter(_ name: String?) { queue.async { _ = name } }
  func stopRecording() { queue.async { [session] in session.stopRunning() } }
}

// The representable keeps the controller it hands SwiftUI and drives it: its own UIKit
// content, not a service.
struct CameraView: UIViewControllerRepresentable {
  var controller = CameraController()

  func makeUIViewController(context: Context) -> CameraController { controller }
  func updateUIViewController(_ controller: CameraController, context: Context) {}

  func setFilter(_ name: String?) { controller.setFilter(name) }
  func stopRecording() { controller.stopRecording() }
}
