import SwiftUI

// The view delays its own redraw: a display delay on the main queue, not a service.
struct ChartCanvas: View {
  let debouncer = RedrawDebouncer()
  @State private var zoom = 1.0
  @State private var shownZoom = 1.0

  var body: some View {
    Slider(value: $zoom)
      .onChange(of: zoom) { _, value in
        debouncer.schedule { shownZoom = value }
      }
    Text("\(shownZoom)")
  }
}
