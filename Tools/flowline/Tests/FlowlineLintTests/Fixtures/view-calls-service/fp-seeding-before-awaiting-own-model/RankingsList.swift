import Foundation
import SwiftUI

final class RankingsApi: ObservableObject {
  @Published var rows: [String] = []
  @Published var loading = false

  func fetchRankings(for division: String) async {
    loading = true
    let url = URL(string: "https://example.com/\(division)")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      rows = [String(decoding: data, as: UTF8.self)]
    }
    loading = false
  }
}

// The task seeds the picker from the stored choice before it sends the load, and then only
// clears its first-load flag: nothing the view keeps comes out of the call.
struct RankingsList: View {
  @AppStorage("division") private var savedDivision = "open"
  @StateObject private var rankingsApi = RankingsApi()
  @State private var division = "open"
  @State private var firstLoad = true

  var body: some View {
    List(rankingsApi.rows, id: \.self) { Text($0) }
      .task {
        if firstLoad {
          division = savedDivision
          await rankingsApi.fetchRankings(for: savedDivision)
          firstLoad = false
        }
      }
  }
}

// Keeping something of the view's own after the load tracks the call in the view.
struct RankingsSummary: View {
  @StateObject private var rankingsApi = RankingsApi()
  @State private var loadedAt = Date.distantPast

  var body: some View {
    Text(loadedAt, style: .time)
      .task {
        await rankingsApi.fetchRankings(for: "open")  // expect: view-calls-service
        loadedAt = Date()
      }
  }
}
