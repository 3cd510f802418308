import Combine
import SwiftUI

struct Saved_route { var stops: [String] = [] }

/// One feature's editor: the loaded route, the stops being edited (copied from the loaded route
/// through `current_stops`), and the list of past routes.
final class Route_editor: ObservableObject {
  @Published var loaded: Saved_route?
  @Published var loading = false
  @Published var draft_stops: [String] = []
  @Published var draft_dirty = false
  @Published var past_routes: [Saved_route] = []
  @Published var past_loading = false
  @Published var opened_past: Saved_route?
  @Published var error_text = ""
  @Published var sheet_open = false
  @Published var saving = false

  var current_stops: [String] { loaded?.stops ?? [] }

  func begin_edit() {
    let copy = current_stops
    draft_stops = copy
    sheet_open = true
  }
}

struct Route_header: View {
  @EnvironmentObject var editor: Route_editor
  var body: some View { Text("\(editor.loaded?.stops.count ?? 0)").opacity(editor.loading ? 0 : 1) }
}

struct Draft_sheet: View {
  @EnvironmentObject var editor: Route_editor
  var body: some View { Text(editor.draft_stops.joined()).bold(editor.draft_dirty) }
}

struct Past_list: View {
  @EnvironmentObject var editor: Route_editor
  var body: some View { Text("\(editor.past_routes.count)").opacity(editor.past_loading ? 0 : 1) }
}

struct Past_detail: View {
  @EnvironmentObject var editor: Route_editor
  var body: some View {
    Text("\(editor.opened_past?.stops.count ?? 0) \(editor.past_routes.count)")
  }
}
