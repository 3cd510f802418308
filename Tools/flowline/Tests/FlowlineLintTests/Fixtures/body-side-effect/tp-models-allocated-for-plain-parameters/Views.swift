import SwiftUI

final class PlaybackCoordinator: ObservableObject {
  @Published var isPlaying = false
}

final class PDFPageVM: ObservableObject {
  var page = 0
  func next() { page += 1 }
}

final class WizardModel: ObservableObject {
  @Published var step = 0
}

struct PlayerBar: View {
  let coordinator: PlaybackCoordinator
  var body: some View { Text(coordinator.isPlaying ? "Pause" : "Play") }
}

struct PDFPager: View {
  @ObservedObject var model: PDFPageVM
  var body: some View { Text("\(model.page)") }
}

// An explicit initializer evaluates its argument at the call site, on every render.
struct WizardView: View {
  @StateObject private var model: WizardModel
  init(model: WizardModel) { _model = StateObject(wrappedValue: model) }
  var body: some View { Text("\(model.step)") }
}

struct InboxScreen: View {
  var body: some View {
    VStack {
      PlayerBar(coordinator: PlaybackCoordinator())  // expect: body-side-effect
      PDFPager(model: PDFPageVM())  // expect: body-side-effect
      WizardView(model: WizardModel())  // expect: body-side-effect
    }
    .environmentObject(PlaybackCoordinator())  // expect: body-side-effect
  }
}
