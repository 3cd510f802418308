import SwiftUI

/// No service suffix anywhere: what the methods do makes these services.
actor ForecastFetcher {
  func forecast(for city: String) async throws -> String { "" }
}

protocol Inbox {
  func sync(completion: @escaping (Int) -> Void)
}

final class PhotoVault {
  func reload() { Task { await refresh() } }
  private func refresh() async {}
}

final class ArticleRepository {
  func refreshAll() async {}
}

struct WeatherCard: View {
  let fetcher: ForecastFetcher
  let inbox: any Inbox
  let vault: PhotoVault
  let articles: ArticleRepository
  @State private var text = ""

  var body: some View {
    Text(text)
      .task {
        text = (try? await fetcher.forecast(for: "Oslo")) ?? ""  // expect: view-calls-service
      }
      .onTapGesture { inbox.sync { _ in } }  // expect: view-calls-service
      .onAppear(perform: vault.reload)  // expect: view-calls-service
      .refreshable(action: articles.refreshAll)  // expect: view-calls-service
  }
}

// A service handed to a loader view is still the view calling a service.
struct RatesPanel: View {
  let ratesService: RatesService
  var body: some View {
    RatesLoader(operation: ratesService.fetchRates) { Text($0) }  // expect: view-calls-service
  }
}

final class RatesService {
  func fetchRates() async throws -> String {
    try await Task.sleep(for: .seconds(1))
    return ""
  }
}

struct RatesLoader<Content: View>: View {
  let operation: () async throws -> String
  @ViewBuilder let content: (String) -> Content
  @State private var text = ""
  var body: some View { content(text).task { text = (try? await operation()) ?? "" } }
}
