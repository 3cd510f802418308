import SwiftUI

final class Session_store: ObservableObject {
  @Published var is_signed_in = false
  @Published var user_name = ""
}

final class Journal_settings: ObservableObject {
  @Published var font_size = 14.0
}

final class Journal_router: ObservableObject {
  @Published var path: [String] = []
  @Published var is_composing = false
}

@main
struct Journal_app: App {
  var body: some Scene {
    WindowGroup { Journal_root() }
  }
}

struct Journal_root: View {
  @EnvironmentObject var session: Session_store
  @EnvironmentObject var settings: Journal_settings
  @EnvironmentObject var router: Journal_router

  var body: some View {
    if session.is_signed_in {
      NavigationStack(path: $router.path) { Text("Entries") }
        .sheet(isPresented: $router.is_composing) { Text("New entry") }
    } else {
      Text("Sign in")
    }
  }
}
