import Combine
import SwiftUI

/// A project class the model drives; not observable.
final class Beacon_scanner {
  func start() {}
}

/// Publishes whether a beacon is near; the scanner it keeps is its tool, not state.
final class Beacon_watch: ObservableObject {
  let scanner = Beacon_scanner()
  @Published var is_near = false
}

final class Profile_store: ObservableObject {
  @Published var nickname = ""
  @Published var badges: [String] = []
}

final class Visits_model: ObservableObject {
  @Published var visits: [String] = []
  @Published var loading = false
}

struct Home_root: View {
  @EnvironmentObject private var watch: Beacon_watch
  @EnvironmentObject private var profile: Profile_store
  @EnvironmentObject private var visits: Visits_model

  var body: some View {
    List(visits.visits, id: \.self) { Text($0) }
      .redacted(reason: visits.loading ? .placeholder : [])
      .badge(watch.is_near ? "Near" : "")
  }
}
