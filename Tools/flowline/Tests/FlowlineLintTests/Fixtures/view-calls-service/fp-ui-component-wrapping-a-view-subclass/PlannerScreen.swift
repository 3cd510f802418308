import SwiftUI

struct Planner_screen: View {
  let canvas: Sketch_canvas
  let pilot: RegionPilot

  var body: some View {
    VStack {
      Button("Clear") { Task { await canvas.clear_strokes() } }
      Button("Home") {
        Task { await pilot.flyTo(latitude: 1, longitude: 2) }
      }
    }
  }
}
