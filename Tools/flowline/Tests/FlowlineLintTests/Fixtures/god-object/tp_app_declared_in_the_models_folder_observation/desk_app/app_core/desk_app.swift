import Observation
import SwiftUI

/// The model and its readers share a folder with the app itself: that folder is the app.
@main
struct Desk_App: App {
  @State private var state = Desk_State()
  var body: some Scene {
    WindowGroup { Desk_root().environment(state) }
  }
}

@Observable  // expect: god-object
final class Desk_State {
  var notes: [String] = []
  var pinned: Set<String> = []
  var signed_in = false
  var user_name = ""
  var query = ""
  var matches: [String] = []
  var uploads: [URL] = []
  var upload_progress = 0.0
  var banner: String?
  var badge = 0
}
