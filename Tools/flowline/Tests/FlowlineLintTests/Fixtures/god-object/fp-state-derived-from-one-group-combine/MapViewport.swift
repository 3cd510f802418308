import Combine
import SwiftUI

/// One map's viewport: the camera, the controls computed from it, the legend and the pins.
/// The controls are derived from the camera (`compassHidden = heading == 0`): one concern,
/// however the views split their reads.
final class MapViewport: ObservableObject {
  @Published var zoom = 1.0
  @Published var centerLatitude = 0.0
  @Published var centerLongitude = 0.0
  @Published var heading = 0.0
  @Published var compassHidden = true
  @Published var resetVisible = false
  @Published var isPanning = false
  @Published var legendVisible = false
  @Published var pinTitles: [String] = []
  @Published var selectedPin: String?

  func rotate(by degrees: Double) {
    heading += degrees
    syncControls()
  }

  func syncControls() {
    let rounded = heading.rounded()
    compassHidden = rounded == 0
    resetVisible = zoom != 1
  }
}

struct MapCanvas: View {
  @EnvironmentObject var viewport: MapViewport
  var body: some View {
    Text("\(viewport.centerLatitude) @\(viewport.zoom)")
      .rotationEffect(.degrees(viewport.heading))
      .help(viewport.pinTitles.joined())
  }
}

struct MapControls: View {
  @EnvironmentObject var viewport: MapViewport
  var body: some View {
    HStack {
      if !viewport.compassHidden { Image(systemName: "location.north") }
      if viewport.resetVisible { Text("Reset") }
    }
    .opacity(viewport.isPanning ? 0.5 : 1)
  }
}

struct MapLegend: View {
  @EnvironmentObject var viewport: MapViewport
  var body: some View { Text("Legend").opacity(viewport.legendVisible ? 1 : 0) }
}

struct PinDetail: View {
  @EnvironmentObject var viewport: MapViewport
  var body: some View {
    Text(viewport.selectedPin ?? viewport.pinTitles.first ?? "")
  }
}
