import Observation
import SwiftUI

final class Download_center: ObservableObject {
  @Published var active: [String] = []
  func resume_all() {}
}

@Observable final class Search_focus {
  var focused = false
  func focus() { focused = true }
}

@Observable final class Outbox {
  var pending: [String] = []
}

@Observable final class Shelf_router {
  var shelf = 0
  var path: [String] = []
}

struct Shelf_app: App {
  var body: some Scene {
    WindowGroup { Shelf_root() }
  }
}

// An ObservableObject environment object re-renders its readers on every change, even one
// used only in a handler: still counted at the scene root.
struct Shelf_root: View {  // expect: environment-object-overuse
  @EnvironmentObject var downloads: Download_center
  @Environment(Outbox.self) private var outbox
  @Environment(Shelf_router.self) private var router

  var body: some View {
    NavigationStack { Text("Shelf \(router.shelf)") }
      .navigationTitle(router.path.last ?? "")
      .onAppear { downloads.resume_all() }
  }
}

// Not a scene root: an @Observable model used only in a handler of an inner screen still
// counts as barely used.
struct Shelf_detail: View {  // expect: environment-object-overuse
  @Environment(Search_focus.self) private var search
  @Environment(Outbox.self) private var outbox
  @Environment(Shelf_router.self) private var router

  var body: some View {
    Text("Shelf \(router.shelf)")
      .navigationTitle(router.path.last ?? "")
      .onTapGesture(count: 2) { search.focus() }
  }
}

#Preview { Shelf_detail() }
