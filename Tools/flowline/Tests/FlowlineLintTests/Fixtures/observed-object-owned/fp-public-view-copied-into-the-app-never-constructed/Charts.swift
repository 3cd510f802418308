import SwiftUI

/// The style of a chart's axis labels.
public final class AxisLabelStyle: ObservableObject {
  /// The labels' font size.
  @Published public var fontSize = 12.0
  /// A default style.
  public init() {}
}

/// A chart library's view copied into the app: `public`, but an app target exports nothing,
/// and nothing in the app constructs it.
public struct AxisLabels: View {
  @ObservedObject var style = AxisLabelStyle()
  /// The labels.
  public var body: some View {
    Text("axis").font(.system(size: style.fontSize)).onTapGesture { style.fontSize += 1 }
  }
}

@main
struct ChartsApp: App {
  var body: some Scene {
    WindowGroup { Text("Charts") }
  }
}
