import Combine
import SwiftUI

enum Tab { case home, search }

/// Named a router, but it also keeps the search screen's query, filters and sort order:
/// state of its own beside where the app is.
final class SearchRouter: ObservableObject {  // expect: god-object
  @Published var selectedTab: Tab = .home
  @Published var homePath = NavigationPath()
  @Published var searchPath = NavigationPath()
  @Published var query = ""
  @Published var sortNewestFirst = true
  @Published var minimumRating = 0
  @Published var showFilters = false
  @Published var showSettings = false
  @Published var recentQueries: [String] = []
  @Published var resultCount = 0
}

struct HomeTab: View {
  @EnvironmentObject var router: SearchRouter
  var body: some View { Text("\(router.homePath.count)").opacity(router.showSettings ? 0 : 1) }
}

struct SearchTab: View {
  @EnvironmentObject var router: SearchRouter
  var body: some View { Text(router.query).help("\(router.resultCount)") }
}

struct FilterPanel: View {
  @EnvironmentObject var router: SearchRouter
  var body: some View { Text("\(router.minimumRating)").bold(router.sortNewestFirst) }
}

struct RecentList: View {
  @EnvironmentObject var router: SearchRouter
  var body: some View { Text("\(router.recentQueries.count)") }
}
