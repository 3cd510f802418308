import SwiftUI

// ObservableObject in name only: no @Published property, nothing changes it.
final class GlyphStyle: ObservableObject {
  var symbol: String
  var size: CGFloat
  init(_ symbol: String, size: CGFloat = 18) {
    self.symbol = symbol
    self.size = size
  }
}

class BDGConfig: ObservableObject {
  let tint: Color
  init(tint: Color) { self.tint = tint }
}

final class IntroCoordinator: ObservableObject {
  @Published var isHidden = false
  let onFinish: () -> Void
  init(isHidden: Bool, onFinish: @escaping () -> Void) {
    self.isHidden = isHidden
    self.onFinish = onFinish
  }
}

final class TRTourDriver: ObservableObject {
  @Published var step = 0
}

struct GlyphView: View {
  let style: GlyphStyle
  var body: some View { Image(systemName: style.symbol).font(.system(size: style.size)) }
}

struct BDGBadge: View {
  let config: BDGConfig
  var body: some View { Circle().fill(config.tint) }
}

// The memberwise initializer's @StateObject argument is an autoclosure: built once per
// identity.
struct IntroOverlay: View {
  @StateObject var coordinator: IntroCoordinator  // expect: state-not-private
  var body: some View { Text(coordinator.isHidden ? "" : "Welcome") }
}

struct TRTourOverlay: View {
  @StateObject var manager: TRTourDriver  // expect: state-not-private
  var body: some View { Text("\(manager.step)") }
}

struct SettingsList: View {
  @State private var introHidden = false

  var body: some View {
    List {
      GlyphView(style: GlyphStyle("gear"))
      BDGBadge(config: BDGConfig(tint: .red))
    }
    .overlay {
      IntroOverlay(coordinator: IntroCoordinator(isHidden: introHidden) { print("done") })
      TRTourOverlay(manager: TRTourDriver())
    }
  }
}
