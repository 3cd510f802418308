import Combine
import SwiftUI

/// Nine properties of its own (below the threshold of ten); the four services a wrapper
/// injects are not its state.
final class SessionVM: ObservableObject {
  @Published var user = ""
  @Published var avatar: URL?
  @Published var cart: [String] = []
  @Published var total = 0.0
  @Published var query = ""
  @Published var hits: [String] = []
  @Injected(\.network) var network: Network
  @Injected(\.payments) var payments: Payments
  @Injected(\.search) var searchService: SearchService
  @Injected(\.logger) var logger: Logger
  var cache: [String: Data] = [:]
  var lastRefresh: Date?
  var retryCount = 0
}

@main
struct SessionApp: App {
  @StateObject private var model = SessionVM()
  var body: some Scene { WindowGroup { ProfileTabView().environmentObject(model) } }
}

struct ProfileTabView: View {
  @EnvironmentObject var model: SessionVM
  var body: some View { Text(model.user).help(model.avatar?.absoluteString ?? "") }
}

struct CartTabView: View {
  @EnvironmentObject var model: SessionVM
  var body: some View { Text("\(model.cart.count) \(model.total)") }
}

struct SearchTabView: View {
  @EnvironmentObject var model: SessionVM
  var body: some View { List(model.hits, id: \.self) { Text($0) }.navigationTitle(model.query) }
}

struct DebugTabView: View {
  @EnvironmentObject var model: SessionVM
  var body: some View { Text("\(model.retryCount) \(model.cache.count)") }
}
