import SwiftUI

struct MetricsSummaryView: View {
  var body: some View {
    Button("Details") { openInspector() }
  }

  private func openInspector() {
    InspectorWindowController.present()
  }
}

struct Panel_button: View {
  let panel: Floating_panel
  var body: some View {
    Button("Show") {
      Task { await panel.bring_forward() }
    }
  }
}
