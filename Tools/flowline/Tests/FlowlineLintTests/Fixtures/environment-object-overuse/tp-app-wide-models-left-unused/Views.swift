import SwiftUI

@Observable final class Palette {
  var tint = Color.blue
}
@Observable final class Backend {
  var host = ""
}
@Observable final class DraftModel {
  var text = ""
  var attachments: [String] = []
}

// App-wide models still count when the view does not use them at all.
struct ComposerView: View {  // expect: environment-object-overuse
  @Environment(Palette.self) private var palette
  @Environment(Backend.self) private var backend
  @Environment(DraftModel.self) private var draft

  var body: some View { Text(draft.text) }
}

struct HostLabel: View {
  @Environment(Palette.self) private var palette
  @Environment(Backend.self) private var backend
  var body: some View { Text(backend.host).foregroundStyle(palette.tint) }
}

struct TintedDivider: View {
  @Environment(Palette.self) private var palette
  @Environment(Backend.self) private var backend
  var body: some View { Divider().overlay(palette.tint).help(backend.host) }
}

struct Footer: View {
  @Environment(Palette.self) private var palette
  @Environment(Backend.self) private var backend
  var body: some View { Text(backend.host).tint(palette.tint) }
}
