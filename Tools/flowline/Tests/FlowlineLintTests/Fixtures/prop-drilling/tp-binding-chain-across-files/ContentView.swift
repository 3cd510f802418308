import SwiftUI

// Seed 004, failure mode 1: a binding threaded through views that don't use it.
struct ContentView: View {
  @State private var selectedCharacter: PixarCharacter?

  var body: some View {
    FilmListView(selectedCharacter: $selectedCharacter)
  }
}
