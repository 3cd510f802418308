import AppKit
import MapKit

/// A drawing canvas is itself a view: its async commands animate what it draws.
final class Sketch_canvas: NSView {
  func clear_strokes() async {
    await NSAnimationContext.runAnimationGroup { _ in }
  }
}

/// A map wrapper that hands its map view to the window: moving the camera is UI work.
final class RegionPilot {
  let mapView = MKMapView()

  func flyTo(latitude: Double, longitude: Double) async {
    await withCheckedContinuation { done in
      mapView.setCenter(.init(latitude: latitude, longitude: longitude), animated: true)
      done.resume()
    }
  }
}
