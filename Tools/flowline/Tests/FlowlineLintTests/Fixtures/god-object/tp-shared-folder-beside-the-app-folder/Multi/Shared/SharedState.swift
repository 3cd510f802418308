import Combine
import Foundation

final class SharedState: ObservableObject {  // expect: god-object
  @Published var films: [String] = []
  @Published var favourites: Set<String> = []
  @Published var signedIn = false
  @Published var displayName = ""
  @Published var searchText = ""
  @Published var suggestions: [String] = []
  @Published var downloads: [URL] = []
  @Published var progress = 0.0
  @Published var toast: String?
  @Published var unread = 0
}
