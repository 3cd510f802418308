import SwiftUI

final class Recording: ObservableObject, Identifiable {
  let id = UUID()
  @Published var title = ""
  @Published var duration = 0.0
  func rename(_ text: String) {
    title = text
    duration = 0
  }
}

// Unwrapping the property under its own name (`if let recording`, `if let recording =
// recording`, `guard let recording = self.recording`) and reading members is reading it.
struct RecordingHeader: View {
  @State private var recording: Recording?  // expect: state-holds-reference

  var body: some View {
    if let recording {
      Text(recording.title)
    }
  }
}

struct RecordingFooter: View {
  @State private var recording: Recording?  // expect: state-holds-reference

  var body: some View {
    if let recording = recording {
      Text("\(recording.duration)")
    }
  }
}

struct Recording_caption: View {
  @State private var recording: Recording?  // expect: state-holds-reference

  var body: some View { caption }

  private var caption: some View {
    guard let recording = self.recording else { return Text("") }
    return Text(recording.title)
  }
}

// A same-named closure parameter shadows the property only inside its closure: the read
// after it is the property's.
struct Recording_list: View {
  let all: [Recording]
  @State private var recording = Recording()  // expect: state-holds-reference

  var body: some View {
    VStack {
      ForEach(all) { recording in Text(recording.title) }
      Text(recording.title)
    }
  }
}

// A local copy of the property under its name is the same object.
struct RecordingBadge: View {
  @State private var recording: Recording?  // expect: state-holds-reference

  var body: some View {
    let recording = self.recording
    return Text(recording?.title ?? "")
  }
}
