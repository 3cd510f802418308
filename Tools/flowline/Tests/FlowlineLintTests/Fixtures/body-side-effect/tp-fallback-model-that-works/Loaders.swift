import Observation
import SwiftUI

@Observable
final class CoverLoader {
  var image: String?

  init() {}

  init(loading id: Int) {
    Task { await self.load(id) }
  }

  func load(_ id: Int) async {}
}

@Observable
final class WarmLoader {
  var ready = false

  init() {
    Task { await self.warm() }
  }

  func warm() async {}
}

@Observable
final class Gallery {
  var covers: [Int: CoverLoader] = [:]
  var warm: WarmLoader?
}

struct CoverView: View {
  var loader: CoverLoader
  var body: some View { Text(loader.image ?? "") }
}

struct WarmView: View {
  var loader: WarmLoader
  var body: some View { Text(loader.ready ? "ready" : "") }
}

struct GalleryGrid: View {
  var gallery: Gallery

  var body: some View {
    ForEach([1, 2], id: \.self) { id in
      CoverView(loader: gallery.covers[id] ?? CoverLoader(loading: id))  // expect: body-side-effect
    }
    // The blank fallback here is not blank: its no-argument init starts a task.
    WarmView(loader: gallery.warm ?? WarmLoader())  // expect: body-side-effect
    fallbackWritten
  }

  // A fallback bound to a local and then written into while rendering.
  private var fallbackWritten: some View {
    let loader = gallery.covers[0] ?? CoverLoader()  // expect: body-side-effect
    loader.image = "placeholder"
    return CoverView(loader: loader)
  }
}
