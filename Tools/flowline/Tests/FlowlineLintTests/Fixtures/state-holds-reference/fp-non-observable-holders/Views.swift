import Combine
import Observation
import SwiftUI

/// Kept in @State only for a stable identity: nothing in it is rendered.
final class TickerHolder {
  var timer: Timer?
}

final class RowSource {
  var rows: [String] = []
}

@Observable final class Preferences {
  static let shared = Preferences()
  var fontSize = 14.0
}

final class AppModel: ObservableObject {
  static let shared = AppModel()
  @Published var ready = false
}

struct ClockView: View {
  @State private var ticker = TickerHolder()
  @State private var source = RowSource()
  @State private var preferences = Preferences.shared

  var body: some View { Text("\(preferences.fontSize)") }
}

/// The app root keeps the shared model alive and hands it down; it never reads it.
struct RootScene: App {
  @State private var model = AppModel.shared

  var body: some Scene {
    WindowGroup { ClockView().environmentObject(model) }
  }
}
