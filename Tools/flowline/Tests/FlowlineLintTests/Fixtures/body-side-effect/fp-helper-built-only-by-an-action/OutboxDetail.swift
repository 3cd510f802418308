import Combine
import SwiftUI

final class SubmittedModel: ObservableObject {
  @Published var files: [String] = []
  private var updates: AnyCancellable?

  init(reportID: String) {
    updates = NotificationCenter.default.publisher(for: .init(reportID))
      .sink { [weak self] _ in self?.files.append(reportID) }
  }
}

struct SubmittedDetail: View {
  @ObservedObject var model: SubmittedModel
  var body: some View { List(model.files, id: \.self) { Text($0) } }
}

final class OutboxModel: ObservableObject {
  @Published var reportID = "r1"
  let finished = PassthroughSubject<Void, Never>()
}

// Builds the submitted screen only when the upload finishes, to push it: never while rendering.
struct OutboxDetail: View {
  @ObservedObject var outbox: OutboxModel
  let push: (AnyView) -> Void

  var body: some View {
    Text("Sending \(outbox.reportID)")
      .onReceive(outbox.finished) { _ in
        push(AnyView(submittedDetail))
      }
  }

  private var submittedDetail: some View {
    let model = SubmittedModel(reportID: outbox.reportID)
    return SubmittedDetail(model: model)
  }
}
