import SwiftUI

// Handing a value to a view model (not a view) is using it: FilmDetail is where the chain
// ends, so FilmContainer is the only forwarder.
struct FilmScreen: View {
  @State private var film = Film()
  var body: some View { FilmContainer(film: film) }
}

struct FilmContainer: View {
  let film: Film
  var body: some View { FilmDetail(film: film) }
}

struct FilmDetail: View {
  let film: Film
  @State private var model: FilmDetailModel?
  var body: some View {
    Text("Film")
      .onAppear { model = FilmDetailModel(film: film) }
  }
}

@Observable
final class FilmDetailModel {
  var film: Film
  init(film: Film) { self.film = film }
}
