import Observation
import SwiftUI

enum Workspace {
  @Observable
  final class PaneModel {
    var scroll = 0.0
    func scrollBy(_ delta: Double) { scroll += delta }
  }
}

extension Workspace {
  /// Inside an extension of the enclosing type, `PaneModel` is the project's nested class.
  struct PaneView: View {
    let model: PaneModel
    var body: some View {
      Button("\(model.scroll)") { model.scrollBy(10) }
    }
  }

  struct PaneHost: View {
    var body: some View {
      PaneView(model: PaneModel())  // expect: body-side-effect
    }
  }
}

final class BasePanel {
  @Observable
  final class Slot_model {
    var count = 0
    func bump() { count += 1 }
  }
}

/// A subclass sees the nested types of its superclass unqualified.
final class Side_panel: BasePanel {
  struct Slot_view: View {
    let slot: Slot_model
    var body: some View {
      Button("\(slot.count)") { slot.bump() }
    }
  }

  struct Slot_host: View {
    var body: some View {
      Slot_view(slot: Slot_model())  // expect: body-side-effect
    }
  }
}
