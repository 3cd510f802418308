import SwiftUI

struct Stop: Identifiable {
  var id: String
  var line: String
}

/// The filter copies the actor's cache into a local first: it still reads the cache.
actor StopCatalogService {
  static let shared = StopCatalogService()
  private var stops: [Stop] = []

  func stops(on line: String) -> [Stop] {
    let stops = self.stops
    return stops.filter { $0.line == line }
  }
}

struct StopPicker: View {
  let line: String
  @State private var shown: [Stop] = []

  var body: some View {
    List(shown) { Text($0.id) }
      .task {
        let catalog = StopCatalogService.shared
        shown = await catalog.stops(on: line)  // expect: view-calls-service
      }
  }
}
