import SwiftUI

final class LibraryModel: ObservableObject {
  @Published var books: [String] = []
  @Published var query = ""
  @Published var isLoading = false
}

final class RDRPrefs: ObservableObject {
  @Published var font_size = 14.0
  @Published var line_spacing = 1.2
  @Published var theme_name = "light"
}

final class PlayerState: ObservableObject {
  @Published var isPlaying = false
}

// Two models each used for one member out of three: barely used, still reported.
struct ShelfHeader: View {  // expect: environment-object-overuse
  @EnvironmentObject var library: LibraryModel
  @EnvironmentObject var prefs: RDRPrefs
  @EnvironmentObject var player: PlayerState

  var body: some View {
    HStack {
      Text("\(library.books.count) books")
      Text("size \(prefs.font_size)")
      Text(player.isPlaying ? "Playing" : "Paused")
      Button("Play") { player.isPlaying.toggle() }
    }
  }
}
