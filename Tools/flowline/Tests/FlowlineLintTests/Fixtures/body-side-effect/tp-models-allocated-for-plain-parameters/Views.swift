import SwiftUI

final class PlaybackCoordinator: ObservableObject {
  @Published var isPlaying = false
  func toggle() { isPlaying.toggle() }
}

final class PDFPageVM: ObservableObject {
  var page = 0
  func next() { page += 1 }
}

final class WizardModel: ObservableObject {
  @Published var step = 0
  func advance() { step += 1 }
}

// No @Published property, but a lazy section list it builds after it is made.
final class SwatchGridModel: ObservableObject {
  let onPick: (Int) -> Void
  lazy var sections: [Int] = Array(0..<64)
  init(onPick: @escaping (Int) -> Void) { self.onPick = onPick }
}

struct SwatchGrid: View {
  @ObservedObject var model: SwatchGridModel
  var body: some View { Text("\(model.sections.count)") }
}

struct PlayerBar: View {
  let coordinator: PlaybackCoordinator
  var body: some View { Text(coordinator.isPlaying ? "Pause" : "Play") }
}

struct PDFPager: View {
  @ObservedObject var model: PDFPageVM
  var body: some View { Button("\(model.page)") { model.next() } }
}

// An explicit initializer evaluates its argument at the call site, on every render.
struct WizardView: View {
  @StateObject private var model: WizardModel
  init(model: WizardModel) { _model = StateObject(wrappedValue: model) }
  var body: some View { Button("\(model.step)") { model.advance() } }
}

struct InboxScreen: View {
  var body: some View {
    VStack {
      PlayerBar(coordinator: PlaybackCoordinator())  // expect: body-side-effect
      PDFPager(model: PDFPageVM())  // expect: body-side-effect
      WizardView(model: WizardModel())  // expect: body-side-effect
      SwatchGrid(model: SwatchGridModel { print($0) })  // expect: body-side-effect
    }
    .environmentObject(PlaybackCoordinator())  // expect: body-side-effect
  }
}
