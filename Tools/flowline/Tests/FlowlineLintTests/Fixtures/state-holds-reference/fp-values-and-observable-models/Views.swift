import Observation
import SwiftData
import SwiftUI

@Observable
final class FilmDetailViewModel {
  var title = ""
}

final class SpecialFilmViewModel: FilmDetailViewModel {}

@Model
final class Item {
  var name = ""
}

struct AppConfig {
  static let `default` = AppConfig()
  var spacing = 8.0
}

enum Tab { case home, search }

struct DetailView: View {
  @State private var viewModel = FilmDetailViewModel()
  @State private var special: SpecialFilmViewModel?
  @State private var item = Item()
  @State private var date = Date.now
  @State private var color = Color.red
  @State private var config = AppConfig.default
  @State private var tab: Tab = .home
  @State private var formatter = DateFormatter()
  @State private var calendar = Calendar.current

  var body: some View { Text(viewModel.title) }
}
