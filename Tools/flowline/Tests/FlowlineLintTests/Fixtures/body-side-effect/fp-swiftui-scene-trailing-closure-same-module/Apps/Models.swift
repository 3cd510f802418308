import Combine

// Project classes named like SwiftUI scenes, in the same module as the apps below; none of
// their initializers takes a closure.
final class Settings: ObservableObject {
  @Published var showsIcon = true
}

final class WindowGroup: ObservableObject {
  @Published var open_count = 0
  init(open_count: Int = 0) { self.open_count = open_count }
}
