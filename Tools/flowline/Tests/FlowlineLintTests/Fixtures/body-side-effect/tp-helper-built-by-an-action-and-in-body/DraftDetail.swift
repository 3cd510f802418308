import Combine
import SwiftUI

final class PreviewModel: ObservableObject {
  @Published var files: [String] = []
  private var updates: AnyCancellable?

  init(reportID: String) {
    updates = NotificationCenter.default.publisher(for: .init(reportID))
      .sink { [weak self] _ in self?.files.append(reportID) }
  }
}

struct PreviewDetail: View {
  @ObservedObject var model: PreviewModel
  var body: some View { List(model.files, id: \.self) { Text($0) } }
}

final class DraftModel: ObservableObject {
  @Published var reportID = "r1"
  let finished = PassthroughSubject<Void, Never>()
}

// Pushes the preview when the upload finishes, but also shows it in body: built while rendering.
struct DraftDetail: View {
  @ObservedObject var outbox: DraftModel
  let push: (AnyView) -> Void

  var body: some View {
    VStack {
      Text("Sending \(outbox.reportID)")
      previewDetail
    }
    .onReceive(outbox.finished) { _ in
      push(AnyView(previewDetail))
    }
  }

  private var previewDetail: some View {
    let model = PreviewModel(reportID: outbox.reportID)  // expect: body-side-effect
    return PreviewDetail(model: model)
  }
}
