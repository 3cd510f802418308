import SwiftUI

struct TrailEntry: Identifiable {
  var id: String
  var latitude: Double
  var longitude: Double
  var kind: String
}

/// Downloads the trail catalogue; also offers a filter over entries the caller already has.
actor TrailCatalogService {
  static let shared = TrailCatalogService()
  static let earthRadiusKm = 6_371.0
  static let degrees = Double.pi / 180

  func downloadIndex() async throws -> [TrailEntry] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return data.isEmpty ? [] : []
  }

  /// Filters and sorts the given entries: a pure computation on the caller's array.
  func filterTrails(
    _ entries: [TrailEntry], kind: String?, nearLatitude: Double?, nearLongitude: Double?
  )
    -> [TrailEntry]
  {
    var result = entries
    if let kind { result = result.filter { $0.kind == kind } }
    if let lat = nearLatitude, let lon = nearLongitude {
      result.sort {
        distance(lat, lon, $0.latitude, $0.longitude)
          < distance(lat, lon, $1.latitude, $1.longitude)
      }
    }
    return result
  }

  private func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let dLat = (lat2 - lat1) * Self.degrees
    let dLon = (lon2 - lon1) * Self.degrees
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * Self.degrees) * sin(dLon / 2) * sin(dLon / 2)
    return Self.earthRadiusKm * 2 * atan2(sqrt(a), sqrt(1 - a))
  }
}

struct TrailBrowser: View {
  let all: [TrailEntry]
  @State private var shown: [TrailEntry] = []
  @State private var kind: String?

  var body: some View {
    List(shown) { Text($0.id) }
      .onChange(of: kind) { applyFilters() }
  }

  private func applyFilters() {
    Task {
      let filtered = await TrailCatalogService.shared.filterTrails(
        all, kind: kind, nearLatitude: nil, nearLongitude: nil)
      shown = filtered
    }
  }
}
