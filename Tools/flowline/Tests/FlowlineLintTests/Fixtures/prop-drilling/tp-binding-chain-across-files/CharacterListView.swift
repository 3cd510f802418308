import SwiftUI

struct CharacterListView: View {
  @Binding var selectedCharacter: PixarCharacter?
  let characters: [PixarCharacter] = []

  var body: some View {
    ForEach(characters) { character in
      Button(character.name) { selectedCharacter = character }
    }
  }
}
