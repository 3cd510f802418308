import SwiftUI

protocol Spacing_source: ObservableObject {
  var gutter: Double { get }
}

/// Fixed metrics: the published values are the declarations' own; the name is a constant.
final class Layout_metrics: Spacing_source {
  @Published var gutter = 12.0
  @Published var corner_radius = 8.0
  let name: String

  init(name: String = "regular") {
    self.name = name
  }
}

struct Metrics_preview: View {
  let metrics = Layout_metrics(name: "compact")
  @ObservedObject var shown_metrics = Layout_metrics()

  var body: some View {
    RoundedRectangle(cornerRadius: metrics.corner_radius)
      .padding(metrics.gutter + shown_metrics.gutter)
  }
}
