import Combine

// A project class in another module that happens to share SwiftUI scene names.
final class Settings: ObservableObject {
  @Published var showsIcon = true
}

final class MenuBarExtra: ObservableObject {
  @Published var item_title = ""
}
