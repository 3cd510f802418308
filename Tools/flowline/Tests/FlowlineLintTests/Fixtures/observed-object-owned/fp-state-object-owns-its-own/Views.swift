import SwiftUI

final class PlayerModel: ObservableObject {
  static let shared = PlayerModel()
  @Published var volume = 0.5
}

struct Palette {
  static let shared = Palette()
  var tint = Color.blue
}

// Owning a fresh instance, observing an injected one, and keeping a shared value type in
// @State are all fine.
struct VolumeSlider: View {
  @StateObject private var model = PlayerModel()
  var body: some View { Text("\(model.volume)") }
}

struct VolumeLabel: View {
  @EnvironmentObject var model: PlayerModel
  var body: some View { Text("\(model.volume)") }
}

struct TintSwatch: View {
  @State private var palette = Palette.shared
  var body: some View { Rectangle().fill(palette.tint) }
}

// The app itself lives as long as the process: it may keep the shared model alive.
@main
struct PlayerApp: App {
  @StateObject private var model = PlayerModel.shared
  var body: some Scene {
    WindowGroup { VolumeLabel().environmentObject(model) }
  }
}
