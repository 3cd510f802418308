import Observation
import SwiftUI

@propertyWrapper struct Resolved<Value> {
  var wrappedValue: Value
}

final class Link_opener {}

// Holds nothing of its own: an ignored constant and an injected service.
@Observable final class About_panel_model {
  @ObservationIgnored let title = "About"
  @ObservationIgnored @Resolved(wrappedValue: Link_opener()) private var opener

  static func credits() -> [String] { ["Design", "Code"] }
}

struct About_panel: View {
  @Bindable var model: About_panel_model

  init() {
    self.model = About_panel_model()
  }

  var body: some View {
    List(About_panel_model.credits(), id: \.self) { Text($0) }
      .navigationTitle(model.title)
  }
}

struct About_footer: View {
  let model = About_panel_model()

  var body: some View {
    Text(model.title)
  }
}
