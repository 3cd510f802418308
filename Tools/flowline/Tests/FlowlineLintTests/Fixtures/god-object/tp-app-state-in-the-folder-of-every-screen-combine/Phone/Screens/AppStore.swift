import Combine
import Foundation

final class AppStore: ObservableObject {  // expect: god-object
  @Published var films: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var displayName = ""
  @Published var searchText = ""
  @Published var suggestions: [String] = []
  @Published var downloads: [URL] = []
  @Published var downloadProgress = 0.0
  @Published var toast: String?
  @Published var unreadCount = 0
}
