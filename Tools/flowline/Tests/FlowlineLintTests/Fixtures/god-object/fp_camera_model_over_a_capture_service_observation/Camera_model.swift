import AVFoundation
import Observation
import SwiftUI

actor Capture_service {
  let capture_session = AVCaptureSession()
  func set_torch(_ on: Bool) {}
}

// The app's one camera model, in front of the capture service that runs the session: filter,
// torch, pause, detected colour and sampling area are all that session's controls.
@Observable
final class Camera_model {
  let capture_service = Capture_service()
  var filter_name = "none"
  var applies_filter = false
  var torch_on = false
  var is_paused = false
  var detected_colour = ""
  var sampling_area = 20.0
  var status = "idle"
  var zoom = 1.0
  var thumbnail: CGImage?
  var last_error = ""
}

@main
struct Colour_app: App {
  @State private var camera_model = Camera_model()
  var body: some Scene { WindowGroup { Filter_panel().environment(camera_model) } }
}

struct Filter_panel: View {
  @Environment(Camera_model.self) private var camera_model
  var body: some View { Text(camera_model.filter_name).bold(camera_model.applies_filter) }
}

struct Torch_button: View {
  @Environment(Camera_model.self) private var camera_model
  var body: some View { Text(camera_model.torch_on ? "Torch on" : "Torch off") }
}

struct Colour_readout: View {
  @Environment(Camera_model.self) private var camera_model
  var body: some View { Text("\(camera_model.detected_colour) \(camera_model.sampling_area)") }
}

struct Status_bar: View {
  @Environment(Camera_model.self) private var camera_model
  var body: some View { Text(camera_model.status).help(camera_model.last_error) }
}
