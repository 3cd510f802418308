import AppKit
import Observation
import SwiftUI

/// A video call window's state, owned by the call view and relayed by an AppKit controller
/// to the call's panels. Written in the Observation style.
@Observable final class CallRoomState {
  var participants: [String] = []
  var speaker: String?
  var isMuted = false
  var isCameraOff = false
  var chat: [String] = []
  var draft = ""
  var isRecording = false
  var elapsed = 0
  var layout = "grid"
  var pinned: String?
}

struct CallWindow: View {
  @State private var room = CallRoomState()
  var body: some View { CallPanelsBridge(room: room) }
}

struct CallPanelsBridge: NSViewControllerRepresentable {
  var room: CallRoomState
  func makeNSViewController(context: Context) -> NSViewController {
    NSHostingController(rootView: CallPanels().environment(room))
  }
  func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

final class CallPanelsController: NSViewController {
  var room: CallRoomState?
  override func viewDidLoad() {
    super.viewDidLoad()
    if let room { addChild(NSHostingController(rootView: CallPanels().environment(room))) }
  }
}

struct CallPanels: View {
  var body: some View {
    HStack {
      ParticipantGrid()
      MicButton()
      ChatPane()
      RecordingBadge()
    }
  }
}

struct ParticipantGrid: View {
  @Environment(CallRoomState.self) private var room
  var body: some View { Text("\(room.participants.count) \(room.layout) \(room.pinned ?? "")") }
}

struct MicButton: View {
  @Environment(CallRoomState.self) private var room
  var body: some View { Text(room.isMuted ? "muted" : room.isCameraOff ? "no camera" : "live") }
}

struct ChatPane: View {
  @Environment(CallRoomState.self) private var room
  var body: some View { Text("\(room.chat.count) \(room.draft)") }
}

struct RecordingBadge: View {
  @Environment(CallRoomState.self) private var room
  var body: some View { Text(room.isRecording ? "\(room.elapsed)" : "") }
}
