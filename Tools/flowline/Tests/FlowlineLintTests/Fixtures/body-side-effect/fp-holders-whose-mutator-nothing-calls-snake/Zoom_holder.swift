import Combine

@MainActor
final class Zoom_holder: ObservableObject {
  @Published var level: Double

  init(level: Double) { self.level = level }

  /// Never called anywhere: the level stays what the initializer stored.
  func reset_level() { level = 1 }
}

struct Viewer_settings {
  var grid_on = false
  var zoom_locked = false
}
