import SwiftUI

final class DetailModel: ObservableObject {
  @Published var notes = ""
  func edit(_ text: String) { notes = text }
}

final class ThumbnailCache {
  static let shared = ThumbnailCache()
  var images: [String: Data] = [:]
}

struct DetailEditor: View {
  @ObservedObject var model: DetailModel
  var body: some View { Button("Clear") { model.edit("") } }
}

struct RenderCounterView: View {
  @State private var renderCount = 0
  @State private var visits: [Date] = []

  var body: some View {
    renderCount += 1  // expect: body-side-effect
    return Text("Rendered \(renderCount) times")
  }
}

struct VisitLogView: View {
  @State private var visits: [Date] = []
  let name: String

  var body: some View {
    let _ = visits.append(Date())  // expect: body-side-effect
    let _ = { ThumbnailCache.shared.images[name] = Data() }()  // expect: body-side-effect
    let model = DetailModel()  // expect: body-side-effect
    let _ = Task { await refresh() }  // expect: body-side-effect
    Text(name)
  }

  func refresh() async {}
}

struct HeaderView: View {
  @State private var headerBuilds = 0

  var body: some View { header }

  private var header: some View {
    self.headerBuilds += 1  // expect: body-side-effect
    return Text("Header")
  }
}

// A private helper that `body` calls renders with it.
struct CalledHelperView: View {
  @State private var count = 0
  var body: some View { header() }
  private func header() -> some View {
    count += 1  // expect: body-side-effect
    return Text("\(count)")
  }
}
