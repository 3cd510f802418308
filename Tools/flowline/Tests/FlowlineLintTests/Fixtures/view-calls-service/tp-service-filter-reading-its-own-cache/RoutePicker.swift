import SwiftUI

struct RouteEntry: Identifiable {
  var id: String
  var kind: String
}

/// Keeps the downloaded catalogue; the filter reads that cache, not only its arguments.
actor RouteCatalogService {
  static let shared = RouteCatalogService()
  private var cached: [RouteEntry] = []

  func filterRoutes(kind: String?) -> [RouteEntry] {
    guard let kind else { return cached }
    return cached.filter { $0.kind == kind }
  }
}

struct RoutePicker: View {
  @State private var shown: [RouteEntry] = []
  @State private var kind: String?

  var body: some View {
    List(shown) { Text($0.id) }
      .task {
        let catalog = RouteCatalogService.shared
        shown = await catalog.filterRoutes(kind: kind)  // expect: view-calls-service
      }
  }
}
