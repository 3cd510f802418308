import Combine
import SwiftUI

struct Book { var title = "" }

/// The reading lists share one record type, but the search form and the sign-in state beside
/// them are unrelated parts other screens read.
final class Library: ObservableObject {  // expect: god-object
  @Published var reading: [Book] = []
  @Published var finished: [Book] = []
  @Published var wishlist: [Book] = []
  @Published var query = ""
  @Published var results: [String] = []
  @Published var signedIn = false
  @Published var displayName = ""
  @Published var uploading = false
  @Published var progress = 0.0
  @Published var banner: String?
}

struct ShelfScreen: View {
  @EnvironmentObject var library: Library
  var body: some View { Text("\(library.reading.count) \(library.finished.count)") }
}

struct WishScreen: View {
  @EnvironmentObject var library: Library
  var body: some View { Text("\(library.wishlist.count)") }
}

struct SearchScreen: View {
  @EnvironmentObject var library: Library
  var body: some View { Text(library.query).help("\(library.results.count)") }
}

struct UploadScreen: View {
  @EnvironmentObject var library: Library
  var body: some View { ProgressView(value: library.progress).opacity(library.uploading ? 1 : 0) }
}
