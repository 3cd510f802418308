import SwiftUI

struct Zoomed_canvas: View {
  @ObservedObject var zoom: Zoom_holder
  var body: some View { Rectangle().scaleEffect(zoom.level) }
}

struct Canvas_screen: View {
  @State private var settings = Viewer_settings()

  var body: some View {
    VStack {
      Zoomed_canvas(zoom: Zoom_holder(level: 2))
      // Other types' members of other names: `grid_on.toggle()` is a Bool's.
      Button("Grid") { settings.grid_on.toggle() }
      Button("Lock") { reset_lock() }
    }
  }

  private func reset_lock() { settings.zoom_locked = false }
}
