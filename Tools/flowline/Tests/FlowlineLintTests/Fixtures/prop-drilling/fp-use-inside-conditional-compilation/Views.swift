import SwiftUI

// The middle views use the value in members inside `#if` blocks: they are not forwarders.
struct MapScreen: View {
  @State private var region = Region()
  var body: some View { MapPanel(region: $region) }
}

struct MapPanel: View {
  @Binding var region: Region
  var body: some View { MapCanvas(region: $region) }

  #if os(iOS)
    func zoomIn() { region.span /= 2 }
  #endif
}

struct MapCanvas: View {
  @Binding var region: Region
  var body: some View { MapTiles(region: $region) }

  #if DEBUG
    @State var debugOverlay = false  // expect: state-not-private
    var debugLabel: String { "\(region.center)" }
  #endif
}

struct MapTiles: View {
  @Binding var region: Region
  var body: some View { Text("\(region.center)") }
}
