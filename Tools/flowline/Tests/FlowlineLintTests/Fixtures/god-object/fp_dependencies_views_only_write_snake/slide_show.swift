import Combine
import SwiftUI

final class Slide_show: ObservableObject {
  @Published var slides: [String] = []
  @Published var index = 0
  @Published var is_running = false
  @Published var interval = 3.0
  @Published var caption = ""
  @Published var shows_caption = true
  var preload_count = 2
  var cache_limit = 20
  var retry_limit = 1
  var prefers_hd = false
}

struct Slide_root: View {
  @EnvironmentObject var show: Slide_show
  var body: some View {
    Slide_stage()
      .task {
        show.preload_count = 4
        show.cache_limit = 50
        show.retry_limit = 3
        show.prefers_hd = true
      }
  }
}

struct Slide_stage: View {
  @EnvironmentObject var show: Slide_show
  var body: some View { Text(show.slides.isEmpty ? "" : show.slides[show.index]) }
}

struct Slide_timer: View {
  @EnvironmentObject var show: Slide_show
  var body: some View {
    Text("\(show.interval)").bold(show.is_running).help(show.slides.first ?? "")
  }
}

struct Slide_caption: View {
  @EnvironmentObject var show: Slide_show
  var body: some View { Text(show.caption).opacity(show.shows_caption ? 1 : 0) }
}
