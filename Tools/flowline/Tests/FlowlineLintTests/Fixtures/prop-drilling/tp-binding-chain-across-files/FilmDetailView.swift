import SwiftUI

struct FilmDetailView: View {
  @Binding var selectedCharacter: PixarCharacter?

  var body: some View {
    CharacterListView(selectedCharacter: $selectedCharacter)
  }
}
