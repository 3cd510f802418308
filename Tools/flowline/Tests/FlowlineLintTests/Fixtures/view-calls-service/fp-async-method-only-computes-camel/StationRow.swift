import CoreLocation
import MapKit
import SwiftUI

// A maps service whose distance is `async` but only measures from the location it holds; its
// travel time asks MapKit and is real work.
final class TransitMapService {
  var location: CLLocation?

  func distanceTo(latitude: Double, longitude: Double) async -> Double? {
    guard let here = location else { return nil }
    let there = CLLocation(latitude: latitude, longitude: longitude)
    let miles = there.distance(from: here) * 0.000621371192
    return (miles * 10).rounded() / 10
  }

  func thumbnail(named name: String) async -> Data? {
    let url = URL(fileURLWithPath: "/tmp").appendingPathComponent(name)
    return try? Data(contentsOf: url)
  }

  func walkingTime(to latitude: Double) async throws -> TimeInterval {
    let request = MKDirections.Request()
    return try await MKDirections(request: request).calculateETA().expectedTravelTime
  }
}

struct StationRow: View {
  let latitude: Double
  let longitude: Double
  let mapService: TransitMapService
  @State private var miles: Double?
  @State private var minutes: TimeInterval?
  @State private var icon: Data?

  var body: some View {
    Text(miles.map { "\($0) mi" } ?? "…")
      .task {
        miles = await mapService.distanceTo(latitude: latitude, longitude: longitude)
        minutes = try? await mapService.walkingTime(to: latitude)  // expect: view-calls-service
        icon = await mapService.thumbnail(named: "station")  // expect: view-calls-service
      }
  }
}

// The same service reached through the app's state object.
final class TransitAppState: ObservableObject {
  let mapService = TransitMapService()
}

struct StationDistanceLabel: View {
  let latitude: Double
  @EnvironmentObject private var appState: TransitAppState
  @State private var miles: Double?

  var body: some View {
    Text(miles.map { "\($0) mi" } ?? "…")
      .task { miles = await self.appState.mapService.distanceTo(latitude: latitude, longitude: 1) }
      .onTapGesture { Task { await loadIcon() } }
  }

  private func loadIcon() async {
    icon = await appState.mapService.thumbnail(named: "map")  // expect: view-calls-service
  }

  @State private var icon: Data?
}
