import SwiftUI

struct FilmListView: View {
  @Binding var selectedCharacter: PixarCharacter?  // expect: prop-drilling
  let films: [PixarFilm] = []

  var body: some View {
    NavigationStack {
      List(films) { film in
        Text(film.title)
      }
      FilmDetailView(selectedCharacter: $selectedCharacter)
    }
  }
}
