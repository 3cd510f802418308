import Combine
import SwiftUI

struct FeatureCard: Identifiable {
  let id: String
  let title: String
}

struct StreakClient {
  func streak() async throws -> (days: Int, target: Int, reviewed: [String], retained: [String]) {
    (0, 0, [], [])
  }
}

/// The home screen's statistics, loaded by one method; its loading flag, which a view only
/// reads (handing it to an overlay); and the feature cards it offers, listed where they are
/// declared and never changed.
final class HomeModel: ObservableObject {
  @Published var isLoading = false
  @Published var streakDays = 0
  @Published var streakTarget = 0
  @Published var reviewedToday: [String] = []
  @Published var retained: [String] = []
  @Published var retainedCount = 0
  @Published var reviewedCount = 0
  @Published var lastUpdate: Date?
  @Published var errorMessage: String?
  @Published var featureCards: [FeatureCard] = [
    FeatureCard(id: "review", title: "Review"),
    FeatureCard(id: "study", title: "Study"),
  ]
  private let client = StreakClient()

  @MainActor
  func loadStreak() async {
    isLoading = true
    do {
      let result = try await client.streak()
      streakDays = result.days
      streakTarget = result.target
      reviewedToday = result.reviewed
      retained = result.retained
      retainedCount = result.retained.count
      reviewedCount = result.reviewed.count
      lastUpdate = Date()
    } catch {
      errorMessage = error.localizedDescription
    }
    isLoading = false
  }
}

@main
struct HomeApp: App {
  @StateObject private var home = HomeModel()
  var body: some Scene { WindowGroup { HomeScreen().environmentObject(home) } }
}

struct HomeScreen: View {
  @EnvironmentObject var home: HomeModel
  var body: some View {
    VStack {
      StreakBadge()
      ReviewedList()
      RetainedSummary()
      CardsRow()
      LoadingOverlay(isShown: home.isLoading)
    }
    .task { await home.loadStreak() }
  }
}

struct LoadingOverlay: View {
  let isShown: Bool
  var body: some View { ProgressView().opacity(isShown ? 1 : 0) }
}

struct StreakBadge: View {
  @EnvironmentObject var home: HomeModel
  var body: some View { Text("\(home.streakDays) / \(home.streakTarget)") }
}

struct ReviewedList: View {
  @EnvironmentObject var home: HomeModel
  var body: some View { List(home.reviewedToday, id: \.self) { Text($0) } }
}

struct RetainedSummary: View {
  @EnvironmentObject var home: HomeModel
  var body: some View { Text("\(home.retainedCount) of \(home.reviewedCount)") }
}

struct CardsRow: View {
  @EnvironmentObject var home: HomeModel
  var body: some View { HStack { ForEach(home.featureCards) { Text($0.title) } } }
}
