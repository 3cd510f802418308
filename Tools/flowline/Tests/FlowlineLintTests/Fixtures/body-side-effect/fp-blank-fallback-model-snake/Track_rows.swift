import SwiftUI

struct Badge_view: View {
  var badge: Track_badge
  var body: some View { Text(badge.label) }
}

// Every listed id gets a badge; the fallback is a blank one whose init only assigns constants.
struct Track_rows: View {
  var model: Track_list_model

  var body: some View {
    List(model.ids, id: \.self) { id in
      Badge_view(badge: model.badges[id] ?? Track_badge())
    }
  }
}
