import Combine
import Observation
import SwiftUI

struct DraftNote {
  var title = ""
}

@Observable final class ComposerModel {
  var renders = 0
}

final class ProgressHolder {
  var fraction = 0.0 {
    didSet { print("progress \(fraction)") }
  }
  var model = ComposerModel()
}

final class StatusRelay {
  let updates = CurrentValueSubject<String, Never>("")
  var last = ""
}

final class SessionRecorder {
  var lastScreen = ""
}

struct ComposerView: View {
  let title: String
  let recorder: SessionRecorder
  @State private var draft = DraftNote()
  @State private var model = ComposerModel()
  @State private var holder = ProgressHolder()
  @State private var relay = StatusRelay()

  var body: some View {
    draft.title = title  // expect: body-side-effect
    model.renders += 1  // expect: body-side-effect
    holder.fraction = 0.5  // expect: body-side-effect
    holder.model.renders = 0  // expect: body-side-effect
    relay.last = title  // expect: body-side-effect
    recorder.lastScreen = title  // expect: body-side-effect
    return Text(draft.title)
  }
}

struct Status_Badge: View {
  @State private var status_holder = ProgressHolder()
  @State private var current_relay: StatusRelay = StatusRelay()

  var body: some View {
    self.status_holder.fraction = 1  // expect: body-side-effect
    self.current_relay.last = "done"  // expect: body-side-effect
    return Text("Done")
  }
}
