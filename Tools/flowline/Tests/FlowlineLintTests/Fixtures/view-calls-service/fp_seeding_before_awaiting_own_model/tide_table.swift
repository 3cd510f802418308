import Foundation
import SwiftUI

final class Tide_Service: ObservableObject {
  @Published var levels: [Double] = []

  func load_levels(_ harbour: String) async {
    let url = URL(string: "https://example.com/tides/\(harbour)")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      levels = [Double(data.count)]
    }
  }
}

struct Tide_table: View {
  @AppStorage("harbour") private var stored_harbour = "Brest"
  @ObservedObject var tides: Tide_Service
  @State private var harbour = ""
  @State private var shown_at = Date.distantPast

  var body: some View {
    List(tides.levels, id: \.self) { Text("\($0)") }
      .onAppear {
        Task {
          harbour = stored_harbour
          shown_at = Date()
          await tides.load_levels(stored_harbour)
        }
      }
  }
}

// In a loop, a write before the call comes after the previous round's call.
struct Tide_refresher: View {
  @ObservedObject var tides: Tide_Service
  @State private var latest: Double = 0

  var body: some View {
    Text("\(latest)")
      .task {
        for harbour in ["Brest", "Cork"] {
          latest = Double(harbour.count)
          await tides.load_levels(harbour)  // expect: view-calls-service
        }
      }
  }
}
