import SwiftUI

protocol Spacing_source: ObservableObject {
  var gutter: Double { get }
}

final class Layout_metrics: Spacing_source {
  @Published var gutter: Double
  @Published var corner_radius = 8.0
  let name: String

  init(gutter: Double = 12, name: String = "regular") {
    self.gutter = gutter
    self.name = name
  }
}

struct Metrics_preview: View {
  let metrics = Layout_metrics(gutter: 16)

  var body: some View {
    RoundedRectangle(cornerRadius: metrics.corner_radius).padding(metrics.gutter)
  }
}
